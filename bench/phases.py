#!/usr/bin/env python3
"""Where a build's time goes, phase by phase (no profiler overhead).

    python bench/phases.py QUIZ.yaml

A build is a stream: each question is parsed, checked, rendered and written before
the next is read, so its phases cannot be timed one after the other. Instead the
same file is run through ever longer pipelines, each in a fresh process, in one
thread (no render workers), and each phase's time is the difference to the pipeline
before it:

1. parse: the YAML composed as a stream, each question dropped at once;
2. + check: each question validated into the model, duplicates and warnings;
3. + render: each question rendered into note fields (Markdown, highlighting);
4. + write: each note written into the temporary collection, then the zip;

and, last, the whole ``make_deck.py build`` as users run it (render workers
included when the file is large enough). For the full picture use cProfile:

    python -m cProfile -o /tmp/p.prof make_deck.py build QUIZ.yaml -o /tmp/out
    python -c "import pstats; pstats.Stats('/tmp/p.prof').sort_stats('cumulative').print_stats(40)"
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Run in a child process: ``python -c STEP MODE QUIZ OUT``; prints the CPU seconds taken
#: (CPU, not wall: on a shared machine wall times drift twice over).
STEP = """
import gc, sys, time
sys.path.insert(0, ROOT)
t = time.process_time()
from pathlib import Path
from quizdeck.pipeline import DeckCheck, PackageOutput, process_file
from quizdeck.core.diagnostics import Diagnostics
from quizdeck.anki.package import write_package
from quizdeck.html.render import RenderQueue
from quizdeck.source.validate import read_deck
from quizdeck.source.reader import stream_nodes
from quizdeck.core.gcpause import paused_gc
mode, quiz, out = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])

with paused_gc():
    d = Diagnostics()
    if mode == "parse":
        for _ in stream_nodes(quiz, d, 1 << 40):
            pass
    elif mode in ("check", "render"):
        rendering = RenderQueue(quiz.parent)
        for reading in read_deck(quiz, d, 1 << 40):
            check = DeckCheck(d, reading)
            if mode == "check":
                for _ in check.jobs(reading):
                    pass
            else:
                for job in rendering.rendered(check.jobs(reading)):
                    check.note(job)
            reading.end()
    else:
        output = PackageOutput(out, 1700000000)
        read = process_file(quiz, d, output, max_bytes=1 << 40)
        assert read is not None
        output.writer.add_deck(read[1])
        write_package(out, output.writer, read[1].media)
        output.writer.close()
assert not d.errors, d.errors[:3]
print(time.process_time() - t)
""".replace("ROOT", repr(str(ROOT)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("quiz", type=Path)
    args = ap.parse_args(argv)
    quiz = args.quiz.resolve()
    rows: list[tuple[str, float]] = []
    with tempfile.TemporaryDirectory() as tmp:
        before = 0.0
        for mode, label in [("parse", "parse the YAML as a stream (stream_nodes)"),
                            ("check", "+ check each question (read_deck, DeckCheck)"),
                            ("render", "+ render its fields (render.RenderQueue)"),
                            ("write", "+ write notes, then the zip (process_file)")]:
            out = subprocess.run([sys.executable, "-c", STEP, mode, str(quiz), str(Path(tmp) / "p.apkg")],
                                 capture_output=True, text=True, check=True)
            total = float(out.stdout.strip())
            rows.append((label, total - before))
            before = total
        t = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "make_deck.py"), "build", str(quiz), "-o", tmp,
                        "--max-size", "100000"], capture_output=True, check=True, env=os.environ)
        whole = time.perf_counter() - t
    for label, seconds in rows:
        print(f"{label:<50} {seconds:6.2f} s  {100 * seconds / before:5.1f} %")
    print(f"{'total, one thread':<50} {before:6.2f} s")
    print(f"{'make_deck.py build (whole process, workers)':<50} {whole:6.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
