"""A heading every record opens with (``### C05【GIC · 易 · 判断】``): the record's id, not its question's text.

A bank may head each question with a heading of its own: an id, then its tags in brackets::

    ### C04【GIC/NGTC/FGA · 中 · 单选】

    祖母绿属于哪种矿物？

    ### C05【GIC/NGTC/FGA · 易 · 判断】

    玻璃和欧泊属于非晶质材料。

A reader takes such a heading for furniture over a text that asks, and for the question's own first line over one
that does not (a statement to judge): the same heading, read two ways. What says it is the record's id is the file:
the headings right above most questions' texts, that the reader left out of them, share one form (the heading's
level, and its first word's form with digits ``9``, capitals ``A``, other letters ``a``: ``C04【`` is ``A9【``), each
a different heading (an id each, not a section's title). A question whose text still opens with a heading of that
form, its source line, has that line taken off, the text below it kept.

Run by ``mend`` after the label steps, counted in the import's summary. Patterns are anchored and linear.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.formprefix import first_line, form_of
from quizdeck.importers.imported import ImportedDeck

#: headings the reader left out of the questions' texts: this many at least, and this share of the questions
LEAST, SHARE = 3, 0.5
_HEADING = re.compile(r"[ ]{0,3}(#{1,6})[ \t]+(\S.{0,200}?)[ \t#]*$")
#: a heading's first word, up to a space or an opening bracket
_WORD = re.compile(r"[^\s\[【(（]{1,24}[\[【(（]?")
_BLANK_LINES = re.compile(r"\A(?:[ \t]*\n)+")


def _form(line: str) -> tuple[tuple[int, str], str] | None:
    """A heading line's form (its level, its first word's form) and its text; None when it is no heading."""
    m = _HEADING.fullmatch(line)
    if m is None:
        return None
    word = _WORD.match(m.group(2))
    return ((len(m.group(1)), form_of(word.group())), m.group(2)) if word else None


def take_record_heads(deck: ImportedDeck, lines: Sequence[str] | None) -> None:
    """Take off the record's heading the reader left on some questions' texts (see the module's docstring)."""
    if lines is None or len(deck.questions) < LEAST:
        return
    above: list[tuple[tuple[int, str], str]] = []   # the headings right above the questions' texts, left out
    kept = []                                         # questions whose text opens with their source line's heading
    for q in deck.questions:
        n = q.pos.line - 1
        if not 0 <= n < len(lines):
            continue
        own = _form(lines[n])
        if own is not None and first_line(q.text)[1] == own[1]:
            kept.append((q, own))
            continue
        j = n - 1
        while j >= 0 and not lines[j].strip():
            j -= 1
        if j >= 0 and (heading := _form(lines[j])) is not None and heading[1] not in q.text:
            above.append(heading)
    if not kept or len(above) < LEAST or len(above) < SHARE * len(deck.questions):
        return
    form, count = Counter(f for f, _ in above).most_common(1)[0]
    if count < SHARE * len(deck.questions) or len({t for f, t in above if f == form}) < count:
        return                                         # (one title over many questions: a section's, not an id)
    taken = 0
    for q, (own_form, _) in kept:
        if own_form != form:
            continue
        start, line = first_line(q.text)
        rest = _BLANK_LINES.sub("", q.text[start + len(line):].lstrip("\n"))
        if rest.strip():
            q.text = rest
            taken += 1
    if taken:
        deck.mend("the record's heading (an id, as over the other questions) of {n} question text{s}", taken)
