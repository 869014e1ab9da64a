"""A second look at session 38's tails landing (issue 17, review38t): shapes where its rules could fire wrongly.

* a lead pair of ``1``/``0`` read as verdicts is the text's own where the choices are made of those tokens
  (``1 0 1`` in a quiz about binary) or where taking them off leaves two choices of a question the same text
  (``1 kg`` beside ``0 kg``): not read by the lead pair (several right);
* ``#N`` in a parenthesis ending the question is a key only where the file confirms the numbers name choices (the
  choice's text given after them, ``#3 (DNA)``, in most such questions); a reference (``(see Listing #2)``) is not.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_BINARY = """1. Which is 5 in binary?
1 0 1
0 1 1
1 1 0
0 0 0

2. Which is 6 in binary?
0 0 1
1 1 0
0 1 0
1 0 0

3. Which is 3 in binary?
1 0 0
0 1 1
1 1 1
0 1 0

4. Which is 1 in binary?
0 0 1
1 1 0
0 1 0
1 0 0
"""


def test_binary_choices_are_no_lead_pair(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _BINARY, "binary.txt")
    rows = rows_of(deck)
    assert rows[0][1][:3] == ["1 0 1", "0 1 1", "1 1 0"]
    assert all(len(c.split()) == 3 for _, choices, _ in rows for c in choices), rows   # no digit taken for a mark



_REFERENCES = """1. Which line of the listing prints the total? (see Listing #2)
a) line 4
b) line 7
c) line 9
d) line 12

2. Which variable holds the sum? (see Listing #2)
a) total
b) count
c) i
d) n

3. What does the loop in the exhibit do? (refer to Exhibit #1)
a) counts down
b) counts up
c) never ends
d) ends at once

4. Which router forwards the packet? (see Figure #3)
a) R1
b) R2
c) R3
d) R4
"""


def test_a_reference_by_number_ending_the_question_is_no_key(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _REFERENCES, "refs.txt")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [None, None, None, None]
    assert rows[0][0].endswith("(see Listing #2)")
    assert sum("gives no answer" in s for s in said) == 4, said


_NAMED_KEYS = """1. What is Deoxyribonucleic acid commonly referred to as? (Correct Answer is #3 (DNA)
a) RNA
b) ATP
c) DNA
d) NADH

2. Which gas do plants take in? (Correct Answer is #1 (Carbon dioxide))
a) Carbon dioxide
b) Oxygen
c) Nitrogen
d) Helium

3. Which planet is red? (Correct Answer is #2)
a) Venus
b) Mars
c) Jupiter
d) Saturn

4. Which trees yield turpentine resin? (Correct Answers is #2 "Pine trees")
a) Oak trees
b) Pine trees
c) Palm trees
d) Birch trees
"""


def test_keys_confirmed_by_names_are_read_with_an_unnamed_one(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _NAMED_KEYS, "keys.txt")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [[2], [0], [1], [1]]
    assert rows[2][0] == "Which planet is red?"
