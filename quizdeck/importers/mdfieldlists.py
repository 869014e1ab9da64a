"""A list whose items each hold the same labelled fields as nested items: records, read as data.

Some pages write every question as one list item, its parts as items nested under it, each after a label
the page repeats in every record::

    - Vraag 1.1: Welke rivier stroomt door Keulen?
      - Soort: meerkeuze
      - Antwoord: Rijn
      - Keuzes: Maas; Rijn; Schelde

Nothing here knows the labels' words. What each part is comes from the records' own repetition:

* the **head**: the label (or the unlabelled item) that opens the records: its items are each followed by
  items nested deeper than themselves, labelled, in most of its occurrences (three at least); lines between a
  head and its first field (a code block) go on with its text;
* the **fields**: the labels nested under the heads that most records hold;
* the **choices** and the **answer**: the pair of fields where one's value names, in most records (three at
  least), one or more of the other's parts: the items nested under the field, else its one line cut at the
  separator it holds (a semicolon before a bar before a comma; none inside brackets or quotes).

The records are handed to ``datarecords`` as records of data (text, options, answer), which says at its
line what one lacks. Nothing is read when no such pair is learnt.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from quizdeck.importers.answervalues import MAX_CHOICES, MIN_CHOICES, mode_of, resolve
from quizdeck.importers.datarecords import Datum
from quizdeck.importers.mdinline import fenced_lines

#: a list item: its indent, its text
_ITEM = re.compile(r"^([ \t]*)[-*+][ \t]+(\S.*?)[ \t]*$")
#: a label and its value: a few words (a number may follow them) before a colon
_KEY = re.compile(r"^(?:\*\*|__)?([^\W\d_][\w .'’()/-]{0,38}?)(?:\*\*|__)?[ \t]*[:：](?:\*\*|__)?(?:[ \t]*(.*)|$)")
_HEADING = re.compile(r"^ {0,3}#{1,6}(?:[ \t]|$)")
#: a question's own number opening its text once its label is taken off (``3.2: ``, ``1.1 ``)
_NUMBER = re.compile(r"^\d{1,4}(?:\.\d{1,4})*[ \t]*[:.)]?[ \t]+")
#: a head's label and its number, read off its text (``Question 9.1 What ...``)
_LABEL_NUMBER = re.compile(r"^([^\W\d_][\w'’-]{0,20}(?:[ \t]+[^\W\d_][\w'’-]{0,20}){0,2})[ \t]*"
                           r"\d{1,4}(?:\.\d{1,4})*[ \t]*[:.)-]?[ \t]+(\S.*)$")
_SEPARATORS = (";", "|", ",")
_OPEN, _CLOSE = "([{", ")]}"
#: the records a page must repeat for its fields to be learnt
_LEAST = 3
#: a label that most items of one kind open with: the share of them
_MOST = 0.5
#: the share of a head's items followed by a labelled item nested deeper
_OPENS = 0.8
_MAX_LINE = 2000


@dataclass
class _Item:
    line: int            # 0-based
    indent: int
    text: str
    family: str          # its label, its words only, case folded; "" when it has none
    value: str           # its text after the label


@dataclass
class _Record:
    head: _Item
    stem: list[str] = field(default_factory=list)
    fields: dict[str, tuple[_Item, list[_Item]]] = field(default_factory=dict)   # family -> its item, nested items
    last: int = 0        # 0-based last line


def _family(label: str) -> str:
    return " ".join(re.sub(r"[\d.()]+", " ", label).split()).casefold()


def _item(n: int, line: str) -> _Item | None:
    m = _ITEM.match(line[:_MAX_LINE])
    if m is None:
        return None
    indent = len(m.group(1).expandtabs(4))
    text = m.group(2)
    key = _KEY.match(text)
    if key is not None and not text.startswith(("[", "`")) and "://" not in key.group(1):
        return _Item(n, indent, text, _family(key.group(1)), (key.group(2) or "").strip())
    if (numbered := _LABEL_NUMBER.match(text)) is not None:
        return _Item(n, indent, text, _family(numbered.group(1)), numbered.group(2).strip())
    return _Item(n, indent, text, "", text)


def _cut(value: str, sep: str) -> list[str]:
    parts, depth, quote, start = [], 0, "", 0
    for k, c in enumerate(value):
        if quote:
            quote = "" if c == quote else quote
        elif c in "`\"":
            quote = c
        elif c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            depth = max(0, depth - 1)
        elif c == sep and depth == 0:
            parts.append(value[start:k])
            start = k + 1
    parts.append(value[start:])
    return parts


def cuts(value: str) -> list[list[str]]:
    """The ways a line of choices may be cut, finest first: at every separator it holds outside brackets and
    quotes, then at fewer (``;`` before ``|`` before ``,``); the value alone when it holds none."""
    held = [sep for sep in _SEPARATORS if len(_cut(value, sep)) > 1]
    out: list[list[str]] = []
    for k in range(len(held), 0, -1):
        parts = [value]
        for sep in held[:k]:
            parts = [p for part in parts for p in _cut(part, sep)]
        out.append([t for p in parts if (t := p.strip(" \t" + "".join(_SEPARATORS)))])
    return out or [[value.strip()] if value.strip() else []]


def _items(lines: list[str]) -> list[_Item | None]:
    fenced = fenced_lines(lines)
    out: list[_Item | None] = []
    for n, line in enumerate(lines):
        out.append(None if fenced[n] or ("-" not in line[:40] and "*" not in line[:40] and "+" not in line[:40])
                   else _item(n, line))
    return out


def _head_family(items: list[_Item]) -> str | None:
    """The family whose items are followed by a labelled item nested deeper, in most of their occurrences."""
    seen: Counter[str] = Counter()
    opening: Counter[str] = Counter()
    for k, it in enumerate(items):
        seen[it.family] += 1
        after = items[k + 1] if k + 1 < len(items) else None
        if after is not None and after.indent > it.indent and after.family and after.family != it.family:
            opening[it.family] += 1
    fitting = [(n, f) for f, n in opening.items() if n >= _LEAST and n >= _OPENS * seen[f]]
    return max(fitting)[1] if fitting else None


def _records(lines: list[str]) -> list[_Record]:
    found = _items(lines)
    items = [it for it in found if it is not None]
    head = _head_family(items)
    if head is None:
        return []
    records: list[_Record] = []
    current: _Record | None = None
    last_field: tuple[_Item, list[_Item]] | None = None
    for n, line in enumerate(lines):
        it = found[n]
        if it is not None and it.family == head and (current is None or it.indent <= current.head.indent + 3):
            current = _Record(it, last=n)
            records.append(current)
            last_field = None
            continue
        if current is None:
            continue
        if _HEADING.match(line):
            current = None
            continue
        if it is not None and it.indent > current.head.indent and it.family and it.family not in current.fields \
                and (last_field is None or it.indent <= last_field[0].indent):
            last_field = (it, [])
            current.fields[it.family] = last_field
            current.last = n
        elif last_field is not None:
            if not line.strip():
                continue
            if it is not None and it.indent > last_field[0].indent:
                last_field[1].append(it)
                current.last = n
            else:
                current = None   # a line the fields do not go on with: the record is over
        elif line.strip() or current.stem:
            current.stem.append(line)
    return records


def _by_text(value: str, options: list[str]) -> list[str] | None:
    """The answer's value as the options' texts it names: whole, or cut like a line of choices."""
    if resolve(value, options, "text") is not None:
        return [value]
    for parts in cuts(value):
        if len(parts) > 1 and all(resolve(p, options, "text") is not None for p in parts):
            return parts
    return None


def _options(entry: tuple[_Item, list[_Item]], answer: str | None) -> list[str]:
    """A field's choices: the items nested under it, else its line cut the finest way that makes the answer
    one of its parts, else the coarsest that makes it several (the coarsest when none does)."""
    item, nested = entry
    if nested:
        return [i.text for i in nested]
    ways = cuts(item.value)
    if answer is not None:
        for parts in ways:                       # the answer one part: the finest cut
            if len(parts) >= MIN_CHOICES and resolve(answer, parts, "text") is not None:
                return parts
        for parts in reversed(ways):             # the answer several parts: the coarsest
            if len(parts) >= MIN_CHOICES and _by_text(answer, parts) is not None:
                return parts
    return ways[-1]


def _names(value: str, options: list[str]) -> bool:
    """Whether an answer's value names options: by text, whole or cut like the options; else by letter or
    number."""
    return _by_text(value, options) is not None or any(
        resolve(value, options, mode) is not None for mode in ("letter", "number1"))


def _pair(records: list[_Record]) -> tuple[str, str] | None:
    """The choices' field and the answer's: the pair whose one names the other's parts in most records."""
    held: Counter[str] = Counter(f for r in records for f in r.fields)
    common = [f for f, n in held.items() if n >= _MOST * len(records)]
    best: tuple[int, str, str] | None = None
    for choices in common:
        for answer in common:
            if answer == choices:
                continue
            n = sum(1 for r in records if choices in r.fields and answer in r.fields
                    and MIN_CHOICES <= len(opts := _options(r.fields[choices], said := r.fields[answer][0].value))
                    <= MAX_CHOICES and _names(said, opts))
            if n >= _LEAST and n >= _MOST * len(records) and (best is None or n > best[0]):
                best = (n, choices, answer)
    return (best[1], best[2]) if best else None


def _dedented(stem: list[str]) -> str:
    while stem and not stem[-1].strip():
        stem = stem[:-1]
    indents = [len(s) - len(s.lstrip(" ")) for s in stem if s.strip()]
    cut = min(indents) if indents else 0
    return "\n".join(s[cut:].rstrip() for s in stem)


def quiz(lines: list[str]) -> list[Datum]:
    """The records of a page's list of labelled fields, as data (``text``, ``options``, ``answer``); [] when
    the page holds none."""
    records = _records(lines)
    if len(records) < _LEAST:
        return []
    pair = _pair(records)
    if pair is None:
        return []
    choices, answer = pair
    named = [(value, _options(r.fields[choices], value)) for r in records
             if choices in r.fields and answer in r.fields and (value := r.fields[answer][0].value)]
    mode = mode_of(named)[0] if named else ""
    out: list[Datum] = []
    for r in records:
        text = _NUMBER.sub("", r.head.value, count=1)
        more = _dedented(r.stem)
        record: dict[str, Datum] = {"text": Datum(f"{text}\n\n{more}" if more else text, r.head.line + 1,
                                                  r.head.indent + 1)}
        said = r.fields[answer][0] if answer in r.fields else None
        opts: list[str] = []
        if choices in r.fields:
            item, nested = r.fields[choices]
            opts = _options(r.fields[choices], said.value if said is not None else None)
            record["options"] = Datum([Datum(i.text, i.line + 1) for i in nested] if nested else
                                      [Datum(t, item.line + 1) for t in opts], item.line + 1)
        if said is not None:
            whole = resolve(said.value, opts, mode) if mode and mode != "text" else None
            parts = [said.value] if whole is not None else _by_text(said.value, opts) or [said.value]
            record["answer"] = Datum([Datum(p, said.line + 1) for p in parts], said.line + 1)
        out.append(Datum(record, r.head.line + 1, r.head.indent + 1, r.last + 1))
    return out
