"""Markdown images in the question and the choices, built by the project, imported into a
real collection and loaded from its media folder (served at ``/<name>`` like Anki's media
server; pages have ``<base href="/">``): every ``<img>`` loads, on a phone too."""

from __future__ import annotations

import pytest

from .cards import png, question
from .test_layout import check_page

FILES = {
    "img/diagram.png": png(120, 80, (40, 110, 200)),
    "img/wide.png": png(1200, 90, (30, 150, 90)),
    "img/tall.png": png(60, 300, (200, 60, 60)),
}
EXPLANATION = "See ![the diagram](img/diagram.png)."
QUESTIONS = [
    question("pics", "Which picture is wide?\n\n![a diagram](img/diagram.png)",
             ["![wide](img/wide.png)", "![tall](img/tall.png) a tall one", "![diagram](img/diagram.png)", "none"],
             "A", explanation=EXPLANATION),
    question("multi", "Which are diagrams? ![inline](img/diagram.png)",
             ["![diagram](img/diagram.png)", "![wide](./img/wide.png) wide", "text only"], ["A", "B"],
             explanation=EXPLANATION),
]


def test_images_are_in_the_collection_media_folder(deck):
    assert len(deck.media) == 3  # three files, named by content
    assert all(n.startswith("mc-") and n.endswith(".png") for n in deck.media)
    sources = {(deck.media_dir / n).read_bytes() for n in deck.media}
    assert sources == set(FILES.values())
    for card in deck.cards:
        assert "img/" not in card.question_html + card.answer_html  # rewritten to media names


def assert_images_load(v, expected: int) -> None:
    images = v.images()
    assert len(images) == expected, images
    for img in images:
        assert img["src"] in img["url"] and img["src"].startswith("mc-"), img
        assert img["naturalWidth"] > 0, f"{v.mode}: image did not load: {img}"


@pytest.mark.parametrize("mode", ["desktop", "fresh", "webkit"])
def test_images_load_front_and_back(deck, new_viewer, mode):
    v = new_viewer(mode)
    for key, multi in (("pics", False), ("multi", True)):
        card = deck.card(key)
        v.show_question(card)
        assert_images_load(v, 4 if key == "pics" else 3)
        order = v.order()
        v.click_key("A")
        v.show_answer(card)
        assert v.order() == order
        assert_images_load(v, 5 if key == "pics" else 4)  # + the one in the explanation
        assert v.result_text() == ("Correct" if not multi else "1 of 2 correct answers picked")
    v.assert_no_errors()


@pytest.mark.parametrize("night", [False, True], ids=["light", "night"])
@pytest.mark.parametrize("mode", ["desktop", "fresh", "webkit"])
def test_images_in_choices_on_a_phone(deck, new_viewer, mode, night):
    """320 px: no horizontal scroll, images scaled into their choice, choices still tappable."""
    v = new_viewer(mode, night=night, width=320, height=700)
    card = deck.card("pics")
    v.show_question(card)
    assert_images_load(v, 4)
    check_page(v, "pics front", "front")
    for img in v.images():
        assert img["width"] <= 320, img
    v.click_key("B")
    assert v.keys_with("mc-selected") == ["B"]
    v.show_answer(card)
    assert_images_load(v, 5)
    check_page(v, "pics back", "back")
    assert v.keys_with("mc-wrong") == ["B"] and v.keys_with("mc-missed") == ["A"]
    v.assert_no_errors()


def test_images_without_script(deck, new_viewer):
    v = new_viewer("nojs", width=320)
    card = deck.card("pics")
    v.show_question(card)
    assert_images_load(v, 4)
    v.show_answer(card)
    assert_images_load(v, 5)
    check_page(v, "pics back (no script)", "back")
    v.assert_no_errors()
