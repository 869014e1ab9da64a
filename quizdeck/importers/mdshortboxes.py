"""Checkboxes drawn with emoji shortcodes, written as the task list's boxes they stand for, line for line.

A page that cannot draw a form draws its choices' boxes with GitHub's emoji shortcodes:
``:white_large_square:&nbsp; a. text<br>`` (an empty box), ``:ballot_box_with_check: b. text`` (a ticked one),
as Moodle exports copied to a VuePress site do. Read as written, the shortcode is the choice's text and the
choices no list. Two lines at least one under the other (a choice's wrapped lines or a blank line between them,
three lines at most), at one depth, that each open with a box shortcode or with the emoji it shows (``⬜``,
``☐``; ``☑️``, ``✅``, ``✔️``) and of which one at least is an empty box written as a shortcode, are checkboxes:
``- [ ] text`` and ``- [x] text`` (the ``&nbsp;`` after the box is a space); a check mark after a blank line
under a tight run of two boxes or more (``✅ **Answer: B**``) is the answer line below them, no box, but in a run
that spaces its boxes with blank lines (a loose list) it is a box like the others. Such runs are the file's choices
only where the file repeats them: one run in the whole file (a to-do list above a quiz written with labels) is left
as written. All of them may be empty: the answer is then given
below, as such pages give it (a ``:::details`` box, ``mdcontainers``). Boxes drawn as characters only are
``mdinline``'s (all empty, they are a list's bullets there). Fenced code is left as it is. Linear in the number
of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: the empty boxes' shortcodes, as GitHub names them
_EMPTY_CODES = ("white_large_square", "black_square_button", "white_square_button", "white_medium_square",
                "white_medium_small_square", "radio_button")
#: a box opening a line (maybe a list item): an empty one (its shortcode, or the emoji) or a ticked one
_BOX = re.compile(r"^(?P<indent>[ \t]*)(?:[-*+][ \t]+)?(?:(?P<code>:(?:" + "|".join(_EMPTY_CODES) + r"):)"
                  r"|(?P<empty>[⬜☐🔲🔳◻])|(?P<full>:(?:ballot_box_with_check|heavy_check_mark|white_check_mark):"
                  r"|[☑✅✔]))\ufe0f?(?:[ \t]|&nbsp;|&#160;|\u00a0)*(?=\S)")
_CODE_FENCE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})")
#: the most lines between two boxes of one run (a choice's wrapped lines, a blank line, a ``<br>`` line)
_GAP = 3
#: a line that sets two boxes apart: a heading, a fence, a container's or a block's tag
_APART = re.compile(r"^[ \t]{0,3}(?:#|`{3}|~{3}|:{3}|<(?:details|summary|/details|div|/div)\b)", re.I)


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """``lines`` with the runs of shortcode boxes of the module written as checkboxes; None when there is none."""
    if not any(":" in line[:40] for line in lines):
        return None
    fenced = [False] * len(lines)
    code: str | None = None
    for i, line in enumerate(lines):
        f = _CODE_FENCE.match(line)
        if code is not None:
            fenced[i] = True
            if f and f.group(1)[0] == code[0] and len(f.group(1)) >= len(code) and not line[f.end():].strip():
                code = None
        elif f is not None:
            fenced[i] = True
            code = f.group(1)
    out = list(lines)
    runs: list[list[tuple[int, re.Match[str]]]] = []
    answers: set[int] = set()    # the check marks read as answer lines: no run starts there
    i = 0
    while i < len(lines):
        run: list[tuple[int, re.Match[str]]] = []
        loose = False    # the run's own spacing: a blank line between two of its boxes
        j = i
        while j < len(lines) and j not in answers and not fenced[j] and (m := _BOX.match(lines[j][:80])) is not None:
            run.append((j, m))
            j += 1
            gap = j      # a choice's wrapped lines, a blank line or a "<br>" line between two boxes
            while gap < len(lines) and gap - j < _GAP and not fenced[gap] and not _BOX.match(lines[gap][:80]) \
                    and not _APART.match(lines[gap]):
                gap += 1
            if gap < len(lines) and gap > j and not fenced[gap] and (n := _BOX.match(lines[gap][:80])) is not None:
                blank = any(not lines[g].strip() for g in range(j, gap))
                if blank and n.group("full") and n.group("full")[0] != ":" and len(run) >= 2 and not loose:
                    answers.add(gap)
                    break        # a check mark set apart from a tight run, "✅ **Answer: B**": the answer line
                loose = loose or blank
                j = gap
        depths = {m.group("indent") for _, m in run}
        if len(run) >= 2 and len(depths) == 1 and any(m.group("code") for _, m in run):
            runs.append(run)
        i = max(j, i + 1)
    if len(runs) < 2:
        return None      # one run in the whole file (a to-do list above a quiz): no choice list the file repeats
    for run in runs:
        for k, m in run:
            box = "[x]" if m.group("full") else "[ ]"
            out[k] = f"{m.group('indent')}- {box} {lines[k][m.end():]}"
    return out, set()
