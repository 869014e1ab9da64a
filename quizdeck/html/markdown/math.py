"""Anki math kept exactly as written: ``\\( ... \\)`` and ``\\[ ... \\]`` outside code are
swapped for placeholders before parsing and put back into the tokens afterwards, so
Markdown never touches them.

A delimiter without its partner (an unclosed opener, a stray closer) is protected too, so it
is shown as written rather than read as a Markdown escape. Spans may be of any length: each
paragraph is read once, and every opener or backtick run is settled by a bisection.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from urllib.parse import quote as _url_quote

from markdown_it.token import Token

from quizdeck.html.markdown.problems import RenderError
from quizdeck.source.codespans import code_free_segments
from quizdeck.source.mathspans import MathEnds

_MATH_HINT_RE = re.compile(r"\\[()\[\]]")
_SCAN_RE = re.compile(r"\\.|`+", re.S)
_BACKTICKS_RE = re.compile(r"`+")
_BLANK_LINE_RE = re.compile(r"\n[ \t]*(?:\n|\Z)")
_MATH_TOKEN_RE = re.compile(r"\\.|[{}]", re.S)   # what ends math: a closer outside braces


def scan_end(text: str, pos: int, limit: int, closer: str, token: re.Pattern[str]) -> int | None:
    """Where math opened just before ``pos`` ends, read as MathJax reads it (tokens of ``token``:
    a backslash and a character, ``{``, ``}``; the first ``closer`` outside braces, a ``}`` at
    depth 0 ignored), or None when it is not closed before ``limit``. What
    :meth:`mathspans.MathEnds.end_of` answers, in the time of the span's own length."""
    depth = 0
    for m in token.finditer(text, pos, limit):
        tok = m.group()
        if tok == "{":
            depth += 1
        elif tok == "}":
            if depth:
                depth -= 1
        elif tok == closer and not depth:
            return m.end()
    return None


class _Paragraph:
    """One paragraph of a code-free segment (math and code spans never cross a blank line).
    An opener's span is read from it to its closer (:func:`scan_end`): the spans of a paragraph
    do not overlap, so that reads each character once; after the first opener that is never
    closed, the paragraph is read once (:class:`mathspans.MathEnds`) and every later opener, and
    every backtick run, is settled by a bisection, whatever the paragraph holds: no quadratic
    blow-up on thousands of unclosed openers or runs, and no limit on a span's length."""

    __slots__ = ("_ends", "_runs", "limit", "start", "text")

    def __init__(self, text: str, start: int, limit: int):
        self.text = text
        self.start = start
        self.limit = limit
        self._ends: MathEnds | None = None
        self._runs: dict[int, list[tuple[int, int]]] | None = None

    def math_end(self, pos: int, closer: str) -> int | None:
        """The end of the math span whose opener ends at ``pos``, closed by ``closer``; None
        when it is never closed in the paragraph."""
        if self._ends is not None:
            return self._ends.end_of(pos, closer)
        end = scan_end(self.text, pos, self.limit, closer, _MATH_TOKEN_RE)
        if end is None:
            self._ends = MathEnds(self.text, self.start, self.limit, _MATH_TOKEN_RE)
        return end

    def code_span_end(self, pos: int, n: int) -> int | None:
        """The end of the first run of ``n`` backticks from ``pos`` (which closes a code span)."""
        if self._runs is None:
            self._runs = {}
            for m in _BACKTICKS_RE.finditer(self.text, self.start, self.limit):
                self._runs.setdefault(m.end() - m.start(), []).append((m.start(), m.end()))
        runs = self._runs.get(n)
        if not runs:
            return None
        i = bisect_left(runs, (pos, 0))
        return runs[i][1] if i < len(runs) else None


class _MathIndex:
    """The paragraphs of one code-free segment, each read when something in it is asked."""

    __slots__ = ("blanks", "end", "paragraphs", "start", "text")

    def __init__(self, text: str, start: int, end: int):
        self.text = text
        self.start = start
        self.end = end
        self.blanks = [m.start() for m in _BLANK_LINE_RE.finditer(text, start, end)]
        self.paragraphs: dict[int, _Paragraph] = {}

    def paragraph(self, pos: int) -> _Paragraph:
        """The paragraph ``pos`` is in (it ends at the next blank line)."""
        i = bisect_left(self.blanks, pos)
        found = self.paragraphs.get(i)
        if found is None:
            start = self.blanks[i - 1] if i else self.start
            limit = min(self.blanks[i], self.end) if i < len(self.blanks) else self.end
            found = self.paragraphs[i] = _Paragraph(self.text, start, limit)
        return found


def _delimiter_span(m: re.Match[str], index: _MathIndex) -> tuple[int, int] | None:
    """The span that the backslash pair ``m`` protects: a math span from its opener to its
    closer, or the delimiter alone (an unclosed opener or a stray closer, shown as written);
    None for a backslash escape (\\` \\\\ \\* ...)."""
    tok = m.group()
    if tok == "\\(" or tok == "\\[":
        end = index.paragraph(m.end()).math_end(m.end(), "\\)" if tok == "\\(" else "\\]")
        return (m.start(), m.end()) if end is None else (m.start(), end)
    if tok == "\\)" or tok == "\\]":
        return m.start(), m.end()
    return None


def _segment_spans(text: str, seg_start: int, seg_end: int, spans: list[tuple[int, int]]) -> None:
    """Add the math spans of one code-free segment to ``spans``, skipping code spans."""
    index = _MathIndex(text, seg_start, seg_end)
    i = seg_start
    while True:
        m = _SCAN_RE.search(text, i, seg_end)
        if m is None:
            return
        if m.group()[0] == "\\":
            span = _delimiter_span(m, index)
            if span is not None:
                spans.append(span)
            i = m.end() if span is None else span[1]
            continue
        # a backtick run: skip the code span it opens, if it is closed
        closed = index.paragraph(m.end()).code_span_end(m.end(), len(m.group()))
        i = m.end() if closed is None else closed


def math_spans(text: str) -> list[tuple[int, int]]:
    """Spans of ``\\(..\\)`` / ``\\[..\\]`` outside code, of any length.

    A delimiter without its partner (unclosed opener, stray closer) becomes a
    2-character span too, so it is shown as written rather than read as a
    Markdown escape.
    """
    spans: list[tuple[int, int]] = []
    for seg_start, seg_end in code_free_segments(text):
        _segment_spans(text, seg_start, seg_end, spans)
    return spans


def _pick_markers(text: str) -> tuple[str, str]:
    """Two private-use characters that ``text`` does not hold, to frame the placeholders."""
    for cp in range(0xE000, 0xF8FF, 2):
        a, b = chr(cp), chr(cp + 1)
        if a not in text and b not in text:
            return a, b
    raise RenderError([("", "text uses every private-use character")])  # pragma: no cover


_PLACEHOLDER_RES: dict[tuple[str, str], re.Pattern[str]] = {}


def _placeholder_re(a: str, b: str) -> re.Pattern[str]:
    """The placeholders framed by ``a`` and ``b``: raw, or percent-encoded when they ended up
    in a link destination."""
    try:
        return _PLACEHOLDER_RES[a, b]
    except KeyError:
        pass
    qa, qb = re.escape(_url_quote(a)), re.escape(_url_quote(b))
    regex = re.compile(f"(?:{a}|{qa})([0-9]+)(?:{b}|{qb})")
    _PLACEHOLDER_RES[a, b] = regex
    return regex


class MathPlaceholders:
    """Placeholders standing for math spans (and unclosed openers)."""

    __slots__ = ("originals", "regex")

    def __init__(self, originals: list[str], a: str, b: str):
        self.originals = originals
        self.regex = _placeholder_re(a, b)

    def restore(self, s: str) -> str:
        """``s`` with every placeholder replaced by the math it stands for."""
        if not s:
            return s
        return self.regex.sub(lambda m: self.originals[int(m.group(1))], s)


def protect_math(text: str) -> tuple[str, MathPlaceholders | None]:
    """``text`` with its math spans swapped for placeholders, and the placeholders (None when
    the text holds no math)."""
    if _MATH_HINT_RE.search(text) is None:
        return text, None
    spans = math_spans(text)
    if not spans:
        return text, None
    a, b = _pick_markers(text)
    out: list[str] = []
    originals: list[str] = []
    last = 0
    for start, end in spans:
        out.append(text[last:start])
        out.append(f"{a}{len(originals)}{b}")
        originals.append(text[start:end])
        last = end
    out.append(text[last:])
    return "".join(out), MathPlaceholders(originals, a, b)


# tokens whose content is shown as text or code (raw HTML restores math itself)
_TEXT_TYPES = frozenset({"text", "code_inline", "fence", "code_block"})


def restore_tokens(tokens: Sequence[Token], math: MathPlaceholders) -> None:
    """Put the math source back into text and code tokens (and attributes)."""
    for tok in tokens:
        if tok.children:
            restore_tokens(tok.children, math)
        if tok.type in _TEXT_TYPES:
            tok.content = math.restore(tok.content)
        if tok.info:
            tok.info = math.restore(tok.info)
        if tok.attrs:
            for key, value in tok.attrs.items():
                if isinstance(value, str):
                    tok.attrs[key] = math.restore(value)
