"""Session 29: Markdown boundaries and parts, each a general rule, with inputs written here on other matters than
the banks':

* an opening code fence glued to the code's first line (```` ```#include <math.h> ````) is a fence, then the code:
  the line is no info string; ``python``, ``js title="a.js"`` stay info strings;
* ``○`` before every choice of a question is a radio button; a part headed ``Short Answer Questions`` holds no
  question (said), a topic heading ``## Programming`` is no such part;
* an HTML comment ends at ``-->`` whatever fence it holds; a number going back over its own choices is a question;
  a box alone (``- (x)``) over an indented table is that choice; a label alone owns its lines to the next label,
  blank lines included, and a label over a blank line and a code block is that block;
* a topic title under a section number over a field-labelled question (``## 2.<TAB>Adressen``, ``### Frage (W/F):``)
  is no text, nor a starred number (``1*.``) nor running numbers and page footers; an answer opening with a
  choice's text (``Falsch. (Loopback ...)``) names it, the rest its explanation;
* a key section naming its questions (``**Question 2**`` ... ``**Answer**: **False**``) is joined by name and holds
  no question; lists under unnumbered headings are the page's; a key's ``Q1`` names the question numbered 1.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Pos
from quizdeck.importers.imported import ImportedQuestion
from quizdeck.importers.leadingchoice import leading
from quizdeck.importers.mdgluedopens import unglued
from quizdeck.importers.namedkeys import by_number
from tests.conftest import read, read_said, rows_of

#: two questions opening with code glued to its fence, one with a language given as usual
GLUED_OPEN = """# Pointers

**Q1.**
```#include <math.h>
int main() {
    return (int) sqrt(16.0);
}
```
**Options**
1. 4
2. 16

**Q2.**
```void twice(int *p)
{ *p *= 2; }
```
**Options**
1. doubles the value
2. nothing

**Q3.**
```python
print(1 + 1)
```
**Options**
1. 2
2. 11
"""


def test_an_opening_fence_glued_to_code_is_a_fence_then_the_code(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, GLUED_OPEN, "q.md")
    texts = [text for text, _, _ in rows_of(deck)]
    assert texts[0].startswith("```\n#include <math.h>\nint main() {")
    assert texts[1].startswith("```\nvoid twice(int *p)\n{ *p *= 2; }")
    assert texts[2].startswith("```python\nprint(1 + 1)")


def test_an_info_string_stays_one() -> None:
    for kept in ("```js title=\"a.js\"\nlet a\n```", "~~~{.python .numberLines}\nx\n~~~", "```c++\nint a;\n```",
                 "`int f();` and ```int g();```"):
        assert unglued(kept) == kept
    assert unglued("```int x = 1;\n```") == "```\nint x = 1;\n```"
    assert unglued("```\n```#not an opening\n```") == "```\n```#not an opening\n```"


#: choices drawn as radio buttons in some questions, as boxes or bare bullets in others
RADIOS = """# Rivers

1. **The longest river in Africa**
   - [ ] Congo
   - [ ] Nile

2. **The river through Vienna**
   - ○ Danube
   - ○ Rhine
   - ○ Elbe

3. **The river of Paris**
   - ○ Seine
   - ○ Loire

4. **A river of Asia**
   - Mekong
   - Thames
"""


def test_radio_buttons_before_a_questions_choices_are_signs(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, RADIOS, "q.md")
    rows = rows_of(deck)
    assert [choices for _, choices, _ in rows] == [["Congo", "Nile"], ["Danube", "Rhine", "Elbe"],
                                                   ["Seine", "Loire"], ["Mekong", "Thames"]]
    assert any("radio button" in m for m in deck.mended)


#: multiple-choice questions, then a part the heading says is answered in words, with lists that read as choices
OPEN_PART = """# Chemistry

1. **Which gas do plants take in?**
   - [ ] Oxygen
   - [ ] Carbon dioxide

2. **Which metal is liquid at room temperature?**
   - [ ] Mercury
   - [ ] Iron

3. **Which is a noble gas?**
   - [ ] Argon
   - [ ] Sodium

## Part B: Short Answer Questions

1. **Describe an experiment showing:**
   - that water boils at 100 °C at sea level
   - that salt raises the boiling point
   - that pressure changes it

2. **Name the parts of a flame.**
"""

#: a topic heading that only looks like a kind: "## Programming" over multiple-choice questions
TOPIC_PART = """# Quiz

## Programming

1. Which keyword defines a function in Python?
   a) def
   b) fun

2. Which symbol starts a comment in Python?
   a) #
   b) //

3. Which type is immutable?
   a) tuple
   b) list
"""


def test_a_part_whose_heading_says_it_is_not_multiple_choice_holds_no_question(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, OPEN_PART, "q.md")
    assert [text for text, _, _ in rows_of(deck)] == ["**Which gas do plants take in?**",
                                                     "**Which metal is liquid at room temperature?**",
                                                     "**Which is a noble gas?**"]
    assert any("not multiple choice, as the heading says" in m and ":15:1:" in m for m in said)
    deck, said = read_said(tmp_path, TOPIC_PART, "t.md")
    assert len(deck.questions) == 3 and not any("heading says" in m for m in said)


#: a question commented out whose code fence is never closed inside the comment
COMMENTED = """1. Which planet is red?

- (x) Mars
- ( ) Venus

<!-- 2. What does this print?

- (x)
  ```js
  console.log(1)

- ( ) Nothing -->

2. Which planet has rings?

- (x) Saturn
- ( ) Mercury

3. Which planet is largest?

- (x) Jupiter
- ( ) Mars
"""


def test_a_comment_ends_at_its_close_whatever_fence_it_holds(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, COMMENTED, "q.md")
    assert rows_of(deck) == [("Which planet is red?", ["Mars", "Venus"], [0]),
                             ("Which planet has rings?", ["Saturn", "Mercury"], [0]),
                             ("Which planet is largest?", ["Jupiter", "Mars"], [0])]


#: numbering that goes back (questions moved): each numbered item with its own choices is a question; a
#: question's choices given as a box alone over an indented table
RENUMBERED = """1. Which ocean is largest?

- (x) Pacific
- ( ) Atlantic

4. Which ocean is coldest?

- (x) Arctic
- ( ) Indian

2. Which table lists two oceans?

- (x)
  | Ocean | Area |
  |-------|------|
  | Pacific | 165 |

- ( )
  | River | Length |
  |-------|--------|
  | Nile | 6650 |

1. Which sea is saltiest?

- (x) Dead Sea
- ( ) Baltic Sea
"""


def test_a_numbered_item_with_its_own_choices_is_a_question_when_numbers_go_back(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, RENUMBERED, "q.md")
    rows = rows_of(deck)
    assert [text for text, _, _ in rows] == ["Which ocean is largest?", "Which ocean is coldest?",
                                             "Which table lists two oceans?", "Which sea is saltiest?"]
    assert rows[2][1][0].startswith("| Ocean | Area |") and rows[2][2] == [0]
    assert rows[3][2] == [0]


#: a results page: labels alone over contents of two paragraphs, blank lines between
LONE_LABELS = """1. (单选题)Which pair is right?
A.
Capital: Paris

Country: France

B.
Capital: Rome

Country: Spain

C.
Capital: Bern

Country: Austria

我的答案:A 正确答案:A
2. (单选题)Which river is longest?
A.
Nile

B.
Rhine

我的答案:A 正确答案:A
3. (单选题)Which metal is heaviest?
A.
Lead

B.
Osmium

我的答案:B 正确答案:B
"""

#: labels alone, a blank line, then their code blocks
LIFTED = """### Q1: Loops

Which loop counts to three?

a)

```python
for i in range(3): print(i)
```

b)

```python
while True: pass
```

### Q2: Types

Which is a list?

a) `[1, 2]`
b) `(1, 2)`

### Q3: Strings

Which joins strings?

a) `"a" + "b"`
b) `"a" - "b"`
"""


def test_a_label_alone_owns_its_lines_down_to_the_next_label_blank_lines_included(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, LONE_LABELS, "q.txt")
    first = deck.questions[0]
    assert [c.text for c in first.choices] == ["Capital: Paris Country: France", "Capital: Rome Country: Spain",
                                               "Capital: Bern Country: Austria"]
    assert len(deck.questions) == 3


def test_a_label_alone_over_a_blank_line_and_a_code_block_is_that_choice(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, LIFTED, "q.md")
    assert [c.text for c in deck.questions[0].choices] == ["```python\nfor i in range(3): print(i)\n```",
                                                           "```python\nwhile True: pass\n```"]
    assert len(deck.questions) == 3


#: a starred first number; numbered section headings over a field-labelled question heading; verdicts that explain
TITLED = """# Netze

## 1.\tStarred
1*. Which port does HTTPS use?
- [x] 443
- [ ] 80

## 2.\tAdressen
### Frage (W/F): Eine MAC-Adresse hat 48 Bit.
- [ ] Wahr
- [ ] Falsch

<details>
    <summary>Antwort</summary>
    Antwort: Wahr. <br> Sechs Bytes.
</details>

## 3.\tLoopback
### Frage (W/F): 127.0.0.1 ist eine private Adresse.
- [ ] Wahr
- [ ] Falsch

<details>
    <summary>Antwort</summary>
    Antwort: Falsch. (Loopback, nicht privat.)
</details>

## 4.\tBroadcast nötig?
### Frage (W/F): Jedes Netz hat eine Broadcast-Adresse.
- [ ] Wahr
- [ ] Falsch

<details>
    <summary>Antwort</summary>
    Antwort: Wahr. In IPv4.
</details>

## 5.\tKlassen
### Frage (W/F): 10.0.0.1 gehört zur Klasse A.
- [ ] Wahr
- [ ] Falsch

<details>
    <summary>Antwort</summary>
    Antwort: Wahr.
</details>
"""


def test_a_topic_title_over_a_question_asked_below_is_no_text(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, TITLED, "q.md")
    rows = rows_of(deck)
    assert [text for text, _, _ in rows] == ["Which port does HTTPS use?", "Eine MAC-Adresse hat 48 Bit.",
                                             "127.0.0.1 ist eine private Adresse.",
                                             "Jedes Netz hat eine Broadcast-Adresse.", "10.0.0.1 gehört zur Klasse A."]
    assert [answer for _, _, answer in rows] == [[0], [0], [1], [0], [0]]
    assert deck.questions[2].explanation == "(Loopback, nicht privat.)"


def test_an_answer_opening_with_a_choice_names_it() -> None:
    assert leading("Falsch. Korrekt: 1–223", ["Wahr", "Falsch"]) == (1, "Korrekt: 1–223")
    assert leading("Yes. Always. Even so", ["Yes", "Yes. Always"]) == (1, "Even so")
    assert leading("Wisła, bo ma 1022 km", ["Odra", "Wisła"]) is None   # a reason after a comma: answerlines'
    assert leading("Wahrscheinlich", ["Wahr", "Falsch"]) is None
    assert leading("True because it is", ["True", "False"]) is None


#: a PDF pasted: numbers with no sign, a page's footer between questions
PDF = """1 Which layer routes packets?
a. Network
b. Session
Answer:
2 Which layer frames bits?
a. Data link
b. Transport
Answer:
Week 3 Page 2 of 5 Course notes
3 Which device joins networks?
a. Router
b. Hub
Answer:
Week 3 Page 3 of 5 Course notes
4 Which protocol resolves names?
a. DNS
b. ARP
Answer:
"""


def test_running_numbers_and_page_footers_are_not_text(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, PDF, "q.txt")
    assert [q.text for q in deck.questions] == ["Which layer routes packets?", "Which layer frames bits?",
                                                "Which device joins networks?", "Which protocol resolves names?"]


#: statements without marks, a key that repeats each by name with its answer, then the page's statistics
KEYED = """# Quiz: Astronomy

## Instructions

Decide whether each statement is true or false.

## Questions

**Question 1**: Basic

The Sun is a star.

- [ ] True
- [ ] False

**Question 2**: Basic

The Moon has its own light.

- [ ] True
- [ ] False

**Question 3**: Harder

Mars has two moons.

- [ ] True
- [ ] False

## Answer Key

**Question 2**: Basic

**Statement**: The Moon has its own light.

**Answer**: **False**

**Explanation**:
It reflects the Sun's light. Related:
- albedo
- phases

**Question 1**: Basic

**Answer**: **True**

**Question 3**: Harder

**Answer**: **True**

## Quiz Statistics

- **Total Questions**: 3
- **True Statements**: 2
"""


def test_a_key_that_names_its_questions_is_joined_by_name_and_holds_no_question(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, KEYED, "q.md")
    rows = rows_of(deck)
    assert [text for text, _, _ in rows] == ["The Sun is a star.", "The Moon has its own light.",
                                             "Mars has two moons."]
    assert [answer for _, _, answer in rows] == [[0], [1], [0]]
    assert deck.questions[1].explanation is not None and "reflects" in deck.questions[1].explanation
    assert not any("cannot tell which choice" in m for m in said)


#: an instructions list before questions headed by number, their answers in a table naming them
INSTRUCTED = """# Quiz: Shell

## Instructions

- Total: **3 questions**
- Time: **5 minutes**
- Answers at the end

### Q1: Listing

Which command lists files?

a) `ls`
b) `cd`

### Q2: Moving

Which command changes the directory?

a) `ls`
b) `cd`

### Q3: Printing

Which command prints text?

a) `echo`
b) `rm`

## Answers

| Question | Answer |
|----------|--------|
| Q1 | **a** |
| Q2 | **b** |
| Q3 | **a** |
"""


def test_a_table_key_naming_its_questions_is_joined_by_name_past_an_instructions_list(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, INSTRUCTED, "q.md")
    rows = rows_of(deck)
    assert [text for text, _, _ in rows] == ["Which command lists files?", "Which command changes the directory?",
                                             "Which command prints text?"]
    assert [answer for _, _, answer in rows] == [[0], [1], [0]]


def test_a_key_number_names_the_question_numbered_so_not_the_one_in_its_place() -> None:
    where = Pos("q.md", 1, 1)
    listed = ImportedQuestion(where, "Instructions", id="q1")      # a list read as a question, id by place
    first = ImportedQuestion(where, "Which command lists files?", id="q1-2")   # the file's Q1
    second = ImportedQuestion(where, "Which command moves?", id="q2")
    named = by_number([listed, first, second], {"q1-2", "q2"})
    assert named["q1"] is first and named["q2"] is second
    assert by_number([first], {"q1-2"})["q1-2"] is first
