"""A message's column at the source's own character, after lines were rewritten line for line before reading.

Before any reader runs, ``convert.read_source`` rewrites some lines in place (a record's running number put on its
question's line, ``recordlabels``; a Markdown line as its page shows it, ``mdshown``; keycaps as digits...). Each
line keeps its place, so a message keeps its line, but a column counted in the rewritten line points elsewhere in
the file: ``4. What is [x](a.txt)`` said at the link's column, three characters right of it in ``What is [x](a.txt)``.
Each rewrite is kept as the one stretch of the line it changed (the text before it and after it the same); a column
before the stretch or at its start stays (a line's first column is its first), one after it moves back by what
the stretch grew, one inside it goes to the stretch's start. Linear in the length of the changed lines; lines
that did not change cost nothing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from quizdeck.core.diagnostics import Diagnostics, Pos

#: one rewritten line: where its changed stretch starts (0-based), how long it is now, how long it was
_Stretch = tuple[int, int, int]


def _stretch(before: str, after: str) -> _Stretch:
    """The one stretch that differs between a line as written and as rewritten."""
    shorter = min(len(before), len(after))
    start = 0
    while start < shorter and before[start] == after[start]:
        start += 1
    end = 0
    while end < shorter - start and before[-1 - end] == after[-1 - end]:
        end += 1
    return start, len(after) - start - end, len(before) - start - end


@dataclasses.dataclass
class Columns:
    """The rewrites of a source's lines, in the order they were made."""

    rewrites: list[dict[int, _Stretch]] = dataclasses.field(default_factory=list)

    def rewrote(self, before: Sequence[str], after: Sequence[str]) -> None:
        """Keep what one rewrite changed; ``after`` holds ``before``'s lines, line for line."""
        changed = {n: _stretch(b, a) for n, (b, a) in enumerate(zip(before, after, strict=False), start=1) if a != b}
        if changed:
            self.rewrites.append(changed)

    def col(self, line: int, col: int) -> int:
        """The column in the line as written of ``col`` in the line as read."""
        at = col - 1
        for changed in reversed(self.rewrites):
            if (stretch := changed.get(line)) is None:
                continue
            start, now, was = stretch
            if at <= start:
                continue     # (the stretch's start, a line's first column among them: the same character)
            at = start if at < start + now else at + was - now
        return at + 1

    def pos(self, pos: Pos, where: str) -> Pos:
        """``pos`` at the source's character, when it is a place in the source ``where``."""
        if pos.path != where or pos.line < 1 or pos.col < 1 or not self.rewrites:
            return pos
        return dataclasses.replace(pos, col=self.col(pos.line, pos.col))

    def restore(self, diags: Diagnostics, since: int, where: str) -> None:
        """The messages said from the ``since``-th on at the source's characters."""
        if self.rewrites:
            diags.items[since:] = [dataclasses.replace(d, pos=self.pos(d.pos, where)) for d in diags.items[since:]]
