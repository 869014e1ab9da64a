"""The library's public face (issue 19, item 4): ``quizdeck`` names its entry points in
``__all__``, each documented; they return results and print nothing; their errors share
one base."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

import quizdeck
from quizdeck import (
    BuildResult,
    CheckResult,
    DiagnosticError,
    FileError,
    MakeDeckError,
    Options,
    PreviewResult,
    add_ids,
    build,
    check,
    new_quiz,
    preview,
)
from quizdeck.core.atomicfile import write_bytes_atomic
from tests.helpers import MINIMAL, write

ENTRY_POINTS = ("check", "build", "preview", "add_ids", "new_quiz", "import_sources")


def test_every_public_name_is_there_and_documented():
    assert set(ENTRY_POINTS) <= set(quizdeck.__all__)
    for name in quizdeck.__all__:
        value = getattr(quizdeck, name)
        if name != "__version__":
            assert inspect.getdoc(value), f"quizdeck.{name} has no docstring"
    for name in ENTRY_POINTS:
        assert f":func:`{name}`" in (quizdeck.__doc__ or ""), f"the package's docstring does not name {name}"
    assert isinstance(quizdeck.__version__, str)


def test_every_error_of_ours_has_one_base():
    for name in ("DiagnosticError", "UserError", "FileError", "Interrupted"):
        assert issubclass(getattr(quizdeck, name), MakeDeckError)
    assert not issubclass(MakeDeckError, OSError)


def test_the_entry_points_return_results_and_print_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    src = write(tmp_path / "cards" / "q.yaml", MINIMAL)
    checked = check(Options(sources=[src]))
    assert isinstance(checked, CheckResult) and [c.deck.name for c in checked.decks] == ["Test Deck"]
    built = build(Options(sources=[src], output=tmp_path / "out"))
    assert isinstance(built, BuildResult) and [b.path.name for b in built.packages] == ["q.apkg"]
    assert (tmp_path / "out" / "q.apkg").is_file()
    pages = preview(Options(sources=[src], output=tmp_path / "pages"))
    assert isinstance(pages, PreviewResult) and pages.pages[0].path.is_file()
    assert add_ids(Options(sources=[src])).counts == {src: 0}
    started = new_quiz(tmp_path / "new.yaml")
    assert started.quiz.is_file()
    assert capsys.readouterr() == ("", "")


def test_problems_come_back_with_the_error(tmp_path: Path):
    src = write(tmp_path / "bad.yaml", MINIMAL.replace("answer: B", "answer: Z"))
    with pytest.raises(DiagnosticError) as failed:
        build(Options(sources=[src], output=tmp_path / "out"))
    assert failed.value.diagnostics and all(d.pos.path.endswith("bad.yaml") for d in failed.value.diagnostics)
    assert not (tmp_path / "out").exists()


def test_a_file_that_cannot_be_written_is_our_error_naming_it(tmp_path: Path):
    src = write(tmp_path / "q.yaml", MINIMAL)
    (tmp_path / "file").write_text("not a folder")
    with pytest.raises(FileError) as into_a_file:
        build(Options(sources=[src], output=tmp_path / "file" / "out"))
    assert into_a_file.value.path == str(tmp_path / "file" / "out")
    with pytest.raises(FileError) as over_a_quiz:
        new_quiz(src)
    assert "never overwrites" in str(over_a_quiz.value)
    with pytest.raises(FileError) as over_a_folder:
        write_bytes_atomic(tmp_path, b"")
    assert over_a_folder.value.path == str(tmp_path)
    for error in (into_a_file.value, over_a_quiz.value, over_a_folder.value):
        assert not isinstance(error, OSError)


def test_no_module_has_the_name_of_a_public_function():
    """``quizdeck.build`` is the function: a module of that name would be hidden behind it
    (``import quizdeck.build as m`` would give the function)."""
    import importlib.util

    import quizdeck
    clashes = [name for name in quizdeck.__all__ if importlib.util.find_spec(f"quizdeck.{name}") is not None]
    assert clashes == []
