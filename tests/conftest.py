"""Settings for the whole suite (the test helpers are the package ``tests``).

Markers (``setup.cfg``): ``browser`` is put here on every test under ``tests/browser/``,
``webkit`` on those that run WebKit, ``slow`` on the ``desktop`` and ``releases`` tests; other
``slow`` tests are marked where they are written.
``python -m pytest -m "not browser and not slow"`` is the quick loop (README).
"""

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest
from hypothesis import settings

from tests import ankiutil

# In CI the property tests run the same examples every time (a failure there is then
# reproducible, and a run cannot fail by the luck of the draw); locally they explore.
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

# The render cache (quizdeck.core.rendercache) of every build and check the suite runs, in
# this process or in a subprocess, goes to a folder of the session's, never the user's ~/.cache.
_CACHE_HOME = tempfile.mkdtemp(prefix="make_deck-test-cache-")
os.environ["XDG_CACHE_HOME"] = _CACHE_HOME
os.environ.pop("MAKE_DECK_CACHE", None)
atexit.register(shutil.rmtree, _CACHE_HOME, True)


@pytest.fixture(autouse=True)
def close_collections() -> Iterator[None]:
    """Every Anki collection a test (or its function-scoped fixtures) opened through
    ``tests.ankiutil.new_collection`` is closed when the test ends, even when it fails."""
    mark = len(ankiutil.OPENED)
    yield
    ankiutil.close_opened_since(mark)


_BROWSER_TESTS = Path(__file__).resolve().parent / "browser"
_DESKTOP_TESTS = Path(__file__).resolve().parent / "desktop"

# Kinds of tests by the system tools they run. scripts/test.sh lists the Debian packages of
# each kind (the project's one list) and, where it cannot install some, names them in
# MAKE_DECK_MISSING_PACKAGES ("kind:package kind:package ..."): the tests of those kinds then
# skip, all with the same reason, so pytest's summary (-ra) gives them one line.
_KINDS = pytest.StashKey[frozenset[str]]()


def kinds_of(item: pytest.Item) -> frozenset[str]:
    """The kinds of system tools ``item`` needs: chromium, webkit, desktop (the Anki app under
    Xvfb), node (yaml-language-server), git."""
    path = Path(item.path).resolve()
    callspec = getattr(item, "callspec", None)
    fixtures = getattr(item, "fixturenames", ())
    kinds = set()
    params = callspec.params if callspec is not None else {}
    webkit = ("webkit_browser" in fixtures or "webkit" in fixtures or path.name == "test_webkit.py"
              or "webkit" in (params.get("mode"), params.get("client")))
    if webkit:
        kinds.add("webkit")
    if (((_BROWSER_TESTS in path.parents or item.get_closest_marker("browser")) and not webkit)
            or "browser" in fixtures):
        kinds.add("chromium")
    if _DESKTOP_TESTS in path.parents:
        kinds.add("desktop")
    if path.name == "test_editor.py":
        kinds.add("node")
    if path.name == "test_precommit.py":
        kinds.add("git")
    return frozenset(kinds)


def missing_packages(value: str) -> dict[str, list[str]]:
    """``"chromium:chromium desktop:xvfb webkit:xvfb"`` -> ``{"chromium": ["chromium"], ...}``."""
    missing: dict[str, list[str]] = {}
    for pair in value.split():
        kind, _, package = pair.partition(":")
        if kind and package:
            missing.setdefault(kind, []).append(package)
    return missing


def missing_reason(missing: Mapping[str, list[str]]) -> str:
    packages = sorted({p for names in missing.values() for p in names})
    return (f"needs Debian packages missing here: {', '.join(packages)} "
            f"(scripts/test.sh as root installs them: apt-get install {' '.join(packages)})")


_MISSING = missing_packages(os.environ.get("MAKE_DECK_MISSING_PACKAGES", ""))
_MISSING_REASON = missing_reason(_MISSING)


def _in_ci() -> bool:
    return os.environ.get("CI", "") not in ("", "0", "false")


@pytest.hookimpl(tryfirst=True)  # before any fixture starts a browser, an X server, the app
def pytest_runtest_setup(item: pytest.Item) -> None:
    kinds: frozenset[str] = item.stash.get(_KINDS, frozenset())
    if _MISSING and not _MISSING.keys().isdisjoint(kinds):
        if _in_ci():  # CI proves nothing by skipping
            pytest.fail(_MISSING_REASON, pytrace=False)
        pytest.skip(_MISSING_REASON)  # one reason, one place: one summary line


@pytest.hookimpl(tryfirst=True)  # before -m selects (pytest's own hook of the same name)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        item.stash[_KINDS] = kinds_of(item)
        if _BROWSER_TESTS in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.browser)
        if "webkit" in item.stash[_KINDS]:
            item.add_marker(pytest.mark.webkit)
            item.add_marker(pytest.mark.browser)
        desktop = _DESKTOP_TESTS in Path(item.path).resolve().parents  # marked desktop by its conftest.py
        if desktop or item.get_closest_marker("desktop") or item.get_closest_marker("releases"):
            item.add_marker(pytest.mark.slow)  # the real Anki app; other Anki releases in their own venvs
