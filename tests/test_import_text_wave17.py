"""Plain text in the shapes session 16's held-out banks came in, each read by the general rule behind it.

* true/false statements, one a line, each with its value beside it (``statement:True``, ``V | statement``):
  each a question whose choices are the file's two values, the one that says true first; values no word
  list knows are read in the order the file first uses them, and said; two keys that take turns line after
  line (``Q:``/``A:``) are no verdicts;
* an answer line of words and a letter with no ``:`` between (``Đáp án B``), the same words in every question,
  is the file's answer key (words before one letter on lines running are choices);
* records of a fixed number of lines whose last line repeats the right choice with its number (``3. Paris``);
* choices inline on the question's line labelled in brackets (``[A] x [B] y``), one label in the other case
  (``[c] z``), a full stop after a label (``A). x``, ``[B].y``), the first label right after the question mark;
* a first choice whose label has no punctuation, glued to a text of another script (``A工业革命`` before
  ``B．…``), is choice A, said.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import layout
from quizdeck.importers.linekinds import classify
from tests.conftest import QUIZ, read_said, rows_of

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
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == [(s, ["True", "False"], [0 if v else 1]) for s, v in STATEMENTS], said
    assert not [m for m in said if "warning" in m], said


def test_statements_each_with_its_value_before_read_true_first(tmp_path: Path) -> None:
    text = "".join(f"{'V' if v else 'F'} |  {s}\n" for s, v in STATEMENTS[1:])   # the file starts with F
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == [(s, ["V", "F"], [0 if v else 1]) for s, v in STATEMENTS[1:]], said


def test_values_no_word_list_knows_are_read_and_said(tmp_path: Path) -> None:
    text = "".join(f"{s} ; {'Ole' if v else 'Nop'}\n" for s, v in STATEMENTS)
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == [(s, ["Ole", "Nop"], [0 if v else 1]) for s, v in STATEMENTS], said
    assert any(":1:1: warning" in m and "which says true" in m for m in said), said


def test_two_keys_taking_turns_are_no_verdicts(tmp_path: Path) -> None:
    text = "".join(f"Q: What does {s.split()[1]} mean?\nA: the {s.split()[-1]}\n" for s, _ in STATEMENTS)
    deck, _ = read_said(tmp_path, text, "quiz.txt")
    assert not any(len(q.choices) == 2 and [c.text for c in q.choices] == ["Q", "A"] for q in deck.questions)


def test_words_and_a_letter_without_a_colon_are_the_answer_line(tmp_path: Path) -> None:
    text = "".join(f"Cau {n}. {q}\n" + "".join(f"{'abcd'[k]}) {c}\n" for k, c in enumerate(cs))
                   + f"Dap an {'ABCD'[a]}\n" for n, (q, cs, a) in enumerate(QUIZ, 1))
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == [(q, cs, [a]) for q, cs, a in QUIZ], said


def test_the_right_choice_repeated_with_its_number_ends_each_record(tmp_path: Path) -> None:
    text = "".join(f"{q}\n" + "".join(f"{k + 1}. {c}\n" for k, c in enumerate(cs)) + f"{a + 1}. {cs[a]}\n"
                   for q, cs, a in QUIZ)
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == [(q, cs, [a]) for q, cs, a in QUIZ], said


def test_choices_inline_in_brackets_with_slips_of_the_label(tmp_path: Path) -> None:
    rows = []
    for n, (q, cs, a) in enumerate(QUIZ):
        labels = ["[A] ", "[B] ", "[C] ", "[D] "]
        if n == 2:
            labels[2] = "[c] "
        if n == 4:
            labels = ["A). ", "B). ", "C). ", "D). "]
        if n == 6:
            labels[1] = "[B]."
        inline = " ".join(f"{label}{c}" for label, c in zip(labels, cs, strict=True))
        rows.append(f"{q}{'' if n == 8 else ' '}{inline}\n{'ABCD'[a]}\n")
    deck, said = read_said(tmp_path, "".join(rows), "quiz.txt")
    assert rows_of(deck) == [(q, cs, [a]) for q, cs, a in QUIZ], said


CJK = [
    ("马克思主义哲学最基本的原则是（）", ["逻辑和历史", "理论和实践", "分析和综合", "主体和客体"], 1),
    ("马克思把黑格尔的辩证法称为（）", ["合理内核", "基本内核", "精髓", "核心"], 0),
    ("提出价值规律是看不见的手的是（）", ["马克思", "亚当斯密", "李嘉图", "配第"], 1),
    ("马克思主义哲学的直接理论来源是（）", ["古希腊哲学", "经院哲学", "英法哲学", "德国古典哲学"], 3),
    ("马克思主义产生的经济根源是（）", ["工业革命", "经济危机", "矛盾运动", "阶级斗争"], 2),
]


def _cjk(stop: dict[int, str]) -> str:
    return "".join(f"{n}、{q}\n" + "".join(f"{'ABCD'[k]}{stop.get(n, '．')}{c}\n" for k, c in enumerate(cs))
                   + f"ans: {'ABCD'[a]}\n" for n, (q, cs, a) in enumerate(CJK, 1))


def test_a_first_label_glued_to_its_text_is_choice_a(tmp_path: Path) -> None:
    text = _cjk({}).replace("A．工业革命", "A工业革命")
    cut = layout._best_cut(classify(text.splitlines()))
    assert cut is not None
    read = [(r.stem[0].rest, r.texts, r.answer) for r in cut.readings if r.fits]
    assert read == [(q, cs, [a]) for q, cs, a in CJK]
    assert any("read as choice A" in message for r in cut.readings for _, message in r.doubts)
