"""`preview` writes a page where the whole quiz can be taken in a real browser."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import run

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT / "cards" / "zero-sharded-optimizers.yaml"
ANSWERS = ["A", "B", "C", "D", "A", "B", "C", "D"]  # the seed quiz's answers, in order


@pytest.fixture
def page_factory(browser):
    """The session's Chromium (tests/browser/conftest.py)."""
    return browser


def test_take_the_whole_seed_quiz(tmp_path: Path, page_factory):
    result = run("preview", SEED, "-o", tmp_path)
    assert result.exit_code == 0, result.output
    html = tmp_path / "zero-sharded-optimizers.html"
    assert html.is_file()
    page = page_factory.new_page(viewport={"width": 375, "height": 800})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(html.as_uri())
    # right on the first five, wrong on the next two, nothing picked on the last
    for number, answer in enumerate(ANSWERS, start=1):
        assert page.text_content("#pv-progress") == f"Card {number} of 8"
        assert page.locator(".mc-front .mc-choice").count() == 4
        assert page.locator(".mc-front .mc-correct").count() == 0  # the front gives nothing away
        if number <= 5:
            page.click(f'.mc-choice[data-mc-key="{answer}"]')
        elif number <= 7:
            wrong = "A" if answer != "A" else "B"
            page.click(f'.mc-choice[data-mc-key="{wrong}"]')
        page.click("#pv-show")
        assert page.locator(".mc-back").count() == 1
        assert page.get_attribute(".mc-back .mc-correct", "data-mc-key") == answer
        result_text = page.text_content(".mc-result")
        if number <= 5:
            assert result_text.startswith("Correct")
        elif number <= 7:
            assert result_text.startswith("Incorrect")
        else:
            assert result_text.startswith("No answer picked")
        assert page.locator(".mc-explanation").count() == 1
        page.click("#pv-next")
    assert page.text_content("#pv-score") == "Score: 5 of 8 correct"
    assert errors == []
    page.close()


def test_preview_inlines_images(tmp_path: Path, page_factory):
    from .cards import png
    (tmp_path / "q").mkdir()
    (tmp_path / "q" / "dot.png").write_bytes(png(6, 4, (0, 128, 0)))
    (tmp_path / "q" / "img.yaml").write_text(
        "deck: Img\nquestions:\n  - id: i\n    question: '![dot](dot.png) Which?'\n"
        "    choices: [a, b]\n    answer: A\n")
    assert run("preview", tmp_path / "q", "-o", tmp_path / "pv").exit_code == 0
    page = page_factory.new_page()
    page.goto((tmp_path / "pv" / "img.html").as_uri())
    width = page.evaluate("() => document.querySelector('.mc-question img').naturalWidth")
    assert width == 6
    page.close()


def placeholders() -> list[str]:
    """Every placeholder the project's templates use: ours (``/*NAME*/``, ``<!--NAME-->``,
    the card script's marker) and Anki's (``{{Field}}``, ``{{#Field}}``...)."""
    import re

    from quizdeck.anki import notetype
    from quizdeck.html import preview

    found = {preview.SCRIPT_MARKER, notetype.SCRIPT_ELEMENT, "{{FrontSide}}"}
    for name in ("preview.html", "preview.js", "live.js", "index.html", "front.html", "back.html", "recall_front.html",
                 "recall_back.html"):
        text = notetype.read_template(name)
        found.update(re.findall(r"/\*[A-Z_]+\*/|<!--[A-Z_]+-->|\{\{[#^/]?[A-Za-z]+\}\}", text))
    assert {"/*PREVIEW_JS*/", "/*MC_SCRIPT*/", "/*CARD_JS*/", "<!--CARDS-->", "{{Question}}"} <= found
    return sorted(found)


@pytest.mark.parametrize("in_name", ["ours", "anki"])
def test_placeholders_typed_by_the_author_stay_text(tmp_path: Path, page_factory, in_name: str):
    """Every placeholder typed into every field and the deck's name (ours or Anki's: a deck
    name holds at most 250 characters): the page still works and shows each one as typed
    (issue 11, point 5)."""
    import json

    typed = placeholders()
    raw = " ".join(typed)
    code = " ".join(f"`{p}`" for p in typed)
    text = json.dumps(f"{raw} {code}")
    name = "Deck " + " ".join(p for p in typed if p.startswith("{{") == (in_name == "anki"))
    quiz = (f"deck: {json.dumps(name)}\nid: placeholders\ndescription: {text}\nquestions:\n"
            f"  - id: q1\n    question: {text}\n"
            f"    choices:\n      - text: {json.dumps('one ' + code)}\n        why: {text}\n"
            f"      - {json.dumps('two ' + code)}\n"
            f"    answer: A\n    explanation: {text}\n    source: {text}\n"
            f"  - id: q2\n    question: {json.dumps('second ' + code)}\n"
            f"    choices: [{json.dumps('x ' + code)}, {json.dumps('y ' + raw)}]\n    answer: [B]\n"
            f"    explanation: {text}\n")
    (tmp_path / "ph.yaml").write_text(quiz, encoding="utf-8")
    result = run("preview", tmp_path / "ph.yaml", "-o", tmp_path / "pv")
    assert result.exit_code == 0, result.output
    page = page_factory.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto((tmp_path / "pv" / "ph.html").as_uri())
    assert page.title().startswith(name)
    assert page.text_content(".pv-head") == name
    for number in (1, 2):
        assert page.text_content("#pv-progress") == f"Card {number} of 2"
        shown = page.text_content(".mc-question")
        for p in typed:   # in the code spans at least, each placeholder shows as typed
            assert p in shown, (p, shown)
        page.click('.mc-choice[data-mc-key="A"]')
        page.click("#pv-show")
        assert page.locator(".mc-back .mc-choice").count() == 2
        result_text = page.text_content(".mc-result")
        assert result_text.startswith("Correct") if number == 1 else result_text.endswith("1 wrong")
        for p in typed:
            assert p in page.text_content(".mc-explanation"), p
        page.click("#pv-next")
    assert page.text_content("#pv-score") == "Score: 1 of 2 correct"
    assert errors == []
    page.close()


def test_digits_and_alt_digits_pick_on_the_preview_page(tmp_path: Path, page_factory):
    """Plain 1-9 reach the card on the preview page (no Anki to keep them), Alt+1-9 too; a
    picking key never shows the answer."""
    assert run("preview", SEED, "-o", tmp_path).exit_code == 0
    page = page_factory.new_page()
    page.goto((tmp_path / "zero-sharded-optimizers.html").as_uri())
    order = page.eval_on_selector_all(".mc-front .mc-choice", "els => els.map(e => e.getAttribute('data-mc-key'))")
    selected = ".mc-front .mc-choice.mc-selected"
    page.keyboard.press("2")
    assert page.get_attribute(selected, "data-mc-key") == order[1]
    page.keyboard.press("Alt+3")
    assert page.get_attribute(selected, "data-mc-key") == order[2]
    assert page.locator(".mc-back").count() == 0
    page.close()
