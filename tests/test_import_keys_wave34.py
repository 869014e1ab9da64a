"""Answer keys the importer did not read, wave 34 (keys34): excerpts written in the shape of the banks.

* an answer key naming the questions by their own labels, ``A1 b · A2 c`` on one line (a note in brackets may
  follow a letter) or one a list item ``- B1 **b**: why``, answers them by label (hargunsingh12 acc-midterm1); a
  labelled item of a part the key gives no letter to is said, not answered;
* the same with dotted labels: ``**1.1** question`` answered by ``1.1 **B*** why``, the ``1** `` a reader left of
  the label taken off the text (davem-slalom snowpro);
* a trailing block repeating each question's text, then ``Resposta: a) Click``, answers by text, and an arrow after
  one choice (``<<<``) marks it right and comes off (danilo-polesi csharpwf);
* an arrow after one choice of a few questions only (``b) Paris <--``), too few to be learnt, marks it right and
  comes off; on two choices of a question it is said, nothing taken;
* ``a) disk`` under choices numbered ``1.``..``4.`` names the choice whose text and ordinal it gives (jeevankc17 nec);
* a lone letter after TABs ending a row of choices on one line is the answer, taken off the last choice
  (akjr70150 kysymyspeli).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_PARTS = """# Chapter 9: Practice

## Part A. MCQ Level I

**A1.** A stack is: (a) FIFO (b) LIFO (c) random (d) sorted

**A2.** A queue is: (a) LIFO (b) random (c) FIFO (d) sorted

**A3.** A heap's root holds: (a) the minimum (b) the median (c) a leaf (d) nothing

**A4.** Binary search needs: (a) a hash (b) a sorted array (c) a heap (d) a list

---

## Part B. MCQ Level II

**B1.** You need lookups by key only. Choose: (a) sorted array (b) hash table (c) heap (d) list

**B2.** You need the minimum fast. Choose: (a) heap (b) hash table (c) stack (d) queue

**B3.** You need the keys in order. Choose: (a) hash table (b) heap (c) sorted map (d) stack

---

## Part D. Hands-on

**D1.** The heap `[2, 5, 6]`. (a) Insert 3 and give the array. (b) Remove the minimum.

---

# Answer key

## Part A
A1 b · A2 c · A3 a (that is the heap order) · A4 b

## Part B
- B1 **b**: expected O(1) lookups, no order needed.
- B2 **a**: the minimum at the root.
- B3 **c** sorted map: keeps the keys in order.

## Part D
D1 see the notes.
"""


def test_a_key_naming_questions_by_their_labels_answers_them(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _PARTS, "t.md")
    rows = rows_of(deck)
    answers = {text.split(":")[0]: answer for text, _, answer in rows}
    assert answers["A stack is"] == [1]
    assert answers["A queue is"] == [2]
    assert answers["A heap's root holds"] == [0]
    assert answers["Binary search needs"] == [1]
    b1 = next(q for q in deck.questions if "You need lookups" in q.text)
    assert b1.answer == [1] and b1.explanation == "expected O(1) lookups, no order needed."
    assert next(q for q in deck.questions if "You need the minimum" in q.text).answer == [0]
    b3 = next(q for q in deck.questions if "keys in order" in q.text)
    assert b3.answer == [2] and b3.explanation == "sorted map: keeps the keys in order."


def test_an_item_of_a_part_the_key_gives_no_letter_is_said_not_answered(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _PARTS, "t.md")
    d1 = [q for q in deck.questions if "heap `[2, 5, 6]`" in q.text]
    assert d1 and all(q.answer is None for q in d1)   # (its "(a)", "(b)" read as choices: said)
    assert any("none to part D" in s and "not choices" in s for s in said)


_DOTTED = """# Practice

## Part 2 — Domain 1

**1.1** You need users to ask questions about a set of **PDFs** and get
cited answers. Which is the best fit?
- A. Cortex Analyst   B. Cortex Search   C. Model Registry   D. AI_TRANSLATE

**1.2** A model is not available in your
region. What is the remedy?
- A. A larger warehouse   B. Cross-region inference   C. A new model   D. A role

**1.3** A team wants full control of the **GPU
runtime**. Which should they use?
- A. Cortex Analyst   B. Cortex Search   C. Containers   D. Cortex Guard

### Answer Key — Domain 1
1.1 **B*** Search is retrieval over unstructured PDFs. *(1.1)*
1.2 **B*** Cross-region inference routes the call. *(1.2)*
1.3 **C*** Containers give runtime control. *(1.1)*
"""


def test_a_key_naming_dotted_labels_answers_them(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _DOTTED, "t.md")
    assert [q.answer for q in deck.questions] == [[1], [1], [2]]
    assert deck.questions[0].explanation == "Search is retrieval over unstructured PDFs. *(1.1)*"
    # the key proves the labels: what the reader left of one (``1** ``) comes off the text
    assert [q.text.split()[0] for q in deck.questions] == ["You", "A", "A"]


_REPEATED = """Claro, aqui está um quiz:

Qual evento é acionado quando o usuário clica
 em um botão?
a) Click
b) Press
c) Select
d) Activate

Qual é a classe base de todos os controles?
a) Form
b) Control
c) Window
d) BaseForm

Qual é o objeto usado para armazenar dados?
a) DataStore
b) DataManager
c) DataSet <<<
d) DataContainer

Qual é o evento de quando um controle perde o foco?
a) FocusLost
b) FocusChanged
c) LostFocus <<<
d) ControlChanged

Qual é o método que adiciona um controle ao formulário?
a) AddControl()
b) AppendControl()
c) InsertControl()
d) Controls.Add() <<<

Boa sorte!

User
agora me mostre as respostas
ChatGPT
Claro, aqui estão as respostas:

Qual evento é acionado quando o usuário clica em um botão?

Resposta: a) Click
Qual é a classe base de todos os controles?

Resposta: b) Control
Qual é o objeto usado para armazenar dados?

Resposta: c) DataSet
Qual é o evento de quando um controle perde o foco?

Resposta: c) LostFocus
Qual é o método que adiciona um controle ao formulário?

Resposta: d) Controls.Add()
"""


def test_a_key_repeating_each_question_text_answers_by_text_and_arrows_mark(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _REPEATED, "t.txt")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [[0], [1], [2], [2], [3]]
    assert rows[2][1] == ["DataStore", "DataManager", "DataSet", "DataContainer"]
    assert not any("<<<" in c for _, choices, _ in rows for c in choices)
    assert "Resposta" not in (deck.questions[-1].explanation or "")


_LETTERED_ANSWER = """### 1. Direct access is seen in:

1. tape
2. disk
3. punched cards
4. paper

<details>
<summary>Show me the answer</summary>

**Answer:**\\
2\\. disk

</details>

### 2. Which uses random access?

1. disk
2. RAM only
3. cache only
4. register only

<details>
<summary>Show me the answer</summary>

**Answer:**\\
a) disk

</details>

### 3. A port for HTTP:

1. 80
2. 443
3. 21
4. 25

<details>
<summary>Show me the answer</summary>

**Answer:**\\
a) 80

</details>
"""


def test_a_lettered_answer_over_numbered_choices_names_the_choice_of_its_text_and_ordinal(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LETTERED_ANSWER, "t.md")
    assert [q.answer for q in deck.questions] == [[1], [0], [0]]
    assert not any("cannot tell which choice" in s for s in said)


_ROWS = """1. Mitä seuraava tulostaa?

a) I = 0 b) I = 1 c) I = 2 d) Compile-time Error\t\t\tB



2. Jotta metodia ei voi ohittaa, sen pitää olla

a) static b) const c) final d) ei mikään näistä\t\t\t\tC



3. Onko Java oliokieli?

a) True b) False\t\t\t\t\t\t\tA



4. Mikä operaattori lisää?

a) + b) += c) & d) ||\t\t\t\t\t\t\tA\t
"""


def test_a_letter_after_tabs_ending_a_row_of_choices_is_the_answer(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _ROWS, "t.txt")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [[1], [2], [0], [0]]
    assert [choices[-1] for _, choices, _ in rows] == ["Compile-time Error", "ei mikään näistä", "False", "||"]


_ARROWS = """Which city is the capital of France?
a) Lyon
b) Paris <--
c) Nice

Which planet is the largest?
a) Jupiter <--
b) Mars
c) Venus

Which metal is liquid at room temperature?
a) Iron
b) Copper
c) Mercury

Which gas do plants take in?
a) Oxygen
b) Carbon dioxide
c) Helium

Which ocean is the largest?
a) Atlantic
b) Indian
c) Arctic

Which are noble gases?
a) Neon <--
b) Nitrogen
c) Argon <--
"""


def test_an_arrow_after_one_choice_of_a_few_questions_marks_it_right(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ARROWS, "t.txt")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows][:2] == [[1], [0]]
    assert rows[0][1] == ["Lyon", "Paris", "Nice"] and rows[1][1] == ["Jupiter", "Mars", "Venus"]
    assert rows[5][2] is None and any("2 of the question's choices end with '<--'" in s for s in said)
