"""`preview` writes a page where the whole quiz can be taken in a real browser."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import run

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
