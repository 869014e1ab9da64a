"""Review of session 46's layout rules (task46-rev-layout): near misses of the three rules, written here in our own
words, each read as before (or said at its line).

* the first-choice convention for blank-line blocks of bare lines turns a file with no answers into a deck of
  assumed answers: it must not fire on files that are no quiz (titles over lines: poems, a glossary, steps, a table
  of contents; a code listing under each question), and where it cannot tell (a survey) it says so at line 1;
* a tag line over every block is a category of two values at least: one word over every block (``Question``) is a
  type line, read as before;
* a heading in bold ending nearly every question's text is taken off only where it is that heading, not another.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.base import Source
from quizdeck.importers.blocktags import block_tags
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.layout import LayoutReader
from tests.conftest import read_said


def _blocks(blocks: list[list[str]]) -> str:
    return "\n\n".join("\n".join(b) for b in blocks) + "\n"


def _first_said(said: list[str]) -> list[str]:
    return [s for s in said if "FIRST choice" in s]


_QUIZ = [
    ["Which river runs through Cairo?", "the Nile", "the Niger", "the Congo"],
    ["Which bird cannot fly?", "the kiwi", "the swift", "the tern", "the gull"],
    ["The largest ocean is:", "the Pacific", "the Indian", "the Arctic"],
    ["What is frozen water called?", "ice", "steam", "mist", "dew", "rain"],
    ["Which bird sings at night?", "the nightingale", "the crow", "the duck"],
    ["Which river is the longest in Europe?", "the Volga", "the Thames", "the Seine", "the Po"],
]

#: blank-line blocks of a title over bare lines: no quiz (no first line asks)
_NOT_QUIZZES = {
    "poems": [
        ["Harbour at Night", "boats asleep against the wall", "gulls above the masts", "the tide forgets the shore"],
        ["Frost", "thin white on the grass", "a crow walks the furrows"],
        ["Lanterns", "paper lights along the river", "children carry them at dusk", "the water keeps them",
         "until the bend"],
        ["Old Road", "stones worn smooth by carts", "hedges taller than a man", "a gate nobody opens"],
    ],
    "glossary": [
        ["Osmosis", "water crossing a membrane", "from low to high concentration"],
        ["Mitosis", "one cell making two alike", "for growth and repair", "in body cells"],
        ["Meiosis", "cells making gametes", "half the chromosomes", "in sex organs", "variation comes of it"],
        ["Diffusion", "particles spreading out", "from high to low concentration"],
    ],
    "steps": [
        ["Making tea", "boil the water", "put a bag in the cup", "pour", "wait three minutes"],
        ["Making toast", "slice the bread", "toast the slices", "butter them while warm"],
        ["Washing a bike", "rinse the frame", "soap the frame", "scrub the chain", "rinse again", "dry the frame"],
        ["Sowing beans", "dig a hole", "drop the bean in", "cover with soil"],
    ],
    "contents": [
        ["Part One", "Introduction", "Getting started", "Installing the tools"],
        ["Part Two", "Writing code", "Testing it", "Shipping it", "Support"],
        ["Part Three", "Maintenance", "Upgrades"],
        ["Part Four", "Appendix", "Index", "Glossary"],
    ],
}


@pytest.mark.parametrize("kind", sorted(_NOT_QUIZZES))
def test_near_miss_titles_over_lines_take_no_first_choice(tmp_path: Path, kind: str) -> None:
    deck, said = read_said(tmp_path, _blocks(_NOT_QUIZZES[kind]), f"{kind}.txt")
    assert not _first_said(said)
    assert all(q.answer is None for q in deck.questions)


def test_near_miss_code_listing_under_each_question_takes_no_first_choice(tmp_path: Path) -> None:
    text = _blocks([
        ["What does this print?", "total = 1", "if total > 0:", "print(total)"],
        ["What is the value of n?", "n = 3", "while n < 10:", "n = n * 2"],
        ["What does the loop print?", "for k in range(2):", "print(k)", "done = True"],
        ["Which line runs first?", "def main():", "return 1", "main()"],
    ])
    deck, said = read_said(tmp_path, text, "listing.txt")
    assert not _first_said(said)
    assert all(q.answer is None for q in deck.questions)


def test_survey_cannot_be_told_apart_and_is_said_at_line_1(tmp_path: Path) -> None:
    text = _blocks([
        ["How satisfied are you with the shop?", "very", "somewhat", "not at all"],
        ["How often do you come here?", "every week", "every month", "rarely", "this is my first time"],
        ["Would you tell a friend about us?", "yes", "maybe"],
        ["Which counter did you visit?", "fruit", "bakery", "fish", "flowers"],
    ])
    deck, said = read_said(tmp_path, text, "survey.txt")
    first = _first_said(said)
    assert len(first) == 1 and ":1:1: warning:" in first[0] and "ALL 4 answers are assumed" in first[0]
    assert "a survey" in first[0]                    # its hint says the shape is a survey's too
    assert all(q.answer == [0] for q in deck.questions)


def test_crlf_reads_as_lf_and_tabs_take_no_first_choice(tmp_path: Path) -> None:
    lf, lf_said = read_said(tmp_path, _blocks(_QUIZ), "lf.txt")
    crlf, crlf_said = read_said(tmp_path, _blocks(_QUIZ).replace("\n", "\r\n"), "crlf.txt")
    assert [(q.text, q.answer) for q in crlf.questions] == [(q.text, q.answer) for q in lf.questions]
    assert len(_first_said(lf_said)) == len(_first_said(crlf_said)) == 1
    tabbed = _blocks([[b[0], *(f"\t{c}" for c in b[1:])] for b in _QUIZ])
    tabs, said = read_said(tmp_path, tabbed, "tabs.txt")
    assert not _first_said(said)                     # indented lines are no quiz app's bare lines
    assert all(q.answer is None for q in tabs.questions)


def test_near_miss_one_word_over_every_block_is_a_type_line_not_a_tag(tmp_path: Path) -> None:
    blocks = [["Question", *b] for b in _QUIZ]
    assert block_tags(blocks) == []
    deck, said = read_said(tmp_path, _blocks(blocks), "typed.txt")
    assert not any("question's tag" in s for s in said)
    assert all(not q.tags for q in deck.questions)


def test_near_miss_tagged_blocks_that_do_not_ask_keep_tags_take_no_first_choice(tmp_path: Path) -> None:
    tags = ["rivers", "birds"] * 3
    blocks = [[tag, f"{b[0].rstrip('?:')} is", *b[1:]] for tag, b in zip(tags, _QUIZ, strict=True)]   # (no asking)
    deck, said = read_said(tmp_path, _blocks(blocks), "tagged.txt")
    assert [q.tags for q in deck.questions] == [["rivers"], ["birds"]] * 3
    assert any(":1:1: warning: the first line of each of the 6 blocks" in s for s in said)
    assert not _first_said(said)


def _guide(headings: list[str]) -> str:
    out = ["# Practice", ""]
    for n, heading in enumerate(headings, start=1):
        out += [f"### Item {n}", "", f"What is {n} plus one?", "", f"**{heading}**", ""]
        out += [f"{k}. {n + k - 1} apples" for k in range(1, 4)]
        out += ["", "**Answer**", f"{n + 1} apples", ""]
    return "\n".join(out) + "\n"


def test_near_miss_another_heading_ending_one_text_is_kept() -> None:
    diags = Diagnostics()
    deck = ImportedDeck(name="guide", key="", origin="guide.md")
    LayoutReader(Source("guide.md", "guide.md", _guide(["Options"] * 9 + ["Hint"])), diags).read(deck)
    assert len(deck.questions) == 10
    ends = [q.text.splitlines()[-1] for q in deck.questions]
    assert ends[:9] == [f"What is {n} plus one?" for n in range(1, 10)]
    assert ends[9] == "**Hint**"                     # not the file's heading: kept in its text
    assert [q.answer for q in deck.questions] == [[1]] * 10
