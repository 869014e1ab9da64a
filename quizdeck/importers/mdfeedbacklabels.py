"""A verdict alone on its line (``Correct:``, ``Wrong:``) over lines labelled as the choices above it: feedback.

A course's quiz may say after each question's choices why each one is right or wrong, in blocks headed by a verdict,
each line opening with the label of the choice it speaks of::

    a. Bundling object state and behavior *
    b. Validating user input

    Correct:
    a. These are the principles of encapsulation.

    Wrong:
    b. You can validate input with a setter, but it is no principle.

Read as they stand, ``Wrong:`` over ``a.``, ``b.`` is a question over its choices. Here a line holding one word that
says right or wrong (``verdictwords``: ``Correct``, ``Wrong``, ``Incorrect``, ``Richtig``...), in bold or not, a
colon after it or not, a paragraph's first line after a blank one (or
right after another such block), over lines each opening with a letter label
(``a.``, ``b)``) that a run of lettered lines above it (the question's choices, nearer than the question before's)
uses too, is feedback (but a right verdict over one line that repeats a choice above as written is the answer,
``Correcta:`` over ``a) ADN``, left as it stands): the labels of its lines are written escaped (``a\\.``,
``b\\)``), as Markdown shows them, so that no reader takes them for choices; the block stays the question's
explanation. The file must write ``LEAST`` such blocks. Line for line; linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers import verdictwords
from quizdeck.importers.mdinline import fenced_lines

#: blocks written so in a file: this many at least
LEAST = 2
#: a verdict alone: a word, in bold or not, a colon after it or not
_VERDICT = re.compile(r"^[ \t]{0,8}(?:\*\*|__)?([^\W\d_]{2,20})(?:\*\*|__)?[ \t]*[:：]?[ \t]*(?:\*\*|__)?[ \t]*$")
#: a line opening with a letter label: its indent, the letter, the label's sign, then text
_LABELLED = re.compile(r"^([ \t]{0,10})([A-Za-z])([.)])([ \t]+\S.*)$")
#: a choice's label line: the label, then its text, a mark or nothing (``a.`` over its fenced code)
_CHOICE = re.compile(r"^[ \t]{0,10}(?:[-*+][ \t]+)?([A-Za-z])[.)](?:[ \t].*)?$")
_WORDS = verdictwords.RIGHT | verdictwords.WRONG
#: how far above a block its question's choices may be
_REACH = 120


def _choices_above(lines: Sequence[str], fenced: Sequence[bool], at: int, feedback: set[int]) -> set[str]:
    """The letters (lower case) of the nearest run of lettered lines above line ``at`` that opens with ``a``, the
    feedback's lines aside: the question's choices; empty when there is none within reach."""
    run: list[str] = []
    for j in range(at - 1, max(-1, at - _REACH), -1):
        if fenced[j] or j in feedback:
            continue
        m = _CHOICE.match(lines[j])
        if m is not None:
            run.append(m.group(1).lower())
            if m.group(1).lower() == "a":
                return set(run)
    return set()


def _repeats(lines: Sequence[str], fenced: Sequence[bool], at: int, line: str) -> bool:
    """Whether ``line`` is written as it stands (spaces at its ends aside) on a line within reach above line ``at``,
    outside code: a choice repeated."""
    want = line.strip()
    return any(not fenced[j] and lines[j].strip() == want for j in range(at - 1, max(-1, at - _REACH), -1))


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The file's feedback blocks with their labels escaped (see the module's docstring); None when it writes fewer
    than ``LEAST``."""
    fenced = fenced_lines(lines)
    blocks: list[list[int]] = []
    feedback: set[int] = set()
    for i, line in enumerate(lines):
        if fenced[i] or (i > 0 and lines[i - 1].strip() and i - 1 not in feedback) or \
                (m := _VERDICT.match(line)) is None or m.group(1).casefold() not in _WORDS:
            continue
        labelled = []
        j = i + 1
        while j < len(lines) and not fenced[j] and (found := _LABELLED.match(lines[j])) is not None:
            labelled.append((j, found.group(2).lower()))
            j += 1
        if not labelled:
            continue
        above = _choices_above(lines, fenced, i, feedback)
        if len(labelled) == 1 and m.group(1).casefold() in verdictwords.RIGHT and \
                _repeats(lines, fenced, i, lines[labelled[0][0]]):
            continue   # ``Correcta:`` over ``a) ADN``, the right choice written again: the answer, no feedback
        if above and all(letter in above for _, letter in labelled):
            blocks.append([j for j, _ in labelled])
            feedback.update(blocks[-1])
    if len(blocks) < LEAST:
        return None
    out = list(lines)
    for block in blocks:
        for j in block:
            m = _LABELLED.match(lines[j])
            assert m is not None
            out[j] = f"{m.group(1)}{m.group(2)}\\{m.group(3)}{m.group(4)}"
    return out, set()
