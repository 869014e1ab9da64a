"""A code fence around the whole file (```` ```markdown ```` at its top, closed at its end or never): no code.

A page pasted out of a chat or a note tool often comes wrapped in the fence it was shown in: its first line opens a
fence (```` ```markdown ````, ```` ``` ````, ``~~~ text``) and nothing closes it, or only its last line does. To
CommonMark all of it is one code block, and no question is found. A fence that opens at the first line of text (or
right under the headings that open the page: its title, ``# Quiz 01``), whose info string names no language of code
(empty, or a name of Markdown or plain text; or the page's first line glued to the marks, ```` ```# Day 1 -
Questions ````: a heading, or words, which no language's name is, then read as that line), and that runs to the end
of the file (never closed, or closed at the last line of text), is the wrapper, when what it holds reads as text
does: three lines at least of headings, list items, numbered or lettered lines. Its fence lines are left blank (line
for line) and the body read as the page; the import says so at the fence. A file no fence wraps may still hold a
fence never closed, over the file's next questions (``mdunclosedfences``, tried here, where the fences are read
before any reader).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers import mdunclosedfences
from quizdeck.importers.base import LineWarn

#: a fence's opening line: (1) its marks, (2) its info string
_OPEN = re.compile(r"^ {0,3}(`{3,}|~{3,})[ \t]*([^`\s]*)[ \t]*$")
#: a fence's opening glued to the page's first line: (1) its marks, (2) that line, a heading (```` ```# Day 1 ````) or
#: words (three at least, none an attribute's ``=``, ``{``, ``"``: ```` ```js title="a.js" ```` names its code; the
#: first no lower-case token, the shape of a language's name: ```` ```python linenums hl ```` is code's options)
_GLUED = re.compile(r"^ {0,3}(`{3,}|~{3,})[ \t]*(#{1,6}[ \t]+[^`\s][^`]*|"
                    r"(?![a-z][a-z0-9_+#.-]*[ \t])[^`\s={}\"]+(?:[ \t]+[^`\s={}\"]+){2,})"
                    r"[ \t]*$")
#: an ATX heading: a page's title, which may stand over the wrapper's opening
_HEADING = re.compile(r"^ {0,3}#{1,6}(?:[ \t]|$)")
#: info strings that name text, no code
_TEXT = frozenset({"", "markdown", "md", "gfm", "commonmark", "text", "txt", "plain", "plaintext"})
#: a line of text's structure: a heading, a list item or a box, a numbered or lettered line, a rule
_STRUCTURE = re.compile(r"^[ \t]{0,3}(?:#{1,6}[ \t]|[-*+][ \t]|\d{1,3}[.)][ \t]|[A-Za-z][.)][ \t]|---+[ \t]*$|\*\*\S)")
#: the fewest such lines
_LEAST = 3


def _closes(line: str, marks: str) -> bool:
    stripped = line.strip()
    return len(line) - len(line.lstrip(" ")) <= 3 and len(stripped) >= len(marks) and set(stripped) == {marks[0]}


def _end(lines: Sequence[str], texts: Sequence[int], marks: str) -> tuple[int | None, set[int], int]:
    """The wrapper's closing line (None: never closed), the lines of the blocks it holds, their count.

    A fence naming its code (```` ```python ````) inside the wrapper opens a block of its own, closed by the next bare
    fence: a page of code questions pasted in its fence holds their blocks whole (to CommonMark the wrapper would
    end at the first block's close: read so, only when the blocks do not pair up)."""
    inner: set[int] = set()
    opened = ""   # the marks of the block open inside the wrapper
    nested = 0
    for j in texts:
        line = lines[j]
        if opened:
            inner.add(j)
            if _closes(line, opened):
                opened = ""
            continue
        if (m := _OPEN.match(line[:200])) is not None and m.group(2) and m.group(2).casefold() not in _TEXT:
            opened, nested = m.group(1), nested + 1
            inner.add(j)
            continue
        if _closes(line, marks):
            return j, inner, nested
    return (_first_close(lines, texts, marks) if opened else None), inner, nested


def _first_close(lines: Sequence[str], texts: Sequence[int], marks: str) -> int | None:
    """CommonMark's close of the wrapper: its first bare fence."""
    return next((j for j in texts if _closes(lines[j], marks)), None)


def rewritten(lines: Sequence[str], warn: LineWarn) -> list[str] | None:
    """The lines with the wrapping fence's lines left blank, or else with a fence never closed closed before the
    file's next question (``mdunclosedfences``); None when no fence is so."""
    return _unwrapped(lines, warn) or mdunclosedfences.rewritten(lines, warn)


def _unwrapped(lines: Sequence[str], warn: LineWarn) -> list[str] | None:
    """The lines with the wrapping fence's lines left blank; None when no fence wraps the file."""
    texts = [i for i, line in enumerate(lines) if line.strip()]
    heads = next((k for k, i in enumerate(texts) if not _HEADING.match(lines[i][:200])), len(texts))
    texts = texts[heads:]   # "# Quiz 01" over the opening: the page's title, outside the wrapper
    if len(texts) < 2:
        return None
    top = texts[0]
    m = _OPEN.match(lines[top][:200])
    glued = _GLUED.match(lines[top][:200]) if m is None and not heads else None
    if glued is not None:
        m = glued   # "```# Day 1 - Questions": the wrapper's opening, then the page's first line
    elif m is None or m.group(2).casefold() not in _TEXT:
        return None
    marks = m.group(1)
    end, inner, nested = _end(lines, texts[1:], marks)
    if end is not None and end != texts[-1]:
        return None   # closed before the end: a block of its own
    body = range(top + 1, end if end is not None else len(lines))
    if sum(1 for j in body if j not in inner and _STRUCTURE.match(lines[j])) < _LEAST:
        return None
    out = list(lines)
    out[top] = (" " * lines[top].index(marks) + glued.group(2)) if glued is not None else ""
    if end is not None:
        out[end] = ""
    held = f", holding {nested} block{'s' if nested > 1 else ''} of code whole" if nested else ""
    shown = f"the fence '{marks}' glued to the page's first line '{glued.group(2)}'" if glued is not None else (
        f"the fence '{lines[top].strip()}'")
    warn(top + 1, f"{shown} wraps the whole file ("
         f"{'closed only at its last line' if end is not None else 'never closed'}{held}): read as the page it "
         "holds, not as code", "if the file is meant as one block of code, it holds no quiz")
    return out
