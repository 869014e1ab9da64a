"""A verdict pair: one of two tokens after every choice of a file, one saying right, the other wrong.

Some banks write each choice's verdict after its text, set apart by a sign: ``- statement / TAK`` beside
``- statement / NIE``, ``Link#1`` beside ``Zelda#0``; an explanation may follow the verdict behind the same sign
(``- statement / NIE / why``). Neither token is text, and both are marks: learnt one at a time, as the marks of
right choices are (``learntmarks``), the two would both be taken for the right choice's mark. Here a pair is learnt
whole: the tokens after one sign (``/`` or ``|`` set apart by spaces; ``#`` glued on; in brackets, ``(True)``, the
file's yes and no words only) at the end of lines in runs (consecutive lines: three runs at least, none longer than
``LONGEST_RUN``, nine lines in ten in a run of two or more), exactly two tokens on nine in ten of those in runs.
Which one says right: the file's words when one is a yes, true or right and the other its opposite (``_YES``,
``_NO``, from ``verdictwords``: ``TAK``/``NIE``, ``Sim``/``Não``, ``1``/``0``, ``V``/``F``...); else the one that
stands on exactly one line of nearly every run (``RECUR``). Anything else is no pair. A line may hold the sign in
its text (``TCP / IP / TAK``): the pair is learnt over every place of it, and each line's verdict is the first place
that holds one of the pair.

``find`` gives the lines with the verdicts (and what follows them) taken off, which carried which, and what followed
a verdict behind its sign (that choice's explanation). Lines longer than 2,000 characters are not looked at.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass, field

from quizdeck.importers import verdictwords

#: words that say yes, true or right, and those that say no, false or wrong (case folded): the vocabulary's
#: (``verdictwords``), its letters and the digits
_YES = verdictwords.TRUE_YES_RIGHT | {"1", "y", "t", "v"}
_NO = verdictwords.FALSE_NO_WRONG | {"0", "n", "f"}
#: a verdict after the text: set apart by `` / `` or `` | `` (an explanation may follow behind the same sign), glued
#: on with ``#`` (``Link#1``), or in brackets after a space (``Canberra (True)``); the token a short word or a digit
_TAIL = re.compile(r"(?<=\S)(?P<sep>[ \t]+(?P<sign>[/|])[ \t]+|[ \t]*(?P<hash>#)|[ \t]+(?P<bracket>\())"
                   r"(?P<token>[^\W_]{1,10})(?(bracket)\)[ \t]*$|(?:[ \t]+(?P=sign)(?P<why>[ \t].*|)|[ \t]*)$)")
#: indentation and a list bullet, kept as they are
_LEAD = re.compile(r"^[ \t]*(?:[-*+•][ \t]+)?")
#: a share of the runs a token without a yes or no word must be on exactly one line of to be the right one's
RECUR = 0.8
#: runs of more lines than this are statements, not a question's choices
LONGEST_RUN = 12


@dataclass
class Pair:
    """The source's lines with the verdicts taken off, which lines (0-based) said right or wrong, the
    explanation that followed a verdict, and the pair as the source writes it (for messages)."""

    lines: list[str]
    right: set[int] = field(default_factory=set)
    wrong: set[int] = field(default_factory=set)
    why: dict[int, str] = field(default_factory=dict)
    shown: str = ""


def _tails(line: str) -> list[re.Match[str]]:
    """Every place a verdict may stand at the line's end, first to last (``TCP / IP / TAK``: ``IP`` with ``TAK``
    behind it, and ``TAK``)."""
    lead = _LEAD.match(line)
    at = lead.end() if lead else 0
    out: list[re.Match[str]] = []
    m = _TAIL.search(line, at)
    while m is not None:
        if line[at:m.start()].strip() and not (m.group("sign") == "|" and "|" in line[:m.start()]):
            out.append(m)                # (a table's row: its cells, no verdict)
        m = _TAIL.search(line, m.start() + 1)
    return out


def _sign(m: re.Match[str]) -> str:
    return "#" if m.group("hash") else "(" if m.group("bracket") else m.group("sign")


def _runs(marked: Collection[int]) -> list[list[int]]:
    """The marked lines in runs of consecutive lines."""
    out: list[list[int]] = []
    for i in sorted(marked):
        if out and out[-1][-1] == i - 1:
            out[-1].append(i)
        else:
            out.append([i])
    return out


def find(lines: list[str], fenced: list[bool]) -> Pair | None:
    """The file's verdict pair, taken off its lines; None when it writes none."""
    places = {i: ms for i, line in enumerate(lines) if not fenced[i] and len(line) <= 2000 and (ms := _tails(line))}
    if len(places) < 6:
        return None
    by_sign: Counter[str] = Counter(_sign(ms[0]) for ms in places.values())
    sign = by_sign.most_common(1)[0][0]
    signed = {i: [m for m in ms if _sign(m) == sign] for i, ms in places.items()}
    signed = {i: ms for i, ms in signed.items() if ms}
    tokens: Counter[str] = Counter()     # each line's tokens at every place, once each
    in_runs = [i for run in _runs(signed) if len(run) >= 2 for i in run]
    for i in in_runs:
        tokens.update({m.group("token").casefold() for m in signed[i]})
    pair = [t for t, _ in tokens.most_common(2)]
    if len(pair) != 2 or min(tokens[t] for t in pair) < 2 or \
            sum(1 for i in in_runs if any(m.group("token").casefold() in pair for m in signed[i])) < 0.9 * len(in_runs):
        return None
    tails = {i: m for i, ms in signed.items() if (m := next((m for m in ms if m.group("token").casefold() in pair),
                                                            None)) is not None}
    marked = {i: m.group("token").casefold() for i, m in tails.items()}
    runs = _runs(marked)
    if len(runs) < 3 or any(len(run) > LONGEST_RUN for run in runs) or \
            sum(len(run) for run in runs if len(run) >= 2) < 0.9 * len(marked):
        return None
    right = _right(pair, runs, marked)
    if right is None or (sign == "(" and not ({pair[0], pair[1]} & _YES and {pair[0], pair[1]} & _NO)):
        return None                      # "(m)", "(s)": units, no verdicts; a bracket says only the file's words
    out = Pair(list(lines))
    for i in marked:
        m = tails[i]
        out.lines[i] = lines[i][:m.start()].rstrip()
        (out.right if marked[i] == right else out.wrong).add(i)
        why = (m.group("why") or "").strip()
        if why:
            out.why[i] = why
    wrong = pair[1] if pair[0] == right else pair[0]
    spell = {t: next(m.group("token") for i, m in tails.items() if marked[i] == t) for t in pair}
    glue = "" if sign == "#" else " "
    out.shown = f"'({spell[right]})' and '({spell[wrong]})'" if sign == "(" else \
        f"'{sign}{glue}{spell[right]}' and '{sign}{glue}{spell[wrong]}'"
    return out


def _right(pair: list[str], runs: list[list[int]], marked: dict[int, str]) -> str | None:
    """Which token of the pair says right: the file's yes beside its no, else the one on exactly one line of
    nearly every run (and the other not)."""
    a, b = pair
    if a in _YES and b in _NO:
        return a
    if b in _YES and a in _NO:
        return b
    once = {t: sum(1 for run in runs if sum(1 for i in run if marked[i] == t) == 1) for t in pair}
    single = [t for t in pair if once[t] >= RECUR * len(runs)]
    return single[0] if len(single) == 1 else None
