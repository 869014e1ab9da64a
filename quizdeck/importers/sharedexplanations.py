"""A link every question repeats word for word as its explanation (``[View Answer](https://…)``): the page's, not
any question's.

A page built from a template writes the same link after every question's choices: to a paid answer, a button,
the top of the page. Read after the choices, it becomes each question's explanation, the same on all of them, and
tells the learner nothing. What tells is the repetition: where four in five of the deck's questions at least,
three at least, have one and the same explanation, and it is a link alone (a Markdown link, an HTML anchor or an
address), it is taken off them all and said once. (The same sentence on every question is left: a quiz may well
explain each answer alike.)

A section's title left as the explanation of the question before it (``LEVEL 2`` on a line of its own between two
groups of questions, read after the last one's choices) is the file's part, not that question's: where the
explanations of two questions at least are one short line each (four words at most, no sentence sign), all of one
form with a number that goes up (``LEVEL 2``, ``LEVEL 3``; ``Part II`` is no number), and no other explanation is
of that form, they are taken off and said once; each becomes the tag of the questions after it, up to the next
(the deck's name, when of that form, the tag of those before the first).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter

from quizdeck.importers.imported import ImportedDeck, make_tag

#: the share of questions that must carry the one explanation, and the least number of them
MOST = 0.8
LEAST = 3
#: a link alone: a Markdown link (maybe bold), an HTML anchor, an address
_LINK = re.compile(r"^(?:\*\*|__)?(?:\[[^\[\]\n]{0,200}\]\([^()\s]{1,500}\)|<a\s[^<>\n]{0,500}>[^<>\n]{0,200}</a>|"
                   r"<?https?://\S{1,500}?>?)(?:\*\*|__)?$", re.I)
#: a section's title: a few words, then its number (nothing after it but a colon)
_TITLE = re.compile(r"^([^\W\d_][^\W\d_'’-]{0,30}(?:[ \t]+[^\W\d_][^\W\d_'’-]{0,30}){0,2})[ \t]+(\d{1,4})[ \t]*:?$")
#: the fewest titles that tell the form
_TITLES = 2
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


def take_section_titles(deck: ImportedDeck) -> None:
    """Take off the section titles read as explanations, each the tag of its section (see the module's docstring)."""
    found = [(i, m) for i, q in enumerate(deck.questions)
             if q.explanation and (m := _TITLE.match(q.explanation.strip())) is not None]
    if len(found) < _TITLES or len({m.group(1).casefold() for _, m in found}) != 1:
        return
    numbers = [int(m.group(2)) for _, m in found]
    if any(b <= a for a, b in itertools.pairwise(numbers)):
        return
    head = _TITLE.match(deck.name.strip())
    tag = make_tag(deck.name) if head and head.group(1).casefold() == found[0][1].group(1).casefold() \
        and int(head.group(2)) < numbers[0] else None
    starts = [0] + [i + 1 for i, _ in found] + [len(deck.questions)]
    tags = [tag] + [make_tag(m.group(0).rstrip(":")) for _, m in found]
    for (a, b), name in zip(itertools.pairwise(starts), tags, strict=True):
        for q in deck.questions[a:b]:
            if name and name not in q.tags:
                q.tags.append(name)
    for i, _ in found:
        deck.questions[i].explanation = None
    deck.mend("the section titles read as the explanations of {n} question{s} ({0}...): each its section's tag",
              len(found), repr(found[0][1].group(0)))
