"""A second look at the lead-in rules of wave 35 (leadlabels, quizprompts, bareheads, the question glyph of
labelforms): shapes real banks use on which each rule fired wrongly with no warning, written small.

* ``✔`` as the right answer's mark on the first choice of each question (``✔ a) 5``, ``✔ 1) Whale``, or in place of
  the list's bullet right under the question's line) is a choice's mark, not the file's question bullet;
* ``- Choose one`` as the first item of a choice list is a choice, not Moodle's prompt;
* a line ``Question 3`` (a sentence's start in an explanation) over the file's own ``### Question 3`` is no heading;
* code indented above a ``Q:`` label, or named by the question (``the code``), stays in the question's text; a
  passage above the label left out is warned at its line.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_MARKED_FIRST = """# Quiz

1. Which number is prime?
✔ a) 5
b) 6
c) 8

2. Which is a mammal?
✔ a) Whale
b) Shark
c) Trout

3. Which is a fruit?
✔ a) Apple
b) Carrot
c) Leek
"""

_MARKED_NUMBERED = """# Quiz

1. Which number is prime?
1) 4
✔ 2) 5
3) 6
4) 8

2. Which is a mammal?
✔ 1) Whale
2) Shark
3) Trout
4) Frog

3. Which is a fruit?
1) Carrot
✔ 2) Apple
3) Leek
4) Onion
"""


def test_a_right_mark_before_a_choices_label_is_no_question_bullet(tmp_path: Path) -> None:
    for text, answers in ((_MARKED_FIRST, [[0], [0], [0]]), (_MARKED_NUMBERED, [[1], [0], [1]])):
        deck, _ = read_said(tmp_path, text, "t.md")
        assert [answer for _, _, answer in rows_of(deck)] == answers
        assert not any("question line" in m for m in deck.mended)


def test_a_right_mark_right_under_the_questions_line_is_no_question_bullet() -> None:
    from quizdeck.importers.labelforms import normalised
    lines = ["Which is prime?", "✔ 5", "- 6", "- 8", "", "Which is a mammal?", "✔ Whale", "- Shark", "- Trout", "",
             "Which is a fruit?", "✔ Apple", "- Carrot", "- Leek"]
    got = normalised(lines)
    assert got is None or all("question line" not in what for what, _, _ in got.said)


_CHOICE_WORDS = """# Quiz

1. What does a radio button let the user do?
- Choose one
- Choose several
- Type text

Answer: A

2. Which is a fruit?
- Apple
- Leek
- Onion

Answer: A

3. Which is red?
- Blood
- Sky
- Grass

Answer: A
"""


def test_a_prompts_words_as_a_lists_first_item_are_a_choice(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _CHOICE_WORDS, "t.md")
    assert rows_of(deck)[0][1] == ["Choose one", "Choose several", "Type text"]
    assert not any("prompt over the choices" in m for m in deck.mended)


_NAMED_NEXT = """### Question 1
Which is prime?

a) 4
b) 5

Answer: b

### Question 2
Which is even?

a) 3
b) 8

Answer: b, and see

Question 3
below, which builds on it.

### Question 3
Which is odd?

a) 7
b) 8

Answer: a
"""


def test_a_bare_question_line_over_the_heading_of_its_number_is_no_heading(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _NAMED_NEXT, "t.md")
    rows = rows_of(deck)
    assert len(rows) == 3
    assert "below, which builds on it." in (deck.questions[1].explanation or "")
    assert not any("missing '#'" in m for m in deck.mended)


_READ_ABOVE = """## Question 1

Q: Which keyword declares a constant in JavaScript?

A) var
B) let
C) const

Answer: C

## Question 2

    for (let i = 0; i < 3; i++) {
      console.log(i * 2);
    }

Q: What does it print on the last line?

A) 2
B) 4
C) 6

Answer: B

## Question 3

```
print(1)
```

Q: What does the code print?

A) 1
B) 2

Answer: A

## Question 4

The mitochondria is the organelle where cellular respiration takes place and most ATP of the cell is made.

Q: Where is most ATP made, according to it?

A) Nucleus
B) Mitochondria
C) Ribosome

Answer: B

## Question 5

Q: Which is a prime?

A) 4
B) 5

Answer: B
"""


def test_code_above_a_label_stays_a_passage_left_out_is_warned(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _READ_ABOVE, "t.md")
    texts = [text for text, _, _ in rows_of(deck)]
    assert len(texts) == 5
    assert "console.log(i * 2);" in texts[1] and texts[1].endswith("What does it print on the last line?")
    assert "print(1)" in texts[2] and texts[2].endswith("What does the code print?")
    assert texts[3] == "Where is most ATP made, according to it?"
    assert any(":40:1: warning: the text above the label 'Q:' of 1 question left out" in m for m in said)
