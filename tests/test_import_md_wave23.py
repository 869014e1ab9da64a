"""Markdown page structures of session 23, each small and written for the test: what a fence, a heading, a line
means on a page, learnt from what the page repeats."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import mdfencedchoices
from tests.test_import_markdown_shapes import imported

# -- a question's choices alone in a fenced block, each led by a sign (the right one by another) --------------------

_FENCED = """# Zkouška z chemie

1. Která látka je prvek?

```diff
- a) voda
+ b) železo
- c) sůl
```

2. Kolik protonů má uhlík?

```diff
+ a) 6

- b) 8

- c) 12
```

3. Co je pH čisté vody?

```diff
- a) 1
- b) 14
+ c) 7
- d) 3
```

4. Jak se píše kód?

```python
x = 1
print(x)
```
"""


def test_choices_alone_in_fences_led_by_signs_are_read_with_the_sign_that_marks_the_right_one(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "chemie.md", _FENCED)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert [q["choices"] for q in questions[:3]] == [["voda", "železo", "sůl"], ["6", "8", "12"],
                                                     ["1", "14", "7", "3"]]
    assert [q["answer"] for q in questions[:3]] == ["B", "A", "C"]


def test_fences_of_choices_are_the_pages_style_only_when_it_repeats_and_hold_nothing_else() -> None:
    lines = _FENCED.split("\n")
    out = mdfencedchoices.rewritten(lines)
    assert out is not None
    assert "```python" in out[0] and "```diff" not in out[0]
    assert len(out[1]) == 6
    twice = "\n".join(lines[:lines.index("3. Co je pH čisté vody?")]).split("\n")
    assert mdfencedchoices.rewritten(twice) is None   # two such blocks are no page's style yet
    mixed = _FENCED.replace("- c) sůl", "  c) sůl").split("\n")   # one line without the sign the others carry
    out = mdfencedchoices.rewritten(mixed)
    assert out is None


# -- a heading that asks nothing, of the level whose headings each hold one question: the title of the question
#    asked right under it ---------------------------------------------------------------------------------------

_TITLED = """# Prøve i matematikk

## Tallrekke
Se på rekken: 2, 4, 6, 8, ...
Hva kommer etter?

1. [ ] 9
2. [ ] 10
3. [ ] 12

## Hva er 3 + 4?

1. [ ] 6
2. [x] 7
3. [ ] 8

## Hva er 10 - 7?

1. [x] 3
2. [ ] 4
3. [ ] 2

## Hva er 2 · 5?

1. [ ] 7
2. [ ] 25
3. [x] 10

## Hva er 9 : 3?

1. [x] 3
2. [ ] 6
3. [ ] 27
"""


def test_a_title_heading_over_the_question_asked_right_under_it_starts_that_question(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "prove.md", _TITLED)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert len(questions) == 5
    assert questions[0]["question"].endswith("Hva kommer etter?")
    assert questions[0]["choices"] == ["9", "10", "12"]
    assert "answer" not in questions[0]
    assert [q["answer"] for q in questions[1:]] == ["B", "A", "C", "A"]


# -- after the last numbered question, a list under a heading that has no number: the page's matter ---------------

_TRAILING = "# Frågesport\n\n" + "".join(
    f"## Fråga {n}\n\nVilket tal är {n} + {n}?\n\n- A) {2 * n}\n- B) {2 * n + 1}\n- C) {2 * n + 2}\n\n**Svar:** A\n\n"
    for n in range(1, 7)) + """## Poäng

- [x] 6 rätt: utmärkt
- [ ] 4–5 rätt: bra
- [ ] 0–3 rätt: läs igen

## Klart

- [x] Du kan addera
- [x] Du kan räkna
- [x] Du kan läsa
"""


def test_lists_after_the_last_numbered_question_that_start_unlike_it_are_the_pages_matter(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "fragor.md", _TRAILING)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert len(questions) == 6
    assert [q["answer"] for q in questions] == ["A"] * 6
    assert result.output.count("look like a question") == 2


# -- a cycle of headings closed by a heading of the opening's level, some questions adding a part after the shared
#    ones, the answer naming a list item's text -------------------------------------------------------------------

def _block(n: int, stem: str, options: list[str], right: str, note: bool) -> str:
    listed = "".join(f"* {o}\n" for o in options)
    extra = "##### Wyjaśnienie\n##### Koniec wyjaśnienia\n" if note else ""
    return (f"<!-- blok {n} -->\n### Zadanie\n* rodzaj: wybór\n##### Treść\n{stem}\n##### Koniec treści\n"
            f"##### Opcje\n{listed}##### Koniec opcji\n##### Odpowiedź\n{right}\n##### Koniec odpowiedzi\n"
            f"{extra}### Koniec zadania\n<!-- koniec {n} -->\n\n")


_CLOSED = "# Test z geografii\n\n" + "".join([
    _block(1, "Stolica Polski to:", ["Kraków", "Warszawa", "Gdańsk"], "Warszawa", False),
    _block(2, "Najdłuższa rzeka Polski to:", ["Wisła", "Odra", "Warta"], "Wisła", True),
    _block(3, "Najwyższy szczyt Tatr w Polsce to:", ["Giewont", "Kasprowy", "Rysy"], "Rysy", False),
    _block(4, "Morze na północy Polski to:", ["Bałtyckie", "Północne", "Czarne"], "Bałtyckie", True),
    _block(5, "Ile województw ma Polska?", ["16", "49", "12"], "16", False),
])


def test_a_cycle_of_headings_closed_at_the_openings_level_with_parts_some_add_is_read_by_its_shared_parts(
        tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "geografia.md", _CLOSED)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert [q["question"] for q in questions] == [
        "Stolica Polski to:", "Najdłuższa rzeka Polski to:", "Najwyższy szczyt Tatr w Polsce to:",
        "Morze na północy Polski to:", "Ile województw ma Polska?"]
    assert questions[0]["choices"] == ["Kraków", "Warszawa", "Gdańsk"]
    assert [q["answer"] for q in questions] == ["B", "A", "C", "A", "A"]


# -- odd starts read into no question: before the first question they are the page's opening (no warning that they
#    come after the last question); after the last one, one warning names every block --------------------------------

_QUESTIONS = "".join(
    f"### Pregunta {n}\n\n¿En qué siglo ocurrió el hecho {n}?\n\n- A) siglo {n}\n- B) siglo {n + 1}\n"
    f"- C) siglo {n + 2}\n\n**Respuesta:** B\n\n" for n in range(1, 7))

_GUIDE_FIRST = """# Repaso de historia

## Apuntes

#### Roma: fundación y reyes
- **R** ómulo fundó la ciudad
- Siete reyes antes de la república
- El senado aconsejaba al rey

#### Grecia: las polis
- Atenas y Esparta
- La asamblea votaba las leyes

## Preguntas

""" + _QUESTIONS

_CHECKLIST_LAST = "# Repaso\n\n" + _QUESTIONS + """---

## Lista de repaso

### Conocimientos
- [ ] Fechas de Roma memorizadas
- [ ] Reyes de Roma ordenados
- [ ] Polis griegas comparadas

### Destrezas
- [ ] Sé leer un mapa antiguo
- [ ] Sé situar una batalla
- [ ] Sé datar una moneda
"""


def test_notes_before_the_first_question_are_not_said_to_come_after_the_last(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "guia.md", _GUIDE_FIRST)
    assert result.exit_code == 0, result.output
    assert [q["answer"] for q in doc["questions"]] == ["B"] * 6
    assert "come after the last question" not in result.output


def test_the_pages_matter_after_the_last_question_is_one_warning_naming_every_block(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "repaso.md", _CHECKLIST_LAST)
    assert result.exit_code == 0, result.output
    assert len(doc["questions"]) == 6
    assert result.output.count("come after the last question") == 1
    assert "so are the blocks at lines 72" in result.output
