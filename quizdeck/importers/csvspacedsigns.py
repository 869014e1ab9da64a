"""Records whose fields a program joined by a sign with a space on each side (``Artes / 5 / Quem…? / Leonardo``,
``a - b - c``): a sheet, split only there.

A game that reads its questions with ``split(" / ")`` writes one record a line, the fields apart by the spaced sign;
the csv module cannot split at three characters, and the sign alone (``/``, ``-``) is a text's own too (``km/h``,
``Jean-Paul``). The file proves the delimiter when every filled line, five at least, holds the spaced sign three times
at least (four fields), no line opens or ends with the sign, the text holds no tab, and no delimiter a sheet is read
by (``,``, ``;``, ``|``) stands as many times, once at least, in three lines in four (then the spaced sign is a
list's, or a text's, inside a cell). The text is then read with each spaced place written as a tab; the sign
without its spaces stays in its cell.
"""

from __future__ import annotations

import re
from collections import Counter

#: the signs met as a spaced delimiter that a sheet's delimiter guess never tries
_SIGNS = "/-~"
#: the fewest lines, and the fewest spaced places a line holds
_LEAST_LINES, _LEAST_PLACES = 5, 3
#: the delimiters a sheet's rows may be split by otherwise, and the share of lines that makes one the rows'
_OTHERS = ",;|"
_STEADY = 0.75


def _other_steady(lines: list[str], other: str) -> bool:
    """Whether three lines in four hold ``other`` as many times (once at least: ``question;answer`` is a sheet of
    two columns): the rows' own delimiter."""
    places, count = Counter(line.count(other) for line in lines).most_common(1)[0]
    return places >= 1 and count >= _STEADY * len(lines)


def spaced_sign(text: str) -> tuple[str, str] | None:
    """The text with its spaced sign's places written as tabs, and the sign; None when no sign is the records'
    delimiter so (module doc)."""
    if "\t" in text:
        return None
    lines = text.split("\n")
    filled = [line.strip() for line in lines if line.strip()]
    if len(filled) < _LEAST_LINES:
        return None
    for sign in _SIGNS:
        spaced = re.compile(rf"[ \t]+{re.escape(sign)}[ \t]+")
        if any(len(spaced.findall(line)) < _LEAST_PLACES or line.startswith(sign) or line.endswith(sign)
               for line in filled):
            continue
        if any(_other_steady(filled, other) for other in _OTHERS):
            continue
        return "\n".join(spaced.sub("\t", line) for line in lines), sign
    return None
