"""Questions written as a cycle of headings, one heading per part, the same titles in the same order every time.

Some curricula write each question as sections: a heading that opens it, then sub-headings for its parts
(``### --question--``, ``#### --text--``, ``#### --distractors--``, ``#### --answer--``; or ``## --text--``,
``## --answers--``, ``## --video-solution--``), in whatever language. The layout is read from the file's own
consistency, not from the titles' words: a heading (its level and title) that comes back twice at least opens a
question; the headings up to the next one are its parts, and most questions (four in five) have the same parts.
A part's items are separated by thematic breaks (``---``), or are a list's items; a deeper heading inside an item
(``### --feedback--``) is a note on it, left out. A heading of the parts' least level that stands alone, last in
the question with nothing of it below (``### !end-challenge``), closes it: the parts are the deeper headings above
it. Questions that add parts after the ones four in five of them start with (an empty note) are cut before them.
A cycle whose headings open at or after an answer line of their question in half of them (``### Correct Answer: D``,
then ``### Explanation:``, ``### Key Learning Points:``) is the notes after each answer, not questions: not read so.
Then, per part, across the questions:

* the question's text is the first part that holds text in each question (the opening heading's own, if any);
* the choices are the part after it that holds two items or more in most questions;
* a part that holds one item in every question is the answer: a number (1, 2 ...: the choice it counts to),
  or a choice's own text (a list item's without its marker), where most questions say so; else (it never names one)
  it is the right choice itself, beside the others (wrong ones, then the right one: the choices in the file's
  order).

The questions are rewritten line for line as a text line and checkboxes (``- [x] right``), which the reader then
reads as it reads any; the headings, breaks and notes are left blank (given back, to be accounted for). A question
whose answer names no choice keeps an ``Answer:`` line, which the reader reads (or warns about) at its place.
Nothing here knows a language; the patterns are anchored and linear in the line's length.
"""

from __future__ import annotations

import collections
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from quizdeck.importers.imported import folded
from quizdeck.importers.mdinline import fenced_lines
from quizdeck.importers.mdstructure import read_blocks

#: the least number of questions that make the layout
LEAST = 2
#: a list item's bullet or number
_ITEM = re.compile(r"^[ \t]{0,3}(?:[-*+]|\d{1,3}[.)])[ \t]+(\S.*)$")
#: an answer that counts to its choice: a number alone
_COUNT = re.compile(r"^[ \t]*(\d{1,2})[ \t]*$")
#: an HTML comment alone on its line (``<!--END CHALLENGE-->``)
_COMMENT = re.compile(r"^[ \t]*<!--.{0,200}-->[ \t]*$")
#: a code fence's opening line
_FENCE = re.compile(r"^[ \t]{0,3}(?:```|~~~)")


@dataclass
class _Part:
    """One section of a question: its heading's line (None: the opening heading's own text) and its lines."""

    heading: int | None
    lines: list[int]
    items: list[list[int]]
    notes: set[int]


@dataclass
class _Record:
    """One question: its opening heading, its parts in order."""

    opening: int
    parts: list[_Part]
    titles: tuple[str, ...]
    end: int


def _records(lines: Sequence[str], fenced: Sequence[bool], headings: dict[int, tuple[int, str]], rules: set[int],
             key: tuple[int, str]) -> list[_Record]:
    """The questions opened by headings of ``key`` (level, title): each up to the next one, or to a heading above
    its level."""
    order = sorted(h for h in headings if not fenced[h])
    opens = [h for h in order if (headings[h][0], folded(headings[h][1])) == key]
    out: list[_Record] = []
    for n, h in enumerate(opens):
        limit = opens[n + 1] if n + 1 < len(opens) else len(lines)
        end = next((g for g in order if h < g < limit and headings[g][0] < key[0]), limit)
        out.append(_record(lines, fenced, headings, rules, h, end))
    return out


def _record(lines: Sequence[str], fenced: Sequence[bool], headings: dict[int, tuple[int, str]], rules: set[int],
            h: int, end: int) -> _Record:
    """The question of the opening heading ``h``, up to line ``end``: its parts are the headings of the least
    level inside it (deeper ones are notes in its parts)."""
    inside = [g for g in sorted(headings) if h < g < end and not fenced[g]]
    part_level = min((headings[g][0] for g in inside), default=0)
    shallow = [g for g in inside if headings[g][0] == part_level]
    if len(shallow) == 1 and shallow[0] != inside[0] and all(
            _after_close(lines[i]) for i in range(shallow[0] + 1, end)):
        end = shallow[0]   # a heading that closes the question (nothing of it below), the parts deeper above it
        inside = inside[:-1]
        part_level = min((headings[g][0] for g in inside), default=0)
    starts = [g for g in inside if headings[g][0] == part_level]
    bounds = [h, *starts, end]
    parts = [_part(lines, fenced, headings, rules, None if k == 0 else bounds[k], range(bounds[k] + 1, bounds[k + 1]))
             for k in range(len(bounds) - 1)]
    return _Record(h, parts, tuple(folded(headings[g][1]) for g in starts), end)


def _after_close(line: str) -> bool:
    """Whether a line may follow a question's closing heading: blank, or an HTML comment (the page's own markers)."""
    return not line.strip() or _COMMENT.match(line) is not None


def _list_items(lines: Sequence[str], block: list[int]) -> list[list[int]] | None:
    """A block's list items (each with the indented lines under it), when the block is a list of two or more."""
    content = [i for i in block if lines[i].strip()]
    if len(content) < 2 or not all(_ITEM.match(lines[i]) for i in content if not lines[i][:1].isspace()):
        return None
    groups: list[list[int]] = []
    for i in block:
        if lines[i].strip() and not lines[i][:1].isspace():
            groups.append([])
        if groups:
            groups[-1].append(i)
    return groups if len(groups) >= 2 else None


def _part(lines: Sequence[str], fenced: Sequence[bool], headings: dict[int, tuple[int, str]], rules: set[int],
          heading: int | None, body: range) -> _Part:
    """A part's lines, split into items: by thematic breaks, else by a list's items, else one item."""
    notes: set[int] = set()
    kept: list[int] = []
    in_note = False
    for i in body:
        if i in rules and not fenced[i]:
            in_note = False
            kept.append(i)
        elif i in headings and not fenced[i]:
            in_note = True     # a deeper heading in an item: a note on it, up to the next break
            notes.add(i)
        elif in_note:
            notes.add(i)
        else:
            kept.append(i)
    groups: list[list[int]] = [[]]
    for i in kept:
        if i in rules:
            groups.append([])
        else:
            groups[-1].append(i)
    groups = [g for g in groups if any(lines[i].strip() for i in g)]
    if len(groups) == 1:
        groups = _list_items(lines, groups[0]) or groups   # one block: a list's items, if it is a list
    items = [g for g in groups if any(lines[i].strip() for i in g)]
    return _Part(heading, kept, items, notes)


@dataclass(frozen=True)
class _Roles:
    """Which part of a question is what: its text, its choices, the answer (and how it says it)."""

    text: int
    choices: int
    answer: int
    how: str   # "count" (a number), "names" (a choice's text), "right" (the right choice itself)


def _item_text(lines: Sequence[str], item: list[int]) -> str:
    return folded(" ".join(lines[i].strip() for i in item if lines[i].strip()))


def _choice_text(lines: Sequence[str], item: list[int]) -> str:
    """An item's text as a choice's: a list item's own marker off (``* text`` is ``text``)."""
    filled = [i for i in item if lines[i].strip()]
    bullet = _ITEM.match(lines[filled[0]]) if filled else None
    first = bullet.group(1) if bullet else ""
    return folded(" ".join([first, *(lines[i].strip() for i in filled[1 if bullet else 0:])]))


def _one_block(lines: Sequence[str], item: list[int]) -> bool:
    """Whether an item is one block, as a choice is: no blank line inside it but in a fenced block."""
    filled = [i for i in item if lines[i].strip()]
    fence = False
    for i in range(filled[0], filled[-1] + 1):
        if _FENCE.match(lines[i]):
            fence = not fence
        elif not lines[i].strip() and not fence:
            return False
    return True


def _roles(lines: Sequence[str], records: list[_Record]) -> _Roles | None:
    width = len(records[0].parts)
    most = len(records) * 4
    text = next((p for p in range(width) if sum(1 for r in records if len(r.parts[p].items) == 1) * 5 >= most), None)
    if text is None:
        return None
    many = [p for p in range(text + 1, width) if sum(1 for r in records if len(r.parts[p].items) >= 2) * 5 >= most]
    if len(many) != 1:
        return None
    choices = many[0]   # the answer after the choices: a part of one item in every question
    answer = next((p for p in range(choices + 1, width) if all(len(r.parts[p].items) == 1 for r in records)), None)
    if answer is None:
        return None
    counts = names = 0
    for r in records:
        said = _item_text(lines, r.parts[answer].items[0])
        texts = [_choice_text(lines, item) for item in r.parts[choices].items]
        if (m := _COUNT.match(said)) is not None and 1 <= int(m.group(1)) <= len(texts):
            counts += 1
        if said in texts:
            names += 1
    if counts * 5 >= most:
        return _Roles(text, choices, answer, "count")
    if names * 5 >= most:
        return _Roles(text, choices, answer, "names")
    if names == 0 and counts == 0 and all(_one_block(lines, r.parts[answer].items[0]) for r in records):
        return _Roles(text, choices, answer, "right")
    return None


def _shared_start(records: list[_Record]) -> tuple[str, ...]:
    """The longest run of part titles that four in five of the questions start with (empty when none)."""
    best: tuple[str, ...] = ()
    for n in range(1, max(len(r.titles) for r in records) + 1):
        starts = collections.Counter(r.titles[:n] for r in records if len(r.titles) >= n)
        start, held = starts.most_common(1)[0]
        if held * 5 < len(records) * 4:
            break
        best = start
    return best


def _cut(lines: Sequence[str], fenced: Sequence[bool], headings: dict[int, tuple[int, str]], rules: set[int],
         record: _Record, width: int) -> _Record:
    """A question cut before its part ``width + 1`` (its ``width`` titled parts kept), when it has more."""
    if len(record.titles) <= width:
        return record
    cut = record.parts[width + 1].heading
    assert cut is not None
    return _record(lines, fenced, headings, rules, record.opening, cut)


def _after_answers(lines: Sequence[str], fenced: Sequence[bool], headings: dict[int, tuple[int, str]],
                   records: list[_Record], answers: Callable[[str], object]) -> int:
    """How many of the records open at or after an answer line of their own question: the opening is one, or one
    stands between the record before (or the section's heading above, shallower than the opening's) and the opening
    (``### Correct Answer: D``, then ``### Explanation:``, ``### Key Learning Points:``: the cycle is the answer's
    notes, the question above it)."""
    level = headings[records[0].opening][0]
    out = 0
    floor = 0
    for r in records:
        j = r.opening
        while j >= floor and not (j in headings and not fenced[j] and headings[j][0] < level):
            if not fenced[j] and lines[j].strip() and answers(lines[j][:400]):
                out += 1
                break
            j -= 1
        floor = r.end
    return out


def _learn(lines: Sequence[str], fenced: Sequence[bool], answers: Callable[[str], object] | None = None,
           ) -> tuple[list[_Record], _Roles, dict[int, tuple[int, str]], set[int]] | None:
    blocks = read_blocks(list(lines))
    headings = blocks.headings
    seen = collections.Counter((lv, folded(t)) for h, (lv, t) in headings.items() if not fenced[h])
    best: tuple[list[_Record], _Roles] | None = None
    for key, n in seen.items():
        if n < LEAST or not key[1]:
            continue
        records = _records(lines, fenced, headings, blocks.rules, key)
        shapes = collections.Counter(r.titles for r in records)
        shape, held = shapes.most_common(1)[0]
        last = records[-1]
        if last.titles[:len(shape)] == shape and len(last.titles) > len(shape):   # a section after the last one
            cut = last.parts[len(shape) + 1].heading
            assert cut is not None
            records[-1] = _record(lines, fenced, headings, blocks.rules, last.opening, cut)
        if shape and held * 5 < len(records) * 4:
            shape = _shared_start(records)   # parts some questions add after the shared ones (an empty note)
            records = [_cut(lines, fenced, headings, blocks.rules, r, len(shape)) for r in records]
            held = sum(1 for r in records if r.titles == shape)
        if not shape or held * 5 < len(records) * 4:
            continue
        alike = [r for r in records if r.titles == shape]
        roles = _roles(lines, alike)
        if roles is not None and answers is not None and _after_answers(lines, fenced, headings, alike, answers) * 2 \
                >= len(alike):
            continue   # each opens after its question's answer line: notes on the answer, not questions
        if roles is not None and (best is None or len(alike) > len(best[0])):
            best = (alike, roles)
    return None if best is None else (best[0], best[1], headings, blocks.rules)


def rewritten(lines: Sequence[str], answers: Callable[[str], object] | None = None,
              ) -> tuple[list[str], set[int]] | None:
    """The questions of a file in this layout (see the module's docstring) rewritten line for line as a text
    line and checkboxes, and the lines left blank; None when the file is not in it. ``answers`` says whether a line
    is an answer line (its value after it): a cycle whose records open after one, in half of them at least, is
    what follows each question's answer, and no question."""
    heads = collections.Counter(" ".join(line.split()) for line in lines if line[:1] == "#" and len(line) <= 200)
    if len(lines) > 200_000 or not heads or max(heads.values()) < LEAST:
        return None   # no heading written twice the same: no cycle (and no parse)
    learnt = _learn(lines, fenced_lines(lines), answers)
    if learnt is None:
        return None
    records, roles, _, _ = learnt
    out = list(lines)
    blanked: set[int] = set()

    def blank(i: int) -> None:
        out[i] = ""
        blanked.add(i)

    for r in records:
        blank(r.opening)
        for part in r.parts:
            if part.heading is not None:
                blank(part.heading)
            for i in part.notes:
                blank(i)
            held = {j for item in part.items for j in item}
            for i in part.lines:
                if lines[i].strip() and i not in held:
                    blank(i)   # a break between items
        items = r.parts[roles.choices].items
        right: set[int] = set()
        said = r.parts[roles.answer].items[0]
        said_text = _item_text(lines, said)
        texts = [_choice_text(lines, item) for item in items]
        if roles.how == "right":
            items = [*items, said]   # the wrong ones, then the right one: the file's order
            right = {len(items) - 1}
        elif roles.how == "count" and (m := _COUNT.match(said_text)) and 1 <= int(m.group(1)) <= len(items):
            right = {int(m.group(1)) - 1}
        elif roles.how == "names" and said_text in texts:
            right = {k for k, t in enumerate(texts) if t == said_text}
        if roles.how != "right":
            for n, i in enumerate(j for j in said if lines[j].strip()):
                if right:
                    blank(i)
                elif n == 0:
                    out[i] = f"Answer: {lines[i].strip()}"   # names no choice: the reader says so at its line
        for k, item in enumerate(items):
            filled = [i for i in item if lines[i].strip()]
            box = f"- [{'x' if k in right else ' '}]"
            if _FENCE.match(lines[filled[0]]) and filled[0] - 1 not in filled and not out[filled[0] - 1].strip():
                out[filled[0] - 1] = box   # a choice that is a code block: the box on the (blank) line above it
                blanked.discard(filled[0] - 1)
                for i in filled:
                    out[i] = "      " + lines[i]
                continue
            bullet = _ITEM.match(lines[filled[0]])   # a list's item: its own marker off
            out[filled[0]] = f"{box} {bullet.group(1) if bullet else lines[filled[0]].strip()}"
            for i in filled[1:]:
                out[i] = "      " + lines[i]
    return out, blanked
