"""More shapes of real Markdown banks (issue 17, point 1): paragraph checkboxes, choices without any
mark that an answer names by its text, answer lines with words before their letter, a lone question
whose text has several paragraphs. Each case here is small and written for the test."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from tests.helpers import run


def imported(tmp_path: Path, name: str, text: str) -> tuple[dict[str, Any], Any]:
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    out = tmp_path / "cards"
    result = run("import", source, "-o", out, "--force")
    dest = out / f"{source.stem}.yaml"
    doc = yaml.safe_load(dest.read_text(encoding="utf-8")) if dest.exists() else {}
    return doc, result


def test_checkboxes_that_start_paragraphs_are_choices(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "boxes.md", (
        "# Quiz\n\n## Question 01\n\nWhich command shows the history?\n\n"
        "[ ] git status\n\n[X] git log\n\n[ ] git add\n\n"
        "## Question 02\n\nWhich one sets a name?\n\n"
        "[ ] 1\n\n```bash\ngit name me\n```\n\n[x] 2\n\n```bash\ngit config user.name me\n```\n\n"
        "[ ] 3 Neither:\n\n```bash\ngit who\n```\n"))
    assert result.exit_code == 0, result.output
    first, second = doc["questions"]
    assert first["choices"] == ["git status", "git log", "git add"] and first["answer"] == "B"
    # "[ ] 1" and its code block below: the number is the choice's label, the code is the choice
    assert second["choices"] == ["```bash\ngit name me\n```", "```bash\ngit config user.name me\n```",
                                 "Neither:\n\n```bash\ngit who\n```"]
    assert second["answer"] == "B" and "explanation" not in second


def test_unmarked_lines_an_answer_names_by_text_are_choices(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "plain.md", (
        "## Part 1\n\n1) Which planet is largest?:\n\nMars.  \nJupiter.  \nVenus.  \n"
        "<span class=\"spoiler\">CORRECTA: Jupiter.</span>  \n<span class=\"spoiler\">Why: it is.</span>\n\n---\n\n"
        "2) Which colour has the sky?\n\nGreen.\n\nBlue.\n\nRed?\n\n<div class=\"spoiler\">\n\n"
        "**CORRECTA:** Blue.\n</div>\n\n"
        "## Part 2\n\n1) Which is a fruit?\n\nStone\n\nApple\n\n<p class=\"correcta\">CORRECTA: Apple</p>\n"))
    assert result.exit_code == 0, result.output
    qs = doc["questions"]
    assert [q["choices"] for q in qs] == [["Mars.", "Jupiter.", "Venus."], ["Green.", "Blue.", "Red?"],
                                          ["Stone", "Apple"]]
    assert [q["answer"] for q in qs] == ["B", "B", "B"]
    assert len({q["id"] for q in qs}) == 3     # numbers restart per section: ids stay apart


def test_unmarked_lines_stay_text_when_no_answer_names_one(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "prose.md", (
        "1) Which planet is largest?\n\nMars.\nJupiter.\nVenus.\nAnswer: Saturn\n"))
    assert result.exit_code == 1 and "no questions found" in result.output, result.output
    assert not doc


def test_answer_lines_with_words_before_their_letter(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "ar.md", (
        "1. ما الناتج؟\n\n- A: 1\n- B: 2\n\n<details><summary><b>الإجابة</b></summary>\n<p>\n\n"
        "الإجابة هي الخيار الثاني : B\n\n</p>\n</details>\n\n"
        "2. ما الناتج؟\n\n- A: 1\n- B: 2\n- C: 3\n\n<details><summary><b>الإجابة</b></summary>\n<p>\n\n"
        "الجواب هو الخيار الأول: A\n\nشرح\n\n</p>\n</details>\n"))
    assert result.exit_code == 0, result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "A"]


def test_one_question_whose_text_has_several_paragraphs(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "one.md", (
        "A robot faces north and must turn to face east.\n\nIt may turn only one way at a time.\n\n"
        "Which way is fastest?\n\n- [ ] left\n- [x] right\n"))
    assert result.exit_code == 0, result.output
    (q,) = doc["questions"]
    assert q["question"].startswith("A robot faces north") and q["question"].endswith("Which way is fastest?")
    assert "description" not in doc and q["answer"] == "B"
    # a short title above one question stays the deck's name
    doc, _ = imported(tmp_path, "titled.md", "Robots quiz\n\nWhich way is fastest?\n\n- [ ] left\n- [x] right\n")
    assert doc["deck"] == "Robots quiz" and doc["questions"][0]["question"] == "Which way is fastest?"


def test_icon_checkboxes_and_indented_front_matter(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "icons.md", (
        "---\n    layout: post\n    title: Rivers quiz\n---\n\n"
        "#### 1. Which river is longest?\n\n"
        "<i class='far fa-square'></i> &nbsp;&nbsp;Thames\n\n"
        "<i class='fas fa-check-square' style='color: blue;'></i> &nbsp;&nbsp;Nile\n\n"
        "<i class='far fa-square'></i> &nbsp;&nbsp;Seine\n<br />\n\n"
        "#### 2. Which rivers are in France?\n\n"
        "<i class=\"far fa-square-check\"></i> Loire\n\n<i class=\"far fa-square\"></i> Danube\n\n"
        "<i class=\"far fa-square-check\"></i> Rhone\n"))
    assert result.exit_code == 0, result.output
    assert doc["deck"] == "Rivers quiz"
    assert [q["choices"] for q in doc["questions"]] == [["Thames", "Nile", "Seine"], ["Loire", "Danube", "Rhone"]]
    assert [q["answer"] for q in doc["questions"]] == ["B", ["A", "C"]]


def test_right_choices_marked_by_a_letter_at_their_end(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "marks.md", (
        "# Which animals fly?\n- Eagles x\n- Cows\n- Bats x\n\n"
        "# Judge these statements:\n- Water is wet t\n- Fire is cold f\n- Ice is cold t\n\n"
        "# Which letter is a variable in y = 2x?\n- y\n- 2x\n\n"
        "# Which is a fruit?\n- Carrot\n- Apple x\n"))
    # (a lone x is a mark where the file's questions repeat it: two here, session 26; one alone is its text)
    qs = doc["questions"]
    assert [q["choices"] for q in qs[:2]] == [["Eagles", "Cows", "Bats"],
                                              ["Water is wet", "Fire is cold", "Ice is cold"]]
    assert [q.get("answer") for q in qs] == [["A", "C"], ["A", "C"], None, "B"]
    # no mark and no answer line: still said at the line
    assert "question 3: the source gives no answer" in result.output
    # a letter read as a mark is a guess: said at its question's line
    assert "marks.md:1:1: warning: question 1: the right choices read from the lone letter at the end of A, C" \
        in result.output
    assert "marks.md:6:1: warning: question 2: the right choices read from the lone letter at the end of A, B, C" \
        in result.output


def test_quoted_question_with_its_choices_and_a_bold_answer_below(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "quoted.md", (
        "<style>ol { list-style-type: upper-alpha; }</style>\n\n# Midterm\n\n"
        "## Problem 1\n\n> Which tag makes a link?\n>\n> 1.  a\n> 1.  b\n> 1.  p\n\n**A.** a\n\n"
        "## Problem 2\n\n> Which are block elements?\n>\n> 1.  div\n> 1.  p\n> 1.  span\n\n"
        "- **A.** div\n- **B.** p\n\n"
        "## Problem 3\n\n> Which is a heading?\n>\n> 1.  h1\n> 1.  hr\n\n**A.** h-one\n"))
    assert doc["deck"] == "Midterm"
    qs = doc["questions"]
    assert [q["question"] for q in qs] == ["Which tag makes a link?", "Which are block elements?",
                                           "Which is a heading?"]
    assert [q["choices"] for q in qs] == [["a", "b", "p"], ["div", "p", "span"], ["h1", "hr"]]
    assert [q["answer"] for q in qs] == ["A", ["A", "B"], "A"]
    # the letter is taken; that its text is not the choice's is said at its line
    assert "quoted.md:33:8: warning: the answer line names A but its text 'h-one'" in result.output


def test_chinese_question_headings_answer_and_explanation_words(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "zh.md", (
        "# 第 1 章 测验\n\n---\n\n## 第 1 题\n\n### 题目\n\n一加一等于几？\n\n- A. 1\n- B. 2\n\n"
        "<details>\n<summary>查看答案</summary>\n\n### ✅ 正确答案：B\n\n"
        "### 📖 解析\n\n因为一加一是二。\n\n</details>\n\n---\n\n"
        "## 第 2 题\n\n### 题目\n\n二加二等于几？\n\n- A. 4\n- B. 5\n\n"
        "<details>\n<summary>查看答案</summary>\n\n### ✅ 正确答案：A\n\n</details>\n"))
    assert result.exit_code == 0, result.output
    qs = doc["questions"]
    assert [q["id"] for q in qs] == ["q1", "q2"] and [q["answer"] for q in qs] == ["B", "A"]
    assert qs[0]["explanation"] == "因为一加一是二。"
