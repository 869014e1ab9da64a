"""The first line after a question's choices, in one shape in most questions: its answer, the rest its why.

Some banks write each question's answer on the line right after its choices with no key a reader knows::

    Koji je mjesec u godini?          1. Which device acts like a multiport repeater?
                                      - A. Firewall
    A) Mart                           - B. Hub
    B) April                          ...
    C) Decembar
    D) Jul                            A. B, hubs repeat every bit on every port.

    C) Decembar

The right choice written again, label and text, with nothing before it; or a token that looks like a label itself
(``A.`` for "Answer."), then the right choice's label and a reason. Neither is a key (a key is words), so the shape
is learnt from the file: the first line after each question's choice block is cut into a *head* (nothing, or its
first word) and a *value*. A head that stands there in most of the questions (``RECUR``, ``LEAST`` at least) and
whose value names one of that question's choices there (its label, its text, both agreeing, or several labels
joined by a comma or a short word in any language: ``A và B``), agreeing with an answer read otherwise, naming
varied choices (a line naming the same choice in every question is a heading, not an answer), is the file's answer
line. Each open question's line of that head is its answer; what follows the value's labels (``B, hubs repeat
...``) is its explanation, unless it is the choice's own text.

Nothing uncertain is silent: where the file's line stands but names no choice of its question, or names one by a
label and another by its text (``D) Barselona`` where D is Madrid: the label read, as the file's own convention is a
label), it is said at the line.

The module knows no choices itself: ``answerlines`` hands it each question's candidate line and a way to read a
value against that question's choices (``Reading``). Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from typing import Protocol

#: a share of the questions with choices the head must stand in, naming one of their choices, and how many at least
RECUR, LEAST = 0.6, 3
#: the longest first word that may be a head (``A.``, ``Ans.``, ``R:``, ``Resp.``): a token, not a sentence's word
HEAD_CHARS = 8
#: the first word of a line and the rest
_HEAD = re.compile(r"(\S{1,8})[ \t]+(\S.*)$")

#: one label set apart from what follows by a sign (``B, because``, ``C. 90 = EIGRP``), not by a space alone (``B A``)
_APART = re.compile(r"[(\[]?[^\W\d_][)\]]?[ \t]*[,;.:)\-–—]")

#: the resolutions of a value that name no choice: a label and a text that disagree, or nothing
CONFLICT, NOTHING = "conflict", "nothing"


class Reading(Protocol):
    """How a value is read against one question's choices (``answerlines`` gives it)."""

    def resolve(self, i: int, value: str) -> list[int] | str:
        """The choices of question ``i`` that ``value`` names, strictly, or ``CONFLICT``/``NOTHING``."""

    def labelled(self, i: int, value: str) -> tuple[list[int], str] | None:
        """The labels ``value`` starts with (each naming one of question ``i``'s choices) and what follows them."""

    def is_text(self, i: int, k: int, text: str) -> bool:
        """Whether ``text`` is choice ``k``'s own text (loosely)."""

    def loosely(self, i: int, value: str) -> int | None:
        """The one choice of question ``i`` whose words ``value`` holds the most of (half at least), or None."""


@dataclass(frozen=True)
class Candidate:
    """The first line after a question's choice block."""

    question: int
    line: int               # 1-based
    text: str               # the line without markup


@dataclass(frozen=True)
class Read:
    """What a candidate line says, read by the learnt head."""

    question: int
    line: int
    answer: tuple[int, ...]     # empty: it names no choice
    why: str = ""               # what follows the value's labels, not the choice's own text
    conflict: bool = False      # read by its label, its text naming another choice
    loose: bool = False         # read by the words it shares with one choice: a guess, said
    restates: bool = False      # the label, then that choice's own text (``C) Decembar``)


def parts(text: str) -> list[tuple[str, str]]:
    """The ways a line may be a head and a value: nothing and the whole line, its first word and the rest."""
    out = [("", text)]
    m = _HEAD.match(text)
    if m is not None and len(m.group(1)) <= HEAD_CHARS and not any(c.isdigit() for c in m.group(1)):
        out.append((m.group(1).casefold(), m.group(2)))
    return out


def _read(reading: Reading, i: int, line: int, value: str) -> Read:
    got = reading.resolve(i, value)
    labelled = reading.labelled(i, value)
    if isinstance(got, list):
        why = ""
        restates = False
        if labelled is not None and sorted(labelled[0]) == got and labelled[1]:
            restates = len(got) == 1 and reading.is_text(i, got[0], labelled[1])
            why = "" if restates else labelled[1]
        return Read(i, line, tuple(got), why, restates=restates)
    if labelled is not None and labelled[1]:
        named = tuple(sorted(set(labelled[0])))
        other = reading.resolve(i, labelled[1])
        if got == CONFLICT and len(named) == 1 and isinstance(other, list) and list(named) != other:
            return Read(i, line, named, conflict=True)   # "D) Barselona", D Madrid, C Barselona: the label, said
        if got in (CONFLICT, NOTHING) and len(named) == 1 and _APART.match(value):
            return Read(i, line, named, why=labelled[1])   # "B, because ...", "C. 90 = EIGRP": the label, a why
    if got == NOTHING and labelled is None and (k := reading.loosely(i, value)) is not None:
        return Read(i, line, (k,), loose=True)    # the choice said in other words: read, said
    return Read(i, line, ())


def learn(candidates: list[Candidate], questions: int, known: dict[int, list[int]],
          reading: Reading) -> tuple[str, list[Read]] | None:
    """The head the file's answer lines have after the choices, and what each candidate of that head says; None when
    no head stands in ``RECUR`` of the ``questions`` with choices naming varied choices of theirs (``known``: the
    answers read otherwise, which a head must agree with)."""
    support: dict[str, int] = defaultdict(int)
    against: dict[str, int] = defaultdict(int)
    named: dict[str, set[tuple[int, ...]]] = defaultdict(set)
    reads: dict[str, list[Read]] = defaultdict(list)
    for c in candidates:
        for head, value in parts(c.text):
            r = _read(reading, c.question, c.line, value)
            reads[head].append(r)
            sure = r.answer and not r.conflict and not r.loose
            if sure and (c.question not in known or list(r.answer) == known[c.question]):
                support[head] += 1
                named[head].add(r.answer)
            else:
                against[head] += 1
    best = [(support[h], -against[h], -len(h), h) for h in support
            if support[h] >= max(LEAST, RECUR * questions) and 2 * against[h] <= support[h] and len(named[h]) > 1]
    if not best:
        return None
    head = max(best)[3]
    # a file whose lines write the right choice again, label and text: a text after the label that is not its
    # choice's is no reason but a slip, one or the other wrong (said; the label read)
    whys = sum(bool(r.why) for r in reads[head])
    if 2 * sum(r.restates for r in reads[head]) > whys + sum(r.restates for r in reads[head]):
        return head, [Read(r.question, r.line, r.answer, conflict=True) if r.why else r for r in reads[head]]
    return head, reads[head]
