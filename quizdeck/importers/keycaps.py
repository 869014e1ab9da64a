"""Numbers written as keycap emoji (``2️⃣``, ``1️⃣5️⃣``, ``🔟``) where a file numbers its questions: the numbers.

A page may number its questions with keycaps, a digit followed by the combining keycap sign (an emoji's variation
selector between them or not), ten as its own sign: ``### Question 2️⃣``, ``1️⃣ What is...``. The readers look for
digits where a question's number stands; these are digits a reader sees boxed. Written as the digits here, before
any reader runs, where a number stands: at a line's start (after its indentation, a heading's marks, a bullet, bold;
a number set apart by a space alone gets the sign a question's number has, ``1. What is...``) and at its end (after
the line's words, before closing bold or a colon). A keycap inside a sentence is the text's
own and stays. Each line keeps its place, so every message keeps its line; nothing here knows a language.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: one keycap digit (the variation selector optional), or the keycap ten
_KEYCAP = r"(?:[0-9]\ufe0f?\u20e3|\U0001f51f)"
#: keycaps where a number stands: at the line's start after its markup, or at its end before closing markup
_PLACED = re.compile(rf"^([ \t]*(?:#{{1,6}}[ \t]+)?(?:[-*+][ \t]+)?(?:\*\*|__)?)({_KEYCAP}+)"
                     rf"|(?<=[\s\u200c])({_KEYCAP}+)(?=(?:\*\*|__)?[ \t]*[:：.]?[ \t]*$)")
_ONE = re.compile(_KEYCAP)


def _digits(keycaps: str) -> str:
    """A run of keycaps as the number it writes: ``1️⃣5️⃣`` -> ``15``, ``🔟`` -> ``10``."""
    return "".join("10" if m.group(0) == "\U0001f51f" else m.group(0)[0] for m in _ONE.finditer(keycaps))


def _line(line: str) -> str:
    def number(m: re.Match[str]) -> str:
        if m.group(2) is not None:      # a line's number, set apart by a space alone: a number and its sign
            after = line[m.end():m.end() + 3]
            apart = after[:1] in (" ", "\t") or (after[:2] in ("**", "__") and after[2:3] in (" ", "\t"))
            return m.group(1) + _digits(m.group(2)) + ("." if apart else "")
        return _digits(m.group(3))
    return _PLACED.sub(number, line)


def numbered(lines: Sequence[str], skip: Sequence[bool]) -> list[str] | None:
    """The lines with the keycap numbers where a number stands (see the module) written as digits, line for line,
    but the lines ``skip`` marks (fenced code: its text is the author's); None when no line holds one."""
    if not any("\u20e3" in line or "\U0001f51f" in line for line in lines):
        return None
    out = [_line(line) if ("\u20e3" in line or "\U0001f51f" in line) and not skip[i] else line
           for i, line in enumerate(lines)]
    return out if out != list(lines) else None
