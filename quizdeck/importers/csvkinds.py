"""Records of a few kinds, one a line, each after its kind's name: ``MULTIPLE CHOICE, question, a, b, c, d``,
``TRUE / FALSE, statement, True, False``, ``SHORT ANSWER, question, answer``.

A game's question file may name each record's kind in capitals before its fields, all joined by ``, ``. The
fields are not quoted, so a question holding ``, `` splits into more fields than its kind has; the choices,
counted from the line's end, stand where the kind's other records have them, and the fields before them are the
question. A kind is read by the number of fields most of its records have: a kind of one answer after the
question (a short answer) is not multiple choice. A line with fewer fields splits at a bare ``,`` too; a
record of one verdict (``statement, True``) in a kind whose records all give a true and a false verdict gets the
other as they write it.

Such files seldom mark the right choice. When the records of a kind whose two choices are a verdict (true,
false) list them in either order, the order says the answer: the first choice of every record is the right
one (said). Else the questions are written without answers (said).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from quizdeck.importers.csvinfer import FALSE_WORDS, TRUE_WORDS

#: a record's kind: words in capitals (``MULTIPLE CHOICE``, ``TRUE / FALSE``, ``MCQ``, ``ÇOKTAN SEÇMELİ``), then ``, ``
_KIND = re.compile(r"^[ \t]*([^\W\d_][^\W_]*(?:[ \t]*[ /&_-][ \t]*[^\W_]+){0,3})[ \t]*,[ \t]*(?=\S)")
_SEPARATOR = ", "
#: a question's mark followed by the fields' separator: the question ended there
_ASKS = re.compile(r"[?？:][ \t]*,")
#: the share of filled lines that are records, and the fewest records
_MOST = 0.8
_FEWEST = 5
_MAX_KINDS = 6


@dataclass
class KindRecord:
    """One record: its line (from 1), its kind, the question, the choices; ``doubt`` when the question, its
    fields joined, asks before its end (``What is it?, the time it takes…``: a choice's `, ` or the question's?)."""

    line: int
    kind: str
    question: str
    choices: list[str]
    doubt: bool = False


@dataclass
class KindRecords:
    """A file's records, whether their first choice is the right one, the kinds that have no choices and the
    lines of the other kinds' records that give fewer than two choices (not read)."""

    records: list[KindRecord]
    first_right: bool
    other_kinds: list[str]
    unread: list[int]
    completed: list[int]   # the lines of true/false records that gave one verdict: the other added


def _fields(line: str, kind_end: int) -> list[str]:
    return [f.strip() for f in line[kind_end:].split(_SEPARATOR)]


def kind_records(text: str) -> KindRecords | None:
    """The records of a text whose filled lines (four in five, five at least) each start with a kind's name in
    capitals, a few kinds repeated; None when it is not such a text."""
    filled = [(n, line) for n, line in enumerate(text.split("\n"), start=1) if line.strip()]
    if sum(1 for n, line in filled[:12] if _KIND.match(line)) < _MOST * len(filled[:12]) - 1:
        return None   # the first lines tell (a title line above the records aside)
    tagged = [(n, line, m) for n, line in filled
              if (m := _KIND.match(line)) is not None and m.group(1) == m.group(1).upper()]
    if len(tagged) < max(_FEWEST, _MOST * len(filled)):
        return None
    kinds = Counter(m.group(1) for _, _, m in tagged)
    if len(kinds) > _MAX_KINDS or any(count < 2 for count in kinds.values()):
        return None
    widths = {kind: Counter(len(_fields(line, m.end())) for _, line, m in tagged if m.group(1) == kind)
              .most_common(1)[0][0] for kind in kinds}
    records: list[KindRecord] = []
    unread: list[int] = []
    lone: list[KindRecord] = []
    others = [kind for kind, width in widths.items() if width < 3]   # a question and one answer: no choices
    for n, line, m in tagged:
        kind = m.group(1)
        if kind in others:
            continue
        count = widths[kind] - 1
        fields = _fields(line, m.end())
        if len(fields) < count + 1:   # `Field,black holes`: a choice list missing its space
            fields = [f.strip() for f in line[m.end():].split(",")]
            if len(fields) != count + 1:
                fields = _fields(line, m.end())
        if len(fields) == 2 and _verdict(fields[1]) is not None:   # `statement, True`: the other verdict left out
            lone.append(KindRecord(n, kind, fields[0], [fields[1]]))
            continue
        if len(fields) < 3:
            unread.append(n)
            continue
        take = min(count, len(fields) - 1)
        choices = [f for f in fields[len(fields) - take:] if f]
        question = _SEPARATOR.join(fields[:len(fields) - take])
        doubt = len(fields) - take > 1 and _ASKS.search(question[:-1]) is not None
        if len(choices) >= 2 and question:
            records.append(KindRecord(n, kind, question, choices, doubt))
        else:
            unread.append(n)
    if len(records) < _FEWEST - 2:
        return None
    completed = [r for r in lone if _complete(r, records)]
    unread += [r.line for r in lone if len(r.choices) < 2]
    records = sorted(records + completed, key=lambda r: r.line)
    return KindRecords(records, _orders_vary(records), others, sorted(unread), [r.line for r in completed])


def _complete(lone: KindRecord, records: list[KindRecord]) -> bool:
    """Give a record of one verdict the other as its second choice, when every record of its kind has two
    choices, a true and a false verdict: the other written as those records write it most."""
    kind = [r for r in records if r.kind == lone.kind]
    if len(kind) < 2 or any(len(r.choices) != 2 or {_verdict(c) for c in r.choices} != {"true", "false"}
                            for r in kind):
        return False
    wanted = "false" if _verdict(lone.choices[0]) == "true" else "true"
    words = Counter(c for r in kind for c in r.choices if _verdict(c) == wanted and len(c.split()) == 1)
    if not words:
        return False
    lone.choices.append(words.most_common(1)[0][0])
    return True


def _verdict(choice: str) -> str | None:
    word = (choice.split() or [""])[0].casefold().strip(".,;:")
    return "true" if word in TRUE_WORDS else "false" if word in FALSE_WORDS else None


def _orders_vary(records: list[KindRecord]) -> bool:
    """Whether the records whose two choices are a true and a false verdict list them in both orders."""
    orders = {(_verdict(r.choices[0]), _verdict(r.choices[1])) for r in records if len(r.choices) == 2}
    return {("true", "false"), ("false", "true")} <= orders
