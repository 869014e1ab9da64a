"""A PDF page's running footer left in its text (``⽑概题⽬汇总 304题)<TAB>76``): off, said.

A bank whose text was taken out of a PDF keeps each page's footer (or header): the same words and the page's number
at the line's end, wherever the page broke, between two questions, between a question's choices, or glued to the
end of a choice's line (``- B. 为中国共产党治国理政服务 ⽑概题⽬汇总 304题)<TAB>2``). The readers take it for a
question's text, a line of its explanation or a piece of a choice. Here such a footer is told by the file itself:
the same words (four characters at least, a letter among them, not a question's label: ``Question 3`` is no
footer, nor a choice's label, ``A: Lied 10``) before a number at a line's end, a tab or a space before it, three
times at least, the numbers going up from each to the next, by one at least half the time. A line the footer fills
is left blank; a footer at the end of a longer line is cut off it. Nothing here knows a language; every pattern is
anchored and linear in the line's length.
"""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from quizdeck.importers.labels import split_label
from quizdeck.importers.mend import QUESTION_WORDS

#: the words of a footer, then its page number at the line's end: group (1) the words, (2) the number
_TAIL = re.compile(r"(\S(?:[^\t]{0,58}\S)?)[ \t]+(\d{1,4})[ \t]*$")
#: the fewest footers that tell one
LEAST = 3
#: the longest line looked at
_LONGEST = 2000


@dataclass(frozen=True)
class Footers:
    """The lines rewritten, the lines the footer filled (left blank), the lines it was cut off, its words."""

    lines: list[str]
    blanked: set[int]
    cut: list[int]
    words: str


def _label(words: str) -> bool:
    """Whether ``words`` name a question (``Question``, ``第``) or open with a choice's label (``A: Lied``): a
    record's part, not a footer."""
    first = re.split(r"[\s#.:：]+", words.casefold(), maxsplit=1)[0]
    return first in QUESTION_WORDS or words.startswith("第") or split_label(words) is not None


def _places(lines: Sequence[str]) -> dict[str, list[tuple[int, int, int]]]:
    """Every words-and-number at a line's end, by its words: (line, where the words start, the number)."""
    out: dict[str, list[tuple[int, int, int]]] = defaultdict(list)
    for i, line in enumerate(lines):
        stripped = line.rstrip()
        if len(stripped) > _LONGEST or not stripped[-1:].isdigit():
            continue
        # the footer's words may follow a line's own text: each place a space or a tab starts them after (its last
        # 66 characters: the words, a space and the number)
        near = max(0, len(stripped) - 66)
        starts = [0] + [k + 1 for k in range(near, len(stripped) - 1) if stripped[k] in " \t"]
        for s in starts:
            m = _TAIL.fullmatch(stripped, s)
            if m and len(m.group(1)) >= 4 and re.search(r"[^\W\d_]", m.group(1)):
                out[m.group(1)].append((i, s, int(m.group(2))))
    return out


def _going_up(found: list[tuple[int, int, int]]) -> bool:
    """Whether the numbers go up as pages do: each higher than the one before, by one at least half the time (a
    page without its footer aside; ``Lied 10``, ``Lied 20``, ``Lied 30`` count something else)."""
    numbers = [n for _, _, n in found]
    steps = list(itertools.pairwise(numbers))
    return all(b > a for a, b in steps) and 2 * sum(1 for a, b in steps if b == a + 1) >= len(steps)


def footers(lines: Sequence[str]) -> Footers | None:
    """The lines without the running footer (see the module); None when the file has none."""
    best: tuple[str, list[tuple[int, int, int]]] | None = None
    for words, found in _places(lines).items():
        whole = [f for f in found if not lines[f[0]][:f[1]].strip()]
        if len(whole) < LEAST or _label(words) or not _going_up(found):
            continue
        if best is None or (len(found), len(words)) > (len(best[1]), len(best[0])):
            best = words, found
    if best is None:
        return None
    words, found = best
    out = list(lines)
    blanked: set[int] = set()
    cut: list[int] = []
    for i, s, _ in found:
        if out[i][:s].strip():
            out[i] = out[i][:s].rstrip()
            cut.append(i)
        else:
            out[i] = ""
            blanked.add(i)
    return Footers(out, blanked, cut, words)
