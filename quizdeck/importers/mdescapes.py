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
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: a line's start, then a number or a letter, then an escaped ``)`` or ``.`` and a space: ``1\\) text``
_ESCAPED = re.compile(r"^([ \t]*(?:>[ \t]*)*(?:[-*+][ \t]+)?(?:\d{1,3}|[A-Za-z]))\\([.)])(?=[ \t]|$)")
#: tags that only style the text they hold
_STYLE = r"(?:sub|sup|font|span|small|big|b|strong|i|em|u|mark|ins)"
_TAG = rf"</?{_STYLE}(?:[ \t]+[^<>]{{0,120}})?>"
#: a lone label or number between style tags, glued to them, after a label's colon and ending the line:
#: ``Answer: <sub><sub>B<sub><sub>``, ``Réponse : <b>C</b>``
_STYLED_VALUE = re.compile(rf"(?<=[:：])(?P<space>[ \t]*)(?:{_TAG})+(?P<value>[A-Za-z]|\d{{1,2}})(?:{_TAG})+"
                           rf"(?P<end>[.)]?[ \t]*)$", re.I)


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
