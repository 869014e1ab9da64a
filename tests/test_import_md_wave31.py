"""Session 31, Markdown: questions as a bulleted list's items over their nested lettered choices, answered below
(``mdlistedquestions``); true/false statements with an answer line and no choices (``verdictanswers``); feedback
blocks (``Correct:``, ``Wrong:``) over lettered lines (``mdfeedbacklabels``); code choices under a label alone,
marked as the file marks its others (``mdcodemarks``); a sign after the text marking select-all questions' several
right choices (``learntmarks``); a heading's repeated lists with no answer (``headedlists``); a list a numbered line
announces, blank lines around it, above box choices (``stemlists``); ``<no. of nodes>`` in an answer line is text."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import learntmarks, mdcodemarks, mdfeedbacklabels, mdlistedquestions, verdictanswers
from quizdeck.importers.mdinline import fenced_lines
from tests.conftest import read, read_said, rows_of

#: bullet questions, the answer indented under the item, then a true/false part with indented answer lines
INDENTED = """# Networks

## Multiple Choice Questions

- **Question 1**: Which layer routes packets?

  - A) Physical
  - B) Network
  - C) Session

  **Answer: B) Network**

- **Question 2**: Which protocol resolves names?

  - A) DNS
  - B) ARP
  - C) FTP

  **Answer: A) DNS**

- **Question 3**: What does a switch forward by?

  ```
  frame -> port
  ```

  - A) IP address
  - B) Port number
  - C) MAC address

  **Answer: C) MAC address**

## True/False Questions

- **Question 4**: TCP is a connectionless protocol.

  **Answer: False** (TCP sets up a connection first)

- **Question 5**: A router joins two networks.

  **Answer: True**
"""

#: bullet questions without numbers, the answer at the margin, then "True or False:" statements
MARGIN = """# Threads

## Multiple Choice Questions

- Which call starts a thread?
  - A) run
  - B) start
  - C) begin

Correct answer: B) start

- Which call waits for a thread?
  - A) join
  - B) wait
  - C) stop

Correct answer: A) join

- Which lock can be taken twice by one thread?
  - A) Lock
  - B) Semaphore
  - C) RLock

Correct answer: C) RLock

## True/False Questions

- True or False: A daemon thread keeps the program alive.

Correct answer: False (the program exits without waiting for it)

- True or False: Threads of one process share memory.

Correct answer: True
"""

#: numbered true/false statements, a dash after the number, the answer on the next line
NUMBERED = """## True/False Questions

1. - The combiner is also known as the mini-reducer.
   **Answer: True**

2. - The default number of reducers is 3.
   **Answer: False** (The default is 1)

3. - Mappers write their output to local disk.
   **Answer: True**
"""


def test_bullet_questions_over_nested_lettered_choices_are_answered(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, INDENTED, "q.md")
    rows = rows_of(deck)
    assert rows[:3] == [("Which layer routes packets?", ["Physical", "Network", "Session"], [1]),
                        ("Which protocol resolves names?", ["DNS", "ARP", "FTP"], [0]),
                        ("What does a switch forward by?\n\n```\nframe -> port\n```",
                         ["IP address", "Port number", "MAC address"], [2])]


def test_a_statement_with_a_verdict_answer_and_no_choices_is_true_false(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, INDENTED, "q.md")
    assert rows_of(deck)[3:] == [("TCP is a connectionless protocol.", ["True", "False"], [1]),
                                 ("A router joins two networks.", ["True", "False"], [0])]
    assert deck.questions[3].explanation == "TCP sets up a connection first"


def test_answers_at_the_margin_after_bullet_questions(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, MARGIN, "q.md")
    assert rows_of(deck) == [("Which call starts a thread?", ["run", "start", "begin"], [1]),
                             ("Which call waits for a thread?", ["join", "wait", "stop"], [0]),
                             ("Which lock can be taken twice by one thread?", ["Lock", "Semaphore", "RLock"], [2]),
                             ("True or False: A daemon thread keeps the program alive.", ["True", "False"], [1]),
                             ("True or False: Threads of one process share memory.", ["True", "False"], [0])]


def test_numbered_statements_with_a_dash_are_true_false(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, NUMBERED, "q.md")
    assert rows_of(deck) == [("The combiner is also known as the mini-reducer.", ["True", "False"], [0]),
                             ("The default number of reducers is 3.", ["True", "False"], [1]),
                             ("Mappers write their output to local disk.", ["True", "False"], [0])]


def test_the_pair_is_the_files_words_and_one_side_gets_its_partner() -> None:
    lines = ["1. La Terre tourne.", "Réponse : Vrai", "", "2. Le Soleil tourne autour de la Terre.",
             "Réponse : Vrai"]
    found = verdictanswers.find(lines, fenced_lines(lines))
    assert found is not None and verdictanswers.choices(found) == ("Vrai", "Faux")


def test_a_verdict_answer_under_listed_choices_is_no_statement() -> None:
    lines = ["1. Is it true?", "- It is", "- It is not", "", "Answer: True", "",
             "2. Is it false?", "- It is", "- It is not", "", "Answer: False"]
    assert verdictanswers.find(lines, fenced_lines(lines)) is None


def test_a_nested_list_not_lettered_is_left_to_its_reader() -> None:
    lines = ["- q1", "  - x", "  - **y**", "- q2", "  - x", "  - **y**", "- q3", "  - x", "  - **y**"]
    assert mdlistedquestions.rewritten(lines) is None


def test_an_answer_text_holding_angle_brackets_names_its_choice(tmp_path: Path) -> None:
    text = ("1. How many reducers?\n   - One\n   - 0.95 * (<no. of nodes> * <no. of containers>)\n   - Two\n\n"
            "   **Answer: 0.95 * (<no. of nodes> * <no. of containers>)**\n\n"
            "2. How many mappers?\n   - One per split\n   - One\n   - Two\n\n   **Answer: One per split**\n")
    deck, _ = read(tmp_path, text, "q.md")
    assert [q.answer for q in deck.questions] == [[1], [0]]


#: choices at the margin marked " *", feedback blocks over lettered lines, code choices under a lone label
FEEDBACK = """1. What are principles of encapsulation? (Select all that apply.)

a. Bundling state and behavior *
b. Validating user input
c. Restricting direct access *

Correct:
a., c. These are the principles.

Wrong
b. That is no principle.

2. Which is the setter?

a.
```java
String setName(String name) { return name; }
```
b. *
```java
void setName(String name) { this.name = name; }
```

Correct:
b. Setters are void.

Wrong:
a. A setter returns nothing.

3. What does static mean?

a. Hidden from callers.
b. Belongs to the class. *
c. Encrypted.

Correct:
b. Right.

Wrong:
a. That is private.
c. Not encrypted.

4. Which modifier hides members?

a. `hide`
b. `private` *
c. `final`

Correct:
b. It hides them.

Wrong:
a. Not a modifier.
c. Prevents reassignment.
"""


def test_feedback_blocks_are_no_questions_and_star_marks_answer(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, FEEDBACK, "q.md")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == ["What are principles of encapsulation? (Select all that apply.)",
                                    "Which is the setter?", "What does static mean?", "Which modifier hides members?"]
    assert rows[0][1:] == (["Bundling state and behavior", "Validating user input", "Restricting direct access"],
                           [0, 2])
    assert rows[1][1] == ["```java\nString setName(String name) { return name; }\n```",
                          "```java\nvoid setName(String name) { this.name = name; }\n```"]
    assert [r[2] for r in rows[1:]] == [[1], [1], [1]]
    assert "Wrong:\na\\. That is private." in (deck.questions[2].explanation or "")


def test_feedback_needs_the_choices_it_names_above_it() -> None:
    lines = ["Correct:", "a. one", "", "Wrong:", "b. two"]
    assert mdfeedbacklabels.rewritten(lines) is None


def test_a_mark_after_a_closing_fence_closes_it_and_ticks_its_box() -> None:
    lines = ["1. Which?", "", "    a.", "    ```html", "    <p>x</p>", "    ```", "    b.", "    ```html",
             "    <b>y</b>", "    ``` *", "", "2. Which?", "    a. one *", "    b. two", "",
             "3. Which?", "    a. one", "    b. two *"]
    got = mdcodemarks.rewritten(lines)
    assert got is not None
    assert got[0][2:10] == ["    - [ ]", "    ```html", "    <p>x</p>", "    ```", "    - [x]", "    ```html",
                            "    <b>y</b>", "    ```"]


def test_a_token_the_file_marks_nothing_with_stays() -> None:
    lines = ["a.", "```", "x", "```", "b. *", "```", "y", "```"]
    assert mdcodemarks.rewritten(lines) is None


#: a course page: each lesson's questions under "#### Sorular", its videos under "#### Videolar"
HEADED = """# Course

### Lesson 1

#### Sorular

1. Which is wrong?
   - one
   - two (Doğru)
   - three

#### Videolar

1. https://youtu.be/aaa
   - A video for you.

### Lesson 2

#### Sorular

1. Which is right?
   - one (Doğru)
   - two
   - three

2. Which is big?
   - one
   - two
   - three (Doğru)

#### Videolar

1. https://youtu.be/bbb
   - A video for you.

2. https://youtu.be/ccc
   - A video for you.
"""


def test_lists_under_a_repeated_heading_with_no_answer_are_left_out(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, HEADED, "q.md")
    assert [(q.text, q.answer) for q in deck.questions] == [("Which is wrong?", [1]), ("Which is right?", [0]),
                                                             ("Which is big?", [2])]
    assert any("3 items under the headings 'Videolar'" in s and "left out" in s for s in said)


#: a numbered line announcing a list, blank lines around it, then the question asked over its boxes
ANNOUNCED = """1. Which command lists files?
- [ ] cd
- [x] **ls**

2. You have the following files:

- apple.txt
- banana.jpg

Which command finds "fruit" in the text files?
- [x] **grep fruit apple.txt**
- [ ] find fruit

3. Which command prints a file?
- [x] **cat**
- [ ] dog

4. Which command removes a file?
- [ ] del
- [x] **rm**
"""


def test_an_announced_list_over_box_choices_is_the_questions_text(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, ANNOUNCED, "q.md")
    assert len(deck.questions) == 4
    assert deck.questions[1].text.startswith("You have the following files:\n\n- apple.txt")
    assert [c.text for c in deck.questions[1].choices] == ["grep fruit apple.txt", "find fruit"]


def test_a_word_in_brackets_glued_after_a_sentence_is_the_mark_set_apart() -> None:
    glued = [e.mark for e in learntmarks.edges("Lists the changes.(Doğru)")]
    apart = [e.mark for e in learntmarks.edges("Lists the changes. (Doğru)")]
    assert glued == apart == [learntmarks.Mark("after", "(doğru)")]
    assert learntmarks.take_off("Lists the changes.(Doğru)", glued) == "Lists the changes."
    assert all(e.mark.token != "(x)" for e in learntmarks.edges("Call f.(x)y"))   # not at the line's end


def test_a_lettered_list_glued_under_an_explanation_stays_where_it_is() -> None:
    block = ["**Explanation:** because.", "- **Why others are wrong:**", "  - A) not this", "  - B) nor this", ""]
    assert mdlistedquestions.rewritten(block * 3) is None


def test_statements_under_an_answer_key_are_the_keys() -> None:
    lines = ["## Answer Key", "", "**Statement**: Headers start with a hash.", "", "**Answer**: **True**", "",
             "**Statement**: Lists start with a digit only.", "", "**Answer**: **False**"]
    assert verdictanswers.find(lines, fenced_lines(lines)) is None
    assert verdictanswers.find(lines[2:], fenced_lines(lines[2:])) is not None


def test_a_statements_answer_line_is_its_own_not_furniture(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, INDENTED, "q.md")
    answers = {n for q in deck.questions[3:] for a, b in q.lines for n in range(a, b + 1)}
    furniture = {n for a, b in deck.furniture for n in range(a, b + 1)}
    assert {37, 41} <= answers and not {37, 41} & furniture
