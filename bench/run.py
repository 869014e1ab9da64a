#!/usr/bin/env python3
"""The benchmark of issues 6 and 20: make_deck against the floor of its stack, as whole processes.

    python bench/run.py                          # N = 1,000, 10,000, 100,000; median of 3 runs
    python bench/run.py --sizes 1000,10000 --runs 5
    python bench/run.py --quick                  # N = 1,000 and 10,000, one run, no card timing, no watch
    python bench/run.py --write-docs             # also rewrite the results in docs/performance.md

For each N the quiz is generated once (bench/gen.py, seeded) into a temporary
folder; then every step runs as a separate process, interleaved, ``--runs`` times:

* ``baseline``  bench/baseline.py: yaml.load (CSafeLoader) + bare genanki, 2 plain fields;
* ``build``     ``make_deck.py build FILE -o OUTDIR`` into an empty folder;
* ``rebuild``   the same again with the previous package in place (what a commit hook does);
* ``check``     ``make_deck.py check FILE``;
* ``compose``   ``yaml.compose`` with CSafeLoader only (the floor for ``check``);
* ``load``      ``yaml.load`` with CSafeLoader only (for context).

Issue 20's steps (``build`` above, with the render cache off, is its "cold build with the
default workers", and ``check`` its "check cold"):

* ``build1``    ``MAKE_DECK_WORKERS=0 make_deck.py build --no-cache``: the cold build in one process;
* ``fill``      ``make_deck.py build`` with the render cache on, into an empty folder with an
  empty cache folder of its own (``XDG_CACHE_HOME``; the default cache bound);
* ``unchanged`` the same again, nothing changed (warm cache, previous package in place);
* ``edit``      one question's text changed (``bench/reuse_check.py edit``: a different
  question each run), then the same build again (warm cache, previous package in place);
* ``checkwarm`` ``make_deck.py check`` with that cache (after one untimed check).

After ``unchanged`` and ``edit``, untimed, ``bench/reuse_check.py`` says what the rebuild did:
the render-cache entries it added (a question's rendered fields, or finished-item records) and
how its package differs from the one it replaced, note by note; once per N (``--no-verify``:
never) the edited rebuild's package is compared byte for byte with an uncached build of the
edited quiz over the same previous package. ``bench/watch_latency.py`` then measures save →
updated page at ``--watch-sizes`` (``--no-watch``: not).

Wall time (perf_counter around spawn and ``os.wait4``), peak RSS (the larger of
``ru_maxrss`` from ``os.wait4`` and the sampled sum over the process and its worker
processes) and CPU time (including the workers') are measured per process; the table
shows medians. Ratios are against the baseline measured in the same run. The run also
compares the build times with the numbers committed in docs/performance.md (the
```json block between the ``bench:data`` markers) and checks that a build on a
terminal shows a progress bar.

This parent process stays small on purpose: on Linux a child's ``ru_maxrss`` starts
from the parent's RSS at fork time, so nothing heavy is loaded here.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
DOCS = ROOT / "docs" / "performance.md"
MIB = 1024 * 1024
DEFAULT_MAX_MIB = 20            # make_deck's default --max-size
STEPS = ("baseline", "build", "rebuild", "check", "compose", "load",
         "build1", "fill", "unchanged", "edit", "checkwarm")
ISSUE6_STEPS = STEPS[:6]
WARM_STEPS = ("unchanged", "edit", "checkwarm")   # need ``fill`` before them in the same run
LABELS = {
    "baseline": "floor (`bench/baseline.py`)",
    "build": "cold build, default workers (`build --no-cache`)",
    "rebuild": "rebuild without cache, previous package in place",
    "check": "`check` cold (`--no-cache`)",
    "compose": "`yaml.compose` (`bench/parse_only.py`)",
    "load": "`yaml.load`",
    "build1": "cold build, one process (`MAKE_DECK_WORKERS=0 build --no-cache`)",
    "fill": "build into an empty cache",
    "unchanged": "rebuild, nothing changed (warm cache, previous package)",
    "edit": "rebuild after editing one question (warm cache, previous package)",
    "checkwarm": "`check`, warm cache",
}
RESULTS_START = "<!-- bench:results:start -->"
RESULTS_END = "<!-- bench:results:end -->"
DATA_RE = re.compile(r"<!-- bench:data -->\s*```json\s*\n(.*?)\n```", re.S)

# Targets of issue 6
T1_TIME, T1_RSS = 2.0, 2.0          # build vs baseline at 10,000
T2_LINEAR, T2_RSS_MIB = 11.0, 400   # 100,000 vs 10,000; peak RSS at 100,000
T3_CHECK = 1.5                      # check vs compose at 10,000
T4_SIZE = 0.25                      # deflated vs stored (what genanki writes) for the same notes
T5_MS = 10.0                        # card script per side, 12-choice card
T6_TOLERANCE = 1.15                 # build/baseline now vs committed, beyond noise

# Targets of issue 20: (step, floor step, N, limit, judged on). Wall time is what the user waits
# for; CPU time (the process tree's user + system) is steadier on a shared machine. A row is
# judged on CPU when its process does its work in one process, on wall time when its point is
# to use the render workers; both ratios are always shown.
ISSUE20 = (
    ("build1", "baseline", 10000, 1.2, "cpu"),
    ("build", "baseline", 10000, 1.0, "wall"),
    ("edit", "baseline", 10000, 0.35, "cpu"),
    ("edit", "baseline", 100000, 0.35, "cpu"),
    ("check", "compose", 10000, 1.5, "wall"),
    ("checkwarm", "compose", 10000, 1.0, "cpu"),
)
T20_RSS = 1.0                       # cold build's peak memory vs the floor's, at 10,000
T20_WATCH_MS = {1000: 300, 10000: 1000}


# ------------------------------------------------------------------ measuring

def tree_rss_kib(pid: int) -> int:
    """Resident memory of a process and all its descendants, summed (KiB; 0 once gone)."""
    total, todo = 0, [pid]
    while todo:
        current = todo.pop()
        try:
            with open(f"/proc/{current}/status") as f:
                total += next((int(line.split()[1]) for line in f if line.startswith("VmRSS:")), 0)
            for task in os.listdir(f"/proc/{current}/task"):
                with open(f"/proc/{current}/task/{task}/children") as f:
                    todo.extend(int(child) for child in f.read().split())
        except (OSError, ValueError):
            continue
    return total


def run_child(cmd: list[str], *, cwd: Path, env: dict[str, str], log: Path) -> dict:
    """Run one process to its end; wall time, peak RSS and CPU time of that child and its own
    children (make_deck renders large quizzes in worker processes).

    CPU time and ``ru_maxrss`` come from ``os.wait4``, which counts the children the
    process waited for, but gives the largest one's peak, not the sum; so the whole
    tree's resident memory is also sampled every 10 ms and summed, and the peak RSS
    reported is the larger of the two.
    """
    peak_tree = [0]
    done = threading.Event()

    def sample(pid: int) -> None:
        while not done.is_set():
            peak_tree[0] = max(peak_tree[0], tree_rss_kib(pid))
            done.wait(0.01)

    with open(log, "wb") as out:
        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL)
        sampler = threading.Thread(target=sample, args=(proc.pid,), daemon=True)
        sampler.start()
        _, status, ru = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t0
        done.set()
        sampler.join()
    proc.returncode = os.waitstatus_to_exitcode(status)
    return {"wall": wall, "rss_mib": max(ru.ru_maxrss, peak_tree[0]) / 1024, "rss_tree_mib": peak_tree[0] / 1024,
            "cpu": ru.ru_utime + ru.ru_stime, "rc": proc.returncode, "log": str(log)}


def cpu_busy(interval: float = 0.5) -> float:
    """Share of all CPUs busy over ``interval`` seconds (from /proc/stat); 0 where unknown."""
    def read() -> tuple[int, int]:
        with open("/proc/stat") as f:
            vals = [int(x) for x in f.readline().split()[1:]]
        return vals[3] + vals[4], sum(vals)
    try:
        idle0, total0 = read()
        time.sleep(interval)
        idle1, total1 = read()
    except (OSError, ValueError, IndexError):
        return 0.0
    return 1 - (idle1 - idle0) / max(1, total1 - total0)


def wait_idle(max_wait: float, threshold: float = 0.25) -> bool:
    """Wait (up to ``max_wait`` s) until other processes leave the CPUs alone; False if they never did."""
    if max_wait <= 0:
        return True
    deadline = time.monotonic() + max_wait
    while time.monotonic() < deadline:
        if cpu_busy() < threshold:
            return True
    return False


def tail(path: str, lines: int = 15) -> str:
    try:
        return "\n".join(Path(path).read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


def stored_zip_size(apkg: Path) -> int:
    """What the same zip entries take stored uncompressed, as genanki writes them (headers included)."""
    total = 22  # end of central directory
    with zipfile.ZipFile(apkg) as zf:
        for info in zf.infolist():
            name = len(info.filename.encode("utf-8"))
            total += 30 + name + info.file_size + 46 + name
    return total


def progress_bar_shown(cmd: list[str], *, cwd: Path, env: dict[str, str]) -> tuple[bool, str]:
    """Run ``cmd`` with stderr on a pseudo-terminal; did it draw a progress bar?"""
    import pty  # noqa: F401  (Unix only; imported here so --help works anywhere)
    master, slave = os.openpty()
    chunks: list[bytes] = []

    def drain() -> None:
        while True:
            try:
                data = os.read(master, 65536)
            except OSError:
                break
            if not data:
                break
            chunks.append(data)

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    proc = subprocess.Popen(cmd, cwd=cwd, env={**env, "TERM": "xterm", "COLUMNS": "100"},
                            stdout=subprocess.DEVNULL, stderr=slave, stdin=subprocess.DEVNULL)
    os.close(slave)
    proc.wait()
    reader.join(timeout=5)
    os.close(master)
    text = b"".join(chunks).decode("utf-8", "replace")
    shown = proc.returncode == 0 and bool(re.search(r"\d+%|\[[#=\- ]{5,}\]|\d+/\d+", text))
    last = [line for line in re.split(r"[\r\n]+", text) if line.strip()]
    return shown, (last[-1].strip() if last else "")[:100]


# ------------------------------------------------------------------ the run

def generate(n: int, seed: int, folder: Path) -> Path:
    path = folder / f"bench-{n}.yaml"
    subprocess.run([sys.executable, str(BENCH / "gen.py"), str(n), "--seed", str(seed), "-o", str(path)],
                   check=True)
    return path


@dataclass
class Step:
    """One timed process: its command line, what to do before it (untimed), the changes to the
    run's environment (None: the variable removed), and what to look at after it (untimed)."""

    cmd: list[str]
    before: Callable[[int], object] = lambda run: None
    env: dict[str, str | None] = field(default_factory=dict)
    after: Callable[[int], dict[str, Any] | None] = lambda run: None


def helper(*args: str | Path) -> dict[str, Any]:
    """Run ``bench/reuse_check.py`` (its own process, untimed); its JSON answer."""
    proc = subprocess.run([sys.executable, str(BENCH / "reuse_check.py"), *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    answer: dict[str, Any] = json.loads(proc.stdout)
    return answer


def step_env(env: dict[str, str], changes: dict[str, str | None]) -> dict[str, str]:
    out = dict(env)
    for name, value in changes.items():
        if value is None:
            out.pop(name, None)
        else:
            out[name] = value
    return out


def commands(n: int, src: Path, work: Path, py: str, env: dict[str, str], verify: bool = True,
             timed_from: int = 0) -> dict[str, Step]:
    """Each step's command line, and what to do before and after it (``timed_from``: the first
    run that counts; the byte-for-byte comparison is made in it, not in the warm-up)."""
    size_mib = src.stat().st_size / MIB
    max_size = [] if size_mib <= DEFAULT_MAX_MIB else ["--max-size", str(int(size_mib) + 1)]
    out = work / f"out-{n}"
    out1 = work / f"out1-{n}"
    base_apkg = work / f"baseline-{n}.apkg"
    warm = work / f"warm-{n}"                      # issue 20's warm steps: their own quiz, cache, output
    quiz = warm / src.name
    cache = work / f"cache-{n}"
    out_warm = warm / "out"
    package = out_warm / f"{src.stem}.apkg"
    previous = warm / "previous.apkg"
    keys = warm / "cache.keys"
    verify_out = work / f"verify-{n}"
    state: dict[str, Any] = {"verify": verify}
    cached = {"MAKE_DECK_CACHE": None, "MAKE_DECK_CACHE_MAX_MIB": None, "XDG_CACHE_HOME": str(cache)}
    mk = str(ROOT / "make_deck.py")

    def fresh_out(run: int) -> None:
        shutil.rmtree(out, ignore_errors=True)

    def fresh_out1(run: int) -> None:
        shutil.rmtree(out1, ignore_errors=True)

    def fresh_base(run: int) -> None:
        base_apkg.unlink(missing_ok=True)

    def fresh_cache(run: int) -> None:
        shutil.rmtree(cache, ignore_errors=True)
        shutil.rmtree(warm, ignore_errors=True)
        warm.mkdir(parents=True)
        shutil.copyfile(src, quiz)                  # every run edits the quiz as generated

    def before_unchanged(run: int) -> None:
        shutil.copyfile(package, previous)
        helper("keys", cache, keys)

    def before_edit(run: int) -> None:
        before_unchanged(run)
        state["edit"] = helper("edit", quiz, str(run))
        if state["verify"] and run >= timed_from:
            shutil.rmtree(verify_out, ignore_errors=True)
            shutil.copytree(out_warm, verify_out)  # the same previous package, for the uncached build

    def looked(run: int, marker: str | None = None) -> dict[str, Any]:
        return {"cache": helper("written", cache, keys),
                "package": helper("diff", previous, package, *([marker] if marker else []))}

    def after_edit(run: int) -> dict[str, Any]:
        seen = {"edit": state["edit"], **looked(run, state["edit"]["marker"])}
        if state["verify"] and run >= timed_from:
            subprocess.run([py, mk, "build", "--no-cache", str(quiz), "-o", str(verify_out), *max_size], cwd=ROOT,
                           env=step_env(env, cached), check=True, capture_output=True)
            seen["uncached_identical"] = package.read_bytes() == (verify_out / package.name).read_bytes()
            shutil.rmtree(verify_out, ignore_errors=True)
            state["verify"] = False                # once per N: it costs a cold build
        return seen

    def prime_check(run: int) -> None:
        subprocess.run([py, mk, "check", str(quiz), *max_size], cwd=ROOT, env=step_env(env, cached),
                       check=True, capture_output=True)

    build = [py, mk, "build", str(src), "-o", str(out), *max_size]
    warm_build = [py, mk, "build", str(quiz), "-o", str(out_warm), *max_size]
    return {
        "baseline": Step([py, str(BENCH / "baseline.py"), str(src), str(base_apkg)], fresh_base),
        "build": Step(build, fresh_out),
        "rebuild": Step(build),
        "check": Step([py, mk, "check", str(src), *max_size]),
        "compose": Step([py, str(BENCH / "parse_only.py"), "compose", str(src)]),
        "load": Step([py, str(BENCH / "parse_only.py"), "load", str(src)]),
        "build1": Step([py, mk, "build", "--no-cache", str(src), "-o", str(out1), *max_size], fresh_out1,
                       {"MAKE_DECK_WORKERS": "0"}),
        "fill": Step(warm_build, fresh_cache, cached),
        "unchanged": Step(warm_build, before_unchanged, cached, looked),
        "edit": Step(warm_build, before_edit, cached, after_edit),
        "checkwarm": Step([py, mk, "check", str(quiz), *max_size], prime_check, cached),
    }


#: A step that needs another one before it in the same run.
NEEDS = {"rebuild": "build", "unchanged": "fill", "edit": "fill", "checkwarm": "fill"}


def bench_size(n: int, src: Path, work: Path, runs: int, env: dict[str, str], steps: tuple[str, ...],
               warmup: bool, idle_wait: float, verify: bool = True) -> dict[str, Any]:
    py = sys.executable
    cmds = commands(n, src, work, py, env, verify, timed_from=1 if warmup else 0)
    failures: dict[str, str] = {}
    samples: dict[str, list[dict[str, Any]]] = {s: [] for s in steps}
    looked: dict[str, list[dict[str, Any]]] = {}
    wanted = set(steps) | {NEEDS[s] for s in steps if s in NEEDS}
    order = [s for s in STEPS if s in wanted]
    for r in range(runs + (1 if warmup else 0)):
        for step in order:
            if step in failures or NEEDS.get(step) in failures:
                continue
            what = cmds[step]
            what.before(r)
            quiet = wait_idle(idle_wait) if not (warmup and r == 0) else True
            res = run_child(what.cmd, cwd=ROOT, env=step_env(env, what.env), log=work / f"{step}-{n}-{r}.log")
            res["contended"] = not quiet
            if res["rc"] != 0:
                failures[step] = f"exit status {res['rc']}: " + " ".join(
                    line.strip() for line in tail(res["log"], 4).splitlines()).replace(str(work) + os.sep, "")
                print(f"  N={n:>7,} {step} FAILED: `{' '.join(what.cmd)}`\n{tail(res['log'])}", file=sys.stderr,
                      flush=True)
                continue
            seen = what.after(r)
            if warmup and r == 0:
                continue
            if step in samples:
                samples[step].append(res)
                if seen is not None:
                    looked.setdefault(step, []).append(seen)
            print(f"  N={n:>7,} run {r + (0 if warmup else 1)}/{runs} {step:<9} {res['wall']:7.2f} s "
                  f"{res['cpu']:7.2f} s CPU {res['rss_mib']:7.1f} MiB"
                  f"{'  (CPUs busy with other work)' if res['contended'] else ''}", file=sys.stderr, flush=True)
            if seen is not None:
                print(f"  {' ' * 9}   {describe_seen(step, seen, n)}", file=sys.stderr, flush=True)
    result: dict[str, Any] = {"n": n, "yaml_bytes": src.stat().st_size, "steps": {}, "failures": failures,
                              "looked": looked, "runs": runs}
    for step, rs in samples.items():
        if not rs:
            continue
        result["steps"][step] = {
            "wall_s": statistics.median(x["wall"] for x in rs),
            "rss_mib": statistics.median(x["rss_mib"] for x in rs),
            "cpu_s": statistics.median(x["cpu"] for x in rs),
            "walls": [round(x["wall"], 3) for x in rs],
            "cpus": [round(x["cpu"], 3) for x in rs],
            "contended": sum(x["contended"] for x in rs),
        }
    out_pkg = work / f"out-{n}" / f"{src.stem}.apkg"
    base_pkg = work / f"baseline-{n}.apkg"
    if "build" in result["steps"] and "build" not in failures and not out_pkg.exists():
        raise SystemExit(f"the build wrote no {out_pkg}")
    if out_pkg.exists():
        result["package_bytes"] = out_pkg.stat().st_size
        result["package_stored_bytes"] = stored_zip_size(out_pkg)
    if "baseline" in result["steps"] and "baseline" not in failures:
        if not base_pkg.exists():
            subprocess.run(cmds["baseline"].cmd, cwd=ROOT, env=env, check=True, capture_output=True)
        result["baseline_package_bytes"] = base_pkg.stat().st_size
    return result


def describe_seen(step: str, seen: dict[str, Any], n: int) -> str:
    """What a rebuild did, in a sentence (from ``bench/reuse_check.py``)."""
    cache, package = seen["cache"], seen["package"]
    notes, cards = package["notes"], package["cards"]
    parts = []
    if "edit" in seen:
        e = seen["edit"]
        parts.append(f"edited question at line {e['line']:,} ({e['marker']} {e['text'][:30]}…)")
    parts.append(f"render cache: {cache['question_fields']} question(s) rendered and kept, "
                 f"{cache['finished_records']} finished-item record(s), {cache['other']} other new entries "
                 f"(of {cache['entries']:,})")
    if package["identical"]:
        parts.append("package byte-identical to the previous one")
    else:
        marked = f", {notes['changed_with_marker']} holding the edit" if "edit" in seen else ""
        parts.append(f"package: {notes['changed']} of {notes['rows']:,} notes changed{marked}, "
                     f"{notes['added']} added, {notes['removed']} removed; {cards['changed']} card(s) changed, "
                     f"{cards['added']} added, {cards['removed']} removed"
                     f"{'' if package['other_members_same'] else '; media differ'}")
    if "uncached_identical" in seen:
        parts.append("byte-identical to an uncached build of the edited quiz: "
                     + ("yes" if seen["uncached_identical"] else "NO"))
    return "; ".join(parts)


def package_as_expected(step: str, seen: dict[str, Any]) -> bool:
    """The rebuilt package is right: nothing changed → the same bytes; one question edited →
    exactly that note (and at most its card) changed, and (when compared) the same bytes as an
    uncached build of the edited quiz."""
    package = seen["package"]
    notes, cards = package["notes"], package["cards"]
    if step == "unchanged":
        return bool(package["identical"])
    same_shape = (notes["added"] == notes["removed"] == cards["added"] == cards["removed"] == 0
                  and package["other_members_same"])
    return (same_shape and notes["changed"] == 1 and notes["changed_with_marker"] == 1 and cards["changed"] <= 1
            and seen.get("uncached_identical", True) is True)


def rendered_expected(step: str) -> int:
    return 0 if step == "unchanged" else 1


def reuse_as_expected(step: str, seen: dict[str, Any]) -> bool:
    """The rebuild did what it should: the right package, and only what changed rendered."""
    return package_as_expected(step, seen) and seen["cache"]["question_fields"] == rendered_expected(step)


# ------------------------------------------------------------------ report

def ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a is not None and b else None


def fmt(x: float | None, spec: str = ".2f", suffix: str = "") -> str:
    return "n/a" if x is None else f"{x:{spec}}{suffix}"


def step_val(res: dict | None, step: str, key: str) -> float | None:
    if not res:
        return None
    s = res["steps"].get(step)
    return s[key] if s else None


def derive(results: dict[int, dict]) -> dict[int, dict]:
    """The ratios of issue 6 per N."""
    out = {}
    for n, res in results.items():
        g = lambda step, key="wall_s", res=res: step_val(res, step, key)  # noqa: E731 - a one-line shorthand local to this block
        out[n] = {
            "build_x_baseline_time": ratio(g("build"), g("baseline")),
            "build_x_baseline_rss": ratio(g("build", "rss_mib"), g("baseline", "rss_mib")),
            "rebuild_x_baseline_time": ratio(g("rebuild"), g("baseline")),
            "check_x_compose_time": ratio(g("check"), g("compose")),
            "build_x_baseline_cpu": ratio(g("build", "cpu_s"), g("baseline", "cpu_s")),
            "check_x_compose_cpu": ratio(g("check", "cpu_s"), g("compose", "cpu_s")),
            "check_x_load_time": ratio(g("check"), g("load")),
            "size_x_stored": ratio(res.get("package_bytes"), res.get("package_stored_bytes")),
            "size_x_baseline": ratio(res.get("package_bytes"), res.get("baseline_package_bytes")),
        }
    return out


def floor_of(step: str) -> str:
    return "compose" if step in ("check", "checkwarm") else "baseline"


def judge(value: float | None, other: float | None, limit: float, on: str) -> str:
    """MET or NOT met on the measure the target is judged on; says so when the other disagrees."""
    if value is None:
        return "n/a"
    ok = value <= limit
    verdict = "MET" if ok else "NOT met"
    if other is not None and (other <= limit) != ok:
        verdict += f" ({'wall' if on == 'cpu' else 'CPU'}: {other:.2f}×)"
    return verdict


def issue20(results: dict[int, dict[str, Any]], watch: dict[str, Any] | None
            ) -> tuple[list[dict[str, Any]], list[tuple[str, str, str]]]:
    """Issue 20's rows (every step of every N against its floor) and its targets (target, status,
    numbers)."""
    rows: list[dict[str, Any]] = []
    summary: list[tuple[str, str, str]] = []
    shown = ("baseline", "compose", "build1", "build", "fill", "unchanged", "edit", "check", "checkwarm")
    for n, res in sorted(results.items()):
        for step in shown:
            s = res["steps"].get(step)
            if not s:
                continue
            floor = res["steps"].get(floor_of(step))
            row: dict[str, Any] = {
                "n": n, "step": step, "wall_s": s["wall_s"], "cpu_s": s["cpu_s"], "rss_mib": s["rss_mib"],
                "floor": floor_of(step),
                "x_wall": ratio(s["wall_s"], floor and floor["wall_s"]),
                "x_cpu": ratio(s["cpu_s"], floor and floor["cpu_s"]),
                "x_rss": ratio(s["rss_mib"], floor and floor["rss_mib"]),
                "target": "", "status": "",
            }
            looked = res.get("looked", {}).get(step) or []
            row["package_ok"] = all(package_as_expected(step, seen) for seen in looked)
            rendered = sorted({seen["cache"]["question_fields"] for seen in looked})
            for t_step, _, t_n, limit, on in ISSUE20:
                if (t_step, t_n) != (step, n):
                    continue
                value, other = (row["x_cpu"], row["x_wall"]) if on == "cpu" else (row["x_wall"], row["x_cpu"])
                status = judge(value, other, limit, on)
                target = f"≤ {limit}× ({'CPU' if on == 'cpu' else 'wall'})"
                if step in ("build1", "build") and n == 10000:
                    target += "; peak ≤ floor's"
                    if row["x_rss"] is not None and row["x_rss"] > T20_RSS:
                        status += "; memory NOT met" if status.startswith("MET") else "; memory not met either"
                if not row["package_ok"]:
                    status = "INVALID: the rebuilt package is not what it should be (see below)"
                elif looked and rendered != [rendered_expected(step)]:
                    status += (f"; it rendered {' / '.join(f'{k:,}' for k in rendered)} questions, "
                               f"not {rendered_expected(step)} (see below)")
                row["target"], row["status"] = target, status
                what = {"build1": "cold build, one process", "build": "cold build, default workers",
                        "edit": "rebuild after editing one question", "check": "`check` cold",
                        "checkwarm": "`check` warm"}[step]
                floor_name = "`yaml.compose`" if floor_of(step) == "compose" else "the floor"
                numbers = (f"{fmt(row['x_wall'])}× wall ({s['wall_s']:.2f} s vs {floor['wall_s']:.2f} s), "
                           f"{fmt(row['x_cpu'])}× CPU ({s['cpu_s']:.2f} s vs {floor['cpu_s']:.2f} s)"
                           if floor else "no floor measured")
                if step in ("build1", "build") and n == 10000 and floor:
                    numbers += f"; peak {s['rss_mib']:.0f} MiB vs {floor['rss_mib']:.0f} MiB"
                mem = "; peak ≤ the floor's" if "peak" in target else ""
                summary.append((f"{n:,}: {what} ≤ {limit}× {floor_name} ({'CPU' if on == 'cpu' else 'wall'}){mem}",
                                status, numbers))
            rows.append(row)
    for r in (watch or {}).get("rows", []):
        ms = T20_WATCH_MS.get(r["n"])
        if ms is None:
            continue
        worst = max(r["median"], r["busy"]) * 1000
        summary.append((f"{r['n']:,}: `watch` save → page ≤ {ms:,} ms (median, idle and busy)",
                        "MET" if worst <= ms else "NOT met",
                        f"idle {r['median'] * 1000:.0f} ms (p90 {r['p90'] * 1000:.0f}), busy "
                        f"{r['busy'] * 1000:.0f} ms (p90 {r['busy_p90'] * 1000:.0f})"))
    if watch and watch.get("error"):
        summary.append(("`watch` save → page", "n/a", watch["error"]))
    return rows, summary


def issue20_markdown(results: dict[int, dict[str, Any]], rows: list[dict[str, Any]],
                     summary: list[tuple[str, str, str]], watch: dict[str, Any] | None) -> list[str]:
    lines = ["### Issue 20: cold builds, rebuilds that reuse, `check`, `watch`", "",
             "Each step against its floor measured in the same run (`bench/baseline.py`; for `check`, "
             "`yaml.compose`): wall time, CPU time (user + system of the process tree, render workers "
             "included) and peak memory. A target is judged on CPU time when the process does its work in "
             "one process, on wall time when its point is to use the render workers; the other ratio is "
             "named when it disagrees.", "",
             "| N | step | wall s | CPU s | × floor (wall) | × floor (CPU) | peak MiB | × floor's peak | target "
             "| status |",
             "|---:|---|---:|---:|---:|---:|---:|---:|---|---|"]
    for r in rows:
        floor = " (vs compose)" if r["floor"] == "compose" and r["step"] != "compose" else ""
        lines.append(f"| {r['n']:,} | {LABELS[r['step']]}{floor} | {r['wall_s']:.2f} | {r['cpu_s']:.2f} | "
                     f"{fmt(r['x_wall'])} | {fmt(r['x_cpu'])} | {r['rss_mib']:.0f} | {fmt(r['x_rss'])} | "
                     f"{r['target']} | {'**' + r['status'] + '**' if r['status'] else ''} |")
    seen_lines = []
    for n, res in sorted(results.items()):
        for step in ("unchanged", "edit"):
            for i, seen in enumerate(res.get("looked", {}).get(step, []), 1):
                ok = "as expected" if reuse_as_expected(step, seen) else "**NOT as expected**"
                seen_lines.append(f"* {n:,}, {step}, run {i} ({ok}): {describe_seen(step, seen, n)}.")
    if seen_lines:
        lines += ["", "What each rebuild did (`bench/reuse_check.py`, after it, untimed): the render-cache "
                      "entries it added and how its package differs from the one it replaced.", "", *seen_lines]
    wrows = (watch or {}).get("rows", [])
    if watch and wrows:
        lines += ["", f"`watch`, save → updated page in Chromium (`bench/watch_latency.py`, {watch['saves']} saves "
                      "per series; idle: each after the previous full rebuild ended, busy: during it):", "",
                  "| N | idle median | idle p90 | busy median | busy p90 | full rebuild | target |",
                  "|---:|---:|---:|---:|---:|---:|---|"]
        for r in wrows:
            limit = T20_WATCH_MS.get(r["n"])
            lines.append(f"| {r['n']:,} | {r['median'] * 1000:.0f} ms | {r['p90'] * 1000:.0f} ms | "
                         f"{r['busy'] * 1000:.0f} ms | {r['busy_p90'] * 1000:.0f} ms | {r['rebuild'] * 1000:,.0f} ms | "
                         f"{'≤ ' + format(limit, ',') + ' ms' if limit else ''} |")
    elif watch and watch.get("error"):
        lines += ["", f"`watch`: {watch['error']}"]
    lines += ["", "| issue 20 target | status | numbers |", "|---|---|---|"]
    lines += [f"| {t} | **{s}** | {e} |" for t, s, e in summary] or ["| (none measured) | | |"]
    return lines


WATCH_CODE = """
import json, sys, tempfile
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from bench.watch_latency import measure
rows = []
with tempfile.TemporaryDirectory(prefix="make_deck-watch-bench-") as folder:
    for n in map(int, sys.argv[2].split(",")):
        rows.append(measure(n, int(sys.argv[3]), Path(folder), 0))
print(json.dumps(rows))
"""


def watch_latency(sizes: str, saves: int, env: dict[str, str]) -> dict[str, Any]:
    """``bench/watch_latency.py``'s measure, in its own process (it drives Chromium)."""
    try:
        proc = subprocess.run([sys.executable, "-c", WATCH_CODE, str(ROOT), sizes, str(saves)], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=3600)
        if proc.returncode != 0:
            last = (proc.stderr or proc.stdout).strip().splitlines()[-3:]
            return {"error": f"bench/watch_latency.py failed: {' '.join(last)}", "saves": saves}
        return {"rows": json.loads(proc.stdout.strip().splitlines()[-1]), "saves": saves}
    except (subprocess.TimeoutExpired, ValueError, OSError, IndexError) as exc:
        return {"error": f"bench/watch_latency.py failed: {exc}", "saves": saves}


def load_committed(path: Path = DOCS) -> dict | None:
    try:
        m = DATA_RE.search(path.read_text(encoding="utf-8"))
    except OSError:
        return None
    if not m:
        return None
    try:
        return json.loads(m.group(1))
    except ValueError:
        return None


def targets(results: dict[int, dict], ratios: dict[int, dict], cards: dict | None,
            progress: tuple[int, bool, str] | None, regress: dict[int, dict]) -> list[tuple[str, str, str]]:
    """(target, status, evidence) for targets 1 to 6."""
    rows = []

    def status(ok: bool | None) -> str:
        return "n/a" if ok is None else ("met" if ok else "NOT met")

    r10 = ratios.get(10000)
    if r10 and r10["build_x_baseline_time"] is not None and r10["build_x_baseline_rss"] is not None:
        ok = r10["build_x_baseline_time"] <= T1_TIME and r10["build_x_baseline_rss"] <= T1_RSS
        ev = (f"10k build {fmt(r10['build_x_baseline_time'])}× baseline time, "
              f"{fmt(r10['build_x_baseline_rss'])}× baseline peak RSS (limit {T1_TIME}× each)")
    else:
        ok, ev = None, "needs N=10000"
    rows.append(("1. build ≤ 2× baseline time and RSS (10k)", status(ok), ev))

    b10, b100 = step_val(results.get(10000), "build", "wall_s"), step_val(results.get(100000), "build", "wall_s")
    rss100 = step_val(results.get(100000), "build", "rss_mib")
    parts, oks = [], []
    if b10 and b100:
        lin = b100 / b10
        oks.append(lin <= T2_LINEAR)
        parts.append(f"100k/10k build time {lin:.2f}× (limit {T2_LINEAR}×)")
    if rss100 is not None:
        oks.append(rss100 < T2_RSS_MIB)
        parts.append(f"100k peak RSS {rss100:.0f} MiB (limit {T2_RSS_MIB})")
    if progress is not None:
        oks.append(progress[1])
        parts.append(f"progress bar on a terminal at N={progress[0]:,}: {'yes' if progress[1] else 'no'}")
    failed100 = (results.get(100000) or {}).get("failures", {}).get("build")
    if failed100:
        oks.append(False)
        parts.insert(0, f"the 100k build fails ({failed100})")
    ok = None if not ((b10 and b100 and rss100 is not None) or failed100) else all(oks)
    rows.append(("2. 100k: linear (≤ 11× 10k), < 400 MiB, progress bar", status(ok),
                 "; ".join(parts) or "needs N=10000 and N=100000"))

    if r10 and r10["check_x_compose_time"] is not None:
        ok = r10["check_x_compose_time"] <= T3_CHECK
        ev = f"10k check {fmt(r10['check_x_compose_time'])}× yaml.compose (limit {T3_CHECK}×)"
    else:
        ok, ev = None, "needs N=10000"
    rows.append(("3. check ≤ 1.5× parsing alone (10k)", status(ok), ev))

    sizes = [(n, r["size_x_stored"], r["size_x_baseline"]) for n, r in sorted(ratios.items())
             if r["size_x_stored"] is not None]
    if sizes:
        ok = all(s <= T4_SIZE for _, s, _ in sizes)
        ev = "; ".join(f"N={n:,}: {s:.3f}× stored same notes, {b:.3f}× baseline package" if b else
                       f"N={n:,}: {s:.3f}× stored" for n, s, b in sizes)
    else:
        ok, ev = None, "no package measured"
    rows.append(("4. package ≤ ¼ of genanki's for the same notes", status(ok), ev))

    twelve = [c for c in (cards or {}).get("cards", []) if c.get("choices", 0) >= 12]
    if twelve:
        c = twelve[0]
        cost = {side: max(c[f"script_ms_{side}"], c[f"added_ms_{side}"]) for side in ("front", "back")}
        ok = max(cost.values()) < T5_MS
        ev = (f"12-choice card, the larger of the script's own time and (with − without script): "
              f"front {cost['front']:.2f} ms, back {cost['back']:.2f} ms (limit {T5_MS} ms per side)")
    else:
        ok, ev = None, (cards or {}).get("error", "card timing not run")
    rows.append(("5. card script < 10 ms per side (12 choices)", status(ok), ev))

    if regress:
        worst = max(r["normalised"] for r in regress.values())
        ok = worst <= T6_TOLERANCE
        ev = "; ".join(f"N={n:,}: {r['build_now']:.2f} s vs {r['build_then']:.2f} s committed "
                       f"({r['raw']:.2f}×; {r['normalised']:.2f}× after dividing by the baseline's change)"
                       for n, r in sorted(regress.items()))
    else:
        ok, ev = None, "no committed numbers for these sizes"
    rows.append((f"6. no regression vs docs/performance.md (≤ {T6_TOLERANCE}×)", status(ok), ev))
    return rows


def regression(results: dict[int, dict], committed: dict | None) -> dict[int, dict]:
    out: dict[int, dict] = {}
    if not committed:
        return out
    for n, res in results.items():
        then = committed.get("sizes", {}).get(str(n))
        now_b, now_base = step_val(res, "build", "wall_s"), step_val(res, "baseline", "wall_s")
        if not then or now_b is None or not then.get("build_s"):
            continue
        raw = now_b / then["build_s"]
        norm = raw / (now_base / then["baseline_s"]) if now_base and then.get("baseline_s") else raw
        out[n] = {"build_now": now_b, "build_then": then["build_s"], "raw": raw, "normalised": norm}
    return out


def markdown(results: dict[int, dict], ratios: dict[int, dict], rows: list[tuple[str, str, str]],
             cards: dict | None, regress: dict[int, dict], meta: dict, watch: dict[str, Any] | None = None) -> str:
    lines = [f"Command: `{meta['command']}`  ",
             f"Run: {meta['date']} on commit {meta['revision']}, {meta['machine']}; "
             f"load average {meta['load_before']} before, "
             f"{meta['load_after']} after; the whole run took {meta.get('took', '?')}. Medians of "
             + "; ".join(f"{res.get('runs', '?')} run(s) at {n:,}" for n, res in sorted(results.items())) + ".", "",
             "### Issue 6: build, check and package against the floor (render cache off)", ""]
    lines += ["| N | step | wall s | CPU s | peak RSS MiB | questions/s | time × baseline | RSS × baseline |",
              "|---:|---|---:|---:|---:|---:|---:|---:|"]
    for n, res in sorted(results.items()):
        base = res["steps"].get("baseline")
        for step in ISSUE6_STEPS:
            s = res["steps"].get(step)
            if not s:
                continue
            lines.append(
                f"| {n:,} | {step} | {s['wall_s']:.2f} | {s['cpu_s']:.2f} | {s['rss_mib']:.0f} | "
                f"{n / s['wall_s']:,.0f} | {fmt(ratio(s['wall_s'], base and base['wall_s']))} | "
                f"{fmt(ratio(s['rss_mib'], base and base['rss_mib']))} |")
    for n, res in sorted(results.items()):
        for step, why in res.get("failures", {}).items():
            lines += ["", f"**N={n:,} {step} failed**: {why}"]
    contended = sum(s.get("contended", 0) for res in results.values() for s in res["steps"].values())
    if contended:
        lines += ["", f"{contended} of the measured processes ran while other work kept the CPUs busy "
                      f"(waited {meta.get('idle_wait', '?')} s for quiet); treat their times with care."]
    lines += ["", "| N | YAML MiB | package KiB | stored (genanki) KiB | baseline package KiB | "
                  "package ÷ stored | package ÷ baseline | build × baseline | (CPU) | check × compose | (CPU) | "
                  "check × load | build vs committed |",
              "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for n, res in sorted(results.items()):
        r = ratios[n]
        kib = lambda key, res=res: fmt(res[key] / 1024, ",.0f") if res.get(key) else "n/a"  # noqa: E731 - a one-line shorthand local to this block
        reg = regress.get(n)
        lines.append(
            f"| {n:,} | {res['yaml_bytes'] / MIB:.1f} | {kib('package_bytes')} | {kib('package_stored_bytes')} | "
            f"{kib('baseline_package_bytes')} | {fmt(r['size_x_stored'], '.3f')} | "
            f"{fmt(r['size_x_baseline'], '.3f')} | "
            f"{fmt(r['build_x_baseline_time'])} | {fmt(r['build_x_baseline_cpu'])} | "
            f"{fmt(r['check_x_compose_time'])} | "
            f"{fmt(r['check_x_compose_cpu'])} | {fmt(r['check_x_load_time'])} | "
            f"{fmt(reg['raw'] if reg else None)} |")
    b10, b100 = step_val(results.get(10000), "build", "wall_s"), step_val(results.get(100000), "build", "wall_s")
    a10, a100 = step_val(results.get(10000), "baseline", "wall_s"), step_val(results.get(100000), "baseline",
                                                                             "wall_s")
    lines += ["", f"Linearity (100k ÷ 10k wall time): build {fmt(ratio(b100, b10), '.2f', '×')}, "
                  f"baseline {fmt(ratio(a100, a10), '.2f', '×')}.", ""]
    if cards and cards.get("cards"):
        lines += [f"Card timing ({cards.get('engine', 'headless Chromium')}, Anki desktop's reviewer.js, fields from "
                  f"the {cards.get('fields', '?')}, median of {cards.get('repeats', '?')}; ms):", "",
                  "| card | side | reviewer call → shown | → next frame | card script alone | "
                  "same card, no script | added by the script |",
                  "|---|---|---:|---:|---:|---:|---:|"]
        for c in cards["cards"]:
            for side in ("front", "back"):
                lines.append(f"| {c['name']} | {side} | {c[f'total_ms_{side}']:.2f} | {c[f'painted_ms_{side}']:.1f} | "
                             f"{c[f'script_ms_{side}']:.2f} | {c[f'noscript_ms_{side}']:.2f} | "
                             f"{c[f'added_ms_{side}']:.2f} |")
        lines.append("")
    lines += ["| issue 6 target | status | evidence |", "|---|---|---|"]
    lines += [f"| {t} | **{s}** | {e} |" for t, s, e in rows]
    rows20, summary20 = issue20(results, watch)
    if rows20 or summary20:
        lines += ["", *issue20_markdown(results, rows20, summary20, watch)]
    return "\n".join(lines) + "\n"


def revision() -> str:
    """The commit measured, and whether the library had uncommitted changes."""
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                              text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "quizdeck", "make_deck.py"], cwd=ROOT,
                               capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + (" with uncommitted changes in quizdeck/" if dirty else "")


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} CPUs, Python {platform.python_version()}, {platform.system()}"


def data_block(results: dict[int, dict], ratios: dict[int, dict], cards: dict | None, meta: dict,
               watch: dict[str, Any] | None = None) -> dict:
    sizes = {}
    for n, res in sorted(results.items()):
        g = lambda step, key="wall_s", res=res: step_val(res, step, key)  # noqa: E731 - a one-line shorthand local to this block
        sizes[str(n)] = {
            "baseline_s": g("baseline"), "build_s": g("build"), "rebuild_s": g("rebuild"), "check_s": g("check"),
            "compose_s": g("compose"), "load_s": g("load"),
            "baseline_rss_mib": g("baseline", "rss_mib"), "build_rss_mib": g("build", "rss_mib"),
            "check_rss_mib": g("check", "rss_mib"),
            "package_bytes": res.get("package_bytes"), "baseline_package_bytes": res.get("baseline_package_bytes"),
            **{k: (round(v, 4) if v is not None else None) for k, v in ratios[n].items()},
        }
        for step in STEPS[len(ISSUE6_STEPS):]:   # issue 20's steps
            if step in res["steps"]:
                sizes[str(n)].update({f"{step}_s": g(step), f"{step}_cpu_s": g(step, "cpu_s"),
                                      f"{step}_rss_mib": g(step, "rss_mib")})
        for step in ("baseline", "build", "check", "compose"):
            if step in res["steps"]:
                sizes[str(n)][f"{step}_cpu_s"] = g(step, "cpu_s")
        sizes[str(n)] = {k: (round(v, 4) if isinstance(v, float) else v) for k, v in sizes[str(n)].items()}
    block = {"date": meta["date"], "command": meta["command"], "revision": meta["revision"],
             "machine": meta["machine"], "took": meta.get("took"), "sizes": sizes}
    _, summary = issue20(results, watch)
    if summary:
        block["issue20"] = [{"target": t, "status": st, "numbers": e} for t, st, e in summary]
    if watch and watch.get("rows"):
        block["watch"] = {str(r["n"]): {k: round(r[k] * 1000, 1) for k in ("median", "p90", "busy", "busy_p90",
                                                                             "rebuild")} for r in watch["rows"]}
    if cards and cards.get("cards"):
        block["cards"] = {c["name"]: {k: round(v, 3) for k, v in c.items()
                                      if k.endswith(("_ms_front", "_ms_back")) and v is not None}
                          for c in cards["cards"]}
    return block


def write_docs(section: str, data: dict, path: Path = DOCS) -> None:
    body = (section + "\nMachine-readable (read by `bench/run.py` for the regression check):\n\n"
            "<!-- bench:data -->\n```json\n" + json.dumps(data, indent=1) + "\n```\n")
    text = path.read_text(encoding="utf-8") if path.exists() else \
        f"# Performance\n\n## Results\n\n{RESULTS_START}\n{RESULTS_END}\n"
    if RESULTS_START not in text or RESULTS_END not in text:
        text += f"\n## Results\n\n{RESULTS_START}\n{RESULTS_END}\n"
    head, rest = text.split(RESULTS_START, 1)
    _, foot = rest.split(RESULTS_END, 1)
    path.write_text(f"{head}{RESULTS_START}\n{body}{RESULTS_END}{foot}", encoding="utf-8")


def card_timing(repeats: int) -> dict:
    script = BENCH / "card_timing.py"
    if not script.exists():
        return {"error": "bench/card_timing.py is missing"}
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        out = Path(f.name)
    try:
        proc = subprocess.run([sys.executable, str(script), "--repeats", str(repeats), "--json", str(out)],
                              cwd=ROOT, capture_output=True, text=True, timeout=900)
        if proc.returncode != 0:
            return {"error": f"card timing failed: {(proc.stderr or proc.stdout).strip().splitlines()[-1:]}"}
        return json.loads(out.read_text())
    except (subprocess.TimeoutExpired, ValueError, OSError) as exc:
        return {"error": f"card timing failed: {exc}"}
    finally:
        out.unlink(missing_ok=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="make_deck benchmark (issues 6 and 20)",
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("--sizes", default="1000,10000,100000", help="comma-separated N (default: %(default)s)")
    ap.add_argument("--runs", type=int, default=3, help="runs per step; the median is reported (default: 3)")
    ap.add_argument("--large-runs", type=int, metavar="RUNS",
                    help="runs per step for N above 10,000 (default: --runs); 1 makes a full run about half as long")
    ap.add_argument("--quick", action="store_true", help="N = 1,000 and 10,000, one run, no card timing, no watch")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--steps", default=",".join(STEPS), help="subset of: " + ", ".join(STEPS))
    ap.add_argument("--no-warmup", action="store_true", help="skip the untimed first round at the smallest N")
    ap.add_argument("--idle-wait", type=float, default=60, metavar="S",
                    help="before each process wait up to S seconds for other work to leave the CPUs (default: 60)")
    ap.add_argument("--no-cards", action="store_true", help="skip the card timing in Chromium")
    ap.add_argument("--card-repeats", type=int, default=30)
    ap.add_argument("--no-verify", action="store_true",
                    help="do not compare the edited rebuild's package with an uncached build (once per N)")
    ap.add_argument("--no-watch", action="store_true", help="skip bench/watch_latency.py")
    ap.add_argument("--watch-sizes", default="1000,10000", help="N for the watch latency (default: %(default)s)")
    ap.add_argument("--watch-saves", type=int, default=10, help="saves per watch series (default: %(default)s)")
    ap.add_argument("--write-docs", action="store_true", help="rewrite the results section of docs/performance.md")
    ap.add_argument("--json", type=Path, help="also write all results to this file")
    ap.add_argument("--keep", action="store_true", help="keep the temporary folder (generated quizzes, packages)")
    args = ap.parse_args(argv)
    if args.quick:
        args.sizes, args.runs, args.no_cards, args.no_watch = "1000,10000", 1, True, True
    sizes = sorted({int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip()})
    steps = tuple(s.strip() for s in args.steps.split(",") if s.strip())
    unknown = set(steps) - set(STEPS)
    if unknown:
        ap.error(f"unknown steps: {', '.join(sorted(unknown))}")

    meta = {"command": "python bench/run.py " + " ".join(argv if argv is not None else sys.argv[1:]),
            "date": _dt.datetime.now().strftime("%Y-%m-%d %H:%M"), "machine": machine(), "revision": revision(),
            "load_before": " ".join(f"{x:.2f}" for x in os.getloadavg())}
    meta["idle_wait"] = args.idle_wait
    # the render cache off: these rows are the cold path, run after run (bench/rebuild.py: with it)
    env = {**os.environ, "SOURCE_DATE_EPOCH": "1700000000", "PYTHONWARNINGS": "ignore", "MAKE_DECK_CACHE": "0"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    committed = load_committed()
    work = Path(tempfile.mkdtemp(prefix="make_deck-bench-"))
    results: dict[int, dict] = {}
    progress = None
    watch = None
    started = time.perf_counter()
    try:
        for i, n in enumerate(sizes):
            t0 = time.perf_counter()
            src = generate(n, args.seed, work)
            print(f"N={n:,}: generated {src.stat().st_size / MIB:.1f} MiB in {time.perf_counter() - t0:.1f} s",
                  file=sys.stderr, flush=True)
            runs = args.large_runs if args.large_runs and n > 10000 else args.runs
            results[n] = bench_size(n, src, work, runs, env, steps, warmup=(i == 0 and not args.no_warmup),
                                    idle_wait=args.idle_wait, verify=not args.no_verify)
            if ("build" in steps and (progress is None or n <= 10000) and n >= 2000
                    and "build" not in results[n]["failures"]):
                cmd = commands(n, src, work, sys.executable, env)["build"].cmd
                cmd[cmd.index("-o") + 1] = str(work / "out-progress")
                shown, last = progress_bar_shown(cmd, cwd=ROOT, env=env)
                progress = (n, shown, last)
            for f in [*work.glob(f"*-{n}.*"), *(work / f"{d}-{n}" for d in ("out", "out1", "warm", "cache", "verify")),
                      work / "out-progress"]:
                if f.suffix != ".log":
                    shutil.rmtree(f, ignore_errors=True) if f.is_dir() else f.unlink(missing_ok=True)
        cards = None if args.no_cards else card_timing(args.card_repeats)
        if not args.no_watch:
            print(f"watch: save → page at N={args.watch_sizes}", file=sys.stderr, flush=True)
            watch = watch_latency(args.watch_sizes, args.watch_saves,
                                  step_env(env, {"MAKE_DECK_CACHE": None, "XDG_CACHE_HOME": str(work / "cache-watch")}))
    finally:
        if args.keep:
            print(f"kept {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)
    meta["load_after"] = " ".join(f"{x:.2f}" for x in os.getloadavg())
    took = (time.perf_counter() - started) / 60
    meta["took"] = f"{took:.1f} min" if took < 10 else f"{took:.0f} min"
    ratios = derive(results)
    regress = regression(results, committed)
    rows = targets(results, ratios, cards, progress, regress)
    section = markdown(results, ratios, rows, cards, regress, meta, watch)
    print(section)
    if cards and cards.get("error"):
        print(f"card timing: {cards['error']}", file=sys.stderr)
    if progress:
        print(f"progress bar check at N={progress[0]:,}: {'shown' if progress[1] else 'NOT shown'} "
              f"(last line: {progress[2]!r})", file=sys.stderr)
    if watch and watch.get("error"):
        print(f"watch: {watch['error']}", file=sys.stderr)
    data = data_block(results, ratios, cards, meta, watch)
    if args.json:
        args.json.write_text(json.dumps({"data": data, "results": {str(k): v for k, v in results.items()},
                                         "targets": rows, "cards": cards, "watch": watch}, indent=1))
    if args.write_docs:
        write_docs(section, data)
        print(f"wrote {DOCS.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
