#!/usr/bin/env python3
"""A rebuild after editing one question, with the persistent render cache (issue 20), against the floor.

    python bench/rebuild.py                  # 10,000 questions, median of 3 runs
    python bench/rebuild.py -n 100000 --runs 1 --skip-cold-steps

The quiz is generated once (bench/gen.py, seeded). Each run, interleaved, as whole processes
(``bench.run.run_child``: wall time, peak RSS of the process tree), with its own empty cache
folder (``XDG_CACHE_HOME``):

* ``baseline``   bench/baseline.py, the floor (CSafeLoader + bare genanki), into an empty folder;
* ``no cache``   ``make_deck.py build --no-cache`` into an empty folder;
* ``cold``       ``make_deck.py build`` into an empty folder with an empty cache;
* ``rebuild``    one question's text edited, then ``make_deck.py build`` again, the previous
  package and the cache in place (the author's loop: edit, rebuild, import);
* ``unchanged``  ``make_deck.py build`` once more with nothing changed;
* ``check warm`` ``make_deck.py check`` twice (the first fills the cache), the second measured;
* ``compose``    bench/parse_only.py compose (``yaml.compose``, CSafeLoader): ``check``'s floor.

(``--skip-cold-steps`` leaves out ``no cache``, the slowest, at 100,000 questions.) Files over
20 MiB are built with ``--max-size``. Prints each step's median wall time, peak RSS and its ratio
to the baseline of the same run (``check warm`` also to ``compose``);
the package of ``rebuild`` is checked byte-identical to an uncached build of the edited quiz over
the same previous package (it keeps the unchanged notes' times).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.run import run_child  # after the path is set

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
STEPS = ("baseline", "no cache", "cold", "rebuild", "unchanged", "check warm", "compose")


def _edit_one(path: Path) -> None:
    """Change the text of one question in the middle of the file (a plain one-line ``question:``)."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    at = next(i for i in range(len(lines) // 2, len(lines))
              if lines[i].lstrip().startswith("question: ") and lines[i].split("question: ", 1)[1][:1].isalpha())
    head, _, text = lines[at].partition("question: ")
    lines[at] = f"{head}question: Edited {text}"
    path.write_text("".join(lines), encoding="utf-8")


def _digest(folder: Path) -> str:
    return hashlib.sha256(b"".join(p.read_bytes() for p in sorted(folder.glob("*.apkg")))).hexdigest()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-n", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--skip-cold-steps", action="store_true", help="leave out the `no cache` build")
    args = parser.parse_args(argv)
    py = sys.executable
    make_deck = str(ROOT / "make_deck.py")
    times: dict[str, list[float]] = {step: [] for step in STEPS}
    rss: dict[str, list[float]] = {step: [] for step in STEPS}
    cpu: dict[str, list[float]] = {step: [] for step in STEPS}
    with tempfile.TemporaryDirectory(prefix="bench-rebuild-") as tmp:
        work = Path(tmp)
        original = work / f"bench-{args.n}.yaml"
        subprocess.run([py, str(BENCH / "gen.py"), str(args.n), "--seed", str(args.seed), "-o", str(original)],
                       check=True)
        base_env = {**os.environ, "SOURCE_DATE_EPOCH": "1700000000", "PYTHONWARNINGS": "ignore"}
        base_env.pop("MAKE_DECK_CACHE", None)
        # compiled modules written and read as an installed package has them (with
        # PYTHONDONTWRITEBYTECODE set, every run compiled make_deck's modules again: 0.3 s)
        base_env.pop("PYTHONDONTWRITEBYTECODE", None)
        size_mib = original.stat().st_size // (1 << 20) + 1
        limit = ["--max-size", str(max(size_mib, 20))]
        for r in range(args.runs):
            run = work / f"run-{r}"
            run.mkdir()
            quiz = run / "quiz.yaml"
            shutil.copyfile(original, quiz)
            env = {**base_env, "XDG_CACHE_HOME": str(run / "cache")}

            def measure(step: str, cmd: list[str], run: Path = run, env: dict[str, str] = env) -> None:
                res = run_child(cmd, cwd=ROOT, env=env, log=run / f"{step.replace(' ', '-')}.log")
                if res["rc"] != 0:
                    raise SystemExit(f"{step} failed: see {res['log']}")
                times[step].append(res["wall"])
                rss[step].append(res["rss_mib"])
                cpu[step].append(res["cpu"])

            measure("baseline", [py, str(BENCH / "baseline.py"), str(quiz), str(run / "base.apkg")])
            if not args.skip_cold_steps:
                measure("no cache", [py, make_deck, "build", "--no-cache", *limit, str(quiz), "-o", str(run / "plain")])
            measure("cold", [py, make_deck, "build", *limit, str(quiz), "-o", str(run / "out")])
            shutil.copytree(run / "out", run / "edited-plain")   # the same previous package in place
            before = _digest(run / "out")
            _edit_one(quiz)
            measure("rebuild", [py, make_deck, "build", *limit, str(quiz), "-o", str(run / "out")])
            measure("unchanged", [py, make_deck, "build", *limit, str(quiz), "-o", str(run / "out")])
            subprocess.run([py, make_deck, "check", *limit, str(quiz)], cwd=ROOT, env=env, check=True,
                           capture_output=True)
            measure("check warm", [py, make_deck, "check", *limit, str(quiz)])
            measure("compose", [py, str(BENCH / "parse_only.py"), "compose", str(quiz)])
            subprocess.run([py, make_deck, "build", "--no-cache", *limit, str(quiz), "-o", str(run / "edited-plain")],
                           cwd=ROOT, env=env, check=True, capture_output=True)
            if _digest(run / "out") != _digest(run / "edited-plain"):
                raise SystemExit("the rebuilt package differs from an uncached build of the edited quiz")
            if _digest(run / "out") == before:
                raise SystemExit("the edit changed nothing in the package")
    floor = statistics.median(times["baseline"])
    compose = statistics.median(times["compose"])
    floor_cpu = statistics.median(cpu["baseline"])
    compose_cpu = statistics.median(cpu["compose"])
    print(f"{args.n:,} questions, median of {args.runs} run(s), {os.cpu_count()} CPUs "
          "(CPU: user + system time of the process tree, steadier than wall time on a shared machine)")
    print(f"{'step':<12} {'wall s':>8} {'x floor':>8} {'x compose':>10} {'CPU s':>8} {'x floor':>8} {'x compose':>10}"
          f" {'peak MiB':>9}")
    for step in STEPS:
        if not times[step]:
            continue
        wall, used = statistics.median(times[step]), statistics.median(cpu[step])
        versus = f"{wall / compose:>10.2f}" if step.startswith("check") else " " * 10
        versus_cpu = f"{used / compose_cpu:>10.2f}" if step.startswith("check") else " " * 10
        print(f"{step:<12} {wall:>8.2f} {wall / floor:>8.2f} {versus} {used:>8.2f} {used / floor_cpu:>8.2f} "
              f"{versus_cpu} {statistics.median(rss[step]):>9.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
