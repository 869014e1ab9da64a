"""Spreadsheet rows as real sheets write them: open questions among multiple-choice ones, labels in
the choices that the answer's text leaves out, a category of several words, a column of code."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import saved
from tests.test_import import answers, texts


def test_open_questions_are_skipped_and_said_and_labelled_choices_match_the_answers_text(tmp_path: Path) -> None:
    text = ("Kategorie;Schwierigkeit;Frage;Lösung;Antwortmöglichkeiten\n"
            "Geschichten und Geschichte;100;Wann wurde sie gegründet?;1981;\n"
            "Geschichten und Geschichte;200;Was ist zu kontrollieren?;Dass der Anhänger angehängt ist;"
            "A. Die Farbe|B. Das Wetter|C. Die Neigung|D. Dass der Anhänger angehängt ist\n"
            "Technik;100;Wie viele Fahrzeuge?;4;\n"
            "Technik;400;Welcher Scherz?;Es wurde zum Postamt;A Der Strom|B Es wurde zum Postamt|C Zuckerrüben|"
            "D Eiswagen-Musik\n")
    doc, err, code, _ = saved(tmp_path, text.encode())
    assert code == 0, err
    assert texts(doc) == [["Die Farbe", "Das Wetter", "Die Neigung", "Dass der Anhänger angehängt ist"],
                          ["Der Strom", "Es wurde zum Postamt", "Zuckerrüben", "Eiswagen-Musik"]]
    assert answers(doc) == ["D", "B"]
    assert doc["questions"][0]["tags"] == ["Geschichten-und-Geschichte"]   # a category is one tag
    assert "s.csv:2:1: warning: row 2 gives no choices, only its answer '1981': an open question; skipped" in err
    assert "s.csv:4:1: warning: row 4 gives no choices, only its answer '4': an open question; skipped" in err


def test_a_tags_column_still_holds_several(tmp_path: Path) -> None:
    doc, err, code, _ = saved(tmp_path, b"question,A,B,answer,tags\nTwo?,1,2,B,math easy\n")
    assert code == 0, err
    assert doc["questions"][0]["tags"] == ["math", "easy"]


def test_a_code_column_after_the_question_is_shown_below_it_and_coding_rows_are_skipped(tmp_path: Path) -> None:
    text = ("question,type,option a,option b,option c,answer,code\n"
            "What does it print?,code_output_mcq,3,4,5,B,print(2 + 2)\n"
            "Write a function.,coding,,,,,\"def f():\n    pass\"\n")
    doc, err, code, _ = saved(tmp_path, text.encode())
    assert code == 0, err
    assert doc["questions"][0]["question"] == "What does it print?\n\n```\nprint(2 + 2)\n```"
    assert answers(doc) == ["B"]
    assert "s.csv:3:1: warning: row 3 is a 'coding' question; skipped" in err


def test_a_code_column_before_the_question_is_its_id(tmp_path: Path) -> None:
    doc, err, code, _ = saved(tmp_path, b"code,question,A,B,answer\nHIST-01,Two?,1,2,B\n")
    assert code == 0, err
    assert doc["questions"][0]["id"] == "hist-01" and doc["questions"][0]["question"] == "Two?"


def test_moodles_qformat_csv_answer_columns_are_the_answer(tmp_path: Path) -> None:
    # the qformat_csv plugin's own header: A..D are the choices, `Answer 1`, `Answer 2` their letters
    text = ("questionname,questiontext,A,B,C,D,Answer 1,Answer 2,answernumbering,correctfeedback,"
            "partiallycorrectfeedback,incorrectfeedback,defaultmark\n"
            "Question1,The dmesg command,Shows logins,Shows the syslog,kernel log messages,Shows the daemon log,C,,"
            "123,Your answer is correct.,Your answer is partially correct.,Your answer is incorrect.,1\n"
            "Q2,Which are even?,1,2,3,4,B,D,abc,ok,part,no,1\n")
    doc, err, code, _ = saved(tmp_path, text.encode())
    assert code == 0, err
    assert texts(doc)[0] == ["Shows logins", "Shows the syslog", "kernel log messages", "Shows the daemon log"]
    assert answers(doc) == ["C", ["B", "D"]]
    assert "s.csv:1:1: warning: the columns 'Answer 1', 'Answer 2' hold letters naming the choices" in err


def test_an_answer_written_as_letter_and_text(tmp_path: Path) -> None:
    doc, err, code, _ = saved(tmp_path, b"question,A,B,C,answer\nCapital?,Rome,Paris,Oslo,B) Paris\n"
                                        b"Largest?,Asia,Europe,Africa,a.  asia\n")
    assert code == 0, err
    assert answers(doc) == ["B", "A"] and texts(doc)[0] == ["Rome", "Paris", "Oslo"]


def test_short_and_distractor_header_names(tmp_path: Path) -> None:
    cases = {"short.csv": "Q,A1,A2,A3,Correct\nTwo?,one,two,three,2\n",
             "distractors.csv": "Question,Correct Answer,Distractor 1,Distractor 2\nTwo?,two,one,three\n"}
    for name, text in cases.items():
        doc, err, code, _ = saved(tmp_path, text.encode(), name)
        assert code == 0, (name, err)
        assert texts(doc)[0] in (["one", "two", "three"], ["two", "one", "three"]), name
        right = "ABC".index(answers(doc)[0])
        assert texts(doc)[0][right] == "two", name
