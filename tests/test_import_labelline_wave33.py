"""Session 33's held-out files whose labels stood on lines of their own or stayed in the texts, each in a small
synthetic source of the same shape.

* A quiz's review page pasted (affandiagung): ``Question N`` / ``Complete`` / ``Mark x out of y`` / ``Flag
  question`` / ``Question text`` / the sentence / ``Question NAnswer`` / ``a.`` alone over each choice's line /
  ``Feedback`` / ``The correct answer is: text``. The page's frame is left out (``reviewpages``); the last lone
  label owns one line as the others did, not the feedback and the next question's header (``lonelabels``); a
  number that is both a choice's place and another choice's text is no sure answer (``answerlines``): warned.
* ``**A1.**``...``**B1.**`` (hargunsingh12): a part's letter and the number in it, taken off (``mend``).
* ``Q `` before every question (darko-ristic): the file's question marker, taken off (``mend``).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import lonelabels, reviewpages
from quizdeck.importers.mdinline import fenced_lines
from tests.conftest import read_said, rows_of


def _review(k: int, question: str, choices: list[str], right: str) -> str:
    lines = [f"Question {k}", "Complete", "Mark 5.00 out of 5.00", "Flag question", "Question text", question,
             f"Question {k}Answer", ""]
    for label, text in zip("abcd", choices, strict=False):
        lines += [f"{label}.", text, ""]
    lines[-1:] = ["Feedback", f"The correct answer is: {right}"]
    return "\n".join(lines) + "\n"


_REVIEW = ("Grade\t100.00 out of 100.00\n"
           + _review(1, "Which function is exponential?", ["f(x)=2^x", "f(x)=log(x)", "f(x)=x^2", "f(x)=x+2"],
                     "f(x)=2^x")
           + _review(2, "What is the law of large numbers?",
                     ["The variance approaches zero as the number of observations increases",
                      "All events become equally likely",
                      "The number of observations does not affect the distribution",
                      "The average converges toward the expected value as the observations increase"],
                     "The average converges toward the expected value as the observations increase")
           + _review(3, "Which method adds an item to the end of a list?",
                     ["list.insert()", "list.add()", "list.append()", "list.push()"], "list.append()")
           + _review(4, "What is the rank of the matrix?", ["0", "1", "3", "2"], "2"))


def test_a_review_pages_frame_is_left_out_and_each_lone_label_owns_its_line(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _REVIEW, "soal.md")
    rows = rows_of(deck)
    assert rows[:3] == [
        ("Which function is exponential?", ["f(x)=2^x", "f(x)=log(x)", "f(x)=x^2", "f(x)=x+2"], [0]),
        ("What is the law of large numbers?",
         ["The variance approaches zero as the number of observations increases", "All events become equally likely",
          "The number of observations does not affect the distribution",
          "The average converges toward the expected value as the observations increase"], [3]),
        ("Which method adds an item to the end of a list?",
         ["list.insert()", "list.add()", "list.append()", "list.push()"], [2]),
    ]
    # "2" is the 2nd choice's place and the 4th's text: not read as either, said at its line
    assert rows[3][:2] == ("What is the rank of the matrix?", ["0", "1", "3", "2"]) and rows[3][2] is None
    assert any(":85:" in s and "correct answer is" in s for s in said), said


def test_a_page_without_the_review_buttons_is_left_as_it_is() -> None:
    lines = ["Question 1", "Complete", "Feedback", "Question text", "Question text", "Question text", "x"]
    assert reviewpages.unframed(lines, fenced_lines(lines)) is None


def test_the_last_lone_label_of_a_run_owns_one_line_when_the_others_did() -> None:
    lines = ["Which?", "", "a.", "one", "", "b.", "two", "", "c.", "three", "Feedback", "The answer is: one", "",
             "Next?", "", "a.", "x", "", "b.", "y", "Why", "", "Third?", "", "a.", "p", "", "b.", "q", "note"]
    out = lonelabels.joined(lines, fenced_lines(lines))
    assert out is not None
    assert out[9:12] == ["c. three", "Feedback", "The answer is: one"]
    assert out[19:21] == ["b. y", "Why"]


_PARTS = "# Midterm practice\n\n## Part A\n\n" + "".join(
    f"**A{k}.** Which of these grows fastest, case {k}? (a) n (b) n log n (c) 2^n (d) n^2\n\n" for k in range(1, 6)
) + "## Part B\n\n" + "".join(
    f"**B{k}.** Which structure fits case {k}? (a) heap (b) stack (c) queue (d) tree\n\n" for k in range(1, 5))


def test_a_parts_letter_and_the_number_in_it_are_taken_off(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _PARTS, "practice.md")
    texts = [q.text for q in deck.questions]
    assert texts[0] == "Which of these grows fastest, case 1?"
    assert texts[5] == "Which structure fits case 1?"
    assert not any(t.startswith("**") for t in texts), texts
    assert len(texts) == 9


_MARKED = ("Q Kolika je vrednost izraza 2 + 3 · 4?:\r\n>14\r\n16\r\n>14\r\n24\r\n"   # (its slip kept: the bank's)
           "Q Koji je rezultat u Pythonu: print(2**3)?:\r\n6\r\n>8\r\n"
           "Q Koja funkcija u Pythonu služi za ispis na ekran?:\r\ninput()\r\n>print()\r\nlen()\r\nint()\r\n"
           "Q Koliko je 5²?:\r\n10\r\n>25\r\n20\r\n15\r\n"
           "Q Koji tip podatka je \"hello\" u Pythonu?:\r\nint\r\nfloat\r\n>str\r\nbool\r\n")


def test_a_question_marker_before_every_question_is_taken_off(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _MARKED, "pitanja.txt")
    rows = rows_of(deck)
    assert len(rows) == 5
    assert rows[0][0] == "Kolika je vrednost izraza 2 + 3 · 4?:"
    assert [r[0] for r in rows][1:] == ["Koji je rezultat u Pythonu: print(2**3)?:",
                                        "Koja funkcija u Pythonu služi za ispis na ekran?:", "Koliko je 5²?:",
                                        'Koji tip podatka je "hello" u Pythonu?:']
