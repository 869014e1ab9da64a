"""One-line records, a question and its answer on one line each after its label: those answered true or false.

A bank scraped from an exam site writes each question on a line of its own, its label first and its answer after a
space, under another label; the true/false ones write no choices, their answer a verdict's word::

    题目：进行电气维修必须先关掉电源,在设置告知牌后，方可进行。  答案：正确
    题目：实验时,禁止用口吸方式移液。  答案：错误
    题目：危险化学品的急性毒性表述中，半致死量LD50代表什么意义？  答案：B. 导致一半受试动物死亡的量

The labels are the file's own, learnt from it: the pair (a word and a colon opening the line; a word and a colon
after a space further on, the line's last) that most of its non-blank lines write, ``LEAST`` lines at least. A
record may run over a few lines (a line break inside its question): opened by the first label, closed by the line
that holds the second. A record whose answer is a verdict's word alone (``verdictanswers``: ``正确``/``错误``,
``True``/``False``, ``Richtig``/``Falsch``), maybe ended by a stop, is a true/false statement (its choices the
file's pair). The other records write no choices either: ``others`` gives their lines, for the reader to say that
they are open questions (their answer names no choice) rather than read them into something else silently. Line
for line; every pattern anchored, linear in the line's length.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from quizdeck.importers.asking import ASKS
from quizdeck.importers.verdictruns import Statement

#: records written so in a file: this many at least, and most of its non-blank lines
LEAST = 4
#: the most lines one record runs over (a question broken by a stray line break)
_SPAN = 8
#: a label opening a line: a word (no digit), a colon (``题目：``, ``Question:``, ``Frage :``)
_HEAD = re.compile(r"^[ \t]*(?P<label>[^\W\d_]{1,12})[ \t]{0,4}[:：][ \t]*")
#: a label further on, after a space: a word (no digit), a colon (``  答案：``, `` Answer:``)
_TAIL = re.compile(r"[ \t](?P<label>[^\W\d_]{1,12})[ \t]{0,4}[:：][ \t]*")
#: a verdict's word alone, maybe in bold and ended by a stop: ``正确``, ``**False**.``
_VALUE = re.compile(r"^(?:\*\*|__)?(?P<word>[^\W\d_]{1,12}|[√✓✔×✗✘])(?:\*\*|__)?[ \t]*[.。!！]?[ \t]*$")
#: the first code point of the scripts written without spaces (CJK): four of their letters make a statement
_UNSPACED = 0x2E80


def statement(text: str) -> bool:
    """Whether a record's question can be a statement: two words at least, or four letters of a script written
    without spaces (``Name: Bob  Value: true`` names a thing; it states nothing)."""
    return len(text.split()) >= 2 or sum(1 for ch in text if ch.isalpha() and ord(ch) >= _UNSPACED) >= 4


def asks(text: str) -> bool:
    """Whether a record's question asks (``asking.ASKS``: a question mark at its end, any script's): a verdict's
    word answering it may be a value (``What does [] == false give?  Answer: true``) as well as a verdict."""
    return ASKS.search(text) is not None


def _split(line: str) -> tuple[str, str, str, str] | None:
    """(first label, question, second label, answer) of a line holding two labels, the second its last; None
    otherwise."""
    head = _HEAD.match(line[:2000])
    if head is None:
        return None
    last = None
    for m in _TAIL.finditer(line[:2000], head.end()):
        last = m
    if last is None:
        return None
    question, answer = line[head.end():last.start()].strip(), line[last.end():].strip()
    if not question or not answer:
        return None
    return head.group("label").casefold(), question, last.group("label").casefold(), answer


def _closing(line: str, second: str) -> tuple[str, str] | None:
    """(the text before it, the answer) of a line holding the second label ``second`` after a space; None
    otherwise."""
    for m in _TAIL.finditer(line[:2000]):
        if m.group("label").casefold() == second:
            return line[:m.start()].strip(), line[m.end():].strip()
    return None


def _labels(lines: list[str], fenced: list[bool]) -> tuple[str, str] | None:
    """The file's pair of labels: the one most of its non-blank lines write (``LEAST`` at least); None when none
    does."""
    pairs = Counter((s[0], s[2]) for i, line in enumerate(lines) if not fenced[i] and (s := _split(line)) is not None
                    and s[0] != s[2])
    if not pairs:
        return None
    pair, n = pairs.most_common(1)[0]
    filled = sum(1 for i, line in enumerate(lines) if line.strip() and not fenced[i])
    return pair if n >= LEAST and 2 * n > filled else None


def records(lines: list[str], fenced: list[bool]) -> list[tuple[int, int, str, str]] | None:
    """The file's records (see the module): (first line, last line, question, answer), 0-based; None when the file
    writes no such records."""
    pair = _labels(lines, fenced)
    if pair is None:
        return None
    first, second = pair
    out: list[tuple[int, int, str, str]] = []
    i = 0
    while i < len(lines):
        head = _HEAD.match(lines[i][:2000]) if not fenced[i] else None
        if head is None or head.group("label").casefold() != first:
            i += 1
            continue
        body = lines[i][head.end():]
        closed = _closing(body, second) if len(body) < 2000 else None
        if closed is not None:
            if closed[0] and closed[1]:
                out.append((i, i, closed[0], closed[1]))
            i += 1
            continue
        parts, end = [body.strip()], i + 1   # the record runs on: a line break inside its question
        while end < len(lines) and end - i < _SPAN and not fenced[end]:
            h = _HEAD.match(lines[end][:2000])
            if h is not None and h.group("label").casefold() == first:
                break
            closed = _closing(lines[end], second) if len(lines[end]) < 2000 else None
            if closed is not None:
                parts.append(closed[0])
                text = "\n".join(p for p in parts if p)
                if text and closed[1]:
                    out.append((i, end, text, closed[1]))
                break
            parts.append(lines[end].strip())
            end += 1
        i = end if closed is not None else i + 1
    return out


def find(lines: list[str], fenced: list[bool], true: Callable[[str], bool | None]) -> tuple[
        list[Statement], list[int]]:
    """The file's records answered by a verdict (``true``: whether a word says true, None for no verdict), as
    true/false statements; and the first lines of its other records (no choices, an answer that is no verdict)."""
    found = records(lines, fenced)
    if not found:
        return [], []
    statements: list[Statement] = []
    others: list[int] = []
    for a, b, text, answer in found:
        m = _VALUE.match(answer)
        said = true(m.group("word")) if m is not None else None
        if m is None or said is None or not statement(text):   # "Name: Bob  Value: true": a name, no statement
            others.append(a)
            continue
        statements.append(Statement(a, text, said, m.group("word"), answer=b, own=tuple(range(a + 1, b))))
    return statements, others
