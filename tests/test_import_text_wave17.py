"""Plain text in the shapes session 16's held-out banks came in, each read by the general rule behind it.

* true/false statements, one a line, each with its value beside it (``statement:True``, ``V | statement``):
  each a question whose choices are the file's two values, the one that says true first; values no word
  list knows are read in the order the file first uses them, and said; two keys that take turns line after
  line (``Q:``/``A:``) are no verdicts;
* an answer line of words and a letter with no ``:`` between (``Đáp án B``), the same words in every question,
  is the file's answer key (words before one letter on lines running are choices);
* records of a fixed number of lines whose last line repeats the right choice with its number (``3. Paris``).
"""

from __future__ import annotations

from pathlib import Path

from tests.test_import_csv_wave11 import QUIZ, _got, _read

STATEMENTS = [
    ("The earth goes round the sun", True),
    ("Water boils at 50 degrees at sea level", False),
    ("Paris is the capital of Spain", False),
    ("A triangle has three sides", True),
    ("Spiders have eight legs", True),
    ("The moon is bigger than the earth", False),
]


def test_statements_each_with_its_value_after_are_true_false_questions(tmp_path: Path) -> None:
    text = "".join(f"{s}:{'True' if v else 'False'}\n" for s, v in STATEMENTS)
    deck, said = _read(tmp_path, text, "quiz.txt")
    assert _got(deck) == [(s, ["True", "False"], [0 if v else 1]) for s, v in STATEMENTS], said
    assert not [m for m in said if "warning" in m], said


def test_statements_each_with_its_value_before_read_true_first(tmp_path: Path) -> None:
    text = "".join(f"{'V' if v else 'F'} |  {s}\n" for s, v in STATEMENTS[1:])   # the file starts with F
    deck, said = _read(tmp_path, text, "quiz.txt")
    assert _got(deck) == [(s, ["V", "F"], [0 if v else 1]) for s, v in STATEMENTS[1:]], said


def test_values_no_word_list_knows_are_read_and_said(tmp_path: Path) -> None:
    text = "".join(f"{s} ; {'Ole' if v else 'Nop'}\n" for s, v in STATEMENTS)
    deck, said = _read(tmp_path, text, "quiz.txt")
    assert _got(deck) == [(s, ["Ole", "Nop"], [0 if v else 1]) for s, v in STATEMENTS], said
    assert any(":1:1: warning" in m and "which says true" in m for m in said), said


def test_two_keys_taking_turns_are_no_verdicts(tmp_path: Path) -> None:
    text = "".join(f"Q: What does {s.split()[1]} mean?\nA: the {s.split()[-1]}\n" for s, _ in STATEMENTS)
    deck, _ = _read(tmp_path, text, "quiz.txt")
    assert not any(len(q.choices) == 2 and [c.text for c in q.choices] == ["Q", "A"] for q in deck.questions)


def test_words_and_a_letter_without_a_colon_are_the_answer_line(tmp_path: Path) -> None:
    text = "".join(f"Cau {n}. {q}\n" + "".join(f"{'abcd'[k]}) {c}\n" for k, c in enumerate(cs))
                   + f"Dap an {'ABCD'[a]}\n" for n, (q, cs, a) in enumerate(QUIZ, 1))
    deck, said = _read(tmp_path, text, "quiz.txt")
    assert _got(deck) == [(q, cs, [a]) for q, cs, a in QUIZ], said


def test_the_right_choice_repeated_with_its_number_ends_each_record(tmp_path: Path) -> None:
    text = "".join(f"{q}\n" + "".join(f"{k + 1}. {c}\n" for k, c in enumerate(cs)) + f"{a + 1}. {cs[a]}\n"
                   for q, cs, a in QUIZ)
    deck, said = _read(tmp_path, text, "quiz.txt")
    assert _got(deck) == [(q, cs, [a]) for q, cs, a in QUIZ], said
