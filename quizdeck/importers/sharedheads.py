"""A head every question's text, or every choice, begins with: what a reading kept of the file's labels.

A reader that took a file's repeating layout without its labels leaves them in the texts: ``Вопрос       text``
over ``?????       choice`` lines, ``(1 point)`` over every question's text. A real question's first word is set off
by one space; a label left in is set off by a wide gap (two spaces or more, a tab) or is a short line of its own.
``kept_heads`` gives the share of a reading's questions whose text or choices begin with such a head when four
fifths of the texts (five at least) or of the choices begin with the same one; the arbiter counts those questions as
not clean (``fit.Fit.clean``), so a reading that kept labels ranks under one that took them off, and a kept reading
with them left in is more likely said in doubt. A code fence (```` ```js ````) opening every question is no label.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.imported import ImportedDeck

#: a first token set off by a wide gap: ``Вопрос       text``
_GAPPED = re.compile(r"(\S+)(?:[ \u00a0]{2,}|\t)\S")
#: a first line this short (characters) is a label of its own when all texts share it: ``(1 point)``
_SHORT_LINE = 15
#: the share of texts that must share a head
_MOST = 0.8
#: fewer texts than this share nothing worth telling
_LEAST = 5


def _head(text: str) -> str | None:
    """A text's head: its first line when short and more follows, else a first token set off by a wide gap."""
    first, _, rest = text.strip().partition("\n")
    if rest.strip() and 0 < len(first.strip()) <= _SHORT_LINE and not first.lstrip().startswith(("```", "~~~")):
        return first.strip()
    match = _GAPPED.match(text.strip())
    return match.group(1) if match else None


def shared_head(texts: Sequence[str]) -> str | None:
    """The head four fifths of ``texts`` (five at least) begin with, if any."""
    if len(texts) < _LEAST:
        return None
    heads = Counter(h for t in texts if (h := _head(t)) is not None)
    if not heads:
        return None
    head, count = heads.most_common(1)[0]
    return head if count >= _MOST * len(texts) else None


def kept_heads(deck: ImportedDeck) -> float:
    """The share of ``deck``'s questions whose text, or a choice of which, begins with a head shared by the deck's
    texts or its choices (0 when none is shared)."""
    questions = deck.questions
    stem = shared_head([q.text for q in questions])
    choice = shared_head([c.text for q in questions for c in q.choices])
    if stem is None and choice is None:
        return 0.0
    kept = sum(1 for q in questions if (stem is not None and _head(q.text) == stem)
               or (choice is not None and any(_head(c.text) == choice for c in q.choices)))
    return kept / len(questions)
