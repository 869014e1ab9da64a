"""Review of the second look's new checks (session 41): the near misses the first tests did not try.

A glued number that is the text's own (``3- 3-D printing``, the label already taken off), a neighbour's *choice*
numbered like a run, a bare number in a wrapper that is a year or code (``[2019]``, `` `1. e4 e5` ``) say nothing;
the true shapes still warn through CRLF, a quoted cell, another language and a deck cut from the middle of a run."""

from __future__ import annotations

from quizdeck.importers.hiddenlabels import line_number, opens_glued, wrapped_number
from tests.test_import_checks41 import (
    CHOICES,
    SPANISH_CHOICES,
    _check,
    _numbered,
    _titled,
    _wrapped_deck,
)

# -- a running number glued to its word ------------------------------------------------------------


def test_a_glued_number_after_the_label_taken_off_is_the_text():
    """``3- 3-D printing uses:`` between ``2- `` and ``4- ``: the reader took ``3- `` off, ``3-D`` is the text."""
    lines, starts, texts = _numbered(["1- ", "2- ", "3- ", "4- ", "5- "])
    lines[starts[2] - 1] = "3- 3-D printing uses:"
    texts[2] = "3-D printing uses:"
    assert _check(lines, starts, texts, SPANISH_CHOICES) == []


def test_a_neighbours_numbered_choices_are_no_run():
    """An unnumbered file whose choices are ``1- ``, ``2- ``: ``1-Butanol`` on the first question is its text."""
    texts = ["1-Butanol is a:", "Ethanol is a:", "Water is a:"]
    lines: list[str] = []
    starts: list[int] = []
    for text in texts:
        starts.append(len(lines) + 1)
        lines += [text, "1- alcohol", "2- acid", "3- salt", "a"]
    assert _check(lines, starts, texts, [["1- alcohol", "2- acid", "3- salt"]] * 3) == []


def test_a_glued_running_number_still_said_through_crlf_and_a_quoted_cell():
    lines, starts, texts = _numbered(["1- ", "2- ", "3-", "4- ", "5- "])
    assert len(_check([line + "\r" for line in lines], starts, texts, SPANISH_CHOICES)) == 1
    assert opens_glued('"4-La casa:",uno,dos')
    assert not opens_glued("3- 3-D printing")
    assert line_number("## 011. Which?") == (11, ".")


def test_a_glued_number_in_a_file_of_one_question_says_nothing():
    assert _check(["4-La casa:", "uno", "dos", "a"], [1], ["4-La casa:"], [["uno", "dos"]]) == []


# -- a label inside a wrapper ----------------------------------------------------------------------


def test_a_bare_number_in_a_wrapper_off_the_run_says_nothing():
    """A year tag (``[2019]``), code (`` `1. e4 e5` ``), a quoted literal (``"1."``) on the second question: a
    number alone, not the question's place, its neighbours unnumbered."""
    for wrap in ("[2019] ", "`1. e4 e5` is the opening; ", '"1." is printed; '):
        lines, starts, texts = _wrapped_deck(wrap, "", only=1)
        assert _check(lines, starts, texts, CHOICES) == [], wrap


def test_bare_numbers_in_wrappers_that_run_on_are_said():
    """A deck cut from the middle of a bank (``[41]``, ``[42]``, ``[43]``): the run proves them labels."""
    lines, starts, texts = _wrapped_deck("[4{n}] ", "")
    said = _check(lines, starts, texts, CHOICES)
    assert any("starts with '41)' inside '['" in line for line in said), said
    assert wrapped_number("[2019] Qual é a capital?") == 2019
    assert wrapped_number("`Question: What is it?`") is None


def test_a_word_label_in_a_wrapper_in_another_script_is_said():
    lines, starts, texts = _wrapped_deck("«Вопрос {n}: ", "»", only=2)
    said = _check(lines, starts, texts, CHOICES)
    assert len(said) == 1 and "'Вопрос 3:' inside '«'" in said[0]


# -- a section title read into a question ----------------------------------------------------------


def test_title_lines_in_crlf_texts_are_read_as_in_lf():
    assert _titled({2: "Spend Management\r"}) == _titled({2: "Spend Management"})
