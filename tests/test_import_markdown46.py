"""Markdown pages (session 46, markdown46): excerpts written in the shapes of real banks, each with near misses.

* a learnt bracketed mark followed by a sentence's stop (``behaviour (Correct).``) is the same mark, the stop kept;
* an answer key written down a column, one letter alone a line, as many as the questions, each one of its
  question's labels, is the positional key (the last question's explanation loses it, and its title);
* a data record's sibling keys ``answer1`` … ``answer4`` (``option_a`` …, ``choiceA`` …) are one list of options;
* a code fence never closed ends before the file's next numbered question heading, said at the fence.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import siblingkeys
from quizdeck.importers.mdunclosedfences import rewritten as closed_fences
from tests.conftest import read_said, rows_of

# --- a bracketed mark before a sentence's stop --------------------------------------------------------------

_STOPPED = """1. Which tool keeps the history of a code base?

    a) A compiler
    b) A version control system (Correct)
    c) A linker

2. Which review looks at the code before it is merged?

    a) A pull request review (Correct)
    b) A post-mortem
    c) A retrospective

3. Which document lists what the users need?

    a) The release notes
    b) The changelog
    c) The requirements specification (Correct)

4. What tells a unit test from an integration test?

    a) A unit test checks one part alone, an integration test the parts together (Correct).
    b) A unit test is slower.
    c) An integration test needs no data.

5. Which model delivers in short cycles?

    a) Waterfall
    b) The V-model
    c) An iterative model (Correct)
"""


def test_a_learnt_box_mark_before_a_sentence_stop_is_the_mark_and_the_stop_stays(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _STOPPED, "quiz.md")
    assert [q.answer for q in deck.questions] == [[1], [0], [2], [0], [2]]
    assert deck.questions[3].choices[0].text == \
        "A unit test checks one part alone, an integration test the parts together."
    assert not any("gives no answer" in s for s in said), said
    assert not any("(Correct)" in c.text for q in deck.questions for c in q.choices)


def test_near_miss_a_bracketed_aside_before_a_stop_in_a_file_without_box_marks_stays_text(tmp_path: Path) -> None:
    text = _STOPPED.replace(" (Correct).", " (see above).").replace(" (Correct)", "")
    deck, _ = read_said(tmp_path, text, "quiz.md")
    assert deck.questions[3].choices[0].text.endswith("(see above).")
    assert deck.questions[3].answer is None


def test_near_miss_the_one_open_question_without_the_mark_stays_unanswered_and_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _STOPPED.replace(" (Correct).", "."), "quiz.md")
    assert [q.answer for q in deck.questions] == [[1], [0], [2], None, [2]]
    assert any(":19:" in s and "gives no answer" in s for s in said), said


# --- an answer key down a column ----------------------------------------------------------------------------

_COLUMN_QS = [("What is a stack's order?", ["FIFO", "LIFO", "Random", "Sorted"], 1),
              ("Which structure has a root?", ["A tree", "A queue", "A stack", "An array"], 0),
              ("Which search needs sorted data?", ["Linear", "Hashing", "Binary", "Depth-first"], 2),
              ("Which graph has no cycle?", ["A complete graph", "A cycle", "A clique", "A tree"], 3),
              ("What does BFS use?", ["A stack", "A queue", "A heap", "Recursion"], 1)]


def _column_bank(letters: list[str], title: str = "Answers (at the end)") -> str:
    out = ["Questions about structures", ""]
    for n, (stem, choices, _) in enumerate(_COLUMN_QS, start=1):
        out += [f"Q{n}. {stem}"] + [f"{'ABCD'[k]}) {c}" for k, c in enumerate(choices)] + [""]
    out += [title, "", *letters]
    return "\n".join(out)


def test_a_key_of_lone_letters_down_a_column_answers_the_questions_in_order(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _column_bank(["B", "A", "C", "D", "B"]), "quiz.md")
    assert rows_of(deck) == [(s, c, [k]) for s, c, k in _COLUMN_QS]
    assert deck.questions[-1].explanation is None
    assert any("key of letters down lines" in m for m in deck.mended), deck.mended
    assert not any("gives no answer" in s for s in said), said


def test_a_column_key_with_blank_lines_between_its_letters_is_read_too(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _column_bank(["B", "", "A", "", "C", "", "D", "", "B"]), "quiz.md")
    assert [q.answer for q in deck.questions] == [[1], [0], [2], [3], [1]]


def test_near_miss_a_column_shorter_than_the_questions_is_no_key(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _column_bank(["B", "A", "C", "D"]), "quiz.md")
    assert all(q.answer is None for q in deck.questions)


def test_near_miss_a_column_naming_a_label_past_its_questions_choices_is_no_key(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _column_bank(["B", "A", "C", "E", "B"]), "quiz.md")
    assert all(q.answer is None for q in deck.questions)


# --- sibling keys in front-matter records -------------------------------------------------------------------

_FRONT = """---
title: Planets Quiz
questions:
  - correct: 2
    question: Which planet is the largest?
    answer1: Mars
    answer2: Jupiter
    answer3: Venus
  - correct: 1
    question: Which planet is closest to the Sun?
    answer1: Mercury
    answer2: Earth
    answer3: Neptune
    image: img/sun.jpg
  - correct: 3
    question: Which planet has the most visible rings?
    answer1: Uranus
    answer2: Mars
    answer3: Saturn
---
"""


def test_sibling_answer_keys_of_front_matter_records_are_one_list_of_options(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _FRONT, "quiz.md")
    assert rows_of(deck) == [("Which planet is the largest?", ["Mars", "Jupiter", "Venus"], [1]),
                             ("Which planet is closest to the Sun?", ["Mercury", "Earth", "Neptune"], [0]),
                             ("Which planet has the most visible rings?", ["Uranus", "Mars", "Saturn"], [2])]
    assert deck.name == "Planets Quiz"
    assert any(":6:" in s and "`answer1` … `answer3`" in s for s in said), said


def test_sibling_keys_run_by_number_or_letter_and_nothing_else() -> None:
    assert siblingkeys.runs(["correct", "question", "answer1", "answer2", "answer3"]) == [
        ["answer1", "answer2", "answer3"]]
    assert siblingkeys.runs(["option_b", "option_a", "option_c"]) == [["option_a", "option_b", "option_c"]]
    assert siblingkeys.runs(["choiceA", "choiceB"]) == [["choiceA", "choiceB"]]
    # near misses: a gap, a stem that is a key too, lower-case letters glued on (words), one key alone
    assert siblingkeys.runs(["answer1", "answer3"]) == []
    assert siblingkeys.runs(["answer", "answer1", "answer2"]) == []
    assert siblingkeys.runs(["data", "beta", "idea"]) == []
    assert siblingkeys.runs(["answer1", "question"]) == []


def test_near_miss_sibling_keys_with_a_gap_are_no_options(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _FRONT.replace("answer2:", "answer4:"), "quiz.md")
    assert not deck.questions and any("no questions found" in s for s in said), said


# --- a code fence never closed ------------------------------------------------------------------------------

_FENCED = """### Interview questions

#### 1. Which keyword defines a function in Python?
- a. func
- b. def
- c. lambda

**Answer:** b. def

---

#### 2. What does this print?
- a. 1
- b. 2
- c. 3

**Answer:** c. 3

**Code Example:**
```python
x = 1
x += 2
print(x)

---

#### 3. Which structure is first in, first out?
- a. A stack
- b. A queue
- c. A tree

**Answer:** b. A queue

---

#### 4. Which sort is stable?
- a. Merge sort
- b. Heap sort
- c. Quick sort

**Answer:** a. Merge sort
"""


def test_a_fence_never_closed_ends_before_the_next_numbered_question_heading(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _FENCED, "quiz.md")
    assert [(q.text, q.answer) for q in deck.questions] == [
        ("Which keyword defines a function in Python?", [1]), ("What does this print?", [2]),
        ("Which structure is first in, first out?", [1]), ("Which sort is stable?", [0])]
    assert any(":20:" in s and "never closed" in s and "closed at line 24, before line 27" in s for s in said), said


def test_near_miss_a_fence_never_closed_with_no_question_heading_after_it_is_left_alone() -> None:
    lines = _FENCED.split("\n")[:26]
    assert closed_fences(lines, lambda *a: None) is None


def test_near_miss_a_numbered_comment_in_code_not_set_apart_as_the_questions_are_is_no_question() -> None:
    lines = _FENCED.replace("x = 1\n", "# 1. set it\nx = 1\n").split("\n")[:27]
    assert closed_fences(lines, lambda *a: None) is None


def test_near_miss_a_closed_fence_is_left_alone() -> None:
    lines = _FENCED.replace("print(x)\n", "print(x)\n```\n").split("\n")
    assert closed_fences(lines, lambda *a: None) is None
