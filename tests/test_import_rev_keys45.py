"""A second read of session 45's key rules (keys45): the near-misses each rule met, those that held and those mended.

Mended: sign paragraphs under a question's own list of choices are its verdicts' prose, no options
(``verdictparagraphs._after_a_list``); a note goes on after a blank line in its own list's kind only, so a numbered
question (``2. Which …?``) after a note of ``-`` items is no note (``verdictparagraphs._notes``); a review page's
label written once over the page's line under second labels (``Pregunta 1`` over ``Respuesta``, its first label
and text pasted above it) is said at its line (``repeatedheads``).
Held: a reason after a dash that is another choice's text (said by the reader), labels joined by a word of any
language, CRLF, a single question of sign paragraphs (no proof: no options read, said), a number followed by a
full stop.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import crossedkeys, repeatedheads, verdictparagraphs
from quizdeck.importers.answerlines import CONFLICT, _Choices, resolve
from tests.conftest import read_said, rows_of
from tests.test_import_keys45 import _revealed, _review, _sheet

_CODE = [("What does len('abc') give?", ["3", "'abc'", "an error"], 0),
         ("Which keyword defines a function?", ["fun", "def", "lambda"], 1),
         ("What is 2 ** 3?", ["6", "9", "8"], 2),
         ("Which literal is a list?", ["(1,)", "[1]", "{1}"], 1)]


def _sign(right: bool) -> str:
    return "\u2705" if right else "\u274c"


def _verdicts_under_choices(labelled: bool) -> str:
    """Numbered questions with their own choices (``- 3`` or ``a) 3``), then the author's verdicts on two of them
    as sign paragraphs, then a line of prose: no options, a review's comments."""
    out = ["# Quiz", ""]
    for n, (stem, choices, right) in enumerate(_CODE[:3], start=1):
        out += [f"{n}. {stem}", ""]
        out += [f"   {'abc'[k] + ')' if labelled else '-'} {c}" for k, c in enumerate(choices)] + [""]
        out += [f"{_sign(True)} {choices[right]} is right", "", f"{_sign(False)} {choices[right - 1]} is wrong", ""]
        out += ["Explanation: see the docs.", ""]
    return "\n".join(out) + "\n"


def test_sign_paragraphs_under_a_questions_own_choices_are_no_options(tmp_path: Path) -> None:
    for labelled in (False, True):
        text = _verdicts_under_choices(labelled)
        lines = text.splitlines()
        assert verdictparagraphs.find(lines, [False] * len(lines)) is None
        deck, _ = read_said(tmp_path, text, "quiz.md")
        assert [r[1] for r in rows_of(deck)] == [c for _, c, _ in _CODE[:3]]


def _numbered_review(rule_every: int) -> str:
    """Options as sign paragraphs with a ``-`` note, under questions numbered as a list (``2. Which …?``), a rule
    after every ``rule_every``-th question only."""
    out: list[str] = []
    for n, (stem, choices, right) in enumerate(_CODE, start=1):
        out += [f"{n}. {stem}", ""]
        for k, c in enumerate(choices):
            out += [f"**{_sign(k == right)}** {c}", f"- why {n}.{k}", ""]
        out += ["---", ""] if n % rule_every == 0 else []
    return "\n".join(out) + "\n"


def test_a_numbered_question_after_a_note_is_no_part_of_the_note(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _numbered_review(2), "review.md")
    assert len(deck.questions) == 4                  # was 2: questions 2 and 4 blanked as notes, 6 options each
    assert all(len(q.choices) == 3 for q in deck.questions)
    assert [q.answer for q in deck.questions] in ([[0], [1], [2], [1]], [None] * 4)


def test_a_note_goes_on_in_its_own_kind() -> None:
    lines = ["**1. Pick**", "", "**\u2705** yes", "- it is", "", "- see the docs", "", "**\u274c** no", "- it is not",
             "", "---", "", "**2. Pick**", "", "**\u2705** up", "1. first", "", "2. second", "", "**\u274c** down",
             "- not so"]
    found = verdictparagraphs.find(lines, [False] * len(lines))
    assert found is not None
    assert found.noted[2] == [3, 5] and found.noted[14] == [15, 17]


def test_sign_paragraphs_with_crlf_read_as_with_lf(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _review().replace("\n", "\r\n"), "review.md")
    assert [(r[1], r[2]) for r in rows_of(deck)] == [(["'abc'", "3"], [1]), (["fun", "def"], [1]), (["6", "8"], [1])]


def test_one_question_of_sign_paragraphs_proves_nothing(tmp_path: Path) -> None:
    one = _review().split("-------")[0]
    lines = one.splitlines()
    assert verdictparagraphs.find(lines, [False] * len(lines)) is None
    deck, said = read_said(tmp_path, one, "review.md")
    assert all(q.answer is None for q in deck.questions) and any("gives no answer" in s for s in said)


def test_a_reason_that_is_another_choices_text_is_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _revealed(True, "The Danube"), "revealed.md")
    assert deck.questions[0].answer == [1] and deck.questions[0].explanation is None
    assert any("names B by its label but choice C by its text" in s for s in said)


def test_labels_joined_by_a_word_keep_both(tmp_path: Path) -> None:
    for value in ("A and C", "A y C", "A und C", "A & C", "A, C", "A/C"):
        deck, said = read_said(tmp_path, _sheet({2: value}), "sheet.md")
        assert [r[2] for r in rows_of(deck)] == [[1], [0, 2], [2], [0]], value
        assert not any("in what follows" in s for s in said), value


def test_a_crossed_out_pick_with_crlf_and_in_a_single_question(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _sheet({2: "B(x) A"}).replace("\n", "\r\n"), "sheet.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [0], [2], [0]]
    assert any("crosses out B" in s for s in said)
    one = "1. Which command records a snapshot?\n\n    A. commit\n    B. push\n    C. clone\n\n    Ans: B(x) A\n"
    deck, said = read_said(tmp_path, one, "one.md")
    assert deck.questions[0].answer == [0] and any("crosses out B" in s for s in said)


def test_tails_that_name_no_other_label() -> None:
    texts = ["Iron", "Copper", "Mercury", "Lead"]
    assert crossedkeys.reread([2], " (A and B are solids)", texts) is None        # "A and": words, no labels
    assert crossedkeys.reread([2], ". A is a solid", texts) is None               # after a stop: the reason's
    assert crossedkeys.reread([2], " \u2192 B \u2192 A", texts) is None         # a chain: no crossed-out pick
    assert crossedkeys.reason(" \u2014 A y B son s\u00f3lidos\r", texts, [2]) == "A y B son s\u00f3lidos"


def test_a_number_and_a_stop_is_the_number() -> None:
    assert resolve("2.", _Choices(["0", "1", "3", "2"]), False, unnumbered=True) == CONFLICT
    assert resolve("3 kg", _Choices(["3 kg", "2 kg", "1 kg"]), False, unnumbered=True) == [0]


def _review_page(headless: bool) -> list[str]:
    """A learning platform's review page pasted as text: each question's label, its statement, the label again
    over ``Respuesta`` and the choices; the third review pasted without its header (``headless``)."""
    out = ["Comenzado el lunes", ""]
    qs = [("Qu\u00e9 color tiene el cielo?", ["Azul", "Verde", "Rojo"]),
          ("Cu\u00e1ntas patas tiene un gato?", ["Dos", "Cuatro", "Seis"]),
          ("Qu\u00e9 animal ladra?", ["El perro", "El gato", "El pez"]),
          ("Qu\u00e9 fruta es amarilla?", ["La fresa", "El pl\u00e1tano", "La uva"])]
    for n, (stem, choices) in enumerate(qs, start=1):
        if not (headless and n == 4):
            out += [f"Pregunta {n}", "Correcta", "Enunciado de la pregunta"]
        out += [stem, f"Pregunta {n}", "Respuesta"]
        for k, c in enumerate(choices):
            out += [f"{'ABC'[k]}.", c]
        out += ["Retroalimentaci\u00f3n", f"La respuesta correcta es: {choices[1]}"]
    return out


def test_a_second_label_whose_first_was_not_pasted_is_said_at_its_line() -> None:
    said: list[tuple[int, str]] = []
    got = repeatedheads.rewritten(_review_page(True), lambda at, text, hint: said.append((at, text)))
    assert got is not None
    assert [at for at, _ in said] == [_review_page(True).index("Pregunta 4") + 1]
    assert "'Pregunta 4' is written once" in said[0][1]
    said.clear()
    assert repeatedheads.rewritten(_review_page(False), lambda at, text, hint: said.append((at, text))) is not None
    assert not said                                  # every label has its twin: nothing to say
