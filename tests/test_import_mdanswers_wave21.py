"""Markdown answer and choice writings of session 21, each small and written for the test (in other languages
than the banks that showed them)."""

from __future__ import annotations

from pathlib import Path

from tests.test_import_markdown_shapes import imported

# -- an answer hidden in an HTML comment under the choices (mdhiddenanswers) ----------------------------------

_HIDDEN = """# Quiz di geografia

### Domanda 1 : **Qual è la capitale del Portogallo?**
- [A] Porto
- [B] Lisbona
- [C] Coimbra

<!--
- [B] Lisbona
-->
---

### Domanda 2 : **Quale fiume attraversa Roma?**
- [A] Il Po
- [B] L'Arno
- [C] Il Tevere
<!--
- [C] Il Tevere
-->
---

### Domanda 3 : **Quali sono isole italiane?**
- [A] Sicilia
- [B] Corsica
- [C] Sardegna

<!--
- [A] Sicilia
- [C] Sardegna
-->
---

### Domanda 4 : **Quante regioni ha l'Italia?**
- [A] 18
- [B] 20
- [C] 22

<!-- B -->
---

### Domanda 5 : **Qual è il monte più alto delle Alpi?**
- [A] Monte Rosa
- [B] Cervino
- [C] Monte Bianco

<!--
- [D] Gran Paradiso
-->
"""


def test_a_choice_repeated_in_a_comment_under_the_choices_is_the_answer(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "geografia.md", _HIDDEN)
    questions = doc["questions"]
    assert len(questions) == 5, result.output
    assert questions[0]["choices"] == ["Porto", "Lisbona", "Coimbra"], result.output
    assert [q.get("answer") for q in questions[:4]] == ["B", "C", ["A", "C"], "B"], result.output
    assert all("<!--" not in q.get("explanation", "") for q in questions), result.output
    # a comment that repeats none of the choices names no choice: said at its line, kept as it gives it
    assert questions[4]["answer"] == "[D] Gran Paradiso", result.output
    assert "geografia.md:47:" in result.output and "cannot tell which choice" in result.output, result.output


def test_a_comment_or_two_under_choices_is_a_note_not_an_answer(tmp_path: Path) -> None:
    text = _HIDDEN.split("### Domanda 3")[0]
    doc, result = imported(tmp_path, "poche.md", text)
    assert [q.get("answer") for q in doc["questions"]] == [None, None], result.output


# -- an answer's label in bold, a remark after the bold (answerlines) ---------------------------------------

_REMARKED = """# Cuestionario de Python

## Pregunta 1 - Enunciado

**Cálculo : suma**

¿Cuánto vale `x` después de `x = 3 + 4`?

**A.** `7` **B.** `34` **C.** Error

## Pregunta 1 - Respuesta

**Správná odpověď : A** - `x` vale `7` porque se suman

**Vysvětlení :**

- **B** : no se concatenan números
- **C** : no hay error

## Pregunta 2 - Enunciado

**Tipos : cadenas**

¿Qué tipo tiene `"hola"`?

**A.** `int` **B.** `str` **C.** `list`

## Pregunta 2 - Respuesta

**Správná odpověď : B** - `"hola"` es un `str`, una cadena

**Vysvětlení :**

- **A** : no es un número

## Pregunta 3 - Enunciado

**Listas : longitud**

¿Cuántos elementos tiene `[1, 2]`?

**A.** `1` **B.** `3` **C.** `2`

## Pregunta 3 - Respuesta

**Správná odpověď : C** - `len([1, 2])` vale `2`

**Vysvětlení :**

- **B** : cuenta mal
"""


def test_the_bold_holds_the_answer_and_what_follows_it_is_a_remark(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "python.md", _REMARKED)
    questions = doc["questions"]
    assert questions[0]["choices"] == ["`7`", "`34`", "Error"], result.output
    assert [q.get("answer") for q in questions] == ["A", "B", "C"], result.output
    assert "disagree" not in result.output, result.output
