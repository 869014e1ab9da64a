"""Settings for the whole suite (the test helpers are the package ``tests``).

Markers (``setup.cfg``): ``browser`` is put here on every test under ``tests/browser/``,
``webkit`` on those that run WebKit; ``slow`` and ``desktop`` are written on the tests.
``python -m pytest -m "not browser and not slow"`` is the quick loop (README).
"""

import os
from pathlib import Path

import pytest
from hypothesis import settings

# In CI the property tests run the same examples every time (a failure there is then
# reproducible, and a run cannot fail by the luck of the draw); locally they explore.
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

_BROWSER_TESTS = Path(__file__).resolve().parent / "browser"


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
