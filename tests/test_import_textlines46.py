"""Plain-text question/choice boundaries (session 46, textlines46): excerpts written in the banks' shapes, each with
a near miss that must not be read the new way.

* a run of labels glued to their text after ``)`` (``A)Tokyo``), in a file that glues most of its labels, blank lines
  between the question and the run: choices (``gluedlabels``);
* a listing's own line numbers (``3.`` .. ``9.``) inside a question numbered ``N)``, lettered choices below: the
  question's text, never question starts (``listingnumbers``);
* a list numbered I, II, III right over the next numbered question's line: that question's text, not a question
  (``romancontext``);
* a label alone on its line over lines of output, its run's other labels carrying their text, an answer line
  under it: a choice whose text is those lines (``lonelabelblocks``);
* ``Q1.`` lines over indented lists ``1.x`` past a blank line, then ``Ans: 2,3`` / ``Ans. 2`` / ``Ans. <text>``:
  the questions' choices whether the stem asks or not (``answeredlists``).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import answeredlists, gluedlabels, listingnumbers, lonelabelblocks, romancontext
from tests.conftest import read_said, rows_of


def _quiet(at: int, text: str, hint: str) -> None:
    raise AssertionError(text)


# -- labels glued after ")" ---------------------------------------------------------------------------------------

_CITIES = [("Which city is the capital of Japan", ["Tokyo", "Osaka", "Kyoto", "Nara"], "A"),
           ("Which river flows through Cairo", ["Amazon", "Nile", "Danube", "Volga"], "B"),
           ("Which sea borders Odessa", ["Baltic", "Red", "Black", "North"], "C"),
           ("Which mountain is the highest in Africa", ["Mont Blanc", "Elbrus", "Denali", "Kilimanjaro"], "D")]


def _glued(spaced: int = -1, sign: str = ")") -> str:
    out: list[str] = []
    for n, (stem, choices, answer) in enumerate(_CITIES, start=1):
        out += [f"{n}) {stem}", "", ""]
        gap = " " if n - 1 == spaced else ""
        out += [f"{'ABCD'[k]}{sign}{gap}{c}" for k, c in enumerate(choices)]
        out += ["", "", f"Ans- {answer}", ""]
    return "\n".join(out)


def test_glued_labels_closed_by_a_bracket_are_choices_in_a_file_that_glues_most(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _glued(spaced=1), "geo.txt")
    assert rows_of(deck) == [(stem, choices, ["ABCD".index(a)]) for stem, choices, a in _CITIES], said
    assert sum("glued to their text" in s and "closed by ')'" in s for s in said) == 1, said
    assert any(":4:1:" in s and "glued" in s for s in said), said


def test_glued_letters_in_a_file_that_glues_all_are_left_to_the_layout_readers() -> None:
    # near misses: "A.Tokyo" in every run but one (a stop may be an abbreviation's); "A)Tokyo" in every run, none
    # set apart (one way of writing, the layout readers learn it)
    for text in (_glued(spaced=1, sign="."), _glued()):
        lines = text.split("\n")
        assert gluedlabels.rewritten(lines, [False] * len(lines), _quiet) is None, text


def test_a_glued_bracket_run_out_of_order_is_no_run() -> None:
    lines = ["1) Pick the odd one", "", "B)one", "A)two", "", "2) Pick again", "", "C)three", "D)four"]
    assert gluedlabels.rewritten(lines, [False] * len(lines), _quiet) is None


# -- a listing's line numbers ------------------------------------------------------------------------------------

def _listing(style: str = "{n}.", first: int = 5, lettered: bool = True) -> str:
    out = ["1)", "What does this print?", "", "int x = 2;", "print(x * 3);", "", "A. 6", "B. 5", "", "Answer: A", "",
           "2)", "Given:"]
    code = ["class Counter {", "int n = 0;", "void up() { n++; }", "public static void main(String[] a) {",
            "Counter c = new Counter();", "c.up(); c.up();", "System.out.println(c.n);", "}", "}"]
    out += [f"{style.format(n=first + k)} {line}" for k, line in enumerate(code)]
    out += ["What is the result?"]
    out += ["A. 0", "B. 1", "C. 2", "D. Compilation fails"] if lettered else []
    out += ["", "Answer: C", "", "3)", "Which keyword makes a constant?", "", "A. final", "B. static", "",
            "Answer: A", "", "4)", "Which type holds true?", "", "A. int", "B. boolean", "", "Answer: B", ""]
    return "\n".join(out)


def test_a_listings_line_numbers_are_the_questions_text(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _listing(), "java.txt")
    rows = rows_of(deck)
    assert len(rows) == 4, said
    assert rows[1][0].startswith("Given:") and "13. }" in rows[1][0] and rows[1][0].endswith("What is the result?")
    assert rows[1][1:] == (["0", "1", "2", "Compilation fails"], [2])
    assert sum("numbered 5 to 13" in s and "listing" in s for s in said) == 1, said


def test_numbered_lines_in_the_questions_own_style_or_without_lettered_choices_are_left_alone() -> None:
    # near misses: the run in the questions' own sign ("3)"), and a run with no lettered choice after it (the
    # numbered lines may be that question's own choices)
    for text in (_listing(style="{n})"), _listing(lettered=False)):
        lines = text.split("\n")
        assert listingnumbers.listings(lines, [False] * len(lines)) == [], text


# -- a Roman list right over the next question -----------------------------------------------------------------

_ROMAN = """1. Which tool cuts wood fastest?
a) Saw
b) Axe
c) Knife
B
Questions 2-3 refer to the following list
I. Oak plank
II. Iron ingot
III. Glass pane
2. Which of these can be smelted?
a) I only
b) II only
c) I and III only
B
I. Oak plank
II. Iron ingot
III. Glass pane
3. Which of these burns?
a) I only
b) II only
c) III only
A
4. Which block is the hardest?
a) Dirt
b) Sand
c) Obsidian
C"""


def test_a_roman_list_over_the_next_question_is_that_questions_text(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ROMAN, "craft.txt")
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[1], [1], [0], [2]], said
    assert rows[0] == ("Which tool cuts wood fastest?", ["Saw", "Axe", "Knife"], [1])
    assert rows[1][0] == ("Questions 2-3 refer to the following list\nI. Oak plank\nII. Iron ingot\nIII. Glass pane"
                          "\n\nWhich of these can be smelted?")
    assert rows[2][0] == "I. Oak plank\nII. Iron ingot\nIII. Glass pane\n\nWhich of these burns?"
    assert rows[1][1] == ["I only", "II only", "I and III only"]
    assert sum("numbered I, II, III" in s for s in said) == 1, said


def test_a_roman_list_whose_question_line_does_not_go_on_is_left_alone() -> None:
    # near miss: the numbered line under the list does not continue the numbering (a restart, "1."), and a list
    # over a question whose choices are numbered, not lettered
    restart = _ROMAN.replace("2. Which of these can", "1. Which of these can")
    numbered = _ROMAN.replace("a) I only\nb) II only\nc) I and III only", "1) I only\n2) II only\n3) I and III only")
    for text in (restart, numbered):
        lines = text.split("\n")
        assert romancontext.contexts(lines, [False] * len(lines)) in ([], [(14, 16)]), text
    lines = restart.split("\n")
    assert (5, 7) not in [(a, b) for a, b in romancontext.contexts(lines, [False] * len(lines))]
    lines = numbered.split("\n")
    assert (5, 7) not in [(a, b) for a, b in romancontext.contexts(lines, [False] * len(lines))]


# -- a label alone over lines of output -------------------------------------------------------------------------

_OUTPUT = """1)
for i in range(2): print(i, i)

A)

0 0
1 1


B)
1 1
2 2

C) Nothing
D) An error

Ans- A

2)
What is 2 ** 3?

A) 6
B) 8

Ans- B

3)
What is 7 // 2?

A) 3
B) 3.5

Ans- A
"""


def test_a_lone_label_over_output_lines_is_a_choice_whose_text_is_those_lines(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _OUTPUT, "out.txt")
    rows = rows_of(deck)
    assert len(rows) == 3, said
    assert [c.replace("```", "").strip() for c in rows[0][1]] == ["0 0\n1 1", "1 1\n2 2", "Nothing", "An error"], said
    assert rows[0][2] == [0] and rows[1][1:] == (["6", "8"], [1])
    assert sum("alone on the line over lines of code or output" in s for s in said) == 1, said


def test_lone_labels_without_an_answer_line_or_the_files_own_labels_are_left_alone() -> None:
    # near misses: no answer line under the run; and no other run of the form with its text on the label's line
    no_answer = _OUTPUT.replace("Ans- A\n\n2)", "\n2)")
    alone = _OUTPUT.replace("A) 6\nB) 8", "A. 6\nB. 8").replace("A) 3\nB) 3.5", "A. 3\nB. 3.5")
    for text in (no_answer, alone):
        assert lonelabelblocks.fenced(text.split("\n")) is None, text


# -- numbered lists proven by their answer lines ----------------------------------------------------------------

_NOTES = """# Botany notes

## Part 1

Q1. Which of these are conifers

    1.Pine
    2.Oak
    3.Spruce

Ans: 1,3

Q2. Plant that stores water

    1. Fern
    2. Cactus
    3. Moss

Ans. 2

Q3. Main pigment of leaves

    1.Chlorophyll
    2.Carotene
    3,Xanthophyll

Ans. Chlorophyll

Q4. Which part absorbs water

    Leaf
    Root
    Stem

Ans. Root

Q5. Seeds of a pine grow in

    1.Cones
    2.Pods
    3.Berries

Ans. 1
"""


def test_numbered_lists_under_word_numbered_questions_proven_by_answer_lines_are_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _NOTES, "notes.md")
    assert rows_of(deck) == [
        ("Which of these are conifers", ["Pine", "Oak", "Spruce"], [0, 2]),
        ("Plant that stores water", ["Fern", "Cactus", "Moss"], [1]),
        ("Main pigment of leaves", ["Chlorophyll", "Carotene", "Xanthophyll"], [0]),
        ("Which part absorbs water", ["Leaf", "Root", "Stem"], [1]),
        ("Seeds of a pine grow in", ["Cones", "Pods", "Berries"], [0])], said
    assert sum("lists numbered 1, 2, 3 under the questions' numbered lines" in s and "1 unnumbered" in s
               for s in said) == 1, said


def test_lists_whose_answers_name_nothing_or_that_stand_over_lettered_choices_are_left_alone() -> None:
    # near misses: answer numbers beyond the lists' length; answers that are no item's text; statement lists over
    # lettered choices (the answer line is not under the list)
    beyond = _NOTES.replace("Ans: 1,3", "Ans: 4").replace("Ans. 2", "Ans. 5").replace("Ans. 1\n", "Ans. 9\n")
    unnamed = (_NOTES.replace("Ans: 1,3", "Ans: pine and spruce").replace("Ans. 2", "Ans. the cactus")
               .replace("Ans. 1\n", "Ans. in cones\n"))
    stems = _NOTES.replace("\n\nAns", "\n\n    A) one\n    B) two\n\nAns")
    for text in (beyond, unnamed, stems):
        assert answeredlists.lists(text.split("\n")) == [], text


def test_lists_right_under_their_questions_stay_mdwordlists(tmp_path: Path) -> None:
    # near miss: lists right under the question lines are mdwordlists' (read as numbered choices, no new warning)
    text = "\n".join(f"Q{n}. Which number is {n}?\n1. {n}\n2. {n + 1}\n3. {n + 2}\n\nAnswer: 1\n" for n in (1, 2, 3))
    assert answeredlists.rewritten(text.split("\n")) is None
    deck, said = read_said(tmp_path, text, "nums.md")
    assert [r[2] for r in rows_of(deck)] == [[0], [0], [0]], said
    assert not any("past a blank line" in s for s in said), said
