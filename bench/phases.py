#!/usr/bin/env python3
"""Where a build's time goes, phase by phase, in one process (no profiler overhead).

    python bench/phases.py QUIZ.yaml [--no-gc]

Calls the library's own steps in the order ``quizdeck.build.build`` does and prints
the wall time of each: reading and composing the YAML, validating it into the
model, the cross-checks and lint, rendering every question into note fields, and
writing the package. ``--no-gc`` pauses Python's cyclic garbage collector for the
whole run, to show what it costs. For the full picture use cProfile:

    python -m cProfile -o /tmp/p.prof make_deck.py build QUIZ.yaml -o /tmp/out
    python -c "import pstats; pstats.Stats('/tmp/p.prof').sort_stats('cumulative').print_stats(40)"
"""

from __future__ import annotations

import argparse
import gc
import resource
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("quiz", type=Path)
    ap.add_argument("--no-gc", action="store_true", help="pause the cyclic GC for the whole run")
    args = ap.parse_args(argv)
    if args.no_gc:
        gc.disable()
        gc.enable = lambda: None  # the library re-enables it after composing; keep it off

    t = time.perf_counter()
    from quizdeck import build as B
    from quizdeck import schema, yamlsource
    from quizdeck.diagnostics import Diagnostics
    from quizdeck.package import build_time, write_package
    phases = [("imports", time.perf_counter() - t)]

    diags = Diagnostics()
    t = time.perf_counter()
    root = yamlsource.load_nodes(args.quiz, diags, 1 << 40)
    phases.append(("read + compose YAML (yamlsource.load_nodes)", time.perf_counter() - t))
    if root is None:
        raise SystemExit("\n".join(d.format() for d in diags.sorted()))
    t = time.perf_counter()
    deck = schema.read_deck(root, args.quiz, diags)
    phases.append(("validate into the model (schema.read_deck)", time.perf_counter() - t))
    t = time.perf_counter()
    B._check_across([deck], diags)
    B.lint([deck], diags)
    phases.append(("cross-checks + lint", time.perf_counter() - t))
    if diags.errors:
        raise SystemExit("\n".join(d.format() for d in diags.sorted()[:5]))
    del root
    t = time.perf_counter()
    record = B.render_deck(deck, diags)
    phases.append(("render note fields (build.render_deck)", time.perf_counter() - t))
    with tempfile.TemporaryDirectory() as tmp:
        t = time.perf_counter()
        write_package(Path(tmp) / "out.apkg", [record], timestamp=build_time())
        phases.append(("write the package (package.write_package)", time.perf_counter() - t))
    total = sum(v for _, v in phases)
    for name, v in phases:
        print(f"{name:<46} {v:7.2f} s {100 * v / total:5.1f} %")
    print(f"{'total':<46} {total:7.2f} s   peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB"
          f"   GC {'paused' if args.no_gc else 'as the library has it'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
