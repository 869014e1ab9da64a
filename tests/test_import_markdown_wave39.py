"""Wave 39's Markdown structure: what is a choice (markdown39), excerpts written in the shape of the banks.

* a cycle of headings that opens at or after each question's answer line (``### Respuesta correcta: B``,
  ``### Explicación:``, ``### Puntos clave:``) is the answer's notes: the lettered lines above the answer line are
  the choices, never the key points' list (mdsections);
* a fenced block with an info string right under a numbered question line, its code then a blank line then
  lettered choices to its end, is the question's code and its choices (mdboxed); one box of plain text holding a
  whole quiz of numbered records is read as that quiz;
* HTML quiz blocks: text elements of one class one under the other are the choices, the one attribute that says
  true/false on each of them the answer (htmlblocks);
* a quote nested under a task-list choice is its why (mdchoicenotes).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.convert import read_source
from tests.conftest import read_said, rows_of

_AFTER_ANSWER = """# Banco

## PREGUNTA 1 - Redes

### Pregunta:
¿Qué capa enruta paquetes?

A. Física
B. Red
C. Enlace
D. Aplicación

### Respuesta correcta: B

### Explicación:
La capa de red enruta.

### Puntos clave:
- El enrutamiento es de capa 3
- Los switches son de capa 2

### Objetivo del examen:
1.2 Explicar conceptos

---

## PREGUNTA 2 - Seguridad

### Pregunta:
¿Qué control es una política?

A. Detectivo\x20\x20
B. Correctivo\x20\x20
C. Preventivo\x20\x20
D. Compensatorio

### Respuesta correcta: C

### Explicación:
Una política previene.

### Puntos clave:
- Las políticas previenen
- Los registros detectan

### Objetivo del examen:
2.3 Explicar conceptos

---

## PREGUNTA 3 - Cripto

### Pregunta:
¿Qué algoritmo es simétrico?

A. RSA
B. AES
C. ECC
D. DSA

### Respuesta correcta: B

### Explicación:
AES es simétrico.

### Puntos clave:
- AES usa una clave
- RSA usa dos claves

### Objetivo del examen:
3.4 Explicar conceptos
"""


def test_a_heading_cycle_after_the_answer_line_is_no_question(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _AFTER_ANSWER, "bank.md")
    rows = rows_of(deck)
    assert len(rows) == 3, rows
    assert rows[0] == ("¿Qué capa enruta paquetes?", ["Física", "Red", "Enlace", "Aplicación"], [1]), rows
    assert rows[1][1:] == (["Detectivo", "Correctivo", "Preventivo", "Compensatorio"], [2]), rows
    assert rows[2][1:] == (["RSA", "AES", "ECC", "DSA"], [1]), rows


_KEY_POINTS = """# Quiz

## Question 1

Which layer routes packets?

A. Physical
B. Network
C. Link
D. Application

**Answer:** B

**Key points:**
- [ ] Routing is layer 3
- [ ] Switching is layer 2

## Question 2

Which control is a policy?

A. Detective
B. Corrective
C. Preventive

**Answer:** C

**Key points:**
- [ ] Policies prevent
- [ ] Logs detect

## Question 3

Which cipher is symmetric?

A. RSA
B. AES

**Answer:** B

**Key points:**
- [ ] AES uses one key
- [ ] RSA uses two
"""


def test_a_list_after_the_answer_line_is_never_the_choices_the_letters_above_are(tmp_path: Path) -> None:
    path = tmp_path / "quiz.md"
    path.write_text(_KEY_POINTS, encoding="utf-8")
    diags = Diagnostics()
    got = read_source(path, "markdown", diags)   # (the layout reading reads it right too: the Markdown one, here)
    assert got is not None
    rows = rows_of(got[0])
    assert rows[0][1:] == (["Physical", "Network", "Link", "Application"], [1]), rows
    assert rows[1][1:] == (["Detective", "Corrective", "Preventive"], [2]), rows
    assert rows[2][1:] == (["RSA", "AES"], [1]), rows
    said = [d.format() for d in diags.sorted()]
    assert any(":15:" in s and "after the answer line at line 12" in s for s in said), said


_CODED = """# Building blocks

1- Which is a keyword?

```kotlin
public class Dog {
  int legs;
}

A. Dog
B. class
C. legs
D. int x
```

2- Which prints 3?

```python
def f(x):
    return x + 1

a) print(f(2))
b) print(f(3))
c) print(f(1))
```

3- Which is true?

```js
let y = null;

A. y is null
B. y is undefined
```

4- What is the type?

```go
var z int

A. int
B. string
C. bool
```

Answers:

1- B. class is reserved.
2- A
3- A
4- A
"""


def test_a_coded_fence_under_a_numbered_question_ends_in_its_choices(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _CODED, "post.md")
    rows = rows_of(deck)
    assert len(rows) == 4, rows
    assert rows[0][0].startswith("Which is a keyword?") and "```kotlin" in rows[0][0], rows
    assert "public class Dog {" in rows[0][0], rows
    assert rows[0][1] == ["Dog", "class", "legs", "int x"], rows
    assert rows[1][1] == ["print(f(2))", "print(f(3))", "print(f(1))"], rows
    assert rows[1][0].rstrip().endswith("```") and "return x + 1" in rows[1][0], rows
    assert rows[2][1] == ["y is null", "y is undefined"], rows
    assert rows[3][1] == ["int", "string", "bool"], rows


_ONE_BOX = """## Revision

```text
1.) Which protocol is connectionless?
\ta. TCP
\tb. UDP
\tc. SCTP

2.) Which port does HTTPS use?
\ta. 80
\tb. 443
\tc. 21

3.) Which layer routes?
\ta. Network
\tb. Link
```
"""


def test_one_plain_box_holding_a_whole_quiz_is_read_as_its_questions(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _ONE_BOX, "notes.md")
    rows = rows_of(deck)
    # (the ")" of "1.)" left on the text here comes off at the end of the import, said: convert's mend)
    assert [(r[0].lstrip(") "), r[1]) for r in rows] == [("Which protocol is connectionless?", ["TCP", "UDP", "SCTP"]),
                                     ("Which port does HTTPS use?", ["80", "443", "21"]),
                                     ("Which layer routes?", ["Network", "Link"])], rows


_HTML = """# Uygulama Alanları

Giriş metni.

## 1. OCR

Açıklama.

<div class="quiz-question">
  <p><b>Soru:</b> Hangi görev plakaları okur?</p>
  <div class="quiz-option">A) Yüz Tanıma</div>
  <div class="quiz-option" data-correct="true">B) OCR</div>
  <div class="quiz-option">C) 3D Modelleme</div>
  <div class="quiz-explanation">
    <p><b>Cevap: B.</b> OCR metni okur.</p>
  </div>
</div>

---

## 2. Yüz

<div class="quiz-question">
  <p><b>Soru:</b> Telefon kilidini ne açar?</p>
  <div class="quiz-option" data-correct="false" data-feedback="Yanlış. Bu doğru değil.">A) OCR</div>
  <div class="quiz-option" data-correct="true" data-feedback="Doğru! Yüz tanıma, yanlış değil.">B) Yüz Tanıma</div>
  <div class="quiz-option" data-correct="false" data-feedback="Yanlış.">C) Şerit Takibi</div>
</div>

---

## 3. Tıp

<div class="quiz-question">
  <p><b>Soru:</b> MR görüntüsü hangi alandır?</p>
  <span class="opt">A) Oyun</span>
  <span class="opt correct">B) Medikal</span>
</div>

<p class="spoiler">CORRECTA: B</p>
<p class="spoiler">JUSTIFICACIÓN: medikal.</p>
"""


def test_text_elements_of_one_class_are_the_choices_the_flag_their_answer(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _HTML, "page.md")
    rows = rows_of(deck)
    assert len(rows) == 3, rows
    assert rows[0] == ("Hangi görev plakaları okur?", ["Yüz Tanıma", "OCR", "3D Modelleme"], [1]), rows
    assert rows[1][1:] == (["OCR", "Yüz Tanıma", "Şerit Takibi"], [1]), rows   # data-correct, not the feedback
    assert rows[2][1:] == (["Oyun", "Medikal"], [1]), rows
    assert not any("CORRECTA" in c or "JUSTIFICACI" in c for r in rows for c in r[1]), rows


_QUOTED_NOTES = """#### What is the IP address of example.com?

- [x] 93.184.216.34
    > This is the ipv4 address
- [ ] https
- [ ] com

#### Which is a colour?

- [ ] Table
- [x] Red
- [ ] Dog

#### Which is a fruit?

- [x] Apple
- [ ] Car
"""


def test_a_quote_under_a_task_list_choice_is_its_why(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _QUOTED_NOTES, "quiz.md")
    first = deck.questions[0]
    assert [c.text for c in first.choices] == ["93.184.216.34", "https", "com"], first.choices
    assert first.choices[0].why == "This is the ipv4 address", first.choices
    assert first.answer == [0]


_TWO_LISTS = """## Pregunta 1

:rat:¿Qué afirmaciones son verdaderas sobre el Scrum master?

1. 1, 2
2. 2, 3
3. 1, 3

El Scrum master...

1. ...protege al equipo
2. ...facilita los eventos
3. ...escribe el backlog

## Pregunta 2

:rat:¿Quién forma el equipo Scrum?

1. El jefe de proyecto
2. El product owner y los desarrolladores
3. Los clientes

## Pregunta 3

El product owner...

1. ...ordena el backlog
2. ...programa
3. ...prueba

:rat:¿Qué afirmaciones son verdaderas?

1. 1
2. 2, 3
3. 1, 2, 3

## Pregunta 4

:rat:¿Cuánto dura un sprint?

1. Un día
2. Un mes como máximo
3. Un año
"""


def test_of_two_lists_under_a_question_heading_the_one_under_the_question_is_the_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _TWO_LISTS, "rat.md")
    rows = rows_of(deck)
    assert len(rows) == 4, rows
    assert rows[0][0].startswith(":rat:¿Qué afirmaciones"), rows
    assert rows[0][1] == ["1, 2", "2, 3", "1, 3"], rows
    assert rows[2][1] == ["1", "2, 3", "1, 2, 3"], rows
    assert rows[3][1] == ["Un día", "Un mes como máximo", "Un año"], rows
    assert any(":11:" in s and "asks nothing" in s for s in said), said    # the statements set aside, said
    assert any(":27:" in s and "asks nothing" in s for s in said), said


_INDENTED_BOXES = """
# Practice Quiz

 1. Which tool records uptime for each of the machines they are running, and
 which is cheapest?

    [ ] A tablet for the employee<br>
    [X] An IoT module on each machine<br>
    [ ] An extra employee to track the state of each
     of the machines

 2. Which value do logs have?

    [X] Forensic value<br>
    [ ] No value<br>
    [ ] Only legal value

 3. Which is automated best?

    [ ] A task done once<br>
    [ ] A task done yearly<br>
    [X] A task done hourly
"""


def test_boxes_indented_as_code_are_choices_their_wrapped_lines_theirs(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _INDENTED_BOXES, "quiz.md")
    rows = rows_of(deck)
    assert len(rows) == 3, rows
    assert rows[0][0].startswith("Which tool records uptime") and rows[0][0].endswith("which is cheapest?"), rows
    assert [" ".join(c.split()) for c in rows[0][1]] == [
        "A tablet for the employee", "An IoT module on each machine",
        "An extra employee to track the state of each of the machines"], rows
    assert rows[0][2] == [1] and rows[1][2] == [0] and rows[2][2] == [2], rows
