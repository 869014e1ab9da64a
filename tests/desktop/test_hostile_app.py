"""The hostile corpus's allowed payloads in the real Anki desktop app (tests/desktop/app.py):
Anki's own reviewer, MathJax, sound player and link handler (issue 18's acceptance: "No
payload ... takes effect in Anki desktop's reviewer with Anki's MathJax, none draws outside
the card, none crashes the renderer").

One app run studies every allowed card (study_hostile.py), in a 1000 px window and again in
a 400 px one. On each side, once MathJax has typeset it:

* the layout (hostile_layout.py, measured by the page's own script): no item of a part of the
  card (text, math glyphs and boxes, images, blocks) meets another part's box (verdict,
  question, each choice, explanation...) or a choice's letter badge, nothing passes the
  card's left or right edge, the page does not scroll sideways, and the element at the
  centre of every choice is that choice; all within ``TOLERANCE_PX`` (1 CSS px);
* every link and choice is clicked (choices with real clicks, each of which must change the
  pick): no trap set, no sound or TTS asked of Anki's player, no non-web link in the page,
  no fixed element, and the links Anki was asked to open are web pages only;
* the renderer stays alive: the page answers a JavaScript round trip after every card, and
  its ``renderProcessTerminated`` never fires.

A second, short app run shows each detector firing on control cards whose HTML is written
into the notes directly (the build refuses it): math over the next choice and over the
verdict, math wider than the card, a transparent box over the choices (a real click on the
choice is taken by it), and math nested deep enough to end the renderer.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.hostile_corpus import Case, build_allowed, cases

from .app import AnkiUnavailable, run_anki
from .conftest import HERE, unavailable
from .hostile_layout import TOLERANCE_PX

FINDINGS = "/work/notes/hostile-app-findings.txt"

#: allowed payloads whose layout fails today: case name -> the finding (in FINDINGS, and in
#: the report to the lead); their layout test is an expected failure until it is fixed
KNOWN: dict[str, str] = {}   # F1 (math-entity-backslash) was fixed by card.css in 1b54920

ALLOWED = [c for c in cases() if c.refused is None]


def deck_key(case: Case) -> str:
    """The deck part of the cards' Key: the quiz's ``id``, else its file name."""
    data = yaml.safe_load(case.path.read_text(encoding="utf-8"))
    return str(data.get("id") or case.name) if isinstance(data, dict) else case.name


@pytest.fixture(scope="module")
def hostile_report(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    work = tmp_path_factory.mktemp("anki-desktop-hostile")
    try:
        report = run_anki([build_allowed(work)], HERE / "study_hostile.py", work, timeout=1500)
    except AnkiUnavailable as exc:
        unavailable(str(exc))
    (work / "report.json").write_text(json.dumps(report, indent=1), encoding="utf-8")
    return report


@pytest.fixture(scope="module")
def report(hostile_report: dict[str, Any]) -> dict[str, Any]:
    assert "error" not in hostile_report, (
        f"the study stopped: {hostile_report['error']}\nlast step: {hostile_report.get('last_step')}\n"
        f"Anki's output:\n{hostile_report.get('output', '')[-3000:]}")
    return hostile_report


def layout_problems(record: dict[str, Any], where: str) -> list[str]:
    """What the layout measurement found on both sides of one card, one line each."""
    out = []
    for side in ("front", "back"):
        layout = record[f"layout_{side}"]
        assert "error" not in layout, (where, side, layout)
        assert layout["parts"] and layout["items"] > 0, (where, side, layout)   # it measured something
        choices = [p for p in layout["parts"] if p.startswith("choice ")]
        assert layout["hits"] == 2 * len(choices), (where, side, layout)
        out += [f"{where} {side}: {json.dumps(v)}" for v in layout["violations"]]
        if layout["count"] > len(layout["violations"]):
            out.append(f"{where} {side}: and {layout['count'] - len(layout['violations'])} more")
    return out


def records_of(report: dict[str, Any], key: str) -> list[tuple[str, dict[str, Any]]]:
    return [(f"{name} {r['key']}", r) for name in ("hostile", "narrow") for r in report[name]
            if r["key"].split("/")[0] == key]


def test_allowed_payloads_do_nothing_in_the_real_app(report: dict[str, Any]) -> None:
    cards = report["hostile"]
    assert len(cards) >= 25, [c["key"] for c in cards]
    for card in cards:
        for probe in (card["front"], card["front_after"], card["back"], card["back_after"]):
            assert probe["pwned"] is None, card["key"]
            assert probe["bad"] == [], (card["key"], probe["bad"])
            assert probe["fixed"] == 0, card["key"]
        assert card["av_tags"] == [], card["key"]
        # every real click on a choice reached it (a choice covered by something would not change)
        assert card["clicks"] and all(card["clicks"].values()), (card["key"], card["clicks"])
    assert report["played"] == []
    assert all(url.startswith(("https://", "http://", "mailto:")) for url in report["opened"]), report["opened"]
    by_key = {c["key"]: c for c in cards}
    assert by_key["hostile-math-ordinary/q1"]["back"]["typeset"] == 3        # Anki's MathJax ran
    assert by_key["hostile-math-escaped-delimiters/q1"]["back"]["typeset"] == 0
    assert sum(c["links_front"] + c["links_back"] for c in cards) >= 2        # links were there to click
    assert report["opened"] == ["https://example.com/"] * 2   # Anki was asked to open the web link, no other


def test_the_renderer_stays_alive(report: dict[str, Any]) -> None:
    assert report["crashes"] == [], f"Anki's renderer ended on {[c['key'] for c in report['crashes']]}"
    assert "stopped" not in report, report["stopped"]
    for name in ("hostile", "narrow"):
        dead = [c["key"] for c in report[name] if not c["alive"]]
        assert dead == [], f"{name}: the page stopped answering after {dead}"
    assert [c["key"] for c in report["narrow"]] == [c["key"] for c in report["hostile"]]
    assert report["viewport_desktop"]["inner_width"] >= 900
    assert report["viewport_narrow"]["inner_width"] <= 400


@pytest.mark.parametrize("case", [
    pytest.param(c, id=c.name, marks=[pytest.mark.xfail(reason=KNOWN[c.name], strict=False)] if c.name in KNOWN else [])
    for c in ALLOWED])
def test_allowed_payload_stays_in_its_part_of_the_card(report: dict[str, Any], case: Case) -> None:
    """Both sides, 1000 px and 400 px: nothing over another part, outside the card, or
    taking a choice's click (hostile_layout.py), within TOLERANCE_PX."""
    records = records_of(report, deck_key(case))
    assert len(records) >= 2, (case.name, sorted({r["key"] for r in report["hostile"]}))
    problems = [p for where, record in records for p in layout_problems(record, where)]
    assert problems == [], f"{case.path.name} (tolerance {TOLERANCE_PX} px):\n" + "\n".join(problems)


# -- controls -------------------------------------------------------------------------------------

CONTROL_DECK = "Hostile controls"
CONTROL_ID = "hostile-controls"
CONTROLS = ("overlap", "wide", "cover", "crash")   # in this order; the crash ends the run
CRASH_DEPTH = 120   # \frac{1}{ nested this deep ends Anki 26.9.3's renderer (docs/security.md)

#: the HTML the build would refuse, written into the notes (key, field, old text, new text)
EDITS = [
    # the question's math raised over the verdict on the back (issue 18's forged "Correct")
    ("overlap", "Question", "placeholder", r"\(\rlap{\smash{\raise{1.6em}{\colorbox{#2e7d32}{Correct, well done}}}}\)"),
    # choice A's math lowered over choice B
    ("overlap", "Choices", "first choice", r"first \(\smash{\lower{2.5em}{\rule{12em}{1.5em}}}\)"),
    # math wider than the card
    ("wide", "Question", "placeholder", r"\(x\rule{60em}{0.5em}\)"),
    # a transparent box from the question over the choices: draws nothing, takes the clicks
    ("cover", "Question", "placeholder", 'cover<span style="display:inline-block;position:relative;z-index:5;'
                                         'width:100%;height:20em;margin-bottom:-20em;vertical-align:top"></span>'),
    ("crash", "Question", "placeholder", r"\(" + r"\frac{1}{" * CRASH_DEPTH + "x" + "}" * CRASH_DEPTH + r"\)"),
]


def control_quiz() -> str:
    lines = [f"deck: {CONTROL_DECK}", f"id: {CONTROL_ID}", "shuffle: false", "questions:"]
    for qid in CONTROLS:
        lines += [f"  - id: {qid}", "    question: placeholder",
                  "    choices: [first choice, second choice, third choice]", "    answer: A",
                  "    explanation: Because."]
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def control_report(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    from quizdeck.commands import Options, build
    from quizdeck.core.diagnostics import Diagnostics

    work = tmp_path_factory.mktemp("anki-desktop-hostile-controls")
    (work / "src").mkdir()
    quiz = work / "src" / "controls.yaml"
    quiz.write_text(control_quiz(), encoding="utf-8")
    diags = Diagnostics()
    build(Options(sources=[quiz], output=work / "controls.apkg"), diags)
    assert (work / "controls.apkg").exists(), [d.format() for d in diags.items]
    edits = [{"key": f"{CONTROL_ID}/{qid}", "field": field, "old": old, "new": new} for qid, field, old, new in EDITS]
    try:
        report = run_anki([work / "controls.apkg"], HERE / "study_hostile.py", work, timeout=600,
                          extra={"deck": CONTROL_DECK, "edits": edits, "narrow": False})
    except AnkiUnavailable as exc:
        unavailable(str(exc))
    (work / "report.json").write_text(json.dumps(report, indent=1), encoding="utf-8")
    assert "error" not in report, report.get("error", "") + report.get("output", "")[-3000:]
    return report


def kinds(problems: list[str]) -> list[tuple[Any, Any, Any]]:
    out = []
    for line in problems:
        _, _, found = line.partition(": ")
        v = json.loads(found) if found.startswith("{") else {}
        out.append((v.get("what"), v.get("part"), v.get("other")))
    return out


def test_control_each_detector_fires(control_report: dict[str, Any]) -> None:
    """The checks above fail on each control card: what the build refuses is caught here too."""
    report = control_report
    shown = {r["key"].split("/")[1]: r for r in report["hostile"]}
    assert list(shown)[:3] == list(CONTROLS[:3]), list(shown)   # the crash card comes last
    overlap = kinds(layout_problems(shown["overlap"], "overlap"))
    assert ("overlap", "choice A", "choice B") in overlap            # choice A's math over choice B
    assert ("overlap", "question", "verdict") in overlap             # the question's over the verdict
    assert ("outside", "question", None) in overlap   # the front has no verdict: it draws above the card
    wide = kinds(layout_problems(shown["wide"], "wide"))
    assert ("outside", "question", None) in wide and ("scroll", None, None) in wide
    cover = kinds(layout_problems(shown["cover"], "cover"))
    assert ("hit", "choice A", None) in cover and ("hit", "choice B", None) in cover
    assert not [k for k in cover if k[0] != "hit"], cover            # it draws nothing: only the hit test sees it
    clicks = shown["cover"]["clicks"]
    assert clicks["A"] is False and clicks["B"] is False, clicks   # real clicks are taken by it
    assert all(shown[k]["alive"] for k in ("overlap", "wide", "cover"))
    # the deep math ends the renderer: recorded with the card, and the test above would name it
    assert [c["key"] for c in report["crashes"]] == [f"{CONTROL_ID}/crash"], report["crashes"]
    assert "stopped" in report and "alive" not in shown.get("crash", {})


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
