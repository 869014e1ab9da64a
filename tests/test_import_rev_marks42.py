"""Review of marks42 (session 42): near-miss shapes for the branch's rules, each where a rule must not fire.

* a blank line is no line that asks: two bulleted runs of other signs apart by blank lines keep the first as choices;
* a line that asks above the first run keeps it the choices (an explanation's list below ``Why not the others?``);
* an error-free marked reading kept with fewer answers than the plain one is said;
* a learnt last-choice key is proved by its short values alone;
* shapes that held: a single question's numbered choices after dashes, a choice that merely ends in a right word on
  every question, code under an announcing line, Roman numerals, CRLF line ends.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import markedpick, numberopeners, ocrnumbers
from quizdeck.importers.stemlists import after_asking
from tests.conftest import read_said, rows_of
from tests.test_import_marks42 import _deck

_TOOLS = [("Which tool fits best?", ["alpha", "beta", "gamma"]),
          ("Which tool is the oldest?", ["delta", "epsilon", "zeta"]),
          ("Which tool is free?", ["eta", "theta", "iota"])]


def _explained(why: str = "Why not the others? Consider:") -> str:
    """Practice questions under headings: the choices as '-' items, then an explanation with a '*' list."""
    out = ["# Practice", ""]
    for n, (stem, choices) in enumerate(_TOOLS, start=1):
        out += [f"## Q{n}.", "", "You run a shop.", "", stem, ""] + [f"- {c}" for c in choices]
        out += ["", why, "", "* the first is slow", "* the last is big", ""]
    return "\n".join(out)


def test_a_blank_line_between_two_lists_is_no_line_that_asks(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _explained(), "practice.md")
    assert [[c.text for c in q.choices] for q in deck.questions] == [c for _, c in _TOOLS], said


def test_a_list_after_the_line_that_asks_stays_the_choices_above_an_explanation_that_asks(tmp_path: Path) -> None:
    # (the explanation that asks on its own line is read as a question of its own, as before the branch: warned)
    deck, said = read_said(tmp_path, _explained("Why not the others?"), "practice.md")
    asked = [[c.text for c in q.choices] for q in deck.questions if q.text.endswith(tuple(s for s, _ in _TOOLS))]
    assert asked == [c for _, c in _TOOLS], said


def test_after_asking_with_the_questions_top() -> None:
    # blank lines (4, 7) ask nothing; a line that asks at 1, above the first run: it is the choices
    assert after_asking([(2, 4, "-"), (8, 10, "*")], lambda j: j in {1, 6}, top=0) == 0
    # no line that asks above the first run: the stem list, then the choices after the line that asks (as before)
    assert after_asking([(2, 4, "*"), (8, 10, "-")], lambda j: j == 6, top=0) == 1


def test_an_error_free_marked_reading_with_fewer_answers_is_said() -> None:
    # as many questions, the plain reading (one error) answers 10, the marked one 2: kept for its lack of errors, said
    plain = markedpick.Reading(_deck(*[(4, True)] * 10), errors=1)
    marked = markedpick.Reading(_deck(*[(4, True)] * 2, *[(4, False)] * 8), errors=0)
    assert markedpick.pick(plain, marked, paired=False) == markedpick.Pick(True, doubtful=True)
    assert "no answer is missing" in markedpick.doubt(plain, marked)
    # as many answered: no doubt
    same = markedpick.Reading(_deck(*[(4, True)] * 10), errors=0)
    assert markedpick.pick(plain, same, paired=False) == markedpick.Pick(True)
    # fewer questions: the question count's doubt, as the branch says it
    fewer = markedpick.Reading(_deck(*[(4, True)] * 5), errors=0)
    assert "no question is missing" in markedpick.doubt(plain, fewer)


_SHEET = [("How many legs has a spider?", ["Six", "Eight", "Ten", "Twelve"], 1),
          ("Which planet is the largest?", ["Mars", "Venus", "Jupiter", "Mercury"], 2),
          ("Which gas do plants take in?", ["Oxygen", "Carbon dioxide", "Nitrogen", "Helium"], 1),
          ("What is frozen water called?", ["Ice", "Steam", "Fog", "Dew"], 0),
          ("What does a short-range radar look for?",
           ["Sounds", "Air targets flying low at very short distances", "Smells", "Colours"], 1),
          ("Which metal is liquid when warm?", ["Iron", "Gallium", "Lead", "Tin"], 1)]


def test_a_long_value_does_not_help_prove_a_last_choice_key(tmp_path: Path) -> None:
    # three short tails, one naming no choice ("Note: see page"): two resolve; the long one would make three
    out = ["type,id,question,A,B,C,D,correct"]
    tails = {1: "Note: b", 2: "Note: c", 3: "Note: see page",
             5: "Note: b) Air targets flying low at very short distances"}
    for n, (q, ch, k) in enumerate(_SHEET, start=1):
        if n in tails:
            out.append(f"single,{n},{q},{','.join(ch[:3])},{ch[3]} {tails[n]},")
        else:
            out.append(f"single,{n},{q},{','.join(ch)},{'abcd'[k]}")
    deck, said = read_said(tmp_path, "\n".join(out) + "\n", "exam.csv")
    assert deck.questions[4].answer is None, said
    assert "Note: b)" in deck.questions[4].choices[-1].text


def test_a_single_questions_numbered_choices_after_dashes_are_no_records(tmp_path: Path) -> None:
    text = "Which one is a prime number?\n\n- 1) four\n\n- 2) seven\n\n- 3) nine\n\n- 4) ten\n\nAnswer: 2\n"
    deck, said = read_said(tmp_path, text, "one.txt")
    assert rows_of(deck) == [("Which one is a prime number?", ["four", "seven", "nine", "ten"], [1])], said


def test_a_choice_that_merely_ends_in_a_right_word_is_no_mark(tmp_path: Path) -> None:
    qs = [("¿Capital de Francia?", ["Madrid", "París", "Roma"]), ("¿Dos más dos?", ["tres", "cuatro", "cinco"]),
          ("¿Color del cielo?", ["verde", "azul", "rojo"]), ("¿Planeta rojo?", ["Marte", "Venus", "Tierra"])]
    text = "".join(f"{n}. {s}\na) {c[0]}\nb) {c[1]}\nc) {c[2]}\nd) Ninguna respuesta es correcta\n\n"
                   for n, (s, c) in enumerate(qs, start=1))
    deck, said = read_said(tmp_path, text, "ninguna.txt")
    assert all(q.answer is None for q in deck.questions), said
    assert all(q.choices[-1].text == "Ninguna respuesta es correcta" for q in deck.questions)


def test_code_under_an_announcing_line_is_no_indented_choices(tmp_path: Path) -> None:
    text = "".join(f"  {n}. What does this print?\n    a. 1\n    b. 2\n    c. 3\n  Answer: b\n\n" for n in range(1, 5))
    text += "  5. Given the code below:\n      x = 1\n      print(x)\n\n    a. 1\n    b. x\n    c. error\n  Answer: a\n"
    for name, body in (("code.txt", text), ("crlf.txt", text.replace("\n", "\r\n"))):
        deck, said = read_said(tmp_path, body, name)
        assert [[c.text for c in q.choices] for q in deck.questions] == [["1", "2", "3"]] * 4 + [["1", "x", "error"]]
        assert deck.questions[4].answer == [0], said


def test_roman_and_list_numbers_are_no_misread_or_opened_numbers() -> None:
    assert ocrnumbers.rewritten(["I. Part", "1. a", "II. Part", "2. b", "III. Part", "3. c"]) is None
    assert ocrnumbers.rewritten(["10. a", "", "II. b", "", "13. c"]) is None   # 11 between 10 and 13: not proved
    assert numberopeners.rewritten(["- 1) x", "- 2) y", "- 3) z"]) is None   # no blank line above: a list
