"""Markdown shapes of session 18, each small and written for the test: choices side by side on one line, the
heading level that holds one question each, a question and its answer under two headings of one number."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import mdchoicerow
from tests.test_import_markdown_shapes import imported


def test_choices_side_by_side_on_one_line_are_read_by_their_own_labels(tmp_path: Path) -> None:
    text = "Round 1\n=======\n\n" + "".join(
        f"{n}) Which one is {n}?\nA) = one   B) == two   C) IS three   D) LIKE four\nAnswer: {'ABCD'[n % 4]}\n\n"
        for n in range(1, 5))
    doc, result = imported(tmp_path, "bank.md", text)
    assert len(doc["questions"]) == 4, result.output
    assert doc["questions"][0]["choices"] == ["= one", "== two", "IS three", "LIKE four"], result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "C", "D", "A"]


def test_a_row_of_choices_in_another_script_and_wrapped_labels() -> None:
    assert mdchoicerow.row("а) да   б) нет   в) может быть") == ["да", "нет", "может быть"]
    assert mdchoicerow.row("- **a.** `||` **b.** `&&` **c.** `!`") == ["`||`", "`&&`", "`!`"]
    assert mdchoicerow.row("[A] eins [B] zwei") == ["eins", "zwei"]


def test_a_label_inside_a_choice_or_code_is_no_row() -> None:
    assert mdchoicerow.row("A. Vitamin B. Complex") is None          # two labels, one space: one choice
    assert mdchoicerow.row("A) `x B) y` z") is None                   # inside code
    assert mdchoicerow.row("B) x   C) y") is None                     # not from the first label
    assert mdchoicerow.row("A) x") is None


def _headed(n: int, title: str, scenario: list[str], stem: str) -> str:
    listed = "".join(f"- {s} {n}\n" for s in scenario)
    return (f"## Aufgabe {n}: {title} {n}\n\n{stem} {n}?\n\n**Lage:**\n{listed}\nA) erste\nB) zweite\nC) dritte\n\n"
            f"<details>\n<summary>Lösung</summary>\n\n**Antwort: B**\n\n- **A)**: nein\n- **C)**: nein\n</details>\n\n")


def test_a_heading_level_that_holds_one_question_each_keeps_its_scenario_list(tmp_path: Path) -> None:
    text = "# Prüfung\n\n## Überblick\n- 4 Aufgaben\n- 20 Minuten\n\n" + "".join(
        _headed(n, "Thema", ["Punkt eins", "Punkt zwei"], "Was passt") for n in range(1, 5)) + "## Ende\n\nDanke.\n"
    doc, result = imported(tmp_path, "bank.md", text)
    assert len(doc["questions"]) == 4, result.output
    first = doc["questions"][0]
    assert "Was passt 1?" in first["question"], result.output
    assert "- Punkt eins 1" in first["question"]
    assert first["choices"] == ["erste", "zweite", "dritte"]
    assert [q["answer"] for q in doc["questions"]] == ["B"] * 4


def _slides(n: int, right: str) -> str:
    return (f"## Pregunta {n} - enunciado\n\n**Tema {n}**\n\n¿Cuál vale {n}?\n\n- **A.** uno\n- **B.** dos\n"
            f"- **C.** tres\n\n## Pregunta {n} - solución\n\n**Respuesta: {right}**\n\n```java\nint x = {n};\n```\n\n"
            f"- **A** : no\n- **C** : tampoco\n\n")


def test_a_question_and_its_answer_on_two_headings_of_one_number_are_one_question(tmp_path: Path) -> None:
    text = "---\nmarp: true\n---\n\n# Quiz\n\n## Más detalles\n\nTexto.\n\n" + "".join(
        _slides(n, "ABCB"[n - 1]) for n in range(1, 5)) + "## Fuentes\n\n- libro\n"
    doc, result = imported(tmp_path, "bank.md", text)
    assert len(doc["questions"]) == 4, result.output
    assert [q["answer"] for q in doc["questions"]] == ["A", "B", "C", "B"], result.output
    assert doc["questions"][1]["choices"] == ["uno", "dos", "tres"]
    assert "int x = 2;" in doc["questions"][1].get("explanation", "")


def test_a_question_headings_title_all_in_brackets_is_no_part_of_its_text(tmp_path: Path) -> None:
    kinds = {2: " [2 Punkte]", 5: " (Fallstudie)"}
    text = "# Quiz\n\n" + "".join(
        f"### Frage {n}{kinds.get(n, '')}\nWelche Antwort passt zu {n}?\n\nA) eins\nB) zwei\nC) drei\nD) vier\n\n"
        f"**Richtige Antwort:** B\n\n**Warum:** weil es so ist.\n\n---\n\n" for n in range(1, 6))
    doc, result = imported(tmp_path, "bank.md", text)
    assert [q["question"] for q in doc["questions"]] == [f"Welche Antwort passt zu {n}?" for n in range(1, 6)], (
        result.output)


def test_lines_that_end_in_a_hard_break_are_read_as_lines(tmp_path: Path) -> None:
    text = "# Übung\n\n" + "".join(
        f"**F{n}.** Welche Zahl ist {n}?\\\nA. eins\\\nB. zwei\\\nC. drei\\\n✅ **Antwort: {'ABC'[n - 1]}**\\\n"
        f"**Erklärung:** so.\n\n***\n\n" for n in range(1, 4)) + "Ende mit `a \\\\`.\n"
    doc, result = imported(tmp_path, "bank.md", text)
    assert len(doc["questions"]) == 3, result.output
    assert doc["questions"][0]["choices"] == ["eins", "zwei", "drei"], result.output
    assert [q["answer"] for q in doc["questions"]] == ["A", "B", "C"]


def test_html_headings_and_dash_numbered_choices(tmp_path: Path) -> None:
    text = "```sql\nselect 1;\n```\n---\n" + "".join(
        f"<h2>Aufgabe {n}</h2>\nWie viele Zeilen hat Tabelle {n}?<br>\n1- {n}0<br>\n2- {n}1<br>\n3- {n}2<br>\n\n"
        f"**Antwort:{n}**\n\n---\n" for n in range(1, 4))
    doc, result = imported(tmp_path, "bank.md", text)
    assert [q["question"] for q in doc["questions"]] == [f"Wie viele Zeilen hat Tabelle {n}?" for n in range(1, 4)], (
        result.output)
    assert doc["questions"][1]["choices"] == ["20", "21", "22"]
    assert [q["answer"] for q in doc["questions"]] == ["A", "B", "C"]


def test_a_dash_after_a_number_that_counts_nothing_stays() -> None:
    from quizdeck.importers import mddashnumbers, mdhtmlheadings
    assert mddashnumbers.rewritten(["1-2 years", "2-3 years", "1- a", "3- b"]) is None
    assert mdhtmlheadings.rewritten(["<h2>One</h2> and <h3>two</h3>"]) is None
    assert mdhtmlheadings.rewritten(['<h3 class="q">Frage</h3>']) == (["### Frage"], set())


def test_headings_numbered_by_topic_are_no_pairs() -> None:
    from quizdeck.importers import mdpairedheads
    lines = [f"### Pregunta {t}.{k}" for t in (1, 2) for k in (1, 2, 3)]
    assert mdpairedheads.rewritten(lines) is None
