"""The ordinary-math corpus (tests/corpus/math) in Anki desktop's reviewer with Anki's own
MathJax (its reviewer.js and bundled MathJax 3, see harness.py): every card side typesets
with no MathJax error (no ``merror``, no undefined command, nothing on the console), every
expression is typeset as written, every ``\\\\`` row break makes a row; and on every side the
spans our check reads (``mathcheck.find_math``) are exactly the spans MathJax typeset, also
for hostile text: long spans and thousands of unclosed openers."""

from __future__ import annotations

import html
import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from quizdeck.html.mathcheck import find_math
from tests.math_corpus import expressions, quizzes, row_breaks

from .cards import RenderedCard, RenderedDeck, render_package

#: what MathJax typeset in #qa: each item's TeX (delimiters included) and its MathML
TYPESET = """() => Array.from(MathJax.startup.document.math).map(m => ({
    tex: m.start.delim + m.math + m.end.delim,
    mml: MathJax.startup.toMML(m.root),
    display: m.display,
  }))"""
DOM_ERRORS = """() => Array.from(document.querySelectorAll('#qa mjx-merror, #qa [data-mjx-error]'))
    .map(e => (e.getAttribute('data-mjx-error') || '') + ': ' + e.textContent.slice(0, 80))"""


@pytest.fixture(scope="module")
def corpus(tmp_path_factory, server) -> RenderedDeck:
    from quizdeck.commands import Options, build
    from quizdeck.core.diagnostics import Diagnostics

    work = tmp_path_factory.mktemp("math-corpus")
    sources = [Path(shutil.copy(p, work / p.name)) for p in quizzes()]
    diags = Diagnostics()
    build(Options(sources=sources, output=work / "out"), diags)
    assert not [d for d in diags.items if d.severity == "error"], [d.format() for d in diags.items]
    decks = []
    for apkg in sorted((work / "out").glob("*.apkg")):
        (work / "col" / apkg.stem).mkdir(parents=True)
        decks.append(render_package(apkg, work / "col" / apkg.stem))
    merged = RenderedDeck(cards=[c for d in decks for c in d.cards])
    for d in decks:
        server.add_media_dir(d.media_dir)
    return merged


def _typeset(v: Any, side_html: str) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = v.evaluate(TYPESET)
    # the spans our check reads in this side's HTML are the spans MathJax typeset
    assert Counter(i["tex"] for i in items) == Counter(html.unescape(s) for s in find_math(side_html))
    return items


def test_every_expression_typesets_without_an_error(corpus, new_viewer):
    v = new_viewer("desktop")
    typeset: Counter[str] = Counter()
    problems = []
    for card in corpus.cards:
        for show, side in ((v.show_question, card.question_html), (v.show_answer, card.answer_html)):
            show(card)
            assert v.evaluate(DOM_ERRORS) == [], card.key
            for item in _typeset(v, side):
                typeset[item["tex"]] += 1
                if "<merror" in item["mml"] or 'mathcolor="red">\\' in item["mml"]:
                    problems.append((card.key, item["tex"][:80], item["mml"][:300]))
                rows = item["mml"].count("<mtr") + item["mml"].count("<mlabeledtr")
                if rows < row_breaks(item["tex"]):
                    problems.append((card.key, item["tex"][:80], f"{rows} rows for {row_breaks(item['tex'])} \\\\"))
    assert problems == []
    written = expressions()
    assert len(written) >= 100
    missing = [e[:80] for e in written if typeset[e] == 0]
    assert missing == []   # each expression typeset as written, the ones over 2,000 characters too
    assert max(len(e) for e in typeset) > 3000
    v.assert_no_errors()


#: hostile text in a card: the spans MathJax finds are the spans the check reads
HOSTILE = {
    "unclosed openers then math": "<p>x " + "\\( " * 3000 + "</p><p>\\( a + b \\)</p>",
    "openers in braces": "<p>" + "\\( { " * 2000 + "\\) y \\( z \\)</p>",
    "one opener, one closer, 3000 between": "<p>x " + "\\( " * 3000 + "\\) \\[ w \\]</p>",
    "a long span": "<p>\\[ " + "a_{1} + " * 5000 + "b \\]</p>",
    "a long matrix": "<p>\\[ \\begin{pmatrix} " + " \\\\ ".join(["1 & 2 & 3"] * 1500) + " \\end{pmatrix} \\]</p>",
    "escapes and mixed closers": "<p>a \\\\( b \\) c \\[ d \\) e \\] f \\{ \\( g \\} h \\)</p>",
    "broken by tags and lines": "<p>\\( a <b>b</b> \\) \\( c <br> d \\) \\( e \u2028 f \\)</p><p>\\( g</p><p>h \\)</p>",
    "braces closing late": "<p>\\( { \\) } \\) \\( } \\) " + "{ " * 2000 + "\\( x \\)</p>",
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_the_check_reads_the_spans_mathjax_typesets(name, corpus, new_viewer):
    v = new_viewer("desktop")
    template = corpus.cards[0]
    body = HOSTILE[name]
    card = RenderedCard(key=name, ord=0, question_html=body, answer_html=body, state_id=template.state_id)
    v.show_question(card)
    items = _typeset(v, body)
    assert len(items) == len(find_math(body)) >= (0 if name == "broken by tags and lines" else 1)
    v.errors.clear()   # \( inside math is MathJax's error to show, not the page's
