"""Spreadsheets without a header row that names their columns: the columns told by the cells when
that is safe (a question, two choices or more, an answer column whose cells name a choice), said in
a warning at the first row; an error where they cannot be told. Headers in words only partly known
("Texto_Pregunta", "CorrectAnswer") name their columns by those words."""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import saved
from tests.test_import import answers, imported, load, texts

HERE = Path(__file__).parent / "importing"


def test_the_shared_headerless_sample_is_read_with_a_warning_saying_how(tmp_path: Path) -> None:
    dest, result = imported(tmp_path, HERE / "csv" / "no-header.csv")
    assert result.exit_code == 0, result.stderr
    doc = load(dest)
    assert [q["question"] for q in doc["questions"]] == ["What is 2 + 2?", "What is 3 + 3?"]
    assert texts(doc) == [["3", "4"], ["6", "7"]] and answers(doc) == ["B", "A"]
    assert re.search(r"no-header\.csv:1:1: warning: no header row names the columns: read by what the cells "
                     r"hold: column 1 the question; columns 2–3 the choices; column 4 the right choice's letter",
                     result.stderr), result.stderr


def test_choice_numbers_then_statistics_columns(tmp_path: Path) -> None:
    text = ("¿Quién pintó el Guernica?,Dalí,Picasso,Miró,Goya,2,100.0,0,3,3\n"
            "¿Qué río cruza Sevilla?,Ebro,Tajo,Guadalquivir,Duero,3,33.3,2,1,3\n"
            "¿Capital de Perú?,Lima,Quito,Bogotá,La Paz,1,0.0,1,0,1\n"
            "¿Cuántos lados tiene un hexágono?,4,5,6,8,3,50.0,1,1,2\n")
    doc, err, code, _ = saved(tmp_path, text.encode())
    assert code == 0, err
    assert answers(doc) == ["B", "C", "A", "C"] and texts(doc)[3] == ["4", "5", "6", "8"]
    assert "column 6 the right choice's number; not sure whether the numbers of column 6 count the choices from 0 or " \
           "from 1" in err and "columns 7–10 not used" in err   # 1 to 3 for 4 choices: said unsure


def test_a_running_count_is_no_answer_and_the_questions_have_none(tmp_path: Path) -> None:
    rows = "".join(f"{'Land?' if n % 2 else 'Stadt?'};Deutschland;Italien;Frankreich;{n}\n" for n in range(1, 9))
    doc, err, code, _ = saved(tmp_path, rows.encode())
    assert code == 0, err
    assert len(doc["questions"]) == 8 and all("answer" not in q for q in doc["questions"])
    assert texts(doc)[0] == ["Deutschland", "Italien", "Frankreich"]
    assert "no column names the right choice; column 5 the id" in err
    assert err.count("warning:") == 1   # said once, not once a row


def test_choices_each_with_its_feedback_counted_from_zero_and_a_category(tmp_path: Path) -> None:
    text = ("\ufeffZahlen;Wie viele Patienten hatten wir?;112;Fühlt sich nach einem ruhigen Montag an.;152;"
            "Jede Menge Arbeit für unsere Hände!;184;Haben wir überhaupt so viele Ordner?;1\n"
            "Demografie;Wer dominiert die Statistik?;75% Männer;Die Herren geben sich die Klinke in die Hand.;"
            "50% Mix;Ein perfekt ausgewogenes Wartezimmer.;25% Männer;Männer sind hier eher seltene Gäste.;0\n"
            "Geografie;Wie groß ist das Gebiet?;2.500 km²;Ein Katzensprung für Hausbesuche.;5.000 km²;"
            "Manche brauchen ein Lunchpaket für den Weg.;7.000 km²;Wir therapieren bis zum Horizont.;2\n")
    doc, err, code, _ = saved(tmp_path, text.encode())
    assert code == 0, err
    first = doc["questions"][0]
    assert first["question"] == "Wie viele Patienten hatten wir?" and first["tags"] == ["Zahlen"]
    assert first["choices"][1] == {"text": "152", "why": "Jede Menge Arbeit für unsere Hände!"}
    assert answers(doc) == ["B", "A", "C"]
    assert ("column 2 the question; columns 3, 5, 7 the choices (columns 4, 6, 8 their feedback); column 9 the "
            "right choice's number (counted from 0); column 1 the tag") in err


def test_the_answer_as_a_choices_text_before_the_choices(tmp_path: Path) -> None:
    text = " Wie lautet die Hauptstadt von Deutschland;Berlin;Berlin;Bonn;München\n" \
           " Wie heisst Eden mit Zweitnamen;Miladin;Peter;Herbert;Miladin\n"
    doc, err, code, _ = saved(tmp_path, text.encode())
    assert code == 0, err
    assert texts(doc) == [["Berlin", "Bonn", "München"], ["Peter", "Herbert", "Miladin"]]
    assert answers(doc) == ["A", "C"]
    assert "column 2 the right choice's text" in err


def test_a_header_in_words_not_known_is_taken_for_one_when_the_rows_below_say_so(tmp_path: Path) -> None:
    text = "Swali;Chaguo 1;Chaguo 2;Chaguo 3;Jibu\nMbili?;moja;mbili;tatu;B\nTatu?;moja;mbili;tatu;C\n"
    doc, err, code, _ = saved(tmp_path, text.encode())
    assert code == 0, err
    assert [q["question"] for q in doc["questions"]] == ["Mbili?", "Tatu?"] and answers(doc) == ["B", "C"]
    assert re.search(r"s\.csv:1:1: warning: the first row names the columns in words not known \('Swali', "
                     r"'Chaguo 1', .*\): read by what the cells hold", err), err


def test_a_row_the_layout_does_not_fit_is_said_at_its_line_and_the_others_are_kept(tmp_path: Path) -> None:
    text = "Zwei?,eins,zwei,drei,B\nDrei?,eins,zwei,drei,C\nEins?,eins,zwei,drei,A\nVier?,eins,zwei,drei,F\n"
    doc, err, code, _ = saved(tmp_path, text.encode())
    assert code == 1   # written; the row that needs attention makes the exit status say so
    assert len(doc["questions"]) == 4 and answers(doc)[:3] == ["B", "C", "A"]
    assert "s.csv:4:1: warning: row 4: the answer 'F' names no choice" in err


def test_columns_that_cannot_be_told_are_still_an_error(tmp_path: Path) -> None:
    for text in ("alpha,beta,gamma,delta\nepsilon,zeta,eta,theta\n",          # nothing asks, nothing answers
                 "Zwei?,zwei,Kommentar\nDrei?,drei,Bemerkung\n",                  # a question, its answer, a remark
                 "Zwei?,eins,zwei,3\nDrei?,eins,zwei,4\nVier?,eins,zwei,5\n"):    # numbers beyond the choices
        doc, err, code, _ = saved(tmp_path, text.encode())
        assert code == 1 and not doc, text
        # a first row naming no column is said to be no header; one whose cells may be names (``3``) is judged so
        assert "s.csv:1:1: error: no header row names the columns (the first row's cells name none)" in err or \
            "s.csv:1:1: error: no `question` column in the header row ('Zwei?', 'eins', 'zwei', '3')" in err, err


def test_header_names_in_camel_case_and_with_known_words(tmp_path: Path) -> None:
    cases = {
        "camel.csv": "Question,OptionA,OptionB,OptionC,CorrectAnswer\nTwo?,one,two,three,B\n",
        "words.csv": "ID_Pregunta,Fuente_Original,Texto_Pregunta,Opcion_A,Opcion_B,Opcion_C,Respuesta_Correcta,"
                     "Texto_Justificacion\n7,Examen 2023,¿Dos?,uno,dos,tres,B,Porque sí\n",
    }
    for name, text in cases.items():
        doc, err, code, _ = saved(tmp_path, text.encode(), name)
        assert code == 0, (name, err)
        assert texts(doc) == [["one", "two", "three"] if name == "camel.csv" else ["uno", "dos", "tres"]], name
        assert answers(doc) == ["B"], name
    words = doc["questions"][0]
    assert words["id"] == "q7" and words["explanation"] == "Porque sí" and words["source"] == "Examen 2023"
