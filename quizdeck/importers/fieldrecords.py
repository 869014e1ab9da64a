"""Records of labelled fields, learnt from the file: ``Question:`` / ``Options:`` / ``Answer:`` in any language.

Some banks write each question as a record of fields, each after a label the file repeats once per
record (``**题目：**`` / ``**选项：**`` / ``**正确答案：**`` / ``**解析：**``; ``Pregunta:`` / ``Respuesta:``),
the value on the label's line or on the lines under it. Nothing here knows the labels' words: a key
(``linekinds``' KEY) is a field's label because most records hold it once, and what each field is
for is learnt from its values across the file:

* the **choices**' field is the one whose value is a list of choices in most records (lines labelled
  in order, ``A.`` ``B.``; letters and a space, ``A 东``; bullets; or one line, ``A. x B. y``, or a value of
  one line that a bar or a semicolon splits, ``Rzym|Paryż|Oslo``); when
  that list ends a field whose value starts with text, the text is the question;
* the **question**'s field is otherwise the field most records put just before the choices;
* the **answer**'s field is the one whose values name one of the record's choices in most records (by
  letter, number, the choice's text, or its label and text, ``D 西南``: ``answervalues``);
* fields after the choices are the **explanation** (with their labels from the second on); fields before
  the question are the record's own (an id, a topic) and are not its text.

The records start at the label of one field (each recurring label is tried; the reading whose records
fit best is kept); a heading or short line that most records end with is the next record's head, not
the last field's text. ``field_records`` gives the records and what was learnt, for the layout reader
(``layout.py``) to weigh against its other cuts.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import pairwise

from quizdeck.importers.answervalues import MAX_CHOICES, MIN_CHOICES, mode_of, resolve, same
from quizdeck.importers.labels import answer_letters
from quizdeck.importers.linekinds import KEY, LABEL, TEXT, Line, inline_choices
from quizdeck.importers.verdictwords import says_wrong

#: the share of records a field must be held once in to be one of the file's fields
_HELD = 0.5
#: how many of the most frequent keys are tried as the start of a record
_STARTS = 6
_BULLETS = "-*+•▪●○◦►➢➤→"
#: how many lines under a labelled choice may go on with its text
_GOES_ON = 2
#: the characters that may split a field's one line into its list of choices
_ITEM_SEPS = "|;¦"
#: the mean length of a field's values above the question's that makes it part of the question's text
_LEAD_IN = 40


@dataclass
class Field:
    """One field of a record: its label's line and its value's lines (the label's line first when the
    value starts on it)."""

    family: str
    key: Line
    value: list[Line]

    @property
    def lines(self) -> list[Line]:
        return [self.key, *(ln for ln in self.value if ln is not self.key)]


@dataclass
class FieldRecord:
    """One question as the file's fields hold it, and what was read from them."""

    lines: list[Line]                     # all its content lines, head first
    head: list[Line] = field(default_factory=list)       # lines before its first field (a heading, a number)
    fields: list[Field] = field(default_factory=list)
    stem: list[Line] = field(default_factory=list)
    choices: list[list[Line]] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    answer: list[int] | None = None
    answer_line: Line | None = None
    explanation: list[Line] = field(default_factory=list)
    tail: list[Line] = field(default_factory=list)       # the page's lines after its explanation (a heading on)
    before: list[Line] = field(default_factory=list)     # fields above the question's (an id, a topic)
    problems: list[tuple[int, str]] = field(default_factory=list)
    doubts: list[tuple[int, str]] = field(default_factory=list)   # said as warnings; the question is read


@dataclass
class FieldReading:
    """A file read as records of labelled fields."""

    question: str
    choices: str
    answer: str | None
    mode: str
    unsure: bool
    lead: list[Line]                      # the content lines before the first record
    records: list[FieldRecord]
    trail: list[Line]                     # furniture after the last record's last field


def _text(line: Line) -> str:
    """A value line's text: after the label on the label's own line; else the line as written."""
    return line.rest if line.kind == KEY else line.raw.strip()


def _value(lines: list[Line]) -> str:
    return " ".join(_text(ln) for ln in lines).strip()


def _choice_run(lines: list[Line]) -> tuple[int, list[list[Line]], list[str]] | None:
    """Where a field's value ends in a list of choices, the choices' lines and texts: labels in order from
    the first (``A.``, ``b)``; a line under one that is no label goes on its text), letters and a space in
    order (``A 东``), or lines of one bullet; None when it does not."""
    n = len(lines)
    starts = [k for k, ln in enumerate(lines) if ln.kind == LABEL and ln.index == 0]
    for k in starts:
        shape = lines[k].shape
        run: list[list[Line]] = []
        for ln in lines[k:]:
            if ln.shape == shape and ln.index == len(run):
                run.append([ln])
            elif run and ln.wrap.startswith("<summary") and ln.number > run[-1][-1].number + 1:
                break        # a disclosure's caption apart below them (``<summary>Answer</summary>``): the page's
            elif run and ln.kind in (TEXT, KEY) and ln.shape != shape and len(run[-1]) <= _GOES_ON:
                run[-1].append(ln)
            else:
                run = []
                break
        if MIN_CHOICES <= len(run) <= MAX_CHOICES:
            texts = ["\n".join([c[0].rest, *(x.raw.strip() for x in c[1:])]).strip() for c in run]
            return k, run, texts
    for k in range(n - MIN_CHOICES + 1):
        plain = lettered([_text(ln) for ln in lines[k:]])
        if plain is not None and lines[k].kind != KEY:
            return k, [[ln] for ln in lines[k:]], plain
    if lines:                            # "A. x B. y C. z" on one line, the field's last
        inline = inline_choices(_text(lines[-1]))
        if inline is not None and not inline[0]:
            return n - 1, [[lines[-1]] for _ in inline[1]], [text for *_, text in inline[1]]
    if n == 1 and (items := _split_items(_text(lines[0]))) is not None:   # "x|y|z": a list on the value's one line
        return 0, [[lines[0]] for _ in items], items
    k = n
    while k > 0 and lines[k - 1].wrap and lines[k - 1].wrap in _BULLETS and lines[k - 1].kind != KEY \
            and (k == n or lines[k - 1].wrap == lines[n - 1].wrap):
        k -= 1
    if MIN_CHOICES <= n - k <= MAX_CHOICES:
        run = [[ln] for ln in lines[k:]]
        return k, run, [ln.rest if ln.kind == TEXT else f"{ln.prefix} {ln.rest}".strip() for ln in lines[k:]]
    return None


def _split_items(text: str) -> list[str] | None:
    """A one-line value's items when a bar or a semicolon, and only one of them, splits it into two to twelve
    items, none empty (``Rzym|Paryż|Oslo``); else None."""
    seps = [c for c in _ITEM_SEPS if c in text]
    if len(seps) != 1:
        return None
    items = [t.strip() for t in text.split(seps[0])]
    return items if MIN_CHOICES <= len(items) <= MAX_CHOICES and all(items) else None


def lettered(texts: list[str]) -> list[str] | None:
    """The texts without a letter and a space that label them in order (``A 东``, ``b x``); else None."""
    if not MIN_CHOICES <= len(texts) <= MAX_CHOICES:
        return None
    out = []
    for k, text in enumerate(texts):
        got = answer_letters(text[:2]) if len(text) > 2 and text[1] in " \t\u00a0\u3000" else None
        if got is None or got[0] != [k] or (k and text[0].isupper() != texts[0][0].isupper()):
            return None
        out.append(text[2:].strip())
    return out


def _named(value: str, texts: list[str], mode: str) -> list[int] | None:
    """The choices an answer's value names in ``mode``, or by the choice's label and text (``D 西南``)."""
    got = resolve(value, texts, mode)
    if got is not None:
        return got
    letters = _letter_text(value, texts)
    if letters is not None and same(letters[1]) == same(texts[letters[0]]):
        return [letters[0]]
    return resolve(value, texts, "text")


def _letter_text(value: str, texts: list[str]) -> tuple[int, str] | None:
    """A value that is one choice's label and a text (``D 西南``): the label's choice and the text."""
    letters = answer_letters(value)
    if letters is None or len(letters[0]) != 1 or not 0 <= letters[0][0] < len(texts):
        return None
    return letters[0][0], letters[1].strip(" .)、．:")


def _cut(lines: list[Line], start: str) -> tuple[list[Line], list[list[Line]]]:
    """The content lines before the first ``start`` key, and the runs of content lines from each."""
    lead: list[Line] = []
    runs: list[list[Line]] = []
    for ln in lines:
        if not ln.content:
            continue
        if ln.kind == KEY and ln.family == start:
            runs.append([])
        (runs[-1] if runs else lead).append(ln)
    return lead, runs


def _fields(run: list[Line], families: set[str]) -> FieldRecord:
    """A record's fields. A value on its label's line ends at the first blank line: the text after it, under
    no label of its own, is a field of no label (``""``), such as the question's text under ``Topic: x``."""
    rec = FieldRecord(lines=list(run))
    for k, ln in enumerate(run):
        if ln.kind == KEY and ln.family in families:
            rec.fields.append(Field(ln.family, ln, [ln] if ln.rest else []))
        elif rec.fields:
            last = rec.fields[-1]
            if last.family and last.key.rest and ln.number > run[k - 1].number + 1:
                rec.fields.append(Field("", ln, [ln]))
            else:
                last.value.append(ln)
        else:
            rec.head.append(ln)
    return rec


def _tails(records: list[FieldRecord]) -> None:
    """Move a heading or a short line that most records end with (``## Q002``, ``12``) from each record's
    last field to the next record's head: it heads the next question."""
    ends = Counter(r.fields[-1].value[-1].shape for r in records[:-1] if r.fields and r.fields[-1].value)
    common = {s for s, c in ends.items() if c >= max(2, 0.8 * (len(records) - 1))}
    for r, after in pairwise(records):
        value = r.fields[-1].value if r.fields else []
        moved: list[Line] = []
        while len(value) > 1 and value[-1] is not r.fields[-1].key and (value[-1].wrap.startswith("#") or (
                value[-1].shape in common and len(value[-1].raw.strip()) <= 40
                and value[-1].number > value[-2].number + 1)):   # a short line apart that most records end with
            moved.insert(0, value.pop())
        if moved:
            after.head = moved + after.head
            r.lines = r.lines[:len(r.lines) - len(moved)]
            after.lines = moved + after.lines


def _read(lines: list[Line], start: str, keys: Counter[str]) -> FieldReading | None:
    lead, runs = _cut(lines, start)
    if len(runs) < 2:
        return None
    held: Counter[str] = Counter()
    for run in runs:
        once = Counter(ln.family for ln in run if ln.kind == KEY)
        held.update(f for f, c in once.items() if c == 1)
    families = {f for f, c in held.items() if c >= max(2, _HELD * len(runs))}
    if len(families) < 2 or start not in families:
        return None
    records = [_fields(run, families) for run in runs]
    _tails(records)
    n = len(records)
    # the choices' field: whose value ends in a list of choices in most records
    pure: Counter[str] = Counter()       # the field's value is the choices
    mixed: Counter[str] = Counter()      # text, then the choices, under a label alone on its line
    inline: Counter[str] = Counter()     # text on the label's line, then the choices
    for r in records:
        for f in r.fields:
            got = _choice_run(f.value)
            if got is not None:
                (pure if got[0] == 0 else mixed if not f.key.rest and f.key.style != "#" else inline)[f.family] += 1
    both = pure + mixed + inline
    if not both:
        return None
    choices, count = both.most_common(1)[0]
    if count < max(2, _HELD * n) or inline[choices] >= count / 2 or not choices:
        return None    # "Q: text" over its choices: the layout reader's other cuts read it
    question = choices if mixed[choices] > pure[choices] else ""
    if not question:   # the field most records put just before the choices'
        before: Counter[str] = Counter()
        for r in records:
            at = next((k for k, f in enumerate(r.fields) if f.family == choices), 0)
            if at:
                before[r.fields[at - 1].family] += 1
        if not before:
            return None
        question, count = before.most_common(1)[0]
        if count < max(2, _HELD * n):
            return None
    # fields above the question's of long values, each its own (a scenario): the question's text begins there
    leadin = set()
    for fam in families - {question, choices}:
        values = [_value(f.value) for r in records for f in r.fields if f.family == fam]
        ahead = sum(1 for r in records if _ahead(r, fam, question))
        if ahead >= _HELD * len(values) and sum(map(len, values)) >= _LEAD_IN * len(values) \
                and len(set(values)) >= 0.9 * len(values):
            leadin.add(fam)
    for r in records:
        _split(r, question, choices, leadin)
    # the answer's field: whose values name one of the record's choices in most records that hold it
    best: tuple[int, str, str, bool] = (0, "", "", False)
    for fam in families - {question, choices}:
        named = [(_text(f.value[0]) if f.value else "", r.texts) for r in records for f in r.fields
                 if f.family == fam and r.texts]
        mode, unsure, _ = mode_of(named)
        resolved = sum(1 for v, t in named if _named(v, t, mode or "text") is not None)
        if resolved >= max(2, 0.6 * len(named)) and resolved > best[0] and not says_wrong(fam):   # no wrong ones
            best = (resolved, fam, mode or "text", unsure)
    answer = best[1] or None
    for r in records:
        _answer(r, question, choices, answer, best[2])
    if not any(r.texts for r in records):
        return None
    trail: list[Line] = []
    last = records[-1]
    while last.fields and len(last.fields[-1].value) > 1 and last.fields[-1].value[-1].wrap.startswith("#"):
        trail.insert(0, last.fields[-1].value.pop())
        last.lines.pop()
    return FieldReading(question, choices, answer, best[2], best[3], lead, records, trail)


def _ahead(r: FieldRecord, family: str, question: str) -> bool:
    order = [f.family for f in r.fields]
    return family in order and question in order and order.index(family) < order.index(question)


def _split(r: FieldRecord, question: str, choices: str, leadin: set[str]) -> None:
    """A record's question and choices, from the fields learnt to hold them."""
    c = next((f for f in r.fields if f.family == choices), None)
    at = r.fields.index(c) if c is not None else len(r.fields)
    q = r.fields[at - 1] if at and r.fields[at - 1].family == question else \
        next((f for f in r.fields if f.family == question), None)
    if q is None or c is None:
        missing = "question" if q is None else "choices"
        r.problems.append(((c or q or r.fields[0]).key.number if r.fields else r.lines[0].number,
                           f"no {missing} field, where the file's other questions have one"))
        return
    got = _choice_run(c.value)
    if got is None:
        r.problems.append((c.key.number, "no list of choices in the field that holds the other questions' choices"))
        return
    k, r.choices, r.texts = got
    above = r.fields[:r.fields.index(q)]
    told = [ln for f in above if f.family in leadin for ln in f.value]
    own = q.lines if q is not c else [c.key, *c.value[:k]]
    r.stem = [ln for j, ln in enumerate([*told, *own]) if j == 0 or ln.kind != KEY or ln.rest]
    if len(own) < 2 and not own[0].rest:
        r.problems.append((q.key.number, "a question with no text"))
    extra = [ln for ln in c.value[:k] if ln is not c.key]
    if extra and q is not c:
        r.problems.append((extra[0].number, "is not a choice, in the field of the choices"))
    r.before = [ln for f in above if f.family not in leadin for ln in f.lines]


def _answer(r: FieldRecord, question: str, choices: str, answer: str | None, mode: str) -> None:
    order = [f.family for f in r.fields]
    at = order.index(choices) if choices in order else len(order)
    seen: set[str] = set()
    prev: str | None = None
    for f in r.fields[at + 1:]:
        if f.family == answer and r.answer_line is None:
            r.answer_line = f.value[0] if f.value else f.key
            value = _text(r.answer_line)   # its first line: the lines under it explain it
            r.answer = _named(value, r.texts, mode) if r.texts else None
            if r.answer is None and len(f.value) > 1 and r.texts:
                value = _value(f.value)
                r.answer = _named(value, r.texts, mode)
            elif len(f.value) > 1:
                r.explanation += f.value[1:]
            got = _letter_text(value, r.texts) if r.texts and r.answer is None else None
            if got is not None:    # "B 致美楼（跻身八大楼）": the label names a choice, its text is another's
                r.answer = [got[0]]
                r.doubts.append((r.answer_line.number, f"the answer {value!r} names choice {value[:1]} by its "
                                                       "label, but not by its text: read as that choice"))
            elif r.texts and r.answer is None:
                r.problems.append((r.answer_line.number, f"the answer {value!r} names none of the question's choices"))
        elif not f.family and answer is not None and prev == answer:
            # a paragraph under no label right after the answer's: its explanation, up to a heading (the page's)
            cut = next((k for k, ln in enumerate(f.lines) if k and ln.wrap.startswith("#")), len(f.lines))
            r.explanation += f.lines[:cut]
            r.tail += f.lines[cut:]
        elif f.family in seen or f.family in (question, choices):
            r.problems.append((f.key.number, "a field the question has already"))
            r.explanation += f.lines
        else:
            r.explanation += f.lines
        seen.add(f.family)
        prev = f.family
    if answer is not None and r.answer_line is None and r.texts:
        r.problems.append((r.lines[0].number, "no answer field, where the file's other questions have one"))


def field_records(lines: list[Line]) -> FieldReading | None:
    """The file read as records of labelled fields (see the module's docstring), the reading of the start
    label whose records give the most questions with answers; None when no labels recur so."""
    keys = Counter(ln.family for ln in lines if ln.kind == KEY)
    best: tuple[int, FieldReading] | None = None
    for start, count in keys.most_common(_STARTS):
        if count < 2:
            break
        reading = _read(lines, start, keys)
        if reading is None:
            continue
        score = sum(len(r.lines) + (r.answer is not None) for r in reading.records if r.texts and not r.problems) \
            - sum(len(r.lines) for r in reading.records if r.problems)
        if best is None or score > best[0]:
            best = (score, reading)
    return best[1] if best is not None else None
