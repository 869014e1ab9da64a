"""Every SVG payload of the hostile corpus, opened as a document in Chromium (as a link, an
add-on or the learner opening the media file would show it, served from Anki's media
origin): each one's effect is real (a request leaves the page, or a script runs), and the
check refuses it (tests/test_hostile_corpus.py checks the refusal at its line with `check`
and `build`). This is the control of issue 18, point 4: the check reads these files as a
browser does, and a browser does act on each of them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from quizdeck.html.svgcheck import svg_problem
from tests.hostile_corpus import CORPUS, cases

ORIGIN = "http://anki-media.test"
#: refused for what they are, with no effect on their own in a document: entity declarations
#: (refused before any expansion) and an animated href (needs a tap on the shape)
NO_EFFECT_ALONE = {"svg-entities", "svg-set-href"}
SVG_CASES = [c for c in cases() if c.klass == "svg" and c.refused is not None]


def _asset(case_path: Path) -> Path:
    name = f"{case_path.stem}.svg"
    return CORPUS / "assets" / name


def _effects(browser: Any, data: bytes) -> tuple[list[str], bool]:
    """The requests that left the page and whether a script ran, when ``data`` is opened as a
    document at a media URL (the pointer moved over it, so cursors load too)."""
    context = browser.new_context()
    try:
        page = context.new_page()
        requests: list[str] = []

        def handle(route: Any, request: Any) -> None:
            if request.url == f"{ORIGIN}/picture.svg":
                route.fulfill(status=200, headers={"content-type": "image/svg+xml"}, body=data)
            else:
                requests.append(request.url)
                route.fulfill(status=404, body="")

        page.route("**/*", handle)
        page.goto(f"{ORIGIN}/picture.svg")
        page.mouse.move(5, 5)
        page.wait_for_load_state("load")
        page.wait_for_timeout(500)   # fonts, cursors and animations ask a little after the load event
        ran = bool(page.evaluate("() => window.__pwned === 1"))
        return requests, ran
    finally:
        context.close()


def test_every_svg_payload_is_in_the_corpus():
    assert len(SVG_CASES) >= 28
    assert all(_asset(c.path).exists() for c in SVG_CASES), [c.name for c in SVG_CASES if not _asset(c.path).exists()]


@pytest.mark.parametrize("case", SVG_CASES, ids=lambda c: c.name)
def test_svg_payload_acts_as_a_document_and_is_refused(browser, case):
    data = _asset(case.path).read_bytes()
    assert svg_problem(data) is not None
    requests, ran = _effects(browser, data)
    if case.name in NO_EFFECT_ALONE:
        return
    assert requests or ran, f"{case.name}: opened as a document it did nothing: not a real control"


def test_a_harmless_svg_does_nothing_as_a_document(browser):
    requests, ran = _effects(browser, (CORPUS / "assets" / "harmless.svg").read_bytes())
    assert requests == [] and not ran
