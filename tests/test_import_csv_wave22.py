"""Sheets in the shapes session 22's lists came in, each read by what the sheet itself shows.

A mark on the right choices that a row carries on one choice or a few (several right answers), learnt from the
rows; rows of unequal length, each a question and its choices alone, read by that mark.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

#: a small quiz in Portuguese: question, choices, the right ones
QUIZ_PT = [
    ("Qual é a capital de Portugal?", ["Lisboa", "Porto", "Braga", "Faro"], [0]),
    ("Quais destes são rios portugueses?", ["Tejo", "Douro", "Sena", "Reno"], [0, 1]),
    ("Quantos dias tem uma semana?", ["Cinco", "Sete", "Seis", "Oito"], [1]),
    ("Qual destes é um oceano?", ["Atlântico", "Mediterrâneo", "Báltico", "Adriático"], [0]),
    ("Quais são cores primárias?", ["Vermelho", "Azul", "Amarelo", "Verde"], [0, 1, 2]),
    ("Em que continente fica o Brasil?", ["Europa", "África", "América do Sul", "Ásia"], [2]),
    ("Qual é o maior planeta?", ["Marte", "Júpiter", "Terra", "Vénus"], [1]),
    ("Que animal é um mamífero?", ["Tubarão", "Golfinho", "Salmão", "Polvo"], [1]),
]


def _marked(choices: list[str], right: list[int], mark: str = "#") -> list[str]:
    return [f"{mark}{c}" if k in right else c for k, c in enumerate(choices)]


def test_a_mark_on_one_choice_or_a_few_of_each_row_is_the_right_ones(tmp_path: Path) -> None:
    rows = "".join(f"{q}, {', '.join(_marked(c, r))}\n" for q, c, r in QUIZ_PT)
    deck, said = read_said(tmp_path, "PERGUNTA, A, B, C, D\n" + rows)
    assert rows_of(deck) == [(q, c, r) for q, c, r in QUIZ_PT]
    assert any("marked ('#' (at its start))" in s for s in said)


def test_a_mark_on_every_choice_of_many_rows_is_no_mark(tmp_path: Path) -> None:
    rows = "".join(f"{q}, {', '.join(_marked(c, [0, 1, 2, 3] if k % 2 else r))}\n"
                   for k, (q, c, r) in enumerate(QUIZ_PT))
    deck, _ = read_said(tmp_path, "PERGUNTA, A, B, C, D\n" + rows)
    assert all(q.answer is None for q in deck.questions)


#: true/false and choice questions in Finnish, one row each, as many choices as the question has
QUIZ_FI = [
    ("Taivas on sininen", ["Tosi", "Epätosi"], [0]),
    ("Ruoho on punaista", ["Tosi", "Epätosi"], [1]),
    ("Mikä on Suomen pääkaupunki?", ["Turku", "Tampere", "Helsinki", "Oulu"], [2]),
    ("Mitkä ovat Pohjoismaita?", ["Ruotsi", "Norja", "Tanska", "Espanja", "Italia"], [0, 1, 2]),
    ("Montako kuukautta on vuodessa?", ["Kymmenen", "Kaksitoista"], [1]),
    ("Mikä näistä on järvi?", ["Päijänne", "Itämeri", "Pohjanlahti"], [0]),
]


def test_rows_of_unequal_length_each_a_question_and_its_marked_choices(tmp_path: Path) -> None:
    rows = "".join(f"{q:<32},{','.join(_marked(c, r, '*'))}\n" for q, c, r in QUIZ_FI)
    deck, said = read_said(tmp_path, rows)
    assert rows_of(deck) == [(q, c, r) for q, c, r in QUIZ_FI]
    assert any("unequal length" in s for s in said)


#: a small quiz in Swedish: question, four choices, the right one's number (from 1)
QUIZ_SV = [
    ("Vad heter Sveriges huvudstad?", ["Göteborg", "Stockholm", "Malmö", "Uppsala"], 2),
    ("Hur många ben har en spindel?", ["Sex", "Tio", "Fyra", "Åtta"], 4),
    ("Vilken färg har en citron?", ["Gul", "Blå", "Röd", "Grön"], 1),
    ("Vilket djur är störst?", ["Katt", "Hund", "Älg", "Räv"], 3),
]


def test_a_choice_number_written_as_a_decimal_is_that_number(tmp_path: Path) -> None:
    rows = "".join(f"{q},{','.join(c)},{a}.00\n" for q, c, a in QUIZ_SV)
    deck, _ = read_said(tmp_path, "Question,Choice1,Choice2,Choice3,Choice4,Answer\n" + rows)
    assert rows_of(deck) == [(q, c, [a - 1]) for q, c, a in QUIZ_SV]


def test_a_choice_number_written_as_a_decimal_without_a_header(tmp_path: Path) -> None:
    rows = "".join(f"{q};{';'.join(c)};{a},0\n" for q, c, a in QUIZ_SV * 2)
    deck, _ = read_said(tmp_path, rows)
    assert rows_of(deck) == [(q, c, [a - 1]) for q, c, a in QUIZ_SV * 2]


#: a small quiz in Polish: question, the right answer, three wrong ones
QUIZ_PL = [
    ("Jaka jest stolica Polski?", "Warszawa", ["Kraków", "Gdańsk", "Poznań"]),
    ("Która rzeka przepływa przez Kraków?", "Wisła", ["Odra", "Warta", "Bug"]),
    ("Ile województw ma Polska?", "16", ["12", "14", "18"]),
    ("Kto napisał Pana Tadeusza?", "Adam Mickiewicz", ["Bolesław Prus", "Henryk Sienkiewicz", "Juliusz Słowacki"]),
    ("Jak nazywa się najwyższy szczyt Tatr w Polsce?", "Rysy", ["Giewont", "Kasprowy Wierch", "Śnieżka"]),
]


def test_a_question_column_named_in_words_not_known_is_told_by_its_cells(tmp_path: Path) -> None:
    rows = "".join(f"{q};{a};{';'.join(w)};tak;nie\n" for q, a, w in QUIZ_PL)
    deck, said = read_said(tmp_path, "ZAPYTANIE;CORRECT ANSWER;OPTION 1;OPTION 2;OPTION 3;HISTORIA;NOWE\n" + rows)
    assert rows_of(deck) == [(q, [a, *w], [0]) for q, a, w in QUIZ_PL]
    assert any("'ZAPYTANIE' read as the question" in s for s in said)


#: a small quiz in Italian: question, choices, the right one's text
QUIZ_IT = [
    ("Qual è la capitale d'Italia?", ["Milano", "Roma", "Napoli", "Torino"], 1),
    ("Quale fiume attraversa Firenze?", ["Arno", "Po", "Tevere", "Adige"], 0),
    ("Quante regioni ha l'Italia?", ["Venti", "Diciotto", "Quindici", "Dodici"], 0),
    ("Chi ha scritto la Divina Commedia?", ["Petrarca", "Boccaccio", "Dante", "Manzoni"], 2),
    ("Qual è il vulcano attivo vicino a Napoli?", ["Etna", "Stromboli", "Vulcano", "Vesuvio"], 3),
    ("In quale città si trova il Colosseo?", ["Roma", "Verona", "Pisa", "Siena"], 0),
]


def test_choices_in_one_cell_split_by_a_sign_as_many_times_every_row(tmp_path: Path) -> None:
    rows = "".join(f'{q},{"/".join(c)},{c[a]},"nota"\n' for q, c, a in QUIZ_IT)
    deck, said = read_said(tmp_path, "Domanda,Risposte,Corretta,Suggerimento\n" + rows)
    assert rows_of(deck) == [(q, c, [a]) for q, c, a in QUIZ_IT]
    assert any("split by '/'" in s for s in said)


def test_a_question_split_at_its_own_comma_beside_a_quoted_cell_is_joined(tmp_path: Path) -> None:
    rows = "".join(f'{q},{"/".join(c)},{c[a]},"nota"\n' for q, c, a in QUIZ_IT * 2)
    rows += 'In quale città, famosa per la torre, si trova Piazza dei Miracoli?,Pisa/Lucca/Siena/Arezzo,Pisa,"torre"\n'
    deck, _ = read_said(tmp_path, "Domanda,Risposte,Corretta,Suggerimento\n" + rows)
    assert rows_of(deck)[-1] == ("In quale città, famosa per la torre, si trova Piazza dei Miracoli?",
                                 ["Pisa", "Lucca", "Siena", "Arezzo"], [0])


#: a small quiz in Dutch for a game that shuffles the choices (the right one first), each with a picture and a level
QUIZ_NL = [
    ("Wat is de hoofdstad van Nederland?", ["Amsterdam", "Rotterdam", "Utrecht", "Den Haag"]),
    ("Hoeveel poten heeft een spin?", ["Acht", "Zes", "Tien", "Vier"]),
    ("Welke kleur heeft een banaan?", ["Geel", "Blauw", "Rood", "Paars"]),
    ("Welk dier zegt boe?", ["Koe", "Kat", "Hond", "Schaap"]),
    ("Hoeveel is drie plus vier?", ["Zeven", "Zes", "Acht", "Vijf"]),
    ("Welke rivier stroomt door Arnhem?", ["Rijn", "Maas", "Schelde", "IJssel"]),
    ("Wat eet een konijn graag?", ["Wortels", "Vis", "Vlees", "Brood"]),
    ("Hoeveel dagen heeft een week?", ["Zeven", "Vijf", "Acht", "Zes"]),
    ("Welk seizoen komt na de winter?", ["Lente", "Zomer", "Herfst", "Winter"]),
    ("Waar woont een vis?", ["Water", "Boom", "Huis", "Grot"]),
]


def test_a_column_of_pictures_file_names_is_no_choice_and_a_level_no_answer(tmp_path: Path) -> None:
    rows = "".join(f"{q}\t{chr(9).join(c)}\tplaatje{k % 3}.png\t{k % 5 + 1}\n" for k, (q, c) in enumerate(QUIZ_NL * 3))
    deck, said = read_said(tmp_path, rows, "s.tsv")
    assert rows_of(deck) == [(q, c, [0]) for q, c in QUIZ_NL * 3]
    assert any("FIRST choice" in s for s in said)


#: a small quiz in Czech: question, four choices, the right one's number (from 1); two rows offer numbers as choices
QUIZ_CS = [
    ("Jaké je hlavní město Česka?", ["Brno", "Praha", "Ostrava", "Plzeň"], 2),
    ("Která řeka teče Prahou?", ["Vltava", "Labe", "Morava", "Odra"], 1),
    ("Kolik má týden dní?", ["Pět", "Šest", "Sedm", "Osm"], 3),
    ("Jakou barvu má tráva?", ["Modrou", "Červenou", "Žlutou", "Zelenou"], 4),
    ("Kdo napsal Babičku?", ["Němcová", "Čapek", "Hašek", "Neruda"], 1),
    ("Které zvíře štěká?", ["Kočka", "Pes", "Kůň", "Kráva"], 2),
    ("Jaká je hodnota výrazu `1 < 2`?", ["pravda", "nepravda", "1", "0"], 1),
    ("Kolik je `7 / 2` v celých číslech?", ["3", "4", "3,5", "2"], 1),
    ("Které město leží na Moravě?", ["Plzeň", "Liberec", "Brno", "Cheb"], 3),
    ("Jaké je nejvyšší pohoří Česka?", ["Šumava", "Krkonoše", "Jeseníky", "Beskydy"], 2),
]


def test_a_column_that_counts_the_choices_counts_them_where_a_choice_is_that_number(tmp_path: Path) -> None:
    rows = "".join(f"{q},{','.join(c)},{a}\n".replace("3,5,", '"3,5",') for q, c, a in QUIZ_CS)
    deck, said = read_said(tmp_path, "Question,Choice1,Choice2,Choice3,Choice4,Answer\n" + rows)
    assert rows_of(deck) == [(q, c, [a - 1]) for q, c, a in QUIZ_CS]
    assert any("the column counts the choices" in s for s in said)
