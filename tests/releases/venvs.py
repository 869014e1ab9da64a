"""One virtual environment per Anki release, made by the tests themselves.

``release_python(version)`` returns the Python of a venv that has ``anki==version`` installed,
creating it the first time under ``$MAKE_DECK_CACHE`` (default ``~/.cache/make_deck``) as
``anki-<version>/``. A finished venv has a ``.complete`` file; a lock file keeps two test
runs from building the same venv at once. Nothing here touches the global environment.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
from pathlib import Path

#: every release the project supports, oldest first (docs/compatibility.md)
RELEASES = ("2.1.54", "2.1.66", "23.12.1", "24.6.3", "24.11", "25.2.7", "25.9.5", "26.9.3")

class ReleaseUnavailable(RuntimeError):
    """The venv for a release could not be made (the message says why)."""


def cache_root() -> Path:
    env = os.environ.get("MAKE_DECK_CACHE")
    if env:
        return Path(env)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "make_deck"


def release_python(version: str, timeout: float = 900) -> Path:
    root = cache_root()
    venv = root / f"anki-{version}"
    python = venv / "bin" / "python"
    if (venv / ".complete").is_file():
        return python
    root.mkdir(parents=True, exist_ok=True)
    with open(root / f"anki-{version}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if (venv / ".complete").is_file():
            return python
        shutil.rmtree(venv, ignore_errors=True)
        steps = [
            [sys.executable, "-m", "venv", str(venv)],
            [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check",
             "--only-binary=:all:", f"anki=={version}"],
        ]
        for cmd in steps:
            try:
                proc = subprocess.run(cmd, check=False, capture_output=True, text=True, timeout=timeout)
            except subprocess.TimeoutExpired as exc:
                raise ReleaseUnavailable(f"{' '.join(cmd)}: no answer in {timeout:.0f} s") from exc
            if proc.returncode != 0:
                raise ReleaseUnavailable(f"{' '.join(cmd)} failed:\n{proc.stdout[-2000:]}{proc.stderr[-3000:]}")
        (venv / ".complete").write_text(version + "\n")
    return python


if __name__ == "__main__":
    for v in sys.argv[1:] or RELEASES:
        print(v, release_python(v), flush=True)
