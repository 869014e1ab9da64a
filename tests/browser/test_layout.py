"""Layout and legibility on phone to desktop widths, light and night mode, in Chromium (desktop,
fresh, nojs) and WebKit: no horizontal scrolling, tap targets of at least 44 px, WCAG contrast
of at least 4.5:1, marks that say what they mean in symbols and words (not colour alone)."""

from __future__ import annotations

import time

import pytest

from .samples import FILES, QUESTIONS  # noqa: F401  (the deck fixture builds these)

WIDTHS = [320, 375, 1024]
MIN_CONTRAST = 4.5

#: (card key, card ord, picks on the front); the picks give every back state
SCENES = [("zero", 0, ["B"]), ("stages", 0, ["A", "C"]), ("awkward", 0, ["A"]), ("zero", 1, [])]

MEASURE = """
() => {
  function parse(c) {
    const m = /rgba?\\(([^)]+)\\)/.exec(c || '');
    if (!m) return null;
    const p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
    return {r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1};
  }
  function over(top, bottom) {
    const a = top.a + bottom.a * (1 - top.a);
    if (!a) return {r: 0, g: 0, b: 0, a: 0};
    const mix = k => (top[k] * top.a + bottom[k] * bottom.a * (1 - top.a)) / a;
    return {r: mix('r'), g: mix('g'), b: mix('b'), a};
  }
  function background(el) {
    const chain = [];
    for (let n = el; n && n.nodeType === 1; n = n.parentElement) chain.push(n);
    let c = {r: 255, g: 255, b: 255, a: 1};
    for (let i = chain.length - 1; i >= 0; i--) {
      const b = parse(getComputedStyle(chain[i]).backgroundColor);
      if (b && b.a) c = over(b, c);
    }
    return c;
  }
  function lum(c) {
    const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
  }
  function ratio(fg, bg) {
    const a = lum(over(fg, bg)), b = lum(bg);
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  }
  function visible(el) {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  }
  function name(el) {
    const key = el.closest('.mc-choice');
    return el.className ? el.tagName.toLowerCase() + '.' + String(el.className).split(' ').join('.') +
      (key ? '[' + key.getAttribute('data-mc-key') + ']' : '') : el.tagName.toLowerCase();
  }
  const out = {contrast: [], small: [], overflow: []};
  const texts = '.mc-question, .mc-instruction, .mc-text, .mc-why, .mc-result, .mc-explanation, ' +
    '.mc-source, .mc-recall-hint, .mc-card :not(pre) > code';
  for (const el of document.querySelectorAll(texts)) {
    if (!visible(el) || !el.textContent.trim()) continue;
    const cs = getComputedStyle(el);
    out.contrast.push({what: name(el), ratio: ratio(parse(cs.color), background(el))});
  }
  const pseudos = ['.mc-choice::before', '.mc-text::before', '.mc-text::after', '.mc-result::before',
                   '.mc-explanation::before', '.mc-source::before'];
  for (const spec of pseudos) {
    const [sel, pseudo] = spec.split('::');
    for (const el of document.querySelectorAll('#qa ' + sel)) {
      if (!visible(el)) continue;
      const ps = getComputedStyle(el, '::' + pseudo);
      if (!ps.content || ps.content === 'none' || ps.content === 'normal' || ps.display === 'none') continue;
      const own = parse(ps.backgroundColor);
      const bg = own && own.a ? over(own, background(el)) : background(el);
      out.contrast.push({what: name(el) + '::' + pseudo + ' ' + ps.content, ratio: ratio(parse(ps.color), bg)});
    }
  }
  for (const el of document.querySelectorAll('#qa .mc-choice')) {
    if (!visible(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.height < 44) out.small.push(name(el) + ' ' + r.height);
    if (r.right > window.innerWidth + 0.5) out.overflow.push(name(el) + ' right=' + r.right);
  }
  out.marks = Array.from(document.querySelectorAll('#qa .mc-choice')).filter(visible).map(el => {
    const text = el.querySelector('.mc-text');
    const content = (pseudo) => { const c = getComputedStyle(text, pseudo).content;
                                  return c === 'none' || c === 'normal' ? '' : c; };
    return {key: el.getAttribute('data-mc-key'), what: name(el),
            classes: Array.from(el.classList).filter(c => /^mc-(correct|picked|wrong|missed|selected)$/.test(c)).sort(),
            after: content('::after'), before: content('::before'),
            borderStyle: getComputedStyle(el).borderTopStyle};
  });
  const res = document.querySelector('#qa .mc-result');
  out.result = res ? {cls: res.className, before: getComputedStyle(res, '::before').content} : null;
  out.scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  out.innerWidth = window.innerWidth;
  return out;
}
"""


#: the words and symbol of each back mark (docs/card.md); none relies on colour
MARKS = {
    ("mc-correct",): "✓ Correct",
    ("mc-correct", "mc-picked"): "✓ Correct — your pick",
    ("mc-picked", "mc-wrong"): "✗ Wrong — your pick",
    ("mc-correct", "mc-missed"): "✓ Correct — missed",
    (): "",
}
RESULT_SYMBOLS = {"right": "✓ ", "wrong": "✗ ", "partial": "◐ ", "none": "– "}


def check_marks(m: dict, where: str, side: str) -> None:
    """Every state is told by a symbol and words, not by colour alone."""
    for c in m["marks"]:
        if side == "back":
            assert c["after"].strip('"') == MARKS[tuple(c["classes"])], f"{where}: {c}"
            if "mc-missed" in c["classes"]:
                assert c["borderStyle"] == "dashed", f"{where}: {c}"
        elif side == "front":
            assert c["after"] == "", f"{where}: the front gives the answer away: {c}"
            selected = "mc-selected" in c["classes"]
            assert (c["before"].strip('"') == "✓") == selected, f"{where}: selection mark {c}"
    if side == "back" and m["result"]:
        kind = m["result"]["cls"].rsplit("-", 1)[-1]
        if kind in RESULT_SYMBOLS:
            assert m["result"]["before"].strip('"') == RESULT_SYMBOLS[kind], f"{where}: {m['result']}"


def check_page(v, where: str, side: str = "") -> None:
    m = v.evaluate(MEASURE)
    check_marks(m, where, side)
    assert m["scrollWidth"] <= m["innerWidth"], f"{where}: horizontal scroll {m['scrollWidth']} > {m['innerWidth']}"
    assert not m["overflow"], f"{where}: {m['overflow']}"
    assert not m["small"], f"{where}: choices under 44 px: {m['small']}"
    low = [f"{c['what']}: {c['ratio']:.2f}" for c in m["contrast"] if c["ratio"] < MIN_CONTRAST]
    assert not low, f"{where}: low contrast\n" + "\n".join(low)
    assert len(m["contrast"]) >= 2, f"{where}: nothing measured"


def settle(v) -> None:
    """Move the pointer off the choices and let the selection transition finish."""
    if v.page is not None:
        v.page.mouse.move(0, 0)
        v.page.wait_for_timeout(200)
    else:
        time.sleep(0.2)


@pytest.mark.parametrize("night", [False, True], ids=["light", "night"])
@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("mode", ["desktop", "fresh", "webkit"])
def test_layout_and_contrast(deck, new_viewer, mode, width, night):
    v = new_viewer(mode, night=night, width=width, height=800)
    for key, ord_, picks in SCENES:
        card = deck.card(key, ord_)
        v.show_question(card)
        assert v.evaluate("() => window.innerWidth") == width
        for k in picks:
            v.click_key(k)
        settle(v)
        check_page(v, f"{mode} {key} front", "front" if ord_ == 0 else "")
        v.show_answer(card)
        check_page(v, f"{mode} {key} back", "back" if ord_ == 0 else "")
    assert all(img["naturalWidth"] > 0 for img in v.images()), v.images()
    v.assert_no_errors()


@pytest.mark.parametrize("night", [False, True], ids=["light", "night"])
def test_layout_without_script_at_320(deck, new_viewer, night):
    v = new_viewer("nojs", night=night, width=320, height=800)
    for key, ord_, _ in SCENES:
        card = deck.card(key, ord_)
        v.show_question(card)
        check_page(v, f"{key} front")
        v.show_answer(card)
        check_page(v, f"{key} back", "back" if ord_ == 0 else "")
    v.assert_no_errors()


# the choice background as the palette sets it (the element itself may be mid-transition)
PALETTE = "() => getComputedStyle(document.querySelector('#qa .mc-card')).getPropertyValue('--mc-choice-bg').trim()"


def test_night_mode_is_applied(deck, new_viewer):
    """The night palette really switches (and via body, html or .card classes)."""
    colors = {}
    for night in (False, True):
        v = new_viewer("desktop", night=night, width=375)
        v.show_question(deck.card("zero"))
        colors[night] = v.page.evaluate(PALETTE)
    assert colors[False] != colors[True]
    v = new_viewer("fresh", width=375)
    v.show_question(deck.card("zero"))
    for how in ("document.documentElement.classList.add('nightMode')",
                "document.body.classList.add('night_mode')"):
        v.page.evaluate("() => { document.documentElement.className = ''; document.body.className = 'card card1'; }")
        v.page.evaluate(f"() => {{ {how}; }}")
        assert v.page.evaluate(PALETTE) == colors[True], how
