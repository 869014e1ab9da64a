"""A second look at wave 37's sheet roles (csv37), review37c: the shapes its rules could fire on wrongly, excerpts
written in the shape of the banks.

* a voided answer's word that is also one of the row's choices (``dropped`` among a packet's fates) is that choice,
  not a voided question;
* a ``|`` cell whose labelled parts hold ``||`` (an operator) keeps it whole (``a || b``), not ``a | b``;
* a first column of chapter codes that interleave beside a column of kind words (``single``, ``judge``) is no type:
  the kind words are;
* a statement's one choice that is the same word on many such rows (``Prawda``) is the sheet's own verdict word,
  not an open question's answer;
* a question cell not opened by a quote (``The "hello" program…``) holds its quotes as text: a row wider than the
  header is not its question run over.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_DROPPED = ("question,A,B,C,D,answer\n"
            "What happens to a packet no rule accepts?,forwarded,dropped,queued,cancelled,dropped\n"
            "What is the order's state after a refund?,shipped,cancelled,pending,lost,cancelled\n"
            "Which layer routes packets?,Network,Transport,Session,Physical,A\n"
            "Which was void?,a,b,c,d,voided\n")


def test_a_voided_word_that_is_a_choices_text_is_that_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _DROPPED)
    rows = rows_of(deck)
    assert rows[0][2] == [1], rows
    assert rows[1][2] == [1], rows
    assert rows[3][2] == [0, 1, 2, 3], rows   # a word that is no choice's text still voids
    assert not any(":2:" in s and "voided" in s for s in said), said


_OR = ("question,choices,answer\n"
       "Which is the logical or?,A) a && b|B) a || b|C) a | b|D) !a,B\n"
       "Which is a text file?,A) x.exe|B) y.txt|C) z.dll|D) w.sys,B\n"
       "Which is an image?,A) a.png|B) b.txt|C) c.doc|D) d.xls,A\n"
       "Which is typed twice?,A) one||B) two|C) three|D) four,A\n")


def test_a_double_bar_inside_a_labelled_choice_is_kept(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _OR)
    rows = rows_of(deck)
    assert rows[0][1] == ["a && b", "a || b", "a | b", "!a"], rows
    assert rows[3][1] == ["one", "two", "three", "four"], rows   # `||` between two labelled parts: an empty one
    assert any(":2:" in s and "without a label" in s for s in said), said


_CHAPTERS = ("ch1,1,single,What is 2+2?,A.3|B.4|C.5,B\n"
             "ch2,2,single,What is 3+3?,A.6|B.7|C.8,A\n"
             "ch1,3,judge,The sky is blue.,,A\n"
             "ch2,4,single,What is 5+5?,A.9|B.10|C.11,B\n"
             "ch1,5,judge,Fire is cold.,,B\n"
             "ch2,6,single,What is 1+1?,A.1|B.2|C.3,B\n"
             "ch1,7,single,What is 4+4?,A.8|B.9|C.7,A\n")


def test_interleaved_chapter_codes_beside_kind_words_are_no_type(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _CHAPTERS)
    texts = [r[0] for r in rows_of(deck)]
    assert texts == ["What is 2+2?", "What is 3+3?", "What is 5+5?", "What is 1+1?", "What is 4+4?"], texts
    assert any("column 3 the record's kind" in s for s in said), said


_OWN_WORDS = ("Question,Option 1,Option 2,Option 3,Option 4,Correct Answer\n"
              "Która planeta jest czerwona?,Mars,Wenus,Jowisz,Saturn,Mars\n"
              "Stolica Polski to Warszawa.,Prawda,,,,Prawda\n"
              "Wisła płynie przez Kraków.,Prawda,,,,Prawda\n"
              "Najdłuższa rzeka Polski to ____.,Wisła,,,,Wisła\n"
              "Słońce jest planetą.,Fałsz,,,,Fałsz\n"
              "Jaki gaz pochłaniają rośliny?,Tlen,Dwutlenek węgla,Azot,Hel,Dwutlenek węgla\n"
              "Gdańsk leży nad morzem.,Prawda,,,,Prawda\n"
              "Kto napisał Pana Tadeusza?,Mickiewicz,Słowacki,Prus,Sienkiewicz,Mickiewicz\n")


def test_a_one_choice_word_on_many_statements_is_the_sheets_verdict_not_an_open_answer(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _OWN_WORDS)
    texts = [r[0] for r in rows_of(deck)]
    assert "Stolica Polski to Warszawa." in texts and "Gdańsk leży nad morzem." in texts, texts
    assert not any("____" in t for t in texts), texts   # a fill-in answer of its own stays open
    assert any("one choice" in s and "Prawda" in s for s in said), said


_LITERAL = ("Question,Option 1,Option 2,Option 3,Option 4,Correct Answer\n"
            'The "hello" program prints?,Hello,World,hello,HELLO,nothing,A\n'
            "Which planet is red?,Mars,Venus,Jupiter,Saturn,A\n"
            "Which gas do plants take in?,Oxygen,Carbon dioxide,Nitrogen,Helium,B\n")


def test_a_question_not_opened_by_a_quote_is_not_run_over_by_its_quotes(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LITERAL)
    rows = rows_of(deck)
    assert rows[0][0] == 'The "hello" program prints?', rows
    assert not any("the question, joined" in s for s in said), said
