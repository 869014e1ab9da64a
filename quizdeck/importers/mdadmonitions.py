"""Collapsible admonitions (MkDocs Material's ``??? question "Show Answer"``) read as the Markdown they hold.

MkDocs Material writes a collapsible box as a marker line (``???`` or ``???+``, a type, a title in quotes) over its
body indented by four spaces: the page shows the title as a button and the body, opened, as Markdown, as
``<details>`` does. A quiz page puts each question's answer in one (``The correct answer is **B**. Because ...``).
Read as written, the body is an indented code block, and the marker a line of text in the explanation. So the
marker line is blank (page furniture; its title kept where it asks, ``??? question "Which ...?"``, the question)
and the body's lines lose the four spaces, line for line. Fenced code is left as it is. Linear in the lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.asking import ASKING, ends_with

#: a collapsible admonition's marker: its type and its title, if any (``??? question "Show Answer"``)
_MARKER = re.compile(r"^[ ]{0,3}\?\?\?\+?[ \t]+[\w-]{1,40}(?:[ \t]+\"([^\"]{0,300})\")?[ \t]*$")
_FENCE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})")
#: the body's indent: four spaces or a tab
_INDENT = re.compile(r"^(?: {4}|\t)")


def opened(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """``lines`` with every collapsible admonition's marker blank (or its asking title) and its body unindented,
    and the blank markers; None when the file has none."""
    if not any(line.lstrip(" ").startswith("???") for line in lines):
        return None
    out = list(lines)
    blank: set[int] = set()
    fence: str | None = None
    i = 0
    while i < len(lines):
        line = lines[i]
        f = _FENCE.match(line)
        if fence is not None:
            if f and f.group(1)[0] == fence[0] and len(f.group(1)) >= len(fence) and not line[f.end():].strip():
                fence = None
            i += 1
            continue
        if f:
            fence = f.group(1)
            i += 1
            continue
        m = _MARKER.match(line[:400])
        if m is None:
            i += 1
            continue
        title = (m.group(1) or "").strip()
        if title and ends_with(title, ASKING):
            out[i] = title
        else:
            out[i] = ""
            blank.add(i)
        i += 1
        while i < len(lines) and (not lines[i].strip() or _INDENT.match(lines[i])):
            out[i] = _INDENT.sub("", lines[i]) if lines[i].strip() else lines[i]
            i += 1
    return (out, blank) if out != list(lines) else None
