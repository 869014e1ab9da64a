"""Lines after the last question that ask or hold choices, read into no question, are said at their line
(sanity ``unused-after``): a part of the file of a kind no reader took (true/false, open questions) was lost with
only the summary's "lines not used" to tell (a run wrong without a warning, found after session 35's measurement)."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read

_QUIZ = "".join(f"{k}. Which planet is number {k}?\na) Venus\nb) Mars\nc) Jupiter\nAnswer: b\n\n" for k in range(1, 5))


def _said(tmp_path: Path, tail: str) -> list[str]:
    deck, diags = read(tmp_path, _QUIZ + tail, "quiz.txt")
    assert len(deck.questions) == 4, [d.format() for d in diags.sorted()]
    return [d.format() for d in diags.sorted()]


def test_questions_after_the_last_one_read_are_said(tmp_path: Path) -> None:
    said = _said(tmp_path, "# Short answer\n\n@sa 5) What do plants make food by?\n= Photosynthesis\n\n"
                           "@sa 6) How many sides does a hexagon have?\n= 6\n")
    assert any(":27:1:" in s and "after the last question" in s for s in said), said


def test_a_closing_list_of_references_is_not_said(tmp_path: Path) -> None:
    said = _said(tmp_path, "## References\n\n1. Sagan, Cosmos, 1980\n2. NASA fact sheets\n")
    assert not any("after the last question" in s for s in said), said
