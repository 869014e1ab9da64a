"""Each question's own front matter (``---``, ``question: "Which ...?"``, ``title: "Question 001"``, ``---``): its
fields, read as a record's: a heading and its text.

Pages written for a static-site generator may open every question, not only the page, with a block of ``key:
value`` lines between two ``---`` lines, its choices under it. Markdown reads such a block as a heading (the last
key line over the next block's ``---``) or a paragraph and a rule, and the question's text is the raw block. Whether
blocks are so is read from the page's own repetition: ``LEAST`` blocks at least, each of nothing but one-line ``key:
value`` lines (read as YAML: a mapping of plain values), each followed by a list item before the next block (its
choices), every block holding the same keys (a page's own front matter at its first line, holding others, is left
alone). The keys are told apart by their values across the blocks: the one whose values differ from block to block
(but for a question asked twice) and are texts (``STEM_CHARS`` characters at least) is the stem; one whose values
hold one number each, rising from block to block, is the record's id (``Question 001``); one with the same value
wherever it stands (``draft: false``) is furniture, but for a text (``STEM_CHARS`` characters at least) that stands in
some blocks only: a why. A key of any other kind (a second varying text: an explanation, an answer) is a field this
reading cannot place: the page is left as it is. Each block is written line for line:
its opening ``---`` becomes the id's heading (``### Question 001``), the stem key's line the stem, the other lines
blank (accounted for); without an id, the stem is the heading. Linear in the number of lines.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

import yaml

from quizdeck.importers.mdinline import fenced_lines

#: the fewest blocks that make a page's records
LEAST = 3
#: the most key lines in one block
MOST_KEYS = 12
#: the fewest characters of a stem value (a sentence, in any script)
STEM_CHARS = 12
#: the share of blocks whose values a key's differ in (a bank may ask one question twice)
_MOSTLY = 0.9
_MAX_LINE = 2_000
_RULE = re.compile(r"^---[ \t]*$")
#: a one-line ``key: value`` (the value not empty); group (1) the key
_KEY_LINE = re.compile(r"^([A-Za-z_][\w.-]{0,40}):[ \t]+\S")
#: a list item: a bullet or a number, then text
_ITEM = re.compile(r"^[ \t]{0,3}(?:[-*+]|\d{1,9}[.)])[ \t]+\S")
_HEADING = re.compile(r"^[ \t]{0,3}(#{1,6})[ \t]")
#: what would open a block if it led a line of text: a heading's, a quote's, a list's or a fence's sign
_BLOCK_SIGN = re.compile(r"^(?:[#>*+=|~-]|`{3}|\d{1,9}(?=[.)]))")
_NUMBER = re.compile(r"\d+")
#: libyaml's safe loader where PyYAML has it (a block's key lines are read one by one: 7x faster)
_LOADER: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class _Block:
    """One block: its ``---`` lines and each key's line and value."""

    start: int
    end: int
    fields: dict[str, tuple[int, str]]


def _block(lines: Sequence[str], start: int) -> _Block | None:
    """The block opening at ``start`` (a ``---`` line) when it holds only one-line ``key: value`` lines that read as a
    mapping of plain values, then its closing ``---``; else None."""
    keyed: list[int] = []
    j = start + 1
    while j < len(lines) and len(keyed) <= MOST_KEYS and _KEY_LINE.match(lines[j][:_MAX_LINE]):
        keyed.append(j)
        j += 1
    if not keyed or len(keyed) > MOST_KEYS or j >= len(lines) or not _RULE.match(lines[j]):
        return None
    fields: dict[str, tuple[int, str]] = {}
    for k in keyed:
        try:
            read = yaml.load(lines[k][:_MAX_LINE], Loader=_LOADER)   # (a safe loader)
        except yaml.YAMLError:
            return None
        if not isinstance(read, dict) or len(read) != 1:
            return None
        key, value = next(iter(read.items()))
        if not isinstance(key, str) or key in fields or not isinstance(value, (str, int, float, bool)):
            return None
        fields[key] = (k, " ".join(str(value).split()))
    return _Block(start, j, fields)


def _blocks(lines: Sequence[str], fenced: Sequence[bool]) -> tuple[list[_Block], list[_Block]]:
    """Every block of key lines between two ``---`` lines outside fences: those followed by a list item before the
    next block or the end, and the others."""
    found: list[_Block] = []
    j = 0
    while j < len(lines):
        block = _block(lines, j) if not fenced[j] and _RULE.match(lines[j]) else None
        if block is None:
            j += 1
            continue
        found.append(block)
        j = block.end + 1
    listed: list[_Block] = []
    unlisted: list[_Block] = []
    for n, block in enumerate(found):
        stop = found[n + 1].start if n + 1 < len(found) else len(lines)
        has_list = _has_item(lines, fenced, block.end + 1, stop)
        (listed if has_list else unlisted).append(block)
    return listed, unlisted


def _has_item(lines: Sequence[str], fenced: Sequence[bool], start: int, stop: int) -> bool:
    """Whether a list item stands in lines [start, stop) outside fences."""
    return any(not fenced[k] and _ITEM.match(lines[k][:_MAX_LINE]) for k in range(start, stop))


def _after_their_lists(lines: Sequence[str], fenced: Sequence[bool], blocks: list[_Block], unlisted: list[_Block],
                       stem: str, front: bool) -> bool:
    """Whether the blocks may close their questions rather than open them (``- B) make``, ``---``, ``Answer: B,
    because ...``, ``---``): a list stands above the first (the page's own front matter aside), or a block of the
    same stem has no list under it (the last question's)."""
    return (not front and _has_item(lines, fenced, 0, blocks[0].start)) or any(stem in b.fields for b in unlisted)


def _running(values: list[str]) -> bool:
    """Whether each value holds one number and the numbers rise from one value to the next."""
    numbers = [_NUMBER.findall(value) for value in values]
    if any(len(found) != 1 for found in numbers):
        return False
    ints = [int(found[0]) for found in numbers]
    return all(b > a for a, b in itertools.pairwise(ints))


def _kinds(blocks: list[_Block]) -> tuple[str, str | None] | None:
    """The stem key and the id key (or None) of the blocks; None when a key is of no kind this reading places."""
    keys = set(blocks[0].fields).intersection(*(block.fields for block in blocks[1:]))
    values = {key: [block.fields[key][1] for block in blocks] for key in keys}
    varying = [key for key in keys if len(set(values[key])) >= _MOSTLY * len(blocks)]
    ids = [key for key in varying if _running(values[key])]
    texts = [key for key in varying if key not in ids and all(len(value) >= STEM_CHARS for value in values[key])]
    if len(texts) != 1 or len(ids) > 1:
        return None
    every: dict[str, set[str]] = {}
    for block in blocks:
        for key, (_, value) in block.fields.items():
            every.setdefault(key, set()).add(value)
    if any(len(seen) > 1 or (key not in keys and len(next(iter(seen))) >= STEM_CHARS)
           for key, seen in every.items() if key not in (texts[0], *ids)):
        return None   # a field that varies, or a text in some blocks only (a why), neither stem nor id: not placed
    return texts[0], ids[0] if ids else None


def _text(value: str) -> str:
    """A value as a line of Markdown text: a sign that would open a block escaped."""
    sign = _BLOCK_SIGN.match(value)
    if sign is None:
        return value
    at = sign.end() if sign.group().isdigit() else 0
    return value[:at] + "\\" + value[at:]


def _level(lines: Sequence[str], fenced: Sequence[bool]) -> int:
    """The level of the records' headings: one below the page's deepest heading, 2 to 6."""
    deepest = max((len(m.group(1)) for j, line in enumerate(lines)
                   if not fenced[j] and (m := _HEADING.match(line[:_MAX_LINE]))), default=1)
    return min(6, max(2, deepest + 1))


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """``lines`` with each question's block written as its heading and stem, its other lines blank (and those lines,
    to be accounted for); None when the page holds no such blocks."""
    if sum(1 for line in lines if _RULE.match(line)) < 2 * LEAST:
        return None
    fenced = fenced_lines(lines)
    blocks, unlisted = _blocks(lines, fenced)
    front = bool(blocks) and blocks[0].start == 0 and len(blocks) > LEAST \
        and not set(blocks[1].fields) <= set(blocks[0].fields)
    if front:
        blocks = blocks[1:]   # the page's own front matter
    if len(blocks) < LEAST:
        return None
    kinds = _kinds(blocks)
    if kinds is None or _after_their_lists(lines, fenced, blocks, unlisted, kinds[0], front):
        return None
    stem, number = kinds
    hashes = "#" * _level(lines, fenced) + " "
    out = list(lines)
    blanked: set[int] = set()
    for block in blocks:
        for j in (block.start, block.end, *(k for k, _ in block.fields.values())):
            out[j] = ""
            blanked.add(j)
        line, text = block.fields[stem]
        if number is not None:
            out[block.start] = hashes + block.fields[number][1]
            out[line] = _text(text)
            blanked -= {block.start, line}
        else:
            out[line] = hashes + text
            blanked.discard(line)
    return out, blanked
