"""A text bank's true/false section: each numbered statement over a line holding its verdict alone in brackets
(``verdictanswers``), session 34 verdict34 (diagnosis-33, doublebean item 1).

* ``三、判断题`` over ``1、statement`` / ``（正确）``: true/false questions in the file's words, after the file's
  multiple-choice section, whose questions keep their choices and answers; the parts' headings no question's text;
* a bracketed verdict under a line that is a choice (a list's item) is no statement's answer: nothing read so.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of


def test_a_section_of_statements_over_bracketed_verdicts_is_true_false(tmp_path: Path) -> None:
    text = "\n".join(["安全知识考试复习题库", "", "",
                      "一、单项选择题",
                      "1、（ ）对建设工程项目的安全施工负责。\t",
                      "A、专职安全管理人员\tB、工程项目技术负责人\tC、项目负责人\tD、施工单位负责人",
                      "答案：C",
                      "2、（ ）不是一种独立、完整的行政处罚程序。\t",
                      "A、简易程序 \tB、普通程序 \tC、听证程序  \tD、执行程序\t",
                      "答案：C", "", "", "",
                      "三、判断题",
                      "1、\t施工中常见的土方工程有：场地平整、基坑开挖、地坪填土。",
                      "（正确）",
                      "2、\t开挖过程中如发现滑坡迹象时，应暂停施工。",
                      "（正确）",
                      "3、\t安全生产行政法规是由全国人民代表大会制定的。",
                      "（错误）",
                      "4、禁止使用照明器烘烤、取暖。",
                      "（正确）", ""])
    deck, said = read_said(tmp_path, text, "tiku.txt")
    rows = rows_of(deck)
    assert rows[2:] == [
        ("施工中常见的土方工程有：场地平整、基坑开挖、地坪填土。", ["正确", "错误"], [0]),
        ("开挖过程中如发现滑坡迹象时，应暂停施工。", ["正确", "错误"], [0]),
        ("安全生产行政法规是由全国人民代表大会制定的。", ["正确", "错误"], [1]),
        ("禁止使用照明器烘烤、取暖。", ["正确", "错误"], [0])], said
    assert rows[0][0] == "（ ）对建设工程项目的安全施工负责。", said   # "一、单项选择题": the part's heading
    assert [r[1:] for r in rows[:2]] == [
        (["专职安全管理人员", "工程项目技术负责人", "项目负责人", "施工单位负责人"], [2]),
        (["简易程序", "普通程序", "听证程序", "执行程序"], [2])], said


def test_a_bracketed_verdict_under_a_choice_is_no_statement_s_answer(tmp_path: Path) -> None:
    text = "\n".join(["1. Which is a planet?", "- the Moon", "- Mars", "(True)", "",
                      "2. Which is a star?", "- the Sun", "- Venus", "(False)", ""])
    deck, said = read_said(tmp_path, text, "q.md")
    assert all(len(q.choices) != 2 or [c.text for c in q.choices] != ["True", "False"] for q in deck.questions), said
