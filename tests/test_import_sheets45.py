"""Session 45's sheets, excerpts hand-written in the shape of the banks (diagnosis-44).

* a short row of a sheet ``question;a;b;c;d;explanation`` whose right choice carries a glued sign (``$yes``): its
  last cell, unmarked prose as the other rows' last cells, is its explanation, padded before (said); a short row
  whose last cell is a short choice-like word, or a sheet whose last cells are no longer than its choices, is not;
* a first row of column letters (``A-B-C-D, E, F, G, H, E``) over rows of prose: a header, no question; a first
  row of letters over rows that hold letters is read as it was;
* a question cut at a comma of its own, its tail in one choice's cell (``"like at Lascaux ?,Cave art"``), in a
  sheet whose questions nearly all ask: moved back (said); in a sheet whose questions seldom ask, left;
* a quote that ends a choice's lines (``    > **Explain:** …`` after a formula's lines): the choice's note; a quote
  with text after it, or inside a fence, is not; a quote indented under an item is never a quoted question's head
  (``> Which port?`` at the margin still is); a choice's formula keeps its lines unindented and a ``\\[`` alone on
  its line (LaTeX's display, no escaped label: ``mdshown``).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvaskingtail import asking_sheet, tail_back
from quizdeck.importers.csvletterheader import letters_header
from quizdeck.importers.csvshortwhy import glued_sign, padded_before_last
from quizdeck.importers.mdnestedquotes import nested_quote
from tests.conftest import read_said, rows_of

# -- a short row, its explanation last --------------------------------------------------------------------------------

_ROWS = [
    "Which password is safe?;a plain word;your own name;$a long random string of signs;four digits;Mixed signs make "
    "a password hard to guess for anyone who tries.",
    "How is a computer shut down?;with the power button;$from the start menu;by pulling the plug;never;Programs "
    "work in the background and a forced stop can break what they write.",
    "Can links on odd pages be trusted?;yes, always;yes, most of them;$no, some are harmful;no, none;Most links "
    "are safe, yet it pays to be careful with unknown pages.",
    "Is shopping online safe?;$yes;no;When the shop is trusted, the goods that come are the ones that were "
    "ordered and paid.",
    "Which technology joins a network without a cable?;Bluetooth pairing;$Wi-Fi;NFC;GPS;Wi-Fi links a device to "
    "the network by radio across a room.",
]
_SHORT = "sep=;\nquestion;a;b;c;d;explanation\n" + "\n".join(_ROWS) + "\n"


def test_a_short_row_keeps_its_explanation_last(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _SHORT, "quiz.csv")
    rows = rows_of(deck)
    assert rows[3] == ("Is shopping online safe?", ["yes", "no"], [0]), rows
    assert deck.questions[3].explanation is not None and deck.questions[3].explanation.startswith("When the shop")
    assert any(":6:1: warning: row " in s and "has 4 cells where the other rows have 6: its last cell" in s
               for s in said), said
    assert not any("needs attention" in s or "written as the cells fall" in s for s in said), said
    assert not any("names the right answers" in s for s in said), said   # the sign answers every row


def test_a_sheet_without_its_sign_still_says_it_has_no_answers(tmp_path: Path) -> None:
    _deck, said = read_said(tmp_path, _SHORT.replace("$", ""), "quiz.csv")
    assert any(":2:1: warning: no column of the header row names the right answers" in s for s in said), said


def test_a_short_row_pads_before_its_last_cell_only_when_the_file_proves_it() -> None:
    full = [r.split(";") for r in _ROWS if r.count(";") == 5]
    short = _ROWS[3].split(";")
    assert glued_sign(full, 6, [1, 2, 3, 4]) == "$"
    marked = lambda text: text.startswith("$")   # noqa: E731
    assert padded_before_last(short, 6, [1, 2, 3, 4], 5, marked, full) == [*short[:3], "", "", short[3]]
    # near misses: the last cell a short word (a choice), or marked; the other rows' last cells as short as choices
    assert padded_before_last([*short[:3], "maybe"], 6, [1, 2, 3, 4], 5, marked, full) is None
    assert padded_before_last([short[0], "yes", "no", "$" + short[3]], 6, [1, 2, 3, 4], 5, marked, full) is None
    terse = [[*r[:5], "see notes"] for r in full]
    assert padded_before_last(short, 6, [1, 2, 3, 4], 5, marked, terse) is None
    # no explanation column last: nothing padded
    assert padded_before_last(short, 6, [1, 2, 3, 4, 5], 5, marked, full) is None


def test_a_short_row_of_a_sheet_without_explanations_is_still_said_as_before(tmp_path: Path) -> None:
    rows = [";".join(r.split(";")[:5]) for r in _ROWS if r.count(";") == 5]
    text = "question;a;b;c;d\n" + "\n".join(rows) + "\nIs shopping online safe?;$yes;no\n"
    _deck, said = read_said(tmp_path, text, "quiz.csv")
    assert not any("is its explanation" in s for s in said), said


# -- a first row of column letters -----------------------------------------------------------------------------------

_LETTERS = "A-B-C-D, E, F, G, H, E\n" + "\n".join([
    "Which river runs through Cairo, Nile, Amazon, Danube, Volga, Nile",
    "Which sea is called the Red Sea of old, Arabian Sea, Red Sea, Caspian Sea, Black Sea, Red Sea",
    "Who wrote the Canon of Medicine, Avicenna, Averroes, Al-Biruni, Al-Khwarizmi, Avicenna",
    "Which planet is the largest, Mars, Venus, Jupiter, Mercury, Jupiter",
    "Which metal is liquid at room heat, Iron, Mercury, Copper, Tin, Mercury",
]) + "\n"


def test_a_first_row_of_column_letters_is_a_header(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LETTERS, "quiz.csv")
    rows = rows_of(deck)
    assert len(rows) == 5, rows
    assert rows[0] == ("Which river runs through Cairo", ["Nile", "Amazon", "Danube", "Volga"], [0]), rows
    assert any(":1:1: warning: the first row names the columns" in s for s in said), said


def test_letters_over_rows_of_letters_are_no_header() -> None:
    below = [r.split(", ") for r in _LETTERS.splitlines()[1:]]
    assert letters_header(["A-B-C-D", "E", "F", "G", "H", "E"], below)
    assert not letters_header(["A-B-C-D", "E", "F", "G", "H", "E"], [*below, ["Which?", "x", "y", "z", "w", "B"]])
    assert not letters_header(["Which one", "A", "B", "C"], below)   # a question among the cells
    assert not letters_header(["A", "B"], below)   # too few cells to tell


# -- a question's tail in a choice's cell ------------------------------------------------------------------------------

_ASKING = "id,question,option1,option2,option3,option4,correct_answer_index\n" + "\n".join([
    "1,Which age saw the first cut stone tools ?,The Lower Palaeolithic,The Neolithic,The Mesolithic,The Bronze Age,0",
    "2,Which people is tied to the Mousterian ?,Neanderthals,Homo sapiens,Homo erectus,Homo habilis,0",
    '3,What are the drawings on the walls of caves called,"like at Lascaux ?,Cave art",Fresco,Mural,Engraving,0',
    "4,Which invention marks settled life ?,Pottery,Metal work,Farming,Sailing,2",
    '5,Which wall fell in 1989,Iron Curtain,Great Wall,Hadrian\'s Wall,"ending the cold war ?,The Berlin Wall",3',
    "6,Which river runs through Paris ?,The Seine,The Loire,The Rhone,The Garonne,0",
    "7,Who painted the Water Lilies ?,Monet,Manet,Degas,Renoir,0",
    "8,Which planet is the largest ?,Mars,Venus,Jupiter,Mercury,2",
    "9,Which metal is liquid at room heat ?,Iron,Mercury,Copper,Tin,1",
    "10,What is the capital of Spain ?,Madrid,Lisbon,Rome,Athens,0",
    *(f"{n},Which number follows {n} ?,{n + 1},{n + 2},{n + 3},{n + 4},0" for n in range(11, 21)),
]) + "\n"


def test_a_question_tail_in_a_choice_cell_is_moved_back(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ASKING, "quiz.csv")
    rows = rows_of(deck)
    assert rows[2] == ("What are the drawings on the walls of caves called, like at Lascaux ?",
                       ["Cave art", "Fresco", "Mural", "Engraving"], [0]), rows
    assert rows[4] == ("Which wall fell in 1989, ending the cold war ?",
                       ["Iron Curtain", "Great Wall", "Hadrian's Wall", "The Berlin Wall"], [3]), rows
    assert any(":4:1: warning: row 4: its question" in s and "moved back" in s for s in said), said
    assert sum(1 for s in said if "moved back" in s) == 2, said


def test_a_tail_moves_back_only_in_a_sheet_that_asks() -> None:
    assert tail_back("Which wall fell", "ending the cold war ?,The Berlin Wall", ",") == (
        "Which wall fell, ending the cold war ?", "The Berlin Wall")
    assert tail_back("Which wall fell ?", "ending ?,The Berlin Wall", ",") is None   # the question asks already
    assert tail_back("Which wall fell", "Is it ?, or not ?,x", ",") is None   # the sign twice
    assert tail_back("Which wall fell", "The Berlin Wall", ",") is None
    assert asking_sheet([f"Question {n} ?" for n in range(9)] + ["Name the wall"])
    assert not asking_sheet([f"Name item {n}" for n in range(6)] + ["Which ?"] * 3)


def test_a_sheet_of_statements_keeps_its_cells(tmp_path: Path) -> None:
    text = _ASKING.replace(" ?,", ",").replace(' ?",', '",').replace(',"like at Lascaux,Cave art"',
                                                                      ',"like at Lascaux ?,Cave art"')
    deck, said = read_said(tmp_path, text, "quiz.csv")
    assert not any("moved back" in s for s in said), said
    assert rows_of(deck)[2][1][0] == "like at Lascaux ?,Cave art", rows_of(deck)


# -- a quote under a choice ------------------------------------------------------------------------------------------

_NOTES = """# Week 6

### Q1.
Which map is one-way?

- [ ] $f(x) = x$
- [x] $f(x) = g^x \\bmod p$
  > **Explain:** Taking logs is hard.
- [ ] $f(x) = x + 1$

### Q2.
Which scheme is secure?

- [x] $(Gen, E', D')$ where
      $E'(k, m) = E(k, m)$
      and $D'(k, c) = D(k, c)$
    > **Explain:** Nothing changes, so the scheme stays secure.
- [ ] $(Gen, E', D')$ where
      $E'(k, m) = (E(k, m), m)$
    > **Explain:** The message is sent in the clear.

### Q3.
Which size is a safe key?

- [ ] 40 bits
- [x] 128 bits
  > **Explain:** Too many keys to try.
- [ ] 56 bits

> **Explain:** Key sizes grow with computing power.
"""


def test_a_quote_that_ends_a_choice_is_its_note(tmp_path: Path) -> None:
    deck, _said = read_said(tmp_path, _NOTES, "quiz.md")
    qs = deck.questions
    assert [len(q.choices) for q in qs] == [3, 2, 3], rows_of(deck)
    second = qs[1].choices
    assert second[0].text.splitlines()[0] == "$(Gen, E', D')$ where" and "Explain" not in second[0].text, second[0]
    assert second[0].why is not None and "stays secure" in second[0].why, second[0]
    assert second[1].why is not None and "in the clear" in second[1].why and "Explain" not in second[1].text
    assert qs[0].choices[1].why is not None and "logs" in qs[0].choices[1].why
    assert qs[0].text == "Which map is one-way?" and qs[2].text == "Which size is a safe key?", rows_of(deck)


def test_a_quote_inside_a_choice_before_its_text_is_no_note() -> None:
    from quizdeck.importers.mdchoicenotes import _note_start
    assert _note_start(["  $x$", "  > **Explain:** y"]) == 1
    assert _note_start(["  > a quoted line", "  and text after it"]) is None   # the quote does not end the choice
    assert _note_start(["  ```", "  > ls", "  ```"]) is None
    assert _note_start(["  ```sh", "  > prompt"]) is None   # inside a fence


def test_a_quote_indented_under_an_item_is_no_question_head() -> None:
    lines = ["- [x] Given $m$", "  > **Explain:** Otherwise.", "- [ ] other", "> Which one?", "- [ ] a",
             "1. item", "   > note", "   > more", "  > two spaces under three"]
    assert nested_quote(lines, 1)
    assert not nested_quote(lines, 3)   # at the margin: a quoted question
    assert nested_quote(lines, 6) and nested_quote(lines, 7)
    assert not nested_quote(lines, 8)   # left of the item's text column: not inside it
    assert not nested_quote(["Some paragraph", "  > quote"], 1)   # no item above


_QUOTED_HEADS = """> Which port does HTTP use?
- [ ] 21
- [x] 80
  > **Explain:** the web's port.
- [ ] 22
  > **Explain:** that is SSH.
- [ ] 25

> Which port does HTTPS use?
- [x] 443
  > **Explain:** TLS on top of HTTP.
- [ ] 8080
"""


def test_quoted_questions_keep_their_choices_notes(tmp_path: Path) -> None:
    deck, _said = read_said(tmp_path, _QUOTED_HEADS, "quiz.md")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == ["Which port does HTTP use?", "Which port does HTTPS use?"], rows
    assert rows[0][1] == ["21", "80", "22", "25"] and rows[1][1] == ["443", "8080"], rows
    assert deck.questions[0].choices[1].why is not None and "web's port" in deck.questions[0].choices[1].why


_DISPLAY = """### Q1.
Which tag scheme is secure?

- [x] \\( S'(k, m) = S(k, m) \\) and
      \\[
      V'(k, m, t) = V(k, m, t)
      \\]
  > **Explain:** nothing changes.
- [ ] \\( S'(k, m) = 0 \\)
  > **Explain:** a constant tag is forged at once.

### Q2.
Which key size is safe?

- [ ] 40 bits
- [x] 128 bits
"""


def test_a_choice_keeps_its_display_formula_and_loses_its_note(tmp_path: Path) -> None:
    deck, _said = read_said(tmp_path, _DISPLAY, "quiz.md")
    first = deck.questions[0].choices[0]
    # the formula's lines as a choice's lines are read (no indent), its ``\[`` kept: alone on its line, no label
    assert first.text == "\\( S'(k, m) = S(k, m) \\) and\n\\[\nV'(k, m, t) = V(k, m, t)\n\\]", first.text
    assert first.why is not None and "nothing changes" in first.why, first
