#!/usr/bin/env python3
"""Card timing (issue 6, target 5): how long the card takes to show in Anki desktop's reviewer.

    python bench/card_timing.py [--repeats 30] [--json out.json]

A 4-choice and a 12-choice card (every choice with a ``why``) go through the real
build and a real Anki collection (tests/browser/cards.py), and are shown in Anki
desktop's own reviewer page (reviewer.js from the aqt wheel; tests/browser/harness.py)
in headless Chromium. For each side it measures, median of ``--repeats``:

* ``total``:  from calling ``_showQuestion(q, a, bodyclass)`` (front) or ``_showAnswer(a)``
  (back) to the end of the reviewer's update (HTML in, scripts run, ``#qa`` visible),
  followed by a forced style and layout, so the choices are laid out and the marks drawn;
* ``painted``: the same, up to the first frame after it (includes waiting for the frame);
* ``script``: the card script's own run time, from ``performance.now()`` marks added at the
  start and end of its ``<script>`` body;
* ``noscript``: ``total`` for the same card HTML with the card script removed; ``total``
  minus ``noscript`` is what the script adds, including the style and layout work its
  changes cause.

On the back, a wrong choice was picked on the front first, so the script draws the
picked, wrong and missed marks and the result line.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.browser.aqt_web import web_root  # noqa: E402 - after the sys.path line above
from tests.browser.cards import build_package_real, contract_package, make_cards, question  # noqa: E402 - after the sys.path line above
from tests.browser.harness import CHROMIUM, CHROMIUM_ARGS, DesktopViewer, Server, theme_classes  # noqa: E402 - after the sys.path line above

SCRIPT_RE = re.compile(r"(<script>)(\s*/\* make_deck multiple-choice card script.*?)(</script>)", re.S)

WORDS = ["gradient", "shard", "optimizer", "replica", "bucket", "parameter", "activation", "checkpoint", "stage",
         "partition", "overlap", "all-gather", "reduce-scatter", "bandwidth", "latency", "memory"]


def _choice_text(i: int) -> str:
    w = WORDS
    return (f"The {w[i % len(w)]} is kept on every rank and the {w[(i * 3 + 1) % len(w)]} "
            f"is {'*sharded*' if i % 3 == 0 else 'replicated'} after each `step()` ({i + 1})")


def specs() -> list:
    def q(key: str, n: int, answer):
        choices = [(_choice_text(i), f"Because the {WORDS[(i * 5 + 2) % len(WORDS)]} "
                                     f"{'is' if i % 2 else 'is not'} needed for the next step.")
                   for i in range(n)]
        return question(key, f"Which statement about **ZeRO stage {n % 3 + 1}** holds for {n} choices?",
                        choices, answer,
                        explanation="Stage 3 partitions the parameters as well; see the paper's Figure 1.")
    return [q("four", 4, "B"), q("twelve", 12, "F")]


def instrument(html: str) -> str:
    """Add performance.now() marks around the card script's body."""
    out, n = SCRIPT_RE.subn(lambda m: m.group(1) + "window.__mcT0=performance.now();" + m.group(2)
                            + "\n;window.__mcT1=performance.now();" + m.group(3), html)
    if n != 1:
        raise SystemExit(f"expected one card script in the card HTML, found {n}")
    return out


def strip_script(html: str) -> str:
    out, n = SCRIPT_RE.subn("", html)
    if n != 1:
        raise SystemExit(f"expected one card script in the card HTML, found {n}")
    return out


SHOW_JS = """async ([side, html, ans, body]) => {
  const idle = () => new Promise(r => _queueAction(() => r(performance.now())));
  const frame = () => new Promise(r => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)));
  await idle();
  await frame();
  window.__mcT0 = window.__mcT1 = null;
  const t0 = performance.now();
  if (side === 'front') _showQuestion(html, ans, body); else _showAnswer(html);
  await idle();
  const qa = document.getElementById('qa');
  void qa.getBoundingClientRect().height;          // style + layout now
  const shown = qa.style.opacity === '1' && qa.querySelectorAll('.mc-choice').length;
  const t1 = performance.now();
  const t2 = await frame();
  const marks = document.querySelectorAll('#qa .mc-picked, #qa .mc-wrong, #qa .mc-missed').length;
  return {total: t1 - t0, painted: t2 - t0, choices: shown,
          script: window.__mcT0 == null || window.__mcT1 == null ? null : window.__mcT1 - window.__mcT0,
          marks: marks, result: (document.querySelector('#qa .mc-result') || {}).textContent || null};
}"""


def measure_card(viewer: DesktopViewer, card, repeats: int, warmup: int, with_script: bool) -> dict:
    page = viewer.page
    q_html, a_html = card.question_html, card.answer_html
    q_html, a_html = (instrument(q_html), instrument(a_html)) if with_script else \
        (strip_script(q_html), strip_script(a_html))
    body = card.body_class + " " + theme_classes(False)
    n_choices = len(card.spec.choices)
    wrong = next(i for i, c in enumerate(card.spec.choices) if not c.correct)
    rows: dict[str, list] = {"front": [], "back": []}
    for r in range(warmup + repeats):
        front = page.evaluate(SHOW_JS, ["front", q_html, a_html, body])
        if front["choices"] != n_choices:
            raise SystemExit(f"{card.key}: the front shows {front['choices']} choices, not {n_choices}")
        # pick a wrong choice (as displayed, whatever the shuffle did), so the back draws every kind of mark
        page.evaluate("(k) => document.querySelector(`#qa .mc-choice[data-mc-key=\"${k}\"]`).click()",
                      "ABCDEFGHIJKL"[wrong])
        back = page.evaluate(SHOW_JS, ["back", a_html, None, None])
        if with_script and back["marks"] < 2:
            raise SystemExit(f"{card.key}: the back drew {back['marks']} marks; result {back['result']!r}")
        if r >= warmup:
            rows["front"].append(front)
            rows["back"].append(back)
    viewer.assert_no_errors()
    return rows


def summarise(rows: list[dict], key: str) -> float | None:
    vals = [x[key] for x in rows if x[key] is not None]
    return statistics.median(vals) if vals else None


def p90(rows: list[dict], key: str) -> float | None:
    vals = sorted(x[key] for x in rows if x[key] is not None)
    return vals[min(len(vals) - 1, round(0.9 * (len(vals) - 1)))] if vals else None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeats", type=int, default=30)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--json", type=Path)
    ap.add_argument("--contract", action="store_true",
                    help="build the fields from the docs/card.md contract instead of the real build")
    args = ap.parse_args(argv)

    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="make_deck-cards-") as tmp:
        how = "contract" if args.contract else "real build"
        deck = make_cards(specs(), Path(tmp), contract_package if args.contract else build_package_real)
        cards = [deck.card("four"), deck.card("twelve")]
        server = Server(web_root())
        out: dict = {"repeats": args.repeats, "fields": how, "cards": []}
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
                out["engine"] = f"headless Chromium {browser.version}"
                try:
                    for card in cards:
                        entry: dict = {"name": f"{len(card.spec.choices)} choices", "choices": len(card.spec.choices),
                                       "html_kib_front": round(len(card.question_html) / 1024, 1),
                                       "html_kib_back": round(len(card.answer_html) / 1024, 1)}
                        for with_script in (True, False):
                            ctx = browser.new_context(viewport={"width": 1024, "height": 768})
                            try:
                                viewer = DesktopViewer(ctx.new_page(), server)
                                rows = measure_card(viewer, card, args.repeats, args.warmup, with_script)
                            finally:
                                ctx.close()
                            for side in ("front", "back"):
                                if with_script:
                                    entry[f"total_ms_{side}"] = summarise(rows[side], "total")
                                    entry[f"total_p90_ms_{side}"] = p90(rows[side], "total")
                                    entry[f"painted_ms_{side}"] = summarise(rows[side], "painted")
                                    entry[f"script_ms_{side}"] = summarise(rows[side], "script")
                                    entry[f"script_p90_ms_{side}"] = p90(rows[side], "script")
                                else:
                                    entry[f"noscript_ms_{side}"] = summarise(rows[side], "total")
                        for side in ("front", "back"):
                            entry[f"added_ms_{side}"] = entry[f"total_ms_{side}"] - entry[f"noscript_ms_{side}"]
                        out["cards"].append(entry)
                finally:
                    browser.close()
        finally:
            server.close()

    print(f"{out['engine']}, Anki desktop reviewer.js ({web_root().parent.name}), fields from the {how}, "
          f"median of {args.repeats}")
    print(f"{'card':<11} {'side':<5} {'total ms':>9} {'p90':>7} {'painted':>8} {'script ms':>10} {'p90':>7} "
          f"{'no-script':>10} {'added':>7}")
    for c in out["cards"]:
        for side in ("front", "back"):
            print(f"{c['name']:<11} {side:<5} {c[f'total_ms_{side}']:9.2f} {c[f'total_p90_ms_{side}']:7.2f} "
                  f"{c[f'painted_ms_{side}']:8.2f} {c[f'script_ms_{side}']:10.3f} {c[f'script_p90_ms_{side}']:7.3f} "
                  f"{c[f'noscript_ms_{side}']:10.2f} {c[f'added_ms_{side}']:7.2f}")
    if args.json:
        args.json.write_text(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
