"""Session 29: answers import must never take silently, each a general rule, with inputs written here:

* a label that names the wrong answers (``**Incorrect Answers:**``, ``Wrong answers:``, ``Falsche Antworten:``,
  ``Respuestas incorrectas:``) is never read as the answers, whatever its list names: the question has no answer
  (said) unless the file gives it elsewhere (``verdictwords.says_wrong``, one vocabulary for every reader);
* every guessed answer is said at its line in one wording across readers: the first choice taken as right where the
  file marks none (``answervalues.first_taken``), answer numbers read from 1 without a 0 or a number as high as the
  count of choices (``answervalues.counted_from_one``), a headerless sheet's number column too;
* a reader's warnings number questions as the output does: true/false statements read apart (``verdictruns``)
  above a multiple-choice question are counted.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.importers.answervalues import counted_from_one, first_taken
from quizdeck.importers.verdictwords import says_wrong
from tests.conftest import read_said, rows_of

#: a results page's explanation listing the wrong choices under a caption of their own (review28 1.7)
WRONG_LISTED = "\n".join([
    "### Question 1", "", "Which of these are moons of Jupiter? (Select 2)", "",
    "* Io", "* Europa", "* Titan", "* Phobos", "", "**Overall explanation:**", "",
    "**Incorrect Answers:**", "", "* C. Titan{why}", "* D. Phobos{why}", "",
    "### Question 2", "", "Which of these is a dwarf planet?", "",
    "* Pluto", "* Neptune", "* Uranus", "", "**Overall explanation:**", "",
    "**Correct Answers:**", "", "* A. Pluto", "",
    "**Incorrect Answers:**", "", "* B. Neptune{why}", "* C. Uranus{why}", "",
])


@pytest.mark.parametrize("why", ["", ": not Jupiter's."])
@pytest.mark.parametrize("caption", [False, True])
def test_an_incorrect_answers_list_is_never_the_answer(tmp_path: Path, why: str, caption: bool) -> None:
    text = WRONG_LISTED.format(why=why)
    if caption:
        for first in ("* Io", "* Pluto"):
            text = text.replace(f"\n\n{first}", f"\n\n**Answers:**\n\n{first}")
    deck, said = read_said(tmp_path, text, "results.md")
    assert rows_of(deck) == [
        ("Which of these are moons of Jupiter? (Select 2)", ["Io", "Europa", "Titan", "Phobos"], None),
        ("Which of these is a dwarf planet?", ["Pluto", "Neptune", "Uranus"], [0]),
    ], said
    assert any(":1:1: warning: question 1: the source gives no answer" in s for s in said), said


@pytest.mark.parametrize("label", ["Wrong answers", "Falsche Antworten", "Respuestas incorrectas", "Incorrect"])
def test_an_answer_line_that_says_wrong_is_no_answer_line(tmp_path: Path, label: str) -> None:
    out: list[str] = []
    for n, (q, choices, wrong) in enumerate([("What is 2+2?", ["3", "4", "5", "6"], "A, C"),
                                             ("What is 3+3?", ["6", "7", "8", "9"], "B, D"),
                                             ("What is 1+1?", ["1", "2", "3", "4"], "A, C"),
                                             ("What is 5+5?", ["8", "9", "10", "11"], "A, B")], start=1):
        out += [f"{n}. {q}", *[f"{'ABCD'[k]}) {c}" for k, c in enumerate(choices)], f"{label}: {wrong}", ""]
    deck, said = read_said(tmp_path, "\n".join(out), "quiz.txt")
    assert [q.answer for q in deck.questions] == [None] * 4, said
    assert sum("gives no answer" in s for s in said) == 4, said


def test_a_sentence_opening_with_a_wrong_word_may_still_name_the_answer(tmp_path: Path) -> None:
    out: list[str] = []
    for n, (q, choices, right) in enumerate([("What is 2+2?", ["3", "4", "5"], "B"),
                                             ("What is 3+3?", ["6", "7", "8"], "A"),
                                             ("What is 1+1?", ["1", "3", "2"], "C")], start=1):
        out += [f"{n}. {q}", *[f"{'ABC'[k]}) {c}" for k, c in enumerate(choices)], f"Wrong. The answer is {right}", ""]
    deck, said = read_said(tmp_path, "\n".join(out), "quiz.txt")
    assert [q.answer for q in deck.questions] == [[1], [0], [2]], said


def test_says_wrong_reads_labels_not_words_alone() -> None:
    assert all(map(says_wrong, ["Incorrect Answers", "Wrong answers", "Falsche Antworten", "Respuestas incorrectas",
                                "Réponses fausses", "Risposte sbagliate", "Distractors", "错误答案", "Đáp án sai"]))
    assert not any(map(says_wrong, ["Answer", "Correct Answers", "Respuesta correcta", "True/False",
                                    "Correct/Incorrect", "No", "Explanation", "Fallstudie"]))


def test_a_repeating_layout_never_learns_its_answer_key_under_a_wrong_caption(tmp_path: Path) -> None:
    text = "\n".join([
        "### Question 1", "", "Which of these are moons of Jupiter? (Select 2)", "",
        "* Io", "* Europa", "* Titan", "* Phobos", "", "**Incorrect Answers:**", "", "* C. Titan", "* D. Phobos", "",
        "### Question 2", "", "Which of these is a dwarf planet?", "",
        "* Pluto", "* Neptune", "* Uranus", "", "**Incorrect Answers:**", "", "* B. Neptune", "* C. Uranus", "",
    ])
    deck, said = read_said(tmp_path, text, "results.md")
    assert [q.answer for q in deck.questions] == [None, None], said
    assert sum("gives no answer" in s for s in said) == 2, said


#: the part of the sentences every reader says its guesses with
FIRST = first_taken().split(": ")[1].split(" row ")[0]      # "the FIRST choice of each"
FROM_ONE = counted_from_one("X").split("(")[1]


def test_a_headerless_sheets_answer_numbers_read_from_one_without_proof_are_said(tmp_path: Path) -> None:
    rows = ["What is 2+2?,3,4,5,6,2", "What is 3+3?,6,7,8,9,1", "What is 1+1?,1,2,3,4,2", "What is 5+5?,8,9,10,11,3"]
    deck, said = read_said(tmp_path, "\n".join(rows) + "\n", "s.csv")
    assert [q.answer for q in deck.questions] == [[1], [0], [1], [2]], said
    assert any(s.startswith(f"{tmp_path / 's.csv'}:1:1: warning: ") and "not sure whether the numbers of column 6 "
               "count the choices from 0 or from 1" in s and FROM_ONE in s for s in said), said
    deck, said = read_said(tmp_path, "\n".join([*rows, "What is 6+6?,9,10,11,12,4"]) + "\n", "t.csv")
    assert not any("not sure whether" in s for s in said), said     # a 4 of 4 choices: from 1, surely


@pytest.mark.parametrize("name, text, line", [
    ("header.csv", "Question,A,B,C,D,Answer\nOne?,w,x,y,z,1\nTwo?,w,x,y,z,2\n", 1),
    ("keys.txt", "Q: One?\nO: w\nO: x\nO: y\nA: 1\n\nQ: Two?\nO: w\nO: x\nO: y\nA: 2\n\n"
                 "Q: Three?\nO: w\nO: x\nO: y\nA: 1\n", 5),
])
def test_answer_numbers_read_from_one_are_said_in_one_wording(tmp_path: Path, name: str, text: str, line: int) -> None:
    deck, said = read_said(tmp_path, text, name)
    assert deck.questions[0].answer == [0], said
    assert any(s.startswith(f"{tmp_path / name}:{line}:1: warning: not sure whether the numbers ") and FROM_ONE in s
               for s in said), said


@pytest.mark.parametrize("name, text, line", [
    ("sheet.csv", "What is two and two?,four,three,five\nWhat is three and three?,six,seven,eight\n"
                  "What is one and one?,two,one,three\n", 1),
    ("typed.txt", "o\nWhat is 2+2?\n4\n3\n5\no\nWhat is 3+3?\n6\n7\n8\no\nWhat is 1+1?\n2\n1\n3\n", 2),
])
def test_the_first_choice_taken_as_right_is_said_in_one_wording(tmp_path: Path, name: str, text: str,
                                                                line: int) -> None:
    deck, said = read_said(tmp_path, text, name)
    assert [q.answer for q in deck.questions] == [[0]] * 3, said
    assert any(s.startswith(f"{tmp_path / name}:{line}:1: warning: ") and FIRST in s for s in said), said


def test_warnings_number_questions_as_the_output_does_where_statements_are_read_apart(tmp_path: Path) -> None:
    text = "\n".join([
        "Part one: true or false", "",
        "(True) The Sun is a star.", "", "(False) The Moon is a planet.", "",
        "(True) Mars has two moons.", "", "(False) Venus has rings.", "",
        "Part two: multiple choice", "",
        "Which planet is the largest?", "a) Mars", "b) Jupiter", "c) Venus", "",
        "(True) Saturn has rings.", "",
        "Which planet is the hottest?", "a) Mercury", "b) Venus", "c) Earth", "",
    ])
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert [q.text for q in deck.questions][4:] == [
        "Which planet is the largest?", "Saturn has rings.", "Which planet is the hottest?"], said
    assert [s.split(": warning: ")[1] for s in said if "gives no answer" in s] == [
        "question 5: the source gives no answer", "question 7: the source gives no answer"], said
    assert [s.split(": warning: ")[0].rsplit(":", 2)[1] for s in said if "gives no answer" in s] == ["13", "20"]


def test_answer_numbers_under_bullets_none_naming_the_last_choice_are_said_once(tmp_path: Path) -> None:
    def page(values: list[str]) -> str:
        out: list[str] = []
        for n, (q, value) in enumerate(zip(["What is 2+2?", "What is 3+3?", "What is 1+1?"], values, strict=True), 1):
            out += [f"### Question {n}", "", q, "", "- one", "- two", "- three", "", f"**Correct Answer:** {value}", ""]
        return "\n".join(out)
    deck, said = read_said(tmp_path, page(["2", "1", "2"]), "quiz.md")
    assert [q.answer for q in deck.questions] == [[1], [0], [1]], said
    assert [s.split(": warning: ")[0].split(":", 1)[1] for s in said if FROM_ONE in s] == ["9:21"], said
    deck, said = read_said(tmp_path, page(["2", "1", "3"]), "sure.md")
    assert [q.answer for q in deck.questions] == [[1], [0], [2]], said
    assert not any("not sure whether" in s for s in said), said     # a 3 of 3 choices: from 1, surely
