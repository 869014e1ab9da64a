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
