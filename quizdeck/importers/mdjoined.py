"""An answer that names its choices by their whole texts, one or several joined: ``**Answer:** max.poll.records,
fetch.min.bytes``.

A bank that writes its choices without labels answers with their texts; a question with several right
choices joins them with commas (or ``;``, ``/``, ``&``, ``、``). A choice's text may hold a comma itself,
so the value is not split at every comma: it is read as the texts of distinct choices, each whole, in the
choices' order, with a separator between, covering all of it (the way that does, when only one does). A value
that names every choice, or names them in another order, asks for an order (``Arrange ...``): it names none. Case
and runs of spaces do not matter. Bounded: a value of 2000 characters at most, twelve choices at most, and a
budget of steps.
"""

from __future__ import annotations

import re

_MAX_VALUE = 2000
_MAX_CHOICES = 12
#: what joins two choices' texts in an answer: a comma and the like, spaces around
_STEPS = 2000
_JOIN = re.compile(r"[ \t]*[,;/&、，；][ \t]*")


def _norm(text: str) -> str:
    return " ".join(text.strip("*`_ ").split()).casefold().rstrip(".")


def named(value: str, texts: list[str]) -> list[int]:
    """The choices an answer names by their texts: the one whose text it is, or the distinct choices whose whole
    texts, joined, are all of it (one way only); [] when it names none so, or more than one way."""
    want = _norm(value)
    norms = [_norm(t) for t in texts]
    same = [k for k, t in enumerate(norms) if t == want]
    if same or len(want) > _MAX_VALUE or len(texts) > _MAX_CHOICES or not want:
        return same if len(same) == 1 else []
    ways: set[tuple[int, ...]] = set()
    steps = [0]

    def walk(at: int, used: list[int]) -> None:
        steps[0] += 1
        if len(ways) > 1 or steps[0] > _STEPS:
            return
        for k, t in enumerate(norms):
            if (used and k <= used[-1]) or not t or not want.startswith(t, at):
                continue
            end = at + len(t)
            if end == len(want):
                if used:
                    ways.add(tuple(sorted([*used, k])))
                continue
            joined = _JOIN.match(want, end)
            if joined is not None and joined.end() < len(want):
                walk(joined.end(), [*used, k])

    walk(0, [])
    if len(ways) != 1 or steps[0] > _STEPS or len(found := list(next(iter(ways)))) == len(texts):
        return []   # (all of them, or in another order: an order asked for, not the right ones)
    return found
