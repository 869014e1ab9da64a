"""The separator between choices written on one line: ``A) NTP, B) SNMP, C) DHCP, D) DNS``.

A line of inline choices is cut at each next label, so each choice but the last keeps what stands before the next
label: a comma, a semicolon, a bar, a slash or an ideographic comma (``a) x; b) y``, ``A. x | B. y``, ``1) x、2) y``).
When every choice but the last ends with the same one of these, the line's own structure proves it is the row's
separator, no part of a choice: it comes off. One that ends a few choices only, or the last one too (``A) /usr/
B) /etc/ C) /var/``), is the choices' own text and stays.
A line break written as HTML (``a) x <br> b) y <br> c) z``, any spelling: ``<br>``, ``<br/>``, ``</br>``,
``<BR />``) before every next label is the row's separator too, proved so by the labels in order after each one,
spelled alike each time: it comes off every choice that ends with it (a break ending the last choice too ends the
line, no text). Breaks spelled unlike (``a) Use <br> b) Use <br/> c) Use <hr>``) are the choices' own text, a quiz
on the tags: kept.
A row may end with its last label alone (``C) Isotropic, D)``): an empty choice, kept as the source has it (the
sanity check says it at the line), when the row has three labels at least; a shorter row ending so is no row.
Nothing here knows a language.
"""

from __future__ import annotations

import re

#: what may stand between inline choices, before each next label
SEPARATORS = ",;|/、"
#: the fewest choices of a row whose last label stands alone at the line's end
_LEAST_WITH_EMPTY = 3
#: an HTML line break at a text's end (spaces after it off first), any spelling (``<br>``, ``<br/>``, ``</br>``,
#: ``<BR />``); led by ``<``, so searched in linear time however many spaces the text holds
_BREAK_END = re.compile(r"<[ \t]*/?[ \t]*br[ \t]*/?[ \t]*>$", re.IGNORECASE)


def unseparated(texts: list[str]) -> list[str]:
    """The choices' texts without the separator every one of them but the last ends with, the same each time;
    as they are when any of them ends otherwise (or is the separator alone)."""
    if len(texts) >= 2 and all(ending_break(text) is not None for text in texts[:-1]):
        return unbroken(texts)
    ends = {text.rstrip()[-1:] for text in texts[:-1]}
    if len(texts) < 2 or len(ends) != 1:
        return texts
    sep = ends.pop()
    if sep not in SEPARATORS or texts[-1].rstrip().endswith(sep) or any(
            not text.rstrip()[:-1].strip() or text.rstrip()[-2:-1] == sep for text in texts[:-1]):
        return texts                     # ("/usr/ /etc/ /var/": the last's too, the texts' own; "x,,": doubled)
    return [text.rstrip()[:-1].rstrip() for text in texts[:-1]] + texts[-1:]


def ending_break(text: str) -> str | None:
    """The HTML line break ``text`` ends with (spaces after it aside), as spelled; None when it ends otherwise."""
    m = _BREAK_END.search(text.rstrip(" \t"))
    return None if m is None else m.group()


def _unbreak(text: str) -> str:
    """``text`` without the HTML line break it ends with, and the spaces about it."""
    bare = text.rstrip(" \t")
    m = _BREAK_END.search(bare)
    return text if m is None else bare[:m.start()].rstrip(" \t")


def unbroken(texts: list[str]) -> list[str]:
    """The choices' texts without the HTML line break each ends with (every one but the last does, spelled alike:
    the row's separator, ``a) x <br> b) y``), the last's too when it ends with one; as they are when a text is only
    the break or the breaks are spelled unlike (a quiz on the tags: their own text)."""
    cut = [_unbreak(text) for text in texts]
    if any(not text.strip() for text in cut[:-1]) or len({ending_break(text) for text in texts[:-1]}) != 1:
        return texts
    return cut


def row_texts(texts: list[str]) -> list[str] | None:
    """A row's choices (``unseparated``), when every one has a text but maybe the last of three or more; else
    None."""
    if any(not text for text in texts[:-1]) or (texts and not texts[-1] and len(texts) < _LEAST_WITH_EMPTY):
        return None
    return unseparated(texts)
