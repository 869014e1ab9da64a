"""A choice with no letter or digit among choices that have words: a line's wrapping or a mark read as a choice.

A reader that takes a line's prefix for a choice (a blockquote's ``>`` before a key, a list marker alone, a
rule's ``*``) leaves a "choice" of those signs only, written bare (``>``, ``*``, ``+``, ``#``, ``|``; ``-`` is a
placeholder, told as one; a sign in code, `` `*` ``, or of another kind, ``!``, ``[]``, is a choice the file
means). Where every other choice of the question (two at least) holds a letter or a digit, and the sign-only one
stands first or last (where a line of the record's frame sticks), it is told at its line: it may be no choice.
A question whose choices are all signs (``+``, ``-``, ``×``) is not told.
"""

from __future__ import annotations

import re

#: the fewest other choices with words beside a sign-only one
LEAST_OTHERS = 2


#: the signs that open a line as its wrapping or list marker (``>``, ``*``, ``+``, ``#``, ``|``), a few at most
_PREFIX = re.compile(r"[>*+#|]{1,3}")


def _signs(text: str) -> bool:
    """Whether a choice's text is only a line's wrapping or list marker (written bare: `` `*` `` in code is a
    choice the file means, ``!`` or ``[]`` a sign of its own)."""
    return _PREFIX.fullmatch(text.strip()) is not None


def lone_signs(texts: list[str]) -> list[int]:
    """The places of the sign-only choices (first or last) among choices that otherwise all hold words."""
    places = [k for k, t in enumerate(texts) if _signs(t)]
    worded = sum(1 for t in texts if any(ch.isalnum() for ch in t))
    if len(places) != 1 or worded != len(texts) - 1 or worded < LEAST_OTHERS:
        return []
    if places[0] not in (0, len(texts) - 1):
        return []
    return places


def sign_line(lines: list[str], span: list[int], text: str, last: bool) -> int | None:
    """The line (1-based, of ``span``) that opens with a sign-only choice's text, searched from the end for a last
    choice; None when none does (a sign inside a word's line, ``a -> b``, is not its place)."""
    sign = text.strip()
    for n in reversed(span) if last else span:
        if 1 <= n <= len(lines):
            line = lines[n - 1].strip()
            if line.startswith(sign) and (len(line) == len(sign) or line[len(sign)].isspace()):
                return n
    return None
