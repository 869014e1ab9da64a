"""Plain-text layouts of session 21, each small and written for the test."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent

# -- import does not depend on the hash seed ---------------------------------------------------------------------

#: each right choice in bold italics, ``***b) text***``: two mark tokens (``**`` and ``*``) on the same choices
_BOLD_ITALIC = """#### 1. Quale pianeta è il più vicino al Sole?

***a) Mercurio***

b) Venere

c) Terra

d) Marte

#### 2. Quanti lati ha un esagono?
a) Cinque

***b) Sei***

c) Sette

d) Otto

#### 3. Chi ha scritto la Divina Commedia?
a) Petrarca

b) Boccaccio

***c) Dante Alighieri***

d) Ariosto

#### 4. Qual è la capitale della Sicilia?
***a) Palermo***
b) Catania
c) Messina
d) Siracusa

#### 5. Quale gas producono le piante alla luce?
a) Azoto

b) Elio

c) Argon

***d) Ossigeno***
"""


def _import_under(seed: str, source: Path, out: Path) -> dict[str, object]:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    done = subprocess.run([sys.executable, str(ROOT / "make_deck.py"), "import", str(source), "-o", str(out)],
                          env=env, check=False, capture_output=True, text=True, cwd=source.parent)
    quiz = yaml.safe_load(out.read_text(encoding="utf-8"))
    assert isinstance(quiz, dict)
    quiz.pop("id", None)                 # the deck's id is new on each first import
    quiz["exit"], quiz["said"] = done.returncode, done.stderr
    return quiz


def test_import_is_the_same_under_any_hash_seed(tmp_path: Path) -> None:
    """Tokens that tie (``**`` and ``*`` on the same choices) were weighed in a set's order, which the hash seed
    decides: under some seeds the file was read as Markdown with no answers. Now both are one mark."""
    source = tmp_path / "quiz.md"
    source.write_text(_BOLD_ITALIC, encoding="utf-8")
    quizzes = [_import_under(seed, source, tmp_path / f"seed{seed}.yaml") for seed in ("0", "2", "4")]
    assert quizzes[0] == quizzes[1] == quizzes[2]
    questions = quizzes[0]["questions"]
    assert isinstance(questions, list)
    assert [q["answer"] for q in questions] == ["A", "B", "C", "A", "D"]
    assert questions[2]["choices"] == ["Petrarca", "Boccaccio", "Dante Alighieri", "Ariosto"]
