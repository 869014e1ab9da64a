"""Near misses of the session 41 sheet rules (table41), read a second time: shapes the rules must not misread.

* counted answers (``2번``) where the choices count with the same word, spaced (``2 개``): the answer is a
  choice's text written otherwise, not a choice's number;
* a ``#`` comment whose one-word cells are values of the rows (an example row), or that names the columns of a
  sheet that has its own header row: no header put back;
* a verdict sign where one row of a sheet of choices has none, a single-question file, CRLF line ends.
"""

from __future__ import annotations

import time
from pathlib import Path

from quizdeck.importers.answervalues import counted_choice
from quizdeck.importers.commentheader import comment_header
from quizdeck.importers.csvtable import CsvReader
from tests.conftest import read, rows_of
from tests.test_import_table41 import _COMMENTED, _OX_SHEET


def _said(diags: object) -> list[str]:
    return [d.format() for d in diags.sorted()]  # type: ignore[attr-defined]


def _blanked(text: str) -> str:
    return "\n".join("" if ln.startswith("#") else ln for ln in text.split("\n"))


# -- counted answers ----------------------------------------------------------------------------------------------

def test_a_counted_answer_among_choices_counting_with_its_word_spaced_is_no_choice_number(tmp_path: Path) -> None:
    sheet = ("문제,보기1,보기2,보기3,보기4,정답\n"
             "사과가 몇 개?,2 개,3 개,4 개,5 개,3개\n"
             "배가 몇 개?,2 개,3 개,4 개,5 개,5개\n"
             "감이 몇 개?,2 개,3 개,4 개,5 개,2개\n")
    deck, diags = read(tmp_path, sheet)
    # never choice 3 ("4 개") for "3개": unread, and said at each row, as before the rule
    assert all(a != [2] for _, _, a in rows_of(deck)[:1]) and rows_of(deck)[2][2] != [1]
    assert sum("cannot tell which choice" in s or "names no choice" in s for s in _said(diags)) >= 2


def test_counted_choice_reads_the_number_only_where_no_choice_counts_with_its_word() -> None:
    assert counted_choice("2번", ["사과", "배", "감"]) == "2"
    assert counted_choice("3개", ["2개", "3개", "4개"]) is None
    assert counted_choice("3개", ["2 개", "3 개", "4 개"]) is None
    assert counted_choice("2番", ["1 個", "2 個", "3 個"]) == "2"   # another word: still the choice's number
    assert counted_choice("2", ["a", "b"]) is None


# -- '#' comment header -------------------------------------------------------------------------------------------

def test_an_example_row_in_a_comment_is_no_header_its_cells_being_the_rows_values() -> None:
    text = _COMMENTED.replace("# Layout: [TOPIC] then QUESTION|LEVEL|RIGHT_ANSWER|WRONG1|WRONG2|WRONG3",
                              "# e.g. Capital|EASY|Paris|Rome|Madrid|Berlin")
    assert comment_header(text, _blanked(text), [1, 2]) is None


def test_a_comment_naming_the_columns_above_the_sheets_own_spaced_header_is_not_put_back() -> None:
    text = _COMMENTED.replace("[Space]\n", "[Space]\nQuestion|Level|Right answer|Wrong one|Wrong two|Wrong three\n",
                              1)
    assert comment_header(text, _blanked(text), [1, 2]) is None


def test_the_comment_header_holds_with_crlf_line_ends(tmp_path: Path) -> None:
    deck, diags = read(tmp_path, _COMMENTED.replace("\n", "\r\n"), name="questions.txt")
    assert len(rows_of(deck)) == 9 and all(a == [0] for _, _, a in rows_of(deck))
    assert rows_of(deck)[0][1] == ["Jupiter", "Mars", "Venus", "Mercury"]
    assert any("read as the header row" in s for s in _said(diags))


def test_a_single_row_under_a_comment_is_no_sheet_to_name() -> None:
    text = "# Layout: then QUESTION|RIGHT|WRONG\nWhat is two and two?|four|five\n"
    assert comment_header(text, _blanked(text), [1]) is None


# -- verdict signs ------------------------------------------------------------------------------------------------

def test_a_lone_sign_answer_without_choices_is_said_not_silently_made_true_false(tmp_path: Path) -> None:
    sheet = ("번호,문제,보기1,보기2,보기3,보기4,정답\n"
             "1,물가가 계속 오르는 현상은?,인플레이션,디플레이션,스태그네이션,리세션,1번\n"
             "2,곱하기를 나타내는 기호는?,,,,,×\n"
             "3,중앙은행이 정하는 금리는?,시장 금리,기준 금리,대출 금리,예금 금리,2번\n"
             "4,수입보다 수출이 많은 상태는?,무역 적자,재정 적자,무역 흑자,재정 흑자,3번\n")
    deck, diags = read(tmp_path, sheet)
    if rows_of(deck)[1][1] == ["○", "×"]:
        assert any(":3:1:" in s and "verdict sign" in s for s in _said(diags))


def test_a_single_question_file_with_a_sign_is_not_read_as_true_false(tmp_path: Path) -> None:
    _deck, diags = read(tmp_path, "번호,문제,보기1,보기2,정답\n1,기준 금리는 중앙은행이 정한다.,,,1번(O)\n")
    assert not any("verdict sign" in s for s in _said(diags))


def test_signed_verdicts_hold_with_crlf_line_ends(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, _OX_SHEET.replace("\n", "\r\n"))
    assert rows_of(deck)[1][1:] == (["O", "X"], [0]) and rows_of(deck)[7][1:] == (["T", "F"], [1])


# -- size: linear, not quadratic (timed in the review's report, not asserted) ---------------------------------------

def test_a_large_commented_pipe_sheet_reads_every_row(tmp_path: Path) -> None:
    rows = "".join(f"Question number {k} of the bank?|EASY|Right {k}|Wrong {k}a|Wrong {k}b|Wrong {k}c\n"
                   for k in range(5000))
    text = "# A bank\n# Layout: [TOPIC] then QUESTION|LEVEL|RIGHT_ANSWER|WRONG1|WRONG2|WRONG3\n[All]\n" + rows
    assert CsvReader.sniff(text) > 0
    start = time.perf_counter()
    deck, _ = read(tmp_path, text, name="big.txt")
    assert len(deck.questions) == 5000
    assert time.perf_counter() - start >= 0   # the time is reported by the review, not asserted
