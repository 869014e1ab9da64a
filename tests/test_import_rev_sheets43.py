"""Session 43's review of the sheets branch: near-miss shapes of its rules, hand-written.

* ``<br>`` between labelled choices: breaks spelled unlike in one row are a quiz on the tags (their own text), not
  the row's separator; a single question, trailing spaces after a break: read;
* a sheet sideways told by its shape: a table of records under a header of long names (sentences alone, nothing
  asks, no points) reads so too: said at line 1 as unsure; a CRLF sheet with points reads as the LF one; a sheet of
  small-number choices with no points is not silently keyed; a closing ``[n]`` with spaces after it is still its
  points (and found in linear time);
* records split at spaces: a ``_`` beside a digit (``Soru_1?``) in five cells a line is still such a sheet, as before
  the branch.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.choiceseparators import row_texts
from quizdeck.importers.csvtable import table_delimiter
from quizdeck.importers.mdchoicerow import row
from quizdeck.importers.sidewaysshape import tail_points, untailed
from tests.conftest import read, read_said, rows_of
from tests.test_import_sheets43 import _SUMS, _sideways

# -- `<br>` between labelled choices ---------------------------------------------------------------------------------


def test_breaks_spelled_unlike_are_the_choices_own_text() -> None:
    """A quiz on the tags: ``Use <br>``, ``Use <br/>`` are choices, not a row apart by breaks."""
    assert row("a) Use <br> b) Use <br/> c) Use <hr>") == ["Use <br>", "Use <br/>", "Use <hr>"]
    assert row_texts(["Usa <br>", "Usa </br>", "Usa <p>"]) == ["Usa <br>", "Usa </br>", "Usa <p>"]
    assert row_texts(["uno <br>", "dos <br>", "tres"]) == ["uno", "dos", "tres"]   # alike: the separator


def test_breaks_spelled_alike_still_come_off_spaces_after_them_too() -> None:
    assert row_texts(["uno <br/>  \t", "dos <br/>", "tres <br/> "]) == ["uno", "dos", "tres"]
    assert row_texts(["x" + " " * 3000 + "y <br>", "z"]) == ["x" + " " * 3000 + "y", "z"]


def test_a_single_question_with_a_row_apart_by_breaks(tmp_path: Path) -> None:
    """The breaks come off; one bold choice alone proves no mark (as in a row apart by spaces): said, not guessed."""
    deck, said = read_said(tmp_path, "1. ¿Qué capa transmite bits?\n\na) Enlace <br> b) **Física** <br> c) Red\n",
                           "q.md")
    (_text, choices, answer), = rows_of(deck)
    assert [c.strip("*") for c in choices] == ["Enlace", "Física", "Red"], choices
    assert answer == [1] or any(":1:1:" in s and "no answer" in s for s in said), said


# -- a sheet sideways told by its shape -------------------------------------------------------------------------------

_HEAD = ["Full name of the applicant", "Date of birth of the applicant", "City where the applicant lives",
         "Phone number to call back", "Name of the previous school", "Language spoken at home now",
         "Year the applicant left school", "Name of the parent or tutor", "Email address for the notices"]
_RECORDS = [["Ann Smith", "1990-01-02", "Paris", "555-1234", "Lycee Hugo", "French", "2008", "Bob Smith", "a@x.org"],
            ["Carl Diaz", "1991-03-04", "Lyon", "555-9876", "Colegio Sol", "Spanish", "2009", "Eva Diaz", "c@y.org"],
            ["Dina Kay", "1989-05-06", "Nice", "555-4567", "Kay School", "English", "2007", "Tom Kay", "d@z.org"]]


def test_records_under_a_header_of_long_names_are_said_unsure_at_line_1(tmp_path: Path) -> None:
    """Nothing asks, no points: the shape and the header's sentences alone; if read sideways, said so at line 1."""
    text = "".join(",".join(r) + "\n" for r in [_HEAD, *_RECORDS])
    _deck, said = read_said(tmp_path, text, "applicants.csv")
    sideways = [s for s in said if "read sideways" in s]
    assert not sideways or any(":1:1:" in s and "shape alone" in s for s in sideways), said


def test_a_crlf_sheet_with_points_reads_as_the_lf_one(tmp_path: Path) -> None:
    text = _sideways(_SUMS)
    lf, _ = read_said(tmp_path, text, "lf.csv")
    crlf, said = read_said(tmp_path, text.replace("\n", "\r\n"), "crlf.csv")
    assert rows_of(crlf) == rows_of(lf), rows_of(crlf)
    assert any(":1:1:" in s and "points, not a key" in s for s in said), said


def test_small_number_choices_without_points_are_not_silently_keyed(tmp_path: Path) -> None:
    """A last row of choices 0..3 looks like a key by number: never read so without a word."""
    counts = [("Cuantas patas tiene un perro", "4 2 6 3"), ("Cuantos ojos tiene una persona", "2 1 3 0"),
              ("Cuantas ruedas tiene una bici", "2 3 4 1"), ("Cuantas alas tiene un pato", "2 4 0 1"),
              ("Cuantos dedos tiene una mano", "5 4 6 3"), ("Cuantas lunas tiene la tierra", "1 2 0 3"),
              ("Cuantos polos tiene un iman", "2 1 3 0"), ("Cuantos lados tiene un cuadrado", "4 3 5 2"),
              ("Cuantas caras tiene una moneda", "2 1 3 0"), ("Cuantas patas tiene una mesa", "4 3 2 1")]
    items = [(q, c.split()) for q, c in counts]
    deck, diags = read(tmp_path, _sideways(items, points=False), "exam.csv")
    said = [d.format() for d in diags.sorted()]
    assert not deck.questions or any(":1:1:" in s for s in said), said


def test_a_points_tail_with_spaces_after_it() -> None:
    assert tail_points("2+2 [1] \t ") == 1
    assert untailed("2+2 [1] \t ") == "2+2"
    assert tail_points("x" + " " * 5000 + "y (3)") == 3
    assert tail_points(" " * 5000) is None


# -- records split at spaces ---------------------------------------------------------------------------------------


def test_an_underscore_beside_a_digit_in_five_cells_is_still_a_spaced_sheet() -> None:
    assert table_delimiter("".join(f"Soru_{k}? 1933 1919 1923 C\n" for k in range(1, 8))) == " "
    assert table_delimiter("".join(f"{k}_soru? 1933 1919 1923 C\n" for k in range(1, 8))) == " "
