"""A running label left in the question's text, learnt from what the file's records repeat and taken off.

Session 25's class of the prefixes engineer: every record opens with a label the file repeats (a number that
rises by one, a word and a number, a bracketed kind) and the reader kept it on the question's text: a number
and its sign before every record whose count restarts, a number counting from 0 set off by a space only, the
running number glued to a text that itself opens with digits, a word and a number with a sub-letter for questions
inserted later, a kind in round brackets glued to the text. The inputs are written here, in other languages.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Pos
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.mend import mend_deck
from tests.conftest import read_said, rows_of

#: a small quiz in Portuguese: question, choices, the right one
QUIZ_PT = [
    ("Qual é a capital de Portugal?", ["Porto", "Lisboa", "Braga", "Faro"], 1),
    ("Quantos dias tem uma semana?", ["cinco", "seis", "sete", "oito"], 2),
    ("Que cor tem o céu limpo?", ["azul", "verde", "vermelho", "preto"], 0),
    ("Qual destes é um mamífero?", ["truta", "águia", "sapo", "baleia"], 3),
    ("Em que continente fica o Brasil?", ["Europa", "Ásia", "América", "África"], 2),
    ("Qual é o maior planeta?", ["Marte", "Júpiter", "Vénus", "Terra"], 1),
]


def _quiz(labels: list[str], texts: list[str] | None = None) -> str:
    out = []
    for n, (q, choices, right) in enumerate(QUIZ_PT):
        text = texts[n] if texts else q
        out.append(f"{labels[n]}{text}")
        out.extend(f"{'ABCD'[j]}. {c}" for j, c in enumerate(choices))
        out.append(f"\nResposta: {'ABCD'[right]}")
        out.append("")
    return "\n".join(out)


def test_a_number_and_its_sign_before_every_record_is_taken_off_though_its_count_restarts(tmp_path: Path) -> None:
    # a required question's star, the number of the question in its part of the exam: 1, 2, 3, then 1, 2, 1
    deck, _ = read_said(tmp_path, _quiz(["*1) ", "*2) ", "*3) ", "*1) ", "*2) ", "*1) "]), "quiz.txt")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_PT]


def _mend(texts: list[str]) -> tuple[list[str], list[str]]:
    deck = ImportedDeck("quiz", "k", "quiz.txt", questions=[
        ImportedQuestion(Pos("quiz.txt", 3 * n + 1), text, [ImportedChoice("sim"), ImportedChoice("não")])
        for n, text in enumerate(texts)])
    mend_deck(deck)
    return [q.text for q in deck.questions], deck.mended


def test_a_number_and_its_sign_before_nine_records_in_ten_is_the_label_though_it_does_not_run() -> None:
    # questions drawn from a larger set keep their numbers there; the star marks a required question
    numbers = [12, 5, 31, 7, 18, 2]
    texts, mended = _mend([f"*{n}) {q}" for n, (q, _, _) in zip(numbers, QUIZ_PT, strict=True)])
    assert texts == [q for q, _, _ in QUIZ_PT]
    assert mended


def test_one_number_before_every_record_is_no_label() -> None:
    texts = [f"1) {q}" for q, _, _ in QUIZ_PT]
    assert _mend(texts)[0] == texts


def test_a_number_counting_from_0_set_off_by_a_space_only_is_taken_off(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _quiz([f"{n} " for n in range(6)]), "quiz.txt")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_PT]


def test_numbers_that_open_sums_are_the_question_s_text_not_a_label(tmp_path: Path) -> None:
    sums = [f"{n} + {n} = ?" for n in range(1, 7)]
    deck, _ = read_said(tmp_path, _quiz([""] * 6, sums), "quiz.txt")
    assert [q.text for q in deck.questions] == sums


def test_the_running_number_glued_to_a_text_that_opens_with_digits_is_the_next_one_in_the_file() -> None:
    # the reader took each question's number off, but could not where the text itself opens with digits
    lines = ["1. Qual é a capital de Portugal?", "2. Quantos dias tem uma semana?",
             "3.1974 foi o ano de que revolução?",
             "4. Qual destes é um mamífero?", "5.25 de Abril é feriado em que país?", "6. Qual é o maior planeta?"]
    texts = [line.split(" ", 1)[1] for line in lines]
    texts[2], texts[4] = lines[2], lines[4]
    deck = ImportedDeck("quiz", "k", "quiz.txt", questions=[
        ImportedQuestion(Pos("quiz.txt", n + 1), text, [ImportedChoice("sim"), ImportedChoice("não")])
        for n, text in enumerate(texts)])
    mend_deck(deck, lines)
    assert [q.text for q in deck.questions] == [line.split(".", 1)[1].lstrip() for line in lines]
    assert any("its text opening with a digit" in m for m in deck.mended)


def test_a_word_and_a_number_with_a_sub_letter_is_the_file_s_label_too(tmp_path: Path) -> None:
    labels = ["Pergunta 1: ", "Pergunta 2: ", "Pergunta 2a: ", "Pergunta 3: ", "Pergunta 3b: ", "Pergunta 4: "]
    deck, _ = read_said(tmp_path, _quiz(labels), "quiz.txt")
    assert [q.text for q in deck.questions] == [q for q, _, _ in QUIZ_PT]


def test_a_kind_in_round_brackets_glued_to_the_text_becomes_the_question_s_tag(tmp_path: Path) -> None:
    kinds = ["(escolha)", "(escolha, 2 pontos)", "(escolha)", "(teste)", "(teste)", "(escolha, 5 pontos)"]
    deck, _ = read_said(tmp_path, _quiz([f"{n}. {k}" for n, k in enumerate(kinds, 1)]), "quiz.txt")
    assert [q.text for q in deck.questions] == [q for q, _, _ in QUIZ_PT]
    assert [q.tags for q in deck.questions] == [[k.strip("()").split(",")[0]] for k in kinds]


def test_a_sign_and_a_running_number_set_off_by_a_space_is_the_file_s_label() -> None:
    texts, _ = _mend([f"!{n} {q}" for n, (q, _, _) in enumerate(QUIZ_PT, 100)])
    assert texts == [q for q, _, _ in QUIZ_PT]


def test_a_sign_and_a_number_that_open_sums_are_the_question_s_text() -> None:
    sums = [f"-{n} + {n} = ?" for n in range(1, 7)]
    assert _mend(sums)[0] == sums


def test_a_numbered_line_of_the_question_s_own_after_the_file_s_label_stays(tmp_path: Path) -> None:
    # the question's text is a numbered listing on the label's line: its first number is the text's, not a label
    quiz = ["1. Qual é a capital de Portugal?", "    - [ ] Porto", "    - [x] Lisboa", "",
            "2. Quantos dias tem uma semana?", "    - [x] sete", "    - [ ] oito", "",
            "3. 1. x = 2", "    2. x = x * 3", "    > Quanto vale x?", "    - [ ] 2", "    - [x] 6", "",
            "4. Que cor tem o céu limpo?", "    - [x] azul", "    - [ ] verde", "",
            "5. 1. y = 1", "    2. y = y + 4", "    > Quanto vale y?", "    - [x] 5", "    - [ ] 4", ""]
    deck, _ = read_said(tmp_path, "\n".join(quiz), "quiz.md")
    assert [q.text.split("\n")[0] for q in deck.questions] == [
        "Qual é a capital de Portugal?", "Quantos dias tem uma semana?", "1. x = 2", "Que cor tem o céu limpo?",
        "1. y = 1"]
