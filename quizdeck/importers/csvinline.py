"""A question cell that holds its choices after its text, each after a label counting up: ``Which? a) 0 b) 7 c) 14``.

A sheet whose header names a question and an answer column but no choices may write each question's choices
inside its question cell, on one line, each after an inline label of one alphabet in order (``linekinds``' inline
choices), its answer cell naming one of them. The labels' punctuation is learnt from the rows: the one that most
cells holding such a run write, in half the rows at least (three at least), where nine answers in ten name one of
the row's choices -- by its label alone (``b``, ``(b)``), its text (``7``) or its label and text as the choices write
them (``b) 7``). A cell whose first run of labels stops short (``… the value of a. a) 3 b) 4``: a word that looks like a
label before the choices) is read from the last first label of that punctuation that starts a run. Nothing here
knows a language or a word.
"""

from __future__ import annotations

import re
from collections import Counter

from quizdeck.importers.imported import folded
from quizdeck.importers.linekinds import inline_choices

#: an opening bracket before an answer's label: "(b)", "[b]"
_OPENING = re.compile(r"^[ \t]*[(\[]")
#: how many of the rows with inline choices must have an answer naming one of them
_MOST = 0.9
_LEAST_ROWS = 3


def split_inline(cell: str, punct: str | None = None) -> tuple[str, list[str], list[str]] | None:
    """A question cell's own text, its choices and their labels (``a``, ``b``…), when it ends with two or more
    choices after inline labels in order (of ``punct`` when given) after a text; else None."""
    got = inline_choices(cell)
    if got is not None and got[0].strip() and (punct is None or got[1][0][2] == punct):
        text, run = got
    else:
        if punct is None:
            return None
        # the run read first stops short or is of another punctuation: try each later first label of ``punct``
        text, run = "", []
        for m in re.finditer(rf"(?<=\s)[aA1]{re.escape(punct)}(?=\s*\S)", cell):
            later = inline_choices(cell[m.start():])
            if later is not None and not later[0].strip() and later[1][0][2] == punct and len(later[1]) > len(run):
                text, run = cell[:m.start()].rstrip(), later[1]
        if not text.strip() or not run:
            return None
    return text.strip(), [c[3] for c in run], [c[1] for c in run]


def named_choice(answer: str, texts: list[str], labels: list[str], punct: str) -> int | None:
    """The choice an answer cell names: by its label alone (``b``, ``B``, ``b)``), its text, or its label and
    text as written (``b) 7``); None when it names none, or more than one."""
    value = folded(answer)
    if not value:
        return None
    bare = folded(_OPENING.sub("", answer))   # "(b)", "(b) 7", "[b]": the label wrapped as the choices' may be
    for k, (text, label) in enumerate(zip(texts, labels, strict=True)):
        if {value, bare} & {folded(label), folded(label + punct), folded(f"{label}{punct} {text}")}:
            return k
    same = [k for k, text in enumerate(texts) if folded(text) == value]
    return same[0] if len(same) == 1 else None


def inline_form(pairs: list[tuple[str, str]]) -> str | None:
    """The punctuation of the labels a sheet's question cells write their choices after (``)`` in ``a) 0 b) 7``),
    given each row's question cell and answer cell: when half the rows at least (three at least) end their
    question with such a run of that punctuation, and the answers of nine in ten of those rows name one of the
    row's choices (``named_choice``); else None."""
    puncts = Counter(p for cell, _ in pairs if split_inline(cell) is not None and (p := _punct(cell)) is not None)
    if not puncts:
        return None
    punct = puncts.most_common(1)[0][0]
    found = [(got, answer) for cell, answer in pairs if (got := split_inline(cell, punct)) is not None]
    if len(found) < _LEAST_ROWS or 2 * len(found) < len(pairs):
        return None
    named = sum(1 for (_, texts, labels), answer in found if named_choice(answer, texts, labels, punct) is not None)
    return punct if named >= _MOST * len(found) else None


def _punct(cell: str) -> str | None:
    """The punctuation of the first inline run of labels in ``cell``."""
    got = inline_choices(cell)
    return got[1][0][2] if got is not None else None
