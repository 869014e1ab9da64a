"""bench/import_scaling.py: how its ratios are made and when it fails. No time is asserted: the
timings are made up, or run at tiny sizes only to see every case come back."""

from __future__ import annotations

import json

import pytest

from bench import import_scaling
from bench.import_scaling import Timing


def test_ratios_are_against_the_baseline_of_the_same_run() -> None:
    rows = import_scaling.ratios([Timing("baseline", 1.0, 4.0), Timing("linear", 0.5, 2.0),
                                  Timing("quadratic", 0.5, 8.0)])
    got = {r["case"]: (r["x_base"], r["growth_vs_base"]) for r in rows}
    assert got == {"baseline": (1.0, 1.0), "linear": (0.5, 1.0), "quadratic": (2.0, 4.0)}


def test_a_case_growing_past_the_limit_fails_the_run(monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(import_scaling, "measure", lambda small, large, runs: [
        Timing("baseline", 1.0, 4.0), Timing("quadratic", 0.5, 8.0)])
    assert import_scaling.main(["--limit", "3"]) == 1
    assert "quadratic: grows faster than the baseline" in capsys.readouterr().err
    assert import_scaling.main(["--limit", "5"]) == 0


def test_every_case_runs_on_its_reader(capsys: pytest.CaptureFixture[str]) -> None:
    assert import_scaling.main(["--sizes", "60,120", "--runs", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["case"] for r in out["rows"]] == list(import_scaling.CASES)
    assert all(r["small_s"] > 0 and r["large_s"] > 0 for r in out["rows"])
