"""Wave 39's second look at the rows39 readings (review39w), excerpts written in the shape of real files.

* a survey's export (one question a column, each respondent's answers a row) is no sheet written sideways: its
  answers repeat down the columns, again and again, where a key repeats a choice once after the choices;
* a row asking one text along it (a timetable's ``Break?``) is no row of questions;
* a small survey the sideways reading cannot tell from a keyed quiz is read, and warned at its first row;
* every message's row, line and column numbers are the source's own (``row 3`` of the reshaped rows is a record
  at a line and column of the source; a sideways sheet's ``column 5`` is the source's line 5);
* a line holding both a statement's column list and its rows is not listed as page furniture.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_SURVEY = ("Timestamp,How old are you?,Do you like coffee?,Which city do you live in?,How did you hear about us?,"
           "Would you recommend us?\n"
           "2024-01-01 10:00,25,Yes,Paris,Friend,Yes\n"
           "2024-01-01 11:00,31,No,Berlin,Ad,No\n"
           "2024-01-02 09:30,44,Yes,Rome,Friend,Yes\n"
           "2024-01-02 12:10,19,Yes,Paris,Web,Maybe\n")


def test_a_survey_export_s_responses_are_not_read_as_choices_and_keys(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _SURVEY, "responses.csv")
    assert not any("read sideways" in s for s in said), said
    assert not any(q.text == "Do you like coffee?" and q.answer == [0] for q in deck.questions), rows_of(deck)


# every column repeats once after two or three cells, at another row in each: responses, not a key
_CLASS = ("Student;Quelle est ta couleur préférée ?;As-tu un animal ?;Quelle saison préfères-tu ?;"
          "Thé ou café ?\n"
          "Léa;Bleu;Oui;Été;Thé\n"
          "Hugo;Rouge;Non;Hiver;Café\n"
          "Inès;Bleu;Peut-être;Printemps;Chocolat\n"
          "Noé;Vert;Oui;Été;Thé\n")


def test_responses_repeating_at_another_row_in_each_column_are_no_key(tmp_path: Path) -> None:
    _, said = read_said(tmp_path, _CLASS, "classe.csv")
    assert not any("read sideways" in s for s in said), said


_SMALL = ("Name,Q1. What is your favourite colour?,Q2. Do you own a pet?,Q3. Which season do you prefer?,"
          "Q4. Tea or coffee?\n"
          "Ann,Blue,Yes,Summer,Tea\n"
          "Bob,Red,No,Winter,Coffee\n"
          "Cid,Blue,Yes,Summer,Tea\n")


def test_a_small_survey_read_sideways_is_warned_at_its_first_row(tmp_path: Path) -> None:
    _, said = read_said(tmp_path, _SMALL, "poll.csv")
    assert any("read sideways" in s for s in said), said
    assert any(":1:" in s and "survey" in s and "'Ann'" in s for s in said), said


_TIMETABLE = ("Zeit,Montag,Dienstag,Mittwoch,Donnerstag,Freitag\n"
              "08:00,Mathe,Englisch,Mathe,Physik,Kunst\n"
              "09:00,Geschichte,Mathe,Biologie,Mathe,Musik\n"
              "10:00,Pause?,Pause?,Pause?,Pause?,Pause?\n"
              "11:00,Sport,Chemie,Englisch,Geschichte,Mathe\n")


def test_a_row_asking_one_text_along_it_is_no_question_row(tmp_path: Path) -> None:
    _, said = read_said(tmp_path, _TIMETABLE, "stundenplan.csv")
    assert not any("read sideways" in s for s in said), said


_ANSWER_IDS = ("INSERT INTO questions (id, text, correct_answer_id) VALUES (1, 'What is 2+2?', 2), "
               "(2, 'Capital of France?', 4), (3, 'Largest planet?', 7);\n"
               "INSERT INTO answers (id, question_id, text) VALUES\n"
               "(1, 1, '3'), (2, 1, '4'), (3, 1, '5'),\n"
               "(4, 2, 'Paris'), (5, 2, 'Rome'),\n"
               "(6, 3, 'Mars'), (7, 3, 'Jupiter'), (8, 3, 'Venus');\n")


def test_a_question_s_column_naming_its_right_choice_s_id(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ANSWER_IDS, "quiz.sql")
    assert rows_of(deck) == [("What is 2+2?", ["3", "4", "5"], [1]), ("Capital of France?", ["Paris", "Rome"], [0]),
                             ("Largest planet?", ["Mars", "Jupiter", "Venus"], [1])], rows_of(deck)
    assert any(":1:1:" in s and "whose id its correct_answer_id names" in s for s in said), said
    assert not any("names no choice" in s for s in said), said


_OUT_OF_RANGE = ("INSERT INTO quiz (question, a, b, c, answer) VALUES ('What is 2+2?', '3', '4', '5', 'b'), "
                 "('Capital of Peru?', 'Lima', 'Quito', 'Cusco', 'e'), "
                 "('Largest ocean?', 'Indian', 'Pacific', 'Arctic', 'b');\n")


def test_a_message_s_row_is_the_source_s_record_not_the_reshaped_row(tmp_path: Path) -> None:
    _, said = read_said(tmp_path, _OUT_OF_RANGE, "quiz.sql")
    named = [s for s in said if "names no choice" in s]
    assert len(named) == 1 and "row 3" not in named[0], said
    assert "quiz.sql:1:" in named[0] and "the record at line 1, column " in named[0], named


_LETTERED = ("Wie viel ist 2+2?,Hauptstadt von Frankreich?,Größter Planet?,Was ist H2O?,Roter Planet?,"
             "Schnellstes Tier?\n"
             "\n"
             "3,Paris,Mars,Salz,Venus,Gepard\n"
             "4,Rom,Venus,Wasser,Mars,Schnecke\n"
             "5,Madrid,Jupiter,Luft,Erde,Schildkröte\n"
             "B,A,C,B,B,A\n")


def test_a_sideways_sheet_s_columns_in_messages_are_its_lines(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LETTERED, "quiz.csv")
    assert [r[2] for r in rows_of(deck)] == [[1], [0], [2], [1], [1], [0]], rows_of(deck)
    layout = [s for s in said if "read by what the cells hold" in s]
    assert layout and "line 1 the question" in layout[0] and "lines 3–5 the choices" in layout[0] \
        and "line 6 the right choice's letter" in layout[0], layout


_HEAD = "INSERT INTO quiz (question, a, b, c, answer) VALUES "
_HEADED = (f"{_HEAD}('What is 2+2?', '3', '4', '5', 'b');\n"
           f"{_HEAD}('Capital of Peru?', 'Lima', 'Quito', 'Cusco', 'a');\n"
           f"{_HEAD}('Largest ocean?', 'Indian', 'Pacific', 'Arctic', 'b');\n")


def test_a_line_holding_the_column_list_and_a_row_is_not_furniture(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _HEADED, "quiz.sql")
    assert [q.pos.line for q in deck.questions] == [1, 2, 3]
    assert deck.furniture == [], deck.furniture


_PATHS = ("INSERT INTO quiz (question, a, b, c, answer) VALUES\n"
          "('Which separates tuples: ),( or ;?', '),(', ';', ',', 'a'),\n"
          "('Which drive letter does Windows boot from?', 'C:\\', 'D:\\', 'E:\\', 'a'),\n"
          "('What''s next; after A?', 'B', 'C', 'D', 'a'),\n"
          "('Two\nlines?', 'yes', 'no', 'maybe', 'b');\n")


def test_a_string_ending_in_a_backslash_in_a_file_quoting_by_doubling(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _PATHS, "quiz.sql")
    assert rows_of(deck) == [("Which separates tuples: ),( or ;?", ["),(", ";", ","], [0]),
                             ("Which drive letter does Windows boot from?", ["C:\\", "D:\\", "E:\\"], [0]),
                             ("What's next; after A?", ["B", "C", "D"], [0]),
                             ("Two\nlines?", ["yes", "no", "maybe"], [1])], rows_of(deck)
    assert any(":1:1:" in s and "backslashes read as written" in s for s in said), said
