"""A list of choices broken by a block written under its items' text (``- [ ] x``, ``> why``, ``- [ ] y``; ``- A)``,
a paragraph, ``- B) y``): one list again.

CommonMark ends a list at a line indented less than its item's text, so a why quoted at the margin under ``- [ ]``
(whose text starts at the third column), or a choice's text set one space in under its bare label ``- A)``, cuts the
choices in two, and the reader takes one part for all of them. Whether a break is so is read from the list itself:
the item right after the break carries on the item before it, the same marker at the same indent (an ordered list's
number the same or the next), a box after a box, the next label after a label (``B)`` after ``A)``). Then a quote
starting right under a boxed or labelled item (no blank line between; itself no choice), indented less than the
item's text, is the item's own: it is set at the item's column, where the reader takes it for the choice's why. And
an item holding its label or box and nothing else, followed by one paragraph (up to ``MOST_LINES`` lines, indented
less than the item's text), is that paragraph's choice: the paragraph is written on the item's line and left blank
where it stood (accounted for); the run's last item so, after one of the same run so proved, the same (``- D)``, its
paragraph, then the answer), its paragraph no longer than the run's others (a line glued under it, ``Answer: C``, is
no choice's). A box carries no sequence: a quote under a box is its why only on a page that never opens a list of
boxes with a quote (where it might be the next question, glued under the last box). Linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from quizdeck.importers.labels import split_label
from quizdeck.importers.mdinline import fenced_lines

#: the most lines of a paragraph taken for an empty item's text
MOST_LINES = 5
_MAX_LINE = 2_000
#: a list item: group (1) its indent, (2) its marker, (3) the space after it, (4) its text
_ITEM = re.compile(r"^( {0,3})([-*+]|\d{1,9}[.)])([ \t]+|$)(.*)$")
#: a task list's box opening an item's text: group (1) the rest
_BOX = re.compile(r"^\[[ xX]\](?:[ \t]+(.*))?$")
#: a quote's line: group (1) its indent
_QUOTE = re.compile(r"^( *)>")
#: a line that opens a block of its own (a heading, a fence, a table, HTML): no paragraph's
_OPENS_BLOCK = re.compile(r"^ {0,3}(?:#{1,6}(?:[ \t]|$)|`{3}|~{3}|\||<|>|(?:-{3,}|\*{3,}|_{3,})[ \t]*$)")


@dataclass(frozen=True)
class _Item:
    """A list item's shape: its indent, its marker's kind and number (0 for a bullet), its box (or none), its label's
    place (or -1), where its text starts and whether it holds nothing but its box or label."""

    indent: int
    kind: str
    number: int
    boxed: bool
    label: int
    column: int
    empty: bool

    def is_choice(self) -> bool:
        """Whether the item is written as a choice: boxed or labelled."""
        return self.boxed or self.label >= 0


def _item(line: str) -> _Item | None:
    """The item ``line`` opens, or None."""
    m = _ITEM.match(line[:_MAX_LINE])
    if m is None:
        return None
    marker, text = m.group(2), m.group(4).rstrip()
    ordered = marker[0].isdigit()
    box = _BOX.match(text)
    rest = (box.group(1) or "").strip() if box is not None else text
    only = split_label(rest + " _") if rest else None   # a label and nothing else (``A)``): one once text follows
    bare = only is not None and only[1] == "_"
    split = only if bare else split_label(rest) if rest else None
    label = split[0] if split is not None else -1
    column = len(m.group(1)) + len(marker) + (len(m.group(3)) if 0 < len(m.group(3)) <= 4 else 1)
    empty = (box is not None and not rest) or bare
    return _Item(len(m.group(1)), "1" + marker[-1] if ordered else marker, int(marker[:-1]) if ordered else 0,
                 box is not None, label, column, empty)


def _carries_on(above: _Item, below: _Item | None) -> bool:
    """Whether ``below`` is the item after ``above`` in one list: the same marker at the same indent (the same
    number or the next), a box after a box, the next label after a label."""
    if below is None or (below.indent, below.kind, below.boxed) != (above.indent, above.kind, above.boxed):
        return False
    if below.number - above.number not in (0, 1):
        return False
    return below.label == above.label + 1 if above.label >= 0 else below.label < 0


def _next_filled(lines: Sequence[str], j: int) -> int | None:
    """The first filled line at or after ``j``, or None."""
    while j < len(lines):
        if lines[j].strip():
            return j
        j += 1
    return None


def _quote_run(lines: Sequence[str], fenced: Sequence[bool], j: int, column: int) -> int:
    """The end (exclusive) of the run of quote lines from ``j``, each indented less than ``column``."""
    k = j
    while k < len(lines) and not fenced[k] and (m := _QUOTE.match(lines[k][:_MAX_LINE])) and len(m.group(1)) < column:
        k += 1
    return k


def _choice_like(line: str) -> bool:
    """Whether a quote's first line reads as a choice (``> A. x``, ``> - [ ] x``): choices quoted, no why."""
    text = _QUOTE.sub("", line[:_MAX_LINE], count=1).strip()
    return split_label(text) is not None or _ITEM.match(text) is not None or _BOX.match(text) is not None


def _paragraph(lines: Sequence[str], fenced: Sequence[bool], j: int, column: int) -> int:
    """The end (exclusive) of the paragraph from ``j``: filled lines indented less than ``column``, none opening
    a block or an item; ``j`` itself when there is none or it runs over ``MOST_LINES``."""
    k = j
    while k < len(lines) and lines[k].strip() and not fenced[k]:
        line = lines[k][:_MAX_LINE]
        if len(line) - len(line.lstrip(" ")) >= column or _OPENS_BLOCK.match(line) or _ITEM.match(line):
            return j
        k += 1
    return k if k - j <= MOST_LINES else j


def _opens_boxes(lines: Sequence[str], fenced: Sequence[bool]) -> bool:
    """Whether a quote opens a list of boxes somewhere on the page: a quote's line right over a boxed item, not
    itself right under a choice (``> Which ...?`` over ``- [ ] x``): a page that quotes its questions (or their
    sources) over their boxes."""
    return any(not fenced[j] and _QUOTE.match(lines[j][:_MAX_LINE]) and not fenced[j + 1]
               and (below := _item(lines[j + 1])) is not None and below.boxed
               and (j == 0 or (above := _item(lines[j - 1])) is None or not above.is_choice())
               for j in range(len(lines) - 1))


@dataclass(frozen=True)
class _Run:
    """The list run read so far: its last item, the line its next item must stand on, and the most lines of an empty
    item's paragraph joined in it (0: none, the shape not proved in this run)."""

    last: _Item
    next_at: int | None
    longest: int


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """``lines`` with each broken list joined again: an under-indented quote set at its item's column, an empty
    item's paragraph on its line (left blank where it stood, and those lines, to be accounted for); None when
    nothing changes."""
    fenced = fenced_lines(lines)
    quoted_questions = _opens_boxes(lines, fenced)
    out = list(lines)
    blanked: set[int] = set()
    changed = False
    run: _Run | None = None
    j = 0
    while j < len(lines):
        item = _item(lines[j]) if not fenced[j] else None
        if item is None:
            j += 1
            continue
        proved = run.longest if run is not None and run.next_at == j and _carries_on(run.last, item) else 0
        whys = item.label >= 0 or (item.boxed and not quoted_questions)
        quoted = _quote_run(lines, fenced, j + 1, item.column) if whys else j + 1
        after = _next_filled(lines, quoted)
        if quoted > j + 1 and after is not None and _carries_on(item, _item(lines[after])) \
                and not _choice_like(lines[j + 1]):
            for k in range(j + 1, quoted):
                out[k] = " " * item.column + lines[k].lstrip(" ")
            changed = True
            run, j = _Run(item, after, proved), quoted
            continue
        start = _next_filled(lines, j + 1)
        end = _paragraph(lines, fenced, start, item.column) if item.empty and start is not None else j
        after = _next_filled(lines, end) if start is not None and end > start else None
        if start is not None and end > start and (
                (after is not None and _carries_on(item, _item(lines[after])))
                or 0 < end - start <= proved):   # the run's last, as its others
            out[j] = lines[j].rstrip() + " " + " ".join(lines[k].strip() for k in range(start, end))
            for k in range(start, end):
                out[k] = ""
            blanked |= set(range(start, end))
            changed = True
            run, j = _Run(item, after, max(proved, end - start)), end
            continue
        run = _Run(item, _next_filled(lines, j + 1), proved)
        j += 1
    return (out, blanked) if changed else None
