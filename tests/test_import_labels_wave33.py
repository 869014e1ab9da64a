"""Session 33's label normaliser (labelforms): what around a choice's label hid it from every reader, taken off
once before any reader runs. Excerpts written in the shape of the dev banks: bold spans over choice lines padded
with ``&emsp;`` (starfishc's wangdao exercises), ``o`` bullets and Thai labels (weerakitid), a right choice in
italics with its label inside (codebyshennan), ``A.‐`` labels (pascui89)."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.labelforms import normalised
from tests.conftest import read_said

BOLD_SPANS = """# 第一章

### 1. 可以用（）定义一个完整的数据结构

**&emsp;&emsp;A. 数据元素
&emsp;&emsp;&emsp;&emsp;B. 数据对象**⏎
**&emsp;&emsp;C. 数据关系
&emsp;&emsp;&emsp;&emsp;D. 抽象数据类型**

### 2. 以下数据结构中，（）是非线性数据结构

**&emsp;&emsp;A. 树
&emsp;&emsp;&emsp;&emsp;B. 字符串**⏎
**&emsp;&emsp;C. 队列
&emsp;&emsp;&emsp;&emsp;D. 抽象数据类型**

### 3. 某算法的时间复杂度为$O(n^2)$，表明该算法的（）

**&emsp;&emsp;A. 问题规模是$n^2$ &emsp;&emsp;&emsp;&emsp;B. 执行时间等于$n^2$**⏎
**&emsp;&emsp;C.Ⅰ,Ⅳ &emsp;&emsp;&emsp;&emsp;D. 问题规模与$n^2$成正比**

### 4. 以下属于逻辑结构的是（）

**&emsp;&emsp;A. 顺序表**⏎
**&emsp;&emsp;B. 哈希表**⏎
**&emsp;&emsp;C. 有序表**⏎
**&emsp;&emsp;D. 单链表**
""".replace("⏎", "  ")   # the hard line breaks the bank writes after a bold span


def test_bold_spans_over_padded_choice_lines_are_layout(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, BOLD_SPANS, "ch1.md")
    assert [[c.text for c in q.choices] for q in deck.questions] == [
        ["数据元素", "数据对象", "数据关系", "抽象数据类型"],
        ["树", "字符串", "队列", "抽象数据类型"],
        ["问题规模是$n^2$", "执行时间等于$n^2$", "Ⅰ,Ⅳ", "问题规模与$n^2$成正比"],
        ["顺序表", "哈希表", "有序表", "单链表"],
    ]
    assert any("around every choice" in m for m in deck.mended), deck.mended


THAI = """1. ภาษา HTML มีความหมายตรงกับข้อใด
o เป็นภาษาที่อธิบายโครงสร้าง
o ภาษาโปรแกรมเชิงวัตถุ
o เป็นภาษาพื้นฐานของเว็บไซต์ T
o เป็นภาษาที่แสดงข้อมูล

2. ข้อใดกล่าวไม่ถูกต้อง
o คำสั่งใน HTML เรียกว่า Tag
o Tag แบ่งออกเป็นสองแบบ T
o Tag อยู่ในเครื่องหมาย < >
o ที่กล่าวมาถูกทุกข้อ

3. ข้อใดใช้ Attribute ไม่ถูกต้อง
o <tag name="value">
o <tag> </tag name> T
o <tag a="1" b="2">
o <tag a="1"> Content </tag>

4.ภาษา HTMLเป็นภาษาประเภทใด
ก.Markup Language T
ข.Mark 1
ค.Toblo
ง.Bilyni

5.นามสกุลของ HTMLคือ
ก. .html T
ข. .htnl
ค. .hmtl
ง. .htm
"""


def test_o_bullets_and_thai_labels_are_taken_off(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, THAI, "quiz.txt")
    assert [c.text for c in deck.questions[0].choices][:2] == ["เป็นภาษาที่อธิบายโครงสร้าง", "ภาษาโปรแกรมเชิงวัตถุ"]
    assert [c.text for c in deck.questions[3].choices] == ["Markup Language", "Mark 1", "Toblo", "Bilyni"]
    assert [q.answer for q in deck.questions] == [[2], [1], [1], [0], [0]]
    assert any("bullet 'o'" in m for m in deck.mended) and any("Thai" in m for m in deck.mended), deck.mended


ITALIC = """# Module 5: Machine Learning

## 5.1 Introduction

1. What is machine learning?
   _a. Algorithms that learn from data_
   b. Programming explicit rules
   c. Data storage methods
   d. Statistical formulas

2. What is feature engineering?
   _a. Creating new features from existing data_
   b. Collecting new data
   c. Training models
   d. Testing algorithms

3. What is cross-validation used for?
   _a. Assessing model performance on unseen data_
   b. Creating new features
   c. Cleaning data
   d. Selecting algorithms

## 5.2 Supervised Learning

1. What is Naive Bayes based on?
   _a. Bayes' theorem with independence assumption_
   b. Neural networks
   c. Decision trees
   d. Linear algebra

2. What is the main idea behind k-Nearest Neighbors?
   _a. Similar instances belong to same class_
   b. Probability calculations
   c. Tree-based decisions
   d. Linear separation

3. What type of boundary does SVM create?
   _a. Maximum margin hyperplane_
   b. Probability threshold
   c. Decision tree splits
   d. Nearest neighbor regions
"""


def test_a_whole_choice_in_italics_among_plain_ones_is_a_mark_its_label_seen(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, ITALIC, "ml.md")
    assert len(deck.questions) == 6
    assert [c.text for c in deck.questions[1].choices] == [
        "Creating new features from existing data", "Collecting new data", "Training models", "Testing algorithms"]
    assert all(q.answer == [0] for q in deck.questions)


HYPHENS = """1.‐ Según el artículo 34 de la Ley 39/2015, ¿qué se ajustará a lo dispuesto por el ordenamiento?
A.‐ La tramitación de los actos.
B.‐ La motivación de los actos.
C.‐ El contenido de los actos.
D.‐ Los actos.
2.‐ ¿Cómo se producirán los actos administrativos?
A.‐ Por escrito a menos que su naturaleza permita otra forma.
B.‐ Siempre por escrito.
C.‐ Por medios electrónicos.
D.‐ Verbalmente.
3.‐ ¿Quién aprueba la LOU‐LOMLOU?
A.‐La Conferencia General.
B.‐ El Gobierno.
C.‐ Las Cortes.
D.‐ El Consejo de Universidades.
"""


def test_a_hyphen_after_a_label_is_no_part_of_the_text(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, HYPHENS, "leyes.txt")
    assert len(deck.questions) == 3
    assert deck.questions[2].text == "¿Quién aprueba la LOU‐LOMLOU?"
    assert [c.text for c in deck.questions[2].choices] == [
        "La Conferencia General.", "El Gobierno.", "Las Cortes.", "El Consejo de Universidades."]


def test_full_width_labels_and_spaces_are_ascii_ones() -> None:
    forms = normalised(["問１．次のうち果物はどれか", "\u3000Ａ．りんご", "\u3000Ｂ．にんじん", "（Ｃ）ぶどう",
                        "a)&nbsp;text", "- &ensp;b) more"])
    assert forms is not None
    assert forms.lines == ["問１．次のうち果物はどれか", "A. りんご", "B. にんじん", "(C) ぶどう",
                           "a) text", "- b) more"]


def test_emphasis_on_every_label_is_layout_on_one_label_it_stays() -> None:
    every = normalised(["Q?", "<u>A</u>. one", "<u>B</u>. two", "__C)__ three"])
    assert every is None or every.lines[1:3] == ["<u>A</u>. one", "<u>B</u>. two"]   # two marks: left as they are
    same = normalised(["Q?", "<u>A</u>. one", "<u>B</u>. two", "<u>C</u>. three"])
    assert same is not None and same.lines[1:] == ["A. one", "B. two", "C. three"]
    assert normalised(["Q?", "**A.** one", "**B.** two"]) is None   # the readers know bold labels (rationales too)
    one = normalised(["Q?", "A. one", "**B.** two", "C. three"])
    assert one is None   # bold on one label among plain ones may be the answer's mark: kept for the readers


def test_italics_on_one_whole_choice_go_behind_its_label_bold_and_a_leading_sign_stay() -> None:
    forms = normalised(["Q?", "A. one", "_B. two_", "C. three"])
    assert forms is not None and forms.lines[2] == "B. _two_"
    assert normalised(["Q?", "A. one", "**B. two**", "C. three"]) is None   # the readers read bold lines as marks
    assert normalised(["Q?", "a. one", "*b. two", "c. three"]) is None      # a sign before the right choice


def test_a_bold_span_left_open_is_layout_where_the_file_closes_its_other_spans() -> None:
    closed = ["Q?", "**A. a", "B. b**", "**C. c", "D. d**", ""]
    broken = ["Q?", "**A. a", "B. b", "**C. c", "D. d", ""]
    assert normalised(broken) is None
    forms = normalised(closed * 3 + broken)
    assert forms is not None and forms.lines[-6:] == ["Q?", "A. a", "B. b", "C. c", "D. d", ""]


def test_fenced_code_and_lone_glyphs_are_left_alone() -> None:
    lines = ["```", "**&emsp;A. x", "&emsp;B. y**", "```", "Notes:", "• one point", "text"]
    assert normalised(lines, [True, True, True, True, False, False, False]) is None
    statements = ["Q1. The reviews have these attributes:", "• a scribe", "• a report", "Which review is it?", ""]
    assert normalised(statements * 4) is None   # statements in a question's text, not its choices


def test_a_run_taken_off_whose_labels_go_back_is_warned_at_its_line(tmp_path: Path) -> None:
    text = BOLD_SPANS + """
### 5. 以下数据结构的说法中，正确的是（）

**&emsp;&emsp;A. 数据的逻辑结构独立与其存储结构**
**&emsp;&emsp;B. 数据的存储结构独立于其逻辑结构**
**&emsp;&emsp;A. 数据的逻辑结构唯一决定了其存储结构**
**&emsp;&emsp;A. 数据结构仅由其逻辑结构和存储结构决定**
"""
    _, said = read_said(tmp_path, text, "ch1.md")
    assert any(":31:1: warning: these choices' labels go back to an earlier one (A B A A)" in m for m in said), said


def test_an_answer_naming_two_choices_in_bold_keeps_its_bold() -> None:
    """``**A. x**`` then ``**D. y**`` under ``Correct Answers:``: the labels jump from A to D, so these are the lines
    an answer names, not a question's choices all in bold: left as written (lahiruerandika's Terraform guide lost
    its question 30's answer A, D when the bold was taken off as layout)."""
    lines = ["## Question #: 30", "", "**Which command shows it? (Choose two.)**", "",
             "- A. Run `terraform plan -destroy`.", "- B. Not possible.", "- C. Run `terraform state rm *`.",
             "- D. Run `terraform destroy`.", "", "### ✅ Correct Answers:",
             "**A. Run `terraform plan -destroy`.**  ", "**D. Run `terraform destroy`.**"]
    forms = normalised(lines)
    assert forms is None or forms.lines[10:12] == lines[10:12]


def test_a_numbered_code_listing_keeps_its_indent() -> None:
    """``3. &nbsp;&nbsp;&nbsp;&nbsp;printf(...)``: a numbered line of code indented with entities keeps them (one
    space would flatten the listing; soukarya27cse's C quiz)."""
    lines = ["9. 1. for (a=0,a<9,a++)", "    2. {", "    3. &nbsp;&nbsp;&nbsp;&nbsp;printf(\"%d\", a)", "    4. }"]
    forms = normalised(lines)
    assert forms is None or forms.lines[2] == lines[2]
