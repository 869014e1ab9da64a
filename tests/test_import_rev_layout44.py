"""Review of layout44: near misses of its rules, shapes the branch did not test, each read as it must be.

* ``lettermarks``: a one-letter word opening one choice a question (``A mammal``, ``a city``, Polish ``w domu``) is the
  choice's text, no tick: no answer is read from it and the letter stays (a tick is a small letter over a text that
  does not go on in small letters, ``x Carbon dioxide``);
* ``scorelines``: choices that are quantities (``1 / 2 cup``, ``3 / 4 cup``) are no score line: none is taken off;
  a score earns no more than is possible (``5 / 4 points`` is none);
* ``signedruns``: a number's sign after the bullet (``- -3``) or the bullet again is the choice's text, no mark;
* rules that held (tested so they keep holding): a graded page with CRLF line ends, a file whose preamble and last
  line look like a closing key's, roman statements that are the choices themselves, level words of one kind only
  where the text is read otherwise.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import read_said, rows_of
from tests.test_import_layout44 import _expected, _graded

_ARTICLES = {
    "capital": [("What is a whale?", ["A mammal", "Fish", "Reptile"]),
                ("What is a rose?", ["Tree", "A flower", "Grass"]),
                ("What is Paris?", ["River", "Mountain", "A city"])],
    "small": [("what is a whale?", ["a mammal", "fish", "reptile"]),
              ("what is a rose?", ["tree", "a flower", "grass"]),
              ("what is paris?", ["river", "mountain", "a city"])],
    "polish": [("Gdzie jest kot?", ["w domu", "na stole", "pod krzesłem"]),
               ("Gdzie jest pies?", ["przy drzwiach", "w ogrodzie", "na dworze"]),
               ("Gdzie jest mysz?", ["pod podłogą", "za szafą", "w norze"])],
}


@pytest.mark.parametrize("kind", sorted(_ARTICLES))
def test_a_one_letter_word_opening_one_choice_is_no_tick(tmp_path: Path, kind: str) -> None:
    rows = _ARTICLES[kind]
    deck, said = read_said(tmp_path, "\n\n".join("\n".join([q, *c]) for q, c in rows), "quiz.txt")
    assert [(t, c) for t, c, _ in rows_of(deck)] == rows, said   # the letter kept in the choice's text
    right = [[c.index(t) for t in c if t.split()[0] in {"A", "a", "w"}] for _, c in rows]
    # no answer read from the word: none, or the file's first-choice convention said at line 1
    assert [a for _, _, a in rows_of(deck)] != right or any("FIRST choice" in s for s in said), said


def test_a_tick_is_a_small_letter_over_a_text_not_going_on_small() -> None:
    from quizdeck.importers.lettermarks import learn, marked
    ticked = [(["Which?"], ["Oxygen", "x Carbon", "Helium"]), (["Which?"], ["x (i) only", "(ii) only", "Both"]),
              (["Which?"], ["Mars", "Venus", "x Jupiter"])]
    assert learn(ticked) == "x"
    words = [(["Which?"], ["x ray", "Light", "Sound"]), (["Which?"], ["Heat", "x axis", "Mass"]),
             (["Which?"], ["Gas", "Ice", "x factor"])]
    assert learn(words) is None   # "x ray": the text goes on in small letters, a word
    assert learn([(s, [c.replace("x ", "X ") for c in cs]) for s, cs in ticked]) is None   # no small letter
    assert marked("x Carbon", "x") == "Carbon" and marked("x ray", "x") is None


_QUANTITIES = [("How much flour?", ["1 / 2 cup", "3 / 4 cup", "1 / 3 cup"], "B"),
               ("How much sugar?", ["1 / 4 cup", "2 / 3 cup", "1 / 8 cup"], "C"),
               ("How much milk?", ["1 / 2 litre", "3 / 4 litre", "1 / 3 litre"], "A"),
               ("How much oil?", ["1 / 2 spoon", "3 / 4 spoon", "1 / 3 spoon"], "A")]


def test_choices_that_are_quantities_are_no_score_lines(tmp_path: Path) -> None:
    text = "\n\n".join("\n".join([f"Question {n}", q, *c, f"Answer: {a}"])
                       for n, (q, c, a) in enumerate(_QUANTITIES, start=1))
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == [(q, c, ["ABC".index(a)]) for q, c, a in _QUANTITIES], said


def test_ticked_quantities_keep_their_first_choice(tmp_path: Path) -> None:
    text = "\n\n".join("\n".join([f"{n}.", f"Question {n}", q, "",
                                  *[("x " if j == "ABC".index(a) else "") + t for j, t in enumerate(c)]])
                       for n, (q, c, a) in enumerate(_QUANTITIES, start=1))
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == [(q, c, ["ABC".index(a)]) for q, c, a in _QUANTITIES], said


def test_a_score_is_one_alone_and_earns_no_more_than_possible() -> None:
    from quizdeck.importers.scorelines import alone, graded, score_line
    assert score_line("1 / 1 point") and score_line("0,5 / 1 Punkt") and not score_line("5 / 4 points")
    assert alone(["1 / 1 point", "Oxygen", "Helium"]) and not alone(["1 / 2 cup", "3 / 4 cup", "1 / 3 cup"])
    assert not graded([["q", "1 / 2 cup", "3 / 4 cup"], ["q", "1 / 4 cup", "2 / 3 cup"]])


def test_a_number_s_sign_after_the_bullet_is_no_mark() -> None:
    from quizdeck.importers.signedruns import learn
    negative = [["- 3", "- -3", "- 9", "= 3 - 6"], ["- -5", "- 5", "- 9", "= 2 - 7"], ["- 5", "- 3", "- -3", "= 1 - 4"]]
    signs = learn(negative)
    assert signs is not None and signs.mark is None   # "-3" a negative choice: nothing marks the right one
    doubled = [["-a", "--b", "-c", "=B."], ["--a", "-b", "-c", "=A."], ["-a", "-b", "--c", "=C."]]
    got = learn(doubled)
    assert got is not None and got.mark is None       # the bullet again: no second sign
    marked = learn([["-5", "-*7", "-8", "=Seven."], ["-a", "-b", "-*c", "=C."]])
    assert marked is not None and marked.mark == "*"  # the branch's shape still learnt


def test_a_graded_page_with_crlf_line_ends(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _graded().replace("\n", "\r\n"), "quiz.md")
    assert rows_of(deck) == _expected(), said


def test_a_preamble_and_a_last_opening_key_are_no_closing_key(tmp_path: Path) -> None:
    rows = [("Longest river?", ["Nile", "Rhine", "Po"], "a"), ("Largest desert?", ["Sahara", "Gobi", "Thar"], "a"),
            ("Deepest ocean?", ["Pacific", "Arctic", "Indian"], "a"),
            ("Highest peak?", ["Fuji", "Everest", "Etna"], "b")]
    out = ["Geography quiz", "by a teacher"]
    for q, c, a in rows:
        out += [f"Q: {q}", *[f"{'abc'[j]}) {t}" for j, t in enumerate(c)], f"Answer: {a}"]
    deck, said = read_said(tmp_path, "\n".join([*out, "Q: that is all, thanks"]), "quiz.txt")
    got = rows_of(deck)
    assert [(c, a) for _, c, a in got] == [(c, ["abc".index(a)]) for _, c, a in rows], said
    assert [t.splitlines()[-1] for t, _, _ in got][1:] == [q for q, _, _ in rows][1:], said


def test_roman_numbered_choices_naming_each_other_stay_choices() -> None:
    from quizdeck.importers.stemstatements import statements
    assert statements(["i. Red", "ii. Blue", "iii. Both (i) and (ii)", "iv. Neither"]) == 0


def test_glued_negative_choices_read_as_bullets_without_a_mark(tmp_path: Path) -> None:
    out: list[str] = []
    for stem, choices, why in [("What is 3 minus 6?", ["-3", "--3", "-9"], "=3-6"),
                               ("What is 2 minus 7?", ["--5", "-5", "-9"], "=2-7"),
                               ("What is 1 minus 4?", ["-5", "-3", "--3"], "=1-4")]:
        out += ["<quiz>", stem, *choices, why, ""]
    deck, said = read_said(tmp_path, "\n".join(out), "quiz.txt")
    assert [c for _, c, _ in rows_of(deck)] == [["3", "-3", "9"], ["-5", "5", "9"], ["5", "3", "-3"]], said
    assert all(a is None for _, _, a in rows_of(deck)) and any("has an answer read" in s for s in said), said
