"""Second read of session 40's infer rules: near-miss shapes, hand-written, where a rule could fire wrongly.

* a steady short text before choices as short as the varying text after it (``Odd one out,apple,pear,car``) is the
  prompt every row asks, not a subject: the choices keep their letters;
* a letter in every row at a row's end, nothing after it, labels no choice: the key before it stays the key;
* rows of groups are proved by every row, not the first two hundred: a row of another shape further down keeps the
  sheet from being padded as groups, and is said at its line;
* held: a subject before a question longer than its choices is still the tag; groups in a CRLF file read alike; a
  single row of labelled groups is said to have no answer, not guessed.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_ODD = ("Odd one out,apple,pear,car,plum,C\n"
        "Odd one out,dog,cat,cow,chair,D\n"
        "Odd one out,red,blue,seven,green,C\n"
        "Odd one out,oak,rose,pine,elm,B\n"
        "Odd one out,tram,bus,lamp,train,C\n")


def test_a_steady_prompt_before_choices_as_short_stays_the_question(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ODD)
    rows = rows_of(deck)
    assert rows[0] == ("Odd one out", ["apple", "pear", "car", "plum"], [2]), rows
    assert rows[1] == ("Odd one out", ["dog", "cat", "cow", "chair"], [3]), rows
    assert not any("names no choice" in s for s in said), said
    assert any("the same text ('Odd one out')" in s for s in said), said   # said, as before session 40


def test_a_subject_before_a_question_longer_than_its_choices_is_still_the_tag(tmp_path: Path) -> None:
    text = "".join(f"math,What is {i} plus {i}?,{2 * i},{i},{i + 1},{i + 3},A\n" for i in range(2, 8))
    deck, _ = read_said(tmp_path, text)
    rows = rows_of(deck)
    assert rows[0] == ("What is 2 plus 2?", ["4", "2", "3", "5"], [0]), rows
    assert all(q.tags == ["math"] for q in deck.questions), [q.tags for q in deck.questions]


def test_a_letter_with_nothing_after_it_labels_no_choice(tmp_path: Path) -> None:
    text = "".join(f"{q},Paris,Rome,Oslo,Bern,a,x,b\n"
                   for q in ("Capital of France?", "Where is the Louvre?", "Which city has the Eiffel Tower?"))
    deck, said = read_said(tmp_path, text)
    rows = rows_of(deck)
    assert all(r[1] == ["Paris", "Rome", "Oslo", "Bern"] and r[2] == [0] for r in rows), rows
    assert not any("own label" in s for s in said), said


_TWO = ["Maps,Is north at the top?,a,Yes,true,b,No,false", "Hills,Is a plateau flat?,a,Yes,false,b,No,true"]
_FOUR = ["Rivers,Which river is longest?,a,Thames,false,b,Seine,false,c,Nile,true,d,Rhine,false"]


def test_a_row_of_another_shape_past_the_first_rows_stops_the_groups(tmp_path: Path) -> None:
    odd = "Maps,Odd row,a,One,true,b,Two,false,c,Three,false,x"
    text = "\n".join((_TWO * 2 + _FOUR) * 40 + [odd] + _TWO) + "\n"
    deck, said = read_said(tmp_path, text)
    assert not any("each choice a group" in s for s in said), said
    assert any(s.startswith(f"{tmp_path / 's.csv'}:201:") for s in said), said   # the odd row, at its line
    assert len(deck.questions) == 203


def test_groups_in_a_crlf_file_read_alike(tmp_path: Path) -> None:
    lines = (_TWO * 2 + _FOUR) * 2
    deck, said = read_said(tmp_path, "\r\n".join(lines) + "\r\n")
    rows = rows_of(deck)
    assert rows[0] == ("Is north at the top?", ["Yes", "No"], [0]), rows
    assert rows[4] == ("Which river is longest?", ["Thames", "Seine", "Nile", "Rhine"], [2]), rows
    assert any("each choice a group of 3 cells" in s for s in said), said


def test_one_row_of_labelled_groups_is_said_unanswered_not_guessed(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, "Capital of France?,a,Paris,true,b,Rome,false\n")
    assert len(deck.questions) == 1 and deck.questions[0].answer is None, rows_of(deck)
    assert any("no column names the right choice" in s for s in said), said
