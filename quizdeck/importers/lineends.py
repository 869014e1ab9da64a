"""The first line at or after a place that ends with a given text, found through an index of the lines' ends.

``sanity`` finds each choice's source line in order among its question's lines: the first line from the place of
the choice before that ends with the choice's first line. Scanned line by line, a choice found nowhere costs the
rest of the question, and a question with thousands of such choices (a huge bulleted list read as one question's
choices) costs the square of its length. Here the lines' ends are indexed once for each length asked (the last
``len(text)`` characters of each line, right-stripped) and a text's lines found by bisection: the same first line.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence


class LineEnds:
    """The lines of a stretch, right-stripped, indexed by their ends."""

    def __init__(self, lines: Sequence[str]) -> None:
        self._lines = [line.rstrip() for line in lines]
        self._by_width: dict[int, dict[str, list[int]]] = {}

    def _ends(self, width: int) -> dict[str, list[int]]:
        """The places of the lines by their last ``width`` characters (lines shorter than that left out)."""
        table = self._by_width.get(width)
        if table is None:
            table = {}
            for i, line in enumerate(self._lines):
                if len(line) >= width:
                    table.setdefault(line[len(line) - width:], []).append(i)
            self._by_width[width] = table
        return table

    def first(self, text: str, start: int) -> int | None:
        """The first place at or after ``start`` whose line, right-stripped, ends with ``text``; None for no text."""
        if not text:
            return None
        places = self._ends(len(text)).get(text, [])
        k = bisect.bisect_left(places, start)
        return places[k] if k < len(places) else None
