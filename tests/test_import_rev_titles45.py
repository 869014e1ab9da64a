"""Review of session 45's titles and labels (task45-rev-titles): near misses of the branch's new rules, each a shape
the rule must not fire on (or must fire on only with a warning), and the shapes they mended.
"""

from __future__ import annotations

import re
from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers import mdlabelleditems, pairedlabels, sectionrestarts
from quizdeck.importers.convert import read_source
from tests.conftest import read_said, rows_of

# -- "**Question:**" alone on its line (textquiz ``_question``) -----------------------------------------------------

_SCENARIO = """# Practice Set

## 1. Lock Ordering

A billing job holds the lock on `orders` and waits on `invoices`; a report holds `invoices` and waits on `orders`.

**Question:**
What does the server do with the two sessions?

**Options:**
- It rolls one of them back.
- It waits forever.

**Correct Answer:**
- It rolls one of them back.

## 2. Table Maintenance

A nightly task rebuilds `orders` while an analyst reads it.

**Question:**
What happens to the rebuild?

**Options:**
- It waits for the metadata lock.
- It cancels the reader.

**Correct Answer:**
- It waits for the metadata lock.
"""


def test_lone_question_label_under_a_scenario_keeps_the_scenario(tmp_path: Path) -> None:
    # near miss: a paragraph between the heading's title and the label is the question's scenario, not a title
    deck, _ = read_said(tmp_path, _SCENARIO, "set.md")
    texts = [q.text for q in deck.questions]
    assert len(texts) == 2 and "billing job" in texts[0] and "nightly task" in texts[1], texts
    assert "What does the server do" in texts[0] and "What happens to the rebuild?" in texts[1], texts


def test_lone_question_label_with_crlf_line_ends(tmp_path: Path) -> None:
    # near miss: the same file written with CRLF line ends: the label is still known, the text starts below it
    text = _SCENARIO.replace("A billing job holds the lock on `orders` and waits on `invoices`; a report holds "
                             "`invoices` and waits on `orders`.\n\n", "")
    text = text.replace("A nightly task rebuilds `orders` while an analyst reads it.\n\n", "")
    deck, _ = read_said(tmp_path, text.replace("\n", "\r\n"), "set.md")
    assert [q.text for q in deck.questions] == ["What does the server do with the two sessions?",
                                                "What happens to the rebuild?"]


# -- an answer label over lines that repeat a question's choices (textquiz ``_keys_by_order``) ---------------------

_TRUE_FALSE_KEY = """1. Water boils at 100 °C at sea level.
A. True
B. False

2. The Moon is larger than the Earth.
A. True
B. False

**Answers:**
A. True
B. False
"""


def test_a_key_for_true_false_questions_is_a_key(tmp_path: Path) -> None:
    # near miss: every question has the same two choices; the key below repeats them, one a question: by order
    deck, _ = read_said(tmp_path, _TRUE_FALSE_KEY, "quiz.md")
    assert [q.answer for q in deck.questions] == [[0], [1]], rows_of(deck)


_EARLIER_CHOICE_KEY = """1. Which city is the capital of Norway?
A. Milan
B. Bergen
C. Oslo

2. Is Oslo a capital?
A. Yes
B. No

**Answers:**
C. Oslo
A. Yes
"""


def test_key_texts_found_only_in_an_earlier_question_are_a_key(tmp_path: Path) -> None:
    # near miss: "C. Oslo" is no choice of the question right above the key (it has two), only of the one before
    deck, _ = read_said(tmp_path, _EARLIER_CHOICE_KEY, "quiz.md")
    assert [q.answer for q in deck.questions] == [[2], [0]], rows_of(deck)


# -- a bold title over the line that asks (mdtopictitles) ---------------------------------------------------------

_BOLD_QUESTIONS = """# Python

1. **Which keyword defines a function in Python**
   Choose the correct answer:
   A. def
   B. func
   C. lambda
   Answer: A

2. **Which type is immutable in Python**
   Choose the correct answer:
   A. list
   B. tuple
   C. dict
   Answer: B

3. **Which statement leaves a loop early**
   Choose the correct answer:
   A. pass
   B. break
   C. continue
   Answer: B
"""


def test_bold_questions_over_one_repeated_prompt_keep_their_text(tmp_path: Path) -> None:
    # near miss: the bold line is the question (no "?"), the line under it a prompt every question repeats: the
    # Markdown reading keeps the bold line (before: three texts "Choose the correct answer:", the questions lost)
    path = tmp_path / "quiz.md"
    path.write_text(_BOLD_QUESTIONS, encoding="utf-8")
    got = read_source(path, "markdown", Diagnostics())
    assert got is not None
    texts = [q.text for q in got[0].questions]
    assert texts == ["**Which keyword defines a function in Python**\nChoose the correct answer:",
                     "**Which type is immutable in Python**\nChoose the correct answer:",
                     "**Which statement leaves a loop early**\nChoose the correct answer:"], texts


# -- labelled list items (mdlabelleditems) and restarting sections (sectionrestarts) -------------------------------

def test_items_indented_one_space_end_at_the_next_item() -> None:
    # near miss: " - x" items (one space before the bullet) each open an item: none runs over the next one's lines
    lines = []
    for n in (1, 2, 3):
        lines += [f" - **Question {n}**", f"   Which letter is number {n}?", "   A. a", "   B. b", "   Answer: A"]
    got = mdlabelleditems.rewritten(lines, re.compile(r"^Answer:").match)
    assert got is not None
    assert [line for line in got[0] if line.startswith("**")] == ["**Question 1**", "**Question 2**", "**Question 3**"]
    assert got[0][1] == "Which letter is number 1?"


def test_a_single_labelled_item_is_left_alone() -> None:
    lines = ["- Question 1", "  Which is first?", "  A. a", "  B. b", "  Answer: A"]
    assert mdlabelleditems.rewritten(lines, re.compile(r"^Answer:").match) is None


def test_section_ends_are_the_next_heading_of_its_level() -> None:
    # a section's part runs to the next heading of its level or above (its subheadings inside it); found in one pass
    lines = ["## 1. Basics", "**Question 1**", "Answer: A", "**Question 2**", "Answer: B",
             "## 2. Detail", "**Question 1**", "Answer: C", "### 2.1 More", "**Question 2**", "Answer: D",
             "## 3. Which option is the default?", "**Question 2**", "Answer: A", "**Question 3**", "Answer: B"]
    headings = {0: (2, "1. Basics"), 5: (2, "2. Detail"), 8: (3, "2.1 More"), 11: (2, "3. Which ...?")}
    got = sectionrestarts.section_heads(lines, [False] * len(lines), headings, lambda g: g != 8,
                                        lambda j: lines[j].startswith("Answer"))
    assert got == frozenset({0, 5})   # the third's labels do not start from 1: it stays a question's heading


# -- paired labels (pairedlabels) ---------------------------------------------------------------------------------

def test_a_lone_label_under_prose_that_opens_with_a_number_stays() -> None:
    # near miss: the line above opens with a word of two letters and a number ("In 2 ..."), no label
    lines = ["In 2 steps the list is sorted.", "", "**Q2**", "- [x] yes", "- [ ] no", "",
             "At 3 o'clock the job runs.", "", "**Q3**", "- [x] yes", "- [ ] no"]
    assert pairedlabels.rewritten(lines) is None


def test_bold_titles_over_one_prompt_and_each_its_own_code_are_titles(tmp_path: Path) -> None:
    # the held side of the mend above: the prompt repeats, the code under it differs: each text its question's
    text = _BOLD_QUESTIONS.replace("Which keyword defines a function in Python", "Functions")
    text = text.replace("Which type is immutable in Python", "Types").replace("Which statement leaves a loop early",
                                                                             "Loops")
    for n, code in enumerate(("def f(): return 1", "t = (1, 2)", "for i in range(3): break"), 1):
        text = text.replace(f"{n}. **", f"{n}. **", 1)
        text = text.replace("   Choose the correct answer:\n   A.",
                            f"   Which line is right?\n   ```python\n   {code}\n   ```\n   A#", 1)
    text = text.replace("   A#", "   A.")
    path = tmp_path / "quiz.md"
    path.write_text(text, encoding="utf-8")
    got = read_source(path, "markdown", Diagnostics())
    assert got is not None
    texts = [q.text for q in got[0].questions]
    assert [t.split("\n", 1)[0] for t in texts] == ["Which line is right?"] * 3, texts
