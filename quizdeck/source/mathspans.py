"""Where a math span ends, for every opener of a text at once, in linear time.

MathJax (``FindTeX.findEnd``) ends a span opened by ``\\(`` at the first ``\\)`` outside
braces: it reads the text from the opener as tokens (a backslash and the character after it,
``{`` or ``}``), counts brace depth (a ``}`` at depth 0 is ignored) and stops at the closer
at depth 0. Done from every opener, a text of n unclosed openers is read n times
(quadratic: 16,000 unclosed ``\\(`` in one field took 29 s). Here the text is read once:

* The tokens read from just after an opener are the tokens of the whole text from that
  point: a token is never cut by an opener's end, because the character before it, ``(``
  or ``[``, cannot start a token.
* So the first closer at depth 0 from every token is known after one pass from the end:
  a closer is its own answer; a ``{`` jumps past its matching ``}`` (brace matching with
  a stack, one pass); anything else defers to the next token.

:class:`MathEnds` answers "where does math opened just before ``pos`` end" for one run of
text (a paragraph, a string of the HTML) by a bisection. :func:`mathjax_spans` is MathJax's
``findMathInString`` for Anki's delimiters on one string of a page.
"""

from __future__ import annotations

import re
from bisect import bisect_left

__all__ = ["MATHJAX_TOKEN", "MathEnds", "mathjax_spans"]

#: MathJax's end pattern for ``\\(``/``\\[`` (JavaScript's ``.`` is no line terminator)
MATHJAX_TOKEN = re.compile(r"\\[^\n\r\u2028\u2029]|[{}]")
_OPENER = re.compile(r"\\[(\[]")
_CLOSERS = ("\\)", "\\]")


class MathEnds:
    """The ends of math spans in ``text[start:end]`` read with ``token`` (whose matches are a
    backslash and one character, ``{`` or ``}``).

    ``end_of(pos, closer)`` is the end of the span whose opener ends at ``pos`` and which
    ``closer`` (``"\\\\)"`` or ``"\\\\]"``) closes, or None when it is never closed in the run.
    ``pos`` must not be just after a backslash, ``{`` or ``}`` that starts a token (an
    opener's end never is). O(n) to build, O(log n) per question."""

    __slots__ = ("_ends", "_first", "_starts")

    def __init__(self, text: str, start: int, end: int, token: re.Pattern[str] = MATHJAX_TOKEN):
        starts: list[int] = []
        ends: list[int] = []
        kinds: list[str] = []
        self._first: dict[str, list[int]] = {}
        closers = [closer for closer in _CLOSERS if text.find(closer, start, end) >= 0]
        for m in token.finditer(text, start, end) if closers else ():
            starts.append(m.start())
            ends.append(m.end())
            kinds.append(m.group())
        n = len(kinds)
        # the index of the "}" that brings each "{" back to its depth (-1: never closed)
        matching = [-1] * n
        open_braces: list[int] = []
        for k, kind in enumerate(kinds):
            if kind == "{":
                open_braces.append(k)
            elif kind == "}" and open_braces:
                matching[open_braces.pop()] = k
        for closer in closers:
            # first[k]: the closer at depth 0 met first when reading from token k (-1: none)
            first = [-1] * (n + 1)
            for k in range(n - 1, -1, -1):
                kind = kinds[k]
                if kind == closer:
                    first[k] = k
                elif kind == "{":
                    first[k] = first[matching[k] + 1] if matching[k] >= 0 else -1
                else:
                    first[k] = first[k + 1]
            self._first[closer] = first
        self._starts = starts
        self._ends = ends

    def end_of(self, pos: int, closer: str) -> int | None:
        first = self._first.get(closer)
        if first is None:
            return None   # no such closer at all
        k = first[bisect_left(self._starts, pos)]
        return self._ends[k] if k >= 0 else None


def mathjax_spans(text: str) -> list[tuple[int, int]]:
    """MathJax's ``findMathInString`` with Anki's options (``\\( \\)`` and ``\\[ \\]`` only,
    no escapes, no environments): (start, end) of each span, delimiters included."""
    spans: list[tuple[int, int]] = []
    first = _OPENER.search(text)
    if first is None:
        return spans
    ends = MathEnds(text, first.end(), len(text))
    pos = first.start()
    while (m := _OPENER.search(text, pos)) is not None:
        found = ends.end_of(m.end(), "\\)" if m.group() == "\\(" else "\\]")
        if found is None:
            pos = m.end()
        else:
            spans.append((m.start(), found))
            pos = found
    return spans
