"""Plain text in the shapes session 15's held-out banks came in, each read by the general rule behind it.

* a key that only a few questions start with (``Complete: ...``) is those questions' text, not a label the
  file puts on its questions (a key half or more of them start with is);
* in records of fixed lines whose choices are labelled in their place, a label written amiss (``B.`` twice,
  ``A text`` without its full stop) is still the label of the choice's place;
* numbered questions whose numbering starts again at 1 (a new part of the file, no heading between) are questions,
  where the 1 and the 2 after it each have choices before the next line numbered higher;
* inline choices whose first label is mistyped (``c.x b.y c.z d.w``) are read by their places;
* a line of flags (``0 0 1 0``) beside a line of as many words: the words are the choices, the flag ``1`` names the
  right one; a number alone on the last line of nearly every question's text is a field (a level), and one above
  the first question that counts them is the file's count.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import QUIZ, read_said, rows_of


def _fixed(quiz: list[tuple[str, list[str], int]], choice: str = "{label}. {text}") -> str:
    """Records of seven lines, none apart: the question, four choices, the right one's text, a topic."""
    lines: list[str] = []
    for q, cs, a in quiz:
        lines += [q, *(choice.format(label="ABCD"[k], text=c) for k, c in enumerate(cs)), cs[a], "General"]
    return "\n".join(lines) + "\n"


def test_a_key_a_few_questions_start_with_is_their_text(tmp_path: Path) -> None:
    quiz = [(q, cs, a) for q, cs, a in QUIZ]
    for n in (2, 5, 8):
        q, cs, a = quiz[n]
        quiz[n] = (f"Complete: {q[:-1]} is ____", cs, a)
    deck, said = read_said(tmp_path, _fixed(quiz, "{text}"), "quiz.txt")
    assert rows_of(deck) == [(q, cs, [a]) for q, cs, a in quiz], said


def test_a_key_most_questions_start_with_is_their_label(tmp_path: Path) -> None:
    lines: list[str] = []
    for q, cs, a in QUIZ:
        lines += [f"Question: {q}", *(f"{'ABCD'[k]}) {c}" for k, c in enumerate(cs)), f"Answer: {'ABCD'[a]}", ""]
    deck, said = read_said(tmp_path, "\n".join(lines), "quiz.txt")
    assert rows_of(deck) == [(q, cs, [a]) for q, cs, a in QUIZ], said


def test_a_label_written_amiss_in_fixed_records_is_its_places_label(tmp_path: Path) -> None:
    lines: list[str] = []
    for n, (q, cs, a) in enumerate(QUIZ, 1):
        labels = ["A.", "B.", "C.", "D."]
        if n == 3:
            labels[2] = "B."             # the label of the choice before, written again
        if n in (5, 7):
            labels[0] = "A"              # the label without its full stop
        lines += [str(n), q, *(f"{lab} {c}" for lab, c in zip(labels, cs, strict=True)), "abcd"[a]]
    deck, said = read_said(tmp_path, "\n".join(lines), "quiz.txt")
    assert rows_of(deck) == [(q, cs, [a]) for q, cs, a in QUIZ], said


def test_numbering_that_starts_again_at_one_starts_a_new_part(tmp_path: Path) -> None:
    words = ["red", "green", "blue", "black", "white", "grey", "pink", "brown", "gold", "teal", "navy"]
    lines: list[str] = []
    want: list[tuple[str, list[str], list[int]]] = []
    for n in range(30):
        number = n + 1 if n < 18 else n - 17          # a second part numbered from 1 again, no heading between
        q = f"Which colour goes with case {n} of the market"
        cs = [f"{words[(n + k) % len(words)]} and {words[(2 * n + k + 3) % len(words)]} {k}" for k in range(5)]
        want.append((q, cs, [n % 5]))
        lines += [f"{number}.{q} " if number % 3 == 2 else f"{number}. {q} ",
                  *(f"{'abcde'[k]}) {c}{' €' if k == n % 5 else ''}" for k, c in enumerate(cs))]
        if n % 7 == 0:
            lines += ["", " "]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "quiz.txt")
    assert rows_of(deck) == want, said


def test_a_numbered_list_in_an_explanation_is_no_new_part(tmp_path: Path) -> None:
    lines: list[str] = []
    for n, (q, cs, a) in enumerate(QUIZ, 1):
        lines += [f"{n}. {q}", *(f"{'abcd'[k]}) {c}" for k, c in enumerate(cs)), f"Answer: {'abcd'[a]}"]
        if n == 4:
            lines += ["Why:", "1. the first reason", "2. the second reason"]
        lines.append("")
    deck, said = read_said(tmp_path, "\n".join(lines), "quiz.txt")
    assert rows_of(deck) == [(q, cs, [a]) for q, cs, a in QUIZ], said
    assert "the second reason" in (deck.questions[3].explanation or "")


def test_a_mistyped_first_label_of_inline_choices_is_the_first(tmp_path: Path) -> None:
    lines: list[str] = []
    for n, (q, cs, a) in enumerate(QUIZ):
        labels = ["c" if n == len(QUIZ) - 1 else "a", "b", "c", "d"]
        lines += [f"{q} " + " ".join(f"{lab}.{c}" for lab, c in zip(labels, cs, strict=True)), "abcd"[a]]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "quiz.txt")
    assert rows_of(deck) == [(q, cs, [a]) for q, cs, a in QUIZ], said


_ONE_WORD = [
    ("How many continents are there?", ["5", "6", "7", "8"], 2),
    ("Where does the Danube rise?", ["Germany", "Austria", "France", "Russia"], 0),
    ("Which is the longest river in Europe?", ["Volga", "Danube", "Nile", "Amazon"], 0),
    ("In which year did the war end?", ["1943", "1944", "1945", "1946"], 2),
    ("Which is the capital of Iceland?", ["Oslo", "Reykjavik", "Dublin", "Bergen"], 1),
    ("How many days has a leap year?", ["367", "365", "364", "366"], 3),
]


def test_a_line_of_flags_names_the_right_word_of_the_choices_line(tmp_path: Path) -> None:
    lines = [str(len(_ONE_WORD))]          # the file's count of its questions, then 4 lines each
    for n, (q, cs, a) in enumerate(_ONE_WORD):
        lines += [q, str(n % 3 + 1), " ".join("1" if k == a else "0" for k in range(len(cs))), " ".join(cs)]
    deck, said = read_said(tmp_path, "\n".join(lines), "quiz.txt")
    assert rows_of(deck) == [(q, cs, [a]) for q, cs, a in _ONE_WORD], said
