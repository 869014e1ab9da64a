"""The study script of tests/desktop/test_hostile_app.py, run inside the real Anki by the test
add-on: every card of the hostile corpus's allowed decks (deck ``Hostile``) in the real
reviewer. On each side every link is clicked and, on the front, every choice; what Anki's
own players and link handler were asked to do is recorded (they are replaced by recorders,
so nothing plays and no browser opens), and what the page holds after each step."""

from __future__ import annotations

import time
from typing import Any

DECK = "Hostile"

#: what the page holds: the trap every payload tries to set, non-web links, fixed elements
PROBE = ("(function(){var bad=[];document.querySelectorAll('[href],[src],[action]').forEach(function(e){"
         "['href','src','action'].forEach(function(a){var v=(e.getAttribute(a)||'').trim();"
         "if(/^[a-z][a-z0-9+.-]*:/i.test(v)&&!/^(https?|mailto|data:font|blob):/i.test(v))bad.push(v);});});"
         "var fixed=Array.from(document.querySelectorAll('#qa *')).filter(function(e){"
         "return getComputedStyle(e).position==='fixed';}).length;"
         "return {pwned: window.__pwned===undefined?null:String(window.__pwned), bad: bad, fixed: fixed,"
         "typeset: document.querySelectorAll('#qa mjx-container').length};})()")
CLICK_LINKS = ("(function(){var n=0;document.querySelectorAll('#qa a').forEach(function(a){"
               "a.dispatchEvent(new MouseEvent('click',{bubbles:true,cancelable:true,view:window}));n++;});"
               "return n;})()")
ORDER = ("Array.from(document.querySelectorAll('#qa .mc-choice'))"
         ".map(function(e){return e.getAttribute('data-mc-key');})")


def study(d: Any) -> None:
    import aqt.sound
    import aqt.url_schemes

    played: list[list[str]] = []
    opened: list[str] = []

    def play_tags(tags: list[Any]) -> None:
        if tags:
            played.append([str(t) for t in tags])

    def open_url(url: Any) -> None:
        opened.append(url.toString())

    aqt.sound.av_player.play_tags = play_tags  # type: ignore[method-assign]  # recorded, never played
    aqt.url_schemes.open_url_if_supported_scheme = open_url
    d.wait_for_math = False   # some cards show math delimiters as text, on purpose
    cards: list[dict[str, Any]] = []
    d.report["hostile"] = cards
    d.study_deck(DECK)
    while not d.finished():
        key = d.current_key()
        d.step(f"hostile: {key}")
        record: dict[str, Any] = {"key": key, "front": d.js(PROBE), "links_front": d.js(CLICK_LINKS)}
        for choice in d.js(ORDER) or []:
            d.click_choice(choice)
        time.sleep(0.2)
        record["front_after"] = d.js(PROBE)
        d.flip()
        record["back"] = d.js(PROBE)
        record["links_back"] = d.js(CLICK_LINKS)
        time.sleep(0.2)
        record["back_after"] = d.js(PROBE)
        record["av_tags"] = d.main(lambda: [str(t) for t in d.mw.reviewer.card.question_av_tags()
                                            + d.mw.reviewer.card.answer_av_tags()])
        cards.append(record)
        d.answer(4)
    d.report["played"] = played
    d.report["opened"] = opened
