"""The layout reader (importers/layout.py): an image alone between a question's line and its choices is the
question's figure, kept with its text (session 29's held-out npcola-cisp-shiti: ``85. ...（）``, a blank line,
``![](./pic/85.jpg)``, then ``A.`` ``B.`` choices; the image was read as the question and its line dropped as
page furniture)."""

from __future__ import annotations

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.layout import LayoutReader


def _read(text: str) -> ImportedDeck:
    deck = ImportedDeck(name="quiz", key="", origin="quiz.md")
    LayoutReader(Source("quiz.md", "quiz.md", text), Diagnostics()).read(deck)
    return deck


def _bank(figure: str) -> str:
    parts = ["## Questions\n"]
    for n in range(1, 7):
        parts.append(f"{n}. Which value does step {n} of the process give（）\n")
        if n in (3, 5):
            parts.append(f"\t{figure.format(n=n)}\n")
        for k, label in enumerate("ABCD"):
            text = f"value {label.lower()}{n}"
            parts.append(f"\t**{label}.{text}**\n" if k == n % 4 else f"\t{label}.{text}\n")
    return "\n".join(parts)


def _check(deck: ImportedDeck, image: str) -> None:
    assert len(deck.questions) == 6
    for n, q in enumerate(deck.questions, 1):
        assert q.text.startswith(f"Which value does step {n} of the process give"), q.text
        assert [c.text for c in q.choices] == [f"value {x}{n}" for x in "abcd"]
        assert q.answer == [n % 4]
    for n in (3, 5):
        assert deck.questions[n - 1].text.splitlines()[1:] == [image.format(n=n)]


def test_a_markdown_image_between_a_question_and_its_choices_is_the_questions() -> None:
    figure = "![](./pic/{n}.jpg)"
    _check(_read(_bank(figure)), figure)

