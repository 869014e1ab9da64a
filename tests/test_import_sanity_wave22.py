"""The second look (importers/sanity.py), session 22: a first word of one form most question texts keep (a number
and a time limit, ``07(30s)``), and a choice that lists its question's other choices as its items, are said."""

from __future__ import annotations

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.sanity import check_deck


def _check(texts: list[str], choices: list[list[str]]) -> list[str]:
    questions = []
    for k, (text, cs) in enumerate(zip(texts, choices, strict=True)):
        q = ImportedQuestion(Pos("t.txt", 1 + 6 * k, 1), text, [ImportedChoice(c) for c in cs], [0])
        q.use(1 + 6 * k, 1 + 6 * k + len(cs))
        questions.append(q)
    source = "\n".join("\n".join([t, *cs, "", ""][:6]) for t, cs in zip(texts, choices, strict=True)) + "\n"
    diags = Diagnostics()
    check_deck(ImportedDeck(name="t", key="t-0", origin="t.txt", questions=questions), Source("t.txt", "t.txt", source),
               diags)
    return [d.message for d in diags.sorted() if d.severity == "warning"]


#: Hungarian questions
ASKED = ["Mi Magyarország fővárosa?", "Melyik folyó folyik át Budapesten?", "Hány megye van?",
         "Ki írta a Toldit?", "Melyik a legnagyobb tó?"]
CHOICES = [["Budapest", "Debrecen", "Szeged"], ["Duna", "Tisza", "Rába"], ["19", "20", "17"],
           ["Arany János", "Petőfi Sándor", "Jókai Mór"], ["Balaton", "Velencei-tó", "Tisza-tó"]]


def test_a_first_word_of_one_form_its_values_varying_is_said_once() -> None:
    texts = [f"{k + 1:02d}({15 + 5 * (k % 2)}mp) {t}" for k, t in enumerate(ASKED)]
    said = _check(texts, CHOICES)
    assert [s for s in said if "a word of one form" in s] == [
        "5 of 5 question texts start with a word of one form, its values varying ('01(15mp)', '02(20mp)'…): the "
        "source's number or a label kept in the text?"]


def test_first_words_that_are_numbers_or_words_say_nothing() -> None:
    texts = [f"{k + 3} {t}" for k, t in enumerate(ASKED)]
    assert not [s for s in _check(texts, CHOICES) if "a word of one form" in s]
    assert not [s for s in _check(ASKED, CHOICES) if "a word of one form" in s]


def test_a_choice_listing_the_other_choices_is_said() -> None:
    choices = [[", ".join(cs), cs[0]] for cs in CHOICES]
    said = _check(ASKED, choices)
    assert [s for s in said if "lists every other choice" in s] == [
        "question 1's choice A lists every other choice of it as its items ('Budapest, Debrecen, Szeged'): the "
        "choices written on one line, read as one choice? (and 4 more like it)"]


def test_choices_that_merely_hold_commas_say_nothing() -> None:
    choices = [["Arany, Petőfi", "Jókai, Mikszáth", "Ady, Babits"] for _ in CHOICES]
    assert not [s for s in _check(ASKED, choices) if "lists every other choice" in s]


def _after(blocks: list[tuple[str, list[str], str, str]]) -> list[str]:
    lines: list[str] = []
    questions = []
    for text, choices, answer, why in blocks:
        first = len(lines) + 1
        lines += [text, "", *[x for c in choices for x in (c, "")], f"Answer: {answer}", "", why, "", ""]
        q = ImportedQuestion(Pos("t.txt", first, 1), text, [ImportedChoice(t) for t in [*choices, why]], [0])
        q.use(first, len(lines))
        questions.append(q)
    diags = Diagnostics()
    check_deck(ImportedDeck(name="t", key="t-0", origin="t.txt", questions=questions),
               Source("t.txt", "t.txt", "\n".join(lines) + "\n"), diags)
    return [d.message for d in diags.sorted()]


def test_a_choice_after_the_answer_line_in_every_question_is_said() -> None:
    said = _after([("Melyik a legnagyobb tó?", ["Balaton", "Fertő", "Velencei-tó"], "Balaton",
                    "A Balaton Közép-Európa legnagyobb tava."),
                   ("Melyik folyó a leghosszabb?", ["Duna", "Tisza", "Rába"], "Duna", "A Duna a második leghosszabb.")])
    assert said == ["question 1's choice D stands after its answer line (line 9): a paragraph after the answer, an "
                    "explanation, read as a choice? (and 1 more like it)"]


def test_a_choice_after_the_answer_line_in_one_question_says_nothing() -> None:
    said = _after([("Melyik a legnagyobb tó?", ["Balaton", "Fertő", "Velencei-tó"], "Balaton", "Tisza-tó")])
    assert not [s for s in said if "after its answer line" in s]
