"""Record what every command prints and writes, to compare the program's behaviour before and after a change.

Runs the real command (``python make_deck.py ...`` in a subprocess, as a user would) on copies of the
repository's quizzes and corpora in a temporary folder, with ``SOURCE_DATE_EPOCH`` fixed so packages are
reproducible, and records for each run: exit status, stdout, stderr (the temporary folder's path
replaced by ``<tmp>``) and the SHA-256 of every file written. ``tests/test_golden.py`` compares a fresh
run with the recorded one, so a restructuring that should change nothing shows every difference.

    python scripts/golden.py --record      # write tests/golden/outputs.json
    python scripts/golden.py               # compare, print each difference, exit 1 on any
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RECORDED = ROOT / "tests" / "golden" / "outputs.json"
EPOCH = "1700000000"

#: Folders copied into the temporary work folder, under the same relative names.
INPUTS = ("cards", "tests/corpus", "tests/importing")

#: Quiz folders each built and checked as one run (every file of a folder in one invocation).
QUIZ_FOLDERS = ("cards", "tests/corpus/good", "tests/corpus/bad", "tests/corpus/hostile")

#: Import sources: every file directly in these folders (and the seed), one import each.
IMPORT_FOLDERS = ("tests/importing/aiken", "tests/importing/csv", "tests/importing/gift",
                  "tests/importing/markdown", "tests/importing/text", "tests/importing/seed",
                  "tests/importing/cases")


def _runs() -> Iterator[tuple[str, list[str]]]:
    """(name, arguments) of every run, in a fixed order."""
    for folder in QUIZ_FOLDERS:
        slug = folder.replace("/", "-")
        yield f"check {folder}", ["check", folder]
        yield f"check --strict {folder}", ["check", "--strict", folder]
        yield f"check --format json {folder}", ["check", "--format", "json", folder]
        yield f"build {folder}", ["build", folder, "-o", f"out/{slug}"]
        yield f"build --format json {folder}", ["build", "--format", "json", folder, "-o", f"out-json/{slug}"]
        yield f"preview {folder}", ["preview", folder, "-o", f"preview/{slug}"]
    for folder in IMPORT_FOLDERS:
        for source in sorted((ROOT / folder).iterdir()):
            if source.is_file():
                rel = f"{folder}/{source.name}"
                yield f"import {rel}", ["import", rel, "-o", f"imported/{folder.replace('/', '-')}-{source.stem}.yaml"]
    yield "new", ["new", "fresh/planets.yaml", "--deck", "Astronomy::Planets"]
    yield "schema", ["schema", "-o", "schema/quiz.schema.json"]
    yield "add-ids", ["add-ids", "ids"]
    yield "--help", ["--help"]


#: A deck id made up at random (``identity.new_deck_key``: a slug and 40 random bits), in hints and new files.
_RANDOM_KEY = re.compile(r"-[0-9a-f]{10}\b")
_TEXT_FILES = (".yaml", ".yml", ".json", ".html", ".txt", ".md")


def _steady(text: str) -> str:
    """``text`` with the random part of made-up deck ids replaced, so two runs compare equal."""
    return _RANDOM_KEY.sub("-<random>", text)


def _digest(path: Path) -> str:
    data = path.read_bytes()
    if path.suffix in _TEXT_FILES:
        data = _steady(data.decode("utf-8", "surrogateescape")).encode("utf-8", "surrogateescape")
    return hashlib.sha256(data).hexdigest()


def _digests(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): _digest(p) for p in sorted(folder.rglob("*")) if p.is_file()}


def record() -> dict[str, dict[str, object]]:
    """Run every command in a fresh temporary folder; what each printed and wrote."""
    results: dict[str, dict[str, object]] = {}
    with tempfile.TemporaryDirectory(prefix="golden-") as tmp, \
            tempfile.TemporaryDirectory(prefix="golden-cache-") as cache:
        work = Path(tmp)
        for rel in INPUTS:
            shutil.copytree(ROOT / rel, work / rel)
        (work / "ids").mkdir()
        shutil.copy(ROOT / "tests" / "corpus" / "good" / "edge-cases.yaml", work / "ids" / "edge-cases.yaml")
        env = {**os.environ, "SOURCE_DATE_EPOCH": EPOCH, "NO_COLOR": "1", "MAKE_DECK_WORKERS": "0",
               "COLUMNS": "100", "XDG_CACHE_HOME": cache}   # the render cache: never the user's
        env.pop("FORCE_COLOR", None)
        for name, args in _runs():
            before = _digests(work)
            done = subprocess.run([sys.executable, str(ROOT / "make_deck.py"), *args], cwd=work, env=env,
                                  capture_output=True, text=True, timeout=600, check=False)
            after = _digests(work)
            written = {k: v for k, v in after.items() if before.get(k) != v}
            results[name] = {
                "status": done.returncode,
                "stdout": _steady(done.stdout.replace(tmp, "<tmp>")),
                "stderr": _steady(done.stderr.replace(tmp, "<tmp>")),
                "written": written,
            }
    return results


def differences(old: dict[str, dict[str, object]], new: dict[str, dict[str, object]]) -> list[str]:
    """A line per run and part that differs (or is missing on one side)."""
    out: list[str] = []
    for name in sorted(set(old) | set(new)):
        if name not in old or name not in new:
            out.append(f"{name}: only in the {'new' if name in new else 'recorded'} run")
            continue
        for part in ("status", "stdout", "stderr", "written"):
            if old[name][part] != new[name][part]:
                out.append(f"{name}: {part} differs:\n  recorded: {old[name][part]!r}\n  now:      {new[name][part]!r}")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--record", action="store_true", help=f"write {RECORDED.relative_to(ROOT)}")
    args = parser.parse_args()
    now = record()
    if args.record:
        RECORDED.parent.mkdir(parents=True, exist_ok=True)
        RECORDED.write_text(json.dumps(now, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"recorded {len(now)} runs in {RECORDED.relative_to(ROOT)}")
        return 0
    diffs = differences(json.loads(RECORDED.read_text(encoding="utf-8")), now)
    for line in diffs:
        print(line)
    print(f"{len(now)} runs, {len(diffs)} differences")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
