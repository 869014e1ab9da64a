"""Choices numbered in a form of their own (``1). compile error``), restarting under each question: lettered.

A bank may number its questions ``1.What is ...?`` and each question's choices ``1).`` to ``4).``, the numbers
restarting under every question; its answer then names them by number (``option [4] is correct``, ``option [2,5]
are correct``). Read as they stand, the choices are numbered lines like the questions', and the reader cannot
tell them apart. Where one form of number, ``1)`` or two signs after the digit (``1).``, ``1.)``, ``1):``; ``1.``
and ``1-`` the readers read as numbered choices under unnumbered questions, ``1、`` numbers a list as often) makes
runs counting 1, 2, 3... with nothing but blank lines between them, three runs at least, each two to eight long,
and nine in ten of the file's lines of that form stand in such runs (a question's own ``N.`` stands alone, so its
form is never taken), the runs are the questions' choices: each number is written as the letter it stands for
(``1).`` as ``A) ``, the same width, so every column keeps its place), which every reader reads as a choice label.
A whole line ``option [4] is correct`` / ``options [2, 5] are correct`` (``choice 3 is right``) names the choices
by number, counted from 1 as the labels are: it is written as the answer line it is (``Answer: D``), and a label
alone right above it (``Solution :``) is left blank (accounted for). Nothing here knows a language but the
answer sentence's few words; every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from quizdeck.importers.labels import split_label
from quizdeck.importers.mdinline import fenced_lines

#: a numbered line: (1) its indent, (2) its number, (3) the punctuation after it (the form), then its text
_NUMBERED = re.compile(r"^([ \t]{0,3})(\d{1,2})([).:：、-]{1,2})[ \t]*\S")
#: the fewest runs that make a file's choices, the fewest and most choices in a run
LEAST_RUNS = 3
_SHORTEST, _LONGEST = 2, 8
#: the share of a form's lines that must stand in runs
_SHARE = 0.9
#: an answer naming its choices by number, a whole line: ``option [2,5] are correct``, ``choice 3 is right``
_NUMBER_ANSWER = re.compile(r"^[ \t]*(?:the[ \t]+)?(?:options?|choices?)[ \t]*\[?[ \t]*"
                            r"([1-8](?:[ \t]*[,&][ \t]*[1-8])*)[ \t]*\]?[ \t]+(?:is|are)[ \t]+(?:the[ \t]+)?"
                            r"(?:correc|right)[a-z]*[ \t.!]*$", re.I)
#: a label alone over the answer sentence: ``Solution :``, ``Answer:``; over a key: ``Answers:``, ``Answer key``
_ANSWER_LABEL = re.compile(r"^[ \t]*(?:solutions?|answers?|correct answers?|answer keys?|keys?)[ \t]*[:：]?[ \t]*$",
                           re.I)
#: a numbered line's text that is a lone letter (``1) b``): a key's line, not a choice (a lone number may be one)
_LONE = re.compile(r"^[ \t]*[A-Za-z][ \t.]*$")
#: the most lines looked at below a run for the lettered choices that make it a stem's list
_REACH = 20
_LETTERS = "ABCDEFGH"
#: a line that asks or announces what follows it: a stem's last line over its list (``statements:``, ``?``)
_ASKS = re.compile(r"[:：?？][*_ \t]*$")


def _runs(lines: Sequence[str], fenced: Sequence[bool]) -> dict[str, tuple[list[list[int]], int]]:
    """Each form's runs counting up from 1 (only blank lines between their lines), and how many lines it numbers."""
    found: dict[str, tuple[list[list[int]], int]] = {}
    current: dict[str, list[int]] = {}   # each form's run going on
    for i, line in enumerate(lines):
        m = None if fenced[i] else _NUMBERED.match(line)
        if m is None:
            if line.strip():   # a line of text ends every run
                for form, held in current.items():
                    _close(found, form, held)
                current = {}
            continue
        form, number = m.group(3), int(m.group(2))
        runs, count = found.get(form, ([], 0))
        found[form] = (runs, count + 1)
        for other, held in current.items():   # another form's line ends its run
            if other != form:
                _close(found, other, held)
        run = current.get(form)
        if run is not None and number == len(run) + 1:
            current = {form: [*run, i]}
        else:
            if run is not None:
                _close(found, form, run)
            current = {form: [i] if number == 1 else []}
    for form, run in current.items():
        _close(found, form, run)
    return found


def _close(found: dict[str, tuple[list[list[int]], int]], form: str, run: list[int]) -> None:
    if _SHORTEST <= len(run) <= _LONGEST:
        found[form][0].append(run)


def _lettered_below(lines: Sequence[str], run: list[int], fenced: Sequence[bool]) -> bool:
    """Whether choices labelled in order (``a)``, ``b)``) follow the run before the next numbered line: the run is
    a stem's list (``Consider the following statements: 1) ... 2) ...``), the lettered lines the choices."""
    filled = [i for i in range(run[-1] + 1, min(len(lines), run[-1] + 1 + _REACH)) if lines[i].strip()]
    for i, j in itertools.pairwise(filled):
        if fenced[i] or _NUMBERED.match(lines[i]):
            return False
        a, b = split_label(lines[i].strip()), split_label(lines[j].strip())
        if a is not None and b is not None and (a[0], b[0]) == (0, 1):
            return True
    return False


def _key(lines: Sequence[str], run: list[int]) -> bool:
    """Whether the run is an answer key (``1) b``, ``2) b``): each line's text a lone letter, or the run right under
    an answer's label (``Answers:``)."""
    above = next((i for i in range(run[0] - 1, -1, -1) if lines[i].strip()), None)
    if above is not None and _ANSWER_LABEL.match(lines[above]):
        return True
    return all(_LONE.match(lines[i][m.end(3):]) for i in run if (m := _NUMBERED.match(lines[i])) is not None)


def _choice_runs(lines: Sequence[str], fenced: Sequence[bool]) -> list[list[int]]:
    """The runs that are the questions' choices (see the module): a stem's list or a key is none."""
    taken: list[list[int]] = []
    for form, (runs, count) in _runs(lines, fenced).items():
        if len(form) != 2 and form != ")":
            continue
        kept = [r for r in runs if not _key(lines, r) and not _lettered_below(lines, r, fenced)]
        count -= sum(len(r) for r in runs if r not in kept)   # lines accounted for: not choices
        if len(kept) >= LEAST_RUNS and sum(len(r) for r in kept) >= _SHARE * count:
            taken += kept
    return taken


def stem_lines(lines: Sequence[str]) -> set[int]:
    """The lines of numbered lists in a question's text (``Consider the following statements:`` over ``1) ...``,
    ``2) ...``, then the ask and choices lettered in order): runs counting from 1, in any form, right under a line that
    asks or announces (``:``, ``?``), the lettered choices below them (``_lettered_below``), no key. The text reader
    reads them as the question's text, never as questions of their own."""
    fenced = fenced_lines(lines)
    out: set[int] = set()
    for runs, _ in _runs(lines, fenced).values():
        for run in runs:
            above = next((i for i in range(run[0] - 1, -1, -1) if lines[i].strip()), None)
            if above is not None and not fenced[above] and _ASKS.search(lines[above]) and not _key(lines, run) and (
                    _lettered_below(lines, run, fenced)):
                out.update(run)
    return out


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with each choice run's numbers written as letters and number answers as answer lines; the lines
    left blank (answer labels). None when the file numbers no choices so."""
    fenced = fenced_lines(lines)
    taken = _choice_runs(lines, fenced)
    if not taken:
        return None
    out = list(lines)
    for run in taken:
        for place, i in enumerate(run):
            m = _NUMBERED.match(lines[i])
            assert m is not None
            width = m.end(3) - m.start(2)
            out[i] = m.group(1) + _LETTERS[place] + ")" + " " * max(1, width - 2) + lines[i][m.end(3):].lstrip(" \t")
    blanked: set[int] = set()
    for i, line in enumerate(lines):
        m = None if fenced[i] else _NUMBER_ANSWER.match(line)
        if m is None:
            continue
        numbers = re.findall(r"\d", m.group(1))
        out[i] = "Answer: " + ", ".join(_LETTERS[int(n) - 1] for n in numbers)
        if i and _ANSWER_LABEL.match(lines[i - 1]) and not fenced[i - 1]:
            out[i - 1] = ""
            blanked.add(i - 1)
    return out, blanked
