"""A second look at furniture38's rules, excerpts written in the shape of real files where each could fire wrongly
or silently:

* the run's next letter at another indent over the answer line is its last choice only when written as the run's
  choices are: not ``E.g. ...`` (an abbreviation) nor ``E. coli is ...`` (a sentence in lower case where every
  other choice starts with a capital);
* a line numbered like the questions right over the first one (``**Day 1 - Monday**``) is not the deck's name but
  the first question's heading (said);
* a web image alone on its line right over the first question is left out as the page's logo, said there (it may
  be that question's figure).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of


def _below_d(extra: str) -> str:
    out: list[str] = []
    for k in range(1, 5):
        out += [f"{k}. Which is a vector quantity number {k}?", "    A. Mass", "    B. Speed", "    C. Time",
                "    D. Velocity", extra, "Answer: D", ""]
    return "\n".join(out)


def test_abbreviation_below_last_choice_is_no_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _below_d("E.g. velocity has a direction."), "physics.txt")
    assert [r[1] for r in rows_of(deck)] == [["Mass", "Speed", "Time", "Velocity"]] * 4
    assert not any("another indent" in s for s in said)


def test_sentence_in_lower_case_below_last_choice_is_no_choice(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _below_d("E. coli is no vector at all."), "physics.txt")
    assert [r[1] for r in rows_of(deck)] == [["Mass", "Speed", "Time", "Velocity"]] * 4
    assert all((q.explanation or "").startswith("E. coli") for q in deck.questions)


def test_capitalised_choice_below_last_choice_still_kept(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _below_d("E. Momentum"), "physics.txt")
    assert [r[1] for r in rows_of(deck)] == [["Mass", "Speed", "Time", "Velocity", "Momentum"]] * 4
    assert any("another indent" in s for s in said)


def test_numbered_first_line_is_no_deck_name(tmp_path: Path) -> None:
    lines: list[str] = []
    for k in range(1, 6):
        lines += [f"**Day {k} - Monday**", "", f"1. Which lesson is on day {k}?", "A. Math", "B. Art", "Answer: A", ""]
    deck, said = read_said(tmp_path, "\n".join(lines), "schedule.md")
    assert "Day 1" not in (deck.name or "")
    assert len(deck.questions) == 5
    assert any(":1:1: warning: line 1 opens with a word and the number 1" in s for s in said)


def test_web_image_right_over_first_question_is_said(tmp_path: Path) -> None:
    text = "\n".join(["# Quiz", "", "![figure](https://example.org/q1.png)", "", "1. What does the figure show?",
                      "A. A cat", "B. A dog", "Answer: A", "", "2. What is 2 + 2?", "A. 4", "B. 5", "Answer: A"])
    deck, said = read_said(tmp_path, text, "figure.md")
    assert len(deck.questions) == 2
    assert any(":3:1: warning: line 3 is an image from the web alone" in s for s in said)


def test_web_logo_with_words_not_said(tmp_path: Path) -> None:
    text = "\n".join(["# Quiz", "", "![Logo](https://example.org/logo.png) - Expert Verified", "", "Some practice.", "",
                      "1. What is 3 + 3?", "A. 6", "B. 5", "Answer: A", "", "2. What is 2 + 2?", "A. 4", "B. 5",
                      "Answer: A"])
    deck, said = read_said(tmp_path, text, "logo.md")
    assert deck.description == "Some practice."
    assert not any("image from the web" in s for s in said)


def test_number_first_below_last_choice_still_kept(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _below_d("E. 1500 ft above ground"), "physics.txt")
    assert [r[1] for r in rows_of(deck)] == [["Mass", "Speed", "Time", "Velocity", "1500 ft above ground"]] * 4


def test_score_and_its_stop_come_off_the_text(tmp_path: Path) -> None:
    lines = ["# Quiz", ""]
    for k in range(1, 4):
        lines += [f"## Question {k} (2 points). What is {k} + {k}?", f"A. {2 * k}", f"B. {2 * k + 1}", "", "Answer: A",
                  ""]
    deck, _ = read_said(tmp_path, "\n".join(lines), "points.md")
    assert [q.text for q in deck.questions] == [f"What is {k} + {k}?" for k in range(1, 4)]
