"""CSV dialects and per-row column roles, wave 36 (csv36): excerpts written in the shape of the banks.

* the quote character is learnt from the file: cells quoted with ``'`` are read so (shockeyzhang hikculturehelper),
  and rows written as tuple literals ``('S002','q','a','b','B','G01')`` lose their parentheses (mhrk04 kuizonline),
  said at line 1;
* a cell of labelled choices ``A:x B:y C:z`` is the choice list even where many rows have none (open items), with
  an answer written as the choices' texts, ``C:z``, ``A:x C:z``, texts joined by spaces, or a text and a remark
  (``错误，是辛亥革命``, said at the row);
* a row one cell short whose answer sits in a choice column empty in most rows (choice E) and prose in the answer's
  is read one column back, said at its line (3stonezhang my-exam-app), never with its type (``单选``) as the question;
* a Markdown separator row (``:---``) and the header written again are no questions, said (s1034337 gacha-game).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvnamed import labelled_answer, spaced_texts, text_and_remark
from quizdeck.importers.csvquotechar import single_quoted
from quizdeck.importers.csvrepeats import repeated_header, separator_row
from tests.conftest import read, rows_of

_SINGLE = ("'海王星是第几颗行星？','海王星是第八颗','A:第六颗 B:第七颗 C:第八颗',\n"
           "'水的沸点是_____摄氏度。','100','A:90 B:100 C:110 D:120','单选题'\n"
           "'月球是地球的卫星。','正确','A:正确 B:错误 ','判断题'\n"
           "'长城位于欧洲。','错误，位于中国','A:正确 B:错误 ','判断题'\n"
           "'下列哪些是颜色？','A:红色 C:蓝色','A:红色 B:桌子 C:蓝色 D:椅子','多选题'\n"
           "'下列哪些是水果？','苹果 香蕉','A:苹果 B:石头 C:香蕉 D:铁钉','多选题'\n"
           "'中国的首都是_____。','B:北京','A:上海 B:北京 C:广州 D:深圳','单选题'\n"
           "'光速约为每秒_____公里。','30万',,\n"
           "'太阳从东方升起。','正确','A:正确 B:错误 ','判断题'\n"
           "'一年有_____个月。','12','A:10 B:11 C:12 D:13','单选题'\n")


def test_single_quoted_cells_and_a_labelled_choices_cell_are_read(tmp_path: Path) -> None:
    deck, diags = read(tmp_path, _SINGLE)
    said = [d.format() for d in diags.sorted()]
    assert any("quoted with single quotes" in s for s in said), said
    rows = rows_of(deck)
    assert ("水的沸点是_____摄氏度。", ["90", "100", "110", "120"], [1]) in rows
    assert ("月球是地球的卫星。", ["正确", "错误"], [0]) in rows
    assert ("长城位于欧洲。", ["正确", "错误"], [1]) in rows
    assert ("下列哪些是颜色？", ["红色", "桌子", "蓝色", "椅子"], [0, 2]) in rows
    assert ("下列哪些是水果？", ["苹果", "石头", "香蕉", "铁钉"], [0, 2]) in rows
    assert ("中国的首都是_____。", ["上海", "北京", "广州", "深圳"], [1]) in rows
    assert not any("'" in text for text, _c, _a in rows)
    assert any("长城" not in s and "a remark after it" in s for s in said) or \
        any("错误，位于中国" in s and "a remark after it" in s for s in said), said
    remarked = next(q for q in deck.questions if q.text == "长城位于欧洲。")
    assert remarked.explanation == "位于中国"


_TUPLES = ("S001,Ibu negara Malaysia ialah?,Kuala Lumpur,Johor Bahru,Ipoh,A,G01\n"
           "('S002','Sungai terpanjang di Malaysia?','Sungai Pahang','Sungai Rajang','Sungai Perak','B','G01')\n"
           "('S003','Gunung tertinggi di Malaysia?','Gunung Tahan','Gunung Ledang','Gunung Kinabalu','C','G01'),\n"
           "('S004', 'Negeri paling utara?','Perlis','Kedah','Kelantan','A','G02')\n"
           "('S005','Bunga kebangsaan Malaysia?','Orkid','Bunga Raya','Melur','B','G02');\n")


def test_tuple_rows_lose_their_parentheses_and_the_letter_column_is_the_answer(tmp_path: Path) -> None:
    deck, diags = read(tmp_path, _TUPLES, "soalan.txt")
    said = [d.format() for d in diags.sorted()]
    assert any("tuples" in s and "2, 3, 4, 5" in s for s in said), said
    assert not any("FIRST choice" in s for s in said), said
    assert rows_of(deck) == [
        ("Ibu negara Malaysia ialah?", ["Kuala Lumpur", "Johor Bahru", "Ipoh"], [0]),
        ("Sungai terpanjang di Malaysia?", ["Sungai Pahang", "Sungai Rajang", "Sungai Perak"], [1]),
        ("Gunung tertinggi di Malaysia?", ["Gunung Tahan", "Gunung Ledang", "Gunung Kinabalu"], [2]),
        ("Negeri paling utara?", ["Perlis", "Kedah", "Kelantan"], [0]),
        ("Bunga kebangsaan Malaysia?", ["Orkid", "Bunga Raya", "Melur"], [1])]


def test_the_quote_character_is_learnt_not_assumed() -> None:
    plain = "q,a,b,c,A\n\"it's, here\",x,y,z,B\nwhat's up?,x,y,z,C\n"
    assert single_quoted(plain) is None   # apostrophes in a sheet quoted with `"`
    apostrophes = "Who's there?,me,you,A\nIt's late,now,then,B\nWe're here,x,y,A\n"
    assert single_quoted(apostrophes) is None
    multi = "'q1','a','A:a B:b'\n'q2 runs\non','b','A:a B:b'\n'q3','a','A:a B:b'\n"
    got = single_quoted(multi)
    assert got is not None and got.text.split("\n")[1:3] == ['"q2 runs', 'on",b,A:a B:b']


def test_answers_named_by_labels_texts_and_remarks() -> None:
    texts = ["红色", "桌子", "蓝色"]
    assert labelled_answer("A:红色 C:蓝色", texts) == [0, 2]
    assert labelled_answer("A:红色 C:桌子", texts) is None   # a label's text must be its choice's
    assert spaced_texts("蓝色 红色", texts) == [0, 2]
    assert text_and_remark("错误，是辛亥革命", ["正确", "错误"]) == 1
    assert text_and_remark("错误的", ["正确", "错误"]) is None   # no comma: a longer text, not a remark


_SHIFTED = ("题型,题目,选项A,选项B,选项C,选项D,选项E,答案,解析\n"
            + "".join(f"单选,这里问的是{k}号( )?,甲{k},乙{k},丙{k},丁{k},,B,来源：练习（一）\n" for k in range(1, 21))
            + "多选,哪些是对的( )?,甲,乙,丙,丁,戊,\"A,C,E\",来源：练习（一）\n"
            + "单选,移了一格的题目( )?,甲7,乙7,丙7,丁7,C,来源：练习（参考）,\n"
            + "单选,又移了一格的题目( )?,甲8,乙8,丙8,丁8,A,来源：练习（参考）,\n")


def test_a_row_whose_answer_sits_in_the_empty_choice_e_is_read_one_column_back(tmp_path: Path) -> None:
    deck, diags = read(tmp_path, _SHIFTED)
    said = [d.format() for d in diags.sorted()]
    rows = rows_of(deck)
    assert ("移了一格的题目( )?", ["甲7", "乙7", "丙7", "丁7"], [2]) in rows
    assert ("又移了一格的题目( )?", ["甲8", "乙8", "丙8", "丁8"], [0]) in rows
    assert not any(text == "单选" for text, _c, _a in rows)
    assert any(":23:" in s and "one cell short" in s and "choice E" in s for s in said), said
    shifted = next(q for q in deck.questions if q.text == "移了一格的题目( )?")
    assert shifted.explanation == "来源：练习（参考）"


_PASTED = ("題目,A,B,C,D,,,\n"
           "比喻君位。,九五之尊,問鼎,黃袍加身,作壁上觀,,,\n"
           "比喻婦人專權。,牝雞司晨,問鼎,黃袍加身,作壁上觀,,,\n"
           "小明在,題目,A,B,C,D,,\n"
           ":---,:---,:---,:---,:---,,,\n"
           "比喻不了解民間疾苦。,何不食肉糜,問鼎,黃袍加身,作壁上觀,,,\n")


def test_separator_rows_and_the_header_again_are_no_questions(tmp_path: Path) -> None:
    deck, diags = read(tmp_path, _PASTED)
    said = [d.format() for d in diags.sorted()]
    assert [q.text for q in deck.questions] == ["比喻君位。", "比喻婦人專權。", "比喻不了解民間疾苦。"]
    assert any(":4:" in s and "header's names written again" in s for s in said), said
    assert any(":5:" in s and "separator row" in s for s in said), said
    assert separator_row([":---", "---:", ":---:"]) and not separator_row(["-", "a", "---"])
    assert repeated_header(["題目", "A", "B", "C"], ["題目", "A", "B", "C", "D"])
    assert not repeated_header(["Paris", "A", "B", "C", "x", "y"], ["題目", "A", "B", "C"])
