"""Plain text, wave 32 (text32): session 31's held-out text files that imported wrong.

* a PDF's text writing the label ``题目:`` with the Kangxi radical ``⽬`` (U+2F6C) has its label read as ``题目:``
  and taken off; the texts keep the source's characters (guxn66 tiku-tongyi);
* a record's header ``第 N 题 [单选题]`` starts its question, also with the text's label and text after it on the
  same line, and ``1. 题目: text`` loses both its number and its label (guxn66);
* a PDF page's running footer (the same words and the page's number, between questions or glued to a choice's
  end) is left out, said (guxn66);
* choices side by side on one line after the line's own bullet (``- A. 是 - B. 否``) are split, the bullet no
  part of a text (guxn66 tiku-conv);
* choices glued in brackets at the end of the question's line, the right letter alone on the next line
  (``Which?[A) &, B) *, C) ->, D) /]``) are read so (yavuzselimkaya).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.mdchoicerow import row
from quizdeck.importers.pagefooters import footers
from quizdeck.importers.radicals import folded_labels
from tests.conftest import read_said, rows_of

_STEMS = ["新时代好干部的标准包括（）。", "改革开放是（ ）。", "发展社会主义⺠主政治要（ ）",
          "必须坚持教育（）。", "党的领导制度是我国的（ ）。", "全面从严治党关键在（ ）。"]
_CHOICES = [["为⺠服务", "勤政务实", "敢于担当"],
            ["关键一招", "必由之路", "重要法宝"],
            ["体现人⺠意志", "保障权益", "激发活力"],
            ["为人⺠服务", "为治国理政服务", "为改革开放服务"],
            ["根本领导制度", "重要制度", "基本制度"],
            ["加强党的领导", "全面", "严"]]
_FOOTER = "⽑概题⽬汇总 304题)"


def _record(n: int, glued_label: bool = False, footer: str = "") -> list[str]:
    stem, choices = _STEMS[n - 1], _CHOICES[n - 1]
    head = f"第 {n} 题 [单选题]"
    lines = [f"{head} 题⽬: {stem}"] if glued_label else [head, "", f"题⽬: {stem}", ""]
    lines += ["选项:", ""] + [f"- {'ABC'[k]}. {c}" for k, c in enumerate(choices)]
    if footer:
        lines[-2] += footer
    return [*lines, f"正确答案: {'ABC'[n % 3]}", "", ""]


def _bank(footers_at: dict[int, str] | None = None) -> str:
    lines = [_FOOTER.replace(")", "").replace("304题", "(304题)"), "", ""]
    for n in range(1, 7):
        lines += _record(n, glued_label=n == 2, footer=(footers_at or {}).get(n, ""))
    return "\n".join(lines) + "\n"


def test_a_label_written_with_a_kangxi_radical_is_the_label() -> None:
    assert folded_labels("题⽬: 新时代好⼲部") == "题目: 新时代好⼲部"   # the text after the label keeps its characters
    assert folded_labels("第 2 题 [多选题] 题⽬: x") == "第 2 题 [多选题] 题目: x"
    assert folded_labels("⼈⺠群众是历史的创造者") == "⼈⺠群众是历史的创造者"    # no colon: no label
    assert folded_labels("为⺠服务：x") == "为民服务：x"


def test_cjk_record_headers_start_questions_and_their_labels_come_off(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _bank(), "bank.txt")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == _STEMS, said
    assert rows[2] == (_STEMS[2], _CHOICES[2], [0]), said
    assert all(q.explanation is None or "题" not in q.explanation for q in deck.questions), said


def test_a_page_footer_is_left_out_and_said(tmp_path: Path) -> None:
    # footers between two records, inside one (over its label), and glued at the end of a choice's line
    text = _bank({3: f" {_FOOTER}\t2"}).replace("第 2 题", f"{_FOOTER}\t1\n\n第 2 题").replace(
        "题⽬: 党的领导", f"{_FOOTER}\t3\n\n题⽬: 党的领导").replace("第 6 题", f"{_FOOTER}\t4\n第 6 题")
    deck, said = read_said(tmp_path, text, "bank.txt")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == _STEMS, said
    assert rows[2][1] == _CHOICES[2], said
    assert all(q.explanation is None for q in deck.questions), said
    assert any("4 lines hold a page's footer" in s and "cut off the end of 1 line" in s for s in said), said


def test_numbered_headers_are_no_footer() -> None:
    assert footers([f"Question {n}" for n in range(1, 6)]) is None
    assert footers(["Page footer words 1", "x", "Page footer words 3", "y", "Page footer words 2"]) is None
    assert footers([f"A: Song {n}0" for n in range(1, 6)]) is None   # a choice's label, numbers by tens
    found = footers(["Page footer words 1", "x", "Page footer words 2", "y Page footer words 3", "Page footer words 4"])
    assert found is not None and found.lines == ["", "x", "", "y", ""] and found.cut == [3]


def test_choices_after_the_lines_own_bullet_are_a_row() -> None:
    assert row("- A. 是 - B. 否") == ["是", "否"]
    assert row("- C. 严 - D. 治", 2) == ["严", "治"]
    assert row("- A. x - y - B. z") == ["x - y", "z"]
    assert row("- A. Vitamin B. Complex") is None   # no bullet, no columns: one choice


def test_a_row_of_choices_after_bullets_is_read(tmp_path: Path) -> None:
    text = _bank().replace("- A. 为⺠服务\n- B. 勤政务实\n", "- A. 为⺠服务 - B. 勤政务实\n").replace(
        "- A. 加强党的领导\n- B. 全面\n- C. 严", "- A. 加强党的领导 - B. 全面 - C. 严")
    deck, said = read_said(tmp_path, text, "bank.txt")
    rows = rows_of(deck)
    assert rows[0][1] == _CHOICES[0] and rows[5][1] == _CHOICES[5], said


def test_choices_glued_in_brackets_at_the_lines_end_are_read(tmp_path: Path) -> None:
    lines = ["Which operator gives a variable's address?[A) &, B) *, C) ->, D) /]", "A",
             "Which specifier prints an int?[A) %f, B) %d, C) %c, D) %s]", "B",
             "Which statement leaves a loop?[A) end, B) terminate, C) exit, D) break]", "D",
             "Which operator is the remainder?[A)/, B)%, C)&, D)*]", "B"]
    deck, said = read_said(tmp_path, "\r\n".join(lines), "quiz.txt")
    rows = rows_of(deck)
    assert rows[0] == ("Which operator gives a variable's address?", ["&", "*", "->", "/"], [0]), said
    assert rows[3] == ("Which operator is the remainder?", ["/", "%", "&", "*"], [1]), said
    assert len(rows) == 4, said


_AZ = [("Qanuna görə, müraciətə cavab müddəti nədir?", ["7 gün", "15 gün", "30 gün"], "C"),
       ("Rəsmi yazışmalar hansı dildə aparılır?", ["Azərbaycan dilində", "İngilis dilində", "Rus dilində"], "A"),
       ("Hüquqi şəxsin fəaliyyəti nə vaxt dayandırılır?", ["Məhkəmə qərarı ilə", "Təsisçilərin qərarı ilə",
                                                           "Avtomatik olaraq"], "B")]


def test_three_record_styles_each_have_their_labels_read(tmp_path: Path) -> None:
    lines: list[str] = []
    for n, (stem, choices, key) in enumerate(_AZ, start=1):   # "Sual 1 (Situasiya): text", "Düzgün cavab: B"
        lines += [f"Sual {n} (Situasiya): {stem} ", " ", *[f" {'ABC'[k]}) {c} " for k, c in enumerate(choices)],
                  " ", f" Düzgün cavab: {key} ", f" İzah: Qanunun {n}-ci maddəsinə görə. ", " ", " - ", " "]
    for n, (stem, choices, key) in enumerate(_AZ, start=212):  # "Sual 212: text"
        lines += [f" Sual {n}: {stem} ", *[f" {'ABC'[k]}) {c} " for k, c in enumerate(choices)],
                  " ", f" Düzgün cavab: {key} ", " İzah: Qanuna görə. ", " ", " - ", " "]
    for n, (stem, choices, key) in enumerate(_AZ, start=119):  # a topic line, then " Sual: text", " Cavab: B"
        lines += [f" {n}. Dövlət Qulluğu (Qanun) – Situasiya Tipli ", f" Sual: {stem} ",
                  *[f" {'ABC'[k]}) {c} " for k, c in enumerate(choices)], " ", f" Cavab: {key} ",
                  " İzah: Qanuna görə. ", " ", " --- ", " "]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "quiz.txt")
    rows = rows_of(deck)
    stems = [stem for stem, _, _ in _AZ]
    assert [r[0] for r in rows] == stems * 3, said
    assert [r[2] for r in rows] == [["ABC".index(key)] for _, _, key in _AZ] * 3, said
    assert all(q.explanation is not None and not q.explanation.startswith("İzah") and q.explanation.endswith("görə.")
               for q in deck.questions), [q.explanation for q in deck.questions]


def test_answers_said_after_the_choices_are_read(tmp_path: Path) -> None:
    lines = ["1. Question", "Which command combines many files of one folder?",
             "•\t A. Append Queries", "•\t B. Combine Files", "•\t C. Merge Queries",
             "B. Combine Files",                                   # the right choice again, its label with it
             "•\tCombine Files reads every file of the folder.", "",
             "2. Question", "How would you fix the error in the pivoted table?",
             "•\t A. Remove Errors", "•\t B. Rename the column", "•\t C. Change the aggregate function",
             "•\tChanging the aggregate function is the way.",
             "Option A is incorrect. Removing errors loses data.", "Option B is incorrect. A name changes nothing.",
             "Option C is CORRECT because it keeps the data.", "",
             "3. Question", "Which two settings make the map work on a phone?",
             "•\t A. Detect the data types", "•\t B. Set the data category", "•\t C. Create a hierarchy",
             "•\t D. Use geography columns", "“B and D are the correct propositions. Explanation: both help.", "",
             "4. Question", "Who may open a personal workspace?",
             "•\t Its owner", "•\t Every member", "•\t Nobody",
             "•\tExplanation:", "•\tA personal workspace is its owner's.", "",
             "5. Question", "What should you ask for the sales manager?",
             "•\t A. Another licence", "•\t B. Another RLS setting", "•\t C. Dataset permissions",
             "“C. Dataset permissions Explanation: the dataset's permissions decide.", ""]
    deck, said = read_said(tmp_path, "\n".join(lines), "quiz.txt")
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[1], [2], [1, 3], None, [2]], said
    assert rows[3][1] == ["Its owner", "Every member", "Nobody"], said
    assert deck.questions[1].explanation is not None and "Option C is CORRECT" in deck.questions[1].explanation
