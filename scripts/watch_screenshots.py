"""Screenshots of the live preview (``make_deck.py watch``) for the README.

    python scripts/watch_screenshots.py [-o docs/screenshots]

Copies the seed quiz into a temporary folder, starts ``watch`` on it as a user does,
and in Debian's Chromium (Playwright) takes:

* ``watch-card.png``: a card of the quiz with a choice picked, after an edit of its
  question was saved (the page showed it by itself);
* ``watch-problem.png``: the same page after saving a mistake: the problem at its
  file:line:col above the last good build.

PNGs are shrunk with ``pngquant`` when it is installed.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SEED = ROOT / "cards" / "zero-sharded-optimizers.yaml"
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


def save(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp~")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def main() -> int:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", type=Path, default=ROOT / "docs" / "screenshots")
    out = parser.parse_args().output
    with tempfile.TemporaryDirectory() as folder:
        quiz = Path(folder) / "cards" / SEED.name
        quiz.parent.mkdir()
        text = SEED.read_text(encoding="utf-8")
        quiz.write_text(text, encoding="utf-8")
        proc = subprocess.Popen([sys.executable, str(ROOT / "make_deck.py"), "watch", "cards", "--port", "0"],
                                cwd=folder, stderr=subprocess.PIPE, text=True,
                                env={**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1"})
        assert proc.stderr is not None
        url = None
        while url is None:
            found = re.search(r"(http://\S+/)", proc.stderr.readline())
            url = found.group(1) if found else None
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
                page = browser.new_page(viewport={"width": 760, "height": 600}, device_scale_factor=1)
                page.goto(url)
                page.click("#pv-show")
                page.click("#pv-next")
                edited = text.replace("Why is optimizer state often the biggest memory hog with Adam?",
                                      "Why is optimizer state often the *biggest* memory hog with Adam?", 1)
                assert edited != text, "the seed's second question changed: update this script"
                save(quiz, edited)
                page.wait_for_function("() => document.querySelector('.mc-question em')")
                page.click(".mc-choice >> nth=1")
                page.screenshot(path=str(out / "watch-card.png"))
                broken = edited.replace("    answer: B\n", "    answer: F\n", 1)
                save(quiz, broken)
                page.wait_for_selector("#pv-problems:not([hidden])")
                page.screenshot(path=str(out / "watch-problem.png"))
                browser.close()
        finally:
            proc.send_signal(signal.SIGINT)
            proc.wait(timeout=30)
    tool = shutil.which("pngquant")
    for name in ("watch-card.png", "watch-problem.png"):
        if tool:
            subprocess.run([tool, "--force", "--skip-if-larger", "--output", str(out / name), str(out / name)],
                           check=False)
        print(out / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
