"""A learner's gloss after an arrow at the end of a choice (``Internet gateway -> connection to the internet``).

Study notes often annotate the choices, mostly the wrong ones, with why they are what they are, after an arrow:
``text -> gloss``. Read as it stands, the gloss is part of the choice's text (and often gives the answer away).
The file's repetition says what it is, not its words: one arrow (``->``, ``=>``, ``→``, ``⇒``, spaced on both sides)
after text on a one-line choice, on the choices of three questions at least and of half the questions with
choices at least, and not on every choice of most of those questions (a gloss sets some apart; an arrow on every
choice is the choices' own notation, ``int -> int``), the text and the gloss holding words (``p → q`` is a formula),
the arrow outside code, and half the glosses at least of two words or more (``Int -> Bool`` beside ``Int`` is a
type, its tail one term): each such tail is its choice's note, taken off its text
and kept as its ``why``; said in the deck's summary. Linear in the line's length.
"""

from __future__ import annotations

import re

from quizdeck.importers.imported import ImportedDeck, ImportedQuestion

#: a gloss's questions: this many at least
LEAST = 3
#: ... and this share of the questions with choices at least
SHARE = 0.5
#: the share of the glossed questions that must keep some choice without a gloss
UNGLOSSED = 0.5
_LONGEST = 2000
#: text, a spaced arrow, the gloss (the first arrow; a choice with two arrows is no text and a gloss)
_ARROW = re.compile(r"(\S.*?)[ \t]+(?:->|=>|→|⇒)[ \t]+(\S.*)")
_ARROWS = re.compile(r"->|=>|→|⇒")
#: a word: two letters at least
_WORD = re.compile(r"[^\W\d_]{2,}")


def _gloss(text: str) -> tuple[str, str] | None:
    """``(text, gloss)`` when a one-line choice is text, one spaced arrow and a gloss; else None."""
    if "\n" in text or len(text) > _LONGEST:
        return None
    m = _ARROW.fullmatch(text.strip())
    if m is None or len(_ARROWS.findall(text)) != 1 or m.group(1).count("`") % 2:
        return None                      # (an arrow inside code, `` `f -> g` ``, is the choice's own)
    if not (_WORD.search(m.group(1)) and _WORD.search(m.group(2))):
        return None                      # ``p → q``: symbols, no text and its note
    return m.group(1).rstrip(), m.group(2).strip()


def _prose(gloss: str) -> bool:
    """Whether a gloss is a note in words: two words at least (``VPN connection``), not one term (``Bool``)."""
    return len(_WORD.findall(gloss)) >= 2


def _glossed(deck: ImportedDeck) -> list[tuple[ImportedQuestion, dict[int, tuple[str, str]]]]:
    """Each question with choices and the glosses on its choices, where it has any."""
    found: list[tuple[ImportedQuestion, dict[int, tuple[str, str]]]] = []
    for q in deck.questions:
        if len(q.choices) < 2:
            continue
        glosses = {k: g for k, c in enumerate(q.choices) if c.why is None and (g := _gloss(c.text)) is not None}
        if glosses:
            found.append((q, glosses))
    return found


def take_arrow_glosses(deck: ImportedDeck) -> None:
    """Each choice's arrow gloss taken off as its why, where the file's repetition says it is one (see the module);
    said in the deck's summary."""
    asked = sum(1 for q in deck.questions if len(q.choices) >= 2)
    found = _glossed(deck)
    if len(found) < LEAST or len(found) < SHARE * asked:
        return
    if sum(1 for q, glosses in found if len(glosses) < len(q.choices)) < UNGLOSSED * len(found):
        return                           # an arrow on every choice: the choices' notation, not a note
    notes = [note for _, glossed in found for _, note in glossed.values()]
    if sum(1 for note in notes if _prose(note)) < SHARE * len(notes):
        return                           # ``Int -> Bool`` beside ``Int``: terms after the arrows, a notation
    taken = 0
    for q, glosses in found:
        for k, (text, gloss) in glosses.items():
            q.choices[k].text, q.choices[k].why = text, gloss
            taken += 1
    deck.mend("the notes after an arrow at the end of {n} choice{s} (read as their why)", taken)
