"""Answer keys laid out as grids after the questions, wave 33 (keyreader33): excerpts written in the shape of the
banks.

* a fenced grid of ``N. L`` entries, column by column, under ``## Answer Key`` inside ``<details>`` (rishihg qiskit);
* a key table whose header repeats (``Q#``, ``Answer``) pairs, every pair an entry (leoromerodev aws domain 1);
* a grid that gives one number twice is not read, and said at its line;
* a file opening with a lone count (``20``) of which the reading found far fewer questions is said at line 1
  (biancaolaru kahoot: a program's one-value-a-line records, 3 questions read of 16, silent before).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.gridkeys import _pairs, grid_keys
from tests.conftest import read_said, rows_of


def _questions(n: int, head: str = "## Question {k}", dash: str = "- ") -> str:
    out = ["# Mock exam", ""]
    for k in range(1, n + 1):
        out += [head.format(k=k), "", f"Which gate is number {k} in the circuit?", "",
                f"{dash}A) Hadamard {k}", f"{dash}B) Pauli X {k}", f"{dash}C) Toffoli {k}", f"{dash}D) Phase {k}",
                "", "---", ""]
    return "\n".join(out)


_LETTERS = "BCADBBCADCABDDA"


def _fenced(n: int, letters: str) -> str:
    rows = []
    per = (n + 2) // 3
    for r in range(per):
        cells = [f"{k + 1}. {letters[k]}" for k in range(r, n, per)]
        rows.append("     ".join(cells))
    return "\n".join(["## Answer Key", "", "<details>", "<summary>Click to reveal answers</summary>", "", "```",
                      *rows, "```", "", "</details>", "", "---", "", "**Verified against:**", "- The docs", ""])


def _table(n: int, letters: str) -> str:
    per = (n + 2) // 3
    rows = ["| Q# | Answer | Q# | Answer | Q# | Answer |", "|----|--------|----|--------|----|--------|"]
    for r in range(per):
        cells = [f" {k + 1}  | {letters[k]}      " for k in range(r, n, per)]
        rows.append("|" + "|".join(cells) + "|")
    return "\n".join(["## Answer Key", "", *rows, "", "## Score Interpretation", "", "- **9-10 correct**: Great!",
                      ""])


def _want(letters: str) -> list[list[int] | None]:
    return [["ABCD".index(c)] for c in letters]


def test_a_fenced_column_major_grid_answers_every_question(tmp_path: Path) -> None:
    text = _questions(8) + "\n" + _fenced(8, _LETTERS)
    deck, said = read_said(tmp_path, text, "t.md")
    rows = rows_of(deck)
    assert len(rows) == 8
    assert [r[2] for r in rows] == _want(_LETTERS[:8])
    assert not any("gives no answer" in s for s in said)


def test_a_table_of_repeated_number_answer_pairs_is_read_pair_by_pair(tmp_path: Path) -> None:
    text = _questions(10, "### Question {k}", "") + "\n" + _table(10, _LETTERS)
    deck, said = read_said(tmp_path, text, "t.md")
    rows = rows_of(deck)
    assert len(rows) == 10
    assert [r[2] for r in rows] == _want(_LETTERS[:10])
    assert not any("gives no answer" in s for s in said)
    assert all(q.explanation is None or "—" not in q.explanation for q in deck.questions)


def test_a_grid_giving_a_number_twice_is_not_read_and_said(tmp_path: Path) -> None:
    key = _fenced(8, _LETTERS).replace("8. ", "7. ")
    deck, said = read_said(tmp_path, _questions(8) + "\n" + key, "t.md")
    assert any("gives question 7 twice" in s for s in said)
    assert all(q.answer is None for q in deck.questions)


def test_grid_lines_are_only_pairs() -> None:
    assert _pairs("1. B     6. B     11. b") == [(1, [1]), (6, [1]), (11, [1])]
    assert _pairs("| 1  | B      | 6  | C      |") == [(1, [1]), (6, [2])]
    assert _pairs("Q1: A, Q2: D; Q3 - c") == [(1, [0]), (2, [3]), (3, [2])]
    assert _pairs("| Q7 | C | Q29 | A/D | Q51 | A |") == [(7, [2]), (29, [0, 3]), (51, [0])]
    assert _pairs("| Q21 | B | Q43 | D | | |") == [(21, [1]), (43, [3])]
    assert _pairs("| Q# | Answer | Q# | Answer |") is None
    assert _pairs("1. B because of 2. C") is None
    assert _pairs("1. B") is None   # one entry a line: mdkeys' to read


def test_only_a_key_section_is_read_as_a_grid() -> None:
    lines = ["## Notes", "1. A  2. B  3. C  4. D", "## Answers", "1. A  2. B", "3. C  4. D"]
    headings = {0: (2, "Notes"), 2: (2, "Answers")}
    (grid,) = grid_keys(lines, headings)
    assert grid.heading == 2 and [e[1] for e in grid.entries] == [1, 2, 3, 4]


def _kahoot() -> str:
    # the program's records: question / type (0 one, 1 many, 2 true-false, 3 order) / choices / right index(es)
    return "\n".join([
        "20",
        "What is the capital of Italy?", "0", "Madrid", "Lisbon", "Vienna", "Rome", "4",
        "How much is 3+3?", "0", "5", "6", "7", "8", "2",
        "Which tool builds the server?", "0", "Make", "Word", "Paint", "Excel", "1",
        "The moon is a planet.", "2", "2",
        "Water boils at 100 degrees.", "2", "1",
        "Select the even numbers.", "1", "2", "3", "4", "5", "2 1 3",
        "Compiled languages (select all).", "1", "Rust", "Ruby", "Go", "Perl", "2 1 3",
        "",
        "Order the steps of a build", "3", "Link", "Edit", "Compile", "Run", "4 2 3 1 4",
        "Order the seasons from spring", "3", "Winter", "Spring", "Summer", "Autumn", "4 2 3 4 1",
        "",
        "Rust is a compiled language.", "2", "1",
        "Which animal barks?", "0", "Cat", "Dog", "Cow", "Hen", "2",
        "Which colour is the sky?", "0", "Blue", "Green", "Red", "Black", "1",
        "An hour has 60 minutes.", "2", "1",
        "Select the vowels.", "1", "a", "b", "e", "k", "2 1 3",
        "Which number is odd?", "0", "2", "4", "7", "8", "3",
        "Which metal is liquid?", "0", "Iron", "Mercury", "Gold", "Tin", "2",
    ]) + "\n"


def test_a_lone_count_opening_the_file_and_far_fewer_questions_read_is_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _kahoot(), "t.txt")
    assert len(deck.questions) * 2 < 20   # the records' own format: read wrongly, and said so
    assert any(s.startswith(f"{tmp_path / 't.txt'}:1:") and "opens with the count 20" in s for s in said), said


def test_a_count_the_reading_meets_is_not_said(tmp_path: Path) -> None:
    text = "4\n" + "\n".join(f"{k}. Which is number {k}?\nA) one\nB) two\nAnswer: A\n" for k in range(1, 5))
    deck, said = read_said(tmp_path, text, "t.txt")
    assert len(deck.questions) == 4
    assert not any("opens with the count" in s for s in said)


def test_a_record_number_opening_the_file_is_no_count(tmp_path: Path) -> None:
    # phipngh dsaa: each record opens with its own number (655, then T102, the question, 4 choices, the answer)
    records = [[str(600 + k), "T102", f"WHICH DEVICE IS NUMBER {k}?", "RAM", "ROM", "ROUTER", "CPU", "C.ROUTER"]
               for k in range(1, 6)]
    text = "\n".join(line for r in records for line in r) + "\n"
    _, said = read_said(tmp_path, text, "t.txt")
    assert not any("opens with the count" in s for s in said)
