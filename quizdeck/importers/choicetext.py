"""What in a choice's text is not the choice: placeholder cells, and labels the choices carry.

Texts that stand for no choice are what spreadsheets and exports put in an unused cell.

``N/A``, ``-``, ``—`` and empty cells are never a choice. ``none`` and ``null`` may be one
(``None`` is a Python value, "none of these" a common choice), so readers drop them only
where a placeholder is expected (after the last real choice) and say so at the line.
"""

from __future__ import annotations

from quizdeck.importers.labels import split_label

_CERTAIN = {"", "n/a", "n.a.", "n. a.", "-", "--", "---", "—", "–", "(empty)", "(blank)", "#n/a"}
_MAYBE = {"none", "(none)", "null", "nil", "nothing"}


def _key(text: str) -> str:
    return " ".join(text.split()).casefold()


def is_placeholder(text: str) -> bool:
    """Whether ``text`` stands for an empty cell for certain (``N/A``, ``-``, ``—``, blank)."""
    return _key(text) in _CERTAIN


def may_be_placeholder(text: str) -> bool:
    """Whether ``text`` is a placeholder or may be one (``none``, ``null``): a reader that keeps it
    as a choice or drops it says so at its line."""
    key = _key(text)
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
            return None
        out.append(split[1])
    return out
