"""Session 44's Markdown rules (task44-fences): shapes of real banks the reader lost or read wrong.

* a plain fence of choices labelled in order, the right one led by an arrow (``--> A. Yes``), on every question of
  the page: its question's choices, kept as code, the arrow's the answer (mdarrowfences, through mdfencedchoices);
* a ``---`` block of ``key: value`` lines over every question's choices: the question's heading and stem
  (mdrecordblocks);
* a list of choices broken by a quote at the margin or by an empty label's paragraph, the list's sequence running
  on across the break: one list (mdbrokenlists); an ordered list of boxes with a why nested under an item, and a
  quote between two boxes, are no break either (mdinline).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import mdarrowfences, mdbrokenlists, mdinline, mdrecordblocks
from tests.conftest import read_said, rows_of

# -- 1. choices in a plain fence, the right one led by an arrow ---------------------------------------------------

_ARROWS = """1. Which tag makes a line break?

```
  A. <hr>
  --> B. <br>
  C. <p>
```

2. What does this print?

```python
print(2 ** 3)
```

```
  A. 6
  -->B. 8
  C. 9
```

3. Which selector picks the first item?

```
  ---> A li:first-child
  B li:last-child
  C ul > li
```
"""


def test_arrow_fence_is_the_questions_choices_as_code(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ARROWS, "tags.md")
    rows = rows_of(deck)
    assert rows == [
        ("Which tag makes a line break?", ["`<hr>`", "`<br>`", "`<p>`"], [1]),
        ("What does this print?\n\n```python\nprint(2 ** 3)\n```", ["`6`", "`8`", "`9`"], [1]),
        ("Which selector picks the first item?", ["`li:first-child`", "`li:last-child`", "`ul > li`"], [0]),
    ]
    assert not [m for m in said if "warning" in m or "error" in m]


def test_arrow_fence_lines_and_fences_accounted() -> None:
    lines = _ARROWS.split("\n")
    got = mdarrowfences.rewritten(lines)
    assert got is not None
    out, blanked = got
    assert out[2] == out[6] == "" and {2, 6} <= blanked
    assert out[3:6] == ["- [ ] `<hr>`", "- [x] `<br>`", "- [ ] `<p>`"]
    assert out[10] == "```python"   # the question's own code stays code


def test_arrow_fence_needs_the_pages_repetition() -> None:
    lines = _ARROWS.split("\n")
    two = lines[:lines.index("3. Which selector picks the first item?")]
    assert mdarrowfences.rewritten(two) is None


def test_arrow_fence_near_misses_stay_code() -> None:
    def page(block: list[str], opening: str = "```") -> list[str]:
        good = ["```", "A. x", "--> B. y", "```", ""]
        return [*good, *good, opening, *block, "```"]

    assert mdarrowfences.rewritten(page(["A. x", "--> B. y"])) is not None
    # two arrows in a block, labels out of order, a line of code, an info string: not this page's choices
    for block, opening in ((["--> A. x", "--> B. y"], "```"), (["B. x", "--> A. y"], "```"),
                           (["A. x", "--> B. y", "return x"], "```"), (["A. x", "--> B. y"], "```js")):
        got = mdarrowfences.rewritten(page(block, opening))
        assert got is None, (block, opening)


# -- 2. each question's own front matter ---------------------------------------------------------------------------

_RECORDS = """# Platform basics

---
question: "Which plans can own private repositories?"
title: "Question 001"
---

> https://example.org/plans
- [x] Free plans
- [x] Paid plans
- [ ] No plan

---
title: "Question 002"
question: "Which file lists a project's owners for review?"
---

1. [x] The owners file
1. [ ] The readme
1. [ ] The licence

---
title: "Question 003"
question: "Where are a project's automations kept?"
draft: false
---

- [ ] In the wiki
- [x] In the workflows folder
- [ ] In the releases
"""


def test_front_matter_per_question_is_its_heading_and_stem(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _RECORDS, "basics.md")
    rows = rows_of(deck)
    assert [row[0].split("\n")[0] for row in rows] == [
        "Which plans can own private repositories?", "Which file lists a project's owners for review?",
        "Where are a project's automations kept?"]
    assert [row[1:] for row in rows] == [
        (["Free plans", "Paid plans", "No plan"], [0, 1]),
        (["The owners file", "The readme", "The licence"], [0]),
        (["In the wiki", "In the workflows folder", "In the releases"], [1])]
    assert not any("question:" in row[0] or "title:" in row[0] for row in rows)


def test_front_matter_block_lines_accounted() -> None:
    lines = _RECORDS.split("\n")
    got = mdrecordblocks.rewritten(lines)
    assert got is not None
    out, blanked = got
    assert out[2:6] == ["## Question 001", "Which plans can own private repositories?", "", ""]
    assert {4, 5} <= blanked and 2 not in blanked and 3 not in blanked
    draft = lines.index("draft: false")
    assert out[draft] == "" and draft in blanked   # the same wherever it stands: furniture


def test_front_matter_without_an_id_makes_the_stem_the_heading() -> None:
    lines = [line for line in _RECORDS.split("\n") if not line.startswith("title:")]
    got = mdrecordblocks.rewritten(lines)
    assert got is not None
    assert got[0][3] == "## Which plans can own private repositories?"


def test_front_matter_near_misses_are_left_alone() -> None:
    lines = _RECORDS.split("\n")
    # a field that varies and is neither stem nor id (an answer per block): not placed, the page as it is
    answered: list[str] = []
    for line in lines:
        answered += [line, f"answer: {'ABC'[len(answered) % 3]}"] if line.startswith("title:") else [line]
    keyed = [line for line in answered if line.startswith("answer:")]
    assert len(set(keyed)) > 1 and mdrecordblocks.rewritten(answered) is None
    # two blocks only: no page's style
    assert mdrecordblocks.rewritten(lines[:lines.index("title: \"Question 003\"") - 1]) is None
    # blocks with no choices under them (a page's notes between rules): no questions
    bare = [line for line in lines if not line.startswith(("- ", "1. ", "> "))]
    assert mdrecordblocks.rewritten(bare) is None


# -- 3. broken lists -----------------------------------------------------------------------------------------------

_EMPTY_LABEL = """# Counters

1. How does a synchronous counter differ?

- A)

 They use no flip-flops.

- B) They count at other speeds.
- C) One clock drives every flip-flop.
- D) They use other registers.

**Answer:** C

2. What resets a flip-flop?

- A) The reset pin
- B) The clock
- C) The data line

**Answer:** A

3. How many states has a 3-bit counter?

- A) 6
- B) 8
- C) 9

**Answer:** B
"""


def test_empty_label_over_its_paragraph_is_one_choice(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _EMPTY_LABEL, "counters.md")
    rows = rows_of(deck)
    assert rows[0] == ("How does a synchronous counter differ?",
                       ["They use no flip-flops.", "They count at other speeds.", "One clock drives every flip-flop.",
                        "They use other registers."], [2])


def test_empty_label_whose_sequence_does_not_run_on_is_left() -> None:
    lines = _EMPTY_LABEL.replace("- B) They count", "- C) They count").split("\n")
    assert mdbrokenlists.rewritten(lines) is None
    got = mdbrokenlists.rewritten(_EMPTY_LABEL.split("\n"))
    assert got is not None and got[0][4] == "- A) They use no flip-flops." and got[1] == {6}


def test_every_label_empty_over_its_paragraph_the_last_too() -> None:
    lines = ["Which one copies a table?", "", "* A.", "COPY t", "", "* B.", "CLONE t", "", "* C.", "MOVE t", "",
             "**Correct Answer:** B"]
    got = mdbrokenlists.rewritten(lines)
    assert got is not None
    assert [got[0][k] for k in (2, 5, 8)] == ["* A. COPY t", "* B. CLONE t", "* C. MOVE t"]
    assert got[1] == {3, 6, 9}
    # the last alone, no sibling proving the shape: left as it is
    assert mdbrokenlists.rewritten(["Which?", "", "* A. COPY t", "* B.", "", "CLONE t", "", "Answer: B"]) is None


_MARGIN_QUOTES = """# Levels

## Question 1

Which levels does the hierarchy have?

- [x] Team level
- [ ] Personal level
> Personal is an account type, no level.
- [x] Enterprise level

## Question 2

Which ones are account types?

- [x] Personal
- [ ] Team
> Team is a level.
- [x] Organization

## Question 3

Which one is a plan?

- [ ] Admin
> Admin is a role.
- [x] Pro
- [ ] Member
"""


def test_quote_at_the_margin_between_boxes_is_the_choices_why(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _MARGIN_QUOTES, "levels.md")
    first = deck.questions[0]
    assert [c.text for c in first.choices] == ["Team level", "Personal level", "Enterprise level"]
    assert first.choices[1].why == "Personal is an account type, no level."
    assert first.answer == [0, 2]


def test_quote_between_items_of_two_lists_is_left() -> None:
    lines = ["- [ ] Team level", "> A note.", "1. [x] Enterprise level", "", "- [x] a", "> b", "- [ ] c"]
    got = mdbrokenlists.rewritten(lines)
    assert got is not None
    assert got[0][1] == "> A note."        # the next item is another list's: no run across the quote
    assert got[0][5] == "  > b"            # the same list goes on: the quote is the item's


def test_ordered_boxes_with_a_why_nested_under_an_item_stay_one_list() -> None:
    lines = ["Which?", "", "1. [ ] Wrong one", "  > Why it is wrong.", "1. [x] Right one",
             "  > **Correct**. Why.", "1. [ ] Other"]
    out = mdinline.normalised(lines)
    assert out is not None
    assert [out[k] for k in (2, 4, 6)] == ["- [ ] Wrong one", "- [x] Right one", "- [ ] Other"]
    assert out[3] == "  > Why it is wrong."
    # a box alone, its why under it, then text: no list of boxes
    assert mdinline.normalised(["1. [x] Right one", "  > Why.", "Next question?"]) is None


def test_quote_between_two_boxes_is_no_quoted_question() -> None:
    lines = ["> Which?", "- [x] a", "> why a", "- [ ] b", "", "> Which else?", "- [ ] c", "- [x] d"]
    out = mdinline.normalised(lines)
    assert out is not None
    assert out[0] == "Which?" and out[5] == "Which else?"
    assert out[2] == "> why a"
