"""Marks (session 41, marks41): excerpts written in the shape of the banks, each with a near miss that must not fire.

* a word between two copies of one sign, set apart after the right choice (``$true$``, ``#ok#``, ``::right::``): a
  word box like ``(true)``, learnt and taken off;
* a sign the file sets apart after its right choices (``text 🎯``) glued on after a stop or a quote
  (``text.🎯``, ``"text"🎯``): the same mark;
* sentences under a question's last choice where the file's choices are one line each: an interlude, left out and
  said at its line.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import interludes
from quizdeck.importers.learntmarks import edges, learn
from quizdeck.importers.linekinds import classify
from tests.conftest import read_said, rows_of

_PARTS = [("Which part draws the picture on screen?", ["Processor", "Graphics card", "Hard disk"], 1),
          ("What does memory hold while programs run?", ["Files kept for years", "Running programs", "Power"], 1),
          ("What makes a solid-state disk fast?", ["Flash memory", "A bigger platter", "A louder fan"], 0),
          ("Which board joins every part together?", ["The keyboard", "The motherboard", "The screen"], 1),
          ("What cools the processor?", ["A fan", "A printer", "A mouse"], 0)]


def _boxed(mark: str, gaps: tuple[str, ...] = (" ", "  ")) -> str:
    out = ["Quiz on the parts of a computer", ""]
    for n, (stem, choices, k) in enumerate(_PARTS, start=1):
        out.append(f"{n}. {stem}")
        out += [f"{'abc'[j]}) {c}" + (gaps[n % len(gaps)] + mark if j == k else "") for j, c in enumerate(choices)]
        out.append("")
    return "\r\n".join(out)


def test_a_word_between_two_copies_of_one_sign_after_the_text_is_a_mark(tmp_path: Path) -> None:
    for mark in ("$true$", "#ok#", "%correct%", "::right::"):
        deck, said = read_said(tmp_path, _boxed(mark), "exemple.quiz")
        assert rows_of(deck) == [(s, c, [k]) for s, c, k in _PARTS], (mark, said)


def test_the_sign_box_is_an_edge_like_a_bracketed_word() -> None:
    got = edges("b) Graphics card  $true$")
    assert [(e.mark.edge, e.mark.token) for e in got] == [("after", "$true$")]
    assert [(e.mark.edge, e.mark.token) for e in edges("b) x ::Right::")] == [("after", "::right::")]


def test_emphasis_code_quotes_and_math_that_differs_are_no_sign_box(tmp_path: Path) -> None:
    for text in ("b) Graphics card *true*", "b) Graphics card `true`", "b) Graphics card \"true\"",
                 "b) Graphics card _true_", "b) Graphics card ==true=="):
        assert not any("true" in e.mark.token for e in edges(text)), text
    # a math span ending one choice of each question, a different one each time: text, not a mark
    out = []
    for n, (stem, choices, k) in enumerate(_PARTS, start=1):
        out.append(f"{n}. {stem}")
        out += [f"{'abc'[j]}) {c}" + (f" ${'xyzuv'[n - 1]}y$" if j == k else "") for j, c in enumerate(choices)]
        out.append("")
    deck, _ = read_said(tmp_path, "\n".join(out), "maths.txt")
    assert all(q.answer is None for q in deck.questions)
    assert any("$" in c.text for q in deck.questions for c in q.choices)


_TRIVIA = [("What is the cat called?", ["Pizza Man", "Mews", "Junior"], 1, "apart"),
           ("Which game do they always play?", ["Hide and seek", "Truth or dare", "Tag", "Dungeons"], 3, "apart"),
           ("What does the girl have to be told?", ["\"You are one too!\"", "Nothing, just accept \"no\"", "Run"],
            1, "quote"),
           ("What sits in the visions before the end?", ["A phone.", "A clock in the wall.", "A TV."], 1, "stop"),
           ("What does the pet like to eat?", ["Chips.", "Nougat bars.", "Pizza."], 1, "apart"),
           ("What did he eat from the fridge?", ["A raw chicken.", "Cans mixed with rubbish.", "Ice."], 1, "stop"),
           ("Who is the bald eagle?", ["Joyce", "Hopper", "Murray"], 2, "apart")]


def _trivia(sign: str, glued: str = "glued") -> str:
    out = ["Welcome to the town. The rules are simple.", ""]
    for n, (stem, choices, k, how) in enumerate(_TRIVIA, start=1):
        out.append(f"{n}.. {stem}")
        for j, c in enumerate(choices):
            mark = "" if j != k else (f" {sign}" if how == "apart" or glued != "glued" else sign)
            out.append(f"{'ABCD'[j]}) {c}{mark}")
        out.append("")
    return "\n".join(out)


def test_a_sign_set_apart_is_the_same_mark_glued_on_after_a_stop_or_a_quote(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _trivia("🎯"), "preguntas.txt")
    assert rows_of(deck) == [(s, c, [k]) for s, c, k, _ in _TRIVIA], said
    assert not any("🎯" in c.text for q in deck.questions for c in q.choices)


def test_a_sign_glued_on_after_a_stop_is_no_mark_unless_the_file_sets_it_apart() -> None:
    # ``.*`` after a sentence, on one choice of each question, never set apart: a footnote's sign, no candidate
    choices = [[c + ("*" if j == k and c.endswith(".") else "") for j, c in enumerate(cs)] for _, cs, k, _ in _TRIVIA
               if cs[k].endswith(".")]
    assert len(choices) >= 2
    got = learn(choices, range(len(choices)), {})
    assert got is None or all(m.token != "*" for m in got.marks)
    assert [e.stuck for e in edges("B) A clock in the wall.🎯")] == [True]
    assert [e.stuck for e in edges("B) A clock in the wall 🎯")] == [False]


_ROUND = [("What is the cat called?", ["Pizza Man", "Mews", "Junior"]),
          ("Which game do they play?", ["Hide and seek", "Truth or dare", "Dungeons"]),
          ("Which creature is the pet?", ["A demodog", "A mind flayer", "A bat"]),
          ("Who is the bald eagle?", ["Joyce", "Hopper", "Murray"]),
          ("What is the dog's difference?", ["It plays more.", "Its mouth opens like a flower.", "It has no collar."]),
          ("What does the clock mean?", ["Run.", "Dinner.", "Nothing."])]
_INTERLUDE = ["Welcome to the next dimension of this room.", "Rule #1: If your nose bleeds, you are winning.",
              "Rule #2: If you hear a clock, leave your waffles and run!\""]


def _round(under: list[str], after: int = 4, wrapped: bool = False) -> str:
    out = []
    for n, (stem, choices) in enumerate(_ROUND, start=1):
        out.append(f"{n}.. {stem}")
        for j, c in enumerate(choices):
            out.append(f"{'ABC'[j]}) {c}")
            if wrapped and j == 0:
                out.append("Which goes on here.")   # a choice of two lines: the file's choices wrap
        if n == after:
            out += under
        out.append("")
    return "\n".join(out)


def test_sentences_under_a_last_one_line_choice_are_an_interlude_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _round(_INTERLUDE), "round.txt")
    assert [c for _, c, _ in rows_of(deck)] == [c for _, c in _ROUND], said
    assert any(":20:" in s and "interlude" in s for s in said), said


def test_lines_that_go_on_with_the_choice_or_a_file_of_wrapped_choices_stay_its_text(tmp_path: Path) -> None:
    # the next line goes on in small letters: the choice wraps
    deck, _ = read_said(tmp_path, _round(["who is no friend of ours.", "And then the end."]), "round.txt")
    assert "who is no friend" in deck.questions[3].choices[-1].text
    # one line alone under the choice: its end, wrapped
    deck, _ = read_said(tmp_path, _round(["And the end of it all."]), "round.txt")
    assert all("interlude" not in c.text for q in deck.questions for c in q.choices)
    assert "And the end of it all." in deck.questions[3].choices[-1].text
    # the file's choices wrap elsewhere: no proof that choices are one line
    deck, said = read_said(tmp_path, _round(_INTERLUDE, wrapped=True), "round.txt")
    assert not any("interlude" in s for s in said), said


def test_the_interlude_rule_itself() -> None:
    lines = classify(["D) It has no collar.", *_INTERLUDE])
    assert interludes.interlude(lines) == 1
    assert interludes.interlude(classify(["D) It has no collar.", "Rule one.", "but not a sentence"])) == 0
    assert interludes.interlude(classify(["D) x", "  Rule one is here.", "  Rule two is here."])) == 0   # indented
    assert interludes.sentence("¡Que comience el juego antes de cenar!\"") and not interludes.sentence("Run")
    assert interludes.opens("¿Qué es?") and not interludes.opens("goes on here.")
