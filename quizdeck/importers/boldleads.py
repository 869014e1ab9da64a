"""A choice's line that opens with a bold span holding its label, then a remark in brackets: ``**D) text.** (why)``.

The bold wraps the label and the choice's words, then the line goes on with a bracketed remark, as the file's other
choices carry theirs unbolded: the span is the right choice's mark as a whole-line bold is (the reader weighs it
against the run's other choices), the remark is the choice's text too. Only a span that opens the line, no bold
inside it, and a remark opening with a bracket: a sign or a dash after the span (``**A) x** ❌ — no``) is a
review's verdict, not this.
"""

from __future__ import annotations

import re

#: a bold span opening a text, then a remark in brackets: (2) the span's text, (3) the remark
_BOLD_LEAD = re.compile(r"(\*\*|__)(?=\S)([^*_]{1,400}?\S)\1[ \t]+([(（].*)")


def bold_lead(text: str) -> tuple[str, str] | None:
    """(the bold span's text, the bracketed remark after it) when ``text`` opens with a bold span and goes on with
    a remark in brackets; else None."""
    m = _BOLD_LEAD.match(text.strip())
    return (m.group(2), m.group(3)) if m is not None else None
