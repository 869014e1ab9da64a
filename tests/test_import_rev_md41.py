"""Review of session 41's Markdown rules (task41-rev-md): near-miss shapes the rules must not fire on, or must say.

Mended here:

* a link or image found whole before code spans are cut out holds a backtick run it does not close
  (``[a `b](notes.md) or `c```): the code span binds first, as in CommonMark, so there is no link to rewrite;
* a code span of prose taken off leaves ``# of bits…`` at the text's start once the label is off: a heading, so a
  ``#`` opening a word is escaped (``C#`` stays);
* which choices collide once their images are rewritten is found in one pass (it compared every pair).

Held (tests that pin them): running keys from 0 with answers that could count from 1 are said, a one-key mapping
is no run, an answer naming a key is said, CRLF sources, a glued number whose next question breaks the run.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.images import collided, outside_code
from quizdeck.importers.keyedlists import order
from quizdeck.importers.locallinks import _MD_LINK
from tests.conftest import read_said, rows_of


def _upper(part: str) -> str:
    return part.upper()


# -- links and images found whole before code spans ---------------------------------------------------------------

def test_a_link_holding_an_unclosed_backtick_is_no_link() -> None:
    # CommonMark: `b](notes.md) or ` is a code span; the link does not exist and the code stays as written
    got = outside_code("Is [a `b](notes.md) or `c` right?", _upper, whole=_MD_LINK)
    assert "`b](notes.md) or `" in got


def test_a_link_whose_text_holds_a_whole_code_span_is_still_found() -> None:
    assert outside_code("Is [a `b`](notes.md) right?", _upper, whole=_MD_LINK) == "IS [A `B`](NOTES.MD) RIGHT?"


def test_collisions_are_found_by_group() -> None:
    assert collided(["![A](a.png)", "![A](a.png \"t\")", "A t"], ["A", "A", "A t"]) == {0, 1}
    assert collided(["x", "x", "y"], ["x", "x", "y"]) == set()           # the same text twice is no collision
    assert collided([f"c{i}" for i in range(5000)], [f"c{i}" for i in range(5000)]) == set()


# -- a code span of prose ----------------------------------------------------------------------------------------

def _spans(first: str, n: int = 4, eol: str = "\n") -> str:
    return "".join(f"`Question {i}: {first.format(i=i)}`{eol}{eol}- [x] Eight{eol}- [ ] Four{eol}{eol}"
                   for i in range(1, n + 1))


def test_a_hash_opening_the_prose_is_no_heading(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _spans("# of bits in a byte, asked as number {i}?"), "h.md")
    assert all(r[0].startswith("\\# of bits") for r in rows_of(deck)), rows_of(deck)
    deck, _ = read_said(tmp_path, _spans("Which language is C# in number {i}?"), "c.md")
    assert all("C#" in r[0] and "\\#" not in r[0] for r in rows_of(deck)), rows_of(deck)


def test_prose_spans_in_a_crlf_file(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _spans("Which word names the colour number {i}?", eol="\r\n"), "r.md")
    assert [r[0] for r in rows_of(deck)] == [f"Which word names the colour number {i}?" for i in range(1, 5)]


def test_a_single_prose_span_question_stays_as_written(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _spans("Which word names the colour number {i}?", n=1), "one.md")
    assert all("`" in r[0] or "Question" in r[0] for r in rows_of(deck)) or not deck.questions


# -- running keys ------------------------------------------------------------------------------------------------

def _front(keys: list[str], answers: list[str]) -> str:
    out = "---\ntitle: Quiz\nquestions:\n"
    for w, a in zip(("one", "two", "three"), answers, strict=True):
        out += f"  - text: \"Which of these numbers is {w}?\"\n    answer: {a}\n    choices:\n"
        out += "".join(f"      {k}: \"{v}\"\n" for k, v in zip(keys, ("one", "two", "three"), strict=True))
    return out + "---\n"


def test_keys_from_zero_with_answers_that_may_count_from_one_are_said(tmp_path: Path) -> None:
    _, said = read_said(tmp_path, _front(["'0'", "'1'", "'2'"], ["1", "2", "1"]), "z.md")
    assert any("not sure whether the numbers" in s for s in said), said
    assert any("read as lists" in s for s in said), said


def test_answers_naming_the_keys_are_said(tmp_path: Path) -> None:
    _, said = read_said(tmp_path, _front(["option1", "option2", "option3"], ["option1", "option2", "option3"]),
                        "k.md")
    assert any("names one of its" in s for s in said), said


def test_one_key_years_and_mixed_keys_are_no_run() -> None:
    assert order(["question-1"]) is None
    assert order(["2019", "2020"]) is None
    assert order(["1", "2", "2b"]) is None
    assert order(["q1", "Q2"]) == [0, 1]


# -- a running label glued to its word ---------------------------------------------------------------------------

def test_a_glued_number_whose_next_question_breaks_the_run_stays(tmp_path: Path) -> None:
    # 4-La sits between 3- and a question that starts again at 1: the run does not prove the glued label
    text = "".join(f"{n}- La capital número {w} es:\na) Roma\nb) Oslo\n\n" for n, w in
                   ((1, "uno"), (2, "dos"), (3, "tres"), (1, "cuatro"), (2, "cinco")))
    text = text.replace("1- La capital número cuatro", "4-La capital número cuatro")
    deck, _ = read_said(tmp_path, text, "g.txt")
    assert any(r[0].startswith("4-La capital") for r in rows_of(deck)), rows_of(deck)
