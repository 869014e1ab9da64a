"""Markdown shapes read by what a file repeats (session 10): an answer block that opens with the answer in
bold and no answer word (``**B)** In a ...``, ``**Correct: C.** ...``), a bold field label that opens every
question's text (``**Scenario:**``). Each case is small and written for the test."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.mdanswers import leading_answer
from tests.test_import_markdown_shapes import imported

_BLOCK = "<details><summary>Answer</summary>\n\n{}\n</details>\n"


def _question(n: int, opening: str, label: str = "**Scenario:** ") -> str:
    return (f"## Question {n}\n{label}You deploy app {n}. What should you use?\n\n"
            "A) The first  \nB) The second  \nC) The third  \n\n" + _BLOCK.format(opening) + "\n---\n\n")


def test_the_answer_in_bold_opening_its_answer_block(tmp_path: Path) -> None:
    text = "# Check\n\n" + "".join(_question(n, opening) for n, opening in enumerate((
        "**B)** The second one, because it is.", "**Correct: C.** The third one.", "**A.**\n\nThe first.",
        "**B) The second** fits best."), start=1))
    doc, result = imported(tmp_path, "check.md", text)
    assert result.exit_code == 0, result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "C", "A", "B"]
    explanations = [q["explanation"] for q in doc["questions"]]
    assert explanations == ["The second one, because it is.", "The third one.", "The first.", "fits best."]
    # the shared label is the file's, not the text's
    assert doc["questions"][0]["question"] == "You deploy app 1. What should you use?"
    assert "the label '**Scenario:**' of 4 question texts" in result.output


def test_a_bold_opening_that_is_not_only_labels_is_no_answer(tmp_path: Path) -> None:
    choices = ["The first", "The second", "The third"]
    assert leading_answer("**B)** x", choices) == ([1], "x")
    assert leading_answer("- **Answer: A, C**", choices) == ([0, 2], "")
    assert leading_answer("**Because** the second", choices) is None     # a word, not a label
    assert leading_answer("**D)** past the choices", choices) is None
    assert leading_answer("**B) Something else** x", choices) is None    # a label and another choice's text
    assert leading_answer("B) not bold", choices) is None


def test_a_label_only_some_questions_open_with_stays(tmp_path: Path) -> None:
    text = "".join(_question(n, "**B)** y", label) for n, label in enumerate(("**Scenario:** ", "", "**Note:** "),
                                                                                 start=1))
    doc, result = imported(tmp_path, "some.md", text)
    assert result.exit_code == 0, result.output
    assert doc["questions"][0]["question"].startswith("**Scenario:** You deploy")
    assert doc["questions"][2]["question"].startswith("**Note:** You deploy")


def test_shortcode_marks_and_trailing_breaks(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "marks.md", "".join(
        f"### {n}. Which one is right?\n\n- Wrong\n- Right :white_check_mark:\n- Also wrong\n\n" for n in (1, 2, 3)))
    assert result.exit_code == 0, result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "B", "B"]
    assert doc["questions"][0]["choices"] == ["Wrong", "Right", "Also wrong"]
    doc, result = imported(tmp_path, "breaks.md", (
        "# Exam\n1. Which pillar is about recovery? <br>\nA. Security <br>\n**B. Reliability** <br>\nC. Cost <br>\n\n"
        "2. Which two are benefits? (Choose two.) <br>\n**A. Agility** <br>\nB. Discounts <br>\n"
        "**C. Resilience** <br>\n"
        "\n```html\nA. kept <br>\n```\n"))
    assert result.exit_code == 0, result.output
    assert doc["questions"][0]["choices"] == ["Security", "Reliability", "Cost"]
    assert [q["answer"] for q in doc["questions"]] == ["B", ["A", "C"]]
    assert "A. kept <br>" in doc["questions"][1]["explanation"]   # fenced code stays as it is


def test_a_numbered_heading_whose_question_goes_on_in_the_next_heading(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "split.md", (
        "## EC2\n\n### 1. Your company runs MySQL on EC2.\n\n### How can you scale it?\n\n- Add an ELB\n"
        "- A custom metric \u2705\n\n### 2. What is EC2?\n\n- A service \u2705\n- A region\n\n"
        "### 3. What is S3?\n\n- Storage \u2705\n- Compute\n"))
    assert result.exit_code == 0, result.output
    assert len(doc["questions"]) == 3
    assert doc["questions"][0]["question"] == "Your company runs MySQL on EC2.\n\nHow can you scale it?"
    assert [q["answer"] for q in doc["questions"]] == ["B", "A", "A"]


def test_lists_that_start_unlike_the_questions_and_have_no_answer_are_not_questions(tmp_path: Path) -> None:
    questions = "".join(f"### Question {n}\nWhat is {n}?\n\nA) one  \nB) two  \nC) three  \n\n" for n in range(1, 7))
    key = "## Answer Key\n\n" + "".join(f"**{n}. Answer: B** - two\n\n" for n in range(1, 7))
    text = ("# Test\n\n## Instructions\n\n- **Total:** 6\n- **Time:** 10 minutes\n\n" + questions + key
            + "## Scoring\n\nCount your score:\n- 6 right: ready\n- 4 right: nearly\n")
    doc, result = imported(tmp_path, "furniture.md", text)
    assert len(doc["questions"]) == 6
    assert all(q["answer"] == "B" for q in doc["questions"])
    # the score bands after the key: not a question without an answer, and said at their lines
    assert "lines 66\u201368 hold choice-like lines but are in no question" in result.output


def test_notes_on_each_choice_are_the_explanation(tmp_path: Path) -> None:
    text = "# Quiz\n\n" + "".join(
        f"## Q{n}. Which is right?\n\n_Hint: think._\n\n- **A.** one\n- **B.** two \u2705\n- **C.** three\n\n"
        "**Rationales:**\n- **A:** not one\n- **B:** two it is\n- **C:** not three\n\n---\n\n" for n in (1, 2, 3))
    doc, result = imported(tmp_path, "notes.md", text)
    assert result.exit_code == 0, result.output
    assert len(doc["questions"]) == 3
    assert doc["questions"][0]["choices"] == ["one", "two", "three"]
    assert [q["answer"] for q in doc["questions"]] == ["B", "B", "B"]
    assert doc["questions"][0]["explanation"].startswith("**Rationales:**\n- **A:** not one")
    # a list with another count of items is not notes on the choices: a question of its own
    doc, _result = imported(tmp_path, "other.md", text.replace("- **C:** not three\n", "", 1))
    assert len(doc["questions"]) == 4


def test_a_study_guide_before_its_questions_is_no_question(tmp_path: Path) -> None:
    notes = ("# Topic 4 Study Guide\n\n## Overview\n\n- **Domain:** clinical\n- **Time:** 12 hours\n\n"
             "### 1. Huntington disease\n\n- CAG repeats\n- anticipation\n\n### Key facts\n\n- [ ] read it\n"
             "- [ ] learn it\n\n")
    questions = "## Practice Questions\n\n" + "".join(
        f"### Question {n}.1\nWhich is {n}?\n\nA) one  \nB) two  \n\n<details><summary>Click for answer</summary>"
        "\n\n**Answer: B**\n</details>\n\n" for n in range(1, 6))
    doc, result = imported(tmp_path, "guide.md", notes + questions)
    assert len(doc["questions"]) == 5, result.output
    assert doc["questions"][0]["question"] == "Which is 1?"   # "1.1": a number by topic, not text
    assert all(q["answer"] == "B" for q in doc["questions"])
    assert "lines 15\u201316 before the first question" in result.output   # the checklist: said


def test_an_answer_key_table_with_more_columns(tmp_path: Path) -> None:
    questions = "".join(f"**{n}.** Which is {n}?\n\n- A. one\n- B. two\n- C. three\n- D. four\n\n---\n\n"
                        for n in range(1, 5))
    key = ("# Answer Key & Explanations\n\n| # | Answer | Why |\n|---|---|---|\n| 1 | **B** | Two it is. |\n"
           "| 2 | **A, C** | One and three. |\n| 3 | **Y, N, Y, N** | (a) yes, (b) no. |\n| 4 | D | |\n\n"
           "| Score | Verdict |\n|---|---|\n| 4 | ready |\n| 3 | nearly |\n")
    doc, result = imported(tmp_path, "key.md", "# Mock\n\n" + questions + key)
    assert result.exit_code == 0, result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", ["A", "C"], ["A", "C"], "D"]
    assert doc["questions"][0]["explanation"] == "Two it is."
    assert "explanation" not in doc["questions"][3]


def test_a_title_in_every_numbered_heading_is_not_the_text(tmp_path: Path) -> None:
    text = "".join(f"### Question {n} \u2014 {title}\n{stem}\n\n- A) one\n- B) two\n\n**Answer: B**\n\n"
                   for n, title, stem in ((1, "Multiple Choice", "What is one?"),
                                          (2, "Select All That Apply", "Which are two?"),
                                          (3, "Log Analytics Workspace", "What is three?")))
    doc, result = imported(tmp_path, "titled.md", text)
    assert [q["question"] for q in doc["questions"]] == ["What is one?", "Which are two?", "What is three?"]
    assert "the titles of 3 question headings (not their text)" in result.output
    # a heading that asks is the text, and the file's questions are then not titled
    doc, result = imported(tmp_path, "asks.md", text.replace("Multiple Choice", "Which is it?"))
    assert doc["questions"][0]["question"].startswith("Which is it?")


def test_an_answer_section_gives_the_answers_of_the_numbered_questions(tmp_path: Path) -> None:
    questions = "# Exam\n\n## Instructions\n\n- **Total:** 4\n- **Time:** 5 minutes\n\n" + "".join(
        f"### Question {n} \u2014 Multiple Choice\nWhich is {n}?\n\n- A) one\n- B) two\n- C) three\n\n"
        for n in range(1, 5))
    key = ("# ANSWER KEY\n\n## Section A\n\n**Q1:** B \u2014 two it is\n\n**Q2:** Correct answers:\n- [x] one\n"
           "- [ ] two\n- [x] three\n\n**3. Answer: C** - three\n\n**Q4:** 1. `row` 2. `stretch`\n")
    doc, result = imported(tmp_path, "exam.md", questions + key)
    assert len(doc["questions"]) == 4, result.output   # "**Q2:** Correct answers:" and its boxes: no question
    assert [q.get("answer") for q in doc["questions"]][0::2] == ["B", "C"]
    assert "question 1: the source gives no answer" not in result.output
    assert "question 4: the source gives no answer" in result.output   # not a label: said, not guessed
