"""Session 46's layout rules (task46-layout): shapes of real banks the layout reader cut or answered wrong.

* a short line of a few values opening every blank-line block (``fyzika`` over the question and its bare choices):
  the block's tag, not its question; the blocks are the records (blocktags, through layout);
* blank-line blocks of a question over bare choice lines, nothing naming the right one: the first choice of each
  taken as right, as for records of a fixed length, said once at line 1 (firstright, through layout);
* ``**Options**`` / ``**Answer**`` / ``**Explanation**`` headings in bold alone in every question: field labels, not
  text; the answer written as a choice's whole text read by text first (``3`` is the choice ``3``, not the third),
  said where it is another choice's label too (headedanswers, through layout).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.base import Source
from quizdeck.importers.blocktags import block_tags
from quizdeck.importers.headedanswers import heading_word
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.layout import LayoutReader
from tests.conftest import read_said, rows_of


def _blocks(blocks: list[list[str]]) -> str:
    return "\n\n".join("\n".join(b) for b in blocks) + "\n"


# -- 1. a tag line opening every block -----------------------------------------------------------------------------

_TAGGED = _blocks([
    ["plant life", "Which part of a plant takes in water?", "the root", "the petal", "the seed"],
    ["old maps", "On old maps, the sea monsters stood for:", "unknown waters", "harbours"],
    ["plant life", "Green leaves get their colour from:", "chlorophyll", "iron", "salt", "sand"],
    ["old maps", "Who drew the first map with the word America?", "Waldseemüller", "Mercator", "Ortelius"],
    ["plant life", "What do bees carry between flowers?", "pollen", "nectar jars", "seeds"],
    ["old maps", "A map's compass rose shows:", "directions", "heights", "depths"],
])


def test_tag_line_opens_each_block(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _TAGGED, "questions.txt")
    assert rows_of(deck) == [
        ("Which part of a plant takes in water?", ["the root", "the petal", "the seed"], [0]),
        ("On old maps, the sea monsters stood for:", ["unknown waters", "harbours"], [0]),
        ("Green leaves get their colour from:", ["chlorophyll", "iron", "salt", "sand"], [0]),
        ("Who drew the first map with the word America?", ["Waldseemüller", "Mercator", "Ortelius"], [0]),
        ("What do bees carry between flowers?", ["pollen", "nectar jars", "seeds"], [0]),
        ("A map's compass rose shows:", ["directions", "heights", "depths"], [0]),
    ]
    assert [q.tags for q in deck.questions] == [["plant-life"], ["old-maps"]] * 3
    assert [(s.split(": warning: ")[0].rsplit(":", 2)[-2]) for s in said if "question's tag" in s] == ["1"]
    assert any("read as the question's tag" in s and "'plant life', 'old maps'" in s for s in said)
    assert any(":1:1: warning: read as blocks apart by blank lines" in s and "ALL 6 answers are assumed" in s
               for s in said)


def test_tag_values_too_many_kinds_are_no_tags() -> None:
    lines = [["plant life", "Q?", "a", "b"], ["old maps", "Q?", "a", "b"], ["rivers", "Q?", "a", "b"],
             ["plant life", "Q?", "a", "b"], ["stars", "Q?", "a", "b"], ["old maps", "Q?", "a", "b"]]
    assert block_tags(lines) == []       # 4 kinds over 6 blocks: more than a third
    assert block_tags(lines[:1] * 3 + lines[1:2] * 3) == ["plant life", "old maps"]


def test_near_miss_first_lines_that_ask_or_are_long_are_no_tags() -> None:
    asking = [["Which one?", "Q", "a", "b"], ["Which one?", "Q", "a", "b"], ["Which one?", "Q", "a", "b"],
              ["Which one?", "Q", "a", "b"]]
    assert block_tags(asking) == []
    short = [["plant life", "Q?", "a"], ["plant life", "Q?", "a"], ["old maps", "Q?", "a"], ["old maps", "Q?", "a"]]
    assert block_tags(short) == []       # no block of a tag, a question and two choices
    under = [["plant life", "plant life", "a", "b"]] * 4
    assert block_tags(under) == []       # the second line a tag value too


def test_near_miss_untagged_blocks_keep_their_first_line(tmp_path: Path) -> None:
    text = _blocks([
        ["Which part of a plant takes in water?", "the root", "the petal", "the seed"],
        ["What do bees carry between flowers?", "pollen", "nectar jars", "seeds"],
        ["A map's compass rose shows", "directions", "heights", "depths"],
    ])
    deck, said = read_said(tmp_path, text, "questions.txt")
    assert [q.text for q in deck.questions] == ["Which part of a plant takes in water?",
                                                "What do bees carry between flowers?", "A map's compass rose shows"]
    assert all(not q.tags for q in deck.questions)
    assert not any("question's tag" in s for s in said)


# -- 2. blank-line blocks of bare lines: the first choice, said -----------------------------------------------------

_BARE = _blocks([
    ["How many legs has a spider?", "eight", "six", "ten", "none of these"],
    ["Which metal is liquid in a warm room?", "mercury", "tin", "lead", "none of these"],
    ["What colour is a ripe lime?", "green", "blue", "violet", "orange", "none of these"],
    ["Where do penguins live in the wild?", "the south", "the north", "deserts", "none of these"],
])


def test_bare_blocks_first_choice_said_once(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _BARE, "quiz.txt")
    assert rows_of(deck) == [
        ("How many legs has a spider?", ["eight", "six", "ten", "none of these"], [0]),
        ("Which metal is liquid in a warm room?", ["mercury", "tin", "lead", "none of these"], [0]),
        ("What colour is a ripe lime?", ["green", "blue", "violet", "orange", "none of these"], [0]),
        ("Where do penguins live in the wild?", ["the south", "the north", "deserts", "none of these"], [0]),
    ]
    first = [s for s in said if "FIRST choice" in s]
    assert len(first) == 1 and ":1:1: warning: read as blocks apart by blank lines" in first[0]
    assert "ALL 4 answers are assumed" in first[0]
    assert not any("no answer read" in s for s in said)


def test_near_miss_bare_blocks_with_answer_lines_take_no_first_choice(tmp_path: Path) -> None:
    text = _BARE.replace("none of these\n\nWhich", "none of these\nAnswer: C\n\nWhich")
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert not any("FIRST choice" in s for s in said)
    assert not all(q.answer == [0] for q in deck.questions)
    assert any("Answer: C" in s for s in said)            # its line is said, not read as a choice in silence


def test_near_miss_blocks_of_one_length_are_left_to_the_fixed_readers() -> None:
    text = _blocks([b[:4] for b in [
        ["How many legs has a spider?", "eight", "six", "ten"],
        ["Which metal is liquid in a warm room?", "mercury", "tin", "lead"],
        ["What colour is a ripe lime?", "green", "blue", "violet"],
        ["Where do penguins live in the wild?", "the south", "the north", "deserts"],
    ]])
    _, said = _layout(text)
    assert not any("read as blocks apart by blank lines" in s for s in said)


def test_near_miss_lettered_choices_take_no_first_choice(tmp_path: Path) -> None:
    text = _blocks([[b[0], *(f"{'ABCDE'[k]}) {c}" for k, c in enumerate(b[1:]))] for b in [
        ["How many legs has a spider?", "eight", "six", "ten"],
        ["Which metal is liquid in a warm room?", "mercury", "tin", "lead"],
        ["What colour is a ripe lime?", "green", "blue", "violet"],
    ]])
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert not any("FIRST choice" in s for s in said)
    assert all(q.answer is None for q in deck.questions)


# -- 3. parts headed in bold: labels, and answers by text ---------------------------------------------------------

def _guide(items: list[tuple[str, list[str], str]], options_heading: bool = True) -> str:
    out = ["# Number practice", "", '<a id="top"></a>', ""]
    out += [f"- [Item {n:02d}: {text}](#i{n:02d})" for n, (text, _, _) in enumerate(items, start=1)]
    out += ["", "## Items", ""]
    for n, (text, options, answer) in enumerate(items, start=1):
        out += [f'### <a id="i{n:02d}"></a> Item {n:02d}', "", "**Question**  ", text, ""]
        if options_heading or n == 1:
            out += ["**Options**  ", ""]
        out += [f"{k}. {o}  " for k, o in enumerate(options, start=1)]
        out += ["", "**Answer**  ", answer, "", "**Explanation**  ", f"Worked out for item {n}.", "",
                "[Back to the list](#top)", "", ""]
    return "\n".join(out)


_ITEMS = [
    ("Half of six is?", ["3", "2", "6", "12"], "3"),
    ("Which is even?", ["7", "9", "2", "5"], "2"),
    ("A dozen eggs is how many?", ["10", "12", "20", "6"], "12"),
    ("Which letters come after A?", ["AB", "CA", "XY", "BCD"], "BCD"),
]


def _layout(text: str) -> tuple[ImportedDeck, list[str]]:
    """What the layout reader alone reads (the rule is its own; which reader a file keeps is the arbiter's)."""
    diags = Diagnostics()
    deck = ImportedDeck(name="guide", key="", origin="guide.md")
    LayoutReader(Source("guide.md", "guide.md", text), diags).read(deck)
    return deck, [d.format() for d in diags.sorted()]


def _texts(deck: ImportedDeck) -> list[str]:
    return [q.text.splitlines()[-1] for q in deck.questions]


def test_headed_parts_answer_by_text() -> None:
    deck, said = _layout(_guide(_ITEMS))
    assert [([c.text for c in q.choices], q.answer) for q in deck.questions] == [
        (["3", "2", "6", "12"], [0]), (["7", "9", "2", "5"], [2]), (["10", "12", "20", "6"], [1]),
        (["AB", "CA", "XY", "BCD"], [3])]
    assert _texts(deck) == [t for t, _, _ in _ITEMS]         # the **Options** heading is no text
    assert [q.explanation for q in deck.questions] == [f"Worked out for item {n}.\n[Back to the list](#top)"
                                                       for n in range(1, 5)]
    label = [s for s in said if "whole text and choice" in s]
    assert len(label) == 2
    assert "guide.md:25:1: warning: the answer '3' is choice A's whole text and choice C's label" in label[0]
    assert "guide.md:46:1: warning: the answer '2' is choice C's whole text and choice B's label" in label[1]


def test_near_miss_answers_as_labels_are_not_read_by_text() -> None:
    items = [(t, [f"{o} units" for o in opts], "2") for t, opts, _ in _ITEMS]
    deck, said = _layout(_guide(items))
    assert not any("whole text and choice" in s for s in said)
    assert all(q.answer is None for q in deck.questions)     # left to the answer lines' reader after
    assert all((q.explanation or "").startswith("Answer\n2\n") for q in deck.questions)


def test_near_miss_options_heading_on_one_question_is_kept() -> None:
    deck, _ = _layout(_guide(_ITEMS, options_heading=False))
    assert _texts(deck) == ["**Options**", *(t for t, _, _ in _ITEMS[1:])]


def test_heading_word() -> None:
    assert heading_word("**Answer**  ") == "answer"
    assert heading_word("__Options:__") == "options"
    assert heading_word("**Answer:** B") is None       # a key and its value, not a heading alone
    assert heading_word("**2**") is None
