"""Screenshots of the seed deck's cards in Anki desktop's real reviewer page.

    python scripts/screenshots.py [-o docs/screenshots] [--all]

Builds cards/zero-sharded-optimizers.yaml with the project, imports the package into a new
Anki collection (the ``anki`` package), and shows the cards' rendered HTML in the reviewer
page the browser tests use (tests/browser/harness.py: Anki desktop's reviewer.js, its CSS and
MathJax from the ``aqt`` wheel), in Debian's Chromium through Playwright. For each chosen
question it saves the front with a pick and the back, in light and night mode, at phone
(375 px) and desktop (1024 px) width:

    <question id>-<front|back>-<light|night>-<phone|desktop>.png

The shuffle is seeded so that a rerun gives the same pictures. PNGs are shrunk with
``pngquant`` when it is installed (``apt-get install pngquant``), which keeps the committed
set small. ``--all`` shoots every question of the deck (for looking, not for committing).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT)]

from tests.browser.aqt_web import web_root  # noqa: E402 - after the sys.path line above
from tests.browser.cards import render_package  # noqa: E402 - after the sys.path line above
from tests.browser.harness import CHROMIUM, CHROMIUM_ARGS, DesktopViewer, Server  # noqa: E402 - after the sys.path line above

SEED = ROOT / "cards" / "zero-sharded-optimizers.yaml"
OUT = ROOT / "docs" / "screenshots"

#: question id -> the source letters picked on the front (one wrong pick, one right pick)
SCENES = {"redundancy": ["B"], "adam-state": ["B"]}
WIDTHS = {"phone": (375, 640), "desktop": (1024, 600)}

#: a seeded Math.random, so that the shuffle (and so the pictures) are the same every run
SEEDED_RANDOM = """
(() => {
  let s = 20240611;
  Math.random = function () {
    s |= 0; s = s + 0x6D2B79F5 | 0;
    let t = Math.imul(s ^ s >>> 15, 1 | s);
    t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t;
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
})();
"""


def build_seed(workdir: Path) -> Path:
    from quizdeck.build import Options, build
    from quizdeck.diagnostics import Diagnostics

    diags = Diagnostics()
    build(Options(sources=[SEED], output=workdir / "out"), diags)
    apkgs = sorted((workdir / "out").glob("*.apkg"))
    if not apkgs:
        raise SystemExit(f"the seed deck did not build: {diags!r}")
    return apkgs[0]


def optimise(paths: list[Path]) -> None:
    tool = shutil.which("pngquant")
    if not tool:
        print("pngquant not found (apt-get install pngquant): PNGs left as Chromium wrote them", file=sys.stderr)
        return
    for path in paths:
        subprocess.run([tool, "--force", "--skip-if-larger", "--strip", "--speed", "1", "--quality", "70-95",
                        "--output", str(path), "--", str(path)], check=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-o", "--out", type=Path, default=OUT)
    parser.add_argument("--all", action="store_true", help="every question of the seed deck")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    work = Path(tempfile.mkdtemp(prefix="screenshots-"))
    deck = render_package(build_seed(work), work)
    by_id = {c.key.split("/", 1)[1]: c for c in deck.cards if c.ord == 0}
    scenes = {qid: SCENES.get(qid, ["A"]) for qid in by_id} if args.all else SCENES
    missing = [q for q in scenes if q not in by_id]
    if missing:
        raise SystemExit(f"not in the seed deck: {missing}")

    args.out.mkdir(parents=True, exist_ok=True)
    server = Server(web_root())
    assert deck.media_dir is not None, "the seed deck has images"
    server.add_media_dir(deck.media_dir)
    written: list[Path] = []
    errors: list[str] = []
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for size, (width, height) in WIDTHS.items():
                for night in (False, True):
                    ctx = browser.new_context(viewport={"width": width, "height": height})
                    page = ctx.new_page()
                    page.add_init_script(SEEDED_RANDOM)
                    v = DesktopViewer(page, server, night=night)
                    tag = f"{'night' if night else 'light'}-{size}"
                    for qid, picks in scenes.items():
                        card = by_id[qid]
                        v.show_question(card)
                        for key in picks:
                            v.click_key(key)
                        page.mouse.move(0, 0)
                        page.wait_for_timeout(250)  # the selection transition
                        for side in ("front", "back"):
                            if side == "back":
                                v.show_answer(card)
                            path = args.out / f"{qid}-{side}-{tag}.png"
                            page.screenshot(path=str(path), full_page=True)
                            written.append(path)
                    errors += v.errors
                    ctx.close()
            browser.close()
    finally:
        server.close()
        shutil.rmtree(work, ignore_errors=True)
    optimise(written)
    total = sum(p.stat().st_size for p in written)
    print(f"{len(written)} screenshots, {total // 1024} KiB, in {args.out}")
    if errors:
        print("browser errors:\n" + "\n".join(errors), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
