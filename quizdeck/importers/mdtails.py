"""What a chat assistant's reply leaves at a line's end that is no part of the line's text: its citations, and spaces
written as entities.

A quiz pasted from an assistant's replies carries its sources at the end of a choice or a question, as
reference-style links in brackets whose definitions stand elsewhere in the file::

    E) RAD  ([Qconcursos][1])
    E) Diagrama de atividades  ([Loja123shop][2], [Domina Concursos][3])

    [1]: https://www.qconcursos.com/... "Prova de ..."

and a space its editor wrote as an entity (``Composição &#x20;``). The page shows the citation as a link beside the
text and the entity as nothing; neither is the choice. A file that ends two lines at least with such a citation,
every link in it one the file defines (``[1]: https://...``), ends its lines with citations: each is taken off its
line; a space entity (``&#x20;``, ``&#32;``, ``&nbsp;``) that ends a line is taken off wherever it stands. One output
line for each input line; fenced code is left as it is. Each pattern is anchored at the line's end and linear in
its length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.mdinline import at_least, fenced_lines

#: lines that end with a citation: this many at least in a file
LEAST = 2
_LONGEST = 4000

#: a reference link's definition: ``[1]: https://...``
_DEFINITION = re.compile(r"^[ ]{0,3}\[([^\[\]]{1,40})\]:[ \t]+\S")
#: one reference link: its text, then its label
_LINK = r"\[[^\[\]]{1,80}\]\[([^\[\]]{1,40})\]"
#: a citation ending a line: reference links in brackets, apart by commas
_CITATION = re.compile(rf"[ \t]*\([ \t]*{_LINK}(?:[ \t]*[,;][ \t]*{_LINK}){{0,9}}[ \t]*\)[ \t]*$")
_LABELS = re.compile(_LINK)
#: spaces written as entities ending a line
_SPACE_ENTITIES = re.compile(r"(?:[ \t]*&(?:#x20|#32|nbsp);)+[ \t]*$", re.I)


def _defined(lines: Sequence[str], fenced: Sequence[bool]) -> set[str]:
    """The labels the file defines reference links by, case folded."""
    return {m.group(1).casefold() for i, line in enumerate(lines)
            if not fenced[i] and (m := _DEFINITION.match(line)) is not None}


def _citation(line: str, defined: set[str]) -> re.Match[str] | None:
    """The citation that ends ``line``, when every link of it is one the file defines."""
    m = _CITATION.search(line) if len(line) <= _LONGEST and line.rstrip().endswith(")") else None
    if m is None or m.start() == 0:
        return None
    labels = [link.group(1).casefold() for link in _LABELS.finditer(m.group())]
    return m if labels and all(label in defined for label in labels) else None


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines without the citations and space entities that end them (see the module's docstring); None when
    there is neither. (No line is left blank: the set is empty.)"""
    cited = at_least(lines, lambda line: "][" in line and line.rstrip().endswith(")"), LEAST)
    entities = at_least(lines, lambda line: "&" in line, 1)
    if not cited and not entities:
        return None
    fenced = fenced_lines(lines)
    defined = _defined(lines, fenced) if cited else set()
    ends = {i: m.start() for i, line in enumerate(lines)
            if not fenced[i] and defined and (m := _citation(line, defined)) is not None}
    if len(ends) < LEAST:
        ends = {}
    out = list(lines)
    for i, line in enumerate(lines):
        if fenced[i] or len(line) > _LONGEST:
            continue
        text = line[:ends[i]] if i in ends else line
        if "&" in text and (m := _SPACE_ENTITIES.search(text)) is not None and m.start() > 0:
            text = text[:m.start()]
        out[i] = text
    return (out, set()) if out != list(lines) else None
