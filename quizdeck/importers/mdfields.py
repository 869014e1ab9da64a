"""A bold field label that opens every question's text of a Markdown file: ``**Scenario:** You are ...``.

Some banks write each question as fields, the text under a label in bold: ``**Scenario:**``,
``**Question:**``, ``**Szenario:**``. When every question of the file (three at least) opens with the
same such label, it is the file's label for the text, not the text: it is taken off and the summary says
so. A label only some questions carry is left as it is (it may be the text's own words). Linear in the
length of each text's first line.
"""

from __future__ import annotations

import re

from quizdeck.importers.imported import ImportedDeck

#: fewer questions than this do not show what the file repeats
_LEAST = 3
#: ``**Scenario:**``, ``**Scenario**:``, ``__Kontext:__``: a few words, a colon, in bold
_LABEL = re.compile(r"^[ \t]*(\*\*|__)([^\W\d_][^*_\n:：]{0,40}?)[ \t]*(?:[:：][ \t]*\1|\1[ \t]*[:：])[ \t]*(?=\S)")


def _label(text: str) -> str | None:
    m = _LABEL.match(text[:200])
    return " ".join(m.group(2).split()).casefold() if m else None


def take_shared_label(deck: ImportedDeck) -> None:
    """Take off the bold label every question's text opens with (see the module's docstring)."""
    questions = deck.questions
    if len(questions) < _LEAST:
        return
    labels = {_label(q.text) for q in questions}
    if len(labels) != 1 or None in labels:
        return
    shown = ""
    for q in questions:
        m = _LABEL.match(q.text[:200])
        assert m is not None   # every text has it (above)
        shown = m.group().strip()
        q.text = q.text[m.end():]
    deck.mend(f"the label {shown!r} of {{n}} question text{{s}}", len(questions))
