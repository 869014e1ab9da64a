"""An answer line the reader took for a question's last choice: ``* Answer: 1945`` under ``- 1943`` ... ``- 1946``.

Whatever its words, it is the shape that is read: in most of a file's questions (60 %, two at least), the last choice
is a short key and a value (``Answer: 1945``, ``Réponse : b``, ``Відповідь - Київ``), the same key in each, and its
value names one of the question's other choices (by its text, its label, or both); a reader may have taken it
for the right choice, marked by a list marker of its own (``*`` under ``-``). Those last choices are answer
lines: taken off the choices and read as the answers. Where the key stands but its value names no other choice, the
line is taken off all the same (it is no choice); the file's answer line, it is then said at its line as one that
names no choice (``answerlines``): the question is written without an answer.

The key may also stand after the last choice's own text on its line, the choices written inline (``(d) 6 Answer: b``,
``(ঘ) ব্যবসা উত্তর: খ``): there the key is the words before the line's last colon that most such last choices end
with (one to three, the most that as many share), what stands before them the choice's text, kept, and the value
after the colon, naming one of the question's choices, its answer.

Choices written side by side on one line may end with the answer's letter alone, set apart by tabs or two spaces
and more (``a) I = 0 b) I = 1 c) I = 2 d) Error<TAB><TAB>B``): where most of the open questions (60 %, three at
least) whose choices were read from one source line end that line so, each letter naming one of its question's
choices, the letter is the answer, taken off the last choice. A letter past the question's choices is left in the
choice: the question stays without an answer, which ``check`` says.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence

from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.labels import label_index

#: the share of the questions with choices whose last choice must be the key, and of those whose value must name one
RECUR = 0.6
#: the fewest choices a question keeps beside its answer line
LEAST_CHOICES = 2
#: the fewest last choices that must end with the same key and a value naming a choice
_LEAST_TAILS = 3
#: a choice's text, then a key of one to three words and a colon, then a short value: ``6 Answer: b``
_TAIL = re.compile(r"^(.*?\S)[ \t]+((?:[^\s:：]+[ \t]+){0,2}[^\s:：]+)[ \t]*[:：][ \t]*(\S.{0,39})$")

#: a last choice's text, then a letter alone after tabs or two spaces and more, at the row's end: ``Error\t\t\tB``
_ROW_TAIL = re.compile(r"^(.*?\S)(?:[ ]{0,8}\t[ \t]{0,40}|[ ]{2,40})([A-Za-z])[ \t]{0,40}$")


def _row_keys(deck: ImportedDeck, lines: Sequence[str]) -> None:
    """Read the answer letters ending a row of choices written on one line (see the module's docstring)."""
    rows: dict[int, tuple[str, str]] = {}
    candidates = 0
    for i, q in enumerate(deck.questions):
        if q.raw_answer is not None or q.answer is not None or len(q.choices) < LEAST_CHOICES \
                or any("\n" in c.text for c in q.choices):
            continue
        first, last = q.choices[0].text.strip(), q.choices[-1].text.strip()
        row = next((lines[n - 1] for a, b in q.lines for n in range(a, min(b, len(lines)) + 1)
                    if first in lines[n - 1] and lines[n - 1].rstrip().endswith(last)), None)
        if row is None or row.strip() == last:
            continue   # the choices are not side by side on one line
        candidates += 1
        if (m := _ROW_TAIL.match(last)) is not None:
            rows[i] = (m.group(1), m.group(2))
    if len(rows) < max(_LEAST_TAILS, RECUR * candidates):
        return
    read = 0
    for i, (kept, value) in rows.items():
        q = deck.questions[i]
        k = label_index(value)
        if k is None or k >= len(q.choices):
            continue   # kept in the choice: no answer, said by ``check``
        q.choices[-1].text = kept
        q.set_answer([k])
        read += 1
    if read:
        deck.mend("the answer letter{s} ending {n} row{s} of choices written on one line (read as their answers)",
                  read)


def _open(q: ImportedQuestion) -> bool:
    """Whether a question's answer is unknown, or is its last choice itself (a reader took the answer line's own list
    marker, other than the choices', for the mark of a right choice)."""
    return q.raw_answer is None and len(q.choices) > LEAST_CHOICES and q.answer in (None, [len(q.choices) - 1])


def _tail_keys(deck: ImportedDeck, resolve: Callable[[ImportedQuestion, str], list[int] | str]) -> None:
    """Read the answers written after the last choice's text on its line (see the module's docstring)."""
    tails: dict[int, tuple[str, list[str], str]] = {}
    for i, q in enumerate(deck.questions):
        text = q.choices[-1].text.strip() if _open(q) else ""
        if "\n" not in text and (m := _TAIL.match(text)) is not None:
            tails[i] = (m.group(1), m.group(2).split(), m.group(3).strip())
    least = max(_LEAST_TAILS, RECUR * len(tails))   # (a part of a file may be answered so, the rest not at all)
    if len(tails) < least:
        return

    def ends(words: list[str], size: int) -> tuple[str, ...]:
        return tuple(w.casefold() for w in words[-size:])

    key: tuple[str, ...] = ()
    for size in (1, 2, 3):               # the most words that as many last choices end with as with fewer
        counts = Counter(ends(words, size) for _, words, _ in tails.values() if len(words) >= size)
        best, count = counts.most_common(1)[0] if counts else ((), 0)
        if count < least or (key and count < sum(1 for _, w, _ in tails.values() if ends(w, len(key)) == key)):
            break
        key = best
    if not key or not any(c.isalpha() for c in "".join(key)):
        return
    got: dict[int, tuple[str, list[int]]] = {}
    for i, (head, words, value) in tails.items():
        if len(words) < len(key) or ends(words, len(key)) != key:
            continue
        q = deck.questions[i]
        text = " ".join([head, *words[:len(words) - len(key)]])
        last = q.choices[-1].text
        q.choices[-1].text = text
        named = resolve(q, value)
        q.choices[-1].text = last
        if isinstance(named, list):
            got[i] = (text, named)
    if len(got) < least:
        return
    for i, (text, named) in got.items():
        q = deck.questions[i]
        q.choices[-1].text = text
        q.answer = None
        q.set_answer(named)
    deck.mend("the answer{s} written after the last choice's text on its line, after "
              f"'{' '.join(key)}:', in {{n}} question{{s}} (read as their answers)", len(got))


def last_choice_keys(deck: ImportedDeck, split_key: Callable[[str], tuple[str, str] | None],
                     resolve: Callable[[ImportedQuestion, str], list[int] | str], lines: Sequence[str] = ()) -> None:
    """Read the answer lines taken for last choices (see the module's docstring). ``split_key``: a line's key
    (normalised) and its value, or None; ``resolve``: the choices of a question a value names; ``lines``: the
    source's lines."""
    _tail_keys(deck, resolve)
    _row_keys(deck, lines)
    with_choices = [q for q in deck.questions if len(q.choices) > LEAST_CHOICES]
    keyed: dict[int, tuple[str, str]] = {}
    for i, q in enumerate(deck.questions):
        if _open(q) and (split := split_key(q.choices[-1].text.strip().split("\n", 1)[0])) is not None \
                and sum(c.isalpha() for c in split[0]) >= 2:
            keyed[i] = split
    if not keyed:
        return
    key, count = Counter(k for k, _ in keyed.values()).most_common(1)[0]
    if count < max(2, RECUR * len(with_choices)):
        return
    holders = [i for i, (k, _) in keyed.items() if k == key]
    got: dict[int, list[int] | str] = {}
    for i in holders:
        q = deck.questions[i]
        last = q.choices.pop()
        got[i] = resolve(q, keyed[i][1])
        q.choices.append(last)
    if sum(1 for g in got.values() if isinstance(g, list)) < RECUR * len(holders):
        return
    filled = 0
    for i in holders:
        q = deck.questions[i]
        q.choices.pop()
        q.answer = None
        answer = got[i]
        if isinstance(answer, list):
            q.set_answer(answer)
            filled += 1
    if filled:
        deck.mend("the answer line{s} written as the last choice of {n} question{s} (read as their answers)",
                  filled)

