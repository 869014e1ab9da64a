"""Session 17's table shapes (issue 17; from session 16's held-out half, now dev), each read as a shape:
a sheet whose right and wrong answers stand in columns of their own, further answers of a question in the
rows under it with an empty question cell; a header whose choice columns carry their own labels in every
cell and which names no answer column (no answers guessed from the first choice's labels); a sheet of one
choice a row; a header naming a question and an answer over rows of true/false answers."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import saved
from tests.test_import import answers, texts


def test_rows_without_a_question_give_more_answers_of_the_question_above(tmp_path: Path) -> None:
    rows = ["QUESTION,BONNES_REPONSES,MAUVAISES_REPONSES",
            "Quel numéro appeler ?,3018,3077",
            ",112,911",
            "Où se produit-il ?,À l'école et en ligne,Seulement à l'école",
            ",,Que dans la cour",
            "",
            "Que faire ?,Je le signale,Je ne dis rien",
            ",,",
            ",,Je m'éloigne",
            ",,Je me fais copine avec eux",
            "Un mot circule,Je préviens le professeur,Je le fais passer",
            ",Je préviens la victime,"]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode(), name="quiz.csv")
    assert code == 0, err
    assert texts(doc) == [["3018", "112", "3077", "911"],
                          ["À l'école et en ligne", "Seulement à l'école", "Que dans la cour"],
                          ["Je le signale", "Je ne dis rien", "Je m'éloigne", "Je me fais copine avec eux"],
                          ["Je préviens le professeur", "Je préviens la victime", "Je le fais passer"]]
    assert answers(doc) == [["A", "B"], "A", "A", ["A", "B"]]
    assert "quiz.csv:3:1: warning: 5 rows (lines 3, 5, 9, 10, 12) give no question, only right or wrong " \
           "answers: read as more answers of the question above" in err


def test_a_choice_column_whose_cells_carry_their_label_is_no_answer_column(tmp_path: Path) -> None:
    rows = ["num,domanda,opzione1,opzione2,opzione3,opzione4",
            "1,Come ti vesti?,A- ELEGANTE,B- CASUAL,C- SPORTIVO,D- FELPONE",
            "2,Che regalo fai?,A- FIORI,B- NIENTE,C- UN ORSACCHIOTTO,D- UNA ROSA",
            "3,Dove andate a cena?,A- RISTORANTE,B- PIZZERIA,C- SUSHI,D- KEBAB",
            "4,Di cosa parlate?,A- DEL FUTURO,B- DEL TEMPO,C- DI ME,D- DI CALCIO"]
    doc, err, _, _ = saved(tmp_path, "\n".join(rows).encode(), name="quiz.csv")
    assert texts(doc)[2] == ["RISTORANTE", "PIZZERIA", "SUSHI", "KEBAB"]
    assert answers(doc) == [None] * 4
    assert "no column of the header row names the right answers" in err


def test_a_sheet_of_one_choice_a_row_gathers_a_question_s_rows(tmp_path: Path) -> None:
    repeated = ["question_id,question,answer_text,is_correct",
                "1,What is 2+2?,3,0", "1,What is 2+2?,4,1", "1,What is 2+2?,5,0",
                "2,Which are prime?,2,1", "2,Which are prime?,3,1", "2,Which are prime?,4,0",
                "3,Red planet?,Venus,0", "3,Red planet?,Mars,1"]
    doc, err, code, _ = saved(tmp_path, "\n".join(repeated).encode(), name="db.csv")
    assert code == 0, err
    assert texts(doc) == [["3", "4", "5"], ["2", "3", "4"], ["Venus", "Mars"]]
    assert answers(doc) == ["B", ["A", "B"], "B"]
    assert "db.csv:1:1: warning: each row is one choice: column 3 ('answer_text') its text, column 4 " \
           "('is_correct') marks the right ones" in err
    continued = ["What is 2+2?;3;", ";4;x", ";5;", "Capital of France?;Paris;x", ";Rome;", ";Berlin;",
                 "Odd one out?;Cat;", ";Dog;", ";Car;"]
    doc, err, _, _ = saved(tmp_path, "\n".join(continued).encode(), name="rows.csv")
    assert texts(doc) == [["3", "4", "5"], ["Paris", "Rome", "Berlin"], ["Cat", "Dog", "Car"]]
    assert answers(doc) == ["B", "A", None]
    assert "rows.csv:7:1: warning: none of this question's rows is marked right" in err


def test_a_sheet_of_statements_and_true_false_answers_under_a_header(tmp_path: Path) -> None:
    text = ('Question,Answer\n"The sun, our star, is hot",TRUE\nWater boils at 50 degrees,FALSE\n'
            "Cats are mammals too,TRUE\nFish can fly very high,FALSE\n")
    doc, err, _, _ = saved(tmp_path, text.encode(), name="tf.csv")
    assert doc["questions"][0]["question"] == "The sun, our star, is hot"
    assert texts(doc) == [["True", "False"]] * 4 and answers(doc) == ["A", "B", "A", "B"]
    assert "no choice columns" not in err
