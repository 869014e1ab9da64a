"""`new`: a starter quiz that passes `check --strict` and builds, never over a file."""

from __future__ import annotations

import re
from pathlib import Path

import jsonschema

from quizdeck.source.json_schema import quiz_schema
from tests import yaml12
from tests.helpers import run


def test_new_quiz_passes_check_strict_and_builds(tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("new", "cards/planets.yaml")
    assert result.exit_code == 0, result.output
    quiz = tmp_path / "cards" / "planets.yaml"
    text = quiz.read_text(encoding="utf-8")
    assert text.splitlines()[0] == "# yaml-language-server: $schema=quiz.schema.json"
    assert (tmp_path / "cards" / "quiz.schema.json").is_file()
    assert "watch cards/planets.yaml" in text
    check = run("check", "--strict", "cards/planets.yaml")
    assert check.exit_code == 0, check.output
    assert "Planets: 2 questions" in check.stdout
    build = run("build", "cards/planets.yaml", "-o", "out")
    assert build.exit_code == 0, build.output
    assert (tmp_path / "out" / "planets.apkg").is_file()
    jsonschema.validate(yaml12.load(text), quiz_schema())
    # one single answer with whys, one select-all
    assert "why:" in text and re.search(r"answer: \[A, C\]", text)


def test_new_deck_ids_differ_and_names_are_kept_verbatim(tmp_path: Path):
    name = 'Astronomy::Planets "one" /*DECK*/ /*ID*/ # not a comment'
    assert run("new", tmp_path / "a.yaml", "--deck", name).exit_code == 0
    assert run("new", tmp_path / "b.yaml", "--deck", name).exit_code == 0
    ids = [re.search(r"^id: (\S+)", (tmp_path / f"{n}.yaml").read_text(), re.MULTILINE).group(1) for n in "ab"]
    assert ids[0] != ids[1]
    check = run("check", "--strict", tmp_path / "a.yaml")
    assert check.exit_code == 0, check.output
    assert f": {name}: 2 questions" in check.stdout


def test_new_never_overwrites(tmp_path: Path):
    quiz = tmp_path / "mine.yaml"
    quiz.write_text("my own work\n")
    result = run("new", quiz)
    assert result.exit_code == 1
    assert "already exists" in result.stderr
    assert quiz.read_text() == "my own work\n"


def test_new_refuses_a_bad_deck_name_and_writes_nothing(tmp_path: Path):
    result = run("new", tmp_path / "x.yaml", "--deck", "A::::B")
    assert result.exit_code == 1
    assert "x.yaml:7:7: error: deck name 'A::::B' has an empty part" in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_new_keeps_an_existing_schema_file(tmp_path: Path):
    (tmp_path / "quiz.schema.json").write_text("{}")
    assert run("new", tmp_path / "q.yml").exit_code == 0
    assert (tmp_path / "quiz.schema.json").read_text() == "{}"
