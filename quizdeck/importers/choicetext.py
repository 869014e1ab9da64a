"""What in a choice's text is not the choice: placeholder cells, and labels the choices carry.

Texts that stand for no choice are what spreadsheets and exports put in an unused cell.

``N/A``, ``-``, ``—`` and empty cells are never a choice. ``none`` and ``null`` may be one
(``None`` is a Python value, "none of these" a common choice), so readers drop them only
where a placeholder is expected (after the last real choice) and say so at the line.
"""

from __future__ import annotations

import re

from quizdeck.importers.imported import folded
from quizdeck.importers.labels import split_label

_CERTAIN = {"", "n/a", "n.a.", "n. a.", "-", "--", "---", "—", "–", "(empty)", "(blank)", "#n/a"}
_MAYBE = {"none", "(none)", "null", "nil", "nothing"}


def is_placeholder(text: str) -> bool:
    """Whether ``text`` stands for an empty cell for certain (``N/A``, ``-``, ``—``, blank)."""
    return folded(text) in _CERTAIN


def may_be_placeholder(text: str) -> bool:
    """Whether ``text`` is a placeholder or may be one (``none``, ``null``): a reader that keeps it
    as a choice or drops it says so at its line."""
    key = folded(text)
    return key in _CERTAIN or key in _MAYBE


def without_labels(texts: list[str]) -> list[str] | None:
    """The texts without their labels when every one carries its own, in order (``a) x``,
    ``b) y``... or ``A. x``, ``B. y``: the card letters the choices itself); else None."""
    if len(texts) < 2:
        return None
    out = []
    for index, text in enumerate(texts):
        split = split_label(text)
        if split is None or split[0] != index or not split[1]:
            return _closed_in_order(texts)
        out.append(split[1])
    return out


def kept_apart(texts: list[str], out: list[str] | None) -> list[str] | None:
    """``out``, the texts with their labels taken off, when that leaves distinct texts distinct; None when it makes
    two different choices the same text (``A del RUI``, ``B del RUI``: the letters are the choices' text, not labels).
    A reader asks this of labels its evidence is weak for (bare capitals, slips of the hand); labels that are signed
    and in order (``a.) delgroup`` ... ``d.) delgroup``, ``without_labels``) are proved: a choice written twice is
    then the source's, and goes off to be said by the check ("choices A and D are the same text")."""
    if out is None or len(out) != len(texts):
        return out
    seen: dict[str, str] = {}
    for text, bare in zip(texts, out, strict=True):
        key = " ".join(bare.split()).casefold()
        if seen.setdefault(key, text) != text:
            return None
    return out


#: a bare label: a capital, a space and the text (``C del RUI``); no sign closes it
_BARE = re.compile(r"[ \t]*([A-L])[ \t]+(?=\S)")


def bare_out_of_order(texts: list[str]) -> bool:
    """Whether every text starts with a capital and a space and the capitals are not in order (``C del RUI``,
    ``A del RUI``, ``B del RUI``): with no sign to close them and no order to prove them, they are the choices' text,
    not labels slipped out of place."""
    found = [_BARE.match(text) for text in texts]
    if not texts or any(m is None for m in found):
        return False
    letters = "".join(m.group(1) for m in found if m is not None)
    return letters != "ABCDEFGHIJKL"[:len(texts)]


#: a letter and the sign after it that closes a label, then the text: ``B] text``, ``b) text``; or two signs, a stop
#: and the bracket (``b.) text``, ``c:) text``, ``d).`` text): the run of letters in order says they are labels
_CLOSED = re.compile(r"([A-La-l])(?:[\])][.:]?|[.:][\])])[ \t]+(\S.*)", re.S)
#: the fewest choices whose letters in order say they are labels, whatever sign closes them
_IN_ORDER = 3


def _closed_in_order(texts: list[str]) -> list[str] | None:
    """The texts without their labels when three or more each start with the next letter, in one case, closed by a
    bracket or a parenthesis however they were opened (``A] x``, ``B] y``, ``C) z``, as a hand slips between the two
    keys): the run of letters says they are labels, not the sign; else None."""
    found = [_CLOSED.match(text) for text in texts]
    if len(texts) < _IN_ORDER or any(m is None for m in found):
        return None
    letters = "".join(m.group(1) for m in found if m is not None)
    if letters not in ("ABCDEFGHIJKL"[:len(texts)], "abcdefghijkl"[:len(texts)]):
        return None
    return [m.group(2) for m in found if m is not None]


def closed_label(text: str) -> str | None:
    """The text after a letter and the bracket or parenthesis that closes it (``B] text`` -> ``text``), however the
    label was opened; None when ``text`` does not start so. For a line compared with a question's known choices."""
    m = _CLOSED.match(text)
    return m.group(2) if m else None


def labels_off(texts: list[str]) -> tuple[list[str], bool] | None:
    """Each text's own leading label taken off (``a) x``, ``a) y``, ``z``: ``x``, ``y``, ``z``), and whether the
    labels there were in order (one missing); None when no text carries one. For a sheet whose rows mostly label
    their choices in order (``in_order_share``), where a row's labels slipped (``a)`` thrice, one missing): the
    column's labels, whatever the row's own order."""
    out = []
    found = []
    for text in texts:
        split = split_label(text) if text.strip() else None
        out.append(split[1] if split is not None and split[1] else text)
        found.append(split[0] if split is not None and split[1] else None)
    if all(k is None for k in found):
        return None
    present = [k for k in found if k is not None]
    return out, present == list(range(len(present)))


def in_order_share(rows: list[list[str]]) -> float:
    """The share of rows (their choices' texts, empty cells left out) whose choices each carry their own label, in
    order (``without_labels``)."""
    texts = [[t for t in row if t.strip()] for row in rows]
    texts = [t for t in texts if len(t) >= 2]
    return sum(1 for t in texts if without_labels(t) is not None) / len(texts) if texts else 0.0
