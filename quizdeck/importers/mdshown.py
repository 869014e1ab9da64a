"""A Markdown source's lines as its page shows them, line for line: what every reading of it sees first.

The readers match line patterns on the Markdown as written; the page a renderer makes of it shows something
else in a few places, and a file may write a label, a space or a mark only in such a form. Written again here
as the page shows it, before any reader runs (``convert.read_source``, for every reading of a Markdown source:
the Markdown reading, the repeating-layout one, the record-shape one):

* a character written as an HTML character reference (``&#x2610;``, ``&#9744;``, ``&check;``, ``&nbsp;``,
  ``&amp;``) is the character, a line break or a tab (``&#xA;``, ``&#10;``, ``&#x9;``) a space (white space the page
  shows as one, inside a line); one that stands for Markdown's or HTML's own punctuation (``&lt;``, ``&#42;``,
  ``&#91;``) stays written so (written bare it would be markup, which the page did not show), and so does an
  ``&amp;`` that starts another reference (``&amp;lt;``);
* a space of another width (a no-break space, a thin space, ``U+2000``..``U+200A``, ``U+202F``, ``U+205F``) is a
  space: the page shows one, and a label's space after it (``a)\\u00a0text``) is the space a label pattern wants
  (the ideographic space, ``U+3000``, stays: a file of that script aligns with it; a line of such spaces alone
  stays as written too: a paragraph, where a line of spaces would be a blank line, another block structure);
* a backslash escape before a bracket that opens a line's text (``\\[a] 126``, ``- \\(b) text``, and before the
  bracket closing a short label right after it, ``\\(c\\) text``, after the
  indent, a quote's or a list's marker, or an opening emphasis) shows the bracket alone: a converter escapes
  a label's bracket so that no link is read, and the label is the bracket's;
* an HTML comment shows nothing: one inside a line's text goes (``What is <!-- v2 --> a set?``), unless it is all
  the line holds after its markers and label (``b) <!-- a comment -->``: a choice written to be read), maybe then
  the sign the file ends its right choices with (``<!-- --> ✔``, a sign ending three lines at least); one over
  several lines is written on its first line (``<!-- source: ... -->``, the lines below it blank up to its
  end), where the readers know a comment alone on its line as no part of a question. Comments that hide a
  question's answer under its choices are read first as the answers they hide (``mdhiddenanswers``), and the
  same comment on one choice of nearly every question as the mark it is (``mdcommentmarks``). A comment after
  code spans is a comment when the spans before it are closed. But one comment holding nearly the whole file
  (``commented_out``: a quiz hidden until its date) is the file's text: its markers go, and that is said.

Fenced code, code spans and indented lines of a fenced block are left as they are (a page shows code as written).
Each line keeps its place, so every message keeps its line; a column is the source's (``columns``), but one
between two changed places of a line goes to the first. Every pattern is anchored or linear in the line's length.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Sequence

from quizdeck.importers import mdcommentmarks, mdhiddenanswers
from quizdeck.importers.mdinline import code_spans, fenced_lines

#: lines longer than this are left as they are
_LONGEST = 20000
#: an HTML character reference: named, decimal or hexadecimal
_REFERENCE = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
#: what a reference may not be written as: Markdown's and HTML's own punctuation, and controls
_KEPT = frozenset("<>*_[]()`\\#|~!{}=+-.:/&;") | frozenset(chr(c) for c in range(32)) | {"\x7f"}
#: spaces of another width than a space's, the ideographic one aside
_SPACES = re.compile("[\u00a0\u2000-\u200a\u202f\u205f]")
#: a backslash before a bracket opening a line's text, after its indent, quote or list markers and an emphasis
_ESCAPED_BRACKET = re.compile(r"^([ \t]{0,12}(?:>[ \t]?){0,4}(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?:\*\*|__|\*|_)?)"
                              r"\\([\[(])(?![ \t]*$)(?:([A-Za-z0-9]{1,3})\\([\])]))?")   # (alone: LaTeX's ``\[``)
#: what makes a reference of what follows an ``&``
_REFERENCE_REST = re.compile(_REFERENCE.pattern.removeprefix("&"))
#: what a line may hold besides a comment for the comment to be the text it shows: markers and a label at most
_MARKERS = re.compile(r"[ \t]*(?:>[ \t]*)*(?:[-*+][ \t]+)?(?:(?:\*\*|__)?[(\[]?[A-Za-z0-9]{1,3}[.):\]](?:\*\*|__)?"
                      r"[ \t]*)?[ \t]*")
_OPEN = "<!--"
_CLOSE = "-->"


def _reference(m: re.Match[str], line: str) -> str:
    shown = html.unescape(m.group(0))
    if shown == m.group(0) or len(shown) != 1:
        return m.group(0)
    if shown in "\n\r\t":   # "HIV&#xA;and": a line break (a tab) written so is white space the page shows as one
        return " "
    if shown == "&":     # "&amp;" shows "&", unless it writes another reference ("&amp;lt;": the page shows "&lt;")
        return m.group(0) if _REFERENCE_REST.match(line, m.end()) else "&"
    return m.group(0) if shown in _KEPT else shown


def _inline(text: str) -> str:
    """References decoded and spaces made spaces in ``text`` (no code in it)."""
    if "&" in text:
        text = _REFERENCE.sub(lambda m: _reference(m, text), text)
    return _SPACES.sub(" ", text)


def _shown_line(line: str) -> str:
    """One line outside fenced code as the page shows it (comments aside): its code spans as written."""
    if len(line) > _LONGEST or ("&" not in line and "\\" not in line[:24] and _SPACES.search(line) is None):
        return line
    parts: list[str] = []
    at = 0
    for start, end in code_spans(line):
        parts.append(_inline(line[at:start]))
        parts.append(line[start:end])
        at = end
    parts.append(_inline(line[at:]))
    out = "".join(parts)
    if not out.strip():
        return line         # (a line of wide spaces is a paragraph, no blank line: the blocks stay as they are)
    return _ESCAPED_BRACKET.sub(lambda m: m.group(1) + m.group(2) + (m.group(3) or "") + (m.group(4) or ""), out,
                                count=1) if "\\" in out[:24] else out


def _open_code(text: str) -> bool:
    """Whether ``text`` holds a backtick outside its closed code spans (a span perhaps still open)."""
    at = 0
    for start, end in code_spans(text):
        if "`" in text[at:start]:
            return True
        at = end
    return "`" in text[at:]


#: the fewest lines a sign must end to be the file's right-mark
_MARKED_LEAST = 3


def _end_marks(lines: Sequence[str], fenced: Sequence[bool]) -> frozenset[str]:
    """The signs (``✔``) that end ``_MARKED_LEAST`` lines at least after their text, outside fenced code: the file's
    marks on its choices."""
    counts: dict[str, int] = {}
    for i, line in enumerate(lines):
        if fenced[i] or len(line) > _LONGEST:
            continue
        words = line.split()
        if len(words) >= 2 and _OPEN not in line and _sign(words[-1]):
            counts[words[-1]] = counts.get(words[-1], 0) + 1
    return frozenset(sign for sign, n in counts.items() if n >= _MARKED_LEAST)


def _sign(token: str) -> bool:
    """Whether a token is a sign drawn as a mark: three characters at most, all symbols outside ASCII."""
    return len(token) <= 3 and all(ord(c) > 127 and unicodedata.category(c).startswith("S") for c in token)


def _comments(lines: list[str], fenced: Sequence[bool]) -> bool:
    """HTML comments taken out of ``lines`` in place (see the module); whether any was."""
    changed = False
    marks = _end_marks(lines, fenced) if any(_OPEN in line for line in lines) else frozenset()
    i = 0
    while i < len(lines):
        line = lines[i]
        if fenced[i] or _OPEN not in line or len(line) > _LONGEST:
            i += 1
            continue
        start = line.index(_OPEN)
        if "`" in line[:start] and _open_code(line[:start]):
            i += 1          # (perhaps in a code span that is still open: left as written)
            continue
        end = line.find(_CLOSE, start + len(_OPEN))
        if end >= 0:
            before, after = line[:start], line[end + len(_CLOSE):]
            if _MARKERS.fullmatch(before + after) or (after.strip() in marks and _MARKERS.fullmatch(before)):
                i += 1      # ("a) <!-- x -->": a choice whose text is the comment, written to be read; "<!-- --> ✔"
                continue    # too, the file's right-mark after it)
            if before.strip() or after.strip():
                lines[i] = (before.rstrip(" \t") + (" " if before.strip() and after.strip() else "")
                            + after.lstrip(" \t")) if before.strip() else before + after.lstrip(" \t")
                changed = True
                continue    # (another comment on the line)
            i += 1
            continue
        close = next((k for k in range(i + 1, min(len(lines), i + 200)) if not fenced[k] and _CLOSE in lines[k]), None)
        inline = bool(line[:start].strip())
        if close is None or (inline and (_MARKERS.fullmatch(line[:start]) or any(
                not lines[k].strip() for k in range(i + 1, close)))):
            i += 1          # (inline, a comment ends with its paragraph; after a label alone, it is the text)
            continue
        inner = [line[start + len(_OPEN):], *lines[i + 1:close], lines[close][:lines[close].index(_CLOSE)]]
        held = " ".join(" ".join(inner).split())
        after = lines[close][lines[close].index(_CLOSE) + len(_CLOSE):]
        before = line[:start]
        lines[i] = before.rstrip(" \t") if before.strip() else f"{before}<!-- {held} -->"
        for k in range(i + 1, close):
            lines[k] = ""
        lines[close] = after if after.strip() else ""
        changed = True
        i = close if after.strip() and _OPEN in after else close + 1
    return changed


#: a comment opening a block: at a line's start, three spaces at most before it
_BLOCK_COMMENT = re.compile(r"^ {0,3}<!--")


def _unfenced(lines: Sequence[str]) -> list[bool]:
    """Which lines are in fenced code, a comment that opens a block holding none: it ends at its ``-->``, whatever
    it holds (CommonMark's HTML block), so a fence opened inside it (code commented out, never closed) opens
    nothing, and the lines below it are not code."""
    fenced = fenced_lines(lines)
    i = 0
    while i < len(lines):
        line = lines[i]
        if fenced[i] or len(line) > _LONGEST or not _BLOCK_COMMENT.match(line) or _CLOSE in line[4:]:
            i += 1
            continue
        close = next((k for k in range(i + 1, min(len(lines), i + 200)) if _CLOSE in lines[k]), None)
        if close is None or not any(fenced[i + 1:close + 1]):
            i += 1
            continue
        masked = [*lines[:i], *([""] * (close + 1 - i)), *lines[close + 1:]]
        fenced = fenced_lines(masked)
        i = close + 1
    return fenced


def shown(lines: Sequence[str], comments: mdhiddenanswers.Found | None = None) -> list[str] | None:
    """``lines`` of a Markdown source as its page shows them (see the module), line for line; None when the
    page shows them as written. ``comments``: what its comments under choices hold, when read already."""
    hidden = mdhiddenanswers.rewritten(lines, comments)
    out = list(hidden[0]) if hidden is not None else list(lines)
    fenced = _unfenced(out)
    changed = hidden is not None
    marks = mdcommentmarks.hidden_marks(out, fenced)
    if marks is not None:
        out, changed = marks.lines, True
    for i, line in enumerate(out):
        if not fenced[i]:
            new = _shown_line(line)
            if new != line:
                out[i] = new
                changed = True
    changed = _comments(out, fenced) or changed
    return out if changed else None


#: the share of a file's filled lines one comment must hold to be the file's content commented out
_MOSTLY = 0.9


def commented_out(lines: Sequence[str]) -> tuple[list[str], int, int] | None:
    """``lines`` with the markers of one HTML comment blanked, where it opens a block and holds ``_MOSTLY`` of the
    file's filled lines at least (an exam hidden until its date, a draft): its text is what the file has to give,
    read as written (said by the caller at the comment's lines, 0-based: its opening and its closing); None when no
    comment is so. The markers must stand alone on their lines (and count for neither side)."""
    before = [0]   # before[k]: the filled lines above line k
    for line in lines:
        before.append(before[-1] + (1 if line.strip() else 0))
    closes = _next_with(lines, _CLOSE)
    opens = _next_with(lines, _OPEN)
    for start, line in enumerate(lines):
        if line.strip() != _OPEN:
            continue
        close = closes[start + 1]
        if close >= len(lines) or lines[close].strip() != _CLOSE or opens[start + 1] < close:
            continue
        if before[close] - before[start + 1] >= _MOSTLY * (before[-1] - 2):
            out = list(lines)
            out[start] = out[close] = ""
            return out, start, close
    return None


def _next_with(lines: Sequence[str], mark: str) -> list[int]:
    """For each line k (and one past the last), the first line at k or below holding ``mark`` (len(lines): none)."""
    out = [len(lines)] * (len(lines) + 1)
    for k in range(len(lines) - 1, -1, -1):
        out[k] = k if mark in lines[k] else out[k + 1]
    return out
