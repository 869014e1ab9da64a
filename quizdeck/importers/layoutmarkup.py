"""HTML layout markup at the edge of a line: a line break or a paragraph's tag, not the line's words.

A page that joins each question to the block above it with ``<br/>`` (``<br/>📌 How is ...``), or wraps it in
``<p>`` ... ``</p>``, writes layout, not text, at the line's edges: what opens the question's words is past it.
``layout_lead`` measures that markup at a line's start (``<br>``, ``<br/>``, ``<br />``, ``<p>``, ``<p class=..>``,
``</p>``, ``&nbsp;`` and the blanks between them), ``without_layout`` strips it off both edges. Linear in the
line's length.
"""

from __future__ import annotations

import re

#: one piece of layout markup: a line break, a paragraph's opening or closing tag, a no-break space's entity
_PIECE = r"(?:<br[ \t]*/?>|</?p(?:[ \t][^<>]{0,200})?>|&nbsp;)"
_LEAD = re.compile(rf"(?:[ \t]*{_PIECE})+[ \t]*", re.I)
#: one piece at a line's end (looked for in its last ``_WINDOW`` characters only: linear)
_LAST = re.compile(rf"{_PIECE}[ \t]*$", re.I)
_WINDOW = 220


def layout_lead(line: str) -> int:
    """How many characters of layout markup (and the blanks between and after them) open ``line``."""
    m = _LEAD.match(line)
    return m.end() if m else 0


def without_layout(line: str) -> str:
    """``line`` without the layout markup at its start and its end."""
    rest = line[layout_lead(line):].rstrip(" \t")
    while rest.endswith((">", ";")):
        start = max(0, len(rest) - _WINDOW)
        m = _LAST.search(rest, start)
        if m is None:
            break
        rest = rest[:m.start()].rstrip(" \t")
    return rest
