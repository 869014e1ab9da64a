"""Second read of session 46's sheet rules (rev-sheets46): near misses the first landing read wrong.

* a series of numbered choices (``Stage-1,Stage-2,Stage-3``) is no glued right-choice mark (csvgluedaffix);
* a column of tags meant literally (``&lt;br&gt;`` as a choice) is no escaped HTML: only cells wrapped in escaped
  tags are (csvescapedhtml);
* prose whose lines end in ``(always);`` is no program (csvprograms);
* a row one cell long whose last two cells are the same (``…,Oslo,Rome,Rome``) is no fifth option (csvanswertail);
* a short row whose topic stands where the other rows' do, however few share it, left out no topic: its answer is
  anchored at its end (csvtable._without_one).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvescapedhtml import escaped_html
from quizdeck.importers.csvgluedaffix import glued_affix
from quizdeck.importers.csvprograms import program_cell
from tests.conftest import read_said, rows_of


def test_glued_series_is_no_mark(tmp_path: Path) -> None:
    rows = [["Stage-1", "Stage-2", "Stage-3"], ["Lap-1", "Lap-2", "Lap-3"], ["Level-9", "Level-1", "Level-5"],
            ["Floor-1", "Floor-4", "Floor-8"], ["Team-2", "Team-1", "Team-3"]]
    assert glued_affix(rows) is None
    text = "".join(f"Which one is {n}?,{','.join(r)}\n" for n, r in enumerate(rows))
    deck, said = read_said(tmp_path, text)
    assert [c.text for c in deck.questions[0].choices] == ["Stage-1", "Stage-2", "Stage-3"]
    assert any("the FIRST choice of each row is taken as the right one" in s for s in said)


def test_glued_mark_beside_plain_choices_still_read() -> None:
    rows = [["Nairobi_1", "Mombasa", "Kisumu"], ["Sea", "Ocean_1", "Lake"], ["Kivu", "Turkana_1", "Malawi"],
            ["Abuja_1", "Lagos", "Kano"], ["Gobi", "Namib", "Sahara_1"]]
    assert glued_affix(rows) == "_1"


def test_literal_escaped_tags_are_no_escaped_html(tmp_path: Path) -> None:
    assert not escaped_html(["&lt;p&gt;", "&lt;div&gt;", "&lt;br&gt;", "&lt;/p&gt;"])
    assert not escaped_html(["Which tag makes a paragraph, &lt;p&gt;?", "Is &lt;br/&gt; empty?"])
    assert escaped_html(["&lt;p&gt;Yes&lt;/p&gt;", " &lt;p&gt;No&lt;br/&gt;&lt;!--EndFragment--&gt;"])
    text = "qid,stem,text,is_right\n" + "".join(
        f"{n},Which tag is {n}?,&lt;{t}&gt;,{int(k == 0)}\n"
        for n, tags in enumerate((("p", "div"), ("br", "hr"), ("li", "ol"), ("/p", "p/")), 1)
        for k, t in enumerate(tags))
    deck, said = read_said(tmp_path, text)
    assert [c.text for c in deck.questions[0].choices] == ["&lt;p&gt;", "&lt;div&gt;"]
    assert not any("escaped once too often" in s for s in said)


def test_prose_ending_as_code_is_no_program() -> None:
    assert not program_cell("Recall the rules (see page 4):\nStop at red (always);\nGo at green (carefully);\n"
                            "Wait at amber (if you can).")
    assert not program_cell("Match the pairs (one each)\nLion and tiger (cats)\nWolf and fox (dogs)")
    assert program_cell("#include <stdio.h>\nint main() {\n  printf(\"%d\", 2);\n}")
    assert program_cell("def f(x):\n    return x * 2\nprint(f(3))")


_TEXT_ANSWERS = """Topic,Question,A,B,C,D,Answer
Math,What is 2+2?,3,4,5,6,4
Math,Which is prime?,2,4,8,9,2
Math,Which is even?,1,2,3,5,2
Geo,Capital of France?,Paris,Rome,Berlin,Madrid,Paris
Geo,Largest ocean?,Atlantic,Pacific,Indian,Arctic,Pacific
Geo,Which city, of these,Milan,Paris,Oslo,Rome,Rome
Geo,Which river flows through Cairo?,Nile,Seine,Volga,Rhine,Nile
"""


def test_row_one_long_repeating_its_answer_cell_is_no_fifth_option(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _TEXT_ANSWERS)
    assert [c.text for c in deck.questions[5].choices] == ["of these", "Milan", "Paris", "Oslo"]
    assert any(":7:1: warning: row 7 has 8 cells where the header has 7 (a `,` in a cell that is not quoted?)" in s
               for s in said)


def test_row_one_long_fifth_option_hint_names_the_delimiter(tmp_path: Path) -> None:
    text = _TEXT_ANSWERS.replace("Geo,Which city, of these,Milan,Paris,Oslo,Rome,Rome",
                                 "Geo,Which city is the capital of Italy?,Milan,Paris,Oslo,Rome, Italy,Rome")
    deck, said = read_said(tmp_path, text)
    assert rows_of(deck)[5] == ("Which city is the capital of Italy?", ["Milan", "Paris", "Oslo", "Rome", "Italy"],
                                [3])
    assert any("if a `,` in a cell split it, quote that cell" in s for s in said)


def test_short_row_topic_in_place_is_read_by_its_anchored_answer(tmp_path: Path) -> None:
    text = """Topic,Question,A,B,C,D,Answer
Math,What is 2+2?,3,4,5,6,B
Math,Which are primes?,2,3,4,6,A
Math,Pick the pair,1,2,3,4,C
Geo,Capital of France?,Paris,Rome,Berlin,Madrid,A
Geo,Largest ocean?,Atlantic,Pacific,Indian,Arctic,B
Geo,Which letter follows A?,B,C,D,A
"""
    deck, said = read_said(tmp_path, text)
    assert rows_of(deck)[5] == ("Which letter follows A?", ["B", "C", "D"], [0])
    assert any(":7:1: warning: row 7 has 6 cells where the other rows have 7: its last cell ('A') is an answer" in s
               for s in said)
