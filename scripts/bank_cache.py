#!/usr/bin/env python3
"""Fill the cache of the real banks' sources that may not be committed (tests/importing/banks/README.md).

Each bank's ``truth.json`` names its repository, path and commit. A source whose licence does not let it be
committed is read by ``scripts/import_accuracy.py`` from ``/work/banks-cache/<id>/source.<ext>``; that folder
lives on the machine only, so a new machine starts without it. This script writes it again from git
snapshots of the repositories already on the machine (the search tool's ``fetch`` puts them in
``/work/.mirror/<owner>+<name>/``): the file at the truth's commit, byte for byte; where the snapshot lacks
that commit, the file at the snapshot's newest commit, named in the report (it may differ from the truth).

Usage:
    python scripts/bank_cache.py --missing        # the repositories whose banks are not in the cache yet
    python scripts/bank_cache.py                  # write every bank whose repository is on the machine
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BANKS = ROOT / "tests" / "importing" / "banks"
CACHE = Path(os.environ.get("BANKS_CACHE", "/work/banks-cache"))
MIRROR = Path(os.environ.get("MIRROR", "/work/.mirror"))
#: a source's suffix where its path has none the importers know, by the truth's format
SUFFIX_OF_FORMAT = {"markdown": "md", "text": "txt", "csv": "csv", "tsv": "tsv", "gift": "gift", "aiken": "txt"}


def uncommitted() -> list[tuple[str, dict[str, str]]]:
    """The banks whose source is not committed: (id, truth)."""
    out = []
    for truth in sorted(BANKS.glob("*/truth.json")):
        if not any(truth.parent.glob("source.*")):
            out.append((truth.parent.name, json.loads(truth.read_text(encoding="utf-8"))))
    return out


def git_dir(repo: str) -> Path | None:
    base = MIRROR / repo.replace("/", "+")
    for candidate in (base / "repo" / ".git", base / "repo"):
        if (candidate / "HEAD").is_file():
            return candidate
    return None


def suffix(truth: dict[str, str]) -> str:
    ext = Path(truth["path"]).suffix.lower().lstrip(".")
    return ext if ext and len(ext) <= 8 else SUFFIX_OF_FORMAT.get(truth["format"], "txt")


def show(git: Path, rev: str, path: str) -> bytes | None:
    done = subprocess.run(["git", f"--git-dir={git}", "show", f"{rev}:{path}"], capture_output=True)
    return done.stdout if done.returncode == 0 else None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--missing", action="store_true", help="list the repositories still to fetch")
    args = parser.parse_args(argv)
    banks = uncommitted()
    if args.missing:
        repos = sorted({t["repo"] for bank_id, t in banks
                        if not any((CACHE / bank_id).glob("source.*")) and git_dir(t["repo"]) is None})
        print("\n".join(repos))
        return 0
    written = at_head = lost = 0
    for bank_id, truth in banks:
        git = git_dir(truth["repo"])
        if git is None:
            continue
        data = show(git, truth["commit"], truth["path"])
        if data is None:
            data = show(git, "HEAD", truth["path"])
            if data is None:
                print(f"{bank_id}: {truth['path']} is in neither {truth['commit'][:8]} nor HEAD", file=sys.stderr)
                lost += 1
                continue
            print(f"{bank_id}: commit {truth['commit'][:8]} not in the snapshot; taken at HEAD", file=sys.stderr)
            at_head += 1
        folder = CACHE / bank_id
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"source.{suffix(truth)}").write_bytes(data)
        written += 1
    print(f"{written} sources written ({at_head} at HEAD), {lost} not found; "
          f"{len(banks)} banks are not committed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
