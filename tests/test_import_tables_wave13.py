"""Session 13's table shapes (issue 17; from session 12's held-out half, now dev), each read as a shape,
in other words and languages than the files they came from: a row one cell short in a sheet whose rows
fill the header's last column (a delimiter missing); a cell whose opening quote closes before the cell
ends (the quotes are the text's own); records whose last cell holds the answer after another separator
than the delimiter. Every uncertain reading is said at its line."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import saved
from tests.test_import import answers, texts

_HEADER = "question;a;b;c;d;answer;level"
_ROWS = ["Which planet is red?;Mars;Venus;Jupiter;Saturn;A;1",
         "Which is the largest ocean?;Atlantic;Pacific;Indian;Arctic;B;1",
         "How many legs has a spider?;Six;Ten;Eight;Four;C;2",
         "Which gas do plants take in?;Oxygen;Helium;Neon;Carbon dioxide;D;2",
         "Which metal is liquid at room temperature?;Iron;Mercury;Lead;Tin;B;3",
         "Who wrote Hamlet?;Marlowe;Jonson;Shakespeare;Bacon;C;3"]


def test_a_row_one_cell_short_whose_question_runs_into_the_first_choice_is_split_at_its_question_mark(
        tmp_path: Path) -> None:
    short = "Welche Stadt ist die Hauptstadt von Frankreich?Paris;Lyon;Nizza;Lille;A;2"
    doc, err, code, _ = saved(tmp_path, "\n".join([_HEADER, *_ROWS[:3], short, *_ROWS[3:]]).encode())
    assert code == 0, err
    assert doc["questions"][3]["question"] == "Welche Stadt ist die Hauptstadt von Frankreich?"
    assert texts(doc)[3] == ["Paris", "Lyon", "Nizza", "Lille"]
    assert answers(doc)[3] == "A"
    assert ":5:1: warning: row 5 has 6 cells where the header has 7: the question cell runs on into the next " \
           "('Paris' after its `?`), a `;` missing; split there" in err


def test_a_row_one_cell_short_with_no_glued_question_end_is_said_and_needs_attention(tmp_path: Path) -> None:
    short = "Which animal barks Dog;Cat;Cow;Hen;A;2"   # the question's delimiter lost, no `?` to split at
    doc, err, code, _ = saved(tmp_path, "\n".join([_HEADER, *_ROWS[:3], short, *_ROWS[3:]]).encode())
    assert code == 1, err
    assert len(doc["questions"]) == 7
    assert ":5:1: warning: row 5 has 6 cells where the header and the other rows have 7: a `;` is missing, " \
           "and the cells after it stand in the wrong columns; written as the cells fall" in err


def test_a_sheet_whose_rows_leave_their_last_cells_empty_takes_a_short_row_as_it_is(tmp_path: Path) -> None:
    rows = [r.rsplit(";", 1)[0] + ";" for r in _ROWS]   # no level anywhere: the last column is empty
    rows[2] = rows[2][:-1]   # one row without the last delimiter: nothing is missing
    doc, err, code, _ = saved(tmp_path, "\n".join([_HEADER, *rows]).encode())
    assert code == 0, err
    assert "missing" not in err and answers(doc) == ["A", "B", "C", "D", "B", "C"]


def test_a_cell_whose_opening_quote_closes_before_the_cell_ends_keeps_its_quotes(tmp_path: Path) -> None:
    quoted = '"To be, or not to be". Who wrote it?;Marlowe;Jonson;Shakespeare;Bacon;C;3'
    sheet_quoted = '"Which is 1,5 in words?";"one, five";one and a half;fifteen;"one; five";B;1'
    doc, err, code, _ = saved(tmp_path, "\n".join([_HEADER, *_ROWS[:5], quoted, sheet_quoted]).encode())
    assert code == 0, err
    assert doc["questions"][5]["question"] == '"To be, or not to be". Who wrote it?'
    assert doc["questions"][6]["question"] == "Which is 1,5 in words?"
    assert texts(doc)[6] == ["one, five", "one and a half", "fifteen", "one; five"]


def test_records_whose_answer_stands_after_another_separator_are_read_with_it(tmp_path: Path) -> None:
    rows = ["¿Cuál es el río más largo?#1) Nilo#2) Sena#3) Ebro|1",
            "¿Cuántos lados tiene un hexágono?#1) Cinco#2) Seis#3) Ocho|2",
            "¿De qué color es el cielo?#1) Verde#2) Rojo#3) Azul|3",
            "¿Qué animal maúlla?#1) Perro#2) Gato#3) Vaca|2",
            "¿Cuál es la capital de Italia?#1) Roma#2) Milán#3) Turín|1",
            "¿Cuántos días tiene una semana?#1) Cinco#2) Seis#3) Siete|3"]
    doc, err, code, out = saved(tmp_path, "\r\n".join(rows).encode(), name="preguntas.txt")
    assert code == 0 and "(CSV)" in out, err
    assert texts(doc)[0] == ["Nilo", "Sena", "Ebro"] and texts(doc)[5] == ["Cinco", "Seis", "Siete"]
    assert answers(doc) == ["A", "B", "C", "B", "A", "C"]
    assert "column 5 the right choice's number" in err


def test_a_separator_in_the_last_cell_of_only_some_rows_is_no_column(tmp_path: Path) -> None:
    rows = [*_ROWS[:4], "Which is 1|2?;Half;Two;One;Three;A;1|2", *_ROWS[4:]]
    doc, err, code, _ = saved(tmp_path, "\n".join([_HEADER, *rows]).encode())
    assert code == 0, err
    assert answers(doc) == ["A", "B", "C", "D", "A", "B", "C"]


def test_a_row_that_asks_a_question_is_no_header_whatever_words_its_other_cells_are(tmp_path: Path) -> None:
    rows = ["Quelle est la capitale de la France ?;Paris;Lyon;Nice;Lille",
            "Combien de pattes a une araignée ?;Huit;Six;Dix;Quatre",
            "Quelle planète est rouge ?;Mars;Vénus;Jupiter;Saturne",
            "Quel océan est le plus grand ?;Pacifique;Atlantique;Indien;Arctique",
            "Quelle lettre suit la lettre P dans l'alphabet ?;Q;R;S;T",   # "Q": a header's name for a question
            "Quel métal est liquide ?;Mercure;Fer;Plomb;Étain"]
    doc, err, _, out = saved(tmp_path, "\n".join(rows).encode(), name="fragen.txt")
    assert "(CSV)" in out, err
    assert len(doc["questions"]) == 6 and texts(doc)[4] == ["Q", "R", "S", "T"]
    assert "fragen.txt:1:1: warning: no header row names the columns: read by what the cells hold" in err


def test_rows_of_several_types_are_read_by_the_type_whose_rows_have_choices_written_after_their_labels(
        tmp_path: Path) -> None:
    rows = ["2,Erdkunde,Berlin ist die Hauptstadt von Deutschland.,W,",
            "2,Erdkunde,Der Rhein fließt durch Wien.,F,",
            "3,Erdkunde,Warum gibt es Gezeiten?,(Antwort),",
            "3,Biologie,Wie atmen Fische?,(Antwort),",
            "1,Erdkunde,Welcher Fluss fließt durch Wien?,A. Donau B. Rhein C. Elbe,A",
            "1,Erdkunde,Welcher Berg ist der höchste der Alpen?,a) Zugspitze b) Mont Blanc c) Matterhorn d) Eiger,B",
            "1,Biologie,Wie viele Beine hat eine Spinne?,A. Sechs B. Acht C. Zehn D. Vier,B",
            "2,Biologie,Wale sind Säugetiere.,W,",
            "1,Biologie,Welches Organ pumpt das Blut?,A. Lunge B. Leber C. Herz,C",
            "3,Biologie,Was ist Photosynthese?,,"]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert texts(doc) == [["Donau", "Rhein", "Elbe"], ["Zugspitze", "Mont Blanc", "Matterhorn", "Eiger"],
                          ["Sechs", "Acht", "Zehn", "Vier"], ["Lunge", "Leber", "Herz"]]
    assert answers(doc) == ["A", "B", "B", "C"]
    assert "column 4 the choices, separated by their labels (`A.`, `B.`…); column 5 the right choice's letter" in err
    assert "column 1 the record's kind (rows of kind '1' read, the others not used)" in err
    assert "6 rows of another kind ('2', '3'; lines 1, 2, 3, 4, 8, 10) than the questions read" in err


def test_a_choices_column_whose_cells_write_each_choice_after_its_label_is_split_there(tmp_path: Path) -> None:
    rows = ["question,choices,answer",
            "Which river flows through Vienna?,A. Danube B. Rhine C. Elbe,A",
            "Which vitamin is made in sunlight?,A) Vitamin B. C B) Vitamin D C) Vitamin K,B"]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert texts(doc) == [["Danube", "Rhine", "Elbe"], ["Vitamin B. C", "Vitamin D", "Vitamin K"]]
    assert answers(doc) == ["A", "B"]


def test_a_tab_separated_row_one_cell_short_whose_tab_was_typed_as_spaces_is_split_there(tmp_path: Path) -> None:
    rows = [r.replace(";", "\t") for r in _ROWS]
    rows.insert(3, "Welcher Fluss fließt durch Wien?\tRhein\tElbe\tDonau  Oder\tC\t2")   # the tab before D: spaces
    headers = ("question\ta\tb\tc\td\tanswer\tlevel", "Pergunta\tUm\tDois\tTrês\tQuatro\tCerta\tNível")
    for k, header in enumerate(headers):
        doc, err, code, _ = saved(tmp_path, "\n".join([header, *rows]).encode(), name=f"quiz{k}.tsv")
        assert code == 0, err
        assert texts(doc)[3] == ["Rhein", "Elbe", "Donau", "Oder"] and answers(doc)[3] == "C"
        assert ":5:1: warning: row 5 has 6 cells where the header has 7: cell 4 holds two, a tab typed as spaces " \
               "('Donau', 'Oder'); split there" in err


def test_a_row_short_of_cells_the_reading_does_not_use_is_taken_as_it_is(tmp_path: Path) -> None:
    rows = [f'"{q}","{a}","{b}","{c}",1,"tag1","tag2","tag3"' for q, a, b, c in (
        ("Столица Франции?", "Париж", "Лондон", "Берлин"), ("Сколько будет 2 + 2?", "4", "5", "6"),
        ("Самая большая планета?", "Юпитер", "Марс", "Земля"), ("Какой газ мы вдыхаем?", "Кислород", "Азот", "Гелий"),
        ("Автор «Войны и мира»?", "Толстой", "Чехов", "Пушкин"), ("Сколько дней в неделе?", "Семь", "Пять", "Шесть"))]
    rows[3] = rows[3].rsplit(",", 1)[0]   # two tags, not three: nothing the questions need is missing
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert "missing" not in err and answers(doc) == ["A"] * 6


def test_a_delimiter_inside_a_quoted_word_of_an_unquoted_cell_is_text(tmp_path: Path) -> None:
    quoted = "Che cosa fa l'istruzione 'break;' in un ciclo?;Esce dal ciclo;Ripete il ciclo;Nulla;Termina;A;2"
    doc, err, code, _ = saved(tmp_path, "\n".join([_HEADER, *_ROWS[:3], quoted, *_ROWS[3:]]).encode())
    assert code == 0, err
    assert doc["questions"][3]["question"] == "Che cosa fa l'istruzione 'break;' in un ciclo?"
    assert texts(doc)[3] == ["Esce dal ciclo", "Ripete il ciclo", "Nulla", "Termina"] and answers(doc)[3] == "A"
    assert ":5:1: warning: row 5 has 8 cells where the header has 7: the `;` in \"'break;'\" stands inside " \
           "quotes" in err
