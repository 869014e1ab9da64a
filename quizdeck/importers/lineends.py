"""The first line at or after a place that ends with a given text, found through an index of the lines' ends.

``sanity`` finds each choice's source line in order among its question's lines: the first line from the place of
the choice before that ends with the choice's first line. Scanned line by line, a choice found nowhere costs the
rest of the question, and a question with thousands of such choices (a huge bulleted list read as one question's
choices) costs the square of its length. Here the texts to be asked are known first: each line's ends (right-
stripped) of the texts' lengths are looked up among them once, and only the places of lines that end with one of
the texts are kept, so that a text's lines are found by bisection: the same first line. Nothing is kept per length
asked (a table of every line's end for each length kept the lines' ends once a length: hundreds of megabytes for a
list of 20,000 items of varied lengths).
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Sequence


class LineEnds:
    """The places of the lines of a stretch that end (right-stripped) with one of the texts asked."""

    def __init__(self, lines: Sequence[str], texts: Iterable[str]) -> None:
        self._texts = {text for text in texts if text}
        widths = sorted({len(text) for text in self._texts})
        self._places: dict[str, list[int]] = {}
        for i, line in enumerate(lines):
            line = line.rstrip()
            for width in widths:
                if width > len(line):
                    break
                end = line[len(line) - width:]
                if end in self._texts:
                    self._places.setdefault(end, []).append(i)

    def first(self, text: str, start: int) -> int | None:
        """The first place at or after ``start`` whose line, right-stripped, ends with ``text``; None for no text.
        ``text`` must be one of the texts given (or empty)."""
        if not text:
            return None
        if text not in self._texts:
            raise ValueError(f"{text!r} was not among the texts this index was built for")
        places = self._places.get(text, [])
        k = bisect.bisect_left(places, start)
        return places[k] if k < len(places) else None
