"""Window grabs of the real Anki desktop app studying the seed deck, for docs/screenshots/.

    python scripts/screenshots.py [-o docs/screenshots]

Builds cards/zero-sharded-optimizers.yaml with the project and runs the real Anki desktop
(``aqt``, under its own Xvfb) through the real-app test harness (tests/desktop/app.py) with
tests/desktop/study_shots.py: the package is imported with Anki's own import code, the deck
is studied in the real reviewer with real clicks and keys, and the main window is grabbed
(``mw.grab()``) for two cards: a wrong pick on the front, then the back, in light and night
mode, in a 1000x860 window and at a 375x667 phone viewport (page zoom 2, a phone's pixel
ratio):

    <question id>-<front|back>-<light|night>-<desktop|phone>.png

PNGs are shrunk with ``pngquant`` when it is installed (``apt-get install pngquant``).
Needs what the real-app tests need: aqt, Xvfb, xdotool (see .ci/run).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT)]

from tests.desktop.app import run_anki  # noqa: E402 - after the sys.path line above

SEED = ROOT / "cards" / "zero-sharded-optimizers.yaml"
OUT = ROOT / "docs" / "screenshots"
STUDY = ROOT / "tests" / "desktop" / "study_shots.py"


def build_seed(workdir: Path) -> Path:
    from quizdeck.commands import Options, build
    from quizdeck.core.diagnostics import Diagnostics

    diags = Diagnostics()
    build(Options(sources=[SEED], output=workdir / "out"), diags)
    apkgs = sorted((workdir / "out").glob("*.apkg"))
    if not apkgs:
        raise SystemExit(f"the seed deck did not build: {diags!r}")
    return apkgs[0]


def optimise(paths: list[Path]) -> None:
    tool = shutil.which("pngquant")
    if not tool:
        print("pngquant not found (apt-get install pngquant): PNGs left as Qt wrote them", file=sys.stderr)
        return
    for path in paths:
        subprocess.run([tool, "--force", "--skip-if-larger", "--strip", "--speed", "1", "--quality", "70-95",
                        "--output", str(path), "--", str(path)], check=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("-o", "--out", type=Path, default=OUT)
    args = parser.parse_args(argv)

    work = Path(tempfile.mkdtemp(prefix="screenshots-"))
    try:
        report = run_anki([build_seed(work)], STUDY, work, timeout=600)
        if report.get("error"):
            print(f"the study stopped: {report['error']}\n{report.get('output', '')[-3000:]}", file=sys.stderr)
            return 1
        errors = [c for c in report["console"] if c["level"] == "ErrorMessageLevel"]
        args.out.mkdir(parents=True, exist_ok=True)
        written = []
        for shot in map(Path, report["shots"]):
            target = args.out / shot.name
            shutil.copyfile(shot, target)
            written.append(target)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    optimise(written)
    total = sum(p.stat().st_size for p in written)
    print(f"{len(written)} screenshots, {total // 1024} KiB, in {args.out}")
    if errors:
        print("console errors:\n" + "\n".join(str(e) for e in errors), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
