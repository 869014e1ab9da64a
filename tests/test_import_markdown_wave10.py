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
