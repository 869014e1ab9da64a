"""A note glued on the end of a choice's own line, set apart by emphasis and led by a key: the choice's why.

A quiz page may write the feedback of a choice on the choice's line itself, after its text, in an emphasis of
its own that opens with a key word and a colon (``- [x] Lisboa *nota: the capital since 1255*``, or the key
alone in bold, ``Lisboa **nota:** since 1255``). Read as it stands, the note is part of the choice's text. The
file's repetition says what it is, not the key's word: a tail of that form, with the same key (folded), ending a
choice in three questions at least and in half the questions with choices at least, is each such choice's
note: taken off its text and kept as its ``why``. A key written on fewer is the text's own emphasis, left.
Every pattern is anchored at the line's end or bounded.
"""

from __future__ import annotations

import re
from collections import defaultdict

from quizdeck.importers.imported import ImportedDeck, ImportedQuestion

#: a key's questions: this many at least
LEAST = 3
#: ... and this share of the questions with choices at least
SHARE = 0.5
_LONGEST = 3000
#: a key: one to three words of letters, no longer than this in all
_KEY = r"(?P<key>[^\W\d_][^\W_]{0,19}(?:[ \t][^\W\d_][^\W_]{0,19}){0,2})"
#: the tail wholly in one emphasis: ``*key: note*``
_WRAPPED = re.compile(rf"[ \t]+(?P<open>\*\*|__|\*|_)(?=\S){_KEY}[ \t]*[:：][ \t]*(?P<note>\S.*?)(?<=\S)(?P=open)"
                      r"[ \t]*$")
#: the key alone in emphasis, the note after it: ``**key:** note``
_KEYED = re.compile(rf"[ \t]+(?P<open>\*\*|__|\*|_)(?=\S){_KEY}[ \t]*[:：][ \t]*(?P=open)[ \t]+(?P<note>\S.*?)[ \t]*$")


def _tail(text: str) -> re.Match[str] | None:
    """The keyed tail ending ``text``'s last line, when it has one and text stands before it."""
    last = text.rsplit("\n", 1)[-1]
    if len(last) > _LONGEST or (":" not in last and "：" not in last):
        return None
    for pattern in (_WRAPPED, _KEYED):
        for m in pattern.finditer(last):
            if last[:m.start()].strip():
                return m
    return None


def take_choice_tails(deck: ImportedDeck) -> None:
    """Each choice's keyed tail taken off as its why, where the file's repetition says it is one (see the
    module); said in the deck's summary."""
    found: dict[str, list[tuple[ImportedQuestion, int, re.Match[str]]]] = defaultdict(list)
    asked = [q for q in deck.questions if len(q.choices) >= 2]
    for q in asked:
        for k, c in enumerate(q.choices):
            if c.why is None and "```" not in c.text and (m := _tail(c.text)) is not None:
                found[" ".join(m.group("key").casefold().split())].append((q, k, m))
    if not found:
        return
    key, members = max(found.items(), key=lambda kv: len({id(q) for q, _, _ in kv[1]}))
    questions = len({id(q) for q, _, _ in members})
    if questions < LEAST or questions < SHARE * len(asked):
        return
    for q, k, m in members:
        c = q.choices[k]
        head, _, last = c.text.rpartition("\n")
        body = last[:m.start()].rstrip()
        c.text = f"{head}\n{body}" if head else body
        c.why = m.group("note").strip() or None
    deck.mend(f"the notes {key!r} at the end of {{n}} choice{{s}} (read as their why)", len(members))
