"""A numbered line holding only the question's kind (``1.单选题 (1分)``), its text on the line under it: a head.

Some exports open each question with its number and its kind, maybe its score, on a line of their own, and write
the question's text on the next line (``1.单选题 (1分)`` over ``新型国际关系的核心是（）。``;
``2. MCQ`` over ``Which ...``). Read as written, the kind is the question's text, or its text's first line. No list
of kinds is kept: the file's repetition is the evidence. Numbered lines whose rest is one short word (letters only,
maybe in brackets, maybe a score in brackets after it), each over a line of text that opens with no number or label,
five at least, their numbers rising (four times in five: a new part may start again at 1), whose words take three
values at most, the commonest standing on two lines in five at least, are the file's heads; each is left blank and
its number put before the text's line under it (``1. 新型...``, line for line: the number still opens the
question), and the import says so once, at the first.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from itertools import pairwise

from quizdeck.importers.base import LineWarn

#: a numbered line of one short token: (1) the number, (2) the token, maybe in brackets; a score in brackets after it
_HEAD = re.compile(r"^[ \t]*(\d{1,4})[ \t]*[.、．)][ \t]*[(（【\[]?([^\W\d_]{2,16})"
                   r"[)）】\]]?[ \t]*(?:[(（][^()（）]{1,12}[)）])?[ \t]*$")
#: a line that opens with a number or a choice's label: no question's text
_NUMBERED = re.compile(r"^[ \t]*(?:\d{1,4}|[A-Za-z])[ \t]*[.、．)]")
#: a numbered line: (1) its number
_NUMBER = re.compile(r"^[ \t]*(\d{1,4})[ \t]*[.、．)]")
#: the fewest heads, the most kinds, the share of heads the commonest kind must hold
_LEAST = 5
_KINDS = 3
_SHARE = 0.4
#: the share of heads whose number is above the one before (numbers restart at a new part now and then)
_RISING = 0.8


def _under(lines: Sequence[str], fenced: Sequence[bool], i: int, gap: int) -> int | None:
    """The text line a head at ``i`` stands over: the next line, or past ``gap`` blank lines at most."""
    for j in range(i + 1, min(i + 2 + gap, len(lines))):
        if fenced[j]:
            return None
        if lines[j].strip():
            return j
    return None


def _sections(lines: Sequence[str], fenced: Sequence[bool], heads: list[tuple[int, int, int, str]]) -> bool:
    """True when the lines between the heads hold numbered lines counting on across heads (``1. Grammar`` over
    ``Choose...`` over ``3. I ___``): the heads are sections' titles over numbered questions, no question's head.
    Choices numbered under a head start again at 1 under the next one."""
    starts = {i for i, _, _, _ in heads}
    gaps = [(a[0] + 1, b[0]) for a, b in pairwise(heads)] + [(heads[-1][0] + 1, len(lines))]
    last: int | None = None
    on = seen = 0
    for a, b in gaps:
        numbers = [int(m.group(1)) for j in range(a, b) if j not in starts and not fenced[j]
                   and (m := _NUMBER.match(lines[j])) is not None]
        if not numbers:
            continue
        if last is not None:
            seen += 1
            on += numbers[0] > last
        last = numbers[-1]
    return seen > 0 and on * 2 >= seen


def rewritten(lines: Sequence[str], fenced: Sequence[bool], warn: LineWarn) -> list[str] | None:
    """The lines with each kind head left blank, its kind kept as a bracketed tag; None when the file has none."""
    heads: list[tuple[int, int, int, str]] = []   # the head's line, its text's line, its number, its kind
    for i, line in enumerate(lines[:-1]):
        m = None if fenced[i] or len(line) > 60 else _HEAD.match(line)
        below = lines[i + 1].strip()
        if m is not None and below and not fenced[i + 1] and _NUMBERED.match(below) is None:
            heads.append((i, i + 1, int(m.group(1)), m.group(2)))
    kinds = Counter(kind.casefold() for _, _, _, kind in heads)
    rising = sum(1 for a, b in pairwise(heads) if b[2] > a[2])
    if len(heads) < _LEAST or len(kinds) > _KINDS or kinds.most_common(1)[0][1] < _SHARE * len(heads) or \
            rising < _RISING * (len(heads) - 1):
        return None
    # the file's kinds learnt, a head of one of them is one too where its text stands past a blank line or opens
    # with a number (``3.14 是...``): said at each of those, the guess being the reader's own
    taken = {i for i, _, _, _ in heads}
    unsure: list[int] = []
    for i, line in enumerate(lines[:-1]):
        if i in taken or fenced[i] or len(line) > 60 or (m := _HEAD.match(line)) is None or \
                m.group(2).casefold() not in kinds or (j := _under(lines, fenced, i, 2)) is None or \
                _HEAD.match(lines[j]) is not None:
            continue
        heads.append((i, j, int(m.group(1)), m.group(2)))
        unsure.append(i)
    heads.sort()
    if _sections(lines, fenced, heads):
        warn(heads[0][0] + 1, f"{len(heads)} numbered lines holding one word each ({', '.join(sorted(kinds))}) "
             "over lines of text, but the lines under them are numbered on across them: read as sections' titles, "
             "no question's head", "if they are the questions' heads, number the questions under them alone")
        return None
    out = list(lines)
    for i, j, number, kind in heads:
        below = lines[j]
        lead = len(below) - len(below.lstrip(" \t"))
        # the number opens the text's line, the kind kept before the text as a bracketed tag (mend's bracket tags)
        out[i], out[j] = "", f"{below[:lead]}{number}. [{kind}] {below[lead:]}"
    named = ", ".join(f"'{k}'" for k, _ in kinds.most_common())
    warn(heads[0][0] + 1, f"{len(heads)} numbered lines holding only the question's kind ({named}), each over a line "
         "of text, read as the questions' heads: each question's text is the line under it, its kind a tag",
         "if the word is part of the question, put it back in the text")
    for i in unsure:
        warn(i + 1, f"the kind line '{lines[i].strip()}' read as the head of the text under it, though that text "
             "stands past a blank line or opens with a number", "check that this question's text is whole")
    return out
