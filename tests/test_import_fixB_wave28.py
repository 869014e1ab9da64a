"""Review 28's findings on the keys commit (d01f50b): a counted answer that is a choice's own text, the moved key
lines given to their questions in one pass, and the "first choice taken" sentence owned by no sheet module.

A Korean counting quiz writes its choices ``2개`` to ``5개`` ("2 items"...) and its answer as the right choice's
text, ``3개``: that is choice B, not choice 3. A counted number names a choice by its number only where no choice's
text is the value (``2번`` among words stays choice 2).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from quizdeck.core.diagnostics import Pos
from quizdeck.importers import answervalues, csvinfer, layout
from quizdeck.importers.answervalues import mode_of, resolve
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.linekinds import classify
from quizdeck.importers.numberedkeys import numbered_keys
from tests.conftest import read_said, rows_of

_COUNTS = ["2개", "3개", "4개", "5개"]
_COUNTED = [("삼각형의 변은 몇 개입니까?", "3개"), ("자동차의 바퀴는 몇 개입니까?", "4개"),
            ("자전거의 바퀴는 몇 개입니까?", "2개"), ("사각형의 꼭짓점은 몇 개입니까?", "4개"),
            ("사람의 눈은 몇 개입니까?", "2개")]


def test_a_counted_answer_that_is_a_choices_text_names_that_choice(tmp_path: Path) -> None:
    """The review's input: five records of a question, four unlabelled choices and the right one's text."""
    text = "\n\n".join("\n".join([stem, *_COUNTS, answer]) for stem, answer in _COUNTED) + "\n"
    deck, said = read_said(tmp_path, text, "counting.txt")
    assert rows_of(deck) == [(stem, _COUNTS, [_COUNTS.index(answer)]) for stem, answer in _COUNTED], said


def test_the_mode_of_counted_texts_is_text_and_a_counted_number_still_counts() -> None:
    values = [(answer, _COUNTS) for _, answer in _COUNTED]
    assert mode_of(values)[:2] == ("text", False)
    assert resolve("3개", _COUNTS, "number1") == [1]            # whatever the file's mode: the text first
    fruit = ["사과", "오렌지", "포도", "배"]
    assert mode_of([("2번", fruit), ("3번", fruit), ("1번", fruit)]) == ("number1", True, 3)
    assert resolve("2번", fruit, "number1") == [1]
    assert resolve("3", ["2", "3", "4", "5"], "number1") == [2]   # a plain number: the file's mode decides


class _Scans(list[tuple[int, int]]):
    """A question's line ranges that count how often they are walked through."""

    walked = 0

    def __iter__(self) -> Iterator[tuple[int, int]]:
        _Scans.walked += 1
        return super().__iter__()


def test_moved_key_lines_index_the_questions_once() -> None:
    """Each key line moved onto its value's line is given to the question reading the line under it; the questions'
    lines are walked once in all, not once for each key line (review 28, 3.1: quadratic on 51,000 lines)."""
    choices = ["Danube", "Rhine", "Elbe", "Oder"]
    source: list[str] = []
    spans: list[tuple[int, int]] = []
    for n in range(1, 41):
        first = len(source) + 1
        source += [f"k{n}:  ", f"Which river flows through town {n}?", ""]
        for k, choice in enumerate(choices, 1):
            source += [f"v{k}(j):" if k == 1 else f"v{k}:", choice, ""]
        spans.append((first, len(source)))
        source += ["", ""]
    keyed = numbered_keys(classify(source))
    assert keyed is not None
    deck = ImportedDeck("rivers", "rivers", "rivers.txt")
    for first, last in spans:      # each question reads its values' lines, not yet the key lines above them
        q = ImportedQuestion(Pos("rivers.txt", first + 1), source[first])
        q.lines = _Scans((n, n) for n in range(first + 1, last + 1) if source[n - 1].strip()
                         and not source[n - 1].rstrip().endswith(":"))
        deck.questions.append(q)
    _Scans.walked = 0
    layout._keys_moved(source, keyed, deck)
    assert _Scans.walked <= len(deck.questions), _Scans.walked
    for q, (first, last) in zip(deck.questions, spans, strict=True):
        used = {n for a, b in list.__iter__(q.lines) for n in range(a, b + 1)}
        keys = {n for n in range(first, last + 1) if source[n - 1].rstrip().endswith(":")}
        assert keys and keys <= used, (first, sorted(keys - used))


def test_the_first_choice_sentence_is_no_sheet_modules() -> None:
    """The layout reader says the quiz apps' convention in the sheets' words without importing the sheet inferrer:
    the sentence lives with the other shared answer wording (``answervalues``)."""
    tree = ast.parse(Path(layout.__file__).read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "quizdeck.importers.csvinfer" not in imported
    assert csvinfer.first_taken is answervalues.first_taken
    assert "FIRST choice of each line" in answervalues.first_taken("field", "line", "files")
