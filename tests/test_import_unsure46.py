"""Session 46, the lead: a section of questions above the first one read, numbered like the read questions and
counting up, each with lines of its own under it (choices, an answer), is said to be in no question. The sanity
pass looked only between questions and after the last, so a first section in a shape no reading took (a real
bank's first unit, ``Q1.`` over ``1.Navy`` lists under a blank line) was dropped without a word."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_LOST = [("Which metal is liquid at room temperature", ["Iron", "Mercury", "Lead"], "Ans. 2"),
         ("Main use of a compass", ["Cooking", "Finding north", "Counting"], "Ans: 2"),
         ("Which gas do plants take in", ["Carbon dioxide", "Helium", "Neon"], "ans. 1"),
         ("Largest ocean on Earth", ["Atlantic", "Indian", "Pacific"], "Ans. Pacific")]
_READ = [("What is the capital of France?", ["Rome", "Paris", "Madrid", "Berlin"], "B"),
         ("How many legs has a spider?", ["Six", "Eight", "Ten", "Twelve"], "B"),
         ("Which planet is red?", ["Venus", "Mars", "Jupiter", "Saturn"], "B")]


def _page(lost_first: bool = True) -> str:
    """A first unit in ``Qn.`` over indented ``1.x`` lists, then a second one in ``Qn.`` over ``A)`` choices."""
    out = ["# Notes", "", "## Unit 1", ""]
    for n, (text, choices, answer) in enumerate(_LOST, 1):
        out += [f"Q{n}. {text}", "", *[f"    {i}.{c}" for i, c in enumerate(choices, 1)], "", answer, ""]
    out += ["Unit 2", ""]
    for n, (text, choices, answer) in enumerate(_READ, 1):
        out += [f"Q{n}. {text}", "", *[f"    {'ABCD'[i]}) {c}" for i, c in enumerate(choices)], "",
                f"Answer: {answer}", ""]
    return "\n".join(out) + "\n"


def _toc() -> str:
    """A numbered table of contents, one line an entry, above questions numbered the same way."""
    out = ["# Quiz", "", *[f"{n}. Part {n} of the quiz" for n in range(1, 5)], ""]
    for n, (text, choices, answer) in enumerate(_READ, 1):
        out += [f"{n}. {text}", *[f"{'ABCD'[i]}) {c}" for i, c in enumerate(choices)], f"Answer: {answer}", ""]
    return "\n".join(out) + "\n"


def test_a_lost_first_section_numbered_like_the_questions_is_said_at_its_first_line(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _page(), "notes.md")
    starts = [r[0] for r in rows_of(deck)]
    lost = [m for m in said if "above the first question" in m]
    if any(s.startswith("Which metal") for s in starts):      # a reader that takes the first unit needs no word
        assert not lost
        return
    assert len(lost) == 1 and "notes.md:5:1" in lost[0] and "numbered like the questions (1 to " in lost[0]


def test_a_table_of_contents_above_the_questions_is_not_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _toc(), "quiz.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [1], [1]]
    assert not [m for m in said if "above the first question" in m]


def test_two_numbered_lines_above_are_not_enough(tmp_path: Path) -> None:
    page = _page().replace("Q3. Which gas", "Which gas").replace("Q4. Largest", "Largest")
    _, said = read_said(tmp_path, page, "notes.md")
    assert not [m for m in said if "above the first question" in m]
