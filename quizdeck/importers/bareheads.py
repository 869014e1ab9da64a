"""A question's heading written without its ``#`` (``Pitanje 3`` alone, where the file heads its questions
``### Pitanje 1``): a heading, as the file's others.

A file that heads its questions with a word and a number (``## Pitanje 1``, ``### Question 2``, ``#### Frage 3``)
sometimes forgets the ``#`` signs on one: ``Pitanje 3`` stands alone under a rule or a blank line, the question's
sentence on the next line. Read as text, the label is the first line of the question's paragraph, or (in a block
the reader does not split there) the question is read into the one before. Where three headings at least are such
a word and a number and nothing else, all with the same word, a line that is that word and a number and nothing
else, after a blank line, a rule or the file's start and over a line of text, is written as a heading of the level
of the nearest such heading above it (of the file's most usual level when none is above), line for line, and the
summary says how many, where its number goes on from the heading above and is not the one below's (a line
``Question 3`` over ``### Question 3`` is a sentence's start or the label again, not a heading). Fenced code is left
as it is. Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Sequence

#: a heading that is a word and a number and nothing else: ``### Pitanje 1``
_HEAD = re.compile(r"^[ \t]{0,3}(#{1,6})[ \t]+([^\W\d_]{1,20})[ \t]+(\d{1,4})[ \t]*#*[ \t]*$")
#: a line that is a word and a number and nothing else: ``Pitanje 3``
_BARE = re.compile(r"^[ \t]{0,3}([^\W\d_]{1,20})[ \t]+(\d{1,4})[ \t]*$")
#: a rule between two questions
_RULE = re.compile(r"^[ \t]{0,3}(?:-[ \t]*){3,}$|^[ \t]{0,3}(?:\*[ \t]*){3,}$|^[ \t]{0,3}(?:_[ \t]*){3,}$")
#: the fewest such headings that show the file's way
_LEAST = 3


def headed(lines: Sequence[str], fenced: Sequence[bool]) -> tuple[list[str], int] | None:
    """The lines with a question's heading written without its ``#`` written with it (see the module's docstring),
    and how many; None when there is none."""
    heads = [(i, m) for i, line in enumerate(lines) if not fenced[i] and len(line) <= 80 and (m := _HEAD.match(line))]
    words = Counter(m.group(2).casefold() for _, m in heads)
    if not words:
        return None
    word, count = words.most_common(1)[0]
    if count < _LEAST or count != len(heads):
        return None
    usual = Counter(len(m.group(1)) for _, m in heads).most_common(1)[0][0]
    out = list(lines)
    level = usual
    found = 0
    at = {i: (len(m.group(1)), int(m.group(3))) for i, m in heads}
    order = sorted(at)
    last = None   # the number of the last heading above, written or made
    for i, line in enumerate(lines):
        if i in at:
            level, last = at[i]
            continue
        if fenced[i] or len(line) > 80 or not (m := _BARE.match(line)) or m.group(1).casefold() != word:
            continue
        before = lines[i - 1] if i > 0 else ""
        after = lines[i + 1] if i + 1 < len(lines) else ""
        if (before.strip() and not _RULE.match(before)) or not after.strip() or _RULE.match(after):
            continue
        # the missing heading's number goes on from the heading above and is not the one below's: a line
        # ``Question 3`` above ``### Question 3`` (a sentence's start, an explanation naming the next question) or
        # under ``### Question 3`` (its label again) is no heading of its own (a part may number from 1 again)
        number = int(m.group(2))
        k = bisect.bisect_right(order, i)
        below = at[order[k]][1] if k < len(order) else None
        if (last is not None and number != last + 1) or below == number:
            continue
        out[i] = "#" * level + " " + line.strip()
        last = number
        found += 1
    return (out, found) if found else None
