"""Import and `check` agree (importers/written.py): what `check` would refuse in the written quiz is said at
the source's line, and `import` exits 1 after writing; what `check` passes says nothing more.

Session 11's held-out READMEs imported with exit 0 and then failed `check` (a question of 16 choices, a
choice written twice, an answer naming a 13th choice).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.convert import import_sources


def _import(tmp_path: Path, text: str) -> tuple[list[str], int]:
    source = tmp_path / "quiz.md"
    source.write_text(text, encoding="utf-8")
    diags = Diagnostics()
    (done,) = import_sources([source], tmp_path / "out.yaml", "auto", False, diags)
    return [f"{d.pos.line}:{d.message}" for d in diags.sorted() if d.severity == "warning"], done.summary.attention


def _question(n: int, choices: int, answer: str) -> list[str]:
    return [f"{n}. Which one is number {n}?", *(f"- choice {n}.{k}" for k in range(choices)), f"Answer: {answer}", ""]


def test_a_question_of_more_choices_than_check_takes_is_said_at_its_line_and_needs_attention(tmp_path: Path):
    text = "\n".join([*_question(1, 4, "B"), *_question(2, 14, "C"), *_question(3, 4, "D"), *_question(4, 13, "A")])
    warnings, attention = _import(tmp_path, text)
    said = [w for w in warnings if "`check` refuses" in w]
    assert said == ["8:`check` refuses the written quiz here: question 'q2': has 14 choices; a question needs 2 to 12 "
                    "(and 1 more like it)"]
    assert attention == 2


def test_what_check_passes_is_not_said_and_a_missing_answer_is_the_readers_to_say(tmp_path: Path):
    text = "\n".join([*_question(1, 4, "B"), *_question(2, 3, "C"), "3. Which one has no answer?", "- A. x", "- B. y"])
    warnings, attention = _import(tmp_path, text)
    assert not [w for w in warnings if "`check`" in w]
    assert attention == 0
    assert [w for w in warnings if "answer" in w] == ["14:question 3: the source gives no answer"]


def test_an_image_that_cannot_be_read_needs_attention(tmp_path: Path):
    text = "1. Which one?\n![x](missing.png)\n- a\n- b\nAnswer: A\n\n2. Two?\n- c\n- d\nAnswer: B\n"
    warnings, attention = _import(tmp_path, text)
    assert [w for w in warnings if "cannot be read" in w] == [
        "2:image 'missing.png' cannot be read (No such file or directory); not copied"]
    assert attention == 1
