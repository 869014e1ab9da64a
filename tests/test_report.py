"""What check and build tell: `--format json` (keys documented in docs/json-output.md),
colour on a terminal only (and never with NO_COLOR), shell completion through Click."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
from pathlib import Path

from tests.helpers import MINIMAL, run, write

ROOT = Path(__file__).resolve().parent.parent
QUIZ = MINIMAL.replace("deck: Test Deck\n", "deck: Test Deck\nid: test-deck\n")
PROBLEM_KEYS = {"path", "line", "column", "severity", "message", "hint"}
FILE_KEYS = {"path", "deck", "problems", "errors", "warnings"}
TOP_KEYS = {"version", "command", "ok", "errors", "warnings", "failure", "files"}


def test_check_json_good_and_bad(tmp_path: Path):
    good = write(tmp_path / "good.yaml", QUIZ)
    result = run("check", good, "--format", "json")
    assert result.exit_code == 0
    doc = json.loads(result.stdout)
    assert set(doc) == TOP_KEYS and doc["version"] == 1 and doc["ok"] is True and doc["command"] == "check"
    (file,) = doc["files"]
    assert set(file) == FILE_KEYS and file["problems"] == []
    assert file["deck"] == {"name": "Test Deck", "id": "test-deck", "questions": 1, "answers": {"B": 1}}

    bad = write(tmp_path / "bad.yaml", QUIZ.replace("answer: B", "answer: Q").replace("id: test-deck", "id: bad"))
    result = run("check", good, bad, "--format", "json")
    assert result.exit_code == 1
    assert result.stderr == ""
    doc = json.loads(result.stdout)
    assert doc["ok"] is False and doc["errors"] == 1
    by_path = {f["path"]: f for f in doc["files"]}
    problems = by_path[str(bad)]["problems"]
    assert all(set(p) == PROBLEM_KEYS for p in problems)
    error = next(p for p in problems if p["severity"] == "error")
    assert (error["line"], error["column"]) == (7, 13) and "`answer` must be a letter" in error["message"]
    assert error["hint"].startswith("answers are letters")
    assert by_path[str(good)]["problems"] == []


def test_build_json_lists_the_packages(tmp_path: Path):
    good = write(tmp_path / "cards" / "good.yaml", QUIZ)
    result = run("build", good, "-o", tmp_path / "out", "--format", "json")
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert set(doc) == TOP_KEYS | {"packages"} and doc["command"] == "build" and doc["ok"] is True
    assert doc["packages"] == [{"path": str(tmp_path / "out" / "good.apkg"), "decks": ["Test Deck"], "notes": 1,
                                "removed": [], "renamed_from": []}]
    (tmp_path / "out" / "x.apkg").mkdir()   # a package that cannot be written: a failure no file has
    result = run("build", good, "-o", tmp_path / "out" / "x.apkg", "--format", "json")
    assert result.exit_code == 1
    doc = json.loads(result.stdout)
    assert doc["ok"] is False and doc["failure"] and doc["packages"] == []


def _on_a_terminal(*args: str, env: dict[str, str]) -> str:
    """Run the CLI with its output on a pseudo-terminal; what it printed."""
    leader, follower = pty.openpty()
    proc = subprocess.Popen([sys.executable, str(ROOT / "make_deck.py"), *args], stdout=follower, stderr=follower,
                            env={**os.environ, "PYTHONPATH": str(ROOT), **env})
    os.close(follower)
    out = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    proc.wait()
    os.close(leader)
    return out.decode()


def test_colour_on_a_terminal_only_and_not_with_no_color(tmp_path: Path):
    bad = write(tmp_path / "bad.yaml", QUIZ.replace("answer: B", "answer: Q"))
    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    coloured = _on_a_terminal("check", str(bad), env={**env, "NO_COLOR": ""})
    assert "\x1b[31m" in coloured and "error" in coloured
    plain = _on_a_terminal("check", str(bad), env={"NO_COLOR": "1"})
    assert "\x1b[" not in plain and ": error: " in plain
    piped = subprocess.run([sys.executable, str(ROOT / "make_deck.py"), "check", str(bad)], capture_output=True,
                           text=True, env={**env, "PYTHONPATH": str(ROOT)})
    assert "\x1b[" not in piped.stderr and ": error: " in piped.stderr


def test_shell_completion_through_click():
    def complete(words: str, cword: int) -> str:
        env = {**os.environ, "PYTHONPATH": str(ROOT), "_MAKE_DECK_COMPLETE": "bash_complete",
               "COMP_WORDS": words, "COMP_CWORD": str(cword)}
        return subprocess.run([sys.executable, "-c", "import make_deck; make_deck.cli(prog_name='make-deck')"],
                              capture_output=True, text=True, env=env).stdout
    assert "plain,check" in complete("make-deck ch", 1).splitlines()
    assert "plain,--format" in complete("make-deck check --for", 2).splitlines()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "_MAKE_DECK_COMPLETE": "bash_source"}
    script = subprocess.run([sys.executable, "-c", "import make_deck; make_deck.cli(prog_name='make-deck')"],
                            capture_output=True, text=True, env=env).stdout
    assert "complete -o nosort -F _make_deck_completion make-deck" in script
