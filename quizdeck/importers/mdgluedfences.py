"""A code fence's closing glued to the code's last line (``}```, then a blank line): closed where it was meant to.

CommonMark closes a fenced block only at a line of the fence's marks alone; a writer who ends the code with them
(``return 0;}```, ``}```) leaves the block open, and everything below it, every later question, is code to
Markdown. Only a fence that nothing closes down to the end of the page is mended, at the first line that ends
with its marks (as many at least): followed by a blank line or the page's end, that line loses the marks and
the blank line below becomes the fence's closing line (line for line: no line moves); followed by text, the line
becomes the closing line when its code only closes brackets (``}```, its ``}`` lost), else nothing is mended.
A line that opens with backticks and holds backticks again (```int f();```) is inline code, no fence, as
CommonMark reads it: written with one backtick on each side (the same width), so that no reader takes it for a
fence.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: a fence's opening line: group (1) its marks, (2) its info string
_OPEN = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
_MAX_LINE = 20_000
#: a line of code between three backticks or more on each side, no backtick inside: inline code to CommonMark
_SPAN = re.compile(r"^( {0,3})(`{3,})([^`]+)\2[ \t]*$")
#: a code's last line that only closes what it opened: ``}``, ``};``, ``)``
_CLOSING_ONLY = re.compile(r"^[ \t]*[)\]}]+[;,]?[ \t]*$")


def _closes(line: str, marks: str) -> bool:
    stripped = line.strip()
    return len(line) - len(line.lstrip(" ")) <= 3 and len(stripped) >= len(marks) and \
        set(stripped) == {marks[0]}


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with each unclosed fence closed after the line its marks are glued to; None when no fence is
    so. (No line is left blank: the set is empty.)"""
    out: list[str] | None = None
    n, i = len(lines), 0
    while i < n:
        m = _OPEN.match(lines[i][:_MAX_LINE])
        if m is not None and (span := _SPAN.match(lines[i][:_MAX_LINE])) is not None:
            out = out if out is not None else list(lines)   # "```int f();```": code in a line, written so
            out[i] = f"{span.group(1)}`{span.group(3)}`".ljust(len(lines[i]))
        if m is None or (m.group(1)[0] == "`" and "`" in m.group(2)):
            i += 1
            continue
        marks = m.group(1)
        glued: int | None = None
        j = i + 1
        while j < n and not _closes(lines[j], marks):
            body = lines[j].rstrip()
            if glued is None and body.endswith(marks) and body.strip(marks[0]).strip():
                glued = j
            j += 1
        if j < n or glued is None:
            i = j + 1   # closed (or open to the end with nothing to mend)
            continue
        code = lines[glued].rstrip().rstrip(marks[0]).rstrip()
        below = glued + 1 < n and not lines[glued + 1].strip()
        if not below and glued + 1 < n and not _CLOSING_ONLY.match(code):
            i = glued + 1   # text right below, and code on the line: not mended
            continue
        out = out if out is not None else list(lines)
        if below:
            out[glued], out[glued + 1] = code, marks
        else:
            out[glued] = marks   # "}```" over text: the closing line (its bracket is no code worth a line)
        i = glued + 2
    return (out, set()) if out is not None else None
