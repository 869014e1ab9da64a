"""Quizzes whose lines each start with a mark that says what the line is: a tool's own text format.

Real banks come in formats of their own tools, with no Markdown and no labels, for example::

    #Q What is NOT one of Strong Bad's favourite bands?     !Where is the capital of Wyoming?
    ^ sloshy                                                 =b
    A sloshy                                                 *Casper
    B Peter Frampton                                         *Cheyenne
                                                             $
    * A famous 19th century proto-computer engineer was
    - Charles Barkley
    + Charles Babbage

No list of such formats is kept here. The reader finds the grammar a file follows from the
file itself: which mark starts a question (it comes once per question, first), which marks
are choices (two or more per question, in one run; with two marks, the rarer one is the right
choice: ``+`` / ``-``), which line gives the answer (once per question: a letter, a number,
or the text of one choice), and a line that ends a question (once, last, empty). A grammar is
taken only when it explains nearly every line of the file and nearly every question has two
or more choices (``fit``); otherwise the other readers go on as before.

What the grammar does not explain is not guessed: an answer that names no choice is written
as it is and said at its line (``needs_attention``); a line with another mark is not used,
and the import summary lists it; a line of text between questions after a blank line is a
section title (page furniture).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.base import Importer, Source
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion, make_id

#: a line's mark: one to five signs before its text (``#Q`` is the mark ``#`` and the text ``Q …``),
#: or a word set apart by a tab or a wider space (``Вопрос      Text``)
_MARKED = re.compile(r"^[ \t]*([^\w\s]{1,5}|[^\W\d_]{1,12}(?=\t|[ ]{2,}))[ \t]*(.*?)[ \t]*$")
#: a choice labelled by a bare letter and a space (``A sloshy``), or ``A.`` / ``A)``
_LETTER = re.compile(r"^[ \t]*([A-Ha-h])(?:[.)][ \t]*|[ \t]+)(\S.*?)[ \t]*$")
#: an answer given by letters (``b``, ``B, D``) or by 1-based numbers (``2``)
_LETTERS = re.compile(r"^[A-Ha-h](?:[ \t]*[,;&/ ][ \t]*[A-Ha-h])*$")
_NUMBERS = re.compile(r"^[1-9](?:[ \t]*[,;&/ ][ \t]*[1-9])*$")

#: a sign run at the end of a choice that may mark it right (``d) Todas las anteriores+++``)
_TRAILING = re.compile(r"[ \t]*([^\w\s()\[\]{}.,;:!?'\"`«»“”‘’-]{1,4})$")

#: opening signs that belong to the question's own text (Spanish ``¿``, quotes): kept in it
_TEXTUAL = frozenset("¿¡\"'«“‘([")

#: share of non-blank lines a grammar must explain, and of questions that must have choices
MIN_EXPLAINED = 0.9
MIN_WITH_CHOICES = 0.9
MIN_QUESTIONS = 3
LABELS = "LABEL"   # the choice "mark" of lettered choices


@dataclass(frozen=True)
class _Line:
    number: int        # 1-based
    mark: str | None   # None: a line of text; LABELS: a lettered choice
    text: str
    letter: str = ""


@dataclass(frozen=True)
class Grammar:
    """What the marks of one file mean."""

    start: str                 # the mark that starts a question
    choices: frozenset[str]    # marks of choices (LABELS for lettered ones)
    right: str | None          # of two choice marks, the one that marks a right choice
    answer: str | None         # the mark of the line that gives the answer
    end: str | None            # the mark of an empty line that ends a question
    prefix: str                # a word every question's text starts with after its mark ("Q"), dropped
    explained: float           # share of the file's non-blank lines the grammar explains
    questions: int


def _classify(number: int, line: str) -> _Line | None:
    if not line.strip():
        return None
    m = _MARKED.match(line)
    if m:
        return _Line(number, m.group(1), m.group(2))
    m = _LETTER.match(line)
    if m:
        return _Line(number, LABELS, m.group(2), m.group(1).upper())
    return _Line(number, None, line.strip())


def _classified(text_lines: list[str]) -> list[_Line]:
    """Every non-blank line with its mark, numbered from 1."""
    return [c for i, raw in enumerate(text_lines) if (c := _classify(i + 1, raw)) is not None]


def line_marks(text_lines: list[str]) -> list[tuple[int, str | None]]:
    """The number and the mark (None: no mark) of every non-blank line, as the grammars see them."""
    return [(line.number, line.mark) for line in _classified(text_lines)]


def _records(lines: list[_Line], start: str) -> tuple[list[_Line], list[list[_Line]]]:
    preamble: list[_Line] = []
    records: list[list[_Line]] = []
    for line in lines:
        if line.mark == start:
            records.append([line])
        elif records:
            records[-1].append(line)
        else:
            preamble.append(line)
    return preamble, records


def _choice_run(record: list[_Line], marks: frozenset[str]) -> list[_Line]:
    """The first run of consecutive choice lines (lettered ones in order A, B, C, ...)."""
    run: list[_Line] = []
    last = 0
    for line in record[1:]:
        if line.mark in marks and (line.mark != LABELS or line.letter == "ABCDEFGH"[len(run)]):
            run.append(line)
            last = line.number
        elif run and line.mark is None and line.number == last + 1:
            last = line.number   # a choice wrapped onto the next line: the run goes on
        elif run:
            break
    return run


def _guess(lines: list[_Line], start: str) -> Grammar | None:
    _, records = _records(lines, start)
    if len(records) < MIN_QUESTIONS:
        return None
    n = len(records)
    per_record = [Counter(line.mark for line in record[1:] if line.mark is not None) for record in records]
    usual = Counter(mark for counts in per_record for mark in counts)
    # choice marks: a mark found two or more times in most questions, or two marks that together are
    many = [mark for mark in usual if sum(1 for c in per_record if c[mark] >= 2) >= MIN_WITH_CHOICES * n]
    right: str | None = None
    if LABELS in many:
        choices = frozenset({LABELS})
    elif len(many) == 1:
        choices = frozenset(many)
    else:
        pairs = [(a, b) for a in usual for b in usual if a < b and a != start and b != start
                 and sum(1 for c in per_record if c[a] + c[b] >= 2) >= MIN_WITH_CHOICES * n]
        if len(pairs) != 1 or _one_place(records, *pairs[0]):
            return None
        a, b = pairs[0]
        choices = frozenset(pairs[0])
        right = _right_of(a, b, per_record)
        if sum(1 for c in per_record if c[right] >= 1) < MIN_WITH_CHOICES * n:
            return None
    once = [mark for mark in usual if mark not in choices and mark != start
            and sum(1 for c in per_record if c[mark] == 1) >= MIN_WITH_CHOICES * n]
    empty = {line.mark for record in records for line in record[1:] if line.mark in once and not line.text}
    full = {line.mark for record in records for line in record[1:] if line.mark in once and line.text}
    ends = [m for m in once if m in empty and m not in full]
    end = ends[0] if len(ends) == 1 else None
    answers = [m for m in once if m != end]
    answer = answers[0] if len(answers) == 1 and right is None else None
    words = Counter(r[0].text.split(" ", 1)[0] for r in records if " " in r[0].text)
    word, count = words.most_common(1)[0] if words else ("", 0)
    prefix = word if count >= MIN_WITH_CHOICES * n and len(word) <= 2 else ""
    grammar = Grammar(start, choices, right, answer, end, prefix, 0.0, n)
    explained = sum(len(_explained(record, grammar)) + len(_section_title(record)) for record in records)
    preamble, _ = _records(lines, start)
    explained += len(preamble) == 1 and preamble[0].mark is None
    total = len(lines)
    return Grammar(start, choices, right, answer, end, prefix, explained / total if total else 0.0, n)


def _one_place(records: list[list[_Line]], a: str, b: str) -> bool:
    """Whether two marks stand once each in nearly every question, always in the same order: the right choice
    always in one place is no mark of a right choice (a line of the choices, then one naming the right ones)."""
    orders = Counter(tuple(line.mark for line in record[1:] if line.mark in (a, b)) for record in records)
    order, count = orders.most_common(1)[0]
    return len(order) == 2 and count >= MIN_WITH_CHOICES * len(records)


#: marks that say "right" and "wrong" wherever they are used (Moodle's GIFT ``=``/``~``, lists' ``+``/``-``)
_SAYS_RIGHT = frozenset({"+", "=", "*", "✓", "✔", "√"})
_SAYS_WRONG = frozenset({"-", "~", "✗", "✘"})


def _right_of(a: str, b: str, per_record: list[Counter[str]]) -> str:
    """Of two choice marks, the one of the right choices: the one that says so, else the rarer."""
    for right, wrong in ((a, b), (b, a)):
        if right in _SAYS_RIGHT and wrong in _SAYS_WRONG:
            return right
    return a if sum(c[a] for c in per_record) < sum(c[b] for c in per_record) else b


def _explained(record: list[_Line], g: Grammar) -> list[_Line]:
    """The lines of a question the grammar reads: its start, the text that continues it, its
    choices, its answer and end lines."""
    out = [record[0]]
    run = _choice_run(record, g.choices)
    chosen = {line.number for line in run}
    before = True
    last = 0
    for line in record[1:]:
        if line.number in chosen:
            out.append(line)
            before = False
            last = line.number
        elif (line.mark is None and (before or line.number == last + 1)) \
                or (line.mark is not None and line.mark in (g.answer, g.end)):
            out.append(line)
            last = line.number if line.mark is None and not before else last
    return out


def _section_title(record: list[_Line]) -> list[_Line]:
    """A line of text that ends a question's record alone, after a blank line: the title of
    the section the next question opens (page furniture)."""
    last = record[-1]
    if len(record) > 2 and last.mark is None and last.number - 1 > record[-2].number:
        return [last]
    return []


def fit(text_lines: list[str]) -> Grammar | None:
    """The grammar this file's marks follow, when one explains nearly all of it; else None."""
    lines = _classified(text_lines)
    marks = Counter(line.mark for line in lines if line.mark not in (None, LABELS))
    best: Grammar | None = None
    for start, count in marks.most_common(6):
        if start is None or count < MIN_QUESTIONS:
            continue
        g = _guess(lines, start)
        if g is not None and (best is None or (g.explained, g.questions) > (best.explained, best.questions)):
            best = g
    if best is None or best.explained < MIN_EXPLAINED:
        return None
    return best


class MarkedLinesReader(Importer):
    """A source whose grammar ``fit`` found (the plain-text reader hands such a source here)."""

    def __init__(self, source: Source, diags: Diagnostics, grammar: Grammar):
        super().__init__(source, diags)
        self.lines = source.lines
        self.grammar = grammar

    def read(self, deck: ImportedDeck) -> None:
        g = self.grammar
        lines = _classified(self.lines)
        preamble, records = _records(lines, g.start)
        if preamble and preamble[0].mark is None and len(preamble) == 1:
            deck.name = preamble[0].text
            deck.use(preamble[0].number)
        self.by_text = self._answers_by_text(records)
        self.trailing = self._trailing_mark(records)
        taken: set[str] = set()
        for record in records:
            self._question(deck, record, taken)

    def _question(self, deck: ImportedDeck, record: list[_Line], taken: set[str]) -> None:
        g = self.grammar
        first = record[0]
        text = first.text
        if g.prefix and text.startswith(g.prefix + " "):
            text = text[len(g.prefix) + 1:].lstrip()
        if set(g.start) <= _TEXTUAL:
            text = g.start + text
        q = ImportedQuestion(pos=self.pos(first.number), text=text, id=make_id(f"q{len(taken) + 1}", taken))
        q.use(first.number)
        run = _choice_run(record, g.choices)
        chosen = {line.number for line in run}
        body: list[str] = [text]
        answer_line: _Line | None = None
        marked: list[int] = []
        last_choice = 0   # the line of the last choice read, or of the line that continued it
        for line in record[1:]:
            if line.mark is None and q.choices and line.number == last_choice + 1:
                q.choices[-1].text += " " + line.text   # a choice wrapped onto the next line
                q.use(line.number)
                last_choice = line.number
            elif line.number in chosen:
                choice = line.text
                if self.trailing is not None and choice.endswith(self.trailing):
                    choice = choice[: -len(self.trailing)].rstrip()
                    marked.append(len(q.choices))
                q.choices.append(ImportedChoice(choice))
                q.use(line.number)
                last_choice = line.number
            elif line.mark is None and not q.choices:
                body.append(line.text)
                q.use(line.number)
            elif g.answer is not None and line.mark == g.answer and answer_line is None:
                answer_line = line
                q.use(line.number)
            elif g.end is not None and line.mark == g.end and not line.text:
                q.use(line.number)
        q.text = "\n".join(body)
        if g.right is not None:
            q.set_answer(i for i, line in enumerate(run) if line.mark == g.right)
        elif marked:
            q.set_answer(marked)
        elif answer_line is not None:
            self._answer(deck, q, answer_line)
        self._tail(deck, record)
        deck.questions.append(q)

    def _trailing_mark(self, records: list[list[_Line]]) -> str | None:
        """A sign run that ends exactly one choice of most questions, and never two (``+++``):
        this file's mark of the right choice, when its grammar has no other."""
        g = self.grammar
        if g.right is not None or g.answer is not None:
            return None
        once: Counter[str] = Counter()
        twice: set[str] = set()
        for record in records:
            ends = Counter(m.group(1) for line in _choice_run(record, g.choices)
                           if (m := _TRAILING.search(line.text)) is not None)
            once.update(mark for mark, n in ends.items() if n == 1)
            twice.update(mark for mark, n in ends.items() if n > 1)
        best = [mark for mark, n in once.most_common() if mark not in twice and n * 2 > len(records)]
        return best[0] if best else None

    def _answers_by_text(self, records: list[list[_Line]]) -> bool:
        """Whether this file's answer lines name the right choice by its text (``^ sloshy``):
        most of them are the text of one of their question's choices. Then an answer ``6``
        among the choices ``7, 8, 6, 5`` is the third, not the sixth."""
        g = self.grammar
        if g.answer is None:
            return False
        named = given = 0
        for record in records:
            texts = {line.text.casefold() for line in _choice_run(record, g.choices)}
            for line in record[1:]:
                if line.mark == g.answer:
                    given += 1
                    named += line.text.strip().casefold() in texts
                    break
        return given > 0 and named * 2 > given

    def _answer(self, deck: ImportedDeck, q: ImportedQuestion, line: _Line) -> None:
        given = line.text.strip()
        n = len(q.choices)
        picks: list[int] = []
        if self.by_text:
            same = [i for i, c in enumerate(q.choices) if c.text.casefold() == given.casefold()]
            picks = same if len(same) == 1 else []
        elif _LETTERS.match(given):
            picks = [ord(c) - ord("A") for c in given.upper() if c.isalpha()]
        elif _NUMBERS.match(given):
            picks = [int(c) - 1 for c in given if c.isdecimal()]
        else:
            same = [i for i, c in enumerate(q.choices) if c.text.casefold() == given.casefold()]
            picks = same[:1] if len(same) == 1 else []
        if picks and all(0 <= p < n for p in picks):
            q.set_answer(picks)
            return
        q.raw_answer = given
        self.needs_attention(deck, line.number, 1, f"the answer {given!r} names none of the question's "
                             f"{n} choices", hint="write the answer as the letter of the right choice")

    def _tail(self, deck: ImportedDeck, record: list[_Line]) -> None:
        """Text after a question's choices: a section title when it stands alone before the next
        question (page furniture); anything else stays not used and the summary lists it."""
        for line in _section_title(record):
            deck.skip(line.number)
