"""Choices written side by side on one line, each after its own label: ``A) = NULL   B) == NULL   C) IS NULL``.

A paper exam or a slide often puts a question's choices in columns on one line (``a. 12   b. 14   c. 16``,
``**A.** 1 objet **B.** 2 objets **C.** 3 objets``). The reader sees a line that starts with the first label and
reads it as one choice. The row's own first label says the form every label of the row has (its wrapping, its
punctuation, its case, its alphabet); the row's other choices start where the next labels of that alphabet, in
order, stand in that same form, set apart by white space on both sides and outside code spans. The row is read so
when it holds three labels at least, or two set apart as columns are (two spaces or more, a tab, an HTML line
break ``<br>``) or wrapped
(``**B.**``, ``[B]``) or after the line's own bullet (``- A. 是 - B. 否``, the bullet no part of a text):
``A. Vitamin B. Complex`` stays one choice. Nothing here knows a language or a word; the
search is linear in the line's length.
"""

from __future__ import annotations

import re

from quizdeck.importers.choiceseparators import ending_break, row_texts
from quizdeck.importers.labels import ALPHABETS, LABELLED

#: a list item's bullet or a quote's marker before the first label
_LEAD = re.compile(r"^[ \t]*(?:>[ \t]*)?(?:[-*+•][ \t]+)?")
#: the most choices a row is read as (a line of 12 labels in order is a row of them, not prose)
_MOST = 12
#: a line longer than this is no row of choices (and is not searched)
_LONGEST = 2000


def _alphabet(label: str) -> str | None:
    """The label sequence whose first letter ``label`` is, in the label's case."""
    for alphabet in ALPHABETS:
        if alphabet[0] == label:
            return alphabet
        if alphabet[0].lower() == label and alphabet.lower() != alphabet:
            return alphabet.lower()
    return None


def _in_code(text: str, pos: int) -> bool:
    """Whether position ``pos`` of ``text`` is inside a code span (an odd number of backticks before it)."""
    return text.count("`", 0, pos) % 2 == 1


def row(line: str, first: int = 0) -> list[str] | None:
    """The texts of the choices written side by side on ``line``, when it starts with the ``first``-th label
    (``A)``, ``**a.**``, ``[A]``; a row that goes on the line below a first row starts with a later one: ``D.``) and
    the next labels of its alphabet follow in order in the same form (see the module); else None."""
    if len(line) > _LONGEST:
        return None
    lead = _LEAD.match(line)
    head = line[lead.end():] if lead else line
    m = LABELLED.match(head)
    if m is None or m.group(6) is None:
        return None
    alphabet = _alphabet(m.group(2)) if first == 0 else next(
        (a for a in (*ALPHABETS, *(x.lower() for x in ALPHABETS)) if len(a) > first and a[first] == m.group(2)), None)
    if alphabet is None:
        return None
    alphabet = alphabet[first:]
    form = head[:m.start(6)].rstrip()
    at = form.index(m.group(2))
    before, after = form[:at], form[at + 1:]
    text = head[m.start(6):].rstrip()
    starts: list[tuple[int, int]] = []   # each next label's (start, end) in text
    wide = True
    pos = 0
    # "- A. x - B. y": the line's own bullet before each next label too, part of it
    bullet = next((ch for ch in lead.group() if ch in "-*+•"), None) if lead else None
    bulleted = False
    for k in range(1, min(len(alphabet), _MOST)):
        label = before + alphabet[k] + after
        found = _next(text, pos, f"{bullet} {label}") if bullet and (k == 1 or bulleted) else None
        if found is None and bulleted:
            break   # (a row whose labels follow its bullet: each of them does)
        bulleted = found is not None
        found = found or _next(text, pos, label)
        if found is None:
            break
        starts.append(found)
        gap = len(text[:found[0]]) - len(text[:found[0]].rstrip())
        # an HTML line break glued before the next label (``x<br>b) y``) sets the labels apart as white space does
        wide = wide and (gap >= 2 or "\t" in text[found[0] - gap:found[0]]
                         or ending_break(text[max(0, found[0] - 12):found[0]]) is not None)
        pos = found[1]
    if not starts or (len(starts) < 2 and not wide and not before and not bulleted):
        return None
    cuts = [(0, 0), *starts, (len(text), len(text))]
    texts = [text[cuts[k][1]:cuts[k + 1][0]].strip() for k in range(len(cuts) - 1)]
    return row_texts(texts)   # "A) x, B) y, C)": the row's separator off, its last label alone empty (choiceseparators)


def _next(text: str, pos: int, label: str) -> tuple[int, int] | None:
    """Where ``label`` next stands in ``text`` from ``pos`` on as a label: white space on both sides (or an HTML
    line break before it, ``x<br>b) y``), outside code."""
    while True:
        k = text.find(label, pos)
        if k < 0:
            return None
        end = k + len(label)
        if k > 0 and (text[k - 1] in " \t" or ending_break(text[max(0, k - 12):k]) is not None) \
                and text[end:end + 1] in (" ", "\t", "") and not _in_code(text, k):
            return k, end
        pos = k + 1
