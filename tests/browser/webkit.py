"""WebKit, the engine of AnkiMobile's web view, for the browser tests: Debian's
``WebKitWebDriver`` (package ``webkit2gtk-driver``) driven by Selenium, its MiniBrowser
shown on an Xvfb screen that this module starts itself (WebKitGTK has no headless mode).

``start()`` returns a :class:`WebKit` (``.driver``, ``.close()``). When something is missing
it raises :class:`WebKitUnavailable` with what to install; the test fixture turns that into
a failure, never a silent skip (set ``MAKE_DECK_SKIP_WEBKIT=1`` to skip on purpose).
"""

from __future__ import annotations

import glob
import os
import warnings
from dataclasses import dataclass
from typing import Any

from tests.xvfb import Xvfb

WEBDRIVER = "/usr/bin/WebKitWebDriver"
#: environment for the driver and the browser it starts: as root in a container the
#: bubblewrap sandbox cannot start, and there is no GPU
BROWSER_ENV = {
    "WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS": "1",
    "WEBKIT_DISABLE_COMPOSITING_MODE": "1",
    "LIBGL_ALWAYS_SOFTWARE": "1",
    "GDK_BACKEND": "x11",
    "NO_AT_BRIDGE": "1",
}


class WebKitUnavailable(RuntimeError):
    pass


def minibrowser() -> str | None:
    found = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser"))
    return found[-1] if found else None


@dataclass
class WebKit:
    driver: Any
    xvfb: Xvfb

    @property
    def display(self) -> str:
        return self.xvfb.display

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            self.xvfb.close()


def start() -> WebKit:
    try:
        from selenium.webdriver import WebKitGTK, WebKitGTKOptions
        from selenium.webdriver.webkitgtk.service import Service
    except ImportError as exc:
        raise WebKitUnavailable(f"Selenium is missing ({exc}): pip install -e '.[test]'") from exc
    driver_path = os.environ.get("MAKE_DECK_WEBKIT_DRIVER", WEBDRIVER)
    if not os.path.exists(driver_path):
        raise WebKitUnavailable(f"no {driver_path}: apt-get install webkit2gtk-driver")
    xvfb = Xvfb("1600x1200x24", WebKitUnavailable)
    display = xvfb.display
    try:
        env = dict(os.environ, DISPLAY=display, **BROWSER_ENV)
        env.pop("WAYLAND_DISPLAY", None)
        options = WebKitGTKOptions()
        browser = minibrowser()
        if browser:
            options.binary_location = browser
        options.add_argument("--automation")
        options.overlay_scrollbars_enabled = True
        last: Exception | None = None
        for _ in range(2):  # the first start after boot can be slow to register
            try:
                with warnings.catch_warnings():  # Selenium's own use of a deprecated argument
                    warnings.simplefilter("ignore", DeprecationWarning)
                    driver = WebKitGTK(options=options, service=Service(executable_path=driver_path, env=env))
                break
            except Exception as exc:  # noqa: BLE001 - any failure to start means "WebKit unavailable"
                last = exc
        else:
            raise WebKitUnavailable(f"WebKitWebDriver did not start a browser on {display}: {last}")
        driver.set_script_timeout(20)
        driver.set_page_load_timeout(30)
        return WebKit(driver, xvfb)
    except BaseException:
        xvfb.close()
        raise
