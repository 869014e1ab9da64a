"""Editors know the quiz format: the real yaml-language-server (VS Code's YAML extension,
Neovim, Helix, Zed...) reads the schema named on the quiz's first line, reports a
misspelt key at its line, nothing in a good quiz, and completes a question's keys."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import run
from tests.lsp import Client, server_command

pytestmark = pytest.mark.slow  # a real yaml-language-server (Node) over stdio, installed with npm

SETTINGS = {"yaml": {"validate": True, "completion": True, "hover": True, "schemaStore": {"enable": False}},
            "http": {}, "[yaml]": {}, "editor": {}, "files": {}}


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("quizzes")
    assert run("new", folder / "good.yaml", "--deck", "Editor test").exit_code == 0   # writes quiz.schema.json too
    return folder


@pytest.fixture(scope="module")
def client(workspace: Path) -> Iterator[Client]:
    c = Client(server_command(), workspace, SETTINGS)
    yield c
    c.close()


def test_a_good_quiz_has_no_diagnostics(client: Client, workspace: Path):
    quiz = workspace / "good.yaml"
    client.open(quiz)
    assert client.diagnostics(quiz) == []


def _diagnostics_of_edit(client: Client, workspace: Path, name: str, old: str, new: str
                         ) -> tuple[list[dict[str, Any]], int]:
    """The diagnostics of a copy of the good quiz with ``old`` replaced by ``new`` once,
    and the (0-based) line of ``new``."""
    quiz = workspace / name
    text = (workspace / "good.yaml").read_text(encoding="utf-8").replace(old, new, 1)
    quiz.write_text(text, encoding="utf-8")
    line = next(i for i, row in enumerate(text.splitlines()) if new in row)
    client.open(quiz)
    return client.diagnostics(quiz), line


def test_a_misspelt_key_is_reported_at_its_line(client: Client, workspace: Path):
    found, line = _diagnostics_of_edit(client, workspace, "typo.yaml", "explanation: |", "explaination: |")
    assert [d["range"]["start"]["line"] for d in found] == [line], found
    assert "explaination" in found[0]["message"] and "not allowed" in found[0]["message"]


def test_an_answer_beyond_the_choices_is_reported(client: Client, workspace: Path):
    found, line = _diagnostics_of_edit(client, workspace, "answer.yaml", "answer: A", "answer: E")
    assert [d["range"]["start"]["line"] for d in found] == [line], found   # one message, at the answer
    assert '"A", "B", "C", "D"' in found[0]["message"]


def _completed(client: Client, quiz: Path, line: int, character: int) -> set[str]:
    """The labels the server completes at that place."""
    result = client.request("textDocument/completion", {
        "textDocument": {"uri": quiz.as_uri()}, "position": {"line": line, "character": character}})
    items = result["items"] if isinstance(result, dict) else result
    return {item["label"] for item in items}


def test_keys_of_a_question_are_completed(client: Client, workspace: Path):
    quiz = workspace / "complete.yaml"
    lines = ["# yaml-language-server: $schema=quiz.schema.json", "deck: Completion", "questions:",
             "  - id: q1", "    question: What is completed here?", "    "]
    quiz.write_text("\n".join(lines) + "\n", encoding="utf-8")
    client.open(quiz)
    client.diagnostics(quiz)   # the schema is loaded
    labels = _completed(client, quiz, len(lines) - 1, 4)
    assert {"choices", "answer", "explanation", "source", "tags", "shuffle", "recall"} <= labels, labels
    hover = client.request("textDocument/hover", {
        "textDocument": {"uri": quiz.as_uri()}, "position": {"line": 4, "character": 6}})
    assert "Markdown" in str(hover)


def test_answer_letters_are_those_of_the_choices(client: Client, workspace: Path):
    quiz = workspace / "letters.yaml"
    lines = ["# yaml-language-server: $schema=quiz.schema.json", "deck: Letters", "questions:",
             "  - id: q1", "    question: Which?", "    choices: [one, two, three]", "    answer: "]
    quiz.write_text("\n".join(lines) + "\n", encoding="utf-8")
    client.open(quiz)
    client.diagnostics(quiz)
    assert _completed(client, quiz, 6, 12) == {"A", "B", "C"}
