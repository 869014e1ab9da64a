"""Markdown shapes of session 15, each small and written for the test: a right choice highlighted by an inline
HTML element around it, the answer as an image's title, a question written twice (a translation of its choices)."""

from __future__ import annotations

from pathlib import Path

from tests.test_import_markdown_shapes import imported


def _highlighted(n: int, right: int, mark: str) -> str:
    lines = []
    for k in range(4):
        text = f"{'ABCD'[k]}) choice {n}{k}"
        lines.append(f'- <span style="color:green; font-weight:bold;">{text}{mark}</span>  ' if k == right
                     else f"- {text}  ")
    return f"### {n}. Which one is {n}?\n" + "\n".join(lines) + "\n\n---\n\n"


def test_a_choice_wrapped_whole_in_a_green_span_is_the_right_one(tmp_path: Path) -> None:
    # with the file's own check mark, and without one (the green says it)
    for mark in (" ✅", ""):
        text = "# Quiz\n\n---\n\n" + "".join(_highlighted(n, r, mark) for n, r in ((1, 3), (2, 2), (3, 1), (4, 0)))
        doc, result = imported(tmp_path, "bank.md", text)
        assert result.exit_code == 0, result.output
        assert len(doc["questions"]) == 4, result.output
        assert doc["questions"][0]["choices"] == [f"choice 1{k}" for k in range(4)]
        assert [q["answer"] for q in doc["questions"]] == list("DCBA"), result.output


def test_a_check_mark_inside_the_quotes_of_a_highlighted_choice_is_its_mark(tmp_path: Path) -> None:
    blocks = [_highlighted(n, 1, " ✅") for n in (1, 2)]
    blocks.append('### 3. Which one is 3?\n- A) "x3"\n- <span style="color:green">B) "y3 ✅"</span>\n- C) "z3"\n\n')
    doc, result = imported(tmp_path, "bank.md", "# Quiz\n\n" + "".join(blocks))
    assert doc["questions"][2]["choices"] == ['"x3"', '"y3"', '"z3"'], result.output
    assert doc["questions"][2]["answer"] == "B"


def test_an_uncoloured_span_is_no_mark(tmp_path: Path) -> None:
    text = "".join(f"## {n}. Which one is {n}?\n\n- A) a{n}\n- <span class=\"big\">B) b{n}</span>\n- C) c{n}\n\n"
                   f"Answer: C\n\n" for n in range(1, 4))
    doc, result = imported(tmp_path, "bank.md", text)
    assert doc["questions"][0]["choices"] == ["a1", "b1", "c1"], result.output
    assert [q["answer"] for q in doc["questions"]] == ["C", "C", "C"]


def test_an_image_titled_with_a_label_after_the_choices_is_the_answer(tmp_path: Path) -> None:
    text = "".join(f"## {n}.- ¿Cuál es {n}?\na) `uno`\nb) `dos`\nc) `tres`\n\n"
                   f'<img src="https://example.org/{n}.png" width="200" title="{r}">\n\n'
                   for n, r in ((1, "B"), (2, "C"), (3, "A")))
    doc, result = imported(tmp_path, "bank.md", text)
    assert result.exit_code == 0, result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "C", "A"], result.output
    assert doc["questions"][0]["choices"] == ["`uno`", "`dos`", "`tres`"]


def _twice(n: int, right: int) -> str:
    korean = "\n".join(f"- ({k}) 선택 {n}{k}" for k in range(1, 5))
    english = "\n".join(f"- ({k}) choice {n}{k}" for k in range(1, 5))
    return (f"## 문제 {n}\n\n![image](https://example.org/p{n}.jpg)\n\nQ: 질문 {n}은 무엇인가요?\n\n{korean}\n\n"
            f"Listening: What is question {n}?\n\n{english}\n\n정답: ({right}) 설명 {n}\n\n---\n\n")


def test_choices_said_again_in_another_language_are_no_choices(tmp_path: Path) -> None:
    text = "".join(_twice(n, r) for n, r in ((1, 3), (2, 4), (3, 1)))
    doc, result = imported(tmp_path, "bank.md", text)
    assert result.exit_code == 0, result.output
    first = doc["questions"][0]
    assert first["choices"] == [f"선택 1{k}" for k in range(1, 5)], result.output
    assert [q["answer"] for q in doc["questions"]] == ["C", "D", "A"]
    # the question's words start at its label; its picture follows them
    assert first["question"] == "질문 1은 무엇인가요?\n\n![image](https://example.org/p1.jpg)"
    assert "choice 11" in first["explanation"]


def _boxed(n: int, right: str) -> str:
    return (f"### Aufgabe {n}\n```\nWelche Zahl fehlt?\n{n}, {2 * n}, ?, {4 * n}\n\na) {3 * n}\nb) {5 * n}\n"
            f"c) {6 * n}\n```\n\n")


def test_questions_boxed_in_fences_with_a_key_at_the_end(tmp_path: Path) -> None:
    text = "# Test\n\n" + "".join(_boxed(n, r) for n, r in ((1, "a"), (2, "a"), (3, "a")))
    text += "# Lösungen\n\n1. **a) 3** - Reihe\n2. **a) 6** - Reihe\n3. **a) 9** - Reihe\n"
    doc, result = imported(tmp_path, "bank.md", text)
    questions = doc["questions"]
    assert len(questions) == 3, result.output
    assert questions[1]["choices"] == ["6", "10", "12"]
    assert questions[1]["question"].startswith("```\nWelche Zahl fehlt?\n2, 4, ?, 8\n```")
    assert [q.get("answer") for q in questions] == ["A", "A", "A"], result.output


def test_pictures_of_the_choices_under_their_boxes_stay_choices(tmp_path: Path) -> None:
    # the answers as titled images after the choices; a question's pictures of its choices, under their boxes
    items = "".join(f"- [{'x' if k == 'C' else ' '}] {k}\n      ![{k}](https://example.org/{k}.jpg)\n" for k in "ABCD")
    text = "".join(f"## {n}. Which is {n}?\na) x\nb) y\n\n<img src=\"https://example.org/{n}.png\" title=\"B\">\n\n"
                   for n in range(1, 3))
    text += f"## 3. Which picture is it?\n\n{items}\n"
    doc, result = imported(tmp_path, "bank.md", text)
    assert [len(q["choices"]) for q in doc["questions"]] == [2, 2, 4], result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "B", "C"]


def test_a_fenced_block_of_code_listing_choices_stays_code(tmp_path: Path) -> None:
    # three questions boxed in fences make the file's style; a block with a language is code all the same
    text = "# Test\n\n" + "".join(_boxed(n, "a") for n in (1, 2, 3))
    text += "### Aufgabe 4\n```text\nWas steht hier?\n\na) 1\nb) 2\n```\n\n- [ ] ja\n- [x] nein\n"
    doc, result = imported(tmp_path, "bank.md", text)
    questions = doc["questions"]
    assert [q["choices"] for q in questions] == [["3", "5", "6"], ["6", "10", "12"], ["9", "15", "18"],
                                                 ["ja", "nein"]], result.output
    assert "a) 1" in questions[3]["question"]


def _docusaurus(n: int, emoji: str, title: str) -> str:
    long = "Schritt eins → Schritt zwei → Schritt drei → Schritt vier → Schritt fünf → Schritt sechs → Ende " + str(n)
    return (f"## {emoji} Frage {n}: {title}\n\n**Welche Methode ist {n}?**\n\nA) falsch {n}  \nB) {long}  \n"
            f"C) auch falsch {n}  \n\n<details>\n<summary>📖 Antwort anzeigen</summary>\n\n"
            f"**Richtige Antwort: B) {long}**\n\n**Erklärung:** weil {n}.\n\n</details>\n\n---\n\n")


def test_numbered_headings_behind_a_picture_and_answers_behind_a_button_said_after_its_word(tmp_path: Path) -> None:
    text = "---\ntitle: Quiz\n---\n\n# 🧠 Quiz: Kapitel 1\n\n## 📋 Anweisungen\n\n- Lesen\n- Wählen\n- Denken\n\n"
    text += "".join(_docusaurus(n, e, t) for n, e, t in ((1, "🎯", "Grundlagen verstehen"), (2, "🛠️", "Methodik"),
                                                       (3, "👥", "Teamarbeit und Kollaboration"),
                                                       (4, "🔄", "Praktische Anwendung"), (5, "🎓", "Transfer")))
    doc, result = imported(tmp_path, "bank.md", text)
    questions = doc["questions"]
    assert [q["question"] for q in questions] == [f"**Welche Methode ist {n}?**" for n in range(1, 6)], result.output
    assert [q["answer"] for q in questions] == ["B"] * 5
    assert questions[0]["explanation"].startswith("**Erklärung:** weil 1.")
