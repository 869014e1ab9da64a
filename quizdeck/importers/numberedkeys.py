"""Keys with a running number (``k1:``, ``v2:``) as a record's fields: the value under its key, a mark in its key.

Some files hold each question as fields after keys that carry the field's number: ``k1:`` the question, ``v1:``
to ``v4:`` its choices, the right one's key with a mark in brackets (``v1(j):``, *jó*, right). The value is on the
key's line (``v2: Hamis``) or alone on the line right under a key that stands alone (``v1(j):`` over ``Karak``).
The layout reader reads a key and its value on one line, and a mark key apart from its kin as another field; so
here, learnt from the file alone:

* a key of a word and a number (linekinds writes its family ``v#``) that stands alone over a line of text has that
  text for its value, as written (``F. Scott Fitzgerald`` is no label there): the key goes down onto the value's
  line (the text keeps its line, and a message its place; the key's own line is left blank, read with the
  question), when the file does so three times at least, with two keys at least (the question's, the choices');
* a key of the same word and number with a bracketed token after it (``v#(j)``), where the file has the key without
  it too, is that key with a mark on its line: the token is the mark (``layout`` learns a mark from what one choice
  of each question carries and not the others).

``numbered_keys`` gives the lines so, for the layout reader to keep when they read more; None when nothing is so.
"""

from __future__ import annotations

import re
from collections import Counter

from quizdeck.importers.linekinds import BLANK, KEY, LABEL, TEXT, Line

#: a key's family of a word and a running number (``v#``), maybe a bracketed token after it (``v#(j)``)
_NUMBERED = re.compile(r"([^\W\d_]{1,12}#)(\([^\W_]{1,12}\))?")
#: the fewest keys alone over their value a file must have for them to be read so
_LEAST_LONE = 3


def _numbered(ln: Line) -> re.Match[str] | None:
    return _NUMBERED.fullmatch(ln.family) if ln.kind == KEY else None


def _marked(lines: list[Line]) -> dict[str, tuple[str, str]]:
    """The marked keys' families (``v#(j)``), each with its plain kin's family (``v#``) and the mark (``(j)``)."""
    families = {ln.family for ln in lines if ln.kind == KEY}
    out: dict[str, tuple[str, str]] = {}
    for ln in lines:
        m = _numbered(ln)
        if m is not None and m.group(2) and m.group(1) in families:
            out[ln.family] = (m.group(1), m.group(2))
    return out


def _lone(lines: list[Line]) -> list[int]:
    """The places of the numbered keys alone on their line with a line of text right under them (a text that opens
    as a label does, ``F. Scott Fitzgerald``, is the value as written: no label under a key)."""
    return [i for i, ln in enumerate(lines[:-1]) if _numbered(ln) is not None and not ln.rest.strip()
            and _value(lines[i + 1]) and lines[i + 1].number == ln.number + 1]


def _value(ln: Line) -> bool:
    """Whether a line under a key alone may be its value: text, or text that opens as a label would (``F. Scott``,
    maybe taken for a key where the file's labels are few), not wrapped in a bullet or a tag."""
    return not ln.wrap and (ln.kind in (TEXT, LABEL) or (ln.kind == KEY and ln.style == "label"))


def numbered_keys(lines: list[Line]) -> list[Line] | None:
    """The lines with every numbered key alone over its value moved onto the value's line, and every marked key
    (``v1(j):``) written as its kin's (``v1:``) with the mark on the line (see the module); None when the file has
    neither."""
    marked = _marked(lines)
    lone = _lone(lines)
    if len(lone) < _LEAST_LONE or len(Counter(lines[i].family for i in lone)) < 2:
        lone = []
    if not marked and not lone:
        return None
    out = list(lines)
    for i in lone:
        key, value = lines[i], lines[i + 1]
        out[i] = Line(key.number, "", BLANK, "")
        text = value.raw.strip()
        out[i + 1] = Line(value.number, f"{key.prefix} {text}", KEY, text, key.wrap, key.family, key.style, key.index,
                          value.indent, key.prefix, key.attrs)
    for i, ln in enumerate(out):
        if ln.kind == KEY and ln.family in marked:
            family, mark = marked[ln.family]
            out[i] = Line(ln.number, ln.raw, KEY, ln.rest, ln.wrap, family, ln.style, ln.index, ln.indent, ln.prefix,
                          (*ln.attrs, mark))
    return out
