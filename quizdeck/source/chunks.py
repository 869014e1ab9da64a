"""A quiz file's text cut into its header and the items of its ``questions:`` list, without parsing.

A rebuild that reuses finished questions (``html/finished.py``) finds in the text which items
it has seen before. The cut is deliberately narrow, and says None for anything else:

* the text has no byte YAML or the reader treat specially (a line break other than ``\\n``
  and ``\\r\\n``, NEL, LINE or PARAGRAPH SEPARATOR, a UTF-16/32 byte order mark);
* ``questions:`` is a key at the start of a line with nothing after it but a comment, and
  no line of the header before it is a directive (``%YAML``, ``%TAG``: they change how items read);
* the list is in block style: its first line of content starts with ``-`` followed by a space
  or the line's end, at some indent; every item starts so at that same indent, and every other
  line of content is indented deeper (no tab among the spaces that lead up to that indent);
* the list is the last thing in the file: after it come only blank lines and comments (they
  belong to the last item).

Blank lines and comments after an item belong to that item; those before the first item, to
the header. Whether the pieces are really the items (a quoted text may hold a line that looks
like an item) is not decided here: a piece is only ever used after it was read as exactly one
item, alone or in a full parse of the file (see ``html/finished.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: ``questions:`` at the start of a line, nothing after it but a comment.
_QUESTIONS = re.compile(rb"^questions[ \t]*:[ \t]*(?:#[^\r\n]*)?\r?\n", re.M)
#: A directive line (``%YAML``, ``%TAG``).
_DIRECTIVE = re.compile(rb"^%", re.M)
#: The first line of content (not blank, not a comment): its indent.
_CONTENT = re.compile(rb"^( *)[^ \r\n#]", re.M)
_ODD = (b"\xc2\x85", b"\xe2\x80\xa8", b"\xe2\x80\xa9")
_WIDE_BOMS = (b"\xff\xfe", b"\xfe\xff", b"\x00\x00\xfe\xff")


@dataclass(frozen=True)
class Piece:
    """One item's text: bytes [start, end) of the file, from its 0-based line ``line``."""

    start: int
    end: int
    line: int


@dataclass(frozen=True)
class Cut:
    """A quiz file cut: the header (everything before the first item), the items' indent, the items."""

    header: bytes
    indent: int
    pieces: list[Piece]


def header(data: bytes) -> tuple[int, int] | None:
    """Where the first item starts in ``data`` (the start of a file is enough) and its indent;
    None when the header is not of the shape described above, or not all in ``data``."""
    found = _QUESTIONS.search(data)
    if found is None or _DIRECTIVE.search(data, 0, found.start()):
        return None
    first = _CONTENT.search(data, found.end())
    if first is None:
        return None
    k = len(first.group(1))
    start = first.start()
    if data[start + k:start + k + 1] != b"-" or data[start + k + 1:start + k + 2] not in (b" ", b"\n", b"\r"):
        return None
    return start, k


def cut(data: bytes) -> Cut | None:
    """The header and the items of a quiz file's bytes; None when the text is not of the narrow
    shape described above (the caller then reads the file the full way)."""
    # (each odd sequence looked for only when its last byte is there at all, and carriage returns
    # counted only when there is one: a byte is found at memchr's speed, a sequence much slower)
    if data.startswith(_WIDE_BOMS) or any(odd[-1:] in data and odd in data for odd in _ODD):
        return None
    if b"\r" in data and data.count(b"\r") != data.count(b"\r\n"):
        return None
    head = header(data)
    if head is None:
        return None
    start, k = head
    lead = b" " * k
    # a line of content that is neither an item's start nor deeper than the items (the list
    # ends there, or something odd is going on), or a tab among the spaces up to the indent
    ends = [rb"\n {0,%d}\t" % k, rb"\n%s(?:[^ \r\n#-]|-[^ \r\n])" % lead]
    if k:
        ends.append(rb"\n {0,%d}[^ \r\n#]" % (k - 1))
    if re.compile(b"|".join(ends)).search(data, start):
        return None
    item = re.compile(rb"\n%s-(?=[ \r\n])" % lead)
    starts = [start] + [m.start() + 1 for m in item.finditer(data, start)]
    line = data.count(b"\n", 0, start)
    pieces = []
    for a, b in zip(starts, [*starts[1:], len(data)], strict=True):
        pieces.append(Piece(a, b, line))
        line += data.count(b"\n", a, b)
    return Cut(data[:start], k, pieces)
