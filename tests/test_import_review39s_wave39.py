"""Review of sheets39 (review39s): near misses of its rules on ordinary sheets, excerpts written in their shape.

* a short row ending with the delimiter joins the next line only when it is no record alone: a row whose own answer
  cell names one of its choices (two of six choice columns filled, ``Sky is blue;a;True;False;``) is whole, and the
  next line is a question of its own.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_TRUE_FALSE_ROWS = ("question;answer;a;b;c;d;e;f\n"
                    "Capital of France;a;Paris;Rome;Berlin;Madrid;Lima;Oslo\n"
                    "Sky is blue;a;True;False;\n"
                    "Grass is red;b;True;False\n"
                    "Capital of Peru;a;Lima;Rome;Berlin;Madrid;Paris;Oslo\n")


def test_a_short_row_whole_alone_is_not_joined_to_the_next(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _TRUE_FALSE_ROWS, "quiz.csv")
    rows = rows_of(deck)
    assert len(rows) == 4, (rows, said)
    assert rows[1] == ("Sky is blue", ["True", "False"], [0]), rows
    assert rows[2] == ("Grass is red", ["True", "False"], [1]), rows
    assert not any("read as one row" in s for s in said), said


def test_a_row_cut_after_its_delimiter_still_joins_its_rest(tmp_path: Path) -> None:
    text = ("question;a;b;c;d;answer;explanation\n"
            "What is 2+2;3;4;5;6;b;\n"
            "Largest planet;Jupiter;Mars;\n"
            "Venus;Earth;a;big one\n"
            "Which is a fruit;apple;car;stone;dog;a;\n")
    deck, said = read_said(tmp_path, text, "quiz.csv")
    rows = rows_of(deck)
    assert len(rows) == 3, (rows, said)
    assert rows[1] == ("Largest planet", ["Jupiter", "Mars", "Venus", "Earth"], [0]), rows
    assert any(":3:" in s and "read as one row" in s for s in said), said
