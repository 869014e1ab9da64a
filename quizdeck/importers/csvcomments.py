"""Comment lines above a sheet's rows (``# Quiz Questions``, ``# Format: id|question|...``): no rows of it.

A program that reads its questions from a delimited file may open the file with lines of its own, each after a
``#`` and a space (or a ``#`` alone), saying what the file is and how its records are laid out. Read as rows, they
make a header that names no column the reader knows, or a first question of the words ``questionText``,
``option1``. Where the file's first lines (blank ones between them allowed) are such lines, and no line below them
opens with a ``#``, they are the program's comments: left out of the sheet (blank lines in their place, so that
every row keeps its line) and said in the summary as page furniture. One of them that names the columns, as many
cells split by the rows' delimiter as the first row has (``# Format: id|category|question text|choiceA|...``), is
the header row and stays, for the header's reader; unless a name in it is a list (``option1,option2,option3``), a
column of several items in one cell, which the cells tell better than the header's reader: then it goes too.
"""

from __future__ import annotations

import re

#: a comment line: a ``#`` then a space or tab, or alone
_COMMENT = re.compile(r"#(?:[ \t]|$)")
#: the delimiters a row may have
_DELIMITERS = ("|", "\t", ";", ",")
#: the least number of rows under the comments (fewer: nothing tells them apart)
_LEAST_ROWS = 3


def leading_comments(text: str) -> tuple[str, list[int]]:
    """``text`` with its leading comment lines blanked, and their line numbers (1-based); ``text`` and [] when it
    opens with none."""
    lines = text.split("\n")
    comments: list[int] = []
    k = 0
    while k < len(lines) and (not lines[k].strip() or _COMMENT.match(lines[k].lstrip("\ufeff"))):
        if lines[k].strip():
            comments.append(k)
        k += 1
    below = [ln for ln in lines[k:] if ln.strip()]
    if not comments or len(below) < _LEAST_ROWS or any(ln.lstrip().startswith("#") for ln in below):
        return text, []
    first = below[0]
    delimiter = max(_DELIMITERS, key=first.count)
    width = first.count(delimiter) + 1
    header = [j for j in comments if width >= 3 and lines[j].count(delimiter) + 1 == width]
    if len(header) == 1 and (delimiter == "," or "," not in lines[header[0]]):
        comments.remove(header[0])   # "# Format: id|question|...": the header, as it names the columns
    if not comments:
        return text, []
    for j in comments:
        lines[j] = ""
    return "\n".join(lines), [j + 1 for j in comments]
