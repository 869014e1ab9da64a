"""A short verdict in brackets after a right choice's mark: ``**c. text** (Correct Answer)``.

Saved quiz-result pages mark the right choice twice: the file's own mark around its text (the bold that the other
right choices carry alone) and, now and then, a phrase in brackets after it (``(Correct Answer)``, ``(Resposta
correta)``, ``(Your answer)``). No word list is kept: a bracketed phrase of one to four words closing a choice's first
line is such a verdict when the same phrase (case aside) closes two right choices at least and no other choice; it
comes off with the mark (``without``). Linear in the texts' length.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence

#: a bracketed phrase of one to four words set apart at the end of a line: (1) what is before it, (2) the phrase
_TAIL = re.compile(r"^(.*?\S)[ \t]+(\([^\W\d_]{2,20}(?:[ \t][^\W\d_]{1,20}){0,3}\))[ \t]*$")
#: the fewest right choices the same phrase must close
LEAST = 2


def tail(text: str) -> str | None:
    """The bracketed phrase closing ``text``'s first line (case folded, spaces as one), or None."""
    m = _TAIL.match(text.strip().split("\n", 1)[0])
    return " ".join(m.group(2).casefold().split()) if m is not None else None


def verdicts(choices: Sequence[Sequence[str]], known: Mapping[int, Sequence[int]]) -> set[str]:
    """The phrases (``tail``) that close ``LEAST`` right choices at least of the answered questions (``known``:
    question -> its right choices) and no other choice of the file."""
    right: Counter[str] = Counter()
    wrong: set[str] = set()
    for i, texts in enumerate(choices):
        for k, text in enumerate(texts):
            found = tail(text)
            if found is None:
                continue
            if i in known and k in known[i]:
                right[found] += 1
            else:
                wrong.add(found)
    return {t for t, n in right.items() if n >= LEAST and t not in wrong}


def without(text: str, phrases: set[str]) -> str:
    """``text`` without the verdict of ``phrases`` closing its first line (the rest as it is)."""
    if not phrases:
        return text
    head, sep, rest = text.strip().partition("\n")
    m = _TAIL.match(head)
    if m is None or " ".join(m.group(2).casefold().split()) not in phrases:
        return text
    return m.group(1) + (sep + rest if sep else "")
