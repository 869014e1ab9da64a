"""A sheet's layout proved by how the cells of one row relate (session 25's held-out half).

A column that repeats, row by row, the text of one of the row's choices is the key written out, not a choice (a
disagreement with the letter key said at its row); rows of several widths whose last cell names one of the row's
own choices are read with as many choices as each has; a cell holding a head, a sign, then items joined by
another sign is the question and its choices when another cell repeats an item; a row one cell too wide is mended
where its cells then look like their columns'.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

#: a small quiz in German: question, choices, the right one
QUIZ_DE = [
    ("Was ist die Hauptstadt von Österreich?", ["Graz", "Wien", "Linz", "Salzburg", "Innsbruck"], 1),
    ("Wie viele Beine hat eine Spinne?", ["Sechs", "Acht", "Zehn", "Vier", "Zwölf"], 1),
    ("Welcher Vogel kann nicht fliegen?", ["Spatz", "Adler", "Strauß", "Möwe", "Taube"], 2),
    ("Wie viel ist 3 mal 4?", ["7", "12", "34", "1", "9"], 1),
    ("Welcher Fluss fließt durch Köln?", ["Rhein", "Elbe", "Donau", "Main", "Weser"], 0),
    ("In welchem Jahr fiel die Berliner Mauer?", ["1979", "1999", "1969", "1989", "2009"], 3),
    ("Welche Farbe entsteht aus Blau und Gelb?", ["Lila", "Orange", "Grau", "Rot", "Grün"], 4),
]


def test_a_column_repeating_the_right_choice_is_a_second_key_not_a_choice(tmp_path: Path) -> None:
    rows = [f"F{k + 1};{q};{'abcde'[r]};" + ";".join(cs) + f";{cs[r]}\n" for k, (q, cs, r) in enumerate(QUIZ_DE)]
    # the last row's two keys disagree: the letter names "Rot", the text column "Grün"
    rows[-1] = rows[-1].replace(";e;", ";d;")
    deck, said = read_said(tmp_path, "".join(rows), "fragen.csv")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_DE[:-1]] + [(QUIZ_DE[-1][0], QUIZ_DE[-1][1], [3])]
    assert any("column 9 the right choice's text again" in s for s in said)
    disagree = [s for s in said if "disagree" in s]
    assert len(disagree) == 1 and ":7:" in disagree[0] and "'Grün'" in disagree[0]


#: a small quiz in Italian whose rows have two to five choices, the right one's letter last
QUIZ_IT = [
    ("Qual è la capitale della Francia?", ["Lione", "Parigi", "Nizza"], 1),
    ("Quante zampe ha un ragno?", ["Sei", "Otto", "Dieci"], 1),
    ("Il sole è una stella?", ["Sì", "No"], 0),
    ("Quale pianeta è il più grande?", ["Marte", "Giove", "Venere"], 1),
    ("Quale di questi è un mammifero?", ["Squalo", "Trota", "Aquila", "Delfino", "Rana"], 3),
    ("Chi ha scritto la Divina Commedia?", ["Dante", "Petrarca", "Boccaccio"], 0),
    ("Quanto fa 5 per 5?", ["20", "25", "30"], 1),
    ("Qual è il fiume più lungo d'Italia?", ["Tevere", "Arno", "Po"], 2),
    ("In che anno è caduto l'Impero romano d'Occidente?", ["476", "1492", "800"], 0),
]


def test_rows_whose_last_cell_names_one_of_their_own_choices_keep_their_own_number_of_choices(
        tmp_path: Path) -> None:
    text = "".join(f"{q};" + ";".join(cs) + f";{'ABCDE'[r]}\n" for q, cs, r in QUIZ_IT)
    deck, said = read_said(tmp_path, text, "quiz.csv")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_IT]
    assert not any("missing" in s or "not quoted" in s for s in said)


#: a small quiz in Dutch, each line a category, its words, the odd one out and why
ODD_NL = [
    ("Fruit", ["appel", "peer", "wortel", "banaan"], 2, "een wortel is een groente"),
    ("Dieren", ["hond", "kat", "tafel", "paard"], 2, "een tafel is een meubel"),
    ("Kleuren", ["rood", "blauw", "groen", "zacht"], 3, "zacht is geen kleur"),
    ("Vervoer", ["fiets", "bus", "trein", "lepel"], 3, "een lepel rijdt niet"),
    ("Steden", ["Utrecht", "Maas", "Delft", "Leiden"], 1, "de Maas is een rivier"),
    ("Getallen", ["drie", "vijf", "boom", "negen"], 2, "een boom is geen getal"),
]


def test_a_cell_holding_a_head_then_items_with_the_answer_repeating_one_is_question_and_choices(
        tmp_path: Path) -> None:
    text = "".join(f"{h} - " + "/".join(cs) + f";{cs[r]};{why}\n" for h, cs, r, why in ODD_NL)
    deck, said = read_said(tmp_path, text, "oneven.csv")
    assert rows_of(deck) == [(h, c, [r]) for h, c, r, _ in ODD_NL]
    assert [q.explanation for q in deck.questions] == [why for *_, why in ODD_NL]
    assert not any("error" in s for s in said)


def test_a_head_set_off_by_a_colon_keeps_it_and_a_pipe_sheet_reads_so_too(tmp_path: Path) -> None:
    text = "".join(f"{h}:" + ",".join(cs) + f"|{cs[r]}\n" for h, cs, r, _ in ODD_NL)
    deck, _ = read_said(tmp_path, text, "oneven.txt")
    assert rows_of(deck) == [(f"{h}:", c, [r]) for h, c, r, _ in ODD_NL]


#: a small sheet in Swedish: a number, the question, its choices (the first the right one)
QUIZ_SV = [
    ("Vad heter Sveriges huvudstad?", ["Stockholm", "Göteborg", "Malmö", "Uppsala"]),
    ("Hur många dagar har en vecka?", ["Sju", "Fem", "Sex", "Åtta"]),
    ("Vilket djur är störst?", ["Blåval", "Älg", "Björn", "Varg"]),
    ("Vad är vatten fruset?", ["Is", "Ånga", "Sand", "Salt"]),
    ("Vilken färg har snö?", ["Vit", "Svart", "Röd", "Blå"]),
    ("Vilken planet är närmast solen?", ["Merkurius", "Venus", "Jorden", "Mars"]),
]


def test_a_row_a_cell_too_wide_is_joined_where_its_cells_then_look_like_their_columns(tmp_path: Path) -> None:
    quiz = [*QUIZ_SV, ("Inom ekonomi, vad betyder BNP?", ["Bruttonationalprodukt", "Bankränta", "Budget",
                                                           "Bostadspris"])]
    text = "".join(f"{k + 1}, {q}, " + ", ".join(cs) + "\n" for k, (q, cs) in enumerate(quiz))
    deck, said = read_said(tmp_path, text, "fragor.csv")
    assert [(q.text, [c.text for c in q.choices]) for q in deck.questions] == quiz
    mended = [s for s in said if "read as text" in s]
    assert len(mended) == 1 and ":7:" in mended[0]


def test_a_row_whose_cell_is_not_split_so_is_said_at_its_line(tmp_path: Path) -> None:
    lines = [f"{h} - " + "/".join(cs) + f";{cs[r]};{why}\n" for h, cs, r, why in ODD_NL * 2]
    lines.insert(3, "Planeten: aarde/maan/zon;zon;de zon is een ster\n")
    deck, said = read_said(tmp_path, "".join(lines), "oneven.csv")
    assert rows_of(deck) == [(h, c, [r]) for h, c, r, _ in ODD_NL * 2]
    assert any(":4:" in s and "no choices" in s for s in said)


def test_rows_that_name_no_column_and_show_no_layout_are_said_to_be_so_not_a_header(tmp_path: Path) -> None:
    text = "kissa,koira,hevonen\nomena,päärynä,luumu\npunainen,sininen,vihreä\n"
    deck, said = read_said(tmp_path, text, "sanat.csv")
    assert not deck.questions
    errors = [s for s in said if "error" in s]
    assert len(errors) == 1 and "no header row names the columns" in errors[0] and "header row (" not in errors[0]
