"""Session 17, answers: answers written as a label alone after the choices (glued by the reader onto the last
choice), and second-look checks that warn where a question departs from what the rest of its file does.

The shapes are those of real banks nobody here wrote, written here in other words; each test fails without the
change it is named for.
"""

from __future__ import annotations

from pathlib import Path

from tests.helpers import read_deck

_read = read_deck


def _glued_bank(letters: list[str]) -> str:
    lines: list[str] = []
    for n, right in enumerate(letters):
        lines += [f"{n + 1}. **Which number is {n}?**", ""]
        lines += [f"   - {'abcd'[k]}) number {n}-{k}" for k in range(4)]
        lines += [f"     {right}"]
    return "\n".join(lines) + "\n"


def test_a_label_alone_after_the_choices_is_the_answer_not_the_last_choice(tmp_path: Path):
    deck, diags = _read(tmp_path, "quiz.md", _glued_bank(["b", "c", "a", "d", "b"]))
    assert [q.answer for q in deck.questions] == [[1], [2], [0], [3], [1]]
    assert all(c.text == f"number {n}-{k}" for n, q in enumerate(deck.questions) for k, c in enumerate(q.choices))
    assert not diags.warnings


def test_a_glued_label_naming_no_choice_is_warned_at_its_line(tmp_path: Path):
    deck, diags = _read(tmp_path, "quiz.md", _glued_bank(["b", "c", "a", "g", "b"]))
    assert [q.answer for q in deck.questions] == [[1], [2], [0], None, [1]]
    assert any(d.pos.line == 28 and "'g' alone after the choices" in d.message for d in diags.warnings)



def test_a_question_label_inside_italics_is_taken_off(tmp_path: Path):
    lines: list[str] = []
    for n in range(4):
        lines += [f"_Q{n + 1}: Which colour is number {n}?_"]
        lines += [f"* {'**' if k == n % 3 else ''}{'ABC'[k]}: colour {n}-{k}{'**' if k == n % 3 else ''}"
                  for k in range(3)]
        lines += [""]
    deck, _diags = _read(tmp_path, "quiz.md", "\n".join(lines))
    assert [q.text for q in deck.questions] == [f"_Which colour is number {n}?_" for n in range(4)]
    assert [q.answer for q in deck.questions] == [[n % 3] for n in range(4)]


def test_a_reading_that_places_few_of_the_files_questions_says_so_at_the_first_unplaced_one(tmp_path: Path):
    """Two questions in a shape the reader knows, then many asking lines in a shape it does not: the deck holds a
    small part of the file, said loudly at the first of the lines left out."""
    lines = ["1. Which colour is the sky?", "A. Blue", "B. Red", "Answer: A", "",
             "2. Which colour is grass?", "A. Green", "B. Grey", "Answer: A", "", "## More", ""]
    for n in range(12):
        lines += [f"Is {n} an even number?", "", f"{'Yes' if n % 2 == 0 else 'No'}, since {n} is what it is.", ""]
    deck, diags = _read(tmp_path, "quiz.md", "\n".join(lines))
    assert len(deck.questions) == 2
    few = [d for d in diags.warnings if "most of the file's questions were not read" in d.message]
    assert [d.pos.line for d in few] == [13]
