"""A run's first label written as its letter's name before single letters (``**Alef)**``, ``**B)**``, ``**C)**``).

Some scripts name their first label rather than write it: a question's choices are labelled by the first letter's
name spelled out, then by the second, third, fourth letters alone. The readers know labels as single letters, so
the second letter's line looks like a run's first-but-one with no first, and no run forms. What the file repeats
says which word is the first label: a line labelled with an alphabet's second letter whose line above (blank lines
between) is written in the same wrapping, with the same sign, around one same word, in nearly every question (three
times at least, nine in ten of such lines). That word is the first label there: written as the alphabet's first
letter on those lines, and where it stands alone as a value after a colon (an answer that names it), before any
reader runs. Each line keeps its place; nothing here knows a language or a word.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.labels import ALPHABETS, LABELLED, label_index

#: the fewest questions that must repeat the word, and the share of the second letter's lines that must
_LEAST = 3
_SHARE = 0.9
#: a word that may name a letter: letters only, two to six
_WORD = re.compile(r"[^\W\d_]{2,6}")
#: a line's indentation and bullet before its label
_LEAD = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?")


def _first_letter(second: str) -> str | None:
    """The first letter of the alphabet whose second letter is ``second``, in its case."""
    for alphabet in ALPHABETS:
        for letters in (alphabet, alphabet.lower()):
            if len(letters) > 1 and letters[1] == second:
                return letters[0]
    return None


def _found(lines: Sequence[str], skip: Sequence[bool]) -> list[tuple[int, int, int, str, str]]:
    """Each line above a second letter's line that wraps a word as it wraps the letter: (its index, where the word
    starts and ends, the word, the first letter it stands for); and a row with no word for each second letter's line
    whose line above does not so (its index -1)."""
    out: list[tuple[int, int, int, str, str]] = []
    above = -1
    for i, line in enumerate(lines):
        if skip[i] or not line.strip():
            continue
        lead = _LEAD.match(line)
        start = lead.end() if lead else 0
        m = LABELLED.match(line, start)
        first = _first_letter(m.group(2)) if m is not None and m.group(6) else None
        if m is not None and first is not None and label_index(m.group(2)) == 1 and above >= 0:
            before, after = line[:m.start(2)], line[m.end(2):m.start(6)].rstrip()
            prev = lines[above]
            word = _WORD.match(prev, len(before)) if prev.startswith(before) else None
            if word is not None and prev.startswith(after, word.end()) and prev[word.end() + len(after):][:1] in (
                    " ", "\t") and (after or before):
                out.append((above, word.start(), word.end(), word.group(0), first))
            else:
                out.append((-1, 0, 0, "", first))
        above = i
    return out


def _answer(word: str) -> re.Pattern[str]:
    """The word standing alone as a value after a colon (an answer naming the first label)."""
    return re.compile(rf"(?<=[:：])([ \t]*(?:\*\*|__)?){re.escape(word)}(?=(?:\*\*|__)?[ \t]*(?:$|<|[.)،,]))")


def named_first(lines: Sequence[str], skip: Sequence[bool] | None = None) -> list[str] | None:
    """The lines with the word a file writes for its first label (see the module) written as that letter, line for
    line; None when the file has no such word."""
    skip = skip if skip is not None else [False] * len(lines)
    found = _found(lines, skip)
    words = Counter(word for at, _, _, word, _ in found if at >= 0)
    if not words:
        return None
    word, count = words.most_common(1)[0]
    if count < _LEAST or count < _SHARE * len(found):
        return None
    out = list(lines)
    for at, start, end, w, first in found:
        if w == word:
            out[at] = out[at][:start] + first + out[at][end:]
    firsts = Counter(first for _, _, _, w, first in found if w == word)
    letter = firsts.most_common(1)[0][0]
    value = _answer(word)
    for i, line in enumerate(out):
        if not skip[i] and word in line:
            out[i] = value.sub(lambda m: m.group(1) + letter, line)
    return out
