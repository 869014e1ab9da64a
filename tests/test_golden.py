"""Every command's output on the repository's quizzes and corpora is what was recorded.

``scripts/golden.py --record`` writes ``tests/golden/outputs.json``: exit status, terminal text and
the digest of every file written, for check, build, preview (text and JSON), import, new, schema,
add-ids. A change meant to keep behaviour (a restructuring) must leave this test passing; a change
meant to alter behaviour records again, and the diff of outputs.json shows what changed.
"""

from __future__ import annotations

import json

import pytest

from scripts import golden


@pytest.mark.slow
def test_every_command_prints_and_writes_what_was_recorded():
    recorded = json.loads(golden.RECORDED.read_text(encoding="utf-8"))
    diffs = golden.differences(recorded, golden.record())
    assert not diffs, "\n".join(diffs[:20]) + "\n(run `python scripts/golden.py` for all; --record after a " \
                                               "change meant to alter behaviour)"


def test_differences_names_each_changed_part():
    old = {"build x": {"status": 0, "stdout": "a", "stderr": "", "written": {"out/x.apkg": "1"}}}
    new = {"build x": {"status": 1, "stdout": "a", "stderr": "", "written": {"out/x.apkg": "2"}},
           "check y": {"status": 0, "stdout": "", "stderr": "", "written": {}}}
    diffs = golden.differences(old, new)
    assert [d.split(":")[0] + ":" + d.split(":")[1].split(" differs")[0] for d in diffs] == [
        "build x: status", "build x: written", "check y: only in the new run"]
    assert golden._steady("id: planets-3f9a1c07d2\n") == "id: planets-<random>\n"
