"""A header glued before the first question's text: the file's, not the question's.

An app's export may open with its own fields on the first question's line, set apart by runs of a sign, with no
line break before the question: ``PLLkAkU_XmXb...||||QUIZ||||Penyebab ... apa?`` (a playlist's id, the kind of the
item, then the question). Every reader reads the first line as the question's. At the start of the first question's
text only (the others' texts open as usual), fields each a token without spaces and each closed by a run of one
sign (``||||``, ``:::``, ``;;;``, ``~~~``, ``^^^``, ``###``), then the question's words, are a header:

* **cut** when it is plainly one: a run of three signs or more, or two fields or more, one an id (below);
  runs of two between other tokens are code's (``std::vector::push_back``, ``a||b||c``): left alone;
* **said only** when it may be text: one field closed by two signs, the token an id (letters and digits, eight or
  more): ``a||b`` in a stem about code stays, and is not said.

Either way the import says so at its line. Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck

#: one field: a token without spaces (no sign of the runs in it), closed by a run of two or more of one sign
_FIELD = r"[^\s|:;~^#]{1,80}(?:\|{2,}|:{2,}|;{2,}|~{2,}|\^{2,}|#{2,})"
_HEADER = re.compile(rf"^(?:{_FIELD}){{1,6}}(?=[^\s|:;~^#])")
_ONE = re.compile(_FIELD)
#: a run of three signs or more
_LONG_RUN = re.compile(r"([|:;~^#])\1\1")
#: an id: letters and digits (``_``, ``-``), eight or more, both kinds
_ID = re.compile(r"(?=[\w-]*\d)(?=[\w-]*[^\W\d_])[\w-]{8,}")
#: the question after it: two words at least
_WORDS = re.compile(r"\S+\s+\S")


def header(text: str) -> tuple[str, bool] | None:
    """The header that ``text`` opens with (see the module) and whether it is plainly one (cut) or may be text
    (said only); None when it opens with none."""
    m = _HEADER.match(text)
    if m is None or not _WORDS.match(text[m.end():]):
        return None
    found = m.group(0)
    fields = _ONE.findall(found)
    if _LONG_RUN.search(found) or (len(fields) >= 2 and any(_ID.fullmatch(f.rstrip("|:;~^#")) for f in fields)):
        return found, True
    if len(fields) >= 2:
        return None                      # "std::vector::push_back", "a||b||c": code's operators, not fields
    token = re.sub(r"[|:;~^#]+$", "", found)
    return (found, False) if _ID.fullmatch(token) else None


def cut_header(deck: ImportedDeck, source: Source, diags: Diagnostics) -> None:
    """The first question's text without a header glued before it (see the module), said at its line."""
    if not deck.questions:
        return
    first = deck.questions[0]
    found = header(first.text)
    if found is None or any(header(q.text) is not None for q in deck.questions[1:]):
        return                           # every question so: a field of its records, not the file's header
    glued, plain = found
    line = first.pos.line
    at = source.lines[line - 1].find(glued) if 0 < line <= len(source.lines) else -1
    pos = Pos(first.pos.path, line, at + 1 if at >= 0 else first.pos.col)
    shown = glued if len(glued) <= 50 else glued[:24] + "…" + glued[-24:]
    if plain:
        first.text = first.text[len(glued):].lstrip()
        diags.warning(pos, f"question 1 opens with {shown!r}, fields apart by runs of a sign glued before its "
                           "text: taken off as the file's header",
                      hint="if it is the question's own text, put it back in the YAML")
    else:
        diags.warning(pos, f"question 1 opens with {shown!r}, an id and signs glued before its text: kept in its "
                           "text; probably the file's header",
                      hint="if it is no part of the question, take it off in the YAML")
