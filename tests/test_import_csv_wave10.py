"""Sheets read by what their cells hold, in the shapes real banks come in (session 10).

One small quiz is written as many kinds of sheet without a header row - the answer as a letter, a
letter after a word ("Option B"), a number from 1 or from 0, the choice's text, several at once;
the choices one a column or all in one cell; an id, a category, an explanation or a level beside
them - and every one must read back as the same quiz. Then the shapes met in single banks, each as
a rule of its own: labels tight against the choice (``A)Dennis``), the right choice marked where it
stands (`` (đúng)``), a row of a program's counts, a sheet in the DOS code page.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from tests.conftest import read

QUIZ = [
    ("What is the capital of France?", ["Berlin", "Paris", "Madrid", "Rome"], [1]),
    ("Which planet is known as the red planet?", ["Venus", "Jupiter", "Mars", "Saturn"], [2]),
    ("How many legs does a spider have?", ["6", "8", "10", "12"], [1]),
    ("Who wrote Hamlet?", ["William Shakespeare", "Charles Dickens", "Jane Austen", "Mark Twain"], [0]),
    ("Which gas do plants absorb from the air?", ["Oxygen", "Nitrogen", "Carbon dioxide", "Helium"], [2]),
    ("What is the largest ocean on Earth?", ["Atlantic Ocean", "Indian Ocean", "Arctic Ocean", "Pacific Ocean"], [3]),
    ("Which of these is a prime number?", ["4", "9", "11", "15"], [2]),
    ("Which language runs in a web browser natively?", ["Python", "JavaScript", "C++", "Java"], [1]),
    ("What is the boiling point of water at sea level in Celsius?", ["90", "100", "110", "120"], [1]),
    ("Which organ pumps blood through the body?", ["Liver", "Lungs", "Heart", "Kidney"], [2]),
    ("In which year did World War II end?", ["1943", "1944", "1945", "1946"], [2]),
    ("Which of these are fruits?", ["Apple", "Carrot", "Banana", "Potato"], [0, 2]),
]
LETTERS = "ABCD"


def _answer(kind: str, choices: list[str], right: list[int]) -> str:
    return {"letter": ", ".join(LETTERS[a] for a in right),
            "option": "Option " + ", ".join(LETTERS[a] for a in right),
            "from1": ",".join(str(a + 1) for a in right),
            "from0": ",".join(str(a) for a in right),
            "text": "; ".join(choices[a] for a in right)}[kind]


def _sheet(layout: str, answer: str, extra: str, delimiter: str) -> str:
    rows = []
    for n, (question, choices, right) in enumerate(QUIZ, 1):
        row = [str(n)] if "id" in extra else []
        row += [["Geography", "Science", "Misc"][n % 3]] if "category" in extra else []
        row.append(question)
        if layout == "columns":
            row += [*choices, _answer(answer, choices, right)]
        elif layout == "answer-first":
            row += [_answer(answer, choices, right), *choices]
        else:   # one cell: "|", " / "
            row += [layout.join(choices), _answer(answer, choices, right)]
        row += [f"As chapter {n} of the textbook explains it at some length."] if "explanation" in extra else []
        row += [["easy", "medium", "hard"][n % 3]] if "level" in extra else []
        rows.append(row)
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator="\n").writerows(rows)
    return out.getvalue()


@pytest.mark.parametrize("delimiter", [",", ";", "\t"])
@pytest.mark.parametrize("extra", ["", "id explanation", "category level"])
@pytest.mark.parametrize("answer", ["letter", "option", "from1", "from0", "text"])
@pytest.mark.parametrize("layout", ["columns", "answer-first", "|", " / "])
def test_a_sheet_without_a_header_reads_back_as_its_quiz(tmp_path: Path, layout: str, answer: str, extra: str,
                                                          delimiter: str) -> None:
    deck, diags = read(tmp_path, _sheet(layout, answer, extra, delimiter))
    assert [(q.text, [c.text for c in q.choices], q.answer) for q in deck.questions] == QUIZ
    said = [d.format() for d in diags.sorted()]
    assert any("read by what the cells hold" in m for m in said), said   # the reading is said, at line 1


def test_a_data_row_whose_text_says_question_is_no_header(tmp_path: Path) -> None:
    text = "".join(f"{n},Which number is {n}?,{n},{n + 1},{n + 2},A,See question {n} of the book.\n"
                   for n in range(1, 6))
    deck, _ = read(tmp_path, text)
    assert len(deck.questions) == 5 and all(q.answer == [0] for q in deck.questions)


def test_choice_labels_tight_against_their_text_are_taken_off(tmp_path: Path) -> None:
    text = ("C dilinin yaraticisi kimdir?;A)Dennis Ritchie;B)Bill Gates;C)Linus Torvalds;1\n"
            "Ataturk'un dogum yili kactir?;A)1923;B) 1938;C)1881;3\n"
            "Kac bayt?;A)1 bayt;B)2 bayt;C)4 bayt;1\n")
    deck, _ = read(tmp_path, text)
    assert [[c.text for c in q.choices] for q in deck.questions] == [
        ["Dennis Ritchie", "Bill Gates", "Linus Torvalds"], ["1923", "1938", "1881"], ["1 bayt", "2 bayt", "4 bayt"]]
    assert [q.answer for q in deck.questions] == [[0], [2], [0]]


def test_numbers_that_are_texts_keep_their_points() -> None:
    from quizdeck.importers.csvtable import unlabelled
    assert unlabelled(["1.5 kg", "2.5 kg", "3.5 kg"]) == ["1.5 kg", "2.5 kg", "3.5 kg"]
    assert unlabelled(["a)x", "b)y"]) == ["x", "y"]


def test_the_right_choice_marked_where_it_stands_and_a_row_of_counts(tmp_path: Path) -> None:
    text = ("16;16;8\n"
            "Máy tính dùng hệ nhị phân gồm mấy số?; 10; 4; 2 (đúng); 16\n"
            "AI viết tắt của?; Artificial Internet; Artificial Intelligence (đúng); Automatic Info; Advanced\n"
            "Đơn vị lưu trữ nhỏ nhất?; Bit (đúng); Byte; KB; MB\n")
    deck, diags = read(tmp_path, text)
    assert [q.answer for q in deck.questions] == [[2], [1], [0]]
    assert [c.text for c in deck.questions[0].choices] == ["10", "4", "2", "16"]
    said = " ".join(d.format() for d in diags.sorted())
    assert "the choice marked '(đúng)' (at its end) is the right one" in said
    assert "s.csv:1:1: warning: this row holds only numbers (16, 16, 8)" in said


def test_a_sheet_in_the_dos_code_page_is_read_with_its_letters(tmp_path: Path) -> None:
    text = ("Nr.;Frage;Option A;Option B;Option C;Richtig\n"
            "1;Welches Gemüse ist grün?;Möhre;Gurke;Kürbis;B\n"
            "2;Wie heißt die Straße?;Hauptstraße;Bahnhofstraße;Schloßallee;A\n")
    deck, diags = read(tmp_path, text.encode("cp850"))
    assert deck.questions[0].text == "Welches Gemüse ist grün?"
    assert [c.text for c in deck.questions[1].choices] == ["Hauptstraße", "Bahnhofstraße", "Schloßallee"]
    assert any("DOS code page 850" in d.format() for d in diags.sorted())


def test_windows_1252_stays_windows_1252(tmp_path: Path) -> None:
    text = "Question;A;B;Answer\n“Quoted” café?;Crème brûlée;Déjà vu;A\n"
    deck, diags = read(tmp_path, text.encode("cp1252"))
    assert deck.questions[0].text == "“Quoted” café?"
    assert any("Windows-1252" in d.format() for d in diags.sorted())


@pytest.mark.parametrize("answer", ["letter", "from1", "from0", "text"])
@pytest.mark.parametrize("separator", ["|", " / ", ";"])
def test_a_header_s_choices_column_split_by_its_separator_and_counted_as_its_numbers_say(
        tmp_path: Path, separator: str, answer: str) -> None:
    rows = [["Question", "Options", "Answer"]]
    rows += [[q, separator.join(c), _answer(answer, c, r)] for q, c, r in QUIZ]
    out = io.StringIO()
    csv.writer(out, delimiter=",", lineterminator="\n").writerows(rows)
    deck, _ = read(tmp_path, out.getvalue())
    assert [(q.text, [c.text for c in q.choices], q.answer) for q in deck.questions] == QUIZ


@pytest.mark.parametrize("marks", [("x", ""), ("1", "0"), ("TRUE", "FALSE")])
@pytest.mark.parametrize("header", [None, ["Question", "A", "B", "C", "D", "A ok", "B ok", "C ok", "D ok"],
                                    ["Soru", "Seçenek 1", "Seçenek 2", "Seçenek 3", "Seçenek 4", "D1", "D2", "D3",
                                     "D4"]])
def test_a_column_of_marks_for_each_choice_names_the_right_ones(tmp_path: Path, marks: tuple[str, str],
                                                                header: list[str] | None) -> None:
    rows = [header] if header else []
    rows += [[q, *c, *(marks[0] if k in r else marks[1] for k in range(4))] for q, c, r in QUIZ]
    out = io.StringIO()
    csv.writer(out, delimiter=";", lineterminator="\n").writerows(rows)
    deck, diags = read(tmp_path, out.getvalue())
    assert [(q.text, [c.text for c in q.choices], q.answer) for q in deck.questions] == QUIZ
    assert any("columns 6–9 say which choices are right" in d.format() for d in diags.sorted())


def test_choices_each_followed_by_its_mark(tmp_path: Path) -> None:
    rows = [[q, *(x for k, t in enumerate(c) for x in (t, "1" if k in r else "0"))] for q, c, r in QUIZ]
    out = io.StringIO()
    csv.writer(out, delimiter=",", lineterminator="\n").writerows(rows)
    deck, _ = read(tmp_path, out.getvalue())
    assert [(q.text, [c.text for c in q.choices], q.answer) for q in deck.questions] == QUIZ
