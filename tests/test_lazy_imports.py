"""Start-up: `build` and `check` do not load the importers nor the live preview (issue 20:
they were a quarter of a rebuild's start-up); the names stay where they were."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import quizdeck
from tests.helpers import modules_after


def test_the_command_line_loads_neither_the_importers_nor_the_live_preview() -> None:
    loaded = modules_after("import quizdeck.cli")
    assert "quizdeck.commands" in loaded   # (the test sees what it should)
    assert not {m for m in loaded if m.startswith(("quizdeck.importers", "quizdeck.live", "http.server"))}


def test_lazily_imported_names_are_the_importers_own() -> None:
    from quizdeck.importers import convert

    assert quizdeck.import_sources is convert.import_sources
    assert quizdeck.ImportResult is convert.ImportResult
    assert set(quizdeck.__all__) <= set(dir(quizdeck)) | {"import_sources", "ImportResult"}


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no_such_name"):
        quizdeck.no_such_name  # noqa: B018 - the lookup is the test


def test_import_lists_its_formats_and_refuses_others(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from quizdeck.cli import cli
    from quizdeck.importers.formats import CHOICES

    source = tmp_path / "q.txt"
    source.write_text("1. What?\na) yes\nb) no\nAnswer: a\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["import", "--format", "bogus", str(source)])
    assert result.exit_code == 2
    assert all(repr(name) in result.output for name in CHOICES)
    assert " ".join(CHOICES) in " ".join(CliRunner().invoke(cli, ["import", "--help"]).output.replace("|", " ").split())


def test_genanki_is_imported_without_asyncio_and_the_backport_stays_whole() -> None:
    """genanki's ``cached_property`` backport imports asyncio (a twentieth of a rebuild); genanki
    gets the standard library's instead, and only genanki: the backport is intact for others."""
    loaded = modules_after("import quizdeck.cli")
    assert "genanki" in loaded and "quizdeck.commands" in loaded
    assert "asyncio" not in loaded
    assert "cached_property" not in loaded
    out = subprocess.run([sys.executable, "-c", """
import functools, quizdeck, genanki, genanki.model, genanki.note
from quizdeck.anki.package import make_model
model = make_model()
assert model._req == model._req and '_req' in model.__dict__
assert type(genanki.Model.__dict__['_req']) is functools.cached_property
import cached_property
assert hasattr(cached_property, 'threaded_cached_property') and cached_property.cached_property is not \
    functools.cached_property
print('ok')
"""], check=True, capture_output=True, text=True).stdout
    assert out.strip() == "ok"
