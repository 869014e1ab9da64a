"""The "first choice is right" default, wave 36 (first36): excerpts written in the shape of the banks.

* a headerless sheet of questions and choices with no answer column whose choice cells carry labels a person wrote
  in order (``A) 1969;B) 1963``: cristianatienza27 python-sockets, its key in another file) gets no answers, said
  at line 1, never the first choice;
* the same sheet with bare values in its choice cells (a quiz app's data) keeps the default, said loudly.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_LABELLED = ("1; ¿En que año llegó el hombre a la Luna?;A) 1969;B) 1963;C) 1971;D) 1967;\n"
             "2; ¿Cual es el rio mas caudaloso del mundo?;A) Nilo;B) Amazonas;C) Tajo;D) Guadiana;\n"
             "3; ¿Quien pintó la Capilla Sixtina?;A) Van Gogh;B) Botero;C) Miguel Angel;D) Goya;\n"
             "4; ¿Cuantos lados tiene un hexágono?;A) 5;B) 6;C) 7;D) 8;\n"
             "5; ¿Que planeta es el mas grande?;A) Marte;B) Jupiter;C) Venus;D) Tierra;\n")

_BARE = _LABELLED.replace("A) ", "").replace("B) ", "").replace("C) ", "").replace("D) ", "")


def test_labelled_choices_without_answer_column_get_no_first_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LABELLED, "preguntas.txt")
    rows = rows_of(deck)
    assert len(rows) == 5, rows
    assert rows[0][1] == ["1969", "1963", "1971", "1967"], rows
    assert all(not answer for _, _, answer in rows), rows
    assert any("carry their own labels" in s for s in said), said
    assert not any("FIRST choice" in s for s in said), said


def test_bare_choices_without_answer_column_keep_the_said_default(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _BARE, "preguntas.txt")
    rows = rows_of(deck)
    assert len(rows) == 5, rows
    assert all(answer == [0] for _, _, answer in rows), rows
    assert any("FIRST choice" in s for s in said), said


def test_one_line_records_with_labelled_choices_get_no_first_choice(tmp_path: Path) -> None:
    sums = [("3 + 4 = ?", ["7", "6", "8", "9"]), ("9 - 5 = ?", ["4", "3", "5", "6"]),
            ("2 x 6 = ?", ["12", "10", "8", "14"]), ("8 + 1 = ?", ["9", "7", "10", "6"]),
            ("6 - 6 = ?", ["0", "1", "2", "6"]), ("5 + 5 = ?", ["10", "11", "9", "8"])]
    text = "\n".join(f"{q} | {', '.join(f'{chr(65 + k)}) {c}' for k, c in enumerate(cs))}" for q, cs in sums)
    deck, said = read_said(tmp_path, text, "soal.txt")
    rows = rows_of(deck)
    assert len(rows) == 6 and all(not answer for _, _, answer in rows), (rows, said)
    assert any("carry their own labels" in s for s in said), said
    assert not any("FIRST choice" in s for s in said), said
