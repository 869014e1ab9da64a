"""Session 32's leftovers (fix33).

* a worded label ending in a number and a colon over a code block (``**Ejemplo 2:**``) is an example's caption,
  not a choice's label, unless labels of its form numbered in sequence stand one after another, each over its
  block (lonelabels; the review's test in tests/test_import_review_wave32.py);
* a learner's ``(NO)`` / ``(YES)`` after some of a list's choices is a verdict on the pick, not the choice's text
  (verdicttags);
* a radical label the file writes with its colon, its colon once a private-use glyph at a line's start
  (``题⽬\ue092 17、...``), is the label all the same (radicals).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import lonelabels
from quizdeck.importers.mdinline import fenced_lines
from quizdeck.importers.radicals import folded_labels
from tests.conftest import read_said, rows_of


def test_a_numbered_worded_label_over_code_is_a_caption_unless_its_run_is_there() -> None:
    alone = ["Which one prints 2?", "", "**Ejemplo 2:**", "```js", "f()", "```", "", "a) 1", "b) 2"]
    assert lonelabels.over_block(alone, fenced_lines(alone), 2) is None
    run = ["Which one is right?", "", "**Opción 1:**", "```js", "a()", "```", "", "**Opción 2:**", "```js", "b()",
           "```"]
    fenced = fenced_lines(run)
    assert [lonelabels.over_block(run, fenced, i) for i in (2, 7)] == [0, 1]
    lettered = ["**Fonction B :**", "```", "b()", "```"]   # a letter: a choice's label as before
    assert lonelabels.over_block(lettered, fenced_lines(lettered), 0) == 1


def test_numbered_worded_labels_in_sequence_over_code_are_still_choices(tmp_path: Path) -> None:
    text = "".join(
        f"## Pregunta {n}\n\n¿Cuál compila?\n\n**Opción 1:**\n\n```c\n{a}\n```\n\n**Opción 2:**\n\n```c\n{b}\n```\n\n"
        f"**Opción 3:**\n\n```c\n{c}\n```\n\n**Respuesta:** 2\n\n"
        for n, (a, b, c) in enumerate([("int x = ;", "int x = 1;", "x int;"), ("f(;", "f();", "(f"),
                                       ("{", "{}", "}")], start=1))
    deck, said = read_said(tmp_path, text, "quiz.md")
    assert [len(q.choices) for q in deck.questions] == [3, 3, 3], said
    assert [q.answer for q in deck.questions] == [[1], [1], [1]], said


_PICKS = """# Quiz 1

Question 1
----------
Which of the following is an example of a replication of a study?

* Another investigator asks a different question and publishes her findings.

* An independent investigator analyzes my data again. (NO)

* Another investigator collects her own data on the same question and publishes.

Answer: </br>
Another investigator collects her own data on the same question and publishes.

Question 2
----------
Why is reproducible research increasingly important?

* Most studies today are small and easily replicated.

* Computing power is limited, making sophisticated methods hard to apply. (no)

* New technologies produce datasets that are larger and more complex.

Answer: </br>
New technologies produce datasets that are larger and more complex.

Question 3
----------
What does it mean to weave a literate program?

* Transform it into a machine readable code file.

* Transform it into a human readable document.

* Compress it so that it takes up less space.

Answer: </br>
Transform it into a human readable document.
"""


def test_a_learners_no_after_a_choice_is_no_part_of_its_text(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _PICKS, "quiz1.md")
    rows = rows_of(deck)
    assert rows[0][1][1] == "An independent investigator analyzes my data again.", said
    assert rows[1][1][1] == "Computing power is limited, making sophisticated methods hard to apply.", said
    assert [r[2] for r in rows] == [[2], [2], [1]], said


def test_an_element_symbol_no_stays_text(tmp_path: Path) -> None:
    elements = "".join(f"{n}. {q}\n\n- Silicon (Si)\n- Sodium (Na)\n- Nobelium (No)\n\nAnswer: {a}\n\n"
                       for n, (q, a) in enumerate([("Which is a metalloid?", "A"), ("Which is an alkali metal?", "B"),
                                                   ("Which is an actinide?", "C")], start=1))
    deck, said = read_said(tmp_path, elements, "quiz.md")
    assert [c.text for c in deck.questions[2].choices] == ["Silicon (Si)", "Sodium (Na)", "Nobelium (No)"], said
    assert [q.answer for q in deck.questions] == [[0], [1], [2]], said


def test_a_radical_label_that_lost_its_colon_is_the_label() -> None:
    text = ("题⽬: 改⾰开放是（ ）。\n题⽬: 必须坚持教育（）。\n题⽬\ue092 17、我国经济社会发展（）\n"
            "题⽬: 勇于⾃我⾰命（ ）。\n")
    assert folded_labels(text).split("\n")[2] == "题目: 17、我国经济社会发展（）"
    alone = "题⽬\ue092 17、我国经济社会发展（）\n"
    assert folded_labels(alone) == alone   # the file never writes the label with its colon: no label learnt
    assert folded_labels(text.replace("\ue092", " ")).split("\n")[2] == "题⽬  17、我国经济社会发展（）"   # no glyph


_STEMS = ["改⾰开放是（ ）。", "必须坚持教育（）。", "17、我国经济社会发展已经进⼊（）的新阶段",
          "勇于⾃我⾰命就是要实现（ ）。"]


def test_a_stem_whose_radical_label_lost_its_colon_loses_the_label(tmp_path: Path) -> None:
    lines: list[str] = []
    for n, stem in enumerate(_STEMS, start=1):
        label = "题⽬\ue092 " if n == 3 else "题⽬: "
        lines += [f"第 {n} 题 [单选题]", "", f"{label}{stem}", "", "选项:", "", "- A. 甲", "- B. 乙", "- C. 丙",
                  f"正确答案: {'ABC'[n % 3]}", "", ""]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "bank.txt")
    assert [q.text for q in deck.questions] == _STEMS, said
