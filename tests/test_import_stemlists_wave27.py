"""A list in a question's text, above its choices, is its text: never choices of their own, nor a question more.

Session 27's class of the continued-choice engineer, in the shape of an exam paper pasted from its PDF (no blank line
inside a question, ``Select ONE option.`` under each): a matching question's two lists (``1.`` to ``4.`` and ``A.``
to ``D.``) over its ``a)`` to ``d)`` choices; statements in Roman numerals (``i.`` to ``v.``) and a bulleted list of
conditions above them; a log's time stamps (``12:43:21``) and a revision table's ``1.7`` are no question numbers. And
what the rule must leave alone: a list lettered in another form that a blank line and a numbered question follow
(its own question's choices), lists of numbered questions one line each, an answer listed after the choices.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

#: plain questions in the paper's own form, some choices wrapped onto a second line as the PDF wrote them
_PLAIN = [
    ("Which river flows through Vienna?", ["The Rhine", "The Danube", "The Elbe", "The Oder"]),
    ("Which metal is liquid at room temperature?", ["Mercury, which is also called quicksilver and was used in",
                                                     "Iron", "Copper", "Tin"]),
    ("Which planet is the largest?", ["Mars", "Venus", "Jupiter", "Mercury"]),
    ("Which of these is a prime number?", ["21", "27", "29", "33"]),
]

_MATCHING = [
    "Given the following dishes:",
    "1. Paella",
    "2. Goulash",
    "3. Pierogi",
    "4. Moussaka",
    "And the following countries:",
    "A. Hungary",
    "B. Poland",
    "C. Greece, where it is baked in layers with aubergine and",
    "minced meat",
    "D. Spain",
    "Which of the following BEST matches the dishes and countries?",
]
_MATCHING_CHOICES = ["1D, 2A, 3B, 4C", "1A, 2D, 3B, 4C", "1D, 2B, 3A, 4C", "1C, 2A, 3D, 4B"]

_ROMAN = [
    "Which of the following are true of the moon?",
    "i. It has no light of its own",
    "ii. It is larger than the earth",
    "iii. It turns once on its axis each month",
    "iv. It has a thick atmosphere",
    "v. Its gravity raises the tides of the sea, twice a day on most",
    "coasts",
]
_ROMAN_CHOICES = ["i, iii, v are true", "ii, iv are true", "i, ii are true", "iii, iv, v are true"]

_BULLETED = [
    "A bakery sells bread under these rules:",
    "• Members pay 10% less",
    "• A loaf bought after six o'clock costs half",
    "• Members pay no more than half in any case",
    "Which price does a member pay for a 4 euro loaf at seven o'clock?",
]
_BULLETED_CHOICES = ["2 euro", "1.80 euro", "3.60 euro", "4 euro"]


def _question(n: int, stem: list[str], choices: list[str]) -> list[str]:
    """One question as the paper writes it: its heading line, its text, its choices ``a)`` on, the instruction."""
    lines = [f"Question #{n} (1 Point)", *stem]
    for k, choice in enumerate(choices):
        lines.append(f"{'abcde'[k]}) {choice}")
    if choices[0].endswith(" in"):   # the wrapped choice's second line, as the PDF wrote it
        lines.insert(len(lines) - len(choices) + 1, "thermometers")
    return [*lines, "Select ONE option."]


def _paper(middle: list[tuple[list[str], list[str]]], above: list[str] | None = None) -> str:
    """A paper of the plain questions with ``middle`` ones between them, no blank line inside it."""
    out = above or ["Sample paper", ""]
    plain = [([q], choices) for q, choices in _PLAIN]
    for n, (stem, choices) in enumerate([*plain[:2], *middle, *plain[2:]], 1):
        out += _question(n, stem, choices)
    return "\n".join(out) + "\n"


def _find(rows: list[tuple[str, list[str], list[int] | None]], words: str) -> tuple[str, list[str]]:
    found = [(text, choices) for text, choices, _ in rows if words in text]
    assert len(found) == 1, [r[0][-60:] for r in rows]
    return found[0]


def test_a_matching_questions_two_lists_are_its_text(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _paper([(_MATCHING, _MATCHING_CHOICES)]), "paper.md")
    rows = rows_of(deck)
    assert len(rows) == 5, [r[0][-60:] for r in rows]
    text, choices = _find(rows, "Given the following dishes")
    assert choices == _MATCHING_CHOICES
    assert "A. Hungary" in text and "4. Moussaka" in text and text.endswith("dishes and countries?")
    assert "C. Greece, where it is baked in layers with aubergine and\nminced meat" in text
    assert not [d for d in said if "look like a question" in d], said


def test_a_lettered_list_right_above_the_choices(tmp_path: Path) -> None:
    """No question asked between the list and the choices: the list still is the text."""
    stem = [*_MATCHING[:6], "A. Hungary", "B. Poland", "C. Greece", "D. Spain"]
    deck, _ = read_said(tmp_path, _paper([(stem, _MATCHING_CHOICES)]), "paper.md")
    rows = rows_of(deck)
    assert len(rows) == 5, [r[0][-60:] for r in rows]
    text, choices = _find(rows, "Given the following dishes")
    assert choices == _MATCHING_CHOICES and text.endswith("D. Spain")


def test_statements_in_roman_numerals_and_a_bulleted_list_are_the_text(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _paper([(_ROMAN, _ROMAN_CHOICES), (_BULLETED, _BULLETED_CHOICES)]), "paper.md")
    rows = rows_of(deck)
    assert len(rows) == 6, [r[0][-60:] for r in rows]
    text, choices = _find(rows, "true of the moon")
    assert choices == _ROMAN_CHOICES and "ii. It is larger than the earth" in text and text.endswith("coasts")
    text, choices = _find(rows, "A bakery sells bread")
    assert choices == _BULLETED_CHOICES and "• Members pay 10% less" in text


_LOG_CHOICES = ["It drops repeated numbers", "It does not sort", "It sorts in descending order", "It crashes"]
#: a question's text over many lines, the question asked only at its end (no paragraph above reads as asking)
_LONG = ["You run a sort function and keep its log.", *[f"Run {k} of the nightly suite passed" for k in range(12)],
         "Which describes the failure BEST?"]


def _no_question_lost(tmp_path: Path, text: str) -> str:
    """Every question read whole, none into the one before it; the text of the log's question."""
    deck, said = read_said(tmp_path, text, "paper.md")
    rows = rows_of(deck)
    assert [len(c) for _, c, _ in rows] == [4, 4, 4, 4, 4], [r[0][-60:] for r in rows]
    found, choices = _find(rows, "You run a sort function")
    assert choices == _LOG_CHOICES
    assert not [d for d in said if "look like a question" in d], said
    return found


def test_a_logs_times_number_no_question(tmp_path: Path) -> None:
    """``12:43:21.003 ...`` lines in a question's text: no question is numbered 12 by them, so none below is read
    into the one before it."""
    log = [_LONG[0], "12:43:21.003 Run of TC1. Input: 3 1 2. Output: 1 2 3", *_LONG[1:]]
    assert "12:43:21.003" in _no_question_lost(tmp_path, _paper([(log, _LOG_CHOICES)]))


def test_a_revision_tables_version_one_numbers_no_question(tmp_path: Path) -> None:
    """``1.7 April 1, 2025`` in the paper's revision table, no 2 after it: no numbering, so no question is read into
    the one before it for want of a number."""
    above = ["Sample paper", "Revision History", "Version Date Remarks", "1.7 April 1, 2025 Wording of question #3",
             "1.6 July 8, 2024 Correction of question #2", "1.0 May 1, 2023 First version", ""]
    _no_question_lost(tmp_path, _paper([(_LONG, _LOG_CHOICES)], above))


def test_a_list_in_another_form_over_a_blank_line_and_the_next_question_is_choices(tmp_path: Path) -> None:
    """The rule leaves alone the choices of a question the file letters otherwise, a blank line below them."""
    text = "\n".join([
        "**1.** Which river flows through Vienna?", "- a) The Rhine", "- b) The Danube", "- c) The Elbe", "",
        "**2.** Is Vienna the capital of Austria?", "- A. Yes", "- B. No", "",
        "**3.** Which metal is liquid at room temperature?", "- a) Mercury", "- b) Iron", "- c) Copper", "",
        "**4.** Which planet is the largest?", "- a) Mars", "- b) Jupiter", "- c) Venus", ""])
    deck, _ = read_said(tmp_path, text, "q.md")
    rows = rows_of(deck)
    assert [choices for _, choices, _ in rows][1] == ["Yes", "No"]
    assert len(rows) == 4


def test_numbered_questions_one_line_each_stay_questions(tmp_path: Path) -> None:
    """``4.`` right under ``3.`` starts a question where no list in another form sits between it and its choices."""
    text = "\n".join([
        "1. The Danube flows through Vienna. (T)", "2. Mercury is a gas at room temperature. (F)",
        "3. Which river flows through Vienna?", "A. The Rhine", "B. The Danube", "C. The Elbe",
        "4. Which planet is the largest?", "A. Mars", "B. Jupiter", "C. Venus",
        "5. Which metal is liquid at room temperature?", "A. Mercury", "B. Iron", "C. Copper", ""])
    deck, _ = read_said(tmp_path, text, "q.md")
    texts = [t for t, _, _ in rows_of(deck)]
    assert any(t.startswith("Which river flows through Vienna?") for t in texts), texts
    assert any(t.startswith("Which planet is the largest?") for t in texts), texts


def test_labels_listed_after_the_choices_stay_the_answer(tmp_path: Path) -> None:
    """``a,c`` a blank line under a cut last choice, in some of the questions only: the answer the file writes so
    (gluedanswers), not the choice's text going on, nor the explanation."""
    out: list[str] = []
    for n, (q, cs) in enumerate(_PLAIN * 2, 1):
        out += [f"**{n}) {q}**", ""]
        for k, choice in enumerate(cs):   # each choice a paragraph of its own, as the bank writes them
            out += [f"{'abcd'[k]}. {choice.removesuffix(' in')}", ""]
        out += ["a,c", ""] if n in (1, 4, 6) else []
    deck, _ = read_said(tmp_path, "\n".join(out), "q.md")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [[0, 2], None, None, [0, 2], None, [0, 2], None, None]
    assert all(not choices[-1].endswith("a,c") for _, choices, _ in rows)
    assert not any(q.explanation for q in deck.questions)
