"""Right-to-left cards in the real Anki desktop app (issue 13, defect 1): the Arabic quiz with
code of tests/browser/test_rtl.py, built by the project, imported into the real app and
studied in its reviewer at a 320 px phone viewport (study_rtl.py). On both sides, from the
real reviewer's page: code blocks, inline code and math read left to right (the characters
of ``0 1 2``, braces and semicolons in source order), the Arabic question stays
right-to-left and right-aligned, the letter badges are left to right, the start of the code
line shows and nothing scrolls sideways; no console error."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.browser.cards import DECK_NAME, build_package_real
from tests.browser.test_rtl import MEASURE, QUESTIONS, check_layout

from .app import AnkiUnavailable, own_console_errors, run_anki
from .conftest import HERE, unavailable


@pytest.fixture(scope="module")
def rtl_report(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    work = tmp_path_factory.mktemp("anki-desktop-rtl")
    apkg = build_package_real(QUESTIONS, work / "cards.apkg")
    try:
        report = run_anki([apkg], HERE / "study_rtl.py", work, timeout=600,
                          extra={"measure": MEASURE, "deck": DECK_NAME})
    except AnkiUnavailable as exc:
        unavailable(str(exc))
    (work / "report.json").write_text(json.dumps(report, indent=1), encoding="utf-8")
    return report


def test_code_math_and_letters_stay_left_to_right_on_arabic_cards_in_the_real_app(
        rtl_report: dict[str, Any]) -> None:
    report = rtl_report
    assert "error" not in report, report.get("error", "") + report.get("output", "")[-3000:]
    assert not report["timed_out"] and report["exit_status"] == 0, report.get("output", "")[-3000:]
    assert report["imports"] == [{"found": 1, "new": 1, "updated": 0}]
    assert (report["viewport"]["inner_width"], report["viewport"]["inner_height"]) == (320, 667)
    cards = report["rtl"]
    assert [c["key"] for c in cards] == ["browser/arabic"]
    for card in cards:
        assert card["picked"], "the click on choice A did not pick it"
        check_layout(card["front"], math=True, front=True)
        check_layout(card["back"], math=True, front=False)
        assert card["back_dom"]["result"]["text"] == "Correct"
        for dom in (card["front_dom"], card["back_dom"]):
            assert dom["innerWidth"] == 320, dom
            assert dom["scrollWidth"] <= dom["innerWidth"] and dom["wide"] == [], dom
            assert dom["mathjax"]["containers"] >= 1 and dom["mathjax"]["errors"] == 0, dom["mathjax"]
    errors = own_console_errors(report)
    assert not errors, errors
