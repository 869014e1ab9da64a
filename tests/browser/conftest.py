"""Fixtures for the browser tests: one Chromium and one WebKit per session, one http server
per session, a new page (tab) per Chromium viewer. See harness.py for the viewers."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .cards import RenderedDeck, make_cards
from .harness import CHROMIUM, CHROMIUM_ARGS, DesktopViewer, FreshViewer, NoJsViewer, Server, WebKitViewer

sync_api = pytest.importorskip("playwright.sync_api")


_AQT_PROBLEM: list[str] = []


@pytest.fixture(scope="session")
def aqt_web_root() -> Path | None:
    """Anki desktop's web files (None, and desktop tests skip, when they cannot be had)."""
    from .aqt_web import AqtUnavailable, web_root

    try:
        return web_root()
    except AqtUnavailable as exc:  # offline with an empty cache
        _AQT_PROBLEM.append(str(exc))
        return None


@pytest.fixture(scope="session")
def server(aqt_web_root: Path | None) -> Iterator[Server]:
    srv = Server(aqt_web_root)
    yield srv
    srv.close()


@pytest.fixture(scope="session")
def browser():
    executable = os.environ.get("MAKE_DECK_CHROMIUM", CHROMIUM)
    if not Path(executable).exists():
        pytest.skip(f"no Chromium at {executable}")
    with sync_api.sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS, headless=True)
        yield b
        b.close()


@pytest.fixture(scope="session")
def webkit_browser():
    """WebKitGTK's MiniBrowser under Xvfb, driven by Selenium (see webkit.py). Started by the
    tests themselves; when it cannot start, the tests that need it fail (they never skip
    unless MAKE_DECK_SKIP_WEBKIT=1 is set)."""
    if os.environ.get("MAKE_DECK_SKIP_WEBKIT") == "1":
        pytest.skip("MAKE_DECK_SKIP_WEBKIT=1")
    from .webkit import WebKitUnavailable, start

    try:
        wk = start()
    except WebKitUnavailable as exc:
        pytest.fail(f"WebKit (AnkiMobile's engine) cannot run: {exc}", pytrace=False)
    yield wk
    wk.close()


@pytest.fixture(scope="session")
def contexts(browser):
    """Two shared browser contexts, JavaScript on and off. Every viewer gets its own page
    (tab), so its own sessionStorage; the HTTP cache is shared, which keeps tests quick."""
    made = {js: browser.new_context(java_script_enabled=js) for js in (True, False)}
    yield made
    for ctx in made.values():
        ctx.close()


@pytest.fixture
def new_viewer(request, server):
    """``new_viewer(mode, night=False, width=1024)`` -> a viewer on a new page (tab); the
    webkit viewers share the session's one WebKit tab (sessionStorage cleared for each)."""
    viewers: list[Any] = []  # Chromium and WebKit viewers

    def make(mode: str, night: bool = False, width: int = 1024, height: int = 768):
        if mode == "desktop" and server.web_root is None:
            pytest.skip(f"aqt web files unavailable: {_AQT_PROBLEM}")
        if mode == "webkit":
            wk = request.getfixturevalue("webkit_browser")
            viewers.append(WebKitViewer(wk.driver, server, night=night, width=width, height=height))
            return viewers[-1]
        page = request.getfixturevalue("contexts")[mode != "nojs"].new_page()
        page.set_viewport_size({"width": width, "height": height})
        cls = {"desktop": DesktopViewer, "fresh": FreshViewer, "nojs": NoJsViewer}[mode]
        viewers.append(cls(page, server, night=night))
        return viewers[-1]

    yield make
    for v in viewers:
        if v.page is None:
            v.close()
        else:
            v.page.close()
    errors = [e for v in viewers for e in v.errors]
    # a safety net for tests that forget viewer.assert_no_errors()
    assert not errors, "browser errors:\n" + "\n".join(errors)


@pytest.fixture
def desktop(new_viewer) -> DesktopViewer:
    return new_viewer("desktop")


@pytest.fixture
def fresh(new_viewer) -> FreshViewer:
    return new_viewer("fresh")


@pytest.fixture
def nojs(new_viewer) -> NoJsViewer:
    return new_viewer("nojs")


@pytest.fixture
def webkit(new_viewer) -> WebKitViewer:
    return new_viewer("webkit")


@pytest.fixture(params=["desktop", "fresh"])
def viewer(request, new_viewer):
    """Each scripted Chromium mode in turn (tests that use ``viewer.page``)."""
    return new_viewer(request.param)


@pytest.fixture(params=["desktop", "fresh", "webkit"])
def client(request, new_viewer):
    """Each scripted mode in turn, WebKit included: tests use the common viewer API only."""
    return new_viewer(request.param)


@pytest.fixture(scope="module")
def deck(request, tmp_path_factory, server) -> RenderedDeck:
    """The test module's ``QUESTIONS`` (and ``FILES``: relative path -> bytes, written next to
    the YAML, e.g. images) built with the project, imported into one real collection,
    rendered; the collection's media folder is served to the pages."""
    questions = request.module.QUESTIONS
    files = getattr(request.module, "FILES", None)
    rendered = make_cards(questions, tmp_path_factory.mktemp("collection"), files=files)
    server.add_media_dir(rendered.media_dir)
    return rendered
