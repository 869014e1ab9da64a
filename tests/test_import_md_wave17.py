"""Markdown shapes of session 17, each small and written for the test: questions written as a cycle of headings,
one per part; boxes, quotes, bare numbers."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import mdsections
from tests.test_import_markdown_shapes import imported


def _cycle(n: int, wrong: list[str], right: str, answer_title: str = "answer") -> str:
    return (f"### -- ask --\n\n#### -- words --\n\nWhat is {n}?\n\n#### -- wrong ones --\n\n"
            + "\n\n---\n\n".join(wrong) + f"\n\n#### -- {answer_title} --\n\n{right}\n\n")


def test_a_cycle_of_headings_with_wrong_ones_and_the_right_one(tmp_path: Path) -> None:
    text = "---\ntitle: Sections\n---\n\n# -- intro --\n\nPass with 2 of 3.\n\n## -- set --\n\n" + "".join(
        _cycle(n, [f"no {n}a", f"no {n}b", "```py\nx = 1\n```"], f"yes {n}") for n in range(1, 4))
    doc, result = imported(tmp_path, "bank.md", text)
    assert len(doc["questions"]) == 3, result.output
    first = doc["questions"][0]
    assert first["question"] == "What is 1?", result.output
    assert first["choices"] == ["no 1a", "no 1b", "```py\nx = 1\n```", "yes 1"]
    assert first["answer"] == "D"


def test_a_cycle_of_headings_whose_answer_counts_to_its_choice(tmp_path: Path) -> None:
    text = "".join(f"## -- words --\n\nWhat is {n}?\n\n## -- options --\n\nred\n\n### -- note --\n\nThink.\n\n"
                   f"---\n\ngreen\n\n---\n\nblue\n\n## -- solution --\n\n{n}\n\n" for n in (1, 2, 3))
    doc, result = imported(tmp_path, "bank.md", text)
    assert [q["answer"] for q in doc["questions"]] == ["A", "B", "C"], result.output
    assert doc["questions"][1]["choices"] == ["red", "green", "blue"]


def test_a_tick_with_spaces_inside_its_box_and_a_quote_around_the_question(tmp_path: Path) -> None:
    text = "".join(f"> {n} - Which one is {n}?  \n  [ ] one  \n  [ x ] two  \n  [ ] three\n\u200b\n"
                   for n in range(1, 4))
    doc, result = imported(tmp_path, "bank.md", text)
    assert [q["question"] for q in doc["questions"]] == [f"Which one is {n}?" for n in range(1, 4)], result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "B", "B"]
    assert doc["questions"][0]["choices"] == ["one", "two", "three"]


def test_a_number_alone_on_its_line_then_the_question_and_its_choices_as_paragraphs(tmp_path: Path) -> None:
    text = "# Check\n\n" + "".join(f"{n}.\n\nWhich one is {n}?\n\nthe first\n\nthe second\n\nthe third\n\n"
                                   for n in range(1, 5)) + "Answer every question first.\n"
    doc, result = imported(tmp_path, "bank.md", text)
    assert [q["question"] for q in doc["questions"]] == [f"Which one is {n}?" for n in range(1, 5)], result.output
    assert doc["questions"][3]["choices"] == ["the first", "the second", "the third"]


def test_sections_that_repeat_around_questions_the_reader_reads_are_no_cycle() -> None:
    part = ("## Part {n}\n\n### Goals\n- know {n}\n- do {n}\n\n### Questions\n\n**Question {n}:** Which is {n}?\n\n"
            "  A) one\n  B) two\n\n**Correct Answer:** B\n\n### Activities\n- plan {n}\n- meet {n}\n\n"
            "### Discussion\n- why {n}?\n- how {n}?\n\n---\n\n")
    text = "# Course\n\n" + "".join(part.format(n=n) for n in (1, 2, 3))
    # a list ("Discussion") is several items, not one answer: no part of one item follows the choices
    assert mdsections.rewritten(text.split("\n")) is None
