"""A verdict pair: one of two tokens after every choice of a file, one saying right, the other wrong.

Some banks write each choice's verdict after its text, set apart by a sign: ``- statement / TAK`` beside
``- statement / NIE``, ``Link#1`` beside ``Zelda#0``; an explanation may follow the verdict behind the same sign
(``- statement / NIE / why``). Neither token is text, and both are marks: learnt one at a time, as the marks of
right choices are (``learntmarks``), the two would both be taken for the right choice's mark. Here a pair is learnt
whole: the tokens after one sign (``/`` or ``|`` set apart by spaces, the line's only one; ``#`` glued on) at the
end of lines in runs (consecutive lines: three runs at least, none longer than ``LONGEST_RUN``, nine lines in ten
in a run of two or more), exactly two tokens on nine in ten of those in runs. Which one says right: the file's
words when one is a yes, true or right and the other its opposite (``_YES``, ``_NO``: ``TAK``/``NIE``,
``1``/``0``, ``V``/``F``...); else the one that stands on exactly one line of nearly every run (``RECUR``).
Anything else is no pair.

``find`` gives the lines with the verdicts (and what follows them) taken off, which carried which, and what followed
a verdict behind its sign (that choice's explanation). Lines longer than 2,000 characters are not looked at.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

#: words that say yes, true or right, and those that say no, false or wrong (case folded), in the banks' languages
_YES = frozenset({"1", "yes", "y", "true", "t", "right", "correct", "ok", "tak", "prawda", "v", "vrai", "oui",
                  "sí", "si", "verdadero", "vero", "verdade", "verdadeiro", "ja", "wahr", "richtig", "да", "верно",
                  "evet", "doğru", "igen", "ano", "juist", "waar", "対", "对", "是", "正确", "صح", "صحيح", "benar",
                  "đúng"})
_NO = frozenset({"0", "no", "n", "false", "f", "wrong", "incorrect", "nie", "fałsz", "falsz", "faux", "non", "falso",
                 "falsa", "nein", "falsch", "нет", "неверно", "hayır", "yanlış", "nem", "ne", "onwaar", "fout", "错",
                 "否", "错误", "خطأ", "salah", "sai"})
#: a verdict after the text: set apart by `` / `` or `` | `` (an explanation may follow behind the same sign), or
#: glued on with ``#`` (``Link#1``); the token a short word or a digit
_TAIL = re.compile(r"(?<=\S)(?P<sep>[ \t]+(?P<sign>[/|])[ \t]+|[ \t]*(?P<hash>#))(?P<token>[^\W_]{1,10})"
                   r"(?:[ \t]+(?P=sign)(?P<why>[ \t].*|)|[ \t]*)$")
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


def _tail(line: str) -> re.Match[str] | None:
    lead = _LEAD.match(line)
    at = lead.end() if lead else 0
    m = _TAIL.search(line, at)
    if m is None or not line[at:m.start()].strip() or (m.group("sign") == "|" and "|" in line[:m.start()]):
        return None                      # a table's row: its cells, no verdict
    return m


def _sign(m: re.Match[str]) -> str:
    return "#" if m.group("hash") else m.group("sign")


def _runs(marked: dict[int, str]) -> list[list[int]]:
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
    tails = {i: m for i, line in enumerate(lines) if not fenced[i] and len(line) <= 2000 and (m := _tail(line))}
    if len(tails) < 6:
        return None
    by_sign: Counter[str] = Counter(_sign(m) for m in tails.values())
    sign = by_sign.most_common(1)[0][0]
    signed = {i: m.group("token").casefold() for i, m in tails.items() if _sign(m) == sign}
    tokens: Counter[str] = Counter(signed[i] for run in _runs(signed) if len(run) >= 2 for i in run)
    pair = [t for t, _ in tokens.most_common(2)]
    if len(pair) != 2 or min(tokens[t] for t in pair) < 2 or sum(tokens[t] for t in pair) < 0.9 * sum(tokens.values()):
        return None
    marked = {i: m.group("token").casefold() for i, m in tails.items() if _sign(m) == sign and
              m.group("token").casefold() in pair}
    runs = _runs(marked)
    if len(runs) < 3 or any(len(run) > LONGEST_RUN for run in runs) or \
            sum(len(run) for run in runs if len(run) >= 2) < 0.9 * len(marked):
        return None
    right = _right(pair, runs, marked)
    if right is None:
        return None
    out = Pair(list(lines))
    for i in marked:
        m = tails[i]
        out.lines[i] = lines[i][:m.start()].rstrip()
        (out.right if marked[i] == right else out.wrong).add(i)
        why = (m.group("why") or "").strip()
        if why:
            out.why[i] = why
    wrong = pair[1] if pair[0] == right else pair[0]
    spell = {t: next(m.group("token") for i, m in tails.items() if marked.get(i) == t) for t in pair}
    glue = "" if sign == "#" else " "
    out.shown = f"'{sign}{glue}{spell[right]}' and '{sign}{glue}{spell[wrong]}'"
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
