"""One word alone on the first line of nearly every question's text, from a few words the file repeats (``LOW``,
``MEDIUM``, ``HIGH``): the question's level or category, a tag, not its text; a value met once (``HARD``) too.

A game's question file writes a field a line: the id, the level, the question, its choices. Read by its records, the
level stays the first line of the question's text. What tells is the file's repetition: nine questions in ten (three
at least) open their text of two lines or more with a line of one word (letters only); those words are few (half as
many kinds as questions at most) and one of them at least stands on two questions. Then every such line is a tag, a
word the file writes once included: it stands where the others do.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

#: one word alone, letters only (a dash or an apostrophe inside)
_WORD = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*")
#: the share of questions that must open so, the fewest, and the most kinds of word per question
MOST, LEAST, KINDS = 0.9, 3, 0.5


def level_word(text: str) -> str | None:
    """The word a line holds alone, else None."""
    word = text.strip()
    return word if _WORD.fullmatch(word) else None


def levelled(stems: Sequence[Sequence[str]]) -> bool:
    """Whether the questions' texts (each its lines) open with a level word, as the module says."""
    words = [w for stem in stems if len(stem) >= 2 and (w := level_word(stem[0])) is not None]
    if len(words) < max(LEAST, MOST * len(stems)):
        return False
    kinds = Counter(words)
    return len(kinds) <= KINDS * len(words) and kinds.most_common(1)[0][1] >= 2
