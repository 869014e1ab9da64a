"""Sheets in the shapes session 10's held-out banks came in, each read as a rule learnt from the sheet.

A run of another separator glued to a row's last cell (``d;;;;``); a column the header names like a
choice whose cells are numbers naming the choices beside it (``a,b,c,d,2``: the answer) or a few values
repeated (a category); an answer column learnt to count the choices even where a choice's text is that
number; answer texts run together (``DVD-RWDVD-RAM``) or differing from a choice's by a slip; a ``.txt``
of records with a steady number of fields (``#``, ``;``), section lines between them, or records of
several kinds with the kind first; a ``.csv`` that only reads as something else, said.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import QUIZ, read_said, rows_of


def _want() -> list[tuple[str, list[str], list[int]]]:
    return [(q, c, [a]) for q, c, a in QUIZ]


def test_a_run_of_another_separator_glued_to_the_last_cell_is_no_fifth_choice(tmp_path: Path) -> None:
    text = "".join(f"AA{n:02},{q},{','.join(c)},{'abcd'[a]}{';;;;' if n % 4 else ''}\n"
                   for n, (q, c, a) in enumerate(QUIZ, 1))
    deck, said = read_said(tmp_path, text)
    assert rows_of(deck) == _want()
    assert [q.id for q in deck.questions][:2] == ["aa01", "aa02"]   # a column of codes, each row's own: ids
    assert any("column 1 the id" in m for m in said), said


def test_a_column_named_like_a_choice_holding_numbers_that_name_the_choices_is_the_answer(tmp_path: Path) -> None:
    text = "Domanda|a|b|c|d|2|categoria|img\n" + "".join(
        f"{q}|{'|'.join(c)}|{a + 1}|{['Geo', 'Sci', 'Misc'][n % 3]}|\n" for n, (q, c, a) in enumerate(QUIZ))
    deck, said = read_said(tmp_path, text)
    assert rows_of(deck) == _want()
    assert any("s.csv:1:1: warning: column '2' is named like a choice, but its cells are numbers naming the "
               "choices of text beside it: read as the answer" in m for m in said), said


def test_a_column_named_like_a_choice_holding_a_few_values_repeated_is_not_a_choice(tmp_path: Path) -> None:
    text = "question,a,b,c,d,e,answer\n" + "".join(
        f"{q},{','.join(c)},{['easy', 'hard'][n % 2]},{'ABCD'[a]}\n" for n, (q, c, a) in enumerate(QUIZ))
    deck, said = read_said(tmp_path, text)
    assert rows_of(deck) == _want()
    assert any("'e', named like a choice, hold a few values repeated" in m for m in said), said


def test_choices_named_by_one_letter_columns_stay_choices(tmp_path: Path) -> None:
    # a sheet whose every choice is a letter: nothing to learn apart, all stay choices
    text = "question,a,b,c,answer\n" + "".join(f"Which letter is number {k}?,A,B,C,{'ABC'[k - 1]}\n"
                                                for k in (1, 2, 3, 1, 2))
    deck, _ = read_said(tmp_path, text)
    assert [len(q.choices) for q in deck.questions] == [3] * 5
    assert [q.answer for q in deck.questions] == [[0], [1], [2], [0], [1]]


def test_an_answer_column_learnt_to_count_reads_a_number_that_is_also_a_choices_text(tmp_path: Path) -> None:
    rows = [f"{n}\tWhich number is {n} squared minus {n}?\t{n * n - n + 1}\t{n * n + 1}\t{n * n - n}\t"
            f"{n * n}\t3\t2" for n in range(3, 12)]
    rows.append("12\t(2^2^2) mod 10 is?\t3\t8\t6\t2\t3\t2")   # "3" is choice A's text and the third choice
    deck, said = read_said(tmp_path, "\n".join(rows) + "\n", "s.tsv")
    assert [q.answer for q in deck.questions] == [[2]] * 10
    assert any("row 10: the answer '3' is also choice A's text; read as choice number 3 (C)" in m for m in said)


def test_answer_texts_run_together_name_those_choices(tmp_path: Path) -> None:
    text = "".join(f"select,{q},{','.join(c)},{c[a]}\n" for q, c, a in QUIZ) + \
        "checkbox,Which can be written more than once?,DVD-R,DVD-RW,DVD-RAM,DVD+R,DVD-RWDVD-RAM\n"
    deck, said = read_said(tmp_path, text)
    assert deck.questions[-1].answer == [1, 2]
    assert any("the answer 'DVD-RWDVD-RAM' is the texts of choices B, C run together" in m for m in said), said


def test_an_answer_text_a_slip_away_from_one_choice_is_that_choice_said(tmp_path: Path) -> None:
    text = "".join(f"{q};{';'.join(c)};{c[a]}\n" for q, c, a in QUIZ) + \
        "Which is right?;The firewall is switched on;The cable is broken;Files cannot be copied;Nothing works;" \
        "The firewall is swiched on\n"
    deck, said = read_said(tmp_path, text)
    assert deck.questions[-1].answer == [0] and len(deck.questions[-1].choices) == 4
    assert any("is choice A's text but for a character or two" in m for m in said), said


def test_an_answer_text_that_two_identical_choices_have_marks_both(tmp_path: Path) -> None:
    text = "".join(f"{n};{q};{';'.join(c)};{c[a]}\n" for n, (q, c, a) in enumerate(QUIZ, 1)) + \
        "11;Which is true of the net?;It cannot be known whole;It is fully traceable;It is safe;" \
        "It cannot be known whole;It cannot be known whole\n"
    deck, said = read_said(tmp_path, text)
    assert deck.questions[-1].answer == [0, 3]
    assert any("the same text twice: each read as right" in m for m in said), said


def test_a_text_of_records_with_section_lines_between_is_a_sheet(tmp_path: Path) -> None:
    body = ["[L]", *[f"{q};{';'.join(c)};{c[a]}" for q, c, a in QUIZ[:5]],
            "[M]", *[f"{q};{';'.join(c)};{c[a]}" for q, c, a in QUIZ[5:]], "[E]"]
    deck, _ = read_said(tmp_path, "\r\n".join(body) + "\r\n", "fragen.txt")
    assert rows_of(deck) == _want()
    assert [q.tags for q in deck.questions] == [["L"]] * 5 + [["M"]] * 5


def test_records_of_several_kinds_read_the_multiple_choice_kind_and_say_the_others(tmp_path: Path) -> None:
    lines = []
    for n, (q, c, a) in enumerate(QUIZ):
        lines.append(f"normal#{q}#{'#'.join(c)}#{'abcd'[a]}" + ("#" if n == 4 else ""))
        if n % 3 == 0:
            lines.append(f"schaetzen#How many grams is a pinch number {n}?#{n + 4}")
        if n % 4 == 1:
            lines.append(f"sortier#Sort these number {n}#one#two#three#four#d#c#b#a")
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "fragen.txt")
    assert rows_of(deck) == _want()
    assert any("column 1 the record's kind (rows of kind 'normal' read, the others not used)" in m for m in said)
    assert any("rows of another kind ('schaetzen', 'sortier'; lines 2, 4" in m for m in said), said


def test_prose_with_hashes_is_no_sheet() -> None:
    from quizdeck.importers.csvtable import table_delimiter
    text = "# Quiz\n\n## Question 1\nWhat is #1?\n- a\n- b\n\n## Question 2\nWhat is #2?\n- c\n- d\n"
    assert table_delimiter(text) is None


def test_a_csv_that_only_reads_as_plain_text_is_said(tmp_path: Path) -> None:
    text = "".join(f"{n}. {q}\na) {c[0]}\nb) {c[1]}\nc) {c[2]}\nd) {c[3]}\nAnswer: {'abcd'[a]}\n\n"
                   for n, (q, c, a) in enumerate(QUIZ, 1))
    deck, said = read_said(tmp_path, text, "quiz.csv")
    assert len(deck.questions) == 10
    assert any("quiz.csv:1:1: warning: not sure: read as CSV, as the file's name says, it fails" in m
               for m in said), said


def test_an_answer_text_differing_in_a_number_is_no_slip(tmp_path: Path) -> None:
    text = "".join(f"{q};{';'.join(c)};{c[a]}\n" for q, c, a in QUIZ) + \
        "How big is the preimage?;It is always 1 here;It varies a lot;It is always k;It is never 0;" \
        "It is always 5 here\n"
    deck, said = read_said(tmp_path, text)
    assert deck.questions[-1].answer != [0]
    assert not any("but for a character" in m for m in said)


def test_near_texts_are_not_read_where_the_answers_are_not_the_choices(tmp_path: Path) -> None:
    # a sheet of four wrong approaches and the right one in the answer column: no slip is guessed
    rows = [f"{q},Wrong way {n} for this question,Another wrong way {n},A third wrong way {n},Last wrong way {n},"
            f"The right way number {n} explained" for n, (q, _, _) in enumerate(QUIZ)]
    rows.append("What now?,Wrong way 9 for this question,Another wrong way 9,A third wrong way 9,Last wrong way 9,"
                "Wrong way 9 for this questions")
    deck, said = read_said(tmp_path, "question,a,b,c,d,correct\n" + "\n".join(rows) + "\n")
    assert all(len(q.choices) == 5 and q.answer == [4] for q in deck.questions)
    assert not any("but for a character" in m for m in said)
