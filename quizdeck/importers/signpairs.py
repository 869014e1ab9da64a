"""A quiz app's data file may open every line with a sign saying what the line is, and need no blank line::

    ? Як слід писати як(слід)?          a question
    - Разом.                            a wrong choice
    + Окремо.                           the right choice
    - Через дефіс.
    ? Напишіть правильно слово "бистріше".
    ! швидше                            an open item's answer, typed: not a choice question

Nothing names the signs: the file's own regularity tells them. Read so only when proven: nine content lines in ten
(``_FEWEST`` records at least) open with one sign character and a blank; two signs (the **choice pair**) stand in
runs of two to ``MAX_CHOICES`` lines, and one sign of the pair stands on one line of most runs, not at the same place
in all (the right choice; the other the wrong ones; at one place always it is a record's field, ``^ a, b`` over
``* b``); and every such run stands right under a line opening with one sign (the **question
sign**) that opens no line of any run. Each question-sign line opens an item, running to the next one: an item that
is its line and one run is a question (its signs off, the right choices its answer; a run with no right sign is
written unanswered, said); any other item (a typed answer, ``!``, or one line of the pair alone) is open, not a
choice question: left out and said, as the lines before the first item are. Linear in the lines for each pair of
signs tried (at most ``_SIGNS`` signs).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from quizdeck.importers.answervalues import MAX_CHOICES, MIN_CHOICES
from quizdeck.importers.base import Importer
from quizdeck.importers.formats import Format
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.programrecords import LINES as _LINES

#: a line opened by a sign: one character, neither a letter, a digit nor a blank, then a blank and the text
_SIGNED = re.compile(r"[ \t\ufeff]*([^\w\s])[ \t]+(\S.*)")
#: the share of content lines that must open with a sign; of choice runs that must hold one right sign
_MOST = 0.9
#: the fewest choice questions
_FEWEST = 3
#: the most kinds of sign a file may use (more: no convention of its own)
_SIGNS = 8


@dataclass(frozen=True)
class SignReading:
    """A file read as sign-led lines: which sign opens what, and its items."""

    ask: str                                     # the question sign
    wrong: str                                   # the choice pair: the wrong choices' sign
    right: str                                   # and the right one's
    items: list[list[int]]                       # each item's lines (0-based indices into the content lines)
    questions: list[int]                         # the items read as choice questions (indices into ``items``)
    before: int                                  # content lines before the first item


def _signs(texts: list[str]) -> list[str]:
    return [m.group(1) if (m := _SIGNED.fullmatch(t)) is not None else "" for t in texts]


def _runs(signs: list[str], pair: tuple[str, str]) -> list[tuple[int, int]]:
    """The runs of consecutive lines whose signs are of ``pair``: (first, past the last)."""
    out: list[tuple[int, int]] = []
    start = None
    for k, s in enumerate([*signs, ""]):
        if s in pair and start is None:
            start = k
        elif s not in pair and start is not None:
            out.append((start, k))
            start = None
    return out


def _try(signs: list[str], wrong: str, right: str) -> SignReading | None:
    runs = [(a, b) for a, b in _runs(signs, (wrong, right)) if MIN_CHOICES <= b - a <= MAX_CHOICES]
    if len(runs) < _FEWEST or any(a == 0 for a, _ in runs):
        return None
    above = {signs[a - 1] for a, _ in runs}
    if len(above) != 1 or (ask := above.pop()) in (wrong, right, ""):
        return None
    if sum(1 for a, b in runs if signs[a:b].count(right) == 1) < _MOST * len(runs):
        return None
    if len({signs[a:b].index(right) for a, b in runs if right in signs[a:b]}) < 2:
        return None      # (the one sign always at one place of the run: a record's field, ``^ list`` / ``* key``)
    starts = [k for k, s in enumerate(signs) if s == ask]
    items = [list(range(a, b)) for a, b in zip(starts, [*starts[1:], len(signs)], strict=True)]
    run_at = {a - 1: b for a, b in runs}
    questions = [i for i, item in enumerate(items) if run_at.get(item[0]) == item[-1] + 1]
    if len(questions) < _FEWEST:
        return None
    return SignReading(ask, wrong, right, items, questions, starts[0])


def sign_records(texts: list[str]) -> SignReading | None:
    """The content lines ``texts`` read as sign-led lines (the module's comment), when proven; else None."""
    if len(texts) > _LINES or len(texts) < _FEWEST * (MIN_CHOICES + 1):
        return None
    signs = _signs(texts)
    counts = Counter(s for s in signs if s)
    if sum(counts.values()) < _MOST * len(texts) or len(counts) > _SIGNS:
        return None
    best: SignReading | None = None
    for wrong in counts:
        for right in counts:
            if wrong == right or counts[right] > counts[wrong]:
                continue         # (the right sign stands on fewer lines than the wrong one: one right among several)
            got = _try(signs, wrong, right)
            if got is not None and (best is None or len(got.questions) > len(best.questions)):
                best = got
    return best


class SignPairsReader(Importer):
    """Sign-led lines (see the module's comment)."""

    def read(self, deck: ImportedDeck) -> None:
        lines = self.source.lines
        numbers = [k for k, line in enumerate(lines, start=1) if line.strip()]
        texts = [lines[n - 1].strip() for n in numbers]
        found = sign_records(texts)
        if found is None:
            return
        first = numbers[found.items[0][0]]
        self.warning(first, 1, f"read as lines each opened by a sign: {found.ask!r} a question, {found.right!r} its "
                               f"right choice, {found.wrong!r} a wrong one ({len(found.questions)} questions)",
                     hint="check a few questions")
        if found.before:
            deck.skip(numbers[0], numbers[found.before - 1])
            self.warning(numbers[0], 1, f"line{'s' if found.before > 1 else ''} {numbers[0]}"
                                        + (f"-{numbers[found.before - 1]}" if found.before > 1 else "")
                                        + f" before the first {found.ask!r} line: not read as a question")
        chosen = set(found.questions)
        open_items = [item for i, item in enumerate(found.items) if i not in chosen]
        for item in open_items:
            deck.skip(numbers[item[0]], numbers[item[-1]])
        if open_items:
            shown = ", ".join(str(numbers[item[0]]) for item in open_items[:8]) + (", ..." if len(open_items) > 8
                                                                                    else "")
            signs = sorted({_signs([texts[k]])[0] for item in open_items for k in item[1:]} - {""})
            self.warning(numbers[open_items[0][0]], 1,
                         f"{len(open_items)} item{'s' if len(open_items) > 1 else ''} opened by {found.ask!r} "
                         f"without a run of {found.wrong!r}/{found.right!r} choices"
                         + (f" (lines signed {', '.join(repr(s) for s in signs)}: a typed answer?)" if signs else "")
                         + f" left out as open questions (lines {shown})",
                         hint="write them as questions of your own if you want them")
        unanswered: list[int] = []
        for i in found.questions:
            item = found.items[i]
            head = _SIGNED.fullmatch(texts[item[0]])
            assert head is not None
            q = ImportedQuestion(pos=self.pos(numbers[item[0]]), text=head.group(2).strip())
            marks: list[bool] = []
            for k in item[1:]:
                m = _SIGNED.fullmatch(texts[k])
                assert m is not None
                q.choices.append(ImportedChoice(m.group(2).strip()))
                marks.append(m.group(1) == found.right)
            if any(marks):
                q.set_answer([k for k, mark in enumerate(marks) if mark])
            else:
                unanswered.append(numbers[item[0]])
            q.use(numbers[item[0]], numbers[item[-1]])
            deck.questions.append(q)
        if unanswered:
            self.warning(unanswered[0], 1, f"{len(unanswered)} question{'s' if len(unanswered) > 1 else ''} with no "
                                           f"{found.right!r} choice: written without an answer")


def sign_pair_format() -> Format:
    """The reading as one of the arbiter's rivals (``arbiter._others``)."""
    return Format("signs", "lines each opened by a sign", (), SignPairsReader)
