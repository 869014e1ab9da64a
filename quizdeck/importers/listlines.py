"""A question's choices written on one line of their own, apart by a separator every such line repeats.

Some app files keep a question on one line and its choices on the next, all on that line (``Lima, Cusco, Quito``),
maybe with a third line that names the right ones by their texts, one or several (``Lima``; ``Cusco, Quito``).
Nothing here knows a word or a language; all is learnt from the file:

* the **separator**: a comma, a semicolon, a bar or a slash, each with a space after it (or the bar and the slash
  with spaces around them), a bar with no space (``Lima|Cusco|Quito``), the wide comma of Chinese and Japanese, or
  a middle dot or bullet with spaces around it (``Ruffy · Zorro``); the one that makes the most records;
* the **records**: a line (the question), the line after it holding two to twelve items split by the separator
  (the choices), and, in the files that have one, the line after that when each of its items is one of the
  choices (the right ones, by their texts) or when it is a bare number (or numbers) indexing them; whether
  the numbers count from 0 or from 1 is learnt from the file (a 0 somewhere: from 0; a number as high as its
  list is long: from 1) and said when the file does not tell; numbers that run up from record to record are
  the next question's number, no answer; records apart by blank lines or not at all;
* a **mark** every line of one role opens with (``$ `` before each question, ``^ `` before each list): a symbol
  or two and a space, on nine lines of the role in ten, taken off; so too a **key** nine lines of the role in ten
  open with (``opções: "a", "b"``): the list is its value;
* **quotes**: where nine items in ten of the lists are quoted whole (``"Nero", "Tibério"``), the file writes its
  lists as a program's strings: every item's quotes are off (one quote missing, ``Calígula"``, or a stop after the
  last, ``"Rússia".``, said at the line), and a question's text quoted whole (after its number) is unquoted too.

The file is so when the records hold nine content lines in ten (a first line alone, a title or a count, aside;
Markdown's headings, a page's levels and topics over the records, are not counted)
and three records at least; the answer lines, when most records have one. ``list_lines`` gives the records for
the layout reader (``layout.py``) to weigh against its other cuts; ``None`` when the file is not so.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import dataclass, field

from quizdeck.importers.answervalues import MAX_CHOICES, MIN_CHOICES, NUMBERS, mode_of, resolve, same
from quizdeck.importers.linekinds import CODE, KEY, LABEL, Line

#: the separators a list line may split its items by
SEPARATORS = (", ", "; ", " | ", " / ", "|", "，", "、", " · ", " • ", " ・ ")
#: the share of content lines the records must hold, of records that must have an answer line, of lines a mark
#: must open
_MOST = 0.9
#: an item longer than this is a sentence, not a choice
_LONGEST_ITEM = 160
#: a symbol or two and a space opening a line: a mark of its role
_MARK = re.compile(r"([^\w\s\"'«“(\[]{1,2})[ \t]+(?=\S)")
#: a line that asks (a question mark, a colon or an ellipsis at its end): a question, never a list of choices
_ASKS = re.compile(r"(?:[?？؟:：…]|\.\.\.)[\s\"'”»)]*$")
#: the quotes a program's string opens with, and the one closing each
_QUOTES = {'"': '"', "“": "”", "'": "'"}
#: what may follow a list's last quoted item at the line's end: a stop, a semicolon
_AFTER_LAST = ".;,"


@dataclass
class ListRecord:
    """One question: its line, its choices' line and maybe the line naming the right ones."""

    stem: Line
    choices_line: Line
    answer_line: Line | None = None
    stem_text: str = ""
    texts: list[str] = field(default_factory=list)
    answer: list[int] | None = None
    doubts: list[tuple[int, str]] = field(default_factory=list)   # said as warnings at their lines


@dataclass
class ListReading:
    """A file read as questions over a line of their choices."""

    separator: str
    records: list[ListRecord]
    others: list[Line]              # content lines no record holds (a first line alone is among them)
    answered: bool                  # the file names its right choices on a line after each list
    mode: str = "text"              # how the answer lines name them: by their texts, "number0" or "number1"
    unsure: bool = False            # numbers that may count from 0 or from 1: the file does not tell


def _items(text: str, sep: str) -> list[str]:
    return [t.strip() for t in text.split(sep)]


def _listed(text: str, sep: str) -> bool:
    """Whether a line is a list of choices: two to twelve items, none empty or a sentence, and it asks nothing."""
    items = _items(text, sep)
    return MIN_CHOICES <= len(items) <= MAX_CHOICES and all(0 < len(t) <= _LONGEST_ITEM for t in items) and \
        _ASKS.search(text) is None


def _named(text: str, sep: str, choices: list[str]) -> list[int] | None:
    """The choices a line names by their texts, all of its items, split by ``sep`` or by a comma; None when an
    item is none of them."""
    known = [same(c) for c in choices]
    for split in dict.fromkeys((sep, ",")):
        wanted = [same(t) for t in text.split(split) if t.strip()]
        if wanted and all(w in known for w in wanted):
            return sorted({known.index(w) for w in wanted})
    return None


def _indexes(text: str, count: int) -> bool:
    """Whether a line is only a number or numbers that may index a list of ``count`` items (from 0 or from 1)."""
    text = text.strip()
    return len(text) <= 40 and NUMBERS.fullmatch(text) is not None and \
        all(int(x) <= count for x in re.findall(r"\d+", text))


def _running(values: list[str]) -> bool:
    """Whether single numbers go up by one from each record to the next (``1``, ``2``, ``3``): a count, no key."""
    ints = [int(v) for v in values if v.strip().isdecimal()]
    return len(ints) >= 3 and sum(1 for a, b in itertools.pairwise(ints) if b == a + 1) >= 0.5 * len(ints)


def _strip_mark(text: str) -> str:
    """``text`` without a mark at its start (any mark: to find the roles)."""
    m = _MARK.match(text)
    return text[m.end():] if m else text


def _own(ln: Line) -> str:
    """A line's text without the key it opens with (``opções: "a", "b"``: its value), any other line as written."""
    return ln.rest.strip() if ln.kind == KEY and ln.rest.strip() else ln.raw.strip()


def _unmarked(lines: list[Line]) -> list[str]:
    """The lines' texts without the key or the mark nine in ten of them open with, when they share one."""
    keys = Counter(ln.family for ln in lines if ln.kind == KEY and ln.rest.strip())
    key = keys.most_common(1)[0] if keys else None
    keyed = key is not None and key[1] >= _MOST * len(lines)
    texts = [_own(ln) if keyed and key is not None and ln.family == key[0] else ln.raw.strip() for ln in lines]
    marks = Counter(m.group(1) if (m := _MARK.match(t)) else "" for t in texts)
    mark, count = marks.most_common(1)[0]
    if not mark or count < _MOST * len(texts):
        return texts
    return [t[m.end():] if (m := _MARK.match(t)) and m.group(1) == mark else t for t in texts]


def _quoted(text: str) -> str | None:
    """A text quoted whole (``"Nero"``, ``“Nero”``): what the quotes hold; else None."""
    close = _QUOTES.get(text[:1])
    if close is None or len(text) < 3 or text[-1] != close or close in text[1:-1] or text[0] in text[1:-1]:
        return None
    return text[1:-1].strip() or None


def _half_quoted(text: str, last: bool) -> str | None:
    """An item of a quoted list whose quote is missing at one end (``Calígula"``), or the last one with a stop after
    its closing quote (``"Rússia".``): its text; else None."""
    if last and text[-1:] and text[-1] in _AFTER_LAST and (inner := _quoted(text[:-1].rstrip())) is not None:
        return inner
    for quote in dict.fromkeys([*_QUOTES, *_QUOTES.values()]):
        if text.count(quote) == 1 and (text.startswith(quote) or text.endswith(quote)) and len(text) > 1:
            return text.strip(quote).strip() or None
    return None


def _unquote(records: list[ListRecord]) -> None:
    """The quotes off the lists' items where the file quotes nine items in ten whole (see the module), the ones with a
    quote missing said; a question's text quoted whole, after its number, unquoted too."""
    items = [t for r in records for t in r.texts]
    if not items or sum(1 for t in items if _quoted(t) is not None) < _MOST * len(items):
        return
    for r in records:
        for k, t in enumerate(r.texts):
            inner = _quoted(t)
            if inner is None and (inner := _half_quoted(t, k == len(r.texts) - 1)) is not None:
                r.doubts.append((r.choices_line.number, f"choice {k + 1} ({t!r}) read as {inner!r}: the file quotes "
                                                        "its choices, and this one's quotes are not whole"))
            r.texts[k] = inner if inner is not None else t
        head = r.stem
        lead, text = (f"{head.prefix} ", head.rest.strip()) if head.kind == LABEL and \
            r.stem_text.endswith(head.rest.strip()) else ("", r.stem_text)
        if (inner := _quoted(text)) is not None:
            r.stem_text = f"{lead}{inner}"


def _read(content: list[Line], sep: str) -> ListReading | None:
    bare = [_strip_mark(_own(ln)) for ln in content]   # (to find the roles: any key or mark aside)
    records: list[ListRecord] = []
    others: list[Line] = []
    n = len(content)
    i = 0
    while i < n:
        listed = i + 1 < n and _listed(bare[i + 1], sep)
        if listed and i + 2 < n and _listed(bare[i + 2], sep) and _named(bare[i + 2], sep, _items(bare[i + 1], sep)) \
                is None:
            listed = False                 # two lists after this line: the first is the question of the second
        if not listed:
            others.append(content[i])
            i += 1
            continue
        rec = ListRecord(content[i], content[i + 1])
        records.append(rec)
        i += 2
        if i < n and (named := _named(bare[i], sep, _items(bare[i - 1], sep))) is not None:
            rec.answer_line, rec.answer = content[i], named
            i += 1
        elif i < n and _indexes(bare[i], len(_items(bare[i - 1], sep))) and not (
                i + 1 < n and _listed(bare[i + 1], sep)):
            rec.answer_line, rec.answer = content[i], None   # a bare index: resolved once the file's base is known
            i += 1
    mode, unsure = "text", False
    indexed = [r for r in records if r.answer_line is not None and r.answer is None]
    if indexed:
        at = {id(ln): k for k, ln in enumerate(content)}
        values = [(bare[at[id(r.answer_line)]].strip(), _items(bare[at[id(r.choices_line)]], sep))
                  for r in indexed if r.answer_line is not None]
        mode, unsure, _ = mode_of(values)
        if not mode.startswith("number") or _running([v for v, _ in values]) or len(indexed) < _MOST * len(records):
            for r in indexed:              # numbers that are no index of their lists: lines of their own
                if r.answer_line is not None:
                    others.append(r.answer_line)
                r.answer_line = None
            mode, unsure = "text", False
    held = sum(1 + 1 + (r.answer_line is not None) for r in records)
    page = sum(1 for ln in content if ln.wrap.startswith("#"))   # Markdown headings: the page's levels and topics
    if len(records) < 3 or held < _MOST * (len(content) - page) - 1:
        return None
    answered = sum(1 for r in records if r.answer_line is not None) >= _MOST * len(records)
    roles = [[r.stem for r in records], [r.choices_line for r in records],
             [r.answer_line for r in records if r.answer_line is not None]]
    texts = {id(ln): t for role in roles if role for ln, t in zip(role, _unmarked(role), strict=True)}
    for r in records:
        r.stem_text = texts[id(r.stem)]
        r.texts = _items(texts[id(r.choices_line)], sep)
        if not answered:
            r.answer, r.answer_line = None, None
    if answered:
        for r in records:                  # the answer line's mark taken off too: its items named the choices
            if r.answer_line is not None:
                if mode == "text":
                    r.answer = _named(texts[id(r.answer_line)], sep, r.texts) or r.answer
                else:
                    r.answer = resolve(texts[id(r.answer_line)], r.texts, mode) or r.answer
    _unquote(records)
    if any(len({same(t) for t in r.texts}) != len(r.texts) for r in records):
        return None                        # the same item twice: no list of choices
    return ListReading(sep, records, others, answered, mode if answered else "text", unsure and answered)


def list_lines(lines: list[Line]) -> ListReading | None:
    """The file's questions as lines over a line of their choices, when it is so (see the module)."""
    content = [ln for ln in lines if ln.content and ln.kind != CODE]
    if len(content) < 6:
        return None
    best: ListReading | None = None
    for sep in SEPARATORS:
        if sum(1 for ln in content if sep in ln.raw) < len(content) / 3:
            continue
        got = _read(content, sep)
        if got is not None and (best is None or len(got.records) > len(best.records)):
            best = got
    return best
