"""Review of lines41: near misses of its rules (shapes the branch did not test) that must not fire, or must say so."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import gluedlabels, questionheadings, romanlabels
from tests.conftest import read_said, rows_of


def _quiet(at: int, text: str, hint: str) -> None:
    raise AssertionError(text)


# -- Roman numerals: the line after the runs ---------------------------------------------------------------------

def _exercises() -> list[str]:
    # each question headed "Exercise <numeral>": the heading after a run is no answer line ("Exercise ii")
    out: list[str] = []
    for n, head in enumerate(("i", "ii", "iii", "iv", "v"), start=1):
        out += [f"Exercise {head}", f"Which value fits case {n}?", "i. one", "ii. two", "iii. three", "iv. four"]
    return out


def test_a_heading_numbered_in_numerals_after_each_run_is_no_answer_line() -> None:
    lines = _exercises()
    got = romanlabels.rewritten(lines, [False] * len(lines), lambda at, text, hint: None)
    assert got is not None and got[2] == "a. one"
    assert got[6] == "Exercise ii" and got[12] == "Exercise iii", got


def test_roman_runs_in_one_question_only_are_left_alone() -> None:
    lines = ["Which holds?", "i. one", "ii. two", "iii. three", "chọn ii"]
    assert romanlabels.rewritten(lines, [False] * len(lines), _quiet) is None


# -- a section in the questions' heading shape ------------------------------------------------------------------

def test_a_heading_repeating_the_question_number_goes_on_with_its_question() -> None:
    lines = ["## Question 1", "x", "## Question 1 solution", "B", "## Question 2", "y", "## Question 3", "z",
             "## Question 4", "w"]
    assert questionheadings.section_ends(lines, [1, 5, 7, 9]) == {0: 4, 1: 6, 2: 8}


def test_a_solution_heading_of_the_question_shape_keeps_its_answer(tmp_path: Path) -> None:
    out: list[str] = []
    for n, a in enumerate("BCAD", start=1):
        out += [f"## Question {n}", "", f"Which one is {n}?", "", "A) one", "B) two", "C) three", "D) four", "",
                f"## Question {n} solution", "", f"Answer: {a}", ""]
    deck, said = read_said(tmp_path, "\n".join(out), "sol.md")
    assert [q.answer for q in deck.questions] == [[1], [2], [0], [3]], said


# -- a label glued to its text ----------------------------------------------------------------------------------

def test_glued_labels_read_in_a_crlf_file(tmp_path: Path) -> None:
    text = "\r\n".join(["1.Goods are made for:", "A. Own use", "B. Exchange", "C. Gifts",
                        "2.True or false:", "A.True", "B.False",
                        "3.A good is:", "A. Any product", "B. A sale", "C. A gift"]) + "\r\n"
    deck, said = read_said(tmp_path, text, "ch2.txt")
    assert len(deck.questions) == 3 and rows_of(deck)[1][1] == ["True", "False"], said


def test_a_glued_run_alone_in_a_single_question_file_is_left_alone() -> None:
    lines = ["Pick one:", "A.True", "B.False"]
    assert gluedlabels.rewritten(lines, [False] * len(lines), _quiet) is None


def test_initials_under_a_line_are_no_run_when_the_letters_do_not_go_on_in_order() -> None:
    lines = ["Authors:", "A.Nguyen wrote part one", "C.Tran wrote part two", "", "Q1?", "A. x", "B. y", "",
             "Q2?", "A. z", "B. w"]
    assert gluedlabels.rewritten(lines, [False] * len(lines), _quiet) is None


# -- a letter skipped in a run ----------------------------------------------------------------------------------

def _skipping(answer: str) -> str:
    out = ["# Prep", ""]
    for n in range(1, 4):
        labels = "ABDE" if n == 2 else "ABCD"
        out += [f"## Question {n}", "", f"Why does job {n} fail?", ""]
        out += [f"- **{x}.** reason {x.lower()}{n}" for x in labels]
        out += ["", f"**Answer:** {answer if n == 2 else 'B'}", "", "---", ""]
    return "\n".join(out)


def test_an_answer_naming_the_skipped_letter_is_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _skipping("C"), "prep.md")
    q = deck.questions[1]
    assert q.answer is None or q.answer == [], (rows_of(deck)[1], said)
    assert any(":1" in s for s in said if "skip" in s or "answer" in s), said


# -- a quoted value -----------------------------------------------------------------------------------------------

def test_a_quoted_answer_naming_a_quoted_choice_keeps_its_quotes(tmp_path: Path) -> None:
    out: list[str] = []
    for n in range(1, 4):
        out += [f"{n}. What does line {n} print?", "A. hello", "B. 'hello'", 'C. "hello"', "D. nothing",
                "Answer: \"hello\"", ""]
    deck, said = read_said(tmp_path, "\n".join(out), "py.txt")
    assert [q.answer for q in deck.questions] == [[2]] * 3, (rows_of(deck), said)


# -- a key naming one choice everywhere ---------------------------------------------------------------------------

def test_a_learnt_key_naming_the_first_choice_everywhere_is_said_at_its_line(tmp_path: Path) -> None:
    # near miss: a bank that always writes its right choice first ("Risposta esatta A" in every question): the key
    # is refused as a constant one, so the questions stay open; that must be said at the key's line, never silent
    out: list[str] = []
    for n in range(1, 11):
        out += [f"{n}. Which one is right in case {n}?", "A. yes", "B. no", "C. maybe", "D. never",
                "Risposta esatta A", ""]
    deck, said = read_said(tmp_path, "\n".join(out), "it.txt")
    assert all(q.answer is None for q in deck.questions)
    assert any(":6:" in s and "same choice (A)" in s for s in said), said
