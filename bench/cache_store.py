#!/usr/bin/env python3
"""What the persistent render cache costs per question, against a dict (issue 20).

    python bench/cache_store.py                 # 10,000 entries, median of 3 runs
    python bench/cache_store.py -n 100000 --runs 1

Entries have the shape of real rendered questions (7 fields, about 1.7 KB in all, as
`bench/gen.py` quizzes render; one in ten names one of 20 shared images of 20 KB).
Measured, each in a fresh temporary folder:

* ``key``      :func:`rendercache.key` for every question;
* ``put``      open a new cache, ``put_many`` one entry at a time (as a build would), close;
* ``get``      open it again, ``get_many`` all keys in batches of 1,000 (a warm rebuild), close;
* ``get+touch``  the same with every entry's last use older than ``TOUCH_AFTER`` (a rebuild
  the next day: the uses are written back);
* ``dict``     the floor: the same puts and gets in a dict.

Prints wall and CPU milliseconds, microseconds per entry, the ratio to the dict, and the
file's size.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from quizdeck.core import rendercache as rc

IMAGES = [random.Random(i).randbytes(20_000) for i in range(20)]


def entries(n: int) -> list[tuple[bytes, rc.Rendered]]:
    rnd = random.Random(0)
    out = []
    for i in range(n):
        media = {f"img{i % 20}.png": IMAGES[i % 20]} if i % 10 == 0 else {}
        source = {"question": f"What does step {i} do?", "choices": ["a", "b", "c", "d"], "answer": [1]}
        k = rc.key("bench", source, {name: rc.digest(data) for name, data in media.items()})
        words = " ".join(rnd.choice(("the", "<code>x</code>", "value", "&amp;", "returns", "list")) for _ in range(40))
        fields = [f"<p>Question {i}: {words}</p>",
                  '<div class="mc-choices">' + "".join(f'<div class="mc-choice"><p>{words[:120]}</p></div>'
                                                       for _ in range(4)) + "</div>",
                  "", f"q{i:06d}", f"<p>{words}</p><ul><li>{words[:200]}</li></ul>", "", "A"]
        out.append((k, rc.Rendered(fields, media)))
    return out


def timed(step: Callable[[], object]) -> tuple[float, float]:
    """Wall and CPU seconds (on a shared machine the CPU time is the steadier)."""
    start, cpu = time.perf_counter(), time.process_time()
    step()
    return time.perf_counter() - start, time.process_time() - cpu


def run(n: int) -> dict[str, tuple[float, float]]:
    items = entries(n)
    keys = [k for k, _ in items]
    results: dict[str, tuple[float, float]] = {}
    results["key"] = timed(lambda: [rc.key("bench", {"question": f"q{i}", "choices": ["a", "b"]}) for i in range(n)])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / rc.FILE_NAME

        def put() -> None:
            with rc.open_cache(path, environ={}) as s:
                for pair in items:
                    s.put_many([pair])

        def get(days: int = 0) -> None:
            with rc.open_cache(path, environ={}) as s:
                if days:
                    assert isinstance(s, rc.RenderStore)
                    s.clock = lambda: time.time() + days * 86_400
                found = 0
                for at in range(0, n, 1000):
                    found += len(s.get_many(keys[at:at + 1000]))
                assert found == n, found

        results["put"] = timed(put)
        results["get"] = timed(get)
        results["get+touch"] = timed(lambda: get(days=1))
        results["size"] = (path.stat().st_size, 0.0)

    def floor() -> None:
        d: dict[bytes, rc.Rendered] = {}
        for k, value in items:
            d[k] = value
        assert all(k in d for k in keys)

    results["dict"] = timed(floor)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-n", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    runs = [run(args.n) for _ in range(args.runs)]
    wall = {name: statistics.median(r[name][0] for r in runs) for name in runs[0]}
    cpu = {name: statistics.median(r[name][1] for r in runs) for name in runs[0]}
    print(f"{args.n:,} entries, median of {args.runs}; file {wall['size'] / 2**20:.1f} MiB")
    print(f"  {'':10} {'wall ms':>9} {'µs/entry':>9} {'CPU ms':>9} {'µs/entry':>9} {'× dict (CPU)':>13}")
    for name in ("key", "put", "get", "get+touch", "dict"):
        print(f"  {name:10} {wall[name] * 1000:9.1f} {wall[name] / args.n * 1e6:9.1f} "
              f"{cpu[name] * 1000:9.1f} {cpu[name] / args.n * 1e6:9.1f} {cpu[name] / max(cpu['dict'], 1e-9):13.0f}")


if __name__ == "__main__":
    main()
