"""An X server of the tests' own (Xvfb) on a free display, for WebKit (tests/browser/webkit.py)
and the real Anki desktop app (tests/desktop/app.py)."""

from __future__ import annotations

import os
import select
import shutil
import subprocess
import time


class Xvfb:
    """``Xvfb`` on a display it picks itself (``-displayfd``: never a fixed number, so parallel
    runs do not collide); ``display`` is ``":N"``. Raises ``error`` with what went wrong when it
    is not installed or does not start within ``timeout`` seconds."""

    def __init__(self, screen: str, error: type[Exception] = RuntimeError, timeout: float = 20.0) -> None:
        xvfb = shutil.which("Xvfb")
        if not xvfb:
            raise error("Xvfb is not installed (apt-get install xvfb)")
        read, write = os.pipe()
        try:
            self.proc = subprocess.Popen(
                [xvfb, "-displayfd", str(write), "-screen", "0", screen, "-nolisten", "tcp", "-noreset"],
                pass_fds=[write], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                start_new_session=True)
        finally:
            os.close(write)
        data = b""
        deadline = time.monotonic() + timeout
        try:
            while not data.endswith(b"\n"):
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([read], [], [], left)[0]:
                    break
                chunk = os.read(read, 64)
                if not chunk:
                    break
                data += chunk
        finally:
            os.close(read)
        if not data.strip().isdigit():
            self.proc.kill()
            err = self.proc.stderr.read().decode(errors="replace")[-2000:] if self.proc.stderr else ""
            raise error(f"Xvfb did not start: {err or 'no display number'}")
        if self.proc.stderr is not None:
            self.proc.stderr.close()  # nobody reads it any more: keep it from filling up
        self.display = ":" + data.decode().strip()

    def close(self) -> None:
        """Stop the server (terminate, then kill after 10 s)."""
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
