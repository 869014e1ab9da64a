"""Open sub-questions written as a task list: each item followed by its own written answer in a quote, none ticked.

An exam page may tick the right boxes of its choice questions (``- [X] B. …``) and use the same boxed lines for a
question's parts that are answered in words, each part's answer quoted right under it::

    4. Considerar la sgte sección de código: [1 punto]
    - [ ] A. Usando máximo dos oraciones, explicar cual es el problema.
    > Hay punteros apuntan a regiones de memoria que solapan
    - [ ] B. Usando máximo dos oraciones, indicar como solucionar el problema.
    > Añadiendo el atributo `restrict` evitaremos el _aliasing_

Read as it stands, that is a choice question with no answer. Where a question was read without an answer, its task
list (two items at least) has no box ticked and every item is followed by a ``>`` quote of its own (before the next
item), and the file answers its other questions (most of them, two at least), the question is open: no card of
choices can hold it. It is taken out, its lines the page's matter, and the import says so at its line (the reader's
"the source gives no answer" for it taken back).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.answerlines import unsay
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion, format_ranges

#: a task list's item: its box, empty or ticked
_ITEM = re.compile(r"^[ \t]*[-*+][ \t]+\[(?P<box>[ xX])\][ \t]")
#: a quoted line
_QUOTE = re.compile(r"^[ \t]{0,3}>")
#: the fewest answered questions besides
_LEAST = 2


def _open(q: ImportedQuestion, lines: Sequence[str]) -> bool:
    """Whether the question's lines hold a task list of open parts (see the module)."""
    if q.answer or q.raw_answer:
        return False
    own = [lines[k - 1] for a, b in q.lines for k in range(max(a, 1), min(b, len(lines)) + 1) if lines[k - 1].strip()]
    items = [k for k, line in enumerate(own) if _ITEM.match(line[:40])]
    if len(items) < 2 or any((m := _ITEM.match(own[k][:40])) is not None and m.group("box") != " " for k in items):
        return False
    ends = [*items[1:], len(own)]
    return all(k + 1 < end and _QUOTE.match(own[k + 1]) is not None for k, end in zip(items, ends, strict=True))


def taken_out(deck: ImportedDeck, lines: Sequence[str], where: str, diags: Diagnostics) -> None:
    """``deck`` without the questions of open parts (see the module), each said at its line."""
    found = [q for q in deck.questions if _open(q, lines)]
    answered = sum(1 for q in deck.questions if q.answer)
    if not found or answered < _LEAST or 2 * answered <= len(deck.questions) - len(found):
        return
    out = {id(q) for q in found}
    unsay(diags, {q.pos for q in found})   # (the reader's "no answer" for them: no question now)
    deck.questions[:] = [q for q in deck.questions if id(q) not in out]
    for q in found:
        for a, b in q.lines:
            deck.skip(a, b)
        diags.warning(Pos(where, q.pos.line, 1),
                      f"left out, no question of choices (lines {format_ranges(q.lines)}): its boxed items each have "
                      "a written answer quoted under them and none is ticked: open parts, answered in words",
                      hint="to keep it, write it as choices with the right ones ticked, or as a question of its own")
