"""Second look at the shapes of wave 36 (review36c): near misses of mdwrapperfences, kindheads and gluedsigns,
excerpts written in the shape of the banks.

* a ```` ```markdown ```` wrapper never closed holding the questions' own ```` ```python ```` blocks: to CommonMark
  the wrapper ends at the first block's close and the page is cut in two; the blocks pair up inside it;
* a kind head (``2.单选题 (1分)``) over a blank line, or over a text opening with a number (``3.14 是...``), once the
  file's kinds are learnt from its other heads: a head too, said at its line;
* the kind word of a head kept as the question's tag (``[单选题]``), as it was before the heads were read;
* numbered one-word lines (``1. Vocabulary``) over an instruction over numbered questions counting on across them:
  sections' titles, no heads, said;
* three dots glued before the label of one choice of each question (``...c. text``): the file's mark.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_WRAPPED_CODE = """```markdown
# Quiz

1. What does this print?

```python
print(1 + 1)
```

a) 1
b) 2

2. What does this print?

```python
print(2 * 3)
```

a) 5
b) 6
"""

_KIND_GAPS = """1.单选题 (1分)
新型国际关系的核心是（）。
A.相互尊重
B.强权政治
答案：A

2.单选题 (1分)

中国的首都是（）。
A.北京
B.上海
答案：A

3.单选题 (1分)
一年有几个月（）。
A.12
B.10
答案：A

4.多选题 (2分)
哪些是颜色（）。
A.红
B.绿
答案：AB

5.单选题 (1分)
2024年是闰年吗（）。
A.是
B.否
答案：A

6.单选题 (1分)
3.14是什么（）。
A.圆周率
B.黄金比
答案：A

7.单选题 (1分)
水的化学式是（）。
A.H2O
B.CO2
答案：A
"""

_SECTIONS = """1. Vocabulary
Choose the right word.
1. The cat ___ on the mat.
a) sat
b) sit
Answer: a
2. She ___ home.
a) go
b) went
Answer: b
2. Grammar
Choose the right form.
3. I ___ a student.
a) am
b) is
Answer: a
3. Vocabulary
Choose the right word.
4. A dog ___.
a) barks
b) meows
Answer: a
4. Grammar
Choose the right form.
5. They ___ here.
a) is
b) are
Answer: b
5. Vocabulary
Pick one.
6. Red is a ___.
a) colour
b) number
Answer: a
"""

_DOTS = """1. Capital of France?
...a. Paris
b. Rome
c. Oslo

2. Capital of Italy?
a. Paris
...b. Rome
c. Oslo

3. Capital of Norway?
a. Paris
b. Rome
...c. Oslo

4. Capital of Spain?
...a. Madrid
b. Rome
c. Oslo
"""


def test_a_wrapper_holding_code_blocks_keeps_them_whole(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _WRAPPED_CODE, "w.md")
    rows = rows_of(deck)
    assert [text for text, _, _ in rows] == ["What does this print?\n\n```python\nprint(1 + 1)\n```",
                                             "What does this print?\n\n```python\nprint(2 * 3)\n```"]
    assert [choices for _, choices, _ in rows] == [["1", "2"], ["5", "6"]]
    assert any(":1:" in s and "holding 2 blocks of code whole" in s for s in said), said


def test_kind_heads_over_a_blank_line_or_a_number_are_heads_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _KIND_GAPS, "k.txt")
    texts = [text for text, _, _ in rows_of(deck)]
    assert texts[1] == "中国的首都是（）。" and texts[5] == "3.14是什么（）。", texts
    assert not any("单选题" in t for t in texts), texts
    assert any(":7:" in s and "read as the head of the text under it" in s for s in said), said
    assert any(":32:" in s and "read as the head of the text under it" in s for s in said), said


def test_the_kind_of_a_head_is_kept_as_the_question_tag(tmp_path: Path) -> None:
    deck, _said = read_said(tmp_path, _KIND_GAPS, "k.txt")
    assert [q.tags for q in deck.questions] == [["单选题"]] * 3 + [["多选题"]] + [["单选题"]] * 3


def test_section_titles_over_numbered_questions_are_no_kind_heads(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _SECTIONS, "s.txt")
    assert not any("holding only the question's kind" in s for s in said), said
    assert any(":1:" in s and "read as sections' titles" in s for s in said), said
    assert len(deck.questions) == 6


def test_three_dots_glued_before_one_label_are_the_mark(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _DOTS, "d.txt")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [[0], [1], [2], [0]]
    assert rows[0][1] == ["Paris", "Rome", "Oslo"]
    assert any(":2:" in s and "'...' glued before the label" in s for s in said), said


_BARE_WITH_ANSWERS = """1. Which is a fruit?
A
Apple
B
Stone
C
Iron
A
2. Which is a metal?
A
Wood
B
Iron
C
Glass
B
3. Which is a gas?
A
Water
B
Rock
C
Oxygen
C
4. Which is liquid?
A
Water
B
Sand
C
Salt
A
"""


def test_bare_labels_with_the_answer_letter_under_the_last_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _BARE_WITH_ANSWERS, "b.txt")
    rows = rows_of(deck)
    assert [choices for _, choices, _ in rows] == [["Apple", "Stone", "Iron"], ["Wood", "Iron", "Glass"],
                                                   ["Water", "Rock", "Oxygen"], ["Water", "Sand", "Salt"]]
    assert [answer for _, _, answer in rows] == [[0], [1], [2], [0]]
    assert any(":8:" in s and "4 letters alone right under the last choice of a run" in s for s in said), said
