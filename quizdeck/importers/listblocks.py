"""Where the blocks of a Markdown file's top-level list items end, found in one pass over the file.

A top-level item's block runs from its line to the next line at the margin: a line that is not blank, not indented
and not inside a fence (an item written one space in keeps the block of the item above it open, so the blocks of
a run of such items end together). Found by walking the file once from its end, not once an item: a list of
thousands of items indented by one space costs its length, not its square.
"""

from __future__ import annotations

from collections.abc import Sequence


def block_ends(lines: Sequence[str], fenced: Sequence[bool], starts: Sequence[int]) -> list[int]:
    """For each item's first line in ``starts``, the first line after it at the margin (``len(lines)`` when none)."""
    after = [len(lines)] * len(lines)
    margin = len(lines)
    for j in range(len(lines) - 1, -1, -1):
        after[j] = margin
        if not fenced[j] and lines[j].strip() and lines[j][:1] not in " \t":
            margin = j
    return [after[i] for i in starts]


def without_blank_tail(lines: Sequence[str], starts: Sequence[int], ends: Sequence[int]) -> list[int]:
    """Each block's end moved back over the blank lines that close it, never before the line after its start."""
    last = [-1] * (len(lines) + 1)           # last[e]: the last line before e that is not blank (-1: none)
    for j, line in enumerate(lines):
        last[j + 1] = j if line.strip() else last[j]
    return [max(i + 1, last[end] + 1) for i, end in zip(starts, ends, strict=True)]
