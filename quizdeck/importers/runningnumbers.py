"""Questions' numbers kept before their texts (``9 Which two types ...``, ``1*. ¿Qué ...?``), a page's footer above
some (``Day 26 Page 9 of 9 ...``): the file's numbering and its pages, not the questions' text. The rule that says
numbers run on (``goes_on``) is this module's, read by ``slippednumbers`` too.

A quiz pasted from a PDF numbers its questions with a number and a space, no sign after it, which no reader takes
for a label; its page footers fall between questions and are read into the next one's text. Where three questions at
least, half the deck at least, open their text with a number (maybe a ``.`` or ``)`` after it) and a word, and the
numbers run on (each the one before plus one, or a new count from 1 after a higher number, nine pairs in ten), those
numbers are taken off. A bare ``1`` after a bare ``1`` is no count (``1 inch is how many centimetres?``, ``1 mole of
...``: questions about one of something); ``1.`` after ``1.`` is (a list numbered ``1.`` throughout). A line above
such a number in a text is taken off with it when its form (its digits aside) stands in the source twice at least: a
page's footer or header. Both are counted among what was mended.

A writer may flag a question by a star after its number (a required question, one to check again); no reader knows
the number so written, and it stays before the question's text. A question's text that opens with a number, a star
and ``.`` or ``)`` (a space after them), the number its place in the deck, loses them (``unstarred``); counted among
what was mended. Every pattern is anchored and linear in the line.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.imported import ImportedDeck

#: a number opening a line, a word after it: group (1) the number
_NUMBER = re.compile(r"^(\d{1,3})([.)]?)[ \t]+(?=[^\W\d_])")
_DIGITS = re.compile(r"\d+")
#: the fewest questions so numbered, and the least share of the deck's (here and in ``slippednumbers``)
LEAST, SHARE = 3, 0.5
#: a starred number opening a text: group (1) the number
_STARRED = re.compile(r"^(\d{1,4})\*[.)][ \t]+(?=\S)")
#: the most lines above the number a text may hold
_ABOVE = 2


def _shape(line: str) -> str:
    return _DIGITS.sub("#", " ".join(line.split()))


def goes_on(before: int, number: int, signed: bool = False) -> bool:
    """Whether ``number`` runs on from the number ``before`` it: one more, or a new count from 1 after a higher number
    (a ``1`` after a ``1`` only when both are ``signed``, written ``1.`` or ``1)``: a list numbered so throughout)."""
    return number == before + 1 or (number == 1 and (before > 1 or (signed and before == 1)))


def unstarred(deck: ImportedDeck) -> None:
    """Each question's text without the starred number of its place it opens with (see the module)."""
    taken = 0
    for place, q in enumerate(deck.questions, 1):
        m = _STARRED.match(q.text)
        if m is not None and int(m.group(1)) == place:
            q.text = q.text[m.end():]
            taken += 1
    if taken:
        deck.mend("the starred number before {n} question{s}' text", taken)


def unnumbered(deck: ImportedDeck, lines: Sequence[str]) -> None:
    """Each question's text without the running number it opens with and the page lines above it (see the
    module)."""
    shapes = Counter(_shape(line) for line in lines if line.strip())
    found: list[tuple[int, int, int, bool]] = []   # (question's index, the number's line, the number, signed)
    for k, q in enumerate(deck.questions):
        parts = q.text.split("\n")
        for at in range(min(_ABOVE + 1, len(parts))):
            if (m := _NUMBER.match(parts[at])) is not None:
                if all(shapes[_shape(p)] >= 2 and not _NUMBER.match(p) for p in parts[:at] if p.strip()):
                    found.append((k, at, int(m.group(1)), bool(m.group(2))))
                break
    if len(found) < LEAST or len(found) < SHARE * len(deck.questions):
        return
    pairs = list(itertools.pairwise(found))
    running = sum(1 for (_, _, a, sa), (_, _, b, sb) in pairs if goes_on(a, b, sa and sb))
    if running * 10 < len(pairs) * 9:
        return
    paged = 0
    for k, at, _, _ in found:
        q = deck.questions[k]
        parts = q.text.split("\n")
        paged += at > 0
        parts = parts[at:]
        parts[0] = parts[0][_NUMBER.match(parts[0]).end():]   # type: ignore[union-attr]  # matched above
        q.text = "\n".join(parts)
    deck.mend("the running number before {n} question{s}' text", len(found))
    if paged:
        deck.mend("a page's footer above {n} question{s}' text", paged)
