"""The columns of a sheet without a header row, told from what its cells hold.

A spreadsheet exported without a header (``Land?;Berlin;Rom;Paris;2``) or with one in words no
reader knows (``Soru;Seçenek 1;...;Doğru``) is read by its cells, only when that is safe:

* the **question** column: the one whose cells end with a question mark (``?``, ``？``, ``؟``),
  else the first column of text about as long as the longest;
* the **answer** column, after the question: letters that name choices (``B``, ``A, C``), choice
  numbers that stay within the choices (counted from 1, or from 0 when a ``0`` is among them),
  or a text equal to one of the row's choices; letters are surer than a text, a text than numbers,
  the leftmost of a kind first. A column the header names ``answer`` (when it names no question)
  is tried first, wherever it is;
* the **choices**: the columns between the question and the answer (two at least), or, when the
  answer comes right after the question (or after one short column, a category), the filled
  columns after it (a number there only when the choice cells carry their own numbers, ``1 azazel``,
  which are taken off); columns whose every cell is the same label (``(1)``) are not choices; when
  every other one of them is much longer (a sentence after each choice) and the answers name only
  the first of each pair, they are the choices' feedback (``why``);
* columns before the question: a number is the question's id, a short text its tag; a long text
  after the choices the explanation; anything else is not used, and said.

Without an answer column the sheet is still read when its questions ask (``?``) or are much longer
than the choices, three to twelve columns of text follow them, and every other column is a number or
a short text before the question. With nothing after the choices it is a quiz app's sheet, whose
app shuffles the choices: the first is the right one (said with the layout). With a number after
them (a running count) the questions have no answers, and say so.
Anything else is not inferred (``infer`` gives None) and the reader asks for a header row. The
first row is taken for a header only when the rows below it are read so and it is not.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

#: a choice number in an answer cell
_INT = re.compile(r"\d{1,2}")
#: a number that is no choice: a count, a percentage, a score ("100.0", "33,3 %")
_NUMBER = re.compile(r"[-+]?\d+(?:[.,]\d+)?[ \t]*%?")
#: letters naming choices: "B", "a", "A, C", "A;B", "ACD"
_LETTERS = re.compile(r"[A-La-l](?:[ \t]*[,;/&+][ \t]*[A-La-l])*|[A-L]{2,6}")
#: a question's text: ends with a question mark (Latin, full-width, Arabic), or opens with "¿"
_ASKS = re.compile(r"(?:[?？؟][\s\"'”»)]*$)|^[¿\"'“«]*¿")
#: a label cell, the same in every row of its column: "(1)", "[b]", "3)"
_LABEL = re.compile(r"[(\[]?(?:[A-La-l]|\d{1,2})[.)\]:]?")
#: a text's share of rows that must hold what a column is said to hold
_MOST = 0.9
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
    length: float = 0.0            # mean length of the filled cells
    label: bool = False            # every row the same label: "(1)", "a)" (a column of labels, not choices)

    @classmethod
    def of(cls, index: int, cells: list[str]) -> _Column:
        col = cls(index, cells)
        full = [c for c in cells if c]
        if not full:
            return col
        col.filled = len(full) / len(cells)
        col.length = sum(len(c) for c in full) / len(full)
        col.asks = sum(1 for c in full if _ASKS.search(c)) / len(full)
        if all(_INT.fullmatch(c) for c in full):
            col.ints = [int(c) for c in full]
        if all(_LETTERS.fullmatch(c) for c in full):
            col.letters = [max(ord(ch.upper()) - ord("A") for ch in c if ch.isalpha()) for c in full]
        col.numeric = all(_NUMBER.fullmatch(c) for c in full)
        col.label = col.filled >= _MOST and len(set(full)) == 1 and bool(_LABEL.fullmatch(full[0])) \
            and not col.numeric and col.letters is None
        return col

    @property
    def text(self) -> bool:
        """Whether it holds text (not numbers or letters)."""
        return self.filled > 0 and not self.numeric and self.letters is None and not self.label


@dataclass
class Layout:
    """Which column holds what, in a sheet read by its cells (0-based column indices)."""

    width: int
    question: int
    choices: list[int]
    answer: int | None = None
    kind: str = ""                 # how the answer names the right choice: "letters", "numbers", "text"
    base: int = 1                  # the number of the first choice in the answer column: 1, or 0
    why: list[int] = field(default_factory=list)   # each choice's feedback column, in step with `choices`
    id: int | None = None
    tags: int | None = None
    explanation: int | None = None
    header: bool = False           # the first row names the columns in words not known
    numbered: bool = False         # the choice cells start with their numbers: "1 azazel", "2 kiba"
    first_right: bool = False      # no answer column: the first choice is the right one (quiz apps' sheets)

    @property
    def unused(self) -> list[int]:
        used = {self.question, *self.choices, *self.why}
        used.update(c for c in (self.answer, self.id, self.tags, self.explanation) if c is not None)
        return [c for c in range(self.width) if c not in used]

    def columns(self) -> dict[str, list[int]]:
        """The layout as the CSV reader's columns by name."""
        out = {"question": [self.question], "choice": list(self.choices)}
        for key, index in (("answer", self.answer), ("id", self.id), ("tags", self.tags), ("category", self.tags),
                           ("explanation", self.explanation)):
            if index is not None:
                out[key] = [index]
        if self.why:
            out["why"] = list(self.why)
        return out

    def describe(self) -> str:
        """What was inferred, as the warning says it: columns numbered from 1."""
        parts = [f"column {self.question + 1} the question", f"{_span(self.choices)} the choices"]
        if self.why:
            parts[-1] += f" ({_span(self.why)} their feedback)"
        if self.numbered:
            parts[-1] += " (their numbers taken off)"
        if self.first_right:
            parts.append("no column names the right choice: the FIRST choice of each row is taken as the right "
                         "one, as sheets for quiz apps that shuffle the choices write it")
        elif self.answer is None:
            parts.append("no column names the right choice")
        else:
            what = {"letters": "letter", "text": "text",
                    "numbers": f"number (counted from {self.base})"}[self.kind]
            parts.append(f"column {self.answer + 1} the right choice's {what}")
        for name, index in (("id", self.id), ("tag", self.tags), ("explanation", self.explanation)):
            if index is not None:
                parts.append(f"column {index + 1} the {name}")
        if self.unused:
            parts.append(f"{_span(self.unused)} not used")
        return "; ".join(parts)


def _span(indices: list[int]) -> str:
    if len(indices) == 1:
        return f"column {indices[0] + 1}"
    if indices == list(range(indices[0], indices[-1] + 1)):
        return f"columns {indices[0] + 1}–{indices[-1] + 1}"
    return "columns " + ", ".join(str(i + 1) for i in indices)


def infer(rows: list[list[str]], answer: int | None = None, header: bool = False) -> Layout | None:
    """The layout of a sheet's rows (blank rows left out) by what their cells hold; None when it
    cannot be told safely. The first row may be a header in words not known (``Layout.header``);
    ``answer``: the column its header names the answer, when it names it but not the question;
    ``header``: the first row is a header (whose names do not fit its rows)."""
    if not rows:
        return None
    whole = _infer(rows) if answer is None and not header else None
    below = _infer(rows[1:], answer) if len(rows) >= 2 else None
    if below is not None and (whole is None or (whole.answer is None and below.answer is not None)) \
            and (header or not _fits(rows[0], below)):
        below.header = True
        return below
    return whole


def _fits(row: list[str], layout: Layout) -> bool:
    """Whether a row reads as a question of the layout (its answer cell too)."""
    cells = [c.strip() for c in row]
    if len(cells) != layout.width:
        return False
    if layout.answer is None:
        return bool(_ASKS.search(cells[layout.question]))
    value = cells[layout.answer]
    if layout.kind == "letters":
        return bool(_LETTERS.fullmatch(value))
    if layout.kind == "numbers":
        return bool(_INT.fullmatch(value))
    return value.casefold() in {cells[c].casefold() for c in layout.choices}


def _infer(rows: list[list[str]], answer: int | None = None) -> Layout | None:
    widths = Counter(len(r) for r in rows)
    width, count = widths.most_common(1)[0]
    if width < 3 or width > 60 or count < 0.6 * len(rows):
        return None
    regular = [[c.strip() for c in r] for r in rows if len(r) == width]
    cols = [_Column.of(j, [r[j] for r in regular]) for j in range(width)]
    question = _question(cols)
    if question is None:
        return None
    layout = _with_answer(cols, regular, question, answer) or (_without_answer(cols, question) if answer is None
                                                                   else None)
    if layout is None:
        return None
    _around(cols, layout)
    return layout


def _question(cols: list[_Column]) -> int | None:
    """The question column: the one that asks most, else the first text about as long as the longest."""
    texts = [c for c in cols if c.text and c.filled >= _MOST]
    if not texts:
        return None
    asking = max(texts, key=lambda c: (c.asks, -c.index))
    if asking.asks >= 0.5:
        return asking.index
    longest = max(c.length for c in texts)
    return next(c.index for c in texts if c.length >= 0.5 * longest)


def _with_answer(cols: list[_Column], rows: list[list[str]], q: int, hint: int | None = None) -> Layout | None:
    """The layout with an answer column: letters first, then a choice's text, then numbers; the column
    the header names the answer (``hint``) before any other, wherever it is."""
    width = len(cols)
    places = [a for a in range(q + 1, width) if a != hint]
    if hint is not None and hint != q:
        places.insert(0, hint)
    for kind in ("letters", "text", "numbers"):
        for a in places:
            layout = _try(cols, rows, q, a, kind, hint)
            if layout is not None:
                return layout
    return None


def _run_after(cols: list[_Column], start: int) -> list[int]:
    """The filled columns of choices from ``start`` on, label columns (``(1)``) left out."""
    choices = []
    for j in range(start, len(cols)):
        if cols[j].label:
            continue
        if cols[j].filled < 0.5 or (cols[j].numeric and not cols[j].ints):
            break
        choices.append(j)
    return choices


def _try(cols: list[_Column], rows: list[list[str]], q: int, a: int, kind: str,
         hint: int | None = None) -> Layout | None:
    col = cols[a]
    if col.filled < _MOST:
        return None
    between = [c for c in cols[q + 1:a] if not c.label]
    if a > q and len(between) >= 2:
        choices = [c.index for c in between]
    elif a == q + 1 and kind != "numbers":
        choices = _run_after(cols, a + 1)
    elif a == hint or (a == q + 2 and between and between[0].text and between[0].length <= 30):
        # the header's answer column, or one after a short column (a category): the choices follow
        choices = _run_after(cols, max(a, q) + 1)
        if kind == "numbers" and a != hint and not _numbered(rows, choices):
            return None   # a number near the question may be a level or points: only when the choices count
    else:
        return None
    if not 2 <= len(choices) <= 2 * _MAX_CHOICES:
        return None
    base = 1
    if kind == "letters":
        if col.letters is None:
            return None
        named = col.letters
    elif kind == "numbers":
        if not col.ints:
            return None
        base = 0 if 0 in col.ints else 1
        named = [v - base for v in col.ints]
    else:
        if not col.text:
            return None
        hits = [_named(r, a, choices) for r in rows if r[a]]
        named = [h for h in hits if h is not None]
        if len(named) < _MOST * len(hits):
            return None
    layout = Layout(width=len(cols), question=q, choices=choices, answer=a, kind=kind, base=base,
                    numbered=_numbered(rows, choices))
    pairs = _pairs(cols, choices)
    if pairs is not None and _within(named, len(pairs[0])):
        layout.choices, layout.why = pairs
    elif not _within(named, len(choices)) or len(choices) > _MAX_CHOICES:
        return None
    return layout


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


def _within(named: list[int], count: int) -> bool:
    """Whether the choices an answer column names are among ``count``: all of them, but one row in ten
    (at least one) that is then said at its line."""
    wrong = sum(1 for v in named if not 0 <= v < count)
    return len(named) - wrong >= 2 and wrong <= max(1, len(named) // 10)


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
    """Questions, three to twelve columns of choices right after them, and before them or after the
    choices nothing but numbers or short texts (a category): no column names the right choice. Sheets
    made for quiz apps that shuffle the choices write the right one first (``Layout.first_right``) when
    no column follows the choices (a running count after them: no answers given, said). The questions
    must ask (``?``) or be much longer than the choices, else nothing is inferred."""
    choices = []
    for c in cols[q + 1:]:
        if c.label:
            continue
        if not c.text or c.filled < _MOST:
            break
        choices.append(c.index)
    others = [c for c in cols if c.index != q and c.index not in choices]
    longest = max((cols[c].length for c in choices), default=0.0)
    if not 3 <= len(choices) <= _MAX_CHOICES or any(c.filled and not c.numeric and not c.label and (
            c.index > q or c.length > 30 or c.asks) for c in others) or \
            not (cols[q].asks >= _MOST or cols[q].length >= 2 * longest):
        return None
    # a running count after the choices: a sheet of questions without answers (said); nothing after them:
    # a quiz app's, the right choice first
    after = any(c.filled for c in others if c.index > q)
    return Layout(width=len(cols), question=q, choices=choices, first_right=not after)


def _around(cols: list[_Column], layout: Layout) -> None:
    """The id, tag and explanation columns among the columns left."""
    for c in cols[:layout.question]:
        if c.ints is not None and len(set(c.ints)) == len(c.ints) and layout.id is None:
            layout.id = c.index
        elif c.text and c.length <= 30 and layout.tags is None and not c.asks:
            layout.tags = c.index
    for c in cols[layout.question + 1:]:
        if c.index in layout.unused and c.text and c.length >= 15 and layout.explanation is None:
            layout.explanation = c.index
        elif c.index in layout.unused and c.ints is not None and layout.id is None and layout.answer is None \
                and len(set(c.ints)) == len(c.ints):
            layout.id = c.index
