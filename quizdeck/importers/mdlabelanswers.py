"""The right choices' texts under a label after the choices (``Answer Options:``, one text a line): the answer.

A learner's copy of a course quiz writes, under a question's choices, a label that elsewhere announces choices
(``Answer Options: </br>``) and below it the text of the right choice, whole, on a line of its own; a copy of
another attempt may add a text that is none of this question's choices (the quiz shuffled its choices between
attempts), and a long text may wrap over lines. The lines below the label, up to a blank line, are read by their
whole texts: those that are the texts of the question's choices are its answer; the others, each run of them one
text, are named for the caller to say. Nothing here knows a language. Linear in the lines read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

#: the most lines read below a label
_MOST = 20


def named(lines: Sequence[str], start: int, end: int, texts: Sequence[str],
          same: Callable[[str, str], bool]) -> tuple[list[int], list[tuple[int, str]], int] | None:
    """The choices (indices into ``texts``) the lines from ``start`` (up to a blank line or ``end``) give by their
    whole texts, the texts there that are no choice's (their first line, the text), and the line after them; None
    when no line there is one choice's text."""
    hits: list[int] = []
    astray: list[tuple[int, str]] = []
    j = start
    run: list[str] = []
    while j < end and j - start < _MOST and lines[j].strip():
        text = lines[j].strip()
        found = [k for k, t in enumerate(texts) if same(text, t)]
        if len(found) == 1:
            if run:
                astray.append((j - len(run), " ".join(run)))
                run = []
            hits.append(found[0])
        else:
            run.append(text)
        j += 1
    if run:
        astray.append((j - len(run), " ".join(run)))
    if not hits:
        return None
    return sorted(set(hits)), astray, j
