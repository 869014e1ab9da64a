"""One question over two headings of the same number: the question's, then its answer's (a slide deck's two slides).

Slide decks (Marp, reveal.js) and some course pages put a question on one slide and its answer on the next, each
slide under a heading that repeats the question's number with another word (``## Question 3 - Donnée`` then
``## Question 3 - Réponse``; ``## Q3``, ``## Q3 (solution)``). Read heading by heading, the second heading is a
question with no choices, or a section over the next question's text. What tells is the file's consistency: where
the headings of one level come in groups of the same number, one after the other (three groups at least), and the
first heading of nearly every group (four in five) reads the same apart from its number, the other headings of each
such group go on with the first one's question: their lines are left blank (given back, to be accounted for) and what
is under them reads as the rest of that question (its answer line, its explanation). Nothing here knows a language
or a word; the patterns are anchored and linear in the line's length.
"""

from __future__ import annotations

import bisect
import collections
import re
from collections.abc import Sequence

from quizdeck.importers.mdstructure import read_blocks

#: the least number of groups of headings of one number
LEAST = 3
#: the share of the groups whose first heading reads the same apart from its number
SHARE = 0.8
#: a heading's number: the first run of digits in it, with the parts a dot joins (``1.2``: not ``1``)
_NUMBER = re.compile(r"(?<![\d.])(\d{1,4}(?:\.\d{1,4})*)(?![\d])")
_DIGITS = re.compile(r"\d{1,4}")


def _key(text: str) -> tuple[str | None, str]:
    """A heading's number (its first) and its text with every number written ``#``, spacing and case aside."""
    m = _NUMBER.search(text[:300])
    if m is None:
        return None, ""
    return m.group(1).rstrip("."), " ".join(_DIGITS.sub("#", text[:300]).casefold().split())


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with the later headings of each group of one number left blank, and those lines; None when the
    file does not write its questions so (see the module)."""
    if len(lines) > 200_000 or sum(1 for line in lines[:20_000] if line[:1] == "#") < 2 * LEAST:
        return None   # (setext headings are rare in slide decks: no parse without ATX ones)
    headings = read_blocks(list(lines)).headings
    by_level: dict[int, list[int]] = collections.defaultdict(list)
    for h in sorted(headings):
        by_level[headings[h][0]].append(h)
    blanked: set[int] = set()
    for heads in by_level.values():
        groups = _groups(heads, headings)
        firsts = collections.Counter(_key(headings[g[0]][1])[1] for g in groups)
        if len(groups) < LEAST or not firsts:
            continue
        common, times = firsts.most_common(1)[0]
        if times < SHARE * len(groups) or times < LEAST:
            continue
        for g in groups:
            if _key(headings[g[0]][1])[1] == common:
                blanked.update(g[1:])
    if not blanked:
        return None
    return [("" if i in blanked else line) for i, line in enumerate(lines)], blanked


def _groups(heads: list[int], headings: dict[int, tuple[int, str]]) -> list[list[int]]:
    """The runs of two headings or more in a row (of one level, no shallower heading between) of one number, whose
    texts differ apart from it."""
    order = sorted(headings)
    out: list[list[int]] = []
    current: list[int] = []
    for h in heads:
        number, key = _key(headings[h][1])
        if current:
            first_number, first_key = _key(headings[current[0]][1])
            between = any(headings[g][0] < headings[h][0]
                          for g in order[bisect.bisect_right(order, current[-1]):bisect.bisect_left(order, h)])
            if number is not None and number == first_number and key != first_key and not between:
                current.append(h)
                continue
            if len(current) >= 2:
                out.append(current)
        current = [h] if number is not None else []
    if len(current) >= 2:
        out.append(current)
    return out
