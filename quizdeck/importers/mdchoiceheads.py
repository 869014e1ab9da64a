"""A sub-heading that labels every question's choices: ``#### Opciones`` under ``### 3) ...``.

Some banks write each question as a heading and put its choices under a sub-heading of their own::

    ### 3) Which result do I get?

    #### Options

    1. `2`
    2. `3`

Read as a heading, the sub-heading would end the question above it (a heading over a deeper one is a
section) and start a question of its own whose text is the label. What it is comes from the file itself,
never from a list of words: a heading whose text is the same in three places at least, each time deeper
than the heading above it and with a list right below it, under headings that ask (a question mark) or start with
their questions' numbers 1, 2, 3..., is the label of the choices under it: no
heading, read as a blank line that the question holds. Linear in the number of lines.
"""

from __future__ import annotations

import itertools
import re
from collections import defaultdict

from quizdeck.importers.mdstructure import Blocks

#: fewer repeats than this do not show what the file repeats
_LEAST = 3
#: a list item: ordered (``1.``, ``2)``), bulleted (``-``, ``*``, ``+``) or lettered (``a)``, ``B.``)
#: the number a heading's text starts with, not one of a topic's (``1.2``)
_NUMBER = re.compile(r"^[\W_]{0,8}(\d{1,4})(?![.,]?\d)")
_ITEM = re.compile(r"^ {0,3}(?:\d{1,3}[.)]|[-*+]|\(?[A-Za-z][.)])[ \t]+\S")


def _key(level: int, text: str) -> tuple[int, str]:
    return level, " ".join(text.split()).casefold()


def _ask(group: list[int], parent: dict[int, int], blocks: Blocks) -> bool:
    """Whether the headings right above a group of label headings are questions: each ends in a question mark,
    or their numbers run 1, 2, 3... (``1.1``, ``1.2``, ``2.1`` number a guide's topics, not its questions)."""
    above = [blocks.headings[parent[h]][1] for h in group]
    if all(text.rstrip(" *_").endswith(("?", "？", "؟")) for text in above):
        return True
    numbers = [int(m.group(1)) if (m := _NUMBER.match(text)) else None for text in above]
    return all(n is not None for n in numbers) and all(
        b == a + 1 for a, b in itertools.pairwise(numbers) if a is not None and b is not None)


def blank_choice_heads(lines: list[str], blocks: Blocks, blanked: set[int]) -> list[str]:
    """The lines with each choices' label heading blanked (added to ``blanked``, taken out of ``blocks``'
    headings); the lines themselves when the file has none (see the module's docstring)."""
    order = sorted(blocks.headings)
    found: dict[tuple[int, str], list[int]] = defaultdict(list)
    parent: dict[int, int] = {}   # a label heading -> the heading right above it
    for k, h in enumerate(order):
        level, text = blocks.headings[h]
        if not text.strip() or k == 0 or blocks.headings[order[k - 1]][0] >= level:
            continue
        below = next((j for j in range(h + 1, len(lines)) if lines[j].strip()), None)
        if below is not None and below not in blocks.headings and _ITEM.match(lines[below][:200]):
            found[_key(level, text)].append(h)
            parent[h] = order[k - 1]
    heads = [h for group in found.values() if len(group) >= _LEAST and _ask(group, parent, blocks) for h in group]
    if not heads:
        return lines
    out = list(lines)
    for h in heads:
        del blocks.headings[h]
        blocks.heading_lines.discard(h)
        out[h] = ""
        blanked.add(h)
    return out
