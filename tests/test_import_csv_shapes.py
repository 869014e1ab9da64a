"""Spreadsheet rows as real sheets write them: open questions among multiple-choice ones, labels in
the choices that the answer's text leaves out, a category of several words, a column of code."""

from __future__ import annotations

from pathlib import Path

from tests.test_import import answers, texts
from tests.test_import_csv_readers import saved


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
