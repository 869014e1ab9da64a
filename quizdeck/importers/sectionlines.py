"""A section's name on a line of its own in a file of records that nothing else parts: ``!GEOGRAPHY``.

An app's data file often holds its questions as records of a fixed number of lines, grouped by category, the
category's name on a line before its group, marked by a sign no other line opens with (``!SPORTS``,
``@Science``, ``§Art``). Such a line is no part of a record; counted as one, it puts every record after it
out of step. A line is a section's name here when it is short (one to three words, no question), opens with a
sign (no letter, digit, space, bracket or quote) followed by a letter, and at least three lines open with that
sign, no two in a row, while no other line does.
"""

from __future__ import annotations

import itertools
import unicodedata
from collections import Counter

from quizdeck.importers.linekinds import BLANK, CODE, SEP, Line

#: sections a file must name for its lines to be read so
_LEAST = 3
#: the most words a section's name has
_WORDS = 3


def _sign(line: Line) -> str | None:
    """The sign a line opens with, when it may name a section: a sign, then a word's letter, a few words."""
    text = line.raw.strip()
    if len(text) < 2 or not text[1].isalpha() or len(text.split()) > _WORDS or text.endswith(("?", "？", ":", "：")):
        return None
    category = unicodedata.category(text[0])
    if not category.startswith(("P", "S")) or category in ("Ps", "Pe", "Pi", "Pf") or text[0] in "\"'`-*+•#":
        return None                      # brackets and quotes open text; a bullet or heading is Markdown's
    return text[0]


def section_lines(lines: list[Line]) -> dict[int, str]:
    """The lines that name a file's sections, by number, each with the name (the sign off); empty when none."""
    content = [ln for ln in lines if ln.kind not in (BLANK, SEP, CODE)]
    firsts = Counter(ln.raw.strip()[:1] for ln in content)
    signs = [(ln, _sign(ln)) for ln in content]
    named = Counter(sign for _, sign in signs if sign is not None)
    for sign, count in named.items():
        if count >= _LEAST and count == firsts[sign]:
            at = [k for k, (_, s) in enumerate(signs) if s == sign]
            if all(b - a > 1 for a, b in itertools.pairwise(at)):
                return {signs[k][0].number: signs[k][0].raw.strip()[1:].strip() for k in at}
    return {}
