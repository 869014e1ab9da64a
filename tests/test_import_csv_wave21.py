"""Sheets in the shapes session 21's dev banks came in, each read by what the sheet itself shows.

A column of machine ids (a database's keys, one shape in every row that no choice has) beside a header-less
sheet's question is neither a choice nor the question; an answer column that names the right choice's column by
its header's name (``alt2``) reads that column's choice; one choice of each row written in brackets (``[Paris]``,
``**Paris**``) is the right one when no column names it; a row whose cells too many are empty ones where its answer
should stand is read without them; a question cell holding the question before (numbered in turn, with its
labelled choices) gives both.
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


#: a small quiz in Polish: question, choices, the right one's place
QUIZ_PL = [
    ("Jaka jest stolica Polski?", ["Kraków", "Warszawa", "Gdańsk", "Poznań"], 1),
    ("Ile nóg ma pająk?", ["sześć", "osiem", "dziesięć", "cztery"], 1),
    ("Która rzeka płynie przez Kraków?", ["Wisła", "Odra", "Warta", "Bug"], 0),
    ("Kto napisał Pana Tadeusza?", ["Sienkiewicz", "Prus", "Mickiewicz", "Słowacki"], 2),
    ("Jaki kolor powstaje z niebieskiego i żółtego?", ["czerwony", "fioletowy", "brązowy", "zielony"], 3),
]


def _marked(choices: list[str], right: int, start: str, close: str) -> list[str]:
    return [f"{start}{c}{close}" if k == right else c for k, c in enumerate(choices)]


def test_a_header_without_answers_over_choices_marked_by_brackets_around_one_reads_it(tmp_path: Path) -> None:
    head = "Pytanie,Opcja A,Opcja B,Opcja C,Opcja D\n"
    rows = "".join(f"{q},{','.join(_marked(choices, right, '[', ']'))}\n" for q, choices, right in QUIZ_PL)
    deck, said = read_said(tmp_path, head + rows)
    assert rows_of(deck) == [(q, choices, [right]) for q, choices, right in QUIZ_PL]
    assert any("one choice of each row is marked ([…] around it)" in s for s in said)
    assert not any("gives no answer" in s for s in said)


def test_a_sheet_without_header_whose_right_choice_is_in_asterisks_reads_it(tmp_path: Path) -> None:
    rows = "".join(f"{q};{';'.join(_marked(choices, right, '**', '**'))}\n" for q, choices, right in QUIZ_PL)
    deck, said = read_said(tmp_path, rows)
    assert rows_of(deck) == [(q, choices, [right]) for q, choices, right in QUIZ_PL]
    assert any("the choice marked **…** around it is the right one" in s for s in said)


#: a small quiz in Spanish: question, choices, the right one's place
QUIZ_ES = [
    ("¿Cuál es la capital de Perú?", ["Lima", "Cusco", "Arequipa"], 0),
    ("¿Cuántos días tiene una semana?", ["cinco", "siete", "diez"], 1),
    ("¿Qué planeta es el más cercano al Sol?", ["Venus", "Marte", "Mercurio"], 2),
    ("¿De qué color es el cielo despejado?", ["verde", "azul", "rojo"], 1),
    ("¿Qué animal es un mamífero?", ["el delfín", "el tiburón", "la trucha"], 0),
]


def test_an_empty_cell_too_many_after_the_choices_puts_the_answer_where_the_others_stand(tmp_path: Path) -> None:
    head = "pregunta,opcion_a,opcion_b,opcion_c,opcion_d,respuesta_correcta,explicacion\n"
    rows = "".join(f"{q},{','.join(choices)},,{'' if k % 2 else ','}{choices[right]},porque sí\n"
                   for k, (q, choices, right) in enumerate(QUIZ_ES))
    deck, said = read_said(tmp_path, head + rows)
    assert rows_of(deck) == [(q, choices, [right]) for q, choices, right in QUIZ_ES]
    assert [q.explanation for q in deck.questions] == ["porque sí"] * len(QUIZ_ES)
    assert sum("1 empty cell too many after its choices" in s for s in said) == 3


def test_a_word_and_its_number_repeated_before_the_question_stays_its_tag(tmp_path: Path) -> None:
    quiz = [("Wat is de hoofdstad van België?", ["Brussel", "Gent", "Antwerpen", "Luik"], 0),
            ("Hoeveel poten heeft een spin?", ["zes", "acht", "tien", "vier"], 1),
            ("Welke kleur krijg je met rood en wit?", ["roze", "paars", "oranje", "bruin"], 0),
            ("Welke rivier stroomt door Keulen?", ["Maas", "Schelde", "Rijn", "Elbe"], 2),
            ("Wie schilderde De Nachtwacht?", ["Vermeer", "Van Gogh", "Hals", "Rembrandt"], 3)]
    rows = "".join(f"Gemengd_1;{q};{right + 1};{';'.join(choices)}\n" for q, choices, right in quiz)
    deck, said = read_said(tmp_path, rows)
    assert rows_of(deck) == [(q, choices, [right]) for q, choices, right in quiz]
    assert any("column 1 the tag" in s for s in said)


def test_a_question_cell_holding_the_question_before_with_its_choices_is_read_as_both(tmp_path: Path) -> None:
    head = "Domanda,Opzione A,Opzione B,Opzione C,Opzione D\n"
    rows = ('"1. Qual è la capitale della Francia?",A. Berlino,B. Parigi,C. Madrid,D. Roma\n'
            '"2. Quale pianeta è detto il pianeta rosso?\nA. VenereB. Giove\nC. Marte\nD. Saturno\n'
            '3. Chi ha scritto la Divina Commedia?",A. Dante,B. Petrarca,C. Boccaccio,D. Manzoni\n'
            '"4. Quanti sono i continenti?",A. Cinque,B. Sei,C. Sette,D. Otto\n')
    deck, said = read_said(tmp_path, head + rows)
    assert [(q.text, [c.text for c in q.choices]) for q in deck.questions] == [
        ("Qual è la capitale della Francia?", ["Berlino", "Parigi", "Madrid", "Roma"]),
        ("Quale pianeta è detto il pianeta rosso?", ["Venere", "Giove", "Marte", "Saturno"]),
        ("Chi ha scritto la Divina Commedia?", ["Dante", "Petrarca", "Boccaccio", "Manzoni"]),
        ("Quanti sono i continenti?", ["Cinque", "Sei", "Sette", "Otto"])]
    assert [q.pos.line for q in deck.questions] == [2, 3, 7, 8]
    assert any(":3:1: warning: the question cell holds another question before its own" in s for s in said)
