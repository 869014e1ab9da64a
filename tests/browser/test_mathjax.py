"""MathJax in Anki desktop's reviewer: reviewer.js loads MathJax from /_anki/js/vendor/mathjax
when a side contains \\( \\) or \\[ \\], and typesets #qa after the card's script ran."""

from __future__ import annotations

import pytest

from .cards import question

QUESTIONS = [
    question(
        "square", r"What is \( x^2 \) for \( x = 3 \)? \[ f(x) = x^2 \]",
        [r"\( 9 \)", r"\( 6 \)", r"\[ 3^3 \]", "nine point one"], "A",
        explanation=r"\[ 3^2 = 3 \cdot 3 = 9 \] so the answer is \( 9 \)."),
    question(
        "roots", r"Which are roots of \( x^2 - 5x + 6 \)?",
        [r"\( 2 \)", r"\( 3 \)", r"\( -2 \)", r"\( 6 \)"], ["A", "B"],
        explanation=r"\( (x-2)(x-3) \)"),
]


def mjx_count(v, selector: str) -> int:
    return v.evaluate("(s) => document.querySelectorAll(s).length", selector)


def typeset(v) -> dict[str, tuple[int, int]]:
    """(all, display) mjx-containers per part of the card."""
    out = {}
    for part in ("question", "choice", "explanation"):
        sel = f"#qa .mc-{part} mjx-container"
        out[part] = (mjx_count(v, sel), mjx_count(v, sel + '[display="true"]'))
    return out


@pytest.mark.parametrize("night", [False, True], ids=["light", "night"])
def test_mathjax_typesets_with_shuffling(deck, new_viewer, night):
    v = new_viewer("desktop", night=night)
    card = deck.card("square")
    orders = set()
    for attempt in range(4):
        v.show_question(card)
        assert typeset(v) == {"question": (3, 1), "choice": (3, 1), "explanation": (0, 0)}
        order = v.order()
        orders.add(tuple(order))
        v.click_key("A" if attempt % 2 == 0 else "B")
        v.show_answer(card)
        assert v.order() == order
        assert typeset(v) == {"question": (3, 1), "choice": (3, 1), "explanation": (2, 1)}
        # each choice keeps its own typeset math after the shuffle
        texts = {c["key"]: c["text"] for c in v.choices()}
        assert "9" in texts["A"] and "6" in texts["B"] and "3" in texts["C"], texts
        assert not any("\\(" in t or "\\[" in t for t in texts.values()), texts
        letter = "ABCD"[order.index("A")]
        assert v.result_text() == ("Correct" if attempt % 2 == 0 else f"Incorrect — the answer is {letter}")
        assert "mc-correct" in v.choices()[order.index("A")]["classes"]
    assert any(list(o) != ["A", "B", "C", "D"] for o in orders), "never shuffled"
    v.assert_no_errors()


def test_mathjax_multi_then_plain_card(deck, new_viewer):
    v = new_viewer("desktop")
    roots = deck.card("roots")
    v.show_question(roots)
    order = v.order()
    v.click_key("A")
    v.click_key("B")
    v.show_answer(roots)
    assert v.order() == order
    assert v.result_text() == "Correct — 2 of 2 correct answers picked"
    assert mjx_count(v, "#qa mjx-container") == 6
    v.assert_no_errors()


WRAP = question(
    "wrap", "Inline math in a paragraph?", ["yes", "no"], "A",
    explanation=(r"Each rank keeps a slice (\( 1/N_d \)) of the states, the sum is (\( 1 + 2 + 3 + 4 \)) = 10, "
                 r"a long formula \( a_1 + a_2 + a_3 + a_4 + a_5 + a_6 + a_7 + a_8 + a_9 + a_{10} + a_{11} + a_{12} "
                 r"+ a_{13} + a_{14} + a_{15} \) wraps, optimizer states (stage 1, \( P_{os} \)), plus gradients "
                 r"(stage 2, \( P_{os+g} \)), plus parameters (stage 3, \( P_{os+g+p} \)); \( 16\Psi \) bytes."))
QUESTIONS.append(WRAP)

#: per inline formula of the explanation: does it stick out of the box's padding, and is the
#: character touching it on another line?
WRAP_CHECK = r"""() => {
  const ex = document.querySelector('#qa .mc-explanation');
  const b = ex.getBoundingClientRect(), cs = getComputedStyle(ex);
  const left = b.left + parseFloat(cs.paddingLeft) + parseFloat(cs.borderLeftWidth) - 0.5;
  const right = b.right - parseFloat(cs.paddingRight) + 0.5;
  const bad = [];
  const charRect = (t, i) => { const r = document.createRange(); r.setStart(t, i); r.setEnd(t, i + 1);
                               const a = r.getClientRects(); return a[a.length - 1]; };
  for (const m of ex.querySelectorAll('mjx-container')) {
    const rects = Array.from(m.getClientRects()).filter(r => r.width);
    for (const r of rects) if (r.left < left || r.right > right) bad.push('sticks out: ' + m.textContent);
    const before = m.previousSibling, after = m.nextSibling;
    if (before && before.nodeType === 3 && /\S$/.test(before.data)) {
      const c = charRect(before, before.length - 1);
      if (Math.abs(c.bottom - rects[0].bottom) > 8) bad.push('split from ' + before.data.slice(-1));
    }
    if (after && after.nodeType === 3 && /^\S/.test(after.data)) {
      const c = charRect(after, 0);
      const last = rects[rects.length - 1];
      if (Math.abs(c.bottom - last.bottom) > 8) bad.push('split from ' + after.data[0] + ': ' + m.textContent);
    }
  }
  const lines = new Set(Array.from(ex.querySelectorAll('mjx-container')).flatMap(
    m => Array.from(m.getClientRects()).map(r => Math.round(r.bottom))));
  return {bad, scroll: document.documentElement.scrollWidth - innerWidth, lines: lines.size};
}"""


def test_inline_math_wraps_with_its_text(deck, new_viewer):
    """At every width from 300 to 420 px: no inline formula sticks out of the explanation, none
    is parted from the punctuation touching it, and the page never scrolls sideways."""
    v = new_viewer("desktop", width=320)
    card = deck.card("wrap")
    v.show_question(card)
    v.show_answer(card)
    problems = {}
    for width in range(300, 424, 4):
        v.page.set_viewport_size({"width": width, "height": 800})
        out = v.evaluate(WRAP_CHECK)
        if out["bad"] or out["scroll"] > 0:
            problems[width] = out
        if width == 320:
            assert out["lines"] >= 4, out  # the long formula itself was broken over lines
    assert not problems, problems
    v.assert_no_errors()


MERROR = question(
    "merror", "Math MathJax cannot read?", ["yes", "no"], "A",
    explanation=(r"A typo in a formula, \( a & b & c & d + e_1 + e_2 + e_3 + e_4 + e_5 + e_6 + e_7 + e_8 + e_9 "
                 r"+ e_{10} + e_{11} + e_{12} + e_{13} + e_{14} + e_{15} + e_{16} \), shows its source."))
QUESTIONS.append(MERROR)


def test_math_mathjax_cannot_read_scrolls_inside_itself(deck, new_viewer):
    """MathJax shows the TeX source of a formula it cannot read as one unbreakable line in an
    error box: at phone widths that box scrolls inside itself, never the page sideways (found in
    the real app with a hostile-corpus payload: 117 px of sideways scroll at 400 px)."""
    v = new_viewer("desktop", width=320)
    card = deck.card("merror")
    v.show_question(card)
    v.show_answer(card)
    assert mjx_count(v, "#qa .mc-explanation mjx-merror") == 1
    problems = {}
    for width in range(300, 424, 8):
        v.page.set_viewport_size({"width": width, "height": 800})
        out = v.evaluate(WRAP_CHECK)
        sticks = [b for b in out["bad"] if b.startswith("sticks out")]
        if sticks or out["scroll"] > 0:
            problems[width] = out
    assert not problems, problems
