"""Markdown shapes of session 20, each small and written for the test: a quiz held as data inside a Markdown page
(its front matter's YAML, an MDX component's props, MyST's directive blocks), read as data."""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Pos
from quizdeck.importers import datarecords, mddirectives, mdfrontdata, mdxprops
from quizdeck.importers.answerlines import _Choices, resolve
from quizdeck.importers.imported import ImportedChoice, ImportedQuestion
from tests.test_import_markdown_shapes import imported

# -- front matter ---------------------------------------------------------------------------------------------

_FRONT = """---
titel: Übung
title: "Kleines Quiz"
fragen:
  - nr: 1
    frage: "Welche Farbe hat der Himmel an einem klaren Tag?"
    art: einfach
    antworten:
      - text: "Grün"
      - text: "Blau"
        richtig: true
      - text: "Rot"
  - nr: 2
    frage: "Welche Zahlen sind gerade?"
    art: mehrfach
    antworten:
      - text: "2"
        richtig: true
      - text: "3"
        richtig: false
      - text: "4"
        richtig: true
  - nr: 3
    frage: "Wie heißt die Hauptstadt von Frankreich?"
    art: frei
    loesung: "Paris"
  - nr: 4
    frage: "Wie viele Beine hat eine Spinne?"
    art: einfach
    antworten:
      - text: "sechs"
      - text: "acht"
---

Dieses Quiz prüft dein Wissen.
"""


def test_a_quiz_in_the_front_matter_is_read_as_data_and_what_a_record_lacks_is_said(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "quiz.md", _FRONT)
    assert doc["deck"] == "Kleines Quiz", result.output
    questions = doc["questions"]
    assert [q["question"] for q in questions] == [
        "Welche Farbe hat der Himmel an einem klaren Tag?", "Welche Zahlen sind gerade?",
        "Wie viele Beine hat eine Spinne?"], result.output
    assert questions[0]["choices"] == ["Grün", "Blau", "Rot"], result.output
    assert questions[0]["answer"] == "B", result.output
    assert questions[1]["answer"] == ["A", "C"], result.output
    assert "answer" not in questions[2], result.output
    # the free-answer record (line 23) has no options; the spider's question (line 28) gives no answer
    assert "quiz.md:23:5: warning: the record at line 23 has no options" in result.output, result.output
    assert "quiz.md:28:" in result.output and "gives no answer" in result.output, result.output


def test_answers_named_by_an_options_own_id_or_by_a_counted_key() -> None:
    text = """---
quiz:
  - pregunta: "¿Cuál es el río más largo de España?"
    opciones:
      - {id: x, texto: "Ebro"}
      - {id: y, texto: "Tajo"}
      - {id: z, texto: "Duero"}
    respuesta: y
  - pregunta: "¿Cuántos lados tiene un hexágono?"
    opciones:
      - {id: x, texto: "cinco"}
      - {id: y, texto: "seis"}
    respuesta: y
---
"""
    front = mdfrontdata.quiz(text.split("\n"))
    assert front is not None
    said: list[tuple[int, str]] = []
    questions = datarecords.read(front.records, "q.md", lambda n, c, m: said.append((n, m)))
    assert [q.answer for q in questions] == [[1], [1]], said
    assert [c.text for c in questions[0].choices] == ["Ebro", "Tajo", "Duero"]
    assert questions[0].pos.line == 3 and questions[0].lines == [(3, 8)]
    assert said == []


def test_a_front_matter_without_records_of_options_is_no_quiz() -> None:
    text = "---\ntitle: Notizen\ntags: [a, b, c]\nautoren:\n  - name: Ana\n    links: [x, y]\n---\n\n1. Frage?\n"
    assert mdfrontdata.quiz(text.split("\n")) is None


def test_yaml_aliases_do_not_grow_the_front_matter_past_its_budget() -> None:
    bomb = ["---", "a: &a [x, x, x, x, x, x, x, x, x, x]"]
    for k in range(1, 9):
        bomb.append(f"{'abcdefghij'[k]}: &{'abcdefghij'[k]} [" + ", ".join([f"*{'abcdefghij'[k - 1]}"] * 10) + "]")
    bomb.append("---")
    assert mdfrontdata.quiz(bomb) is None


# -- MDX components -------------------------------------------------------------------------------------------

_MDX = """---
title: Repaso
---

import Pregunta from '@site/src/components/Pregunta';

# Repaso

<details>
<summary><strong>Tema 1</strong></summary>

<Pregunta
  enunciado="¿Qué planeta es el más grande del sistema solar?"
  opciones={[
    "Marte",
    "Júpiter", // el gigante
    'Venus',
  ]}
  indiceCorrecto={1}
/>

<Pregunta enunciado="¿En qué continente está Egipto?" opciones={["Asia", "África"]} indiceCorrecto={1} />

</details>

<Pregunta
  enunciado="¿Cuál es la fórmula del agua &amp; del hielo?"
  opciones={["H2O", `CO2`]}
/>

```jsx
<Pregunta enunciado="ejemplo" opciones={["a", "b"]} indiceCorrecto={0} />
```
"""


def test_mdx_components_props_are_read_as_data(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "repaso.md", _MDX)
    assert doc["deck"] == "Repaso", result.output
    questions = doc["questions"]
    assert len(questions) == 3, result.output   # the one in the code block is an example
    assert questions[0]["choices"] == ["Marte", "Júpiter", "Venus"], result.output
    assert [q.get("answer") for q in questions] == ["B", "B", None], result.output
    assert questions[2]["question"] == "¿Cuál es la fórmula del agua & del hielo?", result.output
    assert questions[2]["choices"] == ["H2O", "CO2"], result.output
    assert "repaso.md:27:" in result.output and "gives no answer" in result.output, result.output
    assert "lines not used: 31\u201333;" in result.output, result.output   # the example is no furniture


def test_props_that_are_not_literals_are_kept_as_nothing() -> None:
    lines = ['<Quiz question={t("q1")} options={["a", "b"]} answer={1} {...rest} />',
             '<Quiz question="Frage zwei" options={list} answer={0} />']
    got = mdxprops.components(lines)
    assert [c.name for c in got] == ["Quiz", "Quiz"]
    first = got[0].record.value
    assert isinstance(first, dict) and first["question"].value is None and first["answer"].value == 1
    second = got[1].record.value
    assert isinstance(second, dict) and second["question"].value == "Frage zwei" and second["options"].value is None


def test_an_unclosed_component_is_not_read() -> None:
    assert mdxprops.components(['<Quiz question="a" options={["x", "y"]', "", "text"]) == []


# -- MyST directives ------------------------------------------------------------------------------------------

_MYST = """Exercices
=========

:::{exercise}
:label: ex-1

Que renvoie ce code ?

```python
print(2 ** 3)
```

A. 6
B. 8
C. 9
:::

````{admonition} Solution
:class: dropdown
**Réponse : B. 8**

Deux puissance trois vaut huit.
````

:::{exercise}
Que renvoie ce code ?

```python
print(7 // 2)
```

A. 3
B. 3.5
C. 4
:::

````{admonition} Solution
**Réponse : A. 3**
````

```{code-cell} python
# A. pas une option
print("B. non plus")
```
"""


def test_directive_blocks_are_read_as_the_markdown_they_hold(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "exos.md", _MYST)
    questions = doc["questions"]
    assert len(questions) == 2, result.output
    assert questions[0]["choices"] == ["6", "8", "9"], result.output
    assert [q.get("answer") for q in questions] == ["B", "A"], result.output
    assert "print(2 ** 3)" in questions[0]["question"], result.output


def test_a_code_directive_stays_code_and_options_are_blanked() -> None:
    lines = _MYST.split("\n")
    got = mddirectives.opened(lines)
    assert got is not None
    out, blank = got
    opening = lines.index(":::{exercise}")
    assert out[opening] == "" and out[opening + 1] == "" and {opening, opening + 1} <= blank
    cell = lines.index("```{code-cell} python")
    assert out[cell:cell + 4] == lines[cell:cell + 4]
    assert mddirectives.opened(["```python", "x = {1}", "```"]) is None


def test_an_answer_naming_a_negative_number_by_its_label_agrees_with_it() -> None:
    def choices(*texts: str) -> _Choices:
        return _Choices.of(ImportedQuestion(Pos("x", 1, 1), "Hur mycket?", [ImportedChoice(t) for t in texts]))

    assert resolve("A. -3", choices("-3", "3", "0"), False) == [0]
    assert resolve("B - 3", choices("-3", "3", "0"), False) == [1]
    assert resolve("C) – nolla", choices("-3", "3", "nolla"), False) == [2]
