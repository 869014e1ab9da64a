"""A message's column is the source's own character, even on a line rewritten in place before any reader ran.

Session 27's leftovers: recordlabels puts a record's running number on its question's line (``1. Which ...``), and
the messages said on that line pointed as many columns right of the source's character as the number took. Every
rewrite made line for line before reading (recordlabels, mdshown's entities, labelruns' forms) is undone for the
columns now (``columns.Columns``).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.columns import Columns
from quizdeck.importers.convert import import_sources
from tests.conftest import read_said

#: records headed by a line that only counts them, a link to a local file in two questions' lines
RECORDS = [
    "// Zadanie nr #1", "Który plik opisuje [notatki](notatki.txt) ucznia?", "Kraków", "Warszawa", "",
    "// Zadanie nr #2", "Co pokazuje [ta mapa](mapa.txt) w atlasie?", "Odra", "Wisła", "",
    "// Zadanie nr #3", "Kto napisał ten wiersz?", "Mickiewicz", "Słowacki", "",
    "// Zadanie nr #4", "Ile nóg ma pająk?", "sześć", "osiem", "",
]


def _at(said: list[str], name: str, words: str) -> list[str]:
    return [m.split(": warning")[0].removeprefix(name) for m in said if words in m]


def test_a_warning_on_a_question_line_given_its_record_number_points_at_the_source_character(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, "\n".join(RECORDS), "quiz.txt")
    assert [q.text for q in deck.questions][:2] == ["Który plik opisuje notatki ucznia?",
                                                    "Co pokazuje ta mapa w atlasie?"]
    link = RECORDS[1].index("[notatki]") + 1
    assert _at(said, str(tmp_path / "quiz.txt"), "a link to a local file") == [f":2:{link}"]


def test_an_image_said_on_such_a_line_by_import_points_at_the_source_character(tmp_path: Path) -> None:
    lines = [*RECORDS]
    lines[11] = "Kto napisał wiersz pod ![obrazem](brak.png) w książce?"
    source = tmp_path / "quiz.txt"
    source.write_text("\n".join(lines), encoding="utf-8")
    diags = Diagnostics()
    import_sources([source], tmp_path / "out.yaml", "auto", False, diags)
    said = [d for d in diags.sorted() if "brak.png" in d.message]
    assert [d.pos.line for d in said] == [12]
    assert said[0].pos.col == lines[11].index("brak.png") + 1


def test_columns_before_after_and_inside_a_rewritten_stretch() -> None:
    columns = Columns()
    columns.rewrote(["What is x?", "// No #2", "&#x2610; When"], ["4. What is x?", "", "☐ When"])
    assert [columns.col(1, c) for c in (1, 2, 4, 9)] == [1, 1, 1, 6]   # "4. " put on: the text moves back
    assert columns.col(2, 1) == 1                                      # a line emptied: its start
    assert [columns.col(3, c) for c in (1, 3)] == [1, 10]              # an entity shown as its character
    assert columns.pos(Pos("a.md", 3, 3), "b.md") == Pos("a.md", 3, 3)   # another file's place: left
    assert columns.pos(Pos("a.md", 0, 0), "a.md") == Pos("a.md", 0, 0)   # the file itself: no column
