"""A heading numbered as a section (``## 4.1 Price elasticity``) over questions numbered 1, 2, 3: a section.

A textbook's test bank converted to Markdown keeps the book's section numbers in its headings (``4.1``, ``4.2``,
``2.3.1``) and numbers the questions under each again from 1. Such a heading's number is the section's, not a
question's: it starts no question and gives no id. It is read so only when the lines under it (to the next
heading) are numbered questions themselves, two at least, counting up (from 1, or on from the section before);
a heading ``### 1.2 Which ...?`` over its own choices stays a question.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence

#: a section's number at a heading's start: "4.1 ", "**2.3.1** ", "§ 4.2 " (a dot between numbers, then a space)
_SECTION = re.compile(r"^[ \t*_]*(?:§[ \t]*)?\d{1,3}(?:\.\d{1,3}){1,3}\.?(?:\*\*|__)?[ \t]+\S")
#: a question's number at a line's start: "1.", "2)", "3\\)" (a converter's escaped parenthesis)
_NUMBER = re.compile(r"^[ ]{0,3}(?:\*\*|__)?(\d{1,4})(?:\\?[.)])(?:\*\*|__)?[ \t]+\S")


def is_section(text: str, lines: Sequence[str], below: range, fenced: Callable[[int], bool]) -> bool:
    """Whether a heading whose text is ``text`` is a section's: numbered as one, over lines ``below`` that number
    two questions at least, counting up."""
    if _SECTION.match(text[:200]) is None:
        return False
    numbers = [int(m.group(1)) for i in below if not fenced(i) and (m := _NUMBER.match(lines[i][:200]))]
    if len(numbers) < 2:
        return False
    rising = sum(1 for a, b in itertools.pairwise(numbers) if b == a + 1)
    return rising * 2 >= len(numbers) - 1
