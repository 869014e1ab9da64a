"""Session 14, what every reading gets after its reader (mend, answerlines, learntmarks): marks and labels of a
file's own, learnt from the file.

The shapes are those of real banks nobody here wrote, written here in other words and languages; each test fails
without the change it is named for.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.fit import fit
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.tells import tell
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


# -- a mark after the right choice that names it: ``← Answer: B`` ---------------------------------------------------

@pytest.mark.parametrize("mark", ["← Jawaban: {}", "<- Antwort: {}", "(Respuesta: {})", "⟵ correct answer = {}"])
def test_a_mark_naming_its_choice_after_the_right_one_is_the_answer(tmp_path: Path, mark: str):
    rights = [1, 2, 0, 3, 1]
    lines = []
    for n, right in enumerate(rights, start=1):
        lines += [f"{n}. Pertanyaan nomor {n} berarti…"]
        lines += [f"{'ABCD'[k]}. pilihan {n}{k}" + (" " + mark.format("ABCD"[k]) if k == right else "")
                  for k in range(4)]
        lines.append("")
    deck, _ = _read(tmp_path, "soal.md", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [[r] for r in rights]
    assert [c.text for c in deck.questions[0].choices] == [f"pilihan 1{k}" for k in range(4)]


def test_a_mark_naming_another_choice_than_its_own_is_no_answer_and_said(tmp_path: Path):
    lines = []
    for n in range(1, 6):
        named = "C" if n == 3 else "B"
        lines += [f"{n}. Question {n}?", "A. one", f"B. two ← Answer: {named}", "C. three", "D. four", ""]
    deck, diags = _read(tmp_path, "quiz.md", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [[1], [1], None, [1], [1]]
    said = [d for d in diags.warnings if "names another choice" in d.message]
    assert [d.pos.line for d in said] == [13]


# -- a mark of the select-all questions' right choices, beside the single-choice one -------------------------------

def _worksheet(tmp_path: Path, single: str, several: str, all_right: bool = False) -> list[list[int] | None]:
    rights = [[1], [0, 2], [3], [0, 1, 3], [2], [1, 2], [0], [0, 1, 2, 3] if all_right else [2, 3]]
    lines = ["# Übung", ""]
    for n, right in enumerate(rights, start=1):
        mark = single if len(right) == 1 else several
        lines += [f"### Aufgabe {n}", f"Welche Aussage {n} trifft zu?"]
        lines += [f"- Aussage {n}{k}" + (f" {mark}" if k in right else "") for k in range(4)]
        lines += ["", "---", ""]
    deck, _ = _read(tmp_path, "blatt.md", "\n".join(lines))
    assert all(not any(m in c.text for c in q.choices) for q in deck.questions for m in (single, several))
    return [q.answer for q in deck.questions]


@pytest.mark.parametrize("single, several", [("(richtig)", "(richtige Option)"), ("(correcta)", "(correctas)"),
                                             ("✓ right", "✓ also right")])
def test_a_mark_on_several_choices_beside_one_on_single_choices_reads_select_all(tmp_path: Path, single: str,
                                                                                 several: str):
    assert _worksheet(tmp_path, single, several) == [[1], [0, 2], [3], [0, 1, 3], [2], [1, 2], [0], [2, 3]]


def test_a_select_all_question_with_every_choice_right_now_and_then(tmp_path: Path):
    got = _worksheet(tmp_path, "(richtig)", "(richtige Option)", all_right=True)
    assert got == [[1], [0, 2], [3], [0, 1, 3], [2], [1, 2], [0], [0, 1, 2, 3]]


def test_a_unit_on_several_choices_is_no_mark(tmp_path: Path):
    lines = []
    for n in range(1, 6):
        lines += [f"{n}. How far is town {n}?", f"a) {n}0 %", f"b) {n}1 %", f"c) {n}2 %", "d) none", ""]
    deck, _ = _read(tmp_path, "quiz.txt", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [None] * 5
    assert deck.questions[0].choices[0].text == "10 %"


def test_an_opening_bracket_of_another_script_before_every_question_text_stays(tmp_path: Path):
    lines = []
    for n in range(4):
        lines += [f"{n + 1}. 《规程》规定，第{n}条（  ）。", "A. 甲", "B. 乙", "答案：B", ""]
    deck, _ = _read(tmp_path, "tiku.txt", "\n".join(lines))
    assert all(q.text.startswith("《") for q in deck.questions)


def test_a_question_of_one_choice_carrying_the_mark_has_it_as_its_answer(tmp_path: Path):
    lines = []
    for n in range(1, 6):
        lines += [f"{n}. Pertanyaan {n}…", "A. satu", "B. dua ← Jawaban: B", ""]
    lines += ["6. Pertanyaan 6…", "A. tiga ← Jawaban: A", ""]
    deck, diags = _read(tmp_path, "soal.md", "\n".join(lines))
    assert deck.questions[-1].answer == [0]
    assert deck.questions[-1].choices[0].text == "tiga"
    assert any("has one choice" in d.message for d in diags.warnings)


# -- tells: one text for most questions; a choice of several lines among one-line choices ----------------------------

def _told(texts: list[str], choices: list[list[str]]) -> list[tuple[int, str]]:
    """What ``tells.tell`` says of a deck of these questions, each written on lines of its own in the source."""
    deck = ImportedDeck(name="d", key="k", origin="quiz.md (Markdown)")
    source_lines: list[str] = []
    for text, cs in zip(texts, choices, strict=True):
        first = len(source_lines) + 1
        source_lines += [*text.split("\n"), *(line for c in cs for line in c.split("\n")), ""]
        q = ImportedQuestion(pos=Pos("quiz.md", first, 1), text=text, choices=[ImportedChoice(c) for c in cs],
                             answer=[0])
        q.use(first, len(source_lines) - 1)
        deck.questions.append(q)
    diags = Diagnostics()
    tell(deck, Source("quiz.md", "quiz.md", "\n".join(source_lines)), diags)
    return [(d.pos.line, d.message) for d in diags.warnings]


def test_one_text_for_most_questions_is_said():
    said = _told(["**Réponses :**"] * 4 + ["Quelle ville ?"], [[f"ville {n}a", f"ville {n}b"] for n in range(5)])
    assert [line for line, m in said if "4 of 5 questions have the same text" in m] == [1]


def test_questions_sharing_a_text_now_and_then_are_not_said():
    texts = ["Which city is the capital?" if n % 2 else f"Which river runs through town {n}?" for n in range(6)]
    assert not [m for _, m in _told(texts, [[f"place {n}a", f"place {n}b"] for n in range(6)]) if "same text" in m]


def test_a_choice_of_several_lines_among_one_line_choices_is_said_at_its_second_line():
    choices = [[f"opción {n}a", f"opción {n}b", f"opción {n}c"] for n in range(8)]
    choices[3][2] += "\nLa opción c es la correcta porque lo dice el libro."
    said = _told([f"¿Pregunta {n}?" for n in range(8)], choices)
    assert [(line, "runs over 2 lines" in m) for line, m in said] == [(20, True)]


def test_choices_of_code_over_several_lines_are_not_said():
    choices = [[f"{n}", f"{n + 1}", f"{n + 2}"] for n in range(8)]
    choices[3][0] = "```\nprint(3)\n```"
    choices[5][0] = "x = 1\n    y = 2"
    assert not _told([f"What does line {n} print?" for n in range(8)], choices)


def test_a_file_of_many_choices_over_several_lines_is_not_said():
    choices = [[f"step {n}a\nthen {n}a", f"step {n}b", f"step {n}c"] for n in range(8)]
    assert not [m for _, m in _told([f"Which order {n}?" for n in range(8)], choices) if "runs over" in m]


# -- fit: a reading whose questions mostly share one text fits worse --------------------------------------------------

def _deck_of(texts: list[str]) -> ImportedDeck:
    deck = ImportedDeck(name="d", key="k", origin="quiz.md (Markdown)")
    for n, text in enumerate(texts):
        q = ImportedQuestion(pos=Pos("quiz.md", 1 + 4 * n, 1), text=text,
                             choices=[ImportedChoice(f"a{n}"), ImportedChoice(f"b{n}")], answer=[0])
        q.use(1 + 4 * n, 3 + 4 * n)
        deck.questions.append(q)
    return deck


def test_a_reading_whose_questions_mostly_share_one_text_fits_worse():
    lines = ["x"] * 24
    own = fit(_deck_of([f"Which one, {n}?" for n in range(6)]), lines)
    shared = fit(_deck_of(["**Réponses :**"] * 5 + ["Which one?"]), lines)
    half = fit(_deck_of(["Land?"] * 3 + [f"Which one, {n}?" for n in range(3)]), lines)
    assert own.distinct == half.distinct == 1.0
    assert shared.distinct == pytest.approx(1 / 6)
    assert shared.score < own.score == half.score
    assert "5 of 6 questions with one text" in shared.doubts()


# -- marks in any language or sign after the right choice, and the false friend that ends one choice as text --------

@pytest.mark.parametrize("mark", ["[x]", "✅", "(correct)", "(Resposta Correta)", "<-", "<== richtig", "(正确)", "*"])
def test_a_mark_after_the_right_choice_in_any_language_or_sign(tmp_path: Path, mark: str):
    rights = [1, 2, 0, 3, 1, 2]
    lines = []
    for n, right in enumerate(rights, start=1):
        lines += [f"{n}. Question number {n} asks what?"]
        lines += [f"{'abcd'[k]}) option {n}{k} words" + (f" {mark}" if k == right else "") for k in range(4)]
        lines.append("")
    deck, _ = _read(tmp_path, "quiz.txt", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [[r] for r in rights]
    assert all(mark not in c.text for q in deck.questions for c in q.choices)


def test_the_same_words_ending_one_choice_of_every_question_are_text(tmp_path: Path):
    lines = []
    for n in range(1, 8):
        lines += [f"{n}. Question number {n} asks what?", f"a) option {n}a", f"b) option {n}b", "c) All of the above",
                  ""]
    deck, _ = _read(tmp_path, "quiz.txt", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [None] * 7
    assert deck.questions[0].choices[2].text == "All of the above"


# -- an answer key as a table: the number in the first cell with the questions' label word, labels in another ------

@pytest.mark.parametrize("number", ["Q{}", "{}", "Nr. {}", "#{}"])
def test_an_answer_key_table_is_read_by_its_cells(tmp_path: Path, number: str):
    rights = ["B", "A, C ★", "D", "B", "A, B, D ★"]
    lines = ["# Simulado", ""]
    for n in range(1, 6):
        lines += [f"**Q{n}.** Pergunta número {n}?", "", *(f"{'ABCD'[k]}) opção {n}{k}  " for k in range(4)), "", "---",
                  ""]
    lines += ["# Gabarito", "", "| Q | Resposta | Tópico |", "|---|---|---|"]
    lines += [f"| {number.format(n)} | {r} | Tema {n % 2} |" for n, r in enumerate(rights, start=1)]
    deck, _ = _read(tmp_path, "simulado.md", "\n".join(lines) + "\n")
    assert [q.answer for q in deck.questions] == [[1], [0, 2], [3], [1], [0, 1, 3]]


def test_a_sign_inside_the_labels_bold_goes_with_the_label(tmp_path: Path):
    lines = []
    for n in range(1, 6):
        sign = " ★" if n % 2 else ""
        lines += [f"**Q{n}.{sign}** Quale risposta {n} è giusta?", "",
                  *(f"{'ABCD'[k]}) scelta {n}{k}  " for k in range(4)), "", "Risposta: B", "", "---", ""]
    deck, _ = _read(tmp_path, "quiz.md", "\n".join(lines))
    assert [q.text for q in deck.questions] == [f"Quale risposta {n} è giusta?" for n in range(1, 6)]
