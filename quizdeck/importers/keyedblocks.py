"""A game's data file may keep each question as a block of a fixed number of lines, blocks apart by blank lines, its
choices all on one line split by a sign, and the right one's number alone on a line of its own::

    G                                   a field (a type, a level): not read
    Care este capitala Frantei?         the question
    2                                   the key: the right choice's number, counted from 1
    Roma;Paris;Berlin;Madrid            the choices, split by ``;``

Nothing names the lines: the file's own regularity tells them. Read so only when proven: nine blocks in ten have
one number of lines (a count alone on the first line, ``8``, set aside and said), and in ``_FEWEST`` of them at
least one place of the block holds a line that a sign (one of ``SEPARATORS``, the same in all) splits into two to
``MAX_CHOICES`` short items (standing as a separator does: blank on both sides or on neither, not ``odpowiedz #0``)
and another place a whole number alone that is no more than the items (from 1; from 0
when a 0 is among the keys and none is as high as its list is long). The question is the place of the longest
lines among the rest; what the other places hold is not read (said). Blocks of that length whose places do not hold
so (another kind of record: an open answer, a true/false statement) are left out and said, and so are blocks of
another length. Linear in the lines for each place and sign tried (bounded by ``_LONGEST`` and ``SEPARATORS``).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from quizdeck.importers.answervalues import MAX_CHOICES, MIN_CHOICES
from quizdeck.importers.base import Importer
from quizdeck.importers.formats import Format
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.paragraphs import spans
from quizdeck.importers.programrecords import LINES as _LINES

#: the signs a choices line may be split by
SEPARATORS = ";|/#~^"
#: a key: a small whole number alone
_NUMBER = re.compile(r"[ \t]*(\d{1,2})[ \t]*")
#: the longest item of a choices line (longer: a sentence, not a list's item)
_SHORT_ITEM = 60
#: the fewest blocks read as questions
_FEWEST = 3
#: the share of blocks that must have the file's length
_MOST = 0.9
#: the longest block tried
_LONGEST = 10


@dataclass(frozen=True)
class KeyedBlocks:
    """A file read as fixed blocks with a choices line and a key line."""

    length: int
    separator: str
    ask: int                                    # the question's place in a block (0-based)
    choices: int                                # the choices line's place
    key: int                                    # the key's place
    base: int                                   # the key's first choice's number (0 or 1)
    base_proven: bool
    blocks: list[list[int]]                     # every block's line numbers (1-based)
    read: list[int]                             # the blocks read as questions (indices into ``blocks``)
    count: int | None                           # a count line before the first block (its line number)


def _items(text: str, sep: str) -> list[str] | None:
    """A line's items split by ``sep`` when it is a list of two to ``MAX_CHOICES`` short ones; else None."""
    if sep not in text or not all(_even(text, at) for at in range(len(text)) if text[at] == sep):
        return None
    items = [t.strip() for t in text.split(sep)]
    if not MIN_CHOICES <= len(items) <= MAX_CHOICES or not all(0 < len(t) <= _SHORT_ITEM for t in items):
        return None
    return items


def _even(text: str, at: int) -> bool:
    """Whether the sign at ``at`` stands as a separator does: blank on both sides or on neither (``Roma;Paris``,
    ``Roma | Paris``), not as a word's sign does (``answer #2``)."""
    return (at > 0 and text[at - 1].isspace()) == (at + 1 < len(text) and text[at + 1].isspace())


def _blocks(lines: list[str]) -> list[list[int]]:
    """The file's blank-line blocks, each as its lines' numbers (1-based)."""
    return [list(range(i + 1, j + 1)) for i, j in spans(lines)]


def keyed_blocks(lines: list[str]) -> KeyedBlocks | None:
    """The blocks of ``lines`` read as the module's comment says, when proven; else None."""
    if len(lines) > _LINES:
        return None
    blocks = _blocks(lines)
    if len(blocks) < _FEWEST:
        return None
    count = None
    lengths = Counter(len(b) for b in blocks)
    length = lengths.most_common(1)[0][0]
    head = blocks[0]
    if len(head) == length + 1 and _NUMBER.fullmatch(lines[head[0] - 1]):   # ``8``: the number of records, first
        count = head[0]
        blocks = [head[1:], *blocks[1:]]
    if not 2 < length <= _LONGEST or sum(1 for b in blocks if len(b) == length) < _MOST * len(blocks):
        return None
    same = [i for i, b in enumerate(blocks) if len(b) == length]
    rows = {i: [lines[n - 1].strip() for n in blocks[i]] for i in same}
    best: KeyedBlocks | None = None
    for sep in SEPARATORS:
        for c in range(length):
            lists = {i: got for i in same if (got := _items(rows[i][c], sep)) is not None}
            if len(lists) < _FEWEST:
                continue
            for k in range(length):
                if k == c:
                    continue
                keys = {i: int(m.group(1)) for i in lists if (m := _NUMBER.fullmatch(rows[i][k])) is not None}
                zero = any(v == 0 for v in keys.values())
                past = any(v == len(lists[i]) for i, v in keys.items())
                base = 0 if zero and not past else 1
                read = [i for i, v in keys.items() if 0 <= v - base < len(lists[i])]
                if len(read) < _FEWEST:
                    continue
                rest = [p for p in range(length) if p not in (c, k)]
                ask = max(rest, key=lambda p: (sum(len(rows[i][p]) for i in read), -p))
                if any(_NUMBER.fullmatch(rows[i][ask]) for i in read):
                    continue
                found = KeyedBlocks(length, sep, ask, c, k, base, zero or past, blocks, sorted(read), count)
                if best is None or len(found.read) > len(best.read):
                    best = found
    return best


class KeyedBlocksReader(Importer):
    """Fixed blocks with a choices line and a key line (see the module's comment)."""

    def read(self, deck: ImportedDeck) -> None:
        lines = self.source.lines
        found = keyed_blocks(lines)
        if found is None:
            return
        blocks = found.blocks
        first = blocks[found.read[0]][0]
        counted = "" if found.base_proven else ", no key says so"
        self.warning(first, 1, f"read as blocks of {found.length} lines: the question in line {found.ask + 1} of "
                               f"each, its choices split by {found.separator!r} in line {found.choices + 1}, the "
                               f"right one's number in line {found.key + 1} (counted from {found.base}{counted})",
                     hint="check a few questions")
        if others := [p + 1 for p in range(found.length) if p not in (found.ask, found.choices, found.key)]:
            self.warning(first, 1, f"line{'s' if len(others) > 1 else ''} {', '.join(map(str, others))} of each "
                                   "block not read (a type, a level?)")
        if found.count is not None:
            deck.skip(found.count)
            self.warning(found.count, 1, f"line {found.count}, a number alone before the first block (their count?), "
                                         "not read")
        chosen = set(found.read)
        left = [b for i, b in enumerate(blocks) if i not in chosen]
        for b in left:
            deck.skip(b[0], b[-1])
        if left:
            shown = ", ".join(str(b[0]) for b in left[:8]) + (", ..." if len(left) > 8 else "")
            self.warning(left[0][0], 1, f"{len(left)} block{'s' if len(left) > 1 else ''} without a choices line "
                                        f"and a key where the others have them (another kind of question: an open "
                                        f"answer, a true/false statement?) left out (lines {shown})",
                         hint="write them as questions of your own if you want them")
        for i in found.read:
            b = blocks[i]
            row = [lines[n - 1].strip() for n in b]
            items = _items(row[found.choices], found.separator)
            key = _NUMBER.fullmatch(row[found.key])
            assert items is not None and key is not None
            q = ImportedQuestion(pos=self.pos(b[found.ask]), text=row[found.ask])
            q.choices = [ImportedChoice(t) for t in items]
            q.set_answer([int(key.group(1)) - found.base])
            q.use(b[0], b[-1])
            deck.questions.append(q)


def keyed_format() -> Format:
    """The reading as one of the arbiter's rivals (``arbiter._others``)."""
    return Format("keyed", "blocks of a fixed number of lines, a key and a choices line", (), KeyedBlocksReader)
