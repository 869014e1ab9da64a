"""A key that stands under choices of every letter (``C: INCORRETA. …`` after ``A)``, after ``B)``, after ``D)``): each
choice's comment, not a label nor the question's explanation.

A home-made quiz language may give each choice a comment on the line below it, after a one-letter key that is also a
choice's letter (``C:`` for comentário among ``A)`` … ``E)``). Its role is told by its place, which the file repeats:
right under a choice (its first line, or a line that wraps it), under choices of three letters at least, and in most
of its places followed by the next choice of the same question (an answer key or an explanation stands after the last
choice only, maybe over the next question's first choice). Only records holding one question's choices count (two to
twelve lines of the choices' shape). Its lines, up to the next choice or key, are that choice's ``why``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.answervalues import MAX_CHOICES, MIN_CHOICES
from quizdeck.importers.linekinds import CODE, KEY, TEXT, Line

Shape = tuple[str, str, str, str]
#: the fewest letters a key must stand under, the fewest records holding it, the share of its places a choice follows
LETTERS, RECORDS, FOLLOWED = 3, 2, 0.5


def _under(lines: Sequence[Line], k: int, shape: Shape) -> int | None:
    """The place (index) of the choice line ``lines[k]`` stands under, wrapped lines between; None when none."""
    j = k - 1
    while j >= 0 and lines[j].kind in (TEXT, CODE) and lines[j].number == lines[j + 1].number - 1:
        j -= 1
    if j >= 0 and lines[j].shape == shape and lines[j].number >= lines[k].number - (k - j):
        return lines[j].index
    return None


def comment_keys(records: Sequence[Sequence[Line]], shape: Shape | None) -> set[str]:
    """The keys of the records' choices' comments (see the module), learnt from the records' lines."""
    if shape is None:
        return set()
    letters: dict[str, set[int]] = {}
    held: Counter[str] = Counter()
    places: Counter[str] = Counter()
    followed: Counter[str] = Counter()
    for lines in records:
        if not MIN_CHOICES <= sum(1 for ln in lines if ln.shape == shape) <= MAX_CHOICES:
            continue                         # (no question's choices, or several questions' run together)
        seen: set[str] = set()
        for k, ln in enumerate(lines):
            if ln.kind != KEY:
                continue
            at = _under(lines, k, shape)
            if at is None:
                places[ln.family] += 1       # (a place under no choice: counted, never followed)
                continue
            letters.setdefault(ln.family, set()).add(at)
            places[ln.family] += 1
            below = next((later for later in lines[k + 1:] if later.shape == shape), None)
            followed[ln.family] += below is not None and below.index == at + 1
            seen.add(ln.family)
        held.update(seen)
    return {fam for fam, at in letters.items() if len(at) >= LETTERS and held[fam] >= RECORDS
            and followed[fam] >= FOLLOWED * places[fam]}

