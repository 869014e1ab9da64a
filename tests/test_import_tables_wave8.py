"""Session 8's table, Aiken and GIFT shapes (issue 17; from session 7's held-out half, now dev), each
read as a shape: a ``.txt`` sheet of ``|``-separated cells, numbered choice cells and the answer as a
choice number; a headerless quiz app's sheet whose right choice is the first; a header that names the
answer and the id but not the question, with columns of labels; rows whose question is an image's
name; a row whose numbers were cut at the delimiter; a header whose names do not fit its rows; Aiken
with several answer letters, tight labels and blocks of other question types; GIFT whose answers stand
one to a line with an ``=`` inside a text. Every uncertain reading is said at its line."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import saved
from tests.test_import import answers, imported, load, texts
from tests.test_import_gift import gift


def test_a_txt_of_pipe_separated_cells_is_a_sheet_with_numbered_choices(tmp_path: Path) -> None:
    rows = ["Quem é o peão da Rias?     | Anime | 4 |1 azazel | 2 kiba   | 3 Vale |4 Issei   ",
            "Quantos anos o Gojo tem?   | Anime | 2 |1 29 Anos | 3 28 Anos | 2 27 Anos |4 26 Anos",
            "Qual é o nome da mãe?      | Anime | 3 |1 Nobara| 2 Asami| 3 Nagi      |4 nenhuma",
            "Todos os ___ dedos.        | Anime | 2 |1 15| 2 20     | 3 30     |4 35",
            "Qual palavra é reservada?  | Java  | 4 |1 array|2 int    | 3 ir para    |4 null",
            "Quem deu o avião?          | Anime | 1 |1Shinichiro| 2 Emma| 3 Izana |4 Senju"]
    doc, err, code, _ = saved(tmp_path, "\r\n".join(rows).encode(), name="quiz.txt")
    assert code == 0, err
    assert texts(doc) == [["azazel", "kiba", "Vale", "Issei"], ["29 Anos", "28 Anos", "27 Anos", "26 Anos"],
                          ["Nobara", "Asami", "Nagi", "nenhuma"], ["15", "20", "30", "35"],
                          ["array", "int", "ir para", "null"], ["Shinichiro", "Emma", "Izana", "Senju"]]
    assert answers(doc) == ["D", "B", "C", "B", "D", "A"]
    assert "quiz.txt:1:1: warning: no header row names the columns: read by what the cells hold: column 1 the " \
           "question; columns 4–7 the choices (their numbers taken off); column 3 the right choice's number" in err
    assert "quiz.txt:2:1: warning: row 2: the choices' own numbers are out of order (1, 3, 2, 4)" in err


def test_a_txt_of_tab_or_comma_separated_rows_is_a_sheet_too(tmp_path: Path) -> None:
    rows = ["Capital of France?,Paris,Berlin,Madrid,Rome", "Red planet?,Mars,Venus,Jupiter,Saturn",
            "Two plus two?,4,3,5,6", "Largest ocean?,Pacific,Atlantic,Indian,Arctic",
            "Fastest land animal?,Cheetah,Lion,Horse,Dog"]
    for name, text in (("comma.txt", "\n".join(rows)), ("tab.txt", "\n".join(rows).replace(",", "\t"))):
        doc, err, code, out = saved(tmp_path, text.encode(), name=name)
        assert code == 0 and "(CSV)" in out, err
        assert texts(doc)[1] == ["Mars", "Venus", "Jupiter", "Saturn"] and answers(doc) == ["A"] * 5


def test_a_markdown_table_in_a_txt_is_not_taken_for_a_sheet(tmp_path: Path) -> None:
    text = "| a | b | c |\n|---|---|---|\n" + "| x | y | z |\n" * 6
    source = tmp_path / "notes.txt"
    _, result = imported(tmp_path, source, text=text)
    assert "(CSV)" not in result.stdout + result.stderr


def test_a_headerless_quiz_app_sheet_has_its_first_choice_right_and_says_so(tmp_path: Path) -> None:
    rows = ["Space\tThe probability of alien life is high, yet we see none. This is known as...\tFermi's Paradox"
            "\tZeno's Paradox\tSimpson's Paradox",
            "Space\tWhich planet in our solar system has moons that may host life?\tJupiter\tMercury\tVenus",
            "Sun\tSome regions of the sun's surface are unusually cool and dark. They are called\tSunspots"
            "\tLoops\tSpicules",
            "Sun\tWhat is the name of the sun's outer atmosphere seen during an eclipse?\tCorona\tMantle\tCore"]
    doc, err, code, _ = saved(tmp_path, "\r\n".join(rows).encode(), name="trivia.tsv")
    assert code == 0, err
    assert answers(doc) == ["A", "A", "A", "A"] and texts(doc)[1] == ["Jupiter", "Mercury", "Venus"]
    assert "trivia.tsv:1:1: warning: no header row names the columns: read by what the cells hold: column 2 the " \
           "question; columns 3–5 the choices; no column names the right choice: the FIRST choice of each row is " \
           "taken as the right one" in err


def test_a_header_naming_the_answer_but_not_the_question_and_columns_of_labels(tmp_path: Path) -> None:
    rows = ["qid\tanswer\ttigan\to1\tp1\to2\tp2\to3\tp3\ttail",
            "1\t2\tIMAGEp001_img01__DOT__png\t(1)\t禁止進入。\t(2)\t禁止汽車進入。\t(3)\t禁止通行。\t",
            "2\t1\t禁止停車路段，其禁止時間為每日之：\t(1)\t上午7時。\t(2)\t下午7時。\t(3)\t全天。\t",
            "3\t3\t行車時應如何？\t(1)\t加速。\t(2)\t看手機。\t(3)\t保持距離。\t",
            "4\t3\t下列何者正確？\t(1)\t甲。\t(2)\t乙。\t(3)\t丙。\t"]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode(), name="drive.tsv")
    assert code == 0, err
    assert answers(doc) == ["B", "A", "C", "C"] and texts(doc)[2] == ["加速。", "看手機。", "保持距離。"]
    assert doc["questions"][0]["question"] == "IMAGEp001_img01__DOT__png"
    assert "column 3 the question; columns 5, 7, 9 the choices; column 2 the right choice's number" in err
    assert "drive.tsv:2:1: warning: 1 question name an image file (lines 2) that the sheet does not hold" in err


def test_numbers_cut_at_the_delimiter_are_joined_again_and_said(tmp_path: Path) -> None:
    text = ("course,question_text,option_a,option_b,option_c,option_d,correct_option,explanation\n"
            "Bio,What is the cell's powerhouse?,Nucleus,Mitochondria,Ribosome,Cytoplasm,B,It makes ATP.\n"
            "Phys,Work done in isothermal process,864 J,1,247 J,1,730 J,2,493 J,C,W = nRT ln(V2/V1)\n")
    doc, err, code, _ = saved(tmp_path, text.encode())
    assert code == 0, err
    assert texts(doc)[1] == ["864 J", "1,247 J", "1,730 J", "2,493 J"] and answers(doc) == ["B", "C"]
    assert "s.csv:3:1: warning: row 3 has 11 cells where the header has 8: the `,` in '1,247 J', '1,730 J', " \
           "'2,493 J' read as a thousands separator" in err


def test_an_explanation_with_the_delimiter_in_it_takes_the_cells_past_the_last(tmp_path: Path) -> None:
    text = "question,A,B,answer,explanation\nOne?,1,2,A,because, as said, it is\nTwo?,1,2,B,plain\n"
    doc, err, code, _ = saved(tmp_path, text.encode())
    assert code == 0, err
    assert doc["questions"][0]["explanation"] == "because, as said, it is"
    assert "s.csv:2:1: warning: row 2 has 7 cells where the header has 5: the cells past the last are joined" in err


def test_a_header_whose_answer_column_names_no_choice_is_read_by_the_cells(tmp_path: Path) -> None:
    text = ("Frage;Falsche Antwort (0);Falsche Antwort (1);Richtige Antwort (2);Falsche Antwort (3);2\n"
            "Ist das cool?;Ja;Nein;Vielleicht;Baumhaus;0\nWie ist mein Vorname?;Dieter;Jürgen;Julian;Johann;2\n"
            "Welche Farbe?;Rot;Blau;Grün;Gelb;3\n")
    doc, err, code, _ = saved(tmp_path, text.encode())
    assert code == 0, err
    assert answers(doc) == ["A", "C", "D"] and texts(doc)[0] == ["Ja", "Nein", "Vielleicht", "Baumhaus"]
    assert "s.csv:1:1: warning: the header row's names ('Frage', " in err
    assert "do not fit its rows (its answer column names none of their choices): read by what the cells hold" in err


def test_aiken_with_several_letters_tight_labels_and_other_question_types(tmp_path: Path) -> None:
    text = ("Quelle est le format supporter par moodle?\r\nA.XML\r\nB.Aiken\r\nC.Gift\r\nD.PHP\r\n"
            "ANSWER: A,B,C\r\n\r\nRelier correctement?\r\nA.22\r\nB.32\r\nC.12\r\na.5\r\nb.3\r\nc.4\r\n"
            "LINKS: A->c,B->a,C->b\r\n\r\nQuelle est le resultat de 2+2:\r\nRESPONSE: Quatre,4,IV\r\n\r\n")
    source = tmp_path / "exemple.txt"
    dest, result = imported(tmp_path, source, text=text)
    assert result.exit_code == 0, result.stderr
    doc = load(dest)
    assert texts(doc) == [["XML", "Aiken", "Gift", "PHP"]] and answers(doc) == [["A", "B", "C"]]
    assert "exemple.txt:8:1: warning: lines 8–15 are a question of another type (its `LINKS:` line)" in result.stderr
    assert "exemple.txt:17:1: warning: lines 17–18 are a question of another type (its `RESPONSE:` line)" \
           in result.stderr


def test_gift_answers_one_to_a_line_keep_an_equals_sign_inside_a_text(tmp_path: Path) -> None:
    text = ("::Carga::[html]<p>¿Qué problema hay?</p>{\n"
            "    =Se soluciona con la opción `header=True` y el esquema.\n"
            "    ~El archivo está corrupto.\n"
            "    ~Spark no lee CSV.\n"
            "    # Con `header=True` hay una columna extra `_c0`.\n}\n\n"
            "::Dos:: Which? {\n=a ~b=c\n}\n")
    doc, err, code = gift(tmp_path, text)
    assert code == 0, err
    assert texts(doc)[0] == ["Se soluciona con la opción `header=True` y el esquema.", "El archivo está corrupto.",
                             "Spark no lee CSV."]
    assert answers(doc)[0] == "A"
    assert doc["questions"][0]["choices"][2]["why"] == "Con `header=True` hay una columna extra `_c0`."
    assert "q.gift:2:40: warning: `=` inside an answer's text ('ción `header=True` y' and 1 more): Moodle would " \
           "start a new answer there; read as text" in err
    # answers on one line are split as Moodle splits them
    assert texts(doc)[1] == ["a", "b", "c"]


def test_gift_questions_with_no_blank_line_between_are_each_a_question_and_said(tmp_path: Path) -> None:
    text = "::Q1:: What is 2+2? {=4 ~3 ~5}\n::Q2:: What is 3+3? {\n=6\n~7\n}\n// note\nWhat is 1+1? {=2 ~1}\n\n" \
           "The sky is {=blue ~red} today.\n$CATEGORY: more\n::Q5:: Five? {=5 ~4}\n"
    doc, err, code = gift(tmp_path, text)
    assert code == 0, err
    assert [q["question"] for q in doc["questions"]] == ["What is 2+2?", "What is 3+3?", "What is 1+1?",
                                                         "The sky is _____ today.", "Five?"]
    assert answers(doc) == ["A", "A", "A", "A", "A"]
    assert "q.gift:2:1: warning: no blank line between this question and the one above (and 1 more: lines 7): " \
           "Moodle would read it into that one's text; read as a question of its own" in err
    assert err.count("no blank line") == 1   # a $CATEGORY line between them separates them
