"""Two fixes from the held-out 28 diagnosis (wave 28, last).

* a true/false sheet whose answer column holds the file's own words (``VERO``/``FALSO``, ``Vrai``/``Faux``) writes
  those words as the choices, capitalised (``Vero``/``Falso``); English sheets keep ``True``/``False``;
* a text file with a byte in the DOS code page 850 (``ü`` as 0x81, which no Windows code page of the fallback
  reads) is read by every reader, not only the CSV one, with a warning at the line and column of that byte.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

STATEMENTS = ["Il limite in autostrada è di 130 km/h", "Il casco non è obbligatorio in moto",
              "Il semaforo giallo vuol dire rallentare", "Si può sorpassare a destra sempre"]


def _sheet(true: str, false: str) -> str:
    verdicts = [true, false, true, false]
    return "\n".join(["id;domanda;risposta;immagine"] + [f"{k + 1};{s};{v};" for k, (s, v) in
                                                           enumerate(zip(STATEMENTS, verdicts, strict=True))])


def test_a_true_false_sheet_writes_its_own_words_as_the_choices(tmp_path: Path) -> None:
    for (true, false), pair in [(("VERO", "FALSO"), ["Vero", "Falso"]), (("Vrai", "Faux"), ["Vrai", "Faux"]),
                                (("VERDADERO", "FALSO"), ["Verdadero", "Falso"]),
                                (("wahr", "falsch"), ["Wahr", "Falsch"])]:
        deck, said = read_said(tmp_path, _sheet(true, false), "patente.csv")
        assert rows_of(deck) == [(s, pair, [k % 2]) for k, s in enumerate(STATEMENTS)], said


def test_an_english_true_false_sheet_keeps_true_and_false(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _sheet("TRUE", "FALSE"), "quiz.csv")
    assert rows_of(deck) == [(s, ["True", "False"], [k % 2]) for k, s in enumerate(STATEMENTS)], said


def test_a_dos_code_page_byte_in_a_text_file_is_read_and_warned_at_its_column(tmp_path: Path) -> None:
    lines = []
    for n, (stem, choices, key) in enumerate([
            ("Dunya_Saglik_Orgutu_2020_yilini_ne_yili_ilan_etti?", ["Doktorluk", "Hemsirelik", "Ebelik"], "B"),
            ("Hangisi_AB'den_ayrilan_\x81lkedir?", ["Ingiltere", "Fransa", "Almanya"], "A"),
            ("Turk_kadini_ilk_kez_ne_zaman_oy_kullandi?", ["1930", "1934", "1935"], "B")], start=1):
        lines += [f"{n} {stem}"] + [f" {c}" for c in choices] + [f" {key}"]
    data = "\r\n".join(lines).encode("latin-1")   # \x81 stays the one byte 0x81
    deck, said = read_said(tmp_path, data, "sorular.txt")   # type: ignore[arg-type]
    assert [q.answer for q in deck.questions] == [[1], [0], [1]], said
    assert "ülkedir" in deck.questions[1].text, said
    assert any(":6:26: warning: not UTF-8" in s and "code page 850" in s for s in said), said
