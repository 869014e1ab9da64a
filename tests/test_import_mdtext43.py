"""Session 43's Markdown and text rules (task43-mdtext): shapes of real banks the readers lost or read wrong.

* a fence right under a question's heading whose lines open with the page's boxes, one ticked, holds its choices,
  each kept as code; a box glued to its text, a quoted first box, a quoted heading indented 1-3 spaces (mdboxfences);
* a question's label repeated right under its text is furniture with the line the page puts under it
  (repeatedheads); a key whose value stands alone on the next line, a choice's whole text, is one key (nextlinekeys);
* items lettered a, b, c... in order under every question are labels though glued (itemlabels); ``evened`` never
  glues a label to a code span (labelruns); a comment holding nearly the whole file is read, said (mdshown);
* a comment followed by the file's right-mark is a choice's text (mdshown); a ``<br>`` line between two choices of
  a run is no text (mdinline); labels one ahead of every place are said (textquiz);
* a prose answer's bold spans, each one choice's whole text, name those choices (boldnames).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import (
    boldnames,
    itemlabels,
    mdboxfences,
    mdinline,
    mdshown,
    nextlinekeys,
    repeatedheads,
)
from quizdeck.importers.labelruns import evened
from tests.conftest import read_said, rows_of

# -- 1. choices boxed in a fence ---------------------------------------------------------------------------------

_FENCED = """# Tags

> ### Q1. Which tag breaks a line?

- [ ] `<hr>`
- [x] `<br>`
- [ ] `<p>`

> ### Q2. Which snippet links to a page?

```
[ ] <a src="page.html">Page</a>

[x] <a href="page.html">Page</a>

[ ] <link href="page.html">
```

> ### Q3. Which element is a list's item?

- [x] `<li>`
- [ ] `<ul>`
- [ ] `<ol>`
"""


def test_boxed_fence_is_the_questions_choices_as_code(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _FENCED, "tags.md")
    rows = rows_of(deck)
    assert len(rows) == 3
    assert rows[1] == ("Which snippet links to a page?",
                       ['`<a src="page.html">Page</a>`', '`<a href="page.html">Page</a>`', '`<link href="page.html">`'],
                       [1])


def test_fence_holding_the_questions_code_over_its_boxes() -> None:
    lines = ["> ### Q5. Which fixes it?", "", "```html", "<table>", "</table>", "", "[ ] <td>x</td>", "",
             "[x] <td>y</td>", "  </tr>", "```"]
    got = mdboxfences.rewritten([*lines, "", "- [x] a", "- [ ] b", "- [ ] c"])
    assert got is not None
    out = got[0]
    assert out[2:6] == ["```html", "<table>", "</table>", "```"]   # the question's code, closed over the boxes
    assert out[6] == "- [ ] `<td>x</td>`"
    assert out[8] == "- [x] `<td>y</td> </tr>`" and out[9] == "" and out[10] == ""


def test_fence_of_two_ticked_boxes_stays_code() -> None:
    lines = ["> ### Q1. Which?", "", "```", "[x] a = 1", "", "[x] b = 2", "```", "", "- [x] y", "- [ ] z", "- [ ] w"]
    got = mdboxfences.rewritten(lines)
    assert got is None or got[0][2:7] == lines[2:7]


def test_fence_not_under_a_heading_stays_code() -> None:
    lines = ["Some prose about lists.", "", "```", "[ ] todo", "[x] done", "```", "", "- [x] y", "- [ ] z",
             "- [ ] w"]
    assert mdboxfences.rewritten(lines) is None


def test_glued_box_quoted_first_box_and_indented_heading() -> None:
    lines = ["> ### Q1. a?", "", "- [x] a", "- [ ] b", "", "> ### Q2. b?", "", "- [x] a", "", "> ### Q3. c?", "",
             "- [x] a", "", "  > ### Q4. Which are empty?", ">", "> [ ]`<area>`", "", "[ ] `<link>`", "",
             "[x]`<wbr>`"]
    got = mdboxfences.rewritten(lines)
    assert got is not None
    out = got[0]
    assert out[13] == "> ### Q4. Which are empty?"
    assert out[15] == "[ ] `<area>`"
    assert out[19] == "[x] `<wbr>`"


def test_glued_box_alone_is_left() -> None:
    assert mdboxfences.rewritten(["Some text", "", "[x]`code`", "", "more"]) is None


# -- 2. a review page's doubled label; a key on the next line ---------------------------------------------------

def _review(n: int, text: str, choices: list[str], right: str, split_key: bool) -> str:
    lines = [f"Pregunta {n}", "Correcta", "Enunciado de la pregunta", text, f"Pregunta {n}", "Respuesta"]
    for k, choice in enumerate(choices):
        lines += [f"{'ABCD'[k]}.", choice]
    lines += ["Retroalimentación"]
    lines += ["La respuesta correcta es:", right] if split_key else [f"La respuesta correcta es: {right}"]
    return "\n".join(lines)


_REVIEW = "\n".join([
    _review(1, "¿Cuál es la capital de Francia?", ["Madrid", "París", "Roma", "Lisboa"], "París", False),
    _review(2, "¿Cuál es el río más largo de España?", ["Tajo", "Ebro", "Duero", "Júcar"], "Tajo", False),
    _review(3, "¿Cuántos lados tiene un hexágono?", ["Cinco", "Seis", "Siete", "Ocho"], "Seis", False),
    _review(4, "¿Qué color resulta de mezclar azul y amarillo?", ["Verde", "Rojo", "Gris", "Negro"], "Verde",
            True),
]) + "\n"


def test_doubled_label_is_furniture_and_key_on_next_line_read(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _REVIEW, "review.txt")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == ["¿Cuál es la capital de Francia?", "¿Cuál es el río más largo de España?",
                                    "¿Cuántos lados tiene un hexágono?",
                                    "¿Qué color resulta de mezclar azul y amarillo?"]
    assert [r[2] for r in rows] == [[1], [0], [1], [0]]


def test_label_said_once_is_no_pair() -> None:
    lines = ["Pregunta 1", "¿a?", "A.", "x", "B.", "y", "Pregunta 2", "¿b?", "A.", "x", "B.", "y",
             "Pregunta 3", "¿c?", "A.", "x", "B.", "y"]
    assert repeatedheads.rewritten(lines) is None


def test_label_repeated_after_a_choice_is_no_pair() -> None:
    lines = []
    for n in (1, 2, 3):
        lines += [f"Pregunta {n}", "¿a?", "A.", "x", f"Pregunta {n}", "B.", "y"]
    assert repeatedheads.rewritten(lines) is None


def test_next_line_value_no_choice_is_left() -> None:
    lines = ["¿a?", "A.", "x", "B.", "y", "Key: x", "¿b?", "A.", "x", "B.", "y", "Key: y", "¿c?", "A.", "x", "B.",
             "y", "Key: x", "¿d?", "A.", "x", "B.", "y", "Key:", "z"]
    assert nextlinekeys.rewritten(lines) is None
    lines[-1] = "y"
    got = nextlinekeys.rewritten(lines)
    assert got is not None and got[0][-2:] == ["Key: y", ""]


# -- 3. glued labels in ordered runs; a code span never glued; a commented-out quiz -----------------------------

_GLUED = """# Exam

0. What does `len("ab")` give?
* a.1
* b.2
* c.3
* d .4

1. Which keyword defines a function?
* a.def
* b.fun
* c.function
* d.lambda

2. Which type is immutable?
* a.list
* b.dict
* c.tuple
* d.set
"""


def test_glued_labels_in_ordered_runs_are_labels(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _GLUED, "exam.md")
    rows = rows_of(deck)
    assert [r[1] for r in rows] == [["1", "2", "3", "4"], ["def", "fun", "function", "lambda"],
                                    ["list", "dict", "tuple", "set"]]


def test_letters_out_of_order_prove_nothing() -> None:
    lines = ["1. q", "* a.x", "* b.y", "2. q", "* a.x", "* b.y", "3. q", "* a.x", "* b.y", "4. q", "* b.x", "* a.y"]
    assert itemlabels.set_apart(list(lines), [False] * len(lines)) == 0
    assert itemlabels.set_apart(list(lines[:9]), [False] * 9) == 6


def test_evened_keeps_a_code_span_apart() -> None:
    lines = ["1. q?", "a.x", "b.y", "c.z", "", "2. q?", "a.x", "b.y", "c.z", "", "3. q?", "a.x", "b.y", "c. `1*2`"]
    out = evened(lines)
    assert out is None or out[13] == "c. `1*2`"


_MORE = """
3. Which operator raises to a power?
* a.^
* b.**
* c.//
* d.%

4. Which word leaves a loop?
* a.break
* b.exit
* c.stop
* d.leave
"""

_COMMENTED = "# Exam\n\n<!--\n\n" + _GLUED.split("\n", 2)[2] + _MORE + "\n-->"


def test_quiz_inside_a_comment_is_read_and_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _COMMENTED, "hidden.md")
    assert len(deck.questions) == 5
    assert any("inside an HTML comment (lines 3–" in s for s in said)


def test_a_small_comment_is_no_quiz() -> None:
    lines = ["# Exam", "", "1. a?", "- [x] x", "- [ ] y", "", "<!--", "note", "-->", "2. b?", "- [x] x", "- [ ] y"]
    assert mdshown.commented_out(lines) is None


# -- 4. a comment choice before the mark; a <br> line in a run; labels one ahead; bold names ---------------------

def test_comment_then_the_files_mark_is_a_choice() -> None:
    lines = ["a.", "x ✔", "b.", "y ✔", "c.", "z ✔", "d.", "        <!-- --> ✔"]
    out = mdshown.shown(lines)
    assert out is None or out[7] == lines[7]


def test_comment_then_a_sign_the_file_never_marks_with_goes() -> None:
    lines = ["a.", "x", "b.", "y", "c.", "z", "d.", "        <!-- --> ✔"]
    out = mdshown.shown(lines)
    assert out is not None and "<!--" not in out[7]


def test_break_line_between_two_choices_is_no_text() -> None:
    lines = ["### Pick one:", "- [ ] a. first", "<br>", "- [ ] b. second<br>", "- [ ] c. third"]
    out = mdinline.normalised(lines)
    assert out is not None and out[2] == ""


def test_break_line_under_a_question_stays() -> None:
    lines = ["What is it?", "<br>", "- [ ] a. first", "- [ ] b. second"]
    out = mdinline.normalised(lines)
    assert out is None or out[1] == "<br>"


_AHEAD = """## Pergunta 1
Qual é a cor do céu?

### Selecione uma opção:
:white_large_square:&nbsp;  a. Azul
<wbr>
:white_large_square:&nbsp;  b. Verde<br>
:white_large_square:&nbsp;  c. Vermelho<br>
:white_large_square:&nbsp;  d. Preto

## Pergunta 2
Qual é a cor da relva?

### Selecione uma opção:
:white_large_square:&nbsp;  a. Azul<br>
:white_large_square:&nbsp;  b. Verde<br>
:white_large_square:&nbsp;  c. Vermelho<br>
:white_large_square:&nbsp;  d. Preto
"""


def test_labels_one_ahead_are_said(tmp_path: Path) -> None:
    _, said = read_said(tmp_path, _AHEAD, "ahead.md")
    assert sum("runs one ahead of its place" in s for s in said) == 1
    _, said = read_said(tmp_path, _AHEAD.replace("<wbr>\n", ""), "fine.md")
    assert not any("runs one ahead" in s for s in said)


_BOLD = """## Factors

**Question:** Which are authentication factors? (Select two)

* Something you know
* Somewhere you sleep
* Something you have

**Answer:** The factors are **Something you know** and **Something you have**.

---

## Secrecy

**Question:** Secrecy is most related to which aspect?

* Availability
* **Confidentiality**
* Integrity

**Answer:** It is most closely related to **confidentiality**.

---

## Zero day

**Question:** What marks a zero day flaw?

* It is patched
* **It is unknown to the vendor**
* It is old

**Answer:** A zero day flaw **is unknown to the vendor**.
"""


def test_prose_answer_bold_spans_name_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _BOLD, "bold.md")
    assert [r[2] for r in rows_of(deck)] == [[0, 2], [1], [1]]
    assert not any("cannot tell" in s for s in said)
    assert not any("not the ones the answer line names" in s for s in said)


def test_bold_span_naming_no_choice_names_nothing() -> None:
    choices = ["Something you know", "Something you have"]
    assert boldnames.named("The answer is **Something you know**.", choices) == [0]
    assert boldnames.named("It is **Something you know** or **EU**.", choices) is None
    assert boldnames.named("No bold at all", choices) is None
