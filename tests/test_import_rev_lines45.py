"""Review of session 45's line rules (task45-rev-lines): near-miss shapes each new rule must not fire on, or must
fire on only where the result keeps the source's sense.

* lone labels proved by sibling records (lonelabels ``_siblings``): the lines under each label are joined with a
  space, so only lines that keep their sense so (one indent, each ending a statement or a sentence);
* a key on one bullet of each run (linekinds ``keyed_bullets``): a note's field inside a list, a hint among choices;
* a bold span opening a choice with a remark (boldleads): a bold numbered question, every choice bold;
* the choices' own terminator (recordshape ``_choice_ends``): CRLF lines, a single record;
* a list item's label over a code block (lonelabels ``item_over_block``): numbered steps of a page;
* one wrong choice beside the right one (linekinds ``_key_runs``): a single question.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import lonelabels, recordshape
from quizdeck.importers.linekinds import _key_runs, classify, keyed_bullets
from quizdeck.importers.mdinline import fenced_lines
from tests.conftest import read, read_said, rows_of
from tests.test_import_lines45 import _c_quiz

# -- lone labels proved by their sibling records: joined only where one line keeps the lines' sense ---------------


def _quiz(third: str) -> str:
    """The sibling records of ``test_import_lines45``'s C quiz, its third record's question and choices ``third``."""
    text = _c_quiz()
    return text[:text.index("3.\n") + 3] + third + text[text.index("\n\nAns: A\n\n4."):]


_PYTHON = """Which loop prints 0 to 2?
A.
for i in range(3):
    print(i)
B.
for i in range(3):
print(i)
C.
while i < 3:
    print(i)
D.
for i in [3]:
    print(i)"""

_STATEMENTS = """Which lines swap a and b?
A.
t = a
a = b
B.
a = b
b = a
C.
a = t
t = b
D.
b = a
a = t"""

_C = """Which lines copy s into t?
A.
t[0] = 0;
strcat(t, s);
B.
t[0] = 1;
strcat(t, s);
C.
t[1] = 0;
strcpy(s, t);
D.
s[0] = 0;
strcat(s, t);"""


def _joined(text: str) -> list[str] | None:
    lines = _quiz(text).splitlines()
    return lonelabels.joined(lines, fenced_lines(lines))


def test_indented_code_under_sibling_labels_is_not_flattened() -> None:
    # "for ...:" over "    print(i)" as one line loses the block (A and B would read the same): left as it was
    joined = _joined(_PYTHON)
    assert joined is None or "    print(i)" in joined


def test_statements_without_terminators_are_not_run_together() -> None:
    # "t = a" "a = b" joined reads "t = a a = b": one statement, not two
    joined = _joined(_STATEMENTS)
    assert joined is None or "t = a" in joined


def test_terminated_statements_are_still_joined(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _quiz(_C), "final.md")
    rows = rows_of(deck)
    assert len(rows) == 4, said
    assert rows[2][1][0] == "t[0] = 0; strcat(t, s);" and rows[2][2] == [0]


def test_flattened_code_is_never_read_silently(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _quiz(_PYTHON), "loops.md")
    flat = [c for _, choices, _ in rows_of(deck) for c in choices if c == "for i in range(3): print(i)"]
    assert not flat or said


# -- a key on one bullet of each run ---------------------------------------------------------------------------------

_NOTES = """# Cell notes

## Mitochondria
- Found in most cells
- **Function:** makes ATP
- Has its own DNA

## Ribosome
- Found free or on the ER
- No membrane
- **Function:** makes proteins
- Two subunits

## Nucleus
- Holds the DNA
- **Function:** stores the genome
- Has a double membrane

## Golgi body
- Stacks of sacs
- **Function:** packs proteins
- Near the ER
"""


def test_a_field_inside_a_notes_list_marks_nothing(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _NOTES, "notes.md")
    assert all(q.answer is None for q in deck.questions)


def test_a_hint_bullet_among_choices_is_no_right_choice(tmp_path: Path) -> None:
    organs = [("Which organ pumps blood?", ["Lungs", "Heart", "Liver"], "Heart"),
              ("Which organ filters blood?", ["Kidney", "Skin", "Brain"], "Kidney"),
              ("Which organ holds bile?", ["Gallbladder", "Spleen", "Colon"], "Gallbladder"),
              ("Which organ makes insulin?", ["Pancreas", "Heart", "Lung"], "Pancreas")]
    text = "".join(f"### Question {k}\n{q}\n- {cs[0]}\n- **Hint:** think of {a[:2]}...\n- {cs[1]}\n- {cs[2]}\n"
                   f"**Answer:** {a}\n\n" for k, (q, cs, a) in enumerate(organs, 1))
    deck, _ = read_said(tmp_path, text, "organs.md")
    for question, (_, _, answer) in zip(deck.questions, organs, strict=True):
        assert question.answer is not None
        assert [question.choices[k].text for k in question.answer] == [answer]
    assert keyed_bullets(classify(text.splitlines())) is None


# -- a bold span opening a choice, then a remark ------------------------------------------------------------------

def test_a_bold_numbered_question_with_its_points_is_no_choice(tmp_path: Path) -> None:
    text = "# Quiz\n\n" + "".join(
        f"- **{k}) Which is {w}?** (2 points)\n    - A) {w}\n    - B) not {w}\n    - C) neither\n\n"
        for k, w in enumerate(["red", "blue", "green"], 1))
    deck, _ = read_said(tmp_path, text, "points.md")
    assert [len(q.choices) for q in deck.questions] == [3, 3, 3]
    assert all(q.answer is None for q in deck.questions)


def test_every_choice_bold_with_a_remark_marks_none(tmp_path: Path) -> None:
    text = "# Quiz\n\n" + "".join(f"{k}.  Which is {k}?\n" + "".join(
        f"    * **{x}) c{k}{x}.** (see the notes)\n" for x in "ABCD") + "\n" for k in range(1, 5))
    deck, said = read_said(tmp_path, text, "bold.md")
    assert len(deck.questions) == 4
    assert all(q.answer is None for q in deck.questions)
    assert any("no answer" in s for s in said)


# -- the choices' terminator -------------------------------------------------------------------------------------

def _sums(k: int) -> list[str]:
    return [f"What is {k}+{k}?", f"{2 * k};", f"{2 * k + 1};", f"{2 * k + 2};", f"{2 * k}", "|"]


def test_choice_terminator_with_crlf_lines(tmp_path: Path) -> None:
    text = "\r\n".join(line for k in range(1, 6) for line in _sums(k)) + "\r\n"
    deck, _ = read(tmp_path, text.encode(), "sums.txt")
    assert rows_of(deck)[0] == ("What is 1+1?", ["2", "3", "4"], [0])
    assert all(not c.endswith(";") for _, choices, _ in rows_of(deck) for c in choices)


def test_one_record_proves_no_terminator() -> None:
    assert recordshape._choice_ends(list(enumerate(_sums(1), start=1))) == ("", set())


def test_the_terminator_is_said_of_the_questions_it_was_taken_from(tmp_path: Path) -> None:
    odd = ["What is 10+10?", "20;", "21;", "22;", "A", "|"]   # (its answer a letter: no line repeats a choice)
    text = "\n".join([line for k in range(1, 10) for line in _sums(k)] + odd) + "\n"
    deck, _ = read_said(tmp_path, text, "sums.txt")
    assert len(deck.questions) == 10
    assert any("';' ending the choice lines of 9 questions" in m for m in deck.mended), deck.mended


# -- a list item's label over a code block -----------------------------------------------------------------------

_STEPS = """# Setup quiz

1. Which command installs the packages?
    A) npm start
    B) npm install
    C) npm test

Answer: B

## Notes

Follow the steps:

* 1.
    ```bash
    npm install
    ```
* 2.
    ```bash
    npm test
    ```
"""


def test_numbered_steps_over_code_blocks_get_no_answer(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _STEPS, "steps.md")
    assert rows_of(deck)[0] == ("Which command installs the packages?", ["npm start", "npm install", "npm test"],
                                [1])
    assert all(q.answer is None for q in deck.questions[1:])


# -- one wrong choice beside the right one ----------------------------------------------------------------------

def _uploads(pairs: int, fuller: int) -> list[str]:
    text = "".join(f"QUESTION=\nTYPE=MC\nTEXT=Is {k} odd?\nC=No\nN=Yes\n\n" for k in range(pairs))
    text += "".join(f"QUESTION=\nTYPE=MC\nTEXT=Which is {k}?\nC={k}\nN={k + 1}\nN={k + 2}\n\n" for k in range(fuller))
    return text.splitlines()


def test_pairs_alone_prove_no_pair_of_keys() -> None:
    assert _key_runs(classify(_uploads(4, 0)), "n", "c") == []   # (a file of two keys a record: Q:/A: alike)
    assert len(_key_runs(classify(_uploads(4, 2)), "n", "c")) == 2   # pairs the most: the full runs only
    assert len(_key_runs(classify(_uploads(2, 4)), "n", "c")) == 6
