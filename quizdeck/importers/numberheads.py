"""A number alone right above a header that repeats it (``1.`` / ``Question 1``), in nearly every record: the record's
opener, the two lines its number and header, the line under them its question's text.

A graded page pasted as text (Coursera's own export) writes each question so: its number alone, its header with the
same number, its text, its choices. Cut at the header, every record ends with the next one's number (and, at a
section's end, the next section's heading); cut at the number, the records are the questions. What tells is the
file's own repetition: the number above the header is the header's own number in eight headers in ten at least, two
at least; numbering that starts again under each section's heading is each section's count, it still agrees line by
line. Nothing here knows a word: the header is any line the line classifier reads as a word and a running number.
"""

from __future__ import annotations

import re

from quizdeck.importers.linekinds import KEY, Line, one_line

#: a number alone on its line, maybe closed by a stop or a bracket: ``1.``, ``12)``, ``3``
_NUMBER = re.compile(r"[ \t]*(\d{1,4})[.)]?[ \t]*")
#: the share of a header shape's lines that must have their own number right above them, and the fewest
MOST, LEAST = 0.8, 2


def number_of(raw: str) -> int | None:
    """The number a line holds alone (``1.``, ``12)``, ``3``), else None."""
    m = _NUMBER.fullmatch(raw)
    return int(m.group(1)) if m else None


def header(line: Line) -> bool:
    """Whether a line is a record's header: a word and its running number (``Question 3``: ``linekinds``' ``#`` key)."""
    return line.kind == KEY and line.style == "#" and line.family.endswith(" #")


def opens(above: Line, line: Line) -> bool:
    """Whether ``above`` is the number alone of the header ``line`` right under it (``1.`` over ``Question 1``)."""
    return header(line) and above.number == line.number - 1 and number_of(above.raw) == line.index


def over_header(above: str, line: str) -> bool:
    """Whether the text ``above`` is the number alone of the header ``line`` right under it (lines as written)."""
    return number_of(above) is not None and opens(one_line(1, above), one_line(2, line))


def numbers_over(lines: list[Line], shape: tuple[str, str, str, str]) -> set[int]:
    """The places (in ``lines``) of the numbers alone over the headers of ``shape``, when eight headers in ten have
    theirs right above them (two at least); else an empty set."""
    headers = [i for i, ln in enumerate(lines) if ln.shape == shape and header(ln)]
    found = {i - 1 for i in headers if i > 0 and opens(lines[i - 1], lines[i])}
    return found if len(found) >= max(LEAST, MOST * len(headers)) else set()
