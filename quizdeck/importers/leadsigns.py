"""A sign nearly every question text still opens with after the mending: told at the first such question.

``formprefix`` takes off a form of one or two signs that nine question texts in ten open with (``📌``, ``:``); a sign
it does not take (a bullet ``-``, a quote's ``>``, three signs ``🔹🔹🔹``) stays in the text. A right reading of a
file rarely gives nearly every question the same opening sign, so it is said, never left silent (issue 17):

* the **lead** of a question's text is, past its first line's layout markup (``<br/>``, ``<p>``), the run of signs
  (no letter, digit or blank) that opens it, when a blank follows the run (a token of its own: ``📌 How``, ``- How``)
  or the run holds a symbol (``📌How``: an emoji, an arrow); quotes, brackets, ``¿`` or emphasis glued to the first
  word are the text's own, and so is code (a fence, a code span: ``````js``);
* when one lead opens ``SHARED`` of the question texts (``LEAST`` at least), a warning says so at the first of them.

Nothing changes in the deck. Linear in the texts' lengths.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.formprefix import first_line
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.layoutmarkup import without_layout

#: the share of question texts that must open with the one lead
SHARED = 0.9
#: fewer questions than this tell nothing
LEAST = 4
#: what opens code, not a label: a fence (````js``), a code span
_CODE = "`~"
#: a run of signs at a text's start
_RUN = re.compile(r"[^\w\s]{1,12}")


def lead_of(q: ImportedQuestion) -> str:
    """The run of signs that opens the question's text as a token of its own or holding a symbol; "" when none."""
    opening = without_layout(first_line(q.text)[1])
    m = _RUN.match(opening)
    if m is None or m.end() == len(opening) or m.group(0)[0] in _CODE:
        return ""
    alone = opening[m.end()].isspace()
    symbol = any(unicodedata.category(c) in ("So", "Sm") for c in m.group(0))
    return m.group(0) if alone or symbol else ""


def tell_lead_signs(deck: ImportedDeck, diags: Diagnostics) -> None:
    """Warn when one lead (see the module) opens nine question texts in ten, four at least."""
    questions = deck.questions
    if len(questions) < LEAST:
        return
    leads = Counter(lead for lead in map(lead_of, questions) if lead)
    if not leads:
        return
    lead, count = leads.most_common(1)[0]
    if count < LEAST or count < SHARED * len(questions):
        return
    first = next(q for q in questions if lead_of(q) == lead)
    diags.warning(first.pos, f"{count} of {len(questions)} question texts open with the same sign(s) {lead!r}, "
                             "kept in the text: the file's label or decoration, not the question's words?",
                  f"compare with the source; take {lead!r} off the questions' texts if it is not theirs")
