"""Markdown shapes of session 20, each small and written for the test: a quiz held as data inside a Markdown page
(its front matter's YAML, an MDX component's props, MyST's directive blocks), read as data."""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Pos
from quizdeck.importers import datarecords, mdbareboxes, mdbracketnumbers, mddirectives, mdfrontdata, mdxprops
from quizdeck.importers.answerlines import _Choices, resolve
from quizdeck.importers.imported import ImportedChoice, ImportedQuestion
from quizdeck.importers.labels import answer_letters
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


# -- step 2: sections, wrapped choices, answer lines of signs, ticked boxes among bare items ----------------------

def test_a_heading_numbered_as_a_section_over_numbered_questions_is_a_section(tmp_path: Path) -> None:
    def block(n: int, right: str) -> str:
        return (f"---\n{n}\\) Quelle affirmation {n} est vraie ?\n\nA\\) la première\n\nB\\) la deuxième\n\n"
                f"C\\) la troisième\n\n---\nRéponse : {right}\n\n")

    text = ("# **Chapitre 2**\n\n## 2.1 Offre\n\n" + block(1, "A") + block(2, "B") + block(3, "C")
            + "## 2.2 Demande\n\n" + block(1, "B") + block(2, "C"))
    doc, result = imported(tmp_path, "chap.md", text)
    questions = doc["questions"]
    assert len(questions) == 5, result.output
    assert questions[0]["question"] == "Quelle affirmation 1 est vraie ?", result.output
    assert [q["answer"] for q in questions] == ["A", "B", "C", "B", "C"], result.output


def test_a_heading_numbered_as_a_section_over_its_own_choices_stays_a_question(tmp_path: Path) -> None:
    text = "".join(f"### 1.{n} Welche Zahl ist gerade?\n\n- [ ] {2 * n + 1}\n- [x] {2 * n}\n\n" for n in range(1, 4))
    doc, result = imported(tmp_path, "zahlen.md", text)
    assert len(doc["questions"]) == 3, result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "B", "B"], result.output


def test_a_choice_hard_wrapped_onto_the_next_line_is_one_choice(tmp_path: Path) -> None:
    text = "".join(
        f"{n}\\) Welche Aussage über die Nachfrage nach einem Gut {n} stimmt, wenn alle anderen\nEinflüsse "
        "gleich bleiben?\n\n"
        "A\\) sie steigt, wenn der Preis eines Substituts dieses Gutes auf dem Markt\nsteigt\n\n"
        "B\\) sie fällt immer\n\n"
        "C\\) sie bleibt gleich, wenn das Einkommen der Haushalte in einem Jahr\n*sinkt*\n\n"
        "Antwort: A\n\nThema: Nachfrage\n\n"
        for n in range(1, 4))
    doc, result = imported(tmp_path, "nachfrage.md", text)
    questions = doc["questions"]
    assert len(questions) == 3, result.output
    assert questions[0]["choices"] == [
        "sie steigt, wenn der Preis eines Substituts dieses Gutes auf dem Markt steigt", "sie fällt immer",
        "sie bleibt gleich, wenn das Einkommen der Haushalte in einem Jahr *sinkt*"], result.output
    assert [q["answer"] for q in questions] == ["A", "A", "A"], result.output


def test_a_line_right_after_choices_one_per_line_is_no_part_of_the_last(tmp_path: Path) -> None:
    text = "".join(f"{n}. Welche Farbe hat Gras?\nA. grün\nB. blau\nmehr dazu im Buch\n\nAntwort: A\n\n"
                   for n in range(1, 4))
    doc, result = imported(tmp_path, "gras.md", text)
    assert doc["questions"][0]["choices"] == ["grün", "blau"], result.output


def test_an_answer_line_of_signs_then_the_value_is_the_files_answer_line(tmp_path: Path) -> None:
    rights = "bcad"
    text = "".join(f"**{n}.** Soal nomor {n}?  \na. satu  \nb. dua  \nc. tiga  \nd. empat  \n\n--- {r}.\n\n"
                   for n, r in enumerate(rights, 1))
    text += "**5.** Tulis jawabanmu sendiri:  \n\n--- bebas\n\n**6.** Jelaskan:  \n\n--- <b>tebal</b>\n"
    doc, result = imported(tmp_path, "soal.md", text)
    questions = doc["questions"]
    assert [q.get("answer") for q in questions[:4]] == ["B", "C", "A", "D"], result.output


def test_ticked_boxes_among_bare_items_are_the_right_choices(tmp_path: Path) -> None:
    text = ("1번\n\n다음 중 과일은?\n\n- [x] 사과\n\n- 당근\n    - 채소\n\n- 감자\n\n---\n\n"
            "2번\n\n다음 중 동물은? (2개 선택)\n\n- 돌\n\n- [x] 고양이\n\n- [x] 개\n\n---\n\n"
            "3번\n\n다음 중 색은?\n\n-   나무\n\n-   [x] 빨강\n\n---\n")
    doc, result = imported(tmp_path, "quiz.md", text)
    questions = doc["questions"]
    assert len(questions) == 3, result.output
    assert [q["answer"] for q in questions] == ["A", ["B", "C"], "B"], result.output
    assert questions[1]["choices"] == ["돌", "고양이", "개"], result.output


def test_bare_items_are_no_boxes_where_the_file_writes_empty_ones() -> None:
    lines = ["Q?", "", "- [x] a", "- [ ] b", "- c", ""]
    assert mdbareboxes.unticked(lines, [False] * len(lines)) == set()
    lines = ["Q?", "", "- [x] a", "- b", "  - note", "- c", "", "text", "- d"]
    assert mdbareboxes.unticked(lines, [False] * len(lines)) == {3, 5}


def test_a_number_in_brackets_opening_the_questions_is_their_number(tmp_path: Path) -> None:
    text = "".join(f"[{n}] P. Qual é a cor {k}?\n\n- [x] azul\n- [ ] verde\n\n---\n\n"
                   for k, n in enumerate([4, 2, 2, 7], 1))
    doc, result = imported(tmp_path, "cores.md", text)
    questions = doc["questions"]
    assert len(questions) == 4, result.output
    assert questions[0]["question"].endswith("Qual é a cor 1?") and not questions[0]["question"].startswith("["), \
        result.output
    assert mdbracketnumbers.rewritten(["[1](x) a", "", "[2]: url", "", "[3] text"]) is None


# -- step 3: answer shapes ----------------------------------------------------------------------------------------

def _blank_slots(key: str) -> str:
    animals = ["gato", "perro", "caballo", "vaca"]
    text = "# Prueba\n\n"
    for n, animal in enumerate(animals, 1):
        text += (f"### Pregunta {n} (2 puntos)\n**¿Qué animal es el {animal}?**\n\na) un mamífero\nb) un pez\n"
                 "c) un ave\n\n**Tu respuesta**: _____\n\n---\n\n")
    text += ("### Pregunta extra 1 (1 punto)\n**¿Qué es el sol?**\n\na) una estrella\nb) un planeta\n\n"
             "**Tu respuesta**: _____\n\n---\n\n")
    return text + "## Respuestas\n\n" + key


def test_a_blank_answer_line_to_fill_in_is_no_answer_and_the_key_answers(tmp_path: Path) -> None:
    key = "".join(f"**Q{n}: a** - es un mamífero.\n\n" for n in range(1, 4)) + "**Q4: a o c** - dos.\n"
    doc, result = imported(tmp_path, "prueba.md", _blank_slots(key))
    questions = doc["questions"]
    assert len(questions) == 5, result.output   # the extra question, unnumbered and unanswered, is kept
    assert [q.get("answer") for q in questions] == ["A", "A", "A", ["A", "C"], None], result.output
    assert "cannot tell which choice" not in result.output, result.output
    assert "does not read as that choice's text" not in result.output, result.output


def test_labels_joined_by_a_short_word_name_both() -> None:
    assert answer_letters("A oder C") == ([0, 2], "")
    assert answer_letters("B ou D") == ([1, 3], "")
    assert answer_letters("A和D") == ([0, 3], "")
    assert answer_letters("a dog") is None


def test_a_bold_correct_mark_and_incorrect_marks_on_the_others(tmp_path: Path) -> None:
    text = ("**Domanda 1: Quale città è in Italia?**\n\n- Parigi\n- Roma **(Correct)**\n- Berlino\n\n"
            "**Domanda 2: Quali numeri sono pari?**\n\n- due (Correct)\n- tre (Incorrect)\n"
            "- quattro (Correct) (altra forma)\n- cinque (Incorrect)\n")
    doc, result = imported(tmp_path, "domande.md", text)
    questions = doc["questions"]
    assert questions[0]["choices"] == ["Parigi", "Roma", "Berlino"], result.output
    assert questions[1]["choices"] == ["due", "tre", "quattro", "cinque"], result.output
    assert [q["answer"] for q in questions] == ["B", ["A", "C"]], result.output


def test_field_lines_above_most_question_texts_are_their_record_not_their_text(tmp_path: Path) -> None:
    text = "# Prüfung\n\n"
    for n in range(1, 6):
        fields = "**Art:** Einfachauswahl  \n**Punkte:** 2  \n**Thema:** Netze " + str(n) + "\n\n" if n != 5 else ""
        text += (f"### Frage {n}\n{fields}Welches Protokoll {n} ist zustandslos?\n\n"
                 "**Optionen:**\n- A) UDP\n- B) TCP\n\n")
    doc, result = imported(tmp_path, "pruefung.md", text)
    questions = doc["questions"]
    assert [q["question"] for q in questions] == [f"Welches Protokoll {n} ist zustandslos?" for n in range(1, 6)], \
        result.output
    assert "the fields 'art, punkte, thema' above 4 question texts" in result.output, result.output


def test_the_data_and_box_readings_read_large_files() -> None:
    # how they grow is measured by bench/import_scaling.py, not timed here
    items = ["Frage?", ""] + [("- [x] ja" if k % 2 else "- nein") for k in range(40_000)]
    got = mdbareboxes.unticked(items, [False] * len(items))
    assert len(got) == 20_000
    page = []
    for k in range(5_000):
        page += ["```", f'<Quiz question="q{k}" options={{["a", "b"]}} answerIndex={{0}} />', "```"]
    assert mdxprops.components(page) == []
