#!/usr/bin/env python3
"""Read every real bank in-process and keep what import made of it, to compare two versions of the importers.

``scripts/import_accuracy.py`` runs the real commands (import, check, build) per source: the measure, but
slow. This reads each source as ``import`` does (``read_source``, then the quiz YAML it would write) in a few
worker processes and writes, into a folder: ``<id>.yaml`` (the quiz, without the deck ``id`` that depends
on the path), ``<id>.diags`` (what import would print) and ``summary.json`` (per id: questions found, the
truth's count, sampled questions right, warnings, and ``silent``: wrong with no warning). ``--compare OLD
NEW`` lists the ids whose quiz or messages differ, each as better, WORSE or same by its sampled answers,
its count within 3 %, its silence and how far the questions found are from the truth's count (a reading that
finds none where it found some is worse even when no sample was right on either side). An engineer dumps
main, then the branch, and compares: no source may be worse.

Usage:
    python scripts/import_dump.py OUT                      # every bank with a source (committed or cached)
    python scripts/import_dump.py OUT --only ID ...        # some banks
    python scripts/import_dump.py OUT --heldout DIR        # the banks of another folder of truth files
    python scripts/import_dump.py --compare OLD NEW        # what changed between two dumps
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import signal
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from scripts.import_accuracy import (  # noqa: E402 -- the package beside this script, put on the path above
    Bank,
    _count_ok,
    find_banks,
    match_samples,
    read_imported,
)

TIMEOUT = 120  # seconds per source: a hang is reported as one, not waited for


class _Timeout(Exception):
    pass


def _alarm(signum: int, frame: Any) -> None:
    raise _Timeout


def read_one(bank: Bank) -> tuple[str, str, str, dict[str, Any]]:
    """One bank read as import reads it: (id, quiz YAML, messages, summary)."""
    from quizdeck.core.diagnostics import Diagnostics
    from quizdeck.core.errors import UserError
    from quizdeck.importers.convert import read_source
    from quizdeck.importers.written import agree
    from quizdeck.importers.yamlwriter import dump

    truth = json.loads(bank.truth_path.read_text(encoding="utf-8"))
    assert bank.source is not None
    diags = Diagnostics()
    text = ""
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(TIMEOUT)
    try:
        read = read_source(bank.source, "auto", diags)
        if read is not None:
            if not diags.errors:
                agree(read[0], read[2].where, diags)   # what `check` would refuse, as import says it
            text = "\n".join(line for line in dump(read[0]).splitlines() if not line.startswith("id: ")) + "\n"
        messages = "\n".join(str(d) for d in diags.sorted())
    except _Timeout:
        messages = f"TIMEOUT after {TIMEOUT} s"
    except UserError as exc:
        messages = f"UserError: {exc}"
    finally:
        signal.alarm(0)
    imported = []
    if text:
        with tempfile.NamedTemporaryFile("w", suffix=".yaml", encoding="utf-8", delete=False) as tmp:
            tmp.write(text)
        try:
            imported = read_imported(Path(tmp.name))
        finally:
            os.unlink(tmp.name)
    samples = match_samples(truth, imported)
    right = sum(s.right for s in samples)
    found, want = len(imported), int(truth["questions"])
    wrong = right < len(samples) or (bool(truth["well_formed"]) and not _count_ok(want, found))
    warnings = sum(1 for d in diags.sorted() if d.severity != "info") if not messages.startswith("TIMEOUT") else 1
    summary = {"truth": want, "found": found, "sampled": len(samples), "right": right,
               "count_ok": _count_ok(want, found), "warnings": warnings, "silent": wrong and not warnings,
               "misses": {s.n: s.reason for s in samples if not s.right}}
    return bank.id, text, messages, summary


def dump_all(out: Path, banks: list[Bank], jobs: int) -> dict[str, Any]:
    out.mkdir(parents=True, exist_ok=True)
    readable = [b for b in banks if b.source is not None]
    summary: dict[str, Any] = {}
    with multiprocessing.get_context("fork").Pool(jobs, maxtasksperchild=50) as pool:
        for bank_id, text, messages, one in pool.imap_unordered(read_one, readable, chunksize=2):
            (out / f"{bank_id}.yaml").write_text(text, encoding="utf-8")
            (out / f"{bank_id}.diags").write_text(messages + "\n", encoding="utf-8")
            summary[bank_id] = one
    summary = dict(sorted(summary.items()))
    (out / "summary.json").write_text(json.dumps(summary, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return summary


def totals(summary: dict[str, Any]) -> str:
    values = summary.values()
    return (f"{len(summary)} sources; sampled right {sum(v['right'] for v in values)}/"
            f"{sum(v['sampled'] for v in values)}; silent {sum(v['silent'] for v in values)}; "
            f"counts ok {sum(v['count_ok'] for v in values)}")


def compare(old: Path, new: Path) -> int:
    a = json.loads((old / "summary.json").read_text(encoding="utf-8"))
    b = json.loads((new / "summary.json").read_text(encoding="utf-8"))
    worse = 0
    for bank_id in sorted(set(a) | set(b)):
        if bank_id not in a or bank_id not in b:
            print(f"{bank_id}: only in {'new' if bank_id in b else 'old'}")
            continue
        same = all((d / f"{bank_id}{ext}").read_text(encoding="utf-8") == (new / f"{bank_id}{ext}").read_text(
            encoding="utf-8") for d in (old,) for ext in (".yaml", ".diags"))
        if same:
            continue
        x, y = a[bank_id], b[bank_id]
        off = abs(x["found"] - x["truth"]), abs(y["found"] - y["truth"])     # (questions found away from the truth)
        score = (y["right"] - x["right"], int(y["count_ok"]) - int(x["count_ok"]), int(x["silent"]) - int(y["silent"]),
                 (off[0] > off[1]) - (off[0] < off[1]))
        verdict = "WORSE" if min(score) < 0 else "better" if max(score) > 0 else "same"
        worse += verdict == "WORSE"
        print(f"{bank_id}: {verdict}: right {x['right']}->{y['right']}/{y['sampled']}, found {x['found']}->"
              f"{y['found']} of {y['truth']}, warnings {x['warnings']}->{y['warnings']}"
              f"{', SILENT' if y['silent'] else ''}")
    print(f"old: {totals(a)}\nnew: {totals(b)}\n{worse} worse")
    return 1 if worse else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("out", nargs="?", type=Path, help="the folder to write")
    parser.add_argument("--only", nargs="+", metavar="ID", help="these banks only")
    parser.add_argument("--heldout", type=Path, metavar="DIR", help="the banks of this folder of truth files instead")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (2)")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("OLD", "NEW"), help="compare two dumps")
    args = parser.parse_args(argv)
    if args.compare:
        return compare(*args.compare)
    if args.out is None:
        parser.error("give the folder to write, or --compare OLD NEW")
    banks = find_banks(dev_dir=Path("/nonexistent"), heldout_dir=args.heldout) if args.heldout else find_banks()
    if args.only:
        banks = [b for b in banks if b.id in set(args.only)]
    print(totals(dump_all(args.out, banks, args.jobs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
