"""Rows of a few choices each, every choice written as a group of cells of one shape: ``topic,question,`` then
``a,Navigator,true,b,Explorer,false`` on one row and four such groups on another.

Most rows may share one width (two choices: a true/false sheet), so the rows look like a sheet of that width with
a few rows too wide. They are read as one sheet padded to the widest row (``csvragged.Ragged``, empty cells at the
end) when the rows prove the groups: every row's width is a lead of the same cells plus a whole number of groups
(two at least) of one size, and each place in a group holds one kind of cell in every group of every row (empty
cells aside): a label counting up (``a``, ``b``; ``1``, ``2``), a true/false flag (``true``, ``x``, ``1``), or a
text (a choice may be a true/false word: ``Yes``), with a label or a flag among them and a text. The smallest group
that reads so is taken, then the shortest lead, and only when the cells, padded, tell their columns with the right
choices (``csvinfer.infer``). The reader says the rows are padded; the layout says which cells are labels and flags.
"""

from __future__ import annotations

from quizdeck.importers.csvinfer import FALSE_MARKS, TRUE_MARKS, Layout, infer
from quizdeck.importers.csvlabelcells import WIDEST_GROUP, label
from quizdeck.importers.csvragged import Ragged

#: the fewest rows that prove the groups
_FEWEST_ROWS = 4
#: the most rows the layout is inferred from (every row is looked at for the groups' shape)
_LOOKED = 200


def _kinds(cell: str, group: int) -> set[str]:
    """What a filled cell of a choice's group may be: a ``text`` always, a ``label`` too when it is the group's own
    (counting from ``a``/``1``), a ``flag`` when it is a true/false mark (``1`` may be both)."""
    value = cell.strip()
    kinds = {"text"}
    if (found := label(value)) is not None and found[1] == group:
        kinds.add("label")
    if value.casefold() in TRUE_MARKS | FALSE_MARKS:
        kinds.add("flag")
    return kinds


def _trimmed(row: list[str]) -> list[str]:
    """A row without the empty cells at its end (a trailing delimiter's)."""
    end = len(row)
    while end and not row[end - 1].strip():
        end -= 1
    return row[:end]


def _width(row: list[str], lead: int, size: int) -> int | None:
    """The cells a row fills with ``lead`` cells and two groups or more of ``size`` cells, the last group whole (its
    empty cells at the row's end written: ``…,Leek,``, beyond them only empty cells); None when it is not so."""
    filled = len(_trimmed(row))
    width = lead + -(-(filled - lead) // size) * size
    return width if width >= lead + 2 * size and len(row) >= width else None


def _shape(rows: list[list[str]], lead: int, size: int) -> bool:
    """Whether every row is ``lead`` cells and two groups or more of ``size`` cells (``_width``), each place in a
    group of one kind throughout (a label or a flag among the places, and a text)."""
    kinds = [{"text", "label", "flag"} for _ in range(size)]
    for row in rows:
        if _width(row, lead, size) is None:
            return False
        for k in range(lead, len(_trimmed(row))):
            if row[k].strip():
                kinds[(k - lead) % size] &= _kinds(row[k], (k - lead) // size)
    places = ["label" if "label" in ks else "flag" if "flag" in ks else "text" for ks in kinds]
    return "text" in places and ("label" in places or "flag" in places)


def grouped(rows: list[list[str]]) -> tuple[Ragged, Layout] | None:
    """How rows of groups are padded, and the layout they read by so (see the module's docstring); None when the
    rows are of one width, or not of groups, or do not read with the right choices."""
    rows = [r for r in rows if any(c.strip() for c in r)]   # every row proves the shape, the first few the layout
    if len(rows) < _FEWEST_ROWS or len({len(_trimmed(r)) for r in rows}) < 2:
        return None
    for size in range(2, WIDEST_GROUP + 1):
        for lead in range(1, min(len(_trimmed(r)) for r in rows) - size):
            if not _shape(rows, lead, size):
                continue
            widths = [w for r in rows if (w := _width(r, lead, size)) is not None]
            ragged = Ragged(max(widths), last=False)
            layout = infer([ragged.records(r)[0] for r in rows[:_LOOKED]])
            if layout is None or not layout.answers or min(layout.choices, default=0) < lead:
                return None
            cells = f"{lead} cells" if lead > 1 else "cell"
            layout.groups = f"each choice a group of {size} cells after the first {cells}, " \
                            f"{(min(widths) - lead) // size} to {(max(widths) - lead) // size} a row"
            return ragged, layout
    return None
