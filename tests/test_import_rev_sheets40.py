"""Review of session 40's sheets (rev-sheets40): near-miss shapes for the branch's new rules, hand-written.

Each test is a shape the new rules might fire on where they should not, or miss where the rows prove them, and what
must come out: the right reading, or a warning at the line.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from quizdeck.importers.csvgluednames import glued_bases
from quizdeck.importers.csvtable import table_delimiter
from quizdeck.importers.csvtails import short_by_tails
from tests.conftest import read_said, rows_of

# --- a number glued on a header's name ------------------------------------------------------------------------


def test_a_numbered_series_is_no_exporters_glue(tmp_path: Path) -> None:
    """``feedback1``…``feedback3`` (one for each choice) count a series: the first is not the question's
    explanation; all three are said not read, as before the rule."""
    rows = "".join(f"Which is {k}?,a{k},b{k},c{k},A,fa{k},fb{k},fc{k}\n" for k in range(4))
    deck, said = read_said(tmp_path, "question,A,B,C,answer,feedback1,feedback2,feedback3\n" + rows)
    assert [q.explanation for q in deck.questions] == [None] * 4
    assert any("'feedback1'" in s and "not read" in s for s in said)
    assert glued_bases(["title2", "description4", "topic1", "topic2"]) == {0: "title", 1: "description"}


# --- several columns naming the answer ------------------------------------------------------------------------

_HEAD = "問題,選択肢1,選択肢2,選択肢3,正答,正答解析値,正答テキスト\n"
_ROWS = [("問1?", "馬", "牛", "豚", "7", "1,3", "馬,豚"), ("問2?", "犬", "猫", "鳥", "8", "2", "猫"),
         ("問3?", "赤", "青", "黄", "9", "3", "黄"), ("問4?", "春", "夏", "秋", "7", "1", "春")]


def _sheet(rows: Sequence[tuple[str, ...]], end: str = "\n") -> str:
    return _HEAD.replace("\n", end) + "".join(",".join(f'"{c}"' for c in r) + end for r in rows)


def test_an_exams_code_naming_no_choice_does_not_turn_the_sheet_over(tmp_path: Path) -> None:
    """The first answer column an exam's own code (7, 8, 9: no choice of three): the column the rows prove is
    picked before the header is judged not to fit, not the code read and its neighbours taken for choices."""
    for end in ("\n", "\r\n"):
        deck, said = read_said(tmp_path, _sheet(_ROWS, end))
        assert rows_of(deck) == [(r[0], list(r[1:4]), a) for r, a in zip(_ROWS, [[0, 2], [1], [2], [0]], strict=True)]
        assert any(":1:1: warning: columns '正答', '正答解析値', '正答テキスト' all name the answer: '正答解析値' read"
                   in s for s in said)


def test_one_question_proves_no_answer_column_and_says_so(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _sheet(_ROWS[:1]))
    assert len(deck.questions) == 1
    assert not any("all name the answer" in s for s in said)   # one row tells nothing
    assert any("'正答解析値'" in s and "not read" in s for s in said)


def test_an_answer_cell_that_is_a_choices_decimal_text_is_that_choice(tmp_path: Path) -> None:
    """``1,2`` as a right choice's own text (a decimal comma), not choices 1 and 2."""
    texts = ["1,2", "2,3", "3,4", "1,4"]
    rows = "".join(f"Wie viel ist {k},1 + 0,1?;{';'.join(texts)};{texts[k]}\n" for k in range(4))
    deck, _ = read_said(tmp_path, "question;a;b;c;d;answer\n" + rows)
    assert [q.answer for q in deck.questions] == [[0], [1], [2], [3]]


# --- CJK header words -----------------------------------------------------------------------------------------

def test_a_cjk_header_with_crlf_line_ends(tmp_path: Path) -> None:
    rows = [("ルーターの役割は？", "転送する", "供給する"), ("DNSは何を行うか？", "変換する", "表示する"),
            ("FWの役割は？", "制限する", "翻訳する")]
    text = "カテゴリ,問題,正答,誤答\r\n" + "".join(f"ネット,{q},{r},{w}\r\n" for q, r, w in rows)
    deck, _ = read_said(tmp_path, text)
    assert rows_of(deck) == [(q, [r, w], [0]) for q, r, w in rows]


def test_a_first_choices_remark_is_no_answer_where_a_column_gives_it(tmp_path: Path) -> None:
    rows = "".join(f"Q{k} is?,r{k},w{k},v{k},{'BC'[k % 2]}\n" for k in range(4))
    deck, said = read_said(tmp_path, "question,Option 1 (correct),Option 2,Option 3,answer\n" + rows)
    assert [q.answer for q in deck.questions] == [[1], [2], [1], [2]]
    assert not any("as its header's name says" in s for s in said)


# --- rows short by cells at their end -------------------------------------------------------------------------

def test_a_row_short_by_a_middle_cell_is_no_tail() -> None:
    """A row that left out its second wrong answer moves its type letter under the wrong answers' texts."""
    full = [[f"Which is {k}?", "right", "wrong one", "wrong two", "G", "pic.png"] for k in range(4)]
    rows = [["q", "r", "w1", "w2", "type", "res"], *full, ["Which?", "right", "wrong one", "G", "pic.png"]]
    assert not short_by_tails(rows, 3)


def test_prose_with_commas_is_no_sheet() -> None:
    text = ("Rome, Paris, Berlin, and Madrid, the capitals, are old, big, and famous\n"
            + "".join(f"{k}, the number, is small, round, and even, or odd, A, B\n" for k in range(4))
            + "We read, think, and ask, 2, x\n")
    assert table_delimiter(text) is None


# --- a choice's own column label ------------------------------------------------------------------------------

def test_own_labels_taken_off_are_said_at_the_first_row(tmp_path: Path) -> None:
    """``A. Lincoln`` under ``Option A`` in every row, the other columns bare: taken off, and said at line 2."""
    rows = "".join(f"Who {k}?,A. Lincoln {k},Obama,Biden,A\n" for k in range(4))
    deck, said = read_said(tmp_path, "question,Option A,Option B,Option C,answer\n" + rows)
    assert [q.choices[0].text for q in deck.questions] == [f"Lincoln {k}" for k in range(4)]
    assert any(":2:1: warning: 4 rows (lines 2, 3, 4, 5) open a choice with its own column's label" in s
               for s in said)
