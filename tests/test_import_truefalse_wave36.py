"""True/false questions that write no choices, wave 36 (tf36): excerpts written in the shape of the banks.

* one-line records, ``题目：statement  答案：正确``, the two labels the file's own (most of its lines write them): a
  record answered by a verdict's word is a true/false question, its choices the file's pair (``正确``/``错误``); a
  record broken over two lines is one; a record whose answer is no verdict is no true/false question
  (eurekakk uestc-labsafetest-test tiku);
* ``@tf 7) statement`` over ``= false``: a value line, ``=`` its label; the type tag and the number off the
  statement; a pair written in lower case (``true``/``false``, as code writes a value) capitalised as choices
  (nazdridoy obsidian-cbt-exam examplequiz);
* ``3. **True or False: ...**`` in a numbered list, no choices under it, the key at the end answering ``3. False``:
  a true/false question, the key's other lines still the other questions' (eveworks alindaai mongodb-quiz);
* not: ``statement {`` over ``=Verdadero`` (GIFT's answers); one-line records answered by letters.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_RECORDS = """题目：进行电气维修必须先关掉电源，在设置告知牌后，方可进行。  答案：正确
题目：实验时，可以用口吸方式移液。  答案：错误
题目：以下符合急救与防护原则的是：  答案：C．先缓后急
题目：实验室内可以存放大量易燃易爆试剂。  答案：错误
题目：在熟睡时，听到火警信号后正确的做法是：1、用手试一试门是否热，如果门已很热，则不能打开；2、不要自
制绳索逃生。  答案：正确
题目：化学危险物品应当分类存放，还原性试剂与氧化剂不得混放。  答案：正确
题目：发现燃气泄漏，正确做法是？  答案：C.迅速关阀门，打开门窗
"""


def test_one_line_records_answered_by_a_verdict_are_true_false_questions(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _RECORDS, "tiku.txt")
    tf = [(text, choices, answer) for text, choices, answer in rows_of(deck) if choices == ["正确", "错误"]]
    assert [answer for _, _, answer in tf] == [[0], [1], [1], [0], [0]]
    assert tf[0][0] == "进行电气维修必须先关掉电源，在设置告知牌后，方可进行。"
    assert tf[1][0] == "实验时，可以用口吸方式移液。"
    assert tf[3][0].startswith("在熟睡时，听到火警信号后正确的做法是") and tf[3][0].endswith("制绳索逃生。")
    assert not any("先缓后急" in text or "迅速关阀门" in text for text, _, _ in tf)
    # the records answered by no verdict, no choices written: open questions, said at the first
    assert any(":3:" in s and "no true/false verdict" in s and "1 more like it: line 8" in s for s in said), said


_LETTERS = """Question: What is 2 + 2?  Answer: B
Question: What is the capital of France?  Answer: C
Question: Which is a prime number?  Answer: A
Question: Which is a colour?  Answer: D
Question: Which is a fruit?  Answer: A
"""


def test_one_line_records_answered_by_letters_are_no_true_false_questions(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _LETTERS, "letters.txt")
    assert not any(choices == ["True", "False"] or len(choices) == 2 for _, choices, _ in rows_of(deck))


_TAGGED = """# Multiple Choice (@mc)

@mc 1) Which planet is known as the Red Planet?
a) Venus
b) Mars
c) Jupiter
d) Saturn
= b

@mc 2) What is the chemical symbol for Gold?
a) Au
b) Ag
c) Fe
d) Pb
= a

@mc 3) Who painted the Mona Lisa?
a) Vincent van Gogh
b) Pablo Picasso
c) Leonardo da Vinci
d) Michelangelo
= c


# True / False (@tf)

@tf 4) The sun rises in the West.
= false

@tf 5) Water boils at 100 degrees Celsius at sea level.
= true

@tf 6) Spiders are insects.
= false


# Short Answer (@sa)

@sa 7) How many sides does a hexagon have?
= 6
"""


def test_a_value_line_giving_a_verdict_answers_a_tagged_statement(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _TAGGED, "quiz.md")
    tf = [(text, answer) for text, choices, answer in rows_of(deck) if choices == ["True", "False"]]
    assert tf == [("The sun rises in the West.", [1]), ("Water boils at 100 degrees Celsius at sea level.", [0]),
                  ("Spiders are insects.", [1])]


_KEYED = """# MongoDB Quiz

1. **What is MongoDB?**
   - A) A relational database
   - B) A NoSQL database
   - C) A programming language

2. **True or False: MongoDB stores data in tables.**

3. **What is the default port for MongoDB?**
   - A) 27017
   - B) 8080
   - C) 3306

4. **True or False: MongoDB supports horizontal scaling.**

5. **Which command inserts a document?**
   - A) insert()
   - B) add()
   - C) put()

### Answers
1. B
2. False
3. A
4. True
5. A
"""


def test_a_numbered_statement_with_no_choices_answered_by_the_key_is_true_false(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _KEYED, "mongo.md")
    rows = rows_of(deck)
    assert [(text, choices, answer) for text, choices, answer in rows if len(choices) == 2] == [
        ("True or False: MongoDB stores data in tables.", ["True", "False"], [1]),
        ("True or False: MongoDB supports horizontal scaling.", ["True", "False"], [0])]
    assert [answer for _, _, answer in rows] == [[1], [1], [0], [0], [0]]
    assert not any("no question" in s or "numbered" in s for s in said), said


_GIFT = """::Q1:: Una imagen con una tabla sql es un dato no estructurado{
=verdadero
~falso
}

::Q2:: Un fichero CSV es un dato semiestructurado{
=verdadero
~falso
}
"""


def test_a_gift_statement_is_no_statement_over_an_answer_line(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _GIFT, "q.txt")
    assert not any(text.endswith("{") for text, _, _ in rows_of(deck))
