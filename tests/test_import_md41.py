"""Session 41's Markdown rules (task41-md): shapes of real banks the reader missed or read wrong silently.

* a mapping keyed by one stem and a running number (``question-1`` … ``question-n``, ``choice-1``, ``"1"``) is the
  ordered list of its values, for the records and for their options, said once (``keyedlists``, ``datarecords``);
* a code span wrapping most questions' whole first line, holding prose, is styling: off, and the label inside
  it with it (``prosespans``, ``mend``'s label with a backtick);
* between running labels N-1 and N+1, a question opening with N and the same sign glued to its word (``4-La``)
  wears the running label (``mend.glued_numbers``);
* a link's or image's destination may hold balanced parentheses; an image whose alt holds code is found; a local
  image that cannot be copied becomes its alt text, said (``locallinks``, ``images``).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.datarecords import Datum, find
from quizdeck.importers.keyedlists import order
from quizdeck.importers.mend import label_of
from quizdeck.importers.prosespans import prose
from tests.conftest import read_said, rows_of, saved

# -- 1. a mapping keyed by a running number: a list -------------------------------------------------------------

_FRONT = """---
title: "Quiz"
layout: quiz
questions:
  question-1:
    type: "radiogroup"
    name: "question1"
    text: "Which colour does a clear sky show at noon?"
    choices:
      choice-1:
        value: "item1"
        text: "Blue, from light scattered by the air"
      choice-2:
        value: "item2"
        text: "Green, from the leaves below it"
      choice-3:
        value: "item3"
        text: "Red, from the ground's reflection"
  question-2:
    type: "checkbox"
    name: "question2"
    text: "Which of these are kept safe by a long passphrase?"
    choices:
      choice-1:
        value: "item1"
        text: "Accounts guessed by a dictionary attack"
      choice-2:
        value: "item2"
        text: "A laptop left open on a train seat"
  question-3:
    type: "radiogroup"
    name: "question3"
    text: "How often should a shared office password be changed?"
    choices:
      choice-2:
        value: "item2"
        text: "When someone who knew it leaves the team"
      choice-1:
        value: "item1"
        text: "Never, once it is long enough"
---
"""


def test_mappings_keyed_by_a_running_number_are_lists_of_records_and_options(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _FRONT, "s.md")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == ["Which colour does a clear sky show at noon?",
                                    "Which of these are kept safe by a long passphrase?",
                                    "How often should a shared office password be changed?"]
    assert rows[0][1][0] == "Blue, from light scattered by the air"
    # the options in their numbers' order, not as written
    assert rows[2][1] == ["Never, once it is long enough", "When someone who knew it leaves the team"]
    notes = [s for s in said if "read as" in s and "numbers' order" in s]
    assert len(notes) == 2, said
    assert any("`question-1` … `question-3`" in s for s in notes)
    assert any("`choice-1` … `choice-3`" in s for s in notes)
    assert sum("gives no answer" in s for s in said) == 3


def test_a_json_like_mapping_keyed_1_to_n_is_a_list() -> None:
    def rec(text: str, line: int) -> Datum:
        return Datum({"question": Datum(text, line), "options": Datum([Datum("Yes", line), Datum("No", line)], line),
                      "answer": Datum(0, line)}, line)
    root = Datum({"quiz": Datum({"2": rec("Is ice colder than steam?", 2), "1": rec("Is a cat a mammal?", 1)}, 1)}, 1)
    got = find(root)
    assert got is not None
    assert [r.value["question"].value for r in got[1] if isinstance(r.value, dict)] == \
        ["Is a cat a mammal?", "Is ice colder than steam?"]
    assert all(r.listed == "`1` … `2`" for r in got[1])


def test_running_keys_near_misses_are_mappings() -> None:
    assert order(["question-1", "question-2", "question-3"]) == [0, 1, 2]
    assert order(["q2", "q1"]) == [1, 0]
    assert order(["0", "1", "2"]) == [0, 1, 2]
    assert order(["question-1"]) is None                       # one key: no run
    assert order(["q1", "q3"]) is None                         # a gap
    assert order(["a1", "b2"]) is None                         # two stems
    assert order(["title", "q1", "q2"]) is None                # another key
    assert order(["q1", "q1 ", "q2"]) is None                  # a number twice
    assert order(["q2", "q3"]) is None                         # not from 0 or 1


def test_a_mapping_with_a_gap_is_not_read_as_the_quiz(tmp_path: Path) -> None:
    gapped = _FRONT.replace("question-3:", "question-5:")
    assert "question-5:" in gapped
    got = find(Datum({"questions": Datum({k: Datum({"text": Datum("What is asked here, at length?", 1),
                                                    "choices": Datum([Datum("a", 1), Datum("b", 1)], 1)}, 1)
                                          for k in ("question-1", "question-2", "question-5")}, 1)}, 1))
    assert got is None


# -- 2. a whole-line code span of prose around the question ---------------------------------------------------

_CODED = """## Frameworks

`Question: A web framework that runs in the browser is a:`

a) Server-side framework
b) Client-side framework
c) Database framework

Answer: b) Client-side framework

`Question: What is the purpose of the *ngIf directive?`

a) To loop over items
b) To show an element on a condition
c) To style an element

Answer: b) To show an element on a condition

`Question: What is the purpose of <ng-content>?`

a) Content projection
b) Routing
c) Styling

Answer: a) Content projection
"""


def test_a_code_span_of_prose_around_every_question_and_its_label_come_off(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _CODED, "s.md")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == ["A web framework that runs in the browser is a:",
                                    "What is the purpose of the \\*ngIf directive?",
                                    "What is the purpose of \\<ng-content>?"]
    assert [r[2] for r in rows] == [[1], [1], [0]]
    assert any("code span around 3 question texts" in m for m in deck.mended), deck.mended


def test_a_code_span_of_code_is_no_prose_and_a_few_spans_stay() -> None:
    assert prose("Question: What is the purpose of Angular CLI?")
    assert not prose("x = compute(a, b);")             # code
    assert not prose("items.map(x => x * 2)")           # code
    assert not prose("ng new")                         # too short, no end of a question


def test_a_minority_of_code_span_questions_is_left(tmp_path: Path) -> None:
    text = _CODED.replace("`Question: What is the purpose of the *ngIf directive?`",
                          "Question: What is the purpose of the ngIf directive?").replace(
        "`Question: What is the purpose of <ng-content>?`", "Question: What is the purpose of ng-content?")
    deck, _ = read_said(tmp_path, text, "s.md")
    assert not any("code span" in m for m in deck.mended)


def test_code_spans_of_prose_without_a_label_stay(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _CODED.replace("`Question: ", "`"), "s.md")
    assert rows_of(deck)[0][0] == "`A web framework that runs in the browser is a:`"
    assert not any("code span" in m for m in deck.mended)


def test_a_label_inside_a_code_span_is_found() -> None:
    found = label_of("`Question: int x = 1;`")
    assert found is not None and found.group == ("bare", "question") and found.keep_open == "`"
    assert label_of("`Q1:` What is x?") is not None
    assert label_of("`a = 1`") is None
    assert label_of("`1` + 2") is None


# -- 3. a running label glued to its text between two worn ones ---------------------------------------------------

_GLUED = """1- Which river flows through the capital of the country:
The first river.
The second river.
The third river.
a
2- Which mountain range lies to the north of the country:
The first range.
The second range.
The third range.
b
3-La primera pregunta sin espacio tras el guion:
La primera.
La segunda.
La tercera.
c
4- Which sea lies to the east of the country:
The first sea.
The second sea.
The third sea.
a
"""


def test_a_running_label_glued_to_its_word_between_worn_ones_comes_off(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _GLUED, "s.txt")
    rows = rows_of(deck)
    assert len(rows) == 4
    assert rows[2][0] == "La primera pregunta sin espacio tras el guion:"
    assert any("glued to its text" in m for m in deck.mended), deck.mended


def test_a_glued_number_out_of_the_run_stays(tmp_path: Path) -> None:
    text = _GLUED.replace("3-La primera", "7-La primera")
    deck, _ = read_said(tmp_path, text, "s.txt")
    assert rows_of(deck)[2][0].startswith("7-La primera")
    assert not any("glued to its text" in m for m in deck.mended)


# -- 4. links and images: parentheses in the target, code in the alt, an image not copied ------------------------

_LINKED = """## Question 1

Which keyword creates a table from a query ([notes](../course/Lecture-32__Processing-CDC-(Hands-On)-1.ipynb))?

* [ ] CREATE VIEW
* [x] CREATE TABLE AS SELECT
* [ ] INSERT INTO

### Study materials

[Explanation](../course/Lecture-32__Processing-CDC-(Hands-On)-1.ipynb)

## Question 2

Given the following table `faculties`:

![table `faculties`](../assets/images/table%20faculties.png)

Which column holds an array?

* [ ] name
* [x] students
* [ ] id

## Question 3

Which command shows a table's history?

![](../shots/history.png)

* [x] DESCRIBE HISTORY
* [ ] SHOW TABLES
* [ ] LIST
"""


def test_links_with_parentheses_and_images_not_copied_become_text(tmp_path: Path) -> None:
    doc, said, status, _ = saved(tmp_path, _LINKED.encode(), "s.md")
    written = str(doc)
    assert "](../" not in written and "ipynb)" not in written
    qs = doc["questions"]
    assert "table `faculties`" in qs[1]["question"] and "![" not in qs[1]["question"]
    assert qs[2]["question"] == "Which command shows a table's history?"
    assert qs[0]["question"] == "Which keyword creates a table from a query (notes)?"
    assert "Lecture-32__Processing-CDC-(Hands-On)-1.ipynb" in said
    assert "alt text 'table `faculties`' is written instead" in said
    assert "image '../shots/history.png' is outside the source's folder; not copied: left out (it has no alt" in said
    assert status == 0


def test_a_missing_image_in_the_folder_stays_named_and_needs_attention(tmp_path: Path) -> None:
    text = _LINKED.replace("![](../shots/history.png)", "![History](shots/history.png)")
    doc, said, status, _ = saved(tmp_path, text.encode(), "s.md")
    assert "![History](shots/history.png)" in doc["questions"][2]["question"]
    assert "cannot be read" in said and status == 1


def test_choices_that_would_become_the_same_alt_text_stay_as_written_in_code(tmp_path: Path) -> None:
    text = ("## Question 1\n\nWhich syntax gives an image a tooltip?\n\n"
            "* [ ] ![Alt](../pics/a.png)\n* [x] ![Alt](../pics/a.png \"tip\")\n* [ ] Alt tip\n")
    doc, said, _, _ = saved(tmp_path, text.encode(), "s.md")
    choices = [c if isinstance(c, str) else c["text"] for c in doc["questions"][0]["choices"]]
    assert choices[:2] == ["`![Alt](../pics/a.png)`", "`![Alt](../pics/a.png \"tip\")`"]
    assert "the images of choices 1, 2 kept as written, in code" in said


def test_an_image_inside_code_stays_as_written(tmp_path: Path) -> None:
    text = _LINKED.replace("![table `faculties`](../assets/images/table%20faculties.png)",
                           "`![x](../assets/images/t.png)`")
    doc, said, _, _ = saved(tmp_path, text.encode(), "s.md")
    assert "`![x](../assets/images/t.png)`" in doc["questions"][1]["question"]
    assert "t.png" not in said


def test_a_link_with_unbalanced_parentheses_is_no_link_target() -> None:
    from quizdeck.importers.locallinks import _MD_LINK

    m = _MD_LINK.search("[a](x-(b)-c.md)")
    assert m is not None and m.group(2) == "x-(b)-c.md"
    m = _MD_LINK.search("see [a](x-((b))-c.md)")
    assert m is None or m.group(2) != "x-((b))-c.md"
