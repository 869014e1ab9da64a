"""A page's HTML footer after the last question: furniture, not that question's explanation.

README-style quiz pages end with the author's footer written in raw HTML (``<h1 align="center"><img ...></h1>``,
``<h3>Find me:</h3>``, badges in ``<a><img></a>``), or a script's end screen (``<div id="endScreen">``). Read as it
stands, it runs on as the last question's explanation (its remote images then stop the build). The file's structure
says what it is, not its words: text after the last question's choices, a blank line above it, whose every
non-blank line to the question's end lies in Markdown's HTML blocks (as markdown-it finds them), is page furniture
whatever its length; an explanation written in HTML like the file's other explanations (``<details>`` under each
question) is not: the caller asks only when no other question has an explanation. Parsing the tail alone is linear
in its length.
"""

from __future__ import annotations

import re

from quizdeck.importers.mdstructure import read_blocks

_MAX_LINE = 4000


#: a line of tags only: ``<div id="endScreen" style="display: none;">``, ``</div>``
_TAGS_ONLY = re.compile(r"^[ \t]*(?:</?[A-Za-z][\w-]{0,30}\b(?:[^<>\"']|\"[^\"]*\"|'[^']*'){0,400}/?>[ \t]*)+$")


def _tags_only(line: str) -> bool:
    return len(line) <= _MAX_LINE and _TAGS_ONLY.match(line) is not None


def html_tail(source: list[str], read: list[str], at: int, end: int) -> int | None:
    """Where an HTML-only tail starts: line ``at`` (0-based, the first line of the explanation as ``read``), or above
    it the first of the source's lines of tags only (or read as blank) right above it (``<div id="end">``), a
    blank line above that, when every non-blank line from there to ``end`` (exclusive) lies in an HTML block; None
    otherwise (a tail glued to the question's own block, no blank line between, is not proven the page's)."""
    end = min(end, len(source), len(read))
    first = at
    while first > 0 and source[first - 1].strip() and (not read[first - 1].strip() or _tags_only(source[first - 1])):
        first -= 1
    if not 0 < first <= at < end or source[first - 1].strip():
        return None
    html = [False] * (end - first)
    for a, b in read_blocks(source[first:end]).html:
        for k in range(a, min(b, end - first)):
            html[k] = True
    if not all(html[k] for k in range(end - first) if source[first + k].strip()):
        return None
    return first
