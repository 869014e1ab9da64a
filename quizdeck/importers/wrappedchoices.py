"""Bare choices written as paragraphs, one a choice, some hard-wrapped over two lines: each paragraph one line.

A page converted from a PDF may write each question as a heading (or a paragraph that asks), then its choices as
paragraphs with no label, a blank line between two, the right one followed by the file's mark (``Take temperature
once a day (Correct answer)``). The converter kept the PDF's line breaks, so a long choice goes on over a second line
(``Administer an opioid ... 30 minutes`` / ``prior to initiating CPM exercises (Correct answer)``), and a mark can
fall alone on the line below its choice (``"I will take a tub bath instead of a shower."`` / ``(Correct answer)``)
or break inside (``... for the client (Correct`` / ``answer)``). The readers take each line of such a block for a
choice. The file's own convention is a paragraph a choice: where blocks of three to eight such paragraphs (after
a heading or a paragraph, before the next heading or rule) stand under three questions at least and most of their
paragraphs are one line, a paragraph of two or three lines in them is one choice: its lines are joined into its
first, the others left blank (line for line). The heading or the paragraph above a block must ask (a question mark
in it) or announce (end with a colon), and a paragraph that asks is the next question, not joined. A line that is a
list's item, a label's, an HTML tag's, a heading, a key (``Answer:``) is no such block's; a paragraph whose first
line ends a sentence (its closing mark aside: ``…requested.**``) and whose next line is more than a few words is two
things, not joined. Where the file marks its right choices by a line wholly in bold (``**Single select**``, in three
blocks at least and half of them), a paragraph that opens with such a line is the choice and what follows it (its
why), not one wrapped choice: not joined either.
Each join is said (at the first, with the others' lines). Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from quizdeck.importers.asking import ASKING_OR_ANNOUNCING, ends_with
from quizdeck.importers.paragraphs import spans

#: a heading, a rule: what ends a question's block
_BOUNDARY = re.compile(r"^[ \t]{0,3}(?:#{1,6}[ \t]|([*_-])(?:[ \t]*\1){2,}[ \t]*$)")
#: a line that is a list's item, numbered, lettered, quoted, a table's, a fence, or a key (``Answer:``)
_MARKUP = re.compile(r"^[ \t]*(?:[-*+•][ \t]|[>|<]|```|~~~|\d{1,4}[ \t]*\\?[.)]|[(\[]?[A-Za-z]\\?[.)][ \t]"
                     r"|[^\s:：]{1,20}[:：])")
#: a sentence's end at a line's end, a closing emphasis after it (``…requested.**``)
_ENDED = re.compile(r"[.!?。！？][\"'”»)]?(?:\*{1,3}|_{1,3})?[ \t]*$")
#: a line wholly in bold (maybe bold italic): ``**Single select**``, ``***Hello, world!***``, ``__x__``; its mark
#: not again inside (``**a** and **b**``, ``__init__ and __del__``: two bold words, no line wholly in bold)
_WHOLLY = re.compile(r"^[ \t]*(\*\*\*?|__)(?=\S)(?:(?!\1)[^\n])*\S\1[ \t]*$")
#: the fewest and most choice paragraphs of a block, the fewest blocks, the longest line, the most lines a paragraph
_FEWEST, _MOST, _BLOCKS, _LONGEST = 3, 8, 3, 200
_PARAGRAPH_LINES = 3
#: the most words of a line that goes on after a sentence's end (a mark fallen below its choice)
_TAIL_WORDS = 3
#: the share of one-line paragraphs in the blocks
_ONE_LINE = 0.7


def _asks(line: str) -> bool:
    """Whether a line asks: a question mark in it (``... expect? (Select all that apply.)``)."""
    return "?" in line or "？" in line or "؟" in line


def _blocks(lines: Sequence[str]) -> list[list[tuple[int, int]]]:
    """Each question's block of choice paragraphs: the paragraphs after a heading (all) or after a first paragraph
    (the question's text), up to the next heading or rule; only blocks that may be bare choices."""
    out: list[list[tuple[int, int]]] = []
    starts = [-1, *(i for i, line in enumerate(lines) if _BOUNDARY.match(line)), len(lines)]
    for s, e in itertools.pairwise(starts):
        paragraphs = spans(lines, s + 1, e)
        headed = s >= 0 and lines[s].lstrip().startswith("#")
        choices = paragraphs if headed else paragraphs[1:]
        if not _FEWEST <= len(choices) <= _MOST or not paragraphs:
            continue
        asked = lines[s] if headed else lines[paragraphs[0][1] - 1]
        if not (_asks(asked) or ends_with(asked, ASKING_OR_ANNOUNCING)):
            continue   # under a heading or a paragraph that does not ask: no question's choices
        if any(j - i > _PARAGRAPH_LINES or any(len(lines[k]) > _LONGEST or _MARKUP.match(lines[k])
                                               for k in range(i, j)) for i, j in choices):
            continue
        out.append(choices)
    return out


def unwrapped(lines: Sequence[str]) -> tuple[list[str], list[int]] | None:
    """The lines with each wrapped choice paragraph joined into its first line (see the module), and the joined
    paragraphs' first lines (1-based); None when the file writes no such blocks or joins nothing."""
    blocks = _blocks(lines)
    if len(blocks) < _BLOCKS:
        return None
    paragraphs = [p for block in blocks for p in block]
    if sum(1 for i, j in paragraphs if j - i == 1) < _ONE_LINE * len(paragraphs):
        return None
    marked = sum(1 for block in blocks if any(_WHOLLY.match(lines[i]) for i, _ in block))
    marks_whole = marked >= max(_BLOCKS, len(blocks) / 2)   # the file's mark: a right choice's line wholly in bold
    out = list(lines)
    said: list[int] = []
    for i, j in paragraphs:
        if j - i == 1 or _asks(lines[j - 1]) or (marks_whole and _WHOLLY.match(lines[i])) or any(
                _ENDED.search(lines[k]) and len(lines[k + 1].split()) > _TAIL_WORDS for k in range(i, j - 1)):
            continue
        out[i] = " ".join(lines[k].strip() for k in range(i, j))
        for k in range(i + 1, j):
            out[k] = ""
        said.append(i + 1)
    return (out, said) if said else None


def said(firsts: Sequence[int]) -> str:
    """What the import says of the joined paragraphs (their first lines, 1-based)."""
    shown = ", ".join(map(str, firsts[:12])) + (" ..." if len(firsts) > 12 else "")
    return (f"{len(firsts)} paragraph{'s' if len(firsts) > 1 else ''} of two or three lines among one-line choice "
            f"paragraphs read as one choice each (line{'s' if len(firsts) > 1 else ''} {shown})")
