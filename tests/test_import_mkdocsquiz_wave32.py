"""mkdocs-quiz's block syntax: ``<?quiz?>``, ``question:``, ``answer:`` / ``answer-correct:`` lines each ending in a
feedback note ``[why: ...]``, ``content:`` and ``<?/quiz?>`` (diag32's silent file): the notes are the choices'
``why`` and the closing tag is the page's, not the explanation's."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said

QUIZ = """<?quiz?>
question: Which planet is the largest?
answer: Mars [why: Mars is smaller than the Earth.]
answer-correct: Jupiter [why: Jupiter holds more mass than all the others together.]
answer: Venus [why: Venus is about the Earth's size.]
content:
  Jupiter is a gas giant.
<?/quiz?>

<?quiz?>
question: Which metal is liquid at room temperature?
answer-correct: Mercury [why: It melts at -39 °C.]
answer: Iron [why: Iron melts at 1538 °C.]
answer: Gold [why: Gold melts at 1064 °C.]
content:
  Mercury is the only metal liquid at room temperature.
<?/quiz?>

<?quiz?>
question: Which gas do plants take in?
answer: Oxygen [why: They give it off.]
answer: Helium [why: Plants have no use for it.]
answer-correct: Carbon dioxide [why: Photosynthesis fixes it.]
content:
  Plants take in carbon dioxide and give off oxygen.
<?/quiz?>
"""


def test_bracketed_notes_are_the_choices_why_and_the_closing_tag_is_the_pages(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, QUIZ, "quiz.md")
    assert len(deck.questions) == 3
    first = deck.questions[0]
    assert [c.text for c in first.choices] == ["Mars", "Jupiter", "Venus"]
    assert first.choices[1].why == "Jupiter holds more mass than all the others together."
    assert first.answer == [1]
    assert first.explanation == "Jupiter is a gas giant."
    third = deck.questions[2].choices[2]
    assert (third.text, third.why) == ("Carbon dioxide", "Photosynthesis fixes it.")
    assert all("<?/quiz?>" not in (q.explanation or "") for q in deck.questions)
    assert any("'<?/quiz?>'" in m for m in deck.mended), deck.mended


def test_a_bracket_on_a_few_choices_only_stays_in_their_text(tmp_path: Path) -> None:
    text = QUIZ
    for note in ("[why: Mars is smaller than the Earth.]", "[why: They give it off.]",
                 "[why: Jupiter holds more mass than all the others together.]",
                 "[why: Venus is about the Earth's size.]",
                 "[why: Iron melts at 1538 °C.]", "[why: Gold melts at 1064 °C.]", "[why: It melts at -39 °C.]",
                 "[why: Plants have no use for it.]"):
        text = text.replace(" " + note, "")
    deck, _ = read_said(tmp_path, text, "quiz.md")
    assert deck.questions[2].choices[2].text == "Carbon dioxide [why: Photosynthesis fixes it.]"

