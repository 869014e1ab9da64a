"""Choices numbered by a digit and a gap alone (``1  text`` .. ``5  text``), indented or not: ``1. text``.

Some exam files write each question's choices as its number then two spaces or more (an ideographic space too),
no sign: ``    1  バンク-ミケルセン...`` .. ``    5  エリクソン...``, under ``問題1  question``, often indented four
spaces, which Markdown would show as code. No reader knows a label without its sign, and an indented block is code
to them. Learnt from the file: a run of lines of that shape, one indent, numbered 1, 2, .. k (k of 2 at least) in
order, right under a line of text (one blank line between them at most) is that question's choice list when the
file has ``_RUNS`` such runs at least: each line written ``n. text`` without its indent, the number's place kept
(a line of numbers, a table's rows, ``0  crvene``, a code listing's ``41    for``, never runs 1..k so under a text).
Said in the summary; where a run ends at a line of the same shape numbered otherwise (``1 2 3 5``), a warning
there: a choice may be read into another part; where a run's texts are all numbers (``1  23``, ``2  45``: a table's
rows, a score's spread, or a calculation's choices), a warning at its first line too.

Such files name their sections by a line in brackets over the section's heading (``＜領域：介護＞`` over
``## 介護の基本``), right after the last choice of a run: read as that question's explanation. Learnt from the
file (``sections``): a line wrapped in a pair of brackets (``＜..＞``, ``【..】``; not an HTML tag), whose every
line of that pair stands right over a heading (one blank line between at most), ``_RUNS`` times at least, is the
heading's own: written as a heading of the same level (page furniture, as the heading is), said and warned at the
first one. Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

#: a line of a number, a gap of two spaces or more (or an ideographic space), then text
_SPACED = re.compile(r"^([ \t]*)(\d{1,2})(?:[ \t]{2,}|[ \t]*\u3000[ \t\u3000]*)(?=\S)")
#: a text that is a number alone (``23``, ``4.5``, ``12%``)
_NUMBER = re.compile(r"^[+-]?\d[\d,.]*%?$")
#: a Markdown heading: its marks
_HEADING = re.compile(r"^(#{1,6})[ \t]+\S")
#: the fewest runs a file must have for them to be its choices
_RUNS = 3


def _run_at(lines: Sequence[str], skip: Sequence[bool], i: int) -> int:
    """The end (exclusive) of the run 1..k starting at ``i`` with one indent, or ``i`` when none starts there."""
    first = _SPACED.match(lines[i]) if not skip[i] else None
    if first is None or first.group(2) != "1":
        return i
    end = i + 1
    while end < len(lines) and not skip[end] and (m := _SPACED.match(lines[end])) is not None and (
            m.group(1) == first.group(1) and int(m.group(2)) == end - i + 1):
        end += 1
    return end if end - i >= 2 else i


def _under_text(lines: Sequence[str], skip: Sequence[bool], i: int) -> bool:
    """Whether line ``i`` is right under a line of text (one blank line between at most) that is no such line."""
    above = i - 1 if i >= 1 and lines[i - 1].strip() else i - 2
    return above >= 0 and not skip[above] and bool(lines[above].strip()) and _SPACED.match(lines[above]) is None


def spaced(lines: Sequence[str], skip: Sequence[bool]) -> tuple[list[str], int, list[int], list[int]] | None:
    """``lines`` with the file's runs of spaced numbers written as labels (see the module), line for line, the
    number of choices so written, the places (0-based) where a run ends at a line of its shape numbered otherwise,
    and those of the runs whose texts are numbers alone; None when the file has fewer than ``_RUNS`` runs."""
    runs: list[tuple[int, int]] = []
    i = 0
    while i < len(lines):
        end = _run_at(lines, skip, i)
        if end > i and _under_text(lines, skip, i):
            runs.append((i, end))
            i = end
        else:
            i = max(end, i + 1)
    if len(runs) < _RUNS:
        return None
    out = list(lines)
    for start, end in runs:
        for k in range(start, end):
            m = _SPACED.match(lines[k])
            assert m is not None
            out[k] = f"{m.group(2)}. {lines[k][m.end():]}"
        indent = lines[start][:len(lines[start]) - len(lines[start].lstrip(" \t"))]
        k = end     # the rest of the indented block the run opens (a note under it, ``（注）``): no code either
        while indent and k < len(lines) and not skip[k] and (not lines[k].strip() or (
                lines[k].startswith(indent) and _SPACED.match(lines[k]) is None)):
            out[k] = lines[k][len(indent):] if lines[k].strip() else lines[k]
            k += 1
    odd = [end for _, end in runs if end < len(lines) and not skip[end] and _SPACED.match(lines[end]) is not None]
    numeric = [start for start, end in runs
               if all(_NUMBER.match(out[k][out[k].index(".") + 1:].strip()) for k in range(start, end))]
    return out, sum(end - start for start, end in runs), odd, numeric


def _bracketed(text: str) -> bool:
    """Whether ``text`` is wrapped in a pair of brackets (``＜..＞``, ``【..】``, ``〔..〕``), not an HTML tag's."""
    opens = unicodedata.category(text[0]) == "Ps" or text[0] in "<＜«‹"
    closes = unicodedata.category(text[-1]) == "Pe" or text[-1] in ">＞»›"
    return opens and closes and not (text[0] == "<" and (text[1].isascii() and (text[1].isalpha() or text[1] in "/!")))


def _over_heading(lines: Sequence[str], skip: Sequence[bool], i: int) -> str | None:
    """The marks of the heading right under line ``i`` (one blank line between at most), or None."""
    below = i + 1 if i + 1 < len(lines) and lines[i + 1].strip() else i + 2
    m = _HEADING.match(lines[below]) if below < len(lines) and not skip[below] else None
    return m.group(1) if m is not None else None


def sections(lines: Sequence[str], skip: Sequence[bool]) -> tuple[list[str], list[int]] | None:
    """``lines`` with the section names in brackets over the file's headings written as headings (see the module),
    line for line, and their places (0-based); None when there are fewer than ``_RUNS`` or one of their pair of
    signs stands elsewhere."""
    pairs: dict[tuple[str, str], list[int]] = {}
    for i, line in enumerate(lines):
        text = line.strip()
        if skip[i] or len(text) < 3 or line[:1] in " \t" or not _bracketed(text):
            continue
        pairs.setdefault((text[0], text[-1]), []).append(i)
    places = next((at for at in pairs.values()
                   if len(at) >= _RUNS and all(_over_heading(lines, skip, i) is not None for i in at)), None)
    if places is None:
        return None
    out = list(lines)
    for i in places:
        out[i] = f"{_over_heading(lines, skip, i)} {lines[i].strip()}"
    return out, places
