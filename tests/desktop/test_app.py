"""The cards in the real Anki desktop app: studied card after card by tests/desktop/study_review.py
through real clicks and keys (see app.py and addon/), judged here from its report.

``pytest -m desktop`` runs only these; ``-m "not desktop"`` skips them."""

from __future__ import annotations

from typing import Any

import pytest

from .app import own_console_errors

SEED_CARDS = 8
EVERY_CARDS = 8
LETTERS = "ABCDEFGHIJKL"

#: the passes of study_review.py: (name, deck, CSS viewport width, height or None)
PASSES = {
    "desktop-light": {"seed": True, "every": True, "width": 1000, "height": 741},
    "narrow-light": {"seed": True, "every": True, "width": 400, "height": 741},
    "phone-light": {"seed": True, "every": False, "width": 375, "height": 667},
    "phone-night": {"seed": True, "every": True, "width": 375, "height": 667},
    "desktop-night": {"seed": True, "every": False, "width": 1000, "height": 741},
}


def records(report: dict[str, Any], name: str | None = None) -> list[dict[str, Any]]:
    return [c for c in report.get("cards", []) if name is None or c["pass"] == name]


def expected_picks(rec: dict[str, Any]) -> list[str]:
    """The keys a scenario leaves picked (study_review.pick)."""
    scenario, correct, order = rec["scenario"], rec["correct"], rec["front"]["order"]
    wrong = [k for k in order if k not in correct]
    if scenario == "shot":
        return [rec["actions"]["keys"][0][1]]
    if scenario == "none":
        return []
    if scenario.startswith(("right", "change")):
        return sorted(correct)
    return sorted([correct[0], wrong[0]] if rec["multi"] else [wrong[0]])


def expected_result(rec: dict[str, Any]) -> str:
    """The verdict docs/card.md specifies, with letters as displayed."""
    order, correct = rec["back"]["order"], rec["correct"]
    picked = expected_picks(rec)
    letters = ", ".join(LETTERS[order.index(k)] for k in order if k in correct)
    if not rec["multi"]:
        if not picked:
            return f"No answer picked — the answer is {letters}"
        return "Correct" if picked == correct else f"Incorrect — the answer is {letters}"
    right = len([k for k in picked if k in correct])
    wrong = len(picked) - right
    total = len(correct)
    text = f"{right} of {total} correct answer{'s' if total != 1 else ''} picked"
    if wrong:
        text += f" and {wrong} wrong"
    return f"Correct — {text}" if right == total and not wrong else text


@pytest.fixture(scope="module")
def report(review_report: dict[str, Any]) -> dict[str, Any]:
    assert not review_report.get("error"), (
        f"the study stopped: {review_report['error']}\nlast step: {review_report.get('last_step')}\n"
        f"state: {review_report.get('state')}\nAnki's output:\n{review_report.get('output', '')[-4000:]}")
    return review_report


def test_the_study_ran_to_the_end(report: dict[str, Any]) -> None:
    assert not report["timed_out"] and report["exit_status"] == 0, report.get("output", "")[-3000:]
    assert report["imports"] == [{"found": EVERY_CARDS, "new": EVERY_CARDS, "updated": 0},
                                 {"found": SEED_CARDS, "new": SEED_CARDS, "updated": 0}]
    for name, spec in PASSES.items():
        decks = [r["deck"] for r in records(report, name)]
        want = SEED_CARDS * spec["seed"] + EVERY_CARDS * spec["every"]
        assert len(decks) == want, (name, len(decks))
    print(f"real-app run: {report['seconds']} s, {len(records(report))} cards studied")


def test_front_shows_no_answer_and_picks_are_real(report: dict[str, Any]) -> None:
    for rec in records(report):
        where = f"{rec['pass']} {rec['key']} ({rec['scenario']})"
        front = rec["front"]
        assert front["side"] == "front" and front["result"] is None, where
        assert all(c["classes"] == [] for c in front["choices"]), f"{where}: {front['choices']}"
        picked = sorted(c["key"] for c in rec["picked"]["choices"] if "mc-selected" in c["classes"])
        assert picked == expected_picks(rec), f"{where}: {rec['actions']}"
        assert rec["state_before_flip"]["reviewer"] == "question", where


def test_back_marks_result_and_order(report: dict[str, Any]) -> None:
    kinds = set()
    for rec in records(report):
        where = f"{rec['pass']} {rec['key']} ({rec['scenario']})"
        back, picked = rec["back"], expected_picks(rec)
        assert back["side"] == "back" and "mc-has-state" in back["cardClass"], where
        assert back["order"] == rec["picked"]["order"] == rec["front"]["order"], f"{where}: order changed"
        for c in back["choices"]:
            k = c["key"]
            want = (["mc-correct", "mc-picked"] if k in rec["correct"] and k in picked else
                    ["mc-correct", "mc-missed"] if k in rec["correct"] else
                    ["mc-picked", "mc-wrong"] if k in picked else [])
            assert c["classes"] == want, f"{where}: choice {k} {c['classes']} != {want}"
            kinds.update(want)
        assert back["result"]["text"] == expected_result(rec), where
        assert back["result"]["cls"].startswith("mc-result mc-result-"), where
    assert kinds >= {"mc-correct", "mc-picked", "mc-wrong", "mc-missed"}


def test_every_scenario_and_kind_was_studied(report: dict[str, Any]) -> None:
    seen = {(r["deck"], r["scenario"]) for r in records(report, "desktop-light")}
    for scenario in ("right-click", "wrong-click", "none", "change-alt", "right-alt", "change-click"):
        assert any(s == scenario for _, s in seen), scenario
    keys = {r["key"].split("/")[1] for r in records(report, "desktop-light") if r["key"].startswith("every-kind/")}
    assert keys == {"single", "select-all", "fixed-order", "math", "code", "table", "image", "long"}
    fixed = [r for r in records(report) if r["key"] == "every-kind/fixed-order"]
    assert fixed and all(r["front"]["order"] == ["A", "B", "C", "D"] for r in fixed)


def test_alt_digit_picks_and_never_flips_or_answers(report: dict[str, Any]) -> None:
    presses = 0
    for rec in records(report):
        alts = [a for a in rec["actions"]["keys"] if a[0] == "alt"]
        for action, state in zip(alts, rec["actions"]["states"], strict=True):
            presses += 1
            where = f"{rec['pass']} {rec['key']}: Alt+{action[2]}"
            assert state["before"]["reviewer"] == state["after"]["reviewer"] == "question", f"{where}: {state}"
            assert state["before"]["card"] == state["after"]["card"], f"{where}: the card changed"
            assert state["changed"], f"{where}: the key did not pick or unpick {action[1]}"
        back_alt = rec.get("back_alt")
        if back_alt:
            where = f"{rec['pass']} {rec['key']}: Alt+1 on the back"
            assert back_alt["after"]["reviewer"] == "answer", where
            assert back_alt["after"]["card"] == back_alt["before"]["card"], where
            assert back_alt["dom"]["choices"] == rec["back"]["choices"], where
            assert back_alt["dom"]["result"]["text"] == rec["back"]["result"]["text"], where
    assert presses >= 20  # every pass has Alt+digit scenarios
    eight = [r for r in records(report) if r["key"] == "every-kind/long" and r["scenario"].endswith("-alt")]
    assert all(len(r["front"]["order"]) == 8 for r in eight)


def test_verdict_in_view_when_the_back_appears(report: dict[str, Any]) -> None:
    """The mc-result box is inside the viewport without scrolling, the question right after."""
    for rec in records(report):
        where = f"{rec['pass']} {rec['key']}"
        back = rec["back"]
        spec = PASSES[rec["pass"]]
        assert (back["innerWidth"], back["innerHeight"]) == (spec["width"], spec["height"]), where
        box = back["result"]["rect"]
        assert box["top"] >= 0, f"{where}: result at {box}"
        assert box["bottom"] <= back["innerHeight"], f"{where}: result at {box}, viewport {back['innerHeight']}"
        assert back["question"]["top"] < back["innerHeight"] / 2, f"{where}: the question is far down"


def test_no_sideways_scroll(report: dict[str, Any]) -> None:
    for rec in records(report):
        for side in ("picked", "back"):
            dom = rec[side]
            where = f"{rec['pass']} {rec['key']} {side}"
            assert dom["scrollWidth"] <= dom["innerWidth"], f"{where}: {dom['scrollWidth']} {dom['wide']}"
            assert dom["wide"] == [], where


def test_math_typeset_without_errors_and_wrapping(report: dict[str, Any]) -> None:
    math = [r for r in records(report) if r["key"] == "every-kind/math"]
    assert math
    for rec in records(report):
        for side in ("picked", "back"):
            m = rec[side]["mathjax"]
            where = f"{rec['pass']} {rec['key']} {side}"
            assert m["errors"] == 0 and not m["raw"], f"{where}: {m}"
            assert rec[side]["mathOverflow"] == [], f"{where}: {rec[side]['mathOverflow']}"
    for rec in math:
        assert rec["back"]["mathjax"]["containers"] >= 8, rec["back"]["mathjax"]


def test_images_load(report: dict[str, Any]) -> None:
    for rec in records(report):
        for side in ("picked", "back"):
            for img in rec[side]["images"]:
                assert img["complete"] and img["width"] > 0, f"{rec['pass']} {rec['key']} {side}: {img}"
    image = [r for r in records(report) if r["key"] == "every-kind/image"]
    assert image and all(len(r["back"]["images"]) == 1 for r in image)


def test_no_console_error(report: dict[str, Any]) -> None:
    assert report["anki_styling_lines"], "the add-on no longer finds Anki's styling script"
    errors = own_console_errors(report)
    assert not errors, errors
    assert any(c["reviewer"] for c in report["console"]) or report["console"] == []


def test_night_mode(report: dict[str, Any]) -> None:
    for rec in records(report):
        night = rec["pass"].endswith("-night")
        assert rec["back"]["night"] is night and rec["front"]["night"] is night, rec["pass"]


def test_window_grabs(report: dict[str, Any]) -> None:
    from pathlib import Path

    shots = [Path(s) for s in report["shots"]]
    assert len(shots) == 8
    for shot in shots:
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", shot
