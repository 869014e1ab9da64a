"""Spreadsheets as people save them: headers in their own language, legacy encodings, true/false
rows without choices, and the right answer's text as a choice of its own."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import saved
from tests.test_import import answers, texts


def test_headers_in_other_languages_name_their_columns(tmp_path: Path) -> None:
    cases = {
        "es.csv": "tema;enunciado;A;B;C;correcta\n1;¿Dos?;uno;dos;tres;B\n",
        "es2.csv": "pregunta,respuesta_1,respuesta_2,respuesta_3,respuesta_correcta\n¿Dos?,uno,dos,tres,2\n",
        "de.csv": "Frage;Antwort 1;Antwort 2;Antwort 3;Richtige Antwort\nZwei?;eins;zwei;drei;2\n",
        "fr.csv": "Question;Réponse A;Réponse B;Réponse C;Bonne réponse;Explication\nDeux ?;un;deux;trois;B;car\n",
        "moodle.csv": "name,questiontext,choices,answer,generalfeedback,qtype\n"
                      "n,Two?,one;two;three,B,since,multichoice\n",
        "zh.csv": "id,题型,题目,选项A,选项B,选项C,答案\n1,单选题,二？,一,二,三,B\n",
    }
    for name, text in cases.items():
        doc, err, code, _ = saved(tmp_path, text.encode("utf-8"), name)
        assert code == 0, (name, err)
        assert len(texts(doc)) == 1 and texts(doc)[0][1] in ("dos", "zwei", "deux", "two", "二"), name
        assert answers(doc) == ["B"], name


def test_a_gb18030_sheet_is_read_and_said(tmp_path: Path) -> None:
    text = "id,type,content,c1,c2,c3,c4,answer\n1,单选题,旅客是持有铁路（）的人,车票,乘车卡,有效乘车凭证,乘车凭证,C\n"
    doc, err, code, _ = saved(tmp_path, text.encode("gb18030"))
    assert code == 0, err
    assert "s.csv:1:1: warning: not UTF-8: read as GB18030" in err
    assert texts(doc) == [["车票", "乘车卡", "有效乘车凭证", "乘车凭证"]] and answers(doc) == ["C"]


def test_latin1_is_not_taken_for_gb18030(tmp_path: Path) -> None:
    text = "pregunta,respuesta_1,respuesta_2,respuesta_correcta\n¿Cúal es la página?,sí,no,1\n"
    doc, err, code, _ = saved(tmp_path, text.encode("latin-1"))
    assert code == 0, err
    assert "GB18030" not in err and "read as Windows-1252" in err
    assert doc["questions"][0]["question"] == "¿Cúal es la página?" and texts(doc) == [["sí", "no"]]


def test_true_false_rows_without_choices_and_other_kinds_skipped(tmp_path: Path) -> None:
    text = ("id,type,content,c1,c2,c3,answer\n1,判断题,天是蓝的。,,,,Y\n2,判断题,草是红的。,,,,N\n"
            "3,填空题,天是<--NRC-->的。,,,,蓝\n4,单选题,二？,一,二,三,B\n")
    doc, err, code, _ = saved(tmp_path, text.encode("utf-8"))
    assert code == 0, err
    assert texts(doc) == [["True", "False"], ["True", "False"], ["一", "二", "三"]]
    assert answers(doc) == ["A", "B", "B"]
    assert "s.csv:4:1: warning: row 4 is a '填空题' question; skipped" in err


def test_the_right_answers_text_apart_from_the_choices_becomes_the_last_choice(tmp_path: Path) -> None:
    rows = "".join(f"Q{k}?,wrong one,wrong two,the right way {k}\n" for k in range(5))
    doc, err, code, _ = saved(tmp_path, ("question,a,b,correct\n" + rows + "Q?,x y,z w,x y\n").encode("utf-8"))
    assert code == 0, err
    assert texts(doc)[0] == ["wrong one", "wrong two", "the right way 0"] and answers(doc)[:5] == ["C"] * 5
    assert texts(doc)[5] == ["x y", "z w"] and answers(doc)[5] == "A"   # a choice's own text: that choice
    assert "s.csv:2:1: warning: 5 rows give their answer as a text that is none of their choices (lines 2, 3, " in err
    # one such row is said at its line
    doc, err, code, _ = saved(tmp_path, b"question,a,b,correct\nQ?,x y,z w,the right one\nR?,x y,z w,B\n", "one.csv")
    assert code == 0 and texts(doc)[0] == ["x y", "z w", "the right one"] and answers(doc) == ["C", "B"]
    assert "one.csv:2:1: warning: the answer's text is none of this row's choices: added as the last choice" in err


def test_an_encoding_that_cannot_be_told_apart_is_an_error_naming_them(tmp_path: Path) -> None:
    # (ideographs GB18030, Big5 and EUC-KR all keep in their first level; a Korean text is told, test_import_csv_wave35)
    text = "question,a,b,answer\n北京国的空地,蓝白海草,红黑江河,a\n"
    _, err, code, _ = saved(tmp_path, text.encode("gb18030"))
    assert code == 1 and "error: the file is not valid UTF-8" in err and "as EUC_KR, which cannot be told apart" in err
