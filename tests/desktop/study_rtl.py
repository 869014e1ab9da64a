"""The study script of tests/desktop/test_rtl_app.py, run inside the real Anki by the test
add-on: the Arabic card with code of tests/browser/test_rtl.py in the real reviewer, at a
phone's 320x667 viewport (page zoom 2), light mode. On the front, the layout is measured
(the page script ``measure`` of test_rtl.py, handed over in the job), choice A is picked
with a real click, the card is flipped with a real Space and the back is measured too."""

from __future__ import annotations

from typing import Any


def study(d: Any) -> None:
    measure = f"({d.job['measure']})()"
    d.window(800, 1500)
    d.study_deck(d.job["deck"])
    d.report["viewport"] = d.viewport(320, 667, zoom=2.0)
    cards: list[dict[str, Any]] = []
    d.report["rtl"] = cards
    while not d.finished():
        key = d.current_key()
        d.step(f"rtl: {key}")
        record: dict[str, Any] = {"key": key, "front": d.js(measure), "front_dom": d.card_dom()}
        record["picked"] = d.click_choice("A")
        d.shot("rtl-front-phone")
        d.flip()
        record["back"] = d.js(measure)
        record["back_dom"] = d.card_dom()
        d.shot("rtl-back-phone")
        cards.append(record)
        d.answer(4)
