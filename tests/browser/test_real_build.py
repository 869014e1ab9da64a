"""The card works on notes made by the project's real build (YAML -> quizdeck.build ->
.apkg -> Anki), not only on fields built from the contract by cards.py."""

from __future__ import annotations

import pytest

from .cards import build_package_real, make_cards, question

QUESTIONS = [
    question("capital", "What is the capital of **France**?",
             ["Berlin", ("Paris", "Seat of government since 987."), "Rome", "Madrid"], "B",
             explanation="Paris, *of course*.", source="An atlas", recall=True),
    question("primes", "Which numbers are prime?", ["2", "4", "5", "9", "7"], ["A", "C", "E"]),
    question("math", r"What is \( x^2 \) for \( x = 3 \)?", [r"\( 9 \)", r"\( 6 \)", "none"], "A"),
]


@pytest.fixture(scope="module")
def deck(tmp_path_factory):
    return make_cards(QUESTIONS, tmp_path_factory.mktemp("real-build"), build_package=build_package_real)


def test_real_single(deck, viewer):
    card = deck.card("capital")
    viewer.show_question(card)
    order = viewer.order()
    assert not viewer.keys_with("mc-correct")
    viewer.click_key("C")
    viewer.show_answer(card)
    assert viewer.order() == order
    assert viewer.result_text() == f"Incorrect — the answer is {'ABCD'[order.index('B')]}"
    assert viewer.keys_with("mc-wrong") == ["C"] and viewer.keys_with("mc-missed") == ["B"]
    assert viewer.page.is_visible("#qa .mc-explanation") and viewer.page.is_visible("#qa .mc-source")
    viewer.assert_no_errors()


def test_real_multi(deck, viewer):
    card = deck.card("primes")
    viewer.show_question(card)
    assert viewer.page.is_visible("#qa .mc-instruction")
    for k in ("A", "B", "C", "E"):
        viewer.click_key(k)
    viewer.show_answer(card)
    assert viewer.result_text() == "3 of 3 correct answers picked and 1 wrong"
    viewer.assert_no_errors()


def test_real_math_in_desktop(deck, desktop):
    card = deck.card("math")
    desktop.show_question(card)
    assert desktop.page.locator("#qa mjx-container").count() == 4
    desktop.click_key("A")
    desktop.show_answer(card)
    assert desktop.result_text() == "Correct"
    assert desktop.page.locator("#qa mjx-container").count() == 4
    desktop.assert_no_errors()


def test_real_recall_and_nojs(deck, nojs):
    recall = deck.card("capital", 1)
    nojs.show_answer(recall)
    assert [c["key"] for c in nojs.choices() if c["visible"]] == ["B"]
    card = deck.card("primes")
    nojs.show_answer(card)
    assert nojs.keys_with("mc-correct") == ["A", "C", "E"]
    assert nojs.result_text() == "Answer: A, C, E"
    nojs.assert_no_errors()
