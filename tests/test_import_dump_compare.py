"""`scripts/import_dump.py --compare`: the verdict an engineer lands by (no source may be worse)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scripts import import_dump


def _dump(folder: Path, found: int, right: int, quiz: str) -> Path:
    folder.mkdir()
    summary = {"bank": {"truth": 20, "found": found, "sampled": 10, "right": right, "count_ok": found == 20,
                        "warnings": 1, "silent": False, "misses": {}}}
    (folder / "summary.json").write_text(json.dumps(summary), encoding="utf-8")
    (folder / "bank.yaml").write_text(quiz, encoding="utf-8")
    (folder / "bank.diags").write_text("warning: something\n", encoding="utf-8")
    return folder


@pytest.mark.parametrize("before, after, verdict", [
    ((12, 0), (0, 0), "WORSE"),       # none found where some were, no sample right on either side
    ((25, 0), (22, 0), "better"),     # nearer the truth's count, still not within 3 %
    ((12, 0), (12, 3), "better"),
    ((20, 5), (20, 4), "WORSE"),
])
def test_a_change_is_judged_by_its_answers_its_count_and_how_far_it_finds_from_the_truth(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], before: tuple[int, int], after: tuple[int, int],
        verdict: str) -> None:
    old = _dump(tmp_path / "old", *before, quiz="questions: [a]\n")
    new = _dump(tmp_path / "new", *after, quiz="questions: [b]\n")
    status = import_dump.compare(old, new)
    assert f"bank: {verdict}:" in capsys.readouterr().out
    assert status == (1 if verdict == "WORSE" else 0)
