"""A choice label alone on its line over lines of code or output, in a run whose other labels carry their text.

"What is the output" banks in plain text write some choices as a label alone (``A)``) over the program's lines or
its output (``2 1`` / ``3 1`` / ...), no fence around them, while the question's other choices keep their text on
the label's line (``E) Compilation fails``). A lone label is no choice to the readers, and the block under it no
choice's text, so the question loses its choices. ``lonelabels`` reads such labels when the file repeats the shape
(runs of lone labels in three places, or fenced code); one question mixing both kinds is not proven so.

The run is the evidence: labels in one form (one sign, one case) going A, B, C... from the first, two at least,
each alone on its line or with its text on it, the lines between two of them only blank lines after a label with
text, and for a lone label blank lines and one block of lines with no blank line inside it (at most
``_MOST_LINES``, no label of the run's form, no fence); one label alone at least; the form used by two more
runs of the file whose labels all carry their text (its own way of labelling choices); and an answer line right
after the run (a short word and a sign, then one of the run's letters: ``Ans- B``, ``Answer: A``). Each lone
label's block is then fenced, the lines kept in place: the fence opens in the blank line between the label and its
block (or the label moves up into the blank line above it and the fence takes its place), and closes in the blank
line under the block; a labelled line of the run at another indent than its first label is put at that indent.
The readers then read each lone label as a choice whose text is its block (``lonelabels.over_block``). A run that
cannot be fenced so (no blank line to put a fence in) is left as it is. Said once, at the first label.

Nothing here knows a language or a word; linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

#: a choice label and what follows it on its line: (1) lead, (2) letter, (3) sign, (4) text (maybe empty)
_LABEL = re.compile(r"^([ \t]*)([A-Ha-h])([.)])(?:[ \t]+(.*?))?[ \t]*$")
#: a line that opens or closes a fence
_FENCE = re.compile(r"^[ \t]*(?:`{3,}|~{3,})")
#: an answer line naming one letter: a short word, a sign, the letter (``Ans- B``, ``Answer: (A)``)
_ANSWER = re.compile(r"^[ \t]*[^\W\d_]{1,12}[ \t]*[-:.=]+[ \t]*\(?([A-Ha-h])\)?[ \t.]*$")
#: the most lines of a block under a lone label, the most blank lines between items, the fewest items, other runs
_MOST_LINES = 40
_MOST_BLANKS = 4
_LEAST_ITEMS = 2
_LEAST_OTHER_RUNS = 2
_ALPHABET = "abcdefgh"


@dataclass(frozen=True)
class Item:
    """One label of a run: its line, and for a lone label its block's first and last line (else -1, -1)."""

    line: int
    first: int
    last: int


@dataclass(frozen=True)
class Fenced:
    """The lines with the lone labels' blocks fenced, and the lone labels' lines (as read, before any move)."""

    lines: list[str]
    lone: list[int]


def _form(line: str) -> tuple[str, int, str, bool, str] | None:
    """A labelled line's lead, place, sign, case (upper) and text; None when it is none."""
    m = _LABEL.match(line)
    if m is None:
        return None
    return m.group(1), _ALPHABET.index(m.group(2).lower()), m.group(3), m.group(2).isupper(), m.group(4) or ""


def _block(lines: Sequence[str], i: int) -> tuple[int, int] | None:
    """The block under the lone label at line ``i``: past blank lines, lines with no blank line inside; None when
    it is no block (none, too long, holding a fence or a labelled line)."""
    first = i + 1
    while first < len(lines) and first - i <= _MOST_BLANKS and not lines[first].strip():
        first += 1
    last = first
    while last + 1 < len(lines) and lines[last + 1].strip():
        last += 1
    if first >= len(lines) or not lines[first].strip() or last - first >= _MOST_LINES:
        return None
    if any(_FENCE.match(lines[j]) or _LABEL.match(lines[j]) for j in range(first, last + 1)):
        return None
    return first, last


def _run(lines: Sequence[str], i: int) -> list[Item] | None:
    """The run of labels starting at line ``i`` (its first label, place 0), when it holds a lone label; else None."""
    head = _form(lines[i])
    if head is None or head[1] != 0:
        return None
    items: list[Item] = []
    j = i
    while True:
        here = _form(lines[j])
        assert here is not None
        if here[4]:
            item, end = Item(j, -1, -1), j
        elif (block := _block(lines, j)) is not None:
            item, end = Item(j, block[0], block[1]), block[1]
        else:
            return None
        items.append(item)
        k = end + 1
        while k < len(lines) and k - end <= _MOST_BLANKS and not lines[k].strip():
            k += 1
        nxt = _form(lines[k]) if k < len(lines) else None
        if nxt is None or (nxt[1], nxt[2], nxt[3]) != (len(items), head[2], head[3]):
            break
        j = k
    lone = any(item.first >= 0 for item in items)
    return items if len(items) >= _LEAST_ITEMS and lone and _answered(lines, items) else None


def _answered(lines: Sequence[str], items: Sequence[Item]) -> bool:
    """Whether an answer line naming one of the run's letters stands right after the run (past blank lines)."""
    last = items[-1]
    k = max(last.line, last.last) + 1
    while k < len(lines) and not lines[k].strip():
        k += 1
    m = _ANSWER.match(lines[k]) if k < len(lines) else None
    return m is not None and _ALPHABET.index(m.group(1).lower()) < len(items)


def _other_runs(lines: Sequence[str], sign: str, upper: bool) -> int:
    """How many lines open a run of the form with their text on them (``A) text``): the file's own choices."""
    return sum(1 for line in lines if (got := _form(line)) is not None and got[1] == 0 and got[4]
               and got[2] == sign and got[3] == upper)


def fenced(lines: Sequence[str]) -> Fenced | None:
    """The lines with each proven run's lone labels over fenced blocks; None when there is no such run."""
    out = list(lines)
    lone: list[int] = []
    i = 0
    while i < len(lines):
        if _FENCE.match(lines[i]):
            return None   # (a file that fences its code: lonelabels' to read)
        items = _run(lines, i)
        if items is None:
            i += 1
            continue
        head = _form(lines[i])
        assert head is not None
        if _other_runs(lines, head[2], head[3]) >= _LEAST_OTHER_RUNS and _fence(out, items, head[0]):
            lone += [item.line for item in items if item.first >= 0]
        i = max(max(item.line, item.last) for item in items) + 1
    return Fenced(out, lone) if lone else None


def _fence(out: list[str], items: Sequence[Item], lead: str) -> bool:
    """Each lone item's block fenced in ``out`` (the label moved up a line where its block is right under it), the
    run's labelled lines put at its first label's indent; False (``out`` untouched) when a fence has no blank line."""
    new = list(out)
    for item in items:
        if item.first < 0:
            new[item.line] = lead + new[item.line].lstrip(" \t")
            continue
        if item.last + 1 >= len(new) or new[item.last + 1].strip():
            return False
        if item.first > item.line + 1:
            new[item.first - 1] = lead + "```"
            new[item.line] = lead + new[item.line].strip()
        elif item.line > 0 and not new[item.line - 1].strip() and not any(
                other.line == item.line - 1 or other.last == item.line - 1 for other in items):
            new[item.line - 1] = lead + new[item.line].strip()
            new[item.line] = lead + "```"
        else:
            return False
        new[item.last + 1] = lead + "```"
    out[:] = new
    return True
