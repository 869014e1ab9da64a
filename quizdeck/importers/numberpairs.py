"""An answer key written as pairs of numbers, one a line, after the questions: ``   1 2``, ``  10 1``.

Exam files give their key as a table of two columns of numbers, the question's number and its right choice's,
right-aligned, with no word (``## 解答一覧`` over ``   1 2`` .. `` 125 3``: question 1, choice 2). The readers
know a key by its letters and its answer words; such lines are "not used". Learnt from the file: a block of such
lines after the last question read (blank lines between them, nothing else), ``_LEAST`` at least, whose first
numbers run up by one, is a key when the questions' own numbers (the first number their start lines write,
``問題12``, ``12.``) name four in five of its entries, their second numbers naming a choice of the question (by its
place: ``2`` is the second). A question without an answer takes its entry's; one that has another keeps it, said
at the entry's line; an entry naming no question or no choice is said at its line. Said once at the key's first line
too (a guess from the numbers alone). A key with no heading over it is read by the Markdown reading as the last
question's explanation: its lines are taken out of it there (the key is no explanation). The patterns are anchored
and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.answerlines import unsay
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion

#: a key's line: a question's number, spaces, a choice's number, nothing else
_PAIR = re.compile(r"^[ \t]*(\d{1,4})[ \t]+(\d{1,2})[ \t]*$")
#: the first number a question's start line writes (``問題12  ...``, ``**12.**``, ``Q12``)
_OWN = re.compile(r"^[^\d\n]{0,12}?(\d{1,4})(?!\d)")
#: the fewest entries a key must have, and the share of them its questions' numbers must name
_LEAST, _SHARE = 5, 0.8
#: the longest title over a key quoted in its warning
_LONGEST_TITLE = 80


def _block(lines: Sequence[str], after: int) -> list[tuple[int, int, int]] | None:
    """The key's entries (line index, question number, choice number) in the one block of pairs below line
    ``after``, or None when there is none (or the numbers do not run up by one)."""
    entries: list[tuple[int, int, int]] = []
    for i in range(after + 1, len(lines)):
        line = lines[i]
        if (m := _PAIR.match(line)) is not None:
            entries.append((i, int(m.group(1)), int(m.group(2))))
        elif line.strip() and entries:
            break           # (the block ends at the first other line after its pairs)
    if len(entries) < _LEAST or any(b[1] != a[1] + 1 for a, b in pairwise(entries)):
        return None
    return entries


def _own_number(q: ImportedQuestion, lines: Sequence[str]) -> int | None:
    at = q.pos.line - 1
    m = _OWN.match(lines[at][:200]) if 0 <= at < len(lines) else None
    return int(m.group(1)) if m is not None else None


def _title(lines: Sequence[str], entries: Sequence[tuple[int, int, int]], q: ImportedQuestion) -> str | None:
    """The line of text right over the key (blank lines between), below the last question ``q``'s start and none of
    its choices nor its text's end: its title."""
    i = entries[0][0] - 1
    while i > q.pos.line - 1 and not lines[i].strip():
        i -= 1
    line = lines[i].strip()
    texts = [t.strip() for t in [*(c.text for c in q.choices), q.text] if t.strip()]
    if i <= q.pos.line - 1 or any(line.endswith(t) for t in texts):
        return None
    return line[:_LONGEST_TITLE]


def _unexplained(questions: Sequence[ImportedQuestion], entries: Sequence[tuple[int, int, int]],
                 title: str | None) -> None:
    """The key's lines (and its title) taken out of the explanation of the question read last, where they end it."""
    q = max(questions, key=lambda q: q.pos.line)
    if not q.explanation:   # (the question read last: the one whose explanation runs on into the key)
        return
    rows = q.explanation.split("\n")
    cut = len(rows)
    while cut > 0 and (not rows[cut - 1].strip() or _PAIR.match(rows[cut - 1]) is not None):
        cut -= 1
    pairs = [m for row in rows[cut:] if (m := _PAIR.match(row)) is not None]
    if [(int(m.group(1)), int(m.group(2))) for m in pairs] == [(n, k) for _, n, k in entries]:
        rest = "\n".join(rows[:cut]).rstrip()
        q.explanation = None if not rest or rest.strip() == title else rest   # (the key's title is none either)


def read(deck: ImportedDeck, lines: Sequence[str], where: str, diags: Diagnostics) -> None:
    """The answers a key of number pairs after the questions gives (see the module), joined to ``deck``."""
    if not deck.questions or all(q.answer is not None for q in deck.questions):
        return
    last = max(q.pos.line - 1 for q in deck.questions)
    entries = _block(lines, last)
    if entries is None:
        return
    by_number: dict[int, list[ImportedQuestion]] = {}
    for q in deck.questions:
        if (n := _own_number(q, lines)) is not None:
            by_number.setdefault(n, []).append(q)
    named = [n for _, n, k in entries if len(by_number.get(n, ())) == 1 and 1 <= k <= len(by_number[n][0].choices)]
    if len(named) < _SHARE * len(entries):
        return
    title = _title(lines, entries, max(deck.questions, key=lambda q: q.pos.line))
    under = f" (under {title!r})" if title else " (under no title)"
    said: list[tuple[int, str, str | None]] = [
        (entries[0][0], f"the {len(entries)} lines of two numbers from here read as the answer key{under}: a "
                        "question's number, then its right choice's place", "check a few answers against the source")]
    answered = set()
    for i, n, k in entries:
        held = by_number.get(n, [])
        if len(held) != 1 or not 1 <= k <= len(held[0].choices):
            said.append((i, f"the answer key's entry for question {n} names "
                            f"{'no question read' if len(held) != 1 else f'no choice {k}'}; not read",
                         "write the answer in the quiz"))
            continue
        q = held[0]
        if q.answer is not None:
            if q.answer != [k - 1]:
                said.append((i, f"the answer key names choice {k} for question {n}, which marks another; keeping "
                                "the question's", None))
            continue
        q.set_answer([k - 1])
        q.use(i + 1)
        answered.add(q.pos)
    _unexplained(deck.questions, entries, title)
    unsay(diags, answered)   # (first: the reader's "gives no answer" taken back leaves room for what is said here)
    for i, message, hint in said:
        diags.warning(Pos(where, i + 1, 1), message, hint=hint)
