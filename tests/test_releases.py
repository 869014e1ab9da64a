"""Every Anki release the project supports imports what it builds, renders every card, and
updates the notes in place when an edited build is imported again (docs/compatibility.md).

Each release runs in its own virtual environment (tests/releases/venvs.py, created on first
use under ~/.cache/make_deck/anki-<version>), with that release's own import API
(tests/releases/probe.py). The first run downloads the wheels (about 40 MB per release)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from quizdeck.commands import Options, build
from quizdeck.core.diagnostics import Diagnostics
from tests.releases.venvs import RELEASES, ReleaseUnavailable, release_python

pytestmark = pytest.mark.releases

ROOT = Path(__file__).resolve().parents[1]
SEED = ROOT / "cards" / "zero-sharded-optimizers.yaml"
PROBE = Path(__file__).resolve().parent / "releases" / "probe.py"
EDITED_ID = "redundancy"
EDIT = ("What redundancy does ZeRO eliminate compared to plain data parallelism?",
        "Which redundancy of plain data parallelism does ZeRO remove (edited)?")


def _build(src: Path, out: Path) -> Path:
    diags = Diagnostics()
    build(Options(sources=[src], output=out), diags)
    apkgs = sorted(out.glob("*.apkg"))
    assert apkgs, f"the build wrote nothing: {diags!r}"
    return apkgs[0]


@pytest.fixture(scope="module")
def packages(tmp_path_factory) -> tuple[Path, Path]:
    """The seed quiz built, then built again after an edit of one question (same folder, so
    the edited note gets a newer modification time, as for a user who rebuilds)."""
    work = tmp_path_factory.mktemp("releases")
    src = work / "src" / SEED.name
    src.parent.mkdir()
    shutil.copy(SEED, src)
    out = work / "out"
    first = _build(src, out)
    kept = work / "first.apkg"
    shutil.copy(first, kept)
    text = src.read_text(encoding="utf-8")
    assert EDIT[0] in text
    src.write_text(text.replace(EDIT[0], EDIT[1]), encoding="utf-8")
    second = _build(src, out)
    return kept, second


@pytest.mark.parametrize("version", RELEASES)
def test_release_imports_renders_and_updates(version: str, packages: tuple[Path, Path], tmp_path: Path) -> None:
    try:
        python = release_python(version)
    except ReleaseUnavailable as exc:
        if os.environ.get("CI"):
            pytest.fail(f"Anki {version}: {exc}", pytrace=False)
        pytest.skip(f"Anki {version} unavailable: {exc}")
    report_path = tmp_path / "report.json"
    proc = subprocess.run([str(python), str(PROBE), str(packages[0]), str(packages[1]), str(report_path)],
                          check=False, capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert report_path.is_file(), f"the probe wrote no report:\n{proc.stdout}\n{proc.stderr}"
    report = json.loads(report_path.read_text(encoding="utf-8"))
    assert "error" not in report, report["error"]
    # Anki writes its month with a zero (24.06.3) where the wheel's version has none (24.6.3)
    assert [int(x) for x in report["anki"].split(".")] == [int(x) for x in version.split(".")], report["anki"]
    print(f"Anki {report['anki']}: {report['api']}")

    first, second = report["first"], report["second"]
    # the seed deck: 8 questions, one card each (no recall cards)
    assert first["note_count"] == 8 and first["card_count"] == 8, first
    assert len(first["notetypes"]) == 1, first["notetypes"]
    for key, note in first["notes"].items():
        (card,) = note["cards"]
        assert 'class="mc-card mc-front"' in card["question"] and card["question"].count("mc-choice ") >= 2, key
        assert "mc-correct" in card["question"]  # the no-script answer is in the field
        assert 'class="mc-card mc-back"' in card["answer"] and 'class="mc-result"' in card["answer"], key
        assert "Answer: " in card["answer"] and "mc-explanation" in card["answer"], key

    # the edited build: the same notes, updated in place, no second note type
    assert second["note_count"] == 8 and second["card_count"] == 8, second
    assert second["notetypes"] == first["notetypes"]
    assert {k: n["id"] for k, n in second["notes"].items()} == {k: n["id"] for k, n in first["notes"].items()}
    edited = f"zero-sharded-optimizers/{EDITED_ID}"
    assert EDIT[1] in second["notes"][edited]["question"]
    assert EDIT[1] in second["notes"][edited]["cards"][0]["question"]
    assert EDIT[1] in second["notes"][edited]["cards"][0]["answer"]
    others = [k for k in first["notes"] if k != edited]
    assert all(second["notes"][k]["question"] == first["notes"][k]["question"] for k in others)
