"""Session 15, what every reading gets after its reader and the second look over it: links to local files, and
the tells that keep a wrong reading from being silent.

The shapes are those of real banks nobody here wrote, written here in other words; each test fails without the
change it is named for.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.sanity import check_deck
from tests.helpers import read_deck

_read = read_deck


def _warnings(diags: object) -> list[str]:
    return [d.format() for d in diags.warnings]  # type: ignore[attr-defined]


# -- links to local files ------------------------------------------------------------------------------------------

def test_a_link_to_a_local_file_keeps_its_text_and_says_so(tmp_path: Path):
    lines = ["# Quiz", "", "Questions about [chapter 6](../notes/chapter-6.md) of the course.", ""]
    for n in range(3):
        lines += [f"{n + 1}. Which number is {n}? See [the notes](./notes.md#part) or [the web](https://example.org), "
                  "not `[a](b.md)`.", "", "- A. zero", "- B. one", "- C. two", "", f"Answer: {'ABC'[n]}", ""]
    deck, diags = _read(tmp_path, "quiz.md", "\n".join(lines))
    texts = [deck.description or "", *(q.text for q in deck.questions)]
    assert not any("./notes.md" in t or "chapter-6.md" in t for t in texts)
    assert "[chapter 6]" not in (deck.description or "") and "chapter 6" in (deck.description or "")
    assert all("See the notes or [the web](https://example.org), not `[a](b.md)`." in q.text for q in deck.questions)
    said = [w for w in _warnings(diags) if "local file" in w]
    assert len(said) == 1 and "quiz.md:3:" in said[0] and "3 more like it" in said[0]


# -- the second look: what a wrong reading shows ---------------------------------------------------------------------

def test_a_number_alone_that_fills_the_gap_between_two_questions_is_said(tmp_path: Path):
    lines = ["Week quiz", ""]
    for n in range(1, 7):
        # (its text right below the number: read as the question's, linekinds.numbers_alone; a blank line between)
        head = [str(n), "", f"Is statement {n} about pooling right?"] if n == 4 else [f"{n}- Which size is right {n}?"]
        lines += [*head, "", f"{n}x{n}", "", f"{n}x{n + 1} (correct)", "", f"{n + 1}x{n}", "", ""]
    _deck, diags = _read(tmp_path, "quiz.md", "\n".join(lines))
    said = [w for w in _warnings(diags) if "numbered 4 like the questions" in w]
    assert len(said) == 1, _warnings(diags)


def _deck_of(lines: list[str], questions: list[tuple[int, int, int, str, list[str]]]) -> tuple[ImportedDeck, Source]:
    """A deck as a reader made it: each question's first and last source line, its start, text and choices."""
    source = Source("quiz.md", "quiz.md", "\n".join(lines))
    deck = ImportedDeck(name="quiz", key="quiz", origin="quiz.md (Markdown)")
    for first, last, start, text, choices in questions:
        q = ImportedQuestion(Pos("quiz.md", start, 1), text, [ImportedChoice(c) for c in choices], answer=[0])
        q.use(first, last)
        deck.questions.append(q)
    return deck, source


def test_choices_numbered_in_brackets_under_a_line_that_asks_in_a_text_are_said():
    lines: list[str] = []
    questions: list[tuple[int, int, int, str, list[str]]] = []
    for n in range(1, 4):
        first = len(lines) + 1
        asked = [f"Q: Which sentence about picture {n} is wrong?", *(f"- ({k}) Picture {n} shows thing {k}."
                                                                     for k in range(1, 4))]
        lines += [f"![picture](https://example.org/{n}.png)", "", *asked, "",
                  f"Listening: Which sentence about picture {n} is wrong, in English?",
                  *(f"- ({k}) Picture {n} shows item {k}." for k in range(1, 4)), ""]
        text = "\n".join([f"![picture](https://example.org/{n}.png)", "", *asked, "", lines[first + 5]])
        questions.append((first, len(lines), first, text, [f"Picture {n} shows item {k}." for k in range(1, 4)]))
    deck, source = _deck_of(lines, questions)
    diags = Diagnostics()
    check_deck(deck, source, diags)
    said = [w for w in _warnings(diags) if "text holds what looks like another question" in w]
    assert len(said) == 1 and "quiz.md:3:" in said[0], _warnings(diags)
    deck.questions = [ImportedQuestion(q.pos, q.text.split("\n\n")[-1], q.choices, [0], explanation="\n".join(
        lines[q.lines[0][0] + 1:q.lines[0][0] + 5])) for q in deck.questions]
    diags = Diagnostics()
    check_deck(deck, source, diags)   # a translation in the explanation, (1) (2)...: not another question
    assert not any("looks like another question" in w for w in _warnings(diags)), _warnings(diags)


def test_an_answer_line_whose_label_and_text_disagree_is_said(tmp_path: Path):
    lines = []
    for n in range(1, 5):
        lines += [f"### {n}. Which loop runs its body at least once {n}?", "- a) while", "- b) do-while", "- c) for",
                  "", f"**Answer:** {'a' if n == 3 else 'b'}) do-while", ""]
    _deck, diags = _read(tmp_path, "quiz.md", "\n".join(lines))
    said = [w for w in _warnings(diags) if "by its label but choice B by its text" in w]
    assert len(said) == 1 and "quiz.md:20:" in said[0], _warnings(diags)


# -- mend: a blank to fill read as a choice --------------------------------------------------------------------------

def test_a_line_with_a_blank_read_as_an_extra_first_choice_goes_to_the_text(tmp_path: Path):
    lines = []
    for n in range(1, 6):
        lines += [f"{n}- Which values go into the blanks of formula {n}?", ""]
        if n == 3:
            lines += ["y = f(x) + _______ + _______", ""]
        lines += [f"a{n} and 0 (correct)", "", f"0 and z{n}", "", f"z{n} and a{n}", "", f"0 and a{n}", "", ""]
    deck, _ = _read(tmp_path, "quiz.md", "\n".join(lines))
    q = deck.questions[2]
    assert [len(x.choices) for x in deck.questions] == [4] * 5
    assert q.text.endswith("y = f(x) + _______ + _______") and q.answer == [0]


def test_a_question_of_code_alone_under_a_line_left_out_is_said(tmp_path: Path):
    lines = ["---", "title: Quiz", "---", "", "## Maths", ""]
    for n in range(1, 4):
        lines += [f"### Which number is twice {n} ?", "", f"- [x] {2 * n}", f"- [ ] {2 * n + 1}", ""]
    # (a heading of the level of the questions' own headings, which ask, is the title of the question below it and
    # starts it, its code and choices under it: one deeper is no question's, and is left out)
    lines += ["## Code", "", "#### Evaluate `s` after this code:", "", "```python", "s = 0", "for i in range(5):",
              "    s += i", "```", "", "- [x] 10", "- [ ] 15", "- [ ] 0", ""]
    _deck, diags = _read(tmp_path, "quiz.md", "\n".join(lines))
    said = [w for w in _warnings(diags) if "is only code" in w]
    assert len(said) == 1 and "quiz.md:24:" in said[0], _warnings(diags)
    lines[lines.index("#### Evaluate `s` after this code:")] = "### Evaluate `s` after this code:"
    deck, diags = _read(tmp_path, "quiz.md", "\n".join(lines))
    assert deck.questions[-1].text.startswith("Evaluate `s` after this code:"), _warnings(diags)


# -- not sure: an answer line read only in part ----------------------------------------------------------------------

def test_a_key_that_names_a_choice_in_only_some_questions_is_not_sure(tmp_path: Path):
    lines = []
    for n in range(1, 9):
        value = "B" if n % 2 else "the second one"
        lines += [f"{n}. Vilken siffra är nummer {n}?", "A. ett", "B. två", "C. tre", f"Svar: {value}", ""]
    deck, diags = _read(tmp_path, "quiz.txt", "\n".join(lines))
    said = [w for w in _warnings(diags) if "not sure" in w and "Svar" in w]
    assert len(said) == 1 and "quiz.txt:11:" in said[0], _warnings(diags)
    assert sum(q.answer is None for q in deck.questions) >= 4


# -- a number above the choices is no answer ---------------------------------------------------------------------

def test_a_number_given_above_the_choices_is_not_read_as_the_answer(tmp_path: Path):
    lines = ["# Exam", ""]
    for n in range(1, 6):
        lines += [f"### Question {n}", "**Type:** Multiple Choice Question  ", f"**Marks:** {2 + n % 3}  ",
                  f"**Question Label:** Registers, part {n}", "", f"Which register holds value number {n}?", "",
                  "**Options:**",
                  "- A) the stack pointer", "- B) the program counter", "- C) the status register",
                  "- D) the accumulator", "", "---", ""]
    deck, _diags = _read(tmp_path, "exam.md", "\n".join(lines))
    assert len(deck.questions) == 5 and all(len(q.choices) == 4 for q in deck.questions)
    assert [q.answer for q in deck.questions] == [None] * 5


def test_a_number_given_below_the_choices_is_still_the_answer(tmp_path: Path):
    lines = ["# Exam", ""]
    for n in range(1, 6):
        lines += [f"### Question {n}", "", f"Which register holds value number {n}?", "",
                  "- A) the stack pointer", "- B) the program counter", "- C) the status register",
                  "- D) the accumulator", "", f"**Answer:** {1 + n % 4}", "", "---", ""]
    deck, _diags = _read(tmp_path, "exam.md", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [[1 + n % 4 - 1] for n in range(1, 6)]
