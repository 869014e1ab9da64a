"""Screenshots of the sample cards in Anki desktop's reviewer page.

    python -m tests.browser.shoot [OUT_DIR]      (default /tmp/shots)

Writes <card>-<side>-<light|night>-<width>.png: the front with a pick and the back.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from .aqt_web import web_root
from .cards import make_cards
from .harness import CHROMIUM, CHROMIUM_ARGS, DesktopViewer, Server
from .samples import FILES, QUESTIONS

#: (card key, card ord, keys to pick on the front); ord 1 = the Recall card
SCENES = [("zero", 0, ["B"]), ("stages", 0, ["A", "C"]), ("awkward", 0, ["A"]), ("zero", 1, [])]


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    deck = make_cards(QUESTIONS, Path(tempfile.mkdtemp(prefix="shots-")), files=FILES)
    server = Server(web_root())
    server.add_media_dir(deck.media_dir)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for width, height in ((1024, 768), (375, 740)):
                for night in (False, True):
                    ctx = browser.new_context(viewport={"width": width, "height": height})
                    v = DesktopViewer(ctx.new_page(), server, night=night)
                    tag = f"{'night' if night else 'light'}-{width}"
                    for key, ord_, picks in SCENES:
                        card = deck.card(key, ord_)
                        name = key if ord_ == 0 else f"{key}-recall"
                        v.show_question(card)
                        for k in picks:
                            v.click_key(k)
                        v.page.mouse.move(0, 0)
                        v.page.wait_for_timeout(250)  # let the selection transition finish
                        v.page.screenshot(path=str(out / f"{name}-front-{tag}.png"), full_page=True)
                        v.show_answer(card)
                        v.page.screenshot(path=str(out / f"{name}-back-{tag}.png"), full_page=True)
                    v.assert_no_errors()
                    ctx.close()
            browser.close()
    finally:
        server.close()
    print(out)


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/shots"))
