"""Lines (session 41, lines41): excerpts written in the shape of the banks, each with a near miss that must not fire.

* an exam transcript whose every question keeps a JSON record in a fence (``"answer": "B",``): the value is the
  scalar the quotes hold; a key naming one choice in every question (``"points": 1``) is never the answer line,
  said; a section in the questions' own heading shape without choices ends the question above it;
* choices written ``- a STOPPED`` (a letter, a space, the text) in runs the file repeats: labels;
* choices labelled ``i.`` ``ii.`` ``iii.`` ``iv.`` in runs, and the line after them of one word and numerals of the
  question's own set (``valg ii iv``): choices A-D and their answers;
* a run of labels glued to their text after the sign (``A.True`` / ``B.False``) under a question: choices;
* a lettered run that skips one letter (``A.`` ``B.`` ``D.`` ``E.``): one run, answers by label, said.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import gluedlabels, questionheadings, romanlabels, skippedlabels, spacedletters
from quizdeck.importers.quotedvalues import unquoted
from tests.conftest import read_said, rows_of

_EXAM = [("Which disk layout mirrors every block?", ["Mirroring", "Parity disk", "Rotating parity", "Striping"], "A"),
         ("Which layout keeps parity on one disk?", ["Mirroring", "Parity disk", "Rotating parity", "Striping"], "B"),
         ("Which layout rotates its parity?", ["Mirroring", "Parity disk", "Rotating parity", "Striping"], "C"),
         ("Which layout has no redundancy?", ["Mirroring", "Parity disk", "Rotating parity", "Striping"], "D"),
         ("What does a journal protect?", ["Metadata", "Only data", "Nothing", "The cache"], "A"),
         ("Which call opens a file?", ["read", "open", "close", "seek"], "B"),
         ("Which state waits for I/O?", ["Running", "Ready", "Blocked", "Zombie"], "C"),
         ("Which lock spins?", ["Mutex", "Semaphore", "Condition", "Spinlock"], "D"),
         ("What maps pages to frames?", ["Page table", "TLB miss", "Inode", "Bitmap"], "A")]


def _exam(answer: str = '"answer": "{a}",', extra: str = "", skip: bool = False, form: str = "{l}) {c}") -> str:
    out = ["# Final exam", ""]
    for n, (stem, choices, a) in enumerate(_EXAM, start=1):
        out += ["---", "", f"## Question {n} [1 point]", "", stem]
        out += [form.format(l="ABCD"[k], low="abcd"[k], c=c) for k, c in enumerate(choices)]
        out += ["", "```json", "{", f'  "problem_id": "{n}",', '  "points": 1,', '  "type": "ExactMatch",',
                f"  {answer.format(a=a)}", "}", "```", ""]
        if extra and n == 4:
            out += [extra]
        if skip and n == 4:
            out += ["## Question 99 [1 point] (skipped)", "", "Not scored.", "", "```json", "{",
                    '  "answer": "Twice. The layout is wrong."', "}", "```", ""]
    return "\n".join(out) + "\n"


def test_a_quoted_value_in_a_data_fence_is_the_scalar_it_holds(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _exam(), "exam.md")
    assert [q.answer for q in deck.questions] == [["ABCD".index(a)] for _, _, a in _EXAM], said
    assert not any("same choice" in s for s in said), said


def test_unquoted_takes_one_pair_of_quotes_and_a_comma_only() -> None:
    assert unquoted('"B",') == "B"
    assert unquoted("'A, C'") == "A, C"
    assert unquoted("\u201c2\u201d") == "2"
    assert unquoted('"a" or "b"') == '"a" or "b"'      # two quoted values: left as written
    assert unquoted('"B') == '"B'                      # no closing quote
    assert unquoted("don't") == "don't"


def test_a_key_naming_the_same_choice_everywhere_is_no_answer_line_and_is_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _exam(answer='"level": "easy",'), "exam.md")
    assert all(q.answer is None for q in deck.questions), rows_of(deck)
    assert any(":16:" in s and "same choice (A)" in s and "points" in s for s in said), said


def test_a_varied_key_still_wins_over_a_constant_one(tmp_path: Path) -> None:
    # near miss: the constant key is refused, the varied one read as before (nothing said of the constant one)
    deck, said = read_said(tmp_path, _exam(answer='"answer": "{a}"'), "exam.md")
    assert [q.answer for q in deck.questions] == [["ABCD".index(a)] for _, _, a in _EXAM]
    assert not any("same choice" in s for s in said), said


def test_a_section_in_the_question_heading_shape_ends_the_question_above(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _exam(skip=True), "exam.md")
    assert [q.answer for q in deck.questions] == [["ABCD".index(a)] for _, _, a in _EXAM], said


def test_section_ends_need_the_shared_shape() -> None:
    lines = ["## Question 1", "x", "## Answer", "B", "## Question 2", "y", "## Question 3", "z", "## Question 4", "w"]
    # "## Answer" is no heading in the questions' shape: question 1's section goes on over it
    assert questionheadings.section_ends(lines, [1, 5, 7, 9]) == {0: 4, 1: 6, 2: 8}
    fenced = ["## Question 1", "```", "## Question 9", "```", "## Question 2", "y", "## Question 3", "z"]
    assert questionheadings.section_ends(fenced, [1, 5, 7]) == {0: 4, 1: 6}
    assert questionheadings.section_ends(lines, [2, 4, 6]) == {}     # the questions open at no heading


def test_letters_with_a_space_alone_in_runs_are_labels(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _exam(form="- {low} {c}"), "exam.md")
    assert [c for _, c, _ in rows_of(deck)] == [c for _, c, _ in _EXAM], rows_of(deck)[:2]
    assert any("letter and a space" in s for s in said), said


def test_letters_with_a_space_alone_need_runs_in_order_in_three_places() -> None:
    said: list[str] = []

    def warn(at: int, text: str, hint: str) -> None:
        said.append(text)

    lines = ["Q1?", "- a STOPPED", "- b READY", "- c ACTIVE", "", "Q2?", "- a x", "- b y", "- c z"]
    assert spacedletters.rewritten(lines, [False] * len(lines), warn) is None     # two runs only
    prose = ["- a process runs", "- b tree is kept", "- c list is made"] * 3 + ["- a word opens this", "x"] * 3
    assert spacedletters.rewritten(prose, [False] * len(prose), warn) is None     # most "a" lines open no run
    three = [*lines, "", "Q3?", "- a p", "- b q", "- c r"]
    got = spacedletters.rewritten(three, [False] * len(three), warn)
    assert got is not None and got[1] == "- a. STOPPED" and got[0] == "Q1?"
    assert len(said) == 1


# -- Roman numerals and the answer line after them (bt04's shape) ------------------------------------------------

_ROMAN = [("Which declaration is valid:", ["int a[];", "int[] a;", "int a{5};", "int a[5];"], [3]),
          ("Which loops run at least once:", ["for", "do while", "while", "goto"], [1]),
          ("Which headers are standard:", ["<iostream>", "<conio.h>", "<vector>", "<windows.h>"], [0, 2]),
          ("Which type holds 3.5:", ["int", "char", "double", "bool"], [2]),
          ("Which operator takes an address:", ["*", "&", "->", "::"], [1])]


def _roman(word: str = "valg", extra: str = "") -> str:
    out: list[str] = []
    for n, (stem, choices, answer) in enumerate(_ROMAN, start=1):
        out.append(f"{n}.\t{stem}")
        out += [f"\t{('i', 'ii', 'iii', 'iv')[k]}.\t{c}" for k, c in enumerate(choices)]
        out.append(f"{word} {' '.join(('i', 'ii', 'iii', 'iv')[k] for k in answer)}")
    return "\r\n".join(out) + "\r\n" + extra


def test_roman_numeral_runs_are_choices_and_the_word_after_them_names_the_answers(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _roman(), "bt.txt")
    assert [(c, a) for _, c, a in rows_of(deck)] == [(c, a) for _, c, a in _ROMAN], said
    assert any(":2:" in s and "Roman" in s for s in said), said
    assert any(":6:" in s and "one word then numerals" in s for s in said), said


def test_a_word_before_a_numeral_of_no_choice_is_no_answer_line() -> None:
    said: list[str] = []
    lines = _roman().split("\r\n")
    lines[5] = "valg v"                                  # question 1 has four choices: "v" names none of them
    got = romanlabels.rewritten(lines, [False] * len(lines), lambda at, text, hint: said.append(text))
    assert got is not None and got[1] == "\ta.\tint a[];" and got[5] == "valg v" and got[11] == "valg: B"


def test_roman_numerals_beside_lettered_choices_number_statements() -> None:
    # near miss: "(i)", "(ii)" statements in each stem, the choices lettered: the numerals stay as written
    lines: list[str] = []
    for n in range(1, 5):
        lines += [f"{n}. Which statements hold?", "i. one", "ii. two", "iii. three",
                  "a. i only", "b. ii only", "c. i and ii", "d. all"]
    assert romanlabels.rewritten(lines, [False] * len(lines), lambda at, text, hint: None) is None


# -- a label glued to its text after its sign (dangpp's shape) --------------------------------------------------

def _glued(second: tuple[str, str] = ("A.True", "B.False")) -> str:
    return "\n".join(["1.Goods are made for:", "A. Own use", "B. Exchange", "C. Gifts", "D. Taxes",
                      "2.Every product of labour is a good. True or false:", *second,
                      "3.A good is:", "A. Any product", "B. A product made for sale", "C. A gift", "D. A tax",
                      "4.The first economy was:", "A. Natural", "B. Market", "C. Planned", "D. Mixed"]) + "\n"


def test_a_run_of_labels_glued_to_their_text_is_a_run_of_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _glued(), "ch2.txt")
    assert len(deck.questions) == 4, said
    assert rows_of(deck)[1][1] == ["True", "False"]
    assert any(":7:" in s and "glued" in s for s in said), said


def test_glued_letters_out_of_order_or_before_a_digit_are_no_labels() -> None:
    def none(at: int, text: str, hint: str) -> None:
        raise AssertionError(text)
    for lines in (["Who wrote it?", "B.Smith", "A.Jones"], ["Section:", "A.1 Scope", "A.2 Terms"],
                  ["Q?", "a.) x", "b.) y"], ["Where?", "U.S.A. mostly", "V.S. never"], ["Who?", "A.Smith"],
                  ["Q1?", "A.x", "B.y", "", "Q2?", "A.z", "B.w"]):     # every run glued: the layout readers' file
        assert gluedlabels.rewritten(lines, [False] * len(lines), none) is None, lines


# -- a lettered run that skips one letter (malon64's shape) -----------------------------------------------------

def _skipping(letters: str = "ABDE", answer: str = "D") -> str:
    out = ["# Prep", ""]
    for n in range(1, 4):
        labels = letters if n == 2 else "ABCD"
        out += [f"## Question {n}", "", f"Why does job {n} fail?", ""]
        out += [f"- **{x}.** reason {x.lower()}{n}" for x in labels]
        out += ["", "<details><summary>Answer</summary>", "", f"**Answer:** {answer if n == 2 else 'B'}", "",
                "</details>", "", "---", ""]
    return "\n".join(out)


def test_a_run_goes_on_over_one_skipped_letter_and_the_answer_names_by_label(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _skipping(), "prep.md")
    assert rows_of(deck)[1][1:] == (["reason a2", "reason b2", "reason d2", "reason e2"], [2]), said
    assert sum("labels skip C" in s for s in said) == 1, said


def test_a_skipped_letter_with_no_run_after_it_ends_the_run(tmp_path: Path) -> None:
    # near miss: "A." "B." "D." and nothing in the form after "D.": no skip read
    deck, said = read_said(tmp_path, _skipping("ABD", "A"), "prep.md")
    assert rows_of(deck)[1][1] != ["reason a2", "reason b2", "reason d2"]
    assert not any("labels skip" in s for s in said), said


def test_skipped_labels_helpers() -> None:
    assert skippedlabels.skip_at([0, 1, 3, 4]) == 2
    assert skippedlabels.skip_at([0, 2, 3]) is None      # never before the second choice
    assert skippedlabels.skip_at([0, 1, 3, 5]) is None   # two skips
    assert skippedlabels.expected([0, 1, 3]) == 4 and skippedlabels.expected([0, 1]) == 2
    assert skippedlabels.form("- **D.** text") == skippedlabels.form("- **A.** other") != skippedlabels.form("D. x")


def test_roman_numerals_over_numbered_choices_number_statements() -> None:
    # near miss: "I." .. "IV." statements, then the choices "1." "2." at the same indent: the numerals stay
    lines: list[str] = []
    for n in range(1, 5):
        lines += [f"{n}. Order the steps.", "", "    I. first", "    II. second", "    III. third", "",
                  "    1. I, II, III", "    2. **III, II, I**", ""]
    assert romanlabels.rewritten(lines, [False] * len(lines), lambda at, text, hint: None) is None


def test_roman_numerals_over_a_box_list_number_statements() -> None:
    # near miss: "I." .. "III." statements, a line, then the choices as boxes: the numerals stay
    lines: list[str] = []
    for _ in range(4):
        lines += ["**Q:** Given the statements:", "", "I. one", "II. two", "III. three", "", "Mark the right one:",
                  "- [ ] all true", "- [x] one false", ""]
    assert romanlabels.rewritten(lines, [False] * len(lines), lambda at, text, hint: None) is None


def test_labels_out_of_order_are_no_skipped_letter(tmp_path: Path) -> None:
    # near miss: "A." "B." "D." "C.": a run written out of order, no letter skipped, nothing said of a skip
    text = "\n\n".join(f"Câu {n}: Which one fits {n}?\nA. one\nB. two\n{'D. four' if n == 2 else 'C. three'}\n"
                       f"{'C. three' if n == 2 else 'D. four'}" for n in range(1, 6)) + "\n"
    _, said = read_said(tmp_path, text, "q.txt")
    assert not any("labels skip" in s for s in said), said
