"""Shared helpers for tests: write quiz files, run the CLI."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result

import make_deck
from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.imported import ImportedDeck

MINIMAL = """\
deck: Test Deck
questions:
  - id: q1
    question: What is 2 + 2?
    choices: ["3", "4", "5"]
    answer: B
    explanation: Two plus two is four.
"""


#: Whether /proc lists a process's children (Linux), for tests about worker processes.
HAS_CHILD_LISTS = os.path.exists(f"/proc/{os.getpid()}/task/{os.getpid()}/children")


def child_pids(pid: int) -> set[int]:
    """The process ids of ``pid``'s children (Linux /proc)."""
    found: set[int] = set()
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/children") as f:
            found.update(int(c) for c in f.read().split())
    return found


def default_sigint() -> None:
    """For ``preexec_fn``: Ctrl-C (and SIGTERM, SIGHUP) as in a terminal. A test run started in the
    background (``cmd &``, some CI runners) inherits SIGINT ignored, and Python then never raises
    KeyboardInterrupt in the child; one started under ``nohup`` inherits SIGHUP ignored, which the
    build rightly leaves ignored."""
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, signal.SIG_DFL)


def write(path: Path, text: str) -> Path:
    """Write dedented text to ``path`` (folders created) and return it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def write_question_without_id(path: Path, deck: str, question: str, answer: str) -> Path:
    """Write a quiz of one question with two choices (a, b) and no ``id`` or explanation."""
    return write(path, f"""\
        deck: {deck}
        questions:
          - question: {question}
            choices: [a, b]
            answer: {answer}
        """)


def run(*args: str | Path) -> Result:
    """Run the CLI in-process; stdout and stderr kept apart."""
    runner = CliRunner()
    return runner.invoke(make_deck.cli, [str(a) for a in args], catch_exceptions=False)


def reproducible_build_env(monkeypatch: Any, tmp_path: Path, epoch: str = "1700000000") -> None:
    """Builds in this test are reproducible (``SOURCE_DATE_EPOCH``), render in one process and use a
    render cache of their own (under ``tmp_path``), never the user's or the session's."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", epoch)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache-home"))
    monkeypatch.delenv("MAKE_DECK_CACHE", raising=False)
    monkeypatch.setenv("MAKE_DECK_WORKERS", "0")


def modules_after(code: str) -> set[str]:
    """The modules a fresh interpreter has loaded after running ``code``."""
    out = subprocess.run([sys.executable, "-c", f"{code}\nimport sys\nprint('\\n'.join(sys.modules))"],
                         check=True, capture_output=True, text=True).stdout
    return set(out.split())


def read_deck(tmp_path: Path, name: str, text: str) -> tuple[ImportedDeck, Diagnostics]:
    """The deck import reads from a file of that name and text (format told as `make_deck import` tells
    it), with what it said."""
    from quizdeck.importers.convert import read_source

    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    diags = Diagnostics()
    read = read_source(path, "auto", diags)
    assert read is not None
    return read[0], diags
