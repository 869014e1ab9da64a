"""The text reader's keys and answers, wave 33 (keys33): excerpts written in the shape of the banks.

* a question's nested numbered choices whose texts are letters (``    1. A``, ``    2. B``, ``    3. **C**``) are its
  choices, not an answer key shifting every answer; the bold one is the answer, and nested numbered choices carry
  the bold mark as bulleted ones do (twangodev cca bio1 m08, m19-m24);
* statements numbered I, II, III... over choices numbered 1, 2... belong to the question's text (m08);
* items dropped under ``## Short Answer`` keep no "gives no answer" (m08);
* ``**정답 ②**  ·  분야: ...`` inside ``<details>`` names choice B (musicits photo-exam);
* a record's opening line ``12 C 1`` gives its answer (ferinek animekonkurs);
* a choice indented a level deeper than its siblings, the file's only mark, is the answer (jamesbomzh cpp).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_FIGURE = """# Module Test

## Multiple Choice

1. Which process releases the most energy?

    1. Glycolysis
    2. **Electron transport chain**
    3. Fermentation
    4. Krebs cycle

2. Which structure in the figure below pumps protons?

    ![figure](figure.png)

    1. A
    2. B
    3. **C**
    4. D

3. Which structure in the figure below holds the DNA?

    1. A
    2. **B**
    3. C
    4. D

4. Which reactants does the light reaction use?

    I. ADP<br>
    II. NADH<br>
    III. Water<br>
    IV. NADP+<br>

    1. II, III
    2. **I, III, and IV**
    3. I, II
    4. II, IV

5. Plants release oxygen.

    1. **True**
    2. False

## Short Answer

1. Design an experiment on light.

    1. Name the negative control.

        The chamber kept in the dark.

    2. Name the positive control.

        The chamber kept in sunlight.
"""


def test_nested_choices_whose_texts_are_letters_are_choices_not_a_key(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _FIGURE, "t.md")
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[1], [2], [1], [1], [0]]
    assert rows[1][1] == ["A", "B", "C", "D"]
    assert not any("answer key" in s for s in said)


def test_roman_statements_over_numbered_choices_are_the_question_text(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _FIGURE, "t.md")
    text, choices, answer = rows_of(deck)[3]
    assert "I. ADP" in text and "IV. NADP+" in text
    assert choices == ["II, III", "I, III, and IV", "I, II", "II, IV"]
    assert answer == [1]


def test_items_left_out_under_a_short_answer_heading_say_no_missing_answer(tmp_path: Path) -> None:
    _, said = read_said(tmp_path, _FIGURE, "t.md")
    assert not any("gives no answer" in s for s in said)


_TIGHT = "# Quiz\n\n" + "\n".join(
    f"{n}. Which is right in case {n}? [Select all correct choices]\n\n"
    + "\n".join(f"    {k}. {'**' if k in right else ''}option {k} of {n}{'**' if k in right else ''}"
                for k in range(1, 6)) + "\n"
    for n, right in [(1, {4}), (2, {3}), (3, {1, 2}), (4, {5}), (5, {2, 4}), (6, {1})])


def test_bold_nested_numbered_choices_are_the_answers_with_select_all_questions(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _TIGHT, "t.md")
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[3], [2], [0, 1], [4], [1, 3], [0]]
    assert rows[0][1][3] == "option 4 of 1"   # the bold taken off


_DETAILS = "# 1장\n\n" + "\n".join(
    f"### {n}. 질문 {n}?\n\n- ① 가{n}\n- ② 나{n}\n- ③ 다{n}\n- ④ 라{n}\n\n<details><summary>정답 보기</summary>\n\n"
    f"**정답 {'①②③④'[a]}**  ·  1장 사진의 역사  ·  분야: 사진사  ·  문항번호: S1-00{n}\n\n설명 {n}.\n\n</details>\n"
    for n, a in [(1, 1), (2, 2), (3, 0)])


def test_a_circled_answer_after_the_answer_word_with_no_colon_is_read(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _DETAILS, "t.md")
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[1], [2], [0]]
    assert rows[0][1] == ["가1", "나1", "다1", "라1"]
    assert deck.questions[0].explanation == "설명 1."
    assert not any("no answer" in s for s in said)


_OPENING = "\n\n".join(
    f"{n} {letter} {points}\nP: Pytanie numer {n}?\nO: A: Alfa {n} B: Beta {n} C: Gamma {n} D: Delta {n}"
    for n, letter, points in [(1, "C", 1), (2, "A", 2), (3, "D", 1), (4, "B", 3), (5, "A", 1)])


def test_a_records_opening_line_gives_its_answer(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _OPENING, "t.txt")
    rows = rows_of(deck)
    assert rows[0][1] == ["Alfa 1", "Beta 1", "Gamma 1", "Delta 1"]
    assert [r[2] for r in rows] == [[2], [0], [3], [1], [0]]
    assert not any("answer" in s and "none of" in s for s in said)


_INDENTED = (
    "Как подключить библиотеку?\n\t#include <lib.h>\n\t\t#include <lib>\n\t#include lib\n\t\n"
    "Что покажет код ниже?\nint a = 5;\ncout << a;\n\t\t5\n\t6\n\t0\n\t\n"
    "Сколько аргументов можно передать?\n\tДо 10\n\tНе более 50\n\t\tНеограниченное количество\n\t\n"
    "Где правильно указана переменная?\n\t\tchar sym = 'a';\n\tint num = \"1\";\n\tdone = true;\n\t\n"
    "Какой тип у числа 2.5?\n\tint\n\t\tdouble\n\tchar\n")


def test_a_choice_indented_deeper_than_its_siblings_is_the_answer(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _INDENTED, "t.txt")
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[1], [0], [2], [0], [1]]
    assert rows[1][0].startswith("Что покажет код ниже?") and "cout << a;" in rows[1][0]
    assert rows[1][1] == ["5", "6", "0"]
    assert any("indented lines" in s for s in said)   # the code lines moved into the question: said
