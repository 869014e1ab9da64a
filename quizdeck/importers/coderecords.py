r"""Questions written as code: records that differ only in indices and string literals, the literals the texts.

A quiz pasted from a program's source is data, not prose. Its records are repeated shapes of code (its tokens with
every string literal ``S`` and every number ``N``, digits in names too: ``q1`` and ``q2`` are one shape):

* a record is one item of code whose shape repeats (``new Question("1", "q?", "Sport", List.of("a", "b"), "a")``,
  ``{text: "q?", options: ["a", "b"], answer: 1}``), or a run of statements opened by the shape that opens the first
  one and repeats (``strcpy(q[0].text, "q?");`` then ``strcpy(q[0].answers[0], "a");``... then ``q[0].right = 1;``);
* its parts are the literals, each named by the key written before it (``text:``, ``options=``), by the statement it
  stands in (``q[].answers[]``), else by its place (``argument 2``); a statement repeated in a record, or a list
  literal of two strings at least, holds the choices;
* the parts are learnt by ``datarecords`` (the longest literal that does not repeat a few values is the text:
  ``"Sport"``, ``"leicht"`` are tags, not texts), but the answer first from the records themselves: a later literal
  equal to one choice in most records, else a number that names a choice in every record (an index assignment),
  counted from 0 when one is 0 or the choices' own indices start at ``[0]`` (else a guess, said by
  ``datarecords``);
* a literal under a key that says it explains (``explanation:``, ``q[0].explicacion``) is the explanation, never the
  text; so is, said, the longest literal of a positional record when it stands after the options and another before
  them (``("q?", ["a", "b"], 1, "a longer why")``: a question is written before its options) and equals none of them;
* escapes are read as the language writes them (``\u00e9`` is ``é``, ``\"`` a quote).

And a ``.txt`` whose lines are quoted fields apart by ``;`` (``"q?"; "right"; "wrong"; "wrong";``), most of one
width (3 fields at least), is a sheet without a header: the first field the question, the others its choices, the
first of them right, as sheets for quiz apps write it (said). A quote missing at a field's one end is read, said.

Read so only when proven (``convert`` then reads the file so only, under ``--format auto``): three records at least,
nine in ten of them with a text and two options, each holding code (a bracket or an assignment: ``1. "q?"`` over
``opções: "a", "b"`` is quoted prose, not code), their lines three in four of the file's non-blank lines; rows half of
them, and nine in ten with one-field quoted lines and comments. Every other line (a heading, a ``//`` comment, a
one-field status line ``"Sbloccata Terra"``) is said, not read; so are a literal without its closing quote (read up
to the signs closing its line) and a subscript without its ``]`` (closed after its index). The tokenizer is one pass
over each line; records are grouped by their shapes' text (no pattern backtracks).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from string import hexdigits

from quizdeck.importers import datarecords
from quizdeck.importers.answervalues import first_taken, same
from quizdeck.importers.base import CERTAIN, Importer
from quizdeck.importers.datarecords import Datum
from quizdeck.importers.formats import Format
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion

#: the fewest records read as code; the share of the non-blank lines they must hold
_LEAST, _SHARE = 3, 0.75
#: the most tokens looked at (a stranger's megabytes are no program's quiz)
_TOKENS = 200_000
_OPEN, _CLOSE = "([{", ")]}"


@dataclass(frozen=True)
class _Tok:
    kind: str        # "s" a string literal, "n" a number, "w" a name, "p" a sign, "e" a line's end
    text: str
    line: int
    col: int
    broken: bool = False   # a literal whose closing quote is missing


def _tokens(lines: list[str]) -> list[_Tok] | None:
    """The tokens of the lines, comments (``//``, ``/* */``, a line opened by ``#``) left out; None past ``_TOKENS``."""
    out: list[_Tok] = []
    comment = False
    for n, line in enumerate(lines, start=1):
        k, end = 0, len(line)
        if line.lstrip().startswith("#"):
            k = end
        while k < end:
            c = line[k]
            if comment:
                stop = line.find("*/", k)
                if stop < 0:
                    break
                comment, k = False, stop + 2
            elif c.isspace() or c == "\ufeff":
                k += 1
            elif line.startswith("//", k):
                break
            elif line.startswith("/*", k):
                comment, k = True, k + 2
            elif c in "\"'":
                j = k + 1
                text: list[str] = []
                while j < end and line[j] != c:
                    if line[j] == "\\" and j + 1 < end:
                        j = _escape(line, j + 1, text)
                    else:
                        text.append(line[j])
                    j += 1
                if j < end:
                    out.append(_Tok("s", "".join(text), n, k + 1))
                else:   # no closing quote: the literal ends before the line's closing signs (``"yendo);``), said
                    body = "".join(text)
                    cut = len(body.rstrip(");,]} \t"))
                    out.append(_Tok("s", body[:cut].rstrip(), n, k + 1, broken=True))
                    out += [_Tok("p", sign, n, k + 2 + cut + m) for m, sign in enumerate(body[cut:])
                            if not sign.isspace()]
                k = j + 1
            elif c.isdigit():
                j = k
                while j < end and line[j].isdigit():
                    j += 1
                if j + 1 < end and line[j] == "." and line[j + 1].isdigit():
                    j += 1
                    while j < end and line[j].isdigit():
                        j += 1
                while j < end and (line[j].isalnum() or line[j] == "_"):   # ``10f``, ``0x1F``
                    j += 1
                out.append(_Tok("n", line[k:j], n, k + 1))
                k = j
            elif c.isalpha() or c in "_$@":
                j = k + 1
                while j < end and (line[j].isalnum() or line[j] in "_$"):
                    j += 1
                out.append(_Tok("w", line[k:j], n, k + 1))
                k = j
            else:
                out.append(_Tok("p", c, n, k + 1))
                k += 1
            if len(out) > _TOKENS:
                return None
        out.append(_Tok("e", "", n, len(line) + 1))
    return out


#: the hex digits an escape takes (``\u00e9``, ``\x22``, ``\U0001F600``); the letters other escapes stand for
_HEX_ESCAPES, _LETTERS = {"u": 4, "x": 2, "U": 8}, {"n": "\n", "t": "\t", "r": ""}


def _escape(line: str, k: int, text: list[str]) -> int:
    r"""The character an escape stands for (``line[k]`` the one after its backslash) put on ``text``; the index of its
    last character. ``\u00e9`` is ``é`` (a surrogate pair one letter), ``\"`` a quote; a ``\u`` without its four hex
    digits, or half a pair, is kept as written."""
    width = _HEX_ESCAPES.get(line[k], 0)
    digits = line[k + 1:k + 1 + width]
    if not width or len(digits) != width or any(d not in hexdigits for d in digits):
        text.append(_LETTERS.get(line[k], line[k]))
        return k
    code, last = int(digits, 16), k + width
    if 0xD800 <= code < 0xDC00 and line.startswith("\\u", last + 1) and len(low := line[last + 3:last + 7]) == 4 \
            and all(d in hexdigits for d in low) and 0xDC00 <= int(low, 16) < 0xE000:
        code, last = 0x10000 + ((code - 0xD800) << 10) + int(low, 16) - 0xDC00, last + 6
    if code > 0x10FFFF or 0xD800 <= code < 0xE000:
        text.append("\\" + line[k:last + 1])
        return last
    text.append(chr(code))
    return last


@dataclass
class _Group:
    """A bracketed group: its items, each a list of tokens and groups; ``after`` the token before its opening."""

    open: str
    items: list[list[_Tok | _Group]]
    line: int
    after: _Tok | None
    last: int = 0


Element = _Tok | _Group


def _tree(tokens: list[_Tok], mended: list[int]) -> list[list[Element]] | None:
    """The top level's items (apart at ``;``, ``,`` and line ends), groups nested (apart at ``;`` and ``,``); None
    when the brackets do not pair, but for a subscript left open at its line's end (closed after its first token,
    its line in ``mended``)."""
    top = _Group("", [[]], 1, None)
    stack = [top]
    previous: _Tok | None = None
    for t in tokens:
        g = stack[-1]
        if t.kind == "p" and t.text in _OPEN:
            new = _Group(t.text, [[]], t.line, previous)
            g.items[-1].append(new)
            stack.append(new)
        elif t.kind == "p" and t.text in _CLOSE:
            if len(stack) == 1 or _OPEN.index(g.open) != _CLOSE.index(t.text):
                return None
            g.last = t.line
            stack.pop()
        elif t.kind == "e" and _subscript(g) and g.line == t.line:
            while _subscript(stack[-1]) and stack[-1].line == t.line:   # ``q[20.text = 2;``: closed after ``20``
                shut = stack.pop()
                shut.last = t.line
                inside = [e for item in shut.items for e in item]
                shut.items = [inside[:1]]
                stack[-1].items[-1].extend(inside[1:])
            mended.append(t.line)
            if stack[-1] is top and top.items[-1]:
                top.items.append([])
        elif (t.kind == "p" and t.text in ",;") or (t.kind == "e" and g is top):
            if g.items[-1]:
                g.items.append([])
        elif t.kind != "e":
            g.items[-1].append(t)
        if t.kind != "e":
            previous = t
    if len(stack) != 1:
        return None
    return [item for item in top.items if item]


def _subscript(g: _Group) -> bool:
    """Whether a ``[...]`` indexes what stands before it (``q[0]``), not a list literal."""
    return g.open == "[" and g.after is not None and (g.after.kind in "wn" or g.after.text in ")]")


def _strings_only(g: _Group) -> bool:
    """A list literal: two strings at least, each item one string (``["a", "b"]``, ``List.of("a", "b")``)."""
    return len(g.items) >= 2 and all(len(i) == 1 and isinstance(i[0], _Tok) and i[0].kind == "s" for i in g.items
                                     if i) and sum(1 for i in g.items if i) >= 2


def _shape(item: list[Element]) -> str:
    """An item's shape: its tokens, every literal ``S``, number ``N``, digits in names ``N``, a list literal
    ``[S*]``."""
    parts: list[str] = []
    for e in item:
        if isinstance(e, _Group):
            inner = "S*" if _strings_only(e) and not _subscript(e) else ",".join(_shape(i) for i in e.items)
            parts.append(f"{e.open}{inner}{_CLOSE[_OPEN.index(e.open)]}")
        elif e.kind == "s":
            parts.append("S")
        elif e.kind == "n":
            parts.append("N")
        else:
            parts.append("".join("N" if c.isdigit() else c for c in e.text) if e.kind == "w" else e.text)
            parts.append(" ")
    return "".join(parts)


@dataclass
class _Slot:
    role: str
    value: str | int | list[str]
    line: int
    col: int
    last: int


def _indices(item: list[Element]) -> list[int]:
    """The numbers an item's subscripts hold, in order (``q[2].a[0]``: 2, 0)."""
    out: list[int] = []
    for e in item:
        if isinstance(e, _Group):
            if _subscript(e):
                out += [int(t.text) for i in e.items for t in i if isinstance(t, _Tok) and t.kind == "n"
                        and t.text.isdecimal()]
            for i in e.items:
                out += _indices(i)
    return out


def _sign(e: Element) -> str:
    """A token's text; a group's nothing."""
    return e.text if isinstance(e, _Tok) else ""


def _slots(item: list[Element], whole: bool, key: str = "") -> list[_Slot]:
    """The literals of an item (a list literal one slot), each named by the key written before it, else by its
    place; ``whole``: the item's own argument list is never one list literal."""
    out: list[_Slot] = []
    for k, e in enumerate(item):
        name = key
        before = _sign(item[k - 1]) if k >= 1 else ""
        if before in (":", "=") and k >= 2 and isinstance(n := item[k - 2], _Tok) and n.kind in "ws":
            name = _bare(n.text)
        elif before in (":", "="):
            name = ""
        if isinstance(e, _Group):
            if _subscript(e):
                continue
            if _strings_only(e) and not whole:
                values = [t.text for i in e.items for t in i if isinstance(t, _Tok)]
                out.append(_Slot(name, values, e.line, 1, e.last or e.line))
                continue
            for i in e.items:
                out += _slots(i, False, name)
        elif e.kind == "s" and not (k + 1 < len(item) and _sign(item[k + 1]) == ":"):
            out.append(_Slot(name, e.text, e.line, e.col, e.line))
        elif e.kind == "n" and e.text.isdecimal() and (before in ("=", ":") or len(item) == 1):
            out.append(_Slot(name, int(e.text), e.line, e.col, e.line))
    return out


def _token_lines(item: list[Element]) -> set[int]:
    out: set[int] = set()
    for e in item:
        if isinstance(e, _Group):
            out |= {e.line, e.last or e.line}
            for i in e.items:
                out |= _token_lines(i)
        else:
            out.add(e.line)
    return out


def _coded(item: list[Element]) -> bool:
    """Whether an item is code: a bracketed group or an assignment in it (``"q?"`` alone, ``opções: "a"`` are not)."""
    return any(isinstance(e, _Group) or e.text == "=" for e in item)


def _lines(item: list[Element]) -> tuple[int, int]:
    first, last = 10**9, 0
    for e in item:
        if isinstance(e, _Group):
            first, last = min(first, e.line), max(last, e.last or e.line)
            for i in e.items:
                a, b = _lines(i)
                first, last = min(first, a), max(last, b)
        else:
            first, last = min(first, e.line), max(last, e.line)
    return first, last


@dataclass
class _Record:
    line: int
    last: int
    parts: dict[str, Datum] = field(default_factory=dict)
    zero: bool = False           # the choices' own indices start at [0]
    lines: set[int] = field(default_factory=set)   # the lines its tokens are on
    code: bool = False           # it holds a bracket or an assignment: code, not quoted prose


def _positional(slots: list[_Slot]) -> list[_Slot]:
    """Slots without a key named by their place."""
    return [s if s.role else _Slot(f"argument {k}", s.value, s.line, s.col, s.last) for k, s in enumerate(slots, 1)]


def _datum(s: _Slot) -> Datum:
    if isinstance(s.value, list):
        return Datum([Datum(v, s.line, s.col) for v in s.value], s.line, s.col, s.last)
    return Datum(s.value, s.line, s.col, s.last)


def _item_records(items: list[list[Element]]) -> list[_Record]:
    """Records each one item of the modal shape holding a list literal and two literals more."""
    shapes = Counter(_shape(i) for i in items)
    best: list[_Record] = []
    for shape, count in shapes.most_common(4):
        if count < _LEAST or "S*" not in shape or shape.count("S") < 2:
            continue
        records = []
        for item in items:
            if _shape(item) != shape:
                continue
            first, last = _lines(item)
            r = _Record(first, last, lines=_token_lines(item), code=_coded(item))
            for s in _positional(_slots(item, True)):
                r.parts.setdefault(s.role, _datum(s))
            records.append(r)
        if len(records) > len(best):
            best = records
    return best


def _bare(name: str) -> str:
    """A name without its digits: ``q1`` and ``q2`` name one part."""
    return "".join(c for c in name if not c.isdigit()) or name


def _name(item: list[Element]) -> str:
    """A statement's name: its names in order, digits aside (``strcpy.preguntas.respuestas``, ``q``)."""
    words: list[str] = []
    for e in item:
        if isinstance(e, _Group):
            words += [w for i in e.items for w in [_name(i)] if w]
        elif e.kind == "w":
            words.append(_bare(e.text))
    return ".".join(words)


def _statement_records(items: list[list[Element]]) -> list[_Record]:
    """Records each a run of statements opened by the first repeated shape holding a literal; a statement repeated
    in a record holds the choices (its values a list)."""
    bearing = [(i, _shape(i)) for i in items if _slots(i, False)]
    counts = Counter(s for _, s in bearing)
    opener = next((s for _, s in bearing if counts[s] >= _LEAST), None)
    if opener is None:
        return []
    runs: list[list[list[Element]]] = []
    for item, shape in bearing:
        if shape == opener:
            runs.append([])
        if runs:
            runs[-1].append(item)
    records = []
    for run in runs:
        r = _Record(_lines(run[0])[0], max(_lines(i)[1] for i in run), lines=set().union(*map(_token_lines, run)),
                    code=all(_coded(i) for i in run))
        by_shape: dict[str, list[list[Element]]] = {}
        for item in run:
            by_shape.setdefault(_shape(item), []).append(item)
        for shape, same_shape in by_shape.items():
            name = _name(same_shape[0]) or shape
            slots = [_slots(i, False) for i in same_shape]
            if len(same_shape) >= 2 and all(len(s) == 1 and isinstance(s[0].value, str) for s in slots):
                values = [s[0] for s in slots]
                r.parts[name] = Datum([Datum(str(s.value), s.line, s.col) for s in values], values[0].line,
                                      values[0].col, values[-1].line)
                own = [_indices(i)[-1:] for i in same_shape]
                r.zero = r.zero or own[0] == [0]
            elif len(same_shape) == 1:
                for s in slots[0]:
                    role = name if len(slots[0]) == 1 else f"{name} {s.role or slots[0].index(s) + 1}"
                    r.parts.setdefault(role, _datum(s))
        records.append(r)
    return records


def _groups(items: list[list[Element]]) -> list[tuple[list[list[Element]], set[int]]]:
    """Every list of sibling items in the tree (the top level's first), each with the lines that open and close
    its group (``questions = [`` and ``];`` hold its records)."""
    out: list[tuple[list[list[Element]], set[int]]] = []
    todo: list[tuple[list[list[Element]], set[int]]] = [(items, set())]
    while todo and len(out) <= 5000:
        level, ends = todo.pop(0)
        out.append((level, ends))
        todo += [(e.items, ends | {e.line, e.last or e.line}) for i in level for e in i if isinstance(e, _Group)]
    return out


def _whole(records: list[_Record]) -> int:
    """How many records hold a text and two options at least, the parts learnt from them all; none unless nine in
    ten do and every record holds code."""
    parts = datarecords.learn([r.parts for r in records]) if records else None
    if parts is None:
        return 0
    whole = sum(1 for r in records if parts.text in r.parts
                and isinstance(v := r.parts.get(parts.options, Datum(None, 0)).value, list) and len(v) >= 2)
    return whole if whole >= 0.9 * len(records) and all(r.code for r in records) else 0


@dataclass
class _Reading:
    records: list[_Record]
    used: set[int]
    broken: list[int]            # the lines of literals without their closing quote
    mended: list[int]            # the lines of subscripts without their closing bracket


def _read_code(lines: list[str]) -> _Reading | None:
    tokens = _tokens(lines)
    if tokens is None or not any(t.kind == "s" for t in tokens):
        return None
    mended: list[int] = []
    tree = _tree(tokens, mended)
    if tree is None:
        return None
    best: list[_Record] = []
    around: set[int] = set()
    for level, ends in _groups(tree):
        for found in (_item_records(level), _statement_records(level)):
            if _whole(found) > _whole(best):
                best, around = found, ends
    if len(best) < _LEAST:
        return None
    used = {n for r in best for n in r.lines} | around
    filled = [n for n, line in enumerate(lines, start=1) if line.strip()]
    if sum(1 for n in filled if n in used) < _SHARE * len(filled):
        return None
    return _Reading(best, used, [t.line for t in tokens if t.broken], mended)


# ---- quoted ``;`` rows


def _fields(line: str) -> list[tuple[str, bool]]:
    """A line's ``;`` fields, each its text and whether quoted at both ends (a quote at one end only is taken off)."""
    out: list[tuple[str, bool]] = []
    k, end = 0, len(line)
    while k < end:
        while k < end and line[k] in " \t":
            k += 1
        if k >= end:
            break
        if line[k] == '"':
            j = k + 1
            close = -1
            while (q := line.find('"', j)) >= 0:
                after = q + 1
                while after < end and line[after] in " \t":
                    after += 1
                if after >= end or line[after] == ";":
                    close = q
                    break
                j = q + 1
            if close >= 0:
                out.append((line[k + 1:close], True))
                k = close + 1
                while k < end and line[k] != ";":
                    k += 1
                k += 1
                continue
        stop = line.find(";", k)
        stop = end if stop < 0 else stop
        out.append((line[k:stop].strip().strip('"').strip(), False))
        k = stop + 1
    return out


@dataclass
class _Row:
    line: int
    fields: list[str]
    broken: bool


def _read_rows(lines: list[str]) -> tuple[list[_Row], list[int]] | None:
    """The rows of quoted ``;`` fields (most of one width, 3 at least), and the other non-blank lines; None unless
    the rows are half the non-blank lines and, with one-field quoted lines and comments, nine in ten."""
    rows: list[_Row] = []
    others: list[int] = []
    filled = 0
    for n, line in enumerate(lines, start=1):
        text = line.strip().lstrip("\ufeff")
        if not text:
            continue
        filled += 1
        got = _fields(text) if text.startswith('"') and ";" in text else []
        if len(got) >= 3 and all(f for f, _ in got) and sum(1 for _, q in got if not q) <= 1:
            rows.append(_Row(n, [f for f, _ in got], any(not q for _, q in got)))
        else:
            others.append(n)
    furniture = sum(1 for n in others if (t := lines[n - 1].strip().lstrip("\ufeff")).startswith(("//", "#"))
                    or (len(t) >= 2 and t[0] == t[-1] == '"' and '"' not in t[1:-1]))
    if len(rows) < _LEAST or 2 * len(rows) < filled or len(rows) + furniture < 0.9 * filled:
        return None
    _, most = Counter(len(r.fields) for r in rows).most_common(1)[0]
    if most < _SHARE * len(rows):
        return None
    return rows, others


@lru_cache(maxsize=4)
def _reading(text: str) -> _Reading | tuple[list[_Row], list[int]] | None:
    lines = text.split("\n")
    if (rows := _read_rows(lines)) is not None:
        return rows
    return _read_code(lines)


class CodeRecordsReader(Importer):
    """Questions written as code (see the module's docstring)."""

    @classmethod
    def sniff(cls, text: str) -> float:
        return CERTAIN if _reading(text) is not None else 0.0

    def read(self, deck: ImportedDeck) -> None:
        got = _reading(self.source.text)
        if got is None:
            return
        if isinstance(got, tuple):
            self._rows(deck, *got)
            return
        lines = self.source.lines
        records = got.records
        why, displaced = _why_role([r.parts for r in records])
        # the explanation kept apart: never a question's text, whatever its length
        parts = [{k: v for k, v in r.parts.items() if k != why} for r in records]
        answer = _answer_role(parts)
        zero = any(r.zero for r in records)
        first = records[0]
        # said in words the check's own messages are not looked up by ("same", "choice", "question", "answer"): its
        # warnings about the first record's options (the same text twice) are not taken as said by this one
        self.warning(first.line, 1, f"read as code: {len(records)} records of one shape, their string literals "
                                    "the texts (a list of them, or a statement repeated, the options)",
                     hint="check a few questions")
        for n in got.broken:
            self.warning(n, 1, "a string literal without its closing quote: read up to the signs that close the line",
                         hint="check the text read from it")
        for n in got.mended:
            self.warning(n, 1, "a `[` without its `]`: closed after the index it opens",
                         hint="check the line's part of its question")
        if why and displaced:
            at = next(r.parts[why] for r in records if why in r.parts)
            self.warning(at.line, at.col, f"the longest literal of each record (`{why}`) stands after the options: "
                                          f"read as its explanation, the literal before them (`{displaced}`) its text",
                         hint="check a few of them")
        data = [Datum(p, r.line, 1, r.last) for p, r in zip(parts, records, strict=True)]
        read = datarecords.read(data, self.where, lambda n, c, m: self.warning(n, c, m), answer=answer,
                                zero_based=zero)
        learnt = datarecords.learn(parts, answer)
        if why and learnt is not None:   # each question's explanation, its record found by its text's place
            said = {(t.line, t.col): r.parts[why].scalar() for r in records
                    if why in r.parts and (t := r.parts.get(learnt.text)) is not None}
            for q in read:
                q.explanation = (said.get((q.pos.line, q.pos.col)) or "").strip() or None
        deck.questions += read
        self._unread(parts, answer, first.line)
        furniture = [n for n, line in enumerate(lines, start=1) if line.strip() and n not in got.used]
        for n in furniture:
            deck.skip(n, n)
        self._furniture(furniture, "outside the records")

    def _unread(self, parts: list[dict[str, Datum]], answer: str | None, line: int) -> None:
        """The records' literals that are none of a question's parts (an id, a category, a level), said once."""
        learnt = datarecords.learn(parts, answer)
        if learnt is None:
            return
        kept = {learnt.text, learnt.options, learnt.answer}
        others = [k for k in dict.fromkeys(k for r in parts for k in r) if k not in kept]
        if not others:
            return
        said = []
        for key in others[:6]:
            having = [r[key] for r in parts if key in r]
            d = having[0]
            value = d.scalar() or (", ".join(str(x.value) for x in d.value) if isinstance(d.value, list) else "")
            some = f", in {len(having)} of {len(parts)} records" if len(having) < len(parts) else ""
            said.append(f"`{key}` ({value[:30]!r}{some})")
        self.warning(line, 1, f"the records' other literals (not a text, an option or a key) are not imported: "
                              f"{'; '.join(said)}{' ...' if len(others) > 6 else ''}",
                     hint="an id, a category or a level: add them by hand (a tag, say) if your cards need them")

    def _furniture(self, lines: list[int], where: str) -> None:
        if lines:
            shown = ", ".join(str(n) for n in lines[:12]) + (", ..." if len(lines) > 12 else "")
            self.warning(lines[0], 1, f"{len(lines)} line{'s' if len(lines) > 1 else ''} {where} (lines {shown}): "
                                      "not a question, not imported",
                         hint="check that none of them is a question")

    def _rows(self, deck: ImportedDeck, rows: list[_Row], others: list[int]) -> None:
        self.warning(rows[0].line, 1, f"read as a sheet without a header: {len(rows)} rows of quoted fields apart by "
                                      "`;`, the first field the question, the others its choices; "
                                      + first_taken("field", "row"),
                     hint="check a few questions")
        for row in rows:
            if row.broken:
                self.warning(row.line, 1, "a field of this row misses a quote at one end: read up to its `;`",
                             hint="check the row's choices")
            q = ImportedQuestion(self.pos(row.line), row.fields[0].strip(),
                                 [ImportedChoice(f.strip()) for f in row.fields[1:]])
            q.set_answer([0])
            q.use(row.line, row.line)
            deck.questions.append(q)
        for n in others:
            deck.skip(n, n)
        self._furniture(others, "between the rows (a status line, a comment)")


def _place(role: str | None) -> int:
    """A positional literal's place (``argument 3``: 3); 0 for a keyed one."""
    head, _, k = (role or "").rpartition(" ")
    return int(k) if head == "argument" and k.isdecimal() else 0


def _why_role(parts: list[dict[str, Datum]]) -> tuple[str | None, str | None]:
    """The part holding each record's explanation, and the text it displaces: a key that says so (``explanation``,
    ``feedback``, as ``datarecords`` knows them), else a literal written after the options that ``datarecords`` would
    take for the text (the longest) while one stands before them (``("q?", ["a", "b"], 1, "a longer why")``: a
    question is written before its options), not one equal to an option (an answer)."""
    keys = list(dict.fromkeys(k for r in parts for k in r))
    keyed = next((k for k in keys if datarecords._words(k) & datarecords._WHY_WORDS
                  and any(isinstance(r[k].value, str) for r in parts if k in r)), None)
    learnt = datarecords.learn(parts)
    if keyed or learnt is None:
        return keyed, None
    if not _place(learnt.options) or _place(learnt.text) <= _place(learnt.options):
        return None, None
    text, options = learnt.text, learnt.options
    having = [(same(str(r[text].value)), v) for r in parts
              if text in r and options in r and isinstance(v := r[options].value, list)]
    equal = sum(1 for t, v in having if any(same(str(d.value)) == t for d in v))
    if 2 * equal >= len(having):
        return None, None   # an answer written as the right option's text: ``_answer_role`` learns it
    again = datarecords.learn([{k: v for k, v in r.items() if k != learnt.text} for r in parts])
    if again is None or not 0 < _place(again.text) < _place(learnt.options):
        return None, None
    return learnt.text, again.text


def _answer_role(parts: list[dict[str, Datum]]) -> str | None:
    """The part naming each record's answer, learnt from the records: a literal equal to one of the choices in most
    of them, else a number within the choices in every record that has it (not a running number)."""
    learnt = datarecords.learn(parts)
    if learnt is None:
        return None
    options = learnt.options

    def texts(r: dict[str, Datum]) -> list[str]:
        v = r[options].value if options in r else None
        return [same(str(d.value)) for d in v] if isinstance(v, list) else []
    roles = [k for k in dict.fromkeys(k for r in parts for k in r) if k not in (options, learnt.text)]
    # the longest literal may be the answer itself (long options, a short question): looked at too
    for role in [k for k in dict.fromkeys(k for r in parts for k in r) if k != options]:
        having = [r for r in parts if role in r and isinstance(r[role].value, str)]
        hits = sum(1 for r in having if same(str(r[role].value)) in texts(r))
        if len(having) >= _LEAST and hits >= 0.6 * len(having):
            return role
    numbers = []
    for role in roles:
        having = [r for r in parts if role in r]
        values = [v for r in having if isinstance(v := r[role].value, int) and not isinstance(v, bool)]
        if len(having) < max(_LEAST, 0.8 * len(parts)) or len(values) != len(having):
            continue
        if all(0 <= v <= len(texts(r)) for v, r in zip(values, having, strict=True)) \
                and values != list(range(values[0], values[0] + len(values))):
            numbers.append(role)
    return numbers[0] if len(numbers) == 1 else None


def code_format() -> Format:
    """The reading of questions written as code (``convert`` names it when ``sniff`` proves it)."""
    return Format("code", "code, its string literals the texts", (), CodeRecordsReader)
