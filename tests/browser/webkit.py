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
import select
import shutil
import subprocess
import time
import warnings
from dataclasses import dataclass
from typing import Any

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


def start_xvfb(timeout: float = 20.0) -> tuple[subprocess.Popen, str]:
    """Start ``Xvfb`` on a free display (it picks one and tells us through -displayfd)."""
    xvfb = shutil.which("Xvfb")
    if not xvfb:
        raise WebKitUnavailable("Xvfb not found: apt-get install xvfb")
    r, w = os.pipe()
    try:
        proc = subprocess.Popen(
            [xvfb, "-displayfd", str(w), "-screen", "0", "1600x1200x24", "-nolisten", "tcp", "-noreset"],
            pass_fds=[w], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    finally:
        os.close(w)
    data = b""
    deadline = time.monotonic() + timeout
    try:
        while not data.endswith(b"\n"):
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([r], [], [], left)[0]:
                break
            chunk = os.read(r, 64)
            if not chunk:
                break
            data += chunk
    finally:
        os.close(r)
    if not data.strip().isdigit():
        proc.kill()
        err = proc.stderr.read().decode(errors="replace")[-2000:] if proc.stderr else ""
        raise WebKitUnavailable(f"Xvfb did not start: {err or 'no display number'}")
    if proc.stderr is not None:
        proc.stderr.close()  # keep it from filling up
    return proc, ":" + data.decode().strip()


@dataclass
class WebKit:
    driver: Any
    xvfb: subprocess.Popen
    display: str

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            self.xvfb.terminate()
            try:
                self.xvfb.wait(10)
            except subprocess.TimeoutExpired:
                self.xvfb.kill()


def start() -> WebKit:
    try:
        from selenium.webdriver import WebKitGTK, WebKitGTKOptions
        from selenium.webdriver.webkitgtk.service import Service
    except ImportError as exc:
        raise WebKitUnavailable(f"Selenium is missing ({exc}): pip install -e '.[test]'") from exc
    driver_path = os.environ.get("MAKE_DECK_WEBKIT_DRIVER", WEBDRIVER)
    if not os.path.exists(driver_path):
        raise WebKitUnavailable(f"no {driver_path}: apt-get install webkit2gtk-driver")
    xvfb, display = start_xvfb()
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
        return WebKit(driver, xvfb, display)
    except BaseException:
        xvfb.kill()
        raise
