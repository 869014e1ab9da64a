"""Where fenced code blocks are in a Markdown text, found by lines (no parse): the parts
of a text that checks for math and links may read."""

from __future__ import annotations

import re

# a fence line, possibly inside block quotes / list items (over-detecting is harmless)
_FENCE_OPEN_RE = re.compile(r"(?:[ \t]*>)*[ \t]*(?:(?:[-+*]|[0-9]{1,9}[.)])[ \t]+)*(`{3,}|~{3,})(.*)")
_FENCE_CLOSE_RE = re.compile(r"(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})[ \t]*\Z")


def code_free_segments(text: str) -> list[tuple[int, int]]:
    """(start, end) ranges of ``text`` outside fenced code blocks."""
    if "```" not in text and "~~~" not in text:
        return [(0, len(text))]
    segments: list[tuple[int, int]] = []
    seg_start = 0
    fence: tuple[str, int] | None = None
    pos = 0
    for line in text.split("\n"):
        end = pos + len(line)
        if fence is None:
            m = _FENCE_OPEN_RE.match(line)
            if m and (m.group(1)[0] == "~" or "`" not in m.group(2)):
                fence = (m.group(1)[0], len(m.group(1)))
                if pos > seg_start:
                    segments.append((seg_start, pos))
        else:
            m = _FENCE_CLOSE_RE.match(line)
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= fence[1]:
                fence = None
                seg_start = end + 1
        pos = end + 1
    if fence is None and seg_start < len(text):
        segments.append((seg_start, len(text)))
    return segments
