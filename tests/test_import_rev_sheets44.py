"""Review of session 44's sheets: near-misses of each new rule, hand-written (no bank's text).

* an answer column of labels and their texts (``C. 羊``): a single-question file; a row whose whole answer is
  another choice's text that itself opens with a letter (``C. Marlowe`` as choice A) is that choice, not the
  label's;
* a header tag (``_zh``): names that share a prefix meaning something (``answer_a``…) read as before; a one-row
  file; CRLF;
* one choice a row: a column of JSON lists that hold the row's own choice (its spellings) does not make each
  row a question;
* a second header row of fields: a question row whose cells are all identifiers is never dropped silently;
* a stray label: the answer column holding the labelled text (``C.七里香``) still names that choice;
* a category between the question and the choices: a first choice that repeats a few values, scattered and
  offered elsewhere as choices, is the right choice of a quiz app's sheet, not a category.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvfieldrows import field_row
from quizdeck.importers.csvlabeltexts import disagreement, labelled_texts
from quizdeck.importers.csvlong import long_layout
from quizdeck.importers.csvstraylabels import stray_label
from tests.conftest import read_said, rows_of

# -- an answer of a label and its choice's text -------------------------------------------------------------------


def test_one_question_with_a_label_and_text_answer(tmp_path: Path) -> None:
    deck, _said = read_said(tmp_path, "question,a,b,c,answer\r\n羊はどれ？,牛,馬,羊,C. 羊\r\n", "one.csv")
    assert rows_of(deck) == [("羊はどれ？", ["牛", "馬", "羊"], [2])]


_PLAYS = ["Hamlet", "Macbeth", "Othello", "Lear", "Tempest", "Cymbeline", "Pericles", "Coriolanus", "Timon",
          "Titus"]


def test_a_whole_choice_text_opening_with_a_letter_is_that_choice(tmp_path: Path) -> None:
    # near-miss: a column of `B. text` answers (label and text agree in nine rows in ten), one row's answer the whole
    # text of choice A, which itself opens with a letter and a dot: choice A, not the label's C
    lines = ["question,a,b,c,answer"]
    lines += [f"Who wrote {p}?,{p} one,{p} two,{p} three,B. {p} two" for p in _PLAYS]
    lines.append("Who wrote Faustus?,C. Marlowe,W. Shakespeare,B. Jonson,C. Marlowe")
    deck, said = read_said(tmp_path, "\n".join(lines), "plays.csv")
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[1]] * 10 + [[0]], (rows, said)


# -- a tag the header's names share -------------------------------------------------------------------------------

_CAPITALS = [("France", "Paris"), ("Italy", "Rome"), ("Norway", "Oslo"), ("Spain", "Madrid")]


def test_names_sharing_a_meaningful_prefix(tmp_path: Path) -> None:
    # near-miss: `answer_` opens four names of six, but names the choices: read as choices, the answer by `correct`
    lines = ["answer_a,answer_b,answer_c,answer_d,question,correct"]
    lines += [f"Lima,{city},Quito,Bogota,Capital of {land}?,B" for land, city in _CAPITALS]
    deck, said = read_said(tmp_path, "\n".join(lines), "caps.csv")
    rows = rows_of(deck)
    assert rows[0] == ("Capital of France?", ["Lima", "Paris", "Quito", "Bogota"], [1]), (rows, said)
    assert len(rows) == 4


def test_a_tagged_header_over_one_question_crlf(tmp_path: Path) -> None:
    text = "question_zh,option1_zh,option2_zh,option3_zh,answer_zh\r\n哪个是水果？,苹果,石头,铁,1\r\n"
    deck, said = read_said(tmp_path, text, "one_zh.csv")
    assert rows_of(deck) == [("哪个是水果？", ["苹果", "石头", "铁"], [0])], (rows_of(deck), said)


# -- one choice a row, a tags column that lists ----------------------------------------------------------------------


def test_a_listed_spellings_column_keeps_one_choice_a_row() -> None:
    # near-miss: every row carries a JSON list, but it is the ways to write the row's own choice (the choice among
    # them), no question's choices
    head = ["question", "choice", "correct", "spellings"]
    rows = [["What is 2 + 2?", "3", "0", '["3", "three"]'], ["What is 2 + 2?", "4", "1", '["4", "four"]'],
            ["Capital of France?", "Paris", "1", '["Paris", "Paname"]'],
            ["Capital of France?", "Rome", "0", '["Rome", "Roma"]'],
            ["Largest ocean?", "Pacific", "1", '["Pacific", "Pacifique"]'],
            ["Largest ocean?", "Indian", "0", '["Indian", "Indien"]']]
    found = long_layout(head, rows)
    assert found is not None and (found.question, found.choice, found.mark) == (0, 1, 2), found


# -- a second header row of fields ------------------------------------------------------------------------------------


def test_a_first_question_of_identifiers_is_not_dropped_silently(tmp_path: Path) -> None:
    # near-miss: a quiz on names in code whose first question and choices are all identifiers, counted
    text = "\n".join(["question,option1,option2,option3,answer",
                      "x,x1,x2,x3,B",
                      "Which name is legal in Python?,2x,x-y,x_y,C",
                      "Which name is a constant by custom?,maxValue,MAX_VALUE,max_value,B"])
    deck, said = read_said(tmp_path, text, "names.csv")
    rows = rows_of(deck)
    assert len(rows) == 3 or any(":2:1: warning:" in s for s in said), (rows, said)


# -- a stray label on one choice -----------------------------------------------------------------------------------

_SONGS = [("猜歌一?", ["稻香", "晴天", "C.七里香", "夜曲"], "C.七里香"),
          ("猜歌二?", ["青花瓷", "簡單愛", "龍捲風", "安靜"], "安靜"),
          ("猜歌三?", ["告白氣球", "說好不哭", "擱淺", "彩虹"], "擱淺"),
          ("猜歌四?", ["聽媽媽的話", "稻香", "蒲公英的約定", "開不了口"], "稻香")]


def test_a_stray_label_and_an_answer_giving_that_text(tmp_path: Path) -> None:
    text = "\n".join(["question,option1,option2,option3,option4,answer",
                      *(",".join([q, *c, a]) for q, c, a in _SONGS)])
    deck, said = read_said(tmp_path, text, "songs.csv")
    rows = rows_of(deck)
    assert rows[0] == ("猜歌一?", ["稻香", "晴天", "七里香", "夜曲"], [2]), (rows, said)
    assert [r[2] for r in rows] == [[2], [3], [2], [1]], rows


# -- a category between the question and the choices ------------------------------------------------------------------

_ANIMALS = ["Perro", "Gato", "Caballo"]
_WRONG = [["Tiburón", "Águila", "Rana"], ["Gato", "Trucha", "Cuervo"], ["Pulpo", "Caballo", "Lagarto"],
          ["Sapo", "Salmón", "Perro"], ["Halcón", "Medusa", "Gato"], ["Cangrejo", "Perro", "Búho"],
          ["Caballo", "Mosca", "Tortuga"], ["Abeja", "Anguila", "Caballo"], ["Gaviota", "Ostra", "Perro"]]


def test_a_first_choice_repeating_a_few_values_is_no_category(tmp_path: Path) -> None:
    # near-miss: a quiz app's sheet (right choice first) whose right choices are a few animals, scattered over the
    # rows and offered elsewhere as wrong choices: they are choices, the first right, not a category
    lines = [f"Cuál de estos es un mamífero (pregunta {k + 1})?;{_ANIMALS[k % 3]};{';'.join(w)}"
             for k, w in enumerate(_WRONG)]
    deck, said = read_said(tmp_path, "\n".join(lines), "animales.txt")
    rows = rows_of(deck)
    assert [r[1][0] for r in rows] == [_ANIMALS[k % 3] for k in range(9)], (rows, said)
    assert not any("a category's column stands between" in s for s in said), said


def test_names_sharing_a_meaningful_suffix(tmp_path: Path) -> None:
    # near-miss: `_answer` closes four names of five, and says what they hold (the right one and the wrong ones)
    lines = ["question,correct_answer,wrong_answer,wrong_answer,wrong_answer"]
    lines += [f"Capital of {land}?,{city},Lima,Quito,Bogota" for land, city in _CAPITALS]
    deck, said = read_said(tmp_path, "\n".join(lines), "caps.csv")
    rows = rows_of(deck)
    assert len(rows) == 4 and all(r[2] is not None and r[1][r[2][0]] == city
                                  for r, (_, city) in zip(rows, _CAPITALS, strict=True)), (rows, said)


def test_the_rules_on_empty_and_short_shapes() -> None:
    # empty cells, two choices, a label beyond the row's choices, no answers at all: none of the rules fires
    assert not labelled_texts([])
    assert disagreement("E. 羊", ["牛", "馬", "羊"]) is None
    assert disagreement("", ["牛", "馬", "羊"]) is None
    assert stray_label(["稻香", "B.晴天"]) is None   # two choices prove nothing
    assert stray_label(["", "", "C.七里香"]) == (2, "七里香")
    assert stray_label(["Paris", "Rome", "C. A.I. lab"]) is None   # Latin after the letter
    assert not field_row(["", "", "", "", ""], [1, 2, 3])
    assert not field_row(["text", "options[0]", "", "options[2]", "answer"], [1, 2, 3])   # a gap in the count
    assert field_row(["text\r", "opt1", "opt2\r"], [1, 2])   # a CR LF's carriage return left on a cell: stripped
