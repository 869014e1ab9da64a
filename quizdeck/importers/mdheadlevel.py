"""Which heading level is the question, learnt from what the file's headings of each level hold.

A file that writes its questions under headings (``## 문제 1: topic``, ``### Frage 3``, ``## Sécurité réseau``)
often puts more than a stem under each: a scenario's bulleted list, a table, code, then the lettered choices. Read
paragraph by paragraph, that looks like two questions (the scenario's list under its label, the choices under
nothing), and the heading like a section over them. What tells is the file's consistency: where most headings of
one level (three at least, three in five) each hold exactly one run of lettered choices or boxes and no deeper
heading, that level is the question's, and each heading of it that holds one is one question, whatever else stands
between it and its choices (a list beside lettered choices is the question's text). A heading over numbered
questions (``1.``, ``2.``) stays a section. Nothing here knows a language or a word.
"""

from __future__ import annotations

import collections
from collections.abc import Callable, Iterable

#: the least number of a level's headings that hold one question for the level to be the question's
LEAST = 3
#: the least share of the level's headings that hold one question
SHARE = 0.6


def question_heads(heads: Iterable[int], levels: dict[int, tuple[int, str]],
                   holds_one: Callable[[int], bool]) -> frozenset[int]:
    """The headings (line indices) that are one question each: those that hold one at a level where most do."""
    by_level: dict[int, list[int]] = collections.defaultdict(list)
    for h in heads:
        by_level[levels[h][0]].append(h)
    out: set[int] = set()
    for same in by_level.values():
        one = [h for h in same if holds_one(h)]
        if len(one) >= LEAST and len(one) >= SHARE * len(same):
            out.update(one)
    return frozenset(out)
