"""True/false sheets without a header, wave 34 (tf34): session 33's held-out sheets that were refused.

* a headerless tab sheet: a statement, an image file's name or nothing, ``true``/``false``, an explanation: each row
  a true/false question, the statement the longest text before the answer column, the explanation the prose after
  it, the picture under the statement (kevincobain2000's licence test);
* a headerless comma sheet: a statement, ``BENAR``/``SALAH`` (a true/false pair of another language than English),
  an explanation opening with the verdict as the quiz shows it (``✅ BENAR: why``): the choices written so
  (hidayatrasyidsyafira);
* a row whose answer cell holds neither word of the pair is said at its line, written without an answer;
* two long texts before the answer column (a term, its definition): which one is judged is not told, not read so.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from tests.conftest import read_said, rows_of

_EN = [("When a bus stopped at a bus stop gives a signal, you must let it go first in every case.", "",
        "false", "You must not disturb it: give way unless it would be dangerous."),
       ("This road marking indicates No entry zone.", "sign-12.gif", "true", "Correct"),
       ("When the surface of the roads changes, the braking distance will also change.", "", "true", "Correct"),
       ("You may overtake on the left of a tram running in the middle of the road.", "", "false",
        "Pass a tram on its right, unless the rails are at the side of the road."),
       ("This sign indicates that motor vehicles may not enter the road beyond it.", "road sign 4.jpg", "false",
        "It indicates that no vehicles at all may enter."),
       ("Drivers must stop before a railroad crossing even when a gateman is there.", "", "true", "Correct")]

_ID = [("Stack bekerja dengan prinsip Last In First Out (LIFO).", "BENAR",
        "✅ BENAR: Data yang terakhir masuk akan menjadi yang pertama keluar."),
       ("Prinsip LIFO artinya data yang pertama masuk akan keluar terakhir.", "SALAH",
        "❌ SALAH: LIFO = yang terakhir masuk → pertama keluar."),
       ("Operasi Push berfungsi mengambil data dari bagian atas Stack.", "SALAH",
        "❌ SALAH: Push = menambahkan data ke atas. Pop = mengambil/menghapus."),
       ("Operasi Pop berfungsi menghapus data yang berada di posisi paling atas Stack.", "BENAR",
        "✅ BENAR: Pop mengambil dan menghapus data paling atas."),
       ("Peek (Top) berfungsi melihat data paling atas tanpa menghapusnya.", "BENAR",
        "✅ BENAR: Peek hanya membaca data, tidak mengubah isi Stack.")]


def _tsv(rows: Sequence[tuple[str, ...]]) -> str:
    return "\n".join("\t".join(r) for r in rows)


def _csv(rows: Sequence[tuple[str, ...]]) -> str:
    return "".join(",".join(f'"{c}"' for c in r) + "\n" for r in rows)


def test_a_headerless_tab_sheet_of_statements_with_pictures_and_explanations(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _tsv(_EN), "questions.tsv")
    rows = rows_of(deck)
    assert len(rows) == len(_EN), said
    assert rows[0] == (_EN[0][0], ["True", "False"], [1]), said
    assert rows[2] == (_EN[2][0], ["True", "False"], [0]), said
    assert deck.questions[0].explanation == _EN[0][3], said
    assert rows[1][0] == f"{_EN[1][0]}\n\n![](sign-12.gif)", said   # the picture under the statement
    assert rows[4][0] == f"{_EN[4][0]}\n\n![](road%20sign%204.jpg)", said   # a space in a link: escaped
    assert any("column 2 the picture" in s and "column 4 the explanation" in s for s in said), said


def test_a_true_false_pair_of_another_language_written_as_the_explanations_show_it(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _csv(_ID), "soal.csv")
    rows = rows_of(deck)
    assert len(rows) == len(_ID), said
    assert rows[0] == (_ID[0][0], ["BENAR", "SALAH"], [0]), said
    assert rows[1] == (_ID[1][0], ["BENAR", "SALAH"], [1]), said
    assert deck.questions[1].explanation == _ID[1][2], said


def test_the_pair_capitalised_when_nothing_shows_its_spelling(tmp_path: Path) -> None:
    rows = [(s, v.lower(), why.split(": ", 1)[1]) for s, v, why in _ID]
    deck, said = read_said(tmp_path, _csv(rows), "soal.csv")
    assert rows_of(deck)[2] == (_ID[2][0], ["Benar", "Salah"], [1]), said


def test_a_row_whose_answer_is_no_word_of_the_pair_is_said_at_its_line(tmp_path: Path) -> None:
    rows = [*_EN[:3], (_EN[3][0], "", "maybe", _EN[3][3]), *_EN[4:], *_EN[:4]]
    deck, said = read_said(tmp_path, _tsv(rows), "questions.tsv")
    assert len(deck.questions) == len(rows), said
    assert deck.questions[3].answer is None and [c.text for c in deck.questions[3].choices] == ["True", "False"]
    assert any(":4:" in s and "'maybe'" in s for s in said), said


def test_two_long_texts_before_the_answer_leave_the_statement_untold(tmp_path: Path) -> None:
    rows = [(f"A term that names thing number {k} here", s, v) for k, (s, _, v, _) in enumerate(_EN)]
    deck, said = read_said(tmp_path, _tsv(rows), "terms.tsv")
    statements = {s for _, s, _ in rows}   # no statement told apart from its term (the line reader keeps both)
    assert not any(q.text in statements for q in deck.questions), said
