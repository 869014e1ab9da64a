"""The study script of tests/desktop/test_math_depth_app.py, run inside the real Anki by the
test add-on: the cards of the deck named in the job, in order, in the real reviewer. Notes
whose ``Key`` the job names under ``controls`` first get that question HTML (math nested
deeper than the build allows, put in by hand). Each side is given until MathJax has typeset
it (or 90 s); Anki's renderer process ending (``renderProcessTerminated`` of the reviewer's
page) is recorded, and the study stops at the first card that ends it."""

from __future__ import annotations

import time
from typing import Any

TYPESET = ("(function(){var qa=document.getElementById('qa');if(!qa)return null;"
           "var t=qa.innerText;return {containers: qa.querySelectorAll('mjx-container').length,"
           "errors: qa.querySelectorAll('mjx-merror,[data-mjx-error]').length,"
           "pending: t.indexOf('\\\\(')>=0||t.indexOf('\\\\[')>=0,"
           "side: (qa.querySelector('.mc-card.mc-back')?'back':"
           "(qa.querySelector('.mc-card.mc-front')?'front':null))};})()")


def study(d: Any) -> None:
    controls: dict[str, str] = d.job.get("controls", {})

    def edit() -> None:
        col = d.mw.col
        for key, html in controls.items():
            for nid in col.find_notes(f'"Key:{key}"'):
                note = col.get_note(nid)
                note["Question"] = html
                col.update_note(note)
    d.main(edit)

    crashes: list[dict[str, Any]] = []

    def hook() -> None:
        page = d.mw.reviewer.web.page()
        page.renderProcessTerminated.connect(lambda status, code: crashes.append(
            {"status": str(status), "code": int(code), "key": d.mw.reviewer.card.note()["Key"]
             if d.mw.reviewer.card else None}))
    d.main(hook)
    d.report["crashes"] = crashes
    shown: list[dict[str, Any]] = []
    d.report["shown"] = shown

    d.open_reviewer(d.job["deck"])

    def typeset(side: str) -> dict[str, Any] | None:
        end = time.monotonic() + 90
        while time.monotonic() < end and not crashes:
            try:
                state = d.js(TYPESET, timeout=5)
            except Exception:  # noqa: BLE001 - a page that does not answer (it may have crashed)
                state = None
            if state and state["side"] == side and not state["pending"]:
                return dict(state)
            time.sleep(0.3)
        return None

    previous: list[int | None] = [None]

    def next_card() -> bool:
        return bool(crashes) or d.finished() or bool(d.main(
            lambda: d.mw.reviewer.card is not None and d.mw.reviewer.card.id != previous[0]))

    while True:
        d.wait("the next card", next_card, timeout=60)
        if crashes or d.finished():
            break
        key = d.current_key()
        d.step(f"depth: {key}")
        record: dict[str, Any] = {"key": key, "front": typeset("front")}
        shown.append(record)
        if crashes or record["front"] is None:
            break
        previous[0] = d.main(lambda: d.mw.reviewer.card.id)
        d.key("space")
        record["back"] = typeset("back")
        if crashes or record["back"] is None:
            break
        d.key("4")
    time.sleep(1.0)   # a crash reported just after the last look
