"""A sheet's row broken over two lines by a line end typed into a cell, unquoted::

    The sky is blue.|True|False
    A process is visible if it hosts an activity,
    |or a service bound to one.|True|False

The first part holds no delimiter; the line after it opens with the delimiter, which no row of the sheet does
(its first cell is the question): the two lines are one row, its first cell cut short. Such a line is no
section's name between the rows, however long, when the text's delimiter is judged (``csvtable.table_delimiter``).
"""

from __future__ import annotations


def broken_row(lines: list[str], k: int, delimiter: str) -> bool:
    """Whether ``lines[k]`` (no ``delimiter`` in it) is the first part of a row whose next line opens with the
    delimiter (a cell cut by a line end); never for a space as the delimiter."""
    if not delimiter.strip() or delimiter in lines[k] or k + 1 >= len(lines):
        return False
    return lines[k + 1].lstrip().startswith(delimiter)
