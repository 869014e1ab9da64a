"""Hints name the command the user actually has: ``make-deck`` when installed (the console
script), ``python -m quizdeck`` when run that way, ``python make_deck.py`` in a checkout
(issue 19, item 2): the help's examples, ``new``'s "try:" line and the starter's comments,
``import``'s "next:" line, the warning's hint to run ``add-ids``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from quizdeck.core.command import CHECKOUT, INSTALLED, MODULE, command_name
from tests.helpers import write

ROOT = Path(__file__).resolve().parent.parent

#: The console script pip installs beside the interpreter (absent when the package is not installed).
SCRIPT = Path(sys.executable).parent / "make-deck"

#: Each way of starting make_deck, and the command its hints must name.
WAYS = {
    "checkout": ([sys.executable, str(ROOT / "make_deck.py")], CHECKOUT),
    "module": ([sys.executable, "-m", "quizdeck"], MODULE),
    "installed": ([str(SCRIPT)], INSTALLED),
}

UNANSWERED = """\
1. Which planet is largest?
a) Mars
b) Jupiter
"""


def _run(way: str, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    argv, _ = WAYS[way]
    if way == "installed" and not SCRIPT.exists():
        pytest.skip("the console script make-deck is not installed beside this interpreter")
    return subprocess.run([*argv, *args], cwd=cwd, capture_output=True, text=True, check=False)


@pytest.mark.parametrize("way", list(WAYS))
def test_the_help_and_new_name_the_command_used(tmp_path: Path, way: str):
    name = WAYS[way][1]
    others = [other for _, other in WAYS.values() if other != name]
    helped = _run(way, "build", "--help", cwd=tmp_path)
    assert helped.returncode == 0, helped.stderr
    assert f"{name} build cards/ -o all-quizzes.apkg" in helped.stdout
    assert not any(other in helped.stdout for other in others), helped.stdout

    made = _run(way, "new", "planets.yaml", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    assert f"planets.yaml: new quiz; try: {name} watch planets.yaml" in made.stdout
    starter = (tmp_path / "planets.yaml").read_text(encoding="utf-8")
    assert f"#   {name} check planets.yaml " in starter
    assert not any(other in starter for other in others)

    checked = _run(way, "check", "planets.yaml", cwd=tmp_path)
    assert checked.returncode == 0, checked.stderr


@pytest.mark.parametrize("way", list(WAYS))
def test_imports_next_step_names_the_command_used(tmp_path: Path, way: str):
    name = WAYS[way][1]
    write(tmp_path / "quiz.txt", UNANSWERED)
    imported = _run(way, "import", "quiz.txt", "-o", "quiz.yaml", cwd=tmp_path)
    assert f"next: add the missing answers; `{name} check` shows where" in imported.stderr, imported.stderr


@pytest.mark.parametrize("way", list(WAYS))
def test_the_add_ids_hint_names_the_command_used(tmp_path: Path, way: str):
    name = WAYS[way][1]
    write(tmp_path / "noid.yaml", """\
        deck: No ids
        questions:
          - question: Largest planet?
            choices: [Mars, Jupiter]
            answer: B
        """)
    checked = _run(way, "check", "noid.yaml", cwd=tmp_path)
    assert f"hint: run `{name} add-ids` to add stable ids" in checked.stderr, checked.stderr


@pytest.mark.parametrize("argv0, expected", [
    ("/usr/local/bin/make-deck", INSTALLED),
    ("C:\\Python\\Scripts\\make-deck.exe".replace("\\", "/"), INSTALLED),
    ("/home/me/make_deck/quizdeck/__main__.py", MODULE),
    ("make_deck.py", CHECKOUT),
    ("/home/me/make_deck/make_deck.py", CHECKOUT),
])
def test_command_name_from_how_the_program_started(argv0: str, expected: str):
    assert command_name(argv0) == expected


def test_as_a_library_in_a_checkout_the_checkout_command(monkeypatch: pytest.MonkeyPatch):
    assert (ROOT / "make_deck.py").is_file()
    assert command_name("/usr/bin/pytest") == CHECKOUT
