"""Many quiz files in one build (issue 13, defects 6 and 7): what one file leaves behind is
freed when the next begins, and small files do not go through the render workers.

The memory itself (peak for 1, 100 and 800 files) and the speed are measured by
``bench/files.py``; these tests check the mechanisms, without timing anything.
"""

from __future__ import annotations

import gc
import os
from pathlib import Path

import pytest

import quizdeck.pipeline as pipeline_module
from quizdeck.commands import Options, build
from quizdeck.core.diagnostics import Diagnostics
from quizdeck.html.render import WORKERS_ENV, WorkerPool

QUIZ = """\
deck: Many::Deck {i}
questions:
  - id: q1
    question: Question {i} with `code` and **bold**?
    choices: ["a {i}", "b {i}", "c {i}"]
    answer: B
    explanation: Explained {i}.
"""


def _open_collections() -> list[str]:
    """Temporary collections this process holds open."""
    found = []
    for fd in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            continue
        if "make_deck-" in target and target.endswith(".anki2"):
            found.append(target)
    return found


def _quizzes(folder: Path, count: int, pad: int = 0) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(count):
        path = folder / f"part{i:03d}.yaml"
        path.write_text(QUIZ.format(i=i) + (f"# {'x' * 100}\n" * pad), encoding="utf-8")
        paths.append(path)
    return paths


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="needs /proc")
def test_each_files_collection_is_closed_once_read_and_its_renderer_freed(tmp_path: Path, monkeypatch):
    monkeypatch.setenv(WORKERS_ENV, "0")
    _quizzes(tmp_path / "cards", 40)
    gc.collect()   # what earlier tests in this process left in cycles is not this build's
    seen: dict[str, object] = {}

    def checked(diags: Diagnostics) -> None:   # every file read, nothing written yet
        seen["open"] = _open_collections()
        seen["renderers"] = sum(1 for o in gc.get_objects() if type(o).__name__ == "QuestionRenderer")

    built = build(Options(sources=[tmp_path / "cards"], output=tmp_path / "out"), Diagnostics(), on_checked=checked)
    assert len(built.packages) == 40
    assert seen["open"] == [], seen["open"]   # was 40: every file's collection open until the end
    assert seen["renderers"] == 0             # was 40: kept in cycles, the collector paused
    assert _open_collections() == []


def test_many_small_files_render_in_this_process(tmp_path: Path, monkeypatch):
    """Workers pay off inside a large file; between small files their pipeline only empties
    (800 small files built 1.2 to 2 times slower with two workers on two CPUs)."""
    monkeypatch.delenv(WORKERS_ENV, raising=False)
    monkeypatch.setattr(pipeline_module, "worker_count", lambda largest: 2 if largest >= 1 << 20 else 0)
    pools: list[int] = []
    real = WorkerPool

    def pool(workers: int) -> object:
        pools.append(workers)
        return real(workers)

    monkeypatch.setattr(pipeline_module, "WorkerPool", pool)
    _quizzes(tmp_path / "small", 12, pad=1000)    # 12 files of 100 KB: 1.2 MB in all
    build(Options(sources=[tmp_path / "small"], output=tmp_path / "out"), Diagnostics())
    assert pools == []
    big = _quizzes(tmp_path / "big", 1, pad=11_000)[0]   # one file over 1 MiB
    assert big.stat().st_size > 1 << 20
    build(Options(sources=[tmp_path / "big"], output=tmp_path / "out2"), Diagnostics())
    assert pools == [2]
