"""The layout reader (importers/layout.py): a bracketed marker that opens every question's line
(``- [?] **1. text**`` over ``  - [D] _B. right_``, note markers of a notes app) is the file's furniture, and the
question's own number and wrapping bold are not its text either (session 31's held-out
amir-kedis-git-wizards-branches-qb read every question as ``[?] **1. A branch is....**``, with no warning)."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read, rows_of

_TOPICS = ["a branch", "a merge", "a rebase", "a tag", "a remote"]


def _bank(marker: str) -> str:
    parts = ["## **Some Question bank**\n"]
    for n, topic in enumerate(_TOPICS, 1):
        parts.append(f"- {marker} **{n}. What is {topic} in git?**\n")
        for k, label in enumerate("ABCD"):
            text = f"{label}. answer {label.lower()} about {topic}"
            parts.append(f"  - [D] _{text}_" if k == n % 4 else f"  - [D] {text}")
        parts.append("")
    return "\n".join(parts)


def test_a_marker_opening_every_questions_line_is_no_text(tmp_path: Path) -> None:
    deck, diags = read(tmp_path, _bank("[?]"), "bank.md")
    assert rows_of(deck) == [(f"What is {t} in git?", [f"answer {x} about {t}" for x in "abcd"], [n % 4])
                             for n, t in enumerate(_TOPICS, 1)]
    assert [q.id for q in deck.questions] == ["q1", "q2", "q3", "q4", "q5"]
    assert not [d for d in diags.sorted() if d.severity == "error"]


def test_the_marker_taken_off_is_said(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, _bank("[!]"), "bank.md")
    assert deck.questions[0].text == "What is a branch in git?"
    assert "the mark '[!]' before the text of 5 questions" in deck.mended, deck.mended
