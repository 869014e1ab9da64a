"""Sheet cells whose HTML is itself entity-escaped, as a web CMS exports its rich text::

    &lt;p&gt;Joel is charged with fraud.&lt;br/&gt;&lt;/p&gt;

A column is so when most of its filled cells (nine in ten) are wrapped in escaped tags, opening with one
(``&lt;p&gt;``) and ending with a closing one (``&lt;/p&gt;``, ``&lt;br/&gt;``), and none holds a real tag
(``<p>``): the text was escaped once too often, and is unescaped once, giving the HTML the card shows; the HTML
comments an editor leaves (``<!--EndFragment-->``) are taken off. A cell with a real tag beside escaped ones is
HTML that shows a tag as text (a question about HTML): left as it stands; so is a column of tags named inside the
text (``Which tag makes a paragraph, &lt;p&gt;?``) or standing alone (``&lt;br&gt;`` as a choice), meant to be
read literally.
"""

from __future__ import annotations

import html
import re

_MOST = 0.9
#: a cell wrapped in escaped tags: one opening it, a closing or self-closing one ending it (an editor's comments after)
_WRAPPED = re.compile(r"^\s*&lt;[A-Za-z][A-Za-z0-9]*(?:\s[^&<>]*)?/?&gt;.*"
                      r"&lt;(?:/[A-Za-z][A-Za-z0-9]*|[A-Za-z][A-Za-z0-9]*\s*/)&gt;(?:\s*&lt;!--.*?--&gt;)*\s*$", re.S)
_REAL_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9]*(?:\s[^<>]*)?/?>")
_COMMENT = re.compile(r"<!--.*?-->", re.S)


def escaped_html(cells: list[str]) -> bool:
    """Whether a column's cells are escaped HTML: nine filled cells in ten (two at least) wrapped in escaped tags,
    a real tag in none."""
    filled = [c for c in cells if c.strip()]
    escaped = sum(1 for c in filled if _WRAPPED.search(c))
    return escaped >= 2 and escaped >= _MOST * len(filled) and not any(_REAL_TAG.search(c) for c in filled)


def unescaped(cell: str) -> str:
    """A cell of escaped HTML unescaped once, its HTML comments taken off."""
    return _COMMENT.sub("", html.unescape(cell)).strip()
