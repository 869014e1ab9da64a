"""Texts that need no parsing: plain text the parser would only escape and wrap, and, when
only checking, text that cannot have a problem and surely shows something."""

from __future__ import annotations

import re

from quizdeck.html.markdown.parser import MAX_NESTING

#: Whitespace other than space and newline (tab, no-break space, line separator...): every
#: character ``str.isspace`` takes but those two (``tests/test_markdown_narrow.py`` checks it).
ODD_SPACE = r"\u0009\u000b-\u000d\u001c-\u001f\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
#: What makes a text more than plain: Markdown, HTML or math characters, controls, odd
#: whitespace (one character class: a single fast scan) ...
_SLOW_CHAR_RE = re.compile(rf"[`*_\[\]<>&\\#|~!\x00-\x09\x0b-\x1f\x7f{ODD_SPACE}]")
#: ... or a line that may open a block (indented, a list, heading or rule marker), a blank
#: line, trailing spaces (the first line is looked at apart: no search at every position)
_SLOW_LINE_RE = re.compile(r"\n(?:[ \-+=\n]|[0-9]+[.)])| \n")
_LIST_NUMBER_RE = re.compile(r"[0-9]+[.)]")

#: What a rendering problem needs in the source: an image or a link (``[`` ``]``, or a raw
#: ``<img>`` or ``<autolink>``), math (``\(`` ``\[``, or a backslash hidden in an entity
#: ``&#92;``), raw HTML (``<``). Without any of these the HTML holds no backslash, so
#: ``mathcheck`` finds no math, and nothing goes to the image resolver or the link check.
_MAY_FAIL_RE = re.compile(r"[\[\]<\\&]")
#: A line that may open a fence (its info string is not shown) or be a table row (cells
#: beyond the header's are not shown).
_HIDING_LINE_RE = re.compile(r"^.*(?:```|~~~|\|).*$", re.M)
#: The markers and indentation that open a line: each level of nesting (a quote's ``>``, a
#: list's marker or the indentation of its item's content) takes at least one column of them.
_LINE_PREFIX_RE = re.compile(r"^[ \t>*+\-0-9.)]{4,}", re.M)
#: The same without tabs, as long as the limit takes: each character is one column.
_DEEP_PREFIX_RE = re.compile(rf"^[ >*+\-0-9.)]{{{MAX_NESTING - 4},}}", re.M)
_ASCII_LETTER_RE = re.compile(r"[A-Za-z]")


def ascii_members(char_class: re.Pattern[str]) -> bytes:
    """The ASCII characters a one-character pattern matches, as bytes (for :func:`holds`)."""
    return bytes(c for c in range(128) if char_class.match(chr(c)))


def holds(text: str, char_class: re.Pattern[str], ascii_chars: bytes) -> bool:
    """Whether ``text`` holds a character ``char_class`` (one character class) matches, given its
    :func:`ascii_members`: an ASCII text is tested by deleting those from its bytes (a table
    lookup per byte, about twice as fast as the pattern's scan)."""
    if text.isascii():
        raw = text.encode("ascii")
        return len(raw.translate(None, ascii_chars)) != len(raw)
    return char_class.search(text) is not None


_SLOW_ASCII = ascii_members(_SLOW_CHAR_RE)


def is_plain(text: str) -> bool:
    """Whether the parser would only escape and wrap ``text`` (which holds no ``& < >``)."""
    if not text or text[0] in " -+=\n" or text[-1] in " \n":
        return False
    if holds(text, _SLOW_CHAR_RE, _SLOW_ASCII):
        return False
    # every slow line holds a line break: a search of the others would try at every space
    if "\n" in text and _SLOW_LINE_RE.search(text) is not None:
        return False
    return not text[0].isdigit() or _LIST_NUMBER_RE.match(text) is None


def render_plain(text: str, inline: bool) -> str:
    """The HTML of a plain text (see :func:`is_plain`): the sanitiser leaves quotes as they are."""
    return text if inline else f"<p>{text}</p>"


def _may_nest_too_deep(text: str) -> bool:
    """Whether a line of ``text`` may open blocks as deep as markdown-it's nesting limit."""
    if "\t" not in text:
        return _DEEP_PREFIX_RE.search(text) is not None
    return any(len(m.group()) + 3 * m.group().count("\t") >= MAX_NESTING - 4 for m in _LINE_PREFIX_RE.finditer(text))


def _shows_a_letter(text: str) -> bool:
    """Whether a letter of ``text`` (without ``[ ] < \\ &``) is sure to be shown: one on a
    line that opens no fence and has no ``|`` (an info string or a table's extra cell hides
    letters; list markers hide only digits, which is why digits do not count)."""
    if "```" in text or "~~~" in text or "|" in text:
        text = _HIDING_LINE_RE.sub("", text)
    if _ASCII_LETTER_RE.search(text) is not None:
        return True
    return any(c.isalpha() for c in text)


def cannot_fail(text: str) -> bool:
    """Whether ``text`` cannot have a rendering problem and surely shows something, so that
    checking need not render it."""
    return _MAY_FAIL_RE.search(text) is None and _shows_a_letter(text) and not _may_nest_too_deep(text)
