"""Plain-text layouts of session 22, each small and written for the test."""

from __future__ import annotations

from pathlib import Path

from tests.test_import_markdown_shapes import imported

# -- records of one line ------------------------------------------------------------------------------------------

#: fields apart by a character written twice; a list's items by another; the answer by its text
_DOUBLED = """Wat is de hoofdstad van België?__Antwerpen::Brussel::Gent::Luik__Brussel
Hoeveel provincies heeft Nederland?__10::11::12::13__12
Welke rivier stroomt door Keulen?__Maas::Rijn::Schelde::Elbe__Rijn
Wie schilderde de Nachtwacht?__Vermeer::Rembrandt::Van Gogh::Mondriaan__Rembrandt
"""

#: the right choice marked by a word in braces glued before its text, fields apart by one character
_GLUED_MARK = """Apa ibu kota Indonesia?_Surabaya_{benar}Jakarta_Bandung_Medan
Berapa jumlah provinsi di Pulau Jawa?_{benar}Enam_Lima_Tujuh_Empat
Gunung tertinggi di Jawa?_Merapi_Bromo_{benar}Semeru_Slamet
Danau terbesar di Indonesia?_Maninjau_Singkarak_Poso_{benar}Toba
"""


def test_fields_apart_by_a_doubled_character(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "vragen.txt", _DOUBLED)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert [q["question"] for q in questions][0] == "Wat is de hoofdstad van België?"
    assert questions[3]["choices"] == ["Vermeer", "Rembrandt", "Van Gogh", "Mondriaan"]
    assert [q["answer"] for q in questions] == ["B", "C", "B", "B"]


def test_a_mark_glued_before_the_right_item_of_a_line_record(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "soal.txt", _GLUED_MARK)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert questions[0]["choices"] == ["Surabaya", "Jakarta", "Bandung", "Medan"]
    assert [q["answer"] for q in questions] == ["B", "A", "C", "D"]
