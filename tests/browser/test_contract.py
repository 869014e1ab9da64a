"""The ``Choices`` contract of docs/card.md: the project's build (the default of every
browser test) and ``cards.contract_package`` (fields written straight from the contract)
give the same structure, and the card behaves the same on contract-built notes."""

from __future__ import annotations

import html.parser

import pytest

from .cards import build_package_real, contract_package, make_cards, question

QUESTIONS = [
    question("capital", "What is the capital of France?",
             ["Berlin", ("Paris", "Seat of government since 987."), "Rome", "Madrid"], "B",
             explanation="Paris, of course.", source="An atlas", recall=True),
    question("primes", "Which numbers are prime?", ["2", "4", "5", "9", "7"], ["A", "C", "E"]),
    question("fixed", "Which one is first?", ["First", "Second", "Third"], "A", shuffle=False),
    question("one", "Select all that apply: which is even?", ["2", "3"], ["A"]),
]


class Structure(html.parser.HTMLParser):
    """The mc-* skeleton of a Choices field: tags with an mc- class and their data-mc-* /
    class attributes (the note's own id left out), in document order."""

    def __init__(self) -> None:
        super().__init__()
        self.items: list[tuple] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        classes = sorted(c for c in (a.get("class") or "").split() if c.startswith("mc-") or c == "tappable")
        if classes:
            data = sorted((k, v) for k, v in a.items() if k.startswith("data-mc-") and k != "data-mc-id")
            self.items.append((tag, tuple(classes), tuple(data)))


def skeleton(choices_field_html: str) -> list[tuple]:
    p = Structure()
    p.feed(choices_field_html)
    return p.items


def choices_part(card_html: str) -> str:
    start = card_html.index('<div class="mc-choices"')
    return card_html[start:card_html.index("</ol>", start)]


@pytest.fixture(scope="module")
def decks(tmp_path_factory, server):
    made = {}
    for name, builder in (("real", build_package_real), ("contract", contract_package)):
        made[name] = make_cards(QUESTIONS, tmp_path_factory.mktemp(name), build_package=builder)
        server.add_media_dir(made[name].media_dir)
    return made


def test_real_build_matches_the_contract(decks):
    for q in QUESTIONS:
        for side in ("question_html", "answer_html"):
            real = choices_part(getattr(decks["real"].card(q.key), side))
            contract = choices_part(getattr(decks["contract"].card(q.key), side))
            assert skeleton(real) == skeleton(contract), (q.key, side)
    assert [c.key for c in decks["real"].cards if c.ord == 1] == ["capital"]
    assert [c.key for c in decks["contract"].cards if c.ord == 1] == ["capital"]


def test_contract_single(decks, client):
    card = decks["contract"].card("capital")
    client.show_question(card)
    order = client.order()
    assert not client.keys_with("mc-correct")
    client.click_key("C")
    client.show_answer(card)
    assert client.order() == order
    assert client.result_text() == f"Incorrect — the answer is {'ABCD'[order.index('B')]}"
    assert client.keys_with("mc-wrong") == ["C"] and client.keys_with("mc-missed") == ["B"]
    client.assert_no_errors()


def test_contract_multi(decks, client):
    card = decks["contract"].card("primes")
    client.show_question(card)
    for k in ("A", "B", "C", "E"):
        client.click_key(k)
    client.show_answer(card)
    assert client.result_text() == "3 of 3 correct answers picked and 1 wrong"
    client.assert_no_errors()


@pytest.mark.parametrize("which", ["real", "contract"])
def test_multi_with_one_answer(decks, client, which):
    """``answer: [A]`` is select-all-that-apply with one correct choice (checkboxes)."""
    card = decks[which].card("one")
    client.show_question(card)
    assert {c["role"] for c in client.choices()} == {"checkbox"}
    client.click_key("A")
    client.show_answer(card)
    assert client.result_text() == "Correct — 1 of 1 correct answer picked"
    client.assert_no_errors()
