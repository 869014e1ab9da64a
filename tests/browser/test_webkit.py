"""The webkit mode itself: it really is WebKit, at phone width, and its error collector
(WebDriver cannot read WebKit's console) catches what the Chromium modes catch."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from .cards import question

QUESTIONS = [question("q", "Pick *yes*.", ["no", "yes"], "B")]


@dataclass
class Page:
    question_html: str
    answer_html: str = ""
    body_class: str = "card card1"


def test_it_is_webkit(webkit):
    ua = webkit.evaluate("() => navigator.userAgent")
    assert "AppleWebKit" in ua and "Chrome" not in ua, ua


@pytest.mark.parametrize("width", [320, 375])
def test_phone_width(deck, new_viewer, width):
    v = new_viewer("webkit", width=width)
    v.show_question(deck.card("q"))
    assert v.evaluate("() => [window.innerWidth, document.documentElement.clientWidth]") == [width, width]
    v.click_key("B")
    v.show_answer(deck.card("q"))
    assert v.result_text() == "Correct"
    v.assert_no_errors()


def test_collector_catches_errors(webkit):
    webkit.show_question(Page(
        "<img src='/no-such-image.png'>"
        "<script>console.error('said', 'loudly'); Promise.reject(new Error('nobody waits'));"
        "setTimeout(function () { undefinedFunction(); }, 0);</script>"))
    webkit.evaluate("() => new Promise(done => setTimeout(done, 100))")
    webkit.show_question(Page("<p>next page</p>"))  # errors of the page left are kept
    errors = "\n".join(webkit.errors)
    for expected in ("console.error: said loudly", "unhandledrejection: ", "nobody waits",
                     "pageerror: ", "undefinedFunction", "resource failed: <img>", "no-such-image.png"):
        assert expected in errors, errors
    with pytest.raises(AssertionError):
        webkit.assert_no_errors()
    webkit.errors.clear()
