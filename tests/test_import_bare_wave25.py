"""Bare choices whose edges only the file's repetition shows, and lines tested as the page shows them.

Session 25's classes of the bare engineer: (1) choices with no label, bullet or mark, under a line every question
repeats (an instruction, a score) or one code fence per question one after another; (2) a question's sentence
inside an inline HTML element, whose closing tag is no part of how the line ends as shown.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.importers.asking import ends_with, shown_end
from tests.conftest import read_said, rows_of

#: a small quiz in Swedish: question, choices (no answer anywhere)
QUIZ_SV = [
    ("Vilken är Sveriges största sjö?", ["Vättern", "Vänern", "Mälaren", "Siljan"]),
    ("Hur många landskap har Sverige?", ["21", "25", "29"]),
    ("Vilket år blev Sverige medlem i EU?", ["1986", "1995", "2001", "2004"]),
    ("Vad heter Sveriges högsta berg?", ["Kebnekaise", "Sarektjåkkå", "Helagsfjället", "Åreskutan"]),
]


def _led(lead: str, sep: str = "\n\n", spaced: bool = False) -> str:
    out = ["# Repetition\n"]
    for q, choices in QUIZ_SV:
        if spaced:   # a browser's paste: the score alone, then each choice a paragraph two blank lines apart
            out.append(f"{q}\n\n{lead}\n\n" + "\n\n\n".join(choices) + "\n")
        else:
            out.append(f"{q}{sep}{lead}\n" + "\n".join(choices) + "\n\n")
    return "\n".join(out)


@pytest.mark.parametrize("name", ["quiz.md", "quiz.txt"])
def test_bare_lines_under_a_line_every_question_repeats_are_its_choices(tmp_path: Path, name: str) -> None:
    deck, said = read_said(tmp_path, _led("Välj rätt svar:"), name)
    assert rows_of(deck) == [(q, c, None) for q, c in QUIZ_SV]
    assert sum("gives no answer" in s for s in said) == len(QUIZ_SV)   # no answer: said at each question


def test_the_repeated_line_may_carry_a_number_and_another_wording_stays_in_its_question(tmp_path: Path) -> None:
    text = _led("Välj rätt svar:").replace("Välj rätt svar:\n21", "Välj de 2 rätta svaren:\n21")
    deck, _ = read_said(tmp_path, text, "quiz.md")
    assert [len(q.choices) for q in deck.questions] == [4, 3, 4, 4]
    assert deck.questions[1].text.endswith("Välj de 2 rätta svaren:")
    assert "Välj rätt svar" not in deck.questions[0].text


def test_a_score_line_each_question_repeats_is_no_choice(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _led("2 poäng", spaced=True), "quiz.md")
    assert rows_of(deck) == [(q, c, None) for q, c in QUIZ_SV]


def test_numbered_paste_with_a_score_line_reads_the_choices_apart_by_the_wider_gap(tmp_path: Path) -> None:
    # "1." alone, "Fråga 1", the text, the score, then each choice a paragraph two blank lines apart
    text = "# Frågor\n\n" + "\n".join(
        f"{n}.\nFråga {n}\n{q}\n\n1 poäng\n\n" + "\n\n\n".join(cs) + "\n"
        for n, (q, cs) in enumerate(QUIZ_SV, 1))
    deck, _ = read_said(tmp_path, text, "quiz.md")
    assert [[c.text for c in q.choices] for q in deck.questions] == [c for _, c in QUIZ_SV]
    assert all(q.text.endswith(t) for q, (t, _) in zip(deck.questions, QUIZ_SV, strict=True))


def test_a_line_repeated_over_prose_is_no_lead(tmp_path: Path) -> None:
    # the same line over an explanation's lines, under a statement that asks nothing: no choices made
    text = "\n\n".join(f"{n}. {q}\nA. ja\nB. nej\n\nFörklaring:\nSe boken.\nKapitel {n}." for n, (q, _) in
                       enumerate(QUIZ_SV, 1))
    deck, _ = read_said(tmp_path, text, "quiz.md")
    assert [len(q.choices) for q in deck.questions] == [2] * len(QUIZ_SV)


def test_questions_boxed_one_code_fence_each_under_one_heading(tmp_path: Path) -> None:
    text = "### Frågor\n\n" + "\n\n".join(
        "```\n" + q + "\n\n" + "\n".join(f"{'ABCD'[j]}. {c}" for j, c in enumerate(cs)) + "\n```"
        for q, cs in QUIZ_SV) + "\n"
    deck, said = read_said(tmp_path, text, "quiz.md")
    assert [[c.text for c in q.choices] for q in deck.questions] == [c for _, c in QUIZ_SV]
    assert sum("gives no answer" in s for s in said) == len(QUIZ_SV)


def test_one_box_of_code_that_lists_letters_stays_code(tmp_path: Path) -> None:
    text = "### Kod\n\n```\nval x = lista\n\na. första\nb. andra\n```\n\n```\nskriv(x)\n\na. ett\nb. två\n```\n"
    deck, _ = read_said(tmp_path, text + "\n1. Vad skrivs?\n\n- [x] ett\n- [ ] två\n", "quiz.md")
    assert len(deck.questions) == 1


# -- (2) a line as its page shows it ------------------------------------------------------------------------------

def test_shown_end_takes_off_closing_tags_emphasis_and_breaks() -> None:
    assert shown_end("<summary>Quale porta?</summary>") == "<summary>Quale porta?"
    assert shown_end("**<b>Scegli una risposta:</b>**<br/>") == "**<b>Scegli una risposta:"
    assert shown_end("<p></p>") == ""
    assert ends_with("<span class='q'>Warum?</span> <!-- note -->", ("?",))
    assert not ends_with("Siehe <https://example.org>", ("?", ":"))


def test_questions_in_disclosure_captions_each_read_as_a_question(tmp_path: Path) -> None:
    # Italian: each question's sentence in a <summary>, its choices a bullet list, no answer anywhere
    qs = [("Quale protocollo usa TCP?", ["HTTP", "NTP", "DHCP"]),
          ("Quale comando copia file in rete?", ["nice", "rsync", "top"]),
          ("Quale porta usa SSH?", ["21", "22", "23"])]
    text = "# Quiz\n\n" + "\n".join(f"<details>\n<summary>{q}</summary>\n\n" + "\n".join(f"- {c}" for c in cs)
                                    + "\n\n</details>\n" for q, cs in qs)
    deck, _ = read_said(tmp_path, text, "quiz.md")
    assert [(q.text, [c.text for c in q.choices]) for q in deck.questions] == qs


# -- (3) headings against the file's own numbering ----------------------------------------------------------------

#: a small quiz in Spanish: question, choices, the right one
QUIZ_ES = [
    ("¿Cuál es la capital de Perú?", ["Lima", "Cusco", "Arequipa", "Trujillo"], 0),
    ("¿Qué río cruza Sevilla?", ["Ebro", "Tajo", "Guadalquivir", "Duero"], 2),
    ("¿Cuántos lados tiene un hexágono?", ["cinco", "seis", "siete", "ocho"], 1),
    ("¿Qué planeta es el más grande?", ["Marte", "Venus", "Tierra", "Júpiter"], 3),
    ("¿Quién escribió el Quijote?", ["Cervantes", "Lorca", "Machado", "Quevedo"], 0),
]


def _answered_quiz() -> str:
    return "\n".join(f"**Pregunta {n}:** {q}\n\n" + "\n".join(f"{'ABCD'[j]}) {c}" for j, c in enumerate(cs))
                     + f"\n\n**Respuesta correcta: {'ABCD'[r]}**\n\n---\n" for n, (q, cs, r) in enumerate(QUIZ_ES, 1))


def test_numbered_exercises_after_the_quiz_number_a_series_of_their_own(tmp_path: Path) -> None:
    # "### Problema N: ..." over its steps numbered 1, 2, 3: practice after the quiz, numbered from 1 again
    exercises = "\n".join(f"### Problema {n}: Practicar el tema {n}\n\n**Objetivo:** Repasar el tema {n}.\n\n"
                          "**Pasos:**\n\n1. Leer el capítulo del libro.\n2. Hacer un resumen de las ideas.\n"
                          "3. Repasar las preguntas del final.\n\n**Temas:** uno y dos\n\n---\n" for n in range(1, 5))
    text = "# Examen\n\n" + _answered_quiz() + "\n## Práctica\n\n" + exercises
    deck, _ = read_said(tmp_path, text, "quiz.md")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_ES]


def test_a_section_heading_over_one_question_numbered_in_the_file_s_run_is_no_question(tmp_path: Path) -> None:
    # Dutch: "### Thema N — title" headings (numbered 1, 2, 3...), each over questions numbered on from the file's
    # own run ("**V7.**"); where a heading holds one question, it is its section still
    parts = []
    n = 0
    for t in range(1, 5):
        parts.append(f"### Thema {t} — Onderwerp {t}\n")
        for _ in range(2 if t == 1 else 1):
            n += 1
            parts.append(f"**Q{n}.** Vraag nummer {n}, welke is juist?\n\n- A) een\n- B) twee\n- C) drie\n")
    deck, _ = read_said(tmp_path, "# Toets\n\n" + "\n".join(parts), "quiz.md")
    assert [q.text for q in deck.questions] == [f"Vraag nummer {k}, welke is juist?" for k in range(1, n + 1)]
    assert [q.id for q in deck.questions] == [f"q{k}" for k in range(1, n + 1)]


# -- (4) a worse reading kept without a word ----------------------------------------------------------------------

#: Korean: unnumbered questions, choices glued to their labels ("A.사과"), true/false items as two bare lines; no
#: answer anywhere (the key is another file): plain text finds nothing, the file's own layout most of it
KO_GLUED = "\n".join(
    [f"{q}\n" + "\n".join(f"{'ABCD'[j]}.{c}" for j, c in enumerate(cs)) + "\n" for q, cs in [
        ("다음 중 과일이 아닌 것은", ["사과", "배", "감자", "포도"]),
        ("한국의 수도는 어디인가", ["부산", "서울", "대구", "인천"]),
        ("물의 끓는점은 몇 도인가", ["50도", "100도", "150도", "200도"]),
        ("가장 큰 행성은 무엇인가", ["지구", "화성", "목성", "금성"]),
        ("일주일은 며칠인가", ["5일", "6일", "7일", "8일"]),
        ("가장 빠른 동물은", ["치타", "거북", "달팽이", "소"])]]
    + [f"{s}\nT\nF\n" for s in ("태양은 동쪽에서 뜬다", "달은 행성이다", "물은 100도에서 끓는다")])


def test_a_failed_first_reading_keeps_a_rival_that_reads_the_answerless_file_with_a_not_sure(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, KO_GLUED, "quiz.txt")
    assert len(deck.questions) == 6
    assert any("not sure" in s and "it fails" in s for s in said)


def test_a_near_tie_goes_to_the_reading_that_finds_and_answers_more_and_says_not_sure() -> None:
    from quizdeck.core.diagnostics import Diagnostics, Pos
    from quizdeck.importers import arbiter
    from quizdeck.importers.base import Source
    from quizdeck.importers.fit import Fit
    from quizdeck.importers.formats import FORMATS
    from quizdeck.importers.imported import ImportedDeck, ImportedQuestion

    def reading(n: int, answered: int, score_used: float) -> arbiter.Reading:
        questions = [ImportedQuestion(Pos("s.txt", k + 1, 1), f"q{k}", answer=[0] if k < answered else None)
                     for k in range(n)]
        fit = Fit(questions=n, shaped=1.0, used=score_used, answered=answered / n, numbered=0, steady=1.0,
                  clean=1.0, unused_lines=0, misplaced=0, lines=100)
        return arbiter.Reading(FORMATS[0], ImportedDeck("d", "d", "s", questions=questions), Diagnostics(), fit)

    first = reading(30, 0, 0.8)
    fewer = reading(33, 33, 0.71)            # 0.71 fit
    more = reading(45, 37, 0.76)             # a hair under it, more questions, more answers
    assert more.fit.score < fewer.fit.score <= more.fit.score + 0.01
    assert arbiter._best([first, fewer, more]) is more
    doubts = arbiter._doubts(more, first, more, [first, fewer, more], Source("s.txt", "s.txt", "x"), False)
    assert any("finds and answers fewer" in d.message for d in doubts)
