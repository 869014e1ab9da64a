"""Items under a heading a page repeats, none of them answered where its questions under another are: the page's.

A course's index may give each lesson its questions and its other lists under headings it repeats, lesson after
lesson: ``#### Sorular`` (questions) over numbered questions with their choices, the right one marked, and
``#### Videolar`` (videos) over numbered links with a note or two nested under each::

    #### Sorular
    1. Which is wrong?
       - one
       - two (Doğru)

    #### Videolar
    1. https://youtu.be/qyHyFsT7Hig
       - A video for you.

Read as a quiz, every numbered item is a question. Here the items are grouped by the heading right above them (the
nearest heading line, its text compared as folded): a heading's text that the page writes twice at least, over
``LEAST`` items at least, none of them answered, none asking (a ``?`` at its text's end), while the page's answered
questions are ``LEAST`` at least and stand under other headings, holds the page's lists: its items are left out, said
at the first. Linear in the number of lines.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Sequence

from quizdeck.importers.imported import ImportedQuestion

#: items under such a heading, and answered questions under others: this many at least
LEAST = 3
_HEADING = re.compile(r"^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$")


def _title(line: str) -> str | None:
    m = _HEADING.match(line[:400])
    return " ".join(m.group(1).split()).casefold() if m is not None and m.group(1).strip() else None


def apart(lines: Sequence[str], questions: Sequence[ImportedQuestion]) -> tuple[list[int], str] | None:
    """The questions (indices) under the page's repeated heading whose items no answer marks, and that heading as
    written; None when the page has none (see the module's docstring)."""
    headings: list[tuple[int, str, str]] = []       # (1-based line, folded title, as written)
    for n, line in enumerate(lines, start=1):
        if line.lstrip(" ").startswith("#") and (title := _title(line)) is not None:
            headings.append((n, title, line.strip().strip("#").strip()))
    if not headings:
        return None
    written = Counter(title for _, title, _ in headings)
    under: dict[str, list[int]] = defaultdict(list)
    shown: dict[str, str] = {}
    k = 0
    for i, q in enumerate(questions):
        while k < len(headings) and headings[k][0] < q.pos.line:
            k += 1
        if k == 0:
            continue
        _, title, as_written = headings[k - 1]
        under[title].append(i)
        shown.setdefault(title, as_written)
    answered = {title for title, items in under.items() if any(questions[i].answer is not None for i in items)}
    if sum(1 for q in questions if q.answer is not None) < LEAST:
        return None
    for title, items in under.items():
        if title in answered or written[title] < 2 or len(items) < LEAST:
            continue
        if any(questions[i].text.rstrip().endswith(("?", "？", "؟")) for i in items):
            continue
        if sum(1 for i, q in enumerate(questions) if q.answer is not None and i not in items) < LEAST:
            continue
        return items, shown[title]
    return None
