"""Lines (session 40, lines40): excerpts written in the shape of the banks, each with a near miss that must not fire.

* inline choices set apart by one separator before each next label (``A) NTP, B) SNMP, C) DHCP, D) DNS``): the
  separator is no part of a choice; a last label with no text is an empty choice, said;
* one ASCII sign glued on before one choice of most questions (`` :for, while``): the right choice's mark, said;
* fixed records ``ID 1004`` / question / ``A    text`` lines with ``x`` in the margin of the right one;
* a record layout's label or key typed with another sign once (``1:`` among ``1.``, ``Q;`` among ``Q:``).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers import choiceseparators, labelruns, recordids
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.layout import LayoutReader
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
    assert choiceseparators.unseparated(["/usr/", "/etc/", "/var/"]) == ["/usr/", "/etc/", "/var/"]   # the last too


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


_BOAR = [("1004", "Which factor matters least for crop damage?", ["Social structure.", "High density.",
                                                                   "Double litters.", "Seasonal roaming."], 2),
         ("973", "Which food makes half of the winter diet?", ["Roots.", "Grass.", "Fruit and seeds.", "Carrion."], 2),
         ("912", "Which statement about the head is right?", ["Small.", "Very small.", "Large, a half.",
                                                              "Large, a third."], 3),
         ("926", "Which slug keeps its spin best?", ["Brenneke.", "Foster.", "Sabot.", "Round ball."], 0)]


def _fixed(mark: str = "x", ids: bool = True, gap: str = "    ", marks_on: int = 1) -> str:
    out = []
    for rid, stem, choices, right in _BOAR:
        if ids:
            out.append(f"ID {rid}      ")
        out.append(stem)
        for k, c in enumerate(choices):
            margin = f"  {mark}      " if (k == right or (marks_on > 1 and k == (right + 1) % 4)) else " " * 9
            out.append(f"{margin}{'ABCD'[k]}{gap}{c}")
    return "\n".join(out)


def test_fixed_records_with_a_margin_mark_and_an_id_line_are_read(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _fixed(), "domande.txt")
    assert rows_of(deck) == [(stem, choices, [right]) for _, stem, choices, right in _BOAR], said


def test_a_capital_and_a_wide_gap_in_runs_is_a_spaced_label() -> None:
    out = labelruns.evened(_fixed(mark=" ", ids=False).split("\n"))
    assert out is not None and out[1] == "         A. Social structure."
    assert labelruns.evened(["Which one?", "A    dog barks", "and a cat", "Then?", "B    cat"]) is None


def test_a_margin_token_on_two_lines_of_a_run_is_no_mark() -> None:
    lines = _fixed(ids=False, marks_on=2).split("\n")
    out = labelruns.evened(lines)
    assert out is None or not any("[x]" in ln for ln in out)


def test_a_margin_token_on_the_same_choice_of_every_run_is_a_field() -> None:
    lines = [ln.replace("  x      ", " " * 9) for ln in _fixed(ids=False).split("\n")]
    fielded = [("  Q      " + ln[9:]) if ln.startswith(" " * 9 + "A") else ln for ln in lines]
    out = labelruns.evened(fielded)
    assert out is None or not any("[Q]" in ln for ln in out)


def test_id_lines_are_left_out_only_where_they_open_every_record() -> None:
    lines = _fixed(ids=True).split("\n")
    out = recordids.without_ids(lines, [False] * len(lines))
    assert out is not None and out[0] == "" and out[1] == _BOAR[0][1]
    counted = [ln.replace(f"ID {rid}", f"ID {n}") for n, (rid, *_) in enumerate(_BOAR, start=1)
               for ln in lines if ln.startswith(f"ID {rid}")]
    assert counted and recordids.without_ids(["ID 1", *lines[1:6], "ID 2", *lines[7:12], "ID 3", *lines[13:18]],
                                             [False] * 18) is None     # a running count: recordlabels' own
    twice = [("ID 7" if ln.startswith("ID") else ln) for ln in lines]
    assert recordids.without_ids(twice, [False] * len(twice)) is None   # one number again and again: no id


_ITIL = """Q: Which changes are out of scope?
{one} Changes to a mainframe
2. Changes to business strategy
3. Changes to an SLA
A: 2
E: A strategy is no configuration item.

{q} Which is not a purpose of operations?
1. Testing designs
2. Delivering services
3. Managing technology
A: 1
E: Testing is transition's.

Q: What does operations control refer to?
1. Managing functions
2. Overseeing the operational activities
3. A set of tools
A: 2
E: It oversees.

Q: What is stored in the media library?
1. Spare hardware
2. Master copies of software
3. Documents
A: 2
E: Master copies.
"""


def _layout(text: str) -> tuple[list[tuple[str, list[str], list[int] | None]], list[tuple[int, str]]]:
    diags = Diagnostics()
    deck = ImportedDeck(name="quiz", key="", origin="itil.txt")
    LayoutReader(Source("itil.txt", "itil.txt", text), diags).read(deck)
    return ([(q.text, [c.text for c in q.choices], q.answer) for q in deck.questions],
            [(d.pos.line, d.message) for d in diags.sorted() if d.severity == "warning"])


def test_a_label_or_key_with_another_sign_once_in_a_record_is_read_and_said() -> None:
    rows, said = _layout(_ITIL.format(one="1:", q="Q;"))
    assert len(rows) == 4 and rows[0][1][0] == "Changes to a mainframe" and rows[0][2] == [1]
    assert rows[1][0] == "Which is not a purpose of operations?"
    assert {line for line, message in said if "'1:' read as '1.'" in message or "'Q;' read as 'Q:'" in message} == \
        {2, 8}


def test_two_slips_in_one_record_are_another_layout() -> None:
    got = _ITIL.format(one="1:", q="Q:").replace("2. Changes to business", "2: Changes to business")
    _, said = _layout(got)
    assert not any("the sign the file's other records" in message for _, message in said)
    assert any(line == 1 and "not read as a question" in message for line, message in said)


def test_a_record_holding_the_answer_line_before_the_first_question_is_said() -> None:
    text = _ITIL.format(one="1.", q="Q:").replace("1. Changes to a mainframe\n2. Changes to business strategy\n"
                                                  "3. Changes to an SLA\n", "some words\n")
    rows, said = _layout(text)
    assert len(rows) == 3 and (1, "not read as a question: it has no choices like the file's other questions") in said
