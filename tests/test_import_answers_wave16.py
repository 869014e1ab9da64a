"""Session 16, answers: marks and answer lines read from the file's own consistency, per-choice notes taken off the
choices, and second-look checks for a question that departs from what the rest of its file does.

The shapes are those of real banks nobody here wrote, written here in other words; each test fails without the
change it is named for.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.sanity import check_deck
from tests.helpers import read_deck

_read = read_deck


def _warnings(diags: Diagnostics) -> list[str]:
    return [d.format() for d in diags.warnings]


# -- marks and answer lines ------------------------------------------------------------------------------------------

def test_a_mark_glued_after_the_right_choice_then_words_is_learnt(tmp_path: Path):
    lines: list[str] = []
    for n in range(6):
        right = n % 3
        lines += [f"# Q{n + 1} Which colour is number {n}?", ""]
        lines += [f".{'ABC'[k]} : colour {n}-{k}{'==>the good one' if k == right else ''}" for k in range(3)]
        lines += ["", ""]
    deck, _diags = _read(tmp_path, "quiz.txt", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [[n % 3] for n in range(6)]
    assert all(c.text.startswith("colour ") and "==>" not in c.text for q in deck.questions for c in q.choices)


def test_a_mark_with_no_text_beside_it_is_no_mark(tmp_path: Path):
    """Numbered headings ``### 1) Is one?`` over choices ``1. Yes`` ``2. No``: the full stop of the choices'
    numbers has no word beside it; it was tried as a mark and the import stopped on an IndexError."""
    lines: list[str] = []
    for n in range(3):
        lines += [f"### {n + 1}) Is it number {n}?", "", "1. Yes", "2. No", ""]
    deck, _diags = _read(tmp_path, "quiz.md", "\n".join(lines))
    assert [[c.text for c in q.choices] for q in deck.questions] == [["Yes", "No"]] * 3
    assert [q.answer for q in deck.questions] == [None] * 3


def test_an_answer_line_naming_a_choice_by_its_text_wins_over_bold_on_other_choices(tmp_path: Path):
    lines: list[str] = []
    for n in range(5):
        lines += [f"### {n + 1}. Which of these is item {n}?", ""]
        bold = [1, 2, 3] if n == 0 else [n % 4]
        lines += [f"- **`item {n}-{k}`**" if k in bold else f"- `item {n}-{k}`" for k in range(4)]
        lines += ["", f"**Answer**: `item {n}-{n % 4}`", "", "**Why**: because.", "", "---", ""]
    deck, diags = _read(tmp_path, "quiz.md", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [[n % 4] for n in range(5)]
    assert not [w for w in _warnings(diags) if "cannot tell which choice" in w]


# -- notes under each choice -------------------------------------------------------------------------------------------

def test_a_keyed_note_under_every_choice_is_its_why_not_its_text(tmp_path: Path):
    lines: list[str] = []
    for n in range(3):
        lines += [f"#### {n + 1}. Which statements about topic {n} hold?", ""]
        for k in range(4):
            lines += [f"- [{'x' if k == n else ' '}] {'abcd'[k]}) statement {n}-{k}",
                      f"  - **Remark :** {'Right' if k == n else 'Wrong'}, as said in part {k}."]
            if (n, k) == (2, 3):
                lines.append("  - See also: the appendix.")   # a key only one choice has: its text
        lines += ["", "---", ""]
    deck, _diags = _read(tmp_path, "quiz.md", "\n".join(lines))
    assert [[c.text for c in q.choices] for q in deck.questions][:2] == [
        [f"statement {n}-{k}" for k in range(4)] for n in range(2)]
    assert deck.questions[2].choices[3].text == "statement 2-3"
    assert deck.questions[0].choices[0].why == "Right, as said in part 0."
    assert [q.answer for q in deck.questions] == [[0], [1], [2]]



# -- the second look: one question departing from its file -------------------------------------------------------

def _checked(questions: list[tuple[str, list[str]]]) -> list[str]:
    """The second look's warnings over questions of one line each, each choice on a line of its own."""
    lines: list[str] = []
    deck = ImportedDeck("quiz", "quiz", "quiz.txt (plain text)")
    for text, choices in questions:
        q = ImportedQuestion(Pos("quiz.txt", len(lines) + 1, 1), text, [ImportedChoice(c) for c in choices], [0])
        q.use(len(lines) + 1, len(lines) + 1 + len(choices))
        lines += [text, *choices, ""]
        deck.questions.append(q)
    diags = Diagnostics()
    check_deck(deck, Source("quiz.txt", "quiz.txt", "\n".join(lines)), diags)
    return _warnings(diags)


def test_a_choice_that_asks_in_a_question_with_more_choices_than_usual_is_said():
    questions = [(f"Which city is number {n}?", [f"city {n}-{k}" for k in range(3)]) for n in range(6)]
    questions[3][1].append("And which of these cities lies on the coast?")   # the next question's text
    said = [w for w in _checked(questions) if "asks" in w and "read as a choice" in w]
    assert len(said) == 1 and "quiz.txt:20:" in said[0] and "4 choices where most have 3" in said[0]


def test_a_choice_that_asks_in_most_questions_is_said_at_each():
    questions = [(f"Which city is number {n}?", [f"city {n}-0", f"city {n}-1", f"Which river runs through city {n}?"])
                 for n in range(6)]
    said = [w for w in _checked(questions) if "asks" in w and "read as a choice" in w]
    assert len(said) == 1 and "quiz.txt:4:" in said[0] and "5 more like it" in said[0]


def test_a_choice_that_asks_in_one_question_of_the_usual_count_is_not_said():
    questions = [(f"What would you say to person {n}?", [f"answer {n}-{k}" for k in range(3)]) for n in range(6)]
    questions[2][1][1] = "How do I do what, exactly?"
    assert not [w for w in _checked(questions) if "read as a choice" in w]


def test_a_choice_that_goes_on_with_the_next_labels_is_said():
    questions = [(f"Which year is number {n}?", [f"19{n}{k}" for k in range(4)]) for n in range(4)]
    questions[2] = ("Which year is number 2?", ["1901 B. 1902 C. 1903", "1904"])
    questions.append(("Which plan is best?", ["Plan A. Then B", "Plan B. Then C.", "Plan C"]))   # text, not labels
    said = [w for w in _checked(questions) if "goes on with the label" in w]
    assert len(said) == 1 and "quiz.txt:14:" in said[0]
