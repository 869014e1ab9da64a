"""Answer values read through what wraps them, wave 36 (values36): excerpts written in the shape of the banks.

* an answer label with no value of its own (``**Answer:** </summary>``) takes the value of the fenced block below it
  when that block holds one line naming a choice (``C. text``) (bharathkasyap splunk-notes-mcq);
* markup around a label inside its brackets is no part of it: ``(`c`)`` is ``(c)`` (victorbusque cadi-test);
* a remark in brackets after an answer's letter, ``Răspuns corect: **C** (aproximativ 30 secunde)`` (antonioclim);
* a capital label after a comma is a label, never the joining word "e": ``A, B, C, D, E - All are correct``,
  ``C, E => why`` (gunnymarc splunk-certs-advanced100, waewaebird kafka webdump2);
* an answer key numbered with the word the questions are numbered with, entries naming labelled texts joined by
  ``, and``: ``Question 1) A. x, C. y, and D. z``; a key in parts, each after its questions (esccode security);
* an answer a reader wrote as the source gives it that is one choice's text but for an ending (``die`` for
  ``died``), or whose words one choice alone holds (``functions`` for ``Azure Functions.``): that choice, said as a
  guess (vnkaiser duantienganh, amitsahoo45 az-900);
* an answer line's value wrapped onto the line below it: the two lines, one value (fabian-martinez-rincon).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.answervalues import by_ending
from quizdeck.importers.labels import answer_letters
from tests.conftest import read_said, rows_of

_FENCED_VALUE = """# Practice Questions

1. What is the purpose of the 'index' keyword in a search?
```
A. Specifies the visualization
B. Filters data by source type
C. Identifies the data repository to search in
D. Assigns events to fields
```
<details><summary>
**Answer:** </summary>

```
C. Identifies the data repository to search in
```

</details>

2. Which component parses and indexes data?
```
A. Universal Forwarder
B. Deployment Server
C. Indexer
D. Search Head
```
<details><summary>
**Answer:** </summary>

```
C. Indexer
```

</details>

3. Which command groups events into transactions?
```
A. join
B. transaction
C. stats
D. eval
```
<details><summary>
**Answer:** </summary>

```
B. transaction
```

</details>
"""


def test_an_empty_answer_label_takes_the_value_of_the_fence_below_it(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _FENCED_VALUE, "s.md")
    assert [answer for _, _, answer in rows_of(deck)] == [[2], [2], [1]]
    assert all(q.explanation is None for q in deck.questions)
    assert not any("cannot tell" in s for s in said), said


_CODED = """## PREGUNTA 1: El lorazepam s'utilitza per tractar:
* a) L'asma
* b) La crisi hipertensiva
* c) L'ansietat
* d) L'hipercolesterolemia

### RESPOSTA: (`c`)
```
La resposta correcta és: L'ansietat
```
--------------------
## PREGUNTA 2: Quin fàrmac és un antiàcid?
* a) Omeprazol
* b) Hidròxid d'alumini
* c) Ranitidina
* d) Paracetamol

### RESPOSTA: (`b`)
```
La resposta correcta és: Hidròxid d'alumini
```
--------------------
"""


def test_markup_around_a_label_inside_its_brackets_is_no_part_of_it(tmp_path: Path) -> None:
    assert answer_letters("(`c`)") == ([2], "")
    assert answer_letters("(**B**)") == ([1], "")
    deck, said = read_said(tmp_path, _CODED, "s.md")
    assert [answer for _, _, answer in rows_of(deck)] == [[2], [1]]
    assert not any("cannot tell" in s for s in said), said


def test_a_capital_label_after_a_comma_is_no_joining_word() -> None:
    assert answer_letters("A, B, C, D, E - All are correct") == ([0, 1, 2, 3, 4], "- All are correct")
    assert answer_letters("C, E => Only one of them") == ([2, 4], "=> Only one of them")
    assert answer_letters("A, e C") == ([0, 2], "")       # the word "e" joining two labels still joins them
    assert answer_letters("B, y D") == ([1, 3], "")


_REMARK = """## PI-1: Healthcheck

### Întrebare

Cât durează până la prima verificare?

| Opțiune | Răspuns |
|:-------:|---------|
| **A** | 5 secunde |
| **B** | 10 secunde |
| **C** | 30 secunde |

<details>
<summary>Răspuns și explicație</summary>

### Răspuns corect: **B**

Intervalul este de 10 secunde.
</details>

---

## PI-2: Căderi

### Întrebare

După câte secunde va fi scos din rotație?

| Opțiune | Răspuns |
|:-------:|---------|
| **A** | 5 secunde |
| **B** | 15 secunde |
| **C** | 30 secunde |

<details>
<summary>Răspuns și explicație</summary>

### Răspuns corect: **C** (aproximativ 30 secunde)

Trei verificări de câte 10 secunde.
</details>
"""


def test_a_remark_in_brackets_after_an_answer_letter_is_no_part_of_it(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _REMARK, "s.md")
    assert [answer for _, _, answer in rows_of(deck)] == [[1], [2]]
    assert not any("gives no answer" in s for s in said), said


_KEY = """### Question 1

Which of the following terms are parts of AAA? (Select THREE).

A. Accounting
B. Accountability
C. Authorization
D. Authentication

### Question 2

Which is true of service accounts?

A. They can be restricted
B. They are meant for non-person entities
C. They require special permissions

### Question 3

Which BEST stops shoulder surfing?

A. Screen filters
B. Biometric authentication
C. Smart cards

>Practice Answer Key
Question 1) A. Accounting, C. Authorization, and D. Authentication
Question 2) B. They are meant for non-person entities
Question 3) A. Screen filters

---

### Question 4

Which attack targets a CFO?

A. Whaling
B. Vishing
C. Tailgating

### Question 5

Who most likely placed a logic bomb?

A. An insider
B. A script kiddie
C. A hacktivist

### Question 6

Which control separates duties?

A. Physical
B. Technical
C. Administrative

>Practice Answer Key
Question 4) A. Whaling
Question 5) A. An insider
Question 6) C. Administrative
"""


def test_a_key_numbered_with_the_questions_word_in_parts_after_its_questions(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _KEY, "s.md")
    assert [answer for _, _, answer in rows_of(deck)] == [[0, 2, 3], [1], [0], [0], [0], [2]]
    assert not any("gives no answer" in s for s in said), said
    assert all(q.explanation is None or "Question" not in q.explanation for q in deck.questions)


_ENDINGS = "".join(f"{n}\n{stem}\n" + "\n".join(choices) + f"\n{answer}\n" for n, (stem, choices, answer) in enumerate([
    ("He was asked to ACCOUNT FOR his presence", ["complain", "exchange", "explain", "arrange"], "explain"),
    ("Soon after it WAS BORN, the calf got up.Find OPPOSITE:", ["appeared", "died", "joined", "celebrated"], "die"),
    ("The teacher gave some SUGGESTIONS for the exam", ["effects", "symptoms", "hints", "demonstrations"], "hints"),
    ("He has a lot of ENEMIES.Find OPPOSITE:", ["opponents", "friends", "betrayers", "attackers"], "friend"),
    ("It is hard to TOLERATE a liar.Find OPPOSITE:", ["welcome", "reject", "dismiss", "get rid of"], "welcome"),
    ("The astronomer wanted to CLASSIFY the stars", ["shine", "categorize", "diversify", "rotate"], "categorize"),
    ("The test was EASY.Find OPPOSITE:", ["simple", "plain", "light", "hard"], "hard"),
    ("She was very HAPPY today.Find OPPOSITE:", ["sad", "glad", "merry", "joyful"], "sad"),
    ("They will POSTPONE the meeting", ["delay", "attend", "hold", "cancel"], "delay"),
    ("The room was ENORMOUS", ["tiny", "huge", "dark", "clean"], "huge"),
    ("He FINALLY arrived", ["early", "soon", "at last", "never"], "at last"),
    ("She is a DILIGENT student", ["lazy", "clever", "hard-working", "kind"], "hard-working"),
], start=1))


def test_an_answer_one_choice_is_but_for_an_ending_names_it_said(tmp_path: Path) -> None:
    assert by_ending("die", ["appeared", "died", "joined"]) == 1
    assert by_ending("art", ["arts", "artsy", "music"]) is None      # two as near: none
    assert by_ending("do", ["done", "did"]) is None                  # too short to tell
    deck, said = read_said(tmp_path, _ENDINGS, "s.txt")
    assert [answer for _, _, answer in rows_of(deck)] == [[2], [1], [2], [1], [0], [1], [3], [0], [0], [1], [2], [2]]
    assert any(":9:" in s and "'die'" in s and "not sure" in s and "choice B" in s for s in said), said
    assert not any("names none of the question's choices" in s for s in said), said
    assert not deck.attention


_SERVICES = [" Azure Machine Learning.", " Azure IoT Hub.", " Azure Bot.", " Azure Functions."]
_WORDS = "\n\n-----\n\n\n\n".join(f"{n}. Your team needs {need}. Which service can be used?\n" + "\n".join(_SERVICES)
                                     + f"\n\n\n\nAns - {answer}\n\nExplanation: (important)\n\nThe service for it.\n"
                                     for n, (need, answer) in enumerate([
    ("serverless computing", "functions"),
    ("to process data from millions of sensors", "Azure IoT Hub."),
    ("to build a chat bot", "Azure Bot."),
    ("to train a model", "Azure Machine Learning."),
    ("to run code on a timer", "Azure Functions."),
    ("to route sensor messages", "Azure IoT Hub."),
], start=1))


def test_an_answer_whose_words_one_choice_alone_holds_names_it_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _WORDS, "s.md")
    assert [answer for _, _, answer in rows_of(deck)] == [[3], [1], [2], [0], [3], [1]]
    assert any("'functions'" in s and "not sure" in s and "choice D" in s for s in said), said


_WRAPPED = """Una system call se invoca con una instrucción que carga el PC con la rutina.

Seleccione una:
- Verdadero
- Falso

```
La respuesta correcta es 'Falso'
```

---

Cómo detecta el hardware que un proceso en modo usuario ejecuta una instrucción privilegiada?

Seleccione una:

- `a)` Se detecta por el código de la instrucción. El HW produce un trap al SO
- `b)` No ocurre nada
- `c)` Lo detecta porque la instrucción no está en su espacio de direcciones
- `d)` Se detecta por el código de la instrucción entonces el HW finaliza el proceso.

```
Respuesta incorrecta.

La respuesta correcta es: Se detecta por el código de la
instrucción. El HW produce un trap al SO
```

---

En modo usuario no se puede interactuar con el hardware.

Seleccione una:
- Verdadero
- Falso

```
La respuesta correcta es 'Verdadero'
```

---

El kernel monolítico ejecuta todo el SO en modo kernel.

Seleccione una:
- Verdadero
- Falso

```
La respuesta correcta es 'Falso'
```
"""


def test_an_answer_value_wrapped_onto_the_next_line_is_one_value(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _WRAPPED, "s.md")
    assert [answer for _, _, answer in rows_of(deck)] == [[1], [0], [0], [1]]
    assert not any("names none" in s for s in said), said
    assert "trap al SO" not in (deck.questions[1].explanation or "")
