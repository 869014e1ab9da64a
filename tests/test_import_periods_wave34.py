"""Records of a fixed number of lines without blank lines, labels or a count, wave 34 (rec34): excerpts written in
the shape of the banks.

* 6-line records (question, four choices, the right choice counted from 0), a choice like ``5/√2`` and an unfinished
  record at the end (terjeostby imat2012: 3 of 84 read before, and nothing said);
* a title line, then 9-line records (category, question, four answers, the right one counted from 1, a point value,
  an explanation): the phase that puts the question in its slot (lewisandclark chapter 7);
* 5-line records (question, four answers) with no key: questions and choices read, no answer invented, said
  (deanratzon trivia, natalijacovickovic pitanja);
* the same records parted by blank lines, but for two places where they are not (yamitpa trivia);
* records each opened by a type line, ``MCQ`` (question, four choices) or ``TF`` (statement, ``true``/``false``):
  the verdicts read as true/false answers, no choice answer invented (asadullah oop exam);
* lines that only look periodic (one question a line, labelled or listed choices: mirzahilmi) are not read so.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.periodrecords import period_records
from quizdeck.importers.typedrecords import typed_records
from tests.conftest import read_said, rows_of

_MATHS = [
    ("Finn ∂f/∂x for f(x,y)=x^2 y i punktet (1,{k}).", ["{k}", "2", "0", "-1"], 0),
    ("Finn retningsderivert for f(x,y)=x y i punktet ({k},3)?", ["5/√2", "5", "√2", "2√2"], 0),
    ("Hva er L{{cos({k}t)}}?", ["4/(s²+16)", "s/(s²+16)", "s/(s+4)", "4/s²+16"], 1),
    ("Evaluer ∮_C (y dx − x dy) rundt sirkel nr {k}.", ["2π", "−2π", "0", "9π"], 3),
]


def _maths(n: int) -> tuple[str, list[tuple[str, list[str], list[int]]]]:
    lines: list[str] = []
    want = []
    for k in range(n):
        text, choices, key = _MATHS[k % len(_MATHS)]
        text, choices = text.format(k=k), [c.format(k=k) for c in choices]
        lines += [text, *choices, str(key)]
        want.append((text, choices, [key]))
    lines += ["Hva er den generelle løsningen av varmelikningen?", "∑ A_n sin(nπx/L)", "...",
              "((listen fortsetter på samme måte))"]
    return "\n".join(lines) + "\n", want


def test_six_line_records_with_a_zero_based_key_are_read_whole(tmp_path: Path) -> None:
    text, want = _maths(12)
    deck, said = read_said(tmp_path, text, "sporsmal.txt")
    assert rows_of(deck) == want
    assert any("records of 6 lines" in s for s in said)
    assert any(":73:" in s and "after the last whole record" in s for s in said)


def _trivia() -> tuple[str, list[tuple[str, list[str], list[int]]]]:
    lines = ["An Episode You Can't Refuse"]
    want = []
    for k in range(5):
        text = f"Let's say you meet guest {k}. How would it be /smart to greet him?"
        choices = [f"Mr. Red {k}", f"Mr. Blue {k}", f"Mr. Brown {k}", f"Mr. Green {k}"]
        lines += [f"Category {k}", text, *choices, str(k % 4 + 1), str(k % 3 + 2), f"Guest {k} likes brown."]
        want.append((text, choices, [k % 4]))
    return "\n".join(lines) + "\n", want


def test_a_title_then_nine_line_records_takes_the_phase_of_the_question(tmp_path: Path) -> None:
    text, want = _trivia()
    deck, said = read_said(tmp_path, text, "trivia.txt")
    assert rows_of(deck) == want
    assert [q.explanation for q in deck.questions] == [f"Guest {k} likes brown." for k in range(5)]
    assert any(":1:" in s and "a title" in s for s in said)
    assert any("point value" in s for s in said)


def test_records_without_a_key_give_questions_and_choices_and_no_answer(tmp_path: Path) -> None:
    lines: list[str] = []
    want = []
    for k in range(8):
        text = f"What is the capital of country {k}?" if k != 3 else "What is 49/7"
        choices = [f"City {k}a", f"City {k}b", f"City {k}c", f"City {k}d"]
        lines += [text, *choices]
        want.append((text, choices, None))
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "trivia.txt")
    assert rows_of(deck) == want
    assert any("none of the 8 records gives its answer" in s for s in said)


def test_one_question_a_line_is_no_fixed_period() -> None:
    assert period_records([f"Question number {k}?" for k in range(30)]) is None
    assert period_records([f"Line {k}" for k in range(30)]) is None


def test_blank_lines_may_part_some_records_but_only_between_records(tmp_path: Path) -> None:
    lines: list[str] = []
    want = []
    for k in range(8):
        text = f"What is the capital of country {k}?"
        choices = [f"City {k}a", f"City {k}b", f"City {k}c", f"City {k}d"]
        lines += [text, *choices] + ([] if k in (3, 5) else [""])
        want.append((text, choices, [0]))   # key-less bare records: quiz apps' data, the first taken (firstright)
    deck, said = read_said(tmp_path, "\n".join(lines), "trivia.txt")
    assert rows_of(deck) == want
    assert any("FIRST choice" in s for s in said), said
    lines.insert(2, "")   # a blank line inside a record: no fixed period
    assert period_records(lines) is None


def test_records_opened_by_a_type_line(tmp_path: Path) -> None:
    lines: list[str] = []
    want: list[tuple[str, list[str], list[int] | None]] = []
    for k in range(6):
        if k % 3 == 2:
            text = f"Statement number {k} holds"
            lines += ["TF", text, "true" if k == 2 else "false"]
            want.append((text, ["True", "False"], [0 if k == 2 else 1]))
        else:
            text = f"Which of the following is device {k}?"
            choices = [f"Abacus {k}", f"Calculator {k}", f"Turing Machine {k}", f"Pascaline {k}"]
            lines += ["MCQ", text, *choices]
            want.append((text, choices, None))
    deck, said = read_said(tmp_path, "\r\n".join(lines), "questions.txt")
    assert rows_of(deck) == want
    assert any("4 of the 6 records give no answer" in s for s in said)


def test_labelled_choices_or_uneven_types_are_not_these_records() -> None:
    labelled = [x for k in range(8) for x in (f"Question {k}?", "A) one", "B) two", "C) three")]
    assert period_records(labelled) is None
    listed = [x for k in range(8) for x in (f"{k + 1}. Question {k}?", "   - a. one", "   - b. two", "   - c. 3", "")]
    assert period_records(listed) is None
    uneven = [x for k in range(6) for x in ["MCQ", f"Question {k}?", *["a", "b", "c", "d"][:2 + k % 3]]]
    assert typed_records(uneven) is None
