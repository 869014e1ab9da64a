"""The right choice marked by its indentation alone: one choice a level deeper than its siblings (``\\t\\tright``
among ``\\twrong`` lines), no other mark, in a plain text file that does so for every question.

Read only where the file does so throughout: in most of its questions (three at least, four in five), the indented
lines of the question's record (from its first line to the next question's) are its choices, the last of them in
order (each choice's text ends its line, as read: a label taken off it aside), and all but one share one indentation,
that one's going deeper (its indentation the others' and more). That one is the question's answer where it has none;
a question whose choices stand otherwise keeps what it has, and where another answer was read, said at the line.
Every pattern is anchored and linear.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.answerlines import unsay
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.labels import letter
from quizdeck.importers.mdinline import fenced_lines

#: the fewest questions, and the share of those with choices, that must be marked so
_LEAST = 3
_SHARE = 0.8


def _lead(line: str) -> str:
    return line[:len(line) - len(line.lstrip(" \t"))]


def _bare(text: str) -> str:
    """``text`` without its spaces: a reader may space a choice's code otherwise (``x= --x;``)."""
    return "".join(text.split())


def _deeper(q: ImportedQuestion, lines: Sequence[str], fenced: Sequence[bool], end: int
            ) -> tuple[int, int, int] | None:
    """The one choice of ``q`` (its record lines ``q.pos.line - 1`` to ``end``) indented deeper than its siblings:
    (its line's index, the choice's index, how many of the question's choices stand indented), or None."""
    items = [j for j in range(q.pos.line, end) if lines[j].strip() and _lead(lines[j]) and not fenced[j]]
    if len(items) < 2 or len(items) > len(q.choices):
        return None
    tail = q.choices[len(q.choices) - len(items):]
    if not all(c.text.strip() and "\n" not in c.text.strip() and _bare(lines[j]).endswith(_bare(c.text))
               for j, c in zip(items, tail, strict=True)):
        return None
    leads = [_lead(lines[j]) for j in items]
    shallow = min(leads, key=len)
    deep = [k for k, lead in enumerate(leads) if lead != shallow]
    if len(deep) != 1 or not leads[deep[0]].startswith(shallow):
        return None
    return items[deep[0]], len(q.choices) - len(items) + deep[0], len(items)


def read(deck: ImportedDeck, lines: Sequence[str], where: str, diags: Diagnostics) -> None:
    """The answers the file marks by indentation alone (see the module) set on ``deck``'s questions."""
    asked = [q for q in deck.questions if len(q.choices) >= 2]
    if len(asked) < _LEAST or not any(q.answer is None for q in asked):
        return
    fenced = fenced_lines(lines)
    starts = sorted(q.pos.line - 1 for q in deck.questions)
    found: list[tuple[ImportedQuestion, int, int, int]] = []
    for q in asked:
        after = bisect.bisect_right(starts, q.pos.line - 1)
        at = _deeper(q, lines, fenced, starts[after] if after < len(starts) else len(lines))
        if at is not None:
            found.append((q, *at))
    if len(found) < max(_LEAST, _SHARE * len(asked)):
        return
    answered: set[Pos] = set()
    moved: list[ImportedQuestion] = []
    for q, j, index, indented in found:
        if indented < len(q.choices):
            # the file's choices are its indented lines: the unindented ones read as choices (a question's code,
            # "int a = 5;") are the question's text
            extra = len(q.choices) - indented
            q.text = "\n".join([q.text, *(c.text for c in q.choices[:extra])])
            del q.choices[:extra]
            index -= extra
            moved.append(q)
        had = q.answer is None
        if (other := q.offer_answer(index)) is not None:
            diags.warning(Pos(where, j + 1, 1), f"the choice indented deeper than the others, {letter(index)}, is "
                                                f"not the answer read for the question "
                                                f"({', '.join(letter(i) for i in other)}); keeping that")
        elif had:
            answered.add(q.pos)
    if answered:
        deck.mend("the indentation of {n} question{s}' right choices, a level deeper than the others (read as their "
                  "answers)", len(answered))
    if moved:
        more = f" (and {len(moved) - 1} more like it)" if len(moved) > 1 else ""
        diags.warning(moved[0].pos, f"the file's choices are its indented lines: the lines not indented above them "
                                    f"were read as choices, now as the question's text{more}",
                      hint="check the question's text and choices against the source" + (
                          "; the others at lines " + ", ".join(str(q.pos.line) for q in moved[1:]) if more else ""))
    unsay(diags, answered)
