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
