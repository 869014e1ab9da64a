"""Sheets in the shapes session 11's held-out banks came in, each read by what the cells hold.

A row whose cells are like the rows under it is no header, whatever words they happen to be (``texto``
over a column of ``texto``, ``b`` over a column of letters); a column holding one text in every row is
no choice; a header's names in quotes of any kind; a header in words not known whose first choice's
name alone carries a remark (``選択肢1（正解）``) over a sheet without an answer column, an explanation
after its choices; a ``.txt`` of records split at spaces, ``_`` for a space inside a cell.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvtable import table_delimiter
from tests.conftest import QUIZ, read_said, rows_of


def test_a_row_like_the_rows_under_it_is_no_header_and_a_steady_column_no_choice(tmp_path: Path) -> None:
    head = "titulo;enunciado;tipo_texto;alt_a;tipo_a;alt_b;tipo_b;alt_c;tipo_c;alt_d;tipo_d;correta\n"
    rows = "".join(f'"Topic {k}";"{q}";"texto";' + "".join(f'"{c}";"texto";' for c in choices)
                   + f'"{"abcd"[right]}"\n' for k, (q, choices, right) in enumerate(QUIZ[:6]))
    deck, said = read_said(tmp_path, head + rows)
    assert rows_of(deck) == [(q, choices, [right]) for q, choices, right in QUIZ[:6]]
    assert any("columns 4, 6, 8, 10 the choices; column 12 the right choice's letter" in s for s in said)


def test_a_header_in_quotes_whose_first_choice_says_it_is_right(tmp_path: Path) -> None:
    head = "”分類”\t”問題文”\t”選択肢1（正解）”\t”選択肢2”\t”選択肢3”\t”選択肢4”\t”解説”\n"
    why = "This is the explanation of the right answer, written out at some length for the learner."
    rows = "".join(f"cat\t{q.rstrip('?')}\t{choices[right]}\t" + "\t".join(c for c in choices if c != choices[right])
                   + f"\t{why}\n" for q, choices, right in QUIZ[:6])
    deck, said = read_said(tmp_path, head + rows, "s.tsv")
    assert [q.answer for q in deck.questions] == [[0]] * 6
    assert [q.choices[0].text for q in deck.questions] == [c[r] for _, c, r in QUIZ[:6]]
    assert all(q.explanation == why for q in deck.questions)
    assert any("the first choice of each row is the right one, as its header's name says ('選択肢1（正解）')" in s
               for s in said)


def test_without_the_remark_such_a_sheet_gives_no_answers(tmp_path: Path) -> None:
    head = "分類\t問題文\t選択肢1\t選択肢2\t選択肢3\t選択肢4\t解説\n"
    why = "This is the explanation of the right answer, written out at some length for the learner."
    rows = "".join(f"cat\t{q.rstrip('?')}\t" + "\t".join(choices) + f"\t{why}\n" for q, choices, _ in QUIZ[:6])
    deck, said = read_said(tmp_path, head + rows, "s.tsv")
    assert len(deck.questions) == 6
    assert all(q.answer is None for q in deck.questions)
    assert any("no column" in s and "names the right" in s for s in said)


def test_records_split_at_spaces_with_underscores_for_spaces(tmp_path: Path) -> None:
    rows = "".join(f"{k + 1} {q.replace(' ', '_')} " + " ".join(c.replace(' ', '_') for c in choices)
                   + f" {'ABCD'[right]}\r\n" for k, (q, choices, right) in enumerate(QUIZ[:7]))
    deck, said = read_said(tmp_path, rows, "s.txt")
    assert rows_of(deck) == [(q, choices, [right]) for q, choices, right in QUIZ[:7]]
    assert any("split at spaces: a `_` in a cell is read as a space" in s for s in said)


def test_lines_of_steady_word_counts_are_a_spaced_sheet_only_with_underscores() -> None:
    text = "".join(f"Line number {k} says five words\n" for k in range(8))
    assert table_delimiter(text) is None
    assert table_delimiter(text.replace("says five", "says_five")) == " "


def test_a_header_of_names_over_rows_that_answer_by_text_is_no_question(tmp_path: Path) -> None:
    long = [(f"In the quiz of this sheet, and only for the sake of a long enough question: {q}", c, r)
            for q, c, r in QUIZ[:8]]
    head = "Id,Zeit,Posta,Domanda,Distrattore 01,Distrattore 02,Distrattore 03,Distrattore 04,Chiave\n"
    rows = "".join(f'{k},2025-12-09,a{k}@x.it,"{q}",' + ",".join(choices) + f",{choices[right]}\n"
                   for k, (q, choices, right) in enumerate(long))
    deck, said = read_said(tmp_path, head + rows)
    assert rows_of(deck) == [(q, choices, [right]) for q, choices, right in long]
    assert any("the first row names the columns in words not known" in s for s in said)


def test_running_numbers_on_some_questions_of_a_sheet_are_taken_off(tmp_path: Path) -> None:
    numbered = ["1.\t", "2.\t", "", "3.\t", "", "1.\t", "2.\t", ""]
    rows = "".join(f'"{n}{q}",' + ",".join(choices) + f",{'ABCD'[right]}\n"
                   for n, (q, choices, right) in zip(numbered, QUIZ[:8], strict=True))
    deck, _ = read_said(tmp_path, "question,a,b,c,d,answer\n" + rows)
    assert [q.text for q in deck.questions] == [q for q, _, _ in QUIZ[:8]]
    assert deck.mended == ["the running numbers of 5 questions"]
    odd = ["2.\t", "", "7.\t", "", "1.\t", "", "", ""]   # not a count from 1: a number of the question's own
    rows = "".join(f'"{n}{q}",' + ",".join(choices) + f",{'ABCD'[right]}\n"
                   for n, (q, choices, right) in zip(odd, QUIZ[:8], strict=True))
    deck, _ = read_said(tmp_path, "question,a,b,c,d,answer\n" + rows)
    assert deck.questions[0].text == "2.\t" + QUIZ[0][0]


def test_choice_labels_written_with_a_dash_and_a_tab_are_taken_off(tmp_path: Path) -> None:
    rows = "".join(f'"{q}",' + ",".join(f"{'ABCD'[k]}-\t{c}" for k, c in enumerate(choices))
                   + f",{'ABCD'[right]}- {choices[right]}\n" for q, choices, right in QUIZ[:6])
    deck, _ = read_said(tmp_path, "question,a,b,c,d,answer\n" + rows)
    assert rows_of(deck) == [(q, choices, [right]) for q, choices, right in QUIZ[:6]]
