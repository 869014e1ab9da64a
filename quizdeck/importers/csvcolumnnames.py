"""An answer column whose cells name the right choice's COLUMN by its header's name.

``id;question;right;alt1;alt2;alt3`` over ``7;Which…?;alt2;x;y;z``: the answer ``alt2`` is the choice under the
header ``alt2``, the second. The header decides: the names are compared as written (case, spaces, ``_`` and
``-`` aside), several of them in one cell name several choices (``alt1, alt3``). Read so only when nine filled
answer cells in ten name choice columns so, and the names are more than a letter or a number (those are read as
letters and choice numbers already).
"""

from __future__ import annotations

import re

#: what separates several names in one answer cell
_SEVERAL = re.compile(r"[ \t]*[,;|&+/][ \t]*")
#: a name that is a letter or a number alone, or with a bracket: read as such, not by its column
_BARE = re.compile(r"[(\[]?(?:[A-Za-z]|\d{1,2})[.)\]]?")
_MOST = 0.9
_GAPS = re.compile(r"[\s_\-]+")


def name_key(name: str) -> str:
    """A header's name, or an answer cell's, as the two are compared: case, spaces, ``_`` and ``-`` aside."""
    return _GAPS.sub("", name.strip().strip("\ufeff")).casefold()


def places_named(value: str, names: dict[str, int]) -> list[int] | None:
    """The choices (their places) an answer cell names by their columns' names, each part one name; else None."""
    parts = [p for p in _SEVERAL.split(value.strip()) if p]
    if not parts or any(name_key(p) not in names for p in parts):
        return None
    return sorted({names[name_key(p)] for p in parts})


def choice_names(header: list[str], choice: list[int], answers: list[str]) -> dict[str, int] | None:
    """The choice columns' names (as ``name_key`` has them) and each one's place among the choices, when the
    answer ``answers`` (one cell a row) name them so: nine filled cells in ten, two at least, each name distinct,
    not a bare letter or number; else None."""
    names: dict[str, int] = {}
    for place, index in enumerate(choice):
        raw = header[index].strip() if index < len(header) else ""
        key = name_key(raw)
        if not key or _BARE.fullmatch(raw) or key in names:
            return None
        names[key] = place
    filled = [a for a in answers if a.strip()]
    if len(filled) < 2:
        return None
    named = sum(1 for a in filled if places_named(a, names) is not None)
    return names if named >= _MOST * len(filled) else None
