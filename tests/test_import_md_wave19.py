"""Markdown shapes of session 19, each small and written for the test: the markup a file puts on its right
choices (a colour, a tag, an attribute for the page's script), and characters that draw nothing at a line's start."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import mdescapes, mdinline, mdmarkup, mdnumbers
from quizdeck.importers.invisibles import visible
from tests.test_import_markdown_shapes import imported


def test_an_attribute_list_on_the_right_choices_is_the_files_mark_several_right_ones_too(tmp_path: Path) -> None:
    rights = [[1], [0, 2], [2], [1], [0, 1]]
    text = "# Kontrolle\n\n" + "".join(
        f"{n}. Welche Aussage {n} stimmt?\n" + "".join(
            f"    - Aussage {k} {'{.richtig}' if k in right else ''}\n" for k in range(3)) + "\n"
        for n, right in enumerate(rights, 1))
    doc, result = imported(tmp_path, "bank.md", text)
    assert len(doc["questions"]) == 5, result.output
    assert doc["questions"][0]["choices"] == ["Aussage 0", "Aussage 1", "Aussage 2"], result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", ["A", "C"], "C", "B", ["A", "B"]], result.output


def test_a_colour_on_a_table_rows_cells_is_the_files_mark(tmp_path: Path) -> None:
    def green(text: str) -> str:
        return f'<span style="color:#0a0">{text}</span>'

    def table(n: int, right: int) -> str:
        rows = "".join(f"|{green(c) if k == right else c}|{green('opción ' + c) if k == right else 'opción ' + c}|\n"
                       for k, c in enumerate("ABCD"))
        return f"### {n}. ¿Cuál es la {n}?\n|Letra|Texto|\n|:-|:-|\n{rows}\n"

    text = "".join(table(n, n % 4) for n in range(1, 6))
    doc, result = imported(tmp_path, "bank.md", text)
    assert len(doc["questions"]) == 5, result.output
    assert doc["questions"][0]["choices"] == ["opción A", "opción B", "opción C", "opción D"], result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "C", "D", "A", "B"], result.output


def test_a_tag_on_every_choice_or_here_and_there_is_no_mark() -> None:
    every = "".join(f"Q{n}?\n- <small>x</small>\n- <small>y</small>\n\n" for n in range(5))
    lines = every.split("\n")
    assert mdmarkup.learn(lines, mdinline.fenced_lines(lines)) is None
    rare = "".join(f"Q{n}?\n- x\n- {'<sup>1</sup>' if n == 0 else ''}y\n\n" for n in range(5))
    lines = rare.split("\n")
    assert mdmarkup.learn(lines, mdinline.fenced_lines(lines)) is None


def test_a_question_whose_choices_lack_the_mark_is_said(tmp_path: Path) -> None:
    def choice(n: int, k: int) -> str:
        return f"- <font color=blue>pilihan {k}</font>\n" if k == n % 3 and n != 3 else f"- pilihan {k}\n"

    text = "".join(f"**{n}.** Soal {n}?\n" + "".join(choice(n, k) for k in range(3)) + "\n" for n in range(1, 7))
    doc, result = imported(tmp_path, "bank.md", text)
    assert len(doc["questions"]) == 6, result.output
    assert [q.get("answer") for q in doc["questions"]] == ["B", "C", None, "B", "C", "A"], result.output
    assert "bank.md:11:" in result.output, result.output


def test_zero_width_characters_at_line_starts_do_not_change_the_reading(tmp_path: Path) -> None:
    text = "".join(f"## Вопрос {n}\n\u200bЧто такое {n}?\n- [ ] а) \u200bодин\n- [x] б) \u200bдва\n\n"
                   for n in range(1, 4))
    doc, result = imported(tmp_path, "bank.md", text)
    assert len(doc["questions"]) == 3, result.output
    assert doc["questions"][0]["question"] == "Что такое 1?", result.output
    assert doc["questions"][0]["choices"] == ["один", "два"], result.output
    assert [q["answer"] for q in doc["questions"]] == ["B"] * 3


def test_invisible_characters_inside_words_stay() -> None:
    assert visible("\u2060x \u200bکتاب\u200cها 👨\u200d💻 ✔\ufe0f") == "x کتاب\u200cها 👨\u200d💻 ✔\ufe0f"
    assert visible("plain") == "plain"


def test_a_converters_escapes_and_styled_answers_are_read_as_the_page_shows_them(tmp_path: Path) -> None:
    def question(n: int, right: str) -> str:
        return (f"{n}\\) ¿Qué valor tiene {n}?\n\nA\\) uno\n\nB\\) dos\n\nC\\) tres\n\n---\n"
                f"Respuesta: <sup><sup>{right}<sup><sup>\n\nNivel: 1\n\n---\n")
    text = ("# **Capítulo 2**\n\n## Primera parte\n\n---\n" + question(1, "B") + question(2, "C")
            + "## Segunda parte\n\n---\n" + question(1, "A") + question(2, "B"))
    doc, result = imported(tmp_path, "bank.md", text)
    assert len(doc["questions"]) == 4, result.output
    assert doc["questions"][0]["question"] == "¿Qué valor tiene 1?", result.output
    assert doc["questions"][0]["choices"] == ["uno", "dos", "tres"], result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "C", "A", "B"], result.output


def test_escapes_and_tags_left_where_they_are_text() -> None:
    lines = ["`1\\) code`", "x 1\\) y", "V <sub>A</sub>", "- <b> i <big>", "- C. <b>5</b>", "Answer: <b>C</b>"]
    out = mdescapes.rewritten(lines, [False] * len(lines))
    assert out is not None and out[0] == ["`1\\) code`", "x 1\\) y", "V <sub>A</sub>", "- <b> i <big>", "- C. <b>5</b>",
                                          "Answer: C"]


def test_a_heading_numbered_then_numbered_again_by_a_word_keeps_only_the_question(tmp_path: Path) -> None:
    text = "# Sprawdzian\n\n" + "".join(
        f"## {n}. **Pytanie {n}**: Co oznacza {n}?\n\n- [ ] jeden\n- [x] dwa\n- [ ] trzy\n\n> Bo dwa.\n---\n\n"
        for n in range(1, 4))
    doc, result = imported(tmp_path, "bank.md", text)
    assert len(doc["questions"]) == 3, result.output
    assert doc["questions"][0]["question"] == "Co oznacza 1?", result.output
    assert [q["answer"] for q in doc["questions"]] == ["B"] * 3


def test_a_heading_whose_second_number_differs_keeps_it() -> None:
    assert mdnumbers.undecorated("3. Schritt 4: weiter", lambda t: True) == "3. Schritt 4: weiter"
    assert mdnumbers.undecorated("12) Q12 - ¿Qué?", lambda t: True) == "12) ¿Qué?"
