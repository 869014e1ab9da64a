"""Session 46, perf: three readers that grew with the square of their input made linear, their results unchanged.

Each new function is compared with a copy of the old one, kept here, on many small inputs written from the shapes
the readers look at (hypothesis), and on a few written by hand: items indented by one space, nested lettered lists,
problems of parts, paragraphs, fences; choices found on their lines, found nowhere, found twice. No time is
asserted: speed lives in ``bench/import_scaling.py``.
"""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers import mdlistedquestions as listed
from quizdeck.importers import mdnestedlists as nested
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.labels import split_label
from quizdeck.importers.lineends import LineEnds
from quizdeck.importers.listblocks import block_ends, without_blank_tail
from quizdeck.importers.lonelabels import is_lone_label
from quizdeck.importers.mdinline import fenced_lines
from quizdeck.importers.sanity import _Checker

# -- the old functions, as they were at ed627da ------------------------------------------------------------------


def old_listed_items(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[int, int]]:
    out = []
    for i, line in enumerate(lines):
        if fenced[i] or not listed._TOP.match(line):
            continue
        end = i + 1
        while end < len(lines) and (fenced[end] or not lines[end].strip() or lines[end][:1] in " \t"):
            end += 1
        while end > i + 1 and not lines[end - 1].strip():
            end -= 1
        out.append((i, end))
    return out


def old_nested_items(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[int, int]]:
    tops = [i for i, line in enumerate(lines) if not fenced[i] and nested._TOP.match(line)]
    out = []
    for i in tops:
        end = i + 1
        while end < len(lines) and (fenced[end] or not lines[end].strip() or lines[end][:1] in " \t"):
            end += 1
        out.append((i, end))
    return out


def old_lettered(lines: Sequence[str], fenced: Sequence[bool], a: int, b: int) -> bool:
    indents = set()
    labels = []
    for j in range(a + 1, b):
        m = None if fenced[j] else listed._NESTED.match(lines[j])
        if m is None:
            continue
        found = split_label(m.group(3)) if listed._LETTER.match(m.group(3)) else None
        if found is None:
            return False
        indents.add(m.group(1))
        labels.append(found[0])
    return len(labels) >= 2 and len(indents) == 1 and labels == list(range(len(labels)))


def old_parts(lines: Sequence[str], fenced: Sequence[bool], a: int, b: int) -> bool:
    texts = [m.group(3) for j in range(a + 1, b) if not fenced[j] and (m := listed._NESTED.match(lines[j]))]
    for j in range(a + 1, b):
        if not fenced[j] and not listed._NESTED.match(lines[j]) and len(listed._PART.findall(lines[j])) >= 2:
            return True
    m = listed._TOP.match(lines[a])
    stated = m is not None and m.group(2).rstrip(" *_").endswith(".")
    return stated and all(listed._TASK.search(text) for text in texts)


def old_paragraph(lines: Sequence[str], fenced: Sequence[bool], a: int, b: int) -> bool:
    return any(not fenced[j] and lines[j].strip() and not lines[j - 1].strip() and not listed._NESTED.match(lines[j])
               for j in range(a + 2, b))


def old_listed(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    fenced = fenced_lines(lines)
    items = old_listed_items(lines, fenced)
    questions = {a for a, b in items if old_lettered(lines, fenced, a, b) and not old_parts(lines, fenced, a, b)}
    inside = {j for a, b in items if a in questions for j in range(a, b)}
    questions = {a for a in questions if a == 0 or not lines[a - 1].strip() or listed._HEADING.match(lines[a - 1])
                 or a - 1 in inside}
    if len(questions) < listed.LEAST:
        return None
    out = list(lines)
    for a, b in items:
        if a not in questions and not old_paragraph(lines, fenced, a, b):
            continue
        m = listed._TOP.match(lines[a])
        assert m is not None
        width = len(m.group(1).expandtabs(4))
        out[a] = m.group(2)
        for j in range(a + 1, b):
            line = lines[j]
            indent = len(line) - len(line.lstrip(" "))
            out[j] = line[min(indent, width):]
    return out, set()


def old_choice_lines(lines: Sequence[str], span_all: Sequence[int], texts: Sequence[str]) -> list[tuple[int, str]]:
    span = [n for n in span_all if 1 <= n <= len(lines)]
    out: list[tuple[int, str]] = []
    at = 0
    for text in texts:
        first = next((part.strip() for part in text.split("\n") if part.strip()), "")
        hit = next((i for i in range(at, len(span)) if first and lines[span[i] - 1].rstrip().endswith(first)), None)
        if hit is None:
            out.append((0, ""))
            continue
        whole = lines[span[hit] - 1].strip()
        prefix = whole[:len(whole) - len(first)].strip()
        if not prefix and span[hit] >= 2 and is_lone_label(lines[span[hit] - 2]):
            prefix = lines[span[hit] - 2].strip()
        out.append((span[hit], prefix))
        at = hit + 1
    return out


# -- the shapes the readers look at --------------------------------------------------------------------------------

LIST_LINES = [
    "- **Question**: Which one describes it?", "- Which directive?", " - Which one?", " - A statement.", "- plain note",
    " * starred", "+ plussed", "  - A) first", "  - B) second", "  - C) third", "   - A) deeper", "   - b) lower",
    "  - a) Find f'(x).", "  - b) Solve it.", "  - plain nested", "\t- A) tabbed", "    - A) four in", "  - [x] box",
    "  - 1. numbered", "  - **bold one**", "", "", "   ", "```", "```python", "code line", "text at the margin",
    "**Answer: B) second**", "  **Answer:** a) 2x, b) 5", "  an indented paragraph", "Correct answer: B",
    "# Heading", "## Sub", "  ```", "  - A) x", "  - B) y?",
]
list_files = st.lists(st.sampled_from(LIST_LINES), max_size=40)


@settings(max_examples=600, deadline=None)
@given(list_files)
def test_listed_items_as_before(lines: list[str]) -> None:
    fenced = fenced_lines(lines)
    assert listed._items(lines, fenced) == old_listed_items(lines, fenced)


@settings(max_examples=600, deadline=None)
@given(list_files)
def test_nested_items_as_before(lines: list[str]) -> None:
    fenced = fenced_lines(lines)
    assert nested._items(lines, fenced) == old_nested_items(lines, fenced)


@settings(max_examples=600, deadline=None)
@given(list_files)
def test_listed_item_tests_as_before(lines: list[str]) -> None:
    fenced = fenced_lines(lines)
    found = listed._Nested(lines, fenced)
    for a, b in old_listed_items(lines, fenced):
        assert found.lettered(a, b) == old_lettered(lines, fenced, a, b), (a, b)
        assert found.parts(lines, a, b) == old_parts(lines, fenced, a, b), (a, b)


@settings(max_examples=1500, deadline=None)
@given(list_files)
def test_listed_rewritten_as_before(lines: list[str]) -> None:
    assert listed.rewritten(lines) == old_listed(lines)


QUESTION = ["- Which one is right?", "", "  - A) a thread", "  - B) a process", "", "  **Answer: B) a process**"]


def test_listed_questions_one_space_in() -> None:
    """Items one space in, each over its lettered list: the runs' ranges overlap; each line is written as before."""
    lines = QUESTION * 3 + ["", " - a note one space in", "", "  its paragraph", " - another", "", "  more", " - last"]
    got = listed.rewritten(lines)
    assert got == old_listed(lines)
    assert got is not None and got[0][18:] == ["", "a note one space in", "", "its paragraph", "another", "", "more",
                                               "- last"]   # (dedented by the item above, not its own)


def test_listed_questions_at_the_margin() -> None:
    lines = QUESTION * 3
    got = listed.rewritten(lines)
    assert got is not None and got == old_listed(lines)
    assert got[0][:4] == ["Which one is right?", "", "- A) a thread", "- B) a process"]


def test_listed_near_misses_left_alone() -> None:
    """A list glued under text, a problem of parts, labels out of order: not questions, as before."""
    glued = ["**Explanation:** why", "- Why the others are wrong:", "  - A) one", "  - B) two"] * 3
    parts = ["- Differentiate.", "  - a) Find f'(x).", "  - b) Solve it.", ""] * 3
    unordered = ["- Which?", "  - B) one", "  - A) two", ""] * 3
    for lines in (glued, parts, unordered):
        assert listed.rewritten(lines) is None and old_listed(lines) is None


def test_long_run_one_space_in() -> None:
    lines = [f" - item {k}" for k in range(300)]
    fenced = fenced_lines(lines)
    assert listed._items(lines, fenced) == old_listed_items(lines, fenced) == [(k, 300) for k in range(300)]
    assert nested._items(lines, fenced) == old_nested_items(lines, fenced)
    assert listed.rewritten(lines) is None
    assert nested.rewritten(lines) == nested.rewritten(lines) is None


def test_block_ends_and_blank_tail() -> None:
    lines = ["- a", " - b", "", "  c", "", "- d", "```", "x", "```", "", "e"]
    fenced = fenced_lines(lines)
    starts = [0, 1, 5]
    ends = block_ends(lines, fenced, starts)
    assert ends == [5, 5, 10]                  # (a fence is no margin)
    assert without_blank_tail(lines, starts, ends) == [4, 4, 9]


# -- sanity's choice lines -----------------------------------------------------------------------------------------

SOURCE_LINES = ["A. x", "x", " x ", "B) y", "y", "D.", "xy", "", "  x", "C. yx", "- y", "z  ", "(a)", "**x**"]
CHOICE_TEXTS = ["x", "y", " x\nz", "", "\n", "xy", "q", "z", "\n y", "x**", "yx"]


def _checker(lines: list[str]) -> _Checker:
    source = Source("q.md", "q.md", "\n".join(lines))
    return _Checker(ImportedDeck(name="q", key="", origin="q.md"), source, Diagnostics())


@settings(max_examples=1500, deadline=None)
@given(st.lists(st.sampled_from(SOURCE_LINES), min_size=1, max_size=25),
       st.lists(st.tuples(st.integers(-2, 28), st.integers(0, 6)), max_size=3),
       st.lists(st.sampled_from(CHOICE_TEXTS), max_size=12))
def test_choice_lines_as_before(lines: list[str], ranges: list[tuple[int, int]], texts: list[str]) -> None:
    checker = _checker(lines)
    q = ImportedQuestion(pos=Pos("q.md", 1, 1), text="Which?", choices=[ImportedChoice(t) for t in texts],
                         lines=[(a, a + w) for a, w in ranges])
    assert checker.choice_lines(q) == old_choice_lines(checker.lines, checker.span(q), texts)


def test_choice_lines_found_nowhere_and_twice() -> None:
    lines = ["Which?", "- **one**", "- two", "- two", "C.", "three"]
    checker = _checker(lines)
    q = ImportedQuestion(pos=Pos("q.md", 1, 1), text="Which?", lines=[(1, 6)],
                         choices=[ImportedChoice(t) for t in ("one", "two", "two", "two", "three")])
    expected = [(0, ""), (3, "-"), (4, "-"), (0, ""), (6, "C.")]
    assert checker.choice_lines(q) == old_choice_lines(lines, checker.span(q), [c.text for c in q.choices]) == expected


def test_line_ends() -> None:
    ends = LineEnds(["a x  ", "x", "bx", "y"], ["x", "a x"])
    assert [ends.first("x", k) for k in range(5)] == [0, 1, 2, None, None]
    assert ends.first("", 0) is None
    assert ends.first("a x", 0) == 0 and ends.first("a x", 1) is None


def old_locate(lines: Sequence[str], span: Sequence[int], text: str) -> tuple[int, int] | None:
    needle = next((line.strip() for line in text.split("\n") if line.strip()), "")[:40]
    if needle:
        for n in span:
            if 1 <= n <= len(lines):
                at = lines[n - 1].find(needle)
                if at >= 0:
                    return n, at + 1
    return None


@settings(max_examples=1500, deadline=None)
@given(st.lists(st.sampled_from(SOURCE_LINES), min_size=1, max_size=25),
       st.lists(st.tuples(st.integers(-2, 28), st.integers(0, 6)), max_size=3),
       st.lists(st.sampled_from(CHOICE_TEXTS), max_size=6))
def test_locate_as_before(lines: list[str], ranges: list[tuple[int, int]], texts: list[str]) -> None:
    checker = _checker(lines)
    q = ImportedQuestion(pos=Pos("q.md", 99, 1), text="Which?", lines=[(a, a + w) for a, w in ranges])
    for text in texts * 2:                    # (twice: the second time from what was found the first)
        found = old_locate(checker.lines, checker.span(q), text)
        assert checker.locate(q, text) == (Pos("q.md", *found) if found else q.pos)


def test_said_around_as_near() -> None:
    diags = Diagnostics()
    diags.warning(Pos("q.md", 3, 1), "choice B is the same text twice")
    diags.warning(Pos("q.md", 7, 1), "a placeholder")
    checker = _Checker(ImportedDeck(name="q", key="", origin="q.md"), Source("q.md", "q.md", "a\n" * 9), diags)
    for span in ([1, 2, 3], [4, 5, 6], [7, 7], [], [3, 7]):
        here = checker.said.around(span)
        for words in (("same",), ("placeholder", "empty"), ("answer",), ()):
            assert here.anywhere(*words) == checker.said.near(span, *words), (span, words)
