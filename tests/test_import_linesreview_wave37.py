"""A second look at wave 37's lines37 landing (review37d): near misses of its rules, excerpts in the banks' shapes.

* a choice whose own text holds ``. C. `` (``Made in the U.S. C. Coolidge was.``) while the run's next choice ``C.``
  stands on the line below: one choice, not two (the real ``C.`` and ``D.`` were taken for an explanation);
* an initial's or an abbreviation's stop before the next label (``Washington, D.C. E. Smith``) ends no sentence;
* prose paragraphs read as a key for the open questions only where they name the answers of the questions answered
  otherwise (a check mark on a few): one that names one of three is no key, and the count said is the one named.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import sentencelabels
from tests.conftest import read_said, rows_of

_NEXT_BELOW = """# quiz

1. Who wrote the report?

A. The committee, led by Ann Smith.
B. The board. C. elegans researchers were consulted.
C. Nobody at all.
D. The press office.

Answer: C

2. Who was president?

A. George Washington.
B. Made in the U.S. C. Coolidge was.
C. Lincoln.
D. Grant.

Answer: C
"""


def test_the_next_label_inside_a_choice_with_that_choice_below_is_its_text(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _NEXT_BELOW, "q.md")
    rows = rows_of(deck)
    assert [choices for _, choices, _ in rows] == [
        ["The committee, led by Ann Smith.", "The board. C. elegans researchers were consulted.", "Nobody at all.",
         "The press office."],
        ["George Washington.", "Made in the U.S. C. Coolidge was.", "Lincoln.", "Grant."]], rows
    assert [answer for _, _, answer in rows] == [[2], [2]]
    assert not any("holds two lettered choices" in s for s in said)


def test_an_initials_stop_is_no_sentence_end() -> None:
    assert sentencelabels.split("Born in Washington, D.C. E. Smith was his father.", 4, ".") is None
    assert sentencelabels.split("Vitamin B. C. elegans", 2, ".") is None
    assert sentencelabels.split("led by e.g. A. Smith. B. Other", 1, ".") == ("led by e.g. A. Smith.", False,
                                                                              "Other", False)


def _ticked_notes() -> str:
    notes = "BCDBCAD"
    out = []
    for n in range(10):
        lines = [f"{n + 1}. Which step of the procedure comes first, case {n + 1}?"]
        lines += [f"{'ABCD'[k]}) {c}{' ✔' if n < 3 and k == 2 else ''}" for k, c in
                  enumerate(["Wash", "Dry", "Fold", "Store"])]
        note = ("see step C) of the manual." if n == 0 else "the manual lists every step." if n < 3
                else f"see step {notes[n - 3]}) of the manual.")
        out.append("\n".join([*lines, "", f"Note: {note}"]) + "\n")
    return "\n".join(out)


def test_prose_naming_one_of_the_ticked_answers_is_no_key(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ticked_notes(), "t.txt")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [[2], [2], [2]] + [None] * 7, rows
    assert not any("names the answers" in s for s in said)
