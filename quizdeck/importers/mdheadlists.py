"""A list numbered 1, 2, 3... under a numbered question heading: that question's choices.

Some banks write each question as a numbered heading and its choices as an ordered list below it::

    ### 3) Which result do I get?

    1. `2`
    2. `3`
    3. `4`

Read line by line, each item numbered like a question would start a question of its own, and the heading
holding several would be a section. Whether the list is the choices is read from the file itself: in a
file that numbers three headings of one level at least, each holding one list numbered from 1 and no
lettered choices, that list is the heading's choices (its items labelled by their numbers). Of a heading that holds
two such lists, the one right under the line that asks (``Which statements are true?``) is, where the other's line
asks nothing (``The Scrum master...``, the statements the choices combine, before or after them); a heading with
lettered lines is left as the reader finds it. Linear in the number of lines.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from quizdeck.importers.asking import ASKING, ends_with

#: fewer headings than this do not show what the file repeats
_LEAST = 3
#: an item of an ordered list: its indent, its number, its text
_ITEM = re.compile(r"^([ \t]*)(\d{1,2})[.)](?:[ \t]+(\S.*))?[ \t]*$")
#: a lettered choice: ``A)``, ``b.``, ``(c)``, ``- D)``
_LETTERED = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?(?:\(?[A-Ha-h]\)|[A-Ha-h]\.)[ \t]+\S")
#: a checkbox, in a list or not: ``- [ ] text``, ``[x] text``
_BOX = re.compile(r"^[ \t]*(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?\[[ xX]\]")

_Listed = list[tuple[int, int, int, str]]   # (line, indent, number, text)


def _lists(lines: list[str], fenced: list[bool], a: int, b: int, asks: Callable[[int], bool]) -> list[_Listed] | None:
    """The lists numbered from 1 between lines ``a`` and ``b`` (code blocks skipped), up to a comment, an answer
    block or an answer line (``asks``); None when a line there is a lettered choice or a checkbox."""
    out: list[_Listed] = []
    listed: _Listed = []
    for j in range(a, b):
        if fenced[j]:
            continue
        line = lines[j]
        if line.lstrip(" \t").startswith(("<!--", "<details", "<DETAILS")) or asks(j):
            break   # a comment hides what follows it; an answer's lists are its explanation's
        if _LETTERED.match(line[:200]) or _BOX.match(line[:200]):
            return None
        item = _ITEM.match(line[:2000])
        if item is None:
            if listed and line.strip() and len(line) - len(line.lstrip(" \t")) <= listed[0][1]:
                out.append(listed)   # the list ended
                listed = []
            continue
        indent, number = len(item.group(1)), int(item.group(2))
        if listed and number == len(listed) + 1 and indent == listed[0][1]:
            listed.append((j, indent, number, item.group(3) or ""))
        elif number == 1 and (not listed or indent <= listed[0][1]):
            if listed:
                out.append(listed)
            listed = [(j, indent, number, item.group(3) or "")]
    if listed:
        out.append(listed)
    return [one for one in out if len(one) >= 2]


def add_choices(out: dict[int, tuple[int, int, str]], lines: list[str], fenced: list[bool],
                headings: dict[int, tuple[int, str]], number: Callable[[int], str | None],
                asks: Callable[[int], bool], beside: list[int] | None = None) -> None:
    """Add to ``out`` (line -> its indent, number, text) the numbered lists that are the choices of the numbered
    headings above them (see the module's docstring); ``number`` gives a heading's question number, if any, and
    ``asks`` whether a line is an answer line. ``beside`` gets the first line of each list set aside beside a
    heading's choices (its statements), to be said."""
    order = sorted(headings)
    numbered = [h for h in order if number(h) is not None]
    levels = Counter(headings[h][0] for h in numbered)
    found: list[_Listed] = []
    aside: list[tuple[_Listed, _Listed]] = []   # (a heading's choices, the list beside them)
    for k, h in enumerate(order):
        if h not in numbered or levels[headings[h][0]] < _LEAST:
            continue
        end = order[k + 1] if k + 1 < len(order) else len(lines)
        lists = _lists(lines, fenced, h + 1, end, asks)
        if lists is not None and len(lists) == 1:
            found.append(lists[0])
        elif lists is not None and len(lists) == 2 and (one := _asked(lines, fenced, h, lists)) is not None:
            found.append(one)   # the list under the question, beside the statements its items combine
            aside.append((one, lists[1] if one is lists[0] else lists[0]))
    if len(found) < _LEAST:
        found = _unnumbered(lines, fenced, headings, order, numbered, asks)
    elif beside is not None:
        beside += [other[0][0] for listed, other in aside if listed in found]
    for listed in found:
        for j, indent, n, text in listed:
            out.setdefault(j, (indent, n, text))


def _asked(lines: list[str], fenced: list[bool], h: int, lists: list[_Listed]) -> _Listed | None:
    """Of a heading's two lists, the one right under the line that asks (``Which statements are true?``), when the
    other's line asks nothing (``The Scrum master...``, the statements the choices combine); else None."""
    leads = []
    for listed in lists:
        j = listed[0][0] - 1
        while j > h and (not lines[j].strip() or fenced[j]):
            j -= 1
        leads.append(j > h and ends_with(lines[j].strip(), ASKING))
    return lists[leads.index(True)] if leads.count(True) == 1 else None


def _unnumbered(lines: list[str], fenced: list[bool], headings: dict[int, tuple[int, str]], order: list[int],
                numbered: list[int], asks: Callable[[int], bool]) -> list[_Listed]:
    """The lists under the unnumbered headings of a level where every heading holds one list numbered from 1 and
    an answer line after it (three headings at least, none of them numbered): each heading a question, its list
    the choices."""
    by_level: dict[int, list[tuple[int, int]]] = {}
    for k, h in enumerate(order):
        by_level.setdefault(headings[h][0], []).append((h, order[k + 1] if k + 1 < len(order) else len(lines)))
    found: list[_Listed] = []
    for heads in by_level.values():
        if len(heads) < _LEAST or any(h in numbered for h, _ in heads):
            continue
        own: list[_Listed] = []
        for h, end in heads:
            lists = _lists(lines, fenced, h + 1, end, asks)
            if lists is None or len(lists) != 1 or not any(asks(j) for j in range(lists[0][-1][0] + 1, end)):
                break   # a heading of the level without its one list and an answer: no question's
            own.append(lists[0])
        else:
            found += own
    return found
