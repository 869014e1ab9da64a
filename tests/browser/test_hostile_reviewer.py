"""The hostile corpus's allowed payloads in Anki desktop's reviewer (its reviewer.js and
its bundled MathJax 3, see harness.py): after showing each card, tapping every link and
every choice and showing the answer, nothing of the author's ran or loaded:

* ``window.__pwned`` (what every payload tries to set) stays unset, and no dialog opened;
* no ``javascript:`` (or other non-web) link anywhere in the page;
* no element with ``position: fixed`` from math, no class or id in math;
* no request left the page (every request the page makes is recorded);
* the math that should be typeset was (MathJax really ran).

A control card, put together by hand with the payloads our build refuses (it never builds
one), shows that each of these checks fails when the threat is real.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.hostile_corpus import build_allowed

from .cards import RenderedCard, RenderedDeck, render_package

#: Anki's reviewer opens web and mail links in the system browser (aqt's link handler),
#: never in the card's page: the same here, recorded. javascript: links run in the page.
LINK_HANDLER = """() => {
  if (window.__linkHandler) return;
  window.__linkHandler = true; window.__opened = []; window.__dialogs = 0;
  document.addEventListener('click', (e) => {
    const a = e.target.closest && e.target.closest('a[href]');
    if (a && /^(https?|mailto):/i.test(a.getAttribute('href').trim())) {
      e.preventDefault(); window.__opened.push(a.href);
    }
  }, true);
}"""

PROBE = """() => {
  const qa = document.getElementById('qa');
  const all = Array.from(document.querySelectorAll('*'));
  const math = Array.from(qa.querySelectorAll('mjx-container, mjx-container *'));
  const links = all.flatMap(el => ['href', 'xlink:href', 'src', 'action', 'formaction']
      .map(a => el.getAttribute(a)).filter(v => v !== null).map(v => v.trim()));
  return {
    pwned: window.__pwned === undefined ? null : String(window.__pwned),
    badLinks: links.filter(v => /^[a-z][a-z0-9+.-]*:/i.test(v) && !/^(https?|mailto|data:font|blob):/i.test(v)),
    fixed: math.filter(el => getComputedStyle(el).position === 'fixed').length
         + Array.from(qa.querySelectorAll('*'))
             .filter(el => getComputedStyle(el).position === 'fixed').length,
    mathClasses: math.flatMap(el => Array.from(el.classList))
                     // MathML-Unit: the class gensymb gives its units, MathJax's own
                     .filter(c => !/^(mjx-|MJX-|MathJax|CtxtMenu_|TEX-)/.test(c) && c !== 'MathML-Unit'),
    mathIds: math.map(el => el.id).filter(Boolean),
    mathStyles: math.map(el => el.getAttribute('style') || '')
                    .filter(s => /url\\(|position:\\s*(fixed|sticky)|z-index/i.test(s)),
    typeset: qa.querySelectorAll('mjx-container').length,
  };
}"""


@pytest.fixture(scope="module")
def hostile(tmp_path_factory, server) -> RenderedDeck:
    work = tmp_path_factory.mktemp("hostile")
    (work / "col").mkdir()
    rendered = render_package(build_allowed(work), work / "col")
    server.add_media_dir(rendered.media_dir)
    return rendered


def _click_everything(v: Any) -> None:
    v.evaluate("""() => { for (const a of Array.from(document.querySelectorAll('#qa a, #qa [href]'))) {
        try { a.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, view: window})); }
        catch (e) {} } }""")
    for i in range(v.evaluate("() => document.querySelectorAll('#qa .mc-choice').length")):
        v.click_choice(i)


def _watch(v: Any, server: Any) -> list[str]:
    leaving: list[str] = []

    def on_request(request: Any) -> None:
        if not request.url.startswith((server.origin, "data:", "blob:", "about:")):
            leaving.append(request.url)
    v.page.on("request", on_request)
    def on_dialog(dialog: Any) -> None:
        leaving.append(f"dialog: {dialog.message}")
        dialog.dismiss()
    v.page.on("dialog", on_dialog)
    v.evaluate(LINK_HANDLER)
    return leaving


def _show(v: Any, card: RenderedCard) -> list[dict[str, Any]]:
    probes = []
    v.show_question(card)
    probes.append(v.evaluate(PROBE))
    _click_everything(v)
    probes.append(v.evaluate(PROBE))
    v.show_answer(card)
    probes.append(v.evaluate(PROBE))
    _click_everything(v)
    probes.append(v.evaluate(PROBE))
    return probes


def test_allowed_payloads_do_nothing_in_the_desktop_reviewer(hostile, new_viewer, server):
    v = new_viewer("desktop")
    leaving = _watch(v, server)
    typeset = {}
    for card in hostile.cards:
        for probe in _show(v, card):
            assert probe["pwned"] is None, card.key
            assert probe["badLinks"] == [], (card.key, probe["badLinks"])
            assert probe["fixed"] == 0, card.key
            math_marks = (probe["mathClasses"], probe["mathIds"], probe["mathStyles"])
            assert math_marks == ([], [], []), (card.key, probe)
        typeset[card.key] = probe["typeset"]
    assert leaving == []
    assert v.evaluate("() => window.__pwned") is None
    # MathJax ran: the ordinary maths was typeset, the text that only looks like math was not
    assert typeset["hostile-math-ordinary/q1"] == 3
    assert typeset["hostile-math-escaped-delimiters/q1"] == 0
    assert typeset["hostile-math-split-by-paragraph/q1"] == 0
    assert typeset["hostile-math-environment-undelimited/q1"] == 0
    assert typeset["hostile-math-dollars/q1"] == 0
    assert len(hostile.cards) >= 25
    v.assert_no_errors()


CONTROL = (r"<p>\(\href{javascript:window.__pwned=1}{tap}\)</p>"
           r"<p>\(\style{position:fixed;top:0;left:0;width:10px;height:10px}{x}\)</p>"
           r"<p>\(\class{mc-correct}{y}\cssId{answer}{z}\)</p>"
           r"<p>\(\style{background-image:url(http://pwned.invalid/px.png)}{w}\)</p>")


def test_control_the_checks_see_what_the_build_refuses(hostile, new_viewer, server):
    """The same reviewer with math our build refuses, put into a card by hand: every check
    of the test above fires, so it can fail."""
    template = hostile.card("hostile-anki-sound/q1")
    marker = "Listen &#91;sound:other_deck.mp3]"
    assert marker in template.question_html
    card = RenderedCard(key="control", ord=0, question_html=template.question_html.replace(marker, CONTROL),
                        answer_html=template.answer_html, state_id=template.state_id)
    v = new_viewer("desktop")
    leaving = _watch(v, server)
    v.page.route("http://pwned.invalid/**", lambda route: route.fulfill(status=204, body=""))
    v.show_question(card)
    before = v.evaluate(PROBE)
    assert "javascript:window.__pwned=1" in before["badLinks"]
    assert before["fixed"] >= 1
    assert "mc-correct" in before["mathClasses"] and "answer" in before["mathIds"]
    assert any("url(" in s for s in before["mathStyles"])
    _click_everything(v)
    assert v.evaluate(PROBE)["pwned"] == "1"
    assert any("pwned.invalid" in url for url in leaving)
    v.errors.clear()   # the tracking pixel's failed load
