"""Session 45's titles and labels (task45-titles): shapes of real banks the reader lost or read wrong.

* a numbered item's first line wholly in bold over a line that asks, no blank line between: the item's topic title
  (mdtopictitles); Han and Kana runs count as several words (scriptwords);
* ``**Question:**`` alone on its line under a titled heading: the text starts below it (textquiz ``_question``);
* an answer label over lines repeating this question's own choices, label and text: its answers, no key by order
  for the questions above (textquiz ``_keys_by_order``);
* a numbered heading over questions numbering themselves from 1: a section (sectionrestarts); list items opening
  with a question's label over their indented choices and answer: questions (mdlabelleditems);
* one question without text, the source's slip: left out and said, the reading kept (textless); a lone answer
  label paired by number with its question's label: blank (pairedlabels).
"""

from __future__ import annotations

import re
from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers import mdlabelleditems, pairedlabels, scriptwords, sectionrestarts
from quizdeck.importers.convert import read_source
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.textless import TEXTLESS, leave_out_textless
from tests.conftest import read_said, rows_of

# -- 1. a bold title over the line that asks, in a script without spaces -------------------------------------------

_RAW_TITLES = """## 模拟题

### 一、单选题

1. **列表切片**
   下面哪个表达式返回列表的最后一个元素？
   A. `a[0]`
   B. `a[-1]`
   C. `a[1]`
   D. `a[:1]`

   **答案：B**

2. **字典方法**
   下面哪个方法返回字典所有的键？
   A. `d.keys()`
   B. `d.items()`
   C. `d.values()`
   D. `d.get()`

   **答案：A**

3. **字符串长度**
   表达式`len("abc")`的值是多少？
   A. 2
   B. 3
   C. 4
   D. 0

   **答案：B**
"""


#: each line of an item ends in two spaces (a hard break), as the bank's do
_BOLD_TITLES = re.sub(r"(?m)^(\d+\. .+|   .+)$", r"\1  ", _RAW_TITLES)


def test_bold_title_over_an_asking_line_is_no_text(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _BOLD_TITLES, "quiz.md")
    texts = [q.text for q in deck.questions]
    assert texts == ["下面哪个表达式返回列表的最后一个元素？", "下面哪个方法返回字典所有的键？",
                     "表达式`len(\"abc\")`的值是多少？"]
    assert [q.answer for q in deck.questions] == [[1], [0], [1]]
    assert any("titles after the numbers of 3 questions" in m for m in deck.mended)


def test_bold_first_line_on_one_question_only_stays(tmp_path: Path) -> None:
    # near miss: one item of three opens with a bold line, the others with their question: no title the file proves
    text = _BOLD_TITLES.replace("2. **字典方法**  \n   下面", "2. 下面")
    text = text.replace("3. **字符串长度**  \n   表达式", "3. 表达式")
    deck, _ = read_said(tmp_path, text, "quiz.md")
    assert deck.questions[0].text.startswith("**列表切片**"), [q.text for q in deck.questions]
    assert deck.questions[1].text == "下面哪个方法返回字典所有的键？"


def test_han_and_kana_runs_count_several_words() -> None:
    word = re.compile(r"\w+")
    assert scriptwords.count("变量命名规则", word) == 3
    assert scriptwords.count("下列哪个变量名在Python中是非法的？", word) == 4 + 1 + 3
    assert scriptwords.count("Which port is it?", word) == 4
    assert scriptwords.count("변수 명명 규칙", word) == 3   # Hangul is written with spaces: as Latin


# -- 2. "**Question:**" alone on its line ---------------------------------------------------------------------------

_LONE_FIELD = """# Database Practice Set

## 1. Lock Ordering Between Sessions

**Question:**
Two sessions each take one named lock, then ask for the other's. What happens to the second request?

**Options:**

- It waits until its timeout and fails.
- It succeeds at once.

**Correct Answer:**

- It waits until its timeout and fails.

## 2. Table Maintenance Locks

**Question:**
A session rebuilds a table another session is reading. What does the rebuild do?

**Options:**

- It waits for the metadata lock.
- It cancels the reader.

**Correct Answer:**

- It waits for the metadata lock.
"""


def test_lone_question_label_starts_the_text(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _LONE_FIELD, "dump.md")
    assert [q.text for q in deck.questions] == [
        "Two sessions each take one named lock, then ask for the other's. What happens to the second request?",
        "A session rebuilds a table another session is reading. What does the rebuild do?",
    ]


def test_lone_question_label_written_once_is_no_restart(tmp_path: Path) -> None:
    # near miss: the label only once in the file (inside one question's text): the heading's title stays its text
    text = _LONE_FIELD.replace("## 2. Table Maintenance Locks\n\n**Question:**\n", "## 2. Table Maintenance Locks\n\n")
    deck, _ = read_said(tmp_path, text, "dump.md")
    assert deck.questions[0].text.startswith("Lock Ordering Between Sessions")


# -- 3. an answer label over this question's own choices ------------------------------------------------------------

_OWN_ANSWERS = """# JSON Functions

### **Q1. Which function returns a JSON document's type?**

**Options:**
A. `JSON_TYPE(@j)`
B. `JSON_KEYS(@j)`
C. `JSON_DEPTH(@j)`

**Correct Answer:**
A. `JSON_TYPE(@j)`

### **Q2. Which calls return the top-level keys of `@j`?**

**Options:**
A. `JSON_KEYS(@j)`
B. `JSON_KEYS(@j, '$')`
C. `JSON_LENGTH(@j)`
D. `JSON_DEPTH(@j)`

**Correct Answers:**
A. `JSON_KEYS(@j)`
B. `JSON_KEYS(@j, '$')`

### **Q3. Which function merges two documents?**

**Options:**
A. `JSON_MERGE_PATCH(@a, @b)`
B. `JSON_QUOTE(@a)`
C. `JSON_DEPTH(@a)`

**Correct Answer:**
A. `JSON_MERGE_PATCH(@a, @b)`
"""


def test_answer_lines_repeating_the_choices_are_its_answers(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _OWN_ANSWERS, "dump.md")
    assert [q.answer for q in deck.questions] == [[0], [0, 1], [0]]
    assert not [m for m in said if "answer key" in m]


_KEY_BELOW = """1. Which city is the capital of Norway?
A. Oslo
B. Bergen
C. Tromsø

2. Which city is the capital of Italy?
A. Milan
B. Naples
C. Rome

**Answers:**
A. Oslo
C. Rome
"""


def test_a_key_whose_texts_are_not_the_last_questions_is_a_key(tmp_path: Path) -> None:
    # near miss: the key's second entry repeats the question above, its first does not: a key by order still
    deck, _ = read_said(tmp_path, _KEY_BELOW, "quiz.md")
    assert rows_of(deck)[0][2] == [0] and rows_of(deck)[1][2] == [2]


# -- 4. sections numbered over questions that number themselves, written as list items ----------------------------

_ITEM = """- <span style="color: #008888; font-weight: bold;">Question {n}</span>

  {q}

  A. {a}<br>
  B. {b}<br>
  C. {c}<br>

  Answer: {k}

  Explanation

  {why}

"""


def _listed() -> str:
    one = [("Which port does HTTPS listen on by default?", "21", "443", "25", "B", "TLS over TCP 443."),
           ("Which protocol resolves names to addresses?", "DNS", "ARP", "NTP", "A", "The name system."),
           ("Which attack floods a host with echo requests?", "Phishing", "Spoofing", "Smurf", "C", "Broadcast ping.")]
    two = [("Which cipher is a stream cipher?", "AES", "RC4", "DES", "B", "RC4 encrypts a byte at a time."),
           ("Which hash has a 160-bit digest?", "SHA-1", "MD5", "SHA-256", "A", "SHA-1 digests are 160 bits.")]
    out = "# Quiz Set 1\n\n## 01. Network Basics\n\n"
    out += "".join(_ITEM.format(n=n, q=q, a=a, b=b, c=c, k=k, why=w) for n, (q, a, b, c, k, w) in enumerate(one, 1))
    out += "## 02. Encryption\n\n"
    out += "".join(_ITEM.format(n=n, q=q, a=a, b=b, c=c, k=k, why=w) for n, (q, a, b, c, k, w) in enumerate(two, 1))
    return out


def test_numbered_sections_over_labelled_list_items(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _listed(), "quiz.md")
    assert [(q.text, q.answer) for q in deck.questions] == [
        ("Which port does HTTPS listen on by default?", [1]),
        ("Which protocol resolves names to addresses?", [0]),
        ("Which attack floods a host with echo requests?", [2]),
        ("Which cipher is a stream cipher?", [1]),
        ("Which hash has a 160-bit digest?", [0]),
    ]


def test_labelled_items_without_answers_are_left_alone() -> None:
    # near miss: items labelled alike, but no answer line in them: a list, not questions
    lines = _listed().replace("Answer: ", "Note: ").split("\n")
    assert mdlabelleditems.rewritten(lines, re.compile(r"^Answer:").match) is None


def test_a_heading_over_labels_not_answered_each_is_no_section() -> None:
    lines = ["## 1. Which option is the default?", "", "**Option 1**", "", "**Option 2**", "", "Answer: Option 1"]
    fenced = [False] * len(lines)
    answer = re.compile(r"^Answer:")
    heads = sectionrestarts.section_heads(lines, fenced, {0: (2, "1. Which option is the default?")},
                                          lambda g: True, lambda j: bool(answer.match(lines[j])))
    assert heads == frozenset()
    lines[3] = "Answer: yes"
    heads = sectionrestarts.section_heads(lines, fenced, {0: (2, "1. Which option is the default?")},
                                          lambda g: True, lambda j: bool(answer.match(lines[j])))
    assert heads == frozenset({0})


# -- 5. one question without text; paired labels ---------------------------------------------------------------------

_TEXTLESS = """# Java

## QCM

**Q1.** Which keyword declares a constant?
- [ ] const
- [x] final
- [ ] static

**Q2.** Which collection keeps insertion order?
- [ ] HashSet
- [x] LinkedHashSet
- [ ] TreeSet

**Q3.**{space}
- [ ] Plugins
- [x] Parent

**Q4.** Which method starts a thread?
- [x] start()
- [ ] run()

**Q5.** Which type is a primitive?
- [x] int
- [ ] Integer
""".format(space=" ")


def test_one_textless_question_is_left_out_and_said(tmp_path: Path) -> None:
    path = tmp_path / "java.md"
    path.write_text(_TEXTLESS, encoding="utf-8")
    diags = Diagnostics()
    got = read_source(path, "markdown", diags)
    said = [d.format() for d in diags.sorted()]
    assert got is not None, said
    deck = got[0]
    assert [q.text for q in deck.questions] == ["Which keyword declares a constant?",
                                                "Which collection keeps insertion order?",
                                                "Which method starts a thread?", "Which type is a primitive?"]
    assert any(":15:1: warning: a question without text" in m and "left out" in m for m in said), said


def _deck(texts: list[str]) -> ImportedDeck:
    deck = ImportedDeck("d", "d", "d.md")
    deck.questions = [ImportedQuestion(Pos("d.md", k + 1, 1), t, [ImportedChoice("a"), ImportedChoice("b")])
                      for k, t in enumerate(texts)]
    return deck


def test_two_textless_questions_still_fail_the_reading() -> None:
    deck, diags = _deck(["a?", "", "c?", "", "e?"]), Diagnostics()
    diags.error(Pos("d.md", 2, 1), TEXTLESS)
    diags.error(Pos("d.md", 4, 1), TEXTLESS)
    assert not leave_out_textless(deck, diags) and len(deck.questions) == 5 and len(diags.errors) == 2
    one, said = _deck(["a?", "", "c?", "d?"]), Diagnostics()
    said.error(Pos("d.md", 2, 1), TEXTLESS)
    assert leave_out_textless(one, said) and len(one.questions) == 3 and not said.errors


def test_lone_answer_label_paired_by_number_is_blank() -> None:
    lines = ["** Q1.** Which is even?", "", "** R1.**", "- [x] 2", "- [ ] 3", "",
             "** Q2.** Which is odd?", "", "** R2.**", "- [ ] 2", "- [x] 3"]
    got = pairedlabels.rewritten(lines)
    assert got is not None and got[1] == {2, 8} and got[0][2] == "" and got[0][0] == lines[0]
    # near miss: a lone label over a list whose number no label above shares: the text of its own question
    lines[6] = "** Q3.** Which is odd?"
    assert pairedlabels.rewritten(lines) is None
