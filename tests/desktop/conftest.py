"""The real Anki desktop app (aqt) under Xvfb: one run per test session (see app.py)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from .app import AnkiUnavailable, run_anki

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SEED = ROOT / "cards" / "zero-sharded-optimizers.yaml"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.desktop)


def build_packages(work: Path) -> list[Path]:
    """The seed deck and the every-kind deck (with its image), built by the project."""
    from quizdeck.commands import Options, build
    from quizdeck.core.diagnostics import Diagnostics
    from tests.browser.cards import png

    src = work / "src"
    (src / "img").mkdir(parents=True)
    shutil.copy(HERE / "quiz" / "every-kind.yaml", src)
    (src / "img" / "square.png").write_bytes(png(48, 48, (36, 87, 197)))
    diags = Diagnostics()
    build(Options(sources=[SEED, src / "every-kind.yaml"], output=work / "out"), diags)
    packages = sorted((work / "out").glob("*.apkg"))
    assert len(packages) == 2, f"the build failed: {diags!r}"
    return packages


def unavailable(message: str) -> None:
    # In CI the app must run: a skip there would prove nothing
    if os.environ.get("CI"):
        pytest.fail(f"Anki desktop cannot run: {message}", pytrace=False)
    pytest.skip(f"Anki desktop cannot run: {message}")


@pytest.fixture(scope="session")
def review_report(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """One real-app run of study_review.py over the seed deck and the every-kind deck."""
    work = tmp_path_factory.mktemp("anki-desktop")
    try:
        report = run_anki(build_packages(work), HERE / "study_review.py", work, timeout=900)
    except AnkiUnavailable as exc:
        unavailable(str(exc))
    report["workdir"] = str(work)
    (work / "report.json").write_text(json.dumps(report, indent=1), encoding="utf-8")
    return report
