"""Review 29, findings 11-15 (commit 0aac66c): each new rewriter fires only on its own shape.

A cited explanation ending ``- Wikipedia`` under ``Answer: b`` is no block of choices (``trailmarks``); a stem's
numbered statements above lettered choices, and a per-part key ``1) b``, are no numbered choices
(``numberedchoices``); an operator's ``+`` (``++i``, ``+=``) is no tick, a ``+2`` among several ``+`` choices is a
number's sign, and records with answer lines of their own keep no sign notation (``signrecords``); an instruction
repeated over every question (``Translate into English:``) is the question's ask, not a label (``labellines``).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import numberedchoices, signrecords, trailmarks
from tests.conftest import read_said, rows_of

# -- 11: trailmarks ------------------------------------------------------------------------------------------------

_CITED = """World history quiz
Read each question, then check the notes below it.

1. In which year did the Berlin Wall fall?
a) 1987
b) 1989
c) 1991
Answer: b

The wall opened on 9 November 1989
after weeks of protests - Wikipedia

2. Who was the first emperor of Rome? (two choices only)
a) Julius Caesar    b) Augustus
Answer: b

Octavian took the name Augustus in 27 BC,
ruled for four decades
and died in AD 14 - Wikipedia

3. Which ship sank in 1912 on its first voyage?
a) Lusitania
b) Titanic
c) Britannic
Answer: b

Its wreck was found in 1985
by Robert Ballard - Wikipedia
"""


def test_a_cited_explanation_under_an_answer_line_is_no_choices(tmp_path: Path) -> None:
    assert trailmarks.rewritten(_CITED.splitlines()) is None
    deck, _ = read_said(tmp_path, _CITED, "history.txt")
    assert [(q.text, [c.text for c in q.choices], q.answer) for q in deck.questions] == [
        ("In which year did the Berlin Wall fall?", ["1987", "1989", "1991"], [1]),
        ("Who was the first emperor of Rome? (two choices only)", ["Julius Caesar", "Augustus"], [1]),
        ("Which ship sank in 1912 on its first voyage?", ["Lusitania", "Titanic", "Britannic"], [1])]
    assert deck.questions[2].explanation == "Its wreck was found in 1985\nby Robert Ballard - Wikipedia"


# -- 12 and 14: numberedchoices ------------------------------------------------------------------------------------

def _statements(n: int, facts: list[str], answer: str) -> list[str]:
    return [f"{n}. Consider the following statements about body {n}:", *(f"{k}) {f}" for k, f in enumerate(facts, 1)),
            "Which of the statements given above is/are correct?", "a) 1 only", "b) 2 only", "c) Both 1 and 2",
            "d) Neither 1 nor 2", f"Answer: {answer}", ""]


def test_a_stems_numbered_statements_over_lettered_choices_are_no_choices(tmp_path: Path) -> None:
    lines = ["Polity practice set", "",
             *_statements(1, ["It is permanent.", "It can be dissolved."], "a"),
             *_statements(2, ["It is constitutional.", "It sits every year.", "It has a chair."], "c"),
             *_statements(3, ["He is appointed.", "He can be removed."], "b")]
    assert numberedchoices.rewritten(lines) is None
    deck, _ = read_said(tmp_path, "\n".join(lines), "polity.txt")
    assert [([c.text for c in q.choices], q.answer) for q in deck.questions] == [
        (["1 only", "2 only", "Both 1 and 2", "Neither 1 nor 2"], [k]) for k in (0, 2, 1)]


def test_an_answer_key_numbered_per_part_is_no_choices(tmp_path: Path) -> None:
    part = ["1. What is 2 + 2?", "a. 3", "b. 4", "c. 5", "", "2. What is 3 x 3?", "a. 6", "b. 9", "c. 12", "",
            "3. What is 10 - 7?", "a. 3", "b. 4", "c. 2", "", "4. What is 8 / 2?", "a. 2", "b. 6", "c. 4", "",
            "Answers:", "1) b", "2) b", "3) a", "4) c", ""]
    lines = [line for n in (1, 2, 3) for line in [f"Part {n}", "", *part]]
    assert numberedchoices.rewritten(lines) is None
    assert numberedchoices.rewritten([line for line in lines if line != "Answers:"]) is None   # lone labels
    deck, _ = read_said(tmp_path, "\n".join(lines), "drills.txt")
    assert [q.answer for q in deck.questions] == [[1], [1], [0], [2]] * 3


# -- 13: signrecords -----------------------------------------------------------------------------------------------

_OPERATORS = """C operators

- Which expression increments i before its value is used?
  * i++
  * ++i
  * i+1
  Answer: B

- Which operator adds and assigns in one step?
  * =+
  * +=
  * ==
  Answer: B

- Which expression is the unary plus of x?
  * +x
  * x+
  * x++
  Answer: A

- Which operator concatenates strings?
  * +
  * .
  * &
  Answer: A
"""


def test_a_choices_own_plus_is_no_tick(tmp_path: Path) -> None:
    assert signrecords.rewritten(_OPERATORS.splitlines()) is None
    deck, _ = read_said(tmp_path, _OPERATORS, "operators.txt")
    assert [([c.text for c in q.choices], q.answer) for q in deck.questions] == [
        (["i++", "++i", "i+1"], [1]), (["=+", "+=", "=="], [1]), (["+x", "x+", "x++"], [0]), (["+", ".", "&"], [0])]


def test_signed_numbers_among_several_plus_choices_are_no_ticks() -> None:
    lines = ["Oxidation states", ""]
    for formula, states in (("Fe2O3", "+2 +3 -2 0"), ("H2O2", "-2 -1 +1 0"), ("KMnO4", "+7 +5 -1 +2")):
        lines += [f"* What is the oxidation state in {formula}?", *(f"  - {s}" for s in states.split()), ""]
    assert signrecords.rewritten(lines) is None


# -- 15: labellines ------------------------------------------------------------------------------------------------

def test_an_instruction_repeated_over_every_question_stays_its_ask(tmp_path: Path) -> None:
    records = [("el perro", ["the dog", "the cat", "the bird"], "a"), ("la casa", ["the car", "the house"], "b"),
               ("el libro", ["the book", "the pen", "the table"], "a")]
    lines = ["Spanish practice", ""]
    for word, choices, answer in records:
        lines += ["Translate into English:", word, "Options:", *(f"{'abc'[k]}. {c}" for k, c in enumerate(choices)),
                  f"Answer: {answer}", ""]
    deck, _ = read_said(tmp_path, "\n".join(lines), "spanish.txt")
    assert rows_of(deck) == [(f"Translate into English:\n{word}", choices, ["ab".index(answer)])
                             for word, choices, answer in records]
