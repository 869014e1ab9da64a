"""Second look at wave 37's Markdown rules (review37b): shapes real files have where they fired wrongly or silently.

* a page about Markdown's own syntax (``\\# not a heading``, choices ``\\# heading``) or a Pandoc export escaping a
  few literal stars, whose lists and headings are written bare: no over-escaped paste, its escapes stay;
* a key of number pairs right after the last question, with no heading over it: read as the key, and no longer also
  the last question's explanation; its warning names the line over it (``Points per question``: a judge can tell);
* a run of spaced numbers whose texts are numbers alone (a score table ``1  23``): warned where it is read as choices;
* a section's name in brackets over its heading (``＜領域：介護＞`` over ``## 介護の基本``) after a question's choices:
  the heading's, not that question's explanation; warned.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import mdescapes
from quizdeck.importers.mdinline import fenced_lines
from tests.conftest import read_said, rows_of

_SYNTAX = """# Markdown escapes

To show a marker at a line's start, escape it:

\\- not a list item

\\* not a bullet

\\# not a heading

\\> not a quote

\\+ not a list

1. Which line shows a hash at the line's start?
   A. \\# heading
   B. ## heading
   C. ### heading

Answer: A

2. Which line is a list item?
   - [ ] \\- item
   - [x] - item
"""


def test_a_page_about_markdown_writing_its_lists_bare_keeps_its_escapes(tmp_path: Path) -> None:
    lines = _SYNTAX.split("\n")
    assert mdescapes.unescaped(lines, fenced_lines(lines)) is None
    deck, said = read_said(tmp_path, _SYNTAX, "s.md")
    assert rows_of(deck)[0][1] == ["\\# heading", "## heading", "### heading"]
    assert not any("escapes its own Markdown" in s for s in said)


_PAIRS = """# Quiz

1. Which is a gas?
   A. Water
   B. Oxygen
   C. Iron

2. Which is a metal?
   A. Water
   B. Oxygen
   C. Iron

3. Which is a liquid?
   A. Water
   B. Oxygen
   C. Iron

4. Which is a noble gas?
   A. Argon
   B. Oxygen
   C. Iron

5. Which rusts?
   A. Argon
   B. Oxygen
   C. Iron
{title}
1 2
2 3
3 1
4 1
5 3
"""


def test_a_key_of_pairs_right_after_the_questions_is_no_explanation(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _PAIRS.format(title=""), "s.md")
    assert [(a, q.explanation) for q, (_, _, a) in zip(deck.questions, rows_of(deck), strict=True)] == [
        ([1], None), ([2], None), ([0], None), ([0], None), ([2], None)]
    assert any(":28:1: warning: the 5 lines of two numbers from here read as the answer key (under no title)" in s
               for s in said)


def test_a_key_of_pairs_warns_with_the_title_over_it(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _PAIRS.format(title="\nPoints per question\n"), "s.md")
    assert deck.questions[-1].explanation is None
    assert any(":30:1: warning: the 5 lines of two numbers from here read as the answer key "
               "(under 'Points per question')" in s for s in said)


_SCORES = """問題1  どれが正しいか。

    1  Ａ文
    2  Ｂ文
    3  Ｃ文

問題2  どれが正しいか。

    1  Ｄ文
    2  Ｅ文
    3  Ｆ文

問題3  どれが正しいか。

    1  Ｇ文
    2  Ｈ文
    3  Ｉ文

得点分布

    1  23
    2  45
    3  12
"""


def test_a_run_of_numbers_alone_read_as_choices_is_warned(tmp_path: Path) -> None:
    _, said = read_said(tmp_path, _SCORES, "s.md")
    assert any(":21:1: warning: these lines numbered with a gap are read as choices, but their texts are numbers"
               in s for s in said)


_SECTIONS = """第38回　午前の問題
＜領域：人間と社会＞

## 人間の尊厳と自立

問題1  一つ目の問題を選びなさい。

    1  あ
    2  い
    3  う

＜領域：介護＞

## 介護の基本

問題2  二つ目の問題を選びなさい。

    1  か
    2  き
    3  く

＜領域：人間と社会＞

## 社会の理解

問題3  三つ目の問題を選びなさい。

    1  さ
    2  し
    3  す

【注】 この行は見出しの上にない。
"""


def test_a_section_name_in_brackets_over_a_heading_is_no_explanation(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _SECTIONS, "s.md")
    assert [(q.text, q.explanation) for q in deck.questions] == [
        ("一つ目の問題を選びなさい。", None), ("二つ目の問題を選びなさい。", None),
        ("三つ目の問題を選びなさい。", "【注】 この行は見出しの上にない。")]
    assert any(":2:1: warning: this line, in the brackets of the lines over the file's headings" in s for s in said)
