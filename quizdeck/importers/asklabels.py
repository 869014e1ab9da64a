"""A question word and number in bold alone on its line inside questions' texts (``**Soal 1:**``): the question
starts below it; the text above it is the page's.

A learning module writes a lesson per part (``### Materi 1: title``, a paragraph), then its question under a bold
label of its own line (``**Soal 1:**``, ``**Question 3:**``, ``**問題1**``), then the choices. Read by the part's
heading, the question's text holds the lesson and the label: the lesson gives the answer away on the card. Where
three questions at least, and four in five of the deck's, hold one such label each (one word, the same in all,
its number running on from the last labelled one or starting again at 1), each question's text is what follows
its label; the label and the lines above it (a lesson, a short ``Read the code below:``) are page furniture, and
the import's summary says so. What lies between the label and the choices (a paragraph, code) stays the
question's. A question whose last line above its label asks (``### 1. Which ...?`` over ``**Hint 1:**``) is left
as read: the label is a hint's or an example's. Where the text above a label is what its question reads, a table,
code or an image, or a passage the question points at (``According to the passage``: a short list of such words in
a few languages; not ``the following``, which names the choices), no question of the file is cut. Nothing else here
knows a language; every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.filelabels import take_asked_lines, take_file_labels
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.leadlabels import material, take_lead_labels

#: a label alone: bold, one word (letters of any script), its number, maybe a mark, inside or after the bold
_LABEL = re.compile(r"^[ \t]{0,3}(\*\*|__)[ \t]*([^\W\d_]{1,20})[ \t]{0,2}(?:#|No\.?|Nr\.?|№)?[ \t]{0,2}(\d{1,4})"
                    r"[ \t]*[:：.)\-–—]?[ \t]*\1[ \t]*[:：.]?[ \t]*$")
#: a fence's opening or closing line
_FENCE = re.compile(r"^[ \t]{0,3}(?:```|~~~)")
#: a line that asks: its last sign a question mark (markup aside)
_ASKS = re.compile(r"[?？][ \t*_`)]*$")
#: the fewest questions so labelled, and the share of the deck's that must be
_LEAST = 3
_SHARE = 0.8


def _label_at(text: str) -> tuple[int, str, int] | None:
    """The one label line in a question's ``text`` (outside code): its index, word (folded) and number; None
    when the text holds none, or more than one."""
    found: list[tuple[int, str, int]] = []
    fenced = False
    for k, line in enumerate(text.split("\n")):
        if _FENCE.match(line):
            fenced = not fenced
        elif not fenced and len(line) <= 60 and (m := _LABEL.match(line)):
            found.append((k, m.group(2).casefold(), int(m.group(3))))
    return found[0] if len(found) == 1 else None


def _source_line(q: ImportedQuestion, lines: Sequence[str], label: str) -> int | None:
    """The 1-based source line of the question's label line, looked for from the question's own first line."""
    want = label.strip()
    for a, b in q.lines or [(q.pos.line, q.pos.line + 200)]:
        for n in range(max(a, q.pos.line, 1), min(b, len(lines)) + 1):
            if lines[n - 1].strip() == want:
                return n
    return None


def _asks(above: str) -> bool:
    """Whether the last line above a question's label asks (``### 1. Which ...?`` over ``**Hint 1:**``, ``¿Qué
    imprime ...?`` over ``**Ejemplo 1:**``): the label is a hint's, an example's, and the question stands above it."""
    kept = [line for line in above.split("\n") if line.strip()]
    return bool(kept) and _ASKS.search(kept[-1][:400]) is not None


def started(deck: ImportedDeck, lines: Sequence[str], where: str = "", diags: Diagnostics | None = None) -> None:
    """Each labelled question's text from its label on (see the module); the lines above it, said as page
    furniture in the summary. Then a question word's label opening a line of most texts (``Q:``, ``**Question**
    *(Medium)*:``): the text after it (``leadlabels``)."""
    _numbered(deck, lines)
    take_lead_labels(deck, lines, where, diags)
    take_file_labels(deck, lines, where, diags)
    take_asked_lines(deck, lines, where, diags)


def _numbered(deck: ImportedDeck, lines: Sequence[str]) -> None:
    """Each labelled question's text from its numbered label on (``**Soal 1:**``; see the module)."""
    labels = {id(q): at for q in deck.questions if (at := _label_at(q.text)) is not None}
    if len(labels) < _LEAST or len(labels) < _SHARE * len(deck.questions):
        return
    if len({word for _, word, _ in labels.values()}) != 1:
        return
    numbers = [at[2] for q in deck.questions if (at := labels.get(id(q))) is not None]
    going_on = sum(1 for a, b in itertools.pairwise(numbers) if b in (a + 1, 1))
    if going_on + 1 < _SHARE * len(numbers):
        return
    if any(material("\n".join(text[:at[0]]).strip(), "\n".join(text[at[0] + 1:]))
           for q in deck.questions if (at := labels.get(id(q))) is not None and (text := q.text.split("\n"))):
        return   # the file's texts above the labels are what its questions read (a passage, a table): none cut
    cut = 0
    for q in deck.questions:
        at = labels.get(id(q))
        if at is None:
            continue
        text = q.text.split("\n")
        rest = "\n".join(text[at[0] + 1:]).strip("\n")
        if not rest.strip():
            continue   # nothing asked below the label: the text is the question's as read
        above = "\n".join(text[:at[0]]).strip()
        if _asks(above):
            continue   # the question above its label (``**Hint 1:**``): the text as read
        q.text = rest
        label_line = _source_line(q, lines, text[at[0]])
        if label_line is not None:
            deck.skip(q.pos.line + 1 if above else label_line, label_line)
        cut += 1
    if cut:
        deck.mend("the label {0} of {n} question text{s} and the page's text above it", cut,
                  repr(next(iter(labels.values()))[1].capitalize() + " N"))
