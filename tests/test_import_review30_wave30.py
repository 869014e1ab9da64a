"""Review 30's findings 1-3, each a general rule, with inputs written here:

* a pasted graded page's record scored below full marks (``0 / 1 point``, ``Incorrect`` under the bold pick) shows
  the learner's wrong pick, not the answer: no answer is read from its bold, and this is said at its score line; a
  grader's word (``Incorrect``) alone on its line is a verdict even when the page writes it once, so the feedback
  under it is no choice (``mdgradedpage``, ``answerlines``);
* choices with a yes/no or true/false verdict after several words (``- text (sim)``) right under a question that
  asks (``1. Which ...?``) are its choices, one verdict saying yes: not one true/false question per choice
  (``verdictruns`` declines, ``verdictpairs`` reads them);
* in an HTML quiz keyed by ``data-correct``, an element whose class names an answer's explanation
  (``answer-explanation``) is no option (``mdhtmlkeys``);
* unmarked questions before and after a marked quiz that ask as the marked ones do, over as many choices, are
  questions left unanswered (said), not entries of another kind left out (``answerlines``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import read_said, rows_of

_TOPICS = ["Which river flows through Vienna?", "Which planet has the shortest year?",
           "Which gas do plants take in?", "Which metal is liquid at room temperature?",
           "Which ocean is the largest?"]
_CHOICES = [["Danube", "Rhine", "Elbe", "Seine"], ["Venus", "Mercury", "Mars", "Earth"],
            ["Oxygen", "Helium", "Carbon dioxide", "Neon"], ["Iron", "Copper", "Mercury", "Tin"],
            ["Atlantic", "Indian", "Arctic", "Pacific"]]
_RIGHT = [0, 1, 2, 2, 3]


def _graded(wrong: dict[int, int]) -> str:
    """A graded page of five records; ``wrong`` maps a record to the wrong choice the learner picked."""
    out = ["# Week 2 practice quiz", ""]
    for n, (stem, choices) in enumerate(zip(_TOPICS, _CHOICES, strict=True)):
        pick = wrong.get(n, _RIGHT[n])
        out += [f"**Question {n + 1} {stem}**", f"{0 if n in wrong else 1} / 1 point", ""]
        for k, c in enumerate(choices):
            if k == pick:
                verdict, why = ("Incorrect", "Not quite: review the reading.") if n in wrong else \
                    ("Correct", "Well done: see the reading.")
                out += [f"**{c}**", "", verdict, "", why, "", "To learn more, open lesson 4.", ""]
            else:
                out += [c, ""]
    return "\n".join(out) + "\n"


def test_graded_page_wrong_pick_is_no_answer_and_said_at_its_score_line(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _graded({1: 2, 4: 0}), "s.md")
    rows = rows_of(deck)
    assert [r[1] for r in rows] == _CHOICES          # no verdict, feedback or trailer read as a choice
    assert [r[2] for r in rows] == [[0], None, [2], [2], None]
    score_lines = [n + 1 for n, line in enumerate(_graded({1: 2, 4: 0}).split("\n")) if line.startswith("0 / 1")]
    for line in score_lines:
        assert any(f"s.md:{line}:1: warning:" in s and "wrong pick" in s for s in said), said


def test_graded_page_all_full_marks_reads_the_picks(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _graded({}), "s.md")
    assert [r[2] for r in rows_of(deck)] == [[k] for k in _RIGHT]
    assert not any("wrong pick" in s for s in said)


def _verdicts(yes: str, no: str) -> str:
    subjects = [("volcanoes", ["They form where plates meet", "They are made of ice", "They never erupt"]),
                ("glaciers", ["They are warm rivers", "They carve valleys over time", "They form in deserts"]),
                ("deltas", ["They sit on mountain tops", "They grow in the sky", "They form where rivers end"]),
                ("dunes", ["Wind shapes them", "They are made of granite", "They stand under the sea"])]
    right = [0, 1, 2, 0]
    out = ["# Geography check", ""]
    for n, (subject, choices) in enumerate(subjects):
        out += [f"{n + 1}. Which statement about {subject} is accurate?"]
        out += [f"- {c} ({yes if k == right[n] else no})" for k, c in enumerate(choices)]
        out += [""]
    return "\n".join(out)


@pytest.mark.parametrize("yes, no", [("sim", "não"), ("oui", "non"), ("True", "False")])
def test_verdicts_on_choices_under_a_stem_are_its_choices(tmp_path: Path, yes: str, no: str) -> None:
    deck, _ = read_said(tmp_path, _verdicts(yes, no), "s.md")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == [f"Which statement about {s} is accurate?"
                                    for s in ("volcanoes", "glaciers", "deltas", "dunes")]
    assert [len(r[1]) for r in rows] == [3, 3, 3, 3]
    assert [r[2] for r in rows] == [[0], [1], [2], [0]]


def test_true_false_parts_under_a_heading_that_names_the_verdicts_stay_statements(tmp_path: Path) -> None:
    text = "\n".join(["# Physique", "", "## Partie 1", "", "Vrai ou faux ?",
                      "- La lumière se propage dans le vide (Vrai)", "- Le son se propage dans le vide (Faux)",
                      "- L'eau bout à 100 °C au niveau de la mer (Vrai)", "", "## Partie 2", "", "Vrai ou faux ?",
                      "- Le fer est attiré par un aimant (Vrai)", "- Le cuivre est attiré par un aimant (Faux)",
                      "- La Terre tourne autour du Soleil (Vrai)", ""])
    deck, _ = read_said(tmp_path, text, "s.md")
    rows = rows_of(deck)
    assert len(rows) == 6
    assert rows[0][0] == "La lumière se propage dans le vide"


@pytest.mark.parametrize("option, explanation", [('<div class="option" data-option="{k}">{c}</div>',
                                                       '<div class="answer-explanation">{e}</div>'),
                                                      ('<li class="choice" data-option="{k}">{c}</li>',
                                                       '<div class="answer">{e}</div>')])
def test_html_keyed_quiz_explanation_element_is_no_option(tmp_path: Path, option: str, explanation: str) -> None:
    items = [("She ___ to work by bus.", ["take", "takes", "taking", "taken"], "b", "Third person takes -s."),
             ("We ___ lunch when it rained.", ["were eating", "eat", "eats", "eaten"], "a", "Past continuous."),
             ("He has ___ finished.", ["yet", "already", "still", "ever"], "b", "Already, before the verb."),
             ("They ___ here since May.", ["are", "have been", "were", "be"], "b", "Present perfect for since.")]
    out = ["# Grammar", "", '<div class="quiz">']
    for n, (stem, choices, key, why) in enumerate(items):
        out += [f'  <div class="question" data-correct="{key}">', f"    <h3>{n + 1}. {stem}</h3>"]
        out += ["    " + option.format(k="abcd"[k], c=c) for k, c in enumerate(choices)]
        out += ["    " + explanation.format(e=why), "  </div>", ""]
    out += ["</div>", ""]
    deck, _ = read_said(tmp_path, "\n".join(out), "s.md")
    rows = rows_of(deck)
    assert [r[1] for r in rows] == [i[1] for i in items]
    assert [r[2] for r in rows] == [[1], [0], [1], [1]]


def test_unmarked_questions_around_a_marked_quiz_stay_questions(tmp_path: Path) -> None:
    countries = ["Chile", "Perú", "Cuba", "Japón", "Kenia", "Egipto", "Grecia", "Noruega", "Polonia", "Irlanda",
                 "Canadá", "Corea"]
    cities = ["Lima", "Santiago", "Atenas", "Oslo"]
    out = ["# Capitales", ""]
    for n, country in enumerate(countries):
        out += [f"{n + 1}. ¿Cuál es la capital de {country}?", ""]
        out += [f"- {city}{' ←' if 2 <= n <= 8 and k == n % 4 else ''}" for k, city in enumerate(cities)]
        out += [""]
    deck, said = read_said(tmp_path, "\n".join(out), "s.md")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == [f"¿Cuál es la capital de {c}?" for c in countries]
    assert all(r[1] == cities for r in rows)
    assert [r[2] for r in rows] == [None, None, *[[n % 4] for n in range(2, 9)], None, None, None]
    assert any("read with no answer" in s for s in said)
