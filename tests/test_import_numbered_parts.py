"""A question's own number before a text that opens with a decimal-like number: the number is the question's,
what follows its sign is the text -- unless the file numbers all its questions in parts (``1.0``, ``1.1``, ``2.0``).

fd73097 read ``2.1 text`` as question 2, place 1, in every file, so ``3.25 de Abril ...`` lost its ``25`` in
silence wherever one question's text opened with digits. The inputs are written here, in Portuguese and Polish.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of


def _quiz(numbers: list[str], texts: list[str]) -> str:
    out = []
    for number, text in zip(numbers, texts, strict=True):
        out += [f"{number} {text}", "a) sim", "b) não", "c) talvez", "Resposta: a", ""]
    return "\n".join(out)


TEXTS = ["Qual é a capital de Portugal?", "Quantos dias tem uma semana?", "25 de Abril é feriado?",
         "Que cor tem o céu?"]


def test_a_text_opening_with_digits_keeps_them(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _quiz(["1.", "2.", "3.", "4."], TEXTS).replace("3. 25", "3.25"), "quiz.txt")
    assert [text for text, _, _ in rows_of(deck)] == TEXTS, said


def test_a_file_numbered_in_parts_loses_the_place(tmp_path: Path) -> None:
    texts = ["Ile dni ma tydzień?", "Jaki kolor ma niebo?", "Stolica Polski to?", "Ile nóg ma pies?"]
    deck, said = read_said(tmp_path, _quiz(["1.0", "1.1", "2.0", "2.1"], texts), "quiz.txt")
    assert [text for text, _, _ in rows_of(deck)] == texts, said
