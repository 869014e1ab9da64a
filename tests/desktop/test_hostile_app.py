"""The hostile corpus's allowed payloads in the real Anki desktop app (tests/desktop/app.py):
Anki's own reviewer, MathJax, sound player and link handler. After every link and choice of
every card is clicked on both sides: no trap set, no sound or TTS asked of Anki's player, no
non-web link in the page, no fixed element, and the links Anki was asked to open are web
pages only (see study_hostile.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.hostile_corpus import build_allowed

from .app import AnkiUnavailable, run_anki
from .conftest import HERE, unavailable


@pytest.fixture(scope="module")
def hostile_report(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    work = tmp_path_factory.mktemp("anki-desktop-hostile")
    try:
        report = run_anki([build_allowed(work)], HERE / "study_hostile.py", work, timeout=900)
    except AnkiUnavailable as exc:
        unavailable(str(exc))
    (work / "report.json").write_text(json.dumps(report, indent=1), encoding="utf-8")
    return report


def test_allowed_payloads_do_nothing_in_the_real_app(hostile_report: dict[str, Any]) -> None:
    report = hostile_report
    assert "error" not in report, report.get("error", "") + report.get("output", "")[-3000:]
    cards = report["hostile"]
    assert len(cards) >= 25, [c["key"] for c in cards]
    for card in cards:
        for probe in (card["front"], card["front_after"], card["back"], card["back_after"]):
            assert probe["pwned"] is None, card["key"]
            assert probe["bad"] == [], (card["key"], probe["bad"])
            assert probe["fixed"] == 0, card["key"]
        assert card["av_tags"] == [], card["key"]
    assert report["played"] == []
    assert all(url.startswith(("https://", "http://", "mailto:")) for url in report["opened"]), report["opened"]
    by_key = {c["key"]: c for c in cards}
    assert by_key["hostile-math-ordinary/q1"]["back"]["typeset"] == 3        # Anki's MathJax ran
    assert by_key["hostile-math-escaped-delimiters/q1"]["back"]["typeset"] == 0
    assert sum(c["links_front"] + c["links_back"] for c in cards) >= 2        # links were there to click
    assert report["opened"] == ["https://example.com/"] * 2   # Anki was asked to open the web link, no other


def test_control_a_sound_tag_would_be_played(tmp_path: Path) -> None:
    """Without the escaping, Anki's player is asked to play: the recorder above can see it."""
    from tests.ankiutil import import_package, new_collection

    apkg = build_allowed(tmp_path)
    col = new_collection(tmp_path / "col")
    try:
        import_package(col, apkg)
        nid = col.find_notes('"Key:hostile-anki-sound/q1"')[0]
        note = col.get_note(nid)
        note["Question"] = note["Question"].replace("&#91;sound:", "[sound:")
        col.update_note(note)
        assert [str(t) for t in note.cards()[0].question_av_tags()]
    finally:
        col.close()
