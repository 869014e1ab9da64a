"""A quiz in Leanpub's Markua: ``{quiz, id: q1}`` ... ``{/quiz}``, a question a ``? `` line, its choices ``a)``, the
right ones' letters in capitals.

Markua (Leanpub's Markdown, used by course templates such as OTTR's) writes a quiz or an exercise as a block between
``{quiz, ...}`` (``{exercise, ...}``) and ``{/quiz}``: each question opens with ``? `` (a directive line such as
``{choose-answers: 4}`` or ``{points: 2}`` above it), its choices follow one a line, a letter and ``)`` before each,
and the letter's case is the mark: a capital on a right choice (``B) Basic Building Blocks``), a small letter on a
wrong one (``a) Simulation``; OTTR's templates write ``C)`` for the right ones, ``m)`` and ``o)`` for the wrong ones,
so the letters need not run). Such a block is written again line for line: its opening and closing lines and its
directive lines blank (accounted for), each question as a numbered line (``1. What ...?``), its choices as task-list
boxes, ticked where the letter is a capital (``- [x] right``, ``- [ ] wrong``). A question whose choices all carry
small letters names no right one: its boxes stay unticked and the reader says so; all capitals running ``A)``,
``B)``, ``C)`` are labels like any other, written as they are. A fill-in question (``? What is 2 + 2?`` over
``! 4``, no choices) is left out, its lines unused, and the reader says so (``fill_ins``). Nothing outside such a
block nor in fenced code is touched; linear in the number of lines (each line's next closing is noted once).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.mdinline import fenced_lines

#: a block's opening and closing lines: ``{quiz, id: ch4_quiz, attempts: 10}``, ``{/quiz}``
_OPENS = re.compile(r"^[ \t]{0,3}\{(quiz|exercise)\b[^{}\n]{0,400}\}[ \t]*$", re.I)
_CLOSES = re.compile(r"^[ \t]{0,3}\{/(quiz|exercise)\}[ \t]*$", re.I)
#: a directive alone on its line inside a block: ``{choose-answers: 1}``, ``{points: 2}``, ``{random-choice-order}``
_DIRECTIVE = re.compile(r"^[ \t]{0,3}\{[a-z][\w-]{0,40}(?:[ \t]*:[^{}\n]{0,200})?\}[ \t]*$", re.I)
#: a question's line: ``? What ...``
_ASKS = re.compile(r"^[ \t]{0,3}\?[ \t]+(\S.*)$")
#: a choice's line: its letter and its text
_CHOICE = re.compile(r"^[ \t]{0,3}([A-Za-z])\)[ \t]+(\S.*)$")
#: a fill-in question's answer line: ``! Paris``
_TYPED = re.compile(r"^[ \t]{0,3}![ \t]+\S")
#: the most lines a block may hold
_LONGEST = 20_000


def _blocks(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[int, int]]:
    """The quiz blocks outside code: (opening line, closing line), each holding a question line. One pass back
    notes each line's next closing line and how many question lines come before it, so the scan is linear however
    many openings are left unclosed."""
    closing: list[int | None] = [None] * (len(lines) + 1)
    asks = [0] * (len(lines) + 1)
    for k in range(len(lines) - 1, -1, -1):
        plain = not fenced[k]
        closing[k] = k if plain and _CLOSES.match(lines[k][:100]) else closing[k + 1]
    for k, line in enumerate(lines):
        asks[k + 1] = asks[k] + (1 if not fenced[k] and _ASKS.match(line) else 0)
    out: list[tuple[int, int]] = []
    i = 0
    while i < len(lines):
        if not fenced[i] and _OPENS.match(lines[i][:500]):
            end = closing[i + 1]
            if end is not None and end - i < _LONGEST and asks[end] > asks[i + 1]:
                out.append((i, end))
                i = end
        i += 1
    return out


def _questions(lines: Sequence[str], fenced: Sequence[bool], start: int,
               end: int) -> list[tuple[int, list[tuple[int, str, str]], list[int]]]:
    """A block's questions outside code: the question's line, its choices (line, letter, text) in order, and its
    typed answers' lines (``! 4``: a fill-in question)."""
    out: list[tuple[int, list[tuple[int, str, str]], list[int]]] = []
    for k in range(start + 1, end):
        if fenced[k]:
            continue
        if _ASKS.match(lines[k]):
            out.append((k, [], []))
        elif out and (m := _CHOICE.match(lines[k])) is not None:
            out[-1][1].append((k, m.group(1), m.group(2)))
        elif out and _TYPED.match(lines[k]):
            out[-1][2].append(k)
    return out


def _ticks(letters: str) -> list[bool] | None:
    """Which choices the letters' case marks right; None when the case marks nothing (all capitals running from
    ``A``: plain labels)."""
    if letters.isupper() and letters == "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[:len(letters)]:
        return None
    return [ch.isupper() for ch in letters]


def fill_ins(lines: Sequence[str]) -> tuple[int, int] | None:
    """Where the first fill-in question of the file's quiz blocks stands (its line, from 1) and how many there are
    (``? What is 2 + 2?`` over ``! 4``: no choices), which ``rewritten`` leaves out; None when none."""
    if not any(line.startswith("{") for line in lines):
        return None
    fenced = fenced_lines(lines)
    found = [asks for start, end in _blocks(lines, fenced)
             for asks, choices, typed in _questions(lines, fenced, start, end) if typed and not choices]
    return (found[0] + 1, len(found)) if found else None


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with each Markua quiz block written as numbered questions over task-list boxes (see the module),
    and the lines left blank; None when the source holds no such block."""
    if not any(line.startswith("{") for line in lines):
        return None
    fenced = fenced_lines(lines)
    blocks = _blocks(lines, fenced)
    if not blocks:
        return None
    out, blanked = list(lines), set[int]()
    number = 0
    for start, end in blocks:
        for k in (start, end, *(j for j in range(start + 1, end)
                                if not fenced[j] and _DIRECTIVE.match(lines[j][:300]))):
            out[k] = ""
            blanked.add(k)
        for asks, choices, typed in _questions(lines, fenced, start, end):
            if typed and not choices:
                for k in (asks, *typed):
                    out[k] = ""   # a fill-in question: no choices to read; its lines are listed as not used
                continue
            number += 1
            m = _ASKS.match(lines[asks])
            assert m is not None   # a question's line (_questions)
            out[asks] = f"{number}. {m.group(1)}"
            ticks = _ticks("".join(letter for _, letter, _ in choices)) if len(choices) >= 2 else None
            if ticks is None:
                continue
            for (line, _, text), tick in zip(choices, ticks, strict=True):
                out[line] = f"- [{'x' if tick else ' '}] {text}"
    return out, blanked
