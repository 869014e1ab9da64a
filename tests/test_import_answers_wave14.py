"""Session 14, what every reading gets after its reader (mend, answerlines, learntmarks): marks and labels of a
file's own, learnt from the file.

The shapes are those of real banks nobody here wrote, written here in other words and languages; each test fails
without the change it is named for.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import read_deck

_read = read_deck


# -- a question word alone, abbreviated with a full stop ------------------------------------------------------------

@pytest.mark.parametrize("wrap", ["**{}**", "{}"])
def test_an_abbreviated_question_word_before_every_text_is_a_label(tmp_path: Path, wrap: str):
    lines = ["# Practice"]
    for n in range(4):
        lines += ["", wrap.format(f"Q. Which planet is number {n + 3}?"), "", *(f"- planet {n}{k}" for k in range(3)),
                  "", "Answer: B"]
    deck, _ = _read(tmp_path, "bank.md", "\n".join(lines) + "\n")
    assert [q.text.strip("*") for q in deck.questions] == [f"Which planet is number {n + 3}?" for n in range(4)]
    assert [q.answer for q in deck.questions] == [[1]] * 4


def test_no_with_a_full_stop_starting_most_texts_stays(tmp_path: Path):
    lines = []
    for n in range(4):
        lines += [f"{n + 1}. No. Is the sky green on day {n}?", "a) yes", "b) no", "Answer: a", ""]
    deck, _ = _read(tmp_path, "quiz.txt", "\n".join(lines))
    assert [q.text for q in deck.questions] == [f"No. Is the sky green on day {n}?" for n in range(4)]


# -- a symbol glued before every question's text -------------------------------------------------------------------

@pytest.mark.parametrize("mark", ["#", "§", "•"])
def test_a_symbol_glued_before_every_question_text_is_the_files_mark(tmp_path: Path, mark: str):
    lines = []
    for n in range(4):
        lines += [f"{mark}Wie viele Beine hat Tier {n}?", "zwei", ">vier", "sechs"]
    deck, _ = _read(tmp_path, "fragen.txt", "\n".join(lines))
    assert [q.text for q in deck.questions] == [f"Wie viele Beine hat Tier {n}?" for n in range(4)]
    assert any(mark in m for m in deck.mended)


@pytest.mark.parametrize("opening", ["¿", "\"", "(", "*", "$"])
def test_an_opening_sign_before_every_question_text_stays(tmp_path: Path, opening: str):
    closing = {"¿": "?", "\"": "\"", "(": ")", "*": "*", "$": "$"}[opening]
    lines = []
    for n in range(4):
        lines += [f"{n + 1}. {opening}Cuántas patas tiene el animal {n}{closing}", "A) dos", "B) cuatro",
                  "Respuesta: B", ""]
    deck, _ = _read(tmp_path, "preguntas.txt", "\n".join(lines))
    assert all(q.text.startswith(opening) for q in deck.questions)


# -- a kind line once in the file, in the markup of the others ------------------------------------------------------

def _kinds(kinds: list[str], heading: str) -> str:
    out = []
    for n, kind in enumerate(kinds):
        out += [heading.format(kind), "**Frage:**", f"Welche Farbe hat Ding {n}?", "", "**Antworten:**",
                f"- rot{n} *", f"- blau{n}", f"- grün{n}", "", "---", ""]
    return "\n".join(out)


def test_a_kind_heading_once_in_the_file_is_a_kind_as_the_others(tmp_path: Path):
    kinds = ["EINFACH", "MEHRFACH", "EINFACH", "MEHRFACH", "OFFEN"]
    deck, _ = _read(tmp_path, "fragen.md", _kinds(kinds, "### {}"))
    assert [q.text for q in deck.questions] == [f"Welche Farbe hat Ding {n}?" for n in range(5)]
    assert [q.tags for q in deck.questions] == [[k] for k in kinds]
