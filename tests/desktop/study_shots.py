"""The study script of scripts/screenshots.py: the seed deck in the real Anki reviewer, with
window grabs of two cards (a wrong pick on the front, then the back) in light and night
mode, in a 1000x860 window and at a 375x667 phone viewport (page zoom 2)."""

from __future__ import annotations

from typing import Any

from study_review import SEED, study_pass  # type: ignore[import-not-found]  # Anki loads it by path

#: card key -> the choice picked on the front: a wrong pick (the back shows every mark), a right one
CARDS = {"zero-sharded-optimizers/redundancy": "B", "zero-sharded-optimizers/adam-state": "B"}


def study(d: Any) -> None:
    for night in (False, True):
        theme = "night" if night else "light"
        d.theme(night)
        d.wait_loaded(f"the screen in {theme} mode")
        d.window(1000, 860)
        study_pass(d, SEED, f"{theme}-desktop", shots=f"{theme}-desktop", shot_cards=CARDS)
        d.window(800, 1500)
        study_pass(d, SEED, f"{theme}-phone", shots=f"{theme}-phone", shot_cards=CARDS, phone=True)
    d.theme(False)
