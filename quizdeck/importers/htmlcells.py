"""A sheet whose cells each hold one HTML list of choices, reshaped into plain rows for the CSV reader.

A web app's export (an RSS feed saved as a sheet, a quiz page's table) may keep a record's choices in one cell
as an HTML fragment: ``<ul><li><span>choice</span></li>…</ul>``, an ``<img>`` beside it, and the right choice
shown by the markup, either on an item itself (``<span id="correctAnswer1759">``) or by a separate element after
the list repeating its text (``<span id="correctAnswer7">right choice</span>``). Such a column is found by its
cells: one list of two items at least (none nested, no words before it) in nine cells in ten, under a header
whose own cell is none.

The right choice is learnt from the file, in no language's words: an item's mark is an id or class (its digits
taken off) that stands on exactly one item of the list in most records and on every item of none; an element
after the list counts when its text equals exactly one item's, its id or class doing so in most records. A record
where neither proves an item right, or where the two disagree, is read with no answer and said at its line; the
sheet is reshaped only when one of them proves the right choice in half the records at least.

The rows written: the sheet's other columns but those holding one value in every row (an export's metadata), a
name an exporter numbered (``title2``, no other ``title…`` left) by its word, then the items as ``choice 1``…
and the right ones' letters as ``answer``. A picture of the cell outside the list goes to the question; the
rest of the cell (buttons, notes after the list) is left out, said at line 1 with the reshape.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

from quizdeck.importers.rowsheets import Place, Reshaped, Row, cell_places, sheet_cells

#: the share of records whose cell holds one list, and of those whose right choice is proved (either way)
_LISTED = 0.9
_PROVED = 0.5
#: the share of records a mark (an item's id or class, an element after the list) must be learnt from
_LEARNT = 0.6
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: the names of the columns the reshape writes, their numbers off
_WRITTEN = frozenset({"answer", "choice"})
_LIST_TAG = re.compile(r"<(?:ul|ol)\b", re.I)
_NUMBERED_NAME = re.compile(r"^([^\W\d_][\w ]*?[^\W\d_])[ _]?(\d{1,2})$")
_SPACES = re.compile(r"\s+")
_NUMBER = re.compile(r"[\d.,:/ -]*")
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"})


@dataclass
class _Item:
    """A list item: its text (tags off, a picture kept as its tag) and the marks of it and its elements."""

    parts: list[str] = field(default_factory=list)
    marks: set[str] = field(default_factory=set)

    @property
    def text(self) -> str:
        return _SPACES.sub(" ", "".join(self.parts)).strip()


@dataclass
class _After:
    """An element after the list: its mark (tag, id or class without digits) and its text."""

    tag: str
    mark: str
    parts: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return _SPACES.sub(" ", "".join(self.parts)).strip()


def _marks(tag: str, attrs: list[tuple[str, str | None]]) -> set[str]:
    """An element's id and class values, digits taken off (``correctAnswer1759`` → ``correctanswer``)."""
    out: set[str] = set()
    for name, value in attrs:
        if name in ("id", "class") and value:
            for word in value.split() if name == "class" else [value]:
                if stem := re.sub(r"\d+", "", word).casefold():
                    out.add(f"{tag}{'#' if name == 'id' else '.'}{stem}")
    return out


class _Cell(HTMLParser):
    """One cell's fragment read: its lists, their items, the elements after the list, the pictures outside it."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lists = 0
        self.nested = False
        self.depth = 0            # lists open
        self.items: list[_Item] = []
        self.item: _Item | None = None
        self.after: list[_After] = []
        self.open_after: list[_After] = []
        self.pictures: list[str] = []
        self.lead = False         # words before the list: a question's text holding a list, not a cell of choices

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        raw = self.get_starttag_text() or ""
        if tag in ("ul", "ol"):
            self.nested |= self.depth > 0 or self.lists > 0
            self.lists += self.depth == 0
            self.depth += 1
        elif tag == "li" and self.depth == 1:
            self.item = _Item(marks=_marks(tag, attrs))
        elif self.item is not None:
            self.item.marks |= _marks(tag, attrs)
            if tag == "img":
                self.item.parts.append(raw)
            elif tag == "br":
                self.item.parts.append(" ")
        elif tag == "img":
            self.pictures.append(raw)
        elif self.depth == 0 and self.lists and tag not in _VOID:
            element = _After(tag, mark=min(_marks(tag, attrs), default=tag))
            self.after.append(element)
            self.open_after.append(element)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("ul", "ol") and self.depth:
            self._close_item()
            self.depth -= 1
        elif tag == "li" and self.depth == 1:
            self._close_item()
        elif self.open_after and self.open_after[-1].tag == tag:
            self.open_after.pop()

    def handle_data(self, data: str) -> None:
        self.lead |= not self.lists and bool(data.strip())
        if self.item is not None:
            self.item.parts.append(data)
        for element in self.open_after:
            element.parts.append(data)

    def _close_item(self) -> None:
        if self.item is not None:
            self.items.append(self.item)
            self.item = None


@dataclass
class _Record:
    """A record's list cell read: the items, the elements after the list and the pictures outside it."""

    items: list[_Item]
    after: list[_After]
    pictures: list[str]


def _read_cell(cell: str) -> _Record | None:
    """The cell's one list (two items at least, none nested, no words before it); None when it holds no such list
    (``Which comes first? <ol>…</ol>`` is a question's text)."""
    if _LIST_TAG.search(cell) is None:
        return None
    parser = _Cell()
    try:
        parser.feed(cell)
        parser.close()
    except (AssertionError, ValueError):   # (HTMLParser on a broken declaration)
        return None
    parser._close_item()
    if parser.lead or parser.lists != 1 or parser.nested or len(parser.items) < 2 \
            or any(not i.text for i in parser.items):
        return None
    return _Record(parser.items, parser.after, parser.pictures)


def _item_mark(records: list[_Record]) -> str | None:
    """The mark standing on exactly one item in most records, on every item of none, and not always at the same
    place in the list (``class="first"`` marks a place, not the right choice); None when none does."""
    once: dict[str, list[int]] = {}
    everywhere: set[str] = set()
    for record in records:
        places: dict[str, list[int]] = {}
        for k, item in enumerate(record.items):
            for mark in item.marks:
                places.setdefault(mark, []).append(k)
        for mark, at in places.items():
            if len(at) == 1:
                once.setdefault(mark, []).append(at[0])
            if len(at) == len(record.items):
                everywhere.add(mark)
    marks = [m for m, at in once.items() if m not in everywhere and len(at) >= _LEARNT * len(records)
             and (len(set(at)) > 1 or len(at) < 3)]
    return max(marks, key=lambda m: (len(once[m]), m), default=None)


def _one_place(records: list[_Record], mark: str) -> bool:
    """Whether ``mark`` stands at one place of the list in every record it is on (too few records for
    ``_item_mark`` to tell a place's mark from the right choice's)."""
    return len({k for r in records for k, item in enumerate(r.items) if mark in item.marks}) == 1


def _equal(record: _Record, element: _After) -> list[int]:
    return [k for k, item in enumerate(record.items) if item.text == element.text]


def _after_mark(records: list[_Record]) -> str | None:
    """The mark of the element after the list whose text equals exactly one item's, in most records."""
    found: dict[str, int] = {}
    for record in records:
        for mark in {e.mark for e in record.after if len(_equal(record, e)) == 1}:
            found[mark] = found.get(mark, 0) + 1
    best = max(found, key=lambda m: (found[m], m), default=None)
    return best if best is not None and found[best] >= _LEARNT * len(records) else None


def _right(record: _Record, item_mark: str | None, after_mark: str | None) -> tuple[list[int], str]:
    """The items proved right, or none and why."""
    marked = [k for k, item in enumerate(record.items) if item_mark is not None and item_mark in item.marks]
    named: list[int] = []
    for element in record.after:
        if element.mark == after_mark:
            if len(equal := _equal(record, element)) > 1:
                return [], "the element after the list repeats more than one item's text"
            named = sorted(set(named) | set(equal))
    if marked and named and marked != named:
        return [], "its marked item and the element after the list repeating a choice disagree"
    if marked or named:
        return marked or named, ""
    return [], "no item of its HTML list is marked right, and no element after the list repeats one"


def _clashes(header: list[str], j: int) -> bool:
    """Whether column ``j``'s name, its number off or not, is one the reshape writes (``answer``, ``choice 2``):
    kept, the CSV reader would take two columns for one."""
    name = header[j].strip() if j < len(header) else ""
    base = m.group(1) if (m := _NUMBERED_NAME.match(name)) else name
    return base.casefold() in _WRITTEN


def _header_names(header: list[str], kept: list[int]) -> list[str]:
    """The kept columns' names, one an exporter numbered (``title2``) by its word when no other kept name is
    that word numbered or not (a counted run, ``option1, option2``, stays)."""
    bases = {j: m.group(1) if (m := _NUMBERED_NAME.match(header[j].strip())) else header[j].strip() for j in kept}
    names = []
    for j in kept:
        same = [k for k in kept if bases[k].casefold() == bases[j].casefold()]
        names.append(bases[j] if len(same) == 1 else header[j].strip())
    return names


def html_cells(text: str) -> Reshaped | None:
    """The rows of a sheet whose one column holds each record's choices as an HTML list (see the module); None
    when the text is not such a sheet."""
    if _LIST_TAG.search(text) is None:
        return None
    lines = text.split("\n")
    for delimiter in ",;\t":
        rows = sheet_cells(text, delimiter)
        if rows is None or len(rows) < 3:
            continue
        found = _reshape(rows, lines, delimiter)
        if found is not None:
            return found
    return None


def _list_column(header: list[str], below: list[Row]) -> tuple[int, list[_Record | None]] | None:
    """The one column whose cells hold one list in nine records in ten (its header none), and each record's."""
    hits = []
    for j in range(len(header)):
        if _read_cell(header[j]) is not None:
            continue
        read = [_read_cell(r.cells[j]) if j < len(r.cells) else None for r in below]
        if sum(1 for r in read if r is not None) >= _LISTED * len(below):
            hits.append((j, read))
    return hits[0] if len(hits) == 1 else None


def _reshape(rows: list[Row], lines: list[str], delimiter: str) -> Reshaped | None:
    """The sheet's rows reshaped (see the module), or None when no list column proves half its records' answers."""
    header, below = rows[0].cells, rows[1:]
    column = _list_column(header, below)
    if column is None:
        return None
    at, read = column
    records = [r for r in read if r is not None]
    item_mark, after_mark = _item_mark(records), _after_mark(records)
    rights = [_right(r, item_mark, after_mark) if r is not None else ([], "") for r in read]
    placed = item_mark is not None and _one_place(records, item_mark)
    if sum(1 for r, (right, _) in zip(read, rights, strict=True) if r is not None and right) < _PROVED * len(below):
        return None
    width = max(len(r.cells) for r in rows)
    constant = [j for j in range(width) if j != at and len({r.cells[j].strip() if j < len(r.cells) else ""
                                                             for r in below}) == 1]
    clashing = [j for j in range(width) if j != at and j not in constant and _clashes(header, j)]
    kept = [j for j in range(width) if j != at and j not in constant and j not in clashing]
    most = max(len(r.items) for r in records)
    out = [[*_header_names(header + [""] * (width - len(header)), kept),
            *(f"choice {k + 1}" for k in range(most)), "answer"]]
    places = [Place(rows[0].first, 1, rows[0].first, rows[0].last)]
    notes: list[tuple[int, int, str, str]] = []
    question = _question_column(below, kept)
    for row, record, (right, why) in zip(below, read, rights, strict=True):
        col = _cell_column(lines, row, delimiter, at)
        if record is None:
            notes.append((row.first, col, f"the record's cell in column {header[at].strip()!r} holds no HTML list "
                                          "of choices as the other records' do: left out",
                          "check the line: write its choices as the other records' are"))
            continue
        out.append(_record_row(row, record, right, kept, question, most))
        places.append(Place(row.first, 1, row.first, row.last))
        if placed and right:
            notes.append((row.first, col, f"the item marked {item_mark!r} read as the right one, but that mark stands "
                                          "at the same place in every record: it may mark a place, not the answer",
                          "check the answer against the source"))
        if why:
            notes.append((row.first, col, f"this record is read with no answer: {why}",
                          "write the right choice's letter in the YAML"))
    said = _said(header[at].strip(), (item_mark, after_mark), [header[j].strip() for j in constant if j < len(header)],
                 None if question is None else header[question].strip())
    if clashing:
        said += (f"; columns named as the rows written are ({', '.join(repr(header[j].strip()) for j in clashing)}) "
                 "left out: check them against the answers read")
    return Reshaped(out, places, said, "a sheet of HTML lists", notes=notes)


def _record_row(row: Row, record: _Record, right: list[int], kept: list[int], question: int | None,
                most: int) -> list[str]:
    """A record as a plain row: its kept cells (its pictures added to the question's), its items, its answer."""
    cells = [row.cells[j] if j < len(row.cells) else "" for j in kept]
    if record.pictures and question is not None:
        k = kept.index(question)
        cells[k] = "\n\n".join([cells[k].strip(), *record.pictures])
    texts = [item.text for item in record.items]
    return [*cells, *texts, *[""] * (most - len(texts)), ", ".join(_LETTERS[k] for k in right if k < len(_LETTERS))]


def _question_column(below: list[Row], kept: list[int]) -> int | None:
    """The column a record's pictures are added to: the first kept one whose cells differ in nine rows in ten and
    are not all numbers (an id's); None when none is so."""
    for j in kept:
        cells = [r.cells[j].strip() if j < len(r.cells) else "" for r in below]
        if len(set(cells)) >= _LISTED * len(cells) and not all(_NUMBER.fullmatch(c) for c in cells):
            return j
    return None


def _said(name: str, marks: tuple[str | None, str | None], constant: list[str], question: str | None) -> str:
    """What the reshape did, said at line 1."""
    item_mark, after_mark = marks
    proofs = [f"the item marked {item_mark!r}" if item_mark else "",
              f"the item an element {after_mark!r} after the list repeats" if after_mark else ""]
    dropped = f"columns with one value in every row left out ({', '.join(map(repr, constant))}); " if constant else ""
    pictures = (f"the cell's pictures added to column {question!r}" if question is not None
                else "the cell's pictures left out (no column holds the question alone)")
    return (f"read the HTML list in each cell of column {name!r} as the record's choices, the right one "
            f"{' or '.join(p for p in proofs if p)}; {dropped}{pictures}; the rest of the cell outside the list "
            "(buttons, notes) left out")


def _cell_column(lines: list[str], row: Row, delimiter: str, at: int) -> int:
    starts = cell_places(lines, row, delimiter)
    return starts[at][1] if at < len(starts) and starts[at][0] == row.first else 1
