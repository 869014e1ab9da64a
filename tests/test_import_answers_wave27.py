"""Banks whose count was right but whose questions were nearly all wrong (session 27's answers engineer).

Inputs written here, in languages and words the banks do not use, in the shapes the banks have: a heading's topic
title right over a short question (no blank line between); a question line that is only a label (``Beispielfrage
#0``) over its record's answer number and choices; a delimited file that opens with a program's ``#`` comments,
its choices in one cell split by commas and a 0-based answer number; a bold ``NEW QUESTION N`` line over each
question of an exam dump whose numbers have gaps; a code in square brackets before every question's text, each
its own; a sub-heading that asks, between a question's heading and its choices.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.convert import read_source
from tests.conftest import read_said, rows_of

#: a small quiz in Italian: question, choices, the right one
QUIZ_IT = [
    ("Qual è la capitale d'Italia?", ["Milano", "Roma", "Napoli", "Torino"], 1),
    ("Quante zampe ha un ragno?", ["sei", "otto", "quattro", "dieci"], 1),
    ("Quale fiume attraversa Firenze?", ["Arno", "Po", "Tevere", "Adige"], 0),
    ("Di che colore è il cielo sereno?", ["verde", "rosso", "giallo", "azzurro"], 3),
    ("Chi ha scritto la Divina Commedia?", ["Petrarca", "Boccaccio", "Dante", "Manzoni"], 2),
]


def test_a_heading_topic_title_right_over_a_short_question_is_a_label(tmp_path: Path) -> None:
    # (the French bank: "### Question 1 : À propos du langage Python" over "Python est un langage :")
    titles = ["Geografia del paese intero", "Animali e loro zampe", "Fiumi e città", "Il cielo", "Letteratura"]
    lines = ["# Quiz di cultura", ""]
    for n, ((q, cs, _), title) in enumerate(zip(QUIZ_IT, titles, strict=True), 1):
        short = "Dove si trova Roma:" if n == 1 else q   # shorter than its title, but it asks
        lines += [f"### Domanda {n} : {title}", short, *[f"- {'ABCD'[j]}) {c}" for j, c in enumerate(cs)], ""]
    deck, _ = read_said(tmp_path, "\n".join(lines), "quiz.md")
    assert [q.text for q in deck.questions] == ["Dove si trova Roma:", *[q for q, _, _ in QUIZ_IT[1:]]]


def test_a_question_line_that_is_only_a_label_is_the_questions_text(tmp_path: Path) -> None:
    # (the Polish bank: "Przykladowe pytanie #0", then the right choice's number from 0, then three choices)
    lines: list[str] = []
    for n in range(5):
        right = (n * 2) % 3
        lines += [f"Beispielfrage #{n}", str(right)]
        lines += [f"Beispielantwort #{k} zu Frage #{n}" + (" (RICHTIG)" if k == right else "") for k in range(3)]
        lines.append("")
    deck, said = read_said(tmp_path, "\n".join(lines), "fragen.txt")
    assert [q.text for q in deck.questions] == [f"Beispielfrage #{n}" for n in range(5)]
    assert [q.answer for q in deck.questions] == [[(n * 2) % 3] for n in range(5)]
    assert not any("is empty" in s for s in said)


def _comment_sheet(header: str) -> str:
    rows = [f"{n}|{q}|{','.join(cs)}|{r}|Allgemein|10" for n, (q, cs, r) in enumerate(QUIZ_IT, 1)]
    return "\n".join(["# Domande del quiz", header, "#", *rows]) + "\n"


def test_comment_lines_above_a_sheet_and_choices_in_one_cell_split_by_commas(tmp_path: Path) -> None:
    # (the networking bank: "# Format: questionId|questionText|option1,option2,...|correctIndex|category|points")
    text = _comment_sheet("# Format: id|testo|opzione1,opzione2,opzione3,opzione4|indiceGiusto|categoria|punti")
    deck, said = read_said(tmp_path, text, "domande.txt")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_IT]
    assert any("separated by `,`" in s for s in said)
    assert deck.furniture   # the three comment lines: said in the summary


def test_a_comment_that_names_every_column_stays_the_header() -> None:
    from quizdeck.importers.csvcomments import leading_comments

    text = "# Format: id|question|A|B|C|answer\n" + "".join(f"{n}|Q{n}?|x|y|z|B\n" for n in range(4))
    assert leading_comments(text) == (text, [])
    text = "# Domande\n" + text
    blanked, lines = leading_comments(text)
    assert lines == [1] and blanked.startswith("\n# Format: id|question")
    assert leading_comments("# a\n1|x|y\n# b\n2|x|y\n3|x|y\n") == ("# a\n1|x|y\n# b\n2|x|y\n3|x|y\n", [])


def test_a_comma_in_texts_is_no_list_unless_every_cell_holds_as_many_items(tmp_path: Path) -> None:
    rows = [f"{q}|{c}|{r}" for (q, _, r), c in zip(
        QUIZ_IT, ["Milano, Roma, Napoli", "sei, otto", "Arno, Po, Tevere", "verde", "Petrarca, Dante, Manzoni"],
        strict=True)]
    deck, _ = read_said(tmp_path, "\n".join(rows) + "\n", "domande.txt")
    assert all(len(q.choices) != 3 for q in deck.questions)


def test_a_bold_new_question_line_with_gaps_in_its_numbers_starts_each_question(tmp_path: Path) -> None:
    # (the Portuguese AWS dump: "**NEW QUESTION 15**" after 12, the question on the next line, "Resposta: B")
    lines: list[str] = []
    for n, (q, cs, r) in zip([1, 2, 5, 9, 14], QUIZ_IT, strict=True):
        lines += [f"**NEW QUESTION {n}**", "", q, "", "Scegli la risposta corretta.", "",
                  *[f"{'ABCD'[j]}. {c}\n" for j, c in enumerate(cs)],
                  f"Risposta: {'ABCD'[r]}", "", "Spiegazione:", f"La risposta è {cs[r]}.", ""]
    deck, _ = read_said(tmp_path, "\n".join(lines), "esame.md")
    assert rows_of(deck) == [(f"{q}\n\nScegli la risposta corretta.", cs, [r]) for q, cs, r in QUIZ_IT]


def test_a_bracketed_code_before_every_question_each_its_own_is_taken_off(tmp_path: Path) -> None:
    # (the Chinese traffic bank: "1. [hs01] 图中交警手势表示什么信号？")
    lines: list[str] = []
    for n, (q, cs, r) in enumerate(QUIZ_IT, 1):
        lines += [f"{n}. [it{n:02d}] {q}", *[f"   {'✓ ' if j == r else '  '}{c}" for j, c in enumerate(cs)], ""]
    deck, _ = read_said(tmp_path, "\n".join(lines), "domande.txt")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_IT]


#: the scenario paragraph above each question of the R course's shape
SCENES = ["Lavori per un'agenzia di viaggi.", "Prepari una lezione di scienze.", "Visiti la Toscana in treno.",
          "Guardi fuori dalla finestra.", "Leggi un libro antico in biblioteca."]


def test_a_sub_heading_that_asks_between_a_question_and_its_choices_is_its_text(tmp_path: Path) -> None:
    # (the R course bank: "## 2. Scenario 1, continued", a paragraph, "### Question: ... What code chunk ...?")
    lines = ["# Sfida finale", ""]
    for n, (q, cs, r) in enumerate(QUIZ_IT, 1):
        asked = f"### Domanda: {q}" if n == 1 else f"### {q}" if n == 2 else q   # (two questions of five)
        lines += [f"## {n}. Scenario, continua", "", SCENES[n - 1], "", asked,
                  "", *[f"- [{'x' if j == r else ' '}] {c}" for j, c in enumerate(cs)], "", f"> Giusto: {cs[r]}.", ""]
    path = tmp_path / "sfida.md"
    path.write_text("\n".join(lines), encoding="utf-8")
    got = read_source(path, "markdown", Diagnostics())   # (the layout reader says the lines it leaves out)
    assert got is not None
    deck = got[0]
    assert [q.text.split("\n\n")[-2:] for q in deck.questions] == [
        [SCENES[n - 1], q] for n, (q, _, _) in enumerate(QUIZ_IT, 1)]
    assert [q.answer for q in deck.questions] == [[r] for _, _, r in QUIZ_IT]


def test_a_heading_naming_the_question_and_its_kind_below_a_numbered_section_is_its_text(tmp_path: Path) -> None:
    # (the German networking bank: "## 1.\tTitle", then "### Frage (W/F): statement", then boxes)
    facts = [("Il Po è il fiume più lungo d'Italia.", "Vero"), ("Roma si trova in Sicilia.", "Falso"),
             ("Il Monte Bianco è in Sardegna.", "Falso"), ("Firenze è in Toscana.", "Vero")]
    lines: list[str] = []
    for n, (fact, right) in enumerate(facts, 1):
        lines += [f"## {n}.\tArgomento {n}", f"### Domanda (V/F): {fact}", "- [ ] Vero", "- [ ] Falso", "",
                  "<details>", "<summary>Risposta</summary>", f"Risposta: {right}", "</details>", ""]
    deck, _ = read_said(tmp_path, "\n".join(lines), "vero.md")
    assert [(q.text.split("\n")[-1], q.answer) for q in deck.questions] == [
        (fact, [["Vero", "Falso"].index(right)]) for fact, right in facts]


def test_a_quote_under_a_choice_with_more_choices_after_it_is_that_choices_note(tmp_path: Path) -> None:
    # (the Alura course bank: "- __right__", then "> Alternativa correta! ...", then the other choices "- text")
    lines = ["# Domande", ""]
    for n, (q, cs, r) in enumerate(QUIZ_IT, 1):
        lines += [f"{n} - Un po' di contesto per la domanda {n}.", "", q, ""]
        for j, c in enumerate(cs):
            lines += [f"- __{c}__" if j == r else f"- {c}", ""]
            if j == r and j < len(cs) - 1:
                lines += [f"> Risposta giusta! {c} è corretto.", ""]
    deck, _ = read_said(tmp_path, "\n".join(lines), "domande.md")
    assert [([c.text for c in q.choices], q.answer) for q in deck.questions] == [(cs, [r]) for _, cs, r in QUIZ_IT]
    assert [q.choices[r].why for q, (_, _, r) in zip(deck.questions, QUIZ_IT, strict=True)] == [
        f"Risposta giusta! {cs[r]} è corretto." if r < 3 else None for _, cs, r in QUIZ_IT]
