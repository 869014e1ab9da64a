"""Review 31c of the sheet readers csv31 taught (capitals mark, comma lists, furniture, first choice, stray signs).

* one acronym among lower-case choices (``hard disk``, ``CPU``, ``monitor``) is how the word is spelt, no
  capitals mark: a first-choice-right sheet keeps its first choices right (English and German);
* a ``*`` the author wrote on the right choice beats capitals;
* a comma list whose row splits into more pieces than the sheet's usual count (``Washington, D.C.``, ``86,400``)
  is not split, and that row is warned;
* a last choice column of ``both`` / ``neither`` is choices, no category;
* a ``Difficulty`` (repeated values) or ``Why`` (sentences) column before ``OptionB`` is no choice A, and a header
  whose choice columns count from B with no A is warned;
* ``!false`` and ``true?`` are no stray-sign verdicts.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.capsmarks import caps_marked
from tests.conftest import read_said, rows_of

_ACRONYMS = """\
Which part stores data permanently?,hard disk,CPU,monitor,keyboard
Which part draws the picture?,graphics card,RAM,mouse,printer
What carries web pages?,the internet,USB,printer,scanner
Which one is an input device?,keyboard,LCD,speaker,printer
Which one prints on paper?,printer,CPU,mouse,speaker
Which one holds running programs?,memory,SSD,monitor,webcam
Which one shows images?,monitor,DVD,keyboard,mouse
Which one records sound?,microphone,LED,speaker,monitor
Which one moves the pointer?,mouse,HDMI,printer,scanner
Which one is a network device?,router,BIOS,monitor,keyboard
"""


def test_one_acronym_among_words_is_no_capitals_mark(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ACRONYMS, "quiz.csv")
    assert [q[2] for q in rows_of(deck)] == [[0]] * 10, said
    assert rows_of(deck)[0][1] == ["hard disk", "CPU", "monitor", "keyboard"], said
    assert not any("capitals" in s for s in said), said


def test_one_acronym_among_german_words_is_no_capitals_mark(tmp_path: Path) -> None:
    text = """\
Wer regelt Normen in Deutschland?;das Normeninstitut;ADAC;die Polizei
Was misst Spannung?;ein Voltmeter;USB;ein Lineal
Welches Gas atmen wir aus?;Kohlendioxid;DNA;Helium
Was ist ein Werkzeug?;ein Hammer;PKW;ein Baum
Was speichert Erbgut?;die Zelle;NASA;ein Stein
Was fliegt?;ein Flugzeug;LKW;ein Haus
"""
    deck, said = read_said(tmp_path, text, "quiz.csv")
    assert [q[2] for q in rows_of(deck)] == [[0]] * 6, said


def test_capitals_still_mark_long_words_and_acronyms_written_small_elsewhere() -> None:
    rows = [["Seitenschneider", "Tigersäge", "GEWINDESCHNEIDKLUPPE"], ["vdi 2045", "VDI 2035", "din 2045"],
            ["drei", "vier", "DREIEINHALB"], ["Silikon", "LOCTITE", "Kleber"], ["Gas-Therme", "BLOCKHEIZKRAFTWERK"]]
    assert caps_marked(rows)
    assert not caps_marked([["hard disk", "CPU", "monitor"], ["memory", "SSD", "webcam"], *rows[:3]])
    # an acronym the sheet writes in small letters elsewhere is marked by its capitals
    assert caps_marked([["cpu", "GPU", "ram"], ["GPU", "cpu", "ram"], ["ram", "cpu", "GPU"], ["RAM", "gpu", "cpu"],
                        ["ram", "CPU", "gpu"]])


def test_a_star_on_the_right_choice_beats_capitals(tmp_path: Path) -> None:
    # long words in capitals (no acronyms): capitals alone would mark them
    text = _ACRONYMS
    for short, long in (("CPU", "PROCESSOR"), ("RAM", "MEMORY"), ("USB", "CABLES"), ("LCD", "SCREEN"),
                        ("SSD", "STORAGE"), ("DVD", "DISCS"), ("LED", "LIGHTS"), ("HDMI", "SOCKET"),
                        ("BIOS", "FIRMWARE")):
        text = text.replace(f",{short},", f",{long},")
    lines = [line.split(",") for line in text.splitlines()]
    for k, cells in enumerate(lines):
        right = 1 + k % 4 if k % 4 != 1 else 3   # the starred choice: never the acronym's place
        cells[1], cells[right] = cells[right], cells[1]
        cells[right] = cells[right].rstrip("*") + "*"
    deck, said = read_said(tmp_path, "\n".join(",".join(c) for c in lines) + "\n", "quiz.csv")
    for (_, choices, answer), cells in zip(rows_of(deck), lines, strict=True):
        assert answer is not None and len(answer) == 1, said
        assert choices[answer[0]] + "*" == cells[1 + answer[0]], said
        assert not any(c.endswith("*") for c in choices), said
    assert any("marked '*'" in s for s in said), said


def test_a_choice_with_its_own_comma_is_not_cut_into_choices(tmp_path: Path) -> None:
    text = """\
question,choices,answer
Capital of France?,"London,Paris,Berlin",Paris
Capital of Italy?,"Rome,Madrid,Lisbon",Rome
Capital of Spain?,"Oslo,Madrid,Vienna",Madrid
Capital of Germany?,"Berlin,Prague,Warsaw",Berlin
Capital of the USA?,"New York,Washington, D.C.,Los Angeles",New York
Largest US city?,"Chicago, Illinois,Houston, Texas,Boston",Boston
"""
    deck, said = read_said(tmp_path, text, "quiz.csv")
    assert rows_of(deck)[0] == ("Capital of France?", ["London", "Paris", "Berlin"], [1]), said
    for q in rows_of(deck)[4:]:
        assert "D.C." not in q[1] and "Illinois" not in q[1], said
    assert any(":6:1:" in s and "not split" in s for s in said), said
    assert any(":7:1:" in s and "not split" in s for s in said), said


def test_a_thousands_number_is_not_cut_into_choices(tmp_path: Path) -> None:
    text = """\
question,choices,answer
How many metres in a km?,"10,100,1000",1000
How many cm in a m?,"100,10,1000",100
How many grams in a kg?,"1000,500,2000",1000
How many mm in a m?,"1000,100,10",1000
How many metres in 10 km?,"1,000,10,000,100",10
How many seconds in a day?,"86,400,3,600,60",60
"""
    deck, said = read_said(tmp_path, text, "quiz.csv")
    assert rows_of(deck)[0] == ("How many metres in a km?", ["10", "100", "1000"], [2]), said
    assert "400" not in rows_of(deck)[5][1], said
    assert any(":7:1:" in s and "not split" in s for s in said), said


def test_both_and_neither_as_last_choices_are_choices(tmp_path: Path) -> None:
    text = """\
Which animal barks?,dog,cat,both
Which animal meows?,cat,dog,neither
Which one is a fruit?,apple,carrot,both
Which one is a vegetable?,carrot,apple,neither
Which one flies?,eagle,snake,both
Which one swims?,fish,camel,neither
Which is a colour?,red,loud,both
Which is a number?,seven,blue,neither
"""
    deck, said = read_said(tmp_path, text, "quiz.csv")
    assert rows_of(deck)[0] == ("Which animal barks?", ["dog", "cat", "both"], [0]), said
    assert all(len(q[1]) == 3 for q in rows_of(deck)), said


_LEVELS = """\
Question,{name},OptionB,OptionC,OptionD,Answer
What is 2+2?,{0},3,4,5,C
What is 3*3?,{1},9,6,33,B
Capital of France?,{2},Paris,Rome,Oslo,B
Largest ocean?,{3},Atlantic,Pacific,Indian,C
Who wrote Hamlet?,{4},Dickens,Austen,Shakespeare,D
Boiling point of water (C)?,{5},90,100,80,C
"""


def test_a_difficulty_column_before_option_b_is_no_choice(tmp_path: Path) -> None:
    text = _LEVELS.format("easy", "easy", "medium", "medium", "hard", "easy", name="Difficulty")
    deck, said = read_said(tmp_path, text, "quiz.csv")
    assert rows_of(deck)[0][1] == ["3", "4", "5"], said
    assert any(":1:1:" in s and "count from 'OptionB'" in s and "no column is choice A" in s for s in said), said


def test_an_explanation_column_before_option_b_is_no_choice(tmp_path: Path) -> None:
    text = _LEVELS.format("Two and two make four", "Three threes are nine", "Paris is the capital",
                          "The Pacific is the largest", "Shakespeare wrote it", "Water boils at one hundred",
                          name="Why")
    deck, said = read_said(tmp_path, text, "quiz.csv")
    assert all("Shakespeare wrote it" not in q[1] for q in rows_of(deck)), said
    assert rows_of(deck)[4][1] == ["Dickens", "Austen", "Shakespeare"], said


def test_a_bang_or_a_question_mark_is_no_stray_sign(tmp_path: Path) -> None:
    text = """\
question,A,B,answer
The sun is a star,True,False,!false
The moon is a planet,True,False,false
Water is wet,True,False,true
Fire is cold,True,False,false
Ice is cold,True,False,true?
"""
    deck, said = read_said(tmp_path, text, "quiz.csv")
    assert rows_of(deck)[0][2] != [1] and rows_of(deck)[4][2] != [0], said
    assert any(":2:1:" in s and "'!false'" in s and "stray" not in s for s in said), said
    assert rows_of(deck)[1][2] == [1], said
    tonos = text.replace("!false", "\u0384false").replace("true?", "'true")
    deck, said = read_said(tmp_path, tonos, "tonos.csv")
    assert rows_of(deck)[0][2] == [1] and rows_of(deck)[4][2] == [0], said
