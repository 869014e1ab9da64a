"""Review of session 43's quote rules: near-miss shapes the branch did not test, each of which must not fire (or
must be said at its line): arrows that are notation, a sign that is a real choice before a key, a worded line ending
every coded record, a quotation's key-like line, a glued pair that is a choice's text, CRLF and a lone question.

Each input is hand-written; none is copied from a bank.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Pos
from quizdeck.importers.arrowglosses import take_arrow_glosses
from quizdeck.importers.codedids import uncoded
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.keyrows import row
from quizdeck.importers.linekinds import KEY, TEXT, one_line
from quizdeck.importers.signchoices import lone_signs
from tests.conftest import read_said, rows_of
from tests.test_import_quote43 import _course, _notes, _pool


def _deck(choices: list[list[str]]) -> ImportedDeck:
    deck = ImportedDeck("t", "t", "t.md")
    for n, cs in enumerate(choices, start=1):
        deck.questions.append(ImportedQuestion(Pos("x", n, 1), f"q{n}", [ImportedChoice(c) for c in cs], [0]))
    return deck


def _untouched(choices: list[list[str]]) -> None:
    deck = _deck(choices)
    take_arrow_glosses(deck)
    assert [[c.text for c in q.choices] for q in deck.questions] == choices
    assert all(c.why is None for q in deck.questions for c in q.choices) and not deck.mended


# -- arrowglosses ---------------------------------------------------------------------------------------------------

def test_type_signatures_beside_plain_types_are_no_glosses() -> None:   # a Haskell quiz: terms after the arrows
    _untouched([["Int -> Bool", "Int", "Bool", "Maybe Int"], ["String", "Char -> Bool", "Char", "Bool"]] * 3)


def test_implications_between_symbols_are_no_glosses() -> None:   # a logic quiz: p → q is a formula
    _untouched([["p → q", "q", "¬p", "p ∧ q"], ["r", "q ⇒ r", "¬r", "r ∨ q"]] * 3)


def test_an_arrow_inside_code_is_no_gloss() -> None:   # `map f -> list` in code is the choice's own text
    _untouched([["`a => a + 1` and more words", "`x`", "`y`"], ["`z`", "`f -> g` with some text", "`w`"]] * 3)


def test_prose_glosses_are_still_taken(tmp_path: Path) -> None:   # the rule kept: study notes' glosses
    deck, _ = read_said(tmp_path, _notes(), "notes.md")
    assert deck.questions[1].choices[1].why == "not this, it does other work"


def test_crlf_notes_take_glosses_and_keys(tmp_path: Path) -> None:   # CRLF: same reading as LF
    deck, _ = read_said(tmp_path, _notes().replace("\n", "\r\n"), "notes.md")
    assert [q.answer for q in deck.questions] == [[1], [0], [1], [2], [3]]
    assert deck.questions[1].choices[1].why == "not this, it does other work"


# -- lastchoicekeys: a sign before a key -----------------------------------------------------------------------------

def test_a_sign_that_is_a_choice_before_a_key_is_kept(tmp_path: Path) -> None:
    # keys behind a recurring "% " prefix, but one question's last choice "∞" holds its key on its own line: ∞ is a
    # choice (no other key stands behind it), not the answer line's prefix
    text = _notes(gloss=False, quote="% ").replace("`Edge cache`\n\n% Answer: `D`", "∞ Answer: `B`")
    assert "∞" in text
    deck, _ = read_said(tmp_path, text, "notes.md")
    rows = rows_of(deck)
    assert rows[4][1] == ["Vault", "Queue", "Table", "∞"] and rows[4][2] == [1], rows[4]


def test_sign_choices_before_their_keys_are_kept(tmp_path: Path) -> None:   # an operator quiz, keys on the last
    text = "\n".join(f"## {n}. Which operator {w}?\n\n±\n\n−\n\n×\n\n÷ Answer: {k}\n" for n, (w, k) in enumerate(
        [("adds", "A"), ("subtracts", "B"), ("multiplies", "C"), ("divides", "D"), ("negates", "B")], start=1))
    deck, _ = read_said(tmp_path, text, "ops.md")
    assert all(len(cs) == 4 and cs[-1] == "÷" for _, cs, _ in rows_of(deck)), rows_of(deck)


def test_a_single_question_with_a_prefixed_key(tmp_path: Path) -> None:   # one question: read right, or said
    text = _notes(gloss=False).split("## 2.")[0]
    deck, said = read_said(tmp_path, text, "one.md")
    rows = rows_of(deck)
    assert (len(rows) == 1 and rows[0][2] == [1] and len(rows[0][1]) == 4) or (not rows and said), (rows, said)


# -- codedids ---------------------------------------------------------------------------------------------------------

def test_a_worded_last_choice_alike_in_every_record_is_no_terminator() -> None:   # "None" ends each record
    lines = _pool(ending="None").split("\n")
    out = uncoded(lines, [False] * len(lines))
    assert out is not None and sum(1 for line in out if line == "None") == 5


def test_a_single_coded_record_is_no_header() -> None:   # one record: no repetition
    lines = _pool().split("\n")[:7]
    assert uncoded(lines, [False] * len(lines)) is None


def test_coded_headers_read_from_crlf_the_same(tmp_path: Path) -> None:   # CRLF: same keys, no terminator text
    deck, _ = read_said(tmp_path, _pool().replace("\n", "\r\n"), "pool.txt")
    assert [q.answer for q in deck.questions] == [[1], [2], [0], [1], [3]]
    assert all(q.explanation is None for q in deck.questions)


# -- linekinds, keyrows, signchoices ----------------------------------------------------------------------------------

def test_a_quoted_sentence_mentioning_an_answer_stays_text() -> None:   # "> Answer is ..." is prose
    assert one_line(1, "> Answer is in the text above").kind == TEXT
    assert one_line(1, "> > Answer: B").kind == KEY     # nested quote of a key: still the key's wrapping


def test_glued_pairs_in_a_question_are_no_key_row() -> None:   # "2D, 3D" is text; a lone "3D" is a word
    assert row("3D", 1) is None
    r = row("2D, 3D", 1)
    assert r is None or r.glued


def test_a_glued_pair_line_inside_a_question_answers_nothing(tmp_path: Path) -> None:
    text = ("1. Which has depth?\n\n2D, 3D\n\nA) 2D\nB) 3D\n\nAnswer: B\n\n"
            "2. Which is flat?\n\nA) 2D\nB) 3D\n\nAnswer: A\n")
    deck, _ = read_said(tmp_path, text, "dims.md")
    assert [a for _, _, a in rows_of(deck)] == [[1], [0]]


def test_a_question_of_signs_only_is_not_told() -> None:   # empty and sign cells: no tell
    assert lone_signs(["", ">", "text"]) == [] and lone_signs([">", "", ""]) == []


# -- keyrows.below (answerlines' hook): a key above the questions, of as many entries, other numbers -------------------

def test_a_glued_key_above_numbered_otherwise_answers_nothing(tmp_path: Path) -> None:   # the key of 21-32
    key = "    21B, 22C, 23A, 24D, 25A, 26A,\n    27B, 28C, 29A, 30D, 31A, 32A\n"
    deck, _ = read_said(tmp_path, _course(marked=set(), key=key), "test.md")
    assert all(a is None for _, _, a in rows_of(deck)), rows_of(deck)
