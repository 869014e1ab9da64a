"""Spreadsheets, wave 31 (csv31): session 30's held-out sheets that imported wrong.

* a choices cell listing them with commas in a comma sheet (``"London,Paris,Berlin",Paris``) is split at its
  commas when the answers are the texts of its items (rashmi2715);
* a header whose choice columns count from B (``Optional,OptionB,OptionC,OptionD``) has choice A in the column
  before them (julestheteacher);
* a headerless ``;`` sheet whose right choice is written in capitals, with a weight (``gewichtung3``) and a
  category after the choices: the capitals mark the right choice, the two columns are no choices, and a row a
  cell short whose cell holds two choices joined by ``,`` is split there (mtrinkaus01);
* a true/false answer with a stray sign (``΄true``, a Greek tonos) is that word, said (fgerodim);
* ``None`` as the last item a choices cell lists is a choice, said (nandyalageethakrishna), and so is ``null`` in
  the last choice column (review 29b's leftover), unless the sheet pads its rows with that word.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.capsmarks import caps_marked, shouted
from quizdeck.importers.cellseparator import answered_separator
from quizdeck.importers.csvfirstchoice import first_choice
from tests.conftest import read_said, rows_of

_CITIES = [("France", "Paris", "Lyon", "Nice", "Lille"), ("Italy", "Rome", "Milan", "Turin", "Naples"),
           ("Spain", "Madrid", "Seville", "Bilbao", "Malaga"), ("Germany", "Berlin", "Munich", "Hamburg", "Bonn"),
           ("Austria", "Vienna", "Graz", "Linz", "Salzburg"), ("Poland", "Warsaw", "Krakow", "Gdansk", "Lodz"),
           ("Sweden", "Stockholm", "Malmo", "Uppsala", "Lund"), ("Norway", "Oslo", "Bergen", "Tromso", "Narvik")]


def test_a_comma_list_of_choices_is_split_when_the_answers_are_its_items(tmp_path: Path) -> None:
    lines = ["question,options,answer"] + [
        f'What is the capital of {c}?,"{b},{a},{d}",{a}' for c, a, b, d, _ in _CITIES]
    lines[4] = 'Who painted the Mona Lisa?,"Pablo Picasso,Vincent van Gogh,Leonardo da Vinci",Leonardo da Vinci'
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "quiz.csv")
    assert rows_of(deck)[0] == ("What is the capital of France?", ["Lyon", "Paris", "Nice"], [1]), said
    assert rows_of(deck)[3] == ("Who painted the Mona Lisa?",
                                ["Pablo Picasso", "Vincent van Gogh", "Leonardo da Vinci"], [2]), said
    assert any(":1:1:" in s and "split by ','" in s for s in said), said


def test_commas_in_sentences_are_no_separator() -> None:
    pairs = [("Paris, the capital, is large", "B"), ("Rome, old, is larger", "A"), ("Madrid, hot, is far", "C")]
    assert answered_separator(pairs) is None
    assert answered_separator([("a,b,c", "b"), ("d,e,f", "f"), ("g,h,i", "g")]) == ","
    assert answered_separator([("a,b,c", "b"), ("d,e,f", "f")]) is None   # too few rows to tell


def test_a_first_choice_column_misnamed_before_option_b_is_choice_a(tmp_path: Path) -> None:
    lines = ["Section,Topic,QuestionText,Optional,OptionB,OptionC,OptionD,CorrectOption"] + [
        f"Geo,T{k},What is the capital of {c}?,{a},{b},{d},{e},{'abcd'[k % 4]}"
        for k, (c, a, b, d, e) in enumerate(_CITIES)]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "quiz.csv")
    assert rows_of(deck)[0] == ("What is the capital of France?", ["Paris", "Lyon", "Nice", "Lille"], [0]), said
    assert rows_of(deck)[1][2] == [1], said
    assert any(":1:1:" in s and "'Optional'" in s and "first choice" in s for s in said), said


def test_the_first_choice_rule_wants_a_run_from_b_and_a_free_filled_column() -> None:
    rows = [["q", "x", "y", "z", "w"]] * 5
    assert first_choice(["b", "c", "d"], [2, 3, 4], {0}, rows) == 1
    assert first_choice(["b", "c", "d"], [2, 3, 4], {0, 1}, rows) is None     # a name took it
    assert first_choice(["a", "b", "c"], [2, 3, 4], {0}, rows) is None        # the run has its A
    assert first_choice(["b", "d", "e"], [2, 3, 4], {0}, rows) is None        # not one up each
    assert first_choice(["b", "c", "d"], [2, 3, 4], {0}, [["q", "B", "y", "z", "w"]] * 5) is None   # a key


_GERMAN = [("Womit schneidet man Gewinde auf Stahlrohr?", ["Seitenschneider", "Gewindemuffe", "Tigersäge",
                                                             "GEWINDESCHNEIDKLUPPE"]),
           ("Womit dichtet man konische Gewinde ein?", ["Silikon", "LOCTITE", "Kleber", "Hanf"]),
           ("Wo wird die Aufbereitung des Heizungswassers geregelt?", ["vdi 2045", "VDI 2035", "din 2045", "trgi"]),
           ("Welcher max. Schalldruckpegel gilt für schutzbedürftige Räume?",
            [" 20 db(A)", "35 DB(A)", "50 db(A)", "75 db(A)"]),
           ("Wofür steht AT bei der Heizlastberechnung?", ["AUßENTEMPERATUR", "Allgemeine Temperatur",
                                                          "Abstandstemperatur", "Absolute Temperatur"]),
           ("Mit welcher Anlage wird Strom und Wärme erzeugt?", ["Gas-Therme", "BLOCKHEIZKRAFTWERK",
                                                                 "Gas-Brennwertkessel", "Öl-Brennwertkessel"]),
           ("Welche DIN regelt die Berechnung der Heizlast?", ["din 1880", "DIN 12831", "din 1946", "din 12010"])]


def test_capitals_mark_the_right_choice_and_a_weight_and_a_category_are_no_choices(tmp_path: Path) -> None:
    lines = [f"{q};{';'.join(cs)};gewichtung{k % 9 + 1};{'Heizung' if k % 3 else 'Allgemein'}"
             for k, (q, cs) in enumerate(_GERMAN)]
    lines.insert(0, "Über wie viele Jahre erstreckt sich die Ausbildung?;drei;vier;DREIEINHALB,zwei;gewichtung1;"
                    "Allgemein")
    deck, said = read_said(tmp_path, "\r\n".join(lines), "fragen.csv")
    assert len(deck.questions) == 8, said
    assert rows_of(deck)[1] == (_GERMAN[0][0], _GERMAN[0][1], [3]), said
    assert [q.answer for q in deck.questions[1:]] == [[3], [1], [1], [1], [0], [1], [1]], said
    assert rows_of(deck)[0][1:] == (["drei", "vier", "DREIEINHALB", "zwei"], [2]), said
    assert any(":1:1:" in s and "capitals" in s and "columns 6–7 not used" in s for s in said), said
    assert any(":1:1:" in s and "joined by ','" in s for s in said), said


def test_capitals_are_no_mark_where_rows_shout_several_choices() -> None:
    assert shouted("VDI 2035") and shouted("AUßENTEMPERATUR") and not shouted("Vdi") and not shouted("2035")
    acronyms = [["TCP", "UDP", "ftp", "http"]] + [["HTML", "css", "js", "php"]] * 5
    assert not caps_marked(acronyms)
    assert caps_marked([["HYPERTEXT", "css", "js", "php"]] * 5)
    # one acronym among small words is how it is spelt, no mark (review 31c: test_import_review_wave31c)
    assert not caps_marked([["HTML", "css", "js", "php"]] * 5)


def test_a_verdict_with_a_stray_sign_is_that_verdict(tmp_path: Path) -> None:
    lines = ["question;answer"] + [f"Statement number {k} holds for every sorted array;{'true' if k % 2 else 'false'}"
                                   for k in range(1, 20)]
    lines.append("Binary search cannot work on an unsorted array;΄true")
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "quiz.csv")
    assert len(deck.questions) == 20, said
    assert rows_of(deck)[19] == ("Binary search cannot work on an unsorted array", ["True", "False"], [0]), said
    assert any(":21:1:" in s and "stray sign" in s for s in said), said


def test_none_listed_last_in_a_choices_cell_is_a_choice(tmp_path: Path) -> None:
    lines = [f"What is the capital of {c}?,{a}|{b}|{d}|{e},1" for c, a, b, d, e in _CITIES]
    lines.append("What is java,Programming Language|Scripting Language|CSV File|None,1")
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "quiz.csv")
    assert rows_of(deck)[-1] == ("What is java", ["Programming Language", "Scripting Language", "CSV File", "None"],
                                 [0]), said
    assert any(":9:1:" in s and "'None'" in s and "read as a choice" in s for s in said), said


def test_null_as_the_last_choice_is_a_choice_unless_the_sheet_pads_with_it(tmp_path: Path) -> None:
    lines = ["question,A,B,C,D,answer"] + [f"What is the capital of {c}?,{a},{b},{d},{e},A"
                                          for c, a, b, d, e in _CITIES]
    lines.append('"What does typeof {} return in JavaScript?",object,undefined,map,null,A')
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "quiz.csv")
    assert rows_of(deck)[-1] == ("What does typeof {} return in JavaScript?", ["object", "undefined", "map", "null"],
                                 [0]), said
    assert any(":10:1:" in s and "'null' is read as a choice" in s for s in said), said
    padded = lines[:5] + [f"Is {c} in Europe?,yes,no,null,null,A" for c, *_ in _CITIES[:4]]
    deck, said = read_said(tmp_path, "\n".join(padded) + "\n", "padded.csv")
    assert rows_of(deck)[-1][1] == ["yes", "no"], said


def test_a_last_choice_of_two_phrases_is_no_category(tmp_path: Path) -> None:
    lines = [f"Which city is the capital of {c}?;{a};{b};{d};{'All of the above' if k % 2 else 'None of the above'}"
             for k, (c, a, b, d, _) in enumerate(_CITIES)]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "quiz.csv")
    assert rows_of(deck)[1][1] == ["Rome", "Milan", "Turin", "All of the above"], said
