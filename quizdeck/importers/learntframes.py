"""A review page's frame learnt by its repetition, in any language: the page's own lines around each question.

An online quiz's review page copied as text (``Sua resposta está incorreta``, ``Resposta correta``, ``Explicação``,
``Domínio``; ``Your answer is incorrect``, ``Correct answer``, ``Explanation``, ``Domain``) gives each record in the
same frame of lines alone on their line. Nothing here knows their words; the frame and each line's role are learnt
from where the lines stand, record after record::

    1 A team's velocity is low after two sprints.        <- a record opens with its running number (1, 2, 3, ...)
                                                           (a sign after the number or none)
    What should the Scrum Master do?
    <pick line>                                        <- before the taker's choice, in some records: left out
    Reduce the scope
    <explanation key>                                  <- after every choice, a paragraph after it: the choice's
    Reducing the scope hides the cause.                   explanation, left out
    <right line>                                       <- once in every record, before one choice: the right one
    *Review the estimates                              <- a sign on that choice alone (``*``): the mark, taken off
    <explanation key>
    ...
    <key> + paragraph                                  <- once, after the choices: the question's explanation
    <key> + one short value                            <- at the record's end: a tag of the page's, left out

* **records**: lines after a blank line (or the first) opening with a number and a blank, the numbers running up by
  one from the first; ``LEAST`` of them at least;
* **the explanation key**: a line alone (``_LONGEST`` characters at most) that stands, in nine records in ten, after
  two choices at least, each time under a non-blank line (the choice) and over a non-blank one (the explanation);
* **the right line**: a line alone that stands at most once in a record, in nine records in ten, each time over a
  choice; of two such lines, the one whose choice alone carries a sign at its start (``*``) in most records; when
  none agrees so with the mark, or two lines are left, the frame is not taken (no guess); a line no mark agrees
  with must stand over choices of two places at least (a paragraph repeated above the same choice is no verdict);
* a **pick line** is any other line alone over a choice, once at most per record; a **general key** a line alone
  after the last choice's explanation over a paragraph; a **tag key** one over one short value at the record's end.

The records are written again line for line: ``N. stem``, the choices labelled ``a)``, ``b)``..., ``Answer: b`` in
the place of the last choice's explanation's last line, ``Explanation: ...`` where the general paragraph starts, and the
frame's other lines left blank. What is left out is said at the first explanation key. Linear in the lines.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

#: fewer records than this prove no frame
LEAST = 4
#: the share of records a frame's line must stand in
SHARED = 0.9
#: a line longer than this is none of the frame's
_LONGEST = 60
#: a value of a tag at most this long
_VALUE = 40
_START = re.compile(r"^(\d{1,4})([.):]?)[ \t]+(\S.*)$")
#: a run of signs opening a choice: its mark, when the right choice alone carries it
_SIGN = re.compile(r"^[^\w\s]{1,3}(?=\S)")

Warn = Callable[[int, str, str], None]


@dataclass
class _Record:
    start: int
    end: int
    choices: list[int] = field(default_factory=list)   # the lines just above the explanation key


def _starts(lines: Sequence[str], fenced: Sequence[bool]) -> list[int]:
    """The lines that open records: a running number and a blank, after a blank line (or the file's first)."""
    out: list[int] = []
    expected: int | None = None
    for i, line in enumerate(lines):
        if fenced[i] or (i and lines[i - 1].strip()):
            continue
        m = _START.match(line)
        if m and (expected is None or int(m.group(1)) == expected):
            out.append(i)
            expected = int(m.group(1)) + 1
    return out


def _lone(lines: Sequence[str], fenced: Sequence[bool], i: int) -> str | None:
    line = lines[i].strip()
    return line if line and not fenced[i] and len(line) <= _LONGEST and not _START.match(lines[i]) else None


def _paragraph(lines: Sequence[str], i: int, end: int) -> list[int]:
    """The non-blank lines from ``i`` on, up to a blank line or ``end``."""
    out: list[int] = []
    while i < end and lines[i].strip():
        out.append(i)
        i += 1
    return out


def _explanation_key(lines: Sequence[str], fenced: Sequence[bool], records: list[_Record]) -> str | None:
    """The line alone that stands under a choice and over its explanation, twice at least in nine records in ten."""
    per: Counter[str] = Counter()
    for r in records:
        seen: Counter[str] = Counter()
        for i in range(r.start + 1, r.end - 1):
            text = _lone(lines, fenced, i)
            if text and lines[i - 1].strip() and lines[i + 1].strip():
                seen[text] += 1
        per.update(t for t, n in seen.items() if n >= 2)
    for text, n in per.most_common(3):
        if n >= SHARED * len(records) and not any(   # (past the file's last line: a blank)
                lines[i].strip() == text and not (lines[i - 1].strip() and i + 1 < len(lines) and lines[i + 1].strip())
                for r in records for i in range(r.start + 1, r.end)):
            return text
    return None


def _next_filled(lines: Sequence[str], i: int, end: int) -> int | None:
    i += 1
    while i < end and not lines[i].strip():
        i += 1
    return i if i < end else None


@dataclass
class _Frame:
    key: str
    right: str
    picks: set[str]
    mark: str | None


def _over_choices(lines: Sequence[str], fenced: Sequence[bool], records: list[_Record],
                  key: str) -> dict[str, list[tuple[int, int]]]:
    """Lines alone (not the key) that stand over a choice each time, at most once a record: (record, choice)."""
    where: dict[str, list[tuple[int, int]]] = {}
    spoilt: set[str] = set()
    for n, r in enumerate(records):
        for i in range(r.start + 1, r.end):
            text = _lone(lines, fenced, i)
            if not text or text == key or i in r.choices:
                continue
            after = _next_filled(lines, i, r.end)
            if after in r.choices:
                where.setdefault(text, []).append((n, after))
            else:
                spoilt.add(text)
    return {t: w for t, w in where.items() if t not in spoilt and len(w) >= 2 and len({n for n, _ in w}) == len(w)}


def _mark_of(lines: Sequence[str], records: list[_Record], at: list[tuple[int, int]]) -> str | None:
    """The sign the choices under a line carry at their start in nine records in ten, no other choice of theirs."""
    signs = Counter(m.group(0) for _, c in at if (m := _SIGN.match(lines[c].strip())))
    if not signs:
        return None
    sign, count = signs.most_common(1)[0]
    chosen = {c for _, c in at}
    elsewhere = any(lines[c].strip().startswith(sign) for r in records for c in r.choices if c not in chosen)
    return sign if count >= SHARED * len(at) and not elsewhere else None


def _moves(records: list[_Record], at: list[tuple[int, int]]) -> bool:
    """The line stands over choices of two places at least (the right answer is not always the second): a line
    over the same place in every record may be the paragraph above that choice repeated (``See the notes.``)."""
    return len({records[n].choices.index(c) for n, c in at}) >= 2


def _frame(lines: Sequence[str], fenced: Sequence[bool], records: list[_Record]) -> _Frame | None:
    key = _explanation_key(lines, fenced, records)
    if key is None:
        return None
    for r in records:
        r.choices = [i - 1 for i in range(r.start + 1, r.end) if lines[i].strip() == key]
    if sum(1 for r in records if len(r.choices) >= 2) < SHARED * len(records):
        return None
    over = _over_choices(lines, fenced, records, key)
    everywhere = {t: w for t, w in over.items() if len(w) >= SHARED * len(records)}
    marked = {t: m for t, w in everywhere.items() if (m := _mark_of(lines, records, w)) is not None}
    if len(marked) == 1:
        right = next(iter(marked))
    elif len(everywhere) == 1 and not marked and _moves(records, next(iter(everywhere.values()))):
        right = next(iter(everywhere))
    else:
        return None
    return _Frame(key, right, set(over) - {right}, marked.get(right))


def reframed(lines: Sequence[str], fenced: Sequence[bool], warn: Warn | None = None) -> list[str] | None:
    """The lines with a review page's frame learnt and written as plain records (see the module); None when the
    file shows no such frame."""
    starts = _starts(lines, fenced)
    if len(starts) < LEAST:
        return None
    records = [_Record(s, e) for s, e in zip(starts, [*starts[1:], len(lines)], strict=True)]
    frame = _frame(lines, fenced, records)
    if frame is None:
        return None
    out = list(lines)
    left: Counter[str] = Counter()
    for r in records:
        _rewrite(lines, out, r, frame, left)
    if warn is not None:
        first = next(i for r in records for i in (c + 1 for c in r.choices))
        said = ", ".join(f"{text!r} ({n}\u00d7)" for text, n in left.most_common(6))
        warn(first + 1, f"a review page's frame learnt by its repetition in {len(records)} records: {frame.key!r} "
                        f"after each choice, {frame.right!r} over the right one"
                        f"{f' (its mark {frame.mark!r} taken off)' if frame.mark else ''}; left out: {said}",
             "the explanations under each choice are not imported; check a few answers against the source")
    return out


def _rewrite(lines: Sequence[str], out: list[str], r: _Record, frame: _Frame, left: Counter[str]) -> None:
    """One record written again in place, line for line (see the module)."""
    m = _START.match(lines[r.start])
    if m and not m.group(2):
        out[r.start] = f"{m.group(1)}. {m.group(3)}"
    right: int | None = None
    for i in range(r.start + 1, r.end):
        text = lines[i].strip()
        if text == frame.right:
            out[i] = ""
            right = _next_filled(lines, i, r.end)
        elif text in frame.picks:
            out[i] = ""
            left[text] += 1
    if not r.choices:
        return
    for n, c in enumerate(r.choices):
        text = lines[c].strip()
        if c == right and frame.mark and text.startswith(frame.mark):
            text = text[len(frame.mark):].lstrip()
        out[c] = f"{chr(ord('a') + n) if n < 26 else n + 1}) {text}"
        for j in _paragraph(lines, c + 1, r.end):
            out[j] = ""
        left[frame.key] += 1
    last_key = r.choices[-1] + 1
    if right in r.choices:   # on the last line of the last choice's explanation: a blank line above it
        out[_paragraph(lines, last_key, r.end)[-1]] = f"Answer: {chr(ord('a') + r.choices.index(right))}"
    _after_choices(lines, out, r, last_key, left)


def _after_choices(lines: Sequence[str], out: list[str], r: _Record, last_key: int, left: Counter[str]) -> None:
    """After the last choice's explanation: a key over a paragraph is the question's explanation; a key over one
    short value at the record's end is a tag, left out."""
    i = _next_filled(lines, last_key + len(_paragraph(lines, last_key + 1, r.end)), r.end)
    while i is not None:
        body = _paragraph(lines, i + 1, r.end)
        key = lines[i].strip()
        if len(key) > _LONGEST or not body:
            return
        out[i] = ""
        if len(body) == 1 and len(lines[body[0]].strip()) <= _VALUE and _next_filled(lines, body[0], r.end) is None:
            out[body[0]] = ""
            left[key] += 1
            return
        out[body[0]] = f"Explanation: {lines[body[0]].strip()}"
        i = _next_filled(lines, body[-1], r.end)
