"""A link every question repeats word for word as its explanation (``[View Answer](https://…)``): the page's, not
any question's.

A page built from a template writes the same link after every question's choices: to a paid answer, a button,
the top of the page. Read after the choices, it becomes each question's explanation, the same on all of them, and
tells the learner nothing. What tells is the repetition: where four in five of the deck's questions at least,
three at least, have one and the same explanation, and it is a link alone (a Markdown link, an HTML anchor or an
address), it is taken off them all and said once. (The same sentence on every question is left: a quiz may well
explain each answer alike.)
"""

from __future__ import annotations

import re
from collections import Counter

from quizdeck.importers.imported import ImportedDeck

#: the share of questions that must carry the one explanation, and the least number of them
MOST = 0.8
LEAST = 3
#: a link alone: a Markdown link (maybe bold), an HTML anchor, an address
_LINK = re.compile(r"^(?:\*\*|__)?(?:\[[^\[\]\n]{0,200}\]\([^()\s]{1,500}\)|<a\s[^<>\n]{0,500}>[^<>\n]{0,200}</a>|"
                   r"<?https?://\S{1,500}?>?)(?:\*\*|__)?$", re.I)
#: how much of the explanation the summary shows
_SHOWN = 40


def take_shared_explanations(deck: ImportedDeck) -> None:
    """Take off the explanation most questions repeat word for word (see the module's docstring)."""
    said = Counter((q.explanation or "").strip() for q in deck.questions)
    said.pop("", None)
    if not said:
        return
    text, count = said.most_common(1)[0]
    if count < LEAST or count < MOST * len(deck.questions) or len(text) > 1000 or not _LINK.match(text):
        return
    for q in deck.questions:
        if (q.explanation or "").strip() == text:
            q.explanation = None
    shown = text if len(text) <= _SHOWN else text[:_SHOWN] + "…"
    deck.mend("the explanation {n} question{s} repeat word for word ({0}): the page's", count, repr(shown))
