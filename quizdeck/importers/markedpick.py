"""Which of two readings to keep, the plain one or the one with the file's marks taken off (``choicemarks``).

The marked reading is kept when it answers more questions and does not lose the plain reading's questions. A
reading with an error never beats one without. What the marked reading must not lose is counted two ways: all the
plain reading's questions (nine in ten of them kept), or, when the plain reading leaves most of its questions
unanswered, only those it answers with choices: its other "questions" are then lists read as questions (the
explanations' bullets of a ``✅`` page), and the marked reading must still keep half as many questions and answer
most of its own. Kept on the second count alone, or kept for its lack of errors with fewer answers than the plain one
(its marks learnt where they are none), the choice is said: the reader warns with :func:`doubt`.
"""

from __future__ import annotations

from dataclasses import dataclass

from quizdeck.importers.imported import ImportedDeck

#: the share of the plain reading's questions the marked reading must keep
KEPT_SHARE = 0.9


@dataclass(frozen=True)
class Reading:
    """One reading of a source: its deck and how many errors reading it gave."""

    deck: ImportedDeck
    errors: int


@dataclass(frozen=True)
class Pick:
    """The marked reading kept or not, and whether only the answered count kept it (a doubt to say)."""

    marked: bool
    doubtful: bool = False


def answered(deck: ImportedDeck) -> int:
    """The deck's questions with an answer."""
    return sum(q.answer is not None for q in deck.questions)


def answered_with_choices(deck: ImportedDeck) -> int:
    """The deck's questions with choices and an answer naming one of them."""
    return sum(bool(q.choices) and bool(q.answer) for q in deck.questions)


def pick(plain: Reading, marked: Reading, paired: bool) -> Pick:
    """Keep the marked reading or the plain one; ``paired``: the marks are verdict pairs (right and wrong)."""
    if (plain.errors == 0) != (marked.errors == 0) and marked.deck.questions and plain.deck.questions:
        return Pick(marked.errors == 0, doubtful=marked.errors == 0 and (
            not _kept_by_count(plain, marked) or answered(marked.deck) < answered(plain.deck)))   # fewer: said
    more = answered(marked.deck) > answered(plain.deck) or (
        paired and answered(marked.deck) == answered(plain.deck) > 0)   # a verdict pair is marks, right or not
    if not more:
        return Pick(False)
    if _kept_by_count(plain, marked):
        return Pick(True)
    surely = answered_with_choices(plain.deck)
    if answered(plain.deck) * 2 < len(plain.deck.questions) <= len(marked.deck.questions) * 2 \
            and answered_with_choices(marked.deck) >= surely * KEPT_SHARE \
            and answered(marked.deck) * 2 > len(marked.deck.questions):   # most plain questions unanswered
        return Pick(True, doubtful=True)
    return Pick(False)


def _kept_by_count(plain: Reading, marked: Reading) -> bool:
    return len(marked.deck.questions) >= len(plain.deck.questions) * KEPT_SHARE


def doubt(plain: Reading, marked: Reading) -> str:
    """The warning when the marked reading was kept with fewer questions or answers than the plain one."""
    what = "question" if not _kept_by_count(plain, marked) else "answer"
    why = f", and {plain.errors} error{'s' if plain.errors != 1 else ''}" if plain.errors else ""
    return (f"read with its marks taken off: {len(marked.deck.questions)} questions, {answered(marked.deck)} "
            f"answered; read as it is: {len(plain.deck.questions)} questions, {answered(plain.deck)} answered{why}; "
            f"kept the reading with the marks -- check that no {what} is missing")
