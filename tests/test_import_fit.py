"""How well a reading fits its source (importers/fit.py): what counts as a question read right."""

from __future__ import annotations

from quizdeck.core.diagnostics import Pos
from quizdeck.importers.fit import shaped
from quizdeck.importers.imported import ImportedChoice, ImportedQuestion


def _q(explanation: str, answer: list[int] | None = None) -> ImportedQuestion:
    return ImportedQuestion(Pos("t.md", 1, 1), "Which one?", [ImportedChoice(c) for c in ("one", "two", "three")],
                            answer, explanation=explanation)


def test_notes_on_each_choice_of_an_answered_question_are_its_explanation():
    """samchiu90's `**Rationales:**` then `- **A:** why A`... after the answer: not choices left inside."""
    notes = "**Rationales:**\n- **A:** not this\n- **B:** this one\n- **C:** not this either"
    assert shaped(_q(notes, [1]))


def test_choices_left_in_an_explanation_are_not_notes():
    assert not shaped(_q("**Rationales:**\n- **A:** not this\n- **B:** this one\n- **C:** no", None))  # unanswered
    assert not shaped(_q("Next one?\nA) x\nB) y\nC) z", [1]))                    # a record's question, then choices
    assert not shaped(_q("Because.\nA) x\nB) y", [1]))                           # two labelled lines for three choices
