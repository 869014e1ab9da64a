"""Callouts (GitHub's alerts, Obsidian's callouts) read as the Markdown they hold, line for line.

A blockquote whose first line is a callout's marker (``> [!NOTE]``, ``> [!question] Title``, ``> [!faq]-``) is
a box the page draws around what it holds, as ``<details>`` is: a file may put each question, its text and its
choices (``> - [x] b. text``), in one. Its lines are read without their quote marker, so the reader sees the
question as it would outside the box; the marker line itself is page furniture (a blank line), or its title when
it has one (``> [!question] What is ...?`` is the line ``What is ...?``); a box left empty, a folded one with no
line or one whose lines are all blank (``>[!FAQ]- Rationalization`` over ``>``), is no text: its title is no
explanation (``empty_titles``, which the reader takes off after reading). Only one level of quoting is taken off;
a plain blockquote (no marker) is left as it is, as is anything in fenced code. Each line keeps its place
(messages keep their line numbers; their columns are the quoted text's). Linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: a quote's marker at a line's start, and one space after it
_QUOTE = re.compile(r"^[ ]{0,3}>[ ]?")
#: a callout's marker line: its type, a fold sign, its title if any
_MARKER = re.compile(r"^[ ]{0,3}>[ \t]*\[![A-Za-z][\w-]{0,30}\][+-]?[ \t]*(.*)$")
#: a folded callout's marker (``[!faq]-``, ``[!note]+``)
_FOLDED = re.compile(r"^[ ]{0,3}>[ \t]*\[![A-Za-z][\w-]{0,30}\][+-]")
_FENCE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})")


def opened(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """``lines`` with every callout's quote markers taken off, and the lines that are blank now (a marker with no
    title, a quote's ``>`` alone: to be accounted for); None when the file has no callout."""
    if not any("[!" in line[:12] for line in lines):
        return None
    out = list(lines)
    markers: set[int] = set()
    fence: str | None = None
    i = 0
    while i < len(lines):
        line = lines[i]
        m = _FENCE.match(line)
        if fence is not None:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence):
                fence = None
            i += 1
            continue
        if m:
            fence = m.group(1)
            i += 1
            continue
        marker = _MARKER.match(line)
        if marker is None or (i > 0 and _QUOTE.match(lines[i - 1])):
            i += 1   # (a marker inside a quote that began above is that quote's text)
            continue
        title = marker.group(1).strip()
        out[i] = title
        if not title:
            markers.add(i)
        i += 1
        # the quote goes on while its lines are quoted (an unquoted, non-blank line right after one continues it
        # lazily, as Markdown reads it)
        while i < len(lines) and lines[i].strip():
            q = _QUOTE.match(lines[i])
            out[i] = lines[i][q.end():] if q else lines[i]
            if not out[i].strip():
                markers.add(i)   # ">": the quote's blank line
            i += 1
    return (out, markers) if out != list(lines) else None


def empty_titles(lines: Sequence[str]) -> dict[int, str]:
    """The titles of the callouts that hold nothing, by their line: a folded one with no line under it, or one
    whose quoted lines are all blank (``>[!FAQ]- Rationalization`` over ``>``), outside fenced code."""
    out: dict[int, str] = {}
    fence: str | None = None
    for i, line in enumerate(lines):
        m = _FENCE.match(line)
        if fence is not None:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence):
                fence = None
            continue
        if m:
            fence = m.group(1)
            continue
        marker = _MARKER.match(line)
        if marker is None or not marker.group(1).strip() or (i > 0 and _QUOTE.match(lines[i - 1])):
            continue
        j = i + 1
        while j < len(lines) and lines[j].strip():
            q = _QUOTE.match(lines[j])
            if q is None or lines[j][q.end():].strip():
                break
            j += 1
        if (j == len(lines) or not lines[j].strip()) and (j > i + 1 or _FOLDED.match(line)):
            out[i] = marker.group(1).strip()
    return out
