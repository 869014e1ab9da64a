"""Shapes of real Markdown banks found in session 6's dev half (issue 17, point 1): questions written
in HTML inside a .md file, a question's fields (type, tags) above its text, a bold "Practice Question"
label and a "Suggested Answers" list that marks the right ones, the right choice in bold in a nested
ordered list, promotional sections of a checkbox bank, "A - text" labels, "多选 A、B" answers.
Each case is small and written for the test."""

from __future__ import annotations

from pathlib import Path

from tests.test_import_markdown_shapes import imported


def test_questions_written_in_html_read_as_the_markdown_they_stand_for(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "html.md", (
        "<h2>Linux exam</h2>\n\n<h3>Part 1</h3>\n\n<details> <summary> Part 1 (1-2) </summary>\n"
        "<p><strong>1) Which command shows the current folder?</strong><br>\nA) <code>whoami</code><br>\n"
        "B) <code>pwd</code><br>\nC) <code>path</code>\n</p>\n\n"
        "<p><strong>2) What does <code>&gt;&gt;</code> do?</strong><br>\nA) overwrites<br>\nB) appends\n</p>\n"
        "</details>\n\n<hr>\n\n<h3>3.</h3>\n<p>Which tool cleans data?</p>\n<p>\nA. DAX<br/>\nB. Power Query<br/>\n"
        "</p>\n"))
    assert result.exit_code == 0, result.output
    assert doc["deck"] == "Linux exam"
    assert [q["question"] for q in doc["questions"]] == [
        "Which command shows the current folder?", "What does `>>` do?", "Which tool cleans data?"]
    assert [q["choices"] for q in doc["questions"]] == [
        ["`whoami`", "`pwd`", "`path`"], ["overwrites", "appends"], ["DAX", "Power Query"]]
    # no answers given: said at each question, and the tags-only lines are accounted for
    assert result.output.count("the source gives no answer") == 3
    assert "lines not used" not in result.output


def test_a_questions_fields_above_its_text_are_not_its_text(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "fields.md", (
        "# Chapter 5\n\n## 第 1 题 🟢\n\n**类型：** 单选题  \n**标签：** 解析流程\n\n"
        "### 题目\n\n浏览器解析CSS的基本流程是？\n\n"
        "**选项：**\n- A. 下载\n- B. 解析\n\n**答案**：B\n\n"
        "## Question 2\n\n**Difficulty:** Easy\n**Topic:** DNS\n\nWhich port does DNS use?\n\n- A. 53\n- B. 80\n\n"
        "Answer: A\n\n"
        "## Question 3\n\n**Scenario:** a company moves to the cloud.\nWhich model fits?\n\n- A. IaaS\n- B. SaaS\n\n"
        "Answer: A\n"))
    assert result.exit_code == 0, result.output
    qs = doc["questions"]
    assert [q["question"] for q in qs] == [
        "浏览器解析CSS的基本流程是？", "Which port does DNS use?",
        "**Scenario:** a company moves to the cloud.\nWhich model fits?"]
    assert [q["answer"] for q in qs] == ["B", "A", "A"]


def test_practice_question_labels_and_suggested_answer_lists(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "cosmo.md", (
        "__Practice Question__\n\nWhat is the capital of France?\n\nA. London\nB. Paris\nC. Berlin\n\n"
        "__Suggested Answers__\n\n- A\n- B - Correct\n- C\n\n"
        "__Practice Question__\n\nThis one has two paragraphs.\n\n> A quote.\n\nWhich are colours?\n\n"
        "A. Red\nB. Blue\nC. Table\n\n__Suggested Answers__\n\n- A - Correct\n- B - Correct\n- C\n\n"
        "__Practice Question__\n\nWhich is even?\n\nA. 1\nB. 2\nC. 3\n\n**Correct answer**\n\n- B\n"))
    assert result.exit_code == 0, result.output
    qs = doc["questions"]
    assert qs[0]["question"] == "What is the capital of France?" and qs[0]["answer"] == "B"
    assert qs[1]["question"] == "This one has two paragraphs.\n\n> A quote.\n\nWhich are colours?"
    assert qs[1]["answer"] == ["A", "B"]
    assert qs[2]["answer"] == "B"
    assert "warning" not in result.output


def test_an_answer_list_that_marks_nothing_is_said(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "nomark.md", (
        "__Practice Question__\n\nWhich is even?\n\nA. 1\nB. 2\n\n__Suggested Answers__\n\n- A\n- B\n"))
    assert "marks none right" in result.output, result.output
    assert "answer" not in doc["questions"][0] or doc["questions"][0]["answer"] == "A, B"


def test_the_right_choice_in_bold_in_a_nested_ordered_list(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "bold.md", (
        "## 单项选择\n\n### 1-3\n\n1.   计算机程序设计员要掌握 D。\n     1.   A、新的系统设备\n     2.   B、新的环境\n"
        "     3.   C、新的模式\n     4.   **D、新的开发工具**\n\n\n"
        "2.   系统是一个 A。\n\n     1.   **A、外层依赖内层**\n     2.   B、内层依赖外层\n\n"
        "     ```\n     解析：x\n     ```\n\n"
        "3.   选择\n     1.   A、G\n     2.   B、H\n     3.   **C、E**\n"))
    assert result.exit_code == 0, result.output
    qs = doc["questions"]
    assert [q["choices"] for q in qs] == [["新的系统设备", "新的环境", "新的模式", "新的开发工具"],
                                          ["外层依赖内层", "内层依赖外层"], ["G", "H", "E"]]
    assert [q["answer"] for q in qs] == ["D", "A", "C"]     # "1. A、G", "2. B、H": choices, not an answer key


def test_a_mistyped_question_number_is_said_and_read(tmp_path: Path) -> None:
    body = "".join(f"{n}. Question {n}?\n   - A. x\n   - B. y\n\n   Answer: A\n\n" for n in (1, 2, 13, 4, 5))
    doc, result = imported(tmp_path, "numbers.md", body)
    assert result.exit_code == 0, result.output
    assert len(doc["questions"]) == 5
    assert "question 13 is numbered out of order (between 2 and 4)" in result.output


def test_promotional_sections_of_a_checkbox_bank_are_not_questions(tmp_path: Path) -> None:
    questions = "".join(f"### Which is number {n}?\n\n- [ ] {n + 1}\n- [x] {n}\n\n**[⬆ Back to Top](#contents)**\n\n"
                        for n in range(1, 13))
    doc, result = imported(tmp_path, "promo.md", (
        "# Practice Exam\n\n## ❣️ Support\n\nThere are many ways to support us:\n\n- ❤️ [shop](https://x.example),\n"
        "- 📖 [course](https://y.example),\n\n## Requirements\n\n- 🤩 Excitement to learn!\n- ✅ Nothing else.\n\n"
        "## Short and to the point\n\n1. Always happy to answer.\n2. Learn about topics, such as:\n   - DNS;\n"
        "   - TCP;\n3. 99 questions.\n\n## Questions\n\n" + questions))
    assert result.exit_code == 0, result.output
    assert [q["question"] for q in doc["questions"]] == [f"Which is number {n}?" for n in range(1, 13)]


def test_dash_labels_and_the_kind_said_before_the_answers(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "dash.md", (
        "1. Which are primes?\n\nA - 2\n\nB - 3\n\nC - 4\n\n**答案**：多选 A、B\n\n"
        "2. Which is odd?\n\nA - 2\nB - 3\n\nAnswer: B\n"))
    assert result.exit_code == 0, result.output
    assert [q["choices"] for q in doc["questions"]] == [["2", "3", "4"], ["2", "3"]]
    assert [q["answer"] for q in doc["questions"]] == [["A", "B"], "B"]


def test_unnumbered_stems_after_numbered_questions_and_a_key_in_parts(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "sat.md", (
        "SAT PRACTICE TEST\n\n**Question 1**\n\nThe drought lasted. It ended.\n\nThe passage suggests\n\n"
        "A) rain\nB) sun\nC) snow\nD) wind\n\n---\n\n**Question 2**\n\nThe author argues that\n\n"
        "A) one\nB) two\nC) three\nD) four\n\nThe drought lasted six months. [1] crops failed.\n\n"
        "A) However,\nB) Consequently,\nC) Nevertheless,\nD) Alternatively,\n\n"
        "Plastic harms marine life. [2] it lasts.\n\nA) Similarly,\nB) Conversely,\nC) Moreover,\nD) Instead,\n\n"
        "ANSWER KEY\n\nReading (1-2)\n\n1-B\n\n 2-C\n\nWriting (3-4)\n\n3-B\n\n4-C\n"))
    assert result.exit_code == 0, result.output
    qs = doc["questions"]
    assert [q["question"].splitlines()[-1] for q in qs] == [
        "The passage suggests", "The author argues that", "The drought lasted six months. [1] crops failed.",
        "Plastic harms marine life. [2] it lasts."]
    assert [q["answer"] for q in qs] == ["B", "C", "B", "C"]     # the key's second part goes on from the first
    assert "warning" not in result.output


def test_a_key_with_fewer_answers_than_unnumbered_questions_is_said(tmp_path: Path) -> None:
    body = "".join(f"Stem {n} says that\n\nA) x\nB) y\nC) z\n\n" for n in range(1, 5))
    doc, result = imported(tmp_path, "short.md", body + "ANSWER KEY\n\n1. A\n2. B\n3. C\n")
    assert "the answer key gives 3 answers for the 4 questions above it" in result.output, result.output
    assert [q.get("answer") for q in doc["questions"]] == ["A", "B", "C", None]


def test_choices_numbered_1_2_3_when_the_answer_names_a_number(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "numbers.md", (
        "1. Which port does HTTPS use?\n   a) 80\n   b) 443\n\n   **Answer: b**\n\n"
        "2. What does DNS stand for?\n\n   1) Domain Name System\n   2) Data Network Service\n\n   Answer: 1\n\n"
        "3. Which is a step?\n\n   - (1) boot\n   - (2) run\n\n   정답 : (2) it runs\n\n"
        "4. Which are even?\n   1) two\n   2) three\n   3) four\n\n   Answer: 1, 3\n\n"
        "Explanation of nothing:\n\n1. a numbered list\n2. in a text\n"))
    assert result.exit_code == 0, result.output
    qs = doc["questions"]
    assert [q["choices"] for q in qs] == [["80", "443"], ["Domain Name System", "Data Network Service"],
                                          ["boot", "run"], ["two", "three", "four"]]
    assert [q["answer"] for q in qs] == ["B", "A", "B", ["A", "C"]]
