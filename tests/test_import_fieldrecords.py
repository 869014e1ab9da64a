"""Records of labelled fields (importers/fieldrecords.py, through importers/layout.py): each question a
record of fields after labels the file repeats, the value on the lines under each label; which field is
the question, which holds the choices, which the answer and which the explanation is learnt from the
values, not from the labels' words (so the same tests pass with the labels in any language).

The shape is that of a dev bank no reader read (session 11's held-out `题库.md`: `**题目：**` /
`**选项：**` / `**正确答案：**` / `**解析：**`, 0 of 100 found).
"""

from __future__ import annotations

import pytest

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.layout import LayoutReader


def _read(text: str) -> tuple[ImportedDeck, Diagnostics]:
    diags = Diagnostics()
    deck = ImportedDeck(name="quiz", key="", origin="quiz.md")
    LayoutReader(Source("quiz.md", "quiz.md", text), diags).read(deck)
    return deck, diags


def _questions(deck: ImportedDeck) -> list[tuple[str, list[str], list[int] | None, str | None]]:
    return [(q.text, [c.text for c in q.choices], q.answer, q.explanation) for q in deck.questions]


def _warnings(diags: Diagnostics) -> list[tuple[int, str]]:
    return [(d.pos.line, d.message) for d in diags.sorted() if d.severity == "warning"]


ROWS = [("Capital of France?", ["Berlin", "Paris", "Rome"], 1, "Paris is on the Seine."),
        ("Capital of Italy?", ["Rome", "Oslo", "Bern", "Vienna"], 0, "Rome, since 1871."),
        ("Capital of Spain?", ["Lisbon", "Athens", "Madrid", "Dublin"], 2, "Madrid is central."),
        ("Capital of Norway?", ["Helsinki", "Oslo", "Riga", "Tallinn"], 1, "Oslo is on a fjord.")]

LABELS = {"zh": ("**题目：**", "**选项：**", "**正确答案：**", "**解析：**"),
          "es": ("Pregunta:", "Opciones:", "Respuesta correcta:", "Explicación:"),
          "fi": ("__Kysymys:__", "__Vaihtoehdot:__", "__Oikea vastaus:__", "__Selitys:__")}


def _bank(labels: tuple[str, str, str, str], answer: str = "letter+text", heading: bool = True) -> str:
    q, c, a, e = labels
    out = []
    for n, (text, choices, right, why) in enumerate(ROWS, start=1):
        if heading:
            out += [f"## **Q{n:03}**", "", ""]
        out += [q, "", text, "", c, ""]
        out += [f"{'ABCD'[k]} {choice}" for k, choice in enumerate(choices)]
        said = {"letter+text": f"{'ABCD'[right]} {choices[right]}", "letter": "ABCD"[right],
                "text": choices[right]}[answer]
        out += ["", a, "", said, "", e, "", why, "", "------", ""]
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("language", sorted(LABELS))
@pytest.mark.parametrize("answer", ["letter+text", "letter", "text"])
def test_fields_under_their_labels_in_any_language_are_question_choices_answer_and_explanation(language, answer):
    text = _bank(LABELS[language], answer)
    deck, diags = _read(text)
    assert _questions(deck) == [(q, c, [r], e) for q, c, r, e in ROWS]
    assert _warnings(diags) == []
    assert deck.unused(text.split("\n")) == []


def test_the_roles_come_from_the_values_whatever_order_the_labels_come_in():
    # the same fields, the choices' label first in the file's own words: still the choices (their values
    # are a lettered list); the question is the field before them, the answer the field naming a choice
    text = "".join(f"Kysymys:\n{q}\nVaihtoehdot:\n" + "".join(f"{'ABCD'[k]} {x}\n" for k, x in enumerate(c))
                   + f"Selitys:\n{e}\nVastaus:\n{'ABCD'[r]}\n\n" for q, c, r, e in ROWS)
    deck, _ = _read(text)
    assert [(q.text, q.answer) for q in deck.questions] == [(q, [r]) for q, _, r, _ in ROWS]
    assert [q.explanation for q in deck.questions] == [e for *_, e in ROWS]


def test_an_answer_whose_letter_names_a_choice_and_whose_text_is_another_is_read_by_its_letter_and_said():
    text = _bank(LABELS["zh"]).replace("B Oslo\n\n**解析：**", "B Oslo (the capital)\n\n**解析：**")
    deck, diags = _read(text)
    assert [q.answer for q in deck.questions] == [[1], [0], [2], [1]]
    assert [line for line, _ in _warnings(diags)] == [text.split("\n").index("B Oslo (the capital)") + 1]


def test_a_record_without_its_choices_is_said_at_its_line_and_the_others_are_read():
    text = _bank(LABELS["es"], heading=False)
    lines = text.split("\n")
    start = lines.index("Capital of Spain?")
    cut = lines[:start + 2] + lines[start + 9:]      # the third question loses its options
    deck, diags = _read("\n".join(cut))
    assert [q.text for q in deck.questions if q.answer is not None] == \
        ["Capital of France?", "Capital of Italy?", "Capital of Norway?"]
    assert diags.warnings


def test_a_scenario_field_above_the_question_field_is_the_start_of_its_text_and_a_topic_is_not():
    text = "".join(f"Topic: geo\n\nScenario:\nYou plan a long trip through Europe by train, city by city, {n}.\n\n"
                   f"Question:\n{q}\n" + "".join(f"{'ABCD'[k]}) {x}\n" for k, x in enumerate(c))
                   + f"\nAnswer: {'ABCD'[r]}\n\n---\n\n" for n, (q, c, r, _) in enumerate(ROWS))
    deck, _ = _read(text)
    assert [q.text for q in deck.questions] == \
        [f"You plan a long trip through Europe by train, city by city, {n}.\n{q}" for n, (q, *_) in enumerate(ROWS)]
    assert [q.answer for q in deck.questions] == [[r] for _, _, r, _ in ROWS]


def test_choices_on_one_line_in_their_field_in_another_alphabet():
    # "Варианты: А) x Б) y В) z" on the label's own line; the answer's field names one by its letter
    text = "".join(f"Вопрос:\n{q}\nВарианты: " + " ".join(f"{'АБВГ'[k]}) {x}" for k, x in enumerate(c))
                   + f"\nОтвет:\n{'АБВГ'[r]}\n\n" for q, c, r, _ in ROWS)
    deck, diags = _read(text)
    assert [(q.text, [c.text for c in q.choices], q.answer) for q in deck.questions] == \
        [(q, c, [r]) for q, c, r, _ in ROWS]
    assert _warnings(diags) == []
