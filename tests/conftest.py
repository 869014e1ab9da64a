"""Settings for the whole suite (the test helpers are the package ``tests``).

Markers (``setup.cfg``): ``browser`` is put here on every test under ``tests/browser/``,
``webkit`` on those that run WebKit, ``slow`` on the ``desktop`` and ``releases`` tests; other
``slow`` tests are marked where they are written.
``python -m pytest -m "not browser and not slow"`` is the quick loop (README).
"""

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from tests import ankiutil

# In CI the property tests run the same examples every time (a failure there is then
# reproducible, and a run cannot fail by the luck of the draw); locally they explore.
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

@pytest.fixture(autouse=True)
def close_collections() -> Iterator[None]:
    """Every Anki collection a test (or its function-scoped fixtures) opened through
    ``tests.ankiutil.new_collection`` is closed when the test ends, even when it fails."""
    mark = len(ankiutil.OPENED)
    yield
    ankiutil.close_opened_since(mark)


_BROWSER_TESTS = Path(__file__).resolve().parent / "browser"
_DESKTOP_TESTS = Path(__file__).resolve().parent / "desktop"


@pytest.hookimpl(tryfirst=True)  # before -m selects (pytest's own hook of the same name)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if _BROWSER_TESTS in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.browser)
        callspec = getattr(item, "callspec", None)
        fixtures = getattr(item, "fixturenames", ())
        if ("webkit_browser" in fixtures or item.path.name == "test_webkit.py"
                or (callspec is not None and callspec.params.get("mode") == "webkit")):
            item.add_marker(pytest.mark.webkit)
            item.add_marker(pytest.mark.browser)
        desktop = _DESKTOP_TESTS in Path(item.path).resolve().parents  # marked desktop by its conftest.py
        if desktop or item.get_closest_marker("desktop") or item.get_closest_marker("releases"):
            item.add_marker(pytest.mark.slow)  # the real Anki app; other Anki releases in their own venvs
