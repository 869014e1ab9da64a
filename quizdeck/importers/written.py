"""What ``check`` would refuse in the quiz an import writes, said at the source's line (issue 17: import and
``check`` agree).

The written YAML is read back by the validator ``check`` uses (``source/validate.py``), from a temporary
file, before anything is written. Each error it gives (more than 12 choices, two choices of one text, an
answer naming no choice, a deck name or tag Anki refuses...) becomes a warning at the line of the source
question it concerns, and a part that needs the user's attention, so that ``import`` exits 1; the YAML
written is unchanged. A question the source gives no answer for is left aside: the reader says it at its
line (``the source gives no answer``) and the import's summary asks for the missing answers (``next:``),
as for a source that gives none at all. One kind of error that repeats is said once, at its first
place, with the count and the other lines in the hint.

What only rendering finds (Markdown, math, images) is not read back here: importers never reach rendering
(``setup.cfg``'s contracts); an image that cannot be copied is said by ``images.py``.
"""

from __future__ import annotations

import bisect
import re
import tempfile
from copy import copy
from pathlib import Path

from quizdeck.core.diagnostics import CHOICE_REPEATED, TOO_FEW_CHOICES, Diagnostic, Diagnostics, Pos
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.yamlwriter import dump
from quizdeck.source.validate import read_deck

#: how the validator names a question at the start of its messages: ``question 'q12': ``
_LABEL = re.compile(r"question (?:'[^']*'|\d+)(?::[ \t]*|[ \t]+(?=has\b))")
_KIND = re.compile(r"'[^']*'|\d+")
_YAML_LINE = re.compile(r" \(line \d+\)$")


def refused(deck: ImportedDeck) -> list[tuple[int | None, Diagnostic]]:
    """The errors ``check`` gives on ``deck`` as written, a question's unknown answer aside: each with the
    index of the question it is in (None: the deck's own)."""
    answered = copy(deck)
    answered.questions = [copy(q) for q in deck.questions]
    for q in answered.questions:
        if q.answer is None:
            q.answer, q.raw_answer = [0], None   # said by the reader already (see the module's docstring)
    text = dump(answered)
    lines = text.split("\n")
    first = lines.index("questions:") + 1   # a top-level block (``description: |-``) may hold "  - " lines too
    starts = [n for n, line in enumerate(lines[first:], start=first + 1) if line.startswith("  - ")]
    found = Diagnostics()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "quiz.yaml"
        path.write_text(text, encoding="utf-8")
        for reading in read_deck(path, found):
            for _ in reading:
                pass
            reading.end()
    out: list[tuple[int | None, Diagnostic]] = []
    for d in found.errors:
        at = bisect.bisect_right(starts, d.pos.line) - 1
        out.append((at if at >= 0 else None, d))
    return out


def agree(deck: ImportedDeck, where: str, diags: Diagnostics) -> None:
    """Warn at the source's line for each error ``check`` would give on the written ``deck``, and count it as a
    part that needs attention (``import`` exits 1); a question the source gives no answer for is the reader's
    to say, and the import's ``next:`` line (see the module's docstring)."""
    kinds: dict[str, list[tuple[Pos, str, str | None]]] = {}
    for index, error in refused(deck):
        pos = Pos(where, 1, 1) if index is None else deck.questions[index].pos
        deck.attention.append(pos)
        if index is not None and _said(error.kind, index, deck.looked):
            continue
        said = _YAML_LINE.sub("", error.message)   # a line of the written quiz means nothing at the source
        kinds.setdefault(_KIND.sub("N", _LABEL.sub("", said, count=1)), []).append((pos, said, error.hint))
    for places in kinds.values():
        pos, message, hint = places[0]
        message = f"`check` refuses the written quiz here: {message}"
        if len(places) > 1:
            message += f" (and {len(places) - 1} more like it)"
            others = sorted({p.line for p, _, _ in places[1:]} - {pos.line})
            shown = ", ".join(str(n) for n in others[:12]) + (", ..." if len(others) > 12 else "")
            hint = f"{hint + '; ' if hint else ''}the others at lines {shown}"
        diags.warning(pos, message, hint)


#: the second look's kind (``sanity.py``, ``ImportedDeck.looked``) of the defect of a kind of ``check`` error
_LOOKED = {CHOICE_REPEATED: "twice", TOO_FEW_CHOICES: "one-choice"}


def _said(kind: str | None, index: int, looked: dict[str, frozenset[int]]) -> bool:
    """Whether the second look found the defect of a ``check`` error of ``kind`` in question ``index`` (and
    it, or the reader before it, said so at the question's line)."""
    return kind in _LOOKED and index in looked.get(_LOOKED[kind], frozenset())
