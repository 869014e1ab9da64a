"""Session 45's review of the sheets branch: near-miss shapes of its rules, hand-written.

* a quote indented under a choice that heads boxes at its own indent (``  > Which port?`` over ``  - [x] 443``,
  after a blank line) is a question of its own, not the choice's note: read as before the branch (mended);
* a quote indented under a choice, the list going on left of it, is still the choice's (the bank's shape);
* CRLF lines keep a ``\\[`` alone on its line (LaTeX's display) as LF lines do;
* a sign glued before one choice of every row that no reading takes as a mark (``(``): the questions without
  answers are still said;
* a question that does not ask over a choice holding ``?,`` in a sheet that asks: moved, but said at the line;
* a first row of letters with an empty cell, or over a single row of letters, is read as before;
* a short row whose last cell is a long choice, no explanation: padded, but said at the line.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvletterheader import letters_header
from quizdeck.importers.mdnestedquotes import nested_quote
from tests.conftest import read_said, rows_of
from tests.test_import_sheets45 import _DISPLAY

# -- a quote indented under a choice -----------------------------------------------------------------------------------

_INDENTED_HEADS = """> Which port does HTTP use?
- [ ] 21
- [x] 80

  > Which port does HTTPS use?
  - [x] 443
  - [ ] 8080

  > Which port does SMTP use?
  - [x] 25
  - [ ] 8080
"""


def test_an_indented_quote_heading_its_own_boxes_is_a_question(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _INDENTED_HEADS, "quiz.md")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == ["Which port does HTTP use?", "Which port does HTTPS use?",
                                    "Which port does SMTP use?"], (rows, said)
    assert rows[0][1] == ["21", "80"] and rows[1][1] == ["443", "8080"], rows


def test_a_quote_heads_a_list_at_its_indent_only() -> None:
    lines = ["- [x] 80", "", "  > Which port?", "  - [x] 443", "- [x] Given $m$", "  > **Explain:** Otherwise.",
             "- [ ] other", "1. Which?", "  - [x] a", "    > note", "  - [ ] b"]
    assert not nested_quote(lines, 2)   # boxes at its own indent after it: a question's head
    assert nested_quote(lines, 5)       # the list goes on left of it: the choice's note
    assert nested_quote(lines, 9)       # under a nested choice, the list going on at the choice's indent


def test_crlf_lines_keep_a_display_opener(tmp_path: Path) -> None:
    lf, _ = read_said(tmp_path, _DISPLAY, "lf.md")
    crlf, _ = read_said(tmp_path, _DISPLAY.replace("\n", "\r\n"), "crlf.md")
    assert rows_of(crlf) == rows_of(lf), rows_of(crlf)
    assert "\n\\[\n" in crlf.questions[0].choices[0].text, crlf.questions[0].choices[0].text
    assert crlf.questions[0].choices[0].why is not None and "nothing changes" in crlf.questions[0].choices[0].why


# -- sheets ------------------------------------------------------------------------------------------------------------

_SIGNED = [
    "Which password is safe?;a plain word;your own name;{s}a long random string of signs;four digits;Mixed signs "
    "make a password hard to guess for anyone who tries.",
    "How is a computer shut down?;with the power button;{s}from the start menu;by pulling the plug;never;Programs "
    "work in the background and a forced stop can break what they write.",
    "Can links on odd pages be trusted?;yes, always;yes, most of them;{s}no, some are harmful;no, none;Most links "
    "are safe, yet it pays to be careful with unknown pages.",
    "Which technology joins a network without a cable?;Bluetooth pairing;{s}Wi-Fi;NFC;GPS;Wi-Fi links a device to "
    "the network by radio across a room.",
]


def test_a_sign_no_reading_takes_leaves_the_questions_unanswered_said(tmp_path: Path) -> None:
    text = "sep=;\nquestion;a;b;c;d;explanation\n" + "\n".join(r.replace("{s}", "(") for r in _SIGNED) + "\n"
    deck, said = read_said(tmp_path, text, "quiz.csv")
    assert all(q.answer is None for q in deck.questions), rows_of(deck)
    assert any("answer" in s and "warning" in s for s in said), said


def test_a_sign_a_reading_takes_answers_each_row_said(tmp_path: Path) -> None:
    text = "sep=;\nquestion;a;b;c;d;explanation\n" + "\n".join(r.replace("{s}", "$") for r in _SIGNED) + "\n"
    deck, said = read_said(tmp_path, text, "quiz.csv")
    assert [q.answer for q in deck.questions] == [[2], [1], [2], [1]], rows_of(deck)
    assert any("sign '$'" in s for s in said), said


_ASKING = "id,question,option1,option2,option3,option4,correct_answer_index\n" + "\n".join([
    *(f"{n},Which number follows {n} ?,{n + 1},{n + 2},{n + 3},{n + 4},0" for n in range(1, 10)),
    '10,Complete the line,"Who goes there ?, said he",Stand and unfold,Long live the king,Nay answer me,1',
]) + "\n"


def test_a_choice_holding_an_asking_sign_is_moved_only_said(tmp_path: Path) -> None:
    _deck, said = read_said(tmp_path, _ASKING, "quiz.csv")
    moved = [s for s in said if "moved back" in s]   # (a quoted line in a choice: the rule fires, but says so)
    assert len(moved) == 1 and ":11:1: warning: row 11" in moved[0], said


def test_a_letters_row_with_an_empty_cell_or_over_letters_is_no_header() -> None:
    below = [["Which river runs through Cairo", "Nile", "Amazon", "Danube", "Volga", "Nile"]] * 3
    assert letters_header(["A-B-C-D", "E", "F", "G", "H", "E"], below)
    assert not letters_header(["A-B-C-D", "E", "F", "G", "H", ""], below)   # an empty cell: not every cell
    assert not letters_header(["A-B-C-D", "E", "F", "G"], [["A", "B", "C", "D"]])   # letters below too
    assert not letters_header(["A-B-C-D", "E", "F", "G"], [])   # a single row


_SHORT_CHOICE = "sep=;\nquestion;a;b;c;d;explanation\n" + "\n".join([
    *(r.replace("{s}", "$") for r in _SIGNED),
    "Which shop is safe?;$a known one;any;one that is trusted by friends and has many good reviews online",
]) + "\n"


def test_a_short_row_whose_last_cell_may_be_a_choice_is_said(tmp_path: Path) -> None:
    _deck, said = read_said(tmp_path, _SHORT_CHOICE, "quiz.csv")
    assert any(":7:1: warning: row 6 has 4 cells" in s and "its explanation" in s for s in said), said
