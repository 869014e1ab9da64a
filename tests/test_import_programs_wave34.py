"""A program's one-value-a-line records, wave 34 (tf34): session 33's held-out console quiz read as 3 of 16.

A count on the first line, then per record a question, a type code, as many choice lines as the type has (none for
a true/false type), a key (a choice's number, ``k i1 .. ik``, or 1/0): read when one way of giving each type its
choice lines reads every line into as many records as the count says (biancaolaru); ordering records said at their
line and left out; a count that disagrees, or a file of two readings, is not read so.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.programrecords import program_records
from tests.conftest import read_said, rows_of

_RECORDS = ["Which planet is the largest?", "0", "Mars", "Jupiter", "Venus", "Earth", "2",
            "What is 3+3?", "0", "5", "6", "7", "8", "2",
            "Water boils at 100 degrees at sea level.", "2", "1",
            "Pick the even numbers.", "1", "2", "3", "4", "5", "2 1 3",
            "",
            "Order the steps of a build", "3", "Link", "Compile", "Write", "Run", "4 3 2 1 4",
            "The moon is a planet.", "2", "0",
            "Which language has pointers?", "0", "C", "Python", "Java", "Ruby", "1",
            "Pick the primes.", "1", "4", "6", "7", "11", "2 3 4"]


def _text(count: int = 8) -> str:
    return "\n".join([str(count), *_RECORDS]) + "\n"


def test_a_program_s_records_are_read_by_their_types(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _text(), "intrebari.txt")
    rows = rows_of(deck)
    assert len(rows) == 7, said
    assert rows[0] == ("Which planet is the largest?", ["Mars", "Jupiter", "Venus", "Earth"], [1]), said
    assert rows[1] == ("What is 3+3?", ["5", "6", "7", "8"], [1]), said
    assert rows[2] == ("Water boils at 100 degrees at sea level.", ["True", "False"], [0]), said
    assert rows[3] == ("Pick the even numbers.", ["2", "3", "4", "5"], [0, 2]), said
    assert rows[4] == ("The moon is a planet.", ["True", "False"], [1]), said
    assert rows[6] == ("Pick the primes.", ["4", "6", "7", "11"], [2, 3]), said
    assert any(":27:1:" in s and "ordering question" in s for s in said), said
    assert any(":1:1:" in s and "8 records" in s for s in said), said


def test_a_count_that_disagrees_or_a_shape_not_proven_is_not_read_so() -> None:
    lines = _text().split("\n")
    assert program_records(lines) is not None
    assert program_records(_text(9).split("\n")) is None      # the count says 9 records: 8 are there
    assert program_records(lines[1:]) is None                  # no count line
    assert program_records(["3", "Yes?", "0", "a", "b", "1", "No?", "0", "c", "d", "2"]) is None   # 2 records
