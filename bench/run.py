#!/usr/bin/env python3
"""The benchmark of issue 6: make_deck against the floor of its stack, as whole processes.

    python bench/run.py                          # N = 1,000, 10,000, 100,000; median of 3 runs
    python bench/run.py --sizes 1000,10000 --runs 5
    python bench/run.py --quick                  # N = 1,000 and 10,000, one run, no card timing
    python bench/run.py --write-docs             # also rewrite the results in docs/performance.md

For each N the quiz is generated once (bench/gen.py, seeded) into a temporary
folder; then every step runs as a separate process, interleaved, ``--runs`` times:

* ``baseline``  bench/baseline.py: yaml.load (CSafeLoader) + bare genanki, 2 plain fields;
* ``build``     ``make_deck.py build FILE -o OUTDIR`` into an empty folder;
* ``rebuild``   the same again with the previous package in place (what a commit hook does);
* ``check``     ``make_deck.py check FILE``;
* ``compose``   ``yaml.compose`` with CSafeLoader only (the floor for ``check``);
* ``load``      ``yaml.load`` with CSafeLoader only (for context).

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
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
DOCS = ROOT / "docs" / "performance.md"
MIB = 1024 * 1024
DEFAULT_MAX_MIB = 20            # make_deck's default --max-size
STEPS = ("baseline", "build", "rebuild", "check", "compose", "load")
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


def commands(n: int, src: Path, work: Path, py: str) -> dict[str, tuple[list[str], Callable[[], object]]]:
    """Each step's command line, and what to do before it runs."""
    size_mib = src.stat().st_size / MIB
    max_size = [] if size_mib <= DEFAULT_MAX_MIB else ["--max-size", str(int(size_mib) + 1)]
    out = work / f"out-{n}"
    base_apkg = work / f"baseline-{n}.apkg"

    def fresh_out() -> None:
        shutil.rmtree(out, ignore_errors=True)

    def fresh_base() -> None:
        base_apkg.unlink(missing_ok=True)

    def keep() -> None:
        pass

    mk = str(ROOT / "make_deck.py")
    return {
        "baseline": ([py, str(BENCH / "baseline.py"), str(src), str(base_apkg)], fresh_base),
        "build": ([py, mk, "build", str(src), "-o", str(out), *max_size], fresh_out),
        "rebuild": ([py, mk, "build", str(src), "-o", str(out), *max_size], keep),
        "check": ([py, mk, "check", str(src), *max_size], keep),
        "compose": ([py, str(BENCH / "parse_only.py"), "compose", str(src)], keep),
        "load": ([py, str(BENCH / "parse_only.py"), "load", str(src)], keep),
    }


def bench_size(n: int, src: Path, work: Path, runs: int, env: dict[str, str], steps: tuple[str, ...],
               warmup: bool, idle_wait: float) -> dict:
    py = sys.executable
    cmds = commands(n, src, work, py)
    failures: dict[str, str] = {}
    samples: dict[str, list[dict]] = {s: [] for s in steps}
    order = [s for s in STEPS if s in steps]
    if "rebuild" in order and "build" not in order:
        order.insert(order.index("rebuild"), "build")   # rebuild needs a previous package
    for r in range(runs + (1 if warmup else 0)):
        for step in order:
            if step in failures or (step == "rebuild" and "build" in failures):
                continue
            cmd, before = cmds[step]
            before()
            quiet = wait_idle(idle_wait) if not (warmup and r == 0) else True
            res = run_child(cmd, cwd=ROOT, env=env, log=work / f"{step}-{n}-{r}.log")
            res["contended"] = not quiet
            if res["rc"] != 0:
                failures[step] = f"exit status {res['rc']}: " + " ".join(
                    line.strip() for line in tail(res["log"], 4).splitlines()).replace(str(work) + os.sep, "")
                print(f"  N={n:>7,} {step} FAILED: `{' '.join(cmd)}`\n{tail(res['log'])}", file=sys.stderr, flush=True)
                continue
            if warmup and r == 0:
                continue
            if step in samples:
                samples[step].append(res)
            print(f"  N={n:>7,} run {r + (0 if warmup else 1)}/{runs} {step:<8} {res['wall']:7.2f} s "
                  f"{res['rss_mib']:7.1f} MiB{'  (CPUs busy with other work)' if res['contended'] else ''}",
                  file=sys.stderr, flush=True)
    result: dict = {"n": n, "yaml_bytes": src.stat().st_size, "steps": {}, "failures": failures}
    for step, rs in samples.items():
        if not rs:
            continue
        result["steps"][step] = {
            "wall_s": statistics.median(x["wall"] for x in rs),
            "rss_mib": statistics.median(x["rss_mib"] for x in rs),
            "cpu_s": statistics.median(x["cpu"] for x in rs),
            "walls": [round(x["wall"], 3) for x in rs],
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
            subprocess.run(cmds["baseline"][0], cwd=ROOT, env=env, check=True, capture_output=True)
        result["baseline_package_bytes"] = base_pkg.stat().st_size
    return result


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
             cards: dict | None, regress: dict[int, dict], meta: dict) -> str:
    lines = [f"Command: `{meta['command']}`  ",
             f"Run: {meta['date']} on commit {meta['revision']}, {meta['machine']}; "
             f"load average {meta['load_before']} before, "
             f"{meta['load_after']} after.", ""]
    lines += ["| N | step | wall s | CPU s | peak RSS MiB | questions/s | time × baseline | RSS × baseline |",
              "|---:|---|---:|---:|---:|---:|---:|---:|"]
    for n, res in sorted(results.items()):
        base = res["steps"].get("baseline")
        for step in STEPS:
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
    lines += ["| target | status | evidence |", "|---|---|---|"]
    lines += [f"| {t} | **{s}** | {e} |" for t, s, e in rows]
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


def data_block(results: dict[int, dict], ratios: dict[int, dict], cards: dict | None, meta: dict) -> dict:
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
        sizes[str(n)] = {k: (round(v, 4) if isinstance(v, float) else v) for k, v in sizes[str(n)].items()}
    block = {"date": meta["date"], "command": meta["command"], "revision": meta["revision"],
             "machine": meta["machine"], "sizes": sizes}
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
    ap = argparse.ArgumentParser(description="make_deck benchmark (issue 6)",
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("--sizes", default="1000,10000,100000", help="comma-separated N (default: %(default)s)")
    ap.add_argument("--runs", type=int, default=3, help="runs per step; the median is reported (default: 3)")
    ap.add_argument("--quick", action="store_true", help="N = 1,000 and 10,000, one run, no card timing")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--steps", default=",".join(STEPS), help="subset of: " + ", ".join(STEPS))
    ap.add_argument("--no-warmup", action="store_true", help="skip the untimed first round at the smallest N")
    ap.add_argument("--idle-wait", type=float, default=60, metavar="S",
                    help="before each process wait up to S seconds for other work to leave the CPUs (default: 60)")
    ap.add_argument("--no-cards", action="store_true", help="skip the card timing in Chromium")
    ap.add_argument("--card-repeats", type=int, default=30)
    ap.add_argument("--write-docs", action="store_true", help="rewrite the results section of docs/performance.md")
    ap.add_argument("--json", type=Path, help="also write all results to this file")
    ap.add_argument("--keep", action="store_true", help="keep the temporary folder (generated quizzes, packages)")
    args = ap.parse_args(argv)
    if args.quick:
        args.sizes, args.runs, args.no_cards = "1000,10000", 1, True
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
    try:
        for i, n in enumerate(sizes):
            t0 = time.perf_counter()
            src = generate(n, args.seed, work)
            print(f"N={n:,}: generated {src.stat().st_size / MIB:.1f} MiB in {time.perf_counter() - t0:.1f} s",
                  file=sys.stderr, flush=True)
            results[n] = bench_size(n, src, work, args.runs, env, steps, warmup=(i == 0 and not args.no_warmup),
                                    idle_wait=args.idle_wait)
            if ("build" in steps and (progress is None or n <= 10000) and n >= 2000
                    and "build" not in results[n]["failures"]):
                cmd = commands(n, src, work, sys.executable)["build"][0]
                cmd[cmd.index("-o") + 1] = str(work / "out-progress")
                shown, last = progress_bar_shown(cmd, cwd=ROOT, env=env)
                progress = (n, shown, last)
            for f in [*work.glob(f"*-{n}.*"), work / f"out-{n}", work / "out-progress"]:
                if f.suffix != ".log":
                    shutil.rmtree(f, ignore_errors=True) if f.is_dir() else f.unlink(missing_ok=True)
        cards = None if args.no_cards else card_timing(args.card_repeats)
    finally:
        if args.keep:
            print(f"kept {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)
    meta["load_after"] = " ".join(f"{x:.2f}" for x in os.getloadavg())
    ratios = derive(results)
    regress = regression(results, committed)
    rows = targets(results, ratios, cards, progress, regress)
    section = markdown(results, ratios, rows, cards, regress, meta)
    print(section)
    if cards and cards.get("error"):
        print(f"card timing: {cards['error']}", file=sys.stderr)
    if progress:
        print(f"progress bar check at N={progress[0]:,}: {'shown' if progress[1] else 'NOT shown'} "
              f"(last line: {progress[2]!r})", file=sys.stderr)
    data = data_block(results, ratios, cards, meta)
    if args.json:
        args.json.write_text(json.dumps({"data": data, "results": {str(k): v for k, v in results.items()},
                                         "targets": rows, "cards": cards}, indent=1))
    if args.write_docs:
        write_docs(section, data)
        print(f"wrote {DOCS.relative_to(ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
