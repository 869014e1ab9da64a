"""A question's number with a star after it (``1*. ¿Qué ...?``): the number, flagged by its writer; not text.

A writer may flag a question by a star after its number (a required question, one to check again); no reader knows
the number so written, and it stays before the question's text. A question's text that opens with a number, a star
and ``.`` or ``)`` (a space after them), the number its place in the deck, loses them; counted among what was mended.
"""

from __future__ import annotations

import re

from quizdeck.importers.imported import ImportedDeck

#: a starred number opening a text: group (1) the number
_STARRED = re.compile(r"^(\d{1,4})\*[.)][ \t]+(?=\S)")


def unstarred(deck: ImportedDeck) -> None:
    """Each question's text without the starred number of its place it opens with (see the module)."""
    taken = 0
    for place, q in enumerate(deck.questions, 1):
        m = _STARRED.match(q.text)
        if m is not None and int(m.group(1)) == place:
            q.text = q.text[m.end():]
            taken += 1
    if taken:
        deck.mend("the starred number before {n} question{s}' text", taken)
