"""Choices of real question banks: when two are the same, and labels they carry themselves."""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.core.diagnostics import CHOICE_REPEATED, TOO_FEW_CHOICES, Diagnostics
from quizdeck.source.validate import read_deck
from tests.helpers import run, write

DISTINCT = [
    ("TRUE", "true"),                                  # JSON literals
    ("`declare -a`", "`declare -A`"),                  # bash: indexed vs associative array
    ("`grep -E`", "`grep -e`"),
    ("`onClick`", "`onclick`"),                        # React prop vs HTML attribute
    ("```\n[1 2 3]\n```", "```\n[1\n 2\n 3]\n```"),     # a row vector and a column vector
    ("```python\nif x:\n    y()\nz()\n```", "```python\nif x:\n    y()\n    z()\n```"),  # indentation is meaning
]


def _quiz(a: str, b: str) -> str:
    def block(text: str) -> str:
        return "|-\n" + "".join(f"          {line}\n" for line in text.split("\n"))
    return ("deck: D\nquestions:\n  - id: q\n    question: Which one?\n    choices:\n"
            f"      - {block(a)}      - {block(b)}      - neither\n    answer: A\n    explanation: E.\n")


@pytest.mark.parametrize("a,b", DISTINCT, ids=[f"{a}|{b}" for a, b in DISTINCT])
def test_distinct_choices_are_not_refused(tmp_path: Path, a: str, b: str):
    src = tmp_path / "q.yaml"
    src.write_text(_quiz(a, b), encoding="utf-8")
    result = run("check", src)
    assert result.exit_code == 0, result.stderr
    assert "repeats" not in result.stderr


@pytest.mark.parametrize("a,b", [("New York", "New   York"), ("`a  b`", "`a b`"), ("x\ny", "x y"),
                                 ("```\ncode\n```", "```\ncode   \n```")])
def test_the_same_choice_apart_from_spaces_is_refused_with_both_texts_and_lines(tmp_path: Path, a: str, b: str):
    src = tmp_path / "q.yaml"
    src.write_text(_quiz(a, b), encoding="utf-8")
    result = run("check", src)
    assert result.exit_code == 1
    second_line = 7 + a.count("\n") + 1
    expected = (f"q.yaml:{second_line}:9: error: question 'q': choice B {b!r} repeats choice A {a!r} (line 6)")
    assert expected in result.stderr, result.stderr


LABELLED = """\
deck: D
questions:
  - id: q
    question: Which one?
    choices:
      - A. first
      - "B: second"
      - (c) third
    answer: A
    explanation: E.
"""


def test_labelled_choices_are_warned_about_when_shuffled(tmp_path: Path):
    """Issue 13, defect 11: shuffled, badge A stood next to the text "C:"."""
    src = write(tmp_path / "q.yaml", LABELLED)
    result = run("check", src)
    assert result.exit_code == 0
    assert ("q.yaml:6:9: warning: question 'q': the choices carry their own labels ('A.', 'B:', '(c)'); "
            "shuffled, the card's letter A may stand next to a choice labelled otherwise") in result.stderr
    assert "remove the labels" in result.stderr
    assert run("check", "--strict", src).exit_code == 1


@pytest.mark.parametrize("change", [
    [("    answer: A\n", "    answer: A\n    shuffle: false\n")],      # the labels stay where they are
    [('"B: second"', "second"), ("(c) third", "third")],             # one label: a text that starts so
    [("A. first", "A.first"), ('"B: second"', '"Bob: second"'), ("(c) third", "c) third")],  # no labels
])
def test_no_warning_without_labels_or_shuffling(tmp_path: Path, change: list[tuple[str, str]]):
    text = LABELLED
    for old, new in change:
        text = text.replace(old, new)
    src = write(tmp_path / "q.yaml", text)
    result = run("check", src)
    assert result.exit_code == 0
    assert "carry their own labels" not in result.stderr, text


@pytest.mark.parametrize("choices,kind", [
    (["Paris", "Paris", "Rome"], CHOICE_REPEATED),
    (["Paris"], TOO_FEW_CHOICES),
    ([f"c{n}" for n in range(13)], None),
], ids=["repeated", "one", "thirteen"])
def test_choice_errors_name_their_kind_for_the_importers(tmp_path: Path, choices: list[str], kind: str | None):
    """``import`` leaves out a ``check`` error its second look said already (``importers/written.py``): it
    knows one by the error's kind, not by the wording of its message."""
    src = tmp_path / "q.yaml"
    src.write_text("deck: D\nquestions:\n  - id: q\n    question: Which one?\n    choices:\n"
                   + "".join(f"      - {c}\n" for c in choices) + "    answer: A\n", encoding="utf-8")
    found = Diagnostics()
    for reading in read_deck(src, found):
        for _ in reading:
            pass
        reading.end()
    assert len(found.errors) == 1
    assert found.errors[0].kind == kind
