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
