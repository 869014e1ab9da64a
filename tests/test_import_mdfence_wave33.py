"""Markdown, wave 33 (csv33): choices in a plain code fence with their answer's line last (felipefsfreire).

``* Pergunta 1: …`` then a fence holding ``A) …``..``E) …`` and ``Resposta Correta: C) …``: the fence is the page's
way to set the choices apart, no code, where the page repeats it (``mdfencedchoices.LEAST`` blocks); a fence of
code (``numero = 7``) before its question's unfenced choices stays code.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.mdfencedchoices import rewritten
from tests.conftest import read_said, rows_of

_QUESTIONS = [("Qual o principal objetivo de um **algoritmo** em programação?",
               ["Decorar o código.", "Organizar os arquivos.", "Descrever uma sequência de passos.",
                "Criar gráficos.", "Compartilhar o código."], 2),
              ("O que é o **VS Code**?", ["Um sistema operacional.", "Um navegador.", "Um editor de código.",
                                          "Uma linguagem.", "Um antivírus."], 2),
              ("Qual comando exibe algo na tela?", ["`read()`", "`input()`", "`print()`", "`display()`", "`show()`"],
               2),
              ("Como repetir a string \"Olá\" 3 vezes?", ["`\"Olá\" + \"Olá\"`", "`\"Olá\" * 3`", "`\"Olá\" / 3`",
                                                          "`\"Olá\" - 3`", "`\"Olá\" ** 3`"], 1)]


def _page() -> str:
    parts = ["# Exercícios de Avaliação", "", "## Aula 1", ""]
    for n, (q, choices, right) in enumerate(_QUESTIONS, 1):
        labelled = [f"{'ABCDE'[k]}) {c}" for k, c in enumerate(choices)]
        parts += [f"* Pergunta {n}: {q}", "", "```", *labelled, f"Resposta Correta: {labelled[right]}", "```", ""]
    parts += ["* Pergunta 5: Qual seria o valor de `resultado`?", "", "```python", "numero = 7",
              "resultado = numero / 2", "```", "", "A) 5", "B) 3.5", "C) 7", "D) 2", "E) 0",
              "Resposta Correta: B) 3.5", ""]
    return "\n".join(parts)


def test_fenced_choices_with_their_answer_line_last_are_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _page(), "quiz.md")
    rows = rows_of(deck)
    assert len(rows) == 5, said
    for row, (q, choices, right) in zip(rows, _QUESTIONS, strict=False):
        assert row == (q, choices, [right]), said
    assert rows[4][1:] == (["5", "3.5", "7", "2", "0"], [1]), said
    assert "numero = 7" in rows[4][0], said


def test_a_fence_of_code_or_of_choices_with_other_lines_is_kept() -> None:
    lines = _page().split("\n")
    found = rewritten(lines)
    assert found is not None
    out, blanked = found
    assert len(blanked) == 2 * len(_QUESTIONS)
    assert "```python" in out     # code stays code
    keyed = ["```", "A) x", "B) y", "Resposta Correta: F) z", "```"]   # a key naming no choice of the block
    assert rewritten(keyed * 3) is None
