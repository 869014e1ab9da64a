"""An answer key naming the questions by their own labels: ``A1 b · A2 c · A11 c (that is ...)``, ``- B1 **b**: why``.

A bank in parts labels its questions by part and number (``**A1.**``, ``B12)``), and its key, under a title that
names an answer key (``# Answer key``, ``## Answers``; ``keytitles``), gives each label its choice's letter: several
entries on one line set apart by ``·``, ``;`` or ``|`` (an entry may carry a note in brackets, ``A11 c (that is
...)``), or one entry a list item, the letter maybe in bold, a reason after it (``- B1 **b**: why``, ``- B2 **c** hash
table: why``; dotted labels too, ``**1.1**`` answered by ``1.1 **B*** why``). An entry answers the question whose
source line opens with its label, by letter, never by order; a reason after it becomes the question's explanation
where it has none. The key proving the labels, what a reader left of one at the start of its question's text
(``1** You need...`` of ``**1.1** You need...``) comes off. It is read when three entries at least name open
questions with choices, and they are half of the labelled questions at least; labels the key gives twice name none.
An entry whose letter is beyond its question's choices is said at its line, the question left without an answer.
A labelled question with choices in a part the key gives no letter for at all, while it answers other parts, is
said too: its ``(a)``, ``(b)`` are likely sub-questions, not choices (nothing is made up for it).

Run once per source after its reader (``answerlines.fill_answers``). Every pattern is anchored and linear in the
line's length.
"""

from __future__ import annotations

import re
from collections import Counter

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.keytitles import KEY_OPENING
from quizdeck.importers.labels import label_index, letter

#: the fewest entries naming open questions a key must have
LEAST = 3
#: the share of the labelled open questions with choices the key must answer
SHARE = 0.5
#: lines longer than this are prose, no key
_LONGEST = 2000
#: the characters a text's start and its source line's must share after a label's rest
_SAME = 40

#: a label naming a question by part and number (``A1``, ``B 12``) or by chapter and place (``1.1``)
_LABEL = r"(?:[A-Z]{1,2}[ \t]?\d{1,3}|\d{1,3}\.\d{1,3})"
#: a question's label opening its source line: ``**A1.**``, ``B12)``, ``__C3:__``, ``**1.1**``
_QUESTION_LABEL = re.compile(rf"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?({_LABEL})(?:\*\*|__)?[.):]?(?:\*\*|__)?(?:[ \t]|$)")
#: a heading or a bold line: its text
_TITLE = re.compile(r"^[ \t]{0,3}(?:#{1,6}[ \t]+|(?:\*\*|__))(.{1,120}?)(?:\*\*|__)?[ \t#]*$")
#: one entry of a key's line: a label, then a letter alone, maybe in bold, maybe starred as the right one (``**B***``);
#: group (2) the bold, (3) the letter, (4) the rest
_ENTRY = re.compile(rf"^[ \t]*(?:\*\*|__)?({_LABEL})(?:\*\*|__)?[.):]?[ \t]+"
                    r"(\*\*|__)?\(?([A-Ha-h])\)?\*?(?:\*\*|__)?(?=$|[ \t:.),\-–—])(.*)$")
#: a list item's marker
_BULLET = re.compile(r"^[ \t]*[-*+•][ \t]+")
#: the signs setting a line's entries apart
_APART = re.compile(r"[ \t]*[·;|][ \t]*")
#: a note in brackets, all that may follow an entry's letter on a line of several
_NOTE = re.compile(r"^[ \t]*(?:\([^()\n]{0,200}\))?[ \t]*$")


def _norm(label: str) -> str:
    """A label as two spellings of it compare: ``B 07`` is ``B7``, ``1.01`` is ``1.1``."""
    m = re.fullmatch(r"([A-Z]{0,2})[ \t]?(\d{1,3})(?:\.(\d{1,3}))?", label)
    assert m is not None
    return f"{m.group(1)}{int(m.group(2))}" + (f".{int(m.group(3))}" if m.group(3) else "")


def _label(line: str) -> str | None:
    m = _QUESTION_LABEL.match(line[:_LONGEST])
    return _norm(m.group(1)) if m else None


def _label_of(first: int, count: int, lines: list[str]) -> tuple[str, int] | None:
    """The label opening the first of a question's ``count`` text lines from ``first`` (an index), or one below a
    title the reader took into its text (``## Part B`` over ``**B1.** ...``), and its line."""
    n = max(first, 0)
    while count > 0 and n < len(lines):
        if lines[n].strip():
            if (got := _label(lines[n])) is not None:
                return got, n
            count -= 1
        n += 1
    return None


def _left(text: str, line: str) -> int:
    """How much of a question's text is what its reader left of the label opening its source ``line`` (``1** `` of
    ``**1.1** You need...``, the reader taking ``**1.`` for a number): the length to take off its start, 0 when the
    text does not open with a tail of the label, then the rest of the line."""
    m = _QUESTION_LABEL.match(line[:_LONGEST])
    if m is None:
        return 0
    label, rest = line[:m.end()].strip(), line[m.end():].strip()
    first = text.split("\n", 1)[0]
    for k in range(1, len(label)):   # a tail of the label, a space, then the line's own start (its ends may differ)
        tail = label[k:]
        if tail.strip() and first.startswith(tail) and first[len(tail):len(tail) + 1].isspace():
            body = first[len(tail):].lstrip()
            size = min(len(body), len(rest), _SAME)
            return len(first) - len(body) if size and body[:size] == rest[:size] else 0
    return 0


def _entries(line: str) -> list[tuple[str, str, str]]:
    """A key line's entries: (label, letter, reason); none unless every piece of a line of several is an entry (a
    piece that is not, ``C1 error conditions``, is the key of an open part and left alone)."""
    bullet = _BULLET.match(line)
    text = line[bullet.end() if bullet else 0:].strip()
    pieces = _APART.split(text)
    several = [(_norm(m.group(1)), m.group(3), "") for piece in pieces
               if (m := _ENTRY.match(piece)) is not None and _NOTE.match(m.group(4))]
    if len(several) >= 2:
        return several
    m = _ENTRY.match(text)   # one entry on its line: a reason may follow its letter, set apart by bold or a sign
    if m is None or not (m.group(2) or m.group(4)[:1] in (":", ".", ")", "-", "–", "—") or not m.group(4).strip()):
        return []   # "B1 b something": a word, not a letter
    return [(_norm(m.group(1)), m.group(3), m.group(4).strip().lstrip(":.)-–—").strip())]


def label_keys(deck: ImportedDeck, source: Source, diags: Diagnostics) -> None:
    """Answer the questions a key names by their labels (see the module's docstring)."""
    lines = source.lines
    labelled: dict[str, int] = {}
    at: dict[int, int] = {}   # question -> the line its label opens
    twice: set[str] = set()
    for i, q in enumerate(deck.questions):
        got = _label_of(q.pos.line - 1, q.text.count("\n") + 1, lines) if len(q.choices) >= 2 else None
        if got is not None:
            label, at[i] = got
            if label in labelled:
                twice.add(label)
            labelled[label] = i
    open_ = {k: i for k, i in labelled.items() if k not in twice
             and deck.questions[i].answer is None and deck.questions[i].raw_answer is None}
    if len(open_) < LEAST:
        return
    used = deck.question_lines()
    title = next((j for j in range(len(lines)) if j + 1 not in used and len(lines[j]) <= _LONGEST
                  and (t := _TITLE.match(lines[j])) and KEY_OPENING.match(t.group(1))), None)
    if title is None:
        return
    found: list[tuple[int, str, str, str]] = []
    for j in range(title + 1, len(lines)):
        if j + 1 not in used and len(lines[j]) <= _LONGEST:
            found.extend((j, label, value, reason) for label, value, reason in _entries(lines[j]))
    counts = Counter(label for _, label, _, _ in found)
    found = [e for e in found if counts[e[1]] == 1 and e[1] in open_]
    if len(found) < max(LEAST, SHARE * len(open_)):
        return
    read = 0
    for j, label, value, reason in found:
        q = deck.questions[open_[label]]
        k = label_index(value)
        if k is None or k >= len(q.choices):
            diags.warning(Pos(source.where, j + 1, 1),
                          f"the answer key gives {label} the answer {value!r}, but that question has "
                          f"{len(q.choices)} choices (A to {letter(len(q.choices) - 1)}): not read",
                          hint="the question is written without an answer: write it (`answer: B`)")
            continue
        q.set_answer([k])
        q.use(j + 1)
        if reason and not q.explanation:
            q.explanation = reason
        read += 1
    if read:
        deck.mend("the answers of {n} question{s}, from a key naming them by their labels (`A1 b`)", read)
    left = 0
    for _, label, _, _ in found:   # the key proves the labels: what a reader left of one in a text comes off
        i = open_[label]
        q = deck.questions[i]
        if (cut := _left(q.text, lines[at[i]])) > 0:
            q.text = q.text[cut:].lstrip()
            left += 1
    if left:
        deck.mend("the rest of a label the key names its question by ({0}) at the start of {n} question text{s}", left,
                  repr(_label(lines[at[open_[found[0][1]]]]) or ""))
    parts = {label.rstrip("0123456789.") for _, label, _, _ in found}
    for label, i in open_.items():
        q = deck.questions[i]
        if q.answer is None and label.rstrip("0123456789.") and label.rstrip("0123456789.") not in parts:
            diags.warning(q.pos, f"the answer key gives letters to the questions of parts {', '.join(sorted(parts))},"
                                 f" none to part {label.rstrip('0123456789')}: {label}'s (a), (b)... are likely parts "
                                 "of an open question, not choices",
                          hint="make it a question without choices, or write its answer (`answer: B`)")
