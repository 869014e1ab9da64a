#!/usr/bin/env python3
"""How import's readers grow on large and hostile text: the cases two tests used to time.

    python bench/import_scaling.py                 # n = 2,500 and 10,000 lines a case, best of 3
    python bench/import_scaling.py --sizes 1000,4000 --runs 1 --json
    python bench/import_scaling.py --only sanity,markdown   # the cases whose name holds a word (and the baseline)

Each case is a family of sources whose size is a line count (a records file of 10,000 bare
numbers, 40,000 checkbox lines, 5,000 fenced ``<Quiz>`` components...). For the two sizes, each
case and the baseline run in this process, interleaved, best of ``--runs``:

* ``baseline``: the records reader on a well-formed records quiz of the same line count (what
  import does on an ordinary file);
* each case: its reader on its hostile text;
* ``import: ...``: the whole of ``make_deck import``'s reading of one file (``convert.read_source``: the format
  found, every rival reading tried by the arbiter, the deck looked at again) on a large ordinary bank, plain
  text, Markdown or a program's bare records: where a rival added for one shape would cost every import.

The table gives each case's time against the baseline of the same size (``x base``) and its
growth from the small size to the large one against the baseline's growth (``growth / base``):
a reader that is linear where the baseline is stays near 1; a quadratic one grows with the
size ratio. ``--limit G`` makes the exit status 1 when a case's relative growth passes G (no
limit by default: the numbers are for reading, the machine's load moves them).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from quizdeck.core.diagnostics import Diagnostics, Pos  # noqa: E402 (after the path is set)
from quizdeck.importers import mdbareboxes, mdlistedquestions, mdnestedlists, mdxprops  # noqa: E402
from quizdeck.importers.base import Source  # noqa: E402
from quizdeck.importers.convert import read_source  # noqa: E402
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion  # noqa: E402
from quizdeck.importers.recordshape import RecordShapeReader  # noqa: E402
from quizdeck.importers.sanity import check_deck  # noqa: E402


def _records(text: str) -> None:
    deck = ImportedDeck(name="quiz", key="", origin="quiz.txt")
    RecordShapeReader(Source("quiz.txt", "quiz.txt", text), Diagnostics()).read(deck)


def _records_case(make: Callable[[int], str]) -> Callable[[int], Callable[[], None]]:
    def prepare(n: int) -> Callable[[], None]:
        text = make(n)
        return lambda: _records(text)
    return prepare


def _boxes(n: int) -> Callable[[], None]:
    items = ["Frage?", ""] + [("- [x] ja" if k % 2 else "- nein") for k in range(n)]
    flags = [False] * len(items)

    def run() -> None:
        mdbareboxes.unticked(items, flags)
    return run


def _components(n: int) -> Callable[[], None]:
    page: list[str] = []
    for k in range(n // 3):
        page += ["```", f'<Quiz question="q{k}" options={{["a", "b"]}} answerIndex={{0}} />', "```"]

    def run() -> None:
        mdxprops.components(page)
    return run


def _one_question(line: Callable[[int], str], choice: Callable[[int], str]) -> Callable[[int], Callable[[], None]]:
    """One question of n choices over n lines (sanity's second look at it)."""
    def prepare(n: int) -> Callable[[], None]:
        source = Source("quiz.md", "quiz.md", "\n".join(["Which of these?", *(line(k) for k in range(n))]))

        def run() -> None:
            question = ImportedQuestion(pos=Pos("quiz.md", 1, 1), text="Which of these?",
                                        choices=[ImportedChoice(choice(k)) for k in range(n)], answer=[0],
                                        lines=[(1, n + 1)])
            check_deck(ImportedDeck(name="quiz", key="", origin="quiz.md", questions=[question]), source,
                       Diagnostics())
        return run
    return prepare


def _space_items(module: Callable[[list[str]], object]) -> Callable[[int], Callable[[], None]]:
    """A list of n items indented by one space (each a top-level item whose block runs to the list's end)."""
    def prepare(n: int) -> Callable[[], None]:
        lines = [f" - item {k}" for k in range(n)]

        def run() -> None:
            module(lines)
        return run
    return prepare


def _quiz(n: int) -> str:
    return "\n".join(f"P {k} Stolica {k} to:\nKraków\nWarszawa X\nGdańsk" for k in range(1, n // 4 + 1))


_FILES = Path(tempfile.mkdtemp(prefix="import-scaling-"))


def _import_case(suffix: str, make: Callable[[int], str]) -> Callable[[int], Callable[[], None]]:
    """The whole reading of a file of about n lines, written once."""
    def prepare(n: int) -> Callable[[], None]:
        path = _FILES / f"bank-{n}{suffix}"
        path.write_text(make(n), encoding="utf-8")

        def run() -> None:
            read = read_source(path, "auto", Diagnostics())
            assert read is not None and read[0].questions, f"{path}: nothing read"
        return run
    return prepare


def _text_bank(n: int) -> str:
    return "\n\n".join(f"{k}. Which city is number {k}?\nA) Paris\nB) Rome {k}\nC) Oslo\nD) Lima\nAnswer: B"
                       for k in range(1, n // 7 + 1))


def _markdown_bank(n: int) -> str:
    return "# Capitals\n\n" + "\n\n".join(
        f"## Question {k}\n\nWhich city is number {k}?\n\n- A. Paris\n- B. Rome {k}\n- C. Oslo\n\n"
        f"**Answer:** B" for k in range(1, n // 10 + 1))


def _bare_records(n: int) -> str:
    return "\n".join(f"Which city is number {k}?\nParis\nRome {k}\nOslo\nLima\n1" for k in range(1, n // 6 + 1))


CASES: dict[str, Callable[[int], Callable[[], None]]] = {
    "baseline": _records_case(_quiz),
    "records: question over colours": _records_case(
        lambda n: "\n\n".join(f"F{k}?\nrot\ngrün\nblau\nrot" for k in range(n // 6))),
    "records: TAK/NIE marks": _records_case(
        lambda n: "\n".join(f"P {k} pytanie\nTAK\nNIE X" for k in range(1, n // 3 + 1))),
    "records: bare numbers": _records_case(lambda n: "\n".join(str(k) for k in range(n))),
    "records: one letter": _records_case(lambda n: "m\n" * n),
    "records: one bar": _records_case(lambda n: "|\n" * n),
    "records: colon rows": _records_case(
        lambda n: "\n".join(":".join(str(j) for j in range(12)) for _ in range(n))),
    "records: one question, marked lines": _records_case(
        lambda n: "F?\n" + "\n".join(f"Zeile {k} X" for k in range(n))),
    "markdown: checkbox lines": _boxes,
    "markdown: fenced <Quiz> components": _components,
    "markdown: items indented one space (listed)": _space_items(mdlistedquestions.rewritten),
    "markdown: items indented one space (nested)": _space_items(mdnestedlists.rewritten),
    # each choice read without its bold, so that no line ends with it: found nowhere
    "sanity: one question, n choices": _one_question(lambda k: f"- **item {k}**", lambda k: f"item {k}"),
    # every choice twice (a finding each, located)
    "sanity: one question, n choices twice": _one_question(lambda k: f"- item {k // 2}", lambda k: f"item {k // 2}"),
    "import: numbered text bank": _import_case(".txt", _text_bank),
    "import: Markdown bank": _import_case(".md", _markdown_bank),
    "import: bare records, one value a line": _import_case(".txt", _bare_records),
}


@dataclass(frozen=True)
class Timing:
    case: str
    small: float
    large: float


def _best(run: Callable[[], None], runs: int) -> float:
    best = float("inf")
    for _ in range(runs):
        started = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - started)
    return best


def measure(small: int, large: int, runs: int) -> list[Timing]:
    """Time every case at both sizes, interleaved with the baseline."""
    prepared = {name: (make(small), make(large)) for name, make in CASES.items()}
    times = {name: [float("inf"), float("inf")] for name in CASES}
    for _ in range(runs):
        for name, (at_small, at_large) in prepared.items():
            times[name][0] = min(times[name][0], _best(at_small, 1))
            times[name][1] = min(times[name][1], _best(at_large, 1))
    return [Timing(name, small_s, large_s) for name, (small_s, large_s) in times.items()]


def ratios(timings: list[Timing]) -> list[dict[str, float | str]]:
    """Each case against the baseline: time at the large size, and growth small -> large."""
    base = next(t for t in timings if t.case == "baseline")
    base_growth = base.large / base.small
    return [{"case": t.case, "small_s": t.small, "large_s": t.large,
             "x_base": t.large / base.large, "growth_vs_base": (t.large / t.small) / base_growth}
            for t in timings]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="2500,10000", help="two line counts, small,large")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--limit", type=float, default=None, help="exit 1 above this relative growth")
    parser.add_argument("--only", default="", help="the cases whose name holds one of these, comma-separated")
    args = parser.parse_args(argv)
    if args.only:
        for name in [n for n in CASES if n != "baseline" and not any(w in n for w in args.only.split(","))]:
            del CASES[name]
    small, large = (int(s) for s in args.sizes.split(","))
    rows = ratios(measure(small, large, args.runs))
    if args.json:
        print(json.dumps({"sizes": [small, large], "rows": rows}, indent=2))
    else:
        print(f"{'case':40} {small:>9,} {large:>9,}  x base  growth/base")
        for row in rows:
            print(f"{row['case']:40} {row['small_s']:9.4f} {row['large_s']:9.4f} "
                  f"{row['x_base']:7.2f} {row['growth_vs_base']:12.2f}")
    over = [r["case"] for r in rows if args.limit is not None and float(r["growth_vs_base"]) > args.limit]
    for case in over:
        print(f"{case}: grows faster than the baseline (relative growth > {args.limit})", file=sys.stderr)
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
