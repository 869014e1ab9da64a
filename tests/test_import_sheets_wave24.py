"""Sheets in the classes session 23's held-out half showed, each read by what the sheet's own rows repeat.

A header whose question column is named in a word the vocabulary misses (a known word glued into a longer one)
over a counted run of choice columns, the answer column named so too: both told by their cells; a few rows
left without a key do not unsay the others.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

#: a small quiz in Finnish: question, choices, the right one
QUIZ_FI = [
    ("Mikä on Suomen pääkaupunki?", ["Turku", "Helsinki", "Tampere", "Oulu"], 1),
    ("Kuinka monta jalkaa hämähäkillä on?", ["6", "8", "10", "4"], 1),
    ("Mikä lintu ei osaa lentää?", ["Varpunen", "Strutsi", "Kotka", "Tiainen"], 1),
    ("Paljonko on 2 + 2?", ["4", "5", "3", "22"], 0),
    ("Mikä on Suomen pisin joki?", ["Kemijoki", "Oulujoki", "Kymijoki", "Tornionjoki"], 0),
    ("Minä vuonna Suomi itsenäistyi?", ["1809", "1917", "1945", "1995"], 1),
    ("Mikä on Suomen kansalliseläin?", ["Hirvi", "Susi", "Karhu", "Ilves"], 2),
]


def test_a_question_column_named_in_a_compound_word_is_told_by_its_cells(tmp_path: Path) -> None:
    rows = "".join(f'"{q}",{",".join(cs)},{"ABCD"[r]},helppo\n' for q, cs, r in QUIZ_FI)
    unkeyed = '"Onko Helsinki Suomen pääkaupunki?",Tosi,Epätosi,,,,helppo\n'
    header = "kysymysteksti,vaihtoehto_A,vaihtoehto_B,vaihtoehto_C,vaihtoehto_D,oikeavastaus,taso\n"
    deck, said = read_said(tmp_path, header + rows + unkeyed)
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_FI] + [
        ("Onko Helsinki Suomen pääkaupunki?", ["Tosi", "Epätosi"], None)]
    assert any("column 'kysymysteksti' read as the question" in s for s in said)
    assert any("'oikeavastaus' are letters naming one of their row's choices" in s for s in said)
    assert not any("written without them" in s for s in said)


#: a small sheet in Spanish whose cells hold the delimiter unquoted: inside brackets, or as prose before a space
SHEET_ES = (
    "pregunta,opcionA,opcionB,opcionC,opcionD,respuesta\n"
    "¿Qué devuelve len('hola')?,3,4,5,error,B\n"
    "¿Cuál es la capital de Chile?,Lima,Santiago,Quito,Bogotá,B\n"
    "¿Qué función suma dos números?,sumar(a,b),restar(a,b),dividir(a,b),ninguna,A\n"
    "¿Cuántos lados tiene un cuadrado?,3,4,5,6,B\n"
    "Si x vale 2, y vale 3, ¿cuánto es x + y?,4,5,6,7,B\n"
    "¿Qué color resulta de azul y amarillo?,verde,rojo,morado,naranja,A\n"
    "¿Cuál es el mayor planeta?,Marte,Venus,Júpiter,Tierra,C\n"
    "¿Qué punto es el origen?,(1,1),(0,0),(2,0),(0,2),B\n"
)


def test_a_delimiter_inside_brackets_or_before_a_space_in_an_unquoted_cell(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, SHEET_ES)
    got = {q: (c, a) for q, c, a in rows_of(deck)}
    assert len(deck.questions) == 8
    assert got["¿Qué función suma dos números?"] == (["sumar(a,b)", "restar(a,b)", "dividir(a,b)", "ninguna"], [0])
    assert got["Si x vale 2, y vale 3, ¿cuánto es x + y?"] == (["4", "5", "6", "7"], [1])
    assert got["¿Qué punto es el origen?"] == (["(1,1)", "(0,0)", "(2,0)", "(0,2)"], [1])
    assert sum("inside the brackets of" in s for s in said) == 2


def test_several_choice_numbers_joined_by_a_dot_or_turned_into_a_date(tmp_path: Path) -> None:
    # Portuguese; the answer column counts the choices, two rows name several: "1.3", and "2.4" a spreadsheet
    # showed as the date 2 April
    rows = [
        ("Qual é a capital de Portugal?", ["Porto", "Lisboa", "Braga", "Faro"], "2", [1]),
        ("Quais são números pares?", ["2", "3", "4", "5"], "1.3", [0, 2]),
        ("Quanto é 3 x 3?", ["6", "9", "12", "3"], "2", [1]),
        ("Quais são rios de Portugal?", ["Sena", "Tejo", "Reno", "Douro"], "2-Apr", [1, 3]),
        ("Qual é o maior oceano?", ["Atlântico", "Índico", "Pacífico", "Ártico"], "3", [2]),
        ("Quantos dias tem uma semana?", ["5", "6", "7", "8"], "3", [2]),
        ("Qual destes é um mamífero?", ["Baleia", "Tubarão", "Atum", "Sardinha"], "1", [0]),
    ] + [(f"Quanto é {k} + {k}?", [str(2 * k + d) for d in (-1, 0, 1, 2)], "2", [1]) for k in range(3, 17)]
    text = "Pergunta;Tipo;Opção 1;Opção 2;Opção 3;Opção 4;Resposta correta;Tempo\n" + "".join(
        f"{q};Escolha múltipla;{';'.join(cs)};{a};20\n" for q, cs, a, _ in rows)
    deck, said = read_said(tmp_path, text)
    assert rows_of(deck) == [(q, cs, r) for q, cs, _, r in rows]
    assert any("'1.3', in a column of choice numbers, read as choices 1 and 3" in s for s in said)
    assert any("'2-Apr'" in s and "as a date" in s for s in said)


def test_rows_whose_one_choice_is_their_answer_are_open_questions_said_once(tmp_path: Path) -> None:
    # German; the sheet mixes multiple-choice rows with open ones, whose model answer stands in the first choice
    # cell, the answer pointing at it (and rows with no choice at all)
    mc = [
        ("Welche Stadt ist die Hauptstadt von Deutschland?", ["Hamburg", "Berlin", "München", "Köln"], 2),
        ("Wie viele Beine hat eine Spinne?", ["6", "8", "10", "4"], 2),
        ("Welcher Fluss fließt durch Köln?", ["Elbe", "Donau", "Rhein", "Main"], 3),
        ("Welches Tier ist ein Säugetier?", ["Wal", "Hai", "Forelle", "Karpfen"], 1),
    ]
    open_ = [("Wofür steht die Abkürzung EU?", "Europäische Union"), ("Wie heißt der höchste Berg Deutschlands?",
                                                                      "Zugspitze"),
             ("Wer schrieb den Faust?", "Goethe"), ("Wie heißt die Währung Deutschlands?", "Euro")]
    rows = []
    for k in range(4):
        q, cs, r = mc[k]
        rows.append(f"{q},{','.join(cs)},{r},auswahl\n")
        rows.append(f"{open_[k][0]},{open_[k][1]},,,,1,frei\n")
    rows += ["Erkläre den Begriff Föderalismus.,,,,,1,frei\n"] * 4
    rows.append("Bonn war einmal Hauptstadt.,Richtig,,,,1,wahr\n")   # a statement: a true/false row, kept
    deck, said = read_said(tmp_path, "Frage,Antwort1,Antwort2,Antwort3,Antwort4,Lösung,Art\n" + "".join(rows))
    assert rows_of(deck) == [(q, cs, [r - 1]) for q, cs, r in mc] + [("Bonn war einmal Hauptstadt.", ["Richtig"], [0])]
    opened = [s for s in said if "are open questions" in s]
    assert len(opened) == 1 and "8 rows (lines 3, 5, 7, 9, 10, 11, 12, 13)" in opened[0]
    assert "4 fill one choice cell only" in opened[0] and "4 give no choice" in opened[0]


#: an Italian quiz of numbered questions and lettered choices, no answers given (the app that reads it knows them)
QUIZ_IT = [
    ("Qual è la capitale d'Italia?", ["Roma", "Milano", "Napoli", "Torino"]),
    ("Quante zampe ha un ragno?", ["Sei", "Otto", "Dieci", "Quattro"]),
    ("Quale fiume attraversa Roma?", ["Tevere", "Po", "Arno", "Adige"]),
    ("Chi ha scritto la Divina Commedia?", ["Dante", "Petrarca", "Boccaccio", "Manzoni"]),
    ("Quale mare bagna Venezia?", ["Adriatico", "Tirreno", "Ionio", "Ligure"]),
    ("Quanti giorni ha febbraio in un anno bisestile?", ["29", "28", "30", "31"]),
    ("Qual è il vulcano attivo vicino a Napoli?", ["Vesuvio", "Etna", "Stromboli", "Vulcano"]),
    ("In che anno è nata la Repubblica Italiana?", ["1946", "1861", "1918", "1948"]),
    ("Quale città è famosa per la torre pendente?", ["Pisa", "Firenze", "Siena", "Lucca"]),
    ("Qual è la montagna più alta d'Italia?", ["Monte Bianco", "Cervino", "Gran Paradiso", "Monte Rosa"]),
]


def test_every_answer_the_last_choice_with_no_answer_line_is_said(tmp_path: Path) -> None:
    text = "".join(f"{k}.  {q}\n\n" + "".join(f"{'ABCD'[j]}  {c}\n" for j, c in enumerate(cs)) + "\n"
                   for k, (q, cs) in enumerate(QUIZ_IT, 1))
    deck, said = read_said(tmp_path, text, "quiz.txt")
    # never silent: either no answer is read (the reader knows the last choice's line is no answer line), or the
    # second look says that every answer is the last choice with no line of its own
    assert all(q.answer is None for q in deck.questions) or \
        sum("the last choice's line read as the answer line too?" in s for s in said) == 1


def test_every_answer_the_last_choice_after_its_answer_line_is_not_said(tmp_path: Path) -> None:
    text = "".join(f"{k}.  {q}\n\n" + "".join(f"{'ABCD'[j]}  {c}\n" for j, c in enumerate(cs)) + "Risposta: D\n\n"
                   for k, (q, cs) in enumerate(QUIZ_IT, 1))
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert [q.answer for q in deck.questions] == [[3]] * 10
    assert not any("answer line too" in s for s in said)
