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
its text). The readers then read each record as a question over its ticked boxes. An operator's ``+`` (``++i``,
``+=``) is no tick; where a record ticks several choices, a ``+`` glued to a digit (``+2`` among ``-2``) is the
number's sign; and a file whose records say their answers on lines of their own (``Answer: B``, ``Answer: ++i``) keeps
no such notation (its ``+x`` is text). Plain text only (in Markdown
``*`` is a list's bullet); line for line; every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

#: a line's sign: (1) its indent, (2) one sign, then (3) a ``+`` maybe (not one of an operator's: ``++i``, ``+=``),
#: and (4) the text
_SIGNED = re.compile(r"^([ \t]*)([^\w\s¿¡\"'«“‘(\[<>#|`])[ \t]*(\+(?![-+=*/<>!&|^%~.,])|)[ \t]*(\S.*)$")
#: a line ``word(s): value``, maybe a record's answer line
_KEYED = re.compile(r"^[ \t]*[^\W\d_][^:：]{0,40}[:：][ \t]*(\S.*?)[ \t]*$")
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
    ticks = [[i for i in range(a + 1, b) if (m := _SIGNED.match(lines[i])) and m.group(2) in signs and m.group(3)]
             for a, b in bounds]
    if any(len(t) > 1 for t in ticks):   # several "+" in a record: a "+2" among them is a signed number (+2, -2)
        ticks = [[i for i in t if not _SIGNED.match(lines[i]).group(4)[:1].isdigit()] for t in ticks]  # type: ignore[union-attr]
    ticked = {i for t in ticks for i in t}
    if sum(1 for t in ticks if t) < _MARKED_SHARE * n:
        return None
    if sum(_answered(lines, a, b, signs) for a, b in bounds) >= _MARKED_SHARE * n:
        return None   # the records say their answers: a "+" opening a choice ("+x") is its text
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
                text = m.group(4) if i in ticked else lines[i][m.end(2):].strip()
                out[i] = f"- [{'x' if i in ticked else ' '}] {text}"
    return out


def _answered(lines: Sequence[str], a: int, b: int, signs: set[str]) -> bool:
    """Whether the record ``a``..``b`` has a line ``word(s): value`` whose value names one of its choices (its
    letter, its number or its text as written): an answer line of its own (``Answer: B``, ``Answer: ++i``)."""
    choices = [lines[i][m.end(2):].strip().casefold() for i in range(a + 1, b)
               if (m := _SIGNED.match(lines[i])) and m.group(2) in signs]
    names = {*choices, *(str(k) for k in range(1, len(choices) + 1)), *"abcdefgh"[:len(choices)]}
    return any((m := _KEYED.match(lines[i])) is not None and m.group(1).rstrip(".").casefold() in names
               for i in range(a + 1, b) if not (s := _SIGNED.match(lines[i])) or s.group(2) not in signs)
