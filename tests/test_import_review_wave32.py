"""Review 32 (fix32): near-miss inputs of the rules landed in session 31 that read wrong without a word.

* a key of the answers' VALUES (``1) 12``) under lettered numeric choices is read by the choices' texts, not as
  choice numbers (countedkeys, finding 1); a key line that names no choice is said at its line, not erased with
  the key's other lines (finding 16);
* bare records whose right choice carries a mark (``Jupiter *``, ``(correct)``, ``[x]``) are read by the mark,
  not by the first-choice policy of quiz apps' data (layout, finding 2);
* a bold label under the asking line (``**Hint 1:**``, ``**Ejemplo 1:**``) does not cut the question; a reading
  passage or a table above ``**Question 1:**`` stays the question's (asklabels, findings 3, 4, 8);
* bulleted problems of parts (``- Problem 1: ...`` over ``  - a) Find f'(x).``) are no questions answered A
  (mdlistedquestions, finding 7); one-line ordering tasks are no "every choice right" questions (linerecords, 10);
  leading-comma code in a comma-fielded stem keeps its commas (commafields, 13); ``**Correcta:**`` over the right
  choice written again is its answer (mdfeedbacklabels, 14); ``## Key takeaways`` opens no answer key (keytitles, 15).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_KEY_ES = """# Quiz de cálculo mental

**1. ¿Cuánto es 1 + 1?**
- a) 4
- b) 3
- c) 2
- d) 1

**2. ¿Cuánto es 10 - 7?**
- a) 1
- b) 2
- c) 4
- d) 3

**3. ¿Cuánto es 2 x 2?**
- a) 2
- b) 4
- c) 1
- d) 3

## Respuestas
1) 2
2) 3
3) 4
"""


def test_a_key_of_values_over_lettered_choices_is_read_by_the_choices_texts(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _KEY_ES, "quiz.md")
    assert [q.answer for q in deck.questions] == [[2], [3], [1]], said


def test_a_key_number_that_is_another_choices_text_is_said(tmp_path: Path) -> None:
    text = ("Arithmetic\n\n1. What is 7 + 5?\na) 10\nb) 11\nc) 12\nd) 13\n\n2. What is 9 - 4?\na) 3\nb) 4\nc) 5\n"
            "d) 6\n\n3. What is 8 / 2?\na) 2\nb) 4\nc) 6\nd) 8\n\nAnswers\n1) 3\n2) 3\n3) 4\n")
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert [q.answer for q in deck.questions] == [[2], [2], [3]], said
    assert any(":24:1: warning" in s and "also the text of another" in s for s in said), said


def test_a_key_line_naming_no_choice_is_said_at_its_line(tmp_path: Path) -> None:
    text = ("Capitals\n\n1. Capital of France?\n1) Paris\n2) Lyon\n3) Nice\n\n2. Capital of Spain?\n1) Sevilla\n"
            "2) Madrid\n3) Bilbao\n\n3. Capital of Italy?\n1) Milano\n2) Napoli\n3) Roma\n\n"
            "Answers\n1) 1\n2) 2\n3) 7\n")
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert [q.answer for q in deck.questions] == [[0], [1], None], said
    assert any(":21:1: warning" in s and "names no choice" in s for s in said), said
    assert not any("the source gives no answer" in s for s in said), said


_PLANETS = [("What is the largest planet?", ["Mars", "Saturn", "Jupiter"], 2),
            ("Who painted the Mona Lisa?", ["Leonardo da Vinci", "Michelangelo", "Raphael"], 0),
            ("What is the longest river in Italy?", ["Tiber", "Po", "Arno"], 1),
            ("Which metal is liquid at room temperature?", ["Iron", "Mercury", "Tin"], 1),
            ("How many continents are there?", ["Five", "Six", "Seven"], 2),
            ("Which gas do we breathe out?", ["Carbon dioxide", "Helium", "Neon"], 0)]


def _marked(mark: str) -> str:
    return "".join(q + "\n" + "".join(c + (mark if k == right else "") + "\n" for k, c in enumerate(cs))
                   for q, cs, right in _PLANETS)


def test_marked_right_choices_of_bare_records_are_read_by_their_mark(tmp_path: Path) -> None:
    for mark in (" *", " (correct)", " [x]"):
        deck, said = read_said(tmp_path, _marked(mark), "quiz.txt")
        assert rows_of(deck) == [(q, cs, [right]) for q, cs, right in _PLANETS], (mark, said)
        assert not any("FIRST choice" in s for s in said), said


def test_bare_records_with_no_mark_still_take_the_first_choice_loudly(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _marked(""), "quiz.txt")
    assert [q.answer for q in deck.questions] == [[0]] * 6, said
    assert any(":1:1: warning" in s and "FIRST choice" in s for s in said), said


def test_a_hint_label_under_the_asking_heading_keeps_the_question(tmp_path: Path) -> None:
    text = "# Python quiz\n\n" + "".join(
        f"### {n}. {q}\n\n**Hint {n}:**\n{h}\n\nA. {a}\nB. {b}\nC. {c}\n\nAnswer: B\n\n"
        for n, (q, h, a, b, c) in enumerate([
            ("Which keyword defines a function in Python?", 'It is short for "define".', "func", "def", "fn"),
            ("What does `len([1, 2, 3])` return?", "Count the items in the list.", "2", "3", "6"),
            ("Which type is immutable?", "It is written with round brackets.", "list", "tuple", "dict"),
            ("How do you start a comment?", "The same sign as a shell comment.", "//", "#", "--")], start=1))
    deck, said = read_said(tmp_path, text, "quiz.md")
    assert deck.questions[0].text.startswith("Which keyword defines a function in Python?"), said
    assert all("Hint" in q.text and "?" in q.text for q in deck.questions), said


def test_an_example_label_under_the_asking_line_keeps_the_question(tmp_path: Path) -> None:
    text = "# Cuestionario\n\n" + "".join(
        f"## Pregunta {n}\n\n{q}\n\n**Ejemplo {n}:**\n```js\n{code}\n```\n\na) {a}\nb) {b}\nc) {c}\n\n"
        f"**Respuesta:** b\n\n"
        for n, (q, code, a, b, c) in enumerate([
            ("¿Qué imprime el siguiente código en la consola?", "console.log(typeof null);", "null", "object", "1"),
            ("¿Cuál es el resultado de esta comparación?", 'console.log(0 == "");', "false", "true", "error"),
            ("¿Qué devuelve esta expresión?", "[1, 2].map(x => x * 2)", "[1, 2]", "[2, 4]", "NaN")], start=1))
    deck, said = read_said(tmp_path, text, "quiz.md")
    assert [q.text.split("\n")[0] for q in deck.questions] == [
        "¿Qué imprime el siguiente código en la consola?", "¿Cuál es el resultado de esta comparación?",
        "¿Qué devuelve esta expresión?"], said
    assert all("```js" in q.text for q in deck.questions), said


def test_a_reading_passage_above_the_question_label_stays_the_questions(tmp_path: Path) -> None:
    parts = [("The Atacama Desert is so dry that scientists test Mars equipment there.",
              "According to the passage, why do scientists test Mars equipment there?"),
             ("Honeybees dance to show where flowers are; the dance's length tells the distance.",
              "What does the length of the dance tell other bees?"),
             ("The Great Fire of London in 1666 destroyed 13,000 houses.", "How many houses burnt?")]
    text = "# Reading\n\n" + "".join(
        f"### Passage {n}\n\n{p}\n\n**Question {n}:**\n{q}\nA. one\nB. two\nC. three\n\n*Answer: B*\n\n"
        for n, (p, q) in enumerate(parts, start=1))
    deck, said = read_said(tmp_path, text, "quiz.md")
    assert [p in q.text for (p, _), q in zip(parts, deck.questions, strict=True)] == [True] * 3, said


def test_a_data_table_above_the_task_label_stays_the_questions(tmp_path: Path) -> None:
    tables = [("Monat", "Umsatz", "Wie viel Prozent stieg der Umsatz?"),
              ("Schüler", "Note", "Wie lautet der Mittelwert?"),
              ("Wurf", "Augen", "Wie groß ist die Summe der Augen?")]
    text = "# Statistik\n\n" + "".join(
        f"### Teil {n}\n\n| {a} | {b} |\n|---|---|\n| x | {n}00 |\n| y | {n}40 |\n\n**Aufgabe {n}:**\n"
        f"{q}\nA) 14\nB) 40\nC) 4\n\nLösung: B\n\n" for n, (a, b, q) in enumerate(tables, start=1))
    deck, said = read_said(tmp_path, text, "quiz.md")
    assert [f"| {a} | {b} |" in q.text for (a, b, _), q in zip(tables, deck.questions, strict=True)] == [True] * 3, said


def test_a_lesson_above_the_question_label_is_still_cut_when_the_questions_name_the_following(
        tmp_path: Path) -> None:
    lessons = [("BIM is a digital model of a building.", "Which of the following describes BIM?"),
               ("IFC is the open format of BIM data.", "Which of the following is the open format?"),
               ("A clash is two elements in one place.", "Which of the following is a clash?")]
    text = "# Module\n\n" + "".join(
        f"### Materi {n}: Part {n}\n\n{lesson}\n\n**Soal {n}:**\n{q}\nA. one\nB. two\nC. three\n*Jawaban: B*\n\n"
        for n, (lesson, q) in enumerate(lessons, start=1))
    deck, said = read_said(tmp_path, text, "soal.md")
    assert [q.text for q in deck.questions] == [q for _, q in lessons], said


def test_a_problem_of_parts_is_no_question_over_its_choices(tmp_path: Path) -> None:
    text = "# Homework 2\n\n" + "".join(
        f"- Problem {n}: Let {f}(x) = {e}.\n  - a) Find {f}'(x).\n  - b) Find {f}(2).\n\n"
        f"  **Answer:** a) {d}, b) {v}\n\n"
        for n, (f, e, d, v) in enumerate([("f", "x² + 1", "2x", "5"), ("g", "3x", "3", "6"),
                                          ("h", "x³", "3x²", "8")], start=1))
    deck, said = read_said(tmp_path, text, "hw.md")
    assert not any(q.answer == [0] and [c.text for c in q.choices][:1] == ["Find f'(x)."] for q in deck.questions)
    assert any("warning" in s for s in said) or not deck.questions, said


def test_ordering_tasks_in_one_line_records_are_no_choice_questions(tmp_path: Path) -> None:
    text = ("Put the planets in order from the sun;Venus,Mercury,Earth,Mars;Mercury,Venus,Earth,Mars\n"
            "Put the numbers in ascending order;3,1,2,4;1,2,3,4\n"
            "Put the letters in alphabetical order;c,a,d,b;a,b,c,d\n"
            "Put the days in order;Wednesday,Monday,Tuesday,Thursday;Monday,Tuesday,Wednesday,Thursday\n")
    deck, said = read_said(tmp_path, text, "order.txt")
    assert not any(q.answer is not None and len(q.answer) == len(q.choices) > 1 for q in deck.questions), said


def test_select_all_one_line_records_still_read(tmp_path: Path) -> None:
    text = ("Which are primary colours?|red,green,blue,purple|red,blue\n"
            "Which are even?|1,2,3,4|2,4\nWhich are vowels?|a,b,e,f|a,e\n"
            "Which are planets?|Mars,Moon,Venus,Sun|Mars,Venus\n")
    deck, said = read_said(tmp_path, text, "two.txt")
    assert [q.answer for q in deck.questions] == [[0, 2], [1, 3], [0, 2], [0, 2]], said


def test_leading_comma_code_in_a_comma_fielded_stem_keeps_its_commas(tmp_path: Path) -> None:
    text = (",Which query returns each customer's name and city?\n,A.SELECT name FROM customers\n"
            ",B.SELECT name, city FROM customers\n,C.SELECT * FROM orders\n,B\n,1\n"
            ",Consider the query below:\nSELECT name\n, city\n, country\nFROM customers\n"
            "How many columns does it return?\n"
            ",A.1\n,B.2\n,C.3\n,C\n,2\n"
            ",Which keyword removes duplicate rows?\n,A.UNIQUE\n,B.DISTINCT\n,C.GROUP\n,B\n,1\n"
            ",Which clause filters groups?\n,A.WHERE\n,B.HAVING\n,C.ORDER BY\n,B\n,2\n")
    deck, said = read_said(tmp_path, text, "sql.txt")
    assert "SELECT name\n, city\n, country\nFROM customers" in deck.questions[1].text, said
    assert [q.answer for q in deck.questions] == [[1], [2], [1], [1]], said


def test_a_right_verdict_over_the_right_choice_written_again_is_its_answer(tmp_path: Path) -> None:
    qs = [("¿Qué orgánulo produce energía?", ["Ribosoma", "Mitocondria", "Núcleo"], 1),
          ("¿Qué molécula lleva la información genética?", ["ADN", "ATP", "Glucosa"], 0),
          ("¿Cuántas cámaras tiene el corazón?", ["Dos", "Cuatro", "Cinco"], 1)]
    text = "# Examen\n\n" + "".join(
        f"**{n}. {q}**\n" + "".join(f"{'abc'[k]}) {c}\n" for k, c in enumerate(cs))
        + f"\n**Correcta:**\n{'abc'[r]}) {cs[r]}\n\n**Incorrectas:**\n"
        + "".join(f"{'abc'[k]}) {c}\n" for k, c in enumerate(cs) if k != r) + "\n"
        for n, (q, cs, r) in enumerate(qs, start=1))
    deck, said = read_said(tmp_path, text, "bio.md")
    assert [q.answer for q in deck.questions[:3]] == [[r] for *_, r in qs], said


def test_key_takeaways_open_no_answer_key(tmp_path: Path) -> None:
    text = ("# Concurrency\n\n### 1. Which primitive lets one thread in?\nA) A mutex\nB) A barrier\nC) A queue\n\n"
            "**Answer:** A\n\n### 2. Which structure keeps keys sorted?\nA) A hash table\nB) A B-tree\nC) A heap\n\n"
            "**Answer:** B\n\n### 3. Which language is compiled ahead of time?\nA) Python\nB) JavaScript\nC) C\n\n"
            "**Answer:** C\n\n## Key takeaways\n\n1. B is for barrier: every thread waits.\n"
            "2. A hash table gives no order.\n3. A program in C runs without an interpreter.\n")
    deck, said = read_said(tmp_path, text, "kt.md")
    assert [q.answer for q in deck.questions] == [[0], [1], [2]], said
    assert not any("answer section" in s for s in said), said
