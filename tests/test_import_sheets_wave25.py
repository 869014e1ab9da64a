"""A sheet's cell layout learnt from its cells before its columns are judged (session 24's held-out half).

A pipe table's cell that writes its lines with the markup's break tag is read as the lines it shows; rows whose
answer is a text none of their choices, among rows answering by letters, are another kind of item, left out
and said once.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

#: a small quiz in Portuguese: question, choices, the right one
QUIZ_PT = [
    ("Qual é a capital de Portugal?", ["Porto", "Lisboa", "Braga", "Faro"], 1),
    ("Quantas patas tem uma aranha?", ["Seis", "Oito", "Dez"], 1),
    ("Que ave não voa?", ["Pardal", "Avestruz", "Águia", "Gaivota", "Pombo"], 1),
    ("Quanto é 2 + 2?", ["4", "5", "3", "22"], 0),
    ("Qual é o maior rio do Brasil?", ["Amazonas", "São Francisco", "Paraná", "Tocantins"], 0),
    ("Em que ano caiu o Muro de Berlim?", ["1979", "1989", "1999", "1969"], 1),
    ("Que cor resulta de azul e amarelo?", ["Roxo", "Laranja", "Verde", "Cinza"], 2),
]


def _page(rows: list[str]) -> str:
    return ("# Prova de conhecimentos gerais\n\n| Nº | Pergunta | Alternativas | Resposta | Tema |\n"
            "|---|---|---|---|---|\n" + "".join(rows))


def test_a_table_cell_writing_its_lines_with_break_tags_is_read_as_those_lines(tmp_path: Path) -> None:
    breaks = ("<br>", "<br/>", " <BR /> ")
    rows = [f"| {k + 1} | {q} | " + breaks[k % 3].join(f"{'ABCDE'[i]}) {c}" for i, c in enumerate(cs))
            + f" | {'ABCDE'[r]} | geral |\n" for k, (q, cs, r) in enumerate(QUIZ_PT)]
    rows.append("| 8 | Qual tag quebra a linha em HTML? | A) `<br>`<br>B) `<hr>`<br>C) `<p>` | A | html |\n")
    deck, said = read_said(tmp_path, _page(rows), "p.md")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_PT] + [
        ("Qual tag quebra a linha em HTML?", ["`<br>`", "`<hr>`", "`<p>`"], [0])]
    assert not any("one choice" in s for s in said)


def test_rows_answering_by_a_text_no_choice_holds_among_lettered_rows_are_left_out_said_once(tmp_path: Path) -> None:
    rows = [f"| {k + 1} | {q} | " + "<br/>".join(f"{'ABCDE'[i]}. {c}" for i, c in enumerate(cs))
            + f" | {'ABCDE'[r]} | geral |\n" for k, (q, cs, r) in enumerate(QUIZ_PT)]
    rows[2:2] = ["| 3a | Ligue cada país à sua capital. | França: Paris / Lyon<br/>Itália: Roma / Milão | "
                 "França: Paris<br/>Itália: Roma | geral |\n",
                 "| 3b | Escolha a unidade de cada grandeza. | Massa: kg / m<br/>Tempo: s / A | "
                 "Massa: kg<br/>Tempo: s | física |\n"]
    deck, said = read_said(tmp_path, _page(rows), "p.md")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_PT]
    left = [s for s in said if "none of their choices" in s]
    assert len(left) == 1 and "2 rows (lines 7, 8)" in left[0] and "left out" in left[0]
