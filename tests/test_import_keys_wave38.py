"""Answer keys wherever their entries stand (keys38, ``keyrows``), in the shapes of banks:

* a key of several entries a line, laid out by columns (``1.B   4.A   7.C``) under a bold title, or by rows two a
  line (``1) b   2) c``), any separator and label set;
* a column-major key that lost its first column's numbers (``B   3. C   5. A``, a heading between rows): the bare label
  is the entry of the number one step before, said at the key;
* numbers restarting under ``## Section A``/``B`` that the key repeats (``Section A`` vs ``Section A: Multiple
  Choice``): joined by (heading, number), a ``|| **Explanation:**`` tail the explanation; a key heading naming no
  section said;
* a key's line that repeats a choice of the last question (``5.  c) C``) is the key's, not that choice's line.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of


def _questions(count: int, start: int = 1) -> str:
    return "".join(f"## Question {n}\n\nWhich thing is number {n} here?\n- a) Red\n- b) Blue\n- c) Green\n- d) Gold\n\n"
                   for n in range(start, start + count))


_COLUMNS = "# Sample Questions\n\n" + _questions(7) + """**Answer Key**
1.B                    4.A                    7.C
2.C                    5.B
3.A                    6.D
"""


def test_a_key_in_columns_under_a_bold_title_gives_every_entry(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _COLUMNS, "quiz.md")
    assert [a for _, _, a in rows_of(deck)] == [[1], [2], [0], [0], [1], [3], [2]]


_LOST = "# Business Law\n\n" + _questions(6) + """**Answer Key**

## Question 7

B                                   3. C                                  5. A

## Question 8

A                                   4. D                                  6. B
"""


def test_a_key_whose_first_column_lost_its_numbers_is_read_by_its_step_and_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LOST, "quiz.md")
    assert len(deck.questions) == 6
    assert [a for _, _, a in rows_of(deck)] == [[1], [0], [2], [3], [0], [1]]
    row = _LOST.splitlines().index("B                                   3. C                                  5. A") + 1
    assert any(f":{row}:" in s and "label alone" in s for s in said), said


_ROWS = "\n".join(f"{n}. Question number {n}?\n(a) one\n(b) two\n(c) three\n" for n in range(1, 7)) + """
Answers:
1) b    2) c
3) a    4) b
5) c    6) a
"""


def test_a_key_in_rows_of_two_entries_is_read(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _ROWS, "quiz.txt")
    assert [a for _, _, a in rows_of(deck)] == [[1], [2], [0], [1], [2], [0]]


def _section(title: str, stems: list[str]) -> str:
    return f"## {title}\n\n" + "".join(
        f"{n}.  {stem}\n    a) Alpha {n}\n    b) Beta {n}\n    c) Gamma {n}\n    d) Delta {n}\n\n"
        for n, stem in enumerate(stems, start=1))


_SECTIONED = ("# Economics Mock Exam\n\n"
              + _section("Section A: Multiple Choice (20 Marks)", ["What is scarcity?", "What is GDP?", "What is tax?"])
              + _section("Section B: Applied (30 Marks)", ["What is demand?", "What is supply?", "What is a price?"])
              + """---

# Answers

## Section A

1.  b) Beta 1 || **Explanation:** Scarcity is the basic problem.
2.  d) Delta 2 || **Explanation:** GDP measures output.
3.  a) Alpha 3 || **Explanation:** A tax is a levy.

## Section B

1.  c) Gamma 1 || **Explanation:** Demand falls as price rises.
2.  a) Alpha 2 || **Explanation:** Supply rises with price.
3.  d) Delta 3 || **Explanation:** A price is what is paid.
""")


def test_a_key_repeating_the_sections_headings_is_joined_by_section_and_number(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _SECTIONED, "exam.md")
    assert [q.answer for q in deck.questions] == [[1], [3], [0], [2], [0], [3]]
    assert deck.questions[0].explanation == "Scarcity is the basic problem."
    assert deck.questions[5].explanation == "A price is what is paid."


def test_a_key_heading_that_names_no_section_is_said(tmp_path: Path) -> None:
    text = _SECTIONED.replace("## Section B\n\n1.  c)", "## Part Two\n\n1.  c)")
    deck, said = read_said(tmp_path, text, "exam.md")
    assert [q.answer for q in deck.questions][:3] == [[1], [3], [0]]
    row = text.splitlines().index("## Part Two") + 1
    assert any(f":{row}:" in s and "no one section heading" in s for s in said), said


_LAST = ("# Programming Mock Exam\n\n"
         + _section("Section A: Multiple Choice", ["Which is a loop?", "Which is a type?", "Which is a language?"])
         + """## Section B: Short Answer

1.  What is a compiler?
2.  What is a variable?

---

# Answers

## Section A

1.  b) Beta 1
2.  a) Alpha 2
3.  c) Gamma 3

## Section B

1.  A compiler translates the whole program before it runs.
2.  A variable is a named place that holds a value.
""")


def test_a_key_line_repeating_a_choice_of_the_last_question_is_the_keys(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _LAST, "exam.md")
    assert [q.answer for q in deck.questions] == [[1], [0], [2]]


_PAST = "# Quiz\n\n" + _questions(5) + """**Answer Key**
1.B          4.A          7.C
2.C          5.B
3.A          6.D
"""


def test_key_numbers_past_the_questions_are_left_out_and_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _PAST, "quiz.md")
    assert [a for _, _, a in rows_of(deck)] == [[1], [2], [0], [0], [1]]
    row = _PAST.splitlines().index("1.B          4.A          7.C") + 1
    assert any(f":{row}:" in s and "past the last question" in s for s in said), said


def test_a_key_that_skips_a_number_is_said_read_in_part(tmp_path: Path) -> None:
    text = _COLUMNS.replace("3.A                    6.D\n", "")
    deck, said = read_said(tmp_path, text, "quiz.md")
    assert [a for _, _, a in rows_of(deck)] == [[1], [2], None, [0], [1], None, [2]]
    row = text.splitlines().index("1.B                    4.A                    7.C") + 1
    assert any(f":{row}:" in s and "no entry for 3, 6" in s for s in said), said
