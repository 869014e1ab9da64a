"""Sheets in the shapes session 21's dev banks came in, each read by what the sheet itself shows.

A column of machine ids (a database's keys, one shape in every row that no choice has) beside a header-less
sheet's question is neither a choice nor the question; an answer column that names the right choice's column by
its header's name (``alt2``) reads that column's choice.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

#: a small quiz in German: question, choices (the right one first, as a quiz app that shuffles them writes it)
QUIZ_DE = [
    ("Wie heißt die Hauptstadt von Österreich?", ["Wien", "Graz", "Linz", "Salzburg"]),
    ("Welcher Fluss fließt durch Köln?", ["Rhein", "Main", "Elbe", "Donau"]),
    ("Wie viele Bundesländer hat Deutschland?", ["Sechzehn", "Zwölf", "Zehn", "Vierzehn"]),
    ("Welcher Berg ist der höchste Deutschlands?", ["Zugspitze", "Watzmann", "Brocken", "Feldberg"]),
    ("In welcher Stadt steht das Brandenburger Tor?", ["Berlin", "Potsdam", "Hamburg", "Dresden"]),
    ("Welches Meer liegt nördlich von Hamburg?", ["Nordsee", "Mittelmeer", "Schwarzes Meer", "Adria"]),
]


def test_a_column_of_one_machine_id_is_no_choice(tmp_path: Path) -> None:
    rows = "".join(f"{q},64f1c2a9e3b7d5f0a1c2b3d4,{','.join(choices)}\n" for q, choices in QUIZ_DE)
    deck, said = read_said(tmp_path, rows)
    assert rows_of(deck) == [(q, choices, [0]) for q, choices in QUIZ_DE]
    assert any("columns 3–6 the choices" in s and "column 2 not used" in s for s in said)


def test_a_column_of_machine_ids_each_row_its_own_is_the_id(tmp_path: Path) -> None:
    keys = [f"{k:02d}ab9f3c-77e1-4d2a-9c0b-5e6f7a8b9c{k:02d}" for k in range(len(QUIZ_DE))]
    rows = "".join(f"{q};{key};{';'.join(choices)}\n" for (q, choices), key in zip(QUIZ_DE, keys, strict=True))
    deck, said = read_said(tmp_path, rows)
    assert rows_of(deck) == [(q, choices, [0]) for q, choices in QUIZ_DE]
    assert [q.id for q in deck.questions] == keys
    assert any("column 2 the id" in s for s in said)


#: a small quiz in French: question, choices, the right one's place
QUIZ_FR = [
    ("Quelle est la capitale du Canada ?", ["Toronto", "Ottawa", "Montréal", "Québec"], 1),
    ("Combien de côtés a un hexagone ?", ["cinq", "six", "sept", "huit"], 1),
    ("Qui a peint La Joconde ?", ["Léonard de Vinci", "Monet", "Picasso", "Renoir"], 0),
    ("Quel gaz les plantes absorbent-elles ?", ["l'oxygène", "l'azote", "le dioxyde de carbone", "l'hélium"], 2),
    ("Quel est le plus long fleuve de France ?", ["la Seine", "le Rhône", "la Garonne", "la Loire"], 3),
]


def test_an_answer_naming_its_choice_s_column_by_the_header_reads_that_choice(tmp_path: Path) -> None:
    head = "n°;énoncé;bonne_rep;rep_1;rep_2;rep_3;rep_4\n"
    rows = "".join(f"{k};{q};rep_{right + 1};{';'.join(choices)}\n" for k, (q, choices, right) in enumerate(QUIZ_FR))
    deck, said = read_said(tmp_path, head + rows)
    assert rows_of(deck) == [(q, choices, [right]) for q, choices, right in QUIZ_FR]
    assert any("names the right choice by its column's name" in s for s in said)
