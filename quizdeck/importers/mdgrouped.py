"""Choices in two groups under labels of their own: the right ones under one, the wrong ones under the other.

Some scraped banks write each question's choices sorted into two lists, each under a label line::

    1. Which service should you use?

    corretta/e:
    - Pub/Sub

    sbagliate:
    - Cloud Functions
    - Compute Engine

A reader takes one list for the choices and the other for text. Whether the file groups its choices so is read
from the file itself, never from the labels' words: in three questions at least, and four in five of those the
file has, the same two label lines (a short line ending in a colon, a list right below it) in the same order;
the label whose list is the shorter one in four in five of them holds the right choices. Only questions the
reader left unanswered are looked at (an answered question's ``**Why others are wrong:**`` and
``**Reference:**`` lists are its explanation's). The choices are both
lists in the file's order; the text is what stands above the first label, and what stands below the last list is
the explanation. Where one list writes again what the other holds (``Options:``, then ``Answer:`` over one of
them), the labels are no groups. A question whose right list holds only empty items gives no answer (the reader
warns it). Linear in the number of lines the questions were read from.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion

#: fewer questions than this do not show what the file repeats
_LEAST = 3
#: the share of the questions that must group their choices so
_SHARE = 0.8
#: a group's label: a short line of words ending in a colon, no list marker, no number first
_LABEL = re.compile(r"^[ \t]{0,3}(?:\*\*|__)?([^\W\d_][^:：\n]{0,30}?)[ \t]*(?:\*\*|__)?[ \t]*[:：][ \t]*(?:\*\*|__)?"
                    r"[ \t]*$")
#: a list item: its text (maybe empty)
_ITEM = re.compile(r"^[ \t]{0,3}[-*+](?:[ \t]+(.*))?$")
#: a question's number on its first line: ``12.``, ``12)``
_NUMBER = re.compile(r"^[ \t]{0,3}\d{1,6}[.)][ \t]+")


@dataclass
class _Grouped:
    text: list[str]                       # the lines above the first label
    groups: list[tuple[str, list[str]]]   # each label (casefolded) and its items' texts
    after: list[str]                      # the lines below the last list


def _read(lines: list[str]) -> _Grouped | None:
    """A question's lines as text, labelled groups of items and what follows; None unless it has two groups."""
    text: list[str] = []
    groups: list[tuple[str, list[str]]] = []
    after: list[str] = []
    k = 0
    while k < len(lines):
        m = _LABEL.match(lines[k][:200])
        nxt = next((j for j in range(k + 1, len(lines)) if lines[j].strip()), None)
        if m is not None and nxt is not None and _ITEM.match(lines[nxt]):
            items: list[str] = []
            k = nxt
            while k < len(lines) and (not lines[k].strip() or (item := _ITEM.match(lines[k])) is not None):
                if lines[k].strip():
                    assert item is not None
                    items.append((item.group(1) or "").strip())
                k += 1
            groups.append((" ".join(m.group(1).split()).casefold(), items))
            after = []
            continue
        (after if groups else text).append(lines[k])
        k += 1
    return _Grouped(text, groups, after) if len(groups) == 2 else None


def _repeats(g: _Grouped) -> bool:
    """Whether one group's items are all among the other's (an answer written again under its label)."""
    a, b = ({" ".join(t.split()).casefold() for t in items if t} for _, items in g.groups)
    return bool(a and b) and (a <= b or b <= a)


def _joined(lines: list[str]) -> str:
    return "\n".join(line.rstrip() for line in lines).strip("\n")


def apply(deck: ImportedDeck, source: list[str]) -> None:
    """Read the questions whose choices the file groups under a right and a wrong label (the module's docstring)."""
    read: list[tuple[ImportedQuestion, _Grouped]] = []
    for q in deck.questions:   # (an answered question's labelled lists are its explanation's)
        if not q.lines:
            continue
        first, last = min(a for a, _ in q.lines), min(max(b for _, b in q.lines), len(source))
        lines = source[first - 1:last]   # (the blank lines between its lines too)
        if q.answer is None and q.raw_answer is None and (g := _read(lines)) is not None:
            read.append((q, g))
    if len(read) < _LEAST:
        return
    pairs = Counter((g.groups[0][0], g.groups[1][0]) for _, g in read)
    pair, count = pairs.most_common(1)[0]
    if count < _LEAST or count < _SHARE * len(deck.questions):
        return
    read = [(q, g) for q, g in read if (g.groups[0][0], g.groups[1][0]) == pair]
    if sum(1 for _, g in read if _repeats(g)) * 2 >= len(read):
        return   # "Options:" over the choices, "Answer:" over one of them again: an answer, not a group
    shorter = Counter(0 if len(g.groups[0][1]) < len(g.groups[1][1]) else 1
                      if len(g.groups[1][1]) < len(g.groups[0][1]) else -1 for _, g in read)
    right, times = shorter.most_common(1)[0]
    if right < 0 or times < _SHARE * len(read):
        return
    for q, g in read:
        choices = [(text, n == right) for n, (_, items) in enumerate(g.groups) for text in items if text]
        q.choices = [ImportedChoice(text) for text, _ in choices]
        q.answer, q.multi = None, False
        if any(ok for _, ok in choices):
            q.set_answer(k for k, (_, ok) in enumerate(choices) if ok)
        text = list(g.text)
        if text:
            text[0] = _NUMBER.sub("", text[0], count=1)
        rebuilt = _joined(text)
        if rebuilt and rebuilt.lstrip("#* \t").startswith(q.text.split("\n", 1)[0][:30]):
            q.text = rebuilt   # (a heading's question keeps the text the reader made of it)
        q.explanation = _joined(g.after) or None
    deck.mend(f"the labels '{pair[0]}:' and '{pair[1]}:' over the right and the wrong choices of {{n}} "
              "question{s}", len(read))
