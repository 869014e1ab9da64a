"""Bugs a review of session 27's importer changes found (session 27's reviewfix engineer).

Each input is a small synthetic file in the shape the review met: a fenced list in the text above the first
question (written as the deck's description), ...
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import saved


def test_a_list_line_in_the_description_does_not_crash_the_read_back(tmp_path: Path) -> None:
    # the description's "  - y" line was counted as a question's start: an error on the last question crashed
    quiz, said, status, _ = saved(tmp_path, b"Intro\n```\n- y\n```\n\n## Question 1\nWhat is it?\n- x\n", "q.md")
    assert status == 1, said
    assert [q["question"] for q in quiz["questions"]] == ["What is it?"]
    assert "q.md:6:1" in said
