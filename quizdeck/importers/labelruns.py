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
it. Each line keeps its place, so every message keeps its line. A row of three labels or more glued to their texts
on one line (``A-Kumarhane B-Borsa C-Meyhane``) is set apart first (``evened``).

A capital and one space alone before a text in a script with spaces (``A hond``, ``B kat``) are labels only where the
file proves it run after run (``_spaced_runs``): one label a line and no bullet before it (``- A minor`` is a list's
item, a chord), capitals from the alphabet's first in order, in
``_LEAST_SPACED`` runs at least with a word after a label; then every run of that form is written with the file's
usual sign, or a dot where its labels have none (``A. hond``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from quizdeck.importers import marginmarks
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
#: the most spaces between a capital and its text that make it a spaced label (``A    hond``: a column's gap)
_WIDEST_GAP = 6
#: the wide gap between two choices written in columns
_GAP = re.compile(r"[ \t]{2,}|\t|\u3000+")

#: the alphabets by number
_ALPHABETS = ("ABCDEFGHIJKL", *ALPHABETS[1:])
#: each letter's places: (alphabet number, case, index)
_PLACES: dict[str, list[tuple[int, bool, int]]] = {}
for _n, _alphabet in enumerate(_ALPHABETS):
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


def _label_at(line: str, at: int, spaced: bool = False) -> _Label | None:
    """The label that starts at ``at`` of ``line``, when a letter, one sign (or a space alone or nothing, before a
    text in a script without spaces; ``spaced``: a capital and one space alone before any text) and a text follow."""
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
    if sign == " " and not _spaceless(line[q]) and not (spaced and raw.isupper() and line[q].isalnum() and (
            q - p <= _WIDEST_GAP or "\t" in line[p:q])):
        return None                      # "A dog": a word, not a label ("A    dog" too, but in a run: ``_spaced_runs``)
    return _Label(at, q, letter, sign, raw != letter)


def _labels(line: str, spaced: bool = False) -> list[_Label]:
    """The labels of a line: its first, at its start, and those after wide gaps (in the order written); ``spaced``:
    the first alone, which may be a capital and a space before any text (``A hond``)."""
    if len(line) > _LONGEST:
        return []
    lead = _LEAD.match(line)
    if spaced and lead is not None and lead.group(0).strip():
        return []   # "- A minor": a list's item, its mark the bullet; the capital is the item's word
    first = _label_at(line, lead.end() if lead else 0, spaced)
    if first is None:
        return []
    if spaced:
        return [first]
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


def _runs(lines: Sequence[str], skip: Sequence[bool], spaced: bool = False) -> list[list[tuple[int, list[_Label]]]]:
    """The runs of labelled lines (each line's index and the labels of the run on it, in order). A label of the
    other case than the run's first goes on with it when it is the next letter (``A``, ``B``, ``c``, ``D``).
    ``spaced``: one label a line, a capital and a space alone before any text being one too (see ``_spaced_runs``)."""
    runs: list[list[tuple[int, list[_Label]]]] = []
    current: list[tuple[int, list[_Label]]] = []
    families: set[int] = set()
    count = 0
    for i, line in enumerate(lines):
        if skip[i]:
            current, families, count = [], set(), 0
            continue
        if not line.strip():
            continue
        labels = _labels(line, spaced)
        taken: list[_Label] = []
        if labels and current:
            taken = _in_order(labels, families, count)
        if taken:
            current.append((i, taken))
            count += len(taken)
            families = {n for n, _, k in _places(taken[-1].letter) if k == count - 1} & families
            continue
        current, families, count = [], set(), 0
        if labels:
            firsts = {n for n, _, k in _places(labels[0].letter) if k == 0}
            if firsts:
                taken = _in_order(labels, firsts, 0)
                current = [(i, taken)]
                count = len(taken)
                families = {n for n, _, k in _places(taken[-1].letter) if k == count - 1} & firsts
                runs.append(current)
    return [r for r in runs if sum(len(t) for _, t in r) >= _LEAST and (len(r) > 1 or len(r[0][1]) >= _LEAST)]


#: the fewest runs of capitals and a space alone (``A hond`` .. ``D vogel``) that make them the file's labels
_LEAST_SPACED = 3


def _spaced_runs(lines: Sequence[str], skip: Sequence[bool]) -> list[list[tuple[int, list[_Label]]]] | None:
    """The runs of a file whose choices are labelled by a capital and a space alone before a text in any script
    (``A hond``, ``B kat``, ``C vis``, ``D vogel``), or None when it has too few. A capital and a space start many
    sentences (``A dog``, ``I think``), so only the sequence says: one label a line, capitals of one alphabet from
    its first letter in order on lines with nothing but blank lines between, ``_LEAST`` at least, and at least
    ``_LEAST_SPACED`` such runs in the file, each written so (a run whose labels all have a sign or stand before
    a text in a script without spaces is told without this)."""
    runs = [run for run in _runs(lines, skip, spaced=True)
            if all(len(taken) == 1 and taken[0].letter.isupper() and taken[0].sign == " " for _, taken in run)]
    # the evidence: runs with a word after a label (not a number, "A 3", nor a text in a script without spaces,
    # which the readers know as labels already)
    proved = sum(1 for run in runs if any(lines[i][taken[0].end].isalpha() and not _spaceless(
        lines[i][taken[0].end]) for i, taken in run))
    return runs if proved >= _LEAST_SPACED else None


def _in_order(labels: list[_Label], families: set[int], count: int) -> list[_Label]:
    """The line's labels that go on with a run of ``count`` labels of the alphabets ``families``, in either case:
    its first must be the next, the others the ones after it (a label out of order ends the line's share)."""
    taken: list[_Label] = []
    for label in labels:
        want = count + len(taken)
        if not any(n in families and k == want for n, _, k in _places(label.letter)):
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


#: a row's label: a letter, a sign, maybe spaces, then its text (``A-Kumarhane``, ``B)Piri``, ``D) Barbaros``)
_ROW_LABEL = re.compile(r"([^\W\d_])([-).:：、．])([ \t]*)(?=\S)")
#: the sign a row's labels are written with again, where the readers know the sign only spaced (``A - x``)
_ROW_SIGN = {"-": ")"}


def _row(line: str) -> str | None:
    """``line`` with its row of glued labels (see ``evened``) set apart from their texts; None when it holds none."""
    if len(line) > _LONGEST:
        return None
    lead = _LEAD.match(line)
    at = lead.end() if lead else 0
    first = _ROW_LABEL.match(line, at)
    if first is None:
        return None
    families = {n for n, upper, k in _places(first.group(1)) if k == 0 and upper == first.group(1).isupper()}
    if not families:
        return None
    sign = first.group(2)
    found = [first]
    pos = first.end()
    while len(found) < _MOST:
        want = {a[len(found)] if found[0].group(1).isupper() else a[len(found)].lower() for n, a in
                enumerate(_ALPHABETS) if n in families and len(found) < len(a)}
        nxt = _ROW_LABEL.search(line, pos)
        while nxt is not None and not (line[nxt.start() - 1] in " \t" and nxt.group(1) in want and
                                       nxt.group(2) == sign):
            nxt = _ROW_LABEL.search(line, nxt.start() + 1)
        if nxt is None:
            break
        found.append(nxt)
        pos = nxt.end()
    if len(found) < _LEAST or all(m.group(3) for m in found):
        return None
    parts: list[str] = []
    pos = 0
    for m in found:
        parts.append(line[pos:m.start()] + m.group(1) + _ROW_SIGN.get(sign, sign) + " ")
        pos = m.end()
    return "".join(parts) + line[pos:]


def evened(lines: Sequence[str], skip: Sequence[bool] | None = None) -> list[str] | None:
    """The lines with every label of every run (see the module) written in the file's usual form, line for line;
    None when no line changes. ``skip``: lines no run crosses (fenced code).

    A row of choices on one line, three labels at least of one sign in order, each after a space, some glued to
    their texts (``A-Kumarhane B-Borsa C-Meyhane``, ``A)Çaka Bey B)Piri Reis C)Turgut Reis``), is no form the
    readers know: its labels are set apart from their texts by a space (a dash written as ``)``, the readers
    knowing ``A - x`` only), and the readers read it as the row of choices it is."""
    skip = skip if skip is not None else [False] * len(lines)
    rows = [None if skip[i] else _row(line) for i, line in enumerate(lines)]
    if any(rows):
        given = lines
        lines = [row or line for row, line in zip(rows, given, strict=True)]
        return evened(lines, skip) or lines
    given = lines
    runs, spaced = _all_runs(lines, skip)
    margin: dict[int, str] = {}
    marked = _margin_marked(lines, skip)
    if marked is not None:   # "  x      C    text": the run's right choice, its mark in the margin (marginmarks)
        lines, runs, spaced, margin = marked
    if not runs:
        return None
    usual = _usual(runs) or ((".", False) if spaced else None)
    if usual is None:
        return None
    sign, glued = usual
    out = list(lines)
    changed = False
    for run in runs:
        cases = [label.letter.isupper() for _, taken in run for label in taken]
        upper = 2 * sum(cases) >= len(cases)   # the run's case, most of its labels': a slip of case written so
        for i, taken in run:
            line = lines[i]
            if i not in margin and all(not label.wide and label.sign == sign and _glued(label) == glued and (
                    label.letter.isupper() == upper) for label in taken):
                continue
            parts: list[str] = []
            pos = 0
            for label in taken:
                parts.append(line[pos:label.start])
                letter = label.letter.upper() if upper else label.letter.lower()
                coded = line[label.end:].lstrip(" \t").startswith("`")   # "c. `1*2`": no label glued to code
                parts.append(f"{letter}{sign}{'' if glued and not coded else ' '}"
                             + (f"[{margin[i]}] " if i in margin else ""))
                pos = label.end
            parts.append(line[pos:])
            out[i] = "".join(parts)
            changed = True
    return out if changed or out != list(given) else None


_Runs = list[list[tuple[int, list[_Label]]]]


def _all_runs(lines: Sequence[str], skip: Sequence[bool]) -> tuple[_Runs, _Runs | None]:
    """The runs of the lines, those of spaced labels first (``A hond`` .. ``D vogel`` in run after run, written
    with a dot where no sign is usual), and the spaced runs alone (None when the file has too few)."""
    runs = _runs(lines, skip)
    spaced = _spaced_runs(lines, skip)
    if spaced:
        taken_lines = {i for run in spaced for i, _ in run}
        runs = spaced + [run for run in runs if not any(i in taken_lines for i, _ in run)]
    return runs, spaced


def _margin_marked(lines: Sequence[str], skip: Sequence[bool]) -> tuple[list[str], _Runs, _Runs | None,
                                                                         dict[int, str]] | None:
    """The lines with the right choice's mark in the margin left of the labels (``  x      C    text``, see
    ``marginmarks``) blanked, their runs, and each marked line's token; None when no such mark is proved."""
    tokens = {i: (at, token) for i, (at, token) in marginmarks.blanked(lines).items()
              if not skip[i] and _label_at(lines[i], at) is None and _label_at(lines[i], at, spaced=True) is None
              and token[-1] not in _SIGNS + ").:"}
    if not tokens:
        return None
    trial = [marginmarks.without(line, *tokens[i]) if i in tokens else line for i, line in enumerate(lines)]
    runs, spaced = _all_runs(trial, skip)
    columns = {i: taken[0].start for run in runs for i, taken in run}
    marked = marginmarks.proved([[i for i, _ in run] for run in runs], tokens, columns, _LEAST_SPACED)
    if marked is None:
        return None
    # (only the marks blanked: a token elsewhere is its line's text)
    trial = [marginmarks.without(line, *tokens[i]) if i in marked else line for i, line in enumerate(lines)]
    runs, spaced = _all_runs(trial, skip)
    return trial, runs, spaced, {i: tokens[i][1] for i in marked}


@dataclass(frozen=True)
class Shuffled:
    """A run whose labels are the first letters of one alphabet, each once, written out of order: its lines (the
    first's and the last's index), the label each of its labels is, in the order written (``(0, 2, 1, 3)``), and
    the value of the answer line after it (what follows the line's opening word: ``B``, ``beta``)."""

    first: int
    last: int
    order: tuple[int, ...]
    value: str = ""


_Stretch = tuple[list[tuple[int, _Label]], int, tuple[int, ...]]


def _shuffled(lines: Sequence[str], skip: Sequence[bool]) -> list[_Stretch]:
    """The stretches of lines one label each (blank lines between only) whose letters, in either case, are the
    first of one alphabet, each once, not in order: each line with its label, the alphabet and the order."""
    found: list[_Stretch] = []
    stretch: list[tuple[int, _Label]] = []

    def close() -> None:
        if len(stretch) < _LEAST:
            return
        for n in {n for n, _, _ in _places(stretch[0][1].letter)}:
            ks = [next((k for m, _, k in _places(label.letter) if m == n), -1) for _, label in stretch]
            if sorted(ks) == list(range(len(ks))) and ks != sorted(ks):
                found.append((list(stretch), n, tuple(ks)))
                return

    for i, line in enumerate(lines):
        if not line.strip() and not skip[i]:
            continue
        labels = [] if skip[i] else _labels(line)
        if len(labels) == 1 and labels[0].sign.strip():
            stretch.append((i, labels[0]))
            continue
        close()
        stretch = []
    close()
    return found


#: the word a line opens with, markup and signs before it aside: letters only
_OPENING = re.compile(r"[\W\d_]*?([^\W\d_]+)")


def _next_word(lines: Sequence[str], i: int) -> str | None:
    """The word the first line with text after line ``i`` opens with (case folded), if it opens with one."""
    m = _next_opening(lines, i)
    return m.group(1).casefold() if m else None


def _next_opening(lines: Sequence[str], i: int) -> re.Match[str] | None:
    """The opening word (``_OPENING``) of the first line with text after line ``i``, if it opens with one."""
    j = next((j for j in range(i + 1, min(len(lines), i + 20)) if lines[j].strip()), None)
    return _OPENING.match(lines[j][:200]) if j is not None else None


def _value(lines: Sequence[str], i: int) -> str:
    """What follows the opening word of the first line with text after line ``i`` (its key's signs aside)."""
    m = _next_opening(lines, i)
    return m.string[m.end():].strip().lstrip(":：=-–—*_ \t").strip() if m else ""


def ordered(lines: Sequence[str], skip: Sequence[bool] | None = None) -> tuple[list[str], list[Shuffled]] | None:
    """The lines with every run written out of order (see ``Shuffled``) labelled again in the order written (its
    sign and text as they are), and those runs; None when there is none. A run out of order is the file's run only
    where its other runs prove it: ``_LEAST`` in order of as many labels, and the line after it opens with the word
    the line after most of them opens with (the record's answer line, ``答案：A``), not a list elsewhere."""
    skip = skip if skip is not None else [False] * len(lines)
    found = _shuffled(lines, skip)
    if not found:
        return None
    ordered_runs = _runs(lines, skip)
    sizes = Counter(sum(len(t) for _, t in run) for run in ordered_runs)
    # the word the line after the file's runs opens with (its answer line's key), where most of them have one
    after = Counter(_next_word(lines, run[-1][0]) for run in ordered_runs).most_common(1)
    usual = after[0][0] if after and after[0][1] >= max(_LEAST, len(ordered_runs) / 2) else None
    out = list(lines)
    runs: list[Shuffled] = []
    for stretch, n, order in found:
        if sizes[len(order)] < _LEAST or usual is None or _next_word(lines, stretch[-1][0]) != usual:
            continue
        upper = stretch[0][1].letter.isupper()
        for k, (i, label) in enumerate(stretch):
            letter = _ALPHABETS[n][k]
            out[i] = lines[i][:label.start] + (letter if upper else letter.lower()) + lines[i][label.start + 1:]
        runs.append(Shuffled(stretch[0][0], stretch[-1][0], order, _value(lines, stretch[-1][0])))
    return (out, runs) if runs else None


def holds_next(text: str, index: int) -> bool:
    """Whether a choice's ``text`` holds, after a wide gap, the label of the ``index``-th choice (of the first's
    alphabet and case) and a text: a row of choices in columns read as one (``Marx      D. Lenin``)."""
    for gap in _GAP.finditer(text[:_LONGEST]):
        got = _label_at(text, gap.end())
        if got is not None and got.sign.strip() and any(k == index for _, _, k in _PLACES[got.letter]):
            return True
    return False
