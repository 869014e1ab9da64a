"""Settings for the whole suite (the test helpers are the package ``tests``).

Markers (``setup.cfg``): ``browser`` is put here on every test under ``tests/browser/``,
``webkit`` on those that run WebKit, ``slow`` on the ``desktop`` and ``releases`` tests; other
``slow`` tests are marked where they are written.
``python -m pytest -m "not browser and not slow"`` is the quick loop (README).

The import tests' one way to read a source is here too: ``saved`` (``make_deck import``, as a user runs
it), ``read_said`` (in-process, the deck and every message) and ``rows_of``, over the sample ``QUIZ``.
"""

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import settings

from tests import ankiutil

if TYPE_CHECKING:
    from quizdeck.core.diagnostics import Diagnostics
    from quizdeck.importers.imported import ImportedDeck

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


# -- a source read as import reads it: the import tests' one helper -------------------------------------

#: ten questions of four choices and their right one, for sources the tests write in many shapes
QUIZ = [
    ("What is the capital of France?", ["Berlin", "Paris", "Madrid", "Rome"], 1),
    ("Which planet is known as the red planet?", ["Venus", "Jupiter", "Mars", "Saturn"], 2),
    ("Who wrote Hamlet?", ["William Shakespeare", "Charles Dickens", "Jane Austen", "Mark Twain"], 0),
    ("Which gas do plants absorb from the air?", ["Oxygen", "Nitrogen", "Carbon dioxide", "Helium"], 2),
    ("What is the largest ocean on Earth?", ["Atlantic Ocean", "Indian Ocean", "Arctic Ocean", "Pacific Ocean"], 3),
    ("Which language runs in a web browser natively?", ["Python", "JavaScript", "C++", "Java"], 1),
    ("Which organ pumps blood through the body?", ["Liver", "Lungs", "Heart", "Kidney"], 2),
    ("In which year did World War II end?", ["1943", "1944", "1945", "1946"], 2),
    ("Which metal is liquid at room temperature?", ["Iron", "Mercury", "Gold", "Tin"], 1),
    ("How many continents are there?", ["Five", "Six", "Seven", "Eight"], 2),
]


def saved(tmp_path: Path, data: bytes, name: str = "s.csv") -> tuple[dict[str, Any], str, int, str]:
    """``make_deck import`` of a file of that name and bytes: the quiz it wrote (empty when none), its
    messages, its exit status and its summary."""
    from tests.test_import import imported, load

    source = tmp_path / name
    source.write_bytes(data)
    dest, result = imported(tmp_path, source)
    return (load(dest) if dest.exists() else {}), result.stderr, result.exit_code, result.stdout


def read(tmp_path: Path, text: str | bytes, name: str = "s.csv") -> "tuple[ImportedDeck, Diagnostics]":
    """The deck a file of that name and text reads as (``--format auto``, in-process), and what was said."""
    from quizdeck.core.diagnostics import Diagnostics
    from quizdeck.importers.convert import read_source

    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    diags = Diagnostics()
    got = read_source(path, "auto", diags)
    assert got is not None, [d.format() for d in diags.sorted()]
    return got[0], diags


def read_said(tmp_path: Path, text: str, name: str = "s.csv") -> "tuple[ImportedDeck, list[str]]":
    """``read``'s deck, and every message said, formatted."""
    deck, diags = read(tmp_path, text, name)
    return deck, [d.format() for d in diags.sorted()]


def rows_of(deck: "ImportedDeck") -> list[tuple[str, list[str], list[int] | None]]:
    """Each question of a deck as its text, its choices' texts and its answer."""
    return [(q.text, [c.text for c in q.choices], q.answer) for q in deck.questions]
