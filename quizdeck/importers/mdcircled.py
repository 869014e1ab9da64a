"""Choices labelled with circled numbers, as Korean, Japanese and Chinese exams write them: ``① 사과``, ``② 배``.

The reader knows letters as labels; an enclosed number (``①``..``⑳``, ``⑴``, ``⒈``, ``❶``, ``➀``, ``➊``: the table of
`enclosednumbers`) is one too, and the
answer names it so (``정답: ②``). Whether the file labels its choices so is read from the file itself: runs of two
lines at least, one under the other (blank lines between allowed), that start with circled numbers counting from one
(``①``, ``②``, ``③``...; after a bullet, in bold too: ``- **② Web Server**``), twice at least. Those lines' labels
are written as the letters they stand for (``B) Web Server``); a label inside a bold that closes before the line's
end (``- **④ text** ← 정답``, a mark after it) is written before the bold (``- D) **text** ← 정답``), as the readers
know a marked choice. So is a circled number that a line's value opens with after a colon (``정답: ②``,
``**答え**：①③``), or right after an answer word with no colon (``**정답 ②**  ·  분야: ...``, written
``**정답: B**``): the reader reads them as any lettered choices and answers. A circled number anywhere else
(``①과 ②의 차이``) stays. Each line keeps its place; every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.enclosednumbers import NUMBER_CLASS, enclosed_number

#: the enclosed numbers a Markdown label or answer may be (``①``, ``❸``, ``⑴``, ``⒈``; the letters are not)
_CIRCLED = NUMBER_CLASS
#: a line that starts with a circled number: what comes before it (indent, bullet, bold), the number, the rest
_LABELLED = re.compile(rf"^([ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?)([{_CIRCLED}])[ \t]*[.)]?[ \t]*(\S.*)$")
#: a value after a colon that opens with circled numbers: the line up to them, the numbers, the rest
_VALUE = re.compile(rf"^(.{{0,200}}?[:：][*_ \t]*)([{_CIRCLED}](?:[ \t]*[,、，]?[ \t]*[{_CIRCLED}]){{0,9}})(.*)$")
#: an answer word and, a space after it with no colon, circled numbers: "**정답 ②**  ·  분야: ...", "正解 ③";
#: the line up to the word, the numbers, the rest (written with the colon the reader knows: "**정답: B**  ·  ...")
_WORDS = "정답|답|正解|答え|答|答案|正确答案|正確答案|参考答案|參考答案|解答"
_SAID = re.compile(rf"^([ \t>]{{0,8}}(?:[-*+][ \t]+)?(?:\*\*|__)?(?:{_WORDS}))[ \t]+"
                   rf"([{_CIRCLED}](?:[ \t]*[,、，]?[ \t]*[{_CIRCLED}]){{0,9}})(?=[*_ \t.]|$)(.*)$")
#: a circled number, for a quick look whether a line holds one
CIRCLED = re.compile(rf"[{_CIRCLED}]")
#: the fewest runs that make a file's labels so
_LEAST_RUNS = 2


def _number(c: str) -> int:
    """A circled number's value, 1 for ``①`` (the character is one of ``NUMBER_CLASS``)."""
    number = enclosed_number(c)
    if number is None:
        raise ValueError(f"{c!r} is no enclosed number")  # only characters of NUMBER_CLASS reach here: a bug
    return number


def _letter(c: str) -> str:
    return chr(ord("A") + _number(c) - 1)


def _runs(lines: Sequence[str], fenced: list[bool]) -> list[list[int]]:
    """The runs of lines labelled ①, ②, ③... one under the other (two lines at least)."""
    runs: list[list[int]] = []
    run: list[int] = []
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        m = None if fenced[i] else _LABELLED.match(line[:2000])
        n = _number(m.group(2)) if m else 0
        if m is not None and n == len(run) + 1:
            run.append(i)
            continue
        if len(run) >= 2:
            runs.append(run)
        run = [i] if n == 1 else []
    if len(run) >= 2:
        runs.append(run)
    return runs


def lettered(lines: Sequence[str], fenced: list[bool], out: list[str]) -> bool:
    """The circled labels of the file's choices, and the answers naming them, written as letters in ``out`` (see
    the module's docstring): whether any was."""
    runs = _runs(lines, fenced)
    if len(runs) < _LEAST_RUNS:
        return False
    labelled = {i for run in runs for i in run}
    for i in sorted(labelled):
        m = _LABELLED.match(lines[i][:2000])
        assert m is not None
        lead, rest = m.group(1), m.group(3)
        bold = lead[-2:] if lead.endswith(("**", "__")) else ""
        if bold and not rest.rstrip().endswith(bold):
            # "- **④ text** ← 정답": the bold closes before the line's end (a mark follows): the label goes before it
            lead, rest = lead[:-2], bold + rest
        out[i] = f"{lead}{_letter(m.group(2))}) {rest}{lines[i][2000:]}"
    for i, line in enumerate(lines):
        if i in labelled or fenced[i]:
            continue
        said = _SAID.match(line[:2000])
        m = said or _VALUE.match(line[:2000])
        if m is None:
            continue
        letters = ", ".join(_letter(c) for c in m.group(2) if c.strip() and c not in ",、，")
        out[i] = f"{m.group(1)}{': ' if said else ''}{letters}{m.group(3)}{line[2000:]}"
    return True
