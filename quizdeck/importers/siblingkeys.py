"""A record's sibling keys that differ only by a running number or letter (``answer1`` … ``answer4``, ``option_a`` …
``option_d``, ``choiceA`` … ``choiceD``): one list, in their number's order.

Data written by hand (a page's front matter, a CMS's records) often keeps a question's options as several keys of
one record instead of one list. The keys prove the list: two or more keys of the record share one stem (letters,
maybe a joining ``-``, ``_``, space or ``.``) and end with a number running 1..n (or 0..n-1), or with a letter
running a..n set apart by a joining sign or glued on in capitals after a small letter (``choiceA``), none missing,
none twice; the stem is no key of the record itself. The list stands where its first key stands, named by the stem;
the other fields keep their order. Every pattern is anchored and linear in the key's length.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

T = TypeVar("T")

#: a key that is a stem and a running number: ``answer1``, ``option_2``, ``choice-3``
_NUMBERED = re.compile(r"^([^\W\d_][^\W\d]{0,39}?)[-_ .]?(\d{1,2})$")
#: a key that is a stem and a running letter set apart (``option_a``) or glued on in capitals (``choiceA``)
_LETTERED = re.compile(r"^([^\W\d_][^\W\d]{0,39}?)(?:[-_ .]([A-Za-z])|(?<=[a-z])([A-Z]))$")


def _place(key: str) -> tuple[str, int] | None:
    """A key's stem (case folded, its joining sign aside) and its place in the run (from 0 for ``a``, from the
    number itself for a number); None for a key of no such shape."""
    if (m := _NUMBERED.match(key)) is not None:
        return "#" + m.group(1).rstrip("-_ .").casefold(), int(m.group(2))
    if (m := _LETTERED.match(key)) is not None:
        ch = (m.group(2) or m.group(3)).casefold()
        return "@" + m.group(1).rstrip("-_ .").casefold(), ord(ch) - ord("a")
    return None


def runs(keys: Sequence[str]) -> list[list[str]]:
    """The runs of sibling keys among ``keys`` (see the module), each in its number's order; none when there are
    none. A stem that is itself one of the keys (``answer`` beside ``answer1``) makes no run."""
    groups: dict[str, list[tuple[int, str]]] = {}
    for key in keys:
        placed = _place(key.strip())
        if placed is not None:
            groups.setdefault(placed[0], []).append((placed[1], key))
    plain = {k.strip().casefold() for k in keys}
    out: list[list[str]] = []
    for stem, members in groups.items():
        numbers = sorted(n for n, _ in members)
        first = numbers[0]
        if len(members) < 2 or stem[1:] in plain or first not in ((0,) if stem[0] == "@" else (0, 1)) or \
                numbers != list(range(first, first + len(numbers))):
            continue
        out.append([k for _, k in sorted(members)])
    return out


def stem(run: Sequence[str]) -> str:
    """The name a run of sibling keys is kept under: their stem as the first key writes it (``answer``)."""
    placed = _NUMBERED.match(run[0]) or _LETTERED.match(run[0])
    return placed.group(1).rstrip("-_ .") if placed is not None else run[0]


def fold(record: Mapping[str, T], make: Callable[[list[T], list[str]], T]) -> dict[str, T] | None:
    """``record`` with each run of its sibling keys as one field (``make`` builds it from the values, in order, and
    their keys), standing where the run's first key stood; None when it has no run."""
    found = runs(list(record))
    if not found:
        return None
    first = {run[0]: run for run in found}
    members = {k for run in found for k in run}
    out: dict[str, T] = {}
    for key, value in record.items():
        if key in first:
            run = first[key]
            out[stem(run)] = make([record[k] for k in run], run)
        elif key not in members:
            out[key] = value
    return out

