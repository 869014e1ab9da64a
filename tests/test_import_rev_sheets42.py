"""A second read of session 42's sheet rules: near-miss shapes each rule must not fire on, or must say.

* an answer column before the choices told by its texts: one value in every row (``Yes`` beside ``Yes``/``No``) is a
  flag, not a key; a single row proves nothing;
* a ``choices`` cell's own sign: a sign inside one choice (``Jean-Paul``) whose answers all name the first item is as
  true of the cell unsplit -- no proof;
* a spaced sign between fields: a sheet of two columns (one ``;`` a line) whose questions hold `` - `` thrice keeps
  its delimiter; CRLF line ends split as LF ones;
* a ragged tail of choices: a key at the tail's edge (a letter, a number, a choice's text) is an answer column, no
  choice;
* a question split over two rows: a next row opening with a mixed-case word (``mRNA``, ``pH``) is a question of its
  own; a single-question file or one in a script without small letters joins nothing.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvlistsign import list_sign
from quizdeck.importers.csvraggedtails import ragged_tail
from quizdeck.importers.csvspacedsigns import spaced_sign
from quizdeck.importers.csvsplitquestions import capitals_open, goes_on
from tests.conftest import read_said, rows_of

# -- an answer column before the choices ------------------------------------------------------------------------


def test_a_flag_column_before_the_choices_is_no_answer(tmp_path: Path) -> None:
    lines = ["Question,Reviewed,Choice1,Choice2"]
    lines += [f"Statement number {k} holds?,Yes,Yes,No" for k in range(1, 9)]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n")
    rows = rows_of(deck)
    assert len(rows) == 8 and all(r[2] in (None, []) for r in rows), rows
    assert not any("read as the answer" in s for s in said), said


def test_one_row_proves_no_answer_column_before_the_choices(tmp_path: Path) -> None:
    _deck, said = read_said(tmp_path, "Question,Note,C1,C2\nWhich city is the capital of France?,Paris,Paris,Lyon\n")
    assert not any("read as the answer" in s for s in said), said


def test_an_answer_column_before_the_choices_of_varied_texts_still_reads(tmp_path: Path) -> None:
    lines = ["Question,,C1,C2,C3"]
    lines += [f"Which word is number {k}?,w{k}{'abc'[k % 3]},w{k}a,w{k}b,w{k}c" for k in range(1, 9)]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n")
    assert [r[2] for r in rows_of(deck)] == [[k % 3] for k in range(1, 9)], rows_of(deck)
    assert any(":1:1:" in s and "read as the answer" in s for s in said), said


# -- a choices column's own sign ----------------------------------------------------------------------------------


def test_a_sign_inside_one_choice_answered_by_the_first_item_is_no_separator() -> None:
    cells = ["Jean-Paul", "well-known", "Saint-Denis", "x-ray", "co-op", "e-mail"]
    assert list_sign([(c, "1") for c in cells]) is None
    assert list_sign([(c, "A") for c in cells]) is None
    assert list_sign([("1990-2000", "0"), ("1980-1990", "0"), ("2000-2010", "0"), ("1970-1980", "0"),
                      ("1960-1970", "0")]) is None


def test_a_sign_the_answers_prove_past_the_first_item_still_splits() -> None:
    cells = ["a_b_c_d", "x_y", "p_q_r_s", "m_n", "e_f_g_h", "k_l"]
    got = list_sign(list(zip(cells, ["1", "1", "1", "1", "1", "2"], strict=True)))
    assert got is not None and got.sign == "_", got
    words = ["Platón_Aristóteles", "Cierto_Falso", "Roma_Atenas_Esparta", "Sí_No", "Agua_Fuego", "Sol_Luna"]
    texts = list_sign([(c, c.split("_")[0]) for c in words])   # first items, by their text: not the cell unsplit
    assert texts is not None and texts.sign == "_", texts


def test_empty_answer_cells_do_not_count_for_a_sign() -> None:
    pairs = [("a_b_c_d", "2"), ("x_y", ""), ("p_q_r_s", "3"), ("m_n", " "), ("e_f", "1")]
    assert list_sign(pairs) is None   # three rows give both: fewer than five


# -- a spaced sign between fields ---------------------------------------------------------------------------------


_TWO_COLUMNS = "\n".join(f"Mix {k} - stir - bake - serve {k}?;{'Yes' if k % 2 else 'No'}" for k in range(1, 8)) + "\n"


def test_a_two_column_sheet_whose_questions_hold_the_spaced_sign_keeps_its_delimiter(tmp_path: Path) -> None:
    assert spaced_sign(_TWO_COLUMNS) is None
    deck, said = read_said(tmp_path, _TWO_COLUMNS, "r.txt")
    assert not any("\t" in r[0] for r in rows_of(deck)), rows_of(deck)
    assert not any("with a space on each side" in s for s in said), said


def test_crlf_lines_split_at_a_spaced_sign_as_lf_ones() -> None:
    lf = "\n".join(f"Arte / 5 / Quem pintou o quadro {k}? / a{k} / b{k} / c{k}" for k in range(1, 8)) + "\n"
    crlf, plain = spaced_sign(lf.replace("\n", "\r\n")), spaced_sign(lf)
    assert crlf is not None and plain is not None and crlf[0].replace("\r\n", "\n") == plain[0], crlf


# -- a ragged tail of choices -------------------------------------------------------------------------------------

_KEYED = [["What is two and two?", "B", "3", "4", "5"], ["Capital of France?", "A", "Paris", "Lyon"],
          ["Largest planet?", "C", "Mars", "Venus", "Jupiter", "Earth"], ["Is water wet?", "A", "True", "False"],
          ["Colour of the sky?", "B", "Green", "Blue", "Red"], ["Smallest prime?", "A", "2", "3"]]


def test_a_key_column_after_the_question_is_no_ragged_tail() -> None:
    assert ragged_tail(_KEYED) is None


def test_a_key_column_at_the_rows_end_is_no_ragged_tail() -> None:
    assert ragged_tail([[r[0], *r[2:], r[1]] for r in _KEYED]) is None


def test_a_key_written_as_a_choice_text_is_no_ragged_tail() -> None:
    texts = [[r[0], r[2 + ord(r[1]) - ord("A")], *r[2:]] for r in _KEYED]   # the right choice's text, then them all
    assert ragged_tail(texts) is None


def test_a_ragged_tail_without_a_key_still_reads() -> None:
    rows = [[r[0], *r[2:]] for r in _KEYED]
    found = ragged_tail(rows)
    assert found is not None and found[1].question == 0 and found[1].first_right, found


# -- a question split over two rows -------------------------------------------------------------------------------


def _open_then(rest: str) -> str:
    lines = ["Question,Option A,Option B,Option C,Correct Answer"]
    lines += [f"{k}. What is item number {k}?,A{k},B{k},C{k},B{k}" for k in range(1, 8)]
    lines += ["8. Describe the role of messenger molecules,,,,", f"9. {rest},Nucleus,Ribosome,Golgi,Nucleus",
              "10. What comes last?,X,Y,Z,X"]
    return "\n".join(lines) + "\n"


def test_a_next_row_opening_with_a_mixed_case_word_is_a_question_of_its_own(tmp_path: Path) -> None:
    assert goes_on("Describe the role of messenger molecules", "9. mRNA is made where?") is None
    assert goes_on("Describe the role of messenger molecules", "pH of the cell?") is None
    deck, said = read_said(tmp_path, _open_then("mRNA is made where?"))
    assert any(r[0] == "mRNA is made where?" for r in rows_of(deck)), rows_of(deck)
    assert not any("split over two rows" in s for s in said), said


def test_a_next_row_of_small_letters_still_goes_on() -> None:
    assert goes_on("Which frequencies matter when designing", "28. aircraft structure?") == \
        "Which frequencies matter when designing aircraft structure?"


def test_one_question_or_a_script_without_small_letters_proves_no_split() -> None:
    assert not capitals_open(["What is the unit of force?"])
    assert goes_on("次の文を読んで答えなさい", "2. 航空機の構造は？") is None   # no small letters in the script
