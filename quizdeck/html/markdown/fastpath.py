"""Texts that need no parsing: plain text the parser would only escape and wrap, and, when
only checking, text that cannot have a problem and surely shows something."""

from __future__ import annotations

import re

from quizdeck.html.markdown.parser import MAX_NESTING

#: What makes a text more than plain: Markdown, HTML or math characters, controls, odd
#: whitespace, a line that may open a block, blank lines or trailing spaces.
_SLOW_RE = re.compile(
    r"[`*_\[\]<>&\\#|~!\x00-\x09\x0b-\x1f\x7f]"  # Markdown/HTML/math characters, controls
    r"|[^\S \n]"  # whitespace other than space and newline (tab, nbsp, ...)
    r"|^[ \-+=]|^[0-9]+[.)]|^$| $",  # indents, list/heading/rule markers, blank lines, trailing spaces
    re.M,
)

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


def is_plain(text: str) -> bool:
    """Whether the parser would only escape and wrap ``text`` (which holds no ``& < >``)."""
    return _SLOW_RE.search(text) is None


def render_plain(text: str, inline: bool) -> str:
    """The HTML of a plain text (see :func:`is_plain`): the sanitiser leaves quotes as they are."""
    return text if inline else f"<p>{text}</p>"


def _may_nest_too_deep(text: str) -> bool:
    """Whether a line of ``text`` may open blocks as deep as markdown-it's nesting limit."""
    return any(len(m.group()) + 3 * m.group().count("\t") >= MAX_NESTING - 4 for m in _LINE_PREFIX_RE.finditer(text))


def _shows_a_letter(text: str) -> bool:
    """Whether a letter of ``text`` (without ``[ ] < \\ &``) is sure to be shown: one on a
    line that opens no fence and has no ``|`` (an info string or a table's extra cell hides
    letters; list markers hide only digits, which is why digits do not count)."""
    if "```" in text or "~~~" in text or "|" in text:
        text = _HIDING_LINE_RE.sub("", text)
    return any(c.isalpha() for c in text)


def cannot_fail(text: str) -> bool:
    """Whether ``text`` cannot have a rendering problem and surely shows something, so that
    checking need not render it."""
    return _MAY_FAIL_RE.search(text) is None and _shows_a_letter(text) and not _may_nest_too_deep(text)
