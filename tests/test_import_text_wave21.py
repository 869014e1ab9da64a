"""Plain-text layouts of session 21, each small and written for the test."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import yaml

from quizdeck.importers.linekinds import inline_choices
from tests.test_import_markdown_shapes import imported

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


# -- choices numbered inline after the question ------------------------------------------------------------------

#: each question on one line, its choices numbered inline (``1.x 2.y``, no space after the dot), its answer's number
#: on the next line; the words joined by ``_`` as a game's data file writes them
_NUMBERED_INLINE = """Qual_é_o_maior_oceano_da_Terra? 1.Atlântico 2.Índico 3.Pacífico 4.Ártico
3
Quantos_estados_tem_o_Brasil? 1.vinte_e_seis 2.vinte_e_sete 3.trinta 4.vinte
1
Qual_é_a_capital_de_Portugal? 1.Porto 2.Coimbra 3.Lisboa 4.Braga
3
Que_língua_se_fala_em_Angola? 1.francês 2.inglês 3.espanhol 4.português
4
"""


def test_choices_numbered_inline_after_the_question(tmp_path: Path) -> None:
    doc, _ = imported(tmp_path, "jogo.txt", _NUMBERED_INLINE)
    questions = doc["questions"]
    assert questions[1]["question"] == "Quantos_estados_tem_o_Brasil?"
    assert questions[0]["choices"] == ["Atlântico", "Índico", "Pacífico", "Ártico"]
    assert [q["answer"] for q in questions] == ["C", "A", "C", "D"]


def test_numbers_in_a_sentence_are_no_inline_choices() -> None:
    assert inline_choices("Compare 1.5 and 2.5 in 3.5 seconds", numbers=True) is None
    assert inline_choices("1. Was ist das? 2. Wer ist das? 3. Wo?", numbers=True) is None   # no question before
    assert inline_choices("Welche Zahl? 1.eins 2.zwei", numbers=True) is None               # two: too few
    assert inline_choices("- [ ] 1. Öffnen. 2. Speichern. 3. Schließen.", numbers=True) is None   # a choice's steps
    got = inline_choices("Welche Zahl? 1.eins 2.zwei 3.drei", numbers=True)
    assert got is not None and got[0] == "Welche Zahl?" and [c[3] for c in got[1]] == ["eins", "zwei", "drei"]
    assert inline_choices("Welche Zahl? 1.eins 2.zwei 3.drei") is None        # numbers only where asked
    assert inline_choices("Welche Box? Box 1: rot Box 2: grün Box 3: blau", numbers=True) is None
    assert inline_choices("Welche Regel? (1) links (2) rechts (3) geradeaus", numbers=True) is None
