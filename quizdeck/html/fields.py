"""Turn a validated question into the note's field values (the `Choices` HTML: docs/card.md)."""

from __future__ import annotations

import hashlib
from html import escape
from typing import Protocol

from quizdeck.anki.notetype import FIELDS
from quizdeck.source.model import LETTERS, Question, Text


class TextToHtml(Protocol):
    """Renders a positioned text; problems are recorded at the text's position."""

    def block(self, text: Text | None) -> str: ...
    def inline(self, text: Text) -> str: ...


_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def card_state_id(guid: str) -> str:
    """The key under which the card's script keeps the learner's pick (attribute-safe)."""
    return hashlib.sha1(guid.encode("utf-8")).hexdigest()[:16]


def instruction(question: Question) -> str:
    """The line that tells how many choices to pick, for select-all-that-apply questions."""
    need = len(question.answer)
    if need == 1:
        return "Select all that apply (1 answer)."
    return f"Select all that apply ({_NUMBER_WORDS.get(need, str(need))} answers)."


def choices_html(question: Question, renderer: TextToHtml, guid: str) -> str:
    """The ``Choices`` field: every choice with its key, correctness and `why`."""
    correct = set(question.answer)
    parts = [
        f'<div class="mc-choices" data-mc-id="{card_state_id(guid)}" '
        f'data-mc-multi="{int(question.multi)}" data-mc-shuffle="{int(question.shuffle)}" '
        f'data-mc-need="{len(correct)}">'
    ]
    if question.multi:
        parts.append(f'<p class="mc-instruction">{escape(instruction(question))}</p>')
    parts.append('<ol class="mc-list">')
    inline, block = renderer.inline, renderer.block
    for index, choice in enumerate(question.choices):
        # one string per choice, its text rendered before its `why` (problems come in that order)
        cls = "mc-choice tappable mc-correct" if index in correct else "mc-choice tappable"
        why = choice.why
        if why is None:
            parts.append(f'<li class="{cls}" data-mc-key="{LETTERS[index]}"><div class="mc-text">'
                         f'{inline(choice.text)}</div></li>')
        else:
            parts.append(f'<li class="{cls}" data-mc-key="{LETTERS[index]}"><div class="mc-text">'
                         f'{inline(choice.text)}</div><div class="mc-why">{block(why)}</div></li>')
    parts.append("</ol></div>")
    return "".join(parts)


def note_fields(question: Question, renderer: TextToHtml, guid: str, key: str) -> list[str]:
    """All field values of the note, in the note type's field order."""
    question_html = renderer.block(question.question)
    return _in_field_order(question, renderer, key, question_html, choices_html(question, renderer, guid))


def checked_fields(question: Question, renderer: TextToHtml, guid: str, key: str) -> list[str]:
    """:func:`note_fields` when only checking (``check``): every text rendered in the same order
    (so its problems come in the same order), the ``Choices`` field only their HTML joined."""
    question_html = renderer.block(question.question)
    parts = []
    for choice in question.choices:
        parts.append(renderer.inline(choice.text))
        if choice.why is not None:
            parts.append(renderer.block(choice.why))
    return _in_field_order(question, renderer, key, question_html, "".join(parts))


def _in_field_order(question: Question, renderer: TextToHtml, key: str, question_html: str,
                    choices: str) -> list[str]:
    """The field values in the note type's order, the question's and choices' HTML given (rendered
    first, so every text's problems come in the order the fields show them)."""
    values = {
        "Question": question_html,
        "Choices": choices,
        "Answer": ", ".join(question.answer_letters),
        "Explanation": renderer.block(question.explanation),
        "Source": renderer.block(question.source),
        "Recall": "y" if question.recall else "",
        "Key": escape(key),
    }
    return [values[name] for name in FIELDS]
