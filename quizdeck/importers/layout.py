"""The layout reader: a file's questions read by the record layout the file itself repeats.

A question is a record, and the records of one file share a layout: a stem (maybe numbered, maybe
after a key such as ``Q:``), two to twelve choices of ONE kind (labels of one sequence, ``a)``
``b)`` ``c)``; a key every choice repeats, ``O:``; a bullet; or plain lines), and maybe an answer
line whose key recurs (``A: 0``, ``BENAR=A``, ``Ответ: б``), a bare label on the record's last line,
or a mark that the file puts on its right choices (``text+``, ``*text``, ``text (Verificado)``).
Nothing here is a word list: each part is learnt because the file repeats it.

How: the lines are classified (``linekinds.classify``); the file is cut into records in each of a
few ways (at separator lines, at blank lines, at each line of a recurring start such as ``Q:`` or
a number that runs 1, 2, 3…, before each run of labelled choices); for each cut the layout is
learnt from its records (``_learn``) and every record read by it (``_read_record``); the cut whose
fitting records hold the most lines wins. Every record that does not fit is said at its line
(written as it is, for the user to fix, when it has a stem and choices). ``fit`` is the share of
the file's records that fit (0 when no layout repeats: then nothing is read, the file is prose).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from quizdeck.importers import lastmarks, lettermarks, recordopeners, signedruns
from quizdeck.importers.answervalues import (
    MAX_CHOICES,
    MIN_CHOICES,
    bare,
    counted_from_one,
    mode_of,
    resolve,
    same,
)
from quizdeck.importers.askedrecords import asked_records
from quizdeck.importers.asking import ASKING_OR_ANNOUNCING, ends_with
from quizdeck.importers.base import Importer
from quizdeck.importers.blocktags import block_tags, tag_value
from quizdeck.importers.bracketrows import bracket_rows
from quizdeck.importers.choicecomments import comment_keys
from quizdeck.importers.choiceflags import Flags, choice_flags
from quizdeck.importers.closingkeys import closing
from quizdeck.importers.dashanswers import answer_last
from quizdeck.importers.fieldrecords import field_records
from quizdeck.importers.firstright import FIRST_HINT, bare_records, first_said, take_first
from quizdeck.importers.fixedrecords import FixedReading, fixed_records
from quizdeck.importers.flaglines import flagged
from quizdeck.importers.gluednumbers import glued_numbers
from quizdeck.importers.headedanswers import headed_answers, heading_over_choices, heading_word
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion, make_id, make_tag
from quizdeck.importers.interludes import interlude, one_line_choices
from quizdeck.importers.labels import label_index, letter
from quizdeck.importers.layoutruns import run_fits, switch_at
from quizdeck.importers.leveltags import level_word, levelled
from quizdeck.importers.linekinds import (
    BLANK,
    BULLETS,
    CODE,
    KEY,
    LABEL,
    PAIRED,
    SEP,
    TEXT,
    Line,
    classify,
    lead_mark,
    numbers_alone,
    one_line,
    rekeyed,
    trail_mark,
    unfold,
)
from quizdeck.importers.linerecords import line_records, split_fields, stem_line
from quizdeck.importers.listlines import list_lines
from quizdeck.importers.lonelines import why_not_title
from quizdeck.importers.numberedkeys import numbered_keys
from quizdeck.importers.numberheads import numbers_over, opens
from quizdeck.importers.paragraphchoices import link_alone, marked_ends, paragraphed, trailing_links
from quizdeck.importers.recordnumbers import number_alone, running_heads
from quizdeck.importers.runninglines import across, heading, running_lines
from quizdeck.importers.scorelines import alone as score_alone
from quizdeck.importers.scorelines import graded
from quizdeck.importers.signslips import Slip, mended
from quizdeck.importers.stemstatements import statements
from quizdeck.importers.taggedheaders import tagged_headers
from quizdeck.importers.verdictlanguage import wordless
from quizdeck.importers.verdictlines import verdict_lines
from quizdeck.importers.verdictwords import says_wrong

Shape = tuple[str, str, str, str]
#: the share of records a part must recur in to be learnt as the file's own
RECURS = 0.5


@dataclass
class Record:
    """The lines of one would-be question: its content lines (not blank, not separators)."""

    lines: list[Line]

    @property
    def first(self) -> int:
        return self.lines[0].number


@dataclass
class Layout:
    """What a file's records share, learnt from them."""

    stem: Shape | None                    # the shape of a record's first line, when most share one
    choice: Shape | None                  # the shape of choice lines; None: plain lines, unlabelled
    answer_key: str | None = None         # the KEY whose value names the right choice
    answer_mode: str = ""                 # "letter", "number0", "number1", "text"
    base_unsure: bool = False             # numbers, but no 0 and no number past the last choice
    bare_answer: bool = False             # the record's last line is a bare label naming the right choice
    marks: list[str] = field(default_factory=list)   # tokens marking the right choices
    explain_keys: set[str] = field(default_factory=set)
    stem_key: str | None = None           # a key before each question's text (``Q:``) under other lines
    trailing: bool = True                 # most questions have a paragraph after their choices (explanation)
    verdict_key: str | None = None        # a key alone, then one line per choice saying whether it is right
    verdict_right: str = ""               # the verdict line that says so (compared by ``same``)
    verdicts: set[str] = field(default_factory=set)   # both verdict lines
    opener: str | None = None             # the number and signs most records' first lines open with (recordopeners)
    one_line: bool = False                # every choice one line (interludes): sentences under a last one, not its
    numbered: bool = False                # each record opens with its number alone, running 1, 2, 3 (recordnumbers)
    comment_keys: set[str] = field(default_factory=set)   # a key under choices of every letter: their comments
    paragraphs: bool = False              # unlabelled choices a paragraph each (paragraphchoices)
    block_tags: list[str] = field(default_factory=list)   # a tag's values opening every block (blocktags)

    @property
    def answered(self) -> bool:
        return bool(self.answer_key or self.bare_answer or self.marks or self.verdict_key)


@dataclass
class Reading:
    """One record read by a layout."""

    record: Record
    stem: list[Line] = field(default_factory=list)
    choices: list[list[Line]] = field(default_factory=list)   # each choice's lines (first: its own)
    texts: list[str] = field(default_factory=list)
    answer: list[int] | None = None
    answer_line: Line | None = None
    explanation: list[Line] = field(default_factory=list)
    lead: list[Line] = field(default_factory=list)            # lines before the stem: not the question's
    between: list[Line] = field(default_factory=list)         # the page's lines above the record's opener
    fields: list[Line] = field(default_factory=list)          # key lines most records hold above the choices
    tail: list[Line] = field(default_factory=list)            # a paragraph after the choices that is not theirs
    interlude: list[Line] = field(default_factory=list)       # sentences under the last choice, not its (interludes)
    verdicts: list[Line] = field(default_factory=list)        # one line per choice: right or not
    problems: list[tuple[int, str]] = field(default_factory=list)
    doubts: list[tuple[int, str]] = field(default_factory=list)   # said as warnings; the question is read
    tags: list[str] = field(default_factory=list)             # the question's tags its reader read (section heads)
    whys: dict[int, list[Line]] = field(default_factory=dict)  # a choice's comment lines, by its place (choicecomments)
    furniture: list[Line] = field(default_factory=list)       # the page's lines inside the record (``1 / 1 point``)
    said: list[tuple[int, str, str]] = field(default_factory=list)   # warnings of its reading: line, message, hint

    @property
    def sound(self) -> bool:
        """Fits, and its choices are each their own (a cut whose choices repeat a text cut wrongly)."""
        return self.fits and len({same(t) for t in self.texts}) == len(self.texts)

    @property
    def fits(self) -> bool:
        return bool(self.stem) and MIN_CHOICES <= len(self.choices) <= MAX_CHOICES and not self.problems


# -- cutting the file into records ---------------------------------------------------------------------

def _records(lines: list[Line], boundary: Callable[[int], bool]) -> list[Record]:
    """The runs of content lines between the lines where ``boundary(i)`` holds (a boundary line with
    content starts the next record; a blank or separator one only ends the last)."""
    out: list[Record] = []
    current: list[Line] = []
    for i, ln in enumerate(lines):
        if boundary(i):
            if current:
                out.append(Record(current))
            current = []
        if ln.content:
            current.append(ln)
    if current:
        out.append(Record(current))
    return out


def _cuts(lines: list[Line]) -> Iterable[tuple[str, list[Record]]]:
    """The ways of cutting the file into records worth trying, each named."""
    seps = sum(1 for ln in lines if ln.kind == SEP)
    if seps >= 2:
        parted = _records(lines, lambda i: lines[i].kind == SEP)
        yield "separators", parted
        if len(parted) >= 4:             # rules above and below each question's text, its choices after the second
            pairs = [Record(a.lines + b.lines) for a, b in zip(parted[::2], parted[1::2], strict=False)]
            yield "framed by separators", pairs + parted[len(parted) // 2 * 2:]
    blank = _records(lines, lambda i: lines[i].kind in (BLANK, SEP))
    yield "blank lines", blank
    lone = recordopeners.lone_openers([[ln.raw for ln in rec.lines] for rec in blank])
    if len(lone) >= 2:   # "1.2 Koji je ...", a blank line, then its choices: one record (recordopeners)
        joined: list[Record] = []
        for k, rec in enumerate(blank):
            if k and k - 1 in lone:
                joined[-1] = Record(joined[-1].lines + rec.lines)
            else:
                joined.append(rec)
        yield "blank lines, a question's line alone joined to its choices", joined
    paired = [ln for ln in lines if ln.wrap == PAIRED and ln.attrs]
    if len(paired) >= 4:                 # lines between a token and its mirror: a record starts at the first's
        at = {i for i, ln in enumerate(lines) if ln.wrap == PAIRED and ln.attrs[-1:] == paired[0].attrs[-1:]}
        yield f"at {paired[0].attrs[-1]!r}", _records(lines, at.__contains__)
    shapes = Counter(ln.shape for ln in lines if ln.kind in (KEY, LABEL) or (ln.kind == TEXT and ln.wrap))
    for shape, count in shapes.most_common(8):
        if count < 2:
            break
        if shape[0] == LABEL:
            starts = _running(lines, shape)
            if len(starts) >= 2:
                yield f"numbered {shape}", _records(lines, starts.__contains__)
            if any(ln.shape == shape and ln.index == 0 for ln in lines):
                anchors = _anchored(lines, shape)
                if len(anchors) >= 2:
                    yield f"before {shape}", _records(lines, anchors.__contains__)
        else:
            at = {i for i, ln in enumerate(lines) if ln.shape == shape}
            cut = _records(lines, at.__contains__)
            yield f"at {shape}", cut
            if closing(cut, shape):      # "Hint: …" last in every record, the first without one: records end there
                yield f"after {shape}", _records(lines, {i + 1 for i in at}.__contains__)
            over = numbers_over(lines, shape)
            if over:                     # "1." right over "Question 1": the record opens at its number (numberheads)
                yield f"at the number over {shape}", _records(lines, over.__contains__)
            anchors = _anchored(lines, shape)
            if len(anchors) >= 2:
                yield f"before {shape}", _records(lines, anchors.__contains__)


def _last_own(lines: list[Line], explain_keys: set[str]) -> Line:
    """A record's last line but the explanation's key lines closing it (``Hint: …`` under ``b``)."""
    return next((ln for ln in reversed(lines) if not (ln.kind == KEY and ln.family in explain_keys)), lines[-1])


def _heading(wrap: str) -> bool:
    """Whether a line's wrapping is a Markdown heading's hashes (``#`` to ``######``)."""
    return 0 < len(wrap) <= 6 and wrap == "#" * len(wrap)


def same_start(found: Shape, shape: Shape) -> bool:
    """Whether a line of shape ``found`` starts as lines of ``shape`` do: the same shape, or a numbered heading of
    another level (``## 6 -`` where the others are ``### 5 -``): a heading's level is the page's, not the record's."""
    return found == shape or (found[0] == shape[0] == LABEL and found[2:] == shape[2:] and _heading(found[1])
                              and _heading(shape[1]))


def _next_of(lines: list[Line], shape: Shape) -> list[int | None]:
    """For each line, the number (index) of the next line of exactly ``shape`` below it, None when none is."""
    out: list[int | None] = [None] * len(lines)
    after: int | None = None
    for i in range(len(lines) - 1, -1, -1):
        out[i] = after
        if lines[i].shape == shape:
            after = lines[i].index
    return out


def _running(lines: list[Line], shape: Shape) -> set[int]:
    """The lines of ``shape`` whose numbers run 1, 2, 3… (a number out of the run is text inside a record; one
    number missing, mangled by a conversion, does not end the run). A numbered heading of another level
    (``same_start``) is in the run when it is the run's next number and the run goes on after it (or ends with it):
    never one that starts or restarts it (``## 2. Part two`` over ``### 1. ...``: a part's number)."""
    out: set[int] = set()
    expected: int | None = None
    parted = False                     # a heading or a rule since the last number of the run
    below = _next_of(lines, shape)
    for i, ln in enumerate(lines):
        if ln.shape != shape and not (expected is not None and same_start(ln.shape, shape)
                                      and ln.index in (expected, expected + 1)
                                      and below[i] in (None, ln.index + 1, ln.index + 2)):
            if ln.kind == SEP or ln.wrap.startswith("#"):
                parted = True
            continue
        if expected is None or ln.index in (expected, expected + 1) or (ln.index == 0 and parted):
            out.add(i)                 # the next number, or 1 again after a heading or a rule: a new part
            expected = ln.index + 1
            parted = False
        elif ln.kind == SEP or ln.wrap.startswith("#"):
            parted = True
    return out


#: a line that is only images (``![](fig.png)``, ``<img src="fig.png">``), maybe inside ``<p>``
_IMAGES_ALONE = re.compile(r"(?:<p\b[^<>]{0,200}>)?(?:[ \t]*(?:!\[[^\[\]\n]{0,500}\]\([^()\n]{1,2000}\)"
                           r"|<img\b[^<>]{0,2000}>))+[ \t]*(?:</p>)?", re.I)


def _paragraph_above(lines: list[Line], i: int, shape: Shape) -> int | None:
    """The first line of the paragraph above line ``i`` (blank lines between), when it holds no line of ``shape``."""
    k = i - 1
    while k >= 0 and lines[k].kind == BLANK:
        k -= 1
    start = None
    while k >= 0 and lines[k].kind not in (BLANK, SEP) and lines[k].shape != shape:
        start = k
        k -= 1
    return start


def _anchored(lines: list[Line], shape: Shape) -> set[int]:
    """Where records start when each run of choices (``shape`` from its first label, or from the first line
    of a run of bullets) takes the paragraph before it as its stem: that paragraph's first line. A paragraph
    of images alone (the question's figure, between its text and its choices) takes the paragraph above it
    too, when that one starts as most records do (``85. Which ...?``, a blank line, ``![](85.jpg)``)."""
    out: set[int] = set()
    figures: dict[int, int] = {}       # an image paragraph's first line: the first line of the paragraph above
    previous: Line | None = None
    for i, ln in enumerate(lines):
        first = ln.index == 0 if shape[0] == LABEL else previous is None or previous.shape != shape
        if ln.content:
            previous = ln
        if ln.shape != shape or not first:
            continue
        start = _paragraph_above(lines, i, shape)
        if start is None:
            continue
        out.add(start)
        above = start
        while all(_IMAGES_ALONE.fullmatch(lines[k].raw.strip()) for k in range(above, i) if lines[k].content):
            up = _paragraph_above(lines, above, shape)
            if up is None:
                break
            above = figures[start] = up
    usual = Counter(lines[k].shape for k in out if k not in figures).most_common(1)
    for start, above in figures.items():
        if usual and lines[above].shape == usual[0][0]:
            out.discard(start)
            out.add(above)
    return out


# -- learning a layout ----------------------------------------------------------------------------------

def _choice_shape(records: list[Record]) -> tuple[Shape | None, bool]:
    """The shape of the choice lines most records share, and whether there is one at all (plain lines
    count when most records have three or more)."""
    counts: Counter[Shape] = Counter()
    for rec in records:
        seen: Counter[Shape] = Counter()
        starts: set[Shape] = set()
        indices: dict[Shape, list[int]] = {}
        for ln in rec.lines[1:]:
            if ln.kind in (KEY, LABEL) or (ln.kind == TEXT and ln.wrap and not ln.wrap.startswith("#")):
                seen[ln.shape] += 1
                indices.setdefault(ln.shape, []).append(ln.index)
                if ln.kind == LABEL and ln.index == 0:
                    starts.add(ln.shape)
        for shape, n in seen.items():
            labelled_ok = shape[0] != LABEL or (shape in starts and _in_order(indices[shape]))
            if MIN_CHOICES <= n <= MAX_CHOICES and labelled_ok:
                counts[shape] += 1
    if counts:
        shape, n = counts.most_common(1)[0]
        if n >= max(2, RECURS * len(records)):
            return shape, True
    plain = sum(1 for rec in records if 1 + MIN_CHOICES <= len(rec.lines) <= 2 + MAX_CHOICES)
    return None, plain >= max(2, RECURS * len(records))


def _in_order(indices: list[int]) -> bool:
    return indices == list(range(len(indices)))


def _stem_shape(records: list[Record]) -> Shape | None:
    counts = Counter(rec.lines[0].shape for rec in records)
    shape, n = counts.most_common(1)[0]
    return shape if n >= RECURS * len(records) and shape[0] != CODE else None


#: a heading's text that is only a question's label: "Q1", "Pregunta 3", "Question 12:", "#7"
_LABEL_ONLY = re.compile(r"(?:[^\W\d_]{1,12}[ \t]?)?#?\d{1,4}[.):]?")


def _label_heading(lines: list[Line]) -> bool:
    """Whether a record opens with a heading that is only a label (``### Q1``) over a plain line (no bullet, no
    label) and then choice lines that have one: the plain line is the question's text, the heading its label (a
    label is no question's text; read as one, every choice moves up by one)."""
    return (len(lines) > 2 and lines[0].kind == TEXT and _heading(lines[0].wrap)
            and _LABEL_ONLY.fullmatch(lines[0].rest.strip()) is not None
            and lines[1].kind == TEXT and not lines[1].wrap and (lines[2].kind == LABEL or bool(lines[2].wrap)))


#: a Markdown heading line: its hashes at most three spaces in (a tab or more is code, or a choice's own text)
_HEADING = re.compile(r" {0,3}#{1,6}[ \t]")


def _heading_line(ln: Line) -> bool:
    """Whether a line is a Markdown heading (``## Part 2``): its wrapping the hashes, and written as one."""
    return _heading(ln.wrap) and _HEADING.match(ln.raw) is not None


def _before_heading(rest: list[Line], reading: Reading) -> tuple[list[Line], list[Line]]:
    """A record's question lines (unlabelled choices, the file's questions numbered headings) cut at a Markdown
    heading after two choices or more: a heading is no choice, it ends the question (``# Criando o Cluster`` after
    the last choice: the next section's title). Not when the record's answer or explanation comes after it (they are
    the question's: the heading is inside it), nor a heading closer under the first line (no question's choices above
    it: the record is cut wrong, not ended)."""
    k = next((k for k, ln in enumerate(rest) if k > MIN_CHOICES and _heading_line(ln)), None)
    if k is None or any(ln.number > rest[k].number for ln in [*reading.explanation, *reading.verdicts]) or (
            reading.answer_line is not None and reading.answer_line.number > rest[k].number):
        return rest, []
    return rest[:k], rest[k:]


def _headings_after(rest: list[Line]) -> tuple[list[Line], list[Line]]:
    """A record's lines (plain choices) without the Markdown headings that end it, after two choices or more (called
    where a few of the file's records end so): a heading is no choice, it opens the next section (``# COO`` under a
    section's last question); the headings apart. (Where most records end with headings, they are the file's.)"""
    k = len(rest)
    while k > 0 and _heading_line(rest[k - 1]):
        k -= 1
    return (rest[:k], rest[k:]) if k > MIN_CHOICES else (rest, [])


def _right_side(lines: list[Line]) -> list[Line]:
    """The lines above a caption that names the wrong answers (``**Incorrect Answers:**``, ``Falsche
    Antworten:``: ``verdictwords``): what is under it lists no answer."""
    return next((lines[:k] for k, ln in enumerate(lines) if ln.kind == KEY and says_wrong(ln.family)), lines)


def _plain_choices(rec: Record, keys: set[str], captions: set[str] | frozenset[str] = frozenset()
                   ) -> tuple[list[Line], list[list[Line]]]:
    """Stem and choice lines of a record whose choices carry no label: the stem is its first line (and
    the code after it), the choices every other line but those of a key most records hold (``keys``). Under a
    caption of the choices (``captions``: ``Question 7 options:``) the stem is every line above it, the choices
    every line below."""
    at = _caption_at(rec.lines, captions, keys)
    if at is not None:
        return rec.lines[:at], [[ln] for ln in rec.lines[at + 1:]]
    body = [ln for k, ln in enumerate(rec.lines) if k == 0 or ln.kind != KEY or ln.family not in keys]
    stem = [body[0]]
    k = 1
    while k < len(body) and body[k].kind == CODE:
        stem.append(body[k])
        k += 1
    return stem, [[ln] for ln in body[k:]]


#: a letter and a space before a choice's text (Aiken without its punctuation: ``A sei libri``)
_BARE_LETTER = re.compile(r"([^\W\d_])[ \t]+(?=\S)")


def _caption_at(lines: list[Line], captions: set[str] | frozenset[str], keys: set[str]) -> int | None:
    """Where a record's caption of its choices stands (a key without a value, lines above it, two to twelve
    lines below it, no more lines above than below, no other key of the file's ``keys`` in the record: its
    fields are no choices), or None."""
    either = captions | keys
    found = [k for k, ln in enumerate(lines) if ln.kind == KEY and ln.family in either]
    if len(found) != 1:
        return None
    k = found[0]
    ln, below = lines[k], len(lines) - k - 1
    if ln.family in captions and not ln.rest.strip() and 1 <= k <= below and MIN_CHOICES <= below <= MAX_CHOICES:
        return k
    return None


#: the share of a cut's records that must hold a caption over their choices for it to be the file's
_CAPTIONED = 0.8


def _captions(records: list[Record], keys: set[str]) -> set[str]:
    """The keys that nearly every record (of more than one line) holds alone on a line over its plain choices,
    with lines above it (``Question 7 options:``): the choices' caption, the lines above it the question's."""
    asked = [rec for rec in records if len(rec.lines) > 1 + MIN_CHOICES]
    out = set()
    for key in keys:
        held = sum(1 for rec in asked if _caption_at(rec.lines, {key}, keys) is not None)
        if held >= max(2, _CAPTIONED * len(asked)):
            out.add(key)
    return out


def bare_letters(texts: list[str]) -> list[str] | None:
    """The texts without the letters that label them in order (``A x``, ``B y``...), when every one has its
    letter and the letters run A, B, C in one alphabet; else None."""
    out = []
    for k, text in enumerate(texts):
        m = _BARE_LETTER.match(text)
        index = label_index(m.group(1)) if m else None
        if m is None or index != k or (k and m.group(1).isupper() != texts[0][0].isupper()):
            return None
        out.append(text[m.end():])
    return out if len(out) >= MIN_CHOICES else None


#: a letter after a number before a choice's text, then a bracket or a stop: ``3B) text``
_NUMBERED_LETTER = re.compile(r"(\d{1,4})([^\W\d_])[.)][ \t]*(?=\S)")


def numbered_letters(texts: list[str]) -> list[str] | None:
    """The texts without their labels when each is one number, the same on every choice (the question's), and
    a letter running A, B, C in one alphabet (``3A) x``, ``3B) y``); else None."""
    found = [_NUMBERED_LETTER.match(t) for t in texts]
    if len(texts) < MIN_CHOICES or any(m is None for m in found):
        return None
    matches = [m for m in found if m is not None]
    if len({m.group(1) for m in matches}) != 1 or [label_index(m.group(2)) for m in matches] != list(range(len(texts))):
        return None
    return [t[m.end():] for t, m in zip(texts, matches, strict=True)]


class _Learner:
    """One cut's records, its layout learnt and every record read by it."""

    def __init__(self, records: list[Record]):
        self.records = records
        shape, found = _choice_shape(records)
        self.layout = Layout(stem=_stem_shape(records), choice=shape)
        if all(rec.lines[0].kind == TEXT and not rec.lines[0].wrap for rec in records):   # (not ``type: single``)
            self.layout.block_tags = block_tags([[ln.raw for ln in rec.lines] for rec in records])
        self.layout.numbered = running_heads([rec.lines[0].raw if len(rec.lines) > 2 else None for rec in records])
        self.ok = found
        self.layout.paragraphs = shape is None and paragraphed([rec.lines[1:] for rec in records])
        held: Counter[str] = Counter()
        for rec in records:
            held.update({ln.family for ln in rec.lines[1:] if ln.kind == KEY})
        self.keys = {fam for fam, c in held.items() if c >= max(2, RECURS * len(records))}
        self.graded = graded([[ln.raw for ln in rec.lines] for rec in records])   # "1 / 1 point" (scorelines)
        # a heading ending a few records only ("# COO" under a section's last question): the next section's title
        ended = sum(1 for rec in records if _heading_line(rec.lines[-1]))
        self.sectioned = 0 < ended < RECURS * len(records)
        self.layout.comment_keys = comment_keys([rec.lines for rec in records], shape)
        self.keys -= self.layout.comment_keys
        self.running = running_lines([(ln.number, ln.raw) for rec in records for ln in rec.lines])
        self.captions = _captions(records, self.keys) if shape is None else set()
        if shape is not None:   # a key most records put after their choices: an explanation's
            after: Counter[str] = Counter()
            for rec in records:
                last = max((k for k, ln in enumerate(rec.lines) if ln.shape == shape), default=len(rec.lines))
                after.update({ln.family for ln in rec.lines[last + 1:] if ln.kind == KEY and ln.family in self.keys})
            self.layout.explain_keys = {fam for fam, c in after.items() if c >= max(2, 0.3 * len(records))}
        if not found:
            return
        self.layout.opener = recordopeners.learnt([rec.lines[0].raw for rec in records if rec.lines])
        parts = [self._split(rec) for rec in records]   # a paragraph after the choices: the file's habit?
        self.layout.one_line = one_line_choices([p.choices for p in parts])
        if self.layout.one_line and any(p.choices and len(p.choices[-1]) > 1 for p in parts):
            parts = [self._split(rec) for rec in records]   # (sentences under a last choice: an interlude)
        self.layout.trailing = sum(1 for p in parts if p.explanation) >= 0.3 * len(parts)
        self._learn_answers()

    # the parts of a record before the answer is known
    def _split(self, rec: Record) -> Reading:
        reading = Reading(rec)
        layout = self.layout
        lines = list(rec.lines)
        if layout.block_tags and (value := tag_value(lines[0].raw)) is not None:   # "fyzika" over the question
            reading.fields, lines = [lines[0]], lines[1:]
            if tag := make_tag(value):
                reading.tags.append(tag)
        if layout.stem is not None and layout.stem != (TEXT, "", "", "") and not same_start(lines[0].shape,
                                                                                              layout.stem):
            k = next((i for i, ln in enumerate(lines) if same_start(ln.shape, layout.stem)), 0)
            reading.lead, lines = lines[:k], lines[k:]   # a title or heading before the first question
        if layout.opener is not None:   # "--- chapter 6" over "132~Which page ...": the page's, not the question's
            top = next((i for i, ln in enumerate(lines) if layout.choice is not None and ln.shape == layout.choice),
                       len(lines))
            k = recordopeners.starts_at([ln.raw for ln in lines[:top]], layout.opener)
            if k:
                reading.between, lines = lines[:k], lines[k:]
        if layout.choice is not None:   # a heading below the first line starts the question: above it, not its
            first = next((i for i, ln in enumerate(lines) if ln.shape == layout.choice), len(lines))
            k = next((i for i in range(first - 1, 0, -1) if lines[i].wrap.startswith("#")), 0)
            if k:
                reading.lead, lines = reading.lead + lines[:k], lines[k:]
        if layout.verdict_key is not None:   # the verdicts, one per choice, after their key line
            at = next((i for i, ln in enumerate(lines) if ln.kind == KEY and ln.family == layout.verdict_key), None)
            if at is not None:
                reading.answer_line, reading.verdicts, lines = lines[at], lines[at + 1:], lines[:at]
        ided = False
        if layout.choice is None and len(lines) > 2 and lines[0].kind == KEY and lines[0].shape == layout.stem \
                and _ID.fullmatch(lines[0].rest):
            reading.fields, lines = [lines[0]], lines[1:]   # "Frage: 1.1.01-001" above the question: its id
            ided = True
        if len(lines) > 3 and opens(lines[0], lines[1]):   # "1." over "Question 1": the record's number, its header
            reading.fields, lines = [*reading.fields, lines[0], lines[1]], lines[2:]
        elif len(lines) > 2 and lines[0].kind == KEY and lines[0].style == "#" and lines[1].shape != layout.choice:
            reading.fields, lines = [*reading.fields, lines[0]], lines[1:]   # "Frage 12" above the question
        elif _label_heading(lines):
            reading.fields, lines = [*reading.fields, lines[0]], lines[1:]   # "### Q1" over the question's line
        elif layout.numbered and len(lines) > 2 and number_alone(lines[0].raw) is not None:
            reading.fields, lines = [*reading.fields, lines[0]], lines[1:]   # "7" over the question's line
        # the answer line and the explanation after it, when the file has them
        rest: list[Line] = []
        keyed = False                    # the answer line is met among the lines (not a verdicts' key line)
        right = {ln.number for ln in _right_side(lines)}
        for ln in lines:
            if ln.kind == KEY and layout.answer_key is not None and ln.family == layout.answer_key \
                    and reading.answer_line is None and ln.number in right:
                reading.answer_line, keyed = ln, True
            elif (ln.kind == KEY and ln.family in layout.explain_keys) or reading.explanation or (
                    layout.choice is None and keyed and len(rest) > MIN_CHOICES):
                # (unlabelled choices: what follows the answer line under the question and its choices is
                # no choice, the answer closed them)
                reading.explanation.append(ln)
            else:
                rest.append(ln)
        if layout.bare_answer and reading.answer_line is None and len(rest) > 1 and rest[-1].kind == TEXT \
                and bare(rest[-1].rest) and not (layout.explain_keys and reading.explanation
                                                 and rest[-1].number > reading.explanation[0].number):
            reading.answer_line = rest.pop()
        if layout.choice is None and reading.verdicts:
            m = len(reading.verdicts)        # as many choices as verdicts: the lines above them are the question
            block = len(rest) - max((k for k in range(1, len(rest)) if rest[k].number > rest[k - 1].number + 1),
                                    default=0)   # the lines after the last blank one: the choices, if it has one
            if MIN_CHOICES <= m < len(rest) and (block == len(rest) or block == m):
                reading.stem, reading.choices = rest[:-m], [[ln] for ln in rest[-m:]]
            elif MIN_CHOICES <= m < len(rest):
                reading.stem, reading.choices = rest[:-block], [[ln] for ln in rest[-block:]]
                reading.problems.append((reading.verdicts[0].number, f"{m} verdict lines for {block} choices"))
            else:
                reading.stem = rest
                reading.problems.append((reading.answer_line.number if reading.answer_line else rec.first,
                                         f"{m} verdict line{'s' if m != 1 else ''} for the question's lines"))
        elif layout.choice is None:
            if layout.stem is not None and layout.stem[0] == LABEL and _heading(layout.stem[1]):
                rest, reading.tail = _before_heading(rest, reading)   # the questions are numbered headings
            if self.sectioned:
                rest, tail = _headings_after(rest)
                reading.tail = tail + reading.tail
            reading.stem, reading.choices = _plain_choices(Record(rest), self.keys, self.captions) if rest else ([], [])
            if self.graded and len(reading.choices) > MIN_CHOICES \
                    and score_alone([c[0].raw for c in reading.choices]):
                reading.furniture.append(reading.choices.pop(0)[0])   # the page's grading under the text (scorelines)
            if k := statements([_choice_text(c, None) for c in reading.choices]):   # "i." .. "iv." over "(i) only"
                reading.stem, reading.choices = reading.stem + [c[0] for c in reading.choices[:k]], reading.choices[k:]
            if len(reading.stem) > 1 and reading.stem[0].number in self.running and heading(reading.stem[0].raw):
                reading.fields, reading.stem = [*reading.fields, reading.stem[0]], reading.stem[1:]   # "Question 7"
            if layout.paragraphs:        # "**Write**" over "The write permission is ...": the mark ends the choice
                reading.choices, why = marked_ends(reading.choices)
                reading.explanation = sorted(reading.explanation + why, key=lambda ln: ln.number)
            if layout.stem is not None and rest and not same_start(rest[0].shape, layout.stem) \
                    and layout.stem[0] != TEXT and not ided:
                # (a record's first line taken as its id, "type: x" over the question: it starts as the others do)
                reading.problems.append((rest[0].number, "does not start as the file's other questions do"))
        else:
            self._labelled(rest, reading)
        start = layout.stem if layout.stem != (TEXT, "", "", "") else None
        odd = [ln for ln in reading.explanation if ln.wrap.startswith("#") or (layout.choice is not None and (
            ln.shape == layout.choice)) or (ln.kind == LABEL and ln.shape == start) or (
                ln.kind == KEY and ln.family in self.keys and ln.family not in layout.explain_keys)]
        if odd:   # a choice, a question's start or a key the records hold once, in the explanation
            reading.problems.append((odd[0].number, "is not a part the file's other questions have"))
        if reading.stem and len(reading.stem) == 1 and bare(reading.stem[0].rest):
            reading.problems.append((reading.stem[0].number, "a question whose text is only a label"))
        return reading

    def _labelled(self, rest: list[Line], reading: Reading) -> None:
        shape = self.layout.choice
        labelled = shape is not None and shape[0] == LABEL
        first = next((k for k, ln in enumerate(rest) if k > 0 and ln.shape == shape
                      and (not labelled or ln.index == 0)), None)
        if first is None and labelled and shape is not None:
            first = _glued_first(rest, shape, reading)
        if first is None:
            reading.stem = rest
            return
        top = 0
        if self.layout.stem_key is not None:   # the key the question's text comes after: above it, fields
            top = next((k for k, ln in enumerate(rest[:first]) if ln.kind == KEY
                        and ln.family == self.layout.stem_key), 0)
        reading.stem = [ln for k, ln in enumerate(rest[top:first])
                        if k == 0 or ln.kind != KEY or ln.family not in self.keys]
        reading.fields += [ln for ln in rest[:first] if ln not in reading.stem]
        after: list[Line] = []             # a paragraph after the last choice: the question's explanation
        comments = self.layout.comment_keys
        wrapped = _over_comments(rest, comments)
        for ln in rest[first:]:
            last = reading.choices[-1][-1] if reading.choices else ln
            why = reading.whys.get(len(reading.choices) - 1)
            if why and not after and ln.number == why[-1].number + 1 and ln.shape != shape and not (
                    ln.kind == KEY and (ln.family in comments or ln.family in self.keys)):
                why.append(ln)                           # the choice's comment goes on (its lists, its bold keys)
                continue
            if why and not after and ln.number == why[-1].number + 1:
                last = ln                                # (a blank line after the comment ends the choices)
            if ln.kind == KEY and ln.family in comments and reading.choices and not after and not why \
                    and ln.number == last.number + 1:
                reading.whys[len(reading.choices) - 1] = [ln]   # "C: INCORRETA. ..." under a choice: its comment
                continue
            if why and ln.number > why[-1].number + 1 and not after:
                after.append(ln)                         # after a blank line: not the choice's text
                continue
            if ln.shape == shape and not after:
                if labelled and ln.index != len(reading.choices):
                    reading.problems.append((ln.number, f"a choice labelled {ln.prefix.strip()} where "
                                                        f"{letter(len(reading.choices))} was expected"))
                reading.choices.append([ln])
            elif after or ln.number > last.number + 1:
                after.append(ln)                         # after a blank line: not the choice's text
            elif ln.kind == CODE or (ln.kind == TEXT and (ln.indent > reading.choices[-1][0].indent
                                                          or not self.layout.answered or ln.number in wrapped)):
                reading.choices[-1].append(ln)       # the choice's text goes on
            else:
                reading.problems.append((ln.number, "is not a part the file's other questions have"))
                reading.choices[-1].append(ln)
        if self.layout.one_line and reading.choices and (k := interlude(reading.choices[-1])):
            reading.choices[-1], reading.interlude = reading.choices[-1][:k], reading.choices[-1][k:]
        if after and not self.layout.trailing and not reading.explanation and reading.answer_line is None:
            reading.tail = after       # the file's questions have no paragraph after their choices: not its own
        else:
            reading.explanation = sorted(after + reading.explanation, key=lambda ln: ln.number)

    def _learn_answers(self) -> None:
        layout = self.layout
        parts = [self._split(rec) for rec in self.records]
        layout.stem_key = _stem_key(parts, self.keys)
        if layout.stem_key is not None:
            parts = [self._split(rec) for rec in self.records]
        texts = [[_choice_text(c, self.layout.choice) for c in p.choices] for p in parts]
        if layout.choice is None:        # (read as ``_answer`` will: labels taken off)
            texts = [bare_letters(t) or numbered_letters(t) or t for t in texts]
        n = len(self.records)
        # an answer key: a KEY that most records hold once, whose value names a choice
        keys: Counter[str] = Counter()
        for rec in self.records:
            fams = Counter(ln.family for ln in _right_side(rec.lines)
                           if ln.kind == KEY and (ln.shape != layout.choice))
            for fam, c in fams.items():
                if c == 1 and (layout.stem is None or rec.lines[0].family != fam or rec.lines[0].kind != KEY):
                    keys[fam] += 1
        best: tuple[int, str, str, bool] = (0, "", "", False)
        for fam, count in keys.items():
            if count < max(2, RECURS * n):
                continue
            values = [(ln.rest, t) for rec, t in zip(self.records, texts, strict=True) for ln in _right_side(rec.lines)
                      if ln.kind == KEY and ln.family == fam]
            mode, unsure, resolved = mode_of(values)
            if resolved >= max(2, 0.6 * count) and resolved > best[0]:
                best = (resolved, fam, mode, unsure)
        if best[0]:
            layout.answer_key, layout.answer_mode, layout.base_unsure = best[1], best[2], best[3]
            after: Counter[str] = Counter()
            for rec in self.records:
                seen = False
                for ln in rec.lines:
                    if ln.kind == KEY and ln.family == layout.answer_key:
                        seen = True
                    elif seen and ln.kind == KEY and ln.shape != layout.choice and ln.family != layout.answer_key:
                        after[ln.family] += 1     # (a second answer line is another question's, not an explanation)
            layout.explain_keys |= {fam for fam, c in after.items() if c >= max(2, 0.3 * n)}
            layout.explain_keys.discard(layout.answer_key)   # a second answer line: another question's
            return
        if self._learn_verdicts():
            return
        # a bare label on each record's last line
        bares = 0
        for p in parts:
            last = _last_own(p.record.lines, layout.explain_keys)
            if last.kind == TEXT and bare(last.rest):
                bares += 1
        if bares >= max(2, RECURS * n):
            layout.bare_answer = True
            layout.answer_mode = "letter" if any(bare(_last_own(p.record.lines, layout.explain_keys).rest) == "letter"
                                                 for p in parts) else "number1"
            parts = [self._split(rec) for rec in self.records]
            zero = any(p.answer_line is not None and p.answer_line.rest.strip() == "0" for p in parts)
            if layout.answer_mode == "number1" and zero:
                layout.answer_mode = "number0"
            return
        # marks on the right choices
        layout.marks = _learn_marks(parts, layout.choice, set(self.running))
        if not layout.marks and layout.choice is None:   # "x The right one": a letter ticks it (lettermarks)
            letter = lettermarks.learn([([ln.raw.strip() for ln in p.stem], t)
                                        for p, t in zip(parts, texts, strict=True)
                                        if MIN_CHOICES <= len(p.choices) <= MAX_CHOICES])
            layout.marks = [letter + " "] if letter is not None else []

    def _learn_verdicts(self) -> bool:
        """A key alone on a line (``----Antwort:-----``) that most records hold once, followed by one line
        per choice, each one of two recurring lines (``Diese Antwort ist richtig.`` / ``… falsch.``): the one
        that says "right" is the one a record has on every choice, or exactly once in every record."""
        n = len(self.records)
        held: Counter[str] = Counter()
        for rec in self.records:
            fams = Counter(ln.family for ln in rec.lines if ln.kind == KEY and not ln.rest)
            held.update(fam for fam, c in fams.items() if c == 1)
        for fam, count in held.most_common(3):
            if count < max(2, RECURS * n):
                return False
            lists = []
            for rec in self.records:
                k = next((i for i, ln in enumerate(rec.lines) if ln.kind == KEY and ln.family == fam), None)
                if k is not None and len(rec.lines) - k - 1 >= MIN_CHOICES:
                    lists.append([same(ln.raw.strip()) for ln in rec.lines[k + 1:]])
            values = Counter(v for vs in lists for v in vs)
            two = [v for v, _ in values.most_common(2)]
            lists = [vs for vs in lists if set(vs) <= set(two)]   # the others are said, at their lines
            if len(lists) < max(2, RECURS * n) or len(two) != 2 or min(values[v] for v in two) < 2:
                continue
            alone = {v for vs in lists for v in set(vs) if len(set(vs)) == 1}
            once = {v for v in two if all(vs.count(v) == 1 for vs in lists)}
            right = alone if len(alone) == 1 else once if len(once) == 1 else set()
            if right:
                self.layout.verdict_key, self.layout.verdict_right = fam, right.pop()
                self.layout.verdicts = set(two)
                return True
        return False

    def read(self) -> list[Reading]:
        out = []
        for rec in self.records:
            reading = self._split(rec)
            self._answer(reading)
            out.append(reading)
        _cut_across(out, self.running)
        asked = [r for r in out if r.choices and r.stem]
        gapped = [r for r in asked if _gap(r.stem)]
        if asked and gapped and gapped[0] is asked[0] and len(gapped) == 1 and len(asked) >= 3:
            first = asked[0]             # a paragraph above the first question alone: a title, a key, not its text
            k = _gap(first.stem)
            first.lead, first.stem = first.lead + first.stem[:k], first.stem[k:]
        if self.layout.choice is None:
            _placeholders(out)
        if self.layout.paragraphs:
            _links_ending(out)
        if self.layout.choice is None:   # plain lines that most records letter A, B, C: the others are odd
            plain = [r for r in out if r.choices]
            if not self.layout.answered:   # "-5", "-*7", "=Because": bullet, mark, explanation (signedruns)
                _signed(plain)
            _dash_answers(plain)
            sign = lead_sign([r.texts for r in plain if r.texts])
            lead = [_glued_lead(r.texts, sign) for r in plain]
            dashed = [(r, k) for r, k in zip(plain, lead, strict=True) if k is not None]
            if plain and len(dashed) >= 0.8 * len(plain):   # "-text" on every choice: a bullet without its space
                for r, k in dashed:              # (lines above the first so bulleted: the question's, wrapped)
                    r.stem, r.choices = r.stem + [c[0] for c in r.choices[:k]], r.choices[k:]
                    r.texts = [t[1:].strip() for t in r.texts[k:]]
                    if r.answer is not None and k:     # read before: its places move with the choices
                        r.answer = [a - k for a in r.answer if a >= k] or None
            lettered = {id(r) for r in plain if bare_letters([_choice_text(c, None) for c in r.choices])}
            if len(lettered) >= RECURS * len(plain):
                for r in plain:
                    if id(r) not in lettered:
                        r.problems.append((r.record.first, "its choices are not lettered A, B, C… as the file's "
                                                           "other questions' are"))
        _levels(out)
        _headed(out, self.layout)
        return out

    def _answer(self, reading: Reading) -> None:
        layout = self.layout
        reading.texts = [_choice_text(c, layout.choice) for c in reading.choices]
        if layout.choice is None:
            reading.texts = bare_letters(reading.texts) or numbered_letters(reading.texts) or reading.texts
            firsts = [c[0] for c in reading.choices]
            if len(firsts) >= MIN_CHOICES and all(ln.kind == LABEL and ln.index == k and ln.shape == firsts[0].shape
                                                  for k, ln in enumerate(firsts)):
                reading.texts = [_choice_text(c, c[0].shape) for c in reading.choices]   # labelled in order here
        if layout.marks:
            right = []
            for k, c in enumerate(reading.choices):
                found, reading.texts[k] = _marks_of(c, layout.choice, layout.marks)
                if found:
                    right.append(k)
            if right:
                reading.answer = sorted(set(right))
            elif reading.choices:
                reading.problems.append((reading.record.first, f"no choice carries the mark "
                                                               f"({', '.join(layout.marks)}) the file's other "
                                                               "questions put on the right one"))
        elif reading.verdicts and reading.choices:
            says = layout.verdict_right
            reading.answer = [k for k, ln in enumerate(reading.verdicts) if same(ln.raw.strip()) == says]
            odd = [ln for ln in reading.verdicts if same(ln.raw.strip()) not in layout.verdicts]
            if len(reading.verdicts) != len(reading.choices):
                reading.answer = None        # said where the choices were read
            elif odd:
                reading.answer = None
                reading.problems.append((odd[0].number, "is not one of the file's two verdict lines"))
            elif not reading.answer:
                reading.answer = None
                reading.problems.append((reading.verdicts[0].number, "no verdict line says a choice is right"))
        elif reading.answer_line is not None:
            value = reading.answer_line.rest
            got = resolve(value, reading.texts, layout.answer_mode)
            if got is None and layout.answer_mode != "text":
                got = resolve(value, reading.texts, "text")
            if got is None:
                reading.problems.append((reading.answer_line.number, f"the answer {value.strip()!r} names none "
                                                                     "of the question's choices"))
            else:
                reading.answer = got
        elif layout.answered and reading.choices:
            reading.problems.append((reading.record.first, "no answer line, where the file's other questions "
                                                           "have one"))


#: a line that is one web address, nothing else
_URL = re.compile(r"https?://\S+")


def _cut_across(readings: list[Reading], running: dict[int, int]) -> None:
    """Each record holding two records' running numbers (``Question 1 options:`` and ``Question 2 (2 points)``), when
    most numbered records do (``runninglines.across``): said at the second number's line, the record does not fit
    (the cut goes across the file's records)."""
    for k in across([[ln.number for ln in r.record.lines] for r in readings], running):
        held = sorted({running[ln.number] for ln in readings[k].record.lines if ln.number in running})
        at = next(ln.number for ln in readings[k].record.lines if running.get(ln.number) == held[-1])
        said = f"holds the numbers of two records ({held[0] + 1} and {held[-1] + 1}): cut across the file's records"
        if (at, said) not in readings[k].problems:
            readings[k].problems.append((at, said))


def _empty_place(text: str) -> bool:
    """A program's empty value (``null``, ``nil``); not ``none``, a choice's word as often, nor ``-`` (an
    operator among the choices of a programming quiz)."""
    return text.strip().casefold() in ("null", "nil")


def _placeholders(readings: list[Reading]) -> None:
    """Plain choices that stand for no choice, learnt from the records: a last line that is a web address or a
    placeholder (``null``) in nine records in ten, an address in some, is the record's picture, no choice (kept
    beside the question as a field); and placeholders after a record's last real choice, where the file writes
    as many choice lines in every record (``Igen``, ``Nem``, ``null``), are the empty places of absent choices."""
    plain = [r for r in readings if len(r.choices) > MIN_CHOICES]
    lasts = [r.texts[-1].strip() for r in plain if r.texts]
    urls = sum(1 for t in lasts if _URL.fullmatch(t))
    if plain and urls and sum(1 for t in lasts if _URL.fullmatch(t) or _empty_place(t)) >= 0.9 * len(plain):
        for r in plain:
            if r.texts and (_URL.fullmatch(r.texts[-1].strip()) or _empty_place(r.texts[-1])) and (
                    r.answer is None or len(r.choices) - 1 not in r.answer):
                r.fields.append(r.choices.pop()[0])
                r.texts.pop()
    counts = Counter(len(r.choices) for r in readings if r.choices)
    if not counts or counts.most_common(1)[0][1] < 0.9 * sum(counts.values()):
        return
    for r in readings:
        while len(r.choices) > MIN_CHOICES and _empty_place(r.texts[-1]) and (
                r.answer is None or len(r.choices) - 1 not in r.answer):
            r.choices.pop()
            r.texts.pop()


def _links_ending(readings: list[Reading]) -> None:
    """A link alone ending the questions' choices (``[💡Hint](https://…)``), where the file ends its questions so
    (``paragraphchoices``): the page's, no choice."""
    plain = [r for r in readings if r.choices]
    lasts = [(r.texts[-1], bool(_marks_of(r.choices[-1], None, None)[0])) for r in plain if r.texts]
    if not trailing_links(lasts):
        return
    for r in plain:
        if len(r.choices) > MIN_CHOICES and link_alone(r.texts[-1]):
            r.tail = [*r.choices.pop(), *r.tail]
            r.texts.pop()


def _levels(readings: list[Reading]) -> None:
    """A word alone opening nearly every question's text, of a few the file repeats (``LOW``, ``HIGH``: ``leveltags``):
    each question's tag and field, not its text."""
    asked = [r for r in readings if r.choices and r.stem]
    if not levelled([[ln.raw for ln in r.stem] for r in asked]):
        return
    for r in asked:
        if len(r.stem) >= 2 and (word := level_word(r.stem[0].raw)) is not None:
            r.fields.append(r.stem.pop(0))
            if (tag := make_tag(word)) and tag not in r.tags:
                r.tags.append(tag)


def _headed(readings: list[Reading], layout: Layout) -> None:
    """Parts headed by a word in bold alone (``headedanswers``): the heading over nearly every question's choices a
    field label, not its text; where the file answers by the text under one heading after the choices, each answer
    read by whole-text equality (said where the value is another choice's label too), the heading and the value taken
    off the explanation, and the heading then opening nearly every explanation a label too."""
    asked = [r for r in readings if r.choices and r.stem]
    if not asked:
        return
    _heading_off(asked, lambda r: r.stem, -1)
    if layout.answered or any(r.answer is not None or r.answer_line is not None for r in asked):
        return                           # the file names its answers otherwise
    numbered = layout.choice is not None and layout.choice[0] == LABEL and layout.choice[2] == "digit"
    parts = headed_answers([([ln.raw for ln in r.explanation], r.texts) for r in asked], same, numbered)
    if parts is None:
        return
    for r, part in zip(asked, parts, strict=True):
        if part is None or part.answer is None:
            continue
        value = r.explanation[part.value]
        r.answer, r.answer_line = [part.answer], value
        if part.label_too is not None:
            r.said.append((value.number, f"the answer {value.raw.strip()!r} is choice {letter(part.answer)}'s whole "
                                         f"text and choice {letter(part.label_too)}'s label: read as the text, as the "
                                         "file's other answers are", "check the answer"))
        r.fields.append(r.explanation[part.key])
        del r.explanation[part.key:part.value + 1]
    _heading_off([r for r in asked if r.answer is not None], lambda r: r.explanation, 0)


def _heading_off(readings: list[Reading], part: Callable[[Reading], list[Line]], at: int) -> None:
    """The one heading in bold alone that nearly every reading's ``part`` (its lines) holds at ``at`` (-1: last, 0:
    first) is a field label: taken off into the reading's fields where it is that heading, not another one."""
    ordered = [[ln.raw for ln in part(r)][:: -1 if at == 0 else 1] for r in readings]   # (the place tested: last)
    word = heading_over_choices(ordered)
    if word is None:
        return
    for r in readings:
        lines = part(r)
        if len(lines) >= 2 and heading_word(lines[at].raw) == word:
            r.fields.append(lines.pop(at))


def _signed(plain: list[Reading]) -> None:
    """Choices each opened by one sign and a last line opened by another, in nine records in ten (``signedruns``):
    the signs off the choices, the last line the explanation, a second sign on one choice the right one's mark."""
    written = [[c[0].raw.strip() if len(c) == 1 else "" for c in r.choices] for r in plain]   # (bullets as written)
    signs = signedruns.learn(written)
    if signs is None:
        return
    for r, texts in zip(plain, written, strict=True):
        got = signedruns.split(texts, signs)
        if got is None:
            continue
        r.texts, right, why = got
        last = r.choices.pop()[0]
        r.explanation = [*r.explanation, Line(last.number, last.raw, TEXT, why)]
        if right:
            r.answer = right
        elif signs.mark is not None:
            r.problems.append((r.record.first, f"no choice carries the mark {signs.mark!r} the file's other "
                                               "questions put on the right one"))


def _dash_answers(plain: list[Reading]) -> None:
    """A last line naming by their texts some of the choices above it, each led by a dash (``dashanswers``), in four
    questions in five at least: each such line is its question's answer line, the dashes are off the choices."""
    found = [(r, answer_last(r.texts, [c[0].wrap == "-" for c in r.choices])) for r in plain
             if r.answer is None and r.answer_line is None]
    got = [(r, a) for r, a in found if a is not None]
    if len(got) < max(2, 0.8 * len(plain)):
        return
    for r, (texts, named) in got:
        r.answer_line = r.choices.pop()[0]
        r.texts, r.answer = texts, named


def _glued_first(rest: list[Line], shape: Shape, reading: Reading) -> int | None:
    """Where a record's labelled choices start at B (``B．x``) and the line above them is ``A`` glued to a text
    of another script (``A工业革命``: the first label without its punctuation), that line is choice A: its place
    (the line rewritten as the label's), said as a doubt; else None."""
    k = next((k for k, ln in enumerate(rest) if k > 1 and ln.shape == shape and ln.index == 1), None)
    if k is None or shape[2] not in ("latin", "latinl"):
        return None
    above = rest[k - 1]
    own = "A" if shape[2] == "latin" else "a"
    text = above.rest[1:].strip()
    if above.kind != TEXT or above.wrap or not above.rest.startswith(own) or not text \
            or (above.rest[1].isascii() and above.rest[1].isalnum()):
        return None
    model = rest[k]
    rest[k - 1] = Line(above.number, above.raw, LABEL, text, model.wrap, model.family, model.style, 0, above.indent,
                       own)
    reading.doubts.append((above.number, f"read as choice {own}: {above.rest[:20]!r} has no punctuation after "
                                         f"its label, as the other choices have"))
    return k - 1


def _glued_lead(texts: list[str], sign: str = "") -> int | None:
    """Where the choices start when all from there start with one bullet-like sign glued to their text (``-text``,
    ``*text``), or with ``sign`` (the one the file's choices all start with, ``lead_sign``), and the lines above,
    if any, do not (the question's text, wrapped: two choices at least below it); else None."""
    signs = _GLUED + sign
    k = next((k for k, t in enumerate(texts) if t[:1] and t[:1] in signs), None)
    if k is None or (k and len(texts) - k < MIN_CHOICES) or len({t[:1] for t in texts[k:]}) != 1:
        return None
    return k if all(t[:1] not in signs for t in texts[:k]) else None


#: signs a choice may start with, glued to its text, in files that bullet every choice so
_GLUED = "-~•·*"
#: signs no choice is bulleted with: they open a text (a table row's bar, a bracket, a quote, a sum, code)
#: or stand for one (a blank)
_NOT_BULLETS = "|([{<«“‘„‚\"'`¿¡$\\#%&@/.…_,;:?"


def lead_sign(choices: list[list[str]]) -> str:
    """The sign every choice of the file's questions starts with, a space after it (``! text`` on every choice line,
    a bullet no list knows), when nine questions in ten start all their choices with it; else "". A sign that
    opens a text or stands for one (``_NOT_BULLETS``), a letter or a digit is none."""
    firsts: Counter[str] = Counter()
    for texts in choices:
        signs = {t[:1] for t in texts if t[1:2] in (" ", "\t")}
        if len(signs) == 1 and all(t[1:2] in (" ", "\t") for t in texts):
            firsts[signs.pop()] += 1
    if not firsts:
        return ""
    sign, count = firsts.most_common(1)[0]
    if count < max(2, 0.9 * len(choices)) or sign in _NOT_BULLETS or unicodedata.category(sign)[0] not in "PS":
        return ""
    return sign


#: a section's name in brackets, then the question's number: ``[CULTURA GENERALE] 01. Quale…``
_SECTIONED = re.compile(r"\[([^\[\]]{1,60})\][ \t]*(\d{1,4})[.)][ \t]*(?=\S)")
#: a short bracketed token opening a question's line (``[?] **1. text**``): a note's marker, when every question
#: of the file opens with it
_MARKER = re.compile(r"\[[^\[\]\s\w]{1,3}\][ \t]+(?=\S)")


def _shared_marker(readings: list[Reading]) -> str:
    """The bracketed token that opens the text line of every question the layout read (all but one in ten):
    the file's furniture, not the questions' text; "" when there is none."""
    heads = [r.stem[0] for r in readings if r.stem and r.choices]
    found = Counter(m.group(0).strip() for h in heads if h.kind == TEXT
                    and (m := _MARKER.match(h.rest if h.wrap else h.raw.strip())))
    if not found:
        return ""
    marker, count = found.most_common(1)[0]
    return marker if count >= max(2, 0.9 * len(heads)) else ""


#: an id alone after a key: ``1.1.01-001``, ``Q-17``, ``4711``
_ID = re.compile(r"[\w.#/-]{1,24}")


def _numbers(lines: list[Line]) -> set[int]:
    """The lines whose numbers run 1, 2, 3… through the file (``_running``): each starts a question, so a
    cut that puts one below the first line of a question's text cut it wrongly."""
    shapes = Counter(ln.shape for ln in lines if (ln.kind == LABEL and ln.family == "digit") or _header(ln))
    return {lines[i].number for shape, count in shapes.items() if count >= 2 for i in _running(lines, shape)}


def _header(ln: Line) -> bool:
    """Whether the line is a record's header: a word and its running number (``Frage 12``, ``Question #3 - x``)."""
    return ln.kind == KEY and ln.style == "#" and ln.family.endswith(" #")


def _long(fields: list[Line]) -> int:
    """How many of the lines above a question's text are too long for a field (an id, a number, a topic):
    prose there is more likely the question before's (its explanation, cut off it)."""
    return sum(1 for ln in fields if len(ln.raw.strip()) > _FIELD_LENGTH)


#: the longest a field line above a question's text is (``Topic: …``, ``Question 12``, an id)
_FIELD_LENGTH = 80


def _gap(lines: list[Line]) -> int:
    """Where the first blank line (or separator) between ``lines`` is: the index of the line after it; 0
    when they run on."""
    return next((k for k in range(1, len(lines)) if lines[k].number > lines[k - 1].number + 1), 0)


def _stem_key(parts: list[Reading], keys: set[str]) -> str | None:
    """The key most records put before their question's text below other lines (``**Q:** text`` under
    ``**Question 1**``): its values are long and each its own (a field such as ``Topic:`` repeats)."""
    found: Counter[str] = Counter()
    values: dict[str, list[str]] = {}
    for p in parts:
        inner = [ln for ln in p.fields if ln.kind == KEY and ln.family in keys]
        if inner:
            found[inner[-1].family] += 1
            values.setdefault(inner[-1].family, []).append(inner[-1].rest)
    for fam, count in found.most_common(1):
        said = values[fam]
        if count >= max(2, RECURS * len(parts)) and sum(map(len, said)) >= 20 * len(said) \
                and len(set(said)) >= 0.9 * len(said):
            return fam
    return None


def _over_comments(lines: list[Line], comments: set[str]) -> set[int]:
    """The numbers of the text lines right over a choice's comment key, text lines between (a choice's text wrapped
    onto them: the comment says where the choice ends)."""
    out: set[int] = set()
    run: list[int] = []
    for k, ln in enumerate(lines):
        if ln.kind == TEXT and (not run or ln.number == lines[k - 1].number + 1):
            run.append(ln.number)
            continue
        if ln.kind == KEY and ln.family in comments and run and ln.number == run[-1] + 1:
            out.update(run)
        run = [ln.number] if ln.kind == TEXT else []
    return out


def _why(lines: list[Line] | None) -> str | None:
    """A choice's comment: its key's value, then the lines it goes on with (``choicecomments``)."""
    if not lines:
        return None
    return "\n".join([lines[0].rest, *(ln.raw.strip() for ln in lines[1:])]).strip() or None


def _choice_text(lines: list[Line], shape: Shape | None) -> str:
    """A choice's text: its first line without the prefix all choices share (the whole line when they
    share none), then the lines it goes on with."""
    first = lines[0]
    text = first.rest if shape is not None and first.shape == shape else whole(first)
    more = [ln.raw if ln.kind == CODE else ln.raw.strip() for ln in lines[1:]]
    return "\n".join([text, *more]).strip()


def whole(line: Line) -> str:
    """A line's text without its bullet or HTML wrapping, its prefix kept."""
    if line.kind in (CODE, SEP):
        return line.raw.strip() if line.kind == SEP else line.raw
    if line.kind == TEXT:
        return line.rest
    return f"{line.prefix} {line.rest}".strip()


def _marks_of(lines: list[Line], shape: Shape | None, marks: list[str] | None) -> tuple[list[str], str]:
    """The mark tokens on a choice (an attribute of its tag, a token before or after its text) and its
    text: with ``marks`` None every candidate token, the text only without a leading mark; else those of
    ``marks`` found, the text without them (and without an empty box)."""
    text = _choice_text(lines, shape)
    found = [a for a in lines[0].attrs if marks is None or a in marks]
    bullet = lines[0].wrap if lines[0].kind == TEXT and len(lines[0].wrap) == 1 and (shape is None or not shape[1]) \
        else ""
    if bullet and marks is not None and bullet in marks:
        found.append(bullet)             # "* DESCARTES" where the file's mark is learnt glued ("*SACI"): spaced
    ticked = [m for m in marks or [] if _LETTER_MARK.fullmatch(m)]
    if ticked and (rest := lettermarks.marked(text, ticked[0][0])) is not None:
        return [*found, ticked[0]], rest.strip()   # "x text": the letter the file ticks its right choices with
    lead = lead_mark(text)
    if lead is not None and (marks is None or lead[0] in marks or lead[0] == "[ ]"):
        if marks is None or lead[0] != "[ ]":
            found.append(lead[0])
        text = lead[1]
    trail = trail_mark(text)
    head, _, tail = text.partition("\n")
    first = trail_mark(head) if tail else None
    if trail is not None and (marks is None or trail[0] in marks):
        found.append(trail[0])
        text = trail[1] if marks is not None else text
    elif first is not None and (marks is None or first[0] in marks):
        found.append(first[0])           # the mark ends the choice's first line, its text goes on
        text = f"{first[1]}\n{tail}" if marks is not None else text
    return found, text.strip()


#: a mark learnt as a letter and a space (``x ``: ``lettermarks``)
_LETTER_MARK = re.compile(r"[^\W\d_] ")


def _learn_marks(parts: list[Reading], shape: Shape | None, running: set[int] | frozenset[int] = frozenset()
                 ) -> list[str]:
    """The tokens a file puts on its right choices: each on at least one choice and not on every choice
    of the records where it is, in many records; a second token only where the first is not. Tokens on
    exactly the same choices are one mark written with both (``***a) text***``: bold ``**`` around italic
    ``*``): all are taken, whichever is met first. Tokens are weighed in the order the file gives them. A choice
    line holding a record's running number (``Question 8 (2 points)``, ``runninglines``) is a record's heading cut
    into the choices: its tokens are no mark."""
    on: Counter[str] = Counter()
    notall: Counter[str] = Counter()
    share: dict[str, float] = {}
    records_with: dict[str, set[int]] = {}
    places: dict[str, set[tuple[int, int]]] = {}
    for r, p in enumerate(parts):
        if not MIN_CHOICES <= len(p.choices) <= MAX_CHOICES:
            continue
        tokens: Counter[str] = Counter()
        for k, c in enumerate(p.choices):
            if c[0].number in running:
                continue
            found = list(dict.fromkeys(_marks_of(c, shape, None)[0]))   # each once, in the file's order
            tokens.update(found)
            for token in found:
                places.setdefault(token, set()).add((r, k))
        for token, count in tokens.items():
            on[token] += 1
            records_with.setdefault(token, set()).add(r)
            share[token] = share.get(token, 0.0) + count / len(p.choices)
            if count < len(p.choices):
                notall[token] += 1
    n = len(parts)
    marks: list[str] = []
    covered: set[int] = set()
    for token, count in on.most_common():   # ties in the order first met (a Counter keeps it)
        if token == "[ ]" or count < max(2, 0.1 * n) or notall[token] < 0.8 * count or share[token] / count > 0.6 or \
                lastmarks.at_last(places[token], [len(p.choices) for p in parts]):
            continue    # on the last line of every record: its place, no mark (read where marks are learnt, lastmarks)
        if any(places[token] == places[mark] for mark in marks):
            marks.append(token)          # the same choices as a mark taken: a part of it
            continue
        if marks and len(records_with[token] - covered) < 0.8 * count:
            continue
        marks.append(token)
        covered |= records_with[token]
    return marks if len(covered) >= max(2, RECURS * n) else []


#: a number alone on a line, as a file gives each question its level or points
_SHORT_NUMBER = re.compile(r"\d{1,3}")


def _shared_keys(readings: list[Reading]) -> frozenset[str]:
    """The keys (``Q:``, ``Enunciado:``) that half or more of the questions' texts start with: the file's
    label for a question; a key only a few start with (``Complete:``, ``Note:``) is those questions' text
    (a key with a number, ``Q3:``, or alone on its line, labels its question wherever it stands)."""
    heads = [r.stem[0] for r in readings if r.stem and r.choices]
    counts = Counter(ln.family for ln in heads if ln.kind == KEY)
    return frozenset(key for key, n in counts.items() if 2 * n >= len(heads))


def _number_lines(body: list[Reading], deck: ImportedDeck) -> None:
    """A number alone on the last line of nearly every question's text (a level, points: ``2``) is a field the
    file gives each question, not its text; a number alone above the first question that counts the questions
    is the file's count."""
    asked = [r for r in body if r.choices and r.stem]
    numbered = [r for r in asked if len(r.stem) >= 2 and _SHORT_NUMBER.fullmatch(r.stem[-1].raw.strip())]
    if len(numbered) < 3 or len(numbered) < 0.8 * len(asked):
        return
    for r in numbered:
        r.fields.append(r.stem.pop())
    first = asked[0].stem
    if len(first) >= 2 and first[0].raw.strip().isdecimal() and int(first[0].raw.strip()) == len(asked):
        deck.skip(first.pop(0).number)


# -- records of a fixed number of lines ------------------------------------------------------------------

def _fixed_cut(lines: list[Line]) -> _Cut | None:
    """The file read as records of a fixed number of lines (``fixedrecords.py``), as a cut to weigh
    against the others: every record it reads fits and is answered."""
    fixed = fixed_records(lines)
    if fixed is None:
        return None
    readings: list[Reading] = []
    pending = list(fixed.unread)
    for rec in fixed.records:
        while pending and pending[0][0].number < rec.lines[0].number:
            readings.append(Reading(Record(pending.pop(0))))
        reading = Reading(Record(rec.lines), stem=[rec.stem], choices=[[c] for c in rec.choices],
                          texts=rec.texts, answer=rec.answer, answer_line=rec.answer_line, fields=rec.fields,
                          explanation=rec.explanation)
        if rec.said:                     # (a record without its answer line: fixedrecords says it)
            reading.doubts.append((rec.stem.number, rec.said))
        elif len(rec.lines) != fixed.template.period and not fixed.template.counted:   # (a count says how many)
            usual = fixed.template.choices(fixed.template.period)
            reading.doubts.append((rec.stem.number, f"a question of {len(rec.choices)} choices where the file's "
                                                    f"others have {usual} (lines {rec.lines[0].number}–"
                                                    f"{rec.lines[-1].number})"))
        if rec.loose:
            reading.doubts.append((rec.stem.number, f"a question that does not end as the file's others do "
                                                    f"({fixed.template.stem_end!r}), read as one as it stands in "
                                                    f"step with them (lines {rec.lines[0].number}–"
                                                    f"{rec.lines[-1].number})"))
        readings.append(reading)
    readings += [Reading(Record(run)) for run in pending]
    if fixed.trail:
        readings.append(Reading(Record(fixed.trail)))
    _placeholders(readings)
    t = fixed.template
    layout = Layout(stem=None, choice=None, answer_mode=t.mode, base_unsure=t.unsure,
                    bare_answer=t.answer not in ("mark", "none"), marks=[t.mode] if t.answer == "mark" else [])
    score = sum(len(r.record.lines) + 1 for r in readings if r.fits) \
        - sum(len(r.record.lines) for r in readings if not r.fits)
    # a question over bare choice lines, the next right under them, nothing naming the right one and nothing else in
    # the file: a quiz app's data (a title above them, numbers, bullets or letters are a person's page; sections'
    # lines, ``!SPORTS``, an app's own format whose right choice no rule tells: no answers)
    data = t.answer == "none" and not fixed.sections and not any(ln.content for ln in fixed.lead) and bare_records(
        ln.raw for rec in fixed.records for ln in [rec.stem, *rec.choices])
    return _Cut(f"every {t.period} lines", layout, readings, score, fixed, first_right=data)


# -- records cut before the line that asks -----------------------------------------------------------------

def _asked_cut(lines: list[Line], running: set[int]) -> _Cut | None:
    """The file cut before each line that asks, its blank lines inside the records (``askedrecords.py``), as a cut to
    weigh against the others: each record's layout learnt as any cut's, the paragraphs after its choices its
    explanation."""
    found = asked_records(lines)
    if found is None:
        return None
    learner = _Learner([Record(rec) for rec, _ in found])
    if not learner.ok:
        return None
    readings = learner.read()
    for reading, (_, tail) in zip(readings, found, strict=True):
        if tail:
            reading.record = Record(reading.record.lines + tail)
            reading.explanation = [*reading.explanation, *tail]
    _cut_across(readings, running_lines([(ln.number, ln.raw) for ln in lines if ln.content]))
    return _Cut("before each line that asks", learner.layout, readings, _score(readings, running))


# -- records of labelled fields ----------------------------------------------------------------------------

def _field_cut(lines: list[Line], running: set[int]) -> _Cut | None:
    """The file read as records of labelled fields (``fieldrecords.py``), as a cut to weigh against the
    others."""
    found = field_records(lines)
    if found is None:
        return None
    readings: list[Reading] = []
    if found.lead:
        readings.append(Reading(Record(found.lead)))
    for rec in found.records:
        reading = Reading(Record(rec.lines), stem=rec.stem, choices=rec.choices, texts=rec.texts,
                          answer=rec.answer, answer_line=rec.answer_line, explanation=rec.explanation,
                          lead=rec.head, fields=rec.before, tail=rec.tail, problems=rec.problems, doubts=rec.doubts)
        if not rec.stem and not rec.choices:
            reading.problems = []        # no question here: said as lines no question holds
        readings.append(reading)
    if found.trail:
        readings.append(Reading(Record(found.trail)))
    layout = Layout(stem=None, choice=None, answer_key=found.answer, answer_mode=found.mode,
                    base_unsure=found.unsure)
    # (a record's head, a heading most records end with, is furniture the records share: not penalised)
    score = _score(readings, running, lead=0, choice_lines=True)
    return _Cut(f"fields {found.question!r}, {found.choices!r}", layout, readings, score)


# -- records of one line ----------------------------------------------------------------------------------

def _line_cut(lines: list[Line], running: set[int]) -> _Cut | None:
    """The file read as records of one line, their fields apart by a separator (``linerecords.py``), as a
    cut to weigh against the others: each record's parts as lines of the record's number."""
    found = line_records(lines)
    if found is None:
        return None
    readings: list[Reading] = []   # (the lines of another form are left unused, and said)
    for rec in found.records:
        n = rec.line.number
        stem = stem_line(n, rec.stem)
        choices = [[Line(n, t, TEXT, t)] for t in rec.texts]
        answer = Line(n, rec.answer_value, KEY, rec.answer_value) if rec.answer_value is not None else None
        explanation = [Line(n, rec.explanation, TEXT, rec.explanation)] if rec.explanation else []
        fields = [Line(n, rec.ident, TEXT, rec.ident)] if rec.ident else []
        record = Record([*fields, stem, *(c[0] for c in choices), *([answer] if answer else []), *explanation])
        readings.append(Reading(record, stem=[stem], choices=choices, texts=rec.texts, answer=rec.answer,
                                answer_line=answer, explanation=explanation, fields=fields))
    layout = Layout(stem=None, choice=None, answer_mode=found.mode, base_unsure=found.unsure,
                    bare_answer="answer" in found.roles, trailing=False)
    unread: list[tuple[int, str]] = []
    doubled = len(found.separator) == 2 and found.separator[0] == found.separator[1]   # ``__``: one token
    split = repr(found.separator) if doubled else " or ".join(repr(c) for c in found.separator)
    if found.others:
        widths = Counter(len(split_fields(ln.raw, found.separator)) for ln in found.others)
        shown = ", ".join(str(ln.number) for ln in found.others[:8]) + (", ..." if len(found.others) > 8 else "")
        unread.append((found.others[0].number,
                       f"{len(found.others)} line{'s' if len(found.others) != 1 else ''} not read as questions: "
                       f"the file's questions are lines of {found.width} fields split by {split}, "
                       f"these have {', '.join(str(w) for w, _ in widths.most_common())} (lines {shown})"))
    score = _score(readings, running, lead=0)
    return _Cut(f"lines of {found.width} fields split by {split}", layout, readings, score, unread=unread,
                first_right=found.mode == "none" and not found.labelled and not found.others, said=found.said)


# -- a question over a line of its choices --------------------------------------------------------------

def _list_cut(lines: list[Line], running: set[int]) -> _Cut | None:
    """The file read as questions each over a line that lists its choices (``listlines.py``), as a cut to weigh
    against the others: each choice a line of its list's number."""
    found = list_lines(lines)
    if found is None:
        return None
    readings: list[Reading] = []
    for rec in found.records:
        n = rec.choices_line.number
        stem = Line(rec.stem.number, rec.stem_text, TEXT, rec.stem_text)
        choices = [[Line(n, t, TEXT, t)] for t in rec.texts]
        answer = rec.answer_line
        record = Record([stem, *(c[0] for c in choices), *([answer] if answer else [])])
        readings.append(Reading(record, stem=[stem], choices=choices, texts=rec.texts, answer=rec.answer,
                                answer_line=answer, doubts=rec.doubts))
    if found.unsure and readings and readings[0].answer_line is not None:
        readings[0].doubts.append((readings[0].answer_line.number, counted_from_one("the answer numbers")))
    layout = Layout(stem=None, choice=None, answer_mode=found.mode if found.answered else "",
                    bare_answer=found.answered, trailing=False)
    score = _score(readings, running, lead=0)
    return _Cut(f"questions over a line of choices split by {found.separator!r}", layout, readings, score)


# -- a question with its choices glued in brackets at its line's end -----------------------------------------

def _bracket_cut(lines: list[Line], running: set[int]) -> _Cut | None:
    """The file read as questions each with its choices glued in brackets at its line's end
    (``bracketrows.py``), the right letter maybe on the line below, as a cut to weigh against the others."""
    found = bracket_rows(lines)
    if found is None:
        return None
    readings: list[Reading] = []
    for rec in found.records:
        n = rec.line.number
        stem = Line(n, rec.text, TEXT, rec.text)
        choices = [[Line(n, t, TEXT, t)] for t in rec.choices]
        answer = rec.answer_line
        record = Record([stem, *(c[0] for c in choices), *([answer] if answer else [])])
        readings.append(Reading(record, stem=[stem], choices=choices, texts=list(rec.choices), answer=rec.answer,
                                answer_line=answer))
    layout = Layout(stem=None, choice=None, answer_mode="letter" if any(r.answer_line for r in found.records) else "",
                    bare_answer=True, trailing=False)
    score = _score(readings, running, lead=0)
    return _Cut("questions with their choices in brackets at their lines' end", layout, readings, score)


# -- true/false statements, one a line ---------------------------------------------------------------------

def _verdict_cut(lines: list[Line]) -> _Cut | None:
    """The file read as true/false statements each with its value on its line (``verdictlines.py``), as a
    cut to weigh against the others: each statement a question of the file's two values."""
    found = verdict_lines(lines)
    if found is None:
        return None
    readings: list[Reading] = []
    for v in found.verdicts:
        n = v.line.number
        stem = Line(n, v.statement, TEXT, v.statement)
        choices = [[Line(n, t, TEXT, t)] for t in found.choices]
        answer = Line(n, v.value, KEY, v.value)
        readings.append(Reading(Record([stem, answer]), stem=[stem], choices=choices, texts=list(found.choices),
                                answer=[v.right], answer_line=answer, between=v.heads, tags=v.tags))
    if found.written != found.choices and wordless(found.written) and readings:   # "1"/"0" written as words
        readings[0].doubts.append((found.verdicts[0].line.number, f"the values {found.written[0]!r}/"
                                   f"{found.written[1]!r} read as true/false, written as {found.choices[0]!r}/"
                                   f"{found.choices[1]!r} (the statements' language guessed from their letters)"))
    if found.said is not None and readings:   # "○"/"×", "O"/"X" taken as a ○×-quiz's verdicts (verdictlines)
        readings[0].doubts.append((found.verdicts[0].line.number, found.said))
    if found.unsure and readings:
        first = found.verdicts[0]
        readings[0].doubts.append((first.line.number, f"read as true/false statements whose value is "
                                                      f"{found.choices[0]!r} or {found.choices[1]!r}; not sure "
                                                      f"which says true: {found.choices[0]!r} (the first used)"))
    unread: list[tuple[int, str]] = []
    if found.others:
        shown = ", ".join(str(ln.number) for ln in found.others[:8]) + (", ..." if len(found.others) > 8 else "")
        unread.append((found.others[0].number,
                       f"{len(found.others)} line{'s' if len(found.others) != 1 else ''} not read as questions: "
                       f"the file's questions are statements with {found.written[0]!r} or {found.written[1]!r} "
                       f"{'after' if found.after else 'before'} {found.separator!r}, these are not (lines {shown})"))
    layout = Layout(stem=None, choice=None, answer_mode="text", bare_answer=True, trailing=False)
    score = sum(len(r.record.lines) + 1 for r in readings)
    return _Cut(f"true/false statements split by {found.separator!r}", layout, readings, score, unread=unread,
                said=found.notes)


# -- the reader -------------------------------------------------------------------------------------------

@dataclass
class _Cut:
    name: str
    layout: Layout
    readings: list[Reading]
    score: int
    fixed: FixedReading | None = None    # read as records of a fixed number of lines (fixedrecords.py)
    unread: list[tuple[int, str]] = field(default_factory=list)   # lines of another form, said at the first
    first_right: bool = False            # records naming no right choice (one line, a fixed length): the first taken
    said: list[tuple[int, str, str]] = field(default_factory=list)   # what the cut's reader says: line, message, hint
    blocks: bool = False                 # first_right for blank-line blocks of bare lines (``_bare_blocks``)

    def __post_init__(self) -> None:
        self.first_right = self.first_right or self.blocks


#: the share of blank-line blocks whose question must ask (``?``) or announce (``:``) for the first-choice convention
_ASKED = 0.9
#: how a line ends that is no bare choice (it asks, announces, or opens or ends a statement of code), in more than one
#: choice line in twenty of blank-line blocks: no quiz app's data
_NO_CHOICE_END = (*ASKING_OR_ANNOUNCING, ";", "{")
#: a line that names a choice by a short key and a label (``Answer: C``, ``Ans: 2``, ``Correct: (b)``)
_KEYED_LABEL = re.compile(r"[^\W\d_][^:：]{0,24}[:：][ \t]*\(?[A-Za-z0-9]{1,2}[).]?")


def _bare_blocks(name: str, layout: Layout, readings: list[Reading]) -> bool:
    """Whether the cut at blank lines reads a quiz app's data (``firstright``): every block a question over its bare
    choice lines (a tag line above it, ``blocktags``), not all of one length, nothing naming the right one, nothing
    else in the file; nine questions in ten asking (titles over lines are poems, a glossary, steps), hardly a choice
    line ending as code or a question does; the first choice of each is then taken as right, as for records of a
    fixed length, said at line 1 (a survey has the same shape: the hint says so)."""
    if name != "blank lines" or layout.choice is not None or layout.answered or not readings:
        return False
    if not all(r.sound and r.answer is None and not r.lead and not r.explanation for r in readings):
        return False
    if len({len(r.record.lines) for r in readings}) == 1:
        return False                     # blocks of one length: records of a fixed length, the fixed readers'
    if any(ln.wrap or _KEYED_LABEL.fullmatch(ln.raw.strip()) for r in readings for ln in r.record.lines):
        return False                     # a key naming a label (``Answer: C``), a heading: a page, no data
    if sum(1 for r in readings if r.stem and ends_with(r.stem[-1].raw, ASKING_OR_ANNOUNCING)) < _ASKED * len(readings):
        return False                     # titles over lines (poems, a glossary, steps, contents): no questions
    ends = [ends_with(c[0].raw, _NO_CHOICE_END) for r in readings for c in r.choices]
    if sum(ends) * 20 > len(ends):
        return False                     # choice lines that ask, announce or open a block: a page, a code listing
    return bare_records(ln.raw for r in readings for ln in [*r.stem, *(c[0] for c in r.choices)]
                        if all(len(c) == 1 for c in r.choices))


def _best_cut(lines: list[Line]) -> _Cut | None:
    """The cut of the file into records whose learnt layout reads the most of it (a fixed length, labelled
    fields and the other ways of cutting, ``_cuts``, weighed alike)."""
    best: _Cut | None = None
    running = _numbers(lines)
    for name, records in _cuts(lines):
        if len(records) < 2 and not (len(records) == 1 and len(lines) < 40):
            continue
        learner = _Learner(records)
        if not learner.ok:
            continue
        readings = learner.read()
        score = _score(readings, running)
        if best is None or score > best.score:
            best = _Cut(name, learner.layout, readings, score, blocks=_bare_blocks(name, learner.layout, readings))
        switched = _switched(name, records, learner, readings, running)
        if switched is not None and switched.score > best.score:
            best = switched
    asked = _asked_cut(lines, running)
    # every block opening with its tag and read (blocktags): the blocks are the records, not the asking lines
    tagged = best is not None and bool(best.layout.block_tags) and all(r.sound for r in best.readings)
    if asked is not None and not tagged and (best is None or asked.score > best.score):
        best = asked
    fixed = _fixed_cut(lines)
    if fixed is not None and (best is None or fixed.score > best.score):
        best = fixed
    fields = _field_cut(lines, running)   # on a tie, the reading that knows what each line is for
    if fields is not None and (best is None or fields.score >= best.score):
        best = fields
    one_line = _line_cut(lines, running)
    if one_line is not None and (best is None or one_line.score > best.score):
        best = one_line
    verdicts = _verdict_cut(lines)
    if verdicts is not None and (best is None or verdicts.score > best.score):
        best = verdicts
    listed = _list_cut(lines, running)
    if listed is not None and (best is None or listed.score > best.score):
        best = listed
    glued = _bracket_cut(lines, running)
    if glued is not None and (best is None or glued.score > best.score):
        best = glued
    return best


def _switched(name: str, records: list[Record], learner: _Learner, readings: list[Reading],
              running: set[int]) -> _Cut | None:
    """The cut read with a layout for each of two runs of records, where the file changes its layout once: the
    records of one run fit the learnt layout and nearly all those of the other do not, but fit a layout learnt from
    them alone (``layoutruns``); None when the records do not switch so."""
    asked = [k for k, r in enumerate(readings) if r.choices]   # (a title's record, no question's, aside)
    found = switch_at([readings[k].sound for k in asked])
    if found is None or len(readings) != len(records):
        return None
    at, failing_first = asked[found[0]], found[1]
    lo, hi = (0, at) if failing_first else (at, len(records))
    other = _Learner(records[lo:hi])
    if not other.ok:
        return None
    again = other.read()
    if not run_fits([r.sound for r in again if r.choices]):
        return None
    combined = again + readings[at:] if failing_first else readings[:at] + again
    major = learner.layout if len(records) - (hi - lo) >= hi - lo else other.layout
    first = records[at].first
    after = sum(1 for k in asked if k >= at)
    said = [(first, f"the questions change their layout here (from question {len(asked) - after + 1} on, {after} of "
                    f"{len(asked)}): each part read by the layout its own questions repeat",
             "check a question of each part against the source")]
    return _Cut(f"{name}, a layout for each of two runs", major, combined, _score(combined, running), said=said)


def _score(readings: list[Reading], running: set[int], lead: int = 2, choice_lines: bool = False) -> int:
    """How much of the file a cut reads: the lines of its sound records, one more for each answer, less
    ``lead`` for each line before a question's text, its long fields, and each line of a question's text
    (and of its choices' first lines, with ``choice_lines``) that the file's running numbers start; less
    the lines of records that hold choices and do not read, and each running header (``Frage 12``) that does
    not open its record."""
    return sum(len(r.record.lines) - lead * len(r.lead) + (r.answer is not None) - _long(r.fields)
               - sum(1 for ln in [*r.stem[1:], *((c[0] for c in r.choices) if choice_lines else ())]
                     if ln.number in running)
               for r in readings if r.sound) \
        - sum(len(r.record.lines) for r in readings if not r.sound and r.choices) \
        - sum(1 for r in readings for k, ln in enumerate(r.record.lines[1:], start=1) if ln.number in running
              and _header(ln) and not (k == 1 and opens(r.record.lines[0], ln)))


def _keys_moved(source: list[str], lines: list[Line], deck: ImportedDeck) -> None:
    """The lines of keys moved down onto their values' lines (``numberedkeys``): read with the question that reads
    the line under them. The questions' lines are indexed once (the first question reading a line has it)."""
    moved = [ln.number for ln in lines if ln.kind == BLANK and source[ln.number - 1].strip()]
    if not moved:
        return
    reads: dict[int, ImportedQuestion] = {}
    for q in deck.questions:
        for a, b in q.lines:
            for n in range(a, b + 1):
                reads.setdefault(n, q)
    for number in moved:
        if (under := reads.get(number + 1)) is not None:
            under.use(number)


def _answers(cut: _Cut) -> tuple[int, int]:
    """How many questions a cut answers, then how many it reads (a file without answers)."""
    return sum(1 for r in cut.readings if r.fits and r.answer is not None), sum(1 for r in cut.readings if r.fits)


class LayoutReader(Importer):
    """A file read by the record layout it repeats (see the module's docstring)."""

    #: the share of the file's records that fit its learnt layout (0: no layout repeats; set by ``read``)
    fit: float = 0.0
    _fixed = False
    _numbered = False                    # the file's questions start with a number label (``12.``)
    _section = ""                        # the tag of the section the questions are in, when one is named
    _stem_keys: frozenset[str] = frozenset()   # keys most questions start with (``Q:``): labels, not text
    _marker = ""                         # a bracketed token every question's line opens with (``[?]``): furniture
    _unmarked = 0                        # the questions it was taken off
    _answer_key: str | None = None       # the learnt answer key, and the questions' lines when each is one (lonelines)
    _one_liners: tuple[str, ...] = ()

    def read(self, deck: ImportedDeck) -> None:
        lines = glued_numbers(classify(self.source.lines))   # ``2480.12 个月``: question 2480's label
        headed = tagged_headers(lines)   # "**Question #12 - Topic 1**": the record's header, its tail a tag
        self._header_tags: dict[int, str] = {}
        if headed is not None:
            lines, self._header_tags = headed
        self._taken: set[str] = set()      # the question ids given (from numbers, else the question's place)
        best = _best_cut(lines)
        slips: list[Slip] = []
        if best is not None and headed is None and (got := mended(
                lines, best.layout.choice, best.layout.stem,
                [[ln.number for ln in r.record.lines] for r in best.readings])) is not None:
            again = glued_numbers(classify(got[0]))   # "1:" among "1.", "Q;" among "Q:": the file's sign (signslips)
            other = _best_cut(again)
            if other is not None and other.score > best.score:
                lines, best, slips = again, other, got[1]
        keyed = numbered_keys(lines)
        flags = choice_flags(lines)
        unkeyed, marked = lines, rekeyed(lines)
        for changed in (unfold(lines), marked, flagged(lines), numbers_alone(lines), keyed,
                        flags.lines if flags is not None else None):
            # choices inline; the right one's own key; a line of 0/1 flags beside a line of words; a number alone;
            # keys with a running number (``v1(j):``) alone over their values; a 0/1 line beside each choice
            if changed is not None:                          # kept when it answers (reads) more
                other = _best_cut(changed)
                if other is not None and other.score > 0 and _answers(other) > (_answers(best) if best else (0, 0)):
                    lines, best = changed, other
        if best is None or best.score <= 0:
            self.fit = 0.0
            return
        self._fixed = best.fixed is not None   # questions of a fixed number of lines: a line between them is odd
        if best.fixed is not None:
            self._lead(best.fixed, deck)
        self._write(best, deck)
        if keyed is not None and lines is keyed:
            _keys_moved(self.source.lines, keyed, deck)
        if marked is not None and lines is marked and deck.questions:
            self._bullet_keys_said(unkeyed, marked)
        if flags is not None and lines is flags.lines and deck.questions:
            self._flags_said(flags, deck)
        if deck.questions and (placed := [ln for ln in lines if ln.attrs and not ln.wrap and ln.indent
                                          and ln.attrs[-1] in BULLETS]):
            # a bullet in the indent's place (``+ right`` among ``  wrong``: ``linekinds._indent_marks``): learnt, said
            self.warning(placed[0].number, 1, f"the bullet {placed[0].attrs[-1]!r} standing in the indent's place of "
                                              f"{len(placed)} choice lines read as the right choice's mark",
                         hint="check a few answers against the source")
        if best.fixed is not None and best.fixed.sections:
            self._sections(best.fixed.sections, deck)
        if deck.questions:
            for number, message in best.unread:
                self.warning(number, 1, message, hint="check that no question is lost")
            for number, message, hint in best.said:
                self.warning(number, 1, message, hint=hint)
            if best.layout.block_tags:
                self._tags_said(best)
            for slip in slips:
                self.warning(slip.number, 1, f"{slip.written!r} read as {slip.read!r}, the sign the file's other "
                                             "records write it with", hint="check the line; write it as the others are")
            for ln in lines:
                if ln.kind == SEP:
                    deck.skip(ln.number)   # rules, tags alone, the file's separators: furniture
            self._key_line(lines, deck)
            if best.first_right:
                self._first_right(best, deck)

    def _tags_said(self, cut: _Cut) -> None:
        """The line opening every block read as its tag (``blocktags``), said at the first: the repetition proves a
        field of few values, not that it is no part of the question."""
        values = cut.layout.block_tags
        shown = ", ".join(repr(v) for v in values[:3]) + (", …" if len(values) > 3 else "")
        self.warning(cut.readings[0].record.first, 1,
                     f"the first line of each of the {len(cut.readings)} blocks, one of {len(values)} values the "
                     f"file repeats ({shown}), read as the question's tag, not its text",
                     hint="check a few questions; where that line is a part of the question, put it back in its text")

    def _bullet_keys_said(self, before: list[Line], after: list[Line]) -> None:
        """A key opening one bullet of each question's choices read as the right one's mark (``linekinds.
        keyed_bullets``: ``- **Correct Answer:** x`` among ``- y``), said at its first line: the structure proves a
        mark, not that it marks the right choice (a review page's ``- **Your answer:** x`` has the same shape)."""
        keys = [old for old, new in zip(before, after, strict=True) if new is not old and new.kind == TEXT]
        if keys:
            self.warning(keys[0].number, 1, f"the key {keys[0].prefix.strip()!r} opening one bullet of {len(keys)} "
                                            "questions' choices read as the right choice's mark",
                         hint="check a few answers against the source")

    def _flags_said(self, flags: Flags, deck: ImportedDeck) -> None:
        """The 0/1 line beside each choice read as its flag (``choiceflags``), said at the first question: the side
        and the meaning are learnt, not written; a run whose flags name no right choice, or all, at its line."""
        self.warning(deck.questions[0].pos.line, 1,
                     f"the line holding only 0 or 1 beside each choice of {flags.runs} questions read as the choice's "
                     "flag: 1 marks the right one", hint="check a few answers against the source")
        for number in flags.odd:
            self.warning(number, 1, "the 0/1 flags beside these choices name no right one, or all: no answer read",
                         hint="write the answer (`answer: B`)")

    def _first_right(self, cut: _Cut, deck: ImportedDeck) -> None:
        """Records that name no right choice (and no key line after them), one a line or one every few lines set apart
        by nothing (a question, its bare choices, the next question): quiz apps' data (``firstright``): the first
        choice of each taken as right, said loudly at the first line, in the sheets' words; not where the choices
        carry a mark ``learntmarks`` learns (``Jupiter *``): the answers are read from it after the reader."""
        if not take_first(deck.questions):
            return
        if cut.blocks:
            self.warning(1, 1, first_said("read as blocks apart by blank lines, a question and its choices each",
                                          len(deck.questions)),
                         hint=f"{FIRST_HINT}; a survey, or a page of questions over their answers' lines, is written "
                              "the same way: if the file is one, it names no right answer")
            return
        if cut.fixed is not None:
            self.warning(1, 1, first_said(f"read as records of {cut.name}, a question and its choices each",
                                          len(deck.questions)), hint=FIRST_HINT)
            return
        self.warning(1, 1, first_said(f"read as {cut.name}, a question each", len(deck.questions), "field", "line"),
                     hint="check a few questions; a field naming the right choice on each line "
                          "(`2 + 3 = ? | 5, 4, 6, 7 | 5`) makes it certain; where the file has no key, remove the "
                          "answers")

    @staticmethod
    def _sections(sections: dict[int, str], deck: ImportedDeck) -> None:
        """The lines naming sections (``!GEOGRAPHY``) furniture, each question tagged with its section's name."""
        starts = sorted(sections)
        for q in deck.questions:
            above = [n for n in starts if n < q.pos.line]
            if above and (tag := make_tag(sections[above[-1]])):
                q.tags.append(tag)
        for n in starts:
            deck.skip(n)

    def _key_line(self, lines: list[Line], deck: ImportedDeck) -> None:
        """Answers given as one line of labels in the questions' order (``1, 2, 3, 1``, ``B D A C``),
        above the first question or below the last, when no question has an answer: as many labels as
        questions, each naming one of its question's choices."""
        if any(q.answer is not None for q in deck.questions):
            return
        used = {n for first, last in deck.unused([ln.raw for ln in lines]) for n in range(first, last + 1)}
        firsts = min(q.pos.line for q in deck.questions)
        lasts = max(last for q in deck.questions for _, last in q.lines)
        n = len(deck.questions)
        for ln in lines:
            if ln.number not in used or firsts <= ln.number <= lasts:
                continue
            tokens = [t for t in re.split(r"[\s,;/|]+", ln.raw.strip().strip(".")) if t]
            if len(tokens) != n or not all(bare(t) for t in tokens):
                continue
            texts = [[c.text for c in q.choices] for q in deck.questions]
            mode, unsure, resolved = mode_of(list(zip(tokens, texts, strict=True)))
            if resolved != n:
                continue
            for q, token, choices in zip(deck.questions, tokens, texts, strict=True):
                got = resolve(token, choices, mode)
                assert got is not None
                q.set_answer(got)
            deck.use(ln.number)
            deck.mend(f"the answer key on line {ln.number} (read as the answers of {{n}} question{{s}}, "
                      "in order)", n)
            if unsure:
                self.warning(ln.number, 1, counted_from_one("the numbers of the answer key"),
                             hint="check the answers of a few questions")
            return

    def _write(self, cut: _Cut, deck: ImportedDeck) -> None:
        readings = cut.readings
        fitting = [k for k, r in enumerate(readings) if r.fits]
        if len(fitting) < min(2, len(readings)):
            self.fit = 0.0
            return
        first, last = fitting[0], fitting[-1]
        layout = cut.layout
        self._numbered = layout.stem is not None and layout.stem[0] == LABEL and layout.stem[2] == "digit"
        self._stem_keys = _shared_keys(readings)
        self._marker, self._unmarked = _shared_marker(readings), 0

        counts = Counter(len(readings[k].choices) for k in fitting)
        usual = counts.most_common(1)[0][0] if counts else 0
        self._answer_key = layout.answer_key
        singles = [readings[k].stem[0].number for k in fitting   # (what follows the choices aside)
                   if len({ln.number for ln in [*readings[k].stem, *(c[0] for c in readings[k].choices)]}) == 1]
        self._one_liners = tuple(self.source.lines[n - 1] for n in singles) if len(singles) == len(fitting) else ()

        def question_like(r: Reading) -> bool:   # a question that does not fit, not prose around them
            return len(r.choices) >= MIN_CHOICES and (layout.choice is not None or r.answer_line is not None or (
                len(r.choices) == usual and counts[usual] >= RECURS * len(fitting)))   # (as many lines as most)
        while first > 0 and question_like(readings[first - 1]):
            first -= 1
        while last + 1 < len(readings) and question_like(readings[last + 1]):
            last += 1
        body = readings[first:last + 1]
        fits = len(fitting) / len(body)
        if fits < RECURS:
            self.fit = 0.0
            return
        # how sure: the share of records that fit, halved where the file gives no answer the layout learnt
        self.fit = fits if layout.answered else fits / 2
        if self.fit < RECURS / 2:
            self.fit = 0.0
            return
        for r in readings[:first]:   # one holding the file's answer line is a question that does not fit: said
            self._aside(r.record.lines, deck, before=r.answer_line is None)
        if layout.base_unsure:
            line = next(r.answer_line for r in body if r.answer_line is not None)
            assert line is not None
            after = f"after {line.prefix.strip()!r}" if line.prefix.strip() else "of the answer lines"
            self.warning(line.number, 1, counted_from_one(f"the numbers {after}"),
                         hint="check the answers of a few questions")
        _number_lines(body, deck)
        fields = Counter((ln.prefix or ln.rest[:20]).strip("*_ ") for r in body for ln in r.fields)
        if cut.fixed is not None:
            if fields:
                deck.mend("the short lines (ids, codes, levels) beside the text of {n} question{s}",
                          sum(1 for r in body if r.fields))
        elif fields:
            shown = ", ".join(repr(f) for f, _ in fields.most_common(3)) + (", ..." if len(fields) > 3 else "")
            deck.mend(f"the lines {shown} above the text of {{n}} question{{s}}", sum(1 for r in body if r.fields))
        for r in body:
            if r.between:   # a chapter's line, a page's number between two questions: furniture, said in the summary
                deck.skip(r.between[0].number, r.between[-1].number)
            if r.lead:
                self._aside(r.lead, deck, before=not deck.questions)
            if not r.choices:
                self._aside(r.record.lines, deck, before=False)
                continue
            self._question(r, deck)
            if r.interlude:   # sentences under the last choice where the file's choices are one line each
                deck.skip(r.interlude[0].number, r.interlude[-1].number)
                self.warning(r.interlude[0].number, 1, f"{len(r.interlude)} lines of sentences under the last choice "
                             "of a question, where the file's choices are one line each: left out as an interlude "
                             "between questions, not the choice's text", hint="check that no line of it is the "
                                                                              "choice's; if one is, join it there")
            if r.tail:
                self._aside(r.tail, deck, before=False)
        if self._unmarked:
            deck.mend("the mark {0} before the text of {n} question{s}", self._unmarked, repr(self._marker))
        graded = [r.furniture[0] for r in body if r.furniture and r.choices]
        if graded:                       # "1 / 1 point" under a question's text: the page's (scorelines)
            for ln in graded:
                deck.skip(ln.number)
            deck.mend("the score line under the text of {n} question{s} (like {0})", len(graded),
                      repr(graded[0].raw.strip()))
        for r in readings[last + 1:]:
            self._aside(r.record.lines, deck, before=False)

    def _lead(self, fixed: FixedReading, deck: ImportedDeck) -> None:
        """The lines before a file's first record of fixed length: its title (the deck's name), a count
        of its questions (furniture when it counts them), else said."""
        lead = [ln for ln in fixed.lead if ln.content]
        if not lead:
            return
        count = sum(1 for ln in lead if ln.raw.strip().isdecimal())
        titles = [ln for ln in lead if not ln.raw.strip().isdecimal()]
        if any(ln.raw.strip().isdecimal() and int(ln.raw.strip()) != len(fixed.records) for ln in lead):
            self.warning(lead[0].number, 1, f"a number before the first question, but {len(fixed.records)} "
                                            "questions were read", hint="check that no question is lost")
        if count:
            for ln in lead:
                if ln.raw.strip().isdigit():
                    deck.skip(ln.number)
        if len(titles) == 1 and not deck.questions:
            deck.name = whole(titles[0]).strip() or deck.name
            deck.use(titles[0].number)
        elif titles:
            self.warning(titles[0].number, 1, "not read as a question: lines before the first question "
                                              "that are not its title", hint="check that no question is lost")

    def _aside(self, lines: list[Line], deck: ImportedDeck, before: bool) -> None:
        """Lines that are no question: a title before the questions, headings between them, or prose
        that is not a question (said at its line when it sits between questions)."""
        head = lines[0]
        if before and head.wrap == "#" and len(lines) == 1 and not deck.questions:
            deck.name = head.rest.strip() or deck.name
            deck.use(head.number)
            return
        if len(lines) == 1 and deck.questions and not self._fixed and not head.wrap.startswith("#") and (
                why := why_not_title(head.raw, self._one_liners, self._answer_key)) is not None:
            self.warning(head.number, 1, f"not read as a question, though not a title: {why}",
                         hint="check its choices' labels; write it as the file's other questions are")
            return
        if all(ln.wrap.startswith("#") for ln in lines) or (len(lines) == 1 and deck.questions and not self._fixed):
            deck.skip(head.number, lines[-1].number)   # headings, a line alone between questions: a title
            return
        if not before:
            self.warning(head.number, 1, "not read as a question: it has no choices like the file's other "
                                         "questions", hint="give it choices, or remove it")

    def _question(self, r: Reading, deck: ImportedDeck) -> None:
        stem = r.stem or r.record.lines[:1]
        head = stem[0]
        first = head.rest if (head.kind in (LABEL, KEY) or head.wrap) else head.raw.strip()
        if head.kind == KEY and head.rest.strip() and "#" not in head.family and head.family not in self._stem_keys:
            first = f"{head.prefix} {head.rest}".strip()   # "Dopuni: ..." on a few questions: their text
        own = head.prefix if head.kind in (LABEL, KEY) else ""   # the question's own number, when written
        if self._marker and head.kind == TEXT and first.startswith(self._marker):
            inner = one_line(head.number, first[len(self._marker):].strip())   # "**1. text**" after "[?]"
            self._unmarked += 1
            if inner.kind == LABEL and inner.family == "digit":
                first, own = inner.rest, inner.prefix   # its number and wrapping bold: not its text
            else:
                first = inner.rest if inner.kind == TEXT else first[len(self._marker):].strip()
        section = _SECTIONED.match(first) if self._numbered and head.kind == TEXT else None
        if section:                      # "[CULTURA GENERALE] 01. text": a section's name before a numbered question
            self._section, first = make_tag(section.group(1)), first[section.end():]
        more = [ln.raw if ln.kind == CODE else ln.raw.strip() for ln in stem[1:]]
        text = "\n".join([first, *more]).strip()
        if not text and head.raw.strip():   # "Przykladowe pytanie #0" over its choices: a label is all it says
            text = re.sub(r"^#{1,6}[ \t]+", "", head.raw.strip()) if head.wrap.startswith("#") else head.raw.strip()
        numbered = re.search(r"\d+", own) if own else section
        ident = numbered.group(numbered.lastindex or 0) if numbered else next(
            (ln.raw.strip() if ln.kind != KEY else str(ln.index) if ln.style == "#" else ln.rest for ln in r.fields
             if ln.number < head.number and (ln.raw.strip().isdigit() or (ln.kind == KEY and (
                 _ID.fullmatch(ln.rest) or ln.style == "#")))), None)
        q = ImportedQuestion(self.pos(head.number, 1), text, [ImportedChoice(t, _why(r.whys.get(k)))
                                                              for k, t in enumerate(r.texts)],
                             id=make_id(ident or str(len(deck.questions) + 1), self._taken))
        if self._section:
            q.tags.append(self._section)
        q.tags.extend(t for ln in r.fields if (t := make_tag(self._header_tags.get(ln.number, ""))) and t not in q.tags)
        q.tags.extend(t for t in r.tags if t not in q.tags)
        aside = r.interlude or r.tail
        end = aside[0].number - 1 if aside else r.record.lines[-1].number
        q.use(min(ln.number for ln in [*stem, *r.fields]), end)
        if r.answer is not None:
            q.set_answer(r.answer)
        elif r.answer_line is not None:
            q.raw_answer = r.answer_line.rest.strip() or None
        if r.explanation:
            parts = [r.explanation[0].rest, *(ln.raw.strip() for ln in r.explanation[1:])]
            q.explanation = "\n".join(parts).strip() or None
        deck.questions.append(q)
        for number, message in r.problems:
            self.needs_attention(deck, number, 1, message, hint="written as it is: fix it in the written file")
        for number, message in r.doubts:
            self.warning(number, 1, message, hint="check that no line of it is another question's")
        for number, message, hint in r.said:
            self.warning(number, 1, message, hint=hint)
