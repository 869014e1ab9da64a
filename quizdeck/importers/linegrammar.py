"""One-line records whose grammar the file teaches, read as a sheet's rows: ``stem#a,b,c,d:answer``,
``stem? a, b, c, d, answer;tag``, and the two-line ``stem|N`` over ``a @n b @n c @n d``.

An app's asset file may keep one question a line in a grammar of its own signs. Nothing here knows a sign in
advance; all is learnt from the lines, and the reading is kept only when the file proves it:

* a **tag**: a sign whose last place on nine lines in ten is followed by one to three short words, few values over
  the file (``;science``): the record's category, taken off its end;
* a **stem sign**: a sign that stands exactly once on nine lines in ten (``#``), the earliest such: what is before
  it is the question; without one, the question runs into the first item and is cut at its asking sign (``?``,
  ``:``), or is the whole first item;
* the **choices**: split by the sign each line repeats (``,``, ``, ``, ``; ``, ``|``, a short token set apart by
  spaces, ``@n``); their count steady over four lines in five;
* the **answer**: after another once-a-line sign counted from the end (``:answer``), or the list's last item; its
  text equals exactly one of the record's choices on nine lines in ten: the answer written out, and the proof.
* two-line records: a question line ending in a sign and a small number (``|3``), over a line of items split by
  a sign (or token) that recurs ``k-1`` times; the number within ``k`` on nine records in ten is the right
  choice's number (from 1, or from 0 when a 0 is seen; when neither a 0 nor ``k`` is seen, from 1, said). A
  number that climbs and wraps back at the choice count is a key, never a running count.

Plain sheets (``q,a,b,c,d,answer`` with nothing glued and no sign of their own) are the CSV reader's, not read here.
Where the grammar is learnt but a line does not fit it, that line is read as far as it goes and said at its line.
The rows go with a header the reading made (``question``, ``A``…, ``answer``) to the CSV reader (``rowsheets``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from quizdeck.importers.answervalues import MAX_CHOICES, MIN_CHOICES
from quizdeck.importers.rowsheets import Place, Reshaped

#: the least records a file is read so from, and the shares of lines that prove a grammar
_LEAST = 5
NEARLY = 0.9
STEADY = 0.8
#: a sign: one character neither a word's, a space, a quote nor a bracket
_SIGN = re.compile(r"[^\w\s\"'`()\[\]{}<>«»“”‘’.?？؟¿]")
#: the separators a line's items are split by, in the order tried (a learnt spaced token is added)
_SEPARATORS = (", ", "; ", " | ", " / ", ",", ";", "|", "~", "^")
#: a short token set apart by spaces, not a word (``@n``, ``##``, ``$$``)
_SPACED = re.compile(r"(?<= )(?=\S{0,3}[^\w\s])\S{1,4}(?= )")
#: a tag: one to three short words
_TAG = re.compile(r"[^\W\d_][\w-]{0,19}(?: [\w-]{1,20}){0,2}")
#: a question's asking sign before the first choice glued to it (``…hottest? Jupiter``)
_ASK_CUT = re.compile(r"^(.*[?？؟:])\s+(\S.*)$")
_ASK_END = re.compile(r"[?？؟:]\s*$")
#: a small number glued after a sign at a line's end (``…Beaujolais?|1``)
_KEYED = re.compile(r"^(?P<stem>.*\S)[ \t]*(?P<sign>[^\w\s\"'`()\[\]{}<>.?])[ \t]*(?P<n>\d{1,2})$")


@dataclass
class _Row:
    """One record as read: its line, question, choices and the answer's index (None: none read)."""

    line: int
    question: str
    choices: list[str]
    answer: int | None
    tag: str = ""
    note: str = ""
    #: the answer as written when it names none of the choices
    written: str = ""
    #: the record's last line
    last: int = 0
    #: what the reading of this line had to guess, said at it
    doubt: str = ""


def _clean(line: str) -> str:
    return line.lstrip("\ufeff").strip()


def _one_match(answer: str, choices: Sequence[str]) -> int | None:
    """The index of the one choice whose text is ``answer``: as written, else with case and a final stop aside;
    None when none or several are."""
    if not answer.strip():
        return None
    for key in (str.strip, lambda t: t.strip().casefold(), lambda t: t.strip().rstrip(".").strip().casefold()):
        hits = [k for k, c in enumerate(choices) if key(c) == key(answer)]
        if hits:
            return hits[0] if len(hits) == 1 else None
    return None


def _tag_sign(texts: Sequence[str]) -> str | None:
    """A sign whose last place on nine lines in ten is followed by a short tag of few values over the file
    (a third as many as the lines at most)."""
    signs: Counter[str] = Counter(s for t in texts for s in set(_SIGN.findall(t)))
    for sign, _ in signs.most_common():
        tails = [t.rpartition(sign)[2].strip() for t in texts if sign in t]
        fit = [x for x in tails if _TAG.fullmatch(x)]
        values = {x.casefold() for x in fit}
        if len(fit) >= NEARLY * len(texts) and len(values) <= max(1, len(texts) // 3):
            return sign
    return None


def _once_signs(texts: Sequence[str]) -> list[str]:
    """The signs standing exactly once on nine lines in ten, earliest first (by their mean place)."""
    out: list[tuple[float, str]] = []
    for sign in {s for t in texts for s in _SIGN.findall(t)}:
        once = [t.index(sign) / max(1, len(t)) for t in texts if t.count(sign) == 1]
        if len(once) >= NEARLY * len(texts):
            out.append((sum(once) / len(once), sign))
    return [s for _, s in sorted(out)]


def _spaced_tokens(texts: Sequence[str]) -> list[str]:
    """Short tokens set apart by spaces that recur on most lines (``@n``), each as a separator `` @n ``."""
    seen = Counter(tok for t in texts for tok in set(_SPACED.findall(t)))
    return [f" {tok} " for tok, n in seen.items() if n >= STEADY * len(texts) and tok not in ("-", "–", "—")]


def _ranked(texts: Sequence[str], seps: Sequence[str]) -> list[str]:
    """The separators of ``seps`` found on two lines of ``texts`` (and one in twenty) at least, those on the most
    lines first (the earlier in ``seps`` on a tie): the file's own."""
    present = {s: sum(s in t for t in texts) for s in seps}
    kept = [s for s in seps if present[s] >= max(2, len(texts) / 20)]
    return sorted(kept, key=lambda s: (-present[s], seps.index(s)))


def _plain_sheet(texts: Sequence[str]) -> bool:
    """Whether ``texts`` read as a plain sheet's rows: split by the file's first separator, the last cell names
    exactly one of the cells between the first and it on nine lines in ten (``Translate: dog,perro,gato,perro``):
    a sign inside the first cell is the question's own (the CSV reader's file, read so before)."""
    seps = _ranked(texts, _SEPARATORS)
    if not seps:
        return False
    cells = [[c.strip() for c in t.split(seps[0])] for t in texts]
    named = sum(len(c) > MIN_CHOICES + 1 and _one_match(c[-1], c[1:-1]) is not None for c in cells)
    return named >= NEARLY * len(texts)


def _split(text: str, seps: Sequence[str]) -> list[str]:
    """``text``'s items by the first of the file's separators (``_ranked``) it holds."""
    sep = next((s for s in seps if s in text), None)
    return [text.strip()] if sep is None else [i.strip() for i in text.split(sep)]


def _steady(counts: Sequence[int]) -> int | None:
    """The count four in five of ``counts`` have (within the choices' bounds); None when none is so steady."""
    if not counts:
        return None
    k, n = Counter(counts).most_common(1)[0]
    return k if n >= STEADY * len(counts) and MIN_CHOICES <= k <= MAX_CHOICES else None


def _one_line(lines: Sequence[tuple[int, str]]) -> tuple[list[_Row], str] | None:
    """The records of a file written one a line in a grammar of its own signs (see the module); None when not."""
    texts = [t for _, t in lines]
    tag = _tag_sign(texts)
    parts = [t.rpartition(tag) if tag is not None and tag in t else (t, "", "") for t in texts]
    bodies, tags = [body for body, _, _ in parts], [label.strip() for _, _, label in parts]
    once = _once_signs(bodies)
    head = once[0] if once else None
    tail = next((s for s in once[1:] if s not in _SEPARATORS), None) if head is not None else None
    seps = _ranked(bodies, [s for s in (*_SEPARATORS, *_spaced_tokens(bodies)) if s not in (head, tail)])
    rows: list[_Row] = []
    for (line, _), body, label in zip(lines, bodies, tags, strict=True):
        rows.append(_record(line, body, head, tail, seps))
        rows[-1].tag = label
    proved = sum(r.answer is not None for r in rows)
    k = _steady([len(r.choices) for r in rows])
    # a sign of its own: a stem sign, a tag after a sign the choices are not split by, or stems run into choices
    own = tag is not None and bool(seps) and tag not in seps[0]
    glued = head is not None or own or sum(r.note == "glued" for r in rows) >= len(rows) / 5
    if k is None or proved < NEARLY * len(rows) or not glued or (not own and _plain_sheet(texts)):
        return None
    for r in rows:   # "…, Heart, Plums": the answer written last names no choice (the file's slip)
        if r.answer is None and tail is None and len(r.choices) == k + 1:
            r.written = r.choices.pop()
    said = ("read as one record a line in the file's own grammar: "
            + (f"the question before {head!r}, " if head is not None else "the question first, cut at its asking "
               "sign, ")
            + f"then the choices (most lines {k})"
            + (f", the right choice written out again after {tail!r}" if tail is not None
               else ", the right choice written out again as the last item")
            + (f", a tag after {tag!r}" if tag is not None else "")
            + f"; {proved} of {len(rows)} lines name their answer so")
    return rows, said


def _record(line: int, body: str, head: str | None, tail: str | None, seps: Sequence[str]) -> _Row:
    """One line read by the grammar: its question, choices and answer (by the text written out)."""
    note = doubt = ""
    if head is not None and head in body:
        question, _, rest = body.partition(head)
        if body.count(head) > 1:   # "Which language is C# close to#Java,...": which one parts the question?
            doubt = (f"{head!r} stands {body.count(head)} times on this line, where the file's other lines hold it "
                     f"once: the question read up to the first ({question.strip()!r})")
    else:
        question, rest = "", body
    answer_text: str | None = None
    if tail is not None and tail in rest:
        rest, _, answer_text = rest.rpartition(tail)
    items = [i for i in _split(rest, seps) if i]   # ("a,,b": an empty item is no choice)
    if head is None:   # the question runs into the first item, or is it
        first = items.pop(0) if items else ""
        cut = _ASK_CUT.match(first)
        if cut is not None and not _ASK_END.search(first):
            question, items, note = cut.group(1), [cut.group(2), *items], "glued"
        else:
            question = first
    if answer_text is None and len(items) > MIN_CHOICES and _one_match(items[-1], items[:-1]) is not None:
        answer_text = items.pop()
    answer = _one_match(answer_text, items) if answer_text is not None else None
    written = answer_text.strip() if answer is None and answer_text is not None else ""
    return _Row(line, question.strip(), items, answer, note=note, written=written, doubt=doubt)


def counted_from(keys: Sequence[tuple[int | None, int]]) -> tuple[int, str]:
    """The first number of the right choices' numbers ``keys`` (each with its record's choice count), and how it is
    known: 0 when a 0 is seen, else 1 (said when no number as high as its record's count is seen either)."""
    if any(x == 0 for x, _ in keys):
        return 0, "counted from 0 (a 0 is seen)"
    if any(x == k for x, k in keys):
        return 1, "counted from 1"
    return 1, "counted from 1 (the file does not tell: no 0 and no number as high as its record's choice count)"


def _two_line(lines: Sequence[tuple[int, str]]) -> tuple[list[_Row], str] | None:
    """Records of a question line ending in ``<sign><n>`` over a line of items (see the module); None when not."""
    if len(lines) % 2 or len(lines) < 2 * _LEAST:
        return None
    heads, lists = lines[0::2], lines[1::2]
    keyed = [_KEYED.match(t) for _, t in heads]
    signs = Counter(m.group("sign") for m in keyed if m is not None)
    if not signs:
        return None
    sign, n = signs.most_common(1)[0]
    if n < NEARLY * len(heads):
        return None
    tails = [_KEYED.match(t) for _, t in lists]
    if 2 * sum(m is not None and m.group("sign") == sign for m in tails) > len(lists):
        return None     # most choice lines end so too: one record a line (``q,a|b|c,2``), a sheet's rows
    texts = [t for _, t in lists]
    seps = _ranked(texts, [s for s in (*_spaced_tokens(texts), *_SEPARATORS) if s != sign])
    items = [_split(t, seps) for t in texts]
    k = _steady([len(i) for i in items])
    if k is None:
        return None
    numbers = [int(m.group("n")) if m is not None and m.group("sign") == sign else None for m in keyed]
    stems = [m.group("stem").strip().casefold() for m in keyed if m is not None and m.group("sign") == sign]
    if len(set(stems)) < NEARLY * len(stems):   # "Question #1" .. "Question #4" again: a label's count, no key
        return None
    fits = [x is not None and 0 <= x <= len(i) for x, i in zip(numbers, items, strict=True)]
    if sum(fits) < NEARLY * len(heads):
        return None
    base, counted = counted_from([(x, len(i)) for x, i in zip(numbers, items, strict=True)])
    rows = []
    for (line, head), m, x, i, ok in zip(heads, keyed, numbers, items, fits, strict=True):
        question = m.group("stem") if m is not None and m.group("sign") == sign else head
        answer = x - base if ok and x is not None and 0 <= x - base < len(i) else None
        rows.append(_Row(line, question.strip(), i, answer, last=line + 1))
    said = (f"read as two-line records in the file's own grammar: a question ending in {sign!r} and the right "
            f"choice's number, {counted}, over a line of choices (most {k})")
    return rows, said


def grammar_rows(text: str) -> Reshaped | None:
    """The records of a file written in a one-line (or two-line) grammar of its own (see the module); None when
    the file is not so."""
    raw = text.split("\n")
    lines = [(n, _clean(t)) for n, t in enumerate(raw, start=1) if t.strip()]
    if len(lines) < _LEAST or any(t[:1] in "[{<" for _, t in lines[:1]):
        return None
    found = _one_line(lines) or _two_line(lines)
    if found is None:
        return None
    rows, said = found
    return _reshaped(rows, said, raw)


def _reshaped(rows: list[_Row], said: str, raw: Sequence[str]) -> Reshaped:
    """The rows read, with the header the reading made, each at its line; a line that does not fit, said there."""
    width = max(len(r.choices) for r in rows)
    tagged = any(r.tag for r in rows)
    header = ["question", *(chr(ord("A") + k) for k in range(width)), "answer", *(["category"] if tagged else [])]
    out = [header]
    places = [Place(1, 1, 1, 0)]
    notes: list[tuple[int, int, str, str]] = []
    for r in rows:
        cells = [r.question, *r.choices, *[""] * (width - len(r.choices))]
        cells.append("" if r.answer is None else chr(ord("A") + r.answer))
        out.append(cells + ([r.tag] if tagged else []))
        col = len(raw[r.line - 1]) - len(raw[r.line - 1].lstrip("\ufeff \t")) + 1
        places.append(Place(r.line, col, r.line, max(r.line, r.last)))
        if r.doubt:
            notes.append((r.line, col, r.doubt, "check the question and its choices against the source"))
        if r.answer is not None:
            continue
        why = (f"its answer as written ({r.written!r}) names none of its choices" if r.written
               else "it names none of its choices as the right one")
        notes.append((r.line, col, f"this line does not follow the grammar the file's other lines share: {why}",
                      "check the line against the others: its answer may be missing or misspelt"))
    return Reshaped(out, places, said, "records in a grammar of the file's own", notes=notes)
