"""quizdeck.source.mathspans: where math spans end, found for every opener at once, is what
MathJax's FindTeX finds reading from each opener (its code transcribed below)."""

from __future__ import annotations

import random
import re
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from quizdeck.source.mathspans import mathjax_spans
from tests.helpers import run

_START = re.compile(r"\\\(|\\\[")
_END = {"\\(": re.compile(r"\\\)|\\(?:[a-zA-Z]|[^\n\r\u2028\u2029])|[{}]"),
        "\\[": re.compile(r"\\\]|\\(?:[a-zA-Z]|[^\n\r\u2028\u2029])|[{}]")}


def mathjax_find(text: str) -> list[tuple[int, int]]:
    """FindTeX.findMathInString / findEnd (MathJax 3.2.2, ts/input/tex/FindTeX.ts) with
    Anki's delimiters, one opener at a time."""
    spans, pos = [], 0
    while (start := _START.search(text, pos)) is not None:
        braces, found = 0, None
        for m in _END[start.group()].finditer(text, start.end()):
            if m.group() == {"\\(": "\\)", "\\[": "\\]"}[start.group()] and braces == 0:
                found = m.end()
                break
            if m.group() == "{":
                braces += 1
            elif m.group() == "}" and braces:
                braces -= 1
        if found is None:
            pos = start.end()
        else:
            spans.append((start.start(), found))
            pos = found
    return spans


PIECES = ["\\", "(", ")", "[", "]", "{", "}", "a", " ", "\n", "\r", "\u2028", "\\(", "\\)", "\\[", "\\]", "\\\\"]


def test_the_same_spans_as_mathjax_on_random_text() -> None:
    rng = random.Random(18)
    for _ in range(50_000):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 30)))
        assert mathjax_spans(text) == mathjax_find(text), text


@pytest.mark.parametrize("text, spans", [
    ("a \\(x\\) b \\[y\\]", [(2, 7), (10, 15)]),
    ("\\(\\{\\)", [(0, 6)]),                 # \{ is a token: not a brace
    ("\\( { \\) } \\)", [(0, 12)]),          # the closer inside braces does not end it
    ("\\( } \\)", [(0, 7)]),                 # a } at depth 0 is ignored
    ("\\(\\\\)", []),                        # \\ then ): no closer
    ("\\\\(x\\)", [(1, 6)]),                 # no escapes: \( inside \\( opens
    ("\\[x\\)", []),
    ("\\(a\n\nb\\)", [(0, 8)]),              # one string of a page: a blank line does not end it
])
def test_known_cases(text: str, spans: list[tuple[int, int]]) -> None:
    assert mathjax_spans(text) == spans == mathjax_find(text)


@pytest.fixture
def alarm() -> Iterator[None]:
    def stop(*_: object) -> None:
        raise TimeoutError("not linear: each opener rereads the rest of the text")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(60)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


@pytest.mark.parametrize("text", ["\\( " * 50_000, "\\( { " * 50_000 + "\\)"], ids=["unclosed", "braces"])
def test_many_unclosed_openers(alarm: None, text: str) -> None:
    # the reading from each opener (mathjax_find above) takes minutes here
    assert len(mathjax_spans(text)) <= 1


@pytest.mark.parametrize("field", ["x " + "\\( " * 16_000, "x " + "\\( { " * 16_000 + "\\)"],
                         ids=["16,000 unclosed", "16,000 in braces"])
def test_check_and_build_of_a_field_of_unclosed_openers(alarm: None, tmp_path: Path, field: str) -> None:
    """Issue 18's case: 16,000 unclosed \\( in one field took 29 s or more to check (minutes
    here: each opener reread the rest of the field, in Markdown and in the math check)."""
    quiz = tmp_path / "openers.yaml"
    quiz.write_text(yaml.safe_dump({"deck": "Openers", "id": "openers", "questions": [
        {"id": "q1", "question": field, "choices": ["a", "b"], "answer": "A", "explanation": "e"}]},
        width=1 << 30), encoding="utf-8")
    assert run("check", quiz).exit_code == 0
    assert run("build", quiz, "-o", tmp_path / "out").exit_code == 0
