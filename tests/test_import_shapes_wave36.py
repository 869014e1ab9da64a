"""Plain-text record shapes and wrappers, wave 36 (shapes36): excerpts written in the shape of the banks.

* a Markdown page wrapped in a ```` ```markdown ```` fence opened at its top and never closed (or closed at its last
  line): its body read as the page, said at the fence; a fence of code closed early is code (feed0 flashcards
  compilers1.1);
* a choice label alone on its line with no sign (``A`` over its text, ``B`` over the next) in runs in every question:
  labels, said once; a letter under each question as its answer is no label (justin-zhou44 yuketang-extractor tiku);
* a numbered line holding only the question's kind and its score (``1.单选题 (1分)``) over the text's line, in every
  question: a head, the number put before the text, said once; numbered steps over numbered lines are no heads
  (justin-zhou44 yuketang-extractor tiku, luck474 ailearning javaee tiku);
* a sign glued before the label of one choice of each question (``.c. text``): its mark, said; a question whose
  choices carry no such sign is said (twococos tester preguntes).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_WRAPPED = """ ```markdown
# Redes

---

**Que:** Qual camada roteia pacotes?

- [ ] Enlace
- [x] Rede
- [ ] Transporte

---

**Que:** Qual protocolo resolve nomes?

- [x] DNS
- [ ] ARP
- [ ] ICMP

---

**Que:** Qual porta usa o HTTPS?

- [ ] 80
- [ ] 21
- [x] 443
"""

_CODE_FIRST = """```python
print(1)
```

1. What does the code print?
- [x] 1
- [ ] 2
"""

_BARE = """【第 1 题】
1. Which planet is the largest?
A
Jupiter
B
Mars
C
Venus
正确答案： A

【第 2 题】
2. Which gas do plants take in?
A
Oxygen
B
Carbon dioxide
C
Helium
正确答案： B

【第 3 题】
3. Which metal is liquid at room temperature?
A
Iron
B
Copper
C
Mercury
正确答案： C
"""

_KINDS = """【第 1 题】
1.单选题 (1分)
Which planet is the largest?
A. Jupiter
B. Mars
正确答案： A

【第 2 题】
2.单选题 (1分)
Which gas do plants take in?
A. Oxygen
B. Carbon dioxide
正确答案： B

【第 3 题】
3.多选题 (2分)
Which are metals?
A. Iron
B. Wood
C. Copper
正确答案： A,C

【第 4 题】
4.单选题 (1分)
Which is liquid at room temperature?
A. Mercury
B. Iron
正确答案： A

【第 5 题】
5.多选题 (2分)
Which are planets?
A. Mars
B. Moon
C. Venus
正确答案： A,C
"""

_STEPS = """1. Which order adds two numbers?

- a. steps:
1. Begin
2. Read
3. Sum
4. Print
5. End

- b. none
"""

_ANSWER_LETTERS = """What is two and two? A) 3 B) 4 C) 5
B
Which is a colour? A) Red B) Dog C) Car
A
Which is a fruit? A) Rock B) Pear C) Tin
B
Which swims? A) Fish B) Stone C) Chair
A
"""

_GLUED = """3. Respecte a l'aigua, indica la resposta incorrecta:

a. L'aigua pot tenir minerals
b. Cal un descalcificador
.c. Les resines fan precipitar la sal
d. Cal una sortida a desaigua

4. Els problemes de sifonatge venen donats per:

a. Formació de pistó
.b. Compressió darrere del pistó
c. Absència de ventilació
d. Excés de pendent

5. Pel que fa a l'SF6, assenyala la FALSA:

.a. Es pot liquar
b. És incolor
c. Es descompon en calent
d. Dielèctric

6. Quin element va primer?

a. Sifó
b. Baixant
c. Claveguera
d. Arqueta
"""


def test_a_fence_wrapping_the_whole_page_is_no_code(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _WRAPPED, "c.md")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [[1], [0], [2]]
    assert rows[1][1] == ["DNS", "ARP", "ICMP"]
    assert any(":1:" in s and "wraps the whole file (never closed)" in s for s in said), said


def test_a_fence_of_code_closed_before_the_questions_stays_code(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _CODE_FIRST, "k.md")
    assert rows_of(deck) == [("What does the code print?", ["1", "2"], [0])]
    assert not any("wraps the whole file" in s for s in said), said


def test_a_bare_letter_over_its_text_is_a_choice_label(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _BARE, "t.txt")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [[0], [1], [2]]
    assert rows[1][1] == ["Oxygen", "Carbon dioxide", "Helium"]
    assert any(":3:" in s and "letters alone on their lines" in s for s in said), said


def test_a_letter_under_each_question_as_its_answer_is_no_label(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ANSWER_LETTERS, "a.txt")
    assert [answer for _, _, answer in rows_of(deck)] == [[1], [0], [1], [0]]
    assert not any("letters alone on their lines" in s for s in said), said


def test_a_numbered_line_of_the_kind_alone_is_the_question_head(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _KINDS, "k.txt")
    rows = rows_of(deck)
    assert [text for text, _, _ in rows] == ["Which planet is the largest?", "Which gas do plants take in?",
                                             "Which are metals?", "Which is liquid at room temperature?",
                                             "Which are planets?"]
    assert [answer for _, _, answer in rows] == [[0], [1], [0, 2], [0], [0, 2]]
    assert any(":2:" in s and "5 numbered lines holding only the question's kind ('单选题', '多选题')" in s
               for s in said), said


def test_numbered_steps_are_no_kind_heads(tmp_path: Path) -> None:
    _deck, said = read_said(tmp_path, _STEPS, "s.txt")
    assert not any("the question's kind" in s for s in said), said


def test_a_sign_glued_before_one_label_a_question_is_its_mark(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _GLUED, "p.txt")
    rows = rows_of(deck)
    assert [len(choices) for _, choices, _ in rows] == [4, 4, 4, 4]
    assert [answer for _, _, answer in rows[:3]] == [[2], [1], [0]]
    assert rows[0][1][2] == "Les resines fan precipitar la sal"
    assert any(":5:" in s and "'.' glued before the label of one choice in 3 questions" in s for s in said), said
    assert any(":24:" in s and "carries the file's mark '.'" in s for s in said), said
