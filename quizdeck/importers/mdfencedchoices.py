"""A question's choices alone in a fenced block, each line led by a sign or none (```` ```diff ````, ``+ a) right``,
``- b) wrong``, ```` ``` ````): the fence is the page's way to colour its lines, no code.

A writer who wants the right choice shown in another colour than the wrong ones fences them in a language whose
highlighting colours a line by its first sign (a diff's ``+`` and ``-``). Markdown then reads the choices as code
and the question has none. Whether a fence is so is read from the page's own repetition: a closed block whose
lines (blank ones aside) are two choices or more, labelled in order from the first label (``a)``, ``b)``...),
every line led by one of the signs a list item opens with (``-``, ``+``, ``*``) or every line by none, the last line
perhaps the answer's (``Resposta Correta: C) text``: words, a colon, one of the block's labels); and the page
holding ``LEAST`` such blocks at least (its style, not one block of code that happens to list ``a)`` and ``b)``).
Each such block's fences become blank lines (accounted for), line for line; its lines are then read as the
list's items they are, a sign that stands on some choices and not on the others being the page's mark for the
right ones (``mdbulletmarks`` learns it). A block holding anything else (a line of code, a question's text) is
left as it is (``mdboxed`` reads a question boxed with its choices), and so is a block whose next filled line is a
choice labelled first (``- A) 1`` under a block of ``A) x = 1``, ``B) x = 2``, ``Output: B``): the question's
choices are those after it, the block is what it shows. But a block holding nothing but a numbered question's line
(``1. Which ...?``) right over its choices labelled from the first (``A. ...``), where the page fences ``LEAST``
questions so at least, is the page's way to set its questions apart: its fences are furniture too, its line the
question's. Linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers import mdarrowfences
from quizdeck.importers.labels import split_label
from quizdeck.importers.mdinline import fenced_blocks

#: the fewest such blocks that make a page's style
LEAST = 3
#: a line led by a sign a list item opens with: group (1) the sign, (2) the rest
_SIGNED = re.compile(r"^[ \t]{0,3}([-+*])[ \t]+(\S.*)$")
_MAX_LINE = 2_000
#: a block's answer line: a few words, a colon, the value (``Resposta Correta: C) text``)
_KEY = re.compile(r"^[^\W\d_][^\W\d_ \t]{0,20}(?:[ \t][^\W\d_]{1,20}){0,3}[ \t]?[:：][ \t]*(\S.{0,1999})$")
#: a bare letter as the value: ``Answer: B``, ``Answer: b.``; never a name in code (``Output: a.upper()``)
_BARE = re.compile(r"^[A-Za-z](?:[.)](?:[ \t]|$)|$)")


def _choices_only(lines: Sequence[str], start: int, end: int) -> bool:
    """Whether the block [start, end] (its fences' lines) holds only choices labelled in order, all signed or none."""
    inner = [lines[j][:_MAX_LINE] for j in range(start + 1, end) if lines[j].strip()]
    if len(inner) < 2:
        return False
    signed = [_SIGNED.match(line) for line in inner]
    if any(signed) and not all(signed):
        return False
    texts = [m.group(2) for m in signed if m is not None] if all(signed) else [line.strip() for line in inner]
    if len(texts) >= 3 and _keys(texts[-1], len(texts) - 1):
        texts = texts[:-1]   # "Resposta Correta: C) text": the block's last line, its key
    for k, text in enumerate(texts):
        split = split_label(text)
        if split is None or split[0] != k or not split[1].strip():
            return False
    return True


def _keys(line: str, count: int) -> bool:
    """Whether a block's last line is its answer's line: words, a colon, then one of the ``count`` choices' labels
    (``Resposta Correta: C) …``, ``Answer: B``), itself no choice."""
    m = _KEY.match(line)
    if m is None or split_label(line) is not None:
        return False
    value = m.group(1)
    split = split_label(value)
    index = split[0] if split is not None else ord(value[0].upper()) - ord("A") if _BARE.match(value) else None
    return index is not None and 0 <= index < count


def _choices_after(lines: Sequence[str], end: int) -> bool:
    """Whether the first filled line after a block's closing fence (``end``) is a choice labelled first (``A) 1``,
    ``- a) 1``): the question's own choices, after the block it shows."""
    for j in range(end + 1, len(lines)):
        line = lines[j][:_MAX_LINE]
        if line.strip():
            signed = _SIGNED.match(line)
            split = split_label(signed.group(2) if signed is not None else line.strip())
            return split is not None and split[0] == 0
    return False


#: a numbered question's line: a number, a sign, its text
_NUMBERED = re.compile(r"^[ \t]{0,3}(?:\*\*|__)?\d{1,3}[.)](?:\*\*|__)?[ \t]+\S")


def _question_only(lines: Sequence[str], start: int, end: int) -> bool:
    """Whether the block [start, end] holds one line, a numbered question's (``1. Which ...?``)."""
    inner = [lines[j][:_MAX_LINE] for j in range(start + 1, end) if lines[j].strip()]
    return len(inner) == 1 and _NUMBERED.match(inner[0]) is not None and split_label(inner[0].strip()) is None


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """``lines`` with the fences of the blocks that hold only choices, or only a question's line over its choices,
    left blank, and those lines (to be accounted for); None when the page has fewer than ``LEAST`` blocks of a kind.
    Blocks whose right choice is led by an arrow (``--> A. Yes``) are read first (mdarrowfences)."""
    arrowed = mdarrowfences.rewritten(lines)
    if arrowed is None:
        return _rewritten(lines)
    rest = _rewritten(arrowed[0])
    return (rest[0], arrowed[1] | rest[1]) if rest is not None else arrowed


def _rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The blocks of signed or bare choices, and of a question's line alone, read (``rewritten``)."""
    if sum(1 for line in lines if line.lstrip(" ").startswith(("```", "~~~"))) < 2 * LEAST:
        return None
    blocks = fenced_blocks(lines)
    found = [(start, end) for start, end in blocks
             if _choices_only(lines, start, end) and not _choices_after(lines, end)]
    asked = [(start, end) for start, end in blocks if _question_only(lines, start, end) and _choices_after(lines, end)]
    found = (found if len(found) >= LEAST else []) + (asked if len(asked) >= LEAST else [])
    if not found:
        return None
    out = list(lines)
    blanked: set[int] = set()
    for start, end in found:
        out[start] = out[end] = ""
        blanked |= {start, end}
    return out, blanked
