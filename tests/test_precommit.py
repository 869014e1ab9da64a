"""The repository's `.pre-commit-hooks.yaml`, run by the real `pre-commit` tool in a
temporary quiz repository that uses this one (as a quiz author's repository would)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.helpers import MINIMAL

pytestmark = pytest.mark.slow  # the real pre-commit tool, installing its hook environment

ROOT = Path(__file__).resolve().parent.parent
#: pre-commit keeps the hook's environment here between runs (outside the repository).
CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "make_deck" / "pre-commit"
FIXED_DATE = {"GIT_AUTHOR_DATE": "2026-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2026-01-01T00:00:00Z",
              "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org",
              "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org"}


def git(*args: str, cwd: Path) -> str:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True,
                          env={**os.environ, **FIXED_DATE}).stdout.strip()


def hook_repo(dest: Path) -> str:
    """This repository's files as they are now (committed or not) in a repository of their
    own, committed at a fixed date (the same files give the same commit, so pre-commit
    reuses the environment it made for it). Returns the commit."""
    files = git("ls-files", "--cached", "--others", "--exclude-standard", cwd=ROOT).splitlines()
    for name in files:
        source = ROOT / name
        if source.is_file() and not name.startswith(("tests/", "docs/screenshots/", "bench/")):
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest / name)
    git("init", "-q", cwd=dest)
    git("add", "-A", cwd=dest)
    git("commit", "-q", "-m", "make_deck", cwd=dest)
    return git("rev-parse", "HEAD", cwd=dest)


@pytest.mark.skipif(shutil.which("git") is None, reason="no git")
def test_the_hook_checks_quizzes_on_commit(tmp_path: Path):
    if shutil.which("pre-commit") is None:
        if os.environ.get("CI"):
            pytest.fail("pre-commit is not installed (pip install -e '.[test]')")
        pytest.skip("pre-commit is not installed")
    hooks = tmp_path / "make_deck"
    hooks.mkdir()
    rev = hook_repo(hooks)
    quizzes = tmp_path / "quizzes"
    (quizzes / "cards").mkdir(parents=True)
    quiz = MINIMAL.replace("deck: Test Deck\n", "deck: Test Deck\nid: maths\n")
    (quizzes / "cards" / "maths.yaml").write_text(quiz, encoding="utf-8")
    (quizzes / "notes.yaml").write_text("not: a quiz\n", encoding="utf-8")   # outside cards/: not checked
    (quizzes / ".pre-commit-config.yaml").write_text(
        f"repos:\n  - repo: {hooks}\n    rev: {rev}\n    hooks:\n      - id: make-deck-check\n", encoding="utf-8")
    git("init", "-q", cwd=quizzes)
    git("add", "-A", cwd=quizzes)
    env = {**os.environ, "PRE_COMMIT_HOME": str(CACHE)}

    def pre_commit() -> subprocess.CompletedProcess[str]:
        return subprocess.run(["pre-commit", "run", "--all-files"], cwd=quizzes, capture_output=True, text=True,
                              env=env, timeout=900)

    passed = pre_commit()
    assert passed.returncode == 0, passed.stdout + passed.stderr
    assert "make-deck check --strict" in passed.stdout and "Passed" in passed.stdout

    (quizzes / "cards" / "maths.yaml").write_text(quiz.replace("answer: B", "answer: Q"), encoding="utf-8")
    git("add", "-A", cwd=quizzes)
    failed = pre_commit()
    assert failed.returncode == 1, failed.stdout + failed.stderr
    assert "cards/maths.yaml:7:13: error: question 'q1': `answer` must be a letter" in failed.stdout, failed.stdout
