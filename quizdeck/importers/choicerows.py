"""A choice's text that runs on past its own line, onto rows with no label or bullet of their own.

Authors and converters wrap a long choice: a line break inside it (a backslash or two spaces at the line's end in
Markdown), or the text simply going on on the next line, flush left under an indented bullet (Markdown's lazy
continuation: the row stays in the item)::

    c) must meet today's requirements and be ready to meet, at a low cost \\
    of upkeep, those foreseeable in the near term
    d) ...

Rows right below one choice that the run's next choice follows (the next label in order, or the next item of the same
kind and indentation; blank lines between or not) can be nothing but the choice above going on: a question's text
does not sit between its choices. Where nothing below proves the run goes on (lines without labels), a row is taken
only when it reads as a phrase cut short: it opens without a capital letter and does not end as a question or a
lead-in (``?``, ``:``). Right below the run's LAST choice, the rows are no proof at all: they go on with it only when
the choice's text is cut (no sentence's end) and the row opens with a small letter, and the reader weighs the file
(``tail_kept``). Every row taken follows a choice cut short: a choice ended and a sentence below it is a note. Rows
are plain text only, opening with a word: not a choice, heading, answer, numbered line, rule, HTML, quote, list item,
image, a label (``Answer:``) or a sign (a choice's sign slipped, ``*+text``); three at most.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from quizdeck.importers.choiceparagraphs import ENDED, names_labels, plain

#: rows one choice runs on over, at most
MOST_ROWS = 3
#: a Markdown line break written at a line's end (a backslash), taken off when the row is joined to the line
_HARD_BREAK = re.compile(r"[ \t]*\\$")
#: what a row that may be a question or a lead-in of its own ends with
_ASKS = re.compile(r"[?？؟:：]\s*$")
#: the share of a file's questions, at most, that may hold text in the place of a cut choice's tail for the tail
#: to be read as the choice's (a file where others explain there: explanations)
EXPLAINED_SHARE = 0.05
#: the share of a file's questions, at most, whose last choice a cut tail may follow (more: a part the file repeats)
RARE_SHARE = 0.1


def joined(text: str, rows: Sequence[str]) -> str:
    """A choice's line with the rows that go on with it, one space between (a line break's backslash off)."""
    return " ".join([_HARD_BREAK.sub("", text.rstrip()), *(row.strip() for row in rows)])


#: what a row of words opens with: a letter or a digit, maybe after an opening quote, bracket or math sign
_WORDS = re.compile(r"^[ \t]*[(\[«\"'“‘„$]?[^\W_]")


def _words(row: str) -> bool:
    """A plain row that opens with a word (``*+text`` under ``* text``: a choice whose sign slipped, no words)."""
    return plain(row) and bool(_WORDS.match(row))


def _cut(row: str) -> bool:
    """A row that reads as a phrase going on: no capital letter first, no question's or lead-in's end."""
    first = next((ch for ch in row if ch.isalpha()), "")
    return not first.isupper() and not _ASKS.search(row)


def between(lines: Sequence[str], i: int, end: int, choice_text: str, is_next: Callable[[int], bool],
            special: Callable[[int], bool], labelled: bool) -> int | None:
    """The index after the rows from ``i`` (right below a choice whose text ends ``choice_text``, no blank line
    between) when the choice's sentence is cut there, the rows are plain text and the run's next choice follows them
    (blank lines between or not), else None. ``labelled``: the next choice's label proves the run goes on; else each
    row must read as a phrase going on (``_cut``). (A choice ended, a sentence below it, the next label below that:
    a note under each choice, ``**A) x**`` then why, as answer sheets write them, not a wrapped choice.)"""
    if ENDED.search(_HARD_BREAK.sub("", choice_text.rstrip())):
        return None
    j = i
    while j < end and lines[j].strip() and not is_next(j):
        line = lines[j]
        if j - i >= MOST_ROWS or special(j) or not _words(line) or (not labelled and not _cut(line.strip())):
            return None
        j += 1
    k = j
    while k < end and not lines[k].strip():
        k += 1
    return j if j > i and k < end and is_next(k) else None


def tail_rows(lines: Sequence[str], i: int, end: int, choice_text: str, special: Callable[[int], bool]) -> int | None:
    """The index after the rows from ``i`` (right below the run's last choice, no blank line between) that read as
    its text cut short going on: the choice ends with no sentence's end, the first row opens with a small letter,
    and a blank line or the record's end follows them. None when they do not."""
    if (ENDED.search(_HARD_BREAK.sub("", choice_text.rstrip())) or not lines[i].strip()[:1].islower()
            or names_labels(lines[i])):
        return None
    j = i
    while j < end and lines[j].strip():
        if j - i >= MOST_ROWS or special(j) or not _words(lines[j]) or _ASKS.search(lines[j]):
            return None
        j += 1
    return j


def rare(tails: int, questions: int) -> bool:
    """Whether cut choices' tails (in ``tails`` questions, ``questions`` others) are few: one question in ten at most,
    or one (a row below the last choice of many questions is a part the file repeats, a note or a tag)."""
    return tails <= max(1, RARE_SHARE * (tails + questions))


def tail_kept(tails: int, explained: int, questions: int, wraps: bool) -> bool:
    """Whether cut choices' tail rows (``tails`` of them, in as many questions) are read as their text: where the file
    wraps other choices so, the run's next choice below proving it (``wraps``): its own way of writing a long choice;
    else where they are ``rare`` and the file's other questions (``questions``) hold no text in that place, or hardly
    any (``explained`` of them, one in twenty at most)."""
    return wraps or (rare(tails, questions) and explained <= EXPLAINED_SHARE * questions)
