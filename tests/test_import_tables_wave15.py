"""Session 15's sheet and GIFT shapes (issue 17; from session 14's held-out half, now dev), each read as a
shape: a header whose names carry a remark after a comma and a quiz's title column beside the question's;
answers as letters joined by the bar that splits the choices. Every uncertain reading is said at its line."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import saved
from tests.test_import import answers, texts


def test_a_header_with_remarks_and_a_quiz_title_column_names_its_columns(tmp_path: Path) -> None:
    text = ('Quiz title,HTML of the question,Answer,"Options, separated by |",HTML of the explanation,Question type\n'
            'Math,"<p>What is 7 x 8?</p>",B,48|56|64|72,"<p>Seven eights.</p>",mc\n'
            'Music,"Which are instruments?",A|B|C,Violin|Guitar|Piano|Phone,"<p>Three are.</p>",mc\n'
            'Art,"<p>Which are Impressionists?</p>",A|D,Monet|Picasso|Van Gogh|Degas,"<p>Two.</p>",mc\n')
    doc, err, code, _ = saved(tmp_path, text.encode())
    assert code == 0, err
    assert [q["question"] for q in doc["questions"]] == ["<p>What is 7 x 8?</p>", "Which are instruments?",
                                                         "<p>Which are Impressionists?</p>"]
    assert texts(doc)[1] == ["Violin", "Guitar", "Piano", "Phone"]
    assert answers(doc) == ["B", ["A", "B", "C"], ["A", "D"]]
    assert "warning" not in err


def test_a_headerless_sheet_of_question_choices_list_and_numbers_with_an_end_mark(tmp_path: Path) -> None:
    rows = ['"Systeme sind ... _1_", "firmenspezifisch; abteilungsspezifisch; gesetzlich verpflichtend", "1;"',
            '"Die Norm ist ... _1_", "ein Modell für Audits; ein Leitfaden; eine Norm, die Anforderungen nennt", "3;"',
            '"Was ist HLS _1_?", "eine Richtlinie; eine übergeordnete Struktur; eine Grundlage", "2;"',
            '"Welche sind Prozesse _1+_?", "Beratung; Vorlesung; neue Frisur; erworbenes Wissen", "1,2,3;"',
            '"Dokumentation gehört _1_", "Anweisungen und Berichte; Prüfpläne; Zeichnungen", "3;"']
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert len(doc["questions"]) == 5 and doc["questions"][0]["question"] == "Systeme sind ... _1_"
    assert texts(doc)[1] == ["ein Modell für Audits", "ein Leitfaden", "eine Norm, die Anforderungen nennt"]
    assert answers(doc) == ["A", "C", "B", ["A", "B", "C"], "C"]
    assert "s.csv:1:1: warning: no header row names the columns" in err


def test_section_and_passage_rows_between_the_questions_are_not_questions(tmp_path: Path) -> None:
    words = ["river", "mountain", "teacher", "window", "garden", "market", "bridge", "letter", "doctor", "island",
             "summer", "engine"]
    asked = [f"#,##,The {w} in the story is ....,{w}s,a {w},the {w}s,no {w},{'ABCD'[k % 4]}"
             for k, w in enumerate(words)]
    rows = ["#,VOCABULARY,,,,,,", *asked[:6],
            "#,TEXT 1,Dolphins live in the sea. They are clever animals and breathe air like us.,,,,,", *asked[6:]]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert len(doc["questions"]) == 12 and answers(doc) == ["ABCD"[k % 4] for k in range(12)]
    assert "s.csv:8:1: warning: row 8 has no choices and no answer, and its text does not ask" in err
    assert "has no question" not in err


def test_a_column_learnt_to_count_from_0_counts_even_where_a_choice_is_that_number(tmp_path: Path) -> None:
    rows = ["id,pregunta,opciones,indice_correcto,categoria",
            "1,¿Qué elemento es 'O'?,Osmio|Oro|Oxígeno|Oganesón,2,ciencia",
            "2,¿Qué planeta es rojo?,Venus|Júpiter|Saturno|Marte,3,ciencia",
            "3,¿Cuál es el número primo más bajo?,1|2|3|0,1,ciencia",
            "4,¿Capital de Francia?,París|Roma|Berlín|Madrid,0,geografía",
            '5,""Si un triángulo tiene dos ángulos de 45° ¿qué tipo es?"",Equilátero|Isósceles|Escaleno,1,mates']
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert answers(doc) == ["C", "D", "B", "A", "B"]
    assert doc["questions"][4]["question"] == "Si un triángulo tiene dos ángulos de 45° ¿qué tipo es?"
    assert "s.csv:4:1: warning: row 4: the answer '1' is also choice A's text; read as choice number 1 (B)" in err


def test_a_sheet_whose_quotes_are_doubled_and_unclosed_is_read_by_where_its_cells_meet(tmp_path: Path) -> None:
    rows = ['"Systeme sind ... _1_",""firmenspezifisch"; abteilungsspezifisch;" gesetzlich, verpflichtend"",""1;',
            '"Die Norm ist ... _1_",""ein Modell, für Audits"; ein Leitfaden;" eine Norm"",""3;',
            '"Was ist HLS _1_?",""eine Richtlinie"; eine Struktur, die vereinheitlicht;" eine Grundlage"",""2;',
            '"Welche sind Prozesse _1+_?",""Beratung"; Vorlesung; neue Frisur;" erworbenes Wissen"",""1,2,3"""',
            '"Dokumentation gehört _1_",""Anweisungen"; Prüfpläne, Protokolle;" Zeichnungen"",""3;']
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert texts(doc)[0] == ["firmenspezifisch", "abteilungsspezifisch", "gesetzlich, verpflichtend"]
    assert texts(doc)[3] == ["Beratung", "Vorlesung", "neue Frisur", "erworbenes Wissen"]
    assert answers(doc) == ["A", "C", "B", ["A", "B", "C"], "C"]
    assert "s.csv:1:1: warning: the cells' quotes are doubled or not closed" in err
