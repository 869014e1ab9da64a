"""The study script of tests/desktop/test_app.py, run inside the real Anki by the test add-on.

Studies the seed deck and the every-kind deck card after card in the real reviewer, as a
learner would: picks with real clicks and real Alt+digit keys (right, wrong, none, changing
one's mind), flips with a real Space, reads both sides, answers with a real key. Then the
same in night mode, in a window 400 px wide and at a 375x667 phone viewport, and takes the
window grabs for docs/screenshots/. Everything goes into ``d.report``; test_app.py judges.
"""

from __future__ import annotations

import time
from typing import Any

SEED = "ML Systems::ZeRO and Sharded Optimizers"
EVERY = "make_deck desktop tests"

#: how each card is answered, in turn (cycled over the cards of a pass)
SCENARIOS = ("right-click", "wrong-click", "none", "change-alt", "right-alt", "change-click")

#: the cards of the window grabs: card key -> the choice picked on the front
SHOTS = {"zero-sharded-optimizers/redundancy": "B"}


def correct_keys(d: Any) -> list[str]:
    answer = d.main(lambda: d.mw.reviewer.card.note()["Answer"])
    return [k.strip() for k in answer.split(",") if k.strip()]


def alt(d: Any, order: list[str], key: str) -> dict[str, Any]:
    """Press Alt+<display position of key>; what the reviewer was doing before and after."""
    before = d.state()
    changed = d.press_for(key, lambda: d.key(f"alt+{order.index(key) + 1}"))
    time.sleep(0.2)  # time for Anki to act on the key too, if it were to
    return {"before": before, "after": d.state(), "changed": changed}


def pick(d: Any, scenario: str, order: list[str], correct: list[str], multi: bool) -> dict[str, Any]:
    """Carry out ``scenario`` on the front; returns what was done and what Anki did meanwhile."""
    wrong = [k for k in order if k not in correct]
    done: dict[str, Any] = {"keys": [], "states": []}

    def by_click(key: str) -> None:
        d.click_choice(key)
        done["keys"].append(("click", key))

    def by_alt(key: str) -> None:
        done["states"].append(alt(d, order, key))
        done["keys"].append(("alt", key, order.index(key) + 1))

    if scenario == "none":
        return done
    how = by_alt if scenario.endswith("-alt") else by_click
    if scenario.startswith("right"):
        for k in correct:
            how(k)
    elif scenario.startswith("wrong"):
        if multi:
            how(correct[0])
        how(wrong[0])
    elif scenario.startswith("change"):
        how(wrong[0])  # a first, wrong pick...
        if multi:
            how(wrong[0])  # ...taken back
        for k in correct:  # ...then the right one(s)
            how(k)
    return done


def study_pass(d: Any, deck: str, name: str, shots: str | None = None, shot_cards: dict[str, str] = SHOTS,
               check_back_keys: bool = False, phone: bool = False) -> None:
    """Every card of ``deck`` once; appends one record per card to d.report['cards'].
    ``shots``: grab the window for the cards of ``shot_cards`` (after picking the choice given
    there), as ``<question id>-<front|back>-<shots>.png``, e.g. shots="light-phone".
    ``phone``: the reviewer's page is made 375x667 CSS pixels at zoom 2 (the bottom bar of
    the reviewer is taller than the overview's, so this is done once the reviewer shows)."""
    d.study_deck(deck)
    if phone:
        d.report.setdefault("viewport_phone", []).append(d.viewport(375, 667, zoom=2.0))
    n = 0
    while not d.finished():
        key = d.current_key()
        d.step(f"{name}: {key}")
        correct = correct_keys(d)
        front = d.card_dom()
        multi = bool(d.js("document.querySelector('#qa .mc-choices').getAttribute('data-mc-multi') === '1'"))
        scenario = SCENARIOS[n % len(SCENARIOS)]
        shot = shots is not None and key in shot_cards
        if shot:
            scenario = "shot"
            d.click_choice(shot_cards[key])
            actions: dict[str, Any] = {"keys": [("click", shot_cards[key])], "states": []}
        else:
            actions = pick(d, scenario, front["order"], correct, multi)
        picked_front = d.card_dom()
        if shot:
            d.shot(f"{key.split('/')[-1]}-front-{shots}")
        state_before_flip = d.state()
        d.flip()
        back = d.card_dom()
        record: dict[str, Any] = {
            "pass": name, "deck": deck, "key": key, "scenario": scenario, "correct": correct,
            "multi": multi, "front": front, "picked": picked_front, "back": back,
            "actions": actions, "state_before_flip": state_before_flip,
        }
        if shot:
            d.shot(f"{key.split('/')[-1]}-back-{shots}")
        if check_back_keys:
            # Alt+digit on the back must neither answer the card nor change it
            before = d.state()
            d.key("alt+1")
            time.sleep(0.4)
            record["back_alt"] = {"before": before, "after": d.state(), "dom": d.card_dom()}
        d.report["cards"].append(record)
        d.answer(4)
        n += 1


def study(d: Any) -> None:
    # 1. desktop window, light: both decks, every scenario
    d.report["viewport_desktop"] = d.window(1000, 860)
    study_pass(d, SEED, "desktop-light", shots="light-desktop",
               check_back_keys=True)
    study_pass(d, EVERY, "desktop-light")

    # 2. a window 400 px wide: nothing scrolls sideways
    d.step("narrow window")
    d.report["viewport_narrow"] = d.window(400, 860)
    study_pass(d, SEED, "narrow-light")
    study_pass(d, EVERY, "narrow-light")

    # 3. a phone's viewport, 375x667 (the reviewer's page, as on an iPhone SE)
    d.step("phone viewport")
    d.window(800, 1500)
    study_pass(d, SEED, "phone-light", shots="light-phone", phone=True)

    # 4. night mode, phone and desktop
    d.step("night mode")
    d.theme(True)
    d.wait_loaded("the screen in night mode")
    study_pass(d, SEED, "phone-night", shots="night-phone", phone=True)
    study_pass(d, EVERY, "phone-night", phone=True)
    d.report["viewport_desktop_night"] = d.window(1000, 860)
    study_pass(d, SEED, "desktop-night", shots="night-desktop")
    d.theme(False)
