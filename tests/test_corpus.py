"""Every broken file in tests/corpus/bad is refused with its error at the right place.

Each file starts with ``# expect: LINE:COL: fragment [| fragment ...]``.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.helpers import run

CORPUS = Path(__file__).parent / "corpus" / "bad"
EXPECT = re.compile(rb"^# expect: (\d+):(\d+): (.+)$", re.M)
CASES = sorted(CORPUS.glob("*.yaml"))


def expectation(path: Path) -> tuple[int, int, list[str]]:
    match = EXPECT.search(path.read_bytes())
    assert match, f"{path.name} has no '# expect:' line"
    fragments = [f.strip() for f in match.group(3).decode().split(" | ")]
    return int(match.group(1)), int(match.group(2)), fragments


def test_corpus_is_large_enough():
    assert len(CASES) >= 45


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
@pytest.mark.parametrize("command", ["check", "build"])
def test_broken_file_is_refused(case: Path, command: str, tmp_path: Path, monkeypatch):
    line, col, fragments = expectation(case)
    src = tmp_path / case.name
    shutil.copyfile(case, src)
    out = tmp_path / "out"
    out.mkdir()
    previous = out / f"{case.stem}.apkg"
    previous.write_bytes(b"previous good package")
    monkeypatch.chdir(tmp_path)
    args = [command, case.name] + (["-o", "out"] if command == "build" else [])
    result = run(*args)
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    errors = [msg for msg in result.stderr.splitlines() if ": error: " in msg]
    located = [msg for msg in errors if msg.startswith(f"{case.name}:{line}:{col}: error: ")]
    assert located, f"expected an error at {line}:{col}, got:\n{result.stderr}"
    for fragment in fragments:
        assert fragment in result.stderr, f"{fragment!r} not in:\n{result.stderr}"
    assert previous.read_bytes() == b"previous good package"
    assert sorted(p.name for p in out.iterdir()) == [previous.name]
    assert result.stdout == ""


def _problems(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if ": error: " in line or ": warning: " in line]


#: every file of the corpus: broken, good and hostile (with the images the hostile ones use)
ALL_CASES = sorted(CORPUS.parent.glob("*/*.yaml"))


def _same_problems(name: str) -> None:
    checked = run("check", name)
    built = run("build", name, "-o", "out")
    assert "Traceback" not in checked.output + built.output
    assert (checked.exit_code, _problems(checked.stderr)) == (built.exit_code, _problems(built.stderr))


@pytest.mark.parametrize("case", ALL_CASES, ids=[f"{c.parent.name}/{c.stem}" for c in ALL_CASES])
def test_check_finds_everything_build_refuses(case: Path, tmp_path: Path, monkeypatch):
    """`check` and `build` go through one path: the same problems, in the same order
    (issue 13, defect 3: check passed files with bad images that build refused), although
    `check` renders only what could have a problem (issue 6, target 3)."""
    shutil.copytree(case.parent, tmp_path / "corpus")
    monkeypatch.chdir(tmp_path / "corpus")
    _same_problems(case.name)


@pytest.mark.parametrize("workers", ["0", "2"])
def test_check_finds_everything_build_refuses_in_the_bench_quiz(workers: str, tmp_path: Path, monkeypatch):
    """The bench generator's quiz (math, links, code, HTML of every kind) with a few broken
    questions appended: the same problems from `check` as from `build`, rendered here or
    by the render workers (which are told they only check)."""
    monkeypatch.setenv("MAKE_DECK_WORKERS", workers)
    from bench.gen import dump

    broken = r"""
  - question: Shows ![x](missing.png), [a](local.html) and \(\href{x}{y}\)
    choices: [a, b]
    answer: A
  - question: "[x]: https://example.com"
    choices: [a, b]
    answer: A
  - question: |
      ```py
      ```
    choices: [a, b]
    answer: A
  - question: |
      | |
      |-|
      | |x|
    choices: [a, b]
    answer: A
  - question: a &#92;(\def\x{y}\)
    choices: [a, b]
    answer: A
"""
    quiz = tmp_path / "bench.yaml"
    quiz.write_text(dump(300, 0)[0] + broken.lstrip("\n"), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    _same_problems(quiz.name)
    assert run("check", quiz.name).stderr.count(": error: ") >= 5
