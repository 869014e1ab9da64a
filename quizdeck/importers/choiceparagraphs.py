"""A lettered choice hard-wrapped over paragraphs of its own, as a PDF's text is pasted: each of its lines apart by a
blank line, the label on the first only (``A) Conjunto de obras producidas por autores``, blank, ``que comparten una
época.``, blank, ``B) ...``).

An unlabelled paragraph between two choices of one run (the choice above it, the run's next label below it) can be
nothing but the choice above it going on: a question's text does not sit between its choices (a lettered run's: a
bulleted run's next item proves nothing, a question may stand between two lists). After the run's last choice (any
run's) it is read so only where the choice's sentence is plainly cut: the choice ends with no sentence's end (no
stop, question or exclamation mark, colon or semicolon) and the paragraph opens with a small letter, as no sentence
and no explanation does (but not with letters alone, ``a, c``: labels an answer names); the paragraphs run to the
record's end (a blank line, then the next block that is not plain text, or the end), and the reader weighs it over
the file (``choicerows.tail_kept``). A plain paragraph is text alone: not a choice, heading, answer, numbered line,
rule, HTML, quote, list item, image or a label (``Respuesta:``), which a reader takes as the next part. A few
paragraphs at most, each a line or two.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

#: what a plain paragraph's line does not start with: a label ("Answer:", "Diff: 2"), a number ("2)", "3."), HTML, a
#: quote, a list's bullet, a rule, a table's bar, an image, a link, a heading, a fence, bold ("**D. 14** ...": a
#: question's own label)
_NOT_PLAIN = re.compile(r"^[ \t]*(?:[^\s:：]{1,30}[ \t]?[:：]|\d{1,4}\\?[.)]|[<>|!#=\[`~]|[*+-](?:[ \t]|$)|\*\*|__|"
                        r"([-*_])[ \t]*\1[ \t]*\1)")
#: a text that ends a sentence or a clause (then a paragraph below is a new one)
ENDED = re.compile(r"[.?!:;。？！：；…)\]»”\"'*_`]\s*$")
#: paragraphs a choice is wrapped over, at most, and lines each
MOST_PARAGRAPHS = 4
MOST_LINES = 2


def continued(lines: Sequence[str], i: int, end: int, choice_text: str, is_next: Callable[[int], bool],
              special: Callable[[int], bool]) -> tuple[list[str], int, bool] | None:
    """The plain paragraphs from line ``i`` (after a blank line below a choice whose text ends ``choice_text``)
    that go on with that choice, the index after them, and whether the run's next choice follows them (else they
    are a cut sentence's tail after the run's last choice, which a reader weighs); None when they are not its
    text. ``is_next(j)``: line ``j`` is the run's next choice; ``special(j)``: line ``j`` is something a reader
    takes as a part."""
    paragraphs: list[tuple[list[str], int]] = []   # each paragraph's lines, and the index after it
    j = i
    while j < end:
        if not lines[j].strip():
            j += 1
            continue
        if is_next(j):
            if not paragraphs:
                return None
            return [t for texts, _ in paragraphs for t in texts], paragraphs[-1][1], True
        if len(paragraphs) >= MOST_PARAGRAPHS or not plain(lines[j]) or special(j):
            break
        k = j
        while k < end and lines[k].strip() and not is_next(k) and k - j < MOST_LINES and plain(lines[k]) and (
                not special(k)):
            k += 1
        if k < end and lines[k].strip() and not is_next(k):
            break   # a paragraph that is not text alone, or too long: no choice's
        paragraphs.append(([line.strip() for line in lines[j:k]], k))
        j = k
    # after the run's last choice: each paragraph taken while the text so far is a sentence cut and the paragraph
    # opens with a small letter
    texts: list[str] = []
    after = i
    for held, k in paragraphs:
        if ENDED.search(texts[-1] if texts else choice_text) or not held[0][:1].islower() or names_labels(held[0]):
            break
        texts += held
        after = k
    return (texts, after, False) if texts else None


#: a row that opens with letters alone, one or a list (``a,b,e``, ``b (to my mind c)``): choices named, no text
_LABELS_NAMED = re.compile(r"^[ \t]*[A-Za-z](?:[ \t]*[,;/&][ \t]*[A-Za-z])*[ \t]*[.,;]?(?:[ \t]+\(|[ \t]*$)")


def names_labels(row: str) -> bool:
    """Whether a row opens with a letter alone or a list of letters (``a,b,e``): an answer naming labels, not a
    choice's words going on."""
    return bool(_LABELS_NAMED.match(row))


def plain(line: str) -> bool:
    """Text alone: no part's opening, and not a lead-in to what follows (``Blank (ii):`` over its own choices)."""
    return not _NOT_PLAIN.match(line[:80]) and not line.rstrip().endswith((":", "："))


