"""A run of signs that opens every item of a file (``#? ¿Cuál ...?``): the item's opener, not its text.

Some Markdown dialects mark where an item begins with a sigil of their own: ``#? `` before the question, then its
context (paragraphs, a table, an image), then the choices as a list. No label pattern knows the sigil, so the
question was read as the paragraph right above the choices, the opener's paragraph (with its table or image) as
the explanation of the question before, and the sigil kept in the text. The file proves what the run is:

* it is a run of two to four signs, no letter nor digit, set off by a space (``#? ``, ``?? ``, ``::? ``), that as a
  whole opens no sentence in any language: it ends in a closing sign (``?``, ``!``, a closing bracket or quote),
  and is no Markdown block's marker (a quote's ``>``, a table's ``|``, a list's bullet and a space);
* it opens a paragraph (the file's start or a blank line above it) three times at least, and every such paragraph
  has a list (its choices: bullets, numbers, letters) below it before the next.

Each such line is rewritten as a numbered question line (``Q3. ¿Cuál ...?``, the number its place among them), so
the reader starts the question there and reads everything down to its choices as its text; the number is the
reader's, taken off as any. A run that fails any of these stays the text's (said by ``leadsigns`` when it opens
most texts). Each line keeps its place; every pattern is linear in the line's length.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.mdinline import fenced_lines

#: a run of signs at the line's start (up to three spaces in), then a space and text
_OPENER = re.compile(r"^([ ]{0,3})([^\w\s]{2,4})[ \t]+(?=\S)")
#: a list item or a labelled line: a choice of the item above
_LISTED = re.compile(r"^[ \t]{0,8}(?:[-*+•][ \t]+\S|\d{1,3}[.)][ \t]+\S|\(?[A-Za-z][.)][ \t]+\S)")
#: openers that make the run the file's
LEAST = 3


def _closing(run: str) -> bool:
    """A run no sentence opens with: it ends in a closing sign, it is no block marker, it holds no opening sign
    only (``¿¡``), nor a list's bullet and its text (``-`` then a sign)."""
    last = unicodedata.category(run[-1])
    if not (run[-1] in "?!？！" or last in ("Pe", "Pf")):
        return False
    return run[0] not in ">|-*+`~" and any(unicodedata.category(c) not in ("Ps", "Pi") and c not in "¿¡" for c in run)


def _openers(lines: Sequence[str]) -> list[tuple[int, str]]:
    """Each paragraph's first line that opens with a run of signs and a space, with the run (out of code)."""
    fenced = fenced_lines(lines)
    return [(i, m.group(2)) for i, line in enumerate(lines)
            if not fenced[i] and (i == 0 or not lines[i - 1].strip()) and len(line) <= 4000
            and (m := _OPENER.match(line))]


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """``lines`` with the file's item opener written as a running question number (see the module); None when the
    file has no such opener."""
    openers = _openers(lines)
    counts = Counter(run for _, run in openers)
    if not counts:
        return None
    run, count = counts.most_common(1)[0]
    mine = [i for i, r in openers if r == run]
    if count < LEAST or not _closing(run):
        return None
    for k, i in enumerate(mine):
        end = mine[k + 1] if k + 1 < len(mine) else len(lines)
        if not any(_LISTED.match(lines[j]) for j in range(i + 1, end)):
            return None   # an opener with no list below it: the run is not the items' (a question needs choices)
    out = list(lines)
    for n, i in enumerate(mine, start=1):
        m = _OPENER.match(lines[i])
        assert m is not None
        out[i] = f"{m.group(1)}Q{n}. {lines[i][m.end():]}"
    return out, set()
