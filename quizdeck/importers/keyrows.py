"""Answer keys written several entries a line, by rows or by columns, and keys whose numbers restart under headings.

**Several entries a line.** A key laid out in columns (``1.B   18.B   35.B`` / ``2.C   19.A   36.C``) or in rows
(``1-B | 2-C | 3-C``) puts several (number, label) pairs on each line, in any separator (``1.B``, ``1-B``, ``1) B``,
``1 B``, ``1:B``, tabs, ``|``) and any label set (``A``-``E``, ``a``-``e``, ``А``-``Г``; a digit ``1``-``9`` when
a sign sets it apart: ``1-3``). A line of nothing but such pairs whose numbers step by one constant ``s`` is a *row*
of a key. Rows near each other (at most ``_GAP`` lines apart, headings or blanks between them) are one key when they
agree: each row's first number one more than the row above's first (columns, ``s`` > 1) or one more
than its last (rows, ``s`` = 1); then every pair is an entry, whatever its place, and no number may be given twice.
A row whose first column lost its number (a PDF's table: ``B      18. B      35. B``) opens with a bare label: it is
the entry of number ``first - s``, said once at the key (a guess from the key's own step). A row whose first number
is out of place ends the key there (said at its line when it looks like a row of it); numbers the key skips, and
numbers past the questions (left out), are said at its first row.

**Numbers restarting under headings.** A page that numbers each section's questions from 1 (``## Section A``,
``## Section B``) and repeats those headings in its key (``# Answers`` / ``## Section A`` / ``1. b) ...``) is joined
by (heading, number): a key's run is matched to the section whose heading it repeats (one title the start of the
other, case and markup aside: ``Section A`` and ``Section A: Multiple Choice (20 Marks)``); a key heading that
matches no section is said at its line, its run not read. A ``||`` tail after an entry (``|| **Explanation:** why``)
is its question's explanation (its label, any word before a colon, taken off).

Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from quizdeck.importers.labels import LABEL

#: one (number, label) pair at the scanner's place: separators, then (1) the number, (2) a label or several (``B, D``,
#: ``A/D``); or (3) a digit set apart from the number by a sign (``1-3``, ``2) 4``)
_PAIR = re.compile(r"[ \t|,;]*(?:\*\*|__)?(?:[Qq#№][ \t]?)?\(?(\d{1,4})\)?(?:\*\*|__)?"
                   r"(?:[ \t]*[.):=\-–—|][ \t]*|[ \t]+|(?P<glued>(?<=\d)(?=[^\W\d_])))(?:\*\*|__)?\("
                   rf"?(?:({LABEL}(?:[ \t]*[,/&][ \t]*{LABEL}(?![^\W_]))*)"
                   r"|(?:(?<=[.):=\-–—|])|(?<=[.):=\-–—|][ \t]))([1-9]))\)?(?:\*\*|__)?(?![^\W_])")
#: a label alone opening a row (its number lost), then a pair
_BARE = re.compile(rf"[ \t|]*(?:\*\*|__)?({LABEL})(?:\*\*|__)?[.)]?[ \t|]+(?=(?:\*\*|__)?(?:[Qq#№][ \t]?)?\(?\d)")
#: what may close a row after its last pair
_TAIL = re.compile(r"[ \t|,;.*_]*$")
_LONGEST = 600
#: the most lines from one row of a key to the next
_GAP = 4


@dataclass(frozen=True)
class Row:
    """A line of several key entries: its line (1-based), the label its lost first column gives, its pairs."""

    line: int
    bare: str | None
    pairs: list[tuple[int, str]]
    glued: bool = False    # every label glued to its number (``1B, 2C``): no one-line key reads it

    @property
    def step(self) -> int | None:
        steps = {b[0] - a[0] for a, b in zip(self.pairs, self.pairs[1:], strict=False)}
        return steps.pop() if len(steps) == 1 else None


def row(line: str, n: int) -> Row | None:
    """The key row ``line`` (line ``n``) is, or None: nothing but pairs (maybe a bare label first), the numbers
    stepping by one constant."""
    if len(line) > _LONGEST:
        return None
    at = 0
    bare = _BARE.match(line)
    if bare is not None:
        at = bare.end()
    pairs: list[tuple[int, str]] = []
    glued: set[bool] = set()
    while (m := _PAIR.match(line, at)) is not None and m.end() > at:
        pairs.append((int(m.group(1)), m.group(2) or m.group(3)))
        glued.add(m.group("glued") is not None)
        at = m.end()
    if not pairs or not _TAIL.match(line, at) or (True in glued and (len(glued) > 1 or len(pairs) < 2)):
        return None   # (a row of one entry goes on a key of rows, never opens one: its last row, ``| 124 | c | | |``;
        # labels glued to their numbers only in rows of them all glued, two at least: ``3D`` alone is a word)
    r = Row(n, bare.group(1) if bare else None, pairs, glued == {True})
    if len(pairs) >= 2 and (r.step is None or r.step < 1):
        return None
    return r


@dataclass
class Block:
    """Rows read as one key: its entries (line, number, label), and what is to be said at which line."""

    rows: list[Row]
    step: int
    entries: list[tuple[int, int, str]]
    said: list[tuple[int, str]]


def _first(r: Row, step: int) -> int:
    return r.pairs[0][0] - step if r.bare is not None else r.pairs[0][0]


def _follows(prev: Row, r: Row, step: int) -> bool:
    """Whether row ``r`` goes on from ``prev``: by its first number (a later entry out of step, ``4 F 9 A`` past the
    questions, is the key's still, said or warned when read)."""
    if step == 1:
        return _first(r, step) == prev.pairs[-1][0] + 1
    return _first(r, step) == _first(prev, step) + 1


def blocks(lines: Sequence[str], skip: set[int]) -> list[Block]:
    """The keys of several entries a line among ``lines`` (not ``skip``'s, 1-based)."""
    rows = [r for n, line in enumerate(lines, start=1)
            if n not in skip and line.strip() and (r := row(line, n)) is not None]
    groups: list[list[Row]] = []
    for r in rows:
        if groups and r.line - groups[-1][-1].line <= _GAP:
            groups[-1].append(r)
        else:
            groups.append([r])
    out = []
    for g in groups:
        at = 0
        while at < len(g):
            taken, at = _agreeing(g, at)
            if taken is not None:
                out.append(taken)
    return out


def _agreeing(g: list[Row], at: int) -> tuple[Block | None, int]:
    """The block row ``at`` of ``g`` opens (its rows agreeing), and where the rows after it start. A row of two
    entries or more opens one; a row of a bare label then one entry does when the row after it has a step."""
    step = g[at].step if g[at].step is not None else (
        g[at + 1].step if g[at].bare is not None and at + 1 < len(g) else None)
    if step is None:
        return None, at + 1
    k = at + 1
    while k < len(g) and _follows(g[k - 1], g[k], step):
        k += 1
    rows, rest = g[at:k], g[k:k + 1]
    said: list[tuple[int, str]] = []
    if rest and len(rows) >= 2 and len(rest[0].pairs) >= 2:
        said.append((rest[0].line, f"this line looks like a row of the answer key above it, but its numbers do not "
                                   f"follow the rows before it (step {step}): the key is read up to the line above"))
    if len(rows) < 2 or (step == 1 and all(r.bare is None and len(r.pairs) >= 3 and not r.glued for r in rows)):
        return None, k   # one row alone; or rows of three entries or more counting by one: the one-line key's (not
        # where the labels are glued to their numbers, ``1B, 2C``: the one-line key does not read those)
    entries: list[tuple[int, int, str]] = []
    for r in rows:
        if r.bare is not None:
            entries.append((r.line, _first(r, step), r.bare))
        entries += [(r.line, number, label) for number, label in r.pairs]
    numbers = [number for _, number, _ in entries]
    if len(set(numbers)) != len(numbers) or min(numbers) < 1:
        return None, k
    missing = sorted(set(range(min(numbers), max(numbers) + 1)) - set(numbers))
    if missing:
        listed = ", ".join(str(m) for m in missing[:5]) + (" ..." if len(missing) > 5 else "")
        said.append((rows[0].line, f"the answer key gives no entry for {listed}: read in part"))
    bare = [r for r in rows if r.bare is not None]
    if bare:
        said.append((bare[0].line, f"{len(bare)} line{'s' if len(bare) > 1 else ''} of the answer key open with a "
                                   f"label alone (its number lost): read as the answer of the number {step} before "
                                   f"the line's next one ({_first(bare[0], step)} here), as the key steps by {step}"))
    return Block(rows, step, sorted(entries, key=lambda e: e[1]), said), k


#: a heading's title: Markdown's (``## Section A``), or a line in bold alone (``**Section A**``)
_HEADING = re.compile(r"^ {0,3}(?:#{1,6}[ \t]+(.{1,120}?)[ \t#]*|(?:\*\*|__)([^*_]{1,120})(?:\*\*|__)[ \t]*)$")
_NOT_WORD = re.compile(r"[\W_]+")


def title(line: str) -> str | None:
    """A heading's words (case, markup and signs aside), or None when the line is no heading."""
    m = _HEADING.match(line)
    if m is None:
        return None
    words = _NOT_WORD.sub(" ", m.group(1) or m.group(2)).casefold().split()
    return " ".join(words) or None


def same_section(key: str, questions: str) -> bool:
    """Whether a key's heading repeats a section's: one the other's first words (``section a`` and ``section a
    multiple choice 20 marks``)."""
    short, long = sorted((key, questions), key=len)
    return long == short or long.startswith(short + " ")


#: an entry's ``||`` tail, its label (a word or two and a colon) aside: the explanation
_TAIL_EXPLAINED = re.compile(r"[ \t]*\|\|[ \t]*(?:(?:\*\*|__)?[^\W\d_][^\W\d_ ]{0,20}(?:[ \t][^\W\d_]{1,20})?"
                             r"[ \t]*[:：](?:\*\*|__)?[ \t]*)?(\S.*)$")


def split_tail(value: str) -> tuple[str, str | None]:
    """A key entry's value without its ``||`` tail, and the tail's explanation (None without one)."""
    at = value.find("||")
    if at < 0:
        return value, None
    m = _TAIL_EXPLAINED.match(value, at)
    return value[:at].rstrip(), (m.group(1).strip() if m else None) or None


def below(last: int, until: int | None, entries: int, starts: Sequence[tuple[int, int]]) -> list[int]:
    """The questions a key standing above them all answers (``1B, 2C, …`` atop the page): those starting after its
    ``last`` line (before ``until``, the next key's), ``starts`` (question, first line) in order, when there are
    exactly as many as the key has ``entries``; else none."""
    found = [i for i, line in starts if line > last and (until is None or line < until)]
    return found if len(found) == entries else []

