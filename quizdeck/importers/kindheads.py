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
from collections.abc import Callable, Sequence
from itertools import pairwise

#: a numbered line of one short token: (1) the number, (2) the token, maybe in brackets; a score in brackets after it
_HEAD = re.compile(r"^[ \t]*(\d{1,4})[ \t]*[.、．)][ \t]*[(（【\[]?([^\W\d_]{2,16})"
                   r"[)）】\]]?[ \t]*(?:[(（][^()（）]{1,12}[)）])?[ \t]*$")
#: a line that opens with a number or a choice's label: no question's text
_NUMBERED = re.compile(r"^[ \t]*(?:\d{1,4}|[A-Za-z])[ \t]*[.、．)]")
#: the fewest heads, the most kinds, the share of heads the commonest kind must hold
_LEAST = 5
_KINDS = 3
_SHARE = 0.4
#: the share of heads whose number is above the one before (numbers restart at a new part now and then)
_RISING = 0.8

Warn = Callable[[int, str, str], None]


def rewritten(lines: Sequence[str], fenced: Sequence[bool], warn: Warn) -> list[str] | None:
    """The lines with each kind head left blank; None when the file has none."""
    heads: list[tuple[int, int, str]] = []
    for i, line in enumerate(lines[:-1]):
        m = None if fenced[i] or len(line) > 60 else _HEAD.match(line)
        below = lines[i + 1].strip()
        if m is not None and below and not fenced[i + 1] and _NUMBERED.match(below) is None:
            heads.append((i, int(m.group(1)), m.group(2).casefold()))
    kinds = Counter(kind for _, _, kind in heads)
    rising = sum(1 for a, b in pairwise(heads) if b[1] > a[1])
    if len(heads) < _LEAST or len(kinds) > _KINDS or kinds.most_common(1)[0][1] < _SHARE * len(heads) or \
            rising < _RISING * (len(heads) - 1):
        return None
    out = list(lines)
    for i, number, _ in heads:
        below = lines[i + 1]
        lead = len(below) - len(below.lstrip(" \t"))
        out[i], out[i + 1] = "", f"{below[:lead]}{number}. {below[lead:]}"   # the number opens the text's line
    named = ", ".join(f"'{k}'" for k, _ in kinds.most_common())
    warn(heads[0][0] + 1, f"{len(heads)} numbered lines holding only the question's kind ({named}), each over a line "
         "of text, read as the questions' heads: each question's text is the line under it",
         "if the kind matters to your cards, add it as a tag")
    return out
