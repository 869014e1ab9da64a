"""A run of lettered choices told by its labels' sequence, whatever sign follows each letter: written in one form.

A question's choices carry the labels of one alphabet in order, A, B, C... on the lines that follow its text. What
follows each letter is a file's habit and it drifts: a dot in one part and a colon in another, a dot with a space
over a dot glued to a text in a script without spaces, an ideographic comma, a letter and a space alone, the text
glued to the letter itself, letters written full width. Choices may also stand in columns, two or three on a line
over a second line that goes on with the sequence (its first label the third). The readers each know one form per
file, so a run written in several is cut where its form changes and the rest lost.

The sequence is the evidence: lines whose first letters go on in order from the first of one alphabet (one case),
nothing but blank lines between them, and in a line the next letters of the sequence after a wide gap (two spaces
or more, a tab, an ideographic space), three labels at least in all, are one run, whatever sign follows each.
Every label of such runs is written again in the file's own usual form (the sign most of the runs' labels have),
its text set apart by a space, line for line, before any reader runs; a letter written full width is written as
the letter. Labels in brackets (``(a)``, ``b)``) are another kind (a question's list of statements often is) and
are left as they are; so is every line of no such run. Nothing here knows a language: a letter with a space alone
after it, or glued to its text, is a label only where the text is in a script without capitals and the run proves
it. Each line keeps its place, so every message keeps its line.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from quizdeck.importers.labels import ALPHABETS

#: the signs one letter may be followed by (a space alone and nothing at all aside)
_SIGNS = ".．、:："
#: the most labels a row of columns holds
_MOST = 12
#: the fewest labels that make a run
_LEAST = 3
#: a line longer than this is no choice (and is not searched)
_LONGEST = 2000
#: a line's indentation and bullet before its first label
_LEAD = re.compile(r"^[ \t\u3000]*(?:[-*+•][ \t]+)?")
#: the wide gap between two choices written in columns
_GAP = re.compile(r"[ \t]{2,}|\t|\u3000+")

#: each letter's places: (alphabet number, case, index)
_PLACES: dict[str, list[tuple[int, bool, int]]] = {}
for _n, _alphabet in enumerate(("ABCDEFGHIJKL", *ALPHABETS[1:])):
    for _i, _c in enumerate(_alphabet):
        _PLACES.setdefault(_c, []).append((_n, True, _i))
        if _c.lower() != _c:
            _PLACES.setdefault(_c.lower(), []).append((_n, False, _i))


def _letter(char: str) -> str:
    """A letter written full width as the letter (``Ａ`` -> ``A``); any other as it is."""
    return chr(ord(char) - 0xFEE0) if "\uff21" <= char <= "\uff2c" or "\uff41" <= char <= "\uff4c" else char


def _spaceless(char: str) -> bool:
    """Whether a text starting with ``char`` is in a script written without spaces (CJK and its punctuation)."""
    return char >= "\u2e80" and not ("\uff01" <= char <= "\uff5e")


@dataclass
class _Label:
    """One label on a line: where it starts and ends (its text starts after the spaces after it), its letter, its
    sign (``""`` glued, ``" "`` a space alone)."""

    start: int
    end: int
    letter: str
    sign: str
    wide: bool           # written full width


def _label_at(line: str, at: int) -> _Label | None:
    """The label that starts at ``at`` of ``line``, when a letter, one sign (or a space alone or nothing, before a
    text in a script without spaces) and a text follow."""
    if at >= len(line):
        return None
    raw = line[at]
    letter = _letter(raw)
    if letter not in _PLACES:
        return None
    p = at + 1
    after = line[p:p + 1]
    if after and after in _SIGNS:
        sign = after
        p += 1
    elif after in (" ", "\t", "\u3000"):
        sign = " "
    elif after and _spaceless(after):
        sign = ""
    else:
        return None
    q = p
    while q < len(line) and line[q] in " \t\u3000":
        q += 1
    if q >= len(line):
        return None
    if sign == " " and not _spaceless(line[q]):
        return None                      # "A dog": a word, not a label
    return _Label(at, q, letter, sign, raw != letter)


def _labels(line: str) -> list[_Label]:
    """The labels of a line: its first, at its start, and those after wide gaps (in the order written)."""
    if len(line) > _LONGEST:
        return []
    lead = _LEAD.match(line)
    first = _label_at(line, lead.end() if lead else 0)
    if first is None:
        return []
    found = [first]
    for gap in _GAP.finditer(line, first.end):
        got = _label_at(line, gap.end())
        if got is not None:
            found.append(got)
            if len(found) >= _MOST:
                break
    return found


def _places(letter: str) -> set[tuple[int, bool, int]]:
    return set(_PLACES.get(letter, ()))


def _runs(lines: Sequence[str], skip: Sequence[bool]) -> list[list[tuple[int, list[_Label]]]]:
    """The runs of labelled lines (each line's index and the labels of the run on it, in order)."""
    runs: list[list[tuple[int, list[_Label]]]] = []
    current: list[tuple[int, list[_Label]]] = []
    families: set[tuple[int, bool]] = set()
    count = 0
    for i, line in enumerate(lines):
        if skip[i]:
            current, families, count = [], set(), 0
            continue
        if not line.strip():
            continue
        labels = _labels(line)
        taken: list[_Label] = []
        if labels and current:
            taken = _in_order(labels, families, count)
        if taken:
            current.append((i, taken))
            count += len(taken)
            families = {(n, case) for n, case, k in _places(taken[-1].letter) if k == count - 1} & families
            continue
        current, families, count = [], set(), 0
        if labels:
            firsts = {(n, case) for n, case, k in _places(labels[0].letter) if k == 0}
            if firsts:
                taken = _in_order(labels, firsts, 0)
                current = [(i, taken)]
                count = len(taken)
                families = {(n, case) for n, case, k in _places(taken[-1].letter) if k == count - 1} & firsts
                runs.append(current)
    return [r for r in runs if sum(len(t) for _, t in r) >= _LEAST and (len(r) > 1 or len(r[0][1]) >= _LEAST)]


def _in_order(labels: list[_Label], families: set[tuple[int, bool]], count: int) -> list[_Label]:
    """The line's labels that go on with a run of ``count`` labels of ``families``: its first must be the next,
    the others the ones after it (a label out of order ends the line's share)."""
    taken: list[_Label] = []
    for label in labels:
        want = count + len(taken)
        if not any((n, case, want) in _places(label.letter) for n, case in families):
            break
        taken.append(label)
    return taken


def _glued(label: _Label) -> bool:
    """Whether a label's text follows its sign with no space between."""
    return label.end == label.start + 1 + len(label.sign)


def _usual(runs: list[list[tuple[int, list[_Label]]]]) -> tuple[str, bool] | None:
    """The form most labels of the runs have: their sign, and whether their text is glued to it; None when most
    have no sign (a space alone, nothing): a file's own form, which no sign of its own says how to write again."""
    counts = Counter((label.sign, _glued(label)) for run in runs for _, taken in run for label in taken)
    top = counts.most_common(1)[0][0]
    return top if top[0].strip() else None


def evened(lines: Sequence[str], skip: Sequence[bool] | None = None) -> list[str] | None:
    """The lines with every label of every run (see the module) written in the file's usual form, line for line;
    None when no line changes. ``skip``: lines no run crosses (fenced code)."""
    skip = skip if skip is not None else [False] * len(lines)
    runs = _runs(lines, skip)
    if not runs:
        return None
    usual = _usual(runs)
    if usual is None:
        return None
    sign, glued = usual
    out = list(lines)
    changed = False
    for run in runs:
        for i, taken in run:
            line = lines[i]
            if all(not label.wide and label.sign == sign and _glued(label) == glued for label in taken):
                continue
            parts: list[str] = []
            pos = 0
            for label in taken:
                parts.append(line[pos:label.start])
                parts.append(f"{label.letter}{sign}{'' if glued else ' '}")
                pos = label.end
            parts.append(line[pos:])
            out[i] = "".join(parts)
            changed = True
    return out if changed else None


def holds_next(text: str, index: int) -> bool:
    """Whether a choice's ``text`` holds, after a wide gap, the label of the ``index``-th choice (of the first's
    alphabet and case) and a text: a row of choices in columns read as one (``Marx      D. Lenin``)."""
    for gap in _GAP.finditer(text[:_LONGEST]):
        got = _label_at(text, gap.end())
        if got is not None and got.sign.strip() and any(k == index for _, _, k in _PLACES[got.letter]):
            return True
    return False
