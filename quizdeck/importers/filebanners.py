"""The banners ``head`` and ``tail`` write between files (``==> q3.txt <==``): where one file's question ends.

A bank gathered by ``head *.txt`` holds each file behind a banner naming it::

    ==> bbzt.txt <==
    Which command ...?
    a. chmod 740 tables.txt

The banner is no part of any question: read as text it opens the question (``bbzt.txt <==``, its ``==>`` taken for
a quote's marker). A file with two such lines at least has each written again as a blank line, which is what it
stands for: the end of one record and the start of the next. One output line for each input line, so every message
keeps its line; fenced code is left as it is. The pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: banners in a file: this many at least
LEAST = 2
#: a banner: ``==> name <==``, the name a path of one line
_BANNER = re.compile(r"^==> (\S(?:[^\n]{0,300}\S)?) <==[ \t]*$")


def unbannered(lines: Sequence[str], fenced: Sequence[bool]) -> list[str] | None:
    """The lines with each file banner blank (see the module's docstring); None when the file has fewer than
    ``LEAST`` banners."""
    at = [i for i, line in enumerate(lines) if not fenced[i] and line.startswith("==> ") and _BANNER.match(line)]
    if len(at) < LEAST:
        return None
    out = list(lines)
    for i in at:
        out[i] = ""
    return out
