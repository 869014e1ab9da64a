"""Spreadsheets, wave 33 (csvheads33): a header row's names for the right and wrong answers in more languages
(``csvheadwords``), and its columns no name says the use of never dropped without a word (``csvunread``).

* ``,Otázka,Správná odpověď,Distraktor 1,Distraktor 2,Distraktor 3,Vysvětlivky`` (cs): the right answer's column
  is read first among the choices, the distractors after it, the explanation read; the unnamed category column is
  said not read (driftus);
* ``Kérdés;Helyes;HelytelenA;HelytelenB;HelytelenC`` (hu, kormonditamas), ``Domanda;Corretta;Errata1;Errata2``
  (it, pietrocampo), ``soru,dogru_cevap,yanlis_cevap,neden_yanlis`` (tr, damlasslan);
* a filled column named by no known name (``Info richtige Antwort``) is said not read, never dropped silently.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvheadwords import wrong_column
from tests.conftest import read_said, rows_of

_CAPITALS = [("France", "Paris", "Lyon", "Nice", "Lille"), ("Italy", "Rome", "Milan", "Turin", "Naples"),
             ("Spain", "Madrid", "Seville", "Bilbao", "Malaga"), ("Germany", "Berlin", "Munich", "Hamburg", "Bonn"),
             ("Austria", "Vienna", "Graz", "Linz", "Salzburg"), ("Poland", "Warsaw", "Krakow", "Gdansk", "Lodz")]


def test_wrong_columns_are_named_in_several_languages() -> None:
    for name in ("distraktor 1", "helytelen a", "errata1", "errata 2", "yanlis cevap", "risposta errata 3",
                 "yanlış cevap"):
        assert wrong_column(name), name
    for name in ("neden yanlis", "domanda", "helyes", "distraktor 1 2", "errata lunga"):
        assert not wrong_column(name), name


def test_a_czech_header_reads_its_right_answer_column_and_says_the_unnamed_one(tmp_path: Path) -> None:
    lines = [",Otázka,Správná odpověď,Distraktor 1,Distraktor 2,Distraktor 3,Vysvětlivky a poznámky"]
    lines += [f"Zeměpis,Jaké je hlavní město země {c}?,{a},{b},{d},{e},Hlavní město země {c} je {a}."
              for c, a, b, d, e in _CAPITALS]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "otazky.csv")
    assert rows_of(deck)[0] == ("Jaké je hlavní město země France?", ["Paris", "Lyon", "Nice", "Lille"], [0])
    assert all(q.answer == [0] for q in deck.questions) and len(deck.questions) == 6
    assert deck.questions[1].explanation == "Hlavní město země Italy je Rome."
    assert any("column 1 (no name)" in s and "not read" in s for s in said)


def test_a_hungarian_header_with_lettered_wrong_columns(tmp_path: Path) -> None:
    lines = ["Kérdés;Helyes;HelytelenA;HelytelenB;HelytelenC"]
    lines += [f"Mi {c} fővárosa?;{a};{b};{d};{e}" for c, a, b, d, e in _CAPITALS]
    deck, _ = read_said(tmp_path, "\n".join(lines) + "\n", "kerdesek.txt")
    assert rows_of(deck)[1] == ("Mi Italy fővárosa?", ["Rome", "Milan", "Turin", "Naples"], [0])


def test_an_italian_header_with_counted_wrong_columns(tmp_path: Path) -> None:
    lines = ["\ufeffDomanda;Corretta;Errata1;Errata2"]
    lines += [f"\"Quale città di {c}\nè la capitale di {c}?\";{a};{b};{d}" for c, a, b, d, _ in _CAPITALS]
    deck, _ = read_said(tmp_path, "\r\n".join(lines) + "\r\n", "domande.csv")
    assert len(deck.questions) == 6
    assert rows_of(deck)[2] == ("Quale città di Spain\nè la capitale di Spain?", ["Madrid", "Seville", "Bilbao"], [0])


def test_a_turkish_header_reads_its_last_column_as_the_explanation(tmp_path: Path) -> None:
    lines = ['"soru","dogru_cevap","yanlis_cevap","neden_yanlis"']
    lines += [f'"{c} ülkesinin başkenti nedir?","{a}","{b}","{b} {c} ülkesinin başkenti değildir."'
              for c, a, b, _, _ in _CAPITALS]
    deck, _ = read_said(tmp_path, "\n".join(lines) + "\n", "sorular.csv")
    assert rows_of(deck)[0] == ("France ülkesinin başkenti nedir?", ["Paris", "Lyon"], [0])
    assert deck.questions[0].explanation == "Lyon France ülkesinin başkenti değildir."


def test_a_filled_column_named_by_no_known_name_is_said_not_read(tmp_path: Path) -> None:
    lines = [";Frage;Richtige Antwort;Alternative 1;Alternative 2;Info richtige Antwort"]
    lines += [f"{k};Was ist die Hauptstadt von {c}?;{a};{b};{d};Die Hauptstadt von {c} ist {a}."
              for k, (c, a, b, d, _) in enumerate(_CAPITALS, 1)]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "berlin.csv")
    assert rows_of(deck)[0] == ("Was ist die Hauptstadt von France?", ["Paris", "Lyon", "Nice"], [0])
    assert any("6 ('Info richtige Antwort')" in s and "not read" in s for s in said)
