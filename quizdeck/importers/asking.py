"""A text that asks: the one pattern the sheet readers and the second look share, and a line's end as shown.

A cell or a line asks when it ends with a question mark (Latin, full-width or Arabic), whatever closing quotes,
brackets, emphasis marks or spaces follow it (``Which one?"``, ``**Why?**``), or when it opens with an inverted one
(``¿Cuál es…``: a Spanish question whose closing mark a sheet's cell may leave out).

Whether a line asks or announces (ends in ``?`` or ``:``) is a question about what its page shows, not about its
raw text: ``<summary>Which port?</summary>`` and ``<b>Choose one:</b><br>`` end, as shown, in ``?`` and ``:``.
``shown_end`` is that end: the line with the inline HTML tags, emphasis marks and spaces after its last shown
character taken off; every test of how a line ends goes through it.
"""

from __future__ import annotations

import re

#: a text that asks (see the module)
ASKS = re.compile(r"(?:[?？؟][\s\"'”»*_)]*$)|^[¿\"'“«]*¿")
#: the marks a line that asks ends in, as shown
ASKING = ("?", "？", "؟")
#: the marks a line that asks or announces what follows ends in, as shown
ASKING_OR_ANNOUNCING = ("?", "？", "؟", ":", "：")
#: an HTML tag or comment at a line's end (an element's closing tag, a break): nothing the page shows
_TAG_AT_END = re.compile(r"(?:<!--[^<>]{0,200}-->|</?[A-Za-z][A-Za-z0-9-]{0,20}(?:[ \t/][^<>]{0,200})?>)\Z")
_TRAILING = " \t*_"


def shown_end(line: str) -> str:
    """``line`` up to its last character the page shows: the spaces, emphasis marks and HTML tags after it taken
    off (``<summary>Which port?</summary>`` -> ``<summary>Which port?``); a line of tags alone is ''."""
    text = line.rstrip(_TRAILING)
    for _ in range(50):   # a bounded number of tags: each step takes one off the end
        if not text.endswith(">"):
            break
        start = text.rfind("<", max(0, len(text) - 260))
        if start < 0 or not _TAG_AT_END.match(text, start):
            break
        text = text[:start].rstrip(_TRAILING)
    return text


def ends_with(line: str, marks: tuple[str, ...]) -> bool:
    """Whether ``line`` ends, as its page shows it, with one of ``marks``."""
    return shown_end(line).endswith(marks)
