"""Session 9's cheaper cold render (issue 20, point 2) gives what it gave before, byte for byte.

* ``converter``: a plain text is answered before normalising and before the cache, with the
  HTML the whole way (normalise, then the plain path) gives, raw texts with carriage returns,
  NULs, tabs and blank lines included; ``is_plain`` tests an ASCII text's bytes (its answers:
  ``tests/test_markdown_narrow.py::test_is_plain_answers_as_before``);
* ``narrow``: the decline test (an odd character, ``](``, ``]:``, ``~~``; ASCII by its bytes) and
  the backtick runs answer as the single pattern and the loop they replaced;
* ``math``: a math span's end is read from its opener until the paragraph holds an opener
  never closed, then by the tables of the whole paragraph: the same spans as with the tables
  alone, and the paragraph read once after the first opener never closed (linear time);
* ``mathcheck``: the text runs are cut on local lists (the parser object's handlers before,
  compared over random HTML by ``tests/test_check_path.py``); a span checked before is
  answered from memory with the checker's own answer, also once the memory was full and
  forgotten;
* ``fields``: the ``Choices`` field, and the order in which its texts are rendered (the order
  of their problems), are those of the loop it replaced.

The whole render is also compared with markdown-it's over generated quizzes
(``tests/test_render_fast.py``) and every command's output by ``scripts/golden.py``.
"""

from __future__ import annotations

import random
import re
from html import escape

import pytest

from quizdeck.core.diagnostics import Pos
from quizdeck.html import fields, mathcheck
from quizdeck.html.markdown import math, narrow
from quizdeck.html.markdown.converter import MarkdownConverter
from quizdeck.source.mathspans import MathEnds
from quizdeck.source.model import LETTERS, Choice, Question, Text
from tests.math_corpus import expressions

# ------------------------------------------------------------------ converter

_RAW_PIECES = [*"ab Z9\n\n\t\r\x00-+=.)1*_`#>|", "\r\n", "  ", "1.", "10)", "- ", "\\(x\\)", "é", "\u00a0", "\u2028",
               "word", "Two words", "\n   \n"]


def test_plain_texts_skip_normalising_and_the_cache_with_the_same_html():
    rnd = random.Random(9)
    fast = MarkdownConverter()
    for _ in range(15_000):
        text = "".join(rnd.choice(_RAW_PIECES) for _ in range(rnd.randint(0, 7)))
        for inline in (False, True):
            whole_way = MarkdownConverter()._render(text, inline)   # normalise, then plain / narrow / parser
            got = fast.inline(text) if inline else fast.block(text)
            assert got == whole_way, (text, inline)


# ------------------------------------------------------------------ narrow

_OLD_DECLINE_RE = re.compile(rf"{narrow._ODD_CHAR}|\]\(|\]:|~~")   # what narrow searched before


def test_the_decline_test_answers_as_the_pattern_did():
    alphabet = [*"ab ]([:~\n\\`", "\t", "\x0b", "\x7f", "\x85", "\u00a0", "\u2028", "\ud800", "\ufeff", "\uffff",
                "\ufdd0", "é", "](", "]:", "~~"]
    rnd = random.Random(3)
    for _ in range(100_000):
        text = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 9)))
        assert narrow._declined(text) == (_OLD_DECLINE_RE.search(text) is not None), repr(text)


def _old_last_runs(s: str) -> dict[int, int]:
    runs: dict[int, int] = {}
    for m in re.finditer(r"`+", s):
        runs[m.end() - m.start()] = m.start()
    return runs


def test_backtick_runs_are_found_as_before():
    rnd = random.Random(5)
    for _ in range(50_000):
        text = "".join(rnd.choice(["`", "``", "```", "a", " ", "\n", "\\`"]) for _ in range(rnd.randint(1, 12)))
        if "`" in text:   # render_inline asks only when it met a backtick
            assert narrow._last_runs(text) == _old_last_runs(text), repr(text)


# ------------------------------------------------------------------ math


def _tables_only(self: math._Paragraph, pos: int, closer: str) -> int | None:
    """How a span's end was found before: the tables of the whole paragraph, always."""
    return MathEnds(self.text, self.start, self.limit, math._MATH_TOKEN_RE).end_of(pos, closer)


_MATH_PIECES = ["\\(", "\\)", "\\[", "\\]", "{", "}", "\\{", "\\}", "\\\\", "x", " ", "\n", "\n\n", "`", "``", "\\",
                "\\`", "(", ")", "\\a", "é"]


@pytest.mark.parametrize("seed", range(3))
def test_math_spans_read_from_their_opener_are_the_tables_spans(seed: int, monkeypatch: pytest.MonkeyPatch):
    rnd = random.Random(seed)
    texts = ["".join(rnd.choice(_MATH_PIECES) for _ in range(rnd.randint(0, 24))) for _ in range(20_000)]
    got = [math.math_spans(text) for text in texts]
    monkeypatch.setattr(math._Paragraph, "math_end", _tables_only)
    assert got == [math.math_spans(text) for text in texts]


def test_after_an_opener_never_closed_the_paragraph_is_read_once(monkeypatch: pytest.MonkeyPatch):
    scans: list[int] = []

    def counted(text: str, pos: int, limit: int, closer: str, token: re.Pattern[str]) -> int | None:
        scans.append(pos)
        return scan_end(text, pos, limit, closer, token)

    scan_end = math.scan_end
    monkeypatch.setattr(math, "scan_end", counted)
    text = "\\(a\\) " + "\\(x{" * 20_000 + "\\)"   # each opener left open by its brace: each would read to the end
    spans = math.math_spans(text)
    assert len(spans) == 20_002 and all(end - start == 2 for start, end in spans[1:])
    assert len(scans) == 2   # the closed one, then the first one never closed: the rest by the tables


# ------------------------------------------------------------------ mathcheck

_REFUSED = ["\\(\\href{https://x.org}{a}\\)", "\\(\\def\\a{b}\\a\\)", "\\(\\kern 900em x\\)",
            "\\[\\style{color:red}{x}\\]", "\\(\\require{action}\\)",
            "\\(x" + "{" * 600 + "\\)", "\\(" + "\\!" * 300 + "\\)"]


def _spans() -> list[str]:
    return [*expressions(), *_REFUSED, "\\(" + "x+" * 400 + "1\\)", "\\(a\\)", "\\(a\\)"]


def test_a_span_checked_before_gets_the_checkers_own_answer():
    spans = _spans()
    assert any(mathcheck.Checker(s).run() is not None for s in spans)
    assert any(len(s) > mathcheck._CHECKED_SPAN for s in spans)
    for _ in range(2):   # the second time from memory
        for span in spans:
            assert mathcheck.check_math(span) == mathcheck.Checker(span).run(), span


def test_a_full_memory_is_forgotten_and_still_answers_right(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(mathcheck, "_CHECKED_KEPT", 5)
    monkeypatch.setattr(mathcheck, "_checked", {})
    for span in _spans() * 2:
        assert mathcheck.check_math(span) == mathcheck.Checker(span).run(), span
        assert len(mathcheck._checked) <= 5


# ------------------------------------------------------------------ fields


def _old_choices_html(question: Question, renderer: fields.TextToHtml, guid: str) -> str:
    """``fields.choices_html`` before session 9."""
    correct = set(question.answer)
    parts = [
        f'<div class="mc-choices" data-mc-id="{fields.card_state_id(guid)}" '
        f'data-mc-multi="{int(question.multi)}" data-mc-shuffle="{int(question.shuffle)}" '
        f'data-mc-need="{len(correct)}">'
    ]
    if question.multi:
        parts.append(f'<p class="mc-instruction">{escape(fields.instruction(question))}</p>')
    parts.append('<ol class="mc-list">')
    for index, choice in enumerate(question.choices):
        cls = "mc-choice tappable mc-correct" if index in correct else "mc-choice tappable"
        parts.append(f'<li class="{cls}" data-mc-key="{LETTERS[index]}">')
        parts.append(f'<div class="mc-text">{renderer.inline(choice.text)}</div>')
        if choice.why is not None:
            parts.append(f'<div class="mc-why">{renderer.block(choice.why)}</div>')
        parts.append("</li>")
    parts.append("</ol></div>")
    return "".join(parts)


class _Recorder:
    """Renders each text as a mark of its own, and remembers the order it was asked in."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str]] = []

    def block(self, text: Text | None) -> str:
        if text is None:
            return ""
        self.asked.append(("block", text.markdown))
        return f"<p>{text.markdown}</p>"

    def inline(self, text: Text) -> str:
        self.asked.append(("inline", text.markdown))
        return text.markdown


_POS = Pos("quiz.yaml", 1, 1)


def _text(rnd: random.Random) -> Text:
    return Text(rnd.choice(["a", "b & <c>", "**d**", "", "e\nf"]), _POS)


@pytest.mark.parametrize("seed", range(4))
def test_the_choices_field_and_its_render_order_are_as_before(seed: int):
    rnd = random.Random(seed)
    for _ in range(500):
        count = rnd.randint(2, len(LETTERS))
        choices = [Choice(_text(rnd), _text(rnd) if rnd.random() < 0.5 else None) for _ in range(count)]
        answer = sorted(rnd.sample(range(count), rnd.randint(1, count)))
        question = Question(number=1, pos=_POS, id=None, question=_text(rnd), choices=choices, answer=answer,
                            multi=len(answer) > 1 or rnd.random() < 0.3, shuffle=rnd.random() < 0.5)
        guid = f"g{rnd.random()}"
        old, new = _Recorder(), _Recorder()
        assert fields.choices_html(question, new, guid) == _old_choices_html(question, old, guid)
        assert new.asked == old.asked
