"""A count the file opens with: a program's data file often starts with how many records follow (``20`` alone on
its first line, then the records one value a line). Where the reading found far fewer questions than that count
(fewer than half), the records were almost certainly cut wrongly (a record's lines read as another's choices or
explanation): said at the first line, whatever the reader. A number the file's lines could not hold as a count of
records (more than half as many as its non-blank lines below: each record takes a question and an answer at least)
is a record's own number (``655`` over ``T102``), no count. Nothing is changed. The pattern is anchored and linear.
"""

from __future__ import annotations

import re

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck

#: a first line that is only a number
_COUNT = re.compile(r"^[ \t\ufeff]*(\d{1,5})[ \t]*$")
#: the least count taken as one (``1`` or ``2`` opening a file is more often a number than a count)
_LEAST = 4


def said_count(deck: ImportedDeck, source: Source, diags: Diagnostics) -> None:
    """Warn at the first line when it is a lone count N and the deck holds fewer than N / 2 questions."""
    first = next(((i, line) for i, line in enumerate(source.lines[:50]) if line.strip()), None)
    if first is None or not deck.questions or (m := _COUNT.match(first[1][:40])) is None:
        return
    count = int(m.group(1))
    found = len(deck.questions)
    below = sum(1 for line in source.lines[first[0] + 1:] if line.strip())
    if count >= _LEAST and count * 2 <= below and found * 2 < count:
        diags.warning(Pos(source.where, first[0] + 1, 1),
                      f"the file opens with the count {count} alone on its line, but only {found} question"
                      f"{'s were' if found != 1 else ' was'} read: its records are probably cut wrongly",
                      "check the questions against the source; a program's own record format may need "
                      "converting to one question a block first")
