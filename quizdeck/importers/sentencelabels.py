"""Two lettered choices on one line, the second after the first one's sentence end: ``C. ... project. D. ...``.

A bank copied from an exam page (ExamTopics, a PDF) often loses the line break between two choices: ``C. Set up
Cloud VPN between ... partner. D. Ask the operations partner ...``, and the right choice, written in bold whole,
may be either of the two: ``C. Create a new VPC ... VPC. **D. Expand the CIDR range ...**`` or ``**C. Create a
custom role ... project.** D. Create a custom role ... level.`` Inside a run of lettered choices (``A.``, ``B.``,
``C.`` in order) a choice whose line holds the run's next label, in the label form of the run (``D.`` after
``C.``), right after a sentence's end (``.``, ``?``, ``!``, maybe closing a bold) and set apart by a space, is two
choices: the line splits there, unless the stop is an initial's or an abbreviation's (``D.C. E. Smith``,
``e.g. A. Smith``: a word of single letters with their stops), or the run's next choice, that label, stands on the
next line (``B. The board. C. elegans ...`` over ``C. Nobody``: the label is the choice's text). A side wrapped in
bold whole (``**D. text**``) is that choice in bold, the file's mark of its right choice where the other choices are
not. Nothing here knows a language; the patterns are anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.labels import letter

#: the longest line searched
_LONGEST = 2000
#: the end of a sentence before the next label: a stop, maybe a closing quote or bracket, maybe a bold's end
_END = r"[.?!。？！][\"'”»)]?"

#: a first side ending with a word of single letters each with its stop (``D.C.``, ``e.g.``, ``B.``): an abbreviation
#: or an initial, whose stop ends no sentence; searched in the side's last characters only
_INITIALS = re.compile(r"(?:^|[^\w.])(?:[^\W\d_]\.)+$")
_TAIL = 24


def split(text: str, k: int, punct: str) -> tuple[str, bool, str, bool] | None:
    """A choice's ``text`` (after its label, maybe starting inside an opened bold) holding the label of choice ``k``
    (``letter(k)``, its punctuation ``punct``: ``.`` or ``)``) after a sentence end: (the first text, whether it is
    in bold whole, the second text, whether it is in bold whole); None when it holds no such label."""
    if len(text) > _LONGEST or punct not in (".", ")"):
        return None
    label = re.escape(letter(k) + punct)
    m = re.match(rf"^(\*\*|__)?(.*?\S{_END})(\*\*|__)?[ \t]+(\*\*|__)?{label}[ \t]+(\S.*)$", text)
    if m is None or m.group(2).count("**") % 2 or m.group(2).count("__") % 2:
        return None
    if m.group(1) != m.group(3):
        return None   # a bold that opens in one choice and closes in the other: no two whole choices
    first_bold = m.group(1) is not None
    rest = m.group(5).rstrip()
    second_bold = False
    if m.group(4) is not None:
        if not rest.endswith(m.group(4)) or m.group(4) in rest[:-2]:
            return None
        rest, second_bold = rest[:-2].rstrip(), True
    first = m.group(2).strip()
    if not first or not rest or _INITIALS.search(first[-_TAIL:]):
        return None   # "U.S. C. Coolidge", "e.g. A. Smith", "Vitamin B. C. elegans": an initial's stop, no sentence's
    return first, first_bold, rest, second_bold


def bold_head(text: str) -> tuple[str, str] | None:
    """A choice line's text that opens with a choice in bold whole and goes on after it (``**C. text.** D. text``):
    (the bold one's text with its label, what follows); None otherwise (the readers take a line in bold whole, or
    one without bold, as they always did)."""
    if len(text) > _LONGEST:
        return None
    m = re.match(rf"^(\*\*|__)(?=\S)(.*?\S{_END})\1[ \t]+(\S.*)$", text.strip())
    return (m.group(2), m.group(3)) if m and m.group(1) not in m.group(2) else None


def say(lines: Sequence[int], deck: ImportedDeck, warn: Callable[[int, int, str, str | None], None]) -> None:
    """Say once, at the first, the lines of the questions read that were split into two choices (1-based)."""
    used = deck.question_lines()
    split = [n for n in lines if n in used]
    if not split:
        return
    more = f" (and {len(split) - 1} more: lines {', '.join(map(str, split[1:9]))}{' ...' if len(split) > 9 else ''})" \
        if len(split) > 1 else ""
    warn(split[0], 1, f"this line holds two lettered choices, the second's label after the first's sentence end: read "
                      f"as two choices{more}", "check the choices; if it is one choice, break the label out of it")


def first_of(line: str, texts: dict[str, int], norm: Callable[[str], str]) -> int | None:
    """The choice a line holding two (``C. text. D. text``, markup off) starts with, when both of its parts are the
    texts (normalised by ``norm``) of two choices in a row, each after its own label: the choices' own line, never
    an answer line naming them."""
    m = re.match(r"^[(\[]?([A-Z])([.)])[ \t]+(\S.*)$", line[:_LONGEST])
    k = texts.get(norm(two[0])) if m and (two := split(m.group(3), ord(m.group(1)) - ord("A") + 1, m.group(2))) \
        else None
    return k if m and two and k == ord(m.group(1)) - ord("A") and texts.get(norm(two[2])) == k + 1 else None
