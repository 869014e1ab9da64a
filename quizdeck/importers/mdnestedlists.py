"""Questions written as a bulleted list: each question a top-level item, its choices the items nested under it.

A study sheet may keep a chapter's questions as one list, the choices nested under each question, the right ones in
bold (``**乘法器**``), among items that hold a note alone (a fill-in sentence with its answer in bold)::

    ## ch1
    - 在计算机的多级层次结构中，级别最高的是**应用语言虚拟机**
    - 对于机器语言程序设计员来说，()是透明的
      - 数据表示
      - **乘法器**
    - 冯·诺依曼结构计算机是以(**运算器**)为中心

Read as it stands, the chapter is one list: one question whose choices are the top items, each with its nested list
glued on. Whether the nested lists are choices is read from the file: where ``LEAST`` top-level items at least hold
one nested list each (two items or more, one indent, nothing else under the item but blank lines and fenced code),
and the right choices are told by bold (``**x**``, ``<b>x</b>``) on some but not all of a list's items in most of
them, each such item is a question, rewritten as a numbered line (its running number among such items) over its
choices as boxes, ticked where bold; the top-level items with no nested list, in such a file, are notes and are
left out (blank, accounted for as the page's furniture), but for those that ask (a ``?``) or hold inline
lettered choices (``(a) data bus (b) **address bus**``): questions written on one line, numbered among the others
for the text reader to read (and say what it cannot). A list that is numbered, lettered or boxed is another
reader's. Line for line; linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.listblocks import block_ends
from quizdeck.importers.mdinline import fenced_lines

#: questions written so in a file: this many at least
LEAST = 3
#: a top-level item: a bullet at no indent (one space at most), then its text
_TOP = re.compile(r"^ ?[-*+][ \t]+(\S.*)$")
#: a nested item: its indent, then a bullet and its text
_NESTED = re.compile(r"^([ \t]{2,})[-*+][ \t]+(\S.*?)[ \t]*$")
#: a nested item's text wholly in bold (``**x**``, ``<b>x</b>``, ``<strong>x</strong>``): the text inside
_BOLD = re.compile(r"^(?:\*\*(?!\*)(.+?)\*\*|__(?!_)(.+?)__|<(b|strong)>(.+?)</\3>)$", re.I)
#: a nested item that is lettered, numbered or a box: the list is another reader's
_OTHER = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?(?:\(?[A-Ha-h1-9]\)|[A-Ha-h1-9]\.|\[[ xX]\])[ \t]+\S")
#: the mark ``mdmarkup`` writes after a right choice's text, its tag taken off
_TICK = " ✅"
_HEADING = re.compile(r"^ {0,3}#{1,6}(?:[ \t]|$)")
#: a top-level item that is a question of its own: it asks, or holds inline lettered choices (two at least)
_ASKS = re.compile(r"[?？؟]|\([aA]\)[ \t]*\S.*?\([bB]\)[ \t]*\S")


def _items(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[int, int]]:
    """The top-level items of the file's bulleted lists: (first line, end line), up to the next top-level line. The
    items of a run indented by one space end together (found in one pass, not one an item)."""
    tops = [i for i, line in enumerate(lines) if not fenced[i] and _TOP.match(line)]
    return list(zip(tops, block_ends(lines, fenced, tops), strict=True))


def _bold(text: str) -> str | None:
    """The text inside the bold that wholly wraps ``text`` (or before the check mark ``mdmarkup`` wrote for a tag the
    file marks its right choices with); None when it is not so wrapped."""
    if text.endswith(_TICK) and text[:-len(_TICK)].strip():
        return text[:-len(_TICK)].rstrip()
    m = _BOLD.match(text)
    return None if m is None or "**" in (inner := m.group(1) or m.group(2) or m.group(4)) else inner


def _nested(lines: Sequence[str], fenced: Sequence[bool], a: int, b: int) -> list[int] | None:
    """The lines of the one nested list under the item at ``a`` (up to ``b``): empty when there is none, None when
    what is under the item is no list of one indent alone (text, another kind of list, a deeper list, code)."""
    indents = set()
    out = []
    for j in range(a + 1, b):
        if not lines[j].strip():
            continue
        m = None if fenced[j] else _NESTED.match(lines[j])
        if m is None or _OTHER.match(lines[j]):
            return None
        indents.add(m.group(1))
        out.append(j)
    return out if len(indents) <= 1 else None


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The file's questions (see the module's docstring) as numbered lines over their choices, ticked where bold,
    its notes left blank (given back, to be accounted for); None when the file is not written so."""
    fenced = fenced_lines(lines)
    items = _items(lines, fenced)
    if len(items) < LEAST:
        return None
    held = [(a, _nested(lines, fenced, a, b)) for a, b in items]
    questions = [(a, listed) for a, listed in held if listed is not None and len(listed) >= 2]
    marked = sum(1 for _, listed in questions
                 if 0 < sum(1 for j in listed if _bold(_text(lines[j])) is not None) < len(listed))
    if len(questions) < LEAST or 2 * marked < len(questions):
        return None               # (bold on no choice, or on every one, in most questions: no mark of the file's)
    out = list(lines)
    blanked: set[int] = set()
    # a note asks nothing: an item that asks is a question written on its line, numbered among the others
    asked: list[tuple[int, list[int]]] = [(a, []) for a, under in held
                                          if under == [] and not fenced[a] and _ASKS.search(_text(lines[a]))]
    for number, (a, listed) in enumerate(sorted(questions + asked), start=1):
        out[a] = f"{number}. {_text(lines[a])}"
        for j in listed:
            indent = lines[j][:len(lines[j]) - len(lines[j].lstrip(" \t"))]
            text = _text(lines[j])
            inner = _bold(text)
            out[j] = f"{indent}- [x] {inner}" if inner is not None else f"{indent}- [ ] {text}"
    taken = {a for a, _ in asked}
    for a, under in held:
        if under == [] and not fenced[a] and a not in taken:
            out[a] = ""           # a note: no question, no choices
            blanked.add(a)
    return out, blanked


def _text(line: str) -> str:
    """A list item's text, its bullet and spaces aside."""
    m = _TOP.match(line) or _NESTED.match(line)
    assert m is not None
    return m.group(m.lastindex or 1).strip()
