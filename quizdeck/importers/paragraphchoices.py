"""Choices written one paragraph each, a blank line between (no label): where a choice ends, and what is no choice.

A Markdown quiz may give each question's choices as bare paragraphs, the right one wholly in bold. Two things stand
among them that are no choice, each told by the file's own repetition:

* the line right under a choice line wholly in bold, in the same paragraph (``**Write**`` / ``The write permission
  is …``): the file's mark ends the choice, the line under it says why (the question's explanation), where the
  file's choices are paragraphs (``paragraphed``: most records' lines apart by blank lines);
* a paragraph that is only a link or an image (``[💡Hint](https://…)``) ending the questions, in three questions at
  least and three in ten, never marked, their texts each repeated in three at least: the page's furniture, not a last
  choice (links each of its own text, ``[Page 3](…)``, are a quiz's choices).

Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.linekinds import Line

#: a line that is only a link or an image: ``[💡Hint](https://…)``, ``![fig](a.png)``, ``<https://…>``
_LINK_ALONE = re.compile(r"[ \t]*(?:!?\[([^\[\]\n]{0,200})\]\([^()\s]{1,2000}\)|<https?://[^<>\s]{1,2000}>)[ \t]*")
#: the share of a record's line pairs apart by a blank line, and of records, for a file of paragraph choices
APART, RECORDS = 0.6, 0.5
#: the fewest questions ending with a link alone, and their least share, for it to be the page's
LINKS, LINK_SHARE = 3, 0.3


def paragraphed(bodies: Sequence[Sequence[Line]]) -> bool:
    """Whether the records' lines under their first (``bodies``) are paragraphs, a blank line between most."""
    long = [body for body in bodies if len(body) >= 3]
    apart = 0
    for body in long:
        pairs = list(itertools.pairwise(body))
        if sum(1 for a, b in pairs if b.number > a.number + 1) >= APART * len(pairs):
            apart += 1
    return len(long) >= 2 and apart >= RECORDS * len(bodies)


def _marked(line: Line) -> bool:
    return "**" in line.attrs


def marked_ends(choices: list[list[Line]]) -> tuple[list[list[Line]], list[Line]]:
    """The choices without the lines right under a choice line wholly in bold (its paragraph's), and those lines."""
    kept: list[list[Line]] = []
    why: list[Line] = []
    above: Line | None = None
    for choice in choices:
        ln = choice[0]
        if above is not None and ln.number == above.number + 1 and (_marked(above) or (why and above is why[-1])):
            why.extend(choice)
        else:
            kept.append(choice)
        above = choice[-1]
    return kept, why


def link_alone(text: str) -> bool:
    """Whether a choice's text is only a link or an image."""
    return _LINK_ALONE.fullmatch(text) is not None


def trailing_links(lasts: Sequence[tuple[str, bool]]) -> bool:
    """Whether the questions' last choices (their text, and whether the file's mark is on it) end the questions with
    a link alone as the page's furniture: in enough of them, of texts the file repeats, never marked."""
    links = [(m.group(1), marked) for text, marked in lasts if (m := _LINK_ALONE.fullmatch(text)) is not None]
    texts = Counter(label for label, _ in links)
    repeated = sum(n for n in texts.values() if n >= LINKS)   # the furniture's few texts (``💡Hint``, ``💡``)
    return repeated >= max(LINKS, LINK_SHARE * len(lasts)) and not any(marked for _, marked in links)
