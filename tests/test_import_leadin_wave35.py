"""Lead-in lines and labels that are not the question's text, wave 35 (leadin35): excerpts written in the shape of
the banks.

* a question word as a label with the question's level in brackets, ``**Question** *(Medium)*: text``, on every
  question comes off (kengio dea-incremental);
* ``Q:`` on every question, a picture above it, and in some questions a chat assistant's preamble between the
  picture and the label: the text starts after the label, the picture kept after it, the preamble left out and
  said (yunyoung1819 image-quiz);
* a ``**Scenario**:`` paragraph above a ``**Question**:`` label is the question's case: kept, both labels off;
* a label only some texts hold is left;
* Moodle's prompt over the choices, ``Seleccione una:`` / ``Wählen Sie eine Antwort:``, is the page's: the sentence
  above it is the question (fabian-martinez-rincon iso-primer-parcial, nak-a21b eidoop); inside an HTML block it
  is left;
* a question heading written without its ``#`` (``Pitanje 3`` under a rule, the file's others ``### Pitanje N``)
  is a heading (anastazijasirol tecaj-pitanja).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_LEVELS = """# Domain 3: Incremental Data Processing

## Question 1: COPY INTO Idempotency

**Question** *(Medium)*: Every day an engineer copies files into a table. Why were no new records copied?

A) The schema rejected the data
B) The file has already been copied
C) COPY INTO only reads streams
D) The log was full

> **Correct Answer: B**

---

## Question 2: Quality Monitoring

**Question** *(Easy)*: Which tool monitors data quality during ingestion?

A) Apache Airflow
B) SQL Alerts
C) Declarative Pipelines
D) Great Expectations

> **Correct Answer: C**

---

## Question 3: Auto Loader

**Question** *(Hard)*: Which option lets Auto Loader infer a schema?

A) cloudFiles.schemaLocation
B) mergeSchema
C) inferSchema
D) schemaHints

> **Correct Answer: A**
"""


def test_a_question_label_with_a_level_in_brackets_comes_off(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _LEVELS, "t.md")
    rows = rows_of(deck)
    assert [text.split()[0] for text, _, _ in rows] == ["Every", "Which", "Which"]
    assert [answer for _, _, answer in rows] == [[1], [2], [0]]
    assert any("**Question**" in m and "level in brackets" in m for m in deck.mended)


_PREAMBLES = """## 문제 1

![image](flag.jpg)

Q: 다음 이미지에 대한 설명 중 옳지 않은 것은 무엇인가요?
- (1) 빨간색 바탕입니다.
- (2) 스위스 국기입니다.
- (3) 바탕색은 파란색입니다.

정답: (3)

--------------------------------------

## 문제 2

![image](stage.jpg)

죄송하지만, 사람을 식별할 수 없습니다. 대신 퀴즈를 생성할 수 있습니다.

-----

Q: 다음 이미지에 대한 설명 중 옳은 것은 무엇인가요?
- (1) 트로피를 들고 있습니다.
- (2) 마이크를 쥐고 있습니다.
- (3) 드레스를 입고 있습니다.

정답: (2)

--------------------------------------

## 문제 3

![image](flag2.jpg)

죄송합니다. 예를 들어:

Q: 다음 이미지의 국기는 어느 나라의 것인가요?
- (1) 브라질
- (2) 스위스
- (3) 일본

정답: (1)
"""


def test_a_label_under_a_preamble_starts_the_question_the_picture_kept(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _PREAMBLES, "t.md")
    rows = rows_of(deck)
    assert len(rows) == 3
    for text, _, _ in rows:
        assert text.startswith("다음 이미지")
        assert "죄송" not in text and "Q:" not in text
        assert text.rstrip().endswith(".jpg)")
    assert [answer for _, _, answer in rows] == [[2], [1], [0]]
    assert any("text above the label of 2 questions" in m for m in deck.mended)


_SCENARIOS = """## Question 1

**Scenario**: An analytics team must give business users a self-serve way to ask questions over curated tables.

**Question**: Which approach fits best?

A) A Streamlit app
B) A Genie space
C) Daily exports

**Correct Answer: B**

## Question 2

**Scenario**: A space often reads the word revenue as two different columns of the same table.

**Question**: Which lever is recommended first?

A) A text instruction
B) A SQL expression
C) A column comment

**Correct Answer: B**

## Question 3

**Question**: Which warehouse size suits a small team?

A) 2X-Small
B) Large
C) 4X-Large

**Correct Answer: A**
"""


def test_a_scenario_field_above_the_question_label_is_kept_both_labels_off(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _SCENARIOS, "t.md")
    texts = [text for text, _, _ in rows_of(deck)]
    assert texts[0].startswith("An analytics team must give") and texts[0].endswith("Which approach fits best?")
    assert texts[1].startswith("A space often reads") and "**" not in texts[1]
    assert texts[2] == "Which warehouse size suits a small team?"


_SOME = """1. Q: is the first word here a label?
a) yes
b) no
Answer: a

2. Which planet is red?
a) Mars
b) Venus
Answer: a

3. Which gas do plants take in?
a) Oxygen
b) Carbon dioxide
Answer: b

4. Which is the largest ocean?
a) Pacific
b) Atlantic
Answer: a
"""


def test_a_label_only_some_texts_hold_is_left(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _SOME, "t.txt")
    assert rows_of(deck)[0][0] == "Q: is the first word here a label?"


_MOODLE = """# Primer parcial

---

Cuando un proceso quiere llamar a una system call, se carga la dirección de la rutina

Seleccione una:
- Verdadero
- Falso

```
La respuesta correcta es 'Falso'
```

---

Cómo detecta el hardware que un proceso en modo usuario ejecuta una instrucción privilegiada?

Seleccione una:

- `a)` Por el código de la instrucción
- `b)` No lo detecta
- `c)` Por la dirección

```
La respuesta correcta es: Por el código de la instrucción
```

---

En un diseño monolítico todos los componentes se ejecutan en modo kernel.

Seleccione una:
- Verdadero
- Falso

```
La respuesta correcta es 'Verdadero'
```
"""


def test_moodles_prompt_is_the_pages_the_sentence_above_it_the_question(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _MOODLE, "t.md")
    texts = [text for text, _, _ in rows_of(deck)]
    assert len(texts) == 3
    assert texts[0].startswith("Cuando un proceso") and texts[1].startswith("Cómo detecta")
    assert not any("Seleccione" in t for t in texts)
    assert any("prompt over the choices" in m for m in deck.mended)


_GERMAN = """# Frage 1 #

Welche Bestandteile gehören zu einer Methodensignatur?
Wählen Sie eine oder mehrere Antworten:

- [x] Der Methodenname
- [ ] Der Code der Methode
- [x] Die Typen der Parameter

# Frage 2 #

Was gibt `1 + 1` aus?
Wählen Sie eine Antwort:

- [ ] 11
- [x] 2
"""


def test_moodles_german_prompt_is_not_in_the_text(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _GERMAN, "t.md")
    assert [text for text, _, _ in rows_of(deck)] == ["Welche Bestandteile gehören zu einer Methodensignatur?",
                                                      "Was gibt `1 + 1` aus?"]


def test_a_prompt_inside_an_html_block_is_left() -> None:
    from quizdeck.importers.quizprompts import unprompted
    lines = ["<blockquote>Which containers can be used? <br />", "\tselect one or more:", "\t<ul>",
             "\t\t<li>a. std::list</li>", "\t</ul>", "</blockquote>"]
    assert unprompted(lines, [False] * len(lines)) is None


_BARE = """# Kviz

### Pitanje 1
Koji je kritičan korak pri izradi računa?

a) Unos broja telefona.
b) Postavljanje snažne lozinke.

---

### Pitanje 2
Što se događa ako zaboravite lozinku?

a) Podrška šalje novu lozinku.
b) Podaci postaju nedostupni.

---
Pitanje 3
Koja je uloga opcije "Password Hint"?

a) Zamjenska lozinka.

b) Kratki podsjetnik.

c) Lozinka za podršku.

---
Pitanje 4
Zašto podrška ne može resetirati lozinku?

a) Zbog Zero-Knowledge arhitekture.

b) Zato što se to naplaćuje.

---

### Pitanje 5
Što je dvofaktorska autentikacija?

a) Druga lozinka.
b) Dodatni korak prijave.
"""


def test_a_question_heading_without_its_hashes_is_a_heading(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _BARE, "t.md")
    texts = [text for text, _, _ in rows_of(deck)]
    assert len(texts) == 5
    assert texts[2] == 'Koja je uloga opcije "Password Hint"?'
    assert texts[3] == "Zašto podrška ne može resetirati lozinku?"
    assert any("missing '#' of 2 question headings" in m for m in deck.mended)



_GLYPHS = """# Preguntas de repaso:

1. En cada una de las siguientes afirmaciones indique la respuesta correcta:
   ✔ Los atributos estáticos se almacenan en la zona de memoria:
   ▪ Heap
   ▪ Static --> Respuesta correcta
   ▪ Stack

   ✔ Los objetos creados a partir de una clase se almacenan en:
   ▪ Stack
   ▪ Heap --> Respuesta correcta

   ✔ Un bloque de código se delimita por los símbolos:
   ▪ ( )
   ▪ { } --> Respuesta correcta
   ▪ [ ]
"""


def test_a_glyph_opening_every_question_line_is_a_bullet(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _GLYPHS, "t.md")
    texts = [text for text, _, _ in rows_of(deck)]
    assert texts[1:] == ["Los objetos creados a partir de una clase se almacenan en:",
                         "Un bloque de código se delimita por los símbolos:"]
    assert any("bullet '✔' of 3 question lines" in m for m in deck.mended)


def test_a_glyph_among_choices_is_left() -> None:
    from quizdeck.importers.labelforms import normalised
    lines = ["1. Which is red?", "- Sky", "✔ Blood", "- Grass", "", "2. Which is wet?", "- Sand", "✔ Water", "- Dust",
             "", "3. Which is cold?", "- Fire", "✔ Ice", "- Sun"]
    got = normalised(lines)
    assert got is None or all("question line" not in what for what, _, _ in got.said)
