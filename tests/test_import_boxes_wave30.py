"""Session 30: a task list's empty box written with no space inside (``- [] text``) among boxes of the same list
is an unticked box, a choice; ``[]`` elsewhere (an item among plain items, code) stays as written."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read, rows_of

#: boxes, one of them written "[]" (each marker), first, middle and last in its list
TIGHT = """# Fractions

## Question 1
What is half of 30?

- [] 20
- [x] 15
- [ ] 10

## Question 2
What is a third of 30?

* [ ] 5
* [] 20
* [X] 10

## Question 3
What is a quarter of 40?

+ [x] 10
+ [ ] 5
+ [] 20
"""

#: "[]" in a list of plain items and in code: not a box
ELSEWHERE = """# Python

## Question 1
Which is true?

- [] is an empty list
- () is an empty tuple

- [x] `len([])` is 0
- [ ] `len([])` is 1

```python
x = []
- [] in code
```
"""


def test_an_empty_box_written_without_its_space_is_a_choice(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, TIGHT, "q.md")
    assert rows_of(deck) == [("What is half of 30?", ["20", "15", "10"], [1]),
                             ("What is a third of 30?", ["5", "20", "10"], [2]),
                             ("What is a quarter of 40?", ["10", "5", "20"], [0])]


def test_empty_brackets_outside_a_list_of_boxes_stay_text(tmp_path: Path) -> None:
    from quizdeck.importers.mdinline import bracket_boxes

    lines = ELSEWHERE.splitlines()
    fenced = [False] * len(lines)
    fenced[lines.index("x = []")] = fenced[lines.index("- [] in code")] = True
    out = list(lines)
    assert not bracket_boxes(lines, fenced, out)
    assert out == lines
