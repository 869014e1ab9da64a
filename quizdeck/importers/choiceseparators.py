"""The separator between choices written on one line: ``A) NTP, B) SNMP, C) DHCP, D) DNS``.

A line of inline choices is cut at each next label, so each choice but the last keeps what stands before the next
label: a comma, a semicolon, a bar, a slash or an ideographic comma (``a) x; b) y``, ``A. x | B. y``, ``1) x、2) y``).
When every choice but the last ends with the same one of these, the line's own structure proves it is the row's
separator, no part of a choice: it comes off. One that ends a few choices only, or the last one too (``A) /usr/
B) /etc/ C) /var/``), is the choices' own text and stays.
A row may end with its last label alone (``C) Isotropic, D)``): an empty choice, kept as the source has it (the
sanity check says it at the line), when the row has three labels at least; a shorter row ending so is no row.
Nothing here knows a language.
"""

from __future__ import annotations

#: what may stand between inline choices, before each next label
SEPARATORS = ",;|/、"
#: the fewest choices of a row whose last label stands alone at the line's end
_LEAST_WITH_EMPTY = 3


def unseparated(texts: list[str]) -> list[str]:
    """The choices' texts without the separator every one of them but the last ends with, the same each time;
    as they are when any of them ends otherwise (or is the separator alone)."""
    ends = {text.rstrip()[-1:] for text in texts[:-1]}
    if len(texts) < 2 or len(ends) != 1:
        return texts
    sep = ends.pop()
    if sep not in SEPARATORS or texts[-1].rstrip().endswith(sep) or any(
            not text.rstrip()[:-1].strip() or text.rstrip()[-2:-1] == sep for text in texts[:-1]):
        return texts                     # ("/usr/ /etc/ /var/": the last's too, the texts' own; "x,,": doubled)
    return [text.rstrip()[:-1].rstrip() for text in texts[:-1]] + texts[-1:]


def row_texts(texts: list[str]) -> list[str] | None:
    """A row's choices (``unseparated``), when every one has a text but maybe the last of three or more; else
    None."""
    if any(not text for text in texts[:-1]) or (texts and not texts[-1] and len(texts) < _LEAST_WITH_EMPTY):
        return None
    return unseparated(texts)
