"""Extensible arrows nested in each other's labels (issue 18, found by the red team): each level
doubles the time and width MathJax needs (24 levels of \\xrightarrow froze the reviewer for
minutes; 16 of \\xlongequal drew 1.6 million px wide). The check allows MAX_ARROW_DEPTH levels:
here, at that depth, every kind typesets without error and stays inside the card at a phone's
width; one level more is refused by the check."""

from __future__ import annotations

import pytest

from quizdeck.html import mathcheck

from .cards import question

DEPTH = mathcheck.MAX_ARROW_DEPTH


def nested(cmd: str, depth: int, below: bool = False) -> str:
    tex = "x"
    for _ in range(depth):
        tex = f"\\{cmd}[{{{tex}}}]{{y}}" if below else f"\\{cmd}{{{tex}}}"
    return f"\\( {tex} \\)"


KINDS = [("xlongequal", False), ("xrightarrow", False), ("xrightarrow", True), ("xleftrightarrow", False),
         ("xmapsto", False), ("overbracket", False), ("ce", False)]
QUESTIONS = [question(f"{cmd}-{int(below)}", f"Nested arrows? {nested(cmd, DEPTH, below)}", ["yes", "no"], "A")
             for cmd, below in KINDS]

EXTENT = """() => {
  const qa = document.getElementById('qa'), card = qa.getBoundingClientRect();
  const out = [];
  for (const el of qa.querySelectorAll('mjx-container *')) {
    const r = el.getBoundingClientRect();
    if (r.width && (r.left < card.left - 1 || r.right > card.right + 1)) out.push(el.tagName);
  }
  return {outside: out.length, scroll: document.documentElement.scrollWidth - innerWidth,
          errors: qa.querySelectorAll('mjx-merror').length, math: qa.querySelectorAll('mjx-container').length};
}"""


@pytest.mark.parametrize("kind", [f"{cmd}-{int(below)}" for cmd, below in KINDS])
def test_arrows_at_the_depth_limit_stay_in_the_card(deck, new_viewer, kind):
    v = new_viewer("desktop", width=400)
    v.show_question(deck.card(kind))
    out = v.evaluate(EXTENT)
    assert out["math"] == 1 and out["errors"] == 0, out
    assert out["outside"] == 0 and out["scroll"] <= 0, out


@pytest.mark.parametrize("cmd, below", KINDS)
def test_one_level_more_is_refused(cmd, below):
    assert mathcheck.check_math(nested(cmd, DEPTH, below)) is None
    problem = mathcheck.check_math(nested(cmd, DEPTH + 1, below))
    assert problem is not None and f"stretchy arrows and brackets {DEPTH + 1} deep" in problem.message
