"""The study script of tests/desktop/test_hostile_app.py, run inside the real Anki by the test
add-on: every card of every top-level deck the packages made (the hostile corpus's allowed
decks: ``Hostile`` and those named otherwise on purpose), or of the job's ``deck``, in the real
reviewer.

Pass ``desktop`` (the 1000 px window): on each side, once Anki's MathJax has typeset it and
the fonts have loaded and the layout has stopped changing, the layout is measured
(hostile_layout.py: nothing draws over another part or outside the card, no sideways scroll,
what is at each choice's centre is that choice); every link is clicked and, on the front,
every choice with a real click (whether the pick changed is kept: a covered choice does not
change); what Anki's own players and link handler were asked to do is recorded (they are
replaced by recorders, so nothing plays and no browser opens), and what the page holds after
each step. Pass ``narrow`` (a 400 px window, unless the job says ``"narrow": false``): each
side measured again.

After every card the page must still answer a JavaScript round trip (``alive``), and the
reviewer page's ``renderProcessTerminated`` is recorded with the card shown (``crashes``);
the study stops at the first crash. The job's ``edits`` (control cards) are applied to the
notes first: ``{"key", "field", "old", "new"}``, the field's HTML written directly."""

from __future__ import annotations

import sys
import time
from typing import Any

from hostile_layout import SETTLED, layout_js  # type: ignore[import-not-found]  # run from this folder in Anki

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

#: the side is shown: Anki sets #qa's opacity to 1 once MathJax's typesetPromise is done; our
#: card's script has run (recall cards have none); every image is loaded
SHOWN = ("(function(){var qa=document.getElementById('qa');var c=qa&&qa.querySelector('.mc-card');"
         "if(!c||getComputedStyle(qa).opacity!=='1')return null;"
         "if(!c.hasAttribute('data-mc-init')&&!c.classList.contains('mc-recall'))return null;"
         "var side=(c.classList.contains('mc-back')||c.classList.contains('mc-recall-back'))?'back':'front';"
         "if(Array.from(c.querySelectorAll('img')).some(function(i){return !i.complete;}))return null;"
         "return side;})()")


class Crashed(Exception):
    """The reviewer's renderer process ended (the study stops)."""


def hook_crashes(d: Any) -> list[dict[str, Any]]:
    crashes: list[dict[str, Any]] = []

    def on_terminated(status: Any, code: int) -> None:
        card = d.mw.reviewer.card
        crashes.append({"status": getattr(status, "name", str(status)), "code": int(code),
                        "key": card.note()["Key"] if card else None, "step": d.step_name})

    d.main(lambda: d.mw.reviewer.web.page().renderProcessTerminated.connect(on_terminated))
    return crashes


def apply_edits(d: Any, edits: list[dict[str, str]]) -> None:
    """Control cards: HTML the build would refuse, written into the notes directly."""
    def go() -> None:
        col = d.mw.col
        for edit in edits:
            nids = col.find_notes(f'"Key:{edit["key"]}"')
            assert len(nids) == 1, f"no single note {edit['key']!r}"
            note = col.get_note(nids[0])
            assert edit["old"] in note[edit["field"]], f"{edit['key']}: {edit['old']!r} not in {edit['field']}"
            note[edit["field"]] = note[edit["field"]].replace(edit["old"], edit["new"])
            col.update_note(note)
    d.main(go)


def top_level_decks(d: Any) -> list[str]:
    """The top-level decks that hold cards (the collection is new: they are the packages')."""
    def go() -> list[str]:
        col = d.mw.col
        names = [n.name for n in col.decks.all_names_and_ids(include_filtered=False) if "::" not in n.name]
        return sorted(n for n in names if col.find_cards(f'"deck:{n}"'))
    return list(d.main(go))


class Study:
    def __init__(self, d: Any, crashes: list[dict[str, Any]]) -> None:
        self.d = d
        self.crashes = crashes
        #: the add-on's error for a step that did not come to pass (a page that did not answer)
        self.failed: type[Exception] = sys.modules[type(d).__module__].StudyError

    def poll(self, what: str, check: Any, timeout: float = 60) -> Any:
        """Poll ``check`` until true; Crashed as soon as the renderer is gone."""
        end = time.monotonic() + timeout
        last: Any = None
        while True:
            if self.crashes:
                raise Crashed(what)
            try:
                last = check()
            except self.failed as exc:   # the page did not answer (it may be gone)
                last = str(exc)
            else:
                if last:
                    return last
            if time.monotonic() > end:
                raise self.failed(f"{self.d.step_name}: waited {timeout} s for {what}; last: {last!r}; "
                                 f"Anki's state: {self.d.state()}")
            time.sleep(0.1)

    def settled(self, side: str, previous: int | None = None) -> None:
        """The side is shown, typeset, its fonts loaded, and its layout the same twice running."""
        d = self.d

        def shown() -> bool:
            if previous is not None and not d.main(
                    lambda: d.mw.reviewer.card is not None and d.mw.reviewer.card.id != previous):
                return False
            state = d.main(lambda: d.mw.reviewer.state)
            return state == ("question" if side == "front" else "answer") and d.js(SHOWN, timeout=10) == side
        self.poll(f"the {side} of a card", shown)
        seen: list[Any] = [None]

        def steady() -> bool:
            sig = d.js(SETTLED, timeout=10)
            same = sig is not None and sig == seen[0]
            seen[0] = sig
            if not same:
                time.sleep(0.15)
            return same
        self.poll(f"the {side}'s layout to settle", steady)

    def start(self, deck: str) -> None:
        self.d.open_reviewer(deck)
        self.settled("front")

    def flip(self) -> None:
        self.d.key("space")
        self.settled("back")

    def answer(self) -> None:
        d = self.d
        card = d.main(lambda: d.mw.reviewer.card.id if d.mw.reviewer.card else None)
        d.key("4")
        self.poll("the next card or the end", lambda: d.finished() or d.main(
            lambda: d.mw.reviewer.card is not None and d.mw.reviewer.card.id != card))
        if d.finished():
            d.wait_loaded("the screen after the last card", ("deckBrowser", "overview"))
        else:
            self.settled("front", previous=card)

    def alive(self) -> bool:
        """The page still answers a JavaScript round trip."""
        try:
            return bool(self.d.js("[1 + 1, document.readyState]", timeout=10) == [2, "complete"])
        except self.failed:
            return False

    def layout(self) -> dict[str, Any]:
        return dict(self.d.js(layout_js(), timeout=60))

    def desktop_pass(self, deck: str, cards: list[dict[str, Any]]) -> None:
        d = self.d
        self.start(deck)
        while not d.finished():
            key = d.current_key()
            d.step(f"hostile: {key}")
            record: dict[str, Any] = {"key": key}
            cards.append(record)
            record["layout_front"] = self.layout()
            record["front"] = d.js(PROBE)
            record["links_front"] = d.js(CLICK_LINKS)
            record["clicks"] = {choice: d.click_choice(choice) for choice in d.js(ORDER) or []}
            time.sleep(0.2)
            record["front_after"] = d.js(PROBE)
            self.flip()
            record["layout_back"] = self.layout()
            record["back"] = d.js(PROBE)
            record["links_back"] = d.js(CLICK_LINKS)
            time.sleep(0.2)
            record["back_after"] = d.js(PROBE)
            record["av_tags"] = d.main(lambda: [str(t) for t in d.mw.reviewer.card.question_av_tags()
                                                + d.mw.reviewer.card.answer_av_tags()])
            record["alive"] = self.alive()
            self.answer()

    def narrow_pass(self, deck: str, cards: list[dict[str, Any]]) -> None:
        d = self.d
        self.start(deck)
        while not d.finished():
            key = d.current_key()
            d.step(f"hostile narrow: {key}")
            record: dict[str, Any] = {"key": key}
            cards.append(record)
            record["layout_front"] = self.layout()
            self.flip()
            record["layout_back"] = self.layout()
            record["alive"] = self.alive()
            self.answer()


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
    d.report["played"] = played
    d.report["opened"] = opened
    crashes = hook_crashes(d)
    d.report["crashes"] = crashes
    apply_edits(d, d.job.get("edits", []))
    decks = [d.job["deck"]] if d.job.get("deck") else top_level_decks(d)
    d.report["decks"] = decks
    cards: list[dict[str, Any]] = []
    narrow: list[dict[str, Any]] = []
    d.report["hostile"] = cards
    d.report["narrow"] = narrow
    study = Study(d, crashes)
    try:
        d.report["viewport_desktop"] = d.viewport()
        for deck in decks:
            study.desktop_pass(deck, cards)
        if d.job.get("narrow", True):
            d.step("narrow window")
            d.report["viewport_narrow"] = d.window(400, 860)
            for deck in decks:
                study.narrow_pass(deck, narrow)
    except Exception as exc:  # a crash shows as any step failing; without one it is re-raised
        time.sleep(1.0)   # the signal may come just after the page stopped answering
        if not crashes:
            raise
        d.report["stopped"] = f"the renderer ended ({d.step_name}): {exc}"
        return
    time.sleep(0.5)   # a crash reported just after the last look
