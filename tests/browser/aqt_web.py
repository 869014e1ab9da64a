"""Anki desktop's reviewer web files (reviewer.js, reviewer.css, MathJax...) for the tests.

They ship in the ``aqt`` wheel of the same version as the installed ``anki`` package.
The wheel is found (an installed ``aqt``/``_aqt``, a wheel already in the cache, or
``pip download aqt==<version> --no-deps``) and the web files we need are unpacked once
into ``~/.cache/make_deck/aqt/<version>/web`` (``$XDG_CACHE_HOME`` when set), outside the
source tree. ``web_root()`` returns that folder,
laid out like Anki's media server serves it under ``/_anki/``.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "make_deck" / "aqt"

#: files (relative to _aqt/data/web) the reviewer page needs; folders end with "/"
NEEDED = (
    "js/reviewer.js",
    "js/webview.js",
    "js/mathjax.js",
    "js/vendor/jquery.min.js",
    "js/vendor/mathjax/",
    "css/reviewer.css",
    "css/webview.css",
)
PREFIX = "_aqt/data/web/"


class AqtUnavailable(RuntimeError):
    """The aqt web files could not be found or downloaded."""


def anki_version() -> str:
    return importlib.metadata.version("anki")


def _complete(web: Path) -> bool:
    return (web / ".complete").is_file()


def _installed_web() -> Path | None:
    spec = importlib.util.find_spec("_aqt")
    if spec is None or not spec.submodule_search_locations:
        return None
    web = Path(next(iter(spec.submodule_search_locations))) / "data" / "web"
    return web if (web / "js" / "reviewer.js").is_file() else None


def _find_wheel(version: str) -> Path | None:
    folders = [CACHE]
    if os.environ.get("MAKE_DECK_AQT_WHEEL_DIR"):  # e.g. a CI cache of wheels
        folders.insert(0, Path(os.environ["MAKE_DECK_AQT_WHEEL_DIR"]))
    for folder in folders:
        found = sorted(folder.glob(f"aqt-{version}-*.whl")) if folder.is_dir() else []
        if found:
            return found[0]
    return None


def _download_wheel(version: str) -> Path:
    CACHE.mkdir(parents=True, exist_ok=True)
    cmd = [sys.executable, "-m", "pip", "download", f"aqt=={version}", "--no-deps",
           "--only-binary=:all:", "-d", str(CACHE)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    wheel = _find_wheel(version)
    if proc.returncode != 0 or wheel is None:
        raise AqtUnavailable(f"cannot download aqt=={version}: {proc.stderr.strip()[-2000:]}")
    return wheel


def _unpack(wheel: Path, dest: Path) -> None:
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="web-", dir=dest.parent))
    try:
        with zipfile.ZipFile(wheel) as zf:
            for name in zf.namelist():
                if not name.startswith(PREFIX) or name.endswith("/"):
                    continue
                rel = name[len(PREFIX):]
                if not any(rel == n or (n.endswith("/") and rel.startswith(n)) for n in NEEDED):
                    continue
                target = tmp / rel
                target.parent.mkdir(parents=True, exist_ok=True)
                with zf.open(name) as src, open(target, "wb") as out:
                    shutil.copyfileobj(src, out)
        missing = [n for n in NEEDED if not n.endswith("/") and not (tmp / n).is_file()]
        if missing:
            raise AqtUnavailable(f"{wheel.name} lacks {missing}")
        (tmp / ".complete").write_text(wheel.name + "\n")
        try:
            tmp.rename(dest)
        except OSError:
            if not _complete(dest):  # someone else won the race with a complete copy? else retry
                shutil.rmtree(dest, ignore_errors=True)
                tmp.rename(dest)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)


def web_root() -> Path:
    """The folder served as ``/_anki/`` (has js/reviewer.js, css/reviewer.css, ...)."""
    version = anki_version()
    web = CACHE / version / "web"
    if _complete(web):
        return web
    installed = _installed_web()
    if installed is not None:
        return installed
    wheel = _find_wheel(version) or _download_wheel(version)
    _unpack(wheel, web)
    return web


if __name__ == "__main__":
    print(web_root())
