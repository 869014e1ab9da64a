"""Records an app's data file repeats, read by the shape they share: the roles of their lines learnt from them.

Quiz programs keep their questions in text files of their own making: a record per question, set apart by a
separator line (``|``, ``---``), by blank lines, by a start marker that counts (``Q 1 text``, ``Q02 :- text``,
a number alone: ``0``, ``1``, ``2`` ...) or by a type line before each record (``m``, ``b``); a terminator
every line ends with (``;``) is the program's, not the text's. What each line of a record is for is learnt
from what the records share, never from their words:

* the question is the record's first line (after the marker); the choices follow, one a line;
* the answer is the line at one place of every record that names one of its choices (its text, a label, an
  index: ``answervalues.mode_of``), the lines after it fields (numbers: a time limit, points) or an
  explanation; or a mark token that one choice of most records carries at its end and the others do not
  (``text X``); or, choices all on one line split by a separator, the next line naming some of them by text (a
  record of the others' length whose next line names none keeps that line's choices, its answer written as it is
  and said);
* choices that alternate with lines holding only ``0`` or ``1`` (in most records) have a flag each, on the side
  most records put it: ``1`` marks the right one, said; the flags are never choices nor an answer's index;
* a record whose type line is not the questions' type (a true/false item among choices) is left out, said.

A file whose records mark no answer and start with a type line (an app's data: its program takes the first
choice as the right one and shuffles) is read so, with a warning at its first line. ``RecordShapeReader`` is
one more reading the arbiter (``arbiter.py``) compares with the others; it reads nothing unless most records
share one shape. Every step is linear in the file's length.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from quizdeck.importers import verdictpairs
from quizdeck.importers.answervalues import MAX_CHOICES, MIN_CHOICES, bare, first_taken, mode_of, resolve, same
from quizdeck.importers.base import Importer
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion, make_id
from quizdeck.importers.labels import label_index
from quizdeck.importers.linekinds import SUM

#: the share of records a shape must hold in to be the file's
SHARED = 0.8
#: a start marker: up to three letters, a number, punctuation (``Q 1 ``, ``Q01 :- ``, ``12.``, ``0``)
_MARKER = re.compile(r"[ \t]*([^\W\d_]{0,3})[ \t]?(\d{1,4})(?!\d)[ \t]*([.):\-–]{0,3})[ \t]*")
#: a separator line: punctuation alone, not a bracket alone (code's braces)
_SEPARATOR = re.compile(r"[ \t]*(?![{}()\[\]<>][ \t]*$)[^\w\s]{1,20}[ \t]*")
#: a choice's number before its text, the choices of a record numbered 1, 2, 3 ... (``1 text``, ``2) text``)
_CHOICE_NUMBER = re.compile(r"[ \t]*(\d{1,2})(?:[.)][ \t]*|[ \t]+)(?=\S)")
#: a type line: one or two letters alone (``m``, ``b``, ``tf``)
_TYPE = re.compile(r"[ \t]*[^\W\d_]{1,2}[ \t]*")
#: a type line of another kind: one word or one digit alone, not indented (``ElementaryQuestion``, ``4``), the kinds
#: of a file few (``_KINDS``)
_TYPE_WORD = re.compile(r"(?:[^\W\d_]{3,30}|\d)[ \t]*")
_KINDS = 5
#: a record's own id before its question: capitals and a number (``EQ1: ``, ``Q12. ``)
_ID_PREFIX = re.compile(r"[ \t]*([A-Z]{1,3}\d{1,4})[ \t]*[:.)][ \t]+(?=\S)")
#: a labelled line after a record's choices, before its answer line: a hint or a note (``Hint: He has the scar``)
_NOTE = re.compile(r"[ \t]*([^\W\d_]{2,20})[ \t]*:[ \t]*\S")
#: a record's own number before its answer's value: ``1)C``, ``12. B``
_OWN_NUMBER = re.compile(r"[ \t]*(\d{1,4})[ \t]*[.):\-][ \t]*")
#: a number alone on a line
_NUMBER = re.compile(r"[ \t]*\d{1,9}[ \t]*")
#: a choice's letter label glued to its text or not (``A.Text``, ``b) text``)
_LETTERED = re.compile(r"([^\W\d_])[.)][ \t]*(?=\S)")
#: the separators of choices written on one line
_INLINE = ("||", "|", ";", ":", "/", ",", "、", "：", "；", "｜", "／", "，")
#: the most lines a record of one length is weighed place by place in (a question, its choices, an answer, fields)
_LONGEST = 2 + MAX_CHOICES + 4
#: the longest a field line that opens records is (a category, a topic)
_FIELD = 40
#: Markdown's block structure (a heading, a fence, a box, an HTML block): a page, not an app's data file
_MARKDOWN = re.compile(r"[ \t]{0,3}(?:#{1,6}[ \t]|```|~~~|[-*+][ \t]+\[[ xX]\]|</?[A-Za-z][\w-]*[ >/])")
#: the records a shape is learnt from (the first ones): the rest are read by it
_SAMPLE = 200
#: a mark token at a choice's end: short (``X``, ``*``, ``(x)``, ``✓``)
_TOKEN = re.compile(r"\S{1,3}")


@dataclass
class _Rec:
    """One record: its content lines (number, text) after its marker, and what the marker said."""

    lines: list[tuple[int, str]]
    first: int                          # its first line, the marker's too
    ident: str | None = None            # its number from a counting marker
    kind: str | None = None             # its type line's token
    fields: list[int] = field(default_factory=list)   # lines of fields that open it (a number, a category)


@dataclass
class _Read:
    """A record read by the file's shape."""

    rec: _Rec
    stem: list[tuple[int, str]] = field(default_factory=list)
    choices: list[str] = field(default_factory=list)
    answer: list[int] | None = None
    fields: list[int] = field(default_factory=list)          # lines of fields: not the question's text
    explanation: list[str] = field(default_factory=list)
    raw: str | None = None                                   # an answer line that names no choice, as written
    image: str | None = None                                 # a name glued on after the question (``?#logo``)
    last: int | None = None                                  # its last line, when lines after it are no part of it

    lettered: bool = False                                   # choices lettered in order: two alike are the file's
    joined: bool = False                                     # choices one line's parts, none named: as written
    flags: bool = False                                      # choices read beside 0/1 flag lines (``_flagged``)
    disagree: tuple[int, str, str] | None = None             # the echo's line, the starred labels, the echoed ones

    @property
    def used(self) -> int:
        """The record's lines the reading takes (up to its last)."""
        return sum(1 for number, _ in self.rec.lines if self.last is None or number <= self.last)

    @property
    def fits(self) -> bool:
        return bool(self.stem) and MIN_CHOICES <= len(self.choices) <= MAX_CHOICES and (
            self.lettered or len({c if self.joined else same(c) for c in self.choices}) == len(self.choices)) and \
            all(c.strip() for c in self.choices)


@dataclass
class _Cut:
    name: str
    reads: list[_Read]
    separators: list[int]
    guessed: bool = False               # the first choice taken as right: the file marks none
    others: list[_Rec] = field(default_factory=list)   # records of another type, left out
    paired: bool = False                # answered by the verdict pair (``_paired``)

    @property
    def score(self) -> int:
        return sum(r.used + (r.answer is not None) for r in self.reads if r.fits) \
            - sum(len(r.rec.lines) for r in self.reads if not r.fits)


def _terminator(rows: list[tuple[int, str]]) -> str:
    """The character nearly every content line ends with (``;``): the program's, not the text's; else ""."""
    ends = Counter(text[-1] for _, text in rows if text and not _SEPARATOR.fullmatch(text))
    content = sum(ends.values())
    if not ends or content < 4:
        return ""
    char, n = ends.most_common(1)[0]
    return char if char in ";|,~^$#" and n >= 0.9 * content else ""


def _choice_ends(rows: list[tuple[int, str]]) -> tuple[str, set[int]]:
    """A terminator learnt per line role: the character (``;``) that ends one run of lines after the first of
    nearly every record (the choices' places: ``16;`` ``25;`` ``34;``), the question's and answer's lines without it,
    proved by a line after the run that repeats one of them without it (``25``: the answer) in nine records in ten
    (code's own ``x = 1;`` choices are never so repeated bare); the sign and the lines it ends, else ("", set()).
    The records are the file's first cut (separators, blanks)."""
    recs = next((recs for _, recs, _ in _cuts(rows)), [])
    if len(recs) < 3:
        return "", set()
    tails = Counter(text[-1] for rec in recs for _, text in rec.lines[1:] if text)
    for char, _ in tails.most_common(2):
        if char not in ";|,~^$#":
            continue
        ends: set[int] = set()
        agree = 0
        for rec in recs:
            places = [k for k, (_, text) in enumerate(rec.lines) if text.endswith(char)]
            bare_texts = {same(rec.lines[k][1][:-1]) for k in places}
            if len(places) >= MIN_CHOICES and places[0] > 0 and places == list(range(places[0], places[-1] + 1)) \
                    and any(same(text) in bare_texts for _, text in rec.lines[places[-1] + 1:]):
                agree += 1
                ends.update(rec.lines[k][0] for k in places)
        if agree >= 0.9 * len(recs):
            return char, ends
    return "", set()


def _split(rows: list[tuple[int, str]], starts: set[int], cuts: set[int]) -> list[_Rec]:
    """Records: runs of content lines, a new one at each line of ``starts`` and after each of ``cuts``."""
    out: list[_Rec] = []
    current: list[tuple[int, str]] = []
    for number, text in rows:
        if number in cuts or number in starts:
            if current:
                out.append(_Rec(current, current[0][0]))
            current = []
            if number in cuts:
                continue
        if text.strip():
            current.append((number, text))
    if current:
        out.append(_Rec(current, current[0][0]))
    return out


def _counting(rows: list[tuple[int, str]]) -> tuple[set[int], tuple[str, str]] | None:
    """The lines of the start marker whose numbers run 1, 2, 3 ... (from any number; one may be missing)."""
    runs: dict[tuple[str, str], tuple[int, set[int]]] = {}
    for number, text in rows:
        m = _MARKER.match(text)
        if m is None:
            continue
        key = (m.group(1).casefold(), m.group(3))
        if m.group(1) and not m.group(1)[0].isupper():
            continue                    # a lower-case word before a number: prose (``in 2005``)
        if SUM.match(text):
            continue                    # a sum the line asks (``2 + 3 = ?``, ``4 - 2 =``): no number of its own
        value = int(m.group(2))
        expected, lines = runs.get(key, (-1, set()))
        if expected == -1 or value in (expected, expected + 1):
            lines.add(number)
            runs[key] = (value + 1, lines)
    if not runs:
        return None
    key, (_, lines) = max(runs.items(), key=lambda kv: len(kv[1][1]))
    return (lines, key) if len(lines) >= 3 else None


def _cuts(rows: list[tuple[int, str]]) -> Iterator[tuple[str, list[_Rec], list[int]]]:
    """The ways of cutting the file into records: at separator lines, blank lines, counting markers, type lines."""
    seps = Counter(text.strip() for _, text in rows if _SEPARATOR.fullmatch(text))
    sep_lines: list[int] = []
    if seps:
        sep, n = seps.most_common(1)[0]
        if n >= 2:
            sep_lines = [number for number, text in rows if text.strip() == sep]
            yield "separators", _split(rows, set(), set(sep_lines)), sep_lines
    blanks = {number for number, text in rows if not text.strip()}
    if blanks:
        yield "blank lines", _split(rows, set(), blanks | set(sep_lines)), sep_lines
    counting = _counting(rows)
    if counting is not None:
        starts, (prefix, punct) = counting
        recs = _split(rows, starts, set(sep_lines) if 2 * len(sep_lines) >= len(starts) else set())
        for rec in recs:
            number, text = rec.lines[0]
            if number in starts:
                m = _MARKER.match(text)
                assert m is not None
                rec.ident = m.group(2)
                rest = text[m.end():]
                rec.lines = rec.lines[1:] if not rest.strip() else [(number, rest), *rec.lines[1:]]
        yield f"at {prefix!r}N{punct!r}", [r for r in recs if r.lines], sep_lines
    kinds = Counter(text.strip() for _, text in rows if _TYPE.fullmatch(text))
    if kinds and len(kinds) <= 3 and sum(kinds.values()) >= 3:
        starts = {number for number, text in rows if text.strip() in kinds}
        recs = _split(rows, starts, set(sep_lines))
        for rec in recs:
            if rec.lines[0][0] in starts:
                rec.kind = rec.lines[0][1].strip()
                rec.lines = rec.lines[1:]
        yield "at type lines", [r for r in recs if r.lines], sep_lines
    filled = [(number, text) for number, text in rows if text.strip()]
    belows = [*filled[1:], (0, "")] if filled else []   # (no line of text: no pair, no word)
    worded = Counter(text.strip() for (_, text), (_, below) in zip(filled, belows, strict=True)
                     if _TYPE_WORD.fullmatch(text) and not _TYPE.fullmatch(text) and not _TYPE_WORD.fullmatch(below))
    digits = {w for w in worded if w.isdigit()}
    for kinds_of in (digits, {w for w, n in worded.items() if n >= 2 and not w.isdigit()}):
        if kinds_of and len(kinds_of) <= _KINDS and sum(worded[w] for w in kinds_of) >= 3:
            yield "at type words", *_typed(rows, kinds_of, sep_lines)


def _typed(rows: list[tuple[int, str]], kinds: set[str], sep_lines: list[int]) -> tuple[list[_Rec], list[int]]:
    """The records of a file cut at its type lines (a word or a digit alone: ``ElementaryQuestion``, ``4``), a line or
    two above the first a header (``total_preguntas#17``); the separator lines and the header's."""
    starts = {number for number, text in rows if text.strip() in kinds and _TYPE_WORD.fullmatch(text)}
    recs = _split(rows, starts, set(sep_lines))
    head = [] if not recs or recs[0].lines[0][0] in starts or len(recs[0].lines) > 2 else recs.pop(0).lines
    for rec in recs:
        if rec.lines[0][0] in starts:
            rec.kind = rec.lines[0][1].strip()
            rec.lines = rec.lines[1:]
    recs = [r for r in recs if r.lines]
    _ids(recs)
    return recs, [*sep_lines, *(number for number, _ in head)]


def _ids(recs: list[_Rec]) -> None:
    """A record's own id before its question (``EQ1: Who ...?``), where most records write one: taken off, its id."""
    found = [(r, m) for r in recs if (m := _ID_PREFIX.match(r.lines[0][1])) is not None]
    if len(found) < max(2, SHARED * len(recs)):
        return
    for r, m in found:
        number, text = r.lines[0]
        r.ident = m.group(1)
        r.lines[0] = (number, text[m.end():])


def _numbered(recs: list[_Rec]) -> None:
    """Field lines that open most records: a number alone (``0``, ``1``, ``2`` ...: the record's number, its id),
    or a line that other records open with too (a category: ``Art``, ``Art``, ``History``), one after the other;
    the record's, not its question's text."""
    for _ in range(3):
        long = [r for r in recs if len(r.lines) > 1 + MIN_CHOICES]
        alone = [r for r in long if _NUMBER.fullmatch(r.lines[0][1])]
        if len(alone) >= max(2, SHARED * len(recs)):
            shift = 1 if any(r.lines[0][1].strip() == "0" for r in alone) else 0   # counted from 0: the ids from 1
            for r in alone:
                r.ident = str(int(r.lines[0][1].strip()) + shift)
                r.fields.append(r.lines[0][0])
                r.lines = r.lines[1:]
            continue
        opens = Counter(same(r.lines[0][1]) for r in long)
        shared = [r for r in long if opens[same(r.lines[0][1])] >= 2 and len(r.lines[0][1]) <= _FIELD
                  and not r.lines[0][1].rstrip().endswith(("?", ":", "？", "："))]   # (a question all ask: text)
        if len(shared) < max(2, SHARED * len(recs)) or len(opens) * 2 > len(long):
            return
        for r in shared:
            r.fields.append(r.lines[0][0])
            r.lines = r.lines[1:]


def _inline(recs: list[_Rec]) -> list[_Read] | None:
    """Choices on one line split by a separator, the next line naming the right ones by text (``a: b`` under
    ``a: b: c: d``): the line before the choices is the question, the lines above it fields, those after the
    answer the explanation."""
    best: tuple[int, str] | None = None
    sample = recs[:_SAMPLE]
    for sep in _INLINE:
        if sum(1 for rec in sample if any(sep in t for _, t in rec.lines)) < SHARED * len(sample):
            continue
        found = sum(1 for r in _inline_by(sample, sep) if r.answer is not None)
        if found >= max(2, SHARED * len(sample)) and (best is None or found > best[0]):
            best = (found, sep)
    return _inline_by(recs, best[1]) if best else None


def _inline_by(recs: list[_Rec], sep: str) -> list[_Read]:
    """The records read with their choices on one line split by ``sep`` (``_inline``); a record whose next line
    names none of them, of the length and at the place most records have theirs (3 parts at least), keeps its
    choices, its answer line written as it is (``raw``: said where it is written)."""
    reads: list[_Read] = []
    places: Counter[tuple[int, int]] = Counter()
    for rec in recs:
        read = _Read(rec)
        parts = [[p.strip() for p in text.split(sep)] for _, text in rec.lines]
        for p in range(1, len(rec.lines) - 1):
            choices, named = parts[p], parts[p + 1]
            if not MIN_CHOICES <= len(choices) <= MAX_CHOICES or len(named) > len(choices):
                continue
            keys = [same(c) for c in choices]
            if not all(same(x) in keys for x in named):
                continue
            _inline_read(read, p, choices)
            read.answer = sorted({keys.index(same(x)) for x in named})
            places[(len(rec.lines), p)] += 1
            break
        reads.append(read)
    if not places:
        return reads
    (length, p), n = places.most_common(1)[0]
    if n < max(2, SHARED * sum(places.values())):
        return reads
    for read in reads:
        lines = read.rec.lines
        if read.answer is None and len(lines) == length:
            choices = [c.strip() for c in lines[p][1].split(sep)]
            if len(choices) >= 3 and all(choices) and len(set(choices)) == len(choices):
                _inline_read(read, p, choices)
                read.joined = True
                read.raw = lines[p + 1][1].strip() or None
    return reads


def _inline_read(read: _Read, p: int, choices: list[str]) -> None:
    """``read``'s question, fields, choices and explanation, its choices on its line ``p`` (``_inline_by``)."""
    lines = read.rec.lines
    read.stem = [lines[p - 1]]
    read.fields = [number for number, _ in lines[:p - 1]]
    read.choices = choices
    read.explanation = [text for _, text in lines[p + 2:]]


def _flag_lines(rec: _Rec) -> bool:
    """Whether a record's lines alternate with lines holding only ``0`` or ``1`` (two choices' worth at least): a
    flag beside each choice (``choiceflags``), no choices and no answer's index."""
    flags = [k for k, (_, text) in enumerate(rec.lines) if text.strip() in ("0", "1")]
    return len(flags) >= MIN_CHOICES and all(b - a == 2 for a, b in itertools.pairwise(flags))


def _flagged(recs: list[_Rec]) -> list[_Read] | None:
    """Choices one a line each beside a line holding only ``0`` or ``1`` (``_flag_lines``), on the side most records
    put them (before the choice when a flag follows the question): ``1`` marks the right choice, the flags neither
    choices nor an answer's index. Only where most records are so."""
    flagged = [r for r in recs[:_SAMPLE] if _flag_lines(r)]
    if not flagged or len(flagged) * 2 <= min(len(recs), _SAMPLE):
        return None
    before = sum(r.lines[1][1].strip() in ("0", "1") for r in flagged) * 2 > len(flagged)
    reads = []
    for rec in recs:
        read = _Read(rec)
        if _flag_lines(rec):
            body = rec.lines[1:]
            pairs = [(body[k + (1 if before else 0)][1], body[k + (0 if before else 1)][1].strip())
                     for k in range(0, len(body) - 1, 2)]
            read.stem, read.choices, read.flags = [rec.lines[0]], [t for t, _ in pairs], True
            right = [k for k, (_, f) in enumerate(pairs) if f == "1"]
            read.answer = right if right and len(right) < len(pairs) else None
            read.explanation = [t for _, t in body[2 * len(pairs):]]   # a line after the last pair: its why
        reads.append(read)
    return reads


def _positional(recs: list[_Rec]) -> list[_Read] | None:
    """Choices one a line, the answer a line that names one of them at one place of every record: the last
    line, or (records of one length) the place where most records' values name a choice, the lines after it
    fields (numbers) or an explanation; not records whose choices alternate with 0/1 flags (``_flag_lines``)."""
    sample = recs[:_SAMPLE]
    if sum(_flag_lines(r) for r in sample) * 2 > len(sample):
        return None
    lengths = Counter(len(r.lines) for r in sample)
    length, n = lengths.most_common(1)[0]
    places: list[tuple[int, int]] = []            # (resolved, place from the record's start; -1: the last line)
    if n >= SHARED * len(sample) and length <= _LONGEST:
        for a in range(length - 1, 2, -1):
            values = [(r.lines[a][1], [t for _, t in r.lines[1:a]]) for r in sample if len(r.lines) == length]
            places.append((mode_of(values)[2], a))
    values = [(r.lines[-1][1], [t for _, t in r.lines[1:-1]]) for r in sample if len(r.lines) >= 4]
    places.append((mode_of(values)[2], -1))
    resolved, place = max(places, key=lambda p: (p[0], p[1] == -1))
    if resolved < max(2, SHARED * len(sample)):
        return None
    reads = []
    mode = ""
    mode = mode_of([(r.lines[place][1], [t for _, t in r.lines[1:place]]) for r in sample
                    if len(r.lines) > max(place, 3)])[0]
    notes = Counter(m.group(1).casefold() for r in recs if len(r.lines) > 4 and (
        m := _NOTE.match(r.lines[(place if place >= 0 else len(r.lines) - 1) - 1][1])) is not None)
    for rec in recs:
        read = _Read(rec)
        at = place if place >= 0 else len(rec.lines) - 1
        if at < 3 or at >= len(rec.lines):
            reads.append(read)
            continue
        read.stem = [rec.lines[0]]
        read.choices = [t for _, t in rec.lines[1:at]]
        if read.choices and (m := _NOTE.match(read.choices[-1])) is not None and notes[m.group(1).casefold()] >= 2 \
                and not any(_NOTE.match(c) for c in read.choices[:-1]):
            read.explanation = [read.choices.pop()]   # "Hint: ..." before the answer line, unlike the choices: a note
        read.answer = resolve(rec.lines[at][1], read.choices, mode)
        if read.answer is None:
            read.raw = rec.lines[at][1].strip() or None   # written as it is, for ``check`` to say at its place
        after = rec.lines[at + 1:]
        if all(_NUMBER.fullmatch(t) for _, t in after):
            read.fields = [number for number, _ in after]
        else:
            read.explanation += [t for _, t in after]
        read.fields.append(rec.lines[at][0])
        reads.append(read)
    return reads


def _groups(lines: list[tuple[int, str]]) -> tuple[list[tuple[int, str]], list[list[str]]]:
    """A record's question lines and its choices, each a list of lines: the choices numbered 1, 2, 3 ... when
    the record numbers them (the lines above the first, the question's; each choice's lines up to the next
    number), else one a line, a block of code in braces (``{`` ... ``}`` alone on their lines) going with the
    choice above it."""
    numbered: list[int] = []
    for k, (_, text) in enumerate(lines):
        m = _CHOICE_NUMBER.match(text)
        if k and m is not None and int(m.group(1)) == len(numbered) + 1:
            numbered.append(k)
    if len(numbered) >= MIN_CHOICES:
        bounds = [*numbered, len(lines)]
        groups = [[_CHOICE_NUMBER.sub("", lines[a][1], count=1), *(t for _, t in lines[a + 1:b])]
                  for a, b in itertools.pairwise(bounds)]
        return lines[:numbered[0]], groups
    out: list[list[str]] = []
    depth = 0
    for _, text in lines[1:]:
        bare = text.strip()
        if out and (depth or bare == "{"):
            out[-1].append(text)
            depth += (bare == "{") - (bare == "}")
            depth = max(depth, 0)
        else:
            out.append([text])
    return lines[:1], out


def _own(value: str, rec: _Rec) -> str:
    """An answer value without the record's own number before it (``1)C`` in question 1): the value, ``C``."""
    if rec.ident is not None:
        m = _OWN_NUMBER.match(value)
        if m is not None and m.group(1).lstrip("0") == rec.ident.lstrip("0"):
            return value[m.end():]
    return value


def _labelled(recs: list[_Rec]) -> list[_Read] | None:
    """Choices one a line, then the first line that is a label alone (``C``, ``2``, ``1)C`` with the record's own
    number) naming one of them, in records of any length: the lines after it fields (numbers) or the explanation
    (a source, a link)."""
    def at(rec: _Rec) -> int | None:
        return next((k for k in range(3, len(rec.lines)) if bare(_own(rec.lines[k][1], rec))), None)
    sample = [(rec, k) for rec in recs[:_SAMPLE] if (k := at(rec)) is not None]
    mode, _, resolved = mode_of([(_own(rec.lines[k][1], rec), [t for _, t in rec.lines[1:k]]) for rec, k in sample])
    if resolved < max(2, SHARED * min(len(recs), _SAMPLE)) or mode == "text":
        return None
    reads = []
    for rec in recs:
        read = _Read(rec)
        k = at(rec)
        if k is not None:
            read.stem, read.choices = [rec.lines[0]], [t for _, t in rec.lines[1:k]]
            value = _own(rec.lines[k][1], rec)
            read.answer = resolve(value, read.choices, mode)
            read.raw = None if read.answer is not None else value.strip() or None
            after = rec.lines[k + 1:]
            if all(_NUMBER.fullmatch(t) for _, t in after):
                read.fields = [number for number, _ in after]
            else:
                read.explanation = [t for _, t in after]
        reads.append(read)
    return reads


def _marked(recs: list[_Rec]) -> list[_Read] | None:
    """Choices one a line after the question's, the right ones ending with a token that one choice of most
    records carries and not all of them (``text X``)."""
    on: Counter[str] = Counter()
    share: Counter[str] = Counter()
    for rec in recs:
        tokens = [t.split()[-1] for _, t in rec.lines[1:] if len(t.split()) > 1]
        counts = Counter(tok for tok in tokens if _TOKEN.fullmatch(tok))
        on.update(tok for tok, c in counts.items() if c < len(rec.lines) - 1)
        share.update({tok: c / (len(rec.lines) - 1) for tok, c in counts.items()})
    if not on:
        return None
    token, n = on.most_common(1)[0]
    if n < max(2, 0.6 * len(recs)) or share[token] > 0.6 * n:
        return None                       # (a unit most choices end with, ``10 %``, is no mark)
    reads = []
    for rec in recs:
        stem, groups = _groups(rec.lines)
        read = _Read(rec, stem=stem)
        right = []
        for k, group in enumerate(groups):
            for i, text in enumerate(group):
                words = text.split()
                if len(words) > 1 and words[-1] == token:
                    right.append(k)
                    group[i] = text.rstrip()[:-len(token)].rstrip()
            read.choices.append("\n".join(t.strip() for t in group))
        read.answer = sorted(set(right)) or None
        reads.append(read)
    return reads


#: a name glued on after a question with the verdicts' sign (``...zelda?#logo_trivia``): an image's, no text
_GLUED_NAME = re.compile(r"(?<=\S)#([\w.-]{1,60})[ \t]*$")
#: a comment line of an app's data file (``//1-ButtonBasedQuestion, ...``)
_COMMENT = re.compile(r"[ \t]*//")


def _paired(recs: list[_Rec], pair: verdictpairs.Pair) -> list[_Read]:
    """Choices one a line, each with its verdict (``verdictpairs``: ``Link#1``, ``Zelda#0``): the line above the
    first is the question, the lines above it fields; the lines after the last the explanation, a comment
    (``//...``) left out."""
    marked = {n + 1 for n in pair.right | pair.wrong}
    reads = []
    for rec in recs:
        read = _Read(rec)
        at = next((k for k, (number, _) in enumerate(rec.lines) if number in marked), None)
        if at is None or at == 0:
            reads.append(read)
            continue
        end = at
        while end < len(rec.lines) and rec.lines[end][0] in marked:
            end += 1
        number, text = rec.lines[at - 1]
        if pair.shown.startswith("'#") and (m := _GLUED_NAME.search(text)) is not None:
            read.image, text = m.group(1), text[:m.start()].rstrip()
        if any(n in marked for n, _ in rec.lines[end:]):
            reads.append(read)          # more choices after other lines: several questions, no record
            continue
        read.stem = [(number, text)]
        read.fields = [n for n, _ in rec.lines[:at - 1]]
        read.choices = [t for _, t in rec.lines[at:end]]
        read.answer = [k for k, (n, _) in enumerate(rec.lines[at:end]) if n - 1 in pair.right] or None
        read.explanation = [t for _, t in rec.lines[end:] if not _COMMENT.match(t)]
        read.fields += [n for n, t in rec.lines[end:] if _COMMENT.match(t)]
        reads.append(read)
    return reads


#: a question line ending with its choices in square brackets, lettered: ``stem [A. x / B. *y* / C. z]``
_BRACKETED = re.compile(r"(?P<stem>.*?\S)[ \t]*\[(?P<list>[A-Za-z][.)][ \t]*[^\[\]]*)\][ \t]*")
#: where a bracketed list's next choice starts: a separator, then the next letter
_NEXT_LETTER = re.compile(r"[ \t]+[/|;][ \t/|;]*(?=[A-Za-z][.)][ \t])")
#: a labelled line: up to three words and a colon (``Giải thích: …``, ``Explanation: …``)
_FIELD_LINE = re.compile(r"[ \t]*[^\W\d_]+(?:[ \t]+[^\W\d_]+){0,2}[ \t]*:[ \t]*\S")
#: a choice in emphasis: the right one (``*y*``, ``**y**``)
_STARRED = re.compile(r"(\*{1,2}|_{1,2})(?=\S)(.+?)(?<=\S)\1")


def _bracketed(recs: list[_Rec]) -> list[_Read] | None:
    """A question a line, its choices after it in square brackets, lettered in order (``[A. x / B. *y* / C. z]``),
    the right ones in emphasis; the line after it the right one's text again (an echo, read as the answer when none
    is starred; the star wins, said where the two disagree), the lines after the echo, a labelled line first
    (``Giải thích: …``), the explanation; a label and
    number before the question (``Câu 12: ``) its id. None unless most
    records are so."""
    reads = []
    for rec in recs:
        read = _Read(rec)
        reads.append(read)
        number, text = rec.lines[0]
        m = _BRACKETED.fullmatch(text)
        if m is None:
            continue
        parts = _NEXT_LETTER.split(m.group("list"))
        if len(parts) < MIN_CHOICES or any((lm := _LETTERED.match(x)) is None or label_index(lm.group(1)) != k
                                           for k, x in enumerate(parts)):
            continue
        choices, starred = [], []
        for k, part in enumerate(parts):
            body = part[_LETTERED.match(part).end():].strip().rstrip("/|;").strip()   # type: ignore[union-attr]
            if (star := _STARRED.fullmatch(body)) is not None:
                body = star.group(2).strip()
                starred.append(k)
            choices.append(body)
        stem = m.group("stem")
        if (marker := _MARKER.match(stem)) is not None and marker.group(1)[:1].isupper() and marker.group(3):
            stem = stem[marker.end():]
            rec.ident = rec.ident or marker.group(2)
        read.stem, read.choices, read.lettered = [(number, stem)], choices, True
        echo = rec.lines[1][1] if len(rec.lines) > 1 else None
        named = resolve(echo, choices, "text") if echo is not None else None
        read.answer = starred or named
        read.last = rec.lines[1][0] if echo is not None and (named is not None or starred) else number
        if starred and named is not None and named != starred:
            read.disagree = (rec.lines[1][0], ", ".join(chr(ord("A") + k) for k in starred),
                             ", ".join(chr(ord("A") + k) for k in named))
        after = rec.lines[2:] if named is not None else []
        if after and _FIELD_LINE.match(after[0][1]) and not any(_BRACKETED.fullmatch(t) for _, t in after):
            read.explanation = [t for _, t in after]   # "Giải thích: ..." after the echo: the explanation
            read.last = None
    found = sum(1 for r in reads if r.answer is not None)
    return reads if found >= max(2, SHARED * len(recs)) else None


def _unlettered(choices: list[str]) -> list[str]:
    """The choices without the letters that label them in order (``A.Text``, ``B.Text`` ...), when all have them."""
    out = []
    for k, text in enumerate(choices):
        m = _LETTERED.match(text)
        if m is None or label_index(m.group(1)) != k:
            return choices
        out.append(text[m.end():])
    return out


def _shape(recs: list[_Rec], typed: bool, pair: verdictpairs.Pair | None) -> tuple[list[_Read], bool, bool] | None:
    """The records read by the shape most of them share: the readings that answer the most; (reads, whether
    the first choice was taken as right, whether the verdict pair answered them)."""
    if len(recs) < 2:
        return None
    flagged = _flagged(recs)
    readings = (_inline, _positional, _labelled, _marked, _bracketed)
    options = [flagged] if flagged is not None else [r for f in readings if (r := f(recs)) is not None]
    paired = _paired(recs, pair) if pair is not None else None
    if paired is not None:
        options.append(paired)
    if options:
        best = max(options, key=lambda reads: sum(1 for r in reads if r.fits and r.answer is not None))
        return best, False, best is paired
    if not typed:
        return None
    reads = []
    for rec in recs:
        stem, groups = _groups(rec.lines)
        reads.append(_Read(rec, stem=stem, choices=["\n".join(t.strip() for t in g) for g in groups], answer=[0]))
    return reads, True, False


class RecordShapeReader(Importer):
    """A file read by the shape its records share (see the module's docstring)."""

    pair: verdictpairs.Pair | None = None
    choice_end = ""                       # the terminator of the choices' lines only (``_choice_ends``)
    choice_ended: frozenset[int] = frozenset()   # the lines it was taken off

    def read(self, deck: ImportedDeck) -> None:
        if sum(1 for line in self.source.lines if _MARKDOWN.match(line)) >= 2:
            return                        # a Markdown page: its structure is read by the Markdown reader
        lines = self.source.lines
        self.pair = pair = verdictpairs.find(lines, [False] * len(lines))   # "Link#1", "Zelda#0": taken off
        rows = [(k, text.rstrip()) for k, text in enumerate(pair.lines if pair else lines, start=1)]
        end = _terminator(rows)
        if end:
            rows = [(k, text[:-1].rstrip() if text.endswith(end) else text) for k, text in rows]
        else:
            self.choice_end, ends = _choice_ends(rows)
            self.choice_ended = frozenset(ends)
            rows = [(k, text[:-1].rstrip() if k in ends else text) for k, text in rows]
        best: _Cut | None = None
        for name, recs, seps in _cuts(rows):
            typed = name == "at type lines"
            others: list[_Rec] = []
            if name == "at type words":   # a kind is another's when its records mostly lack the questions' shape
                kinds = Counter(r.kind for r in recs)
                shaped_kinds = Counter(r.kind for r in recs if 1 + MIN_CHOICES <= len(r.lines) <= 3 + MAX_CHOICES)
                others = [r for r in recs if 2 * shaped_kinds[r.kind] < kinds[r.kind]]
                recs = [r for r in recs if 2 * shaped_kinds[r.kind] >= kinds[r.kind]]
            if typed:
                kinds = Counter(r.kind for r in recs)
                shaped = [r for r in recs if 1 + MIN_CHOICES <= len(r.lines) <= 2 + MAX_CHOICES]
                main = Counter(r.kind for r in shaped).most_common(1)
                kind = main[0][0] if main else None
                others = [r for r in recs if r.kind != kind and kinds[r.kind] < kinds[kind]]
                recs = [r for r in recs if r.kind == kind or kinds[r.kind] >= kinds[kind]]
            else:
                _numbered(recs)
            shaped_reads = _shape(recs, typed, pair)
            if shaped_reads is None:
                continue
            cut = _Cut(name, shaped_reads[0], seps, shaped_reads[1], others, shaped_reads[2])
            fitting = sum(1 for r in cut.reads if r.fits)
            if fitting < max(2, SHARED * len(cut.reads)):
                continue
            if best is None or cut.score > best.score:
                best = cut
        if best is not None:
            self._write(best, deck)

    def _write(self, cut: _Cut, deck: ImportedDeck) -> None:
        taken: set[str] = set()
        fielded = images = ended = 0
        kinds_read = {r.rec.kind for r in cut.reads}
        for read in cut.reads:
            rec = read.rec
            last = read.last or rec.lines[-1][0]
            if not read.fits:
                self.warning(rec.first, 1, "not read as a question: its lines do not have the shape of the "
                                           "file's other records", hint="give it the shape of the others, or remove it")
                continue
            text = "\n".join(t.strip() for _, t in read.stem)
            q = ImportedQuestion(self.pos(read.stem[0][0]), text,
                                 [ImportedChoice(c.strip()) for c in _unlettered(read.choices)],
                                 id=make_id(rec.ident or str(len(deck.questions) + 1), taken))
            q.use(rec.first, last)
            if read.answer is not None:
                q.set_answer(read.answer)
            elif read.raw is not None:
                q.raw_answer = read.raw
                self.needs_attention(deck, read.stem[0][0], 1, f"the answer {read.raw!r} names none of the "
                                     "question's choices", hint="written as it is: fix it in the written file")
            if read.explanation:
                q.explanation = "\n".join(t.strip() for t in read.explanation).strip() or None
            if read.disagree is not None:
                echoed, stars, names = read.disagree
                self.warning(echoed, 1, f"the starred choice is {stars}, the line below the question names {names}; "
                             f"taking {stars}", hint="check which is right; star it, or write the right one below")
            ended += any(k in self.choice_ended for k, _ in rec.lines)
            fielded += bool(rec.fields or (read.fields and read.fields[0] < read.stem[0][0]))
            if read.image is not None:
                images += 1
            if cut.name == "at type words" and len(kinds_read) > 1 and rec.kind and not rec.kind.isdigit():
                q.tags.append(rec.kind)   # "ElementaryQuestion", "AdvancedQuestion": the record's kind
            deck.questions.append(q)
        if not deck.questions:
            return
        for number in cut.separators:
            deck.skip(number)
        if fielded:
            deck.mend("the field lines above the text of {n} question{s}", fielded)
        if images:
            deck.mend("the image names glued on after the text of {n} question{s} ('#name': no image is shown)",
                      images)
        if self.choice_end and ended:
            deck.mend("the {0} ending the choice lines of {n} question{s} (the program's terminator, not the "
                      "text's)", ended, repr(self.choice_end))
        if self.pair is not None and any(r.answer for r in cut.reads):
            read_as = "read as the answers" if cut.paired else "the answers read from the answer lines"
            deck.mend(f"the verdicts {self.pair.shown} after {{n}} choice{{s}} ({read_as})",
                      len(self.pair.right | self.pair.wrong))
        if cut.others:
            kinds = sorted({r.kind or "" for r in cut.others})
            first = cut.others[0]
            self.warning(first.first, 1,
                         f"{len(cut.others)} record{'s' if len(cut.others) != 1 else ''} of another type "
                         f"({', '.join(repr(k) for k in kinds)}) not read as questions: they have no choices "
                         "like the file's others", hint="check that no question is lost")
            for r in cut.others:
                deck.skip(r.first, r.lines[-1][0])
        if flagged := [r for r in cut.reads if r.flags]:
            self.warning(flagged[0].rec.first, 1,
                         f"the line holding only 0 or 1 beside each choice of {len(flagged)} records read as the "
                         "choice's flag: 1 marks the right one", hint="check a few answers against the source")
        if cut.guessed:
            self.warning(deck.questions[0].pos.line, 1,
                         f"not sure: {first_taken('field', 'record', 'data files')}",
                         hint="check the answers against the program or its README")
