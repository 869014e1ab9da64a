"""A category line opening every block of a file of blank-line blocks (``fyzika`` over the question's line and its
bare choices): the block's tag, not its question.

A quiz game's data file writes a block a question: its category, the question, the choices, a blank line. Read by its
blocks, the category is the question's text and the question its first choice; read by its asking lines, the category
falls at the end of the block above (its explanation) and a question that does not ask (``… je:``) folds into the
block above. What tells is the file's repetition: every block (four at least) opens a line, then two or more, with a
short line that does not ask, from a few values the file repeats (two at least, a third as many as blocks at most, one
of them on two blocks at least: one value alone is a type line, ``Question``), and no block's second line is one of
them. A word alone (``LOW``) is ``leveltags``' too; this reads the values of several words (``vývojová biologie``)
and the blocks whose first line is their only tag.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.asking import ASKING_OR_ANNOUNCING, ends_with

#: the fewest blocks, the most kinds of value per block, the longest value and its most words
LEAST, KINDS, LONGEST, WORDS = 4, 1 / 3, 40, 4


def tag_value(line: str) -> str | None:
    """A line's value when it may be a tag: short, a few words, letters first, not asking; else None."""
    value = line.strip()
    if not value or len(value) > LONGEST or len(value.split()) > WORDS or ends_with(value, ASKING_OR_ANNOUNCING):
        return None
    if not value[0].isalpha() or any(c in value for c in "?？=|"):
        return None
    return value


def block_tags(blocks: Sequence[Sequence[str]]) -> list[str]:
    """The values of the tags opening the blocks (each its content lines), in the order the file first writes them,
    when every block opens so, as the module says; else empty."""
    if len(blocks) < LEAST or any(len(b) < 4 for b in blocks):
        return []
    values = [tag_value(b[0]) for b in blocks]
    if any(v is None for v in values):
        return []
    kinds = Counter(v.casefold() for v in values if v is not None)
    if len(kinds) > KINDS * len(blocks) or kinds.most_common(1)[0][1] < 2:
        return []
    if len(kinds) < 2:
        return []                        # one word over every block (``Question``): a type line, no category
    if any(b[1].strip().casefold() in kinds for b in blocks):
        return []
    return list(dict.fromkeys(v for v in values if v is not None))
