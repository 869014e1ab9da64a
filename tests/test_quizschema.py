"""The JSON Schema of the quiz format agrees with the validator: every good quiz of the
tests validates under it (the real ``jsonschema`` package), every structural mistake of
the corpus fails under it; the shipped copy is the one the code makes; ``schema`` prints it."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from quizdeck.source.json_schema import quiz_schema, schema_text, shipped_schema_text
from tests import yaml12
from tests.helpers import MINIMAL, run, write

ROOT = Path(__file__).resolve().parent.parent
GOOD = sorted((ROOT / "cards").glob("*.yaml")) + sorted((ROOT / "tests" / "corpus" / "good").glob("*.yaml"))
BAD = sorted((ROOT / "tests" / "corpus" / "bad").glob("*.yaml"))

#: Corpus files whose mistake no JSON Schema sees, and why.
NOT_STRUCTURAL = {
    **dict.fromkeys(["bad-indentation", "tab-indent", "unclosed-quote", "undefined-alias", "two-documents",
                     "not-utf8", "nul-byte", "control-character", "line-separator", "duplicate-anchor",
                     "recursive-alias", "billion-laughs", "billion-laughs-tags", "key-not-text",
                     "duplicate-key", "duplicate-top-key", "duplicate-choice-key",
                     "bad-tag", "binary-tag", "custom-tag", "python-name-tag", "python-object-tag", "set-tag"],
                    "YAML itself (syntax, encoding, aliases, repeated keys, tags): the YAML layer reports it"),
    "duplicate-ids": "ids unique in a file: across questions",
    "duplicate-choices": "choices that repeat each other (spaces ignored outside code)",
    **dict.fromkeys(["image-missing", "image-remote", "image-outside", "image-in-description"],
                    "images: files on disk, found when the text is rendered"),
    "same-guid": "two questions that would be one note",
    **dict.fromkeys(["quotes-nested-too-deep", "quote-only-nested-too-deep", "lists-nested-too-deep"],
                    "Markdown nested too deeply: found when the text is rendered"),
}


@pytest.fixture(scope="module")
def validator() -> jsonschema.Draft202012Validator:
    schema = quiz_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def test_the_shipped_schema_is_the_one_the_code_makes():
    assert shipped_schema_text() == schema_text(), "run: python make_deck.py schema -o quizdeck/data/quiz.schema.json"


def test_schema_command_prints_and_writes_it(tmp_path: Path):
    result = run("schema")
    assert result.exit_code == 0
    assert json.loads(result.stdout) == quiz_schema()
    assert run("schema", "-o", tmp_path / "s.json").exit_code == 0
    assert (tmp_path / "s.json").read_text(encoding="utf-8") == schema_text()


def test_every_key_is_described():
    def walk(node):
        if isinstance(node, dict):
            for key, value in node.get("properties", {}).items():
                assert value.get("description") and "```yaml" in value.get("markdownDescription", ""), key
            for key, value in node.items():
                if key not in ("if", "then"):
                    walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    walk(quiz_schema())


def good_quizzes(tmp_path: Path) -> list[Path]:
    from bench import gen  # the benchmark's generator: every kind of question authors write

    (tmp_path / "gen.yaml").write_text(gen.dump(300, seed=1)[0], encoding="utf-8")
    write(tmp_path / "minimal.yaml", MINIMAL)
    return [*GOOD, tmp_path / "gen.yaml", tmp_path / "minimal.yaml"]


@pytest.mark.slow  # 300 generated questions through both validators
def test_good_quizzes_pass_both(tmp_path: Path, validator):
    paths = good_quizzes(tmp_path)
    assert len(paths) >= 6
    for path in paths:
        errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}"
                  for e in validator.iter_errors(yaml12.load(path.read_text(encoding="utf-8")))]
        assert errors == [], path
        result = run("check", path)
        assert result.exit_code == 0, (path, result.output)


def test_every_corpus_file_is_classified():
    names = {p.stem for p in BAD}
    assert set(NOT_STRUCTURAL) <= names


@pytest.mark.parametrize("case", [p for p in BAD if p.stem not in NOT_STRUCTURAL], ids=lambda p: p.stem)
def test_structural_mistakes_fail_under_the_schema(case: Path, validator):
    instance = yaml12.load(case.read_text(encoding="utf-8"))
    assert list(validator.iter_errors(instance)), f"{case.name} passes the schema"
