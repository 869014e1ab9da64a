"""The columns of a sheet without a header row, told from what its cells hold.

A spreadsheet exported without a header (``Land?;Berlin;Rom;Paris;2``) or with one in words no
reader knows (``Soru;Seçenek 1;...;Doğru``) is read by its cells, only when that is safe:

* the **question** column: the one whose cells end with a question mark (``?``, ``？``, ``؟``),
  else the first column of text about as long as the longest; never one short text in every row (``toan``, a
  subject) before a text that varies: that is the record's tag (a prompt that asks or announces, ``Translate:``,
  stays);
* the **answer** column, after the question (letters before it too; numbers right before it when every column
  before them is a short choice: ``neden|amaç|karşılaştırma|1|sentence``): letters that name choices (``B``,
  ``A, C``), choice numbers that stay within the choices (counted from 1, or from 0 when a ``0`` is among them),
  or a text equal to one of the row's choices; letters are surer than a text, a text than numbers,
  the leftmost of a kind first. A column the header names ``answer`` (when it names no question)
  is tried first, wherever it is;
* the **choices**: the columns between the question and the answer (two at least; one of a few values
  repeated first or last among them, the others varied, is the tag), or, when the
  answer comes right after the question (or after one short column, a category), the filled
  columns after it (a number there only when the choice cells carry their own numbers, ``1 azazel``,
  which are taken off); columns whose every cell is the same label (``(1)``), or the same text
  (``texto``, when two choices differ from row to row), are not choices; when every other one of
  them is much longer (a sentence after each choice) and the answers name only the first of each pair,
  they are the choices' feedback (``why``); one label in every row at a step (``a,x,true,b,y,false``:
  ``csvlabelcells``) is each choice's own, no key, left out, the flags beside the choices then saying which
  are right;
* a column of machine ids (``csvidcells``: ``5b9ab89c0d36…`` in every row, a shape no other column has) is no
  choice and no question: the id when each row has its own, else not used, said;
* columns before the question: a number or a short code, each row its own (``AA01``), is the
  question's id, a short text its tag; a long text after the choices the explanation; anything else
  is not used, and said;
* rows of several widths that are records of a few kinds, the kind the word in their first cell
  (``normal#…``, ``sortier#…``; ``main_kind``), are read by the commonest kind's rows
  (``Layout.record``); the reader leaves the others out, said.
* rows of one width whose first cell is a type code (``1``, ``2``, ``3``; two to six codes, none on four
  rows in five) are read by the code whose rows read with answers (``_typed``), the others left out, said; a first
  column whose codes come in blocks (``paper_001``…, ``paper_002``…) is a grouping when a later column's codes
  interleave, and one whose codes are no kind words (``ch1``, ``ch2``, in blocks or not) when a later column's
  are (``single``, ``judge``): that one is the type;
* the choices may be all in one cell, split by new lines, ``|``, ``;`` or `` / `` in nine cells in ten
  (``Berlin|Paris|Rome``), or each after its own label, in order and written alike (``A. Berlin B. Paris``),
  with an answer column that names one of each row's items; or split by commas, as many as each row has
  (``cellseparator.keyed_commas``), where an answer column of letters or numbers names items within every row's;
* a sheet of two to five columns may hold each question's choices inside its question cell, after its text, each
  after a label counting up (``Which? a) 0 b) 7,b``: ``csvinline``), with an answer column that names one of them,
  when no layout of its columns gives answers;
* an answer cell's word before its label, the same in every cell (``Option B``), is taken off;
  several letters, numbers (``1,3``) or texts name several choices.

Without an answer column the sheet is still read when its questions ask (``?``) or are much longer
than the choices, two to twelve columns of text follow them (two alike and short), and every other column is a number or
a short text before the question. With nothing after the choices it is a quiz app's sheet, whose
app shuffles the choices: the first is the right one (said with the layout), unless one choice of
each row carries the same mark where it stands (``2 (đúng)``, ``*Paris``; a sentence's end, ``。``, is none): that
one is right. With a number after them (a running count) the questions have no answers, and say so.
Anything else is not inferred (``infer`` gives None) and the reader asks for a header row. The
first row is taken for a header only when the rows below it are read so and it is not.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from itertools import groupby

from quizdeck.importers.answervalues import counted_from_one
from quizdeck.importers.answervalues import first_taken as first_taken  # the sentence, said by layout.py too
from quizdeck.importers.asking import ASKING_OR_ANNOUNCING, ASKS
from quizdeck.importers.capsmarks import caps_marked, shouted
from quizdeck.importers.cellseparator import BARE_COMMA, keyed_commas, keyed_items, learnt_separator
from quizdeck.importers.choicetext import may_be_placeholder
from quizdeck.importers.csvgluedaffix import glued_affix, glued_code
from quizdeck.importers.csvidcells import id_columns
from quizdeck.importers.csvinline import inline_form, split_inline
from quizdeck.importers.csvlabelcells import label_columns
from quizdeck.importers.csvletterheader import letters_header
from quizdeck.importers.csvnamed import labelled_answer, spaced_texts, text_and_remark
from quizdeck.importers.csvrestated import Restated, restated_choice
from quizdeck.importers.csvtypekinds import KIND_WORD
from quizdeck.importers.csvwrapcells import WrapFold, wrap_folds
from quizdeck.importers.rowrelations import HeadList, repeating_end
from quizdeck.importers.verdictwords import FALSE_WORDS as FALSE_WORDS  # the words, shared (verdictwords)
from quizdeck.importers.verdictwords import TRUE_WORDS as TRUE_WORDS

#: choice numbers in an answer cell: "2", "1,3", "2; 4", and a list's end mark after them: "3;", "1,2,3;"
_INT = re.compile(r"\d{1,2}(?:[ \t]*[,;/&+][ \t]*\d{1,2})*(?:[ \t]*[,;])?")
#: a number that is no choice: a count, a percentage, a score ("100.0", "33,3 %")
_NUMBER = re.compile(r"[-+]?\d+(?:[.,]\d+)?[ \t]*%?")
#: letters naming choices: "B", "a", "A, C", "A;B", "ACD", "(B)", "b)", "[C]"
_LETTERS = re.compile(r"[(\[]?[A-La-l][.)\]]?(?:[ \t]*[,;/&+][ \t]*[(\[]?[A-La-l][.)\]]?)*|[A-L]{2,6}")
#: a word (or two) before every answer cell's label in a column: "Option B", "Đáp án C", "Вариант 2"
_PREFIX = re.compile(r"([^\W\d_][\w.]*(?:[ \t]+[^\W\d_][\w.]*)?[ \t]*[:#]?[ \t]+)(?=\S{1,3}$)")
#: a label cell, the same in every row of its column: "(1)", "[b]", "3)"
_LABEL = re.compile(r"[(\[]?(?:[A-La-l]|\d{1,2})[.)\]:]?")
#: a text's share of rows that must hold what a column is said to hold
_MOST = 0.9
#: the share of rows (of four at least) whose text after the choices repeats one of them: the key written out
_ECHO_MOST, _LEAST_ECHO = 0.75, 4
_HALF = 0.5
_MAX_CHOICES = 12


@dataclass
class _Column:
    """What one column's cells hold, over the rows of the sheet's usual width."""

    index: int
    cells: list[str]
    filled: float = 0.0           # share of cells that are not empty
    ints: list[int] | None = None  # every filled cell a choice number: their values
    letters: list[int] | None = None   # every filled cell letters: the highest choice each names (A = 0)
    numeric: bool = False          # every filled cell a number of some kind
    asks: float = 0.0              # share of filled cells that read as a question
    blanks: float = 0.0            # share of filled cells that hold a blank to fill (``阿吽の〇〇``, ``___``)
    length: float = 0.0            # mean length of the filled cells
    wide: float = 0.0              # … as shown, a wide character (CJK, kana, Hangul) counted two
    label: bool = False            # every row the same label: "(1)", "a)" (a column of labels, not choices)
    steady: bool = False           # every row (three at least) the same text: ``texto``, a type's marker
    ids: bool = False              # machine ids (``5b9ab89c0d36…``, ``csvidcells``): no choice, no question
    files: bool = False            # every filled cell a media file's name (``tenis.png``): a picture's, no choice
    own_label: bool = False        # a choice's own label, one in every row, at a step (``csvlabelcells``): a label

    prefix: str = ""               # the word every cell's label follows ("Option "), taken off to read it
    zero: bool = False             # a 0 among the choice numbers
    distinct: int = 0              # how many different texts its filled cells hold
    separator: str | None = None   # nine cells in ten are lists split by it (two to twelve items): choices
    parts: list[int] = field(default_factory=list)   # each cell's count of items, split so

    @classmethod
    def of(cls, index: int, cells: list[str]) -> _Column:
        col = cls(index, cells)
        full = [c for c in cells if c]
        if not full:
            return col
        col.filled = len(full) / len(cells)
        col.length = sum(len(c) for c in full) / len(full)
        col.asks = sum(1 for c in full if ASKS.search(c)) / len(full)
        col.blanks = sum(1 for c in full if _BLANK_RUN.search(c)) / len(full)
        col.wide = sum(len(c) + len(_WIDE.findall(c)) for c in full) / len(full)
        col.prefix = shared_prefix(full)
        col.distinct = len(set(full))
        col.separator, col.parts = list_of(cells)
        bare = [c[len(col.prefix):] for c in full]
        if all(_INT.fullmatch(c) for c in bare):
            col.ints = [max(int(n) for n in re.findall(r"\d+", c)) for c in bare]
            col.zero = any(int(n) == 0 for c in bare for n in re.findall(r"\d+", c))
        odd = sum(1 for c in bare if not _LETTERS.fullmatch(c))
        if odd <= len(bare) // 10:
            # letters in all cells but one in ten (``Správná: A``): the odd cells name no choice, said at their rows
            col.letters = [max(ord(ch.upper()) - ord("A") for ch in c if ch.isalpha())
                           if _LETTERS.fullmatch(c) else -1 for c in bare]
        col.numeric = all(_NUMBER.fullmatch(c) for c in full)
        col.label = col.filled >= _MOST and len(set(full)) == 1 and bool(_LABEL.fullmatch(full[0])) \
            and not col.numeric and col.letters is None
        col.steady = col.filled >= _MOST and len(full) >= 3 and len(set(full)) == 1
        col.files = media_column(full)
        return col

    @property
    def text(self) -> bool:
        """Whether it holds text (not numbers or letters)."""
        return self.filled > 0 and not self.numeric and self.letters is None and not self.label and not self.ids \
            and not self.files


#: a blank to fill in a question's text: ``〇〇`` or ``○`` (not a numeral's zero: ``二〇二〇``), ``___``, ``（　）``,
#: ``( )``, ``[ ]``, ``…``
_BLANK_RUN = re.compile(r"(?<![一二三四五六七八九十百千万〇○0-9])[〇○]{1,4}(?![一二三四五六七八九十百千万〇○0-9年])|"
                        r"[_＿]{2,}|[（(][ \t\u3000]{0,4}[）)]|[［\[][ \t\u3000]{0,4}[］\]]|…|\.{3,}")
#: a character shown twice as wide as a Latin letter: CJK ideographs, kana, Hangul, full-width forms
_WIDE = re.compile(r"[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]")
#: the share of a column's cells holding a blank that makes it ask, when no column asks with a question mark
_BLANKS = 0.8
#: a media file's name, alone in its cell: ``tenis.png``, ``audio/q3.mp3``
_FILE_NAME = re.compile(r"[\w./\\-]{1,80}\.(?:png|jpe?g|gif|svg|webp|bmp|mp3|wav|ogg|mp4|webm)", re.I)


def media_column(full: list[str]) -> bool:
    """Whether a column's filled cells are media files' names (three at least), its null words (``null``,
    ``none``, ``N/A``) counted as empty cells, as they are when the cells are read: a picture column filled for
    some rows only."""
    named = [c for c in full if not may_be_placeholder(c)]
    return len(named) >= 3 and all(_FILE_NAME.fullmatch(c) for c in named)


#: the choices of one cell each after its own label, in order from A (``A. x B. y C. z``): a separator's name
LABELLED = "A. B. C."
#: what separates the choices written in one cell, surest first (" / " with its spaces: "TCP/IP" is one)
LIST_SEPARATORS = ("\n", "|", ";", " / ", LABELLED)
#: a column split at commas: its least number of cells, and of items in each
_LEAST_COMMA_LISTS = 3
_LEAST_COMMA_ITEMS = 3
#: a choice's label inside a cell of choices: "A. ", "b) ", "(C) " at the cell's start or after a space; "A:", "B："
#: with or without a space after, and "A.正确" (no space before a letter of a script that writes none)
_INLINE_LABEL = re.compile(r"(?:^|(?<=\s))(\(?)([A-La-l])([.)](?=[ \t]|[^\x00-\x7f])|[:：])[ \t]*(?=\S)")


def _labelled_items(cell: str) -> list[str]:
    """The items of a cell written ``A. x B. y C. z``: labels A, B, C… in order, written alike (one case, one
    mark), the first at the cell's start; [cell] when it is not so."""
    text = cell.strip()
    starts: list[re.Match[str]] = []
    for m in _INLINE_LABEL.finditer(text):
        if not starts:
            if m.start() == 0 and m.group(2) in "Aa":
                starts.append(m)
            continue
        first = starts[0]
        if m.group(2) == chr(ord(first.group(2)) + len(starts)) and (m.group(1), m.group(3)) == (first.group(1),
                                                                                                 first.group(3)):
            starts.append(m)
    if len(starts) < 2:
        return [text] if text else []
    ends = [m.start() for m in starts[1:]] + [len(text)]
    return [text[m.end():end].strip() for m, end in zip(starts, ends, strict=True)]


def list_items(cell: str, separator: str) -> list[str]:
    """A cell's items split at ``separator`` (blank ones left out)."""
    if separator == LABELLED:
        return [t for t in _labelled_items(cell) if t]
    if separator == BARE_COMMA:
        return keyed_items(cell)
    return [t.strip() for t in cell.split(separator) if t.strip()]


def list_of(cells: list[str]) -> tuple[str | None, list[int]]:
    """The separator that splits nine filled cells in ten of a column into two to twelve items, with
    each cell's count of items; (None, []) when none does."""
    full = [c for c in cells if c]
    for separator in LIST_SEPARATORS:
        counts = [len(list_items(c, separator)) if c else 0 for c in cells]
        if full and sum(1 for c in full if 2 <= len(list_items(c, separator)) <= _MAX_CHOICES) >= _MOST * len(full):
            return separator, counts
    # "80,443,8080,3306": a comma, which a text holds often, only where every filled cell splits into the same
    # number of items, three at least, in a column of three cells at least
    counts = [len(list_items(c, ",")) if c else 0 for c in cells]
    same = {n for n, c in zip(counts, cells, strict=True) if c}
    if len(full) >= _LEAST_COMMA_LISTS and len(same) == 1 and _LEAST_COMMA_ITEMS <= min(same) <= _MAX_CHOICES:
        return ",", counts
    return None, []


def shared_prefix(cells: list[str]) -> str:
    """The word (or two) every cell of a column starts with before a label or number of three characters at
    most ("Option B", "Option 3", "Đáp án C"): the same in nine cells in ten; else "" (a column of texts)."""
    found = Counter(m.group(1).casefold() for m in map(_PREFIX.match, cells) if m)
    if not found:
        return ""
    prefix, count = found.most_common(1)[0]
    if count < _MOST * len(cells) or not all(c.casefold().startswith(prefix) for c in cells):
        return ""
    return cells[0][:len(prefix)]


@dataclass
class Layout:
    """Which column holds what, in a sheet read by its cells (0-based column indices)."""

    width: int
    question: int
    choices: list[int]
    answer: int | None = None
    kind: str = ""                 # how the answer names the right choice: "letters", "numbers", "text"; "verdict":
                                   # no choices, the answer a true/false word (``csvstatements``)
    prefix: str = ""               # the word before every answer cell's label or number ("Option "): taken off
    base: int = 1                  # the number of the first choice in the answer column: 1, or 0
    base_unsure: bool = False      # 1 without proof: no 0 and no number as high as the count of choices
    why: list[int] = field(default_factory=list)   # each choice's feedback column, in step with `choices`
    id: int | None = None
    tags: int | None = None
    explanation: int | None = None
    header: bool = False           # the first row names the columns in words not known
    numbered: bool = False         # the choice cells start with their numbers: "1 azazel", "2 kiba"
    first_right: bool = False      # no answer column: the first choice is the right one (quiz apps' sheets)
    first_said: str = ""           # the header's name that says so: ``選択肢1（正解）``
    right_at: int = 0              # first_right: the choice place taken as right (0, the first, unless voted)
    restated: Restated | None = None   # first_right by the explanations' vote on one choice place (``csvrestated``)
    labelled: bool = False         # no answer column, the choices carry a person's labels in order (``A)``): no
                                   # first choice taken, said
    fielded: bool = False          # no answer column, a category's column between the question and the choices
                                   # (an app's record of named fields): no first choice taken, said
    separator: str | None = None   # the choices are all in one cell (``choices[0]``), split at this
    mark: Mark | None = None       # no answer column: the right choice carries this mark where it stands
    marks: list[int] = field(default_factory=list)   # a column per choice saying whether it is right (x, 1, TRUE)
    record: str | None = None      # rows are records of several kinds, the first cell the kind: this one's read
    record_at: int = 0             # … the kind's cell (the first, or a type column after a grouping's)
    head: str | None = None        # the question's cell holds its choices too, after this sign (``HeadList``):
                                   # the columns counted as if it were two, the question's and the choices'
    echo: int | None = None        # a column that repeats the right choice's text: a second key, no choice
    inline: str | None = None      # no choice columns: the question cell ends with its choices, each after a label
                                   # ending in this (``csvinline``)
    counts: str = ""               # the rows count their choices and keys in two cells, read without them
                                   # (``csvcounted``): those cells as the warning says them
    cards: bool = False            # rows filling the first choice cell only are cards (a prompt, its answer): no
                                   # questions, left out by the reader (``_cards_aside``)
    picture: int | None = None     # a column of image files' names (or nothing): the question's picture
    verdicts: tuple[str, str] | None = None   # "verdict": the answer column's two words (casefolded), true first
    spelt: tuple[str, str] | None = None      # "verdict": the choices written, in the sheet's own words (``Benar``)
    groups: str = ""               # rows of a few choices each, a group of cells a choice, padded (``csvgroups``):
                                   # the groups as the warning says them
    labels: list[int] = field(default_factory=list)   # each choice's own label in a cell at a step (``csvlabelcells``:
                                                      # ``a,x,true,b,y,false``): no key, left out
    folds: WrapFold | None = None   # columns continuing the cell on their left, joined to it (``csvwrapcells``): the
                                    # columns counted as joined, the sheet read through it (a ``SheetLayout`` shape)

    @property
    def answers(self) -> bool:
        """Whether the layout reads the right choices from a column (an answer column or marks)."""
        return self.answer is not None or bool(self.marks)

    @property
    def unused(self) -> list[int]:
        used = {self.question, *self.choices, *self.why, *self.marks, *self.labels,
                *([self.record_at] if self.record else [])}
        used.update(c for c in (self.answer, self.id, self.tags, self.explanation, self.echo, self.picture)
                    if c is not None)
        return [c for c in range(self.width) if c not in used]

    def columns(self) -> dict[str, list[int]]:
        """The layout as the CSV reader's columns by name."""
        out = {"question": [self.question]} if self.inline else \
            {"question": [self.question], "choices" if self.separator else "choice": list(self.choices)}
        for key, index in (("answer", self.answer), ("id", self.id), ("tags", self.tags), ("category", self.tags),
                           ("explanation", self.explanation), ("echo", self.echo), ("picture", self.picture)):
            if index is not None:
                out[key] = [index]
        if self.why:
            out["why"] = list(self.why)
        return out

    def describe(self) -> str:
        """What was inferred, as the warning says it: columns numbered from 1."""
        parts = [f"column {self.question + 1} the statements (each row a true/false question)"] \
            if self.kind == "verdict" else \
            [f"column {self.question + 1} the question", f"{_span(self.choices)} the choices"] \
            if not self.inline else [f"column {self.question + 1} the question and its choices after it, each "
                                     f"after a label ending in {self.inline!r}"]
        if self.head is not None:
            parts[-2:] = [f"column {self.question + 1} the question, then after its first {self.head!r} the choices"]
        if self.separator is not None:
            parts[-1] += f", separated by {_SAID.get(self.separator, repr(self.separator))}"
        if self.why:
            parts[-1] += f" ({_span(self.why)} their feedback)"
        if self.numbered:
            parts[-1] += " (their numbers taken off)"
        if self.marks:
            parts.append(f"{_span(self.marks)} say which choices are right (one column each)")
        elif self.mark is not None:
            parts.append(f"no column names the right choice: the choice marked {self.mark.said()} is the right "
                         f"one, {self.mark.taken()}")
        elif self.first_right and self.restated is not None and self.explanation is not None:
            parts.append(self.restated.said(self._said(self.explanation)))
        elif self.first_right and self.first_said:
            parts.append(f"no column names the right choice: the first choice of each row is the right one, as "
                         f"its header's name says ({self.first_said!r})")
        elif self.first_right:
            parts.append(first_taken())
        elif self.answer is None and self.fielded:
            parts.append("no column names the right choice, and a category's column stands between the question and "
                         "the choices (a program's record of named fields, its key kept in its code): no answers read "
                         "(the first choice is taken as right only where the choices follow the question)")
        elif self.answer is None and self.labelled:
            parts.append("no column names the right choice, and the choices carry their own labels (`A)`, `b.`) "
                         "as a quiz written out does, its key kept elsewhere: no answers read (the first choice "
                         "is taken as right only in an app's data of bare choices)")
        elif self.answer is None:
            parts.append("no column names the right choice")
        else:
            what = {"letters": "letter", "text": "text", "inline": "label or text", "verdict": "true/false word",
                    "numbers": "number" if self.base_unsure else f"number (counted from {self.base})"}[self.kind]
            parts.append(f"column {self._said(self.answer)} the right choice's {what}")
            if self.base_unsure:
                parts.append(counted_from_one(f"the numbers of column {self._said(self.answer)}"))
        if self.echo is not None:
            parts.append(f"column {self.echo + 1} the right choice's text again, as each row repeats one of its "
                         "choices there (a second key, not a choice)")
        for name, index in (("id", self.id), ("tag", self.tags), ("picture (an image file's name)", self.picture),
                            ("explanation", self.explanation)):
            if index is not None:
                parts.append(f"column {self._said(index)} the {name}")
        if self.counts:   # the choices and keys stand where each row's counts say: no column of their own
            said = counted_from_one("the keys") if self.base_unsure else f"the keys counted from {self.base}"
            answer = (f"column {(self.answer or 0) + 1} ", counted_from_one(f"the numbers of column "
                                                                             f"{(self.answer or 0) + 1}"))
            parts = [parts[0], self.counts, said, *(p for p in parts[2:] if not p.startswith(answer))]
        if self.groups:
            parts.append(self.groups)
        if self.labels:
            parts.append(f"{_span(self.labels)} each choice's own label (one in every row, counting up at a step of "
                         f"{self.labels[1] - self.labels[0]} cells), no key: left out")
        if self.cards:
            parts.append("rows that fill the first choice only are cards, not questions")
        if self.record:
            parts.append(f"column {self._said(self.record_at)} the record's kind (rows of kind {self.record!r} read, "
                         "the others not used)")
        if self.folds is not None:
            parts.insert(0, self.folds.said())
        if self.unused:
            parts.append(f"{_span([self._said(c) - 1 for c in self.unused])} not used")
        return "; ".join(parts)

    def _said(self, index: int) -> int:
        """A column's number as the file counts it (from 1): one less after a question cell split in two."""
        return index + (0 if self.head is not None and index > self.question else 1)


def split_layout(rows: list[list[str]], shape: HeadList, answer: int) -> Layout:
    """The layout of rows whose question cell holds its choices after a head sign (``rowrelations.head_and_list``;
    ``answer`` the column, as the file counts them, that repeats one of them), read with that cell split in two."""
    split = [shape.split([c.strip() for c in r]) for r in rows if any(c.strip() for c in r)]
    width = Counter(len(r) for r in split).most_common(1)[0][0]
    regular = [r for r in split if len(r) == width]
    cols = [_Column.of(j, [r[j] for r in regular]) for j in range(width)]
    q = shape.column
    layout = Layout(width=width, question=q, choices=[q + 1], answer=answer + (answer > q), kind="text",
                    separator=shape.items, head=shape.head)
    _around(cols, layout)
    return layout


_SAID = {"\n": "new lines", "|": "`|`", ";": "`;`", ",": "`,`", " / ": "` / `", LABELLED: "their labels (`A.`, `B.`…)",
         BARE_COMMA: "`,` (a comma a space follows kept in its choice)"}


def _span(indices: list[int]) -> str:
    if len(indices) == 1:
        return f"column {indices[0] + 1}"
    if indices == list(range(indices[0], indices[-1] + 1)):
        return f"columns {indices[0] + 1}–{indices[-1] + 1}"
    return "columns " + ", ".join(str(i + 1) for i in indices)


def infer(rows: list[list[str]], answer: int | None = None, header: bool = False, fold: bool = False) -> Layout | None:
    """The layout of a sheet's rows (blank rows left out) by what their cells hold; None when it
    cannot be told safely. The first row may be a header in words not known (``Layout.header``);
    ``answer``: the column its header names the answer, when it names it but not the question;
    ``header``: the first row is a header (whose names do not fit its rows); ``fold``: the caller reads the rows
    by ``Layout.folds`` when it is set (its columns are the joined ones), so wrapped cells may be joined -- not
    with a header's ``answer``, a column counted before the joining."""
    layout = _infer_rows(rows, answer, header)
    if layout is None and fold and answer is None and not header and (folds := wrap_folds(rows)) is not None:
        # cells wrapped into a column of their own (``csvwrapcells``): read with each joined to the cell it continues
        layout = _infer_rows([folds.fold(r) for r in rows], answer, header)
        if layout is not None:
            layout.folds = folds
    return layout


def _infer_rows(rows: list[list[str]], answer: int | None, header: bool) -> Layout | None:
    """``infer`` of the rows as they stand."""
    if not rows:
        return None
    whole = _infer(rows) if answer is None and not header else None
    below = _infer(rows[1:], answer) if len(rows) >= 2 else None
    if below is not None and letters_header(rows[0], rows[1:]):
        below.header = True   # ``A-B-C-D, E, F, G, H``: the columns' letters, no question (``csvletterheader``)
        return below
    if below is not None and (whole is None or (not whole.answers and below.answers) or (
            len(rows[0]) == below.width and not (whole.answers or below.answers or _fits(rows[0], below, rows[1:])))
            or (whole.answers and below.answers and _names_row(rows[0], below, rows[1:]))) \
            and (header or not _fits(rows[0], below, rows[1:])):
        below.header = True
        return below
    return whole


def _names_row(row: list[str], layout: Layout, below: list[list[str]]) -> bool:
    """Whether a first row, as wide as the rows, is a header of names over them: it does not read as one of
    them (``_fits``) and its question's cell is not half as long as their questions (``Domanda``)."""
    q = layout.question
    asked = [len(r[q].strip()) for r in below if len(r) > q and r[q].strip()]
    return len(row) == layout.width and bool(asked) and not _fits(row, layout, below) \
        and len(row[q].strip()) < 0.5 * sum(asked) / len(asked)


def _fits(row: list[str], layout: Layout, below: list[list[str]]) -> bool:
    """Whether a row reads as a question of the layout (its answer cell too; without one, its question asks or
    is not much shorter than the questions ``below``: a header's name is)."""
    cells = [c.strip() for c in row]
    if len(cells) != layout.width:
        return False
    if layout.answer is None:
        q = layout.question
        asked = [len(r[q].strip()) for r in below if len(r) > q and r[q].strip()]
        return bool(ASKS.search(cells[q])) or (bool(asked) and len(cells[q]) >= 0.25 * sum(asked) / len(asked))
    value = cells[layout.answer]
    if layout.prefix and value.casefold().startswith(layout.prefix.casefold()):
        value = value[len(layout.prefix):]
    if layout.kind == "letters":
        return bool(_LETTERS.fullmatch(value))
    if layout.kind == "numbers":
        return bool(_INT.fullmatch(value))
    return value.casefold() in {cells[c].casefold() for c in layout.choices}


def _infer(rows: list[list[str]], answer: int | None = None, typed: bool = True) -> Layout | None:
    layout = _infer_kind(rows, answer)
    if typed and (layout is None or not layout.answers) and (kinds := _typed(rows, answer)) is not None:
        return kinds
    return layout


#: a row's type code, first in its row of one width: ``1``, ``mc``, ``tf``
_CODE = re.compile(r"\d{1,3}|[^\W\d][\w-]{0,19}")


def _type_codes(rows: list[list[str]], at: int) -> Counter[str] | None:
    """A column's type codes (two to six, each on two rows at least, none on four rows in five), or None."""
    codes = Counter(r[at].strip().casefold() for r in rows if len(r) > at)
    if not 2 <= len(codes) <= 6 or min(codes.values()) < 2 or max(codes.values()) > 0.8 * len(rows) \
            or not all(_CODE.fullmatch(code) for code in codes):
        return None
    return codes


def _blocks(rows: list[list[str]], at: int) -> bool:
    """Whether a column's codes each stand on one run of rows (``paper_001``…, then ``paper_002``…)."""
    runs = [code for code, _ in groupby(r[at].strip().casefold() for r in rows if len(r) > at)]
    return len(runs) == len(set(runs))


def _type_column(rows: list[list[str]]) -> int | None:
    """The column of the rows' type codes: the first, unless its codes are no kind words and a later column's are
    (``single``, ``judge``, ``单选``: chapters ``ch1``, ``ch2`` beside them, in blocks or interleaved), or its
    codes come in blocks (a grouping: papers, chapters) and a later column's codes interleave: that one."""
    first = _type_codes(rows, 0)
    if first is None:
        return None
    if all(KIND_WORD.match(code) for code in first):
        return 0
    blocks = _blocks(rows, 0)
    width = Counter(len(r) for r in rows).most_common(1)[0][0]
    for at in range(1, width):
        codes = _type_codes(rows, at)
        if codes is not None and ((blocks and not _blocks(rows, at)) or all(KIND_WORD.match(code) for code in codes)):
            return at
    return 0


def _typed(rows: list[list[str]], answer: int | None) -> Layout | None:
    """Rows of one width whose first cell is a type code (two to six codes, each on two rows at least,
    no code on four rows in five): the layout of the code whose rows read with answers, the most such
    rows (``1,Topic,What is…?,A. x B. y C. z,C`` among ``2,Topic,statement,T,`` and ``3,Topic,open
    question,(Answer),``); the reader leaves the other codes' rows out, said. None when no code's do.
    A first column whose codes come in blocks (``paper_001``…) beside a later one whose codes interleave or
    are kind words (``single``, ``judge``) is a grouping: the later one is the type (``_type_column``)."""
    at = _type_column(rows)
    codes = _type_codes(rows, at) if at is not None else None
    if at is None or codes is None:
        return None
    found = []
    for code, count in codes.most_common():
        layout = _infer([r for r in rows if len(r) > at and r[at].strip().casefold() == code], answer, typed=False)
        if layout is not None and layout.answers and layout.question != at:
            found.append((count, code, layout))
    if not found:
        return None
    _, code, layout = max(found, key=lambda f: f[0])
    layout.record = code
    layout.record_at = at
    if layout.tags == 0:
        layout.tags = None
    if layout.id == 0:
        layout.id = None
    return layout


def _infer_kind(rows: list[list[str]], answer: int | None = None) -> Layout | None:
    widths = Counter(len(r) for r in rows)
    width, count = widths.most_common(1)[0]
    record = None
    if count < 0.6 * len(rows) and (record := main_kind(rows)) is not None:
        # records of several kinds (``normal#…``, ``schaetzen#…``): the columns are the main kind's
        rows = [r for r in rows if r[0].strip().casefold() == record]
        width, count = Counter(len(r) for r in rows).most_common(1)[0]
    if count < 0.6 * len(rows):
        return None
    if width == 2 and answer is None and record is None and (paired := _listed_pair(rows)) is not None:
        return paired   # "What is…?;Austin:Dallas:Irving": a question and its choices joined in one cell
    if width <= _INLINE_WIDEST and (layout := _kind_columns(rows, width, answer, record)) is not None \
            and layout.answers:
        return layout
    if width <= _INLINE_WIDEST and (inline := _inline_layout(rows, width, answer)) is not None:
        return inline   # "Which? a) 0 b) 7 c) 14,b": the choices inside the question's cell
    return _kind_columns(rows, width, answer, record)


def _listed_pair(rows: list[list[str]]) -> Layout | None:
    """Rows of two cells: a question, and its choices in the other cell joined by a sign every such cell repeats
    as often (``cellseparator.learnt_separator``), a sign the questions do not repeat so; the questions ask, or
    are much longer than the choices. No column names the right one: the first, as quiz apps' sheets write it."""
    regular = [[c.strip() for c in r] for r in rows if len(r) == 2]
    for q, c in ((0, 1), (1, 0)):
        learnt = learnt_separator([r[c] for r in regular])
        if learnt is None or learnt_separator([r[q] for r in regular]) is not None:
            continue
        sign = learnt[0]
        questions = [r[q] for r in regular if r[q]]
        items = [i.strip() for r in regular for i in r[c].split(sign) if i.strip()]
        asks = sum(1 for t in questions if ASKS.search(t))
        long = sum(len(t) for t in questions) / max(len(questions), 1)
        short = sum(len(i) for i in items) / max(len(items), 1)
        if len(questions) >= _MOST * len(regular) and (asks >= 0.5 * len(questions) or long >= 1.5 * short):
            return Layout(width=2, question=q, choices=[c], separator=sign, first_right=True)
    return None


def _kind_columns(rows: list[list[str]], width: int, answer: int | None, record: str | None = None,
                  cards: bool = True) -> Layout | None:
    """``_infer_kind``'s layout of rows of one kind, ``width`` the width most of them have (``cards``: rows of one
    choice may be set aside, ``_cards_aside``)."""
    if width < 3 or width > 60:
        return None
    regular = [[c.strip() for c in r] for r in rows if len(r) == width]
    cols = [_Column.of(j, [r[j] for r in regular]) for j in range(width)]
    for j in id_columns([c.cells for c in cols]):
        cols[j].ids = True
    labels = label_columns([c.cells for c in cols])   # "a,x,true,b,y,false": each choice's own label, no key
    for j in labels:
        cols[j].label = cols[j].own_label = True
    question = _question(cols)
    layout = None if question is None else _one_hot(cols, question) or _with_answer(cols, regular, question, answer) \
        or (_without_answer(cols, question) if answer is None else None)
    if layout is None and answer is None and cards:
        return _cards_aside(regular, width, record)
    if layout is None or question is None:
        return None
    layout.labels = [j for j in labels if j in layout.unused]
    _around(cols, layout)
    if record is not None:
        layout.record = record
        if layout.tags == 0:
            layout.tags = None
    return layout


def _cards_aside(regular: list[list[str]], width: int, record: str | None) -> Layout | None:
    """The layout of a sheet of questions without an answer column that mixes in cards (``une radio,een radio,,,``:
    a prompt and its one answer, the other choice cells empty): the layout its rows that fill the most cells read
    by, when every other row fills its question and its first choice (cards: ``Layout.cards``, left out by the
    reader, said) or two choices at least (a question with fewer choices). The full rows must be five at least and a
    fifth of the sheet; None when not so."""
    counts = [sum(1 for c in r if c) for r in regular]
    top = max(counts, default=0)
    full = [r for r, n in zip(regular, counts, strict=True) if n == top]
    if len(full) < max(5, len(regular) / 5) or len(full) == len(regular):
        return None
    layout = _kind_columns(full, width, None, record, cards=False)
    if layout is None or layout.answers or layout.separator is not None or layout.inline or len(layout.choices) < 2:
        return None
    rest = [r for r, n in zip(regular, counts, strict=True) if n != top]
    filled = [[c for c in layout.choices if r[c]] for r in rest]
    ones = sum(1 for f in filled if f == layout.choices[:1])
    if ones < 2 or any(not r[layout.question] or (len(f) < 2 and f != layout.choices[:1])
                       for r, f in zip(rest, filled, strict=True)):
        return None
    layout.cards = True
    return layout


def _inline_layout(rows: list[list[str]], width: int, answer: int | None) -> Layout | None:
    """A sheet of few columns whose question cells end with their choices, each after a label counting up, and
    whose answer column names one of them in nine rows in ten (``csvinline.inline_form``): the question the
    column with the most such cells, the answer the first other column that names them (``answer`` when the
    first row names it); None when no pair of columns reads so."""
    regular = [[c.strip() for c in r] for r in rows if len(r) == width]
    counts = [sum(1 for r in regular if split_inline(r[j]) is not None) for j in range(width)]
    q = max(range(width), key=lambda j: counts[j])
    if 2 * counts[q] < len(regular):
        return None
    for a in ([answer] if answer is not None else [j for j in range(width) if j != q]):
        if a != q and (punct := inline_form([(r[q], r[a]) for r in regular])) is not None:
            return Layout(width=width, question=q, choices=[], answer=a, kind="inline", inline=punct)
    return None


#: the most columns a sheet whose question cells hold their choices (``_inline_layout``) is read with
_INLINE_WIDEST = 5
#: a word naming a record's kind, first in its row: ``normal``, ``sortier``, ``mc``
_KIND = re.compile(r"[^\W\d][\w-]{0,19}")


def main_kind(rows: list[list[str]]) -> str | None:
    """The kind of most records (case folded) when rows of several widths are records of a few kinds,
    each row's kind the word in its first cell (two to six kinds, each repeated twice at least), each
    kind of one width in nine rows in ten (a row's empty cells at its end aside), the main kind four
    rows in ten at least; else None."""
    kinds: dict[str, Counter[int]] = {}
    for r in rows:
        if not r or not _KIND.fullmatch(r[0].strip()):
            return None
        end = len(r)
        while end > 1 and not r[end - 1].strip():
            end -= 1
        kinds.setdefault(r[0].strip().casefold(), Counter())[end] += 1
    if not 2 <= len(kinds) <= 6 or any(sum(c.values()) < 2 for c in kinds.values()):
        return None
    if any(c.most_common(1)[0][1] < _MOST * sum(c.values()) for c in kinds.values()):
        return None
    main = max(kinds, key=lambda k: sum(kinds[k].values()))
    return main if sum(kinds[main].values()) >= 0.4 * len(rows) else None


#: a cell that says a choice is right, or that it is not, in a column per choice: the words, and a cross
#: (ticked), ``1``/``0``, an empty cell or a dash
TRUE_MARKS = TRUE_WORDS | {"x", "1"}
FALSE_MARKS = FALSE_WORDS | {"", "0", "-"}


@dataclass(frozen=True)
class Verdicts:
    """The two values of a true/false verdict list (casefolded), and which says true."""

    true: str
    false: str
    unsure: bool                         # neither value is a known word: the one used first taken as true


def verdict_list(values: list[str], total: int, least: int) -> Verdicts | None:
    """Whether ``values`` (casefolded, one a line or a row, in the file's order) are a true/false verdict
    list: their two most frequent values, both used, cover nine of ``total`` in ten and ``least`` at least.
    Which of the two says true is known from the words (``TRUE_MARKS``, ``FALSE_MARKS``), else it is the
    one the file uses first, unsure. None when the values are not so. Serves a text's statement lines
    (``verdictlines``) and a sheet's answer column alike."""
    forms = Counter(values)
    if len(forms) < 2:
        return None
    (one, _), (two, _) = forms.most_common(2)
    if sum(1 for v in values if v in (one, two)) < max(least, _MOST * total):
        return None
    first, second = (one, two) if values.index(one) < values.index(two) else (two, one)
    for true, false in ((first, second), (second, first)):
        if true in TRUE_MARKS and false not in TRUE_MARKS:
            return Verdicts(true, false, False)
    for true, false in ((first, second), (second, first)):
        if false in FALSE_MARKS and true not in FALSE_MARKS:
            return Verdicts(true, false, False)
    return Verdicts(first, second, True)


def _marks(col: _Column) -> bool:
    """Whether a column's cells are all marks (right or not: ``x``/empty, ``1``/``0``, ``TRUE``/``FALSE``)."""
    return any(col.cells) and all(c.casefold() in TRUE_MARKS | FALSE_MARKS for c in col.cells)


def _one_hot(cols: list[_Column], q: int) -> Layout | None:
    """Choices after the question, each with a column of marks saying whether it is right: the marks all
    after the choices (``A,B,C,A ok,B ok,C ok``) or each right after its choice (``A,A ok,B,B ok``); one
    mark at least in nine rows in ten; each choice's own label in a cell before it (``a,x,true,b,y,false``:
    ``csvlabelcells``) left out. None when the sheet is not so."""
    after = [c for c in cols[q + 1:] if not c.own_label]
    texts = []
    for col in after:
        if _marks(col) or not col.text:
            break
        texts.append(col.index)
    k = len(texts)
    candidates = []
    if 2 <= k <= _MAX_CHOICES and 2 * k <= len(after):
        candidates.append((texts, [c.index for c in after[k:2 * k]]))
    interleaved: tuple[list[int], list[int]] = ([], [])
    for choice, flag in zip(after[0::2], after[1::2], strict=False):
        if not choice.text or not _marks(flag):
            break
        interleaved[0].append(choice.index)
        interleaved[1].append(flag.index)
    if len(interleaved[0]) >= 2:
        candidates.append(interleaved)
    for choices, marks in candidates:
        if not all(_marks(cols[m]) for m in marks):
            continue
        rows = len(cols[q].cells)
        marked = sum(1 for r in range(rows) if any(cols[m].cells[r].casefold() in TRUE_MARKS for m in marks))
        if marked >= _MOST * rows and rows >= 2:
            return Layout(width=len(cols), question=q, choices=choices, marks=marks)
    return None


def _question(cols: list[_Column]) -> int | None:
    """The question column: the one that asks most, else the first text about as long as the longest."""
    texts = [c for c in cols if c.text and c.filled >= _MOST]
    if not texts:
        return None
    # a column of lists ("x; y; z" in nine cells in ten) is the choices in one cell, not the question, when
    # another text is there to ask
    texts = [c for c in texts if c.separator in (None, "\n")] or texts
    # one short text in every row (``toan``, a subject) before a text that varies: a record's field, its tag
    texts = [c for c in texts if not _field(c, texts)] or texts
    asking = max(texts, key=lambda c: (c.asks, -c.index))
    if asking.asks >= 0.5:
        return asking.index
    blanked = max(texts, key=lambda c: (c.blanks, -c.index))   # "阿吽の〇〇": a blank to fill asks
    if blanked.blanks >= _BLANKS and all(c.blanks < 0.5 for c in texts if c is not blanked):
        return blanked.index
    longest = max(c.length for c in texts)
    first = next(c for c in texts if c.length >= 0.5 * longest)
    # a text before two or more texts much shorter than it (choices), the longest texts after them (an
    # explanation): the question is the text before the choices (20 wide, CJK counted two)
    before = [c for c in texts if c.index < first.index and c.wide >= 20
              and len(between := [b for b in cols[c.index + 1:first.index] if b.filled]) >= 2
              and all(b.text and 1.5 * b.length <= c.length for b in between)]
    return max(before, key=lambda c: c.length).index if before else first.index


#: the most words and characters of a steady cell read as a record's field (a subject, a category), no prompt
_FIELD_WORDS, _FIELD_LONGEST = 3, 30
#: how much longer than every text after it the question after a record's field is
_FIELD_LONGER = 1.5


def _field(col: _Column, texts: list[_Column]) -> bool:
    """Whether a column holding one text in every row (``steady``) is a record's field (``toan``, a subject), not
    the question: a word or a few that neither ask nor announce (``Translate:`` is a prompt every row asks, kept),
    with a text column after it that varies from row to row (the question), longer than the texts after that."""
    if not col.steady:
        return False
    cell = next(c for c in col.cells if c)
    if len(cell) > _FIELD_LONGEST or len(cell.split()) > _FIELD_WORDS or cell.rstrip().endswith(ASKING_OR_ANNOUNCING):
        return False
    varying = [t for t in texts if t.index > col.index and not t.steady and t.distinct > 1]
    # the question it stands before is longer than every text after it (``1+1`` before ``2``, ``3``): with texts
    # as short after it (``Odd one out,apple,pear,car``) the steady text is the prompt and the varying ones choices
    return bool(varying) and all(varying[0].length > _FIELD_LONGER * t.length for t in varying[1:])


def _with_answer(cols: list[_Column], rows: list[list[str]], q: int, hint: int | None = None) -> Layout | None:
    """The layout with an answer column: letters first, then a choice's text, then numbers; the column
    the header names the answer (``hint``) before any other, wherever it is."""
    width = len(cols)
    places = [a for a in range(q + 1, width) if a != hint]
    if hint is not None and hint != q:
        places.insert(0, hint)
    for kind in ("letters", "text", "numbers"):
        # letters may stand before the question too (``B;Question?;x;y;z``): nothing else there names a choice
        # (numbers too, right before it, after the choices: ``neden|amaç|karşılaştırma|1|sentence``)
        for a in places + ([a for a in range(q) if a != hint] if kind in ("letters", "numbers") else []):
            layout = _try(cols, rows, q, a, kind, hint)
            if layout is not None:
                return layout
    return _in_one_cell(cols, rows, q, hint)


def _in_one_cell(cols: list[_Column], rows: list[list[str]], q: int, hint: int | None = None) -> Layout | None:
    """The layout of a sheet whose choices are all in one cell (``Berlin|Paris|Rome``), next to the
    question, with an answer column after the question that names one of each row's items: letters
    first, then an item's text, then numbers."""
    for c in (q + 1, q + 2):
        # "A:x B:y C:z": a cell of labelled choices is a choice list however few rows fill it (half at least);
        # the rows without one are another kind of item (open, or a verdict), read or said by the reader
        if c >= len(cols) or cols[c].filled < (_HALF if cols[c].separator == LABELLED else _MOST):
            continue
        col = cols[c]
        keyed = None
        if col.separator is None:
            # "l'air,les océans,la croûte;b,c": commas, the choices' count varying, trusted only by keys within it
            keyed = keyed_commas(col.cells)
            if keyed is None:
                continue
            col = _Column(col.index, col.cells, filled=col.filled, separator=keyed,
                          parts=[len(list_items(x, keyed)) if x else 0 for x in col.cells])
        places = [a for a in range(q + 1, len(cols)) if a != c]
        if hint is not None and hint in places:
            places.remove(hint)
            places.insert(0, hint)
        for kind in ("letters", "text", "numbers"):
            for a in places:
                answer = cols[a]
                if answer.filled < _MOST or answer.label:
                    continue
                named: list[int] = []
                counts = [n for n, r in zip(col.parts, rows, strict=True) if r[a]]
                base = 1
                if kind == "letters" and answer.letters is not None:
                    named = answer.letters
                elif kind == "numbers" and answer.ints:
                    base = 0 if answer.zero else 1
                    named = [v - base for v in answer.ints]
                elif kind == "text" and answer.text:
                    hits = [(_item_named(r[a], r[c], col.separator), n) for r, n in zip(rows, col.parts, strict=True)
                            if r[a] and r[c]]
                    named = [h for h, _n in hits if h is not None]
                    counts = [n for h, n in hits if h is not None]
                    if len(named) < _MOST * len(hits):
                        continue
                if not named or (keyed is not None and kind == "text"):
                    continue
                within = [v for v, n in zip(named, counts, strict=False) if 0 <= v < n]   # text: hits only
                if keyed is not None and (len(within) < len(named) or len(named) < _LEAST_COMMA_LISTS):
                    continue   # a comma a sentence holds: a key beyond the row's pieces says so
                if len(within) >= 2 and len(named) - len(within) <= max(1, len(named) // 10):
                    unsure = kind == "numbers" and base == 1 and all(v < n - 1 for v, n in zip(named, counts,
                                                                                               strict=False))
                    return Layout(width=len(cols), question=q, choices=[c], answer=a, kind=kind, base=base,
                                  prefix=answer.prefix if kind != "text" else "", separator=col.separator,
                                  base_unsure=unsure)
    return None


def _item_named(value: str, cell: str, separator: str | None) -> int | None:
    """Which item of a one-cell list of choices has the answer's text, if one has."""
    texts = list_items(cell, separator or "\n")
    items = [t.casefold() for t in texts]
    if value.casefold() in items:
        return items.index(value.casefold())
    if separator != LABELLED:
        return None
    # a cell of labelled choices: the answer may be written as they are ("C:z", "A:x C:z"), as their texts
    # joined by spaces, or as one and a remark after it ("错误，是辛亥革命"); the reader says so at the row
    several = labelled_answer(value, texts) or spaced_texts(value, texts)
    return several[0] if several else text_and_remark(value, texts)


def _counts(col: _Column, choices: list[int], rows: list[list[str]]) -> bool:
    """Whether a number column right after the question names the choices after it: their cells carry
    their numbers, or its numbers vary (three values at least) within the choices' count (a level or
    points column holds a few values, often beyond it)."""
    if _numbered(rows, choices):
        return True
    return col.ints is not None and len(set(col.ints)) >= min(3, len(choices)) and max(col.ints) <= len(choices) \
        and len(choices) >= 3


def _unsteady(cols: list[_Column], choices: list[int]) -> list[int]:
    """The choices less the columns that hold one text in every row (``texto`` after each choice: a type's
    marker), when two choices at least differ from row to row (a true/false sheet's ``True``, ``False`` stay)."""
    varied = [c for c in choices if not cols[c].steady]
    return varied if len(varied) >= 2 else choices


def _run_after(cols: list[_Column], start: int) -> list[int]:
    """The filled columns of choices from ``start`` on, label columns (``(1)``) left out; the run ends at
    a column of a few values repeated (a level, a category: ``easy``, ``hard``) after choices that differ
    from row to row, and at one of texts much longer than the choices (an explanation)."""
    choices: list[int] = []
    for j in range(start, len(cols)):
        col = cols[j]
        if col.label or col.ids or col.files:
            continue
        if col.filled < 0.5 or (col.numeric and not col.ints):
            break
        if len(choices) >= 2 and _varied(cols, choices) and (_repeated(col) or _longer(col, cols, choices)):
            break
        choices.append(j)
    return _unsteady(cols, choices)


def _choices_before(cols: list[_Column], a: int) -> list[int]:
    """The columns before a number column (``a``) that stands right before the question, when they are all the
    columns before it, two to twelve texts each much shorter than the question, and its numbers vary: the choices
    of a sheet that writes them first (``neden|amaç|karşılaştırma|1|Yoğun kar…``); else none."""
    run, q = cols[:a], cols[a + 1]
    if not 2 <= len(run) <= _MAX_CHOICES or len(set(cols[a].ints or [])) < 2:
        return []
    if sum(1 for c in cols[a + 2:] if c.text and c.filled >= 0.5) >= 2:   # texts after the question: its choices
        return []
    if any(c.filled < _MOST or c.ids or c.files or c.label or 2 * c.length > q.length for c in run) \
            or not any(c.text for c in run):
        return []
    return [c.index for c in run]


def _without_category(cols: list[_Column], choices: list[int]) -> tuple[list[int], int | None]:
    """The choices less a column of a few values repeated (a category, a level: ``Maths``, ``Databases``) first
    or last among them, when the two or more others differ from row to row; with that column (the tag), else
    None."""
    repeated = [c for c in choices if _repeated(cols[c])]
    varied = [c for c in choices if c not in repeated]
    if len(repeated) == 1 and len(varied) >= 2 and repeated[0] in (choices[0], choices[-1]):
        return varied, repeated[0]
    return choices, None


def _key_after_category(cols: list[_Column], start: int) -> int | None:
    """The number column right after a column of a few texts repeated (a category) at ``start``, when its numbers
    stay within the count of the choices after it, two or more that differ from row to row; else None."""
    if start + 2 >= len(cols) or not cols[start].text or not _repeated(cols[start]):
        return None
    key = cols[start + 1]
    after = _run_after(cols, start + 2)
    if not key.ints or key.filled < _MOST or len(after) < 2 or not _varied(cols, after) or max(key.ints) > len(after):
        return None
    return key.index


def _repeated(col: _Column) -> bool:
    """A column of a few values over many rows: a level or a category, not choices."""
    filled = round(col.filled * len(col.cells))
    return filled >= 8 and col.distinct <= max(3, filled // 5)


#: a cell that is one word and a number glued to it: ``gewichtung3``, ``level_2``
_WORD_NUMBER = re.compile(r"([^\W\d_]{2,})[ _-]?\d{1,3}")


def _coded(col: _Column) -> bool:
    """A column whose every cell (five at least) is one same word and a number (``gewichtung1``, ``gewichtung9``):
    a weight or a level, not choices."""
    full = [m for c in col.cells if c for m in [_WORD_NUMBER.fullmatch(c)]]
    return col.filled >= _MOST and len(full) >= 5 and all(m is not None for m in full) \
        and len({m.group(1).casefold() for m in full if m is not None}) == 1


#: the words a row's last choice is often written as, never a category's name
_CHOICE_WORDS = frozenset({"both", "neither", "all", "none", "all of these", "none of these", "all of them",
                           "none of them", "both of them", "neither of them", "true", "false", "yes", "no",
                           "beide", "keine", "alle", "keines", "ambos", "ninguno", "todos", "tous", "aucun"})


def _furniture(col: _Column) -> bool:
    """A column closing a run of choices that holds none: a weight (``_coded``), or a category -- a few names of
    a word or two repeated (two of them over five rows at least), not one text in every row, nor a choice every
    row ends with in other words (``All of the above``, ``None of these``), nor a column one of whose cells is a
    word a choice is written as (``both``, ``neither``: ``_CHOICE_WORDS``)."""
    filled = round(col.filled * len(col.cells))
    named = all(len(c.split()) <= 2 for c in col.cells)
    if any(c.strip().casefold() in _CHOICE_WORDS for c in col.cells):
        return False   # ``both``, ``neither``: the row's last choice, not a category
    return _coded(col) or (named and not col.steady and (_repeated(col) or (filled >= 5 and col.distinct == 2)))


def _category_first(cols: list[_Column], choices: list[int]) -> bool:
    """Whether the column opening a run of choices is a category (``Historia``, ``Deportes``), not its first
    choice: furniture before varied choices, each of its values filling one run of rows, none of them a text the
    other choices offer (a quiz app's right choice, written first, may repeat a few values too, but scattered
    over the rows and offered elsewhere as a wrong one)."""
    col = cols[choices[0]]
    if not (_furniture(col) and _varied(cols, choices[1:])):
        return False
    values = [c.strip().casefold() for c in col.cells if c.strip()]
    offered = {cell.strip().casefold() for c in choices[1:] for cell in cols[c].cells}
    return sum(1 for _ in groupby(values)) == len(set(values)) and not offered & set(values)


def _sparse(col: _Column) -> bool:
    """A column after the choices filled in one row in three at most, each filled cell one word (``sound001``: a
    sound's or picture's name, a note): never a choice, nor a column that names the right one or explains."""
    full = [c for c in col.cells if c.strip()]
    return bool(full) and 3 * len(full) <= len(col.cells) and all(len(c.split()) == 1 for c in full)


def _varied(cols: list[_Column], choices: list[int]) -> bool:
    """Whether the choices' cells differ from row to row (not a true/false sheet's ``True``, ``False``)."""
    return all(not _repeated(cols[c]) for c in choices)


def _longer(col: _Column, cols: list[_Column], choices: list[int]) -> bool:
    """A column of texts much longer than every choice: an explanation."""
    return col.text and col.length >= 40 and col.length >= 2.5 * max(cols[c].length for c in choices)


def _try(cols: list[_Column], rows: list[list[str]], q: int, a: int, kind: str,
         hint: int | None = None) -> Layout | None:
    col = cols[a]
    if col.filled < _MOST or col.label:
        return None
    # (a column empty in every row, a picture's never filled: no choice)
    between = [c for c in cols[q + 1:a] if not c.label and not c.ids and not c.files and c.filled > 0]
    category = None
    if kind == "numbers" and a > q + 1 and _key_after_category(cols, a - 1) == a \
            and all(c.ints for c in cols[q + 1:a - 1]):
        # ``question;level;category;1;x;y;z;w``: the number right before the choices, after a category
        choices, category = _run_after(cols, a + 1), a - 1
    elif a > q and len(between) >= 2:
        choices, category = _without_category(cols, _unsteady(cols, [c.index for c in between]))
    elif kind == "numbers" and a == q + 1 and _key_after_category(cols, a + 1) is not None:
        return None   # a level before a category: the number after the category names the choice
    elif a == q + 1 and (kind != "numbers" or _counts(col, _run_after(cols, a + 1), rows)):
        choices = _run_after(cols, a + 1)
    elif a < q and kind == "letters":   # the right letter first, then the question and its choices
        choices = _run_after(cols, q + 1)
    elif a == q - 1 and kind == "numbers" and (before := _choices_before(cols, a)):
        choices = before   # the choices first, then the right one's number, then the question
    elif a == hint or (a == q + 2 and between and between[0].text and between[0].length <= 30):
        # the header's answer column, or one after a short column (a category): the choices follow
        choices = _run_after(cols, max(a, q) + 1)
        if kind == "numbers" and a != hint and not _numbered(rows, choices):
            return None   # a number near the question may be a level or points: only when the choices count
    else:
        return None
    if not 2 <= len(choices) <= 2 * _MAX_CHOICES:
        return None
    # a choice column at the run's end that repeats another choice of its row: the key written out, no choice --
    # whatever kind of key was found first (a text key too: two columns then name the right choice by its text)
    echo = repeating_end(rows, choices) if a not in choices else None
    if echo is not None:
        choices = [c for c in choices if c != echo]
    base = 1
    if kind == "letters":
        if col.letters is None:
            return None
        named = col.letters
    elif kind == "numbers":
        if not col.ints or (a != hint and _flag(col, len(choices))):   # (a header's answer column: its numbers)
            return None
        base = 0 if col.zero else 1
        named = [v - base for v in col.ints]
    else:
        if not col.text:
            return None
        hits = [_named(r, a, choices) for r in rows if r[a]]
        named = [h for h in hits if h is not None]
        if len(named) < (_ECHO_MOST if a > max(choices) and len(hits) >= _LEAST_ECHO else _MOST) * len(hits):
            return None
    layout = Layout(width=len(cols), question=q, choices=choices, answer=a, kind=kind, base=base,
                    numbered=_numbered(rows, choices), prefix=col.prefix if kind != "text" else "", tags=category,
                    echo=echo, base_unsure=kind == "numbers" and base == 1 and max(col.ints or [0]) < len(choices))
    pairs = _pairs(cols, choices)
    if pairs is not None and _within(named, len(pairs[0])):
        layout.choices, layout.why = pairs
    elif not _within(named, len(choices), placed=kind == "letters" and a > q and len(between) >= 2) or \
            len(choices) > _MAX_CHOICES:
        return None
    return layout


#: the fewest rows whose 0/1 column, under three choices or more, is a flag (``is_used``), not the right one's number
_FLAG_ROWS = 5


def _flag(col: _Column, choices: int) -> bool:
    """Whether a number column is a flag of each row (``is_used``, ``active``: 0 or 1), not the right choice's
    number counted from 0: it holds only 0 and 1 in five rows or more of three choices or more, never
    pointing past B, as an index over such rows would (a 1-based count holds no 0)."""
    return col.ints is not None and col.zero and set(col.ints) <= {0, 1} and len(col.ints) >= _FLAG_ROWS \
        and choices >= 3


#: a choice cell's own number before its text: "1 azazel", "2Benzol", "3) Vale"
_NUMBER_LABEL = re.compile(r"[ \t]*(\d{1,2})(?:[ \t]*[.)][ \t]*|[ \t]+|(?=[^\W\d_]))(?=\S)")


def number_labels(texts: list[str]) -> tuple[list[int], list[str]] | None:
    """A row's choice cells that each start with a number, the numbers 1 to their count in some order:
    the numbers and the texts without them; else None."""
    found = [_NUMBER_LABEL.match(t) for t in texts]
    if len(texts) < 2 or any(m is None for m in found):
        return None
    numbers = [int(m.group(1)) for m in found if m is not None]
    if sorted(numbers) != list(range(1, len(texts) + 1)):
        return None
    return numbers, [t[m.end():].strip() for t, m in zip(texts, found, strict=True) if m is not None]


def _numbered(rows: list[list[str]], choices: list[int]) -> bool:
    """Whether nine rows in ten label their choice cells with the choices' numbers (``number_labels``)."""
    labelled = sum(1 for r in rows if number_labels([r[c] for c in choices if r[c]]) is not None)
    return bool(rows) and labelled >= _MOST * len(rows)


def _within(named: list[int], count: int, placed: bool = False) -> bool:
    """Whether the choices an answer column names are among ``count``: all of them, but one row in ten
    (at least one) that is then said at its line. Letters after choices told by their place (the columns
    between the question and the answer) may name a choice the row lacks in one row in four (``E`` of four
    choices: the sheet's own slip, each such row said at its line and written as it is)."""
    wrong = sum(1 for v in named if not 0 <= v < count)
    return len(named) - wrong >= 2 and wrong <= max(1, len(named) // (4 if placed else 10))


def _named(row: list[str], a: int, choices: list[int]) -> int | None:
    """Which of the row's choices has the answer cell's text (its place among them), if one has."""
    value = row[a].casefold()
    return next((k for k, c in enumerate(choices) if row[c].casefold() == value), None)


def _pairs(cols: list[_Column], choices: list[int]) -> tuple[list[int], list[int]] | None:
    """Choices each followed by its feedback: every second column much longer, in sentences."""
    if len(choices) < 4 or len(choices) % 2:
        return None
    first, second = choices[0::2], choices[1::2]
    short = max(cols[c].length for c in first)
    long = min(cols[c].length for c in second)
    if long >= 15 and long >= 2 * short:
        return first, second
    return None


def _without_answer(cols: list[_Column], q: int) -> Layout | None:
    """Questions, two to twelve columns of choices right after them (two only when they are alike, short beside
    the question: ``_pair_of_choices``), and before them or after the choices nothing but numbers or short
    texts (a category): no column names the right choice. Sheets
    made for quiz apps that shuffle the choices write the right one first (``Layout.first_right``) when
    no column follows the choices (a running count after them: no answers given, said). The questions
    must ask (``?``) or be much longer than the choices, else nothing is inferred."""
    choices = []
    for c in cols[q + 1:]:
        if c.label or c.ids or c.files:
            continue
        if not c.text or c.filled < _MOST:
            break
        choices.append(c.index)
    explanation = _explained(cols, choices)
    if explanation is not None:
        choices.remove(explanation)
    # a weight (``gewichtung3``) or a category (``Heizung``) closing the run: furniture, not choices
    while len(choices) > 2 and _furniture(cols[choices[-1]]) and _varied(cols, choices[:-1]):
        choices.pop()
    # … or opening it, right after the question (``Historia``, ``Deportes``: a category, a field of the record)
    fielded = len(choices) > 2 and _category_first(cols, choices)
    lead = [cols[choices.pop(0)]] if fielded else []
    tail = lead + [c for c in cols[max(choices, default=q) + 1:] if _furniture(c) or _sparse(c)]
    others = [c for c in cols if c.index not in (q, explanation) and c.index not in choices]
    longest = max((cols[c].length for c in choices), default=0.0)
    if len(choices) == 2 and not _pair_of_choices(cols, q, choices):
        return None
    if not 2 <= len(choices) <= _MAX_CHOICES or any(
            c.filled and not c.numeric and not c.label and not c.ids and not c.files and c not in tail and (
            c.index > q or c.length > 30 or c.asks) for c in others) or \
            not (cols[q].asks >= _MOST or cols[q].length >= 1.5 * longest):
        return None
    # a running count after the choices: a sheet of questions without answers (said); nothing after them but
    # pictures' file names and a few values repeated (a level, a weight): a quiz app's, the right choice first
    beyond = any(c.filled for c in others if c.index > q and not c.ids and not c.files and not _repeated(c)
                 and not _coded(c) and not _sparse(c) and not _flag(c, len(choices)))
    after = explanation is not None or beyond
    mark = choice_mark([[cols[c].cells[k] for c in choices] for k in range(len(cols[q].cells))])
    # choices that carry labels a person wrote (``A) 1969``, ``b. Nilo``, ``(c) Goya``) in order: a quiz written
    # out, its key elsewhere, not an app's shuffled data: no first choice taken (said with the layout)
    labelled = not after and mark is None and _person_labels(cols, choices)
    # only an explanation after the choices: the choice place it restates, by the column's vote (``csvrestated``)
    voted = _voted(cols, choices, explanation) if explanation is not None and not beyond and mark is None \
        and not _person_labels(cols, choices) else None
    return Layout(width=len(cols), question=q, choices=choices, mark=mark, explanation=explanation,
                  first_right=(not after or voted is not None) and mark is None and not labelled and not fielded,
                  labelled=labelled, fielded=fielded and mark is None, tags=lead[0].index if lead else None,
                  right_at=voted.place if voted is not None else 0, restated=voted)


def _voted(cols: list[_Column], choices: list[int], explanation: int) -> Restated | None:
    """The choice place the explanation column restates in far more rows than any other (``csvrestated``)."""
    rows = range(len(cols[explanation].cells))
    return restated_choice([[cols[c].cells[k] for c in choices] for k in rows],
                           [cols[explanation].cells[k] for k in rows])


#: a choice cell's own label written by a person: "A) ", "b. ", "(C) ", "1) ", "2. " (its mark, then a space or
#: the text), the letter or number in group 2 or 3
_PERSON_LABEL = re.compile(r"[ \t]*(\(?)(?:([A-La-l])|(\d{1,2}))([.)])[ \t]*(?=\S)")


def _labelled_row(texts: list[str]) -> bool:
    """Whether a row's choice cells each start with a label counting up from A (or a, or 1), all written alike."""
    found = [_PERSON_LABEL.match(t) for t in texts]
    if len(texts) < 2 or any(m is None for m in found):
        return False
    forms = {(m.group(1), m.group(4), bool(m.group(3)), (m.group(2) or "").isupper()) for m in found if m}
    keys = [m.group(2).upper() if m.group(2) else m.group(3) for m in found if m]
    first = keys[0]
    wanted = [chr(ord("A") + k) for k in range(len(keys))] if not first.isdigit() else \
        [str(k + 1) for k in range(len(keys))]
    return len(forms) == 1 and keys == wanted and all(m.group(1) == "" or m.group(4) == ")" for m in found if m)


def _person_labels(cols: list[_Column], choices: list[int]) -> bool:
    """Whether nine rows in ten start their choice cells with labels in order (``_labelled_row``)."""
    rows = [[cols[c].cells[k] for c in choices if cols[c].cells[k]] for k in range(len(cols[choices[0]].cells))]
    rows = [r for r in rows if r]
    return bool(rows) and sum(1 for r in rows if _labelled_row(r)) >= _MOST * len(rows)


def marked_rows(rows: list[list[str]]) -> Layout | None:
    """Rows of one width (padded), each a question and its choices only, the right ones carrying a mark
    (``choice_mark``): the question the column that asks or is longest, every text column after it a choice
    (the longer rows' too). None when the cells read otherwise: a number, or no mark."""
    regular = [[c.strip() for c in r] for r in rows if r]
    if len(regular) < 4 or len({len(r) for r in regular}) != 1:
        return None
    width = len(regular[0])
    cols = [_Column.of(j, [r[j] for r in regular]) for j in range(width)]
    q = _question(cols)
    if q is None or any(c.filled and not c.text for c in cols) or any(c.filled for c in cols[:q]):
        return None
    choices = [c.index for c in cols[q + 1:] if c.filled]
    if not 2 <= len(choices) <= _MAX_CHOICES or choices != list(range(q + 1, q + 1 + len(choices))):
        return None
    mark = choice_mark([[r[c] for c in choices] for r in regular])
    return Layout(width=width, question=q, choices=choices, mark=mark) if mark is not None else None


def _pair_of_choices(cols: list[_Column], q: int, pair: list[int]) -> bool:
    """Whether two columns after the question are two choices, not an answer and its explanation nor a card's
    back: short texts of about one length (neither twice the other), each half the question's at most, that
    differ from each other in every row."""
    a, b = (cols[c] for c in pair)
    rows = range(len(a.cells))
    return max(a.length, b.length) <= 2 * min(a.length, b.length) and 2 * max(a.length, b.length) <= cols[q].length \
        and all(a.cells[k].casefold() != b.cells[k].casefold() for k in rows)


def _explained(cols: list[_Column], run: list[int]) -> int | None:
    """The last column of a run of text columns after the question when it is the choices' explanation: its
    texts twice as long as the longest of the others' (forty characters at least), and four columns before it."""
    if len(run) < 4:
        return None
    last = cols[run[-1]]
    longest = max(cols[c].length for c in run[:-1])
    return last.index if last.length >= 40 and last.length >= 2 * longest else None


@dataclass(frozen=True)
class Mark:
    """What a sheet writes on its right choice where it stands: `` (đúng)`` at the end, ``*`` at the start, or
    brackets around the whole choice (``[Paris]``: ``affix`` before it, ``close`` after it)."""

    affix: str
    end: bool
    close: str = ""
    caps: bool = False   # no sign: the right choice written in capitals among small letters (``capsmarks``)
    one: bool = False   # read from rows marking one choice each (nine in ten): a row marking two says so
    glued: bool = False   # a code glued to the text's end, a stop after it allowed (``csvgluedaffix``)

    def on(self, text: str) -> bool:
        if self.caps:
            return shouted(text)
        folded = text.casefold()
        if self.close:
            return len(folded) > len(self.affix) + len(self.close) and folded.startswith(self.affix) \
                and folded.endswith(self.close)
        if self.glued:
            return glued_code(text) == self.affix
        return folded.endswith(self.affix) if self.end else folded.startswith(self.affix)

    def off(self, text: str) -> str:
        if self.caps:
            return text.strip()   # the capitals are the text as written
        if self.close:
            return text[len(self.affix):len(text) - len(self.close)].strip()
        if self.glued:
            return text.strip().removesuffix(".")[:-len(self.affix)].strip()
        return (text[:len(text) - len(self.affix)] if self.end else text[len(self.affix):]).strip()

    def taken(self) -> str:
        """What becomes of the mark, as a warning says it."""
        return "its text kept as written" if self.caps else "the mark taken off"

    def said(self) -> str:
        """Where the mark stands, as a warning says it."""
        if self.caps:
            return "by capitals (written all in capitals where the others have small letters)"
        if self.close:
            return f"{self.affix}…{self.close!s} around it"
        if self.glued:
            return f"{self.affix!r} glued to its end (the same code on one choice of nearly every row)"
        return f"{self.affix.strip()!r} (at its {'end' if self.end else 'start'})"


#: sentence punctuation of any script, a text's own end, never a mark: the ideographic and full-width stops and signs
#: (``。``, ``．``, ``！``, ``？``, ``｡``), Arabic and Urdu (``؟``, ``۔``), Devanagari (``।``, ``॥``), Armenian (``։``,
#: ``՞``), Ethiopic (``።``, ``፧``), the ellipsis and doubled signs (``…``, ``‼``, ``⁇``, ``⁈``, ``⁉``)
SENTENCE_ENDS = "。．！？｡؟۔।॥։՞።፧…‼⁇⁈⁉"
#: a mark at a choice's end: a word in brackets (" (correct)", " [x]"), or a few symbols (" *", "✓"), no quote
#: sign among them (``*“Kitob”``: the mark ``*``, the quotes the text's own), no sentence's end (``SENTENCE_ENDS``)
_END_MARK = re.compile(r"(?:[ \t]*[(\[][^()\[\]\n]{1,20}[)\]]|[ \t]*[^\w\s()\[\]\"'.,;:!?%“”„‟«»‘’‚‛"
                       + SENTENCE_ENDS + r"]{1,3})$")
#: a mark at a choice's start: "*", "(x) ", "✓ ", "[correct] " (no sentence's sign: ``¿``, ``¡``, ``…``)
_START_MARK = re.compile(r"^(?:[(\[][^()\[\]\n]{1,20}[)\]][ \t]*|[^\w\s()\[\]\"'.,;:!?%$€£¿¡“”„‟«»‘’‚‛"
                         + SENTENCE_ENDS + r"-]{1,3}[ \t]*)")


#: brackets (or emphasis) a sheet may write around its right choice's whole text: ``[Paris]``, ``**Paris**``
_AROUND = (("[", "]"), ("**", "**"), ("*", "*"), ("(", ")"), ("{", "}"), ("<", ">"), ("__", "__"))


def _around_mark(rows: list[list[str]]) -> Mark | None:
    """Brackets around one choice's whole text (``_AROUND``) in nine rows in ten, never around two choices of a
    row (but in one row in ten); else None."""
    for start, close in _AROUND:
        mark = Mark(start, False, close, one=True)
        counts = [sum(1 for c in row if c and mark.on(c)) for row in rows]
        if sum(1 for n in counts if n == 1) >= _MOST * len(rows) and sum(1 for n in counts if n > 1) <= len(rows) // 10:
            return mark
    return None


def choice_mark(rows: list[list[str]]) -> Mark | None:
    """The mark a sheet without an answer column writes on each row's right choice (the rows' choice cells
    given): a word in brackets or a few symbols, at the start or the end of one choice in nine rows in ten,
    and never on two choices of a row (more than one in ten rows); brackets around one choice's whole text
    (``[Paris]``, ``**Paris**``) so first; one choice alone in capitals (``capsmarks``) last; else None."""
    filled = [r for r in rows if sum(1 for c in r if c) >= 2]
    if len(filled) < 2:
        return None
    around = _around_mark(filled)
    if around is not None:
        return around
    for end, pattern in ((True, _END_MARK), (False, _START_MARK)):
        counts: Counter[str] = Counter()
        doubled: Counter[str] = Counter()
        every: Counter[str] = Counter()
        for row in filled:
            marks = Counter(m.group().casefold() for c in row if c and (m := pattern.search(c)) and m.group() != c)
            for affix, n in marks.items():
                (counts if n == 1 else doubled)[affix] += 1
                if n > 1 and n == sum(1 for c in row if c):
                    every[affix] += 1
        for affix, n in counts.most_common(3):
            if not affix.strip():
                continue
            if n >= _MOST * len(filled) and doubled[affix] <= len(filled) // 10:
                return Mark(affix, end, one=True)
            # several right choices a row: the mark on some of a row's choices in nine rows in ten, on one alone
            # in half the rows, on all of a row's choices in a fifth at most (a mark on every choice marks none)
            if n + doubled[affix] >= _MOST * len(filled) and 2 * n >= len(filled) \
                    and 5 * every[affix] <= len(filled) and len(filled) >= 5:
                return Mark(affix, end)
    # a code glued to one choice a row (``Nairobi-1``): its count the proof, whatever its alphabet
    if (code := glued_affix(filled)) is not None:
        return Mark(code, True, one=True, glued=True)
    # capitals last: a sign the author wrote on the right choice (``hard disk*``) says more than its case
    return Mark("", False, caps=True) if caps_marked(filled) else None


def _codes(col: _Column) -> bool:
    """A column of short codes, each row its own (``AA01``, ``Q-17``): ids, not tags."""
    full = [c for c in col.cells if c]
    return col.filled >= _MOST and len(full) >= 5 and len(set(full)) == len(full) \
        and all(len(c) <= 12 and " " not in c and any(ch.isdigit() for ch in c) for c in full)


def _around(cols: list[_Column], layout: Layout) -> None:
    """The id, tag and explanation columns among the columns left: machine ids each row its own the id."""
    for c in cols:
        if c.ids and c.index in layout.unused and layout.id is None and c.distinct == sum(1 for x in c.cells if x):
            layout.id = c.index
    for c in cols[:layout.question]:
        if c.ids or c.index not in layout.unused:   # (choices may stand before the question: ``_choices_before``)
            continue
        if layout.id is None and ((c.ints is not None and len(set(c.ints)) == len(c.ints)) or _codes(c)):
            layout.id = c.index
        elif c.text and c.length <= 30 and layout.tags is None and not c.asks:
            layout.tags = c.index
    for c in cols[layout.question + 1:]:
        if c.index in layout.unused and c.text and c.length >= 15 and not c.steady and layout.explanation is None:
            layout.explanation = c.index
        elif c.index in layout.unused and c.ints is not None and layout.id is None and layout.answer is None \
                and len(set(c.ints)) == len(c.ints):
            layout.id = c.index
