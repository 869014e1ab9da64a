"""Inline Markdown that stands for something the line patterns know, written as that, line for line.

* GitHub's emoji shortcodes for a check or a cross (``:white_check_mark:``, ``:heavy_check_mark:``,
  ``:x:``) are the emoji they show (``✅``, ``✔️``, ``❌``): a file may mark its right choices so, and the
  card would show the code, not the mark;
* a ``<br>`` (``<br/>``, ``<br />``) that ends a line is the line's end it already is (the line break of
  a paragraph written with hard breaks): ``A. Security <br>`` is the choice ``A. Security``.

Fenced code is left as it is. Each line keeps its place (messages keep their line numbers); only
characters inside a line go. Every pattern is linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_SHORTCODES = {
    "white_check_mark": "\u2705", "heavy_check_mark": "\u2714\ufe0f", "ballot_box_with_check": "\u2611\ufe0f",
    "x": "\u274c", "negative_squared_cross_mark": "\u274e", "heavy_multiplication_x": "\u2716\ufe0f",
}
_SHORTCODE = re.compile(r"(?<![\w:]):(" + "|".join(_SHORTCODES) + r"):(?![\w:])")
_TRAILING_BR = re.compile(r"(?:[ \t]*<br[ \t]*/?>)+[ \t]*$", re.I)


_FENCE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})")


def _fenced(lines: Sequence[str]) -> list[bool]:
    """Which lines are in fenced code (the fences too)."""
    out = []
    fence: str | None = None
    for line in lines:
        m = _FENCE.match(line)
        if fence is None:
            fence = m.group(1) if m else None
            out.append(fence is not None)
        else:
            out.append(True)
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not line[m.end():].strip():
                fence = None
    return out


def normalised(lines: Sequence[str]) -> list[str] | None:
    """``lines`` with the shortcodes and trailing ``<br>`` of the module's docstring written as what they mean;
    None when there is none (the source stays as it is)."""
    out = list(lines)
    changed = False
    fenced: list[bool] | None = None
    for i, line in enumerate(lines):
        if ":" not in line and "<" not in line:
            continue
        new = _SHORTCODE.sub(lambda m: _SHORTCODES[m.group(1)], line)
        if new.strip()[:3].lower() != "<br":   # a line of "<br>" only is a blank line already
            new = _TRAILING_BR.sub("", new)
        if new != line:
            fenced = _fenced(lines) if fenced is None else fenced
            if not fenced[i]:
                out[i] = new
                changed = True
    return out if changed else None
