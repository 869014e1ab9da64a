"""A bulleted list under an unnumbered heading, among numbered questions whose choices are boxed or labelled
(``## Instructions`` over ``- Tổng cộng: **20 câu hỏi**``, ``## Quiz Statistics`` over ``- **Total**: 10``): the
page's matter, not a question.

A page of questions also holds lists of another kind: its instructions, its statistics, its advice. Read as a
question over its choices, such a list takes a question's place (an answer key then applied by order goes one
off). Where three questions at least, and four in five of the others, have boxed or labelled choices (``- [ ] x``,
``a) x``, ``B. x``), a question whose choices are bare bullets, whose first line holds no number and whose text
does not ask (no ``?``), is taken out; its lines are page furniture, and the import says so once, at the first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion, format_ranges

#: a choice line boxed or labelled
_FORMED = re.compile(r"^[ \t]*(?:[-*+][ \t]+\[[ xX]\]|(?:[-*+][ \t]+)?(?:\(?[A-Za-z0-9]\)|[A-Za-z][.)]))[ \t]")
#: a bare bullet's line
_BARE = re.compile(r"^[ \t]*[-*+][ \t]+(?!\[[ xX]\])\S")
#: the fewest questions with formed choices
_LEAST = 3


def _lines(q: ImportedQuestion, lines: Sequence[str]) -> list[str]:
    return [lines[k - 1] for a, b in q.lines for k in range(max(a, 1), min(b, len(lines)) + 1)]


def _formed(q: ImportedQuestion, lines: Sequence[str]) -> bool:
    return sum(1 for line in _lines(q, lines) if _FORMED.match(line[:80])) >= 2


def _bare(q: ImportedQuestion, lines: Sequence[str]) -> bool:
    own = _lines(q, lines)
    first = lines[q.pos.line - 1] if 0 < q.pos.line <= len(lines) else ""
    return (len(q.choices) >= 2 and not any(_FORMED.match(line[:80]) for line in own)
            and sum(1 for line in own if _BARE.match(line[:80])) >= 2 and not re.search(r"\d", first)
            and not q.text.rstrip(" *_").endswith(("?", "？")))


def taken_out(deck: ImportedDeck, lines: Sequence[str], where: str, diags: Diagnostics) -> None:
    """``deck`` without the bare lists read as questions (see the module), said."""
    formed = sum(1 for q in deck.questions if _formed(q, lines))
    bare = [q for q in deck.questions if _bare(q, lines)]
    if not bare or formed < _LEAST or formed * 5 < (len(deck.questions) - len(bare)) * 4:
        return
    out = {id(q) for q in bare}
    deck.questions[:] = [q for q in deck.questions if id(q) not in out]
    for q in bare:
        for a, b in q.lines:
            deck.skip(a, b)
    n = len(bare)
    diags.warning(Pos(where, bare[0].pos.line, 1),
                  f"{n} bulleted list{'s' if n != 1 else ''} under a heading with no number (lines "
                  f"{format_ranges([r for q in bare for r in q.lines])}) read as the page's matter, not as "
                  "questions: the file's questions are numbered, their choices boxed or labelled",
                  hint="if one is a question, number it and label its choices as the others are")
