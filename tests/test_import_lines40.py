"""Lines (session 40, lines40): excerpts written in the shape of the banks, each with a near miss that must not fire.

* inline choices set apart by one separator before each next label (``A) NTP, B) SNMP, C) DHCP, D) DNS``): the
  separator is no part of a choice; a last label with no text is an empty choice, said;
* one ASCII sign glued on before one choice of most questions (`` :for, while``): the right choice's mark, said;
* fixed records ``ID 1004`` / question / ``A    text`` lines with ``x`` in the margin of the right one;
* a record layout's label or key typed with another sign once (``1:`` among ``1.``, ``Q;`` among ``Q:``).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import choiceseparators
from quizdeck.importers.learntmarks import learn
from quizdeck.importers.linekinds import inline_choices
from tests.conftest import read_said, rows_of

_ROWS = [("Which protocol keeps clocks in step?", ["NTP", "SNMP", "DHCP", "DNS"]),
         ("Which layer delivers frames?", ["Data link", "Network", "Transport", "Session"]),
         ("Which port does SSH use?", ["21", "22", "23", "80"]),
         ("Which device splits collision domains?", ["Router", "Switch", "Repeater", "Hub"])]


def _inline_page(sep: str, last_empty: bool = False) -> str:
    out = ["# Networking", ""]
    for n, (stem, choices) in enumerate(_ROWS, start=1):
        texts = [f"{'ABCD'[k]}) {c}" for k, c in enumerate(choices)]
        if last_empty and n == 3:
            texts[-1] = "D)"
        out += [f"{n}. {stem}  ", "   " + f"{sep} ".join(texts) + "  "]
    return "\n".join(out) + "\n"


def test_the_separator_before_each_next_inline_label_is_no_part_of_a_choice(tmp_path: Path) -> None:
    for sep in (",", ";", " |"):
        deck, _ = read_said(tmp_path, _inline_page(sep), "day.markdown")
        assert [choices for _, choices, _ in rows_of(deck)] == [c for _, c in _ROWS], sep


def test_the_separator_comes_off_in_the_line_reader_too() -> None:
    got = inline_choices("Which one? a) red; b) green; c) blue")
    assert got is not None and [c[3] for c in got[1]] == ["red", "green", "blue"]
    got = inline_choices("1、北京、2、上海、3、广州", numbers=True)
    assert got is None or [c[3] for c in got[1]] != ["北京、", "上海、", "广州"]


def test_a_last_label_with_no_text_is_an_empty_choice_said_at_its_line(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _inline_page(",", last_empty=True), "day.markdown")
    assert rows_of(deck)[2][1] == ["21", "22", "23", ""]
    assert any(":8:" in s and "empty" in s for s in said), said


def test_a_separator_that_ends_a_few_choices_only_is_their_text() -> None:
    assert choiceseparators.unseparated(["x,", "y", "z"]) == ["x,", "y", "z"]
    assert choiceseparators.unseparated(["x,", "y;", "z"]) == ["x,", "y;", "z"]
    assert choiceseparators.unseparated(["1,,", "2,,", "3"]) == ["1,,", "2,,", "3"]
    assert choiceseparators.unseparated(["x.", "y.", "z"]) == ["x.", "y.", "z"]     # a stop ends sentences
    assert choiceseparators.row_texts(["x", ""]) is None                             # two labels, one empty: no row


_JAVA = [("Which keyword makes a constant?", ["const", "final", "static", "let"], 1),
         ("Which loop runs at least once?", ["for", "while", "do/while"], 2),
         ("Which class is every class's parent?", ["Object", "Class", "Base"], 0),
         ("Which keyword throws an exception?", ["raise", "throw", "throws"], 1),
         ("What is 7 / 2 in integer division?", ["3.5", "3", "4"], 1)]


def _glued(sign: str, right: bool = True) -> str:
    blocks = []
    for stem, choices, k in _JAVA:
        blocks.append("\n".join([stem, *(f" {sign if j == k and right else ''}{c}" for j, c in enumerate(choices))]))
    return "\n\n".join(blocks) + "\n"


def test_one_ascii_sign_glued_before_one_choice_of_most_questions_is_the_mark(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _glued(":"), "perguntas.txt")
    rows = rows_of(deck)
    assert [choices for _, choices, _ in rows] == [c for _, c, _ in _JAVA]
    assert [answer for *_, answer in rows] == [[k] for *_, k in _JAVA]
    assert any("glued on" in s and "':'" in s for s in said), said


def test_a_glued_sign_on_every_choice_or_on_few_questions_is_no_mark() -> None:
    every = [[f"#{c}" for c in cs] for _, cs, _ in _JAVA]
    assert learn(every, range(len(every)), {}) is None
    few = [[(":" if (j == k and i == 0) else "") + c for j, c in enumerate(cs)] for i, (_, cs, k) in enumerate(_JAVA)]
    assert learn(few, range(len(few)), {}) is None
    negative = [["-1", "2", "3"], ["-4", "5", "6"], ["-7", "8", "9"]]   # a number's own sign
    assert learn(negative, range(3), {}) is None
