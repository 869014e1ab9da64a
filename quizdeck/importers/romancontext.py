"""A list numbered I, II, III right over a numbered question's line: that question's context, not a question.

Competition-style banks set a shared list before the questions that refer to it: ``Questions 22-23 refer to the
following list`` / ``I. Blaze Powder`` / ``II. Charcoal`` / ``III. Gunpowder`` / ``22. Which of these ...?`` /
``a) I only`` ... Read as a question, the list's first line is a stem and the others its choices, and the
question before it loses its answer line to that stem. The file's shape is the proof: lines numbered I, II, III...
in order (two at least, no blank line between), the line right under the last one a question's line numbered in
digits (``22.``, ``22)``) one more than the numbered line above the list, and lettered choices (``a)``, ``A.``, not
Roman) under that question. Such a list is part of that question's text, above its stem as in the source (a learner
reads what the question refers to before what it asks), with the line right over it when that line introduces it
(two words at least, no sentence stop at its end, no answer or choice: ``Questions 22-23 refer to the following
list``); the question above keeps its own answer. Said once, at the first list. A list followed by a blank line and
then choices is ``textquiz._roman_statements``'s; a list whose numbered line below does not go on from the one above
(a question's statements, then its own options numbered 1, 2) is left as it is.

Nothing here knows a language or a word; linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from quizdeck.importers.imported import ImportedDeck

#: a line numbered by a Roman numeral: (1) the numeral
_ROMAN_LINE = re.compile(r"^[ \t]*\(?([IVX]{1,4}|[ivx]{1,4})[.)][ \t]+\S")
_ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")
#: a question's line numbered in digits: (1) the number
_NUMBERED = re.compile(r"^[ \t]*(\d{1,4})[.)][ \t]*\S")
#: a choice lettered by a letter that is no Roman numeral's: ``a)``, ``B.``, ``(c)``
_LETTERED = re.compile(r"^[ \t]*\(?[A-Ha-hJ-Uj-uW-Ww-w][.)][ \t]*\S")
#: the fewest Roman lines of a list
_LEAST = 2


def contexts(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[int, int]]:
    """The Roman lists right over a question's line that goes on the numbering: each list's first and last line."""
    found: list[tuple[int, int]] = []
    last_number: int | None = None   # the number of the last digit-numbered line above
    i = 0
    while i < len(lines):
        m = None if fenced[i] else _ROMAN_LINE.match(lines[i])
        if m is None or m.group(1).lower() != "i":
            if not fenced[i] and (n := _NUMBERED.match(lines[i])) is not None:
                last_number = int(n.group(1))
            i += 1
            continue
        j = i
        while j < len(lines) and not fenced[j] and j - i < len(_ROMAN) and (
                (r := _ROMAN_LINE.match(lines[j])) is not None and r.group(1).lower() == _ROMAN[j - i]):
            j += 1
        below = _NUMBERED.match(lines[j]) if j < len(lines) and not fenced[j] else None
        if (j - i >= _LEAST and below is not None and last_number is not None
                and int(below.group(1)) == last_number + 1 and _lettered_under(lines, fenced, j)):
            found.append((i, j - 1))
        i = j
    return found


def _lettered_under(lines: Sequence[str], fenced: Sequence[bool], q: int) -> bool:
    """Whether lettered choices (two at least) stand under the question's line ``q``, before the next blank or
    digit-numbered line."""
    k, seen = q + 1, 0
    while k < len(lines) and lines[k].strip() and not fenced[k] and not _NUMBERED.match(lines[k]):
        seen += bool(_LETTERED.match(lines[k]))
        k += 1
    return seen >= 2


#: a line that ends a sentence: no introduction of what follows it
_STOPPED = re.compile(r"[.!?。！？]['\"”’)]*[ \t]*$")


def _head(lines: Sequence[str], fenced: Sequence[bool], first: int, taken: Callable[[int], bool]) -> int:
    """The first line of a list's context: the line right over the list when it introduces it, else the list's."""
    k = first - 1
    if k < 0 or fenced[k] or taken(k) or _NUMBERED.match(lines[k]) or _LETTERED.match(lines[k]):
        return first
    text = lines[k].strip()
    return k if len(text.split()) >= 2 and not _STOPPED.search(text) else first


def moved(deck: ImportedDeck, lines: Sequence[str], fenced: Sequence[bool], runs: Sequence[tuple[int, int]],
          taken: Callable[[int], bool], warning: Callable[[int, int, str], None]) -> None:
    """Each list (with the line introducing it, ``_head``) taken off the end of the question's explanation above it
    and put in the text of the question below it, above its stem (as the source sets it); said once, at the first.
    A list that ends no explanation stays where it was read, said so too. ``taken(j)``: line ``j`` is an answer or a
    choice."""
    said: list[str] = []
    kept: list[str] = []
    for first, last in runs:
        head = _head(lines, fenced, first, taken)
        if _move(deck, lines, head, last):
            said.append(f"{head + 1}-{last + 1}")
        else:
            kept.append(f"{first + 1}-{last + 1}")
    if said or kept:
        n = len(said) + len(kept)
        warning(runs[0][0] + 1, 1, f"{n} list{'s' if n > 1 else ''} numbered I, II, III right over a numbered "
                                   "question's line, not read as questions"
                                   + (f": lines {', '.join(said)} read as part of the text of the question below, "
                                      "above its stem" if said else "")
                                   + (f"; lines {', '.join(kept)} left in the question above" if kept else ""))


def _move(deck: ImportedDeck, lines: Sequence[str], head: int, last: int) -> bool:
    """Lines ``head`` to ``last`` taken off the end of the explanation above and put over the next question's stem;
    False (nothing moved) when they do not end that explanation or the next question does not start right under."""
    lower = [q for q in deck.questions if q.pos.line > last + 1]
    upper = [q for q in deck.questions if q.pos.line <= head]
    if not lower or lower[0].pos.line != last + 2 or not upper or not (before := upper[-1]).explanation:
        return False
    rows = [lines[j].strip() for j in range(head, last + 1)]
    held = before.explanation.rstrip().splitlines()
    if len(held) < len(rows) or [row.strip() for row in held[len(held) - len(rows):]] != rows:
        return False
    before.explanation = "\n".join(held[:len(held) - len(rows)]).strip() or None
    after = lower[0]
    after.text = "\n".join(rows) + "\n\n" + after.text
    after.use(head + 1, last + 1)
    return True
