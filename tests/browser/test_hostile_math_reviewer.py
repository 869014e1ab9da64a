"""Every refused math payload of issue 18's kinds (tests/corpus/hostile/math-ws-*.yaml and
math-layout-*.yaml) shown in Anki desktop's reviewer page with Anki's MathJax, put into a
card by hand as if the check had let it through: each takes effect there (a fixed element,
a background image from the network, a font, or a drawing beyond the layout bound, out of the
card, or a box larger than 40em), so the check's refusal is what stops it. A few are refused
as a precaution and do nothing in MathJax 3.2.2: they are listed with the reason, and the
test fails if one of them starts to take effect (then it moves to the others).

(The math-depth-* payloads are not shown here: they crash the renderer, see
tests/desktop/test_math_depth_app.py.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from quizdeck.html import mathcheck
from quizdeck.html.markdown import MarkdownConverter
from tests.hostile_corpus import CORPUS, cases

from .cards import RenderedCard, make_cards, question
from .test_math_layout import MEASURE_BOX, within

REFUSED = [c for c in cases() if c.refused is not None and c.name.startswith(("math-ws-", "math-layout-"))]

#: refused though MathJax 3.2.2 does nothing harmful with them: why
PRECAUTION = {
    "math-layout-rows-up": "MathJax 3.2.2's tables keep rows apart whatever the negative spacing",
    "math-ws-enclose-attributes": "\\enclose takes only its own attributes, not style (others may follow)",
    "math-ws-colour-model": "a colour 'url(…)' is no CSS colour: the browser ignores it",
}

EFFECT = "() => { " + MEASURE_BOX + """
  const qa = document.getElementById('qa');
  const all = Array.from(qa.querySelectorAll('*'));
  return {
    fixed: all.filter(el => getComputedStyle(el).position === 'fixed').length,
    url: all.filter(el => /url\\(/.test(getComputedStyle(el).backgroundImage)).length,
    font: Array.from(qa.querySelectorAll('mjx-container *')).filter(el =>
        /font-family/.test(el.getAttribute('style') || '')).length,
    measures: Array.from(qa.querySelectorAll('mjx-container')).map(measure),
  };
}"""


def _texts(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for k, v in value.items() if k not in ("id", "answer", "deck") for t in _texts(v)]
    if isinstance(value, list):
        return [t for v in value for t in _texts(v)]
    return []


@pytest.fixture(scope="module")
def effects(browser, server, tmp_path_factory) -> dict[str, dict[str, Any]]:
    from .harness import DesktopViewer

    deck = make_cards([question("holder", "HOLDER", ["a", "b"], "A")], tmp_path_factory.mktemp("holder"))
    holder = deck.card("holder")
    renderer = MarkdownConverter()
    page = browser.new_page()
    page.set_viewport_size({"width": 1024, "height": 768})
    leaving: list[str] = []
    page.on("request", lambda r: leaving.append(r.url) if not r.url.startswith(server.origin) else None)
    page.route("http://example.com/**", lambda route: route.fulfill(status=204, body=""))
    v = DesktopViewer(page, server)
    out = {}
    for case in REFUSED:
        quiz = yaml.safe_load((CORPUS / case.path.name).read_text(encoding="utf-8"))
        html = "".join(renderer.block(t) for q in quiz["questions"] for t in _texts(q))
        assert mathcheck.check_html(html), case.name
        card = RenderedCard(key=case.name, ord=0, question_html=holder.question_html.replace("<p>HOLDER</p>", html),
                            answer_html=holder.answer_html, state_id=holder.state_id)
        leaving.clear()
        v.show_question(card)
        out[case.name] = dict(v.evaluate(EFFECT), requests=list(leaving))
    v.errors.clear()
    page.close()
    return out


def test_every_refused_payload_of_these_kinds_is_shown():
    assert len(REFUSED) >= 40
    assert set(PRECAUTION) <= {c.name for c in REFUSED}


@pytest.mark.parametrize("case", REFUSED, ids=[c.name for c in REFUSED])
def test_refused_math_would_take_effect(case: Any, effects: dict[str, dict[str, Any]]):
    effect = effects[case.name]
    beyond = [m for m in effect["measures"] if m is not None and not within(m)]
    took = bool(effect["fixed"] or effect["url"] or effect["font"] or effect["requests"] or beyond)
    if case.name in PRECAUTION:
        assert not took, (case.name, "now takes effect:", effect)
    else:
        assert took, (case.name, effect)
    assert Path(case.path).is_file()
