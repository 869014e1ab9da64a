"""A second look at wave 36's true/false and CSV landings (review36a): shapes real files use where a new rule
could fire wrongly or silently, written small.

* one-line records ``Name: Bob  Value: true``: a one-word "question" names a thing and states nothing: no
  true/false question (verdictrecords.statement);
* one-line records that ask (``What does [] == false give?  Answer: true``) answered by a verdict's word, beside
  open records (``Answer: const``): read as true/false, but said at the line (the word may be a value).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_NAMES = """Name: Alice  Value: 12
Name: Bob  Value: true
Name: Carol  Value: false
Name: Dave  Value: 7
Name: Eve  Value: true
Name: Frank  Value: 3
"""


def test_records_naming_one_word_are_no_true_false_statements(tmp_path: Path) -> None:
    from quizdeck.core.diagnostics import Diagnostics
    from quizdeck.importers.convert import read_source

    path = tmp_path / "values.txt"
    path.write_text(_NAMES, encoding="utf-8")
    got = read_source(path, "auto", Diagnostics())   # None: "no questions found", this file is no quiz
    assert got is None or not any(text in ("Bob", "Carol", "Eve") for text, _, _ in rows_of(got[0]))


_VALUES = """Question: What does HTML stand for?  Answer: HyperText Markup Language
Question: What value does Boolean("x") return in JavaScript?  Answer: true
Question: Which keyword declares a constant?  Answer: const
Question: What does `0 == ""` evaluate to?  Answer: true
Question: What type is null in JS?  Answer: object
Question: What does `[] == false` give?  Answer: true
"""


def test_asking_records_answered_by_a_verdict_beside_open_ones_are_said(tmp_path: Path) -> None:
    _, said = read_said(tmp_path, _VALUES, "js.txt")
    assert any(":2:" in s and "asks" in s and "lines 4, 6" in s for s in said), said


_APOSTROPHES = ("question,A,B,C,answer\n"
                "'Twas the night before what?,'Christmas','Easter','Halloween',A\n"
                "Which decade had disco?,'70s,'90s,'60s,A\n"
                "Rock 'n' roll began in the,'50s','80s','90s',A\n"
                "Whose car is it?,'the Joneses','the Smiths','the Browns',A\n"
                "Pick one,'yes','no','maybe',A\n")


def test_apostrophes_opening_cells_of_a_single_quoted_sheet_are_said_at_their_rows(tmp_path: Path) -> None:
    # "'Twas" and "'70s" open a cell with an apostrophe: read as a quote, it joins cells (and rows 3 and 4)
    _, said = read_said(tmp_path, _APOSTROPHES)
    assert any(":2:" in s and "beside a `'`" in s for s in said), said
    assert any(":3:" in s and "beside a `'`" in s for s in said), said
    assert any(":1:" in s and "runs on into the next (lines 3-4)" in s for s in said), said


_LETTERS_HEADER = (",A,B,C,D,Answer\n"
                   "Which letter is a vowel?,A,B,C,D,A\n"
                   "Pick the first letter,A,B,C,D,\n"
                   "Which planet is red?,Mars,Venus,Earth,Jupiter,A\n"
                   "Which is biggest?,1,2,3,4,D\n")


def test_a_question_whose_choices_are_the_headers_letters_is_no_header_again(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LETTERS_HEADER)
    assert ("Pick the first letter", ["A", "B", "C", "D"], None) in rows_of(deck), said
    assert not any("header's names written again" in s for s in said), said
