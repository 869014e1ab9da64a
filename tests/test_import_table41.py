"""Sheets of real banks, session 41 (table41): excerpts written in the shape of the banks, not copied.

* a Korean Windows file is CP949, a superset of EUC-KR: one extended syllable (``컽``, trail byte 0x9E) must
  not drop Korean as GB18030's rival, and the GB18030 warning no longer claims to be the only reading
  (nfteenn be-quiz);
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.base import decode_text, gb18030

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
