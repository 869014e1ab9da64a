"""Session 40's headerless sheets read by their cells (csvinfer), excerpts hand-written in the shape of the banks.

* sentence punctuation of any script (``。``, ``？``, ``！``) ending every explanation is the text's own end, never
  learnt as the right choice's mark; a mark a sheet writes (`` ✓``) still is;
* one short text in every row (``math``, a subject) before a text that varies is a record's field, its tag, not the
  question; a prompt every row asks (``Translate:``) is kept;
* letters at a fixed step after the question (``a,x,true,b,y,false``) are each choice's own label, no key: dropped,
  the flags beside the choices then say which are right; a single letter column is still a key;
* rows of a few such groups each (``lead + k × group``) are read with as many choices as their groups, said.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_EXPLAINED = ("地理,1,日本の首都はどこか？,東京,大阪,東京には国の機関が多く集まっています。\n"
              "地理,1,富士山がある県は？,静岡県と山梨県,長野県,富士山は二つの県にまたがる山です。\n"
              "地理,2,日本で一番長い川は？,信濃川,利根川,信濃川は長野県と新潟県を流れます。\n"
              "歴史,1,鎌倉幕府を開いたのは誰か？,源頼朝,足利尊氏,源頼朝は武士の政権を鎌倉に開きました。\n"
              "歴史,2,明治維新が始まった年は？,1868年,1603年,江戸幕府が終わり新しい政府ができました。\n"
              "歴史,2,大化の改新の中心人物は？,中大兄皇子,聖徳太子,中大兄皇子と中臣鎌足が進めた改革です。\n"
              "科学,1,水が沸騰する温度は？,100度,50度,一気圧のもとで水は百度で沸騰します。\n"
              "科学,3,光の速さに最も近いのは？,秒速30万キロ,秒速3万キロ,光は一秒でおよそ三十万キロ進みます。\n")


def test_a_sentence_end_on_every_explanation_is_no_right_choice_mark(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _EXPLAINED)
    rows = rows_of(deck)
    assert len(rows) == 8, rows
    assert all(r[2] != [2] for r in rows), rows   # the explanation is not taken as the right choice
    assert rows[0][1][2].endswith("。"), rows      # nor is its full stop taken off as a mark
    assert not any("marked '。'" in s for s in said), said
    assert any("'。'" in s and "a mark, or a part of the file" in s for s in said), said   # still said


def test_other_scripts_sentence_ends_are_no_marks_either(tmp_path: Path) -> None:
    text = _EXPLAINED.replace("。\n", "！\n")
    deck, said = read_said(tmp_path, text)
    assert all(r[2] != [2] for r in rows_of(deck)), rows_of(deck)
    assert not any("marked '！'" in s for s in said), said


def test_a_mark_the_sheet_writes_on_its_right_choice_is_still_learnt(tmp_path: Path) -> None:
    text = ("Which planet is red?,Venus,Mars ✓,Jupiter\n"
            "Which gas do plants take in?,Carbon dioxide ✓,Oxygen,Helium\n"
            "Which metal is liquid?,Iron,Copper,Mercury ✓\n"
            "Which ocean is largest?,Pacific ✓,Atlantic,Indian\n"
            "Which animal is a mammal?,Shark,Whale ✓,Trout\n"
            "Which number is prime?,9,15,7 ✓\n")
    deck, _said = read_said(tmp_path, text)
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[1], [0], [2], [0], [1], [2]], rows
    assert rows[0][1] == ["Venus", "Mars", "Jupiter"], rows


_SUBJECT = ("math|2+3|4|5|6|7|B|\n"
            "math|1+6|7|5|6|8|A|\n"
            "math|4+4|2|3|8|5|C|\n"
            "math|9-2|4|5|6|7|D|\n"
            "math|3*3|9|3|6|5|A|\n"
            "math|8/2|2|4|6|8|B|\n")


def test_one_short_text_in_every_row_before_the_question_is_its_tag(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _SUBJECT, "s.txt")
    rows = rows_of(deck)
    assert rows[0] == ("2+3", ["4", "5", "6", "7"], [1]), rows
    assert rows[4] == ("3*3", ["9", "3", "6", "5"], [0]), rows
    assert all(q.tags == ["math"] for q in deck.questions), [q.tags for q in deck.questions]
    assert not any("the same text" in s for s in said), said


def test_a_prompt_every_row_asks_stays_the_question(tmp_path: Path) -> None:
    text = ("Translate:;dog;chien;chat;cheval;A\n"
            "Translate:;cat;chien;chat;cheval;B\n"
            "Translate:;horse;chien;chat;cheval;C\n"
            "Translate:;bird;oiseau;chat;cheval;A\n"
            "Translate:;fish;chien;poisson;cheval;B\n"
            "Translate:;cow;vache;chat;cheval;A\n")
    deck, said = read_said(tmp_path, text)
    assert all(q.text == "Translate:" for q in deck.questions), rows_of(deck)
    assert any("the same text ('Translate:')" in s for s in said), said   # said, as before


_GROUPS = ("Maps,Which tool shows a route?,a,Compass,false,b,Atlas,true,c,Ruler,false,d,Kettle,false\n"
           "Maps,Is north at the top of most maps?,a,Yes,true,b,No,false\n"
           "Maps,A scale turns map distances into real ones.,a,True,true,b,False,false\n"
           "Rivers,Every river flows north.,a,True,false,b,False,true\n"
           "Rivers,A delta forms where a river meets the sea.,a,True,true,b,False,false\n"
           "Rivers,Which river is longest?,a,Thames,false,b,Seine,false,c,Nile,true,d,Rhine,false\n"
           "Hills,A hill is taller than a mountain.,a,True,false,b,False,true\n"
           "Hills,Contour lines join points of one height.,a,True,true,b,False,false\n"
           "Hills,Is a plateau flat on top?,a,Yes,true,b,No,false\n")


def test_letters_at_a_step_are_each_choices_label_and_the_flags_answer(tmp_path: Path) -> None:
    two = "".join(line for line in _GROUPS.splitlines(keepends=True) if line.count(",") == 7)
    deck, said = read_said(tmp_path, two)
    rows = rows_of(deck)
    assert len(rows) == 7, rows
    assert rows[0] == ("Is north at the top of most maps?", ["Yes", "No"], [0]), rows
    assert rows[2] == ("Every river flows north.", ["True", "False"], [1]), rows
    assert [r[2] for r in rows] == [[0], [0], [1], [0], [1], [0], [0]], rows
    assert all(q.tags == [q.tags[0]] and q.tags[0] in ("Maps", "Rivers", "Hills") for q in deck.questions)
    assert any("each choice's own label" in s and "no key" in s for s in said), said


def test_rows_of_two_and_four_groups_are_read_with_as_many_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _GROUPS)
    rows = rows_of(deck)
    assert len(rows) == 9, rows
    assert rows[0] == ("Which tool shows a route?", ["Compass", "Atlas", "Ruler", "Kettle"], [1]), rows
    assert rows[5] == ("Which river is longest?", ["Thames", "Seine", "Nile", "Rhine"], [2]), rows
    assert rows[1] == ("Is north at the top of most maps?", ["Yes", "No"], [0]), rows
    assert any("a group of 3 cells after the first 2 cells, 2 to 4 a row" in s for s in said), said
    assert any("padded with empty cells at its end" in s for s in said), said
    assert not any("written as the cells fall" in s for s in said), said


def test_numbered_labels_and_crosses_read_alike(tmp_path: Path) -> None:
    text = ("Which is a planet?,1,Mars,x,2,Moon,,3,Sun,\n"
            "Which is a metal?,1,Wood,,2,Iron,x\n"
            "Which is a bird?,1,Cat,,2,Eel,,3,Crow,x\n"
            "Which is a fruit?,1,Pear,x,2,Leek,\n"
            "Which is a gas?,1,Neon,x,2,Salt,,3,Clay,\n"
            "Which is a tree?,1,Oak,x,2,Fern,\n")
    deck, _said = read_said(tmp_path, text)
    rows = rows_of(deck)
    assert rows[0] == ("Which is a planet?", ["Mars", "Moon", "Sun"], [0]), rows
    assert rows[1] == ("Which is a metal?", ["Wood", "Iron"], [1]), rows
    assert [r[2] for r in rows] == [[0], [1], [2], [0], [0], [0]], rows


def test_one_letter_in_every_row_without_a_step_is_still_the_key(tmp_path: Path) -> None:
    text = ("Which planet is red?,Mars,Venus,Jupiter,A\n"
            "Which gas do plants take in?,Carbon dioxide,Oxygen,Helium,A\n"
            "Which metal is liquid?,Mercury,Iron,Copper,A\n"
            "Which ocean is largest?,Pacific,Atlantic,Indian,A\n"
            "Which animal is a mammal?,Whale,Shark,Trout,A\n"
            "Which number is prime?,7,9,15,A\n")
    deck, said = read_said(tmp_path, text)
    rows = rows_of(deck)
    assert all(r[2] == [0] and len(r[1]) == 3 for r in rows), rows
    assert any("the right choice's letter" in s for s in said), said
    assert not any("own label" in s for s in said), said


def test_rows_of_unequal_length_not_in_groups_are_not_grouped(tmp_path: Path) -> None:
    text = ("Which planet is red?,Mars,true,Venus,false\n"
            "Which gas do plants take in?,Carbon dioxide,true,Oxygen,false,Plants breathe it in by day\n"
            "Which metal is liquid?,Iron,false,Mercury,true\n"
            "Which ocean is largest?,Pacific,true,Atlantic,false,It covers a third of the Earth\n"
            "Which animal is a mammal?,Shark,false,Whale,true\n"
            "Which number is prime?,7,true,9,false\n")
    _deck, said = read_said(tmp_path, text)
    assert not any("a group of" in s for s in said), said
