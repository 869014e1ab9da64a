"""Cards as key/value tables, one a question: ``|Question|...|``, ``|Correct Answer|...|``, ``|Wrong Answer 1|...|``.

An app's export may write each card as a two-column table of its fields under a heading of its own::

    |Attribut|Value|
    |---|---|
    |Id|e7dcab5603c704b757facb6627db98cd|
    |Question|1. Was ist zu tun, wenn ...?|
    |Correct Answer|Der Schiffsführer muss bestimmt werden.|
    |Wrong Answer 1|Der Schiffsführer muss gewählt werden.|

The reader sees table rows, not a question and its choices. A row's key says its part: a question word (any
language the labels know: ``Question``, ``Frage``, ``Pregunta``) the question; a key that is a verdict and an
answer's noun only, saying right (``Correct Answer``, ``Richtige Antwort``) or wrong (``Wrong Answer 2``,
``Incorrect``, ``Distractor``, ``Antwort nicht richtig``: negated) a choice, right or not (``Why it is correct``,
``Right way`` are no choices); ``Option A`` / ``Choice 2`` a choice, which an ``Answer`` row names (by its text, its
key's letter or number), as does a right-worded row whose value names an option (``|Correct Answer|A|``). Where
three tables at least, and four in five of the file's two-column tables, are such cards (a question row, two choice
rows at least, not all right, no ``Answer`` row naming none of the right rows), each is written again line for line
(an escaped pipe a pipe): the question's value as its line, its choices as task-list
boxes, ticked on the right ones (``- [x] ...``, ``- [ ] ...``), an image row's picture under the question. The
header, the rule, an ``Answer`` row read and a row of a machine id (``csvidcells``) are left blank and accounted for;
a row of another key is left blank unaccounted, so the summary lists it as a line not used. Nothing here is one
app's words; linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from quizdeck.importers.csvidcells import id_shape
from quizdeck.importers.labels import label_index
from quizdeck.importers.mdfields import is_picture
from quizdeck.importers.mdinline import pipe_tables
from quizdeck.importers.mend import QUESTION_WORDS

#: a table's row, its closing pipe optional
_ROW = re.compile(r"^[ \t]{0,3}\|(.*?)\|?[ \t]*$")
_RULE_CELL = re.compile(r"^[ \t]*:?-+:?[ \t]*$")
_LONGEST = 8000
#: the fewest cards a file holds, and the share of its two-column tables they must be
_LEAST = 3
_SHARE = 0.8
#: words of a key saying its choice is wrong (before the right ones: "incorrect" holds "correct")
_WRONG = re.compile(r"^(?:wrong|incorrect|false|falsche?|incorrect[ao]|errad[ao]|mauvaise|fausse|distractors?|"
                    r"sbagliat[ao])$")
#: words of a key saying its choice is right
_RIGHT = re.compile(r"^(?:correct|right|true|richtige?|korrekte?|correct[ao]|corret[ao]|bonne|juste|giusta|juiste?)$")
#: a word that turns a right word round: "Antwort nicht richtig", "Not correct", "Respuesta no correcta"
_NOT = frozenset({"not", "nicht", "no", "non", "niet", "pas", "nao", "não", "ne"})
#: the other words a right or wrong key may hold: what the row is ("Correct Answer", "Wrong Option 2")
_NOUNS = re.compile(r"^(?:answers?|antwort(?:en)?|antwoord|respuestas?|respostas?|réponses?|risposta|options?|"
                    r"choices?|choix|alternativ[ae]s?|opci[oó]n|op[cç][aã]o|auswahl|[a-z]|\d{1,2})$")
#: a choice's key and its own label: ``Option A``, ``Choice 2``, ``Antwort B``
_OPTION = re.compile(r"^(?:option|choice|answer|antwort|opci[oó]n|op[cç][aã]o|réponse|alternativ[ae])[ \t]*"
                     r"([A-Za-z]|\d{1,2})$", re.I)
#: an answer's key: the value names the right option
_ANSWER = re.compile(r"^(?:answer|antwort|l[oö]sung|respuesta|resposta|réponse|risposta|key|solution)$", re.I)


@dataclass(frozen=True)
class _Card:
    """A table read as a card: its header line, its end, and each row's part (line, part, value)."""

    start: int
    end: int
    rows: tuple[tuple[int, str, str], ...]


def _cells(line: str) -> list[str] | None:
    m = _ROW.match(line) if len(line) <= _LONGEST else None
    return [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", m.group(1))] if m is not None else None


def _tables(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[int, int]]:
    """The two-column tables outside code: (header line, end)."""
    return pipe_tables(lines, fenced, _cells, lambda rule: len(rule) == 2 and all(_RULE_CELL.match(c) for c in rule))


def _verdict(words: str) -> str | None:
    """"right" or "wrong" when a key is a verdict and nothing else ("Correct Answer", "Wrong Answer 2", "Antwort
    nicht richtig 1", "Distractor"); None for a key that only holds such a word ("Why it is correct", "Correct
    answer explanation", "Feedback if wrong", "Right way"), which is no choice."""
    tokens = re.findall(r"[^\W_]+", words)
    said: list[str] = []
    negated = False
    for token in tokens:
        if _WRONG.match(token):
            said.append("not" if negated else "wrong")
        elif _RIGHT.match(token):
            said.append("wrong" if negated else "right")
        elif token in _NOT:
            negated = True
            continue
        elif not _NOUNS.match(token):
            return None
        negated = False
    return said[0] if len(said) == 1 and said[0] != "not" else None


def _part(key: str, value: str) -> str:
    """What a row is by its key and its value: question, right, wrong, option:LABEL, answer, picture, id, other."""
    words = " ".join(key.split()).casefold()
    if not words:
        return "other"
    verdict = _verdict(words)
    if words.split()[0] in QUESTION_WORDS - {"no", "nr", "num", "number"} and verdict is None:
        return "question"
    if verdict is not None:
        return verdict
    if (m := _OPTION.match(words)) is not None:
        return f"option:{m.group(1).casefold()}"
    if _ANSWER.match(words):
        return "answer"
    if is_picture(value):
        return "picture"
    if id_shape(value) is not None:
        return "id"
    return "other"


def _card(lines: Sequence[str], start: int, end: int) -> _Card | None:
    """A table read as a card: one question row with a value, two choice rows at least; else None."""
    rows: list[tuple[int, str, str]] = []
    for k in range(start + 2, end):
        cells = _cells(lines[k])
        if cells is None or len(cells) != 2:
            return None
        rows.append((k, _part(cells[0], cells[1]), cells[1]))
    rows = _answer_rows(rows)
    parts = [part for _, part, value in rows if value]
    choices = sum(1 for p in parts if p in ("right", "wrong") or p.startswith("option:"))
    if parts.count("question") != 1 or choices < 2 or parts.count("right") == choices:
        return None   # a card whose every choice is right is no card this reads
    right = {" ".join(value.split()).casefold() for _, part, value in rows if part == "right"}
    if right and any(part == "answer" and value and " ".join(value.split()).casefold() not in right
                     for _, part, value in rows):
        return None   # an Answer row beside right-worded rows that says something else: which is the key?
    return _Card(start, end, tuple(rows))


def _answer_rows(rows: list[tuple[int, str, str]]) -> list[tuple[int, str, str]]:
    """The rows with a right-worded row that names an option (``|Correct Answer|A|`` under ``|Option A|2|``, by its
    label, its number or its text) made the card's answer row, not one more choice."""
    options = [(part[len("option:"):], " ".join(value.split()).casefold())
               for _, part, value in rows if part.startswith("option:")]
    if not options:
        return rows
    out = []
    for line, part, value in rows:
        said = " ".join(value.split()).casefold()
        names = any(said in (label, text) for label, text in options) or label_index(said) is not None
        out.append((line, "answer" if part == "right" and names else part, value))
    return out


def _named(card: _Card) -> set[int]:
    """The lines of the option rows the card's answer row names (by text, by the key's label, by place)."""
    options = [(line, part[len("option:"):], value) for line, part, value in card.rows if part.startswith("option:")]
    named: set[int] = set()
    for _, part, said in card.rows:
        if part != "answer" or not said:
            continue
        said = " ".join(said.split()).casefold()
        for place, (line, label, value) in enumerate(options):
            if said in (" ".join(value.split()).casefold(), label) or label_index(said) == place:
                named.add(line)
                break
    return named


def rewritten(lines: Sequence[str], fenced: Sequence[bool]) -> tuple[list[str], set[int]] | None:
    """The lines with each card table written as its question over task-list boxes (see the module), and the
    lines left blank and accounted for; None when the file keeps no such cards."""
    tables = _tables(lines, fenced)
    cards = [card for start, end in tables if (card := _card(lines, start, end)) is not None]
    if len(cards) < _LEAST or len(cards) < _SHARE * len(tables):
        return None
    out, blanked = list(lines), set[int]()
    for card in cards:
        out[card.start] = out[card.start + 1] = ""
        blanked |= {card.start, card.start + 1}
        named = _named(card)
        for line, part, value in card.rows:
            if part in ("question", "picture"):
                out[line] = value
            elif part in ("right", "wrong") or part.startswith("option:"):
                tick = part == "right" or line in named
                out[line] = f"- [{'x' if tick else ' '}] {value}" if value else ""
                if not value:
                    blanked.add(line)
            elif part == "answer" and (named or any(p == "right" for _, p, _ in card.rows)):
                out[line] = ""
                blanked.add(line)
            elif part == "answer":
                out[line] = f"Answer: {value}"   # the reader says it names no choice
            else:
                out[line] = ""
                if part == "id" or not value:
                    blanked.add(line)
    return out, blanked
