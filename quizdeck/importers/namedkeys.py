"""An answer key whose entries name each question as the file names it, in words: ``اول | 5`` under questions headed
``## سوال اول``, ``zwei: B`` under ``### Frage zwei``.

The names are learnt from the file: the first lines of its questions' sources (a heading, a bold line) that are the
same words in each but the last, that last a different word in every question, are the questions' names (the last
word, or the whole line). Entries are lines outside the questions' choices that start with one of those names, then a
cell of a table (``|``) or a separator (``:``, ``=``, a spaced dash), then a value that names one of that question's
choices (its number, label or text). Three entries at least, for half the questions at least, most of them naming a
choice, are the file's answer key; an entry naming none is said at its line.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.answervalues import give
from quizdeck.importers.base import Source
from quizdeck.importers.headedkeys import unsay_lines
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion

#: an entry written with a separator, not a table: a name of up to 30 characters, then ``:``, ``=`` or a spaced dash
_ENTRY = re.compile(r"(?P<name>[^:：=|]{1,30}?)[ \t]*(?:[:：=]|[ \t][-–—])[ \t]*(?P<value>\S.*)")
#: the fewest entries that make a key, the share of the questions they must name, and of them that must name a choice
LEAST, COVER, NAMED = 3, 0.5, 0.6

Clean = Callable[[str], str]
Resolve = Callable[[ImportedQuestion, str], "list[int] | str"]


def _start(q: ImportedQuestion) -> int:
    return min([q.pos.line, *(a for a, _ in q.lines)])


def _names(questions: list[ImportedQuestion], lines: list[str], clean: Clean) -> dict[str, ImportedQuestion]:
    """Each question's names (casefolded): its source's first line, and that line's last word, where the file's
    questions share all words of that line but the last. Empty when they do not."""
    firsts: list[tuple[ImportedQuestion, list[str]]] = []
    for q in questions:
        n = _start(q)
        while n <= len(lines) and not lines[n - 1].strip():
            n += 1
        words = clean(lines[n - 1]).casefold().split() if n <= len(lines) else []
        firsts.append((q, words))
    if len(firsts) < LEAST or any(not 2 <= len(w) <= 3 for _, w in firsts):
        return {}
    if len({tuple(w[:-1]) for _, w in firsts}) != 1 or len({w[-1] for _, w in firsts}) != len(firsts):
        return {}
    out: dict[str, ImportedQuestion] = {}
    for q, words in firsts:
        out[words[-1]] = q
        out[" ".join(words)] = q
    return out


def _entry(raw: str, clean: Clean) -> tuple[str, str] | None:
    """A line's name and value: the first two cells of a table row, or the two sides of a separator."""
    line = raw.strip()
    if "|" in line:
        cells = [c.strip() for c in line.strip("|").split("|")]
        values = [c for c in cells[1:] if c]
        return (clean(cells[0]).casefold(), values[0]) if len(cells) >= 2 and values else None
    m = _ENTRY.fullmatch(clean(line))
    return (" ".join(m.group("name").casefold().split()), m.group("value")) if m else None


def named_keys(deck: ImportedDeck, source: Source, diags: Diagnostics, clean: Clean, resolve: Resolve) -> None:
    """Read an answer key naming the questions as the file names them (see the module's docstring)."""
    questions = [q for q in deck.questions if len(q.choices) >= 2]
    names = _names(questions, source.lines, clean)
    if not names:
        return
    taken = {_start(q) for q in questions} | {q.pos.line for q in questions}
    top = min(_start(q) for q in questions)
    entries: list[tuple[int, ImportedQuestion, str]] = []
    for n, raw in enumerate(source.lines, start=1):
        if n <= top or n in taken or not raw.strip() or len(raw) > 400:
            continue
        entry = _entry(raw, clean)
        if entry is not None and entry[0] in names:
            entries.append((n, names[entry[0]], entry[1]))
    named = {id(q) for _, q, _ in entries}
    if len(entries) < LEAST or len(named) != len(entries) or len(entries) < COVER * len(questions):
        return
    got = [resolve(q, value) for _, q, value in entries]
    if sum(1 for g in got if isinstance(g, list)) < NAMED * len(entries):
        return
    answered = [(q, g) for (_, q, _), g in zip(entries, got, strict=True) if q.answer is not None]
    if any(not isinstance(g, list) or sorted(q.answer or []) != g for q, g in answered):
        return                                  # it disagrees with answers read already: not their key
    filled = 0
    for (n, q, value), g in zip(entries, got, strict=True):
        q.use(n)
        _take_off(deck, source.lines[n - 1].strip())
        filled += give(q, g, deck, diags, Pos(source.where, n, 1),
                       f"the answer key's entry {value.strip()[:40]!r} names none of its question's choices")
    first, last = entries[0][0], entries[-1][0]
    _heading(deck, source, diags, top, first)
    if filled:
        deck.mend(f"the answer key at lines {first}\u2013{last} naming the questions as their headings do (read as "
                  "the answers of {n} question{s})", filled)


def _heading(deck: ImportedDeck, source: Source, diags: Diagnostics, top: int, first: int) -> None:
    """The lines just above a key: its table's header and rule (``سوال | پاسخ``, ``--- | ---``), and its heading
    (``## پاسخنامه``), no question's text: set aside, and what a reader said of them taken back."""
    n = first - 1
    while n > top and (not source.lines[n - 1].strip() or "|" in source.lines[n - 1]) and n > first - 4:
        if source.lines[n - 1].strip():
            deck.skip(n)
            _take_off(deck, source.lines[n - 1].strip())
        n -= 1
    raw = source.lines[n - 1].strip()
    if n > top and raw.startswith("#") and "?" not in raw and not any(q.pos.line == n for q in deck.questions):
        deck.skip(n)
        _take_off(deck, raw)
        unsay_lines(diags, source.where, {n})


def _take_off(deck: ImportedDeck, raw: str) -> None:
    """Take a key's line off the explanation it was read into (the last question's, usually)."""
    for q in deck.questions:
        if q.explanation and raw in q.explanation:
            kept = [line for line in q.explanation.split("\n") if line.strip() != raw]
            q.explanation = "\n".join(kept).strip() or None


def by_number(above: list[ImportedQuestion], numbered: set[str]) -> dict[str, ImportedQuestion]:
    """The questions a key's numbers name, by id (``q3``): a question the file numbers takes its number's id back
    from one that only holds it by its place (``## Instructions`` read as a first question took ``q1``, and the
    file's ``### Q1`` became ``q1-2``): a key's ``Q1`` names the question numbered 1, never a place."""
    out = {q.id: q for q in above if q.id}
    for q in above:
        base = q.id.split("-")[0] if q.id else ""
        if q.id in numbered and base != q.id and base in out and out[base].id not in numbered:
            out[base] = q
    return out
