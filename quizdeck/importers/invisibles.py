"""Characters that draw nothing, where they are no part of a reading: a source's text without them.

Pages copied from a browser or a word processor keep zero-width spaces (U+200B), word joiners and byte
order marks inside their text, often at the start of every line (``\\u200bPara desenvolver ...``) or right
after a choice's label (``a) \\u200b.txt``). A reader would see the same lines without them, and so must
the import: a line's start is where its kind is told (a heading, a list item, a label), and an invisible
character there makes a question line a paragraph. Taken off: the zero-width space, the word joiner and a
byte order mark wherever they stand (they join or part nothing a reader sees), and any of Unicode's
default-ignorable characters (``quizdeck/source/ignorables.py``) at a line's start or after a space or a tab.
Those inside a word stay: a zero-width non-joiner is spelling in Persian, a joiner and a variation selector
are part of an emoji. The page and line tabulations (form feed U+000C, vertical tab U+000B), left by a printer's
page break (``\f44) Según ...``), are white space: gone at a line's start, a space elsewhere.

The other C0 controls (U+0001 to U+001F but tab and line ends, and U+007F) inside a line of text are a copying
accident (``động cơ \x1ddiesel``): no Anki field may hold them, and ``check`` would refuse the written quiz for
them. :func:`without_controls` takes them out and names their lines, which the import says at the first. A line
of nothing but controls (``\x01\x01`` where a page had a radio button) stays: a reader may know it.
"""

from __future__ import annotations

import re

from quizdeck.source.ignorables import RANGES

_IGNORABLE = "".join(f"{chr(a)}-{chr(b)}" if a != b else chr(a) for a, b in RANGES)
#: invisible wherever they stand: the zero-width space, the word joiner, a byte order mark
_ANYWHERE = "\u200b\u2060\ufeff"
_ANY_IGNORABLE = re.compile(f"[{_IGNORABLE}]")
#: the C0 controls that are white space to a reader: a form feed (page break) and a vertical tab
_LEADING_BREAKS = re.compile(r"^[\f\v]+", re.M)
_INVISIBLE = re.compile(rf"[{_ANYWHERE}]+|(?:^|(?<=[ \t]))[{_IGNORABLE}]+", re.M)


#: the C0 controls no text may hold that :func:`visible` leaves: all but tab, line ends, form feed, vertical tab
_CONTROL = re.compile("[\x00-\x08\x0e-\x1f\x7f]")
_CONTROLS = re.compile("[\x00-\x08\x0e-\x1f\x7f]+")


def without_controls(text: str) -> tuple[str, list[int]] | None:
    """``text`` without the C0 controls inside its lines of text, and those lines (1-based); None: none there."""
    if _CONTROL.search(text) is None:
        return None
    lines = text.split("\n")
    changed: list[int] = []
    for n, line in enumerate(lines):
        if _CONTROL.search(line) is None:
            continue
        bare = _CONTROLS.sub("", line)
        if bare.strip():
            lines[n] = bare
            changed.append(n + 1)
    return ("\n".join(lines), changed) if changed else None


def visible(text: str) -> str:
    """``text`` without the characters that draw nothing where they are no part of a word (see the module)."""
    if "\f" in text or "\v" in text:
        text = _LEADING_BREAKS.sub("", text).replace("\f", " ").replace("\v", " ")
    if _ANY_IGNORABLE.search(text) is None:
        return text
    return _INVISIBLE.sub("", text)
