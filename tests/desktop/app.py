"""Run the real Anki desktop app (``aqt``) headless and let a study script drive it.

    report = run_anki([apkg, ...], study_script, workdir)

``run_anki`` starts its own Xvfb (``-displayfd``: a free display, never a fixed number),
prepares a throwaway base folder with one profile (so no first-run dialog), copies the test
add-on (``addon/``) into ``BASE/addons21/``, starts ``python -c "import aqt; aqt.run()" -b BASE
-p test`` and waits for the add-on's ``report.json``. The add-on imports the packages with
Anki's own import code and default options, runs ``study(d)`` from the study script (see
addon/__init__.py for the driver ``d``), writes the report and quits Anki.

The report is a dict: ``steps``, ``console`` (every console message of Anki's pages),
``shots`` (window grabs), ``imports``, whatever the study put in it, and ``error`` (a
traceback) when a step failed. When Anki does not finish within ``timeout`` seconds it is
killed and the report says which step it was in (``progress.json``), with Anki's output:
a test never hangs. Raises :class:`AnkiUnavailable` when the app cannot start at all.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tests.xvfb import Xvfb

ADDON = Path(__file__).resolve().parent / "addon"
PROFILE = "test"
SCREEN = "1600x1700x24"


class AnkiUnavailable(RuntimeError):
    """Anki desktop, Xvfb or xdotool is missing or could not start."""


def prepare_base(base: Path) -> None:
    """A base folder with prefs21.db holding one profile, past the first run, language set,
    software rendering (no GPU here), and the test add-on installed."""
    code = f"""
import sys
from pathlib import Path
from aqt.profiles import ProfileManager, VideoDriver
pm = ProfileManager(Path({str(base)!r}))
pm.setupMeta()
pm.create({PROFILE!r})
pm.load({PROFILE!r})
pm.meta["firstRun"] = False
pm.meta["defaultLang"] = "en_US"
pm.meta["updates"] = False
pm.profile["autoSync"] = False
pm.set_video_driver(VideoDriver.Software)
pm.save()
"""
    base.mkdir(parents=True, exist_ok=True)
    proc = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=120)
    if proc.returncode != 0:
        raise AnkiUnavailable(f"cannot prepare an Anki profile:\n{proc.stderr[-3000:]}")
    shutil.copytree(ADDON, base / "addons21" / "make_deck_test", ignore=shutil.ignore_patterns("__pycache__"))


def anki_env(display: str, job: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update({
        "DISPLAY": display,
        "QT_QPA_PLATFORM": "xcb",
        "QTWEBENGINE_CHROMIUM_FLAGS": "--no-sandbox --disable-gpu",
        "QT_SCALE_FACTOR": "1",
        "MAKE_DECK_ANKI_JOB": str(job),
        # Anki lets one instance run per user and hands a second one's arguments to it; each
        # run is its own instance (parallel runs, several developers on one machine)
        "ANKI_SINGLE_INSTANCE_KEY": f"make_deck-test-{uuid.uuid4().hex}",
        "ANKI_NOVERIFYSSL": "1",
    })
    env.pop("WAYLAND_DISPLAY", None)
    return env


def run_anki(packages: Sequence[Path], study: Path, workdir: Path, *, window: tuple[int, int] = (1000, 860),
             timeout: float = 600, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    """Start Anki on ``workdir/base``, import ``packages``, run ``study``; the JSON report."""
    for tool in ("xdotool",):
        if not shutil.which(tool):
            raise AnkiUnavailable(f"{tool} is not installed (apt-get install {tool})")
    try:
        import aqt  # noqa: F401 - only whether it imports
    except ImportError as exc:
        raise AnkiUnavailable(f"Anki desktop is not installed (pip install aqt): {exc}") from exc
    base = workdir / "base"
    if base.exists():
        shutil.rmtree(base)
    prepare_base(base)
    job = base / "job.json"
    job.write_text(json.dumps({
        "packages": [str(p) for p in packages], "study": str(study), "window": list(window),
        "shots": str(workdir / "shots"), **(extra or {})}), encoding="utf-8")
    log = workdir / "anki.log"
    xvfb = Xvfb(SCREEN, AnkiUnavailable)
    started = time.monotonic()
    try:
        with open(log, "wb") as out:
            proc = subprocess.Popen(
                [sys.executable, "-c", "import aqt; aqt.run()", "-b", str(base), "-p", PROFILE],
                env=anki_env(xvfb.display, job), stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                start_new_session=True, cwd=workdir)
            try:
                proc.wait(timeout)
                timed_out = False
            except subprocess.TimeoutExpired:
                timed_out = True
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
    finally:
        xvfb.close()
    output = log.read_text(encoding="utf-8", errors="replace")
    report_path = base / "report.json"
    if report_path.is_file():
        report: dict[str, Any] = json.loads(report_path.read_text(encoding="utf-8"))
    else:
        progress = base / "progress.json"
        step = json.loads(progress.read_text())["step"] if progress.is_file() else "before the add-on ran"
        report = {"error": f"Anki {'was stopped after ' + str(timeout) + ' s' if timed_out else 'exited'} "
                           f"(status {proc.returncode}) without a report, during: {step}"}
    report["seconds"] = round(time.monotonic() - started, 1)
    report["exit_status"] = proc.returncode
    report["timed_out"] = timed_out
    report["output"] = output[-20000:]
    return report


#: what Anki logs when its theme script (addon/__init__.py ``ANKI_STYLING_LINES``) meets a page with no head
_ANKI_STYLING_RACE = "Uncaught TypeError: Cannot read properties of null (reading 'appendChild')"


def own_console_errors(report: dict[str, Any]) -> list[dict[str, Any]]:
    """The console errors of a run but Anki's own styling race: the script Anki evaluates after every load to
    add its theme's styles fails at its ``document.head.appendChild`` line when a newer load replaced the page
    before it ran (a page with no head yet). That error is Anki's (aqt's ``webview.py``), on any page, and
    says nothing about a card. Its source is the page's address, as for a card's own script, so it is told
    apart by its message and line; any other error, and that message at any other line, is kept."""
    lines = set(report.get("anki_styling_lines", []))
    return [c for c in report["console"] if c["level"] == "ErrorMessageLevel" and not (
        c["message"] == _ANKI_STYLING_RACE and c["line"] in lines)]
