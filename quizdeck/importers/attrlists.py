"""An attribute list after a Markdown image or link (``![](a.jpg){align=right width=30%}``): off.

MkDocs' ``attr_list`` and kramdown lay a picture or a link out on the site's page with a list in braces written
right after its closing parenthesis: classes (``.center``), ids (``#fig``) and ``name=value`` items (``width=30%``,
``target="_blank"``), apart by spaces, an optional ``:`` after the opening brace. A card lays out its own
pictures, and no Markdown a card renders knows these lists: left in, the braces would show as text. They come off
wherever a text holds one, whatever reading made the text (``images.py`` takes them off the pictures it copies
the same way; this does it before, so the deck read is the deck written). Only lists of such items, right after
``)``: braces of text (``{x, y}``, ``{x=1, y=2}``, ``\\sum_{n=0}``), and code spans and fenced code, stay.
"""

from __future__ import annotations

import re

from quizdeck.importers.images import ATTR_ITEM
from quizdeck.importers.imported import ImportedDeck
from quizdeck.source.codespans import code_free_segments

#: a code span (kept as it is; a run of backticks taken whole from its start, so nothing backtracks inside it), or
#: the end of an image's or a link's target and the attribute list glued to it
_LISTED = re.compile(r"(?<!`)(`++)[^`]*?\1(?!`)"
                     r"|(\]\((?:[^()\s]|\([^()\s]{0,500}\)){0,2000}(?:[ \t]+\"[^\"\n]{0,500}\")?[ \t]*\))"
                     rf"\{{:?[ \t]*{ATTR_ITEM}(?:[ \t]+{ATTR_ITEM}){{0,11}}[ \t]*\}}")


def _off(m: re.Match[str]) -> str:
    return m.group(2) if m.group(2) is not None else m.group(0)


def without_lists(text: str) -> str:
    """``text`` with the attribute lists after its images and links taken off, outside code."""
    if "){" not in text:
        return text
    out, last = [], 0
    for start, end in code_free_segments(text):
        out.append(text[last:start])
        out.append(_LISTED.sub(_off, text[start:end]))
        last = end
    out.append(text[last:])
    return "".join(out)


def unattributed(deck: ImportedDeck) -> None:
    """Every text of ``deck`` (the deck's description too) without attribute lists after images and links."""
    if deck.description:
        deck.description = without_lists(deck.description)
    deck.rewrite_texts(without_lists)
