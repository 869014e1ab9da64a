"""Records of one line that write a question's choices as a list literal, then its right ones as another.

A program's question file may hold each question as its source code would: ``“Question?”: ['a', 'b', 'c'],
['b']`` (Python's list of choices, then the list of the right ones by their text). Written by hand, the
quoting wavers from line to line: single, double or curly quotes around an item, a closing quote or bracket
left out, a stray ``"`` or ``]`` at the line's end. Such a file is read so when nearly every filled line
(five in six, three at least) is a text, a ``:`` and two bracketed lists, the first of two items or more;
each item's quotes are taken off, and an answer list's items name choices by their text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: a line's question, then its first list's opening bracket: ``“Q?” : "[``
_HEAD = re.compile(r"^[ \t]*(?P<question>[^\[\]]*?\S)[ \t]*[:：][ \t]*[\"'“”]?[ \t]*\[")
#: the quotes an item may be written in (curly ones open and close either way, as typed)
_QUOTES = "'\"‘’“”"
_FEWEST = 3
_MOST = 5 / 6


@dataclass
class ListRecord:
    """One line read: its number (from 1), the question, the choices, the right ones' texts as written."""

    line: int
    question: str
    choices: list[str]
    right: list[str]


def _items(body: str) -> list[str]:
    """A list literal's items, split at the commas outside quotes, each item's own quotes taken off (an item's
    closing quote may be missing)."""
    items: list[str] = []
    current: list[str] = []
    quote: str | None = None
    for ch in body:
        if quote is not None:
            if ch in _QUOTES and (ch == quote or (quote not in "'\"" and ch not in "'\"")):
                quote = None
            current.append(ch)
        elif ch == ",":
            items.append("".join(current))
            current = []
        else:
            if ch in _QUOTES and not "".join(current).strip():
                quote = ch
            current.append(ch)
    items.append("".join(current))
    return [t for t in (_unquoted(item) for item in items) if t]


def _unquoted(item: str) -> str:
    text = item.strip()
    if text[:1] and text[0] in _QUOTES:
        text = text[1:]
    if text[-1:] and text[-1] in _QUOTES:
        text = text[:-1]
    return text.strip()


def _close(text: str, start: int) -> int:
    """Where the list opened before ``start`` closes: the first ``]`` outside quotes (an item whose closing
    quote is missing ends at the bracket), else the line's end."""
    quote: str | None = None
    fresh = True   # at an item's start, where a quote opens one
    for k in range(start, len(text)):
        ch = text[k]
        if quote is not None:
            if ch in _QUOTES and (ch == quote or (quote not in "'\"" and ch not in "'\"")):
                quote = None
            elif ch == "]" and text[k + 1:k + 2] in ("]", '"', ""):
                return k   # `'str; int; float]]`: the quote never closed
            continue
        if ch == "]":
            return k
        if ch == ",":
            fresh = True
        elif ch in _QUOTES and fresh:
            quote = ch
            fresh = False
        elif not ch.isspace():
            fresh = False
    return len(text)


def _record(line: str, number: int) -> ListRecord | None:
    head = _HEAD.match(line)
    if head is None:
        return None
    end = _close(line, head.end())
    choices = _items(line[head.end():end])
    rest = re.match(r"[ \t]*\][ \t]*,[ \t]*\[", line[end:])
    if len(choices) < 2 or rest is None:
        return None
    start = end + rest.end()
    right = _items(line[start:_close(line, start)])
    question = _unquoted(head.group("question"))
    return ListRecord(number, question, choices, right) if question else None


def list_records(text: str) -> list[ListRecord] | None:
    """The records of a text whose filled lines are nearly all a question and two list literals; None when it
    is not such a text."""
    filled = [(n, line) for n, line in enumerate(text.split("\n"), start=1) if line.strip()]
    if sum(1 for n, line in filled[:12] if _HEAD.match(line)) < _MOST * len(filled[:12]):
        return None   # the first lines tell, before the whole of a long file is read so
    records = [r for n, line in filled if (r := _record(line, n)) is not None]
    if len(records) < _FEWEST or len(records) < _MOST * len(filled):
        return None
    return records
