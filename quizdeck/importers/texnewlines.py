r"""GIFT's ``\n`` that is LaTeX's: ``\neq``, ``\nu``, ``\nabla`` written with one backslash inside a maths span.

GIFT reads ``\n`` as a line break (Moodle's format.php, ``escapedchar_pre``: ``\\`` first, then ``\: \# \= \{ \}
\~ \n``), so a maths course written with single backslashes (``$$\lambda\neq 0$$``) would show a line break and
``eq``. Inside a maths span (``$$…$$``, ``$…$``, ``\(…\)``, ``\[…\]``) a line break means nothing, and ``\n``
followed by a letter is the start of a LaTeX command: ``latex_commands`` gives where those stand, for the reader to
keep them as written (and to say so, since Moodle would not). A single ``$…$`` is a span only as pandoc has it: no
blank after its opening ``$`` nor before its closing one, no digit after it (``$5 and $10`` is no span). Every
pattern is bounded; each escape finds its span by bisection: n log n in the text's length.
"""

from __future__ import annotations

import bisect
import re

#: a maths span: display ``$$…$$``, inline ``$…$`` (pandoc's rule), ``\(…\)``, ``\[…\]``; bounded in length
_MATHS = re.compile(r"\$\$[^$]{1,2000}?\$\$|\$(?![\s$])[^$\n]{0,500}?(?<![\s\\])\$(?!\d)|"
                    r"\\\((?s:.){1,2000}?\\\)|\\\[(?s:.){1,2000}?\\\]")


def latex_commands(text: str, escapes: re.Pattern[str]) -> set[int]:
    r"""Where a GIFT escape ``\n`` (a match of ``escapes``, the reader's) opens a LaTeX command inside a maths
    span: the offsets of its backslash."""
    spans = [m.span() for m in _MATHS.finditer(text)]   # in order, apart: the last opening before ``at`` holds it
    if not spans:
        return set()
    opens = [a for a, _ in spans]
    out: set[int] = set()
    for m in escapes.finditer(text):
        at = m.start()
        if m.group(0) == "\\n" and m.end() < len(text) and text[m.end()].isalpha() \
                and (k := bisect.bisect_left(opens, at) - 1) >= 0 and at < spans[k][1]:
            out.add(at)
    return out
