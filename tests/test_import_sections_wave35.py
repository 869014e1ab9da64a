"""A section's title between two groups of questions (``LEVEL 2``) is not the explanation of the question before
it: it comes off, said once, and names its section's questions by a tag (sharedexplanations.take_section_titles).
Found on evertonsouza353's bank by keys35: 9 explanations wrong with no warning."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read


def _level() -> str:
    return "".join(f"{k}. Japans → Nederlands\n   {word}\n   A. hond\n   B. kat ✔\n   C. vis\n\n"
                   for k, word in enumerate(["ねこ", "いぬ", "みず"], start=1))


def _bank(titles: list[str]) -> str:
    out = [titles[0], ""]
    for title in [*titles[1:], None]:
        out += [_level().rstrip("\n"), ""]
        if title is not None:
            out += [title, ""]
    return "\n".join(out) + "\n"


def test_section_titles_are_no_explanations_and_tag_their_sections(tmp_path: Path) -> None:
    deck, diags = read(tmp_path, _bank(["LEVEL 1", "LEVEL 2", "LEVEL 3"]), "quiz.md")
    said = [d.format() for d in diags.sorted()]
    assert len(deck.questions) == 9, said
    assert all(q.explanation is None for q in deck.questions), [q.explanation for q in deck.questions]
    assert [q.tags for q in deck.questions[2:4]] == [["LEVEL-1"], ["LEVEL-2"]], [q.tags for q in deck.questions]
    assert deck.questions[8].tags == ["LEVEL-3"]


def test_numbers_that_do_not_go_up_are_no_sections(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, _bank(["Intro", "Step 3", "Step 2"]), "quiz.md")
    assert [q.explanation for q in deck.questions if q.explanation] == ["Step 3", "Step 2"], \
        [q.explanation for q in deck.questions]


def test_one_such_line_is_an_explanation(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, _bank(["Intro", "Chapter 2"]), "quiz.md")
    assert [q.explanation for q in deck.questions if q.explanation] == ["Chapter 2"]
