"""What the command line says when something stops it: only the project's own errors are
``error:`` lines (status 1); Ctrl-C anywhere is the interrupt message and status 130 with the
previous package intact; anything else is a bug, shown as one (status 70, "please report")."""

from __future__ import annotations

import importlib
import os
import signal
import subprocess
import sys
import time
import zipfile
from pathlib import Path
from typing import Any

import pytest

import quizdeck.cli as make_deck
from quizdeck.core.errors import EXIT_BUG, WRITING_INTERRUPTED
from quizdeck.present import Terminal
from tests.helpers import HAS_CHILD_LISTS, MINIMAL, child_pids, default_sigint, run, write
from tests.test_output_errors import PREVIOUS, random_deck, temporaries

ROOT = Path(__file__).resolve().parent.parent

#: The module of the commands (``quizdeck.build`` is the function of the public face).
build_module = importlib.import_module("quizdeck.commands")


def _error_lines(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("error:") or ": error: " in line]


@pytest.mark.parametrize("exc", [RuntimeError("boom"), ValueError("not a user's mistake"), KeyError("k")],
                         ids=lambda e: type(e).__name__)
def test_an_unexpected_exception_looks_like_a_bug(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                  exc: Exception):
    def broken(*args: object, **kwargs: object) -> None:
        raise exc

    monkeypatch.setattr(make_deck, "build", broken)
    result = run("build", write(tmp_path / "q.yaml", MINIMAL), "-o", tmp_path / "out")
    assert result.exit_code == EXIT_BUG == 70
    assert "Traceback (most recent call last)" in result.stderr
    assert "this is a bug in make_deck" in result.stderr and "Please report it" in result.stderr
    assert _error_lines(result.stderr) == [], "a bug must not pass for the user's error"


def test_a_setting_the_user_got_wrong_is_an_error_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "yesterday")
    result = run("build", write(tmp_path / "q.yaml", MINIMAL), "-o", tmp_path / "out")
    assert result.exit_code == 1
    assert _error_lines(result.stderr) == ["error: SOURCE_DATE_EPOCH must be a whole number of seconds, "
                                           "not 'yesterday'"]
    assert "Traceback" not in result.stderr


def test_ctrl_c_inside_the_zip_writer_is_an_interruption(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """The flaky case of issue 14, made certain: Ctrl-C lands after zipfile has marked an
    entry as being written and before the entry is handed over, so closing the zip raised
    ValueError("Can't close the ZIP file while there is an open writing handle")."""
    def interrupted(self: zipfile.ZipFile, *args: object, **kwargs: object) -> None:
        self._writing = True  # type: ignore[attr-defined]  # zipfile's own flag, as _open_to_write sets it
        raise KeyboardInterrupt

    src = write(tmp_path / "q.yaml", MINIMAL)
    out = tmp_path / "out"
    out.mkdir()
    (out / "q.apkg").write_bytes(PREVIOUS)
    monkeypatch.setattr(zipfile.ZipFile, "_open_to_write", interrupted)
    result = run("build", src, "-o", out)
    assert result.exit_code == 130, result.stderr
    assert result.stderr.splitlines()[-1] == WRITING_INTERRUPTED
    assert (out / "q.apkg").read_bytes() == PREVIOUS
    assert temporaries(out) == []


def test_ctrl_c_during_check_says_nothing_was_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(build_module, "process_file", interrupted)
    result = run("check", write(tmp_path / "q.yaml", MINIMAL))
    assert result.exit_code == 130
    assert result.stderr.strip() == "interrupted; nothing was written"


def test_ctrl_c_outside_a_command_body_is_still_an_interruption(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(Terminal, "problems", interrupted)   # while printing the result
    result = run("check", write(tmp_path / "q.yaml", MINIMAL))
    assert result.exit_code == 130
    assert result.stderr.strip() == "interrupted"


@pytest.mark.slow
@pytest.mark.skipif(not HAS_CHILD_LISTS, reason="needs /proc/PID/task/TID/children (Linux)")
def test_ctrl_c_while_workers_render_is_an_interruption(tmp_path: Path):
    """Ctrl-C in a terminal reaches the whole process group, render workers included."""
    src = random_deck(tmp_path / "big.yaml", 6000)
    out = tmp_path / "out"
    out.mkdir()
    (out / "big.apkg").write_bytes(PREVIOUS)
    proc = subprocess.Popen([sys.executable, str(ROOT / "make_deck.py"), "build", str(src), "-o", str(out)],
                            cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "MAKE_DECK_WORKERS": "2"}, start_new_session=True,
                            preexec_fn=default_sigint)
    try:
        deadline = time.monotonic() + 120
        while len(child_pids(proc.pid)) < 2 and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.01)
        assert proc.poll() is None, "the build ended before its workers started: make the quiz larger"
        time.sleep(0.3)  # rendering under way
        os.killpg(proc.pid, signal.SIGINT)
        _stdout, stderr = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    assert proc.returncode == 130, stderr[-3000:]
    assert "Traceback" not in stderr and _error_lines(stderr) == [], stderr[-3000:]
    assert "interrupted" in stderr
    assert (out / "big.apkg").read_bytes() == PREVIOUS
    assert temporaries(out) == []


@pytest.mark.parametrize("text", ["deck: X\nquestions:\n\t- question: a\n",
                                  "deck: X\nquestions:\n  - question: a\n\tchoices: [a, b]\n"],
                         ids=["tab-starts-a-line", "tab-in-an-indent"])
def test_a_tab_in_the_indentation_gets_the_hint(tmp_path: Path, text: str):
    """libyaml's messages do not always say "tab": the hint looks at the file itself."""
    path = tmp_path / "tabs.yaml"
    path.write_text(text, encoding="utf-8")
    result = run("check", path)
    assert result.exit_code == 1
    assert "hint: YAML does not allow tabs for indentation; use spaces" in result.stderr


def test_ctrl_c_inside_mkstemp_leaves_no_temporary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """The other case the loop of the interrupt test found (1 run in 17): Ctrl-C after the
    temporary file exists but before its name is returned; it must not stay behind."""
    import tempfile

    real_mkstemp = tempfile.mkstemp

    def interrupted(*args: Any, **kwargs: Any) -> tuple[int, str]:
        fd, name = real_mkstemp(*args, **kwargs)
        if Path(str(kwargs.get("dir"))) != out:   # the temporary collection: left alone
            return fd, name
        os.close(fd)
        raise KeyboardInterrupt

    src = write(tmp_path / "q.yaml", MINIMAL)
    out = tmp_path / "out"
    out.mkdir()
    (out / "q.apkg").write_bytes(PREVIOUS)
    monkeypatch.setattr(tempfile, "mkstemp", interrupted)
    result = run("build", src, "-o", out)
    assert result.exit_code == 130, result.stderr
    assert (out / "q.apkg").read_bytes() == PREVIOUS
    assert temporaries(out) == []


def test_problems_found_before_a_write_failed_are_shown_once(tmp_path: Path):
    """The warnings are shown when everything is checked, before writing; a folder that cannot
    be made then stops the build: the error line follows, the warnings are not shown again."""
    src = write(tmp_path / "q.yaml", MINIMAL.replace("  - id: q1\n    question", "  - question"))
    (tmp_path / "file").write_text("not a folder")
    result = run("build", src, "-o", tmp_path / "file" / "out")
    assert result.exit_code == 1
    warnings = [line for line in result.stderr.splitlines() if ": warning: " in line]
    assert warnings and len(warnings) == len(set(warnings)), result.stderr
    last = result.stderr.splitlines()[-1]
    assert last.startswith("error: ") and last.endswith(": it is a file, not a folder to write packages into")
