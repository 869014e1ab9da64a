"""A heading numbered as a section (``## 4.1 Price elasticity``) over questions numbered 1, 2, 3: a section.

A textbook's test bank converted to Markdown keeps the book's section numbers in its headings (``4.1``, ``4.2``,
``2.3.1``) and numbers the questions under each again from 1. Such a heading's number is the section's, not a
question's: it starts no question and gives no id. It is read so only when the lines under it (to the next
heading) are numbered questions themselves, two at least, counting up (from 1, or on from the section before);
a heading ``### 1.2 Which ...?`` over its own choices stays a question.

A heading numbered once (``## 4. Practice questions``) is a section on stronger evidence only, since a question's
heading may number its own choices below it: three numbered lines at least under it, counting up from 1, each
over a list of its own (its choices) before the next.
The questions' numbers may follow a short word (``**Q1.**``, ``Frage 2:``), as the file numbers them.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence

#: a section's number at a heading's start: "4.1 ", "**2.3.1** ", "§ 4.2 " (a dot between numbers, then a space)
_SECTION = re.compile(r"^[ \t*_]*(?:§[ \t]*)?\d{1,3}(?:\.\d{1,3}){1,3}\.?(?:\*\*|__)?[ \t]+\S")
#: a section's number once at a heading's start: "4. ", "**2)** "
_ONCE = re.compile(r"^[ \t*_]*\d{1,3}[.)]?(?:\*\*|__)?[ \t]+\S")
#: a question's number at a line's start: "1.", "2)", "3\\)" (a converter's escaped parenthesis), "**Q4.**", "Frage 5:"
_NUMBER = re.compile(r"^[ ]{0,3}(?:\*\*|__)?(?:[^\W\d_]{1,10}[ \t]?)?(\d{1,4})(?:\\?[.):])(?:\*\*|__)?[ \t]+\S")
#: a list's item: a choice
_ITEM = re.compile(r"^[ \t]*(?:[-*+]|\d{1,2}[.)]|[A-Za-z][.)])[ \t]+\S")
#: how many numbered questions a heading numbered once must hold
_ONCE_LEAST = 3


def is_section(text: str, lines: Sequence[str], below: range, fenced: Callable[[int], bool]) -> bool:
    """Whether a heading whose text is ``text`` is a section's: numbered as one, over lines ``below`` that number
    two questions at least, counting up."""
    dotted = _SECTION.match(text[:200]) is not None
    if not dotted and _ONCE.match(text[:200]) is None:
        return False
    numbered = [(i, int(m.group(1))) for i in below if not fenced(i) and (m := _NUMBER.match(lines[i][:200]))]
    numbers = [n for _, n in numbered]
    if len(numbers) < 2:
        return False
    rising = sum(1 for a, b in itertools.pairwise(numbers) if b == a + 1)
    if dotted:
        return rising * 2 >= len(numbers) - 1
    if len(numbers) < _ONCE_LEAST or numbers[0] != 1 or rising != len(numbers) - 1:
        return False
    ends = [i for i, _ in numbered[1:]] + [below.stop]
    return all(sum(1 for j in range(i + 1, end) if not fenced(j) and _ITEM.match(lines[j][:200])) >= 2
               for (i, _), end in zip(numbered, ends, strict=True))
