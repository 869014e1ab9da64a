"""Right-to-left cards (issue 13, defect 1): Anki's reviewer puts ``dir="auto"`` on ``#qa``, so
an Arabic question turned the whole card right-to-left, code included: ``0 1 2`` showed as
``2 1 0``, braces jumped ends, and at 320 px the start of each code line was hidden.
Code, math and the choice letters read left to right; Arabic text stays right-to-left and
right-aligned; nothing is cut off at 320 px. Measured on the laid-out page (positions of
characters), in Anki desktop's own reviewer page and in WebKit (AnkiMobile's engine)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from .cards import question

CODE = "for (let i = 0; i < 3; i++) { console.log([0, 1, 2].map((x) => x * 2).join(' -- ')); }"

QUESTIONS = [
    question(
        "arabic",
        "ما هي نتيجة تنفيذ الكود التالي؟ استخدم `grep -E` للبحث\n\n```js\n" + CODE + "\n```",
        ["`[0, 2, 4]` هي النتيجة", "خطأ في الكود", r"القيمة \( x^2 + 1 \) دائما", "لا شيء مما سبق"], "A",
        explanation="الدالة `map` تضاعف كل عنصر: `0 1 2` تصبح `0 2 4`."),
]

MEASURE = """
() => {
  const qa = document.getElementById('qa');
  function box(node, start, end) {
    const r = document.createRange(); r.setStart(node, start); r.setEnd(node, end);
    return r.getBoundingClientRect();
  }
  // left edge of the n-th occurrence of `text` in the text of `el` (text may span nodes: first char)
  function x(el, text, n) {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let all = '', nodes = [];
    while (walker.nextNode()) { nodes.push([walker.currentNode, all.length]); all += walker.currentNode.data; }
    let at = -1;
    for (let i = 0; i <= (n || 0); i++) { at = all.indexOf(text, at + 1); if (at < 0) return null; }
    for (let i = nodes.length - 1; i >= 0; i--) {
      const [node, offset] = nodes[i];
      if (offset <= at) return box(node, at - offset, at - offset + 1).left;
    }
    return null;
  }
  const pre = qa.querySelector('.mc-question pre');
  const arabic = qa.querySelector('.mc-question p');
  const inline = arabic.querySelector('code');
  const first = qa.querySelector('.mc-choice[data-mc-key="A"] .mc-text');
  const choice = first.closest('.mc-choice');
  const badge = getComputedStyle(choice, '::before');
  const math = qa.querySelector('mjx-container');
  const preBox = pre.getBoundingClientRect();
  const words = arabic.firstChild.data.trim().split(' ');
  const doc = document.scrollingElement || document.documentElement;
  return {
    qaDir: getComputedStyle(qa).direction,
    code: ['for', 'let', '= 0', '< 3', 'i++', '{', 'console', '0,', '1,', '2]', 'join', '}'].map(c => x(pre, c)),
    codeStart: x(pre, 'for'), preLeft: preBox.left, preScroll: pre.scrollLeft,
    preDir: getComputedStyle(pre).direction,
    inline: [x(inline, 'g'), x(inline, '-'), x(inline, 'E')],
    // Arabic reads right to left: the first word is right of the second; right-aligned
    words: [x(arabic, words[0]), x(arabic, words[1])],
    arabicRight: box(arabic.firstChild, 0, arabic.firstChild.data.length).right,
    paragraphRight: arabic.getBoundingClientRect().right,
    choiceCode: [x(first, '0'), x(first, '2'), x(first, '4')],
    badgeDir: badge.direction, badgeLeft: choice.getBoundingClientRect().left + parseFloat(badge.left),
    choiceTextLeft: first.getBoundingClientRect().left,
    mathDir: math ? getComputedStyle(math).direction : null,
    explanationCode: Array.from(qa.querySelectorAll('.mc-explanation code')).slice(1).map(
      c => [x(c, '0'), x(c, '1') || x(c, '2'), x(c, '2', x(c, '1') ? 0 : 1) || x(c, '4')]),
    scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth,
  };
}
"""


def _increasing(xs: list[Any]) -> bool:
    return all(v is not None for v in xs) and all(a < b for a, b in itertools.pairwise(xs))


def check_layout(m: dict[str, Any], math: bool, front: bool) -> None:
    if front:  # the page made #qa right-to-left, as Anki does for Arabic; on the back the
        assert m["qaDir"] == "rtl", m  # verdict ("Correct") comes first and makes it left-to-right
    else:
        assert m["qaDir"] == "ltr", m
    assert _increasing(m["code"]), m  # for let = 0 ... { console 0, 1, 2] join }: source order, left to right
    assert m["preDir"] == "ltr", m
    assert m["preScroll"] == 0 and m["codeStart"] >= m["preLeft"] - 0.5, m  # the line's start shows
    assert _increasing(m["inline"]), m  # `grep -E` inside Arabic text
    assert _increasing(m["choiceCode"]), m  # `[0, 2, 4]` in an Arabic choice
    assert m["words"][0] > m["words"][1], m  # Arabic itself still right to left ...
    assert abs(m["arabicRight"] - m["paragraphRight"]) < 2, m  # ... and right-aligned
    assert m["badgeDir"] == "ltr" and m["badgeLeft"] < m["choiceTextLeft"], m  # letter badge where it always is
    if math:
        assert m["mathDir"] == "ltr", m
    for xs in m["explanationCode"]:  # `0 1 2` and `0 2 4` on the back, even when wrapped
        assert _increasing(xs), m
    assert m["scrollWidth"] <= m["clientWidth"], m  # no horizontal scroll at 320 px


@pytest.mark.parametrize("night", [False, True])
def test_code_math_and_letters_stay_left_to_right_on_arabic_cards_in_the_desktop_reviewer(deck, new_viewer,
                                                                                           night: bool):
    viewer = new_viewer("desktop", night=night, width=320, height=900)
    card = deck.card("arabic")
    viewer.show_question(card)
    check_layout(viewer.evaluate(MEASURE), math=True, front=True)
    viewer.click_key("A")
    viewer.show_answer(card)
    check_layout(viewer.evaluate(MEASURE), math=True, front=False)
    assert viewer.result_text() == "Correct"
    viewer.assert_no_errors()


def test_code_and_letters_stay_left_to_right_on_arabic_cards_in_webkit(deck, new_viewer):
    viewer = new_viewer("webkit", width=320, height=900)
    card = deck.card("arabic")
    for show, front in ((viewer.show_question, True), (viewer.show_answer, False)):
        show(card)
        viewer.evaluate("() => { document.getElementById('qa').dir = 'auto'; }")  # as Anki desktop does
        check_layout(viewer.evaluate(MEASURE), math=False, front=front)
    viewer.assert_no_errors()
