"""An answer key written as a run of units, each a short line naming a question's number, then its answer on the next
line: ``#### Answer 3`` over ``b) `get(key)` ``, ``**Respuesta 3**`` over ``Verdadero``, ``Q3`` over ``C``.

Whatever the words before the number (or none), it is the shape that is read: three units at least in a row, the
same words in each, numbered one after another, each over a line that names one of that question's choices (its
label, its label and text, or its text), standing after the questions they answer. The lines after a unit's value,
up to the next unit, are that question's explanation. A reader that took the units for questions (a heading and one
choice) is set right: those questions are dropped, and what the reader said of their lines is taken back. A unit
whose value names none of its question's choices is said at its line; where most units name none, nothing is read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.answervalues import give
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion

#: a unit's line, cleaned of its markup: up to three words (or none), then a number alone
_UNIT = re.compile(r"(?P<words>(?:[^\W\d_][^\W\d]{0,24}[ \t]*){0,3}?)(?:no\.?[ \t]*|n[°º][ \t]*|#)?"
                   r"(?P<number>\d{1,4})[ \t]*[.:)：]?")
#: the number in a question's first line: ``12.``, ``Question 12``, ``Q12:``, ``#12``
_QUESTION_NUMBER = re.compile(r"(?:[^\W\d_]{1,12}[ \t]*)?[#№]?[ \t]*(\d{1,4})(?!\d)")
#: a short key that opens an explanation: ``**Explanation:**``, ``Erklärung:``
_EXPLANATION_KEY = re.compile(r"(?:\*\*|__)?[^\W\d_]{1,20}(?:[ \t][^\W\d_]{1,20})?[ \t]*[:：](?:\*\*|__)?[ \t]*")
#: the fewest units that make a key, and the share of them whose value must name a choice
LEAST, NAMED = 3, 0.6
#: a key disagreeing with more than this share of the answers read already is not this block's key
DISAGREE = 0.1

@dataclass
class _Unit:
    line: int          # the unit's line: "#### Answer 3"
    words: str         # its words, compared loosely
    number: int
    value_line: int    # the line after it: the answer
    value: str


def _units(lines: list[str], clean: Callable[[str], str], starts: dict[int, ImportedQuestion]) -> list[_Unit]:
    """Every line that reads as a unit: a number after a few words, over a line that is no unit."""
    out: list[_Unit] = []
    for n, raw in enumerate(lines, start=1):
        if not raw.strip() or len(raw) > 80 or (out and out[-1].value_line == n):
            continue                     # a unit's value is no unit, whatever its shape ("Zahl 6")
        text = clean(raw)
        m = _UNIT.fullmatch(text)
        if m is None:
            continue
        q = starts.get(n)
        if q is not None and clean(q.text.strip().split("\n", 1)[0]) != text:
            continue                     # a question of its own starts here: its number, not a unit's
        value_line = next((k for k in range(n + 1, min(n + 4, len(lines) + 1)) if lines[k - 1].strip()), None)
        if value_line is None:
            continue
        out.append(_Unit(n, " ".join(m.group("words").casefold().split()), int(m.group("number")), value_line,
                         clean(lines[value_line - 1])))
    return out


def _runs(units: list[_Unit]) -> list[list[_Unit]]:
    runs: list[list[_Unit]] = []
    for u in units:
        if runs and u.words == runs[-1][-1].words and u.number == runs[-1][-1].number + 1:
            runs[-1].append(u)
        else:
            runs.append([u])
    return [r for r in runs if len(r) >= LEAST]


def _start(q: ImportedQuestion) -> int:
    return min([q.pos.line, *(a for a, _ in q.lines)])


class _Reader:
    def __init__(self, deck: ImportedDeck, source: Source, diags: Diagnostics, clean: Callable[[str], str],
                 resolve: Callable[[ImportedQuestion, str], list[int] | str]):
        self.deck, self.source, self.diags = deck, source, diags
        self.lines = source.lines
        self.clean, self.resolve = clean, resolve

    def read(self) -> None:
        questions = self.deck.questions
        starts = {q.pos.line: q for q in questions}
        after = 0
        for run in _runs(_units(self.lines, self.clean, starts)):
            real = [q for q in questions if len(q.choices) >= 2 and after < _start(q) < run[0].line
                    and q.pos.line not in {u.line for u in run}]
            after = run[-1].value_line
            pairs = self.pairs(run, real)
            if pairs is not None:
                self.apply(run, pairs)

    def pairs(self, run: list[_Unit], section: list[ImportedQuestion]) -> list[tuple[_Unit, ImportedQuestion]] | None:
        """Each unit with the question it answers, by the questions' own numbers or by their order; None when the
        run is no key of these questions (it covers few of them, its values name few choices, or disagree)."""
        if not section or len(run) < 0.5 * len(section):
            return None
        by_number: dict[int, ImportedQuestion] = {}
        for q in section:
            m = _QUESTION_NUMBER.match(self.clean(self.lines[q.pos.line - 1]))
            if m is not None:
                by_number.setdefault(int(m.group(1)), q)
        if len(by_number) == len(section) and all(u.number in by_number for u in run):
            pairs = [(u, by_number[u.number]) for u in run]
        elif len(run) == len(section):
            pairs = list(zip(run, section, strict=True))
        else:
            return None
        got = [self.resolve(q, u.value) for u, q in pairs]
        named = [g for g in got if isinstance(g, list)]
        if len(named) < NAMED * len(run):
            return None
        answered = [(q, g) for (_, q), g in zip(pairs, got, strict=True) if q.answer is not None]
        wrong = sum(1 for q, g in answered if not isinstance(g, list) or sorted(q.answer or []) != g)
        return None if answered and wrong > DISAGREE * len(answered) else pairs

    def apply(self, run: list[_Unit], pairs: list[tuple[_Unit, ImportedQuestion]]) -> None:
        questions = self.deck.questions
        later = [_start(q) for q in questions if len(q.choices) >= 2 and _start(q) > run[-1].value_line]
        end = min(later, default=len(self.lines) + 1) - 1          # the key's last line
        dropped = [q for q in questions if (run[0].line <= q.pos.line <= end and len(q.choices) < 2) or
                   q.pos.line in {u.line for u in run}]
        self.deck.questions[:] = [q for q in questions if not any(q is d for d in dropped)]
        unsay_lines(self.diags, self.source.where, set(range(run[0].line, end + 1)))
        self.heading(run[0].line)
        filled = 0
        for k, (u, q) in enumerate(pairs):
            stop = run[k + 1].line - 1 if k + 1 < len(run) else end
            q.use(u.line, u.value_line)
            self.explain(q, u.value_line + 1, stop)
            pos = Pos(self.source.where, u.value_line, 1)
            filled += give(q, self.resolve(q, u.value), self.deck, self.diags, pos,
                           f"the answer key's unit for question {u.number} ({u.value[:40]!r}) names none of its "
                           "choices")
        if filled:
            self.deck.mend(f"the answer key at lines {run[0].line}\u2013{end} (read as the answers of {{n}} "
                           "question{s})", filled)

    def heading(self, first: int) -> None:
        """The line above a key (``Here are the answers:``, past a rule) is its heading, not an explanation's end."""
        n = first - 1
        while n >= 1 and (not self.lines[n - 1].strip() or set(self.lines[n - 1].strip()) <= set("-*_=")):
            n -= 1
        raw = self.lines[n - 1].strip() if n >= 1 else ""
        if not raw or "?" in raw or any(q.pos.line == n for q in self.deck.questions):
            return
        for q in self.deck.questions:
            if q.explanation and q.explanation.split("\n")[-1].strip() == raw:
                q.explanation = "\n".join(q.explanation.split("\n")[:-1]).strip() or None
                self.deck.skip(n)

    def explain(self, q: ImportedQuestion, first: int, last: int) -> None:
        """The lines after a unit's value, to the next unit: the question's explanation (where it has none)."""
        body = [n for n in range(first, last + 1) if self.lines[n - 1].strip()]
        unit = next((k for k, n in enumerate(body) if _UNIT.fullmatch(self.clean(self.lines[n - 1]))), None)
        body = body[:unit]                      # a unit's line of another run ends it
        if not body:
            return
        trailing = [n for n in body if set(self.lines[n - 1].strip()) <= set("-*_=")]   # a rule ends the key
        body = [n for n in body if n not in trailing]
        if not body:
            return
        q.use(body[0], body[-1])
        if q.explanation is None:
            text = "\n".join(self.lines[n - 1].strip() for n in body)
            q.explanation = _EXPLANATION_KEY.sub("", text, count=1).strip() or None


def unsay_lines(diags: Diagnostics, where: str, lines: set[int]) -> None:
    """Take back the warnings said at ``lines`` of ``where`` by a reader that took a key for questions."""
    said = [d for d in diags.items if d.pos.path == where and d.pos.line in lines and d.severity == "warning"]
    diags.withdraw(said)


def headed_keys(deck: ImportedDeck, source: Source, diags: Diagnostics, clean: Callable[[str], str],
                resolve: Callable[[ImportedQuestion, str], list[int] | str]) -> None:
    """Read the answer keys written as runs of units (see the module's docstring) into ``deck``'s questions."""
    _Reader(deck, source, diags, clean, resolve).read()
