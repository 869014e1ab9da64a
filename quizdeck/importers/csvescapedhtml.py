"""Sheet cells whose HTML is itself entity-escaped, as a web CMS exports its rich text::

    &lt;p&gt;Joel is charged with fraud.&lt;br/&gt;&lt;/p&gt;

A column is so when most of its filled cells (nine in ten) hold an escaped tag (``&lt;p&gt;``, ``&lt;br/&gt;``,
``&lt;/span&gt;``) and none holds a real one (``<p>``): the text was escaped once too often, and is unescaped once,
giving the HTML the card shows; the HTML comments an editor leaves (``<!--EndFragment-->``) are taken off. A cell
with a real tag beside escaped ones is HTML that shows a tag as text (a question about HTML): left as it stands.
"""

from __future__ import annotations

import html
import re

_MOST = 0.9
_ESCAPED_TAG = re.compile(r"&lt;/?[A-Za-z][A-Za-z0-9]*(?:\s[^&<>]*)?/?&gt;")
_REAL_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9]*(?:\s[^<>]*)?/?>")
_COMMENT = re.compile(r"<!--.*?-->", re.S)


def escaped_html(cells: list[str]) -> bool:
    """Whether a column's cells are escaped HTML: an escaped tag in nine filled cells in ten (two at least), a
    real tag in none."""
    filled = [c for c in cells if c.strip()]
    escaped = sum(1 for c in filled if _ESCAPED_TAG.search(c))
    return escaped >= 2 and escaped >= _MOST * len(filled) and not any(_REAL_TAG.search(c) for c in filled)


def unescaped(cell: str) -> str:
    """A cell of escaped HTML unescaped once, its HTML comments taken off."""
    return _COMMENT.sub("", html.unescape(cell)).strip()
