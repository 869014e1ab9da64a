"""Answer keys and label runs the importer did not read, wave 35 (keys35): excerpts written in the shape of the banks.

* an answer key table of several (number, answer) column pairs a row, inside a folded callout, its number cells bold
  and its letters wrapped in ``<span>``, under a title that does not open with the key's word, answers the questions
  by number (victorseguragarcia simulacro50);
* a key table of column pairs under ``## Answer Key`` is read cell by cell: a multi-answer cell ``B, D`` or a row
  with an empty pair drops no entry of its row (rohitdhiman1 terraform);
* a key naming a question that is not there, or a letter past its choices, is said at its line;
* choices labelled ``A x``..``D x`` (a capital, a space, no dot or bracket) in order in most questions are a label
  run: the labels come off, the line above the run stays the question's (evertonsouza353 taalleer).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import mdtables
from tests.conftest import read_said, rows_of


def _headed(n: int, right: str) -> str:
    return (f"### {n}. ¿Cuál es el plazo número {n} de la ley?\n"
            + "".join(f"- [ ] {c}) {n + k} meses.\n" for k, c in enumerate("abcd")) + "\n")


_CALLOUT = "".join(_headed(n, "") for n in range(1, 7)) + """---

> [!question]- 🔍 Ver Plantilla Oficial de Respuestas
> ### 📋 Plantilla Oficial de Respuestas (6 Preguntas):
> | Pregunta | R | Pregunta | R | Pregunta | R |
> |:---:|:---:|:---:|:---:|:---:|:---:|
> | **1** | <span class="ok">c</span> | **3** | <span class="ok">a</span> | **5** | <span class="ok">d</span> |
> | **2** | <span class="ok">b</span> | **4** | <span class="ok">b</span> | **6** | <span class="ok">c</span> |
"""


def test_a_key_table_of_column_pairs_in_a_callout_answers_by_number(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _CALLOUT, "t.md")
    assert [q.answer for q in deck.questions] == [[2], [1], [0], [1], [3], [2]]
    assert not any("gives no answer" in s for s in said)


def _numbered(n: int) -> str:
    return f"**{n}.** Which command number {n} applies?\n\n" + "".join(
        f"- {c}) terraform step {c}{n}\n" for c in "ABCD") + "\n---\n\n"


_PAIRS = "".join(_numbered(n) for n in range(1, 8)) + """## Answer Key

| Q | Answer | Q | Answer |
|---|---|---|---|
| 1 | B | 5 | C |
| 2 | B, D | 6 | A, C |
| 3 | A | 7 | D |
| 4 | C | | |
"""


def test_a_key_table_of_column_pairs_is_read_cell_by_cell(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _PAIRS, "t.md")
    assert [q.answer for q in deck.questions] == [[1], [1, 3], [0], [2], [2], [0, 2], [3]]
    assert not any("gives no answer" in s for s in said)


def test_a_key_naming_a_question_not_there_or_a_letter_past_its_choices_is_said(tmp_path: Path) -> None:
    text = _PAIRS.replace("| 4 | C | | |", "| 4 | F | 9 | A |")
    deck, said = read_said(tmp_path, text, "t.md")
    at = f":{text.splitlines().index('| 4 | F | 9 | A |') + 1}:"
    assert deck.questions[3].answer is None
    assert any(at in s and "question 4" in s and "names none of its choices" in s for s in said)
    assert any(at in s and "question 9" in s for s in said)


def _level(n: int, word: str, right: str) -> str:
    choices = {"A": "hond", "B": "kat", "C": "vis", "D": "vogel"}
    return f"{n}. Japans → Nederlands\n   {word}\n" + "".join(
        f"   {k} {v}{' ✔' if k == right else ''}\n" for k, v in choices.items()) + "\n"


_RUN = "LEVEL 1\n\n" + "".join(_level(n, w, r) for n, (w, r) in enumerate(
    [("ねこ", "B"), ("いぬ", "A"), ("さかな", "C"), ("とり", "D"), ("ねこ", "B")], start=1))


def test_a_run_of_capitals_and_a_space_in_order_is_a_label_run(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _RUN, "t.md")
    rows = rows_of(deck)
    assert len(rows) == 5
    assert rows[0][1] == ["hond", "kat", "vis", "vogel"]
    assert "ねこ" in rows[0][0]
    assert [answer for _, _, answer in rows] == [[1], [0], [2], [3], [1]]
    assert not any("mark kept" in s for s in said)


def test_a_table_pairing_numbers_with_numbers_or_headed_by_numbers_is_no_key() -> None:
    scores = ["| Round | Score | Round | Score |", "|---|---|---|---|", "| 1 | 5 | 3 | 5 |", "| 2 | 2 | 4 | 2 |"]
    assert mdtables.answer_tables(scores, [False] * len(scores)) == []
    data = ["| 1 | 2 | 3 | 4 |", "|---|---|---|---|", "| 1 | A | 3 | B |", "| 2 | C | 4 | D |"]
    assert all(len(key.entries) < 4 for key in mdtables.answer_tables(data, [False] * len(data)))
    key = ["| Q | Answer | Q | Answer |", "|---|---|---|---|", "| 1 | A | 3 | B |", "| 2 | C | 4 | D |"]
    assert [e[1:] for e in mdtables.answer_tables(key, [False] * len(key))[0].entries] == [
        (1, [0]), (2, [2]), (3, [1]), (4, [3])]


def test_two_runs_of_a_capital_and_a_space_are_too_few_to_be_labels(tmp_path: Path) -> None:
    text = "LEVEL 1\n\n" + "".join(_level(n, w, r) for n, (w, r) in enumerate([("ねこ", "B"), ("いぬ", "A")], start=1))
    deck, _ = read_said(tmp_path, text, "t.md")
    assert not any(c.text == "hond" for q in deck.questions for c in q.choices)
