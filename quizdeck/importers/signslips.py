"""A label or key typed with another sign once in a record (``1:`` among ``1.``, ``Q;`` among ``Q:``): the file's.

A hand-typed bank slips now and then: ``1: text`` over ``2. text``, ``1, text``, ``Q; text`` where every other
record has ``Q: text``. The layout reader learns each part's shape from the records, so the slipped line is no
choice (the record loses its first choice, or fits no more) or no key (``Q;`` is left in the question's text).
The learnt layout is the proof: a line that opens with the token a learnt part opens with (the question's key,
``Q``), or with a label of the learnt choices' sequence at the very place the record's next or last choice says
(``1`` right over ``2.``), followed by another sign (``.`` ``,`` ``:`` ``;`` ``)``) and a text, is that part with
the file's own sign. Once in a record at most (two slips in one record are another layout). The lines are given
back written with the file's sign, with where each slip was, so that the reader says each at its line. Nothing
here knows a language.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from quizdeck.importers.linekinds import LABEL, Line, one_line

#: a line's opening token, one sign, then its text: ``1: text``, ``Q; text``, ``b, text``
_SLIP = re.compile(r"([ \t]*)(\d{1,4}|[^\W\d_]{1,12})([.,:;)])([ \t]+)(?=\S)")
#: a learnt part's prefix: a token and one sign (``1.``, ``Q:``)
_PREFIX = re.compile(r"(?:\d{1,4}|[^\W\d_]{1,12})[.,:;)]")


@dataclass(frozen=True)
class Slip:
    """A slipped line: its number, its prefix as written and as read (``1:``, ``1.``)."""

    number: int
    written: str
    read: str


def _sign(lines: Sequence[Line], shape: tuple[str, str, str, str] | None) -> tuple[str, str] | None:
    """The token and the sign the lines of a learnt ``shape`` open with (the token ``""`` where it varies, a
    label's), when their prefix is a token and one sign; None otherwise."""
    prefixes = [ln.prefix.strip() for ln in lines if ln.shape == shape and ln.prefix.strip()]
    if not prefixes or any(_PREFIX.fullmatch(p) is None for p in prefixes):
        return None
    signs = {p[-1] for p in prefixes}
    tokens = {p[:-1].casefold() for p in prefixes}
    if len(signs) != 1:
        return None
    return (tokens.pop() if len(tokens) == 1 else ""), signs.pop()


def _near(lines: Sequence[Line], at: int, step: int) -> Line | None:
    """The next content line from ``at`` on in the direction ``step`` (blank lines between at most two)."""
    k = at + step
    while 0 <= k < len(lines) and not lines[k].content and abs(k - at) <= 2:
        k += step
    return lines[k] if 0 <= k < len(lines) and lines[k].content else None


def _choice_fits(lines: Sequence[Line], at: int, got: Line, shape: tuple[str, str, str, str]) -> bool:
    """Whether a line read with the choices' sign (``got``) stands at its place in its record's run."""
    below, above = _near(lines, at, 1), _near(lines, at, -1)
    return (below is not None and below.shape == shape and below.index == got.index + 1) or (
        above is not None and above.shape == shape and above.index == got.index - 1 and got.index > 0)


def mended(lines: Sequence[Line], choice: tuple[str, str, str, str] | None, stem: tuple[str, str, str, str] | None,
           records: Sequence[Sequence[int]]) -> tuple[list[str], list[Slip]] | None:
    """The lines' raw text with each slip (see the module) written with the learnt sign, and the slips; None when
    there is none. ``choice``, ``stem``: the learnt shapes; ``records``: each record's line numbers."""
    signs = {part: got for part, shape in (("choice", choice), ("stem", stem))
             if shape is not None and (got := _sign(lines, shape)) is not None}
    if not signs:
        return None
    where = {n: k for k, numbers in enumerate(records) for n in numbers}
    found: dict[int, list[tuple[int, str, Slip, bool]]] = {}
    for at, ln in enumerate(lines):
        if not ln.content or ln.shape in (choice, stem) or (m := _SLIP.match(ln.raw)) is None:
            continue
        for part, (token, sign) in signs.items():
            if m.group(3) == sign or (token and m.group(2).casefold() != token):
                continue
            raw = f"{m.group(1)}{m.group(2)}{sign}{m.group(4)}{ln.raw[m.end():]}"
            read = one_line(ln.number, raw)
            if part == "choice" and (read.kind != LABEL or read.shape != choice):
                continue
            if part == "stem" and stem is not None and (read.shape != stem if stem[0] == LABEL else not token):
                continue                 # (a key's line by its token, which the file's keys share)
            # (a choice at its place in its record's run; the question's key opening its record, after a blank line)
            fits = _choice_fits(lines, at, read, choice) if part == "choice" and choice is not None else \
                at == 0 or not lines[at - 1].content
            slip = Slip(ln.number, m.group(2) + m.group(3), m.group(2) + sign)
            found.setdefault(where.get(ln.number, -1 - at), []).append((at, raw, slip, fits))
            break
    # once in a record, at its place (two slips in one record: another layout)
    kept = [(at, raw, slip) for got in found.values() if len(got) == 1 for at, raw, slip, fits in got if fits]
    if not kept:
        return None
    out = [ln.raw for ln in lines]
    for at, raw, _ in kept:
        out[at] = raw
    return out, [slip for _, _, slip in kept]
