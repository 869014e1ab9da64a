"""A topic's label between a question's heading and its question, a line of its own wholly in italics.

``## Question 1`` over ``*Manage Azure identities and governance*`` over ``**A contractor ... ?** Choose one.``:
the emphasised line names the exam's domain the question belongs to; the paragraph under it asks. Where most of a
file's question headings (three at least, more than half of the questions) have such a line directly under them,
one line alone in its paragraph, wholly in italics (``*`` or ``_``), a few words asking nothing (no ``?``, no
``:`` at its end), over more text that is longer than it and no code, and the lines' texts vary (a label the same
on every question is ``mdfields``'), those lines are labels, not the questions' text: they are taken off and the
summary says so. A line only some questions carry is left as it is, and so is a line in bold
(``**Complétion : Déclaration d'une classe**``), which banks write as the question's own first words. Linear in
the length of each text.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from quizdeck.importers import scriptwords
from quizdeck.importers.imported import ImportedDeck

#: a line wholly in italics, no emphasis inside: (2) its text
_EMPHASISED = re.compile(r"^[ \t]*(\*|_)(?![ \t*_])([^*_\n]{1,150})(?<![ \t*_])\1[ \t]*$")
#: a word
_WORD = re.compile(r"\w+")
#: the most words of a label
_LABEL_WORDS = 10
#: the least number of questions so labelled
_LEAST = 3


def _words(text: str) -> int:
    return scriptwords.count(text, _WORD)   # (a run of Han or Kana is several words)


def _label(text: str) -> tuple[str, str] | None:
    """A text's first paragraph when it is such a label (see the module's docstring), and the text after it."""
    head, sep, rest = text.lstrip("\n").partition("\n\n")
    rest = rest.lstrip("\n")
    if not sep or not rest.strip() or (m := _EMPHASISED.match(head[:300])) is None:
        return None
    words = m.group(2).strip()
    if "?" in words or words.endswith((":", "：")) or not 0 < _words(words) <= _LABEL_WORDS:
        return None
    first = rest.lstrip()
    if first.startswith(("```", "~~~", "    ", "\t", "|", "![", "<")):
        return None   # a code block, a table, a picture under it: the line may be what is asked of it
    if _words(rest[:2000]) <= _words(words):
        return None
    return words, rest


def take_topic_labels(deck: ImportedDeck, headed: Callable[[int], bool]) -> None:
    """Take off the topic labels under the question headings (see the module's docstring); ``headed(k)`` tells
    whether question ``k`` starts at a heading."""
    questions = deck.questions
    found = {k: got for k, q in enumerate(questions) if headed(k) and (got := _label(q.text)) is not None}
    if len(found) < _LEAST or len(found) * 2 <= len(questions) or len({w for w, _ in found.values()}) < 2:
        return
    for k, (_, rest) in found.items():
        questions[k].text = rest
    deck.mend("the topic label (a line in italics) under {n} question heading{s} (not their text)", len(found))
