"""What a converter writes into Markdown so that it shows as the original did, read as what it shows.

Pandoc and other converters keep a line that starts like a list from becoming one by escaping its
punctuation: ``1\\) A price elasticity ...``, ``A\\) 2 percent decrease``, ``3\\. text``; the page shows
``1)``, ``A)``, ``3.``, and a reader takes them for a question's number and a choice's label, as the line
patterns are to. They keep a style the source had as inline HTML around a value: ``Answer:
<sub><sub>B<sub><sub>`` (tags opened and never closed, as a converter nests them), ``<font color="red">C</font>``;
the page shows ``B``, ``C``. Written again, line for line: the escape at a line's start (after its indent or
a list's or a quote's marker) taken off before a number or a letter's ``)`` or ``.``; the style tags around a
lone label or number (a letter, or one or two digits) that ends a line after a label's colon taken off, whether
they close or not (elsewhere they may be the text: ``V <sub>A</sub>``, a choice ``<b> i <big>``). Code (fenced or
in backticks) is left as it is. Every pattern here is anchored or linear in the line's length.

A rich editor's paste escapes the author's own markup everywhere, not a converter's few line starts: ``41\\.
\\*\\*question?\\*\\*``, choices ``\\- a. text``, the right one ``\\- b. \\*\\*text.\\*\\* (Correct answer)``,
separators ``\\---``. Where many lines of a file open with an escaped marker (a list's ``\\-``, ``\\*``, ``\\+``, a
heading's ``\\#``, a quote's ``\\>``: ``_LEAST_OVER`` lines at least, and a tenth of the file's lines of text), the file
is over-escaped, and the escapes of that markup (``\\-``, ``\\*``, ``\\+``, ``\\#``, ``\\>``, ``\\.``, ``\\)``; never
``\\_``, which writes a blank, ``\\_\\_\\_``, nor a bracket's, ``mdshown``) are undone on every line outside code
(``unescaped``), before any reader looks for labels, bold and marks: said in the summary, and warned at the first
line so undone. A paste escapes all its markup: a file that opens lines with bare markers too (``- item``, ``# Title``,
``1. Which``), a tenth as many at least as the escaped ones (and ``N\\.`` counts as one), writes its lists as lists
and escapes on purpose (a page about Markdown's own syntax, ``\\# not a heading``; a Pandoc export's ``\\*`` before
a literal star): left as it is.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.mdinline import code_spans

#: a line's start, then a number or a letter, then an escaped ``)`` or ``.`` and a space: ``1\\) text``
_ESCAPED = re.compile(r"^([ \t]*(?:>[ \t]*)*(?:[-*+][ \t]+)?(?:\d{1,3}|[A-Za-z]))\\([.)])(?=[ \t]|$)")
#: tags that only style the text they hold
_STYLE = r"(?:sub|sup|font|span|small|big|b|strong|i|em|u|mark|ins)"
_TAG = rf"</?{_STYLE}(?:[ \t]+[^<>]{{0,120}})?>"
#: a lone label or number between style tags, glued to them, after a label's colon and ending the line:
#: ``Answer: <sub><sub>B<sub><sub>``, ``Réponse : <b>C</b>``
_STYLED_VALUE = re.compile(rf"(?<=[:：])(?P<space>[ \t]*)(?:{_TAG})+(?P<value>[A-Za-z]|\d{{1,2}})(?:{_TAG})+"
                           rf"(?P<end>[.)]?[ \t]*)$", re.I)


#: a line opening with an escaped marker of the author's markup: ``\\- a. text``, ``\\---``, ``\\*\\*text``
_OVER = re.compile(r"^[ \t]*\\[-*+#>]")
#: an escape of the markup an over-escaped file escapes (a blank's ``\\_`` and a bracket's are not among them)
_MARKUP_ESCAPE = re.compile(r"(?<!\\)\\([-*+#>.)])")
#: a line opening with a bare marker (a list's, a heading's, a quote's, a number's) or an escaped one (``41\\.``)
_BARE_OPENER = re.compile(r"^[ \t]*(?:[-*+>][ \t]|#{1,6}[ \t]|\d{1,3}[.)][ \t])")
_ESCAPED_OPENER = re.compile(r"^[ \t]*(?:\\[-*+#>]|\d{1,3}\\[.)])")
#: the fewest lines opening with an escaped marker for a file to be over-escaped (and a tenth of its lines of text;
#: the bare openers fewer than a tenth of the escaped ones)
_LEAST_OVER = 5
_SHARE_OVER = 0.1


def _undone(text: str) -> str:
    """``text`` with the markup's escapes undone outside its code spans."""
    if "`" not in text:
        return _MARKUP_ESCAPE.sub(r"\1", text)
    parts: list[str] = []
    at = 0
    for start, end in code_spans(text):
        parts.append(_MARKUP_ESCAPE.sub(r"\1", text[at:start]))
        parts.append(text[start:end])
        at = end
    parts.append(_MARKUP_ESCAPE.sub(r"\1", text[at:]))
    return "".join(parts)


def unescaped(lines: Sequence[str], fenced: Sequence[bool]) -> tuple[list[str], int, int] | None:
    """``lines`` with an over-escaped file's escapes of its markup undone (see the module), line for line, the
    number of lines changed and the first one's place (0-based); None when the file is not over-escaped."""
    text = sum(1 for i, line in enumerate(lines) if not fenced[i] and line.strip())
    over = sum(1 for i, line in enumerate(lines) if not fenced[i] and _OVER.match(line))
    if over < _LEAST_OVER or over < _SHARE_OVER * text:
        return None
    escaped = sum(1 for i, line in enumerate(lines) if not fenced[i] and _ESCAPED_OPENER.match(line))
    bare = sum(1 for i, line in enumerate(lines) if not fenced[i] and _BARE_OPENER.match(line))
    if bare >= _SHARE_OVER * escaped:   # ("- item" lists written bare: the escapes are on purpose)
        return None
    out = list(lines)
    first = -1
    changed = 0
    for i, line in enumerate(lines):
        if fenced[i] or "\\" not in line:
            continue
        if (new := _undone(line)) != line:
            out[i] = new
            changed += 1
            first = i if first < 0 else first
    return (out, changed, first) if changed else None


def rewritten(lines: Sequence[str], fenced: Sequence[bool]) -> tuple[list[str], set[int]] | None:
    """``lines`` with a converter's escapes at the line starts and its style tags around lone values taken off
    (see the module), line for line; None when there is none."""
    out = list(lines)
    changed = False
    for i, line in enumerate(lines):
        if fenced[i] or ("\\" not in line[:12] and "<" not in line):
            continue
        new = _ESCAPED.sub(r"\1\2", line, count=1)
        if "<" in new and "`" not in new:
            new = _STYLED_VALUE.sub(lambda m: m.group("space") + m.group("value") + m.group("end"), new)
        if new != line:
            out[i] = new
            changed = True
    return (out, set()) if changed else None
