"""Records written in signs: one sign opens each question (``!``), another each choice (``*``, ``•``), a ``+`` after
it the right one (``*+ сальбутамол``, ``    • +цефтриаксон``).

Some test banks are kept in a notation of their own, no labels, no list markup: a question's line starts with one
sign, maybe with its running number (``!100 Қыз бала 14 жаста ...``), its text may go on over a line or two, and each
choice's line starts with another sign, a ``+`` after it on the right choices; a file may change its choice sign
halfway (``*`` over the first questions, an indented ``•`` over the later ones, both in one question). No line says
what a sign means; the file's repetition does. A sign that opens three records at least after a blank line, under
which nine records in ten have two choice lines at least, the choice signs being those that open lines in three
records in ten at least (not the record's sign), and half the records at least mark a choice with a ``+`` right
after its sign, is the file's notation: each choice line is written as the box it stands for (``- [x] text``,
``- [ ] text``), and the record's sign is taken off its first line with its running number (``!100 `` when the
number goes on from the record before, one or two left out; ``!14 жастағы`` keeps its ``14``, the first word of
its text). The readers then read each record as a question over its ticked boxes. Plain text only (in Markdown
``*`` is a list's bullet); line for line; every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

#: a line's sign: (1) its indent, (2) one sign, then (3) a ``+`` maybe, and (4) the text
_SIGNED = re.compile(r"^([ \t]*)([^\w\s¿¡\"'«“‘(\[<>#|`])[ \t]*(\+?)[ \t]*(\S.*)$")
#: a record's first line: its sign, maybe its number, then its text
_OPENER = re.compile(r"^[ \t]*[^\w\s][ \t]*(?:(\d{1,5})[ \t]+)?(?=\S)")
#: a record's sign and the spaces after it
_SIGN_OFF = re.compile(r"^[ \t]*[^\w\s][ \t]*")
#: how far a record's number may go on from the last one taken (a record or two left out)
_GAP = 3
#: the fewest records, the share with choices, the share a choice sign must open lines in, the share with a ``+``
LEAST = 3
_WITH_CHOICES = 0.9
_SIGN_SHARE = 0.3
_MARKED_SHARE = 0.5


def _records(lines: Sequence[str], sign: str) -> list[int]:
    """The first lines of the records ``sign`` opens (after a blank line or at the file's start)."""
    return [i for i, line in enumerate(lines) if (m := _SIGNED.match(line)) and m.group(2) == sign and not m.group(1)
            and (i == 0 or not lines[i - 1].strip())]


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with a sign notation (see the module) written as boxes under each record's text; None when the
    file keeps none."""
    firsts = Counter(m.group(2) for i, line in enumerate(lines) if (i == 0 or not lines[i - 1].strip()) and
                     (m := _SIGNED.match(line)) and not m.group(1))
    for sign, count in firsts.most_common(3):
        if count < LEAST:
            break
        done = _read(lines, sign)
        if done is not None:
            return done, set()
    return None


def _read(lines: Sequence[str], sign: str) -> list[str] | None:
    starts = _records(lines, sign)
    if len(starts) < LEAST:
        return None
    bounds = list(zip(starts, [*starts[1:], len(lines)], strict=True))
    per_record: list[Counter[str]] = []
    for a, b in bounds:
        per_record.append(Counter(m.group(2) for line in lines[a + 1:b] if (m := _SIGNED.match(line))))
    n = len(bounds)
    signs = {c for c in set().union(*per_record) if c != sign and sum(1 for r in per_record if r[c]) >= _SIGN_SHARE * n}
    if not signs or sum(1 for r in per_record if sum(r[c] for c in signs) >= 2) < _WITH_CHOICES * n:
        return None
    marked = 0
    for a, b in bounds:
        marked += any((m := _SIGNED.match(line)) and m.group(2) in signs and m.group(3) for line in lines[a + 1:b])
    if marked < _MARKED_SHARE * n:
        return None
    out = list(lines)
    number: int | None = None
    for a, b in bounds:
        opener = _OPENER.match(lines[a])
        assert opener is not None   # the record's first line is a signed one
        said = int(opener.group(1)) if opener.group(1) else None
        if said is not None and (number is None or number < said <= number + _GAP):
            out[a] = lines[a][opener.end():]   # "!100 Қыз ...": the record's running number goes with its sign
            number = said
        else:
            out[a] = lines[a][_SIGN_OFF.match(lines[a]).end():]   # type: ignore[union-attr]
        for i in range(a + 1, b):
            m = _SIGNED.match(lines[i])
            if m is not None and m.group(2) in signs:
                out[i] = f"- [{'x' if m.group(3) else ' '}] {m.group(4)}"
    return out
