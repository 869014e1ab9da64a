"""A key written as one line of letters, one a question in order (``bbdcab``, ``B C A D``, ``b-c-a``): the answers.

Some files give their answers as a line of letters alone, outside every question, the k-th letter the answer of
the k-th question::

    bcadcdbaca
    Question 1. The average of ...
    a. 25.30

The line holds letters only, glued or set apart by one sign used throughout (a space, ``,``, ``;``, ``-``, ``/``,
``|``); it is read only where the proof holds in every question: as many letters as questions (five at least), each
letter one of its own question's labels (``b`` for a two-choice question, not ``c``), in the case the questions'
choice labels are written in. A word or a title mostly fails that at once (a letter past its question's choices,
another length, another case); the labels' own run (``abcde``, ``A B C D E``) is a legend, never a key; a glued key
under eight letters may still be a word (``added``): read, but said at the line. A question answered already keeps
its answer, said where the key disagrees. The line is no
deck name: a name read from it goes back to the file's. Every pattern is anchored and linear in the line's length.

The same key may be written down instead of across: a run of lines each holding one letter alone (blank lines between
allowed), after the last question's start, right under a key's title (``Answers (at the end)``: ``KEY_OPENING``), none
of them read by another question (``column_key``). The proof is the line's: as many letters as questions, each one of
its own question's labels in their case; the title is the column's own (grades, a word spelt down, a code listing
have none). Where the last question read the run and its title as its explanation, its explanation ends before them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.core.identity import new_deck_key
from quizdeck.importers.answervalues import give
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.keytitles import KEY_OPENING

#: the fewest questions a key of letters is read for
LEAST = 5
#: a key glued together shorter than this may be a word (``added``, ``decade``): read, but said
_WORDLIKE = 8
#: the labels' own run: a line of them in order is a legend
_ALPHABET = "abcdefghijklmnopqrstuvwxyz"
#: the longest line looked at
_LONGEST = 400
#: letters glued together: ``bcadcdbaca``
_GLUED = re.compile(r"[A-Za-z]+")
#: letters set apart by one sign: ``B C A``, ``b,c,a``, ``b - c - a``
_APART = re.compile(r"[A-Za-z](?:(?P<sep>[ \t]*[,;/|\-][ \t]*|[ \t]+)[A-Za-z])(?:(?P=sep)[A-Za-z])*")
#: a choice's line opening with its label: ``a. text``, ``(B) text``, ``c) text``
_LABELLED = re.compile(r"[ \t]*(?:[-*+][ \t]+)?\(?([A-Za-z])[.)][ \t]+\S")
#: emphasis or code marks around a line
_MARKS = "*_` \t"


def letters(line: str) -> str | None:
    """The letters a line holds when it holds letters alone, glued or set apart by one sign; None otherwise."""
    text = line[:_LONGEST].strip(_MARKS)
    if _GLUED.fullmatch(text):
        return text
    if _APART.fullmatch(text):
        return "".join(c for c in text if c.isalpha())
    return None


def _label_cases(q: ImportedQuestion, lines: Sequence[str]) -> set[bool]:
    """The cases (upper: True) of the labels the question's lines open with, within its choices' count."""
    out: set[bool] = set()
    for a, b in q.lines:
        for n in range(max(a, 1), min(b, len(lines)) + 1):
            m = _LABELLED.match(lines[n - 1][:_LONGEST])
            if m is not None and ord(m.group(1).lower()) - ord("a") < len(q.choices):
                out.add(m.group(1).isupper())
    return out


def _shaped(key: str, count: int) -> bool:
    """Whether ``key`` could be the key of ``count`` questions by its shape alone: as many letters (five at least),
    all of one case, and not the labels' own run (``abcde``, ``A B C D E``: a legend of the labels, not a key)."""
    return len(key) == count >= LEAST and (key.islower() or key.isupper()) and (
        key.lower() != _ALPHABET[:len(key)])


def _fits(key: str, questions: Sequence[ImportedQuestion], cases: Sequence[set[bool]]) -> bool:
    """Whether every letter of ``key`` is one of its own question's labels, in the case (``cases``, one a question)
    they are written in."""
    return all(ord(c.lower()) - ord("a") < len(q.choices) and case == {c.isupper()}
               for c, q, case in zip(key, questions, cases, strict=True))


def _text(line: str) -> str:
    """A line's text, its emphasis and code marks aside: one test for what a key's line holds."""
    return line[:_LONGEST].strip(_MARKS)


def _titled(line: str) -> bool:
    """Whether a line is a key's title (``Answers (at the end)``, ``**Answer key:**``, ``## Answers``)."""
    return len(line) <= 80 and KEY_OPENING.match(line.strip(_MARKS + "#")) is not None


def _runs(lines: Sequence[str], first: int) -> list[list[int]]:
    """The runs of lines from line ``first`` on (1-based) that each hold one letter alone, blank lines between them
    allowed: each run's lines' numbers."""
    out: list[list[int]] = []
    run: list[int] = []
    for n in range(max(first, 1), len(lines) + 1):
        text = _text(lines[n - 1])
        if len(text) == 1 and _GLUED.fullmatch(text):
            run.append(n)
        elif text:
            if run:
                out.append(run)
            run = []
    if run:
        out.append(run)
    return out


def _title_of(run: list[int], lines: Sequence[str], first: int) -> int | None:
    """The line of the key's title right above a run (only blank lines between, from line ``first`` on), or None: a
    column of letters with no such title (grades, a word spelt down, a code listing) is no key."""
    above = next((n for n in range(run[0] - 1, first - 1, -1) if lines[n - 1].strip()), None)
    return above if above is not None and _titled(lines[above - 1]) else None


def _column_owner(run: list[int], deck: ImportedDeck) -> ImportedQuestion | bool:
    """Whether a titled run of letter lines is free to be a key: ``True`` when no question read it, the last
    question when only it did and its explanation ends with the run's letters (it read the key as its explanation);
    ``False`` when another question read a line of it."""
    last = deck.questions[-1]
    owners = {i for i, q in enumerate(deck.questions) for a, b in q.lines if any(a <= n <= b for n in run)}
    if not owners:
        return True
    if owners != {len(deck.questions) - 1} or not last.explanation:
        return False
    texts = [t for t in map(_text, last.explanation.splitlines()) if t]
    tail = texts[-len(run):]
    return last if len(tail) == len(run) and all(len(t) == 1 for t in tail) else False


def _cut_explanation(q: ImportedQuestion, count: int) -> None:
    """The last ``count`` lines with text of ``q``'s explanation taken off (the key it read), and the key's title
    just above them (``Answers (at the end)``) when it read that too."""
    kept = (q.explanation or "").splitlines()
    seen = 0
    while kept and seen < count:
        if _text(kept.pop()):
            seen += 1
    while kept and not kept[-1].strip():
        kept.pop()
    if kept and _titled(kept[-1]):
        kept.pop()
    q.explanation = "\n".join(kept).strip() or None


def column_key(deck: ImportedDeck, source: Source) -> tuple[list[int], int, str, ImportedQuestion | None] | None:
    """A key of letters written down a column under a key's title, one line a question (see the module): its lines,
    its title's line, its letters and the question that read it as its explanation, if one did; None where no one
    run is the key."""
    cases = [_label_cases(q, source.lines) for q in deck.questions]
    found: list[tuple[list[int], int, str, ImportedQuestion | None]] = []
    first = deck.questions[-1].pos.line + 1
    for run in _runs(source.lines, first):
        key = "".join(_text(source.lines[n - 1]) for n in run)
        title = _title_of(run, source.lines, first)
        if title is None or not _shaped(key, len(deck.questions)) or not _fits(key, deck.questions, cases):
            continue
        owner = _column_owner(run, deck)
        if owner is not False:
            found.append((run, title, key, owner if isinstance(owner, ImportedQuestion) else None))
    return found[0] if len(found) == 1 else None


def letter_keys(deck: ImportedDeck, source: Source, diags: Diagnostics) -> None:
    """The answers a line of letters gives the questions, one each in order (see the module)."""
    if len(deck.questions) < LEAST or not all(len(q.choices) >= 2 for q in deck.questions):
        return
    owned = deck.question_lines()
    shaped = [(n, key) for n, line in enumerate(source.lines, 1)
              if n not in owned and (key := letters(line)) is not None and _shaped(key, len(deck.questions))]
    if not shaped:
        _column_keys(deck, source, diags)
        return
    cases = [_label_cases(q, source.lines) for q in deck.questions]      # once, however many lines are tried
    found = [(n, key) for n, key in shaped if _fits(key, deck.questions, cases)]
    if len(found) != 1:
        return                       # none, or two lines that would both be the key: not sure which
    n, key = found[0]
    pos = Pos(source.where, n, 1)
    filled = 0
    for c, q in zip(key, deck.questions, strict=True):
        if give(q, [ord(c.lower()) - ord("a")], deck, diags, pos, "",
                f"the key of letters on line {n} names {c} for question {q.pos.line}'s; keeping the question's"):
            filled += 1
    if not filled:
        return
    if len(key) < _WORDLIKE and _GLUED.fullmatch(source.lines[n - 1][:_LONGEST].strip(_MARKS)):
        diags.warning(pos, f"not sure: the line {key!r}, letters alone, is read as the key of the "
                      f"{len(key)} questions (one a question, in order); so short a line may be a word",
                      "check the answers; where the line is no key, write them in the YAML")
    if deck.name.strip() == source.lines[n - 1].strip(_MARKS):   # the key taken for the deck's name: the file's
        deck.name = " ".join(source.stem.replace("_", " ").replace("-", " ").split()) or "Imported"
        deck.key = new_deck_key(deck.name)
    deck.use(n)
    deck.mend(f"the key of letters on line {n} (one a question, in order: read as the answers of {{n}} "
              "question{s})", filled)


def _column_keys(deck: ImportedDeck, source: Source, diags: Diagnostics) -> None:
    """The answers a key of letters written down a column gives (``column_key``), one each in order."""
    found = column_key(deck, source)
    if found is None:
        return
    run, title, key, swallowed = found
    filled = 0
    for n, c, q in zip(run, key, deck.questions, strict=True):
        pos = Pos(source.where, n, 1)
        if give(q, [ord(c.lower()) - ord("a")], deck, diags, pos, "",
                f"the key of letters down lines {run[0]}-{run[-1]} names {c} for question {q.pos.line}'s; keeping "
                "the question's"):
            filled += 1
    if not filled:
        return
    if swallowed is not None:
        _cut_explanation(swallowed, len(run))
        swallowed.lines = [(a, min(b, title - 1)) for a, b in swallowed.lines if a < title]
    deck.use(title)
    deck.use(run[0], run[-1])
    deck.mend(f"the key of letters down lines {run[0]}-{run[-1]} (one a line and a question, in order: read as "
              "the answers of {n} question{s})", filled)
