"""The opener a file's records repeat, a number or signs before the first word (``12~``, ``[12]``, ``::``): a
line of another form above a record's opener, between two records, is the page's, not the question's.

A converted document keeps lines that are no question's between its questions: a chapter's or section's line
(``--- chapter 6``), a page's number (``-- 1 --``), a set's mark (``@1@``). Read by a layout that cuts records
before their choices, such a line becomes the first line of the next question's text. What tells is the file's own
repetition: when four in five records at least, five at least, open with a line of one form (its opening signs
with every digit run as one number, up to its first letter), a record that opens otherwise while a later line of
its text opens so starts there, when the lines above are short (a few words, not leading on with a colon or
asking): the page's matter, skipped and said in the summary.

The same form tells a question's line cut from its choices by a blank line inside the record (``1.2 Koji je
...``, blank, ``0  Mart``...): a line alone that opens as the file's question lines do, over a record whose first
line opens otherwise, is that record's question (``lone_openers``; the layout reader keeps that cut only where it
reads more of the file).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

#: the share of records that must open alike, and the least number of them
MOST = 0.8
LEAST = 5
#: an opener's characters at most (longer: no opener, text)
_LONGEST = 12
#: the words a line of the page's matter holds at most (longer, or ending as a sentence that leads on: text)
_WORDS = 6


def opener(line: str) -> str | None:
    """The form a line opens with: what comes before its first letter, each run of digits as ``9`` and each run of
    spaces as one; None when it is nothing (the line opens with a letter) or long."""
    out: list[str] = []
    for c in line.strip():
        if c.isalpha():
            break
        if c.isdigit():
            if not out or out[-1] != "9":
                out.append("9")
        elif c.isspace():
            if out and out[-1] != " ":
                out.append(" ")
        else:
            out.append(c)
        if len(out) > _LONGEST:
            return None
    form = "".join(out).rstrip()
    return form or None


def learnt(first_lines: Sequence[str]) -> str | None:
    """The opener most records' first lines share (see the module's docstring), or None."""
    forms = Counter(opener(line) for line in first_lines)
    forms.pop(None, None)
    if not forms:
        return None
    form, count = forms.most_common(1)[0]
    return form if count >= LEAST and count >= MOST * len(first_lines) else None


def starts_at(lines: Sequence[str], form: str) -> int:
    """Where a record whose lines are ``lines`` starts, its opener learnt as ``form``: 0, or the first line below
    that opens so when the first does not."""
    if not lines or opener(lines[0]) == form:
        return 0
    k = next((k for k, line in enumerate(lines) if k and opener(line) == form), 0)
    if any(len(line.split()) > _WORDS or line.rstrip().endswith((":", "?", "：", "？")) for line in lines[:k]):
        return 0   # "Read the text below:" over "12. Which ...?": the question's own lead, not the page's
    return k


def lone_openers(records: Sequence[Sequence[str]]) -> list[int]:
    """The records (by index) that are a question's line alone, its choices the next record: one line that opens
    in a form the first lines of three records at least share (lines alone, or records of three lines or more), the
    next record's first line otherwise, the record before it no line alone (a heading over it: the lone line is
    the question's text, not its start). A blank line inside a record, between its question and its choices, cut it
    in two (the layout reader keeps this cut only where it reads more of the file)."""
    forms = Counter(opener(rec[0]) for rec in records if len(rec) >= 3 or len(rec) == 1)
    forms.pop(None, None)
    out: list[int] = []
    for k in range(len(records) - 1):
        rec, nxt = records[k], records[k + 1]
        form = opener(rec[0]) if len(rec) == 1 else None
        if form is not None and forms[form] >= 3 and len(nxt) >= 2 and opener(nxt[0]) != form and (
                k == 0 or len(records[k - 1]) >= 2) and (not out or out[-1] != k - 1):
            out.append(k)
    return out
