"""Where a piece of a text field is in its file, for messages about one image among many.

A field's position is where its YAML scalar starts; a problem inside it (a missing
image on the fifth line of an explanation) is better reported where the author wrote
it. YAML folds, indents and escapes scalars, so offsets in the value do not map to
the file; instead the piece is looked up in the file's text after the field's start.
Only problems come here, so the file is read again only when there is one to report.
"""

from __future__ import annotations

import bisect
import functools
import os
import re
from urllib.parse import quote

from quizdeck.core.diagnostics import Pos

_BREAK = re.compile(r"\r\n|\r|\n")
#: what may stand right before an image's source: `![x](src`, `<src>`, `src="src` ...
_BEFORE = r"(?<=[(<\"'=\s])"
_IMAGE_START = re.compile(r"!\[|<img\b", re.IGNORECASE)


@functools.lru_cache(maxsize=1)
def _text(path: str, mtime: int, size: int) -> tuple[str, list[int]]:
    with open(path, "rb") as handle:
        data = handle.read()
    text = data.decode("utf-8", errors="replace").removeprefix("\ufeff")
    return text, [0] + [m.end() for m in _BREAK.finditer(text)]


def _field(start: Pos, length: int) -> tuple[str, list[int], int, int] | None:
    """The file's text and line starts, and where to look for a piece of the field that starts
    at ``start`` and holds about ``length`` characters: from ``start`` to past its raw end
    (its value, indents, quotes); None when the file or the position is not there."""
    try:
        stat = os.stat(start.path)
        text, lines = _text(start.path, stat.st_mtime_ns, stat.st_size)
    except (OSError, ValueError):
        return None
    if not 1 <= start.line <= len(lines):
        return None
    begin = lines[start.line - 1] + start.col - 1
    return text, lines, begin, min(len(text), begin + 2 * length + 4096)


def _pos(path: str, lines: list[int], offset: int) -> Pos:
    """The position of ``offset`` in the file whose lines start at ``lines``."""
    line = bisect.bisect_right(lines, offset) - 1
    return Pos(path, line + 1, offset - lines[line] + 1)


def locate(start: Pos, needle: str, nth: int = 0, length: int = 0) -> Pos:
    """The position of the ``nth`` (0-based) image whose source is ``needle`` in the
    field that starts at ``start`` and holds about ``length`` characters; the image's
    own start (``![`` or ``<img``) when it is on the same line. ``start`` itself when
    it cannot be found (an escape in a quoted scalar, a file changed meanwhile)."""
    field = _field(start, length)
    if field is None:
        return start
    text, lines, begin, end = field
    found = None
    for variant in dict.fromkeys((needle, quote(needle, safe="/:@!$&'()*+,;=~"))):
        matches = re.finditer(_BEFORE + re.escape(variant), text[:end])
        hits = [m.start() for m in matches if m.start() >= begin]
        if len(hits) > nth:
            found = hits[nth]
            break
    if found is None:
        return start
    line_start = lines[bisect.bisect_right(lines, found) - 1]
    opener = None
    for m in _IMAGE_START.finditer(text, max(line_start, begin), found):
        opener = m.start()
    return _pos(start.path, lines, opener if opener is not None else found)


def locate_text(start: Pos, needle: str, length: int = 0) -> Pos:
    """The position of the first ``needle`` (any text, e.g. a refused math command) in the
    field that starts at ``start``: as written, or as a double-quoted scalar writes it
    (backslashes doubled). ``start`` itself when it cannot be found."""
    field = _field(start, length) if needle else None
    if field is None:
        return start
    text, _, begin, end = field
    hits = [i for i in (text.find(v, begin, end) for v in dict.fromkeys((needle, needle.replace("\\", "\\\\"))))
            if i >= 0]
    if not hits:
        return start
    return _pos(start.path, field[1], min(hits))
