"""A list in a question's text, right above its choices: the question's text, not choices of their own.

Exam papers match two lists, or give statements or conditions to pick from, and write them as lists, one of them
lettered as the choices are::

    Given the following roles:
    1. Scribe
    2. Facilitator
    And the following duties:
    A. Records what was decided
    B. Runs the meeting
    Which of the following BEST matches the roles and duties?
    a) 1A, 2B
    b) 1B, 2A

A reader took such a list for a question's choices, and the question asked below it for a question of its own. The
file's own way of lettering its choices tells the two apart: where most runs share one form of label (bullet,
brackets, the sign after the letter, one case), a lettered run from its first label in another form, or a bulleted
list, is a list in a question's text when a run of the file's form from its first label follows it in the same
block: nothing between but a few lines of text (the question asked, a row the list's last item wraps onto), no blank
line, but where the line above the list announces it (``you have the following files:``) and a line of text at
least stands between it and the choices. A run of task-list boxes (``- [x] text``) is a form too: the file's where
most of its runs are boxes. A run of the file's own form is always choices: only the form proves a list. Among a
question's bulleted runs with no answer line to tell them apart, a run above a line that asks (``What should you
use?``) is the question's text, the first run after that line the choices, where the two are bulleted with other signs
(``after_asking``). Nothing here knows a
language.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

#: a lettered line's label as written: bullet, opening bracket, letter (or a Roman numeral), closing sign
_LABEL = re.compile(r"^[ \t]*([-*+•][ \t]+)?(\(?)([A-Za-z]|[ivxIVX]{2,4})([.)\]:．、：])")
#: the fewest runs of one form that make it the file's own
LEAST_RUNS = 3
#: the most lines between a list and the choices below it (a table, a scenario's lines, the question asked)
MOST_BETWEEN = 16

#: how a run's labels are written: (bullet, opening bracket, closing sign, upper case); a bulleted list's is
#: ``("bullet", its sign, "", False)``
Form = tuple[str, str, str, bool]
#: the form of a run of task-list boxes (``- [x] text``, ``- [ ] text``): a form of choices as lettered ones are
BOXES: Form = ("box", "", "", False)


@dataclass(frozen=True)
class Listed:
    """A run of choice-like lines: its first line, the index after its last line, the line of each item, and the
    form of its labels (None when it cannot be told)."""

    start: int
    end: int
    items: tuple[int, ...]
    form: Form | None


def form(line: str) -> Form | None:
    """The form of a lettered line's label (its bullet, opening bracket, closing sign, case); None for no label."""
    m = _LABEL.match(line[:200])
    if m is None:
        return None
    return (m.group(1) or "").strip(), m.group(2), m.group(4), m.group(3).isupper()


def in_stems(lines: Sequence[str], runs: Sequence[Listed], plain: Callable[[int], bool],
             opens: Callable[[int], bool]) -> list[Listed]:
    """The runs that are lists in a question's text (see the module): ``runs`` in the file's order, lettered runs
    from their first label and bulleted lists; the file's own form is most lettered runs' (``LEAST_RUNS`` at least,
    more than half of them); a run of another form is a list when the next run is of the file's form and the lines
    between, ``MOST_BETWEEN`` at most, are text (``plain``), none blank, and the line above it may open a list in a
    question's text (``opens``: not an answer, a heading or a choice: a note under the question before is not)."""
    lettered = [run.form for run in runs if run.form is not None and run.form[0] != "bullet"]   # (boxes too)
    counts = Counter(lettered)
    if not counts:
        return []
    own, many = counts.most_common(1)[0]
    if many < LEAST_RUNS or 2 * many <= len(lettered):
        return []
    out: list[Listed] = []
    for run, below in itertools.pairwise(runs):
        if run.form is None or run.form == own or below.form != own or below.start - run.end > MOST_BETWEEN:
            continue
        above = next((j for j in range(run.start - 1, -1, -1) if lines[j].strip()), None)
        announced = above is not None and lines[above].rstrip().endswith((":", "："))   # "the following files:"
        between = [j for j in range(run.end, below.start) if lines[j].strip()]
        if above is not None and opens(above) and all(plain(j) for j in between) and (
                len(between) == below.start - run.end or (announced and between)):
            out.append(run)
    return out


def after_asking(runs: Sequence[tuple[int, int, str]], asks: Callable[[int], bool], top: int | None = None) -> int:
    """Of a question's bulleted runs (first line, the line after the last, the bullet's sign), in order, the one that
    holds its choices: the first, unless a line that asks (``asks``, outside every run) stands below it and the first
    run after the last such line has another bullet sign than the first run's: then that run (a list above the line
    that asks is the question's text: ``* Sales``, ``* Date``, then ``What should you use?`` over ``- x``, ``- y``).
    ``top``: the question's first line; a line that asks between it and the first run makes that run the choices
    already (``Which one fits?`` over ``- x``, ``- y``, then ``Why not the others?`` over an explanation's list)."""
    if len(runs) < 2 or (top is not None and any(asks(j) for j in range(top, runs[0][0]))):
        return 0
    inside = {j for start, end, _ in runs for j in range(start, end)}
    asking = [j for j in range(runs[0][1], runs[-1][0]) if j not in inside and asks(j)]
    if not asking:
        return 0
    k = next(k for k, (start, _, _) in enumerate(runs) if start > asking[-1])
    return k if runs[k][2] != runs[0][2] else 0
