"""Parts headed by a word in bold alone on its line (``**Options**``, ``**Answer**``, ``**Explanation**``), the same in
nearly every question of a file: the headings are the file's field labels, not text; the answer's part gives the right
choice's whole text.

A study guide generated from a list of records writes each field under its name in bold: ``**Question**`` over the
text, ``**Options**`` over the numbered choices, ``**Answer**`` over the right option written out (``$6.00``, ``3``,
``BCD``), ``**Explanation**`` over the reason. Read by its layout, the ``**Options**`` heading stays the last line of
the question's text, and an answer that is a number (``3``, the text of option 1) is taken for a label (choice 3).

What tells is the file's repetition: nine questions in ten (three at least) end their text with the same heading; nine
in ten hold, after their choices, the same heading over one line, and in nine of those ten that line is exactly one
choice's whole text. Then the file answers by text: every answer is read by whole-text equality first; a value that
could also be a label of another choice is read as the text, said at its line; a value that is no choice's whole text
is left to the readers after (it is no answer here).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

#: a word or a few in bold alone on their line (``**Answer**``, ``__Options:__``), a colon after them or not
_HEADING = re.compile(r"[ \t]*(\*\*|__)(?P<word>[^\W\d_][^*_\n]{0,38}?)[ \t]*:?[ \t]*\1[ \t]*:?[ \t]*")
#: the share of questions that must show the shape, and the fewest
MOST, LEAST = 0.9, 3
#: a choice's label a value may be: a number, or one letter
_NUMBER = re.compile(r"\d{1,2}")
_LETTER = re.compile(r"[A-Za-z]")


def heading_word(line: str) -> str | None:
    """The word of a heading in bold alone on ``line`` (casefolded), else None."""
    m = _HEADING.fullmatch(line)
    return m.group("word").strip().casefold() if m else None


def _shared(words: Sequence[str | None], total: int) -> str | None:
    """The word nearly all of ``total`` questions give (``MOST``, ``LEAST``), else None."""
    counted = Counter(w for w in words if w is not None)
    if not counted:
        return None
    word, count = counted.most_common(1)[0]
    return word if count >= max(LEAST, MOST * total) else None


def heading_over_choices(stems: Sequence[Sequence[str]]) -> str | None:
    """The heading nearly every question's text (its lines) ends with, over its choices; else None."""
    return _shared([heading_word(s[-1]) if len(s) >= 2 else None for s in stems], len(stems))


@dataclass(frozen=True)
class Headed:
    """One question's answer part: where its heading and value are among the lines after the choices, and the
    choice whose whole text the value is (None: no one choice's)."""

    key: int
    value: int
    answer: int | None
    label_too: int | None = None         # another choice the value would name as a label (said)


def _part(lines: Sequence[str]) -> tuple[int, str] | None:
    """The first heading of the lines after a question's choices with a value line under it: (its place, word)."""
    for k, line in enumerate(lines[:-1]):
        word = heading_word(line)
        if word is not None and lines[k + 1].strip() and heading_word(lines[k + 1]) is None:
            return k, word
    return None


def _label_of(value: str, count: int, numbered: bool) -> int | None:
    """The choice a value names as a label (``3``: the third where the choices are numbered; ``C`` where they are
    lettered), else None."""
    if numbered and _NUMBER.fullmatch(value) and 1 <= int(value) <= count:
        return int(value) - 1
    if not numbered and _LETTER.fullmatch(value) and (k := ord(value.upper()) - ord("A")) < count:
        return k
    return None


def headed_answers(records: Sequence[tuple[Sequence[str], Sequence[str]]], same: Callable[[str], str],
                   numbered: bool) -> list[Headed | None] | None:
    """Each record's answer part (``records``: its lines after the choices, its choices' texts), when the file answers
    by the text under one heading (as the module says); None when it does not."""
    parts = [_part(lines) for lines, _ in records]
    word = _shared([p[1] if p else None for p in parts], len(records))
    if word is None:
        return None
    out: list[Headed | None] = []
    found = whole = 0
    for (lines, texts), part in zip(records, parts, strict=True):
        if part is None or part[1] != word:
            out.append(None)
            continue
        found += 1
        value = lines[part[0] + 1].strip()
        hits = [k for k, t in enumerate(texts) if same(t) == same(value)]
        answer = hits[0] if len(hits) == 1 else None
        whole += answer is not None
        label = _label_of(value, len(texts), numbered) if answer is not None else None
        out.append(Headed(part[0], part[0] + 1, answer, label if label is not None and label != answer else None))
    return out if whole >= max(LEAST, MOST * found) else None
