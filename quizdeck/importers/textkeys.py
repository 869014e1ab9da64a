"""An answer key that repeats each question's text, then its answer: ``Qual evento ...?`` / ``Resposta: a) Click``.

A chat assistant asked for the answers of the quiz it wrote repeats every question, each followed by its answer
line, after the questions. The key names its questions by their TEXT, never by their order: a line whose text is a
question's whole text (spaces and case aside), below that question, followed within a few lines by a key and a
value (``Resposta: c) DataSet``, ``Answer: B``), is that question's entry, the value read against its choices (by
label, text, or both agreeing). It is the file's key when three entries at least, under one key, answer as many
questions, once each, and half of the questions at least. A question that has no answer takes its entry's; one whose
answer differs is said at the entry's line (it keeps it) -- but for the question whose lines swallowed the key (a
reader read the key as its explanation, and maybe its first answer line as its answer): its explanation is cut where
the key starts, and its answer is its own entry's, said where that changes it. An entry naming no choice is said at
its line.

Run once per source after its reader (``answerlines.fill_answers``). Every pattern is anchored and linear.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.labels import letter

#: the fewest entries a key must have, and the share of the questions they must answer
LEAST, SHARE = 3, 0.5
#: the most lines from a repeated question to its answer line (blank lines between them)
_BELOW = 3
#: texts shorter than this name no question: a word repeated is no key
_SHORTEST = 12
_LONGEST = 1000
#: a lone choice label names no key (``A: Public cloud`` is a choice line)
_LABEL = re.compile(r"[A-La-l]|[1-9]|\(?[A-La-l1-9][).]")


def _said(text: str) -> str:
    return " ".join(text.split()).casefold().rstrip(" .:?!")


def _own(lines: list[str], q: ImportedQuestion) -> int | None:
    """The index of the question's own text line: the first at its start or a few lines under it (under a heading,
    ``### Question 3``) that says its whole text; None when none does."""
    said, start = _said(q.text), q.pos.line - 1
    return next((j for j in range(max(start, 0), min(start + 1 + _BELOW, len(lines))) if _said(lines[j]) == said), None)


def text_keys(deck: ImportedDeck, source: Source, diags: Diagnostics,
              split_key: Callable[[str], tuple[str, str] | None],
              resolve: Callable[[ImportedQuestion, str], list[int] | str]) -> None:
    """Answer the questions a key repeats by their texts (see the module's docstring)."""
    lines = source.lines
    by_text: dict[str, int] = {}
    for i, q in enumerate(deck.questions):
        said = _said(q.text)
        if len(q.choices) >= 2 and len(said) >= _SHORTEST:
            by_text[said] = -1 if said in by_text else i   # a text two questions share names neither
    if len(by_text) < LEAST:
        return
    found: list[tuple[int, int, int, str, str]] = []   # question, its repeat's line, the answer's line, key, value
    for j, line in enumerate(lines):
        if len(line) > _LONGEST or (i := by_text.get(_said(line), -1)) < 0:
            continue
        q = deck.questions[i]
        if j + 1 <= q.pos.line + q.text.count("\n") or j == _own(lines, q):
            continue   # the question's own line (under its heading, ``### Question 3``, too)
        for k in range(j + 1, min(j + 1 + _BELOW, len(lines))):
            if lines[k].strip():
                split = split_key(lines[k])
                if split is not None and not _LABEL.fullmatch(split[0].strip(" *_`")):   # ``A: Public cloud``:
                    found.append((i, j, k, *split))                                       # a choice, no key
                break
    if not found:
        return
    key, _ = Counter(e[3] for e in found).most_common(1)[0]
    entries = [e for e in found if e[3] == key]
    questions = Counter(e[0] for e in entries)
    entries = [e for e in entries if questions[e[0]] == 1]
    if len(entries) < max(LEAST, SHARE * len(deck.questions)):
        return
    start = min(j for _, j, _, _, _ in entries)
    swallowed = {i for i, q in enumerate(deck.questions) if any(a <= start + 1 <= b for a, b in q.lines)}
    for i in swallowed:
        q = deck.questions[i]
        if q.explanation and (cut := q.explanation.find(lines[start].strip())) >= 0:
            q.explanation = q.explanation[:cut].strip() or None
    read = 0
    for i, j, k, _, value in entries:
        q = deck.questions[i]
        got = resolve(q, value)
        q.use(j + 1, k + 1)
        if not isinstance(got, list) or not got:
            diags.warning(Pos(source.where, k + 1, 1), f"the answer key's entry {value[:60]!r} for the question at "
                          f"line {q.pos.line} names none of its choices: not read",
                          hint="write its answer (`answer: B`)")
            continue
        if q.answer is not None and q.answer != sorted(set(got)):
            said = ", ".join(letter(n) for n in sorted(set(got)))
            had = ", ".join(letter(n) for n in q.answer)
            if i not in swallowed:
                diags.warning(Pos(source.where, k + 1, 1), f"the answer key says {said} for the question at line "
                              f"{q.pos.line}, which says {had} where it stands: {had} kept",
                              hint="check its answer against the source")
                continue
            diags.warning(Pos(source.where, k + 1, 1), f"the question at line {q.pos.line} read the answer key below "
                          f"it as its own lines (answer {had}); its entry in the key says {said}: {said} taken",
                          hint="check its answer against the source")
            q.answer = None
        if q.answer is None:
            q.set_answer(got)
            q.raw_answer = None
            read += 1
    if read:
        deck.mend("the answers of {n} question{s}, from a key repeating each question's text", read)
