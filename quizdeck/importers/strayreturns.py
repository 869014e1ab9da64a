"""A carriage return alone inside a line of a file whose lines end CR LF: a space, not a line end.

A file saved on Windows ends every line with CR LF. A CR alone among them, inside a line's text (``f Das \\rH in
Zustandsdiagrammen ...``: a stray keystroke, a cell's soft break pasted in), is no line end of that file: a reader
sees one line, and a tool that breaks there cuts a question in two (``f Das`` a statement of its own, the rest a
line of no form). In a text or Markdown file (a sheet's quoted cell breaks so: the sheet reader reads it) whose line
ends are CR LF (four at least, ten for each lone CR), a lone CR between two parts of a line is read as a space; one at
a line's end (``text\\r\\r\\n``) is part of that line end. Every other file's lone CRs stay line ends (an old Mac file
ends its lines so). ``joined`` gives the text with line ends made LF
and the (1-based) lines, as read, that held such a CR, for the reader to say.
"""

from __future__ import annotations

import re

#: the fewest CR LF line ends a file must have for its lone CRs to be read as strays
_LEAST = 4
#: CR LF line ends for each lone CR, at least
_PER_STRAY = 10
#: a lone CR between two parts of a line, with the blanks around it
_STRAY = re.compile(r"[ \t]*\r(?![\r\n])[ \t]*")


def joined(text: str) -> tuple[str, list[int]] | None:
    """The text with its line ends LF and each stray CR inside a line a space, and the lines that held one; None
    when the file has no stray CR so read (see the module)."""
    crlf = text.count("\r\n")
    text = re.sub(r"\r+\n", "\n", text) if crlf else text
    lone = text.count("\r")
    if not lone or crlf < _LEAST or crlf < _PER_STRAY * lone:
        return None
    lines: list[int] = []
    out: list[str] = []
    for number, line in enumerate(text.split("\n"), 1):
        stripped = line.strip(" \t\r")
        if "\r" in stripped:
            lines.append(number)
            line = _STRAY.sub(" ", line)
        out.append(line.replace("\r", ""))
    return ("\n".join(out), lines) if lines else None
