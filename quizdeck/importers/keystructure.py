"""An answer key told by its structure, whatever its title (``## Complete Answer Key & Thorough Explanations``).

A key's title is told by its words (``keytitles``), but a title may say more than them (``Complete``, ``Full``,
``Detailed``, ``Gabarito comentado``) in any order and language. A later section is a key by its shape alone when
its sub-headings repeat the questions' numbers and name their labels::

    ### 1. Correct Answers: A, B
    ### 2. Correct Answer: B

* a **numbered sub-heading** opens with a number (after signs, or one word: ``Q3``, ``Question 3``);
* it **names labels** when what follows its last colon (or, with no colon, its number) is nothing but choice labels
  (``B``, ``A, B``: ``labels.answer_letters``);
* the section is a key when ``LEAST`` sub-headings at least are numbered, they are half its sub-headings at least,
  their numbers go up, each the number of a question above the section, and nine in ten of them name labels.

What it finds is said at the section's heading by the reader (not sure by words: said). Linear in the headings
(the reader asks only sections of ``LEAST`` sub-headings, the questions above one by ``AskedAbove``).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Container, Mapping, Sequence
from dataclasses import dataclass

from quizdeck.importers.labels import answer_letters

#: fewer numbered sub-headings than this are no key
LEAST = 3
#: the share of the numbered sub-headings that must name labels
NAMING = 0.9
#: a sub-heading's number (after signs, or one word) and the rest of it
_NUMBERED = re.compile(r"^[\W_]{0,4}(?:[^\W\d_]{1,12}[ \t]*)?(\d{1,4})(?![\d.]\d)[ \t]*[.):\-–]?[ \t]*(.*)$")


def _names_labels(rest: str) -> bool:
    """What follows the last colon (else all of ``rest``) is choice labels alone: ``Correct Answers: A, B``."""
    value = re.split(r"[:：]", rest)[-1] if re.search(r"[:：]", rest) else rest
    got = answer_letters(value.strip(" \t*_`"))
    return got is not None and bool(got[0]) and not got[1].strip(" \t*_`.")


@dataclass(frozen=True)
class AskedAbove:
    """The numbers of the questions that start above ``line``, ``first`` giving each number's first line: asked
    without a list per section (a file of many headings stays linear)."""

    first: Mapping[int, int]
    line: int

    def __contains__(self, number: object) -> bool:
        return isinstance(number, int) and self.first.get(number, self.line) < self.line


def key_by_structure(subs: Sequence[str], asked: Container[int]) -> str | None:
    """Why a section whose sub-headings' texts are ``subs`` is an answer key by its shape (see the module), the
    questions above it numbered ``asked``; None when it is not."""
    numbered = [(int(m.group(1)), _names_labels(m.group(2))) for s in subs if (m := _NUMBERED.match(s[:300]))]
    if len(numbered) < LEAST or len(numbered) * 2 < len(subs):
        return None
    numbers = [n for n, _ in numbered]
    if any(b <= a for a, b in itertools.pairwise(numbers)) or not all(n in asked for n in numbers):
        return None
    if sum(1 for _, names in numbered if names) < NAMING * len(numbered):
        return None
    return (f"its {len(numbered)} sub-headings repeat the numbers of questions above it ({numbers[0]} to "
            f"{numbers[-1]}), each naming choice labels")
