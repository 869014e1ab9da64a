"""Lists numbered 1, 2, 3 under questions numbered by a word, each list's answer line naming its items: choices.

Student notes and course dumps write ``Q1. Which are ...`` (or a stem that asks nothing: ``Q2. Primary objective of
Military``), a blank line, the options as a list numbered from 1, often indented and often glued to their numbers
(`` 1.Navy``, `` 2.Law Enforcement``), a blank line, then the answer by number or by text (``Ans: 2,3,5``, ``Ans.
2``, ``Ans. Digital``). The readers take an indented list for a code block, a list under a blank line for a list in
the text, and ``Ans.`` for no answer line: the questions are lost. ``mdwordlists`` reads such lists when they stand
right under the question; here the answer lines are the proof instead: the question lines numbered by one word
(``Q``), their numbers running (``Q1.``, ``Q2.``, ``Q1.`` again), under ``LEAST`` of them at least (and four in five
of the word's lists) a list numbered 1, 2, 3... at one indent past blank lines, then past blank lines a line of a
short word, a sign and a value that names the list's items: numbers within its length (``2,3,5``) or one item's
whole text, the same word opening those lines (the file's one way of giving the answer: ``Ans``; a ``Note: 2`` here
and a ``Tip: 1`` there prove nothing). Those lists are the questions' choices whether the stem asks or not: the
items are written as lettered labels (`` B) Law Enforcement``; an item's ``2,`` between ``1.`` and ``3.`` is a slip
of the stop), and each answer line that names them as ``Answer:`` with their letters or the item's text (a line
whose value names nothing, ``Ans. Both A n C``, is left as written). Said once, at the first list. A file whose
lists ``mdwordlists`` reads is left to it; a list under lettered choices, or whose answer line does not follow it,
proves nothing.

Nothing here knows a language or a word; linear in the number of lines.
"""

from __future__ import annotations

import collections
import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from quizdeck.importers import mdwordlists
from quizdeck.importers.answervalues import MAX_CHOICES
from quizdeck.source.model import LETTERS

#: a line numbered by a word, its text maybe glued on (``Q12.Rule of Thumb:``): (1) the word, (2) the number
_WORDED = re.compile(r"^ {0,3}(?:\*\*|__)?([^\W\d_]{1,12})[ \t]?(\d{1,4})(?:\*\*|__)?[.):](?:\*\*|__)?"
                     r"(?:[ \t]+\S|[^\W\d_])")
#: a list's item: (1) its indent, (2) its number; a stop, or a comma glued to a letter (``2,Document``: a slip)
_ITEM = re.compile(r"^([ \t]*)(\d{1,2})(?:\.(?=[ \t]*\S)|,(?=[^\W\d_]))[ \t]*")
#: an answer line: (1) its lead, ``word`` the word opening it, ``value`` the value (``Ans: 2,3,5``, ``Ans. 2``,
#: ``ans.3``, ``Answer - Digital``)
_ANSWER = re.compile(r"^([ \t]*)(?:\*\*|__)?(?P<word>[^\W\d_]{2,12})(?:\*\*|__)?[ \t]*[.:：-](?:\*\*|__)?[ \t]*"
                     r"(?P<value>\S.*?)[ \t]*$")
#: a value naming items by number: ``2``, ``2,3,5``, ``2, 3 and 5``
_NUMBERS = re.compile(r"^\d{1,2}(?:[ \t]*(?:[,;&]|and)[ \t]*\d{1,2})*$", re.I)
_FENCE = re.compile(r"^[ \t]*(?:`{3,}|~{3,})")
#: a line that opens with a label (``A)``, ``b.``, ``(c)``): no bare item
_LABELLED = re.compile(r"^[ \t]*(?:\([A-Za-z]\)|[A-Za-z][.)])[ \t]")
#: how far a list may stand under its question, and its answer under it (lines)
_APART = 4
#: the share of a word's lists that an answer line must prove
_SHARE = 0.8


@dataclass(frozen=True)
class Listed:
    """A question's list: the items' lines, and its answer line (-1: none) with the value's item numbers (1-based;
    empty where it names an item by its text)."""

    items: list[int]
    answer: int
    named: tuple[int, ...]
    numbered: bool = True


def _fenced(lines: Sequence[str]) -> list[bool]:
    """Which lines stand in a fenced block (the fences too)."""
    out, inside = [], False
    for line in lines:
        opens = bool(_FENCE.match(line))
        out.append(inside or opens)
        inside = inside != opens
    return out


def _items(lines: Sequence[str], fenced: Sequence[bool], i: int) -> list[int]:
    """The list numbered 1, 2, 3... at one indent under line ``i`` past blank lines (two to ``MAX_CHOICES``)."""
    first = i + 1
    while first < min(len(lines), i + _APART) and not lines[first].strip():
        first += 1
    out: list[int] = []
    indent: str | None = None
    for j in range(first, min(len(lines), first + MAX_CHOICES + 1)):
        m = None if fenced[j] or len(lines[j]) > 2000 else _ITEM.match(lines[j])
        if m is None or int(m.group(2)) != len(out) + 1 or (indent is not None and m.group(1) != indent):
            break
        indent = m.group(1)
        out.append(j)
    return out if 2 <= len(out) <= MAX_CHOICES else []


def _bare(lines: Sequence[str], fenced: Sequence[bool], i: int) -> list[int]:
    """The block of unnumbered lines at one indent under the question's paragraph at line ``i`` past blank lines
    (two to ``MAX_CHOICES``, no blank line inside, none numbered or lettered), or none."""
    k = i + 1
    while k < len(lines) and k - i < _APART and lines[k].strip() and not _ANSWER.match(lines[k]):
        k += 1   # (the question's text going on: "Q8. What are true", "More difficult than it sounds")
    first = k
    while first < min(len(lines), k + _APART) and not lines[first].strip():
        first += 1
    if first == k:
        return []
    out: list[int] = []
    indent = lines[first][:len(lines[first]) - len(lines[first].lstrip(" \t"))] if first < len(lines) else ""
    j = first
    while j < len(lines) and lines[j].strip() and len(out) <= MAX_CHOICES:
        if fenced[j] or _ITEM.match(lines[j]) or _LABELLED.match(lines[j]) or (
                not lines[j].startswith(indent) or lines[j][len(indent):len(indent) + 1] in (" ", "\t")):
            return []
        out.append(j)
        j += 1
    return out if 2 <= len(out) <= MAX_CHOICES else []


def _text(line: str) -> str:
    """An item's text, without its number."""
    m = _ITEM.match(line)
    return line[m.end():].strip() if m is not None else line.strip()


def _answer(lines: Sequence[str], items: Sequence[int]) -> tuple[int, tuple[int, ...]] | None:
    """The answer line under the list (past blank lines) when its value names the list's items: its line and the
    numbers it names (none where it names an item by its text); else None."""
    k = items[-1] + 1
    while k < len(lines) and k - items[-1] <= _APART and not lines[k].strip():
        k += 1
    m = _ANSWER.match(lines[k]) if k < len(lines) and len(lines[k]) <= 2000 else None
    if m is None:
        return None
    value = m.group("value")
    if _NUMBERS.match(value):
        named = tuple(int(n) for n in re.findall(r"\d+", value))
        return (k, named) if all(1 <= n <= len(items) for n in named) else None
    return (k, ()) if value.casefold() in {_text(lines[j]).casefold() for j in items} else None


def _word(line: str) -> str:
    """The word opening an answer line (``Ans`` of ``Ans. 2``), folded."""
    m = _ANSWER.match(line)
    return m.group("word").casefold() if m is not None else ""


def answer_word(lines: Sequence[str], found: Sequence[Listed]) -> str:
    """The word most of the lists' answer lines open with (``ans``): the file's own way of giving the answer."""
    words = collections.Counter(_word(lines[listed.answer]) for listed in found if listed.answer >= 0)
    return words.most_common(1)[0][0] if words else ""


def _proven(lines: Sequence[str], answers: Sequence[int]) -> int:
    """How many of the answer lines open with the word most of them open with: one word for the answer in a file
    (``Ans.``, a slip aside), not a note under each list that happens to hold a number (``Note: 2``, ``Tip: 1``)."""
    words = collections.Counter(_word(lines[k]) for k in answers)
    return words.most_common(1)[0][1] if words else 0


def _running(numbers: Sequence[int]) -> bool:
    """Whether question numbers run: each the one before plus one, or 1 again, in four pairs in five."""
    pairs = list(itertools.pairwise(numbers))
    return sum(1 for a, b in pairs if b in (a + 1, 1)) >= _SHARE * len(pairs)


def lists(lines: Sequence[str]) -> list[Listed]:
    """The questions' lists the answer lines prove (see the module's docstring); none when the file is not so."""
    fenced = _fenced(lines)
    found: dict[str, list[list[int]]] = collections.defaultdict(list)
    numbers: dict[str, list[int]] = collections.defaultdict(list)
    for i, line in enumerate(lines):
        m = None if fenced[i] or len(line) > 2000 else _WORDED.match(line)
        if m is not None:
            numbers[m.group(1).casefold()].append(int(m.group(2)))
            if items := _items(lines, fenced, i):
                found[m.group(1).casefold()].append(items)
    for word in sorted(found, key=lambda w: -len(found[w])):
        answered = [(items, _answer(lines, items)) for items in found[word]]
        proven = _proven(lines, [got[0] for _, got in answered if got is not None])
        if proven >= mdwordlists.LEAST and proven >= _SHARE * len(answered) and _running(numbers[word]):
            return sorted([Listed(items, got[0] if got else -1, got[1] if got else ()) for items, got in answered]
                          + _bare_lists(lines, fenced, word, {j for items, _ in answered for j in items}),
                          key=lambda listed: listed.items[0])
    return []


def _bare_lists(lines: Sequence[str], fenced: Sequence[bool], word: str, taken: set[int]) -> list[Listed]:
    """Under the word's other question lines, blocks of unnumbered lines whose answer line names one of them by its
    whole text (``Ans. Digital``): lists too, in a file its numbered lists prove."""
    out: list[Listed] = []
    for i, line in enumerate(lines):
        m = None if fenced[i] or len(line) > 2000 else _WORDED.match(line)
        if m is None or m.group(1).casefold() != word or not (items := _bare(lines, fenced, i)) or taken & set(items):
            continue
        if (got := _answer(lines, items)) is not None and not got[1]:
            out.append(Listed(items, got[0], (), numbered=False))
    return out


def rewritten(lines: Sequence[str]) -> tuple[list[str], list[Listed]] | None:
    """The lines with each proven list's items lettered and its answer line written ``Answer:`` (see the module's
    docstring), and the lists; None when there are none or ``mdwordlists`` reads the file's lists."""
    found = lists(lines)
    if not found or mdwordlists.rewritten(lines) is not None:
        return None
    out = list(lines)
    for listed in found:
        for place, j in enumerate(listed.items):
            lead = lines[j][:len(lines[j]) - len(lines[j].lstrip(" \t"))]
            out[j] = f"{lead}{LETTERS[place]}) {_text(lines[j])}"
        if listed.answer >= 0:
            m = _ANSWER.match(lines[listed.answer])
            assert m is not None
            value = ", ".join(LETTERS[n - 1] for n in listed.named) if listed.named else m.group("value")
            out[listed.answer] = f"{m.group(1)}Answer: {value}"
    return out, found
