"""Choices labelled with Roman numerals (``i.`` ``ii.`` ``iii.`` ``iv.``), and the answer line that names them.

School banks label choices (i)-(iv) as often as (a)-(d). To the readers ``i.`` is the letter I and ``ii.`` a word,
so a run is cut at its first line. The run is the evidence: lines of one lead (indent, a bullet) and one sign
(``.``, ``)``), their numerals i, ii, iii... in order from i in one case, two at least, nothing between them but
lines indented deeper (a choice's second line), no list of their question after them (``1.`` ``2.``, ``- [ ]``
within a few lines: the numerals then number statements over the choices), in three places at least, those runs holding
nearly every ``i`` line of that form, in a file that labels no other choices with letters (where it does, the
numerals number statements inside a question). Each numeral is then written as the letter of its place (``i.`` ->
``a.``, ``IV)`` -> ``D)``), line for line, said once.

The line right after such runs (``chọn iv``, ``chọn ii iv``) names their answers when, in most runs (60 %), it opens
with one and the same word and holds nothing else but numerals of its own run's set: it is written as a key and
letters (``chọn: D``, ``chọn: B, D``), which the answer lines then read; a line otherwise stays as it is, and so
do all when each names one numeral, one more than the line before (``Exercise ii``, ``Exercise iii``: a heading
numbering the next question).
Nothing here knows a language or a word.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from itertools import pairwise

from quizdeck.importers.base import LineWarn

#: the numerals in order, lower case
_NUMERALS = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")
_PLACE = {n: k for k, n in enumerate(_NUMERALS)}
#: a numbered line: (1) its lead, (2) the numeral, (3) the sign, (4) the space, (5) the text
_ITEM = re.compile(r"^([ \t]*(?:[-*+•][ \t]+)?\(?)([ivxIVX]{1,4})([.)])([ \t]+)(\S.*)$")
#: a choice labelled with a letter that no numeral is (``a.``, ``B)``): the file labels choices with letters
_LETTERED = re.compile(r"^[ \t]*(?:[-*+•][ \t]+)?\(?[A-HJ-UWYZa-hj-uwyz][.)][ \t]+\S")
#: a list's item: a bullet (a box after it too), or a number or a letter other than a numeral's (``1.``, ``b)``)
_LIST_ITEM = re.compile(r"^[ \t]*(?:[-*+•][ \t]|(?:\*\*|__)?\(?(?:\d{1,2}|[A-HJ-UWYZa-hj-uwyz])[.)])")
#: the most lines after a run looked at for such a list
_WINDOW = 6
#: a line of one word then numerals alone: (1) the word, (2) the numerals
_NAMING = re.compile(r"^[ \t]*([^\W\d_][\w'’]{0,30})[ \t]+([ivxIVX]{1,4}(?:[ \t]*[,;/&]?[ \t]*[ivxIVX]{1,4}){0,11})"
                     r"[ \t]*\.?[ \t]*$")
#: the fewest runs, the fewest items a run, the shares
_LEAST_RUNS, _LEAST_ITEMS, _SHARE, _RECUR = 3, 2, 0.8, 0.6


def _item(line: str) -> tuple[str, int, bool] | None:
    """A numbered line's form (lead and sign), its numeral's place and case; None otherwise."""
    m = _ITEM.match(line)
    if m is None or (place := _PLACE.get(m.group(2).lower())) is None or not (
            m.group(2).islower() or m.group(2).isupper()):
        return None
    return f"{m.group(1)}\0{m.group(3)}", place, m.group(2).isupper()


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _runs(lines: Sequence[str], fenced: Sequence[bool]) -> tuple[list[list[int]], Counter[tuple[str, bool]]]:
    """The runs (line indices of their items) and how many ``i`` lines each form has."""
    runs: list[list[int]] = []
    firsts: Counter[tuple[str, bool]] = Counter()
    for i, line in enumerate(lines):
        item = None if fenced[i] else _item(line)
        if item is None or item[1] != 0:
            continue
        firsts[item[0], item[2]] += 1
        run, j = [i], i + 1
        while j < len(lines) and not fenced[j] and len(run) < len(_NUMERALS):
            nxt = _item(lines[j])
            if nxt is not None and (nxt[0], nxt[2]) == (item[0], item[2]) and nxt[1] == len(run):
                run.append(j)
            elif not lines[j].strip() or _indent(lines[j]) <= _indent(line):
                break                 # a blank line, or a line no deeper than the items: the run's end
            j += 1
        if len(run) >= _LEAST_ITEMS and not _choices_follow(lines, run):
            runs.append(run)
    return runs, firsts


def _choices_follow(lines: Sequence[str], run: list[int]) -> bool:
    """Whether a list follows the run within a few lines, before the next run (two items at one indent: ``1.``
    ``2.``, ``a)`` ``b)``, ``- [ ]`` ``- [ ]``): the numerals number statements, that list is the question's
    choices."""
    j = _after(lines, run)
    seen = 0
    while j is not None and j < len(lines) and seen <= _WINDOW:
        if (item := _item(lines[j])) is not None and item[1] == 0:
            return False                  # the next run: no list between
        k = next((k for k in range(j + 1, min(len(lines), j + 3)) if lines[k].strip()), None)
        if k is not None and _LIST_ITEM.match(lines[j]) and _LIST_ITEM.match(lines[k]) and (
                _indent(lines[j]) == _indent(lines[k])):
            return True
        seen += 1
        j = k
    return False


def _after(lines: Sequence[str], run: list[int]) -> int | None:
    """The first line after a run's last item and its deeper lines (blank lines skipped)."""
    j = run[-1] + 1
    while j < len(lines) and (not lines[j].strip() or _indent(lines[j]) > _indent(lines[run[-1]])):
        j += 1
    return j if j < len(lines) else None


def _named(line: str, count: int) -> tuple[str, list[int]] | None:
    """A line's word and the places its numerals name, when they are all among the first ``count``."""
    m = _NAMING.match(line)
    if m is None:
        return None
    places = [_PLACE.get(t.lower()) for t in re.findall(r"[ivxIVX]+", m.group(2))]
    if any(p is None or p >= count for p in places):
        return None
    return m.group(1).casefold(), [p for p in places if p is not None]


def _counting(named: list[list[int]]) -> bool:
    """Whether the lines' numerals, one a line, go up by one from each line to the next in the file's order
    (``Exercise ii``, ``Exercise iii``...): they number the sections after the runs, they name no answers."""
    return all(len(p) == 1 for p in named) and all(b[0] == a[0] + 1 for a, b in pairwise(named))


def rewritten(lines: Sequence[str], fenced: Sequence[bool], warn: LineWarn) -> list[str] | None:
    """The lines with the numerals of the file's proved runs written as letters, and the answer lines after them
    as a key and letters; None when the file has no such runs."""
    runs, firsts = _runs(lines, fenced)
    forms: dict[tuple[str, bool], list[list[int]]] = {}
    for run in runs:
        item = _item(lines[run[0]])
        assert item is not None
        forms.setdefault((item[0], item[2]), []).append(run)
    kept = [run for form, rs in forms.items() if len(rs) >= _LEAST_RUNS and len(rs) >= _SHARE * firsts[form]
            for run in rs]
    if not kept or sum(1 for i, line in enumerate(lines) if not fenced[i] and _LETTERED.match(line)) >= len(kept):
        return None
    out = list(lines)
    for run in kept:
        for k in run:
            m = _ITEM.match(lines[k])
            assert m is not None
            label = "abcdefghijkl"[_PLACE[m.group(2).lower()]]
            label = label.upper() if m.group(2).isupper() else label
            out[k] = f"{m.group(1)}{label}{m.group(3)}{m.group(4)}{m.group(5)}"
    kept.sort()
    warn(kept[0][0] + 1, f"{sum(len(r) for r in kept)} choices in {len(kept)} runs labelled with Roman numerals "
         f"({lines[kept[0][0]].strip()[:16]}, {lines[kept[0][1]].strip()[:16]}...): read as the choices A, B...",
         "check a few questions: the numerals are the choices' labels only where the page shows them so")
    _keyed(lines, kept, out, warn)
    return out


def _keyed(lines: Sequence[str], runs: list[list[int]], out: list[str], warn: LineWarn) -> None:
    """The line after each run written as a key and letters where, in most runs, it is one word then numerals of
    the run's own set alone (see the module's docstring)."""
    after: dict[int, tuple[int, str, list[int]]] = {}
    for k, run in enumerate(runs):
        if (j := _after(lines, run)) is not None and (named := _named(lines[j], len(run))) is not None:
            after[k] = (j, *named)
    words = Counter(word for _, word, _ in after.values())
    if not words:
        return
    word, count = words.most_common(1)[0]
    if count < max(_LEAST_RUNS, _RECUR * len(runs)) or _counting([p for _, w, p in after.values() if w == word]):
        return
    for j, w, places in after.values():
        if w == word:
            m = _NAMING.match(lines[j])
            assert m is not None
            lead = lines[j][:m.start(1)]
            out[j] = f"{lead}{m.group(1)}: {', '.join('ABCDEFGHIJKL'[p] for p in places)}"
    first = min(j for j, w, _ in after.values() if w == word)
    warn(first + 1, f"the line '{lines[first].strip()[:20]}' after the choices of {count} of {len(runs)} questions, "
         "one word then numerals of the question's own choices, read as their answers",
         "check a few answers against the source")
