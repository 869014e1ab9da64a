"""Records cut before the line that asks, where a file's blank lines sit inside its records, not between them.

Some files write a question's line, a blank line, its choices, and the next question's line right under the last
choice; a question too long for one line goes on to the next, and then no blank line follows it::

    De quem é a famosa frase "Penso, logo existo"?

    PLATÃO
    * DESCARTES
    FRANCIS BACON
    Qual é o personagem do folclore brasileiro que tem uma
    perna só?
    CUCA
    *SACI-PERERE

Cut at its blank lines, each record is a question's choices under the line after the blank. What the records repeat
is the line that asks (``?``): each record opens with one, its choices follow. Where three lines at least ask, the
file has no separator line, and four in five of them come right under the line above (no blank line between) while a
blank line stands inside most records, the file is cut before each line that asks. The block of lines after a
question's line (a blank line before it or not) is its choices, as many as most records have; blocks after a blank
line below them are the question's explanation (a paragraph after the choices, the next question's line right under
it). Where the choices' block has a line or two more than most and they stand right above the next line that asks,
none asking, they are that question's first lines, wrapped: one question, its lines joined. Nothing here knows a
language.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections import Counter

from quizdeck.importers.answervalues import MAX_CHOICES, MIN_CHOICES
from quizdeck.importers.linekinds import BLANK, CODE, SEP, Line

#: what ends a line that asks
_ASKS = "?？؟"
#: the fewest lines that ask for a file to be cut so
_LEAST = 3
#: the share of the questions' lines that must come right under the line above (no blank line between)
_GLUED = 0.8
#: the most lines a question is wrapped over above its line that asks
_WRAPPED = 2


def _asks(line: Line) -> bool:
    return line.raw.rstrip()[-1:] in _ASKS


def asked_records(lines: list[Line]) -> list[tuple[list[Line], list[Line]]] | None:
    """The file's content lines cut into records, each its question (wrapped lines joined into one) and choices, and
    the paragraphs after them (its explanation), when the file is written so (see the module); None otherwise."""
    if any(ln.kind == SEP for ln in lines):
        return None                      # separators part the records: the file is cut at them
    content = [ln for ln in lines if ln.content]
    if any(ln.kind == CODE for ln in content):
        return None
    at = [k for k, ln in enumerate(content) if _asks(ln)]
    if len(at) < _LEAST:
        return None
    glued = sum(1 for k in at[1:] if k and content[k - 1].number == content[k].number - 1)
    if glued < _GLUED * (len(at) - 1):
        return None                      # blank lines part the records: the file is cut at them
    inside = sum(1 for ln in lines if ln.kind == BLANK and content[0].number < ln.number < content[-1].number)
    if 2 * inside < len(at):
        return None                      # no blank line inside most records: records of fixed lines, or other cuts
    blocks = [_blocks(content[a + 1:b]) for a, b in itertools.pairwise([*at, len(content)])]
    sizes = Counter(len(found[0]) for found in blocks[:-1] if found)
    if not sizes:
        return None
    choices, count = sizes.most_common(1)[0]
    if not MIN_CHOICES <= choices <= MAX_CHOICES or 2 * count < len(at) - 1:
        return None
    wrapped = [0] * len(at)              # the lines above each question's line that are its own, wrapped (none
                                         # above the first: a title, said as the layout reader says it)
    for j in range(1, len(at)):
        found = blocks[j - 1]
        if len(found) == 1:              # (the lines after the choices are the next question's only when no blank
            wrapped[j] = _wrapped(content, at[j], len(found[0]) - choices)   # line parts them from the choices)
    records: list[tuple[list[Line], list[Line]]] = []
    if at[0] - wrapped[0] > 0:
        records.append((content[:at[0] - wrapped[0]], []))   # a title above the first question: the layout says
    for j, a in enumerate(at):
        found = [list(block) for block in blocks[j]]
        if j + 1 < len(at) and wrapped[j + 1]:
            found[-1] = found[-1][:-wrapped[j + 1]]
        found = [block for block in found if block]
        stem = _joined(content[a - wrapped[j]:a + 1])
        records.append(([stem, *(found[0] if found else [])], [ln for block in found[1:] for ln in block]))
    return records


def _blocks(run: list[Line]) -> list[list[Line]]:
    """The lines between two questions' lines, in blocks that blank lines part."""
    out: list[list[Line]] = []
    for ln in run:
        if out and out[-1][-1].number == ln.number - 1:
            out[-1].append(ln)
        else:
            out.append([ln])
    return out


def _wrapped(content: list[Line], k: int, extra: int) -> int:
    """How many lines above the question's line ``content[k]`` are the question's own: the ``extra`` lines there
    (those more than the usual choices), when they are one or two and stand right above it, none asking; else 0."""
    if not 1 <= extra <= _WRAPPED:
        return 0
    s = k
    while k - s < extra and s > 0 and content[s - 1].number == content[s].number - 1 and not _asks(content[s - 1]):
        s -= 1
    return extra if k - s == extra else 0


def _joined(stem: list[Line]) -> Line:
    """A question's lines as one line (its number the first's)."""
    if len(stem) == 1:
        return stem[0]
    more = " ".join(ln.raw.strip() for ln in stem[1:])
    return dataclasses.replace(stem[0], raw=f"{stem[0].raw.rstrip()} {more}", rest=f"{stem[0].rest.rstrip()} {more}")
