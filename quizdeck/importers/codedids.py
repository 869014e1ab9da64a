"""Records headed by a coded id and brackets (``T1A01 (C) [97.1]``): the id no text, a one-letter bracket the key.

Question pools head each record with its code, letters and digits mixed (``T1A01``, ``B-001-001-001``), then
brackets only: the key (``(C)``) and a reference (``[97.3(a)(23)]``). Read as it stands, the line is the
question's first line and every bracketed letter a candidate answer. The file's repetition says what it is,
no word: a line of one token holding letters and digits that is no word and a number (``ID 1004`` is
``recordids``'), the rest of the line brackets only, the token's shape (letters as ``A``, digits as ``9``) the
same on 90 % of such lines, three at least, every id different; the records between them hold a question and two
choices at least, most of sizes within twice the middle one's, from the file's top (a title aside) to its end. Then:

* the bracket standing in the same place (counted among the line's outer brackets: one nested in another is
  the reference's) on 90 % of the headers and holding one letter there is the key: the header becomes nothing,
  the key ``Answer: X`` under the record's choices (the readers name the choice, or say the letter names none), on
  its terminator or the blank line after it; a record with neither keeps no key (the readers say it has none);
* a short line of signs (no letter or digit) that ends 90 % of the records, the same in each (``~~``), is their
  terminator: written as nothing
  (or as the key), no explanation.

Each line keeps its place. Fenced code is left alone. Linear in the file's length.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.labels import split_label

#: a header: a token of letters and digits (separators inside), then brackets only (the last maybe left open)
_HEADER = re.compile(r"[ \t]*(?P<id>[^\W_](?:[\w.-]{0,18}[^\W_])?)(?P<rest>(?:[ \t]*(?:\([^()]{0,60}\)"
                     r"|\[[^\[\]]{0,80}\]|\{[^{}]{0,60}\}))*(?:[ \t]*\[[^\[\]]{0,80})?)[ \t]*")
#: one outer bracket of a header's rest
_BRACKET = re.compile(r"\(([^()]{0,60})\)|\[([^\[\]]{0,80})\]|\{([^{}]{0,60})\}")
#: a word and a number (``ID1004``, ``Q12``): a label or ``recordids``' id, not a code
_WORD_NUMBER = re.compile(r"[^\W\d_]+\d+")
#: the fewest headers that make them the file's
LEAST = 3
#: the share of the headers (and of the records) a shape, a key's place and a terminator must hold
SHARE = 0.9
#: the fewest lines with text in a record: its question and two choices
_LEAST_BETWEEN = 3
#: the most lines with text before the first header (a title)
_TITLE = 2
#: the longest terminator line
_TERMINATOR = 12


def _shape(token: str) -> str:
    """A token's shape: each letter ``A``, each digit ``9``, the rest as written."""
    return "".join("A" if ch.isalpha() else "9" if ch.isdigit() else ch for ch in token)


def _headers(lines: Sequence[str], fenced: Sequence[bool]) -> dict[int, re.Match[str]]:
    """The lines of the header form whose token mixes letters and digits and is no word and a number."""
    found: dict[int, re.Match[str]] = {}
    for i, line in enumerate(lines):
        if fenced[i] or len(line) > 160 or (m := _HEADER.fullmatch(line)) is None:
            continue
        token = m.group("id")
        if any(c.isalpha() for c in token) and any(c.isdigit() for c in token) and not _WORD_NUMBER.fullmatch(token):
            found[i] = m
    return found


def _holds(lines: Sequence[str], places: list[int]) -> bool:
    """Whether the headers open the file's records: from its top (a title aside) to its end, each record holding a
    question and two choices, most (``SHARE``) of sizes within twice the middle one's."""
    ends = [*places[1:], len(lines)]
    held = [sum(1 for line in lines[a + 1:b] if line.strip()) for a, b in zip(places, ends, strict=True)]
    before = sum(1 for line in lines[:places[0]] if line.strip())
    middle = sorted(held)[len(held) // 2]
    even = sum(1 for n in held if middle <= 2 * n and n <= 2 * middle)
    return min(held) >= _LEAST_BETWEEN and before <= _TITLE and even >= SHARE * len(held)


def _key_place(rests: list[str]) -> int | None:
    """The place among the headers' outer brackets that holds one letter on most of them (``SHARE``)."""
    counts: Counter[int] = Counter()
    for rest in rests:
        for k, m in enumerate(_BRACKET.finditer(rest)):
            if _letter(m) is not None:
                counts[k] += 1
    if not counts:
        return None
    place, count = counts.most_common(1)[0]
    return place if count >= SHARE * len(rests) else None


def _key(rest: str, place: int) -> str | None:
    """The letter in a header's bracket at ``place``, when it holds one."""
    for k, m in enumerate(_BRACKET.finditer(rest)):
        if k == place:
            return _letter(m)
    return None


def _letter(bracket: re.Match[str]) -> str | None:
    """The one letter an outer bracket holds (``(C)``), else None."""
    inner = next(g for g in bracket.groups() if g is not None).strip()
    return inner if len(inner) == 1 and inner.isalpha() else None


def _terminators(lines: Sequence[str], places: list[int]) -> set[int]:
    """The last lines of the records that are one short line of signs, the same on most records (``SHARE``)."""
    lasts: dict[int, str] = {}
    for a, b in zip(places, [*places[1:], len(lines)], strict=True):
        last = next((j for j in range(b - 1, a, -1) if lines[j].strip()), None)
        if last is not None:
            lasts[last] = lines[last].strip()
    counts = Counter(lasts.values())
    if not counts:
        return set()
    text, count = counts.most_common(1)[0]
    if count < SHARE * len(places) or len(text) > _TERMINATOR or split_label(text) is not None \
            or any(ch.isalnum() for ch in text):   # a worded last line (``None``) is the records' last choice
        return set()
    return {j for j, t in lasts.items() if t == text}


def uncoded(lines: Sequence[str], fenced: Sequence[bool]) -> list[str] | None:
    """``lines`` with each coded header written as its key (or nothing) and each record's terminator as nothing
    (see the module), line for line; None when the file's records are not headed so."""
    found = _headers(lines, fenced)
    shapes = Counter(_shape(m.group("id")) for m in found.values())
    if not shapes:
        return None
    shape, count = shapes.most_common(1)[0]
    places = sorted(i for i, m in found.items() if _shape(m.group("id")) == shape)
    ids = [found[i].group("id") for i in places]
    if count < LEAST or count < SHARE * len(found) or len(set(ids)) < len(ids) or not _holds(lines, places):
        return None
    below = [next((j for j in range(i + 1, min(len(lines), i + 4)) if lines[j].strip()), None) for i in places]
    if any(j is None or j in found or fenced[j] or split_label(lines[j].strip()) is not None for j in below):
        return None                      # the question's own line under each header
    rests = [found[i].group("rest") for i in places]
    place = _key_place(rests)
    ends = _terminators(lines, places)
    out = list(lines)
    for j in ends:
        out[j] = ""
    for i, rest, end in zip(places, rests, [*places[1:], len(lines)], strict=True):
        out[i] = ""
        key = _key(rest, place) if place is not None else None
        at = _after_choices(lines, i, end, ends)
        if key is not None and at is not None:
            out[at] = f"Answer: {key}"
    return out


def _after_choices(lines: Sequence[str], start: int, end: int, ends: set[int]) -> int | None:
    """Where a record's key is written, under its choices (a key above the question is read as the record
    before's): its terminator, else the blank line after its last line; None when it has neither."""
    last = next((j for j in range(end - 1, start, -1) if lines[j].strip()), start)
    if last in ends:
        return last
    return last + 1 if last + 1 < end and not lines[last + 1].strip() else None
