"""Sheets of real banks, session 41 (table41): excerpts written in the shape of the banks, not copied.

* a Korean Windows file is CP949, a superset of EUC-KR: one extended syllable (``컽``, trail byte 0x9E) must
  not drop Korean as GB18030's rival, and the GB18030 warning no longer claims to be the only reading
  (nfteenn be-quiz);
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.answervalues import counted_number
from quizdeck.importers.base import LIKELY, decode_text, gb18030
from quizdeck.importers.commentheader import comment_header
from quizdeck.importers.csvtable import CsvReader, _kind, _uncounted
from quizdeck.importers.signedverdicts import Signed, signed_verdict
from tests.conftest import read, rows_of

_KOREAN = ("번호,문제,보기1,보기2,정답\n"
           "1,물건 값이 오르는 것을 일컽는 말은 무엇인가?,물가 상승,물가 하락,1\n"
           "2,돈을 빌려주고 받는 대가를 무엇이라 하는가?,이자,세금,1\n"
           "3,나라 안에서 만든 물건의 값을 모두 더한 것은?,국내 총생산,국민 소득,1\n")


def _decoded(data: bytes) -> tuple[str | None, list[str]]:
    diags = Diagnostics()
    text = decode_text(data, "s.csv", diags)
    return text, [d.format() for d in diags.sorted()]


def test_a_cp949_only_syllable_keeps_korean_as_gb18030s_rival_and_korean_wins() -> None:
    data = _KOREAN.encode("cp949")
    try:
        data.decode("euc_kr")
    except UnicodeDecodeError:
        pass
    else:  # pragma: no cover - the excerpt must hold a CP949-only syllable
        raise AssertionError("no CP949-only syllable")
    assert gb18030(data) == (None, ["gb18030", "euc_kr"])
    text, said = _decoded(data)
    assert text == _KOREAN
    assert len(said) == 1 and "read as EUC-KR (CP949" in said[0]


def test_a_chinese_gbk_sheet_is_still_read_as_gb18030_without_claiming_to_be_the_only_reading() -> None:
    # ``人``, ``日``, ``认`` are pairs that strict Big5 has no character for: GB18030 is the one reading
    chinese = ("题号,题目,选项A,选项B,答案\n1,下列哪个人是中国的第一位皇帝？,秦始皇,汉武帝,A\n"
               "2,一年有多少日？,三百六十五日,三百日,A\n3,下列哪个说法是对的？,人认字,人不认字,A\n")
    text, said = _decoded(chinese.encode("gb18030"))
    assert text == chinese
    assert len(said) == 1 and "read as GB18030" in said[0] and "only one" not in said[0]


# -- counted answers: "2번", "3番", "2号" name a choice by its number ---------------------------------------------

_COUNTED_SHEET = ("번호,문제,보기1,보기2,보기3,보기4,정답\n"
                  "1,물가가 계속 오르는 현상은?,인플레이션,디플레이션,스태그네이션,리세션,1번\n"
                  "2,중앙은행이 정하는 금리는?,시장 금리,기준 금리,대출 금리,예금 금리,2번\n"
                  "3,수입보다 수출이 많은 상태는?,무역 적자,재정 적자,무역 흑자,재정 흑자,3번\n"
                  "4,주식을 처음 공개하는 것은?,증자,감자,배당,기업 공개,4번\n"
                  "5,돈의 가치가 떨어지는 현상은?,화폐 가치 하락,화폐 가치 상승,환율 안정,금리 동결,1번\n")


def test_counted_answers_name_choices_by_number(tmp_path: Path) -> None:
    deck, diags = read(tmp_path, _COUNTED_SHEET)
    rows = rows_of(deck)
    assert len(rows) == 5
    assert [len(c) for _, c, _ in rows] == [4] * 5
    assert [a for _, _, a in rows] == [[0], [1], [2], [3], [0]]
    assert not any("last choice" in d.format() for d in diags.sorted())


def test_japanese_and_chinese_counters_too(tmp_path: Path) -> None:
    japanese = ("問題,選択肢1,選択肢2,選択肢3,正解\n"
                "日本の首都はどこですか？,大阪,東京,京都,2番\n"
                "一番高い山はどれですか？,富士山,高尾山,筑波山,1番\n"
                "一番長い川はどれですか？,利根川,石狩川,信濃川,3番\n"
                "一年は何日ですか？,三百日,三百六十五日,四百日,2番\n"
                "日本の通貨はどれですか？,ドル,ユーロ,円,3番\n")
    assert [a for _, _, a in rows_of(read(tmp_path, japanese)[0])] == [[1], [0], [2], [1], [2]]
    assert counted_number("2号") == "2" and counted_number("3番") == "3"


def test_a_counted_value_that_is_a_choices_own_text_stays_that_choice_and_latin_ones_are_no_counters() -> None:
    assert CsvReader._names_a_choice(["3개"], ["2개", "3개", "4개"])
    assert _uncounted(["3개"], ["2개", "3개", "4개"]) == ["3개"]   # the text, not choice 3
    assert _uncounted(["3번"], ["사과", "배", "감"]) == ["3"]
    assert counted_number("2b") is None and counted_number("2") is None and counted_number("12번째 줄") is None
    assert _kind("2번") == "numbers" and _kind("2nd") == "text"


# -- true/false rows in a sheet of choices: no choice cells, the answer a verdict sign ------------------------------

_OX_SHEET = ("번호,구분,문제,보기1,보기2,보기3,보기4,정답\n"
             "1,객관식,물가가 계속 오르는 현상은?,인플레이션,디플레이션,스태그네이션,리세션,1번\n"
             "2,OX,기준 금리는 중앙은행이 정한다.,,,,,1번(O)\n"
             "3,객관식,중앙은행이 정하는 금리는?,시장 금리,기준 금리,대출 금리,예금 금리,2번\n"
             "4,OX,무역 흑자는 수입이 수출보다 많은 상태이다.,,,,,2번(X)\n"
             "5,객관식,수입보다 수출이 많은 상태는?,무역 적자,재정 적자,무역 흑자,재정 흑자,3번\n"
             "6,OX,주식을 처음 공개하는 것을 기업 공개라 한다.,,,,,○\n"
             "7,객관식,주식을 처음 공개하는 것은?,증자,감자,배당,기업 공개,4번\n"
             "8,OX,환율이 오르면 수입 물가가 내린다.,,,,,(F)\n")


def test_signed_verdicts_without_choices_are_true_false_questions(tmp_path: Path) -> None:
    deck, diags = read(tmp_path, _OX_SHEET)
    rows = rows_of(deck)
    assert len(rows) == 8
    assert rows[1][1:] == (["O", "X"], [0])
    assert rows[3][1:] == (["O", "X"], [1])
    assert rows[5][1:] == (["○", "×"], [0])
    assert rows[7][1:] == (["T", "F"], [1])
    assert rows[2][1:] == (["시장 금리", "기준 금리", "대출 금리", "예금 금리"], [1])
    said = [d.format() for d in diags.sorted()]
    assert any("4 rows (lines 3, 5, 7, 9) give no choices and answer with a verdict sign" in s for s in said)


def test_a_number_that_disagrees_with_its_sign_is_said_and_no_answer_written(tmp_path: Path) -> None:
    deck, diags = read(tmp_path, _OX_SHEET.replace(",,,,,2번(X)", ",,,,,1번(X)"))
    assert rows_of(deck)[3][1:] == (["O", "X"], None)
    assert any(d.pos.line == 5 and "they disagree" in d.format() for d in diags.sorted())
    assert deck.attention


def test_signs_that_are_not_signed_verdicts() -> None:
    assert signed_verdict("O") is None and signed_verdict("X") is None   # letters alone: not signs
    assert signed_verdict("1번") is None and signed_verdict("(A)") is None and signed_verdict("3번(오렌지)") is None
    assert signed_verdict("2번(X)") == Signed(("O", "X"), 1, 1)
    assert signed_verdict("(T)") == Signed(("T", "F"), 0, None)


def test_no_choices_and_a_sign_in_a_sheet_with_no_choices_elsewhere_is_not_read_so(tmp_path: Path) -> None:
    # every row without choices: no sheet of choices to stand in, the rule does not fire
    sheet = "번호,문제,보기1,보기2,정답\n" + "".join(f"{k},문장 {k}은 참이다.,,,{k % 2 + 1}번(O)\n"
                                                 for k in range(1, 7))
    deck, diags = read(tmp_path, sheet)
    assert not any("verdict sign" in d.format() for d in diags.sorted())
    assert not any(q.choices and q.choices[0].text == "O" for q in deck.questions)


# -- '#' comment lines above a '|' sheet: sniffed below them; a comment naming the columns is the header ----------

_COMMENTED = ("# Question file of the console quiz\n"
              "# Layout: [TOPIC] then QUESTION|LEVEL|RIGHT_ANSWER|WRONG1|WRONG2|WRONG3\n"
              "\n"
              "[Space]\n"
              "Which planet is the largest?|EASY|Jupiter|Mars|Venus|Mercury\n"
              "Which planet is closest to the Sun?|MEDIUM|Mercury|Earth|Mars|Saturn\n"
              "Which planet has the most rings?|HARD|Saturn|Earth|Mars|Venus\n"
              "\n"
              "[Rivers]\n"
              "Which river is the longest in Europe?|HARD|Volga|Danube|Rhine|Loire\n"
              "Which river flows through Cairo?|EASY|Nile|Congo|Niger|Zambezi\n"
              "Which river crosses Paris?|EASY|Seine|Thames|Tiber|Elbe\n"
              "\n"
              "[Animals]\n"
              "Which animal is the fastest on land?|MEDIUM|Cheetah|Lion|Horse|Zebra\n"
              "Which bird cannot fly?|EASY|Penguin|Eagle|Sparrow|Crow\n"
              "Which mammal lays eggs?|HARD|Platypus|Bat|Whale|Mole\n")


def test_sniff_judges_a_sheet_below_its_leading_comments() -> None:
    assert CsvReader.sniff(_COMMENTED) == LIKELY
    # the same lines without a sheet under the comments: still none
    assert CsvReader.sniff("# notes\n# more notes\nJust a line of prose.\nAnother line, with a comma.\n") == 0.0


def test_a_comment_naming_the_rows_columns_after_a_sentence_is_the_header(tmp_path: Path) -> None:
    deck, diags = read(tmp_path, _COMMENTED, name="questions.txt")
    assert rows_of(deck) == [("Which planet is the largest?", ["Jupiter", "Mars", "Venus", "Mercury"], [0]),
                             ("Which planet is closest to the Sun?", ["Mercury", "Earth", "Mars", "Saturn"], [0]),
                             ("Which planet has the most rings?", ["Saturn", "Earth", "Mars", "Venus"], [0]),
                             ("Which river is the longest in Europe?", ["Volga", "Danube", "Rhine", "Loire"], [0]),
                             ("Which river flows through Cairo?", ["Nile", "Congo", "Niger", "Zambezi"], [0]),
                             ("Which river crosses Paris?", ["Seine", "Thames", "Tiber", "Elbe"], [0]),
                             ("Which animal is the fastest on land?", ["Cheetah", "Lion", "Horse", "Zebra"], [0]),
                             ("Which bird cannot fly?", ["Penguin", "Eagle", "Sparrow", "Crow"], [0]),
                             ("Which mammal lays eggs?", ["Platypus", "Bat", "Whale", "Mole"], [0])]
    said = [d.format() for d in diags.sorted()]
    assert any(":2:1:" in s and "read as the header row" in s and "'Layout: [TOPIC] then'" in s for s in said)


def test_comment_lines_that_do_not_name_the_columns_are_no_header() -> None:
    text = _COMMENTED.replace("# Layout: [TOPIC] then QUESTION|LEVEL|RIGHT_ANSWER|WRONG1|WRONG2|WRONG3",
                              "# Layout: QUESTION|LEVEL|RIGHT ANSWER IN FULL|WRONG1")   # 4 cells, not 6; spaces
    lines = text.split("\n")
    blanked = "\n".join("" if ln.startswith("#") else ln for ln in lines)
    assert comment_header(text, blanked, [1, 2]) is None
    got = comment_header(_COMMENTED, "\n".join("" if ln.startswith("#") else ln for ln in _COMMENTED.split("\n")),
                         [1, 2])
    assert got is not None and got.line == 2 and got.text.split("\n")[1] == \
        "QUESTION|LEVEL|RIGHT_ANSWER|WRONG1|WRONG2|WRONG3"
    assert comment_header(_COMMENTED, _COMMENTED, []) is None   # no comments: nothing to put back


def test_a_comment_naming_the_columns_above_a_header_of_its_own_is_not_put_back() -> None:
    text = _COMMENTED.replace("[Space]\n", "[Space]\nQUESTION|LEVEL|RIGHT_ANSWER|WRONG1|WRONG2|WRONG3\n", 1)
    blanked = "\n".join("" if ln.startswith("#") else ln for ln in text.split("\n"))
    assert comment_header(text, blanked, [1, 2]) is None
