"""A note glued on the end of a choice's own line, set apart by emphasis and led by a key: the choice's why.

A quiz page may write the feedback of a choice on the choice's line itself, after its text, in an emphasis of
its own that opens with a key word and a colon (``- [x] Lisboa *nota: the capital since 1255*``, or the key
alone in bold, ``Lisboa **nota:** since 1255``), or in brackets (mkdocs-quiz's ``Pod [why: the smallest unit]``).
Read as it stands, the note is part of the choice's text. The
file's repetition says what it is, not the key's word: a tail of that form, with the same key (folded), ending a
choice in three questions at least and in half the questions with choices at least, is each such choice's
note: taken off its text and kept as its ``why``. A key written on fewer is the text's own emphasis, left.
The key's head is found by a bounded pattern and the tail after it checked with string tests: linear in the
line's length.
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import NamedTuple

from quizdeck.importers.imported import ImportedDeck, ImportedQuestion

#: a key's questions: this many at least
LEAST = 3
#: ... and this share of the questions with choices at least
SHARE = 0.5
_LONGEST = 3000
#: a key: one to three words of letters, no longer than this in all
_KEY = r"(?P<key>[^\W\d_][^\W_]{0,19}(?:[ \t][^\W\d_][^\W_]{0,19}){0,2})"
#: a key's head: an emphasis opened, the key, its colon (the tail after it is checked by ``_wrapped``, ``_keyed``)
_HEAD = re.compile(rf"[ \t](?P<open>\*\*|__|\*|_|\[)(?=\S){_KEY}[ \t]*[:：]")
#: the sign that closes an opening one where the two differ (``[why: note]``)
_CLOSER = {"[": "]"}


class Tail(NamedTuple):
    """A keyed tail: where it starts on the line (the spaces before it), its key, its note."""

    start: int
    key: str
    note: str


def _spaced(line: str, at: int) -> int:
    """Where the spaces and tabs from ``at`` on in ``line`` end."""
    while at < len(line) and line[at] in " \t":
        at += 1
    return at


def _wrapped(last: str, open_: str, at: int, end: int) -> str | None:
    """The note of a tail wholly in one emphasis, ``*key: note*``, whose colon ends at ``at`` (``end``: the line's
    length without its closing spaces): the note up to the same emphasis closing at the line's end."""
    shut = _CLOSER.get(open_, open_)
    close = end - len(shut)
    if close <= at or last[close:end] != shut or last[at].isspace() or last[close - 1].isspace():
        return None
    return last[at:close]


def _keyed(last: str, open_: str, at: int, end: int) -> str | None:
    """The note of a tail whose key alone is in the emphasis, ``**key:** note``, the key's colon ending at ``at``."""
    if open_ in _CLOSER:       # (a bracket holds its key and note together: ``_wrapped``'s form only)
        return None
    if not last.startswith(open_, at) or last[at + len(open_):at + len(open_) + 1] not in (" ", "\t"):
        return None
    note = _spaced(last, at + len(open_))
    return last[note:end] if note < end and not last[note].isspace() else None


def _tail(text: str) -> Tail | None:
    """The keyed tail ending ``text``'s last line, when it has one and text stands before it: the first head
    whose tail is wholly in its emphasis, else the first whose key alone is."""
    last = text.rsplit("\n", 1)[-1]
    if len(last) > _LONGEST or (":" not in last and "：" not in last):
        return None
    end = len(last.rstrip(" \t"))
    heads = [(m, _spaced(last, m.end())) for m in _HEAD.finditer(last)]
    for form in (_wrapped, _keyed):
        for m, at in heads:
            note = form(last, m.group("open"), at, end)
            if note is not None:
                start = len(last[:m.start()].rstrip(" \t"))
                if last[:start].strip():
                    return Tail(start, m.group("key"), note)
                break       # (the first tail of a form is the one: none with no text before it)
    return None


def take_choice_tails(deck: ImportedDeck) -> None:
    """Each choice's keyed tail taken off as its why, where the file's repetition says it is one (see the
    module); said in the deck's summary."""
    found: dict[str, list[tuple[ImportedQuestion, int, Tail]]] = defaultdict(list)
    asked = [q for q in deck.questions if len(q.choices) >= 2]
    for q in asked:
        for k, c in enumerate(q.choices):
            if c.why is None and "```" not in c.text and (m := _tail(c.text)) is not None:
                found[" ".join(m.key.casefold().split())].append((q, k, m))
    if not found:
        return
    key, members = max(found.items(), key=lambda kv: len({id(q) for q, _, _ in kv[1]}))
    questions = len({id(q) for q, _, _ in members})
    if questions < LEAST or questions < SHARE * len(asked):
        return
    for q, k, m in members:
        c = q.choices[k]
        head, _, last = c.text.rpartition("\n")
        body = last[:m.start].rstrip()
        c.text = f"{head}\n{body}" if head else body
        c.why = m.note.strip() or None
    deck.mend("the notes {0} at the end of {n} choice{s} (read as their why)", len(members), repr(key))
