"""Answer marks and tails the learners missed, read in every form (issue 17, session 38, diagnosis-37):

* a tail key learnt from the file (``标准答案：C``) read glued to the last choice with no space, letter-spaced
  (``标 准 答 案 ：A``) and alone on the line under the last choice (not as the explanation);
* a tail after the last choice set apart by a dash, bold or not (`` — **Availability**``), whose value is a choice's
  text: the answer, taken off;
* ``(Correct Answer is #3 (DNA)`` ending the question's text: the key by the choices' numbers, taken off;
* a bracketed answer value with spaces inside and a bold's ``**`` left over (``( D )**``, ``( A C )``): its letters;
* a lead pair (``1 Springen`` / ``0 Sliden``) with several right choices a question: ``1`` marks them, both come off;
* a short quoted token set apart after one choice's text (`` "C"``): a mark like `` C``.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.answervalues import joined_letters
from quizdeck.importers.convert import read_source
from tests.conftest import read_said, rows_of

_GLUED_KEY = """一、单选题
1.\t下面不属于物理储能的是（\t）。
A.\t抽水蓄能
B.\t压缩空气储能
C.\t超导储能
D.\t飞轮储能标准答案：C
2.\t提升用电环节的智能化水平，不包括（\t）。
A.\t全面推广巡检技术
B.\t全面开展双向互动用电业务
C.\t推广智能电表
D.\t建设充换电服务网络标准答案：A
3.\t我国坚持的电网管理体制是（\t）。
A.\t输配分散化
B.\t调度一体化
C.\t输配一体化、调度一体化
D.\t输配一体化、调度分散化标准答案：C
4.\t下列属于电价体系改革重点方向的是（\t）。
A.\t进一步提高电价
B.\t允许电价大幅波动
C.\t健全联动机制
D.\t提高新能源发电补贴

标准答案：C
5.\t我国未来水电开发重点地区是（\t）。
A.\t大渡河
B.\t雅鲁藏布江
C.\t雅砻江
D.\t金沙江 标 准 答 案 ：A
6.\t鼓励能源企业通过（\t），并购海外能源资源。
A.\t引进来
B.\t走出去
C.\t创新驱动
D.\t引进消化再吸收标准答案：B
"""


def test_a_learnt_tail_key_is_read_glued_spaced_and_alone(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _GLUED_KEY, "exam.txt")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [[2], [0], [2], [2], [0], [1]]
    assert [choices[-1] for _, choices, _ in rows] == ["飞轮储能", "建设充换电服务网络", "输配一体化、调度分散化",
                                                       "提高新能源发电补贴", "金沙江", "引进消化再吸收"]
    assert all(q.explanation is None for q in deck.questions)


_DASH_TAIL = """# Mock Exam

1. Which is part of the CIA triad: A) Authentication B) Availability C) Authorization D) Auditing — **Availability**
2. Missing when data is not checked: A) Confidentiality B) Integrity C) Availability D) Authentication — **Integrity**
3. Verifying identity is: A) Authorization B) Authentication C) Auditing D) Accounting — **Authentication**
4. Defense in depth: A) One control B) Multiple layers C) Complex design D) Secret design — **Multiple layers**
5. Least privilege: A) Admin B) Minimum access C) Invisible D) Expensive controls — **Expensive controls**
"""


def test_a_dash_tail_naming_a_choice_is_the_answer(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _DASH_TAIL, "exam.md")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [[1], [1], [1], [1], [3]]
    assert [choices[-1] for _, choices, _ in rows] == ["Auditing", "Authentication", "Accounting", "Secret design",
                                                       "Expensive controls"]


_NUMBERED_KEY = """1. What is Deoxyribonucleic acid commonly referred to as? (Correct Answer is #3 (DNA)
RNA
CIA
DNA

2. Name two different organelles of a eukaryotic cell. (Correct Answers are #1 (Ribosomes) and #3 (Golgi Apparatus))
Ribosomes
Plasmids
Golgi apparatus
Diploid

3. Which two planets have one or more moons? (Correct Answers are #3 (Earth) and #4 (Pluto))
Ceres
Mercury
Earth
Pluto

4. Which grow upwards, Stalactites or Stalagmites? (Correct Answers is #2 "Stalagmites")
Stalactites
Stalagmites
"""


def test_choice_numbers_in_a_parenthesis_ending_the_question_are_its_answer(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _NUMBERED_KEY, "quiz.txt")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [[2], [0, 2], [2, 3], [1]]
    assert rows[0][0] == "What is Deoxyribonucleic acid commonly referred to as?"
    assert rows[3][0] == "Which grow upwards, Stalactites or Stalagmites?"


def test_a_numbered_key_whose_name_is_another_choice_is_not_read(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _NUMBERED_KEY.replace("#3 (DNA)", "#2 (DNA)"), "quiz.txt")
    assert rows_of(deck)[0][2] is None


def test_bracketed_letters_with_spaces_and_a_bold_left_over() -> None:
    assert joined_letters("( D )**") == ([3], "")
    assert joined_letters("( AC )**") == ([0, 2], "")
    assert joined_letters("( C E )") == ([2, 4], "")
    assert joined_letters("( b a )") is None
    assert joined_letters("(a dog)") is None


_BRACKETED = """**Question #1 - Topic 1**
Which AWS service delivers videos with low latency?

- A. AWS Auto Scaling
- B. Amazon Kinesis Video Streams
- C. Elastic Load Balancing
- D. Amazon CloudFront

**Correct answer : ( D )**

**Question #2 - Topic 1**
Which pillar refers to recovering from disruptions?

- A. Security
- B. Reliability
- C. Cost optimization
- D. Performance efficiency

**Correct answer : ( B )**

**Question #3 - Topic 1**
Which are benefits of the cloud? (Choose two.)

- A. Trade capital expense for variable expense
- B. Pay for racking and stacking
- C. Benefit from massive economies of scale
- D. Spend money running data centers

**Correct answer : ( AC )**
"""


def test_a_bracketed_answer_in_bold_is_read_as_letters(tmp_path: Path) -> None:
    path = tmp_path / "exam.md"
    path.write_text(_BRACKETED, encoding="utf-8")
    diags = Diagnostics()
    got = read_source(path, "markdown", diags)     # the Markdown reader's own answer lines
    assert got is not None
    assert [answer for _, _, answer in rows_of(got[0])] == [[3], [1], [0, 2]]
    assert not any("cannot tell which choice" in d.format() for d in diags.sorted())


_LEAD_PAIR = """Was kann Megaman in Megaman 1?
1 Springen
0 Sliden
0 Fliegen
1 Schießen

Welche Farben gibt es in Dr. Mario?
1 Blau
0 Grün
1 Rot
0 Orange

Welche Farben gibt es in Micro Machines?
1 Rot
1 Grün
1 Blau
0 Gelb

Welche Spiele sind von Nintendo?
0 Halo
1 Zelda
0 Gears
0 Forza

Welche Tiere gibt es in Zelda?
0 Pinguine
0 Delfine
0 Kängurus
0 Koalas
"""


def test_a_lead_pair_marks_several_right_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LEAD_PAIR, "fragen.txt")
    rows = rows_of(deck)
    assert rows[0][1] == ["Springen", "Sliden", "Fliegen", "Schießen"]
    assert [answer for _, _, answer in rows] == [[0, 3], [0, 2], [0, 1, 2], [1], None]
    assert any(":25:" in s for s in said), said     # the question none of whose choices is marked is said


_QUOTED_MARK = """1. When was Jose Rizal born?
TYPE:TEXT
A. March 9, 1851
B. June 4, 1850
C. June 19, 1861 "C"
D. Dec 30, 1896

2. What type of the Alphabet do you hear?
TYPE:AUDIO
A. Vowels "C"
B. Consonants
C. The Alphabet
D. Letters

3. When did Jose Rizal learn the Alphabet?
TYPE:TEXT
A. 7
B. 3 "C"
C. 5
D. 8

4. Who was the mother of Jose Rizal?
TYPE:TEXT
A. Teodora Alonso "C"
B. Maria Clara
C. Sisa
D. Josefa
"""


def test_a_quoted_token_after_one_choice_is_its_mark(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _QUOTED_MARK, "questions.txt")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [[2], [0], [1], [0]]
    assert rows[0][1] == ["March 9, 1851", "June 4, 1850", "June 19, 1861", "Dec 30, 1896"]
    assert any(":1:" in s and "'\"c\"'" in s for s in said), said    # a word-like mark is said where it is read
