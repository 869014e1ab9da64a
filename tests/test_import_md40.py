"""Session 40's Markdown rules (task40-md): shapes of real banks the reader missed.

* a labelled choice wrapped whole in ``<b>``/``<strong>`` (break tags after it allowed) is that choice in bold, the
  mark learnt marks prove or refuse;
* the fence that wraps a whole page may open under the page's headings, or glued to its first line
  (```` ```# Day 1 ````); a line alone between questions, a few times, opening with the same word, heads a section
  (a tag), never the explanation of the question above it; a paragraph one space in after a blank line is no part
  of the choice above it;
* a trailing key of label-only lines (``Q2)``), each over its answer line, is that question's key entry;
* heading titles once proved come off every question heading of that shape whose body asks below it.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import mdkeyentries, mdsectionlines, mdtopictitles, mdwrapperfences
from quizdeck.importers.mdinline import fenced_lines
from quizdeck.importers.textquiz import _ANSWER
from tests.conftest import read_said, rows_of

# -- 1. <b>/<strong> around a whole labelled choice ---------------------------------------------------------------

_HTML_BOLD = """## Post test
<br>
Q 1. Which planet is the largest?<br>
a. Mars<br>
<b>b. Jupiter</b><br>
c. Venus<br><br>

Q 2. Which gas do plants take in?<br>
<strong>a. Carbon dioxide</strong><br>
b. Helium<br>
c. Neon<br>

Q 3. Water boils at sea level at<br>
a. 50 degrees<br>
b. 75 degrees<br>
<b>c. 100 degrees</b><br>
"""


def test_a_choice_wrapped_whole_in_b_or_strong_is_bold_and_the_answer(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _HTML_BOLD, "s.md")
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[1], [0], [2]]
    assert rows[0][1] == ["Mars", "Jupiter", "Venus"]


def test_every_choice_in_b_proves_no_mark(tmp_path: Path) -> None:
    plain = _HTML_BOLD.replace("<strong>", "").replace("</strong>", "").replace("<b>", "").replace("</b>", "")
    text = "\n".join(f"<b>{line.split('<br>')[0]}</b><br>" if line[:2] in ("a.", "b.", "c.") else line
                     for line in plain.split("\n"))
    deck, _ = read_said(tmp_path, text, "s.md")
    assert all(r[2] is None for r in rows_of(deck))
    assert rows_of(deck)[0][1] == ["Mars", "Jupiter", "Venus"]


def test_a_bold_element_that_is_no_choice_stays_no_choice(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, "<b>Question 1</b>\n\nWhich is red?\n\na. Sky\n**b. Blood**\nc. Grass\n\n"
                                  "<b>Question 2</b>\n\nWhich is cold?\n\n**a. Ice**\nb. Fire\nc. Sun\n", "s.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [0]]
    assert all(c != "Question 1" for r in rows_of(deck) for c in r[1])


# -- 2. the wrapper fence under headings or glued to the first line; section heads; one-space paragraphs ---------

_GLUED = """```# Day 1 - Questions (Q1-Q6)

■ Part 1: Basics (3 Questions)

1. Which layer routes packets?

A. Link
B. Network
C. Session

2. What does a mask define?

A. Hosts
B. Names
C. Keys

3. Which port does DNS use?

A. 53
B. 80
C. 22
■ Part 2: Services (3 Questions)

4. Which protocol assigns addresses?

A. DHCP
B. FTP
C. SMTP

5. Which device joins networks?

A. Hub
B. Router
C. Cable

6. What is a VLAN?

A. A cable
B. A logical segment
C. A port
```
"""


def test_a_wrapper_fence_glued_to_the_first_line_is_read_as_the_page(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _GLUED, "s.md")
    assert deck.name == "Day 1 - Questions (Q1-Q6)"
    assert len(deck.questions) == 6
    assert rows_of(deck)[3] == ("Which protocol assigns addresses?", ["DHCP", "FTP", "SMTP"], None)
    assert any("glued to the page's first line" in s for s in said)


def test_section_lines_between_questions_are_tags_never_explanations(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _GLUED, "s.md")
    assert all(not q.explanation for q in deck.questions)
    assert deck.questions[0].tags == ["Part-1:-Basics-(3-Questions)"]
    assert deck.questions[5].tags == ["Part-2:-Services-(3-Questions)"]
    assert any("read as sections' heads" in s for s in said)


def test_a_line_under_every_question_is_no_section_head() -> None:
    lines = _GLUED.replace("■ Part 1: Basics (3 Questions)\n", "").replace("■ Part 2: Services (3 Questions)\n", "")
    lines = lines.replace("\n\n2.", "\nSee notes one\n\n2.").replace("\n\n3.", "\nSee notes two\n\n3.")
    lines = lines.replace("\n\n4.", "\nSee notes three\n\n4.").replace("\n\n5.", "\nSee notes four\n\n5.")
    split = lines.split("\n")
    assert mdsectionlines.heads(split, fenced_lines(split), _ANSWER.match) == []


def test_a_code_fence_naming_its_language_with_attributes_wraps_nothing() -> None:
    lines = _GLUED.replace("```# Day 1 - Questions (Q1-Q6)", '```js title="day one"').split("\n")
    assert mdwrapperfences.rewritten(lines, lambda *a: None) is None


_HEADED = """
# Quiz 01

```

Louis finds unknown software opening a port.
Which of the following best describes this malware?
A. Trojan
B. Worm
C. Logic bomb


Which term names data from public sources?
A. OPSEC
B. OSINT
C. STIX


 Ian runs a scan that finds a service on port 8080.
What service is most likely running there?
A. SSH
B. HTTP
C. SMTP
```
"""


def test_a_wrapper_fence_under_the_page_title_is_read_as_the_page(tmp_path: Path) -> None:
    lines = _HEADED.split("\n")
    out = mdwrapperfences.rewritten(lines, lambda *a: None)
    assert out is not None and out[1] == "# Quiz 01" and out[3] == ""
    deck, _ = read_said(tmp_path, _HEADED, "s.md")
    assert deck.name == "Quiz 01"
    assert [r[1] for r in rows_of(deck)] == [["Trojan", "Worm", "Logic bomb"], ["OPSEC", "OSINT", "STIX"],
                                             ["SSH", "HTTP", "SMTP"]]


def test_a_paragraph_of_text_under_the_title_keeps_the_fence_code() -> None:
    lines = _HEADED.replace("# Quiz 01\n", "# Quiz 01\n\nSome words first.\n").split("\n")
    assert mdwrapperfences.rewritten(lines, lambda *a: None) is None


def test_a_paragraph_one_space_in_after_blank_lines_starts_the_next_question(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _HEADED.replace("```\n", "").replace("# Quiz 01\n", "# Quiz 01\n"), "s.md")
    assert len(deck.questions) == 3
    assert rows_of(deck)[1][1] == ["OPSEC", "OSINT", "STIX"]
    assert rows_of(deck)[2][0].lstrip().startswith("Ian runs a scan")


def test_a_paragraph_indented_to_the_choice_text_stays_the_choice(tmp_path: Path) -> None:
    text = ("1. Which is right?\n\n- A. one\n\n  more of one\n- B. two\n- C. three\n\n"
            "2. Which else?\n\n- A. four\n- B. five\n- C. six\n")
    deck, _ = read_said(tmp_path, text, "s.md")
    assert len(deck.questions) == 2
    assert rows_of(deck)[0][1][0].split() == ["one", "more", "of", "one"]


# -- 3. a trailing key of label-only lines, each over its answer line ----------------------------------------------

_KEYED = """# Queues quiz

## Prompt
Answer each question, then check the key below.
Q1) What limits work when consumers are saturated?
A) Backpressure
B) Caching
C) Sharding

Q2) What grows without a bound on the queue?
A) Throughput
B) Latency
C) Colour

Q3) Which status code says try later?
A) 200
B) 301
C) 503

## Answer key
Q1)
- Correct: A
- Why correct: it is flow control.
- Why B is wrong: caching keeps data.

Q2)
- Correct: B
- Why correct: queues wait.

Q3)
- Correct: C
- Why correct: service unavailable.
"""


def test_a_trailing_key_of_label_lines_over_answer_lines_answers_its_questions(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _KEYED, "s.md")
    rows = rows_of(deck)
    assert len(rows) == 3
    assert [r[2] for r in rows] == [[0], [1], [2]]
    assert rows[0][1] == ["Backpressure", "Caching", "Sharding"]
    assert "it is flow control" in (deck.questions[0].explanation or "")
    assert not any("without text" in s for s in said)


def test_key_entries_in_another_form_and_language_are_read_as_entries() -> None:
    lines = ["Question 1: Quelle est la capitale ?", "A. Paris", "B. Rome", "",
             "Question 2: Quel fleuve ?", "A. Seine", "B. Nil", "",
             "## Corrigé", "Question 1:", "Réponse : A", "", "Question 2:", "Réponse : B", ""]
    out = mdkeyentries.rewritten(lines, _ANSWER.match)
    assert out is not None
    assert out[0][9:12] == ["Question 1: A", "", ""] and out[1] == {10, 13}


def test_answer_lines_under_each_question_are_no_trailing_key() -> None:
    lines = ["Q1) Which is red?", "A) Sky", "B) Blood", "Correct: B", "",
             "Q2) Which is cold?", "A) Ice", "B) Fire", "Correct: A", ""]
    assert mdkeyentries.rewritten(lines, _ANSWER.match) is None


def test_label_lines_over_answers_with_no_question_of_that_number_above_are_no_key() -> None:
    lines = ["Q1)", "- Correct: A", "", "Q2)", "- Correct: B", "", "Q1) Which is red?", "A) Sky", "B) Blood", ""]
    assert mdkeyentries.rewritten(lines, _ANSWER.match) is None


# -- 4. heading titles, once proved, off every heading of that shape whose text asks below ----------------------

_TITLED = """# Practice exam

#### 1. Bell states

Which circuit prepares a Bell state from two fresh qubits?

a) H then CNOT
b) X then Z

---

#### 2. Measuring in the X basis

Which gate comes before a measurement to read the X basis?

a) H
b) S

---

#### 3. Phase kickback

Which effect moves a phase from the target onto the control qubit?

a) Kickback
b) Decoherence

---

#### 4. Calling `Sampler.run()`

Which argument sets the number of shots for one run?

a) shots
b) depth

---

#### 5. Probabilities after a rotation

```python
qc.rx(0.5, 0)
```

Approximately what is the chance of reading one?

a) 0.06
b) 0.5

---

#### 6. Gate fusion

After running

```python
tqc = transpile(qc)
```

you see a smaller depth. Which pass merged the rotations?

a) Optimisation
b) Layout

---

#### 7. Which gate is its own inverse among H and S?

a) H
b) S
"""


def test_proved_heading_titles_come_off_over_code_spans_code_blocks_and_lead_ins(tmp_path: Path) -> None:
    # (a title proved where four in five of the titled questions show it plainly: twelve more plain ones)
    plain = "".join(f"#### {n}. Topic number {n}\n\nWhich answer fits case {n} best?\n\na) one\nb) two\n\n---\n\n"
                    for n in range(8, 20))
    deck, _ = read_said(tmp_path, _TITLED.replace("#### 1. Bell", f"{plain}#### 1. Bell"), "s.md")
    texts = [r[0] for r in rows_of(deck)]
    assert len(texts) == 19
    assert texts[12 + 3].startswith("Which argument sets")
    assert texts[12 + 4].startswith("```python")
    assert texts[12 + 5].startswith("After running")
    assert texts[12 + 6] == "Which gate is its own inverse among H and S?"


def test_a_title_over_text_that_asks_nothing_stays() -> None:
    assert mdtopictitles.asked_below("Calling `run()`", "Calling `run()`\n\nThe call below.\n\n```python\nx()\n```") \
        is None
    assert mdtopictitles.asked_below("Bell states", "Bell states\n\n```python\nwhat = 1  # why?\n```") is None


def test_a_sections_description_under_its_heading_is_no_section_head(tmp_path: Path) -> None:
    text = ("# Containers\n\n## Knowledge\n\nQuestions on the knowledge the topic needs. Single choice, six in all.\n\n"
            "1. Which walks a collection?\n   - [x] iterator\n   - [ ] adapter\n\n"
            "2. Which keeps keys sorted?\n   - [x] map\n   - [ ] vector\n\n"
            "## Use\n\nQuestions on using the topic. Short answers, ten in all.\n\n"
            "3. Which adds at the front?\n   - [x] push_front\n   - [ ] size\n\n"
            "4. Which gives the size?\n   - [x] size\n   - [ ] push_back\n\n"
            "## Integration\n\nQuestions on joining topics. Long answers, five in all.\n\n"
            "5. Which holds unique keys?\n   - [x] set\n   - [ ] list\n\n"
            "6. Which holds pairs?\n   - [x] map\n   - [ ] array\n")
    lines = text.split("\n")
    assert mdsectionlines.heads(lines, fenced_lines(lines), _ANSWER.match) == []
    deck, said = read_said(tmp_path, text, "s.md")
    assert all(not q.tags for q in deck.questions)
    assert not any("sections' heads" in s for s in said)
