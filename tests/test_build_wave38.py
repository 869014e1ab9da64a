"""Session 38: a source's own slips that need no hand edit before a build.

* choices that repeat each other are an error only where the card would mark them differently (one is the
  answer, the other not); two same wrong choices (``C = D = ln(4)`` in a real bank) are a warning, and the
  deck builds;
* C0 control characters inside a line of text (``động cơ \\x1ddiesel``) are taken out on import, said at
  the first such line; a line of nothing but controls stays for the readers.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.importers.invisibles import without_controls
from tests.helpers import run, write

QUIZ = """deck: D
questions:
  - id: q1
    question: Which one?
    choices:
      - ln(4)
      - ln(2)
      - ln(4)
    answer: {answer}
    explanation: Because.
"""


@pytest.mark.parametrize("answer,fails", [("B", False), ("A", True), ("C", True), ("[A, C]", False)])
def test_repeated_choice_is_an_error_only_where_the_card_would_tell_them_apart(tmp_path: Path, answer: str,
                                                                               fails: bool) -> None:
    src = write(tmp_path / "q.yaml", QUIZ.format(answer=answer))
    result = run("check", src)
    assert "choice C 'ln(4)' repeats choice A 'ln(4)' (line 6)" in result.stderr
    assert result.exit_code == (1 if fails else 0), result.stderr
    said = "error:" if fails else "warning:"
    assert any(said in line and "repeats choice A" in line for line in result.stderr.splitlines()), result.stderr


def test_controls_inside_text_lines_go_and_are_named() -> None:
    text = "1. Which \x1ddiesel?\nA. one\x08\nB. two\n\x01\x01\n"
    got = without_controls(text)
    assert got is not None
    assert got[0] == "1. Which diesel?\nA. one\nB. two\n\x01\x01\n"
    assert got[1] == [1, 2]
    assert without_controls("plain\ttext\n") is None
    assert without_controls("\x01\x01\nonly controls\n") is None


def test_import_says_the_controls_it_took_out_and_the_quiz_checks(tmp_path: Path) -> None:
    src = tmp_path / "bank.csv"
    src.write_text("question,a,b,c,answer\nWhich engine is \x1ddiesel?,One,Two,Three,A\n"
                   "Which wheel?,Left,Right\x08,Both,B\n", encoding="utf-8")
    out = tmp_path / "bank.yaml"
    result = run("import", src, "-o", out)
    assert result.exit_code == 0, result.stderr
    assert "bank.csv:2:1: warning: control characters taken out of lines 2, 3" in result.stderr
    assert "\\x1d" not in out.read_text(encoding="utf-8") and "\x1d" not in out.read_text(encoding="utf-8")
    assert run("check", out).exit_code == 0
