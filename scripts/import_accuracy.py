#!/usr/bin/env python3
"""Measure `make_deck import` on real question banks against what a reader finds in them.

Each bank is a folder holding ``truth.json`` (issue 17; layout in tests/importing/banks/README.md)
and, where it may be committed, ``source.<ext>``; other sources are read from the cache
folder (``/work/banks-cache/<id>/source.<ext>``) when present. For every source found this
runs the real commands, as a user would, each in a fresh temporary folder:

    python make_deck.py import SOURCE -o TMP/x.yaml
    python make_deck.py check TMP/x.yaml --format json
    python make_deck.py build TMP/x.yaml -o TMP/out

then reads the written YAML and matches each sampled truth question to an imported one (by its
first words and its order). A sampled question is right when its choice texts (in order) and its
set of right answers both match, compared after normalising markup away: blockquote markers,
code fences and their language, emphasis and code markers, `<br>`, entities, maths delimiters
(`$`, `\\(`, `\\[`), backslash escapes and runs of whitespace. A run is *wrong* when a sampled
question is not right, or (well-formed sources only) the number of questions found is off the
truth by more than 3 %. It is *silent* when it is wrong
while import exited 0 without printing a warning and `check` passes the written file (exit 0;
its warnings, such as "no explanation", are counted but are not about the import).

A source whose truth gives no answer at all cannot build without a hand edit, by design (`check`
refuses a question without an answer): it is listed apart ("no answers in the source") and the
share built with no hand edit is counted over the sources that give answers. The `mend` column
counts what import's summary says it took off (importers/mend.py). Texts that differ only in HTML
formatting tags (a GIFT `[html]` text read as Markdown) are the same text.

The second look over every imported deck (quizdeck/importers/sanity.py) is measured apart: each
source is also read in-process with and without it, and the difference is its warnings. The
totals say how many wrong runs it warns, how many would be silent without it, and how many
right runs it warns (noise; "only" when nothing else warned about that run).

The reading import kept (its summary names it: ``Markdown``, ``its own repeating layout``) is the
`read as` column; the arbiter's own warnings (quizdeck/importers/arbiter.py: ``not sure: ...``, ``read
as X, not as Y``) are the `doubt` column, and the totals count them on wrong and on right runs (on a
right run, a false positive), with the right runs that print any warning at all.

Usage:
    python scripts/import_accuracy.py                 # dev banks (repo folder + cache)
    python scripts/import_accuracy.py --json          # the same as JSON
    python scripts/import_accuracy.py --heldout       # also the held-out banks (lead only)
    python scripts/import_accuracy.py --only ID ...   # some banks
"""

from __future__ import annotations

import argparse
import dataclasses
import html
import json
import os
import re
import subprocess
import sys
import tempfile
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
DEV_DIR = ROOT / "tests" / "importing" / "banks"
CACHE_DIR = Path(os.environ.get("BANKS_CACHE", "/work/banks-cache"))
HELDOUT_DIR = Path(os.environ.get("BANKS_HELDOUT", "/work/heldout24"))
MAKE_DECK = ROOT / "make_deck.py"
COUNT_TOLERANCE = 0.03
#: The issue's acceptance numbers.
MIN_SAMPLED_RIGHT = 0.95
MIN_BUILDS = 0.80
TIMEOUT = 900  # seconds per command: a safety net against a hang, not a measure
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@dataclasses.dataclass(frozen=True)
class Bank:
    id: str
    truth_path: Path
    source: Path | None  # None: the source is neither committed nor in the cache
    where: str  # "dev" (committed), "cache" or "heldout"


@dataclasses.dataclass
class SampleResult:
    n: int
    right: bool
    reason: str  # "" when right; else what differs


@dataclasses.dataclass
class Result:
    id: str
    where: str
    format: str
    well_formed: bool
    truth: int
    found: int
    sampled: int
    sampled_right: int
    warnings: int  # lines `...: warning: ...` printed by import
    import_exit: int
    check_exit: int | None
    check_errors: int
    check_warnings: int
    build_exit: int | None
    samples: list[SampleResult]
    error: str = ""  # first error line import printed, when it wrote nothing
    checker_warnings: int = 0  # of `warnings`, those of the second look (importers/sanity.py)
    gives_answers: bool = True  # False: the truth's sample has no answer at all (the source gives none)
    mended: list[str] = dataclasses.field(default_factory=list)  # what import took off (importers/mend.py)
    read_as: str = ""  # the reading kept, as import's summary names it: "Markdown", "its own repeating layout"
    doubts: int = 0  # of `warnings`, the arbiter's (importers/arbiter.py): "not sure: ...", "read as X, not as Y"

    @property
    def count_ok(self) -> bool:
        return _count_ok(self.truth, self.found)

    @property
    def builds(self) -> bool:
        """Imported, checked and built with no hand edit. A source that gives no answers cannot: `check`
        refuses a question without one, rightly (see `gives_answers`)."""
        return self.check_exit == 0 and self.build_exit == 0

    @property
    def wrong(self) -> bool:
        return self.sampled_right < self.sampled or (self.well_formed and not self.count_ok)

    @property
    def warned(self) -> bool:
        """The user was told something needs attention: import failed or warned, or the file
        it wrote does not check. (`check`'s own warnings, such as a question without an
        explanation, say nothing about the import and do not count.)"""
        return self.import_exit != 0 or self.warnings > 0 or self.check_exit != 0

    @property
    def silent(self) -> bool:
        return self.wrong and not self.warned

    @property
    def warned_without_checker(self) -> bool:
        """Whether the run would have warned without the second look over the deck."""
        return self.import_exit != 0 or self.warnings - self.checker_warnings > 0 or self.check_exit != 0

    def as_json(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data.update(count_ok=self.count_ok, builds=self.builds, wrong=self.wrong, silent=self.silent,
                    silent_without_checker=self.wrong and not self.warned_without_checker)
        return data


def _count_ok(truth: int, found: int) -> bool:
    if truth == 0:
        return found == 0
    return abs(found - truth) <= COUNT_TOLERANCE * truth


# -- finding the banks -------------------------------------------------------------------

def _source_in(folder: Path) -> Path | None:
    found = sorted(p for p in folder.glob("source.*") if p.is_file())
    return found[0] if found else None


def find_banks(dev_dir: Path = DEV_DIR, cache_dir: Path = CACHE_DIR, heldout_dir: Path | None = None,
               committed_only: bool = False) -> list[Bank]:
    """The banks with a truth file: dev ones (source committed, else from the cache) and,
    when `heldout_dir` is given, the held-out ones. `committed_only` keeps the dev banks
    whose source is committed (what the test suite can run anywhere)."""
    banks: list[Bank] = []
    for truth in sorted(dev_dir.glob("*/truth.json")):
        bank_id = truth.parent.name
        source = _source_in(truth.parent)
        if source is not None:
            banks.append(Bank(bank_id, truth, source, "dev"))
        elif not committed_only:
            banks.append(Bank(bank_id, truth, _source_in(cache_dir / bank_id), "cache"))
    if heldout_dir is not None:
        held = [Bank(truth.parent.name, truth, _source_in(truth.parent), "heldout")
                for truth in sorted(heldout_dir.glob("*/truth.json"))]
        # a half measured again after its truths were copied in is measured once, as held out
        held_ids = {bank.id for bank in held}
        banks = [bank for bank in banks if bank.id not in held_ids] + held
    return banks


# -- comparing texts -----------------------------------------------------------------------

#: A code fence and its language, wherever it stands (a truth's `starts` is one line).
_FENCE = re.compile(r"(```+|~~~+)[\w+#.-]*")
_QUOTE = re.compile(r"^[ \t]*(?:>[ \t]?)+", re.M)  # blockquote markers at line starts
_BR = re.compile(r"<br\s*/?>", re.I)
_MATH = re.compile(r"\\[()\[\]]")
_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")
_LINK = re.compile(r"(?<!!)\[([^\]\n]*)\]\([^)\s]*(?:\s+\"[^\"]*\")?\)")  # [text](url "title") reads as its text


#: HTML's formatting tags (a GIFT `[html]` text, a spreadsheet cell), an image in HTML or Markdown, and a tag cut off
#: at the end of a truth's `starts`: compared without them when the texts differ otherwise (`same_text`)
_HTML_MARKUP = re.compile(r"</?(?:p|span|div|b|i|u|em|strong|font|sub|sup|small|big|center|h[1-6]|ul|ol|li|pre|"
                          r"code|table|thead|tbody|tr|td|th|br|hr)\b[^>]*>|<img\b[^>]*>|!\[[^\]\n]*\]\([^)\s]*\)"
                          r"|<[a-z][^>]*$", re.I)


def without_html(text: str) -> str:
    """A normalised text without HTML's formatting tags and images (see `_HTML_MARKUP`)."""
    return re.sub(r"\s+", " ", _HTML_MARKUP.sub(" ", text)).strip()


def same_text(got: str, want: str) -> bool:
    """Whether two normalised texts are the same, or differ only in HTML formatting: a reader that turns
    `<p><span>First</span></p>` into `First` reads it right (a tag such as `<a>` in a question about HTML
    is text and still counts)."""
    return got == want or without_html(got) == without_html(want)


def normalise(text: str) -> str:
    """A text with its Markdown markup and spacing taken away, for comparing what a reader reads."""
    text = unicodedata.normalize("NFC", text)
    text = _QUOTE.sub("", text)
    text = _FENCE.sub(" ", text)
    text = _BR.sub(" ", text)
    text = _LINK.sub(r"\1", text)
    text = html.unescape(text)
    text = _MATH.sub(" ", text)  # \( \) \[ \]: the same maths as $ ... $
    text = _ESCAPE.sub(r"\1", text)
    text = text.replace("$", "")
    text = re.sub(r"[*_`]", "", text)
    text = text.replace("\u00a0", " ")
    return re.sub(r"\s+", " ", text).strip()


# -- reading what import wrote -------------------------------------------------------------

@dataclasses.dataclass
class Imported:
    text: str
    choices: list[str]
    answer: set[int]


def _as_text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def read_imported(path: Path) -> list[Imported]:
    """The questions of a quiz file as written (every scalar read as text, as the quiz format does)."""
    data = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.BaseLoader)  # plain str/list/dict
    out: list[Imported] = []
    questions = data.get("questions") if isinstance(data, dict) else None
    for item in questions if isinstance(questions, list) else []:
        if not isinstance(item, dict):
            continue
        choices = []
        for choice in item.get("choices") or []:
            choices.append(_as_text(choice.get("text")) if isinstance(choice, dict) else _as_text(choice))
        answer = item.get("answer")
        letters = answer if isinstance(answer, list) else [answer] if isinstance(answer, str) else []
        indices = {LETTERS.index(x.strip().upper()) for x in letters
                   if isinstance(x, str) and len(x.strip()) == 1 and x.strip().upper() in LETTERS}
        out.append(Imported(_as_text(item.get("question")), choices, indices))
    return out


def match_samples(truth: dict[str, Any], imported: Sequence[Imported]) -> list[SampleResult]:
    """Each sampled question against the imported one that starts the same way, in order."""
    texts = [normalise(q.text) for q in imported]
    results: list[SampleResult] = []
    last = -1
    drift = 0  # imported position minus source position, as of the last match
    for sample in truth["sample"]:
        start = normalise(sample["starts"])
        candidates = [i for i, t in enumerate(texts) if start and t.startswith(start)]
        if not candidates and (bare := without_html(start)):
            candidates = [i for i, t in enumerate(texts) if without_html(t).startswith(bare)]
        if not candidates:
            inside = [i for i, t in enumerate(texts) if start and start in t]
            reason = "question text has more before it" if inside else "no question starts so"
            results.append(SampleResult(sample["n"], False, reason))
            continue
        # Questions may start alike (or repeat): take the one nearest to where this
        # question should be, after the previous match when there is one.
        expected = sample["n"] - 1 + drift
        later = [i for i in candidates if i > last] or candidates
        pick = min(later, key=lambda i: (abs(i - expected), i))
        last, drift = pick, pick - (sample["n"] - 1)
        got = imported[pick]
        want_choices = [normalise(c) for c in sample["choices"]]
        got_choices = [normalise(c) for c in got.choices]
        reasons = []
        if len(got_choices) != len(want_choices) or not all(map(same_text, got_choices, want_choices)):
            reasons.append(f"choices differ ({len(got_choices)} found, {len(want_choices)} expected)"
                           if len(got_choices) != len(want_choices) else "choice texts differ")
        if got.answer != set(sample["answer"]):
            reasons.append(f"answer {sorted(got.answer)} not {sorted(sample['answer'])}")
        results.append(SampleResult(sample["n"], not reasons, "; ".join(reasons)))
    return results


# -- running the commands --------------------------------------------------------------------

def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONIOENCODING="utf-8", NO_COLOR="1")
    try:
        return subprocess.run([sys.executable, str(MAKE_DECK), *args], cwd=cwd, capture_output=True,
                              text=True, encoding="utf-8", errors="replace", timeout=TIMEOUT, env=env)
    except subprocess.TimeoutExpired as exc:
        return subprocess.CompletedProcess(exc.cmd, 124, "", f"timed out after {TIMEOUT} s")


def _mended(text: str) -> list[str]:
    """What the import's summary line says it took off (``; taken off: A, B; lines not used: ...``)."""
    m = re.search(r"; taken off: (.*?)(?:; (?:lines not used|page furniture)|$)", text, re.M)
    return m.group(1).split(", the ") if m else []


def gives_answers(truth: dict[str, Any]) -> bool:
    """Whether the source gives answers: some sampled question of its truth has one. One that gives none
    cannot build without a hand edit, by design (`check` refuses a question without an answer)."""
    return any(sample["answer"] for sample in truth["sample"])


def _warning_lines(text: str) -> int:
    return sum(1 for line in text.splitlines() if re.search(r":\s*warning:", line))


#: the arbiter's warnings (importers/arbiter.py): readings in doubt, or another reading kept than the first
_DOUBT = re.compile(r":\s*warning: (?:not sure: |read as )")


def _doubt_lines(text: str) -> int:
    return sum(1 for line in text.splitlines() if _DOUBT.search(line))


def _read_as(text: str) -> str:
    """The reading import kept, as its summary line names it: ``12 questions from x.md (Markdown), ...``."""
    m = re.search(r" questions? from .* \(([^()]*)\), \d+ with answers", text)
    return m.group(1) if m else ""


def _check_counts(stdout: str) -> tuple[int, int]:
    try:
        report = json.loads(stdout)
        return int(report.get("errors", 0)), int(report.get("warnings", 0))
    except (ValueError, AttributeError):
        return 0, 0


def checker_warnings(source: Path) -> int:
    """How many warnings the second look over the finished deck (importers/sanity.py) adds to the
    reader's own, read in-process both ways (0 when the source cannot be read)."""
    if str(ROOT) not in sys.path:  # run as `python scripts/import_accuracy.py`: the package is beside it
        sys.path.insert(0, str(ROOT))
    from quizdeck.core.diagnostics import Diagnostics
    from quizdeck.core.errors import UserError
    from quizdeck.importers.convert import read_source

    counts = []
    for look in (False, True):
        diags = Diagnostics()
        try:
            read_source(source, "auto", diags, look_again=look)
        except UserError:
            return 0
        counts.append(diags.count("warning"))
    return counts[1] - counts[0]


def measure_bank(bank: Bank) -> Result:
    truth = json.loads(bank.truth_path.read_text(encoding="utf-8"))
    assert bank.source is not None, bank
    with tempfile.TemporaryDirectory(prefix=f"accuracy-{bank.id}-") as tmp:
        work = Path(tmp)
        out = work / "x.yaml"
        done = _run(["import", str(bank.source), "-o", str(out)], work)
        printed = done.stdout + "\n" + done.stderr
        error = next((line for line in printed.splitlines() if "error" in line), "")
        check_exit: int | None = None
        build_exit: int | None = None
        errors = warnings = 0
        imported: list[Imported] = []
        if out.is_file():
            checked = _run(["check", str(out), "--format", "json"], work)
            check_exit = checked.returncode
            errors, warnings = _check_counts(checked.stdout)
            build_exit = _run(["build", str(out), "-o", str(work / "out")], work).returncode
            try:
                imported = read_imported(out)
            except yaml.YAMLError as exc:
                error = f"written YAML unreadable: {exc}"
        samples = match_samples(truth, imported)
        return Result(
            id=bank.id, where=bank.where, format=truth["format"], well_formed=bool(truth["well_formed"]),
            truth=int(truth["questions"]), found=len(imported), sampled=len(samples),
            sampled_right=sum(s.right for s in samples), warnings=_warning_lines(printed),
            import_exit=done.returncode, check_exit=check_exit, check_errors=errors, check_warnings=warnings,
            build_exit=build_exit, samples=samples, error="" if out.is_file() else error[:200],
            checker_warnings=checker_warnings(bank.source) if out.is_file() else 0,
            gives_answers=gives_answers(truth), mended=_mended(done.stdout), read_as=_read_as(done.stdout),
            doubts=_doubt_lines(printed))


def measure(banks: Iterable[Bank]) -> list[Result]:
    return [measure_bank(bank) for bank in banks if bank.source is not None]


# -- totals and thresholds -------------------------------------------------------------------

def totals(results: Sequence[Result]) -> dict[str, Any]:
    sampled = sum(r.sampled for r in results)
    right = sum(r.sampled_right for r in results)
    formed = [r for r in results if r.well_formed]
    answered = [r for r in results if r.gives_answers]
    return {
        "sources": len(results),
        "silent": sum(r.silent for r in results),
        "wrong": sum(r.wrong for r in results),
        "well_formed": len(formed),
        "count_ok_well_formed": sum(r.count_ok for r in formed),
        "sampled": sampled,
        "sampled_right": right,
        "sampled_right_share": right / sampled if sampled else 1.0,
        "builds": sum(r.builds for r in results),
        "no_answers_in_source": len(results) - len(answered),
        "gives_answers": len(answered),
        "builds_of_answered": sum(r.builds for r in answered),
        # built with no hand edit, over the sources that give answers: one that gives none cannot, by design
        "builds_share": sum(r.builds for r in answered) / len(answered) if answered else 1.0,
        "mended": sum(bool(r.mended) for r in results),
        "silent_without_checker": sum(r.wrong and not r.warned_without_checker for r in results),
        "wrong_warned_by_checker": sum(r.wrong and r.checker_warnings > 0 for r in results),
        "right_warned_by_checker": sum(not r.wrong and r.checker_warnings > 0 for r in results),
        "right_warned_only_by_checker": sum(not r.wrong and r.checker_warnings > 0 and not r.warned_without_checker
                                            for r in results),
        # false positives: right runs that print a warning at all, and right runs the arbiter doubts
        "right_warned": sum(not r.wrong and r.warnings > 0 for r in results),
        "right_doubted": sum(not r.wrong and r.doubts > 0 for r in results),
        "wrong_doubted": sum(r.wrong and r.doubts > 0 for r in results),
        "read_as": dict(sorted(Counter(r.read_as or "-" for r in results).items())),
    }


def failures(results: Sequence[Result]) -> list[str]:
    """The issue's acceptance, as messages: empty when every threshold is met."""
    t = totals(results)
    out = [f"{r.id}: wrong without a warning" for r in results if r.silent]
    out += [f"{r.id}: {r.found} questions found, truth {r.truth} (more than 3 % off)"
            for r in results if r.well_formed and not r.count_ok]
    if t["sampled_right_share"] < MIN_SAMPLED_RIGHT:
        out.append(f"sampled questions right {t['sampled_right']}/{t['sampled']} "
                   f"({t['sampled_right_share']:.0%}) < {MIN_SAMPLED_RIGHT:.0%}")
    if t["builds_share"] < MIN_BUILDS:
        out.append(f"built with no hand edit {t['builds_of_answered']}/{t['gives_answers']} of the sources that give "
                   f"answers ({t['builds_share']:.0%}) < {MIN_BUILDS:.0%}")
    return out


def table(results: Sequence[Result]) -> str:
    head = ("source", "where", "format", "read as", "wf", "truth", "found", "sampled ok", "warn", "look", "doubt",
            "mend", "imp", "chk", "bld", "builds", "silent")
    rows = [head]
    for r in results:
        rows.append((r.id, r.where, r.format, r.read_as[:16] or "-", "yes" if r.well_formed else "no", str(r.truth),
                     str(r.found), f"{r.sampled_right}/{r.sampled}", str(r.warnings), str(r.checker_warnings),
                     str(r.doubts), str(len(r.mended)),
                     str(r.import_exit), "-" if r.check_exit is None else str(r.check_exit),
                     "-" if r.build_exit is None else str(r.build_exit),
                     "yes" if r.builds else "no" if r.gives_answers else "no ans",
                     "SILENT" if r.silent else ("wrong" if r.wrong else "")))
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in rows]
    t = totals(results)
    lines += ["", f"sources {t['sources']}; silent wrong {t['silent']}; wrong {t['wrong']}; "
              f"count within 3 % on well-formed {t['count_ok_well_formed']}/{t['well_formed']}; "
              f"sampled right {t['sampled_right']}/{t['sampled']} ({t['sampled_right_share']:.0%}); "
              f"built with no hand edit {t['builds_of_answered']}/{t['gives_answers']} of the sources that give "
              f"answers ({t['builds_share']:.0%}; {t['no_answers_in_source']} give no answers and cannot build without "
              f"a hand edit, by design: 'no ans'); labels taken off in {t['mended']} sources",
              f"second look (importers/sanity.py): warns {t['wrong_warned_by_checker']}/{t['wrong']} wrong runs "
              f"(silent without it {t['silent_without_checker']}, with it {t['silent']}); warns "
              f"{t['right_warned_by_checker']}/{t['sources'] - t['wrong']} right runs "
              f"({t['right_warned_only_by_checker']} that nothing else warned)",
              f"arbiter (importers/arbiter.py): doubts {t['wrong_doubted']}/{t['wrong']} wrong runs and "
              f"{t['right_doubted']}/{t['sources'] - t['wrong']} right runs; right runs with any warning "
              f"{t['right_warned']}; read as: " + ", ".join(f"{k} {v}" for k, v in t["read_as"].items())]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--heldout", action="store_true", help=f"also measure the held-out banks ({HELDOUT_DIR})")
    parser.add_argument("--only", nargs="+", metavar="ID", help="measure these banks only")
    parser.add_argument("--details", action="store_true", help="list each sampled question that is not right")
    args = parser.parse_args(argv)
    banks = find_banks(heldout_dir=HELDOUT_DIR if args.heldout else None)
    if args.only:
        banks = [b for b in banks if b.id in set(args.only)]
    missing = [b.id for b in banks if b.source is None]
    results = measure(banks)
    if args.json:
        print(json.dumps({"results": [r.as_json() for r in results], "totals": totals(results),
                          "missing_sources": missing, "failures": failures(results)}, indent=1, ensure_ascii=False))
    else:
        print(table(results))
        if none := [r.id for r in results if not r.gives_answers]:
            print("no answers in the source (built share counted without them): " + ", ".join(none))
        if missing:
            print("no source found for: " + ", ".join(missing))
        if args.details:
            for r in results:
                for s in r.samples:
                    if not s.right:
                        print(f"{r.id} n={s.n}: {s.reason}")
                if r.error:
                    print(f"{r.id}: {r.error}")
        for line in failures(results):
            print("not met: " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
