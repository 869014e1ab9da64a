"""Markdown and plain text whose blocks the reader cut in the wrong place, each read by the file's own repetition.

Session 24's classes of the blocks engineer: the right choice written in another block form than its run's other
choices (a heading among paragraphs), once per question.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

#: a small quiz in German: question, choices, the right one
QUIZ_DE = [
    ("Wie viele Beine hat eine Spinne?", ["sechs", "acht", "zehn", "vier"], 1),
    ("Welche Stadt ist die Hauptstadt von Österreich?", ["Graz", "Linz", "Wien", "Salzburg"], 2),
    ("Welcher Vogel kann nicht fliegen?", ["Spatz", "Strauß", "Adler", "Meise"], 1),
    ("Wie viel ist zwei plus zwei?", ["vier", "fünf", "drei", "zweiundzwanzig"], 0),
    ("Welcher Fluss fließt durch Köln?", ["Donau", "Elbe", "Main", "Rhein"], 3),
]


def _headed(level: str, sep: str = "\n\n") -> str:
    out = ["# Quiz\n"]
    for n, (q, choices, right) in enumerate(QUIZ_DE, 1):
        out.append(f"### {n}. {q}\n")
        out.append(sep.join(f"{level} {'ABCD'[j]}) {c}" if j == right else f"{'ABCD'[j]}) {c}"
                            for j, c in enumerate(choices)) + "\n")
        out.append("</br></br>\n")
    return "\n".join(out)


def test_a_choice_written_as_a_heading_among_paragraph_choices_is_that_choice_and_the_right_one(
        tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _headed("####"), "quiz.md")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_DE]
    assert not any("in no question" in s for s in said)


def test_headings_that_open_with_a_label_but_are_no_run_s_choice_stay_headings(tmp_path: Path) -> None:
    # the choices are a list; the lettered headings are parts of the page, each over its own questions
    text = "\n".join(f"## {'ABCDE'[n]}) Teil {n + 1}\n\n{n + 1}. {q}\n\n" + "\n".join(
        f"- {'*' if j == r else ''}{c}{'*' if j == r else ''}" for j, c in enumerate(cs)) + "\n"
        for n, (q, cs, r) in enumerate(QUIZ_DE))
    deck, _ = read_said(tmp_path, text, "quiz.md")
    assert [q.text for q in deck.questions] == [q for q, _, _ in QUIZ_DE]
    assert all(not c.text.startswith("**") for q in deck.questions for c in q.choices)
