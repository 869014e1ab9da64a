"""A sign and an options block opening every line that holds the running number (``*[nb=4,group=x] 1 ) text``): the
record's opener, taken off; the number and the text kept.

Catalogues written for a generator (AMC-txt, as PLaTon keeps them) open each question with a sign, ``*`` for one
right answer, ``**`` for several, maybe an options block in brackets, then the author's number and its bracket:
``*[nb=4,group=erreur_de_syntaxe] 1 )``, ``** [nb=7,group=x] 82 )``. No reader knows the opener; the file's
repetition proves it: at least ``LEAST`` lines after a blank line (or at the top) open with one sign's run (``*``,
``**``) and the same kind of block (brackets or none) before a number, the numbers running up from line to line
in nine pairs in ten. The opener comes off those lines; ``29bis )``, a number with a short suffix, is written
``29 )``: a question of its own after question 29. Plain text only (in Markdown ``*`` opens a list's item);
line for line; anchored and linear.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from itertools import pairwise

#: (1) a run of one to three signs, (2) maybe an options block in brackets, (3) the number, (4) a short suffix
#: (``bis``), then a bracket or a stop and the text
_OPENED = re.compile(r"^([^\w\s\[\]{}()<>\"'`#|¿¡]{1,3})[ \t]?(\[[^\]\n]{0,200}\]|\{[^}\n]{0,200}\})?[ \t]*"
                     r"(\d{1,5})([^\W\d_]{1,3})?([ \t]*[.)][ \t]*\S.*)$")
#: the fewest records that prove the opener, the share of running pairs
LEAST = 3
RUNNING = 0.9


def _shape(m: re.Match[str]) -> tuple[frozenset[str], str]:
    """What records of one file share: the signs of the run (``*`` and ``**`` alike) and the block's bracket."""
    return frozenset(m.group(1)), (m.group(2) or "")[:1]


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """``lines`` with the learnt opener taken off (see the module); None when the file has none."""
    found = [(i, m) for i, line in enumerate(lines)
             if (i == 0 or not lines[i - 1].strip()) and (m := _OPENED.match(line)) is not None
             and (m.group(2) or m.group(1) not in m.group(5))]   # ("**1. What?**": bold, not an opener)
    if len(found) < LEAST:
        return None
    shape, count = Counter(_shape(m) for _, m in found).most_common(1)[0]
    mine = [(i, m) for i, m in found if _shape(m) == shape]
    numbers = [int(m.group(3)) for _, m in mine]
    running = sum(1 for a, b in pairwise(numbers) if b >= a)
    if count < LEAST or running < RUNNING * (len(numbers) - 1):
        return None
    out = list(lines)
    for i, m in mine:
        out[i] = m.group(3) + m.group(5)
    return out, set()
