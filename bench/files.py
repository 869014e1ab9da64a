#!/usr/bin/env python3
"""The benchmark of issue 13 (defects 6 and 7): many files, and worker processes.

    python bench/files.py                       # 20,000 questions in 1, 100 and 800 files; 3 runs
    python bench/files.py --total 8000 --files 1,100,800 --runs 1 --workers default,0,2

The same questions (bench/gen.py, seeded) are split over 1, 100 and 800 files, and
``make_deck.py build FOLDER -o OUT`` runs on each set as a separate process, once per
setting of ``MAKE_DECK_WORKERS`` (``default`` leaves it unset: what users get).
For each run: wall time, CPU time and peak resident memory of the process and its
worker processes together (bench/run.py's ``run_child``). Medians of ``--runs``.

What it shows:

* memory is flat in the number of files (defect 6: it grew by about 1.1 MiB per file,
  the garbage collector paused for the whole build and every package's temporary
  database open to the end): ``peak(800 files) / peak(1 file)`` is printed and should
  stay under 1.3;
* whether render workers pay off on this machine (defect 7): each setting's time
  against ``MAKE_DECK_WORKERS=0`` (one process) in the same run; the default must
  not be slower than one process.

Not run by the test suite (no timed assertions in tests).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(ROOT))

from bench.run import run_child  # noqa: E402 - the whole-process measurement, next to this file


def make_sets(total: int, counts: list[int], folder: Path) -> dict[int, Path]:
    """The same ``total`` questions split over each number of files (run in a child process:
    a child's ``ru_maxrss`` starts from its parent's RSS, so this process stays small)."""
    from bench import gen  # the benchmark's quiz generator

    sets = {}
    for count in counts:
        where = folder / f"files-{count}"
        where.mkdir()
        per, extra = divmod(total, count)
        for i in range(count):
            n = per + (1 if i < extra else 0)
            text, _ = gen.dump(n, seed=i)
            text = text.replace(f"\nid: bench-{n}\n", f"\nid: bench-part{i:04d}\n", 1)
            (where / f"part{i:04d}.yaml").write_text(text, encoding="utf-8")
        sets[count] = where
    return sets


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--total", type=int, default=20_000, help="questions in each set")
    ap.add_argument("--files", default="1,100,800", help="numbers of files to split them over")
    ap.add_argument("--workers", default="default,0,2", help="MAKE_DECK_WORKERS settings ('default': unset)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--make-sets", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    counts = [int(c) for c in args.files.split(",")]
    settings = args.workers.split(",")
    if args.make_sets:
        make_sets(args.total, counts, args.make_sets)
        return 0
    work = Path(tempfile.mkdtemp(prefix="make_deck-bench-files-"))
    try:
        subprocess.run([sys.executable, __file__, "--make-sets", str(work), "--total", str(args.total),
                        "--files", args.files], check=True)
        sets = {count: work / f"files-{count}" for count in counts}
        results: dict[tuple[int, str], list[dict]] = {}
        for _ in range(args.runs):
            for count, folder in sets.items():
                for setting in settings:
                    env = {k: v for k, v in os.environ.items() if k != "MAKE_DECK_WORKERS"}
                    if setting != "default":
                        env["MAKE_DECK_WORKERS"] = setting
                    env["PYTHONPATH"] = str(ROOT)
                    out = work / "out"
                    shutil.rmtree(out, ignore_errors=True)
                    res = run_child([sys.executable, str(ROOT / "make_deck.py"), "build", str(folder), "-o", str(out),
                                     "--max-size", "1000"],
                                    cwd=work, env=env, log=work / "log.txt")
                    if res["rc"] != 0:
                        print((work / "log.txt").read_text()[-2000:], file=sys.stderr)
                        return 1
                    results.setdefault((count, setting), []).append(res)
        print(f"{args.total:,} questions; median of {args.runs} run(s); python {sys.version.split()[0]}, "
              f"{len(os.sched_getaffinity(0))} CPUs")
        print(f"{'files':>6} {'workers':>8} {'wall s':>8} {'cpu s':>8} {'peak MiB':>9} {'time vs 0':>10}")
        med = {key: {m: statistics.median(r[m] for r in runs) for m in ("wall", "cpu", "rss_mib")}
               for key, runs in results.items()}
        for (count, setting), m in med.items():
            one = med.get((count, "0"))
            vs = f"{m['wall'] / one['wall']:.2f}" if one else "-"
            print(f"{count:>6} {setting:>8} {m['wall']:>8.2f} {m['cpu']:>8.2f} {m['rss_mib']:>9.1f} {vs:>10}")
        for setting in settings:
            peaks = [med[(c, setting)]["rss_mib"] for c in counts]
            print(f"workers={setting}: peak memory {' / '.join(f'{p:.0f}' for p in peaks)} MiB for "
                  f"{' / '.join(map(str, counts))} files; max/min = {max(peaks) / min(peaks):.2f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
