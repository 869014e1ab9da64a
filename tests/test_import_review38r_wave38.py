"""A second look at records38's readers (review38r): where a rule fired on a shape it was not written for, or
guessed, it says so at the line:

* a card table's key naming its option by the label alone, its text a template's (``["A. option1"]``,
  mdcardtables): the label read as the answer, said at the key's row;
* a record of quoted fields whose answer is the text of two of its choices (``"2" "4" "2" "7" ="2"``, linerecords):
  the first taken, said;
* ``O``/``X``, ``○``/``×`` values read as a ○×-quiz's verdicts (verdictlines): said at the first statement, since a
  roster's or a feature table's marks are written so too.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_CARD = """## CQ{n}
| Field | Visibility | Value |
|---|---|---|
| **Question** | shown | {q} |
| Options | shown | ["A. Chandragupta", "B. Ashoka", "C. Kanishka"] |
| Correct answers | hidden | [{key}] |

"""

_CARDS = "".join(_CARD.format(n=n, q=q, key=key) for n, q, key in (
    (1, "Who founded the Maurya empire?", '"A. Chandragupta"'),
    (2, "Who built the stupa at Sanchi?", '"B. Ashoka"'),
    (3, "Who led the Kushans?", '"C. option3"'),
))


def test_a_key_naming_its_option_by_label_alone_is_said_at_its_row(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _CARDS, "cards.md")
    rows = rows_of(deck)
    assert rows[2] == ("Who led the Kushans?", ["Chandragupta", "Ashoka", "Kanishka"], [2])
    assert rows[0][2] == [0] and rows[1][2] == [1]
    assert any(":20:" in s and "its label read as the answer" in s for s in said), said
    assert not any(":6:" in s and "its label read" in s for s in said), said


_TWICE = """1. "Pick the even number" "2" "4" "2" "7" ="2"
2. "Capital of Italy" "Rome" "Milan" "Turin" "Naples" ="Rome"
3. "Largest body" "Sun" "Moon" "Earth" "Mars" ="Sun"
4. "Colour of the sky" "Blue" "Red" "Green" "Grey" ="Blue"
"""


def test_a_quoted_answer_naming_two_choices_is_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _TWICE, "quiz.txt")
    assert rows_of(deck)[0] == ("Pick the even number", ["2", "4", "2", "7"], [0])
    assert any(":1:" in s and "two of their choices' text" in s for s in said), said


_ROSTER = """张伟同学参加了周一的课程,O
王芳同学参加了周一的课程,X
李娜同学参加了周一的课程,O
刘洋同学参加了周一的课程,O
陈静同学参加了周一的课程,X
"""


def test_o_x_values_read_as_verdicts_are_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ROSTER, "roster.txt")
    assert [r[2] for r in rows_of(deck)] == [[0], [1], [0], [0], [1]]
    assert any(":1:" in s and "read as a ○×-quiz's true/false" in s for s in said), said


_FEATURES = """自動保存機能があります,○
クラウド同期ができます,×
オフラインで使えます,○
複数人で同時編集できます,×
"""


def test_circle_cross_values_of_kana_statements_are_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _FEATURES, "features.txt")
    assert rows_of(deck)[1] == ("クラウド同期ができます", ["○", "×"], [1])
    assert any(":1:" in s and "'○' true" in s for s in said), said
