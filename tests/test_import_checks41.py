"""The second look (importers/sanity.py, importers/hiddenlabels.py), session 41: a label the prefix check cannot see,
inside a wrapper (`` `Question: …` ``) or a running number glued to its word (``4-La`` between ``3- `` and ``5- ``),
is said at its line; the near misses (a quoted number, a version, a glued number the neighbours do not continue)
say nothing; so does a short title above the asking line of a few questions (``Spend Management``), a section
heading read into the question, and not a sentence over two lines or a layout most questions share.

The decks are built by hand, as a reader that kept the label would make them, so that the check is tested whatever
the readers take off."""

from __future__ import annotations

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.hiddenlabels import glued_number, numbered_so, wrapped_label
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.sanity import check_deck
from quizdeck.importers.titlelines import title_line


def _check(lines: list[str], starts: list[int], texts: list[str], choices: list[list[str]]) -> list[str]:
    """The warnings of a deck whose question k starts at source line ``starts[k]`` with text ``texts[k]`` and the
    choices after it."""
    questions = []
    for start, text, cs in zip(starts, texts, choices, strict=True):
        q = ImportedQuestion(Pos("t.txt", start, 1), text, [ImportedChoice(c) for c in cs], [0])
        q.use(start, start + len(cs) + 1)
        questions.append(q)
    diags = Diagnostics()
    check_deck(ImportedDeck(name="t", key="t-0", origin="t.txt", questions=questions),
               Source("t.txt", "t.txt", "\n".join(lines) + "\n"), diags)
    return [f"{d.pos.line}: {d.message}" for d in diags.sorted() if d.severity == "warning"]


# -- a label inside a wrapper ----------------------------------------------------------------------

ASKED = ["What does a compiler make?", "Which tool formats code?", "What is a linter for?"]
CHOICES = [["Machine code", "Coffee", "Noise"], ["A formatter", "A kettle", "A pen"],
           ["Finding faults", "Painting", "Cooking"]]


def _wrapped_deck(wrap: str, close: str, only: int | None = None) -> tuple[list[str], list[int], list[str]]:
    """Every question wrapped so (or only question ``only``)."""
    lines: list[str] = []
    starts: list[int] = []
    texts: list[str] = []
    for k, (asked, cs) in enumerate(zip(ASKED, CHOICES, strict=True)):
        text = wrap.format(n=k + 1) + asked + close if only in (None, k) else asked
        starts.append(len(lines) + 1)
        texts.append(text)
        lines += [text, *(f"{'abc'[j]}) {c}" for j, c in enumerate(cs)), f"Answer: a) {cs[0]}", ""]
    return lines, starts, texts


def test_a_label_in_a_code_span_on_every_question_is_said_once():
    """vivek075's shape: every question a whole-line code span that keeps its ``Question:``."""
    lines, starts, texts = _wrapped_deck("`Question: ", "`")
    said = _check(lines, starts, texts, CHOICES)
    assert len(said) == 1
    # mend's label pattern opens on a backtick since md41, so the prefix check may say it first, in its words
    assert said[0].startswith(("1: question 1's text starts with 'Question:' inside '`'",
                               "1: question 1's text starts with '`Question:': the source's number or label"))
    assert "(and 2 more like it)" in said[0]


def test_labels_in_quotes_brackets_and_tags_are_said():
    for wrap, close, label in (('"Q{n}. ', '"', "Q1."), ("[Pregunta {n}] ", "", "Pregunta 1"),
                               ("<b>{n}.</b> ", "", "1."), ("[{n}] ", "", "1)")):
        lines, starts, texts = _wrapped_deck(wrap, close, only=0)
        said = _check(lines, starts, texts, CHOICES)
        assert len(said) == 1 and f"starts with {label!r} inside" in said[0], (wrap, said)


def test_wrapped_text_without_a_label_says_nothing():
    """Near misses: a quoted number, a quoted word that names a question but is no label, code, a checkbox."""
    for wrap, close in (('"{n}984" is the title. ', ""), ('"Question everything" means? ', ""),
                        ("`x = {n}` ", ""), ("[12 angry men] ", ""), ("`2 + {n}` ", "")):
        lines, starts, texts = _wrapped_deck(wrap, close, only=1)
        assert _check(lines, starts, texts, CHOICES) == [], wrap


def test_wrapped_label_reads_the_label_not_the_text():
    assert wrapped_label("`Question: Angular is a:`") == ("`", "Question:")
    assert wrapped_label("“Frage 3 - Wie heißt…") == ("“", "Frage 3 -")
    assert wrapped_label("`ng new` creates a project") is None
    assert wrapped_label('`"42".zfill(5)` returns:') is None   # sivakesavag: code, no "42 ." label
    assert wrapped_label("Question: plain") is None          # no wrapper: the prefix check's


# -- a running number glued to its word ------------------------------------------------------------

SPANISH = ["Los partidos expresan:", "La bandera tiene:", "La Constitución se fundamenta:",
           "El Preámbulo consta de:", "La soberanía reside en:"]
SPANISH_CHOICES = [["El pluralismo.", "La defensa.", "La voluntad."]] * 5


def _numbered(label: list[str]) -> tuple[list[str], list[int], list[str]]:
    """Blocks of ``N- text``, three unlabelled choices, the answer letter; ``label[k]`` the way question k is
    numbered in the source; the texts as a reader that took off the spaced labels only makes them."""
    lines: list[str] = []
    starts: list[int] = []
    texts: list[str] = []
    for k, (asked, cs) in enumerate(zip(SPANISH, SPANISH_CHOICES, strict=True)):
        starts.append(len(lines) + 1)
        lines += [label[k] + asked, *cs, "a"]
        texts.append(label[k] + asked if not label[k].endswith(" ") else asked)
    return lines, starts, texts


def test_a_glued_running_number_between_its_neighbours_is_said():
    """pespinos42's shape: ``3- ``, ``4-La``, ``5- ``: the run proves ``4-`` a label."""
    lines, starts, texts = _numbered(["1- ", "2- ", "3-", "4- ", "5- "])
    said = _check(lines, starts, texts, SPANISH_CHOICES)
    assert said == ["11: question 3's text starts with '3-' glued to its word, numbered like the questions around "
                    "it: the source's running number, kept in the text?"]


def test_a_glued_number_on_the_first_question_needs_the_next_one():
    lines, starts, texts = _numbered(["1.", "2. ", "3. ", "4. ", "5. "])
    assert len(_check(lines, starts, texts, SPANISH_CHOICES)) == 1


def test_a_glued_number_the_neighbours_do_not_continue_says_nothing():
    """Near misses: the neighbours unnumbered, numbered otherwise, or with another sign."""
    for labels in (["", "", "3-", "", ""], ["1- ", "2- ", "7-", "4- ", "5- "], ["1. ", "2. ", "3-", "4. ", "5. "]):
        lines, starts, texts = _numbered(labels)
        assert _check(lines, starts, texts, SPANISH_CHOICES) == [], labels


def test_glued_number_and_its_neighbours_shape():
    assert glued_number("12.The answer") == (12, ".")
    assert glued_number("3.5 is a number") is None
    assert glued_number("4- La") is None                     # spaced: the prefix check's
    assert numbered_so(["## 11. Which?"], 11, ".")
    assert not numbered_so(["111. Which?"], 11, ".")


# -- a section title read into a question -------------------------------------------------------------

TOPICS = ["Which service stores objects?", "Which service runs containers?", "Which tool shows costs?",
          "Which service sends email?", "Which database is serverless?", "Which service caches content?"]
TOPIC_CHOICES = [["Buckets", "Queues", "Pipes"]] * 6


def _titled(first: dict[int, str]) -> list[str]:
    """Questions whose text is ``first[k]`` then the asking line where given, the asking line alone elsewhere."""
    lines: list[str] = []
    starts: list[int] = []
    texts: list[str] = []
    for k, asked in enumerate(TOPICS):
        starts.append(len(lines) + 1)
        text = f"{first[k]}\n{asked}" if k in first else asked
        texts.append(text)
        lines += [*text.split("\n"), *(f"{'abc'[j]}) {c}" for j, c in enumerate(TOPIC_CHOICES[k])), ""]
    return _check(lines, starts, texts, TOPIC_CHOICES)


def test_a_section_title_above_one_asking_line_is_said():
    """tanvirmulla11's and nonotnotes's shape: ``Spend Management`` above ``Which tool…?`` on a few questions."""
    said = _titled({2: "Spend Management"})
    assert said == ["11: question 3's text starts with 'Spend Management' above the line that asks, where most "
                    "questions start with it: a section heading read into the question?"]


def test_a_title_line_that_is_a_sentence_or_common_says_nothing():
    """Near misses: a sentence over two lines, a line with signs (a scenario), a wrapped capitals line, a file
    whose questions mostly carry such a line (its own layout)."""
    assert title_line("Your team uses\nwhich service to host?") is None
    assert title_line("A company has 3 sites.\nWhich service links them?") is None
    assert title_line("СТРУКТУРА ПЕЧЕНИ ПРИ\nИССЛЕДОВАНИИ?") is None
    assert title_line("Which service stores objects?\nPick one:") is None
    assert _titled({0: "Storage", 1: "Containers", 2: "Costs"}) == []
    assert title_line("Spend Management\nWhich tool shows costs?") == "Spend Management"
