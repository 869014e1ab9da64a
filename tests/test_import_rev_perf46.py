"""Session 46, review of the perf landing: the new readers against the old ones (kept in ``test_import_perf46``) on
harder inputs, and the memory the new indexes keep.

The lines here are built from parts, not picked whole: indents of spaces and tabs, bullets, labels, texts that are
substrings of one another or repeated, line ends that are no ``\\n`` (``\\r`` of a CRLF file, ``\\u2028``, ``\\x85``,
form feed), blank and white lines, fences, headings; choices and texts that span lines. Memory: a question of 20,000
choices of 120 lengths (the first index kept every line's end once a length asked: 330 MB) and ``locate`` over many
questions whose spans overlap (it kept every question's lines joined for the whole check).
"""

from __future__ import annotations

import tracemalloc

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quizdeck.core.diagnostics import Pos
from quizdeck.importers import mdlistedquestions as listed
from quizdeck.importers import mdnestedlists as nested
from quizdeck.importers.imported import ImportedChoice, ImportedQuestion
from quizdeck.importers.lineends import LineEnds
from quizdeck.importers.mdinline import fenced_lines
from tests.test_import_perf46 import (
    _checker,
    old_choice_lines,
    old_lettered,
    old_listed,
    old_listed_items,
    old_locate,
    old_nested_items,
    old_parts,
)

ENDS = ["", "", "", "\r", " ", "\t", "\u2028", "\x85", "\x0c", " \r"]
INDENTS = ["", "", " ", "  ", "   ", "    ", "\t", " \t", "\t  ", "\u3000"]
BULLETS = ["- ", "* ", "+ ", "-\t", "1. ", "-", "- [ ] "]
TEXTS = ["A) a thread", "B) a process", "C) both", "a) Find f'(x).", "b) Solve it.", "(a) x", "(b) y", "A. one",
         "b. two", "Which one?", "A statement.", "**Answer:** a) 2x, b) 5", "x", "xx", "x x", "**x**", "D.", ""]
OTHER = ["", "", "   ", "\r", "\u2028", "```", "~~~", "  ```", "```python", "# Heading", "## Sub", "text", "Answer: B",
         "\t", "    code"]

item_line = st.builds(lambda i, b, t, e: i + b + t + e, st.sampled_from(INDENTS), st.sampled_from(BULLETS),
                      st.sampled_from(TEXTS), st.sampled_from(ENDS))
other_line = st.builds(lambda i, t, e: i + t + e, st.sampled_from(INDENTS[:4]), st.sampled_from(OTHER + TEXTS),
                       st.sampled_from(ENDS))
list_files = st.lists(st.one_of(item_line, item_line, other_line), max_size=45)


@settings(max_examples=1500, deadline=None)
@given(list_files)
def test_items_and_rewrite_as_before(lines: list[str]) -> None:
    fenced = fenced_lines(lines)
    assert listed._items(lines, fenced) == old_listed_items(lines, fenced)
    assert nested._items(lines, fenced) == old_nested_items(lines, fenced)
    found = listed._Nested(lines, fenced)
    for a, b in old_listed_items(lines, fenced):
        assert found.lettered(a, b) == old_lettered(lines, fenced, a, b), (a, b)
        assert found.parts(lines, a, b) == old_parts(lines, fenced, a, b), (a, b)
    assert listed.rewritten(lines) == old_listed(lines)


QUESTION = ["{i}- Which one is right?{e}", "{e}", "{i}  - A) a thread{e}", "{i}  - B) a process{e}",
            "{i}  - C) a process{e}", "", "{i}  **Answer: B) a process**{e}"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["", " ", "\t"]), st.sampled_from(ENDS), st.booleans()), min_size=3,
                max_size=8))
def test_question_runs_as_before(shapes: list[tuple[str, str, bool]]) -> None:
    """Runs of whole questions, at the margin or one space in, CRLF or not, some followed by a paragraph."""
    lines = [line.format(i=i, e=e) for i, e, more in shapes
             for line in QUESTION + (["", f"{i}  its own paragraph{e}"] if more else [])]
    assert listed.rewritten(lines) == old_listed(lines)


SOURCE_PART = st.text(alphabet="ab .-*\t\r\u2028\x85", max_size=7)
CHOICE_PART = st.text(alphabet="ab .-*\n\t\r\u2028", max_size=7)


@settings(max_examples=2000, deadline=None)
@given(st.lists(SOURCE_PART, min_size=1, max_size=20),
       st.lists(st.tuples(st.integers(-2, 22), st.integers(0, 8)), max_size=3),
       st.lists(CHOICE_PART, max_size=10))
def test_choice_lines_and_locate_as_before(lines: list[str], ranges: list[tuple[int, int]], texts: list[str]) -> None:
    """Lines and choices over a small alphabet: texts that are substrings of other lines and of each other, repeated,
    spanning lines, with white characters that are no space."""
    checker = _checker(lines)
    q = ImportedQuestion(pos=Pos("q.md", 99, 1), text="Which?", choices=[ImportedChoice(t) for t in texts],
                         lines=[(a, a + w) for a, w in ranges])
    assert checker.choice_lines(q) == old_choice_lines(checker.lines, checker.span(q), texts)
    other = ImportedQuestion(pos=Pos("q.md", 98, 1), text="Other?", lines=[(1, len(lines))])
    for text in texts * 2:
        for question in (q, other):            # (the one question kept in turn)
            found = old_locate(checker.lines, checker.span(question), text)
            assert checker.locate(question, text) == (Pos("q.md", *found) if found else question.pos)


def test_line_ends_keeps_only_what_is_asked() -> None:
    """20,000 lines, 120 lengths of choices found nowhere: a few megabytes, not one table of every line's end a
    length (330 MB)."""
    lines = [f"- **{'x' * (k % 120)} item {k}**" for k in range(20_000)]
    texts = [f"{'x' * (k % 120)} item {k}" for k in range(20_000)]
    tracemalloc.start()
    try:
        ends = LineEnds(lines, texts)
        assert all(ends.first(text, 0) is None for text in texts[::97])
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 30_000_000


def test_line_ends_asked_a_text_not_given() -> None:
    ends = LineEnds(["a x", "x"], ["x"])
    assert ends.first("x", 1) == 1 and ends.first("", 0) is None
    with pytest.raises(ValueError, match="'a x' was not among"):
        ends.first("a x", 0)


def test_locate_keeps_one_question() -> None:
    """200 questions each over the same 2,000 lines: one joined copy held at a time, not 200."""
    lines = [f"line {k} of the file" for k in range(2000)]
    checker = _checker(lines)
    questions = [ImportedQuestion(pos=Pos("q.md", 1, 1), text=f"Q{k}?", lines=[(1, 2000)]) for k in range(200)]
    tracemalloc.start()
    try:
        for k, q in enumerate(questions):
            assert checker.locate(q, f"line {k * 7} of") == Pos("q.md", k * 7 + 1, 1)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 2_000_000
