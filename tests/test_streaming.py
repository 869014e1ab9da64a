"""Large quizzes are read as a stream: each question is checked, rendered and written
as soon as the parser completes it, so memory does not grow with the file."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import zipfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.source.validate import read_deck
from tests.ankiutil import import_package, new_collection
from tests.helpers import HAS_CHILD_LISTS, child_pids, default_sigint, run, write

ROOT = Path(__file__).resolve().parent.parent

QUESTIONS = """\
questions:
  - id: first
    question: Which is **bold**?
    choices: [a, b, c]
    answer: B
    explanation: Because.
  - id: second
    question: Pick the even ones.
    choices: ["1", "2", "4"]
    answer: [B, C]
    explanation: They divide by two.
"""
KEYS = """\
deck: Streams::Late keys
id: late
description: Keys *after* the questions.
tags: [streaming]
shuffle: false
recall: true
"""


def _notes(package: Path, tmp_path: Path, name: str) -> list[Sequence[Any]]:
    col = new_collection(tmp_path / f"{name}.anki2")
    import_package(col, package)
    rows = col.db.all("select n.guid, n.flds, n.tags, n.mod, c.ord, d.name from notes n join cards c on c.nid = n.id "
                      "join decks d on d.id = c.did order by n.guid, c.ord")
    col.close()
    return rows


def test_deck_keys_after_the_questions_give_the_same_notes(tmp_path: Path, monkeypatch):
    """Keys that shape every note, written after `questions:`, still apply to every note."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    before = write(tmp_path / "a" / "quiz.yaml", KEYS + QUESTIONS)
    after = write(tmp_path / "b" / "quiz.yaml", QUESTIONS + KEYS)
    for src, out in ((before, "out-a"), (after, "out-b")):
        result = run("build", src, "-o", tmp_path / out)
        assert result.exit_code == 0, result.output
    rows_before = _notes(tmp_path / "out-a" / "quiz.apkg", tmp_path, "a")
    rows_after = _notes(tmp_path / "out-b" / "quiz.apkg", tmp_path, "b")
    assert rows_after == rows_before
    assert len(rows_before) == 4  # two notes, each with its Recall card
    assert all(" streaming " in f" {row[2]} " and "make_deck::late" in row[2] for row in rows_before)
    assert all(row[5].replace("\x1f", "::") == "Streams::Late keys" for row in rows_before)  # stored with \x1f
    assert all('data-mc-shuffle="0"' in row[1] for row in rows_before)


@pytest.mark.parametrize("early, late, read_again", [
    ("deck: Early\n", "", False),
    ("deck: Early\n", "description: only the deck's page\n", False),   # changes no note: read once
    ("deck: Early\n", "shuffle: false\n", True),
    ("", "deck: Early\n", True),
])
def test_a_file_is_read_again_only_when_late_keys_change_the_notes(tmp_path: Path, early: str, late: str,
                                                                   read_again: bool):
    src = write(tmp_path / "q.yaml", early + QUESTIONS + late)
    diags = Diagnostics()
    events: list[str | None] = []
    deck = None
    for reading in read_deck(src, diags):
        for q in reading:
            assert reading.deck is not None   # known before the first question comes
            events.append(f"{reading.deck.name}: {q.id}")
        if reading.read_again:
            events.append("again")
        else:
            deck = reading.end()
    assert deck is not None and deck.count == 2 and not diags.errors
    once = [f"{'Early' if early else ''}: first", f"{'Early' if early else ''}: second"]
    if read_again:
        assert events == [*once, "again", "Early: first", "Early: second"]
    else:
        assert events == once


def _quiz(n: int) -> str:
    parts = ["deck: Big\nquestions:\n"]
    for i in range(n):
        parts.append(
            f"  - id: q{i}\n"
            f"    question: Question {i}, with `code` and **bold** text about item {i * 7919 % 1000}?\n"
            f"    choices:\n"
            f"      - Choice one for {i}\n"
            f"      - text: Choice two for {i}\n"
            f"        why: Because {i} is not {i + 1}.\n"
            f"      - Choice three for {i}\n"
            f"      - None of the above\n"
            f"    answer: {'ABCD'[i % 4]}\n"
            f"    explanation: |\n"
            f"      The answer to {i} is {'ABCD'[i % 4]}:\n"
            f"\n"
            f"      - a list item\n"
            f"      - another one, {i}\n")
    return "".join(parts)


#: Runs make_deck.py in a fresh interpreter and prints that process's own peak RSS when
#: it exits. (A child's ru_maxrss would start from the test process's RSS at fork.)
_MEASURE = """
import atexit, os, runpy, sys
def peak():
    with open("/proc/self/status") as status:
        kib = next(line.split()[1] for line in status if line.startswith("VmHWM:"))
    sys.stderr.write(f"\\npeak-rss-kib: {kib}\\n")
atexit.register(peak)
sys.argv = sys.argv[1:]
sys.path[0] = os.path.dirname(os.path.abspath(sys.argv[0]))  # as when the script itself is run
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def _peak_rss(args: list[str], cwd: Path) -> int:
    """Peak resident memory of one whole make_deck process, in bytes."""
    proc = subprocess.run([sys.executable, "-c", _MEASURE, str(ROOT / "make_deck.py"), *args], cwd=cwd,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                          env={**os.environ, "MAKE_DECK_WORKERS": "0"})  # all of it in the measured process
    assert proc.returncode == 0, proc.stderr
    return int(proc.stderr.rsplit("peak-rss-kib: ", 1)[1]) * 1024


#: Bytes a question may add to the peak: without the persistent cache, a GUID and an id per
#: question for the duplicate checks (and the in-process cache of rendered texts up to its bound);
#: with it, also the few facts the reuse of finished questions keeps of each until the file is
#: read (pipeline._Recorder: GUID, id, line, render key; tags and letters shared), and the file's
#: text read again once to cut it into items, kept in parts (measured 1.41-1.49 KiB a question;
#: it was 2.1-2.5 KiB when every item was held until all were kept).
_GROWTH = {"--no-cache": 1024, "cache": 2048}


@pytest.mark.slow  # quizzes of thousands of questions, measured in subprocesses
@pytest.mark.parametrize("cache", ["--no-cache", "cache"])
@pytest.mark.parametrize("command", ["build", "check"])
def test_memory_does_not_grow_with_the_deck(tmp_path: Path, command: str, cache: str):
    """Ten times the questions, about the same peak memory (it used to grow by ~11 KiB a question)."""
    small, large = 2_000, 20_000
    (tmp_path / "small.yaml").write_text(_quiz(small), encoding="utf-8")
    (tmp_path / "large.yaml").write_text(_quiz(large), encoding="utf-8")
    extra = ["-o", "out"] if command == "build" else []
    if cache == "--no-cache":
        extra.append("--no-cache")
    rss = {name: _peak_rss([command, f"{name}.yaml", *extra], tmp_path) for name in ("small", "large")}
    grown = rss["large"] - rss["small"]
    assert grown < (large - small) * _GROWTH[cache], {k: v // 1024 for k, v in rss.items()}


# ------------------------------------------------------------------------ render workers

PIXEL = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000"
                      "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082")


def _rich_quiz(n: int, broken: dict[int, str] | None = None) -> str:
    """Questions with Markdown, code, math and images; ``broken`` replaces some explanations."""
    parts = ["deck: Rich\nquestions:\n"]
    for i in range(n):
        explanation = (broken or {}).get(i, f"See ![pixel](img/p{i % 3}.png) and `x{i}`, \\\\(x^{i % 5}\\\\).")
        parts.append(
            f"  - id: r{i}\n"
            f"    question: |\n"
            f"      Which is right for **{i}**?\n\n"
            f"      ```python\n      print({i})\n      ```\n"
            f"    choices: [\"`a{i}`\", \"b{i}\", None of the above]\n"
            f"    answer: {'ABC'[i % 3]}\n"
            f"    explanation: \"{explanation}\"\n")
    return "".join(parts)


def _write_images(folder: Path) -> None:
    (folder / "img").mkdir(parents=True, exist_ok=True)
    for k in range(3):
        (folder / "img" / f"p{k}.png").write_bytes(PIXEL + bytes([k]))


@pytest.mark.slow  # a quiz large enough for worker processes, built twice
def test_render_workers_write_the_same_package(tmp_path: Path, monkeypatch):
    """Rendering in worker processes changes nothing: same bytes, same media."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    src = write(tmp_path / "rich.yaml", _rich_quiz(700))
    _write_images(tmp_path)
    packages = {}
    for workers in ("0", "2"):
        monkeypatch.setenv("MAKE_DECK_WORKERS", workers)
        result = run("build", src, "-o", tmp_path / f"out{workers}")
        assert result.exit_code == 0, result.output
        packages[workers] = (tmp_path / f"out{workers}" / "rich.apkg").read_bytes()
    assert packages["0"] == packages["2"]
    col = new_collection(tmp_path / "c.anki2")
    import_package(col, tmp_path / "out2" / "rich.apkg")
    assert col.note_count() == 700
    assert sorted(p.name for p in Path(col.media.dir()).iterdir() if p.suffix == ".png").__len__() == 3
    col.close()


def test_a_file_read_again_keeps_the_images_the_workers_rendered_before(tmp_path: Path, monkeypatch):
    """Deck keys after the questions: the file is read again; the first pass's batches still in
    flight are taken back, not dropped (a worker sends an image once: dropped, it was lost)."""
    monkeypatch.setenv("MAKE_DECK_WORKERS", "2")
    images = list(range(0, 300, 7))
    for i in images:
        (tmp_path / f"i{i}.png").write_bytes(PIXEL + bytes([i % 256]))
    questions = "".join(f"  - id: q{i}\n    question: \"{f'![x](i{i}.png) ' if i in images else ''}question {i}\"\n"
                        f"    choices: [a{i}, b{i}]\n    answer: A\n    explanation: x\n" for i in range(300))
    src = write(tmp_path / "late.yaml", "questions:\n" + questions + "deck: Late\nid: late\nshuffle: false\n")
    result = run("build", src, "-o", tmp_path / "out")
    assert result.exit_code == 0, result.output
    with zipfile.ZipFile(tmp_path / "out" / "late.apkg") as package:
        assert len(json.loads(package.read("media"))) == len(images)   # was 25 of 43


def test_errors_found_by_render_workers_are_reported_at_their_place(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("MAKE_DECK_WORKERS", "2")
    _write_images(tmp_path)
    src = write(tmp_path / "rich.yaml", _rich_quiz(500, {17: "![gone](img/missing.png)",
                                                         420: "![remote](https://example.com/x.png)"}))
    out = tmp_path / "out"
    result = run("build", src, "-o", out)
    assert result.exit_code == 1, result.output
    lines = [line for line in result.stderr.splitlines() if ": error: " in line]
    line_of = {i: 3 + 10 * i + 9 for i in (17, 420)}   # each question takes 10 lines; explanation is the 10th
    # (column 19: the image itself, after `explanation: "`)
    assert len(lines) == 2, result.stderr
    assert lines[0].startswith(f"{src}:{line_of[17]}:19: error: image 'img/missing.png' not found"), result.stderr
    assert lines[1].startswith(f"{src}:{line_of[420]}:19: error: remote image"), result.stderr
    assert not out.exists()


def test_workers_setting_must_be_a_number(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("MAKE_DECK_WORKERS", "many")
    src = write(tmp_path / "q.yaml", "deck: D\n" + QUESTIONS)
    result = run("build", src, "-o", tmp_path / "out")
    assert result.exit_code == 1
    assert "MAKE_DECK_WORKERS must be a whole number" in result.stderr


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ", 1)[1][0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not HAS_CHILD_LISTS, reason="needs /proc/PID/task/TID/children (Linux)")
@pytest.mark.slow  # a large quiz rendered by workers, then killed
@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGINT])
def test_render_workers_do_not_outlive_the_build(tmp_path: Path, how: int):
    """Killed (or interrupted) mid-build, the main process takes its workers with it:
    none is left waiting for work that will never come."""
    _write_images(tmp_path)
    (tmp_path / "big.yaml").write_text(_rich_quiz(20_000), encoding="utf-8")
    log = (tmp_path / "stderr").open("wb")  # not a pipe: a surviving worker would keep it open
    proc = subprocess.Popen([sys.executable, str(ROOT / "make_deck.py"), "build", "big.yaml", "-o", "out"],
                            cwd=tmp_path, env={**os.environ, "MAKE_DECK_WORKERS": "2"},
                            stdout=subprocess.DEVNULL, stderr=log, preexec_fn=default_sigint)
    workers: set[int] = set()
    try:
        deadline = time.monotonic() + 60
        while len(workers) < 2 and time.monotonic() < deadline and proc.poll() is None:
            workers = child_pids(proc.pid)
            time.sleep(0.05)
        assert len(workers) >= 2, "the build never started its workers"
        time.sleep(0.5)  # rendering under way
        proc.send_signal(how)
        proc.wait(timeout=60)
        deadline = time.monotonic() + 20
        while any(_alive(w) for w in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not any(_alive(w) for w in workers), "a render worker outlived the build"
    finally:
        log.close()
        for pid in workers:
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
    stderr = (tmp_path / "stderr").read_text()
    if how == signal.SIGINT:
        assert proc.returncode == 130 and "Traceback" not in stderr, stderr[-2000:]
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())
