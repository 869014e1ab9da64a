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

A card table may have more columns than two (``| Field | Visibility | Value |``): a row's key is its first cell and
its value its last; a key's emphasis is no part of it (``**Question**``), and a question word with an id word after it
(``Question ID``, ``Question No``) keys the card's id, not its question. A value that is a bracketed list of quoted
strings (``["A. Kanishka", "B. Ashoka"]``) holds the choices, their labels off when they run in order (``A.``,
``B.``); a right-worded row's list (``Correct answers``, ``["C. …"]``) names the right ones by their texts or labels.
A table with such a list of options and no row naming its right ones (a scale of 1 to 7: a survey's item) is no
question: its lines are left blank, unaccounted, so the summary lists them as not used.
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
#: the most columns of a card table (its key first, its value last)
_WIDEST = 4
#: a cell's value that is a bracketed list (of quoted strings: ``quoted_list``)
_LIST = re.compile(r"^\[(.*)\]$")
#: a quoted string of such a list (an escaped quote inside kept)
_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
#: a list item's own label: ``A. ``, ``b) ``, ``1. ``
_ITEM_LABEL = re.compile(r"^([A-Za-z]|\d{1,2})[.)][ \t]+")
#: the words after a question word that make a key the card's id, not its question (``Question ID``)
_ID_WORDS = frozenset({"id", "no", "no.", "nr", "nr.", "num", "number", "#", "code", "key"})
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
    """The tables of two to ``_WIDEST`` columns outside code: (header line, end)."""
    return pipe_tables(lines, fenced, _cells,
                       lambda rule: 2 <= len(rule) <= _WIDEST and all(_RULE_CELL.match(c) for c in rule))


def quoted_list(value: str) -> list[str] | None:
    """The strings of a value that is a bracketed list of quoted strings, two at least (``["A. x", "B. y"]``,
    a program's list written into a cell); None when it is not one."""
    m = _LIST.match(value)
    if m is None:
        return None
    items: list[str] = []
    at = 0
    inner = m.group(1)
    for q in _STRING.finditer(inner):
        if inner[at:q.start()].strip(" \t,"):
            return None
        items.append(q.group(1).replace('\\"', '"').strip())
        at = q.end()
    if inner[at:].strip(" \t,") or not items:
        return None
    return items


def _unlabelled(items: list[str]) -> list[str]:
    """A list's items without their labels when every one carries the next label in order (``A. x``, ``B. y``)."""
    got = [m for t in items if (m := _ITEM_LABEL.match(t)) is not None]
    if len(got) == len(items) and all(label_index(m.group(1)) == k for k, m in enumerate(got)):
        return [t[m.end():] for t, m in zip(items, got, strict=True)]
    return items


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
    words = " ".join(key.strip("*_ ").split()).casefold()
    if not words:
        return "other"
    verdict = _verdict(words)
    listed = quoted_list(value) is not None
    if words.split()[0] in QUESTION_WORDS - {"no", "nr", "num", "number"} and verdict is None:
        return "id" if words.split()[-1] in _ID_WORDS and len(words.split()) == 2 else "question"
    if verdict is not None:
        return f"{verdict}-list" if listed else verdict
    if listed:
        return "list"
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
    """A table read as a card: one question row with a value, two choice rows at least (or one list of them);
    else None."""
    rows: list[tuple[int, str, str]] = []
    width = None
    for k in range(start + 2, end):
        cells = _cells(lines[k])
        if cells is None or len(cells) < 2 or width not in (None, len(cells)):
            return None
        width = len(cells)
        rows.append((k, _part(cells[0], cells[-1]), cells[-1]))
    if any(part == "list" for _, part, _ in rows):
        return _listed_card(start, end, rows)
    if width != 2:
        return None
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


def _listed_card(start: int, end: int, rows: list[tuple[int, str, str]]) -> _Card | None:
    """A table whose choices are one row's list (``quoted_list``): a card when one question row and one list row
    hold values and a right-worded list names some of them (a ``survey`` when none does: no question, said)."""
    parts = [part for _, part, value in rows if value]
    if parts.count("question") != 1 or parts.count("list") != 1:
        return None
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
        if any(part == "list" for _, part, _ in card.rows):
            _write_listed(card, out, blanked)
            continue
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


def _write_listed(card: _Card, out: list[str], blanked: set[int]) -> None:
    """A card whose choices are a list written as its question over task-list boxes, ticked on the items a
    right-worded list names (by text, labelled or not; by its label alone when its text names none, ``A. option1``:
    that row is then left out of the question's lines, unaccounted, and said at the row: ``label_keys``); a card
    none names (a survey's item) left blank, unaccounted: the summary lists its lines as not used."""
    texts, named, guessed = _ticked(card)
    for k in range(card.start, card.end):
        out[k] = ""
    if not named:
        return                       # a survey's item (a scale), or a key naming none of its options: not read
    # line for line: the question on its row (or as far up as its choices need, the header's line at most), each
    # choice on a line of its own under it
    asked = next((line, value) for line, part, value in card.rows if part == "question")
    at = min(asked[0], card.end - 1 - len(texts))
    if guessed:                      # the key row stays out of the question's lines, said (``label_keys``)
        at = card.start if card.start + len(texts) < min(guessed) else card.end
    if at < card.start or at + len(texts) >= card.end:
        return                       # more choices than the table has lines: not read (its lines said as not used)
    blanked |= {card.start, card.start + 1}
    blanked |= {line for line, part, _ in card.rows if part in ("question", "list", "right-list", "id")} - guessed
    out[at] = asked[1]
    for k, t in enumerate(texts):
        out[at + 1 + k] = f"- [{'x' if k in named else ' '}] {t}"
        blanked.add(at + 1 + k)


def _ticked(card: _Card) -> tuple[list[str], set[int], set[int]]:
    """A listed card's choices (labels off), the ones its right-worded lists name, and the key rows that name them by
    a label alone (``["A. option1"]``: a placeholder's text, its label taken)."""
    listed = next(quoted_list(value) or [] for _, part, value in card.rows if part == "list")
    texts = _unlabelled(listed)
    named: set[int] = set()
    guessed: set[int] = set()
    for line, part, value in card.rows:
        if part != "right-list":
            continue
        for said in quoted_list(value) or []:
            key = " ".join(said.split()).casefold()
            got = [k for k, (item, text) in enumerate(zip(listed, texts, strict=True))
                   if key in (" ".join(item.split()).casefold(), " ".join(text.split()).casefold())]
            if not got and texts != listed and (m := _ITEM_LABEL.match(said + " ")) is not None \
                    and (k := label_index(m.group(1))) is not None and 0 <= k < len(texts):
                got = [k]
                guessed.add(line)
            named.update(got)
    return texts, named, guessed


def label_keys(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[int, str]]:
    """The key rows (0-based, with their value) of the card tables ``rewritten`` reads whose key names an option by its
    label alone, its text naming none (``["A. option1"]``, a template's placeholder): for the reader to say at the
    line that the label was taken."""
    tables = _tables(lines, fenced)
    cards = [card for start, end in tables if (card := _card(lines, start, end)) is not None]
    if len(cards) < _LEAST or len(cards) < _SHARE * len(tables):
        return []
    out: list[tuple[int, str]] = []
    for card in cards:
        if any(part == "list" for _, part, _ in card.rows):
            guessed = _ticked(card)[2]
            out.extend((line, value) for line, _, value in card.rows if line in guessed)
    return out
