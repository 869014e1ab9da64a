"""Lines (session 41, lines41): excerpts written in the shape of the banks, each with a near miss that must not fire.

* an exam transcript whose every question keeps a JSON record in a fence (``"answer": "B",``): the value is the
  scalar the quotes hold; a key naming one choice in every question (``"points": 1``) is never the answer line,
  said; a section in the questions' own heading shape without choices ends the question above it;
* choices written ``- a STOPPED`` (a letter, a space, the text) in runs the file repeats: labels;
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import questionheadings, spacedletters
from quizdeck.importers.quotedvalues import unquoted
from tests.conftest import read_said, rows_of

_EXAM = [("Which disk layout mirrors every block?", ["Mirroring", "Parity disk", "Rotating parity", "Striping"], "A"),
         ("Which layout keeps parity on one disk?", ["Mirroring", "Parity disk", "Rotating parity", "Striping"], "B"),
         ("Which layout rotates its parity?", ["Mirroring", "Parity disk", "Rotating parity", "Striping"], "C"),
         ("Which layout has no redundancy?", ["Mirroring", "Parity disk", "Rotating parity", "Striping"], "D"),
         ("What does a journal protect?", ["Metadata", "Only data", "Nothing", "The cache"], "A"),
         ("Which call opens a file?", ["read", "open", "close", "seek"], "B"),
         ("Which state waits for I/O?", ["Running", "Ready", "Blocked", "Zombie"], "C"),
         ("Which lock spins?", ["Mutex", "Semaphore", "Condition", "Spinlock"], "D"),
         ("What maps pages to frames?", ["Page table", "TLB miss", "Inode", "Bitmap"], "A")]


def _exam(answer: str = '"answer": "{a}",', extra: str = "", skip: bool = False, form: str = "{l}) {c}") -> str:
    out = ["# Final exam", ""]
    for n, (stem, choices, a) in enumerate(_EXAM, start=1):
        out += ["---", "", f"## Question {n} [1 point]", "", stem]
        out += [form.format(l="ABCD"[k], low="abcd"[k], c=c) for k, c in enumerate(choices)]
        out += ["", "```json", "{", f'  "problem_id": "{n}",', '  "points": 1,', '  "type": "ExactMatch",',
                f"  {answer.format(a=a)}", "}", "```", ""]
        if extra and n == 4:
            out += [extra]
        if skip and n == 4:
            out += ["## Question 99 [1 point] (skipped)", "", "Not scored.", "", "```json", "{",
                    '  "answer": "Twice. The layout is wrong."', "}", "```", ""]
    return "\n".join(out) + "\n"


def test_a_quoted_value_in_a_data_fence_is_the_scalar_it_holds(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _exam(), "exam.md")
    assert [q.answer for q in deck.questions] == [["ABCD".index(a)] for _, _, a in _EXAM], said
    assert not any("same choice" in s for s in said), said


def test_unquoted_takes_one_pair_of_quotes_and_a_comma_only() -> None:
    assert unquoted('"B",') == "B"
    assert unquoted("'A, C'") == "A, C"
    assert unquoted("\u201c2\u201d") == "2"
    assert unquoted('"a" or "b"') == '"a" or "b"'      # two quoted values: left as written
    assert unquoted('"B') == '"B'                      # no closing quote
    assert unquoted("don't") == "don't"


def test_a_key_naming_the_same_choice_everywhere_is_no_answer_line_and_is_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _exam(answer='"level": "easy",'), "exam.md")
    assert all(q.answer is None for q in deck.questions), rows_of(deck)
    assert any(":16:" in s and "same choice (A)" in s and "points" in s for s in said), said


def test_a_varied_key_still_wins_over_a_constant_one(tmp_path: Path) -> None:
    # near miss: the constant key is refused, the varied one read as before (nothing said of the constant one)
    deck, said = read_said(tmp_path, _exam(answer='"answer": "{a}"'), "exam.md")
    assert [q.answer for q in deck.questions] == [["ABCD".index(a)] for _, _, a in _EXAM]
    assert not any("same choice" in s for s in said), said


def test_a_section_in_the_question_heading_shape_ends_the_question_above(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _exam(skip=True), "exam.md")
    assert [q.answer for q in deck.questions] == [["ABCD".index(a)] for _, _, a in _EXAM], said


def test_section_ends_need_the_shared_shape() -> None:
    lines = ["## Question 1", "x", "## Answer", "B", "## Question 2", "y", "## Question 3", "z", "## Question 4", "w"]
    # "## Answer" is no heading in the questions' shape: question 1's section goes on over it
    assert questionheadings.section_ends(lines, [1, 5, 7, 9]) == {0: 4, 1: 6, 2: 8}
    fenced = ["## Question 1", "```", "## Question 9", "```", "## Question 2", "y", "## Question 3", "z"]
    assert questionheadings.section_ends(fenced, [1, 5, 7]) == {0: 4, 1: 6}
    assert questionheadings.section_ends(lines, [2, 4, 6]) == {}     # the questions open at no heading


def test_letters_with_a_space_alone_in_runs_are_labels(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _exam(form="- {low} {c}"), "exam.md")
    assert [c for _, c, _ in rows_of(deck)] == [c for _, c, _ in _EXAM], rows_of(deck)[:2]
    assert any("letter and a space" in s for s in said), said


def test_letters_with_a_space_alone_need_runs_in_order_in_three_places() -> None:
    said: list[str] = []

    def warn(at: int, text: str, hint: str) -> None:
        said.append(text)

    lines = ["Q1?", "- a STOPPED", "- b READY", "- c ACTIVE", "", "Q2?", "- a x", "- b y", "- c z"]
    assert spacedletters.rewritten(lines, [False] * len(lines), warn) is None     # two runs only
    prose = ["- a process runs", "- b tree is kept", "- c list is made"] * 3 + ["- a word opens this", "x"] * 3
    assert spacedletters.rewritten(prose, [False] * len(prose), warn) is None     # most "a" lines open no run
    three = [*lines, "", "Q3?", "- a p", "- b q", "- c r"]
    got = spacedletters.rewritten(three, [False] * len(three), warn)
    assert got is not None and got[1] == "- a. STOPPED" and got[0] == "Q1?"
    assert len(said) == 1
