"""The layout budget of the math check, measured in Anki desktop's reviewer page with Anki's
MathJax (issue 18, point 2; the bound is in docs/security.md, "Layout budget").

For every command that moves, overlaps or sizes, a formula that uses it as the check allows
and a control that the check refuses are each typeset in a card (the allowed ones built by
the project, the controls put in by hand), in the question and at the start of choice A, at
1024 px. In the page we measure the formula's own box (its ``mjx-container``) and where its
drawing is (every glyph, rule, border and background inside it): how far the drawing
reaches beyond the box (in em of the math) and whether it stays inside the card and clear of
choice A's letter badge. The allowed formula stays within 0.9em sideways and 1em up or down
of its box, inside the card and off the badge; the control goes beyond one of these, so the
measurement can fail and the check's refusal is needed.
"""

from __future__ import annotations

from typing import Any

import pytest

from quizdeck.html import mathcheck
from quizdeck.html.markdown import MarkdownConverter

from .cards import RenderedCard, make_cards, question

SIDEWAYS = mathcheck.REACH_SIDEWAYS_EM
UP_DOWN = mathcheck.REACH_UP_DOWN_EM

#: command: (allowed formula, refused control), inline math
CASES: dict[str, tuple[str, str]] = {
    "smash": (r"\smash{x}", r"\smash{\rule{1em}{10em}}"),
    "smash-b": (r"\sqrt{\smash[b]{y}}", r"\smash[t]{\rule{1em}{10em}}"),
    "smash-raise": (r"\smash{x^2}", r"\rlap{\smash{\raise{3em}{\colorbox{green}{Correct}}}}"),
    "llap": (r"\llap{-}5", r"\llap{\rule{10em}{1em}}"),
    "rlap": (r"x\rlap{'}", r"\rlap{\rule{10em}{1em}}"),
    "clap": (r"\clap{x}", r"\clap{\rule{10em}{1em}}"),
    "mathllap": (r"\mathllap{-}x", r"\mathllap{\rule{10em}{1em}}"),
    "mathrlap": (r"x\mathrlap{\,}", r"\mathrlap{\text{Correct, well done}}"),
    "mathclap": (r"\sum_{\mathclap{i}} x_i", r"\mathclap{\rule{10em}{1em}}"),
    "crampedllap": (r"\crampedllap{-}x", r"\crampedllap{\rule{10em}{1em}}"),
    "textrlap": (r"x\textrlap{a}", r"\textrlap{Correct, well done}"),
    "textllap": (r"\textllap{a}x", r"\textllap{Correct, well done}"),
    "raise": (r"\raise{2em}{x}", r"\smash{\raise{5em}{x}}"),
    "lower": (r"\lower{1em}{x}", r"\smash{\lower{5em}{x}}"),
    "moveleft": (r"a\moveleft{0.5em}{x}", r"\moveleft{5em}{x}"),
    "moveright": (r"a\moveright{-0.5em}{x}", r"\moveright{-5em}{x}"),
    "kern": (r"\kern-0.5em x", r"\kern-5em x"),
    "hspace": (r"\hspace{-0.8em}x", r"\hspace{-5em}x"),
    "mkern": (r"\mkern-12mu x", r"\mkern-90mu x"),
    "negative-spaces": (r"\!\!\!\!x", r"\!" * 40 + "x"),
    "rule": (r"\rule{10em}{1em}", r"\rule{60em}{1em}"),
    "rules": (r"\rule{5em}{1em}" * 3, r"\rule{20em}{1em}" * 5),
    "Rule": (r"\Rule{2em}{1em}{0.5em}", r"\Rule{60em}{1em}{0em}"),
    "mathmakebox": (r"\mathmakebox[3em]{x}", r"\mathmakebox[80em]{x}"),
    "mathmakebox-narrow": (r"\mathmakebox[1em][l]{xy}", r"\mathmakebox[0em]{\text{Correct, well done}}"),
    "framebox": (r"\framebox[4em]{ab}", r"\framebox[80em]{x}"),
    "overbracket": (r"\overbracket[0.2em][0.5em]{a+b}", r"\overbracket[20em][20em]{a+b}"),
    "underbracket": (r"\underbracket[0.2em][0.5em]{a+b}", r"\underbracket[infinity]{a+b}"),
    "genfrac": (r"\genfrac{}{}{0.2em}{}{a}{b}", r"\genfrac{}{}{500em}{}{a}{b}"),
    "above": (r"{a \above 0.2em b}", r"{a \above 100em b}"),
    "MoveEqLeft": (r"\begin{aligned}\MoveEqLeft[3] a &= b\end{aligned}",
                   r"\begin{aligned}\MoveEqLeft[60] a &= b\end{aligned}"),
    "xmathstrut": (r"\xmathstrut{1}x",
                   r"\smash{\xmathstrut{60}x}\rule{1em}{1em}\rlap{\xmathstrut{60}\rule{1em}{60em}}"),
    "bbox": (r"\bbox[yellow,2em]{x}", r"\bbox[yellow,30em]{x}"),
    "array": (r"\begin{array}{p{500em}c}a&b\end{array}", r"\begin{array}{cc}\rule{50em}{1em}&b\end{array}"),
}

#: measure(box): how far the drawing of one formula (its mjx-container) reaches beyond its box
MEASURE_BOX = r"""function measure(box) {
  const scope = box.parentElement;
  const em = parseFloat(getComputedStyle(box).fontSize);
  // the formula's own box as laid out: the container and the boxes of the formula's parts
  // (inline blocks: the line grows with them, a \\raise or a padding included)
  let own = box.getBoundingClientRect();
  own = {left: own.left, right: own.right, top: own.top, bottom: own.bottom};
  for (const part of box.querySelectorAll(':scope > mjx-math > *')) {
    const r = part.getBoundingClientRect();
    if (r.width <= 0 && r.height <= 0) continue;
    own = {left: Math.min(own.left, r.left), right: Math.max(own.right, r.right),
           top: Math.min(own.top, r.top), bottom: Math.max(own.bottom, r.bottom)};
  }
  let ink = null;
  for (const el of box.querySelectorAll('*')) {
    if (el.closest('mjx-assistive-mml')) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility === 'hidden' || cs.display === 'none') continue;
    const bg = cs.backgroundColor, paints = el.tagName === 'MJX-C' || el.tagName === 'MJX-UTEXT'
      || (bg && bg !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(bg))
      || ['Top', 'Right', 'Bottom', 'Left'].some(s => parseFloat(cs['border' + s + 'Width']) > 0
                                                    && cs['border' + s + 'Style'] !== 'none');
    if (!paints) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 0 && r.height <= 0) continue;
    ink = ink ? {left: Math.min(ink.left, r.left), right: Math.max(ink.right, r.right),
                 top: Math.min(ink.top, r.top), bottom: Math.max(ink.bottom, r.bottom)}
              : {left: r.left, right: r.right, top: r.top, bottom: r.bottom};
  }
  const card = document.querySelector('#qa .mc-card').getBoundingClientRect();
  const choice = scope.closest('.mc-choice');
  let badgeRight = null;
  if (choice) {
    const c = choice.getBoundingClientRect(), before = getComputedStyle(choice, '::before');
    const fs = parseFloat(before.fontSize);
    badgeRight = c.left + parseFloat(before.left) + parseFloat(before.width) * (before.width.endsWith('em') ? fs : 1);
  }
  if (!ink) return {em, reach: {left: 0, right: 0, up: 0, down: 0}, inCard: true, offBadge: true, errors: 0,
                    size: {width: 0, height: 0}};
  return {
    em,
    reach: {left: (own.left - ink.left) / em, right: (ink.right - own.right) / em,
            up: (own.top - ink.top) / em, down: (ink.bottom - own.bottom) / em},
    inCard: ink.left >= card.left - 1 && ink.right <= card.right + 1,
    size: {width: (own.right - own.left) / em, height: (own.bottom - own.top) / em},
    offBadge: badgeRight === null || ink.left >= badgeRight,
    errors: box.querySelectorAll('mjx-merror').length,
  };
}"""

MEASURE = "(where) => { " + MEASURE_BOX + """
  const box = document.querySelector(where).querySelector('mjx-container');
  return box ? measure(box) : null; }"""

QUESTIONS = [question(name, rf"Before \({allowed}\) after.", [rf"\({allowed}\) first", "second"], "A",
                      shuffle=False) for name, (allowed, _) in CASES.items()]
QUESTIONS.append(question("holder", "HOLDER", ["CHOICE first", "second"], "A", shuffle=False))


def within(m: dict[str, Any]) -> bool:
    r = m["reach"]
    return (r["left"] <= SIDEWAYS + 0.01 and r["right"] <= SIDEWAYS + 0.01 and r["up"] <= UP_DOWN + 0.01
            and r["down"] <= UP_DOWN + 0.01 and m["inCard"] and m["offBadge"]
            and m["size"]["width"] <= mathcheck.MAX_INK_EM and m["size"]["height"] <= mathcheck.MAX_INK_EM)


def _measure(v: Any, card: RenderedCard) -> tuple[dict[str, Any], dict[str, Any]]:
    v.show_question(card)
    return v.evaluate(MEASURE, "#qa .mc-question"), v.evaluate(MEASURE, '#qa .mc-choice[data-mc-key="A"] .mc-text')


@pytest.fixture(scope="module")
def layout_deck(tmp_path_factory, server):
    rendered = make_cards(QUESTIONS, tmp_path_factory.mktemp("layout"))
    server.add_media_dir(rendered.media_dir)
    return rendered


@pytest.fixture(scope="module")
def measured(layout_deck, browser, server) -> dict[str, Any]:
    from .harness import DesktopViewer

    page = browser.new_page()
    page.set_viewport_size({"width": 1024, "height": 768})
    v = DesktopViewer(page, server)
    out: dict[str, Any] = {}
    holder = layout_deck.card("holder")
    renderer = MarkdownConverter()
    for name, (_, control) in CASES.items():
        out[name] = {"allowed": _measure(v, layout_deck.card(name))}
        question_html = renderer.block(rf"Before \({control}\) after.")
        choice_html = renderer.inline(rf"\({control}\) first")
        hand_made = RenderedCard(
            key=f"control-{name}", ord=0,
            question_html=holder.question_html.replace("<p>HOLDER</p>", question_html)
                                              .replace("CHOICE first", choice_html),
            answer_html=holder.answer_html, state_id=holder.state_id)
        out[name]["control"] = _measure(v, hand_made)
    page.close()
    return out


@pytest.mark.parametrize("name", list(CASES))
def test_allowed_layout_stays_within_the_bound(name: str, measured: dict[str, Any]):
    allowed, _ = CASES[name]
    assert mathcheck.check_math(rf"\({allowed}\)") is None
    for where in measured[name]["allowed"]:
        assert where is not None and where["errors"] == 0, (name, where)
        assert within(where), (name, where)


@pytest.mark.parametrize("name", list(CASES))
def test_control_beyond_the_budget_is_refused_and_reaches_further(name: str, measured: dict[str, Any]):
    _, control = CASES[name]
    assert mathcheck.check_math(rf"\({control}\)") is not None, control
    assert any(where is not None and not within(where) for where in measured[name]["control"]), \
        (name, measured[name]["control"])


