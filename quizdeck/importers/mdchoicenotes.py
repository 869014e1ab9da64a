"""A note nested under each choice of a Markdown file: the choice's ``why``, not its text.

Course platforms' answer sheets write a feedback item under every choice, one level deeper::

    - [x] a) A paradigm using objects and classes
      - Correct. OOP is built on objects and classes.
    - [ ] b) A paradigm built on procedures
      - Incorrect. Procedural programming is another paradigm.

A reader keeps the nested item as a second line of the choice. Whether such an item is a note or a
part of the choice is read from the file itself, never from a list of words: when nearly every choice
of the file (three questions at least) carries exactly one nested list item after its first line, and
nothing else, the items are the choices' notes. Each is taken off its choice into the choice's ``why``
and the summary says so (notes that start with one key, ``**Feedback :** ...``, six in ten, are left to
``mend.choice_notes``, which reads keyed notes whatever their markup); a file where only some choices carry
one is left as it is (a choice may list things). A paragraph the indentation nests under the LAST choice of
questions (three at least, half of them at least, no other choice of theirs holding a second line), opening with
one key in nearly all of them (``**Information**: ...``, ``*Pourquoi :* ...``), is the question's explanation,
its key taken off: the file's repetition says it follows the question, whatever the block structure says.
A quote nested under a choice's one line (``    > This is the ipv4 address``) is its ``why`` wherever it stands:
quoting is no choice's words. Linear in the length of the choices' texts.
"""

from __future__ import annotations

import re
import textwrap
from collections import Counter

from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion

#: fewer questions than this do not show what the file repeats
_LEAST = 3
#: the share of the file's choices that must carry one nested note
_SHARE = 0.9
#: the share of the notes that start with one key for them to be keyed notes (``mend.choice_notes``' own)
_KEYED = 0.6
#: a note's key: a few words and a colon, maybe in bold (``**Feedback :**``)
_KEY = re.compile(r"^(?:\*\*|__)?([^\W\d_][^:*_\n]{0,30}?)[ \t]*(?:\*\*|__)?[ \t]*[:：]")
#: a nested list item: its marker and its text
_ITEM = re.compile(r"^[ \t]*[-*+][ \t]+(\S.*)$")


def _split(text: str) -> tuple[str, str] | None:
    """A choice's text and the one list item nested under its first line (with the lines that continue
    that item), else None."""
    first, sep, rest = text.partition("\n")
    if not sep or not first.strip():
        return None
    lines = [line for line in rest.split("\n") if line.strip()]
    if not lines or not (m := _ITEM.match(lines[0])):
        return None
    if any(_ITEM.match(line) for line in lines[1:]):
        return None   # a list of its own under the choice: the choice's words
    return first.rstrip(), " ".join([m.group(1).strip(), *(line.strip() for line in lines[1:])])


def take_choice_notes(deck: ImportedDeck) -> None:
    """The note nested under every choice taken off into its ``why`` (see the module's docstring)."""
    _quoted_notes(deck)
    asked = [q for q in deck.questions if len(q.choices) >= 2]
    if len(asked) < _LEAST:
        return
    choices: list[ImportedChoice] = [c for q in asked for c in q.choices]
    split = [(c, s) for c in choices if c.why is None and (s := _split(c.text)) is not None]
    if len(split) < _SHARE * len(choices):
        _last_lists(deck, asked, choices)
        _last_notes(deck, asked)
        return
    keys = Counter(m.group(1).casefold() for _, (_, note) in split if (m := _KEY.match(note)) is not None)
    if keys and keys.most_common(1)[0][1] >= _KEYED * len(split):
        return   # "**Feedback :** ..." under every choice: a keyed note, mend.choice_notes reads it
    for choice, (text, note) in split:
        choice.text, choice.why = text, note
    deck.mend("the note nested under {n} choice{s} (read as its why)", len(split))


#: a code fence's line: a quote after it may be the code's
_FENCE = re.compile(r"^[ \t]*(?:```|~~~)")
#: a line of a quote nested under a choice: its text after the ``>``
_QUOTED = re.compile(r"^[ \t]*>[ \t]?(.*)$")


def _quoted_notes(deck: ImportedDeck) -> None:
    """A quote nested under a choice (``- [x] 142.250.186.110``, ``    > This is the ipv4 address``) that ends its
    lines, all its lines from the first quoted one to the choice's end quoted: the choice's note, whatever share of
    the file's choices carry one (a quote is no choice's words) and whatever lines of the choice come before it (a
    formula on lines of its own), into its ``why``; said in the summary. Not in a fenced block of the choice."""
    moved = 0
    for q in deck.questions:
        for c in q.choices:
            first, sep, rest = c.text.partition("\n")
            if c.why is not None or not sep or not first.strip():
                continue
            lines = rest.split("\n")
            start = _note_start(lines)
            if start is None:
                continue
            quoted = [m.group(1).strip() for line in lines[start:] if (m := _QUOTED.match(line)) is not None]
            kept = textwrap.dedent("\n".join(lines[:start])).strip("\n").rstrip()   # (as a choice's lines are read)
            c.text, c.why = f"{first.rstrip()}\n{kept}" if kept.strip() else first.rstrip(), " ".join(
                filter(None, quoted))
            moved += 1
    if moved:
        deck.mend("the quote nested under {n} choice{s} (read as its why)", moved)


def _note_start(lines: list[str]) -> int | None:
    """Where the quote that ends a choice's lines (after its first) starts: every filled line from there quoted,
    some text in it, none of the lines before it a fence; else None."""
    filled = [k for k, line in enumerate(lines) if line.strip()]
    start = None
    for k in reversed(filled):
        if _QUOTED.match(lines[k]) is None:
            break
        start = k
    if start is None or not any((m := _QUOTED.match(lines[k])) and m.group(1).strip() for k in filled if k >= start):
        return None
    return None if any(_FENCE.match(line) for line in lines[:start]) else start


def _last_list(text: str) -> tuple[str, str] | None:
    """A choice's first line and the list nested under it (its items, one or more, and their lines), else None."""
    first, sep, rest = text.partition("\n")
    lines = [line for line in rest.split("\n") if line.strip()]
    if not sep or not first.strip() or not lines or not _ITEM.match(lines[0]):
        return None
    return first.rstrip(), rest.strip("\n")


def _last_lists(deck: ImportedDeck, asked: list[ImportedQuestion], choices: list[ImportedChoice]) -> None:
    """A list nested under the last choice of a question whose other choices are one line each, in a file whose
    choices are one line each (nine in ten): what follows the choices, the question's explanation."""
    if sum(1 for c in choices if "\n" not in c.text.strip()) < _SHARE * len(choices) - 1:
        return
    moved = 0
    for q in asked:
        last = q.choices[-1]
        if last.why is not None or any("\n" in c.text.strip() for c in q.choices[:-1]):
            continue
        found = _last_list(last.text)
        if found is None:
            continue
        last.text = found[0]
        q.explanation = "\n\n".join(filter(None, [found[1], q.explanation]))
        moved += 1
    if moved:
        deck.mend("the list nested under the last choice of {n} question{s} (read as its explanation)", moved)


#: the share of the questions' last-choice notes that must open with one key
_ONE_KEY = 0.8


def _last_notes(deck: ImportedDeck, asked: list[ImportedQuestion]) -> None:
    """A keyed paragraph nested under the last choice of most questions, only there: the question's explanation
    (see the module's docstring)."""
    found: list[tuple[ImportedQuestion, str, str, str]] = []   # (question, choice's text, key, note without key)
    for q in asked:
        last = q.choices[-1]
        first, sep, rest = last.text.partition("\n")
        if (last.why is not None or not sep or not first.strip() or not rest.strip() or _ITEM.match(rest.strip())
                or any("\n" in c.text.strip() for c in q.choices[:-1])):
            continue
        note = " ".join(rest.split())
        m = _KEY.match(note)
        found.append((q, first.rstrip(), m.group(1).casefold() if m else "", note[m.end():].strip() if m else note))
    if len(found) < _LEAST or len(found) < 0.5 * len(asked):
        return
    key, count = Counter(k for _, _, k, _ in found).most_common(1)[0]
    if not key or count < _ONE_KEY * len(found):
        return
    moved = 0
    for q, text, k, note in found:
        if k != key or not note:
            continue
        q.choices[-1].text = text
        q.explanation = "\n\n".join(filter(None, [note, q.explanation]))
        moved += 1
    deck.mend("the keyed note nested under the last choice of {n} question{s} (read as its explanation)", moved)
