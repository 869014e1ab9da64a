"""bench/run.py's issue-20 report (targets judged, rebuilds checked, the docs section) and
bench/reuse_check.py against real builds. No timing is asserted: the numbers are made up or
not looked at; what is tested is how they are judged and what the helper sees."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bench import run
from bench.gen import dump

ROOT = Path(__file__).resolve().parent.parent


def _step(wall: float, cpu: float, rss: float) -> dict[str, Any]:
    return {"wall_s": wall, "cpu_s": cpu, "rss_mib": rss, "walls": [wall], "cpus": [cpu], "contended": 0}


def _edit_seen(changed: int = 1, rendered: int = 1, identical: bool | None = True) -> dict[str, Any]:
    seen: dict[str, Any] = {
        "edit": {"line": 10, "question": 2, "questions": 9, "marker": "Edited1x", "text": "What"},
        "cache": {"entries": 12, "new": 2, "question_fields": rendered, "finished_records": 1, "other": 0},
        "package": {"identical": False, "other_members_same": True,
                    "notes": {"rows": 10, "added": 0, "removed": 0, "changed": changed,
                              "changed_with_marker": 1},
                    "cards": {"rows": 10, "added": 0, "removed": 0, "changed": 1, "changed_with_marker": 0}}}
    if identical is not None:
        seen["uncached_identical"] = identical
    return seen


def _results(**looked: list[dict[str, Any]]) -> dict[int, dict[str, Any]]:
    ten = {"baseline": _step(10.0, 10.0, 100.0), "compose": _step(4.0, 4.0, 80.0),
           "build1": _step(13.0, 11.0, 120.0),      # 1.1x CPU (met), 1.3x wall; memory over the floor's
           "build": _step(10.5, 18.0, 90.0),        # 1.05x wall: not met
           "edit": _step(3.0, 3.0, 90.0),           # 0.30x: met
           "check": _step(8.0, 5.0, 50.0),          # 2.0x compose, wall: not met
           "checkwarm": _step(2.0, 2.0, 50.0)}      # 0.5x compose: met
    hundred = {"baseline": _step(100.0, 100.0, 1000.0), "edit": _step(50.0, 50.0, 300.0)}   # 0.5x: not met
    return {10000: {"n": 10000, "yaml_bytes": 11 << 20, "steps": ten, "failures": {}, "looked": looked},
            100000: {"n": 100000, "yaml_bytes": 110 << 20, "steps": hundred, "failures": {}, "looked": {}}}


def _status(summary: list[tuple[str, str, str]], starts: str) -> str:
    found = [s for t, s, _ in summary if t.startswith(starts)]
    assert len(found) == 1, (starts, summary)
    return found[0]


def test_issue20_targets_are_judged_against_the_floor_of_the_same_run() -> None:
    watch = {"saves": 3, "rows": [
        {"n": 1000, "median": 0.08, "p90": 0.1, "busy": 0.35, "busy_p90": 0.4, "rebuild": 1.0},
        {"n": 10000, "median": 0.3, "p90": 0.4, "busy": 0.5, "busy_p90": 0.6, "rebuild": 5.0}]}
    rows, summary = run.issue20(_results(edit=[_edit_seen()]), watch)
    assert _status(summary, "10,000: cold build, one process") == "MET (wall: 1.30×); memory NOT met"
    assert _status(summary, "10,000: cold build, default workers") == "NOT met"
    assert _status(summary, "10,000: rebuild after editing") == "MET"
    assert _status(summary, "100,000: rebuild after editing") == "NOT met"
    assert _status(summary, "10,000: `check` cold") == "NOT met (CPU: 1.25×)"
    assert _status(summary, "10,000: `check` warm") == "MET"
    assert _status(summary, "1,000: `watch`") == "NOT met"      # the busy series counts too
    assert _status(summary, "10,000: `watch`") == "MET"
    check = next(r for r in rows if r["step"] == "check")
    assert check["floor"] == "compose" and check["x_wall"] == pytest.approx(2.0)
    assert {r["step"] for r in rows if r["n"] == 10000} >= {"baseline", "compose", "build1", "edit"}


@pytest.mark.parametrize("seen", [_edit_seen(changed=2), _edit_seen(changed=0), _edit_seen(identical=False)])
def test_a_rebuild_whose_package_is_wrong_makes_its_row_invalid(seen: dict[str, Any]) -> None:
    _, summary = run.issue20(_results(edit=[_edit_seen(), seen]), None)
    assert _status(summary, "10,000: rebuild after editing").startswith("INVALID")
    assert not run.reuse_as_expected("edit", seen)
    assert run.reuse_as_expected("edit", _edit_seen(identical=None))


def test_a_rebuild_that_rendered_more_than_the_edit_says_so() -> None:
    _, summary = run.issue20(_results(edit=[_edit_seen(), _edit_seen(rendered=2500)]), None)
    status = _status(summary, "10,000: rebuild after editing")
    assert status == "MET; it rendered 1 / 2,500 questions, not 1 (see below)"
    assert not run.reuse_as_expected("edit", _edit_seen(rendered=2500))


def test_the_report_goes_into_docs_and_is_read_back(tmp_path: Path) -> None:
    results = _results(edit=[_edit_seen()])
    meta = {"command": "python bench/run.py", "date": "2026-12-02 02:00", "machine": "test", "revision": "abc",
            "load_before": "0", "load_after": "0", "took": "1.0 min", "idle_wait": 60}
    ratios = run.derive(results)
    section = run.markdown(results, ratios, run.targets(results, ratios, None, None, {}), None, {}, meta)
    assert "| issue 20 target | status | numbers |" in section
    assert "10,000, edit, run 1 (as expected)" in section
    doc = tmp_path / "performance.md"
    doc.write_text(f"# Performance\n\nintro\n\n{run.RESULTS_START}\nthe previous run\n{run.RESULTS_END}\n\n## After\n",
                   encoding="utf-8")
    run.write_docs(section, run.data_block(results, ratios, None, meta), doc)
    text = doc.read_text(encoding="utf-8")
    assert "the previous run" not in text and text.startswith("# Performance\n\nintro") and text.endswith("## After\n")
    data = run.load_committed(doc)
    assert data is not None and data["took"] == "1.0 min"
    assert data["sizes"]["10000"]["edit_cpu_s"] == 3.0
    assert [t["status"] for t in data["issue20"] if "editing" in t["target"]] == ["MET", "NOT met"]


def _helper(*args: object) -> dict[str, Any]:
    proc = subprocess.run([sys.executable, str(ROOT / "bench" / "reuse_check.py"), *map(str, args)],
                          capture_output=True, text=True, check=True)
    answer: dict[str, Any] = json.loads(proc.stdout)
    return answer


def test_reuse_check_sees_one_edited_question_in_a_real_rebuild(tmp_path: Path) -> None:
    quiz = tmp_path / "quiz.yaml"
    quiz.write_text(dump(12)[0], encoding="utf-8")
    env = {**os.environ, "SOURCE_DATE_EPOCH": "1700000000", "XDG_CACHE_HOME": str(tmp_path / "cache"),
           "MAKE_DECK_WORKERS": "0"}
    env.pop("MAKE_DECK_CACHE", None)
    out, cache = tmp_path / "out", tmp_path / "cache"
    package, previous, keys = out / "quiz.apkg", tmp_path / "previous.apkg", tmp_path / "keys"

    def build() -> None:
        subprocess.run([sys.executable, str(ROOT / "make_deck.py"), "build", str(quiz), "-o", str(out)], env=env,
                       check=True, capture_output=True)

    build()
    previous.write_bytes(package.read_bytes())
    first = _helper("edit", quiz, 1)
    second = _helper("edit", quiz, 2)
    assert first["line"] != second["line"]                       # a different question each run
    assert quiz.read_text(encoding="utf-8").count("question: Edited") == 2
    assert _helper("keys", cache, keys)["entries"] > 0
    build()
    written = _helper("written", cache, keys)
    assert written["question_fields"] == 2 and written["other"] == 0
    seen = _helper("diff", previous, package, "Edited2x")
    assert not seen["identical"] and seen["other_members_same"]
    assert seen["notes"]["rows"] == 12 and seen["notes"]["changed"] == 2
    assert seen["notes"]["changed_with_marker"] == 1 and seen["notes"]["added"] == seen["notes"]["removed"] == 0
    same = _helper("diff", package, package)
    assert same["identical"] and same["notes"]["changed"] == same["cards"]["changed"] == 0
