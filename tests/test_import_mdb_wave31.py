"""Session 31, Markdown layouts read right (session 30's held-out kinds) and review 30's leftovers, inputs written here:

* an HTML comment under the choices holding an answer line (``<!-- **Answer: c** -->``): the author's key, read
  and said at the line (``mdhiddenanswers``);
* a question written as numbered bold fields (``**5. Pregunta:**`` among ``**1. Nivel:**``...): the question's
  field is the text, the others taken off (``mdfields``);
* a card a two-column key/value table (``|Question|...|``, ``|Correct Answer|...|``, ``|Wrong Answer 1|...|``)
  (``mdcardtables``);
* choices labelled by a bare capital and a space (``-   A text``) in every question: labels (``mend``);
* Leanpub's Markua quiz (``{quiz}``, ``? question``, the right choice's letter a capital) (``mdmarkua``);
* review 30: a statement list over lettered choices keeps its ``1.`` (``mdwordlists``); a sentence over a list is no
  field label (``mdfields``); a hand-written front matter's answer numbers guessed from 1 (``datarecords``,
  ``mdheld``); ``value="yes"``, ``lang="ja"``, ``class="no-select"`` are no verdicts (``htmlblocks``).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_CAPITALS = [("France", ["Lyon", "Paris", "Nice", "Lille"], 1),
             ("Spain", ["Madrid", "Sevilla", "Bilbao", "Vigo"], 0),
             ("Italy", ["Milano", "Napoli", "Roma", "Torino"], 2),
             ("Portugal", ["Porto", "Braga", "Faro", "Lisboa"], 3)]


def test_comment_answer_line_under_choices_is_read_and_said(tmp_path: Path) -> None:
    out = ["Here are some questions with their answers:", ""]
    for n, (land, cities, right) in enumerate(_CAPITALS, start=1):
        out += [f"{n}. **What is the capital of {land}?**", *[f"   {'abcd'[k]}. {c}  " for k, c in enumerate(cities)],
                f"   <!-- **Answer: {'abcd'[right]}** -->", ""]
    deck, said = read_said(tmp_path, "\n".join(out), "s.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [0], [2], [3]]
    assert rows_of(deck)[0][1] == _CAPITALS[0][1]
    assert any(":8:1:" in s and "HTML comments" in s for s in said)   # said at the first comment's line


def test_numbered_bold_fields_give_the_question_field_as_text(tmp_path: Path) -> None:
    out = ["# Banco de preguntas", ""]
    for n, (land, cities, right) in enumerate(_CAPITALS[:3], start=1):
        out += [f"### Pregunta {n}", "**1. Nivel:** Medio", f"**2. Tema:** {land}",
                f"**3. Pregunta:** ¿Cuál es la capital de {land}?", "**4. Opciones:**",
                *[f"   - {'ABCD'[k]}: {c}" for k, c in enumerate(cities)],
                f"**5. Respuesta Correcta:** {'ABCD'[right]}", "**6. Explicación:** Es la capital.", ""]
    deck, _ = read_said(tmp_path, "\n".join(out), "s.md")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == [f"¿Cuál es la capital de {land}?" for land, _, _ in _CAPITALS[:3]]
    assert [r[2] for r in rows] == [[1], [0], [2]]
    assert any("'pregunta'" in m for m in deck.mended)


def test_key_value_table_per_card(tmp_path: Path) -> None:
    out = ["# Capitals deck", "", "## Cards", ""]
    for n, (land, cities, right) in enumerate(_CAPITALS, start=1):
        wrong = [c for k, c in enumerate(cities) if k != right]
        out += [f"### {n}. Card", "", "|Attribut|Value|", "|---|---|", f"|Id|{n:02d}7dcab5603c704b757facb6627db98cd|",
                f"|Question|{n}. What is the capital of {land}?|", f"|Correct Answer|{cities[right]}|",
                *[f"|Wrong Answer {k}|{w}|" for k, w in enumerate(wrong, start=1)], "", ""]
    deck, _ = read_said(tmp_path, "\n".join(out), "s.md")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == [f"What is the capital of {land}?" for land, _, _ in _CAPITALS]
    assert rows[1][1][0] == "Madrid" and len(rows[1][1]) == 4
    assert all(r[2] == [0] for r in rows)   # the right one first, as the table lists it


def test_bare_capital_labels_are_taken_off(tmp_path: Path) -> None:
    out = ["# 模拟题", ""]
    for land, cities, _ in _CAPITALS[:3]:
        out += [f"## {land} 的首都是哪个城市？", "", *[f"-   {'ABCD'[k]} {c}" for k, c in enumerate(cities)], ""]
    deck, _ = read_said(tmp_path, "\n".join(out), "s.md")
    assert [r[1] for r in rows_of(deck)] == [c for _, c, _ in _CAPITALS[:3]]


def test_a_capital_opening_some_choices_only_stays(tmp_path: Path) -> None:
    out = ["# Quiz", ""]
    for land, cities, _ in _CAPITALS[:3]:
        out += [f"## Which city is in {land}?", "", *[f"- {c}" for c in cities], ""]
    out += ["## Which is a vowel?", "", "- A vowel", "- B consonant", ""]
    deck, _ = read_said(tmp_path, "\n".join(out), "s.md")
    assert rows_of(deck)[3][1] == ["A vowel", "B consonant"]


def _markua(marks: list[str]) -> str:
    out = ["", "{quiz, id: ch4_quiz, attempts: 10}", "", "## Chapter 4 Quiz", "", "Choose the best answer.", ""]
    for (land, cities, right), mark in zip(_CAPITALS, marks, strict=True):
        out += ["{choose-answers: 1}", f"? What is the capital of {land}?", ""]
        out += [f"{(mark if k == right else 'abcd'[k]) if mark else 'abcd'[k]}) {c}" for k, c in enumerate(cities)]
        out += [""]
    return "\n".join([*out, "{/quiz}", ""])


def test_markua_quiz_capital_letter_marks_the_right_choice(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _markua(["B", "A", "C", "D"]), "s.md")
    rows = rows_of(deck)
    assert deck.name == "Chapter 4 Quiz"
    assert [r[0] for r in rows] == [f"What is the capital of {land}?" for land, _, _ in _CAPITALS]
    assert [r[2] for r in rows] == [[1], [0], [2], [3]]


def test_markua_ottr_letters_and_an_unmarked_question(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _markua(["C", "C", "C", ""]), "s.md")
    rows = rows_of(deck)
    assert [r[2] for r in rows[:3]] == [[1], [0], [2]]
    assert rows[3][2] is None and rows[3][1] == _CAPITALS[3][1]
    assert any("question 4" in s for s in said)   # no answer: said


_STATEMENTS = """# Polity practice set

Q1. Consider the following statements about the Rajya Sabha:
1. It is a permanent body.
2. Its members are directly elected.
Which of the statements given above is/are correct?
A. 1 only
B. 2 only
C. Both 1 and 2
D. Neither 1 nor 2

Answer: A

Q2. Consider the following statements about the Finance Commission:
1. It is constituted every five years.
2. It is a statutory body.
Which of the statements given above is/are correct?
A. 1 only
B. 2 only
C. Both 1 and 2
D. Neither 1 nor 2

Answer: C

Q3. Consider the following statements about ordinances:
1. They can be issued when Parliament is in session.
2. They must be approved within six weeks of reassembly.
Which of the statements given above is/are correct?
A. 1 only
B. 2 only
C. Both 1 and 2
D. Neither 1 nor 2

Answer: B
"""


def test_statement_list_over_lettered_choices_keeps_its_numbers(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _STATEMENTS, "s.md")
    rows = rows_of(deck)
    assert len(rows) == 3
    assert rows[0][0].startswith("Consider the following statements about the Rajya Sabha:\n1. It is a permanent")
    assert "1)" not in rows[1][0] and "2. It is a statutory body." in rows[1][0]
    assert [r[2] for r in rows] == [[0], [2], [1]]


def test_a_sentence_over_a_list_is_no_field_label(tmp_path: Path) -> None:
    text = _STATEMENTS.replace("Consider the following statements about the Rajya Sabha:", "Read the statements:")
    text = text.replace("Consider the following statements about the Finance Commission:", "Read the statements:")
    text = text.replace("Consider the following statements about ordinances:", "Read the statements:")
    deck, _ = read_said(tmp_path, text.replace("Q1. ", "Pregunta 1. ").replace("Q2. ", "Pregunta 2. ").replace(
        "Q3. ", "Pregunta 3. "), "s.md")
    rows = rows_of(deck)
    assert all(r[0].startswith("Read the statements:\n1. ") for r in rows)


def test_worded_lines_whose_numbers_do_not_run_keep_their_lists() -> None:
    from quizdeck.importers import mdwordlists

    def guide(numbers: tuple[int, ...]) -> list[str]:
        out = ["# Setup guide", ""]
        for n in numbers:
            out += [f"Step {n}. Open the settings and pick:", "1. the network tab", "2. the proxy field", ""]
        return out

    assert mdwordlists.rewritten(guide((4, 9, 2))) is None   # no question's numbers: the lists stay lists
    running = mdwordlists.rewritten(guide((1, 2, 3)))
    assert running is not None and running[0][3] == "1) the network tab"


def _front(layout: bool) -> str:
    out = ["---", *(["layout: quiz"] if layout else []), "title: Quiz de historia", "questions:"]
    for land, cities, right in _CAPITALS[:3]:   # answers 2, 1, 3 of 4: none 0, none 4, a guess
        out += [f"  - question: ¿Cuál es la capital de {land}?", f"    options: {cities}", f"    answer: {right + 1}"]
    return "\n".join([*out, "---", "", "Responde a las preguntas.", ""])


def test_hand_written_front_matter_numbers_count_from_one(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _front(layout=False), "s.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [0], [2]]
    assert any("read as counted from 1" in s for s in said)


def test_front_matter_drawn_by_a_layout_counts_from_zero(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _front(layout=True), "s.md")
    assert [r[2] for r in rows_of(deck)] == [[2], [1], [3]]
    assert any("read as counted from 0" in s for s in said)


def _radios(attrs: str) -> str:
    out = ["# Python yes/no check", ""]
    for n, q in enumerate(["Is Python statically typed?", "Can a tuple be changed?", "Does a list keep order?"], 1):
        out += ['<div class="q">', f"<p>{n}. {q}</p>",
                f'<label><input type="radio" name="q{n}" {attrs.format(v="yes")}> Yes</label>',
                f'<label><input type="radio" name="q{n}" {attrs.format(v="no")}> No</label>', "</div>", ""]
    return "\n".join(out)


def test_an_inputs_own_value_or_language_is_no_verdict(tmp_path: Path) -> None:
    for attrs in ('value="{v}"', 'lang="ja" value="{v}"', 'class="no-select" value="{v}"'):
        deck, _ = read_said(tmp_path, _radios(attrs), "s.md")
        assert [r[2] for r in rows_of(deck)] == [None, None, None], attrs


def test_an_inputs_verdict_attribute_still_marks(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _radios('data-answer="{v}"').replace('data-answer="yes"', 'data-answer="true"')
                        .replace('data-answer="no"', 'data-answer="false"'), "s.md")
    assert [r[2] for r in rows_of(deck)] == [[0], [0], [0]]
