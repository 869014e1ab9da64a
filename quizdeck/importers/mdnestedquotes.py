"""A quote indented under a list item (``- [x] text`` over ``  > **Explain:** …``): inside that item.

A quote whose ``>`` stands at the text column of the list item above it, or further right, is part of that item
(CommonMark's rule for an item's continuation): under a choice it is the choice's note, never a question quoted on
its own line. Lines between them may be the item's own (a formula on lines of its own) or blank; a line at the
margin that is no item ends the search: the quote is then no item's. A quote over a list item at its own indent or
further right heads that list (``  > Which port?`` over ``  - [x] 443``): a question of its own, as it reads.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: a list item's marker and the spaces after it: its text column is the match's end
_ITEM = re.compile(r"^([ \t]*)(?:[-*+]|\d{1,3}[.)])[ \t]+(?=\S)")
#: a quote line's indent
_QUOTE = re.compile(r"^([ \t]*)>")
#: how many lines up the item is looked for
_LOOKED = 40


def _width(indent: str) -> int:
    return len(indent.expandtabs(4))


def nested_quote(lines: Sequence[str], at: int) -> bool:
    """Whether the quote at line ``at`` is indented under the list item above it (see the module's docstring)."""
    quote = _QUOTE.match(lines[at])
    if quote is None or not quote.group(1):
        return False
    indent = _width(quote.group(1))
    if _heads_a_list(lines, at, indent):
        return False
    for k in range(at - 1, max(-1, at - 1 - _LOOKED), -1):
        line = lines[k]
        if not line.strip():
            continue
        item = _ITEM.match(line)
        if item is not None:
            return _width(item.group(1)) < indent and _width(item.group(0)) <= indent
        if not line[:1].isspace():
            return False
    return False


def _heads_a_list(lines: Sequence[str], at: int, indent: int) -> bool:
    """Whether the first line after the quote's lines (from ``at``) is a list item at the quote's indent or right
    of it: the quote heads that list."""
    after = next((line for line in lines[at + 1:at + 1 + _LOOKED] if _QUOTE.match(line) is None), None)
    item = _ITEM.match(after) if after is not None else None
    return item is not None and _width(item.group(1)) >= indent
