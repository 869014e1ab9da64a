#!/usr/bin/env python3
"""Save-to-page latency of the live preview (``make_deck.py watch``), in a real browser.

    python bench/watch_latency.py                    # N = 100 and 1,000 questions, 15 saves each
    python bench/watch_latency.py --sizes 1000 --saves 30

For each N, a quiz is generated (bench/gen.py, seeded), ``watch`` is started on it as a
user starts it (its own process, a free port), and Debian's Chromium (Playwright) opens
the page and goes to a card in the middle of the deck. Then, each time: the question's
text is changed and saved the way editors save (a new file renamed over the old one),
and the clock runs from just before the rename until the page shows the new text. An
edit inside one question takes watch's quick path (quizdeck/live/itemedit.py: that question
read alone, rendered, patched into the open page); the full rebuild that follows every
save (the "rebuild" column, from watch's own output) confirms it and reports the
problems across questions.

Target (issue 12): median <= 300 ms at 1,000 questions. For comparison on this machine
in the same run, the baseline is a cold ``make_deck.py preview`` of the same quiz (a
process that reads, renders and writes every card): the ratio says how much of a full
rebuild a save costs.
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import gen  # noqa: E402 - the benchmark's quiz generator, next to this file

CHROMIUM = os.environ.get("MAKE_DECK_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def save(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp~")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def cold_preview(quiz: Path, out: Path) -> float:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    start = time.perf_counter()
    subprocess.run([sys.executable, str(ROOT / "make_deck.py"), "preview", str(quiz), "-o", str(out)],
                   check=True, capture_output=True, env=env)
    return time.perf_counter() - start


def measure(n: int, saves: int, folder: Path) -> dict[str, float]:
    from playwright.sync_api import Error, sync_playwright

    quiz = folder / f"quiz-{n}.yaml"
    text, data = gen.dump(n)
    quiz.write_text(text, encoding="utf-8")
    baseline = statistics.median(cold_preview(quiz, folder / "preview") for _ in range(3))
    target = data["questions"][n // 2]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1"}
    proc = subprocess.Popen([sys.executable, str(ROOT / "make_deck.py"), "watch", str(quiz), "--port", "0"],
                            stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True, env=env)
    assert proc.stderr is not None
    url = None
    while url is None:
        line = proc.stderr.readline()
        if not line:
            raise SystemExit("watch stopped before serving")
        found = re.search(r"(http://\S+/)", line)
        url = found.group(1) if found else None
    latencies, rebuilds = [], []
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
            page = browser.new_page()
            page.goto(url)
            page.evaluate("key => window.__pv.go(key, false)", page.evaluate(
                "n => document.querySelectorAll('template.pv-card')[n].getAttribute('data-key')", n // 2))
            current = text
            for i in range(saves + 1):   # the first save warms up (caches, the browser's) and is not counted
                token = f"EDITED{i}X"
                new = current.replace(f"  - id: {target['id']}\n    question: ",
                                      f"  - id: {target['id']}\n    question: {token} ", 1)
                assert new != current
                start = time.perf_counter()
                save(quiz, new)
                while True:
                    try:
                        page.wait_for_function("t => document.querySelector('#qa .mc-question')?.textContent"
                                               ".includes(t)", arg=token, polling="raf", timeout=20_000)
                        break
                    except Error as exc:   # the page reloaded while it was being asked
                        if "Timeout" in str(exc):
                            raise
                elapsed = time.perf_counter() - start
                line = proc.stderr.readline()
                while "rebuilt in" not in line:
                    line = proc.stderr.readline()
                if i:
                    latencies.append(elapsed)
                    rebuilds.append(float(re.search(r"rebuilt in (\d+) ms", line).group(1)) / 1000)
                current = text   # the next save changes the original text again
                time.sleep(0.2)
            browser.close()
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=30)
    median = statistics.median(latencies)
    return {"n": n, "median": median, "p90": sorted(latencies)[int(0.9 * (len(latencies) - 1))],
            "rebuild": statistics.median(rebuilds), "baseline": baseline, "ratio": median / baseline,
            "page_bytes": (folder / "preview" / f"quiz-{n}.html").stat().st_size}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,1000")
    parser.add_argument("--saves", type=int, default=15)
    args = parser.parse_args(argv)
    rows = []
    with tempfile.TemporaryDirectory(prefix="make_deck-watch-bench-") as folder:
        for n in (int(s) for s in args.sizes.split(",")):
            rows.append(measure(n, args.saves, Path(folder)))
    print(f"{'N':>6} {'median':>9} {'p90':>9} {'rebuild':>9} {'cold preview':>13} {'ratio':>6} {'page':>9}")
    for r in rows:
        print(f"{r['n']:>6} {r['median'] * 1000:>7.0f}ms {r['p90'] * 1000:>7.0f}ms {r['rebuild'] * 1000:>7.0f}ms "
              f"{r['baseline'] * 1000:>11.0f}ms {r['ratio']:>6.2f} {r['page_bytes'] / 1e6:>7.2f}MB")
    worst = max((r for r in rows if r["n"] >= 1000), key=lambda r: r["median"], default=None)
    if worst is not None:
        verdict = "meets" if worst["median"] <= 0.3 else "MISSES"
        print(f"target (median <= 300 ms at 1,000 questions): {verdict} ({worst['median'] * 1000:.0f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
