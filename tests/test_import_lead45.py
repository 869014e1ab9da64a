"""Session 45, the lead's read of the lines45 landing: a key opening one bullet of each question's choices
(linekinds ``keyed_bullets``) is read as the right choice's mark from the structure alone, so it is said at the
line. The words do not tell a right-answer key (``**Correct Answer:**``) from a review page's record of the learner's
pick (``**Your answer:**``): the learner must be told to check."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of


def _page(key: str) -> str:
    """Four questions under headings, three bullets each, one opened by ``key`` in a different place each time."""
    rows = [("Which planet is red?", ["Venus", "Mars", "Jupiter"], 1),
            ("Which is the largest planet?", ["Saturn", "Jupiter", "Mercury"], 0),
            ("Which planet has the brightest rings?", ["Earth", "Mars", "Saturn"], 2),
            ("Which planet is closest to the sun?", ["Venus", "Mercury", "Earth"], 1)]
    out = []
    for n, (text, choices, keyed) in enumerate(rows, 1):
        bullets = [f"- {key} {c}" if i == keyed else f"- {c}" for i, c in enumerate(choices)]
        out.append(f"### Question {n}\n**{text}**\n" + "\n".join(bullets) + "\n")
    return "# Review\n\n" + "\n".join(out)


def test_a_key_opening_one_bullet_a_question_is_read_as_the_mark_and_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _page("**Your answer:**"), "review.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [0], [2], [1]]
    assert rows_of(deck)[0][1] == ["Venus", "Mars", "Jupiter"]
    marks = [m for m in said if "opening one bullet of 4 questions' choices read as the right choice's mark" in m]
    assert len(marks) == 1 and "review.md:6:1" in marks[0] and "Your answer:" in marks[0]


def test_the_same_page_with_boxes_says_nothing_of_a_key(tmp_path: Path) -> None:
    boxed = _page("**Your answer:**").replace("- **Your answer:** ", "- [x] ").replace("\n- ", "\n- [ ] ") \
        .replace("- [ ] [x] ", "- [x] ")
    deck, said = read_said(tmp_path, boxed, "review.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [0], [2], [1]]
    assert not [m for m in said if "opening one bullet" in m]
