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
after the colon, naming one of the question's choices, its answer. A key so learnt (or, where no tail sets it apart
by a space, the letters that most such tails end with before their colon, two at least: CJK glues it on) is then
read wherever else it stands after the last choice: glued to its text (``飞轮储能标准答案：C``), letter-spaced
(``标 准 答 案 ：A``), or alone on the line under it, where a reader took it for the explanation.

A tail set apart by a dash or an arrow after the last choice, bold or not (``D) Auditing — **Availability**``), is the
answer where it is the text of one of the question's choices in most such questions (60 %, three at least), and the
texts before the dash differ (one word before it in most questions is a key: ``Відповідь — 1902``, an answer line).

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
from quizdeck.importers.stemkeys import stem_keys

#: the share of the questions with choices whose last choice must be the key, and of those whose value must name one
RECUR = 0.6
#: the fewest choices a question keeps beside its answer line
LEAST_CHOICES = 2
#: the fewest last choices that must end with the same key and a value naming a choice
_LEAST_TAILS = 3
#: a choice's text, then a key of one to three words and a colon, then a short value: ``6 Answer: b``
_TAIL = re.compile(r"^(.*?\S)[ \t]+((?:[^\s:：]+[ \t]+){0,2}[^\s:：]+)[ \t]*[:：][ \t]*(\S.{0,39})$")
#: the same with a value of any length: read only once the key is learnt from the short ones (``Answer: b) a whole
#: choice's text``), and only as long as the question's longest choice and a label
_LONG_TAIL = re.compile(r"^(.*?\S)[ \t]+((?:[^\s:：]+[ \t]+){0,2}[^\s:：]+)[ \t]*[:：][ \t]*(\S.*)$")
#: what a long value may hold beyond the longest choice's text: its label (``b) ``)
_LABEL_ROOM = 6

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


def _word_key(tails: dict[int, tuple[str, list[str], str]], least: float) -> tuple[str, ...]:
    """The words before the colon that most tails end with: the most that as many share as fewer do."""

    def ends(words: list[str], size: int) -> tuple[str, ...]:
        return tuple(w.casefold() for w in words[-size:])

    key: tuple[str, ...] = ()
    for size in (1, 2, 3):               # the most words that as many last choices end with as with fewer
        counts = Counter(ends(words, size) for _, words, _ in tails.values() if len(words) >= size)
        best, count = counts.most_common(1)[0] if counts else ((), 0)
        if count < least or (key and count < sum(1 for _, w, _ in tails.values() if ends(w, len(key)) == key)):
            break
        key = best
    return key if key and any(c.isalpha() for c in "".join(key)) else ()


def _tail_keys(deck: ImportedDeck, resolve: Callable[[ImportedQuestion, str], list[int] | str]) -> None:
    """Read the answers written after the last choice's text on its line (see the module's docstring)."""
    tails: dict[int, tuple[str, list[str], str]] = {}
    long_tails: dict[int, tuple[str, list[str], str]] = {}
    for i, q in enumerate(deck.questions):
        text = q.choices[-1].text.strip() if _open(q) else ""
        if "\n" not in text and (m := _TAIL.match(text)) is not None:
            tails[i] = (m.group(1), m.group(2).split(), m.group(3).strip())
        elif "\n" not in text and (m := _LONG_TAIL.match(text)) is not None \
                and len(m.group(3).strip()) <= max(len(c.text.strip()) for c in q.choices[:-1]) + _LABEL_ROOM:
            long_tails[i] = (m.group(1), m.group(2).split(), m.group(3).strip())
    least = max(_LEAST_TAILS, RECUR * len(tails))   # (a part of a file may be answered so, the rest not at all)
    key = _word_key(tails, least) if len(tails) >= least else ()
    got: dict[int, tuple[str, list[int]]] = {}
    for i, (head, words, value) in (tails | long_tails if key else tails).items():
        if not key or len(words) < len(key) or tuple(w.casefold() for w in words[-len(key):]) != key:
            continue
        q = deck.questions[i]
        text = " ".join([head, *words[:len(words) - len(key)]])
        last = q.choices[-1].text
        q.choices[-1].text = text
        named = resolve(q, value)
        q.choices[-1].text = last
        if isinstance(named, list):
            got[i] = (text, named)
    proved = sum(i in tails for i in got) >= least   # (by the short values alone: a long one proves no key)
    if proved:
        prefixes = Counter(text.strip() for text, _ in got.values() if prefix_only(text))
        for i, (text, named) in got.items():
            q = deck.questions[i]
            if _prefix(q, text, named, prefixes[text.strip()] >= least):
                q.choices.pop()          # ``> Answer: D``: a line's wrapping before the key, no choice's text
            else:
                q.choices[-1].text = text
            q.answer = None
            q.set_answer(named)
        deck.mend("the answer{s} written after the last choice's text on its line, after "
                  f"'{' '.join(key)}:', in {{n}} question{{s}} (read as their answers)", len(got))
    learnt = "".join(key) if proved else _glued_key(deck)
    if learnt:
        _learnt_tails(deck, learnt, resolve)


def _prefix(q: ImportedQuestion, text: str, named: list[int], recurs: bool) -> bool:
    """Whether what stands before a question's key is a prefix of the answer line, no choice: no letter or digit in
    it, the same before the keys of the file's other tails (``recurs``), every other choice holding words, the key
    naming one of them (``/ Answer: B`` after ``+``, ``-``, ``*`` is an operator, ``D) ∞ Answer: B`` a choice)."""
    others = q.choices[:-1]
    return prefix_only(text) and recurs and all(k < len(others) for k in named) \
        and all(not prefix_only(c.text) for c in others)


def prefix_only(text: str) -> bool:
    """Whether what stands before a key holds no letter or digit (``>``, ``-``, ``**``): a prefix of the answer
    line (its wrapping, a list marker), never a choice's text."""
    return not any(ch.isalnum() for ch in text)


#: a key glued to the last choice's text: the text, a colon, a short value (``飞轮储能标准答案：C``)
_GLUED = re.compile(r"^(.*?\S)[ \t]*[:：][ \t]*(\S.{0,39})$")
#: the longest glued key learnt, in characters
_KEY_CHARS = 12


def _glued_key(deck: ImportedDeck) -> str:
    """The key glued, with no space, to the text of most open questions' last choices before a colon (the
    characters that as many of them end with as with one fewer, two at least, all letters): ``标准答案``; or ""."""
    heads = []
    for q in deck.questions:
        text = q.choices[-1].text.strip() if _open(q) else ""
        if "\n" not in text and (m := _GLUED.match(text)) is not None and ":" not in m.group(1) \
                and "：" not in m.group(1):
            heads.append("".join(m.group(1).split()))
    least = max(_LEAST_TAILS, RECUR * len(heads))
    key, had = "", 0
    for size in range(2, _KEY_CHARS + 1):
        counts = Counter(h[-size:] for h in heads if len(h) > size)
        best, count = counts.most_common(1)[0] if counts else ("", 0)
        if count < least or (key and count < had) or not best.isalpha():
            break
        key, had = best, count
    return key


def _glued_to_word(text: str, at: int, key: str) -> bool:
    """Whether a key of letters of a spaced script (Latin, Cyrillic...) starts inside a word of ``text`` (the key
    of a script written without spaces, CJK, is glued to the choice's text as a rule)."""
    return at > 0 and text[at - 1].isalpha() and ord(key[0]) < _UNSPACED


#: where the scripts written without spaces between words begin (CJK radicals, kana, Han, Hangul...)
_UNSPACED = 0x2E80


def _learnt_tails(deck: ImportedDeck, key: str, resolve: Callable[[ImportedQuestion, str], list[int] | str]) -> None:
    """A key learnt from the file's tails, read wherever else it stands after the last choice: glued to its text
    (``飞轮储能标准答案：C``), letter-spaced (``标 准 答 案 ：A``), or alone on the line under it, where a reader
    took it for the explanation's first line (``标准答案：C``)."""
    spaced = "[ \t]{0,2}".join(re.escape(c) for c in key if not c.isspace())
    glued = re.compile(spaced + r"[ \t]{0,3}[:：][ \t]*(\S.{0,39})$", re.IGNORECASE)
    alone = re.compile(r"^[ \t]*" + spaced + r"[ \t]{0,3}[:：][ \t]*(\S.{0,39})$", re.IGNORECASE)
    candidates = 0
    got: dict[int, tuple[str | None, str | None, list[int]]] = {}
    for i, q in enumerate(deck.questions):
        if not _open(q) and not (q.answer is None and q.raw_answer is None and len(q.choices) >= LEAST_CHOICES):
            continue
        text = q.choices[-1].text.strip()
        first, _, rest = (q.explanation or "").partition("\n")
        if "\n" not in text and (m := glued.search(text)) is not None and m.start() > 0 \
                and not _glued_to_word(text, m.start(), key):
            candidates += 1
            head = text[:m.start()].rstrip()
            last = q.choices[-1].text
            q.choices[-1].text = head
            named = resolve(q, m.group(1).strip())
            q.choices[-1].text = last
            if isinstance(named, list):
                got[i] = (head, None, named)
        elif q.answer is None and (m := alone.match(first)) is not None:
            candidates += 1
            named = resolve(q, m.group(1).strip())
            if isinstance(named, list):
                got[i] = (None, rest.strip() or None, named)
    if len(got) < max(_LEAST_TAILS, RECUR * candidates):
        return
    for i, (kept, explanation, right) in got.items():
        q = deck.questions[i]
        if kept is not None:
            q.choices[-1].text = kept
        else:
            q.explanation = explanation
        q.answer = None
        q.set_answer(right)
    deck.mend(f"the answer{{s}} after '{key}:' glued to the last choice, letter-spaced or on the line under it, in "
              "{n} question{s} (read as their answers)", len(got))


#: a last choice's text, a dash or an arrow set apart, then a value, bold or not: ``Auditing — **Availability**``
_DASH_TAIL = re.compile(r"^(.*?\S)[ \t]+(?:—|–|-|=>|->|→)[ \t]+(\*\*|__|\*|_)?([^*_\s](?:[^*_]{0,78}[^*_\s])?)"
                        r"(\*\*|__|\*|_)?[ \t]*$")


def _fold(text: str) -> str:
    """A choice's text compared with a value: case, spaces and a final full stop aside."""
    return " ".join(text.casefold().split()).rstrip(".")


def _dash_tails(deck: ImportedDeck) -> None:
    """A tail after the last choice, set apart by a dash or an arrow (``D) Auditing — **Availability**``), whose value
    is the text of one of the question's choices in most such questions (60 %, three at least): the value is the
    answer, taken off the last choice. A tail naming no choice is left on it (said by ``check``)."""
    tails: dict[int, tuple[str, int | None]] = {}
    for i, q in enumerate(deck.questions):
        text = q.choices[-1].text.strip() if _open(q) else ""
        if "\n" in text or (m := _DASH_TAIL.match(text)) is None or (m.group(2) or "") != (m.group(4) or ""):
            continue
        texts = [_fold(c.text) for c in q.choices[:-1]] + [_fold(m.group(1))]
        value = _fold(m.group(3))
        tails[i] = (m.group(1), texts.index(value) if texts.count(value) == 1 else None)
    named = {i: (head, k) for i, (head, k) in tails.items() if k is not None}
    if len(named) < max(_LEAST_TAILS, RECUR * len(tails)):
        return
    if Counter(_fold(head) for head, _ in named.values()).most_common(1)[0][1] > max(2, 0.2 * len(named)):
        return   # one word before the dash in most: a key (``Відповідь — 1902``), an answer line, not a choice's text
    for i, (head, k) in named.items():
        q = deck.questions[i]
        q.choices[-1].text = head
        q.answer = None
        q.set_answer([k])
    deck.mend("the answer{s} written after a dash at the end of the last choice, as a choice's text, in {n} "
              "question{s} (read as their answers)", len(named))


def last_choice_keys(deck: ImportedDeck, split_key: Callable[[str], tuple[str, str] | None],
                     resolve: Callable[[ImportedQuestion, str], list[int] | str], lines: Sequence[str] = ()) -> None:
    """Read the answer lines taken for last choices (see the module's docstring). ``split_key``: a line's key
    (normalised) and its value, or None; ``resolve``: the choices of a question a value names; ``lines``: the
    source's lines."""
    stem_keys(deck)   # the answers by number in a parenthesis ending the question's text (``#3 (DNA)``)
    _tail_keys(deck, resolve)
    _dash_tails(deck)
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

