"""Markdown escapes and indentation undone before reading (wave 37): excerpts written in the shape of the banks.

* a rich editor's paste that escapes the author's own markup on every line (``41\\. \\*\\*question?\\*\\*``, choices
  ``    \\- a. text``, the right one bold, separators ``\\---`` that stop halfway): the escapes are undone, so the
  labels, the bold and the questions after the last separator are read; said in the summary and at the line;
* a file of a converter's few escapes, or a blank written ``\\_\\_\\_``, is no over-escaped file: left as it is;
* choices numbered by a digit and two spaces alone (``    1  text`` .. ``    5  text``, indented four spaces) under
  ``問題N  question``: a choice list, not code; a run that goes on with a wrong number is warned at that line;
* numbers and two spaces that are no run 1..k under a text (``0  crvene`` flags, a listing's line numbers): left.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import mdescapes, spacednumbers
from quizdeck.importers.mdinline import fenced_lines
from tests.conftest import read_said, rows_of

_OVER = """---
title: Practice
---

Here are the questions with the correct answers indicated:

\\---

11\\. \\*\\*A nurse plans care for a client after a stroke. Which action comes first?\\*\\*

    \\- a. Offer thin liquids.

    \\- b. \\*\\*Check the gag reflex.\\*\\* (Correct answer)

    \\- c. Lay the client flat.

\\---

12\\. \\*\\*Which finding suggests fluid overload?\\*\\*

    \\- a. \\*\\*Crackles in the lungs\\*\\* (Correct answer)

    \\- b. Dry mouth

    \\- c. Weight loss

\\---

13\\. Which food is highest in potassium?

    \\- a. Rice

    \\- b. \\*\\*Banana\\*\\* (Correct answer)

    \\- c. Bread

14\\. Which position eases breathing?

    \\- a. Supine

    \\- b. Prone

    \\- c. \\*\\*High Fowler's\\*\\* (Correct answer)
"""


def test_an_over_escaped_file_is_read_as_its_page_was_meant(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _OVER, "s.md")
    assert rows_of(deck) == [
        ("**A nurse plans care for a client after a stroke. Which action comes first?**",
         ["Offer thin liquids.", "Check the gag reflex.", "Lay the client flat."], [1]),
        ("**Which finding suggests fluid overload?**", ["Crackles in the lungs", "Dry mouth", "Weight loss"], [0]),
        ("Which food is highest in potassium?", ["Rice", "Banana", "Bread"], [1]),
        ("Which position eases breathing?", ["Supine", "Prone", "High Fowler's"], [2]),
    ]
    assert any(":7:1: warning: this file escapes its own Markdown" in s for s in said)


def test_a_converters_few_escapes_and_blanks_are_no_over_escaped_file() -> None:
    lines = ["1\\) The price is \\_\\_\\_\\_ when demand falls.", "", "A\\) higher", "B\\) lower", "",
             "\\- a lone escaped dash", "\\* and a star", "", "2\\) Next?", "", "A\\) yes", "B\\) no"]
    assert mdescapes.unescaped(lines, fenced_lines(lines)) is None
    over = [f"\\- {c}. \\*\\*x\\*\\* \\_\\_ `\\*`" for c in "abcdef"]
    out = mdescapes.unescaped(over, fenced_lines(over))
    assert out is not None and out[0][0] == "- a. **x** \\_\\_ `\\*`" and out[1:] == (6, 0)


_SPACED = """## 人間の尊厳と自立

問題1  社会福祉の理念に関する次の記述のうち、適切なものを1つ選びなさい。

    1  第一の記述である。
    2  第二の記述である。
    3  第三の記述である。

問題2  介護ロボットに関する次の記述のうち、最も適切なものを1つ選びなさい。

    1  導入した施設は基準が撤廃される。
    2  使用方法は職員の判断で行う。
    3  利用者の自立支援が期待される。
    4  職員の巡回は不要になる。

問題3  次のうち、正しいものを1つ選びなさい。

    1  Ａである。
    2  Ｂである。
    3  Ｃである。
    5  Ｅである。
"""


def test_choices_numbered_by_a_gap_alone_are_a_choice_list_not_code(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _SPACED, "s.md")
    assert [(q, c) for q, c, _ in rows_of(deck)] == [
        ("社会福祉の理念に関する次の記述のうち、適切なものを1つ選びなさい。",
         ["第一の記述である。", "第二の記述である。", "第三の記述である。"]),
        ("介護ロボットに関する次の記述のうち、最も適切なものを1つ選びなさい。",
         ["導入した施設は基準が撤廃される。", "使用方法は職員の判断で行う。", "利用者の自立支援が期待される。",
          "職員の巡回は不要になる。"]),
        ("次のうち、正しいものを1つ選びなさい。", ["Ａである。", "Ｂである。", "Ｃである。\n5  Ｅである。"]),
    ]   # (the line out of the run goes on the choice above it: warned there)
    assert any(":21:1: warning: this line is numbered as the choices above it" in s for s in said)


def test_numbers_and_gaps_that_run_no_list_under_a_text_are_left() -> None:
    flags = ["1.0 Koje boje?", "0  crvene", "1  plave", "0  zelene", "", "1.1 Koja reka?", "0  Drina", "1  Sava",
             "", "1.2 Koji mesec?", "1  Mart", "0  Jun"]
    assert spacednumbers.spaced(flags, fenced_lines(flags)) is None
    listing = ["Code:", "", "1  int main() {", "2    return 0;", "3  }", "", "x", "1  a", "2  b", "", "y",
               "1  c", "2  d"]
    assert spacednumbers.spaced(listing, [False] * len(listing)) is not None   # (three runs 1..k under a text)
    assert spacednumbers.spaced(listing[:10], [False] * 10) is None            # (two runs: too few)


_KEYED = """## 試験

問題1  一つ目の問題を選びなさい。

    1  あ
    2  い
    3  う

問題2  二つ目の問題を選びなさい。

    1  か
    2  き
    3  く

問題3  三つ目の問題を選びなさい。

    1  さ
    2  し
    3  す

問題4  四つ目の問題を選びなさい。

    1  た
    2  ち
    3  つ

問題5  五つ目の問題を選びなさい。

    1  な
    2  に
    3  ぬ

## 解答一覧

   1 2
   2 3
   3 1

   4 1
   5 7
"""


def test_a_key_of_number_pairs_after_the_questions_answers_them(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _KEYED, "s.md")
    assert [a for _, _, a in rows_of(deck)] == [[1], [2], [0], [0], None]
    assert any(":35:1: warning: the 5 lines of two numbers from here read as the answer key" in s for s in said)
    assert any(":40:1: warning: the answer key's entry for question 5 names no choice 7" in s for s in said)


_FENCED = """# Test questions

```
1. Which command initialises a working directory?
```
A. init

B. plan

```
2. Which command shows the changes?
```
A. init

B. plan

```
3. Which command removes everything?
```
A. destroy

B. plan
"""


def test_a_question_line_alone_in_its_fence_is_the_question_the_fences_furniture(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _FENCED, "s.md")
    assert [(q, c) for q, c, _ in rows_of(deck)] == [
        ("Which command initialises a working directory?", ["init", "plan"]),
        ("Which command shows the changes?", ["init", "plan"]),
        ("Which command removes everything?", ["destroy", "plan"]),
    ]


def test_a_line_break_written_as_a_reference_is_a_space(tmp_path: Path) -> None:
    text = "### 1. A client who has HIV&#xA;is discharged. Which&#10;instruction?\n\n- [ ] Rest\n- [x] Wash hands\n"
    deck, _ = read_said(tmp_path, text, "s.md")
    assert rows_of(deck) == [("A client who has HIV is discharged. Which instruction?", ["Rest", "Wash hands"], [1])]
