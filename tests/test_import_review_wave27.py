"""Bugs a review of session 27's importer changes found (session 27's reviewfix engineer).

Each input is a small synthetic file in the shape the review met: a fenced list in the text above the first
question (written as the deck's description), ...
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import choicetails, mdcommentmarks, mdshown
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.mdinline import code_spans
from tests.conftest import read_said, saved


def test_a_list_line_in_the_description_does_not_crash_the_read_back(tmp_path: Path) -> None:
    # the description's "  - y" line was counted as a question's start: an error on the last question crashed
    quiz, said, status, _ = saved(tmp_path, b"Intro\n```\n- y\n```\n\n## Question 1\nWhat is it?\n- x\n", "q.md")
    assert status == 1, said
    assert [q["question"] for q in quiz["questions"]] == ["What is it?"]
    assert "q.md:6:1" in said


def test_code_spans_pair_runs_of_one_length_and_leave_an_unclosed_run_as_text() -> None:
    assert code_spans("a `b` c ``d`e`` f") == [(2, 5), (8, 15)]
    assert code_spans("`a``b`") == [(0, 6)]          # the run of two inside is text of the span
    assert code_spans("``a` b") == []                # no run of two after the first: both are text
    assert code_spans("``a` `c`") == [(3, 6)]        # ... and the next run is tried
    assert code_spans("no backticks") == []


def test_a_long_unclosed_backtick_run_is_text_and_a_comment_after_it_is_read(tmp_path: Path) -> None:
    # (900 backticks never closed, then 1,000 letters and a comment: the old pattern took seconds per call)
    line = "- no " + "`" * 900 + "a" * 1000 + " `x` <!-- x -->"
    assert code_spans(line) == [(len(line) - 14, len(line) - 11)]
    assert mdcommentmarks._comment(line) == (len(line) - 10, len(line), "x")
    lines = ["# Quiz", "", "1. Which?", "", "- yes <!-- ok -->", line, "- maybe"]
    assert mdshown.shown(lines) == [*lines[:4], "- yes", line, "- maybe"]


def test_a_shared_explanation_with_braces_is_quoted_as_written_in_the_summary(tmp_path: Path) -> None:
    # (the summary doubled the braces, and a "{n}" in the quoted link became the count)
    for k, link in enumerate(("https://example.com/q{id}", "https://example.com/{n}/{{x}}")):
        rows = [f"{j}. What is {j}+1?\nA. {j}\nB. {j + 1}\nC. {j + 2}\nAnswer: B\nExplanation: {link}\n"
                for j in range(1, 6)]
        _, _, _, summary = saved(tmp_path, "\n".join(rows).encode(), f"quiz{k}.txt")
        assert f"repeat word for word ({link!r})" in summary


def test_mend_fills_the_count_and_the_plural_in_its_words_and_puts_the_quoted_parts_in_as_they_are() -> None:
    deck = ImportedDeck(name="d", key="d", origin="o")
    deck.mend("the mark {0} of {n} choice{s} ({1})", 3, "'{n}'", "{{s}}")
    deck.mend("the label {0} of {n} question{s}", 1, "'{0}'")
    assert deck.mended == ["the mark '{n}' of 3 choices ({{s}})", "the label '{0}' of 1 question"]


def test_a_choice_tail_is_found_once_per_line_among_many_key_heads() -> None:
    # (a line of many "**a:** b" heads, each followed by spaces: each head rescanned the line to its end)
    line = "B. choice" + (" **a:** b" + " " * 40) * 60
    assert choicetails._tail(line) == choicetails.Tail(9, "a", "b" + (" " * 40 + " **a:** b") * 59)
    assert choicetails._tail("Lisboa *nota: since 1255*  ") == choicetails.Tail(6, "nota", "since 1255")
    assert choicetails._tail("  *nota: x* y *nota: since*") is None     # the first wrapped one has no text before it
    assert choicetails._tail("Lisboa *nota: x*y **nota:** since") == choicetails.Tail(17, "nota", "since")


def test_a_number_alone_over_a_question_and_its_labelled_choices_is_no_lone_choice_label(tmp_path: Path) -> None:
    # (numbers "1." .. "4." alone on their lines, in three parts: read as lone labels, each record became one line)
    lines: list[str] = []
    for part in range(1, 4):
        lines += [f"Part {part}", ""]
        for n, (city, country) in enumerate([("Paris", "France"), ("Rome", "Italy"), ("Madrid", "Spain"),
                                             ("Oslo", "Norway")], 1):
            lines += [f"{n}.", f"Which city is the capital of {country} in part {part}?", "a) Lyon is a big city",
                      f"b) {city} is the capital city", "c) Nice on the coast", "Answer: b",
                      f"Explanation: {city} has been the capital for a long time.", ""]
    deck, _ = read_said(tmp_path, "\n".join(lines), "quiz.txt")
    assert len(deck.questions) == 12
    assert all(q.answer == [1] and len(q.choices) == 3 for q in deck.questions)
    assert deck.questions[0].choices[2].text == "Nice on the coast"
    assert deck.questions[0].explanation == "Paris has been the capital for a long time."


def _shuffled_quiz(answer: str, mark: str = "") -> str:
    # six questions; the even ones label their choices A, C, B, D (the order written)
    out: list[str] = []
    for n in range(1, 7):
        labels = "ACBD" if n % 2 == 0 else "ABCD"
        words = {"A": "rouge", "B": "vert", "C": "bleu", "D": "jaune"}
        out += [f"{n}. Quelle couleur {n}?", *[f"{k}. {words[k]}{mark if k == 'B' else ''}" for k in labels],
                f"Answer: {answer}", ""]
    return "\n".join(out)


def test_an_answer_read_from_a_choices_text_stays_on_it_when_the_labels_are_out_of_order(tmp_path: Path) -> None:
    # (the answer "vert" was read on its choice, then moved as if it were the letter B: onto "bleu")
    for k, (answer, mark) in enumerate((("vert", ""), ("see above", " *"))):
        deck, said = read_said(tmp_path, _shuffled_quiz(answer, mark), f"quiz{k}.txt")
        assert [[q.choices[i].text for i in q.answer or []] for q in deck.questions] == [["vert"]] * 6
        assert not any("its answer set on the choices" in s for s in said)
        assert any("labels are out of order" in s for s in said)
    deck, said = read_said(tmp_path, _shuffled_quiz("B"), "quiz2.txt")   # a letter: the choice labelled B
    assert [[q.choices[i].text for i in q.answer or []] for q in deck.questions] == [["vert"]] * 6
    assert any("its answer set on the choices so labelled" in s for s in said)


def test_a_lone_labels_text_keeps_its_line_so_a_warning_points_at_it(tmp_path: Path) -> None:
    # (the text was moved up onto the label's line: the warning named line 19, "B.", at a column it does not have)
    lines: list[str] = []
    for n in range(1, 4):
        third = "zwei zwei" if n == 2 else "drei drei"
        lines += [f"{n}. Welche ist richtig {n}?", "", "A.", "eins eins", "", "B.", "zwei zwei", "", "C.", third, "",
                  "Answer: B", ""]
    deck, said = read_said(tmp_path, "\n".join(lines), "quiz.txt")
    assert [c.text for c in deck.questions[0].choices] == ["eins eins", "zwei zwei", "drei drei"]
    twice = [s for s in said if "are the same text" in s]
    assert twice and twice[0].startswith(f"{tmp_path / 'quiz.txt'}:20:"), twice   # "zwei zwei" under "B." (19)


def test_a_sign_glued_on_one_text_in_every_question_is_that_texts_own_not_a_mark(tmp_path: Path) -> None:
    # ("C#" among Java, Python, Ruby in every question: its "#" was read as the right choice's mark)
    asks = ["Welche Sprache hat Klassen?", "Welche Sprache hat Zeiger?", "Welche Sprache läuft auf .NET?",
            "Welche Sprache hat LINQ?", "Welche Sprache hat Generics?"]
    lines: list[str] = []
    for n, ask in enumerate(asks, 1):
        lines += [f"{n}. {ask}", "A. Java", "B. C#", "C. Python", "D. Ruby", ""]
    deck, said = read_said(tmp_path, "\n".join(lines), "sprachen.txt")
    assert [c.text for c in deck.questions[0].choices] == ["Java", "C#", "Python", "Ruby"]
    assert all(q.answer is None for q in deck.questions)
    assert not any("the mark '#'" in s for s in said)


def test_a_sheets_header_does_not_spoil_its_columns_looks_so_a_short_sheets_wide_row_is_mended(tmp_path: Path) -> None:
    # (review27 B9: the header's name "points" was taken for a cell of the number column, which then had no
    # look of its own; a sheet of five rows could not tell where the unquoted comma of row 7 belongs)
    sheet = (b"question,A,B,C,answer,points\nWhat is 1+1?,1,2,3,B,5\nWhat is 2+2?,4,5,6,A,5\n"
             b"Capital of France?,Paris,Rome,Oslo,A,3\nLargest planet?,Mars,Venus,Jupiter,C,2\n"
             b"Smallest prime?,1,2,3,B,1\nWhich is red,really?,apple,banana,lime,A,4\n")
    quiz, said, _, _ = saved(tmp_path, sheet, "q.csv")
    red = quiz["questions"][-1]
    assert red["question"] == "Which is red, really?", said
    assert red["choices"] == ["apple", "banana", "lime"] and red["answer"] == "A"
    assert "q.csv:7:1" in said and "read as text" in said
