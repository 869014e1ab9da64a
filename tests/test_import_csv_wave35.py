"""Sheets' column roles and Asian banks' encodings, wave 35 (csv35): excerpts written in the shape of the banks.

* a sheet in Big5 (or Shift_JIS, EUC-KR, GBK) is read in that encoding, told by where its characters fall (each
  encoding's first level), not as Windows-1252's symbol soup (chienchiac 4cancers); Western files that some East
  Asian encoding also reads without an error stay Western;
* a true/false answer column of codes whose header spells them out (``答案(正確請填1，錯誤請填2)``) is read as the
  verdicts it names, written in the header's words;
* choices counted in step with their points (``opsi_a,poin_a,…``) are the choices, the key answers, and a row
  without a key is answered by its points, said (maulana-hermawan eskdperkasa);
* a 0/1 column under four choices is a flag (``is_used``), not the right choice's number, and a mostly empty
  column after the choices is none (arekzajec cashbattle); a column empty in every row is no choice.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.csvcodes import header_codes
from quizdeck.importers.eastasian import east_asian
from tests.conftest import read, rows_of

_BIG5_SHEET = ("序號,題目,答案(正確請填1，錯誤請填2),解說\n"
               "1,每年約五千人死於癌症。,2,每年有超過一萬人死於癌症。\n"
               "2,乳癌是政府補助的篩檢之一。,1,四大癌症篩檢包含乳癌。\n"
               "3,篩檢只限五十歲以上民眾。,2,三十歲以上民眾也可以篩檢。\n"
               "4,口腔癌篩檢每兩年一次。,1,每兩年檢查一次。\n")


def _text(data: bytes) -> tuple[str | None, list[str]]:
    diags = Diagnostics()
    text = east_asian(data, "s.csv", diags)
    return text, [d.format() for d in diags.sorted()]


def test_a_big5_sheet_reads_as_big5_and_its_coded_verdicts_as_its_header_says(tmp_path: Path) -> None:
    deck, diags = read(tmp_path, _BIG5_SHEET.encode("cp950"))
    said = [d.format() for d in diags.sorted()]
    assert any("read as Big5" in s for s in said)
    assert rows_of(deck) == [("每年約五千人死於癌症。", ["正確", "錯誤"], [1]),
                             ("乳癌是政府補助的篩檢之一。", ["正確", "錯誤"], [0]),
                             ("篩檢只限五十歲以上民眾。", ["正確", "錯誤"], [1]),
                             ("口腔癌篩檢每兩年一次。", ["正確", "錯誤"], [0])]
    assert deck.questions[0].explanation == "每年有超過一萬人死於癌症。"


def test_each_east_asian_encoding_is_told_by_its_first_level() -> None:
    japanese = ("問題,選択肢1,選択肢2,正解\n日本の首都はどこですか？,東京,大阪,1\n"
                "次のうち、果物はどれですか。,りんご,にんじん,1\n")
    korean = ("문제,선택지1,선택지2,정답\n대한민국의 수도는 어디입니까?,서울,부산,1\n"
              "다음 중 과일은 무엇입니까?,사과,당근,1\n")
    simplified = "题目,选项A,选项B,答案\n中国的首都是哪里？,北京,上海,A\n下列哪个是水果？,苹果,白菜,A\n"
    for text, codec, name in ((japanese, "cp932", "Shift_JIS"), (korean, "cp949", "EUC-KR"),
                              (simplified, "gb18030", "GB18030"), (_BIG5_SHEET, "cp950", "Big5")):
        got, said = _text(text.encode(codec))
        assert got == text, codec
        assert len(said) == 1 and f"read as {name}" in said[0]


def test_a_korean_text_is_told_from_gb18030_by_its_hangul_words_but_a_short_ambiguous_one_is_not() -> None:
    korean = "question,a,b,answer\n하늘은 무슨 색입니까,파란색입니다,빨간색입니다,a\n"
    assert _text(korean.encode("euc_kr"))[0] == korean
    # ideographs that GB18030, Big5 and EUC-KR all read in their first level, no words apart: not told
    assert _text("question,a,b,answer\n北京国的空地,蓝白海草,红黑江河,a\n".encode("gb18030"))[0] is None


def test_western_accents_are_not_read_as_east_asian() -> None:
    # bytes that Big5, GB18030 or Shift_JIS read without an error, as characters standing alone
    for text in ("¿Quién fue el primer presidente?;Washington;Lincoln;1\n",
                 "Frage: Wie heißt der Fluss?,Rhein,Main,A\n", "Café ou thé ?,café,thé,1\n" * 3):
        assert _text(text.encode("cp1252"))[0] is None
    assert _text(b"plain ASCII, UTF-8,1\n")[0] is None


def test_header_codes_are_read_from_the_header_remark_in_many_languages() -> None:
    assert header_codes("答案(正確請填1，錯誤請填2)", {"1", "2"}) == ({"1": 0, "2": 1}, ("正確", "錯誤"))
    assert header_codes("Answer (1=True, 0=False)", {"1", "0"}) == ({"1": 0, "0": 1}, ("True", "False"))
    assert header_codes("Respuesta (V = verdadero / F = falso)", {"v", "f"}) == ({"v": 0, "f": 1},
                                                                                ("verdadero", "falso"))
    assert header_codes("Answer (1 or 2)", {"1", "2"}) is None   # the codes not spelt out
    assert header_codes("答案", {"1", "2"}) is None
    assert header_codes("Answer (1=True, 2=True)", {"1", "2"}) is None   # both codes one side


_POINTED = ("tipe,soal,gambar,opsi_a,poin_a,opsi_b,poin_b,opsi_c,poin_c,opsi_d,poin_d,kunci_jawaban\n"
            'TWK,"Ibu kota Indonesia adalah?","",Bandung,0,Jakarta,5,Surabaya,0,Medan,0,B\n'
            'TIU,"Dua tambah dua sama dengan?","",3,0,5,0,4,5,6,0,C\n'
            'TWK,"Lambang negara Indonesia adalah?","",Garuda,5,Elang,0,Merpati,0,Rajawali,0,A\n'
            'TKP,"Jika teman meminta bantuan, saya…","",menolak,1,membantu segera,5,menunda,3,diam,2,""\n')


def test_choices_counted_in_step_with_their_points_are_the_choices_and_the_key_answers(tmp_path: Path) -> None:
    deck, diags = read(tmp_path, _POINTED)
    said = [d.format() for d in diags.sorted()]
    rows = rows_of(deck)
    assert rows[:3] == [("Ibu kota Indonesia adalah?", ["Bandung", "Jakarta", "Surabaya", "Medan"], [1]),
                        ("Dua tambah dua sama dengan?", ["3", "5", "4", "6"], [2]),
                        ("Lambang negara Indonesia adalah?", ["Garuda", "Elang", "Merpati", "Rajawali"], [0])]
    # no key: the choice the points score highest, said once (a graded row: the best, not the only right one)
    assert rows[3] == ("Jika teman meminta bantuan, saya…", ["menolak", "membantu segera", "menunda", "diam"], [1])
    assert any("give no key" in s and "graded" in s for s in said)


def test_points_told_by_their_cells_when_no_word_says_so(tmp_path: Path) -> None:
    sheet = ("question,resp_a,val_a,resp_b,val_b,resp_c,val_c\n"
             "Which planet is red?,Venus,0,Mars,1,Earth,0\n"
             "Which is a mammal?,Whale,1,Shark,0,Trout,0\n"
             "Which is a prime?,4,0,6,0,7,1\n")
    deck, _ = read(tmp_path, sheet)
    assert rows_of(deck) == [("Which planet is red?", ["Venus", "Mars", "Earth"], [1]),
                             ("Which is a mammal?", ["Whale", "Shark", "Trout"], [0]),
                             ("Which is a prime?", ["4", "6", "7"], [2])]


_FLAGGED = ("Football; How many teams play in a World Cup final?; 2; 4; 1; 3; ; 0;\n"
            "Film; Which country is Charlize Theron from?; South Africa; USA; Australia; Sweden; ; 0;\n"
            "Music; Which symphony holds the Ode to Joy?; 9; 7; 5; 6; sound001; 0;\n"
            "History; In which year did the Berlin Wall fall?; 1989; 1991; 1985; 1979; ; 1;\n"
            "Maths; In what century was calculus found?; 17; 16; 18; 19; ; 1;\n"
            "Nature; Which is the largest ocean?; Pacific; Atlantic; Indian; Arctic; ; 0;\n")


def test_a_0_1_column_under_four_choices_is_a_flag_not_the_right_choice_number(tmp_path: Path) -> None:
    deck, diags = read(tmp_path, _FLAGGED)
    said = [d.format() for d in diags.sorted()]
    rows = rows_of(deck)
    assert [len(choices) for _, choices, _ in rows] == [4] * 6   # the mostly empty sound column is no choice
    assert [answer for _, _, answer in rows] == [[0]] * 6   # the first choice, as quiz apps' sheets write it
    assert any("FIRST choice" in s for s in said)


def test_a_0_based_index_column_pointing_past_b_stays_the_answer(tmp_path: Path) -> None:
    sheet = "".join(f"Topic; {q}; {a}; {b}; {c}; {d}; {k};\n" for q, a, b, c, d, k in (
        ("Which is red?", "sky", "grass", "blood", "snow", 2), ("Which is a fruit?", "apple", "stone", "car", "pen", 0),
        ("Which flies?", "rock", "bird", "fish", "tree", 1), ("Which is cold?", "fire", "sun", "lava", "ice", 3),
        ("Which swims?", "fish", "cat", "dog", "cow", 0), ("Which is a tool?", "cat", "hammer", "sky", "sea", 1)))
    deck, _ = read(tmp_path, sheet)
    assert [answer for _, _, answer in rows_of(deck)] == [[2], [0], [1], [3], [0], [1]]


def test_a_column_empty_in_every_row_is_no_choice(tmp_path: Path) -> None:
    sheet = ("Which planet is red?,,Venus,Mars,Earth,Jupiter,B\n"
             "Which is a mammal?,,Whale,Shark,Trout,Cod,A\n"
             "Which is a prime?,,4,6,7,8,C\n"
             "What is the capital of France?,,Rome,Paris,Berlin,Madrid,B\n"
             "Which gas do plants take in?,,Oxygen,Nitrogen,Carbon dioxide,Helium,C\n")
    deck, _ = read(tmp_path, sheet)
    rows = rows_of(deck)
    assert rows[0] == ("Which planet is red?", ["Venus", "Mars", "Earth", "Jupiter"], [1])
    assert [answer for _, _, answer in rows] == [[1], [0], [2], [1], [2]]
