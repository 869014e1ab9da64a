"""README's "Using make_deck from Python" runs as written: its one example, taken from
README.md, run in an empty folder, prints what the README says it prints, and the package it
writes imports into a real Anki collection; with the wrong answer the README mentions, it
prints the error at its line and writes nothing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.ankiutil import import_package, new_collection

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _section() -> str:
    found = re.search(r"^## Using make_deck from Python\n(.*?)(?=^## )", README, re.M | re.S)
    assert found, "README.md has no section 'Using make_deck from Python'"
    return found.group(1)


def _example() -> str:
    blocks = re.findall(r"^```python\n(.*?)^```$", _section(), re.M | re.S)
    assert len(blocks) == 1, "the section holds one Python example"
    return str(blocks[0])


def _said(what: str) -> str:
    """What the README says the example prints (in backquotes after ``what``)."""
    found = re.search(rf"{what} `([^`]+)`", _section())
    assert found, f"the section no longer says '{what} `...`'"
    return found.group(1)


def _run(code: str, folder: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> str:
    monkeypatch.chdir(folder)
    # the README's own example, run as a reader would run it: a script of its own
    exec(compile(code, "README.md (Using make_deck from Python)", "exec"), {"__name__": "__main__"})
    return capsys.readouterr().out


def test_the_example_builds_its_quiz_into_the_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]):
    out = _run(_example(), tmp_path, monkeypatch, capsys)
    assert out == _said("It prints") + "\n"
    assert out == "output/planets.apkg ['Astronomy::Planets'] 1\n"
    col = new_collection(tmp_path / "anki")
    import_package(col, tmp_path / "output" / "planets.apkg")
    notes = [col.get_note(nid) for nid in col.find_notes("")]
    assert [(n["Question"], n["Answer"]) for n in notes] == [("<p>Which planet is the largest?</p>", "B")]
    assert [d.name for d in col.decks.all_names_and_ids() if d.name != "Default"] == ["Astronomy", "Astronomy::Planets"]


def test_with_a_wrong_answer_it_prints_the_error_at_its_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]):
    wrong = re.search(r"With `(answer: \w)`", _section())
    assert wrong, "the section no longer names the wrong answer it shows"
    code = _example()
    assert code.count("answer: B") == 1
    out = _run(code.replace("answer: B", wrong.group(1)), tmp_path, monkeypatch, capsys)
    said = _said("it prints").removesuffix("...")
    assert out.startswith(said), out
    assert out.startswith("cards/planets.yaml:7:13: error: question 'largest': `answer` D names no choice")
    assert not (tmp_path / "output").exists()
