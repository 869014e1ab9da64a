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

from .diagnostics import Pos

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


def locate(start: Pos, needle: str, nth: int = 0, length: int = 0) -> Pos:
    """The position of the ``nth`` (0-based) image whose source is ``needle`` in the
    field that starts at ``start`` and holds about ``length`` characters; the image's
    own start (``![`` or ``<img``) when it is on the same line. ``start`` itself when
    it cannot be found (an escape in a quoted scalar, a file changed meanwhile)."""
    try:
        stat = os.stat(start.path)
        text, lines = _text(start.path, stat.st_mtime_ns, stat.st_size)
    except (OSError, ValueError):
        return start
    if not 1 <= start.line <= len(lines):
        return start
    begin = lines[start.line - 1] + start.col - 1
    end = min(len(text), begin + 2 * length + 4096)   # the raw field: its value, indents, quotes
    found = None
    for variant in dict.fromkeys((needle, quote(needle, safe="/:@!$&'()*+,;=~"))):
        matches = re.finditer(_BEFORE + re.escape(variant), text[:end])
        hits = [m.start() for m in matches if m.start() >= begin]
        if len(hits) > nth:
            found = hits[nth]
            break
    if found is None:
        return start
    line = bisect.bisect_right(lines, found) - 1
    opener = None
    for m in _IMAGE_START.finditer(text, max(lines[line], begin), found):
        opener = m.start()
    offset = opener if opener is not None else found
    return Pos(start.path, line + 1, offset - lines[line] + 1)


def locate_text(start: Pos, needle: str, length: int = 0) -> Pos:
    """The position of the first ``needle`` (any text, e.g. a refused math command) in the
    field that starts at ``start``: as written, or as a double-quoted scalar writes it
    (backslashes doubled). ``start`` itself when it cannot be found."""
    try:
        stat = os.stat(start.path)
        text, lines = _text(start.path, stat.st_mtime_ns, stat.st_size)
    except (OSError, ValueError):
        return start
    if not needle or not 1 <= start.line <= len(lines):
        return start
    begin = lines[start.line - 1] + start.col - 1
    end = min(len(text), begin + 2 * length + 4096)
    hits = [i for i in (text.find(v, begin, end) for v in dict.fromkeys((needle, needle.replace("\\", "\\\\"))))
            if i >= 0]
    if not hits:
        return start
    found = min(hits)
    line = bisect.bisect_right(lines, found) - 1
    return Pos(start.path, line + 1, found - lines[line] + 1)
