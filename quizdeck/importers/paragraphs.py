"""A text's paragraphs: the runs of non-blank lines, as (first, end) line indexes."""

from __future__ import annotations

from collections.abc import Sequence


def spans(lines: Sequence[str], a: int = 0, b: int | None = None) -> list[tuple[int, int]]:
    """The runs of non-blank lines among ``lines[a:b]`` (to the end when ``b`` is None): (first, end) indexes."""
    end = len(lines) if b is None else b
    out: list[tuple[int, int]] = []
    i = a
    while i < end:
        if not lines[i].strip():
            i += 1
            continue
        j = i
        while j < end and lines[j].strip():
            j += 1
        out.append((i, j))
        i = j
    return out
