"""Markdown shapes of session 13, each small and written for the test: a heading every question carries with a
running identifier (``## Pytanie PL010-0001``) is a label, not text."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import mdnumbers
from tests.test_import_markdown_shapes import imported


def _id_headed(word: str, ids: list[str]) -> str:
    return "".join(f"## {word} {ident}\n`Welche Aussage {n} stimmt?`\n* **richtig {n}**\n* falsch {n}a\n"
                   f"* falsch {n}b\n\n" for n, ident in enumerate(ids, start=1))


def test_a_heading_with_a_running_identifier_is_a_label(tmp_path: Path) -> None:
    ids = ["AB010-0001", "AB010-0002", "AB010-0004", "AB020-0001", "AB020-0002"]
    doc, result = imported(tmp_path, "bank.md", _id_headed("Frage", ids))
    assert result.exit_code == 0, result.output
    texts = [q["question"] for q in doc["questions"]]
    assert texts == [f"`Welche Aussage {n} stimmt?`" for n in range(1, 6)]
    assert [q["choices"][0] for q in doc["questions"]] == [f"richtig {n}" for n in range(1, 6)]
    assert [q["answer"] for q in doc["questions"]] == ["A"] * 5


def test_identifiers_that_do_not_run_are_no_number() -> None:
    # the same word over identifiers with no running count: nothing learnt (the headings stay text)
    lines = [f"## Frage X{n}" for n in (7, 3, 12, 40, 9)]
    assert mdnumbers.learn(lines, [False] * len(lines), lambda _: False) is None
    # an identifier must start with a letter: "Unit 1-2" is read by its first number, as before
    lines = [f"## Unit {a}-{b}" for a, b in ((1, 1), (1, 2), (2, 1), (2, 2))]
    word = mdnumbers.learn(lines, [False] * len(lines), lambda _: False)
    assert word is None or sorted(word.numbered.values()) == [1, 1, 2, 2]
    lines = [f"## Pytanie [PL{n:04d}]" for n in (1, 2, 3)]
    word = mdnumbers.learn(lines, [False] * len(lines), lambda _: False)
    assert word is not None and word.numbered == {0: 1, 1: 2, 2: 3}
    assert (m := word.match(lines[1])) is not None and m.group(1) == "0002"


def _bold_choices(n: int, right: str, mark: str, label: str) -> str:
    choices = "".join(f"[ ] **Wahl {n}{k}**{mark if k == right else ''}\n\n" for k in "abcd")
    return f"**{n}.**[Einfach]\n\nWas gilt {n}?\n\n{choices}**{label}**Wahl {n}{right}\n\n**Warum**weil {n}.\n\n"


def test_bold_on_every_choice_is_style_and_a_glued_word_a_mark(tmp_path: Path) -> None:
    text = "".join(_bold_choices(n, right, "", "正确答案") for n, right in enumerate("bcab", start=1))
    doc, result = imported(tmp_path, "bank.md", text)
    assert result.exit_code == 0, result.output
    assert doc["questions"][0]["choices"] == ["Wahl 1a", "Wahl 1b", "Wahl 1c", "Wahl 1d"]
    assert [q["answer"] for q in doc["questions"]] == ["B", "C", "A", "B"]
    # words after the bold, not glued: no mark of the file; the choice stays as written and the answer is not
    # guessed: said at its line
    text = "".join(_bold_choices(n, right, " nicht gewählt", "正确答案") for n, right in enumerate("bcab", start=1))
    doc, result = imported(tmp_path, "spaced.md", text)
    assert "spaced.md:13:9: warning: cannot tell which choice the answer 'Wahl 1b' names" in result.output
    text = "".join(_bold_choices(n, right, "未选", "Answer") for n, right in enumerate("bcab", start=1))
    doc, result = imported(tmp_path, "glued.md", text)
    assert [q["choices"][1] for q in doc["questions"]] == ["Wahl 1b", "Wahl 2b", "Wahl 3b", "Wahl 4b"]
    assert [q["answer"] for q in doc["questions"]] == ["B", "C", "A", "B"]
    assert "the mark '未选' after the bold text of 4 choices (not read as an answer)" in result.output


def test_one_bold_choice_is_still_the_answer_mark(tmp_path: Path) -> None:
    text = "".join(f"## Frage {n}\nWas gilt {n}?\n* **richtig {n}**\n* falsch {n}a\n* falsch {n}b\n\n"
                   for n in range(1, 5))
    doc, _ = imported(tmp_path, "marked.md", text)
    assert [q["answer"] for q in doc["questions"]] == ["A"] * 4
    assert doc["questions"][0]["choices"] == ["richtig 1", "falsch 1a", "falsch 1b"]


def test_a_bold_answer_word_with_its_labels_after_a_space(tmp_path: Path) -> None:
    text = "".join(f"{n}. Was gilt {n}?\n   - A. x{n}\n   - B. y{n}\n   - C. z{n}\n\n**Answer** {a}\n\n"
                   for n, a in enumerate(("B", "A, C", "C"), start=1))
    doc, _ = imported(tmp_path, "spaced.md", text)
    assert [q["answer"] for q in doc["questions"]] == ["B", ["A", "C"], "C"]
    # words after a bold answer word and a space are no answer
    text = ("**Answers** for all questions are at the end.\n\n"
            + "".join(f"{n}. Was gilt {n}?\n   - A. x{n}\n   - B. y{n}\n\n" for n in (1, 2)))
    doc, result = imported(tmp_path, "words.md", text)
    assert "cannot tell which choice" not in result.output


def _block(name: str, n_open: int) -> str:
    opened = "".join(f"{k}. Frage offen {name}{k}?\n" for k in range(1, n_open + 1))
    tests = "".join(f"{k}. Test. Was gilt {name}{k}?\n   - A. a{name}{k}\n   - B. b{name}{k}\n   - C. c{name}{k}\n"
                    for k in range(n_open + 1, n_open + 3))
    return f"## {name} - Thema\n\n{opened}{tests}\n"


def test_a_key_whose_numbers_start_again_under_its_sub_headings(tmp_path: Path) -> None:
    key = "## Lösungen\n\n" + "".join(
        f"### {name}\n\n1. Offen.\n2. `{a}` -> weil.\n3. `{b}` -> weil.\n\n"
        for name, a, b in (("T1", "C", "A"), ("T2", "B", "B"), ("T3", "A", "C")))
    text = "# Test\n\n" + "".join(_block(name, 1) for name in ("T1", "T2", "T3")) + key
    doc, result = imported(tmp_path, "bank.md", text)
    assert len(doc["questions"]) == 6, result.output
    assert [q.get("answer") for q in doc["questions"]] == ["C", "A", "B", "B", "A", "C"]
    # a key that numbers a question more often than the file does: its first entry only, and said
    key = "## Lösungen\n\n" + "".join(f"### {name}\n\n2. `{a}`\n3. `{a}`\n\n" for name, a in (("T1", "C"), ("T2", "B")))
    text = "# Test\n\n" + _block("T1", 1) + key
    doc, result = imported(tmp_path, "more.md", text)
    assert [q.get("answer") for q in doc["questions"]] == ["C", "C"]
    assert "more.md:24:1: warning: the answer key says B for question" in result.output, result.output


def test_an_answer_number_closed_by_a_semicolon(tmp_path: Path) -> None:
    text = "".join(f"Expected output:\n```js\nlog({n})\n```\n\n1. `{n}a`\n2. `{n}b`\n3. `{n}c`\n\n"
                   f"Correct answer: {a}{end}\n\n***\n\n" for n, a, end in ((1, 2, "."), (2, 3, ";"), (3, 1, ".")))
    doc, result = imported(tmp_path, "semi.md", text)
    assert result.exit_code == 0, result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "C", "A"]


def test_an_answer_block_opened_by_a_heading_with_the_label(tmp_path: Path) -> None:
    # the questions in one HTML list, each answer a heading inside <details>: part of its question, read
    text = "<ol>\n" + "".join(
        f"<li>\n\n**Was gibt {n} aus?**\n\n```js\nlog({n})\n```\n\n- A: `{n}a`\n- B: `{n}b`\n- C: `{n}c`\n\n<br/>\n"
        f"<details>\n<summary><b>Answer</b></summary>\n<p>\n\n#### Option: {a}\n\n</p>\n</details>\n</li>\n\n"
        for n, a in enumerate("CAB", start=1)) + "</ol>\n"
    doc, result = imported(tmp_path, "html.md", text)
    assert result.exit_code == 0, result.output
    assert [q["answer"] for q in doc["questions"]] == ["C", "A", "B"]
    assert all("explanation" not in q for q in doc["questions"])   # "</li>" is the page's structure, no text
