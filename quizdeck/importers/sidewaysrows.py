"""A sheet turned sideways: one question a column, its cells down the column, read as one record a row.

Someone who keeps a bank in a spreadsheet may write each question down a column: a topic on row 1, the question on
row 2, the choices below, the right choice's text written once more after the last choice (``gcp-questions.csv``:
147 columns, 18 rows). Read as rows, no column asks; read by its columns, every column is a record. A sheet is
read so when it has as many columns as rows or more, one row's cells ask (``?``, ``…``, a blank ``___``, a
closing ``:``) in half its filled cells and three at least, and no column asks half as often as that row: the
question row. A sheet whose cells ask by no sign is read so when its shape proves it (``sidewaysshape``: far wider
than tall, its questions along the first row); a row of numbers repeating each question's closing ``[n]`` is their
points, left out with the tails; with no key then (no repeat, no last row naming a choice, no learnt mark) each
column's first choice is taken as right (``firstright``'s convention), said at line 1.

Each column is then a record: the cells above the question row are its leading fields (a topic written in runs
along the row is each question's topic, a row of numbers its id), the cells below, the empty ones left out, its
choices. When in most columns (four in five) the cells after the choices repeat some of them, as a key written by
the choices' own texts, those repeats are the answers (``A, C``), and any cell after them that repeats none is a
remark, kept as the question's explanation (said at its place); a column whose cells repeat none has no answer
(the CSV reader says so at its place). A key is short: the cells from a column's first repeat are no more than its
choices and repeat each once at most; a survey's export (questions along its first row, one respondent a row) repeats
its answers again and again, at another row in each column, and is not read sideways (nor when its columns' cells
repeat without a key); a small one the reading cannot tell from a keyed quiz is warned at its first row.
Otherwise each column is given as it is, top to bottom, the rows no column
fills left out, and the CSV reader tells its layout by the cells as for any sheet (a first column of names is its
header). Said at line 1: ``read sideways: one question per column``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from quizdeck.importers.asking import ASKS
from quizdeck.importers.firstright import first_said
from quizdeck.importers.learntmarks import learn
from quizdeck.importers.rowsheets import DELIMITERS, Place, Reshaped, Row, cell_places, sheet_cells
from quizdeck.importers.sidewaysshape import Proof, points_row, sentence, shaped, untailed

#: the ends of a cell that asks otherwise than by its question mark: a blank to fill, a colon
_OPEN_ENDS = ("...", "…", ":", "：")
#: what may close a cell after its end: quotes, a bracket
_CLOSING = " \t\"'”»)"
#: the most rows such a sheet has (a question, its choices, a few answers and fields, empty rows between)
_MOST_ROWS = 80
#: the share of columns whose cells after the choices repeat some of them, for a key written so
_REPEATING = 0.8
_LETTERS = "ABCDEFGHIJKL"
#: said of a sheet told sideways by its shape and sentences alone: a table's header of long names reads so too
_UNSURE = ("; told so by its shape alone (no cell of the first row asks, no row of points): if that row names a "
           "table's columns, not questions, this reading is wrong")
#: the share of columns whose last cell names one of its choices, for a last row read as a key by number
_KEYED = 0.9
_NUMBER = re.compile(r"[ \t]*\d{1,6}[ \t]*")


def _asks(cell: str) -> bool:
    text = cell.strip()
    return bool(text) and (ASKS.search(text) is not None or text.rstrip(_CLOSING).endswith(_OPEN_ENDS)
                           or "___" in text)


def sideways_rows(text: str) -> Reshaped | None:
    """The records of a sheet written one question a column (see the module); None when it is not one."""
    lines = text.split("\n")
    if sum(1 for line in lines if line.strip()) > _MOST_ROWS:
        return None
    for delimiter in DELIMITERS:
        if delimiter not in text:
            continue
        rows = sheet_cells(text, delimiter)
        if rows is None or len(rows) < 3:
            continue
        width = max(len(r.cells) for r in rows)
        if width < len(rows) or width < 4:
            continue
        asking = [sum(1 for c in r.cells if _asks(c)) for r in rows]
        at = max(range(len(rows)), key=lambda i: asking[i])
        filled = sum(1 for c in rows[at].cells if c.strip())
        by_column = max(sum(1 for r in rows if j < len(r.cells) and _asks(r.cells[j])) for j in range(width))
        asked = [_folded(c) for c in rows[at].cells if _asks(c)]
        if asking[at] < 3 or 2 * asking[at] < filled or 2 * by_column >= asking[at] \
                or 2 * len(set(asked)) <= len(asked):
            # (a row asking one text again and again, ``Break?`` along a timetable's row: no questions); a sheet
            # whose shape proves it sideways, its questions along the first row, asking or not (sidewaysshape)
            if (proof := shaped(rows, width, [_asks(c) for c in rows[0].cells])) is not None:
                return _columns(lines, rows, 0, width, delimiter, by_shape=proof)
            continue
        return _columns(lines, rows, at, width, delimiter)
    return None


def _columns(lines: list[str], rows: list[Row], at: int, width: int, delimiter: str,
             by_shape: Proof | None = None) -> Reshaped | None:
    """Each column with a question as a row: by its repeated key when most columns write one, else as it is (or,
    a sheet told ``by_shape`` or whose points row is left out, its first choice taken as right when no row of
    numbers is left and no mark is learnt); None when the columns are records' cells under a header that asks (a
    survey's responses)."""
    starts = cell_places(lines, rows[at], delimiter)
    first, last = rows[0].first, rows[-1].last
    points = points_row(rows, at)
    points_line = rows[points].first if points is not None else 0
    if points is not None:   # "2+2 [1]" over "1": each question's points, no key (sidewaysshape)
        rows = [Row(r.first, r.last, [untailed(c) for c in r.cells]) if i == at else r
                for i, r in enumerate(rows) if i != points]

    def cell(i: int, j: int) -> str:
        return rows[i].cells[j] if j < len(rows[i].cells) else ""

    def place(j: int) -> Place:
        line, col = starts[j] if j < len(starts) else (rows[at].first, 1)
        return Place(line, col, first, last)

    every = [j for j in range(width) if cell(at, j).strip()]
    bodies = {j: [cell(i, j).strip() for i in range(at + 1, len(rows)) if cell(i, j).strip()] for j in every}
    keyed = {j: k for j in every if (k := _first_repeat(bodies[j])) is not None and _key_tail(bodies[j], k)}
    # a first column of names (``Question``, ``Option``, ``Answer``), short, asking nowhere, no key: no question
    # (not where each column's question closes with its points, nor a sentence in a sheet sideways by its shape)
    named = every[0] not in keyed and not _asks(cell(at, every[0])) and all(
        len(cell(i, every[0]).split()) <= 3 for i in range(len(rows))) and points is None and not (
        by_shape is not None and sentence(cell(at, every[0])))
    asked = every[1:] if named else every
    said = (f"read sideways: one question per column ({len(asked)} columns, the question on line "
            f"{rows[at].first})" + ("" if points is None else
                                    f"; the numbers of line {points_line} repeat each question's "
                                    "closing number in brackets: its points, not a key (left out, the brackets "
                                    "too)") + (_UNSURE if by_shape == "sentences" else ""))
    if len(keyed) >= max(3, _REPEATING * len(asked)):
        if len({len(bodies[j]) for j in asked}) == 1 and len({keyed[j] for j in keyed}) > 1:
            return None   # every column filled to one row, its "key" at another row in each: records, not keys
        found = _keyed(rows, at, asked, bodies, keyed, place, said + ("; the first column names the rows"
                                                                      if named else ""))
        if named and at == 0:   # a first row asking over rows named by a first column: a survey's export too
            p = place(asked[0])
            names = [cell(i, every[0]).strip() for i in range(1, len(rows))]
            found.notes.append((p.line, p.col, "the first row asks and the first column names the rows below it ("
                                + ", ".join(repr(n[:20]) for n in names[:4]) + (", …" if len(names) > 4 else "")
                                + "): if each row is one person's answers (a survey's export), the repeats read "
                                "as the answers are only answers given twice",
                                "check that the sheet is a quiz written sideways, not a table of responses"))
        return found
    if sum(1 for j in asked if len({_folded(t) for t in bodies[j]}) == len(bodies[j])) < _REPEATING * len(asked):
        return None   # cells repeating down most columns: a table's records under a header that asks, not choices
    if (by_shape is not None or points is not None) \
            and (taken := _first_right(rows, at, asked, bodies, place, said)) is not None:
        return taken
    out = [[cell(i, j) for i in range(len(rows))] for j in every]   # (a first column of names the header)
    places = [place(j) for j in every]
    return Reshaped(out, places, said + "; each column read as a row", "a sheet written sideways",
                    column_lines=[r.first for r in rows])


def _first_right(rows: list[Row], at: int, asked: list[int], bodies: dict[int, list[str]],
                 place: Callable[[int], Place], said: str) -> Reshaped | None:
    """The columns as rows of a sheet with a header, each column's first choice its answer (``firstright``'s
    convention, said at line 1); None when a row of numbers is left under the choices (a key by number, read by the
    CSV reader) or the choices carry a mark of the right one (``learntmarks``: read from it)."""
    if _key_row(rows[-1].cells, asked, bodies) or learn([bodies[j] for j in asked], range(len(asked)), {}) is not None:
        return None
    most = min(len(_LETTERS), max(len(bodies[j]) for j in asked))
    out: list[list[str]] = [["question", *_LETTERS[:most], "answer"]]
    places: list[Place] = [Place(1, 1, 1, 0)]   # a header the reshape makes: at no line of the source
    for j in asked:
        out.append([rows[at].cells[j], *(bodies[j] + [""] * most)[:most], "A"])
        places.append(place(j))
    found = Reshaped(out, places, first_said(said, len(asked), "row", "column"), "a sheet written sideways")
    if (wide := [j for j in asked if len(bodies[j]) > most]):
        p = place(wide[0])
        found.notes.append((p.line, p.col, f"{len(wide)} column{'s' if len(wide) > 1 else ''} of the sideways sheet "
                                           f"hold more than {most} choices: the ones after the {most}th left out",
                            "check those questions"))
    return found


def _key_row(cells: list[str], asked: list[int], bodies: dict[int, list[str]]) -> bool:
    """Whether a sheet's last row may be a key naming each column's right choice: every filled cell a letter or a
    number no higher than the count of its column's other cells (``2``, ``C``), in nine columns in ten (a slip)."""
    def names(j: int) -> bool:
        cell = cells[j].strip() if j < len(cells) else ""
        count = len(bodies[j]) - 1
        return (cell.isdigit() and 0 <= int(cell) <= count) or (
            len(cell) == 1 and cell.upper() in _LETTERS[:count])
    return sum(1 for j in asked if names(j)) >= _KEYED * len(asked)


def _first_repeat(body: list[str]) -> int | None:
    """Where a column's cells below its question first repeat an earlier one (after two choices at least)."""
    seen: set[str] = set()
    for k, text in enumerate(body):
        if _folded(text) in seen:
            return k if k >= 2 else None
        seen.add(_folded(text))
    return None


def _key_tail(body: list[str], k: int) -> bool:
    """Whether a column's cells from its first repeat (at ``k``) are a key: no more cells than its choices, each
    choice repeated once at most (a column of responses repeats its values again and again)."""
    folded = [_folded(t) for t in body[k:]]
    repeats = [t for t in folded if t in {_folded(c) for c in body[:k]}]
    return len(folded) <= k and len(set(repeats)) == len(repeats)


def _folded(text: str) -> str:
    """A cell as a repeat of another is told: its case and spaces aside (``TRUE`` repeats ``True``)."""
    return " ".join(text.split()).casefold()


def _keyed(rows: list[Row], at: int, asked: list[int], bodies: dict[int, list[str]], keyed: dict[int, int],
           place: Callable[[int], Place], said: str) -> Reshaped:
    """The columns as rows of a sheet with a header: leading fields, the question, the choices, the answer's
    letters (the cells repeating a choice), the remarks after them (an explanation)."""
    most = min(len(_LETTERS), max(keyed[j] if j in keyed else len(bodies[j]) for j in asked))
    lead_names: list[str] = []
    for i in range(at):   # each name once: a second row of ids or topics is not read (said by the CSV reader)
        name = _lead_name(rows[i].cells, asked)
        lead_names.append(name if name not in lead_names else "")
    header = [*lead_names, "question", *_LETTERS[:most], "answer", "explanation"]
    out: list[list[str]] = [header]
    places: list[Place] = [Place(1, 1, 1, 0)]   # a header the reshape makes: at no line of the source
    unkeyed: list[int] = []
    remarked: list[int] = []
    wide: list[int] = []
    for j in asked:
        body = bodies[j]
        k = keyed.get(j, len(body))
        choices, tail = body[:k], body[k:]
        if len(choices) > most:
            wide.append(j)
        folded = [_folded(c) for c in choices]
        right = sorted({folded.index(_folded(t)) for t in tail if _folded(t) in folded})
        remarks = [t for t in tail if _folded(t) not in folded]
        if j not in keyed:
            unkeyed.append(j)
        if remarks:
            remarked.append(j)
        lead = [rows[i].cells[j] if j < len(rows[i].cells) else "" for i in range(at)]
        out.append([*lead, rows[at].cells[j], *(choices + [""] * most)[:most],
                    ", ".join(_LETTERS[r] for r in right if r < len(_LETTERS)), "\n".join(remarks)])
        places.append(place(j))
    said += ("; the cells after a column's choices that repeat one of them are its answers"
             + (f"; {len(unkeyed)} column{'s' if len(unkeyed) > 1 else ''} repeating none, without an answer"
                if unkeyed else ""))
    found = Reshaped(out, places, said, "a sheet written sideways")
    if remarked:
        p = place(remarked[0])
        found.notes.append((p.line, p.col, f"{len(remarked)} column{'s' if len(remarked) > 1 else ''} of the sideways "
                                           "sheet hold cells after the answers that repeat no choice: read as the "
                                           "question's explanation (a remark, not a choice)",
                            "check those questions; the first is this column's"))
    if wide:
        p = place(wide[0])
        found.notes.append((p.line, p.col, f"{len(wide)} column{'s' if len(wide) > 1 else ''} of the sideways sheet "
                                           f"hold more than {most} choices: the ones after the {most}th left out",
                            "check those questions"))
    return found


def _lead_name(row: list[str], asked: list[int]) -> str:
    """A leading row's name as a header's: numbers are an id, a value written in runs along the row a topic;
    else none (the CSV reader says it does not read it)."""
    cells = [row[j].strip() for j in asked if j < len(row)]
    if cells and all(_NUMBER.fullmatch(c) for c in cells if c):
        return "id"
    filled = [c for c in cells if c]
    return "topic" if filled and len(set(filled)) * 2 <= len(filled) else ""
