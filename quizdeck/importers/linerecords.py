"""Records of one line: a question's parts on one line, apart by a separator the file repeats.

Some banks keep each question on one line, its fields split by a character the file repeats on
almost every line (``¿Quién…?;A)GALILEO B)NEWTON C)ARQUÍMIDES;B``, ``MCQ|1|Capital?|Roma:::París|1``,
tab-separated). Nothing here knows a language or the file's separator; all is learnt from the file:

* the **separator**: one of tab, ``|``, ``;``, ``~``, ``#``, ``-``, ``/``, ``=``, ``^``, ``@``, ``&``, ``%``, ``_``
  (``Başkent?-Ankara-İzmir-Bursa-Ankara``), or one of them written twice wherever it stands (``q__a__b``: the
  pair is the separator, the character alone is text) found on nine lines in ten (not at the start of
  most: that is a Markdown table), the one that gives the most lines the same number of fields; the
  lines of that width are the records (the commonest width when the file mixes kinds, ``MCQ|…`` and
  ``TF|…``); lines wider by the same number whose last fields read as a record (a question, an answer naming
  one of its items) in nine in ten are records too, with fields of their own in front (a category on some lines
  only); the others are not read, and said;
* the **choices**: a field that holds two to twelve items in most records, labelled in order inline
  (``A)x B)y C)z``) or split by a token the field repeats (``x:::y:::z``, ``x/y/z``); else the fields
  between the question and the answer (two at least), or those after an answer that follows the
  question;
* the **question**: the field (not the choices') whose values most often ask (``?``, ``¿``, a final
  ``:``), then the longest;
* the **answer**: the field after the question whose values name one of the record's choices in half the
  records at least (a letter, a number from 0 or from 1, the choice's text: ``answervalues``); without
  one, a mark one item of nearly every record carries and the others do not (``{correct}Paris``, learnt by
  ``learntmarks``); without either the file is not read so (a list beside a question, nothing naming its
  right items, is no proof);
* records of varying widths (``q#a#^b``, ``q#a#b#^c``) are read only when one item of nearly every line carries a
  mark (``^``), the question first, its choices after it;
* a number before the question, each record's own, is its id; a long text after the choices and the
  answer is its explanation; other fields (a kind, a level) are not the question's text;
* records of **quoted fields** apart by blanks (``1. "question" "a" "b" "c" ="b"``): a line of four double-quoted
  spans or more, nothing but blanks between them (a number label before them its id), on most lines that hold a
  quote; the first span the question, the others its choices; a span marked ``=`` before its quote (or, unmarked,
  the last span when it repeats one of the others) the answer, named by its text; lines without a quote (a title, a
  note) are not read, and said; a record whose answer names none of its choices is read without one, and said;
  one whose answer is the text of two of its choices is read with the first, and said.

``line_records`` gives the records and what was learnt, for the layout reader (``layout.py``) to weigh
against its other cuts; ``None`` when the file is not so.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from quizdeck.importers.answervalues import MAX_CHOICES, MIN_CHOICES, mode_of, resolve
from quizdeck.importers.explainednames import named_in, plain_enough
from quizdeck.importers.learntmarks import learn, take_off
from quizdeck.importers.linekinds import CODE, LABEL, SUM, TEXT, Line, inline_choices, one_line

#: the characters a file may split its records' fields by
SEPARATORS = "\t|;~#-/=^@&%>_"
#: the share of content lines (or of records) that must hold what the file is said to hold
_MOST = 0.8
#: the share of lines of another width whose last fields must read as a record's (``_wider``)
_NEARLY = 0.9
#: the share of records whose answer field must name one of their choices
_ANSWERED = 0.5
#: up to this many separators, each of their combinations is tried (a list's own separator among them, ``Q#t>a|b``)
_COMBINED = 4
#: the share of records whose list an empty item must part in two for the two groups to be the right and wrong items
_PARTED = 0.9
#: the longest item of a field split at commas (longer: a sentence's commas, not a list's)
_SHORT_ITEM = 40
#: a field's mean length from which a text after the choices and the answer is an explanation
_EXPLAINS = 20
#: a field asks when its value ends with a question mark or a colon, or opens with ``¿``
_ASKS = re.compile(r"(?:[?？؟:：][\s\"'”»)]*$)|^[\"'“«]*¿")
#: a token that splits a field's value into items: a run of one punctuation character (``:::``, ``||``)
#: or a lone separator-like character (sentence punctuation is not one)
_ITEM_SEP = re.compile(r"([^\w\s.,!?¿¡'\"()\[\]{}-])\1*")


@dataclass
class LineRecord:
    """One question as its line's fields hold it."""

    line: Line
    fields: list[str]
    stem: str = ""
    texts: list[str] = field(default_factory=list)
    answer: list[int] | None = None
    answer_value: str | None = None     # the answer field as written (None: the file has no answer field)
    explanation: str = ""
    ident: str = ""


@dataclass
class LineReading:
    """A file read as records of one line."""

    separator: str                      # the separators, each one character (more than one: any of them)
    width: int                          # how many fields a record has
    records: list[LineRecord]
    others: list[Line]                  # content lines of another width: not read
    mode: str = ""                      # how the answer field names choices (answervalues)
    unsure: bool = False                # numbers, but no 0 and no number past the last choice
    roles: dict[str, list[int]] = field(default_factory=dict)   # the fields of each part, 0-based
    said: list[tuple[int, str, str]] = field(default_factory=list)   # what to say of it: line, message, hint
    labelled: bool = False              # no answers, the choices carry a person's labels in order: no first taken


def line_records(lines: list[Line]) -> LineReading | None:
    """The file's questions as records of one line each, when its lines are so (see the module)."""
    content = [ln for ln in lines if ln.content and ln.kind != CODE]
    if len(content) < 3:
        return None
    if (quoted := _quoted_reading(content)) is not None:
        return quoted
    best: LineReading | None = None
    sums = [m.group(0) for ln in content if (m := SUM.match(ln.raw)) is not None]
    steady = [sep * 2 if _twice(content, sep) else sep for sep in SEPARATORS if _steady(content, sep)
              and sum(1 for m in sums if sep in m) < len(content) / 2]   # (``9 - 5 = ?``: a sign, no separator)
    single = [sep for sep in steady if len(sep) == 1]
    combined = [''.join(c) for size in range(2, len(single) + 1) for c in itertools.combinations(single, size)] \
        if len(single) <= _COMBINED else [''.join(single)]
    for seps in [*steady, *combined]:
        counts = [len(split_fields(ln.raw, seps)) for ln in content]
        width = Counter(counts).most_common(1)[0][0]
        rows = [ln for ln, c in zip(content, counts, strict=True) if c == width]
        if width < 2 or len(rows) < 3 or len(rows) < len(content) / 3:
            continue
        got = _read(seps, width, rows, [ln for ln, c in zip(content, counts, strict=True) if c != width])
        if got is not None and (best is None or _measure(got) > _measure(best)):
            best = got
    return best or _ragged(content)


#: a double-quoted span, maybe marked as the answer by ``=`` before it: ``"Paris"``, ``="Paris"``
_QUOTED_SPAN = re.compile(r'(=?)[ \t]*"([^"\n]*)"')
#: a record's own number before its spans: ``12.``, ``12)``
_QUOTED_ID = re.compile(r"[ \t]*(\d{1,5})[.)]?[ \t]+")
#: the fewest spans of a record of quoted fields: a question and three spans (two choices and an answer at least)
_FEWEST_SPANS = 4
#: the separator a reading of quoted fields is said to have (its spans stand apart by blanks)
QUOTED = '"'


def _spans(raw: str) -> tuple[str, list[tuple[bool, str]]] | None:
    """A line's id and its double-quoted spans (each: marked ``=``, its text) when the line is nothing but them
    apart by blanks (a number label first maybe); None when it is not so."""
    text = raw.strip().lstrip("\ufeff")
    ident = ""
    if (m := _QUOTED_ID.match(text)) is not None:
        ident, text = m.group(1), text[m.end():]
    spans: list[tuple[bool, str]] = []
    at = 0
    for m in _QUOTED_SPAN.finditer(text):
        if text[at:m.start()].strip():
            return None
        spans.append((m.group(1) == "=", m.group(2).strip()))
        at = m.end()
    if text[at:].strip() or len(spans) < _FEWEST_SPANS:
        return None
    return ident, spans


def _quoted_reading(content: list[Line]) -> LineReading | None:
    """The records read as quoted fields apart by blanks (the module's last point): most lines that hold a quote so
    (nine in ten), three at least, and half the content lines; None when the file is not so."""
    quoting = [ln for ln in content if '"' in ln.raw]
    found = [(ln, got) for ln in quoting if (got := _spans(ln.raw)) is not None]
    if len(found) < 3 or len(found) < _NEARLY * len(quoting) or len(found) < len(content) / 2:
        return None
    taken = {id(ln) for ln, _ in found}
    width = Counter(len(spans) for _, (_, spans) in found).most_common(1)[0][0]
    reading = LineReading(QUOTED, width, [], [ln for ln in content if id(ln) not in taken], mode="text",
                          roles={"question": [0], "choices": [1], "answer": [width - 1]})
    unnamed: list[int] = []
    repeated: list[int] = []
    twice: list[int] = []
    for ln, (ident, spans) in found:
        marked = [k for k, (mark, _) in enumerate(spans) if mark and k > 0]
        texts = [t for _, t in spans]
        rec = LineRecord(ln, texts, stem=texts[0], ident=ident)
        if len(marked) == 1:                      # ``="Paris"``: the answer, named by its text
            rec.texts = [t for k, t in enumerate(texts[1:], start=1) if k != marked[0]]
            rec.answer_value = texts[marked[0]]
        elif not marked and resolve(texts[-1], texts[1:-1], "text") is not None:   # the last repeats a choice
            rec.texts, rec.answer_value = texts[1:-1], texts[-1]
            repeated.append(ln.number)
        else:
            rec.texts = texts[1:]
        rec.answer = resolve(rec.answer_value, rec.texts, "text") if rec.answer_value is not None else None
        if rec.answer_value is not None and rec.answer is None:
            unnamed.append(ln.number)
        elif rec.answer_value is not None and sum(" ".join(t.split()).casefold() == " ".join(
                rec.answer_value.split()).casefold() for t in rec.texts) > 1:
            twice.append(ln.number)               # ``"2" "4" "2" ="2"``: the first of the two taken
        reading.records.append(rec)
    if unnamed:
        reading.said.append((unnamed[0], f"{len(unnamed)} line{'s' if len(unnamed) > 1 else ''} of quoted fields "
                             f"(line{'s' if len(unnamed) > 1 else ''} {', '.join(map(str, unnamed[:8]))}) mark an "
                             "answer that is none of their choices: written without one",
                             "the marked span (`=\"...\"`) should repeat one of the choices"))
    if twice:
        reading.said.append((twice[0], f"{len(twice)} line{'s' if len(twice) > 1 else ''} of quoted fields "
                             f"(line{'s' if len(twice) > 1 else ''} {', '.join(map(str, twice[:8]))}) name an answer "
                             "that is two of their choices' text: the first of them read as the answer",
                             "keep one choice of that text, or check which one is right"))
    if repeated:
        many = f"{len(repeated)} line{'s' if len(repeated) > 1 else ''}"
        reading.said.append((repeated[0], f"the last quoted span of {many} repeats one of the spans before it: "
                             "read as the answer, not a choice",
                             "mark the answer (`=\"...\"`) if that is not so"))
    if not any(rec.answer_value is not None for rec in reading.records):
        reading.mode = "none"
        reading.roles.pop("answer")
    return reading


def _ragged(content: list[Line]) -> LineReading | None:
    """The records read when their widths vary, each line its question then its choices (``q#a#^b``, two to twelve
    a line): a separator on nine lines in ten, nearly every line so cut, and a mark on one item of nearly every
    record (``learntmarks``) saying its right choice; None when the file is not so."""
    for sep in SEPARATORS:
        cells = [split_fields(ln.raw, sep) for ln in content]
        rows = [k for k, c in enumerate(cells) if MIN_CHOICES <= len(c) - 1 <= MAX_CHOICES and all(c)]
        if len(rows) < max(3, _NEARLY * len(content)) or len({len(cells[k]) for k in rows}) < 2:
            continue
        records = [LineRecord(content[k], cells[k]) for k in rows]
        width = Counter(len(cells[k]) for k in rows).most_common(1)[0][0]
        taken = set(rows)
        reading = LineReading(sep, width, records, [ln for k, ln in enumerate(content) if k not in taken])
        got = _marked_reading(reading, 0, [], [c[1:] for c in (cells[k] for k in rows)])
        if got is not None and sum(1 for r in got.records if r.answer) >= _NEARLY * len(records):
            got.roles["choices"] = [-1]   # (each record's own number of fields after the question)
            return got
    return None


def _measure(reading: LineReading) -> tuple[int, int, int]:
    """How well a reading reads the file: its records answered, then its records, then its fields (two separators
    that both split every line, ``Q?#topic>a|b``, part more of it than one)."""
    return sum(1 for r in reading.records if r.answer is not None), len(reading.records), reading.width


def _steady(content: list[Line], sep: str) -> bool:
    """Whether a separator is on nine lines in ten, as often on most (and not at the start of most: a table)."""
    counts = [ln.raw.strip().count(sep) for ln in content]
    holding = [c for c in counts if c]
    tables = sum(1 for ln in content if ln.raw.lstrip().startswith(sep))
    if len(holding) < _MOST * len(content) or tables > len(content) / 2:
        return False
    return Counter(holding).most_common(1)[0][1] >= len(content) / 2


def split_fields(raw: str, seps: str) -> list[str]:
    """A line's fields between any of the separators ``seps`` (each one character), stripped; one character
    written twice (``__``) is that token, not two separators."""
    split = re.escape(seps) if _doubled(seps) else f"[{re.escape(seps)}]"
    return [f.strip() for f in re.split(split, raw.strip().lstrip("\ufeff"))]


def _doubled(seps: str) -> bool:
    return len(seps) == 2 and seps[0] == seps[1]


def _twice(content: list[Line], sep: str) -> bool:
    """Whether a separator is written twice wherever it stands, on nine lines in ten (``q__a__b``): the pair
    is the file's separator, its single character is text (``snake_case``)."""
    runs = [[len(m.group(0)) for m in re.finditer(f"{re.escape(sep)}+", ln.raw.strip())] for ln in content]
    return sum(1 for r in runs if r and all(n == 2 for n in r)) >= 0.9 * len(content)


#: a field quoted whole as a spreadsheet quotes it: its inner quotes doubled, a comma, semicolon or quote inside
#: (what makes a spreadsheet quote a field): ``"1915年春至1919年9月,_____任…"``
_SHEET_QUOTED = re.compile(r'"((?:[^"]|"")*(?:[,;，]|"")(?:[^"]|"")*)"')


def _unquoted(field: str) -> str:
    """A field as a spreadsheet's export quoted it, read as the sheet reader reads it: the quotes around it off,
    its doubled quotes single; any other field as it is."""
    m = _SHEET_QUOTED.fullmatch(field)
    return m.group(1).replace('""', '"') if m is not None else field


def _read(sep: str, width: int, rows: list[Line], others: list[Line]) -> LineReading | None:
    cells = [[_unquoted(f) for f in split_fields(ln.raw, sep)] for ln in rows]
    columns = [[row[j] for row in cells] for j in range(width)]
    lists = {j: how for j in range(width) if (how := _list_column(columns[j])) is not None}
    q = _question(columns, set(lists))
    if q is None or len(set(columns[q])) < 0.5 * len(rows):
        return None                      # (one text on every line is the lines' furniture, not their questions)
    if not any(j > q for j in lists):    # ``Kiev,Viena,Canberra,``: items another field names by text (``Kiev``)
        lists |= {j: "," for j in range(q + 1, width) if _named_list(columns, j, q)}
    if not any(j > q for j in lists):    # after the question, items split at commas: ``5, 4, 6, 7``
        lists |= {j: "," for j in range(q + 1, width) if _comma_list(columns[j])}
    reading = LineReading(sep, width, [LineRecord(ln, row) for ln, row in zip(rows, cells, strict=True)], others)
    after = [j for j in lists if j > q]
    if after:
        c = after[0]
        items = [_items(v, lists[c]) for v in columns[c]]
        if sum(1 for it in items if MIN_CHOICES <= len(it) <= MAX_CHOICES) < _MOST * len(rows):
            return None
        choices = [c]
        answer = _answer_column(columns, [j for j in range(q + 1, width) if j != c], items)
        if answer is not None and _ordered(columns[answer], items):
            return None   # each answer lists every choice, in its order: ordering tasks, no choice questions
        if answer is None and (parted := _parted(columns[c])) is not None:
            return _parted_reading(reading, q, c, parted)
        if answer is None:
            return _marked_reading(reading, q, choices, items) or _bare_reading(reading, q, choices, items)
    else:
        best: tuple[int, list[int], tuple[str, bool, int]] | None = None
        for a in range(q + 1, width):
            between = list(range(q + 1, a))
            run = between if len(between) >= MIN_CHOICES else list(range(a + 1, width)) if a == q + 1 else []
            run = [j for j in run if any(columns[j])]
            if not MIN_CHOICES <= len(run) <= MAX_CHOICES:
                continue
            items = [_unlabelled([row[j] for j in run if row[j]]) for row in cells]
            got = mode_of([(row[a], it) for row, it in zip(cells, items, strict=True)])
            if best is None or (got[2], not got[1]) > (best[2][2], not best[2][1]):
                best = (a, run, got)
        if best is None or best[2][2] < _ANSWERED * len(rows):
            run = [j for j in range(q + 1, width) if any(columns[j])]
            if not MIN_CHOICES <= len(run) <= MAX_CHOICES:
                return None
            items = [[row[j] for j in run if row[j]] for row in cells]
            return _marked_reading(reading, q, run, items) or _bare_reading(reading, q, run, items)
        a, choices, _ = best
        items = [_unlabelled([row[j] for j in choices if row[j]]) for row in cells]
        answer = a
    reading.roles = {"question": [q], "choices": choices, "answer": [answer]}
    reading.mode, reading.unsure, _ = mode_of([(columns[answer][k], it) for k, it in enumerate(items)])
    explains = [j for j in range(max(q, answer, *choices) + 1, width) if _mean(columns[j]) >= _EXPLAINS]
    ids = [j for j in range(q) if _running_ids(columns[j])]
    for k, rec in enumerate(reading.records):
        rec.stem = rec.fields[q]
        rec.texts = items[k]
        rec.answer_value = rec.fields[answer]
        rec.answer = resolve(rec.answer_value, rec.texts, reading.mode) if rec.answer_value else None
        rec.explanation = "\n".join(rec.fields[j] for j in explains if rec.fields[j])
        rec.ident = rec.fields[ids[0]] if ids else ""
    lister = lists.get(choices[0]) if len(choices) == 1 else None
    _wider(reading, sep, lambda f: _items(f[choices[0]], lister) if lister is not None
           else _unlabelled([f[j] for j in choices if f[j]]), q, answer)
    return reading


def _wider(reading: LineReading, sep: str, items_of: Callable[[list[str]], list[str]], q: int, answer: int) -> None:
    """Lines with more fields than the records, by the same number on most of them, whose last fields read as a
    record (its question a text, its answer naming one of its items) in nine of them in ten, two at least: records
    with fields of their own in front (a category on some lines only), read by the roles counted from the end."""
    extra = Counter(len(split_fields(ln.raw, sep)) - reading.width for ln in reading.others)
    for k, count in extra.most_common():
        if k <= 0 or count < 2:
            continue
        found: list[LineRecord] = []
        lines = [ln for ln in reading.others if len(split_fields(ln.raw, sep)) == reading.width + k]
        for ln in lines:
            fields = split_fields(ln.raw, sep)[k:]
            rec = LineRecord(ln, fields, stem=fields[q], texts=items_of(fields), answer_value=fields[answer])
            rec.answer = resolve(rec.answer_value or "", rec.texts, reading.mode)
            if rec.answer is not None and rec.stem and not rec.stem.isdigit():
                found.append(rec)
        if len(found) >= _NEARLY * len(lines):
            taken = {id(r.line) for r in found}
            reading.others = [ln for ln in reading.others if id(ln) not in taken]
            reading.records = sorted([*reading.records, *found], key=lambda r: r.line.number)


def _marked_reading(reading: LineReading, q: int, choices: list[int], items: list[list[str]]) -> LineReading | None:
    """The records read with no field naming their right items: right when one item of nearly every record
    carries a mark the others do not (``learntmarks``: ``{ok}Paris``), taken off; None when none does (a list
    beside a question, nothing naming its right items, is no proof)."""
    n = len(items)
    learnt = learn(items, list(range(n)), {})
    if learnt is None or learnt.weak or len(learnt.answers) < _MOST * n:
        return None
    reading.roles = {"question": [q], "choices": choices}
    reading.mode = "marked"
    ids = [j for j in range(q) if _running_ids([rec.fields[j] for rec in reading.records])]
    for k, rec in enumerate(reading.records):
        rec.stem = rec.fields[q]
        rec.texts = [take_off(t, [*learnt.marks, *learnt.others]) for t in items[k]]
        rec.answer = learnt.answers.get(k)
        rec.ident = rec.fields[ids[0]] if ids else ""
    return reading


def _bare_reading(reading: LineReading, q: int, choices: list[int], items: list[list[str]]) -> LineReading | None:
    """The records read without answers, when nothing names their right items but they are plainly questions
    with choices: the question field asks in nine records in ten, and holds no line's whole text (a separator
    inside a question's sentence), and each record holds two to twelve items. Quiz apps' data: the layout reader
    takes the first item of each as right, as for a headerless sheet (``answervalues.first_taken``), said. None when
    not so."""
    n = len(items)
    asking = sum(1 for rec in reading.records if _ASKS.search(rec.fields[q]))
    if asking < _NEARLY * n or sum(1 for it in items if MIN_CHOICES <= len(it) <= MAX_CHOICES) < _NEARLY * n:
        return None
    reading.roles = {"question": [q], "choices": choices}
    reading.mode = "none"
    # choices that carry labels a person wrote, in order (``A) 1969``, ``b. Nilo``): a quiz written out, its key
    # elsewhere, not an app's data: no first choice taken, said
    if sum(1 for rec, it in zip(reading.records, items, strict=True) if _labelled(rec, choices, it)) >= _MOST * n:
        reading.labelled = True
        reading.said.append((reading.records[0].line.number, "no field names the right choice, and the choices "
                             "carry their own labels (`A)`, `b.`) as a quiz written out does, its key kept "
                             "elsewhere: no answers read (the first choice is taken as right only in an app's "
                             "data of bare choices)", "an answer field (`| B`) or an answer line makes it certain"))
    ids = [j for j in range(q) if _running_ids([rec.fields[j] for rec in reading.records])]
    after = [j for j in range(max(q, *choices) + 1, reading.width)
             if any(rec.fields[j] for rec in reading.records)]
    explains = [j for j in after if _mean([rec.fields[j] for rec in reading.records]) >= _EXPLAINS]
    for k, rec in enumerate(reading.records):
        rec.stem = rec.fields[q]
        rec.texts = items[k]
        rec.ident = rec.fields[ids[0]] if ids else ""
        rec.explanation = "\n".join(rec.fields[j] for j in explains if rec.fields[j])
    if unused := [j for j in after if j not in explains]:
        first = reading.records[0]
        reading.said.append((first.line.number, f"field{'s' if len(unused) > 1 else ''} "
                             f"{', '.join(str(j + 1) for j in unused)} of each line "
                             f"({', '.join(repr(first.fields[j][:30]) for j in unused)} on this one) not read: "
                             "no choice, no answer naming one, no explanation",
                             "a field naming the right choice (`| 5`) or a longer explanation is read"))
    _explained(reading)
    return reading


def _explained(reading: LineReading) -> None:
    """Records without answers whose explanation names one of their choices (``explainednames``), in enough of
    them (``plain_enough``): those read as their answers, said at the first."""
    tried = [rec for rec in reading.records if rec.explanation]
    named = [(rec, got) for rec in tried if (got := named_in(rec.explanation, rec.texts, rec.stem)) is not None]
    if not named or not plain_enough(len(named), len(tried)):
        return
    for rec, got in named:
        rec.answer = got
    rec, got = named[0]
    rest = len(reading.records) - len(named)
    reading.said.append((rec.line.number, f"no field names the right choice: the answers of {len(named)} lines "
                         f"are read from their explanation, which names one of their choices (this one: "
                         f"{rec.explanation[:50]!r} names {', '.join(repr(rec.texts[k][:30]) for k in got)})"
                         + (f"; the other {rest} are written without one" if rest else ""),
                         "check the answers: an explanation may name a choice it rules out"))


def _parted(values: list[str]) -> tuple[str, list[tuple[list[str], list[str]]], bool] | None:
    """A list field whose items one character splits and whose one empty item (the character doubled, ``a|b||c|d``)
    parts them in two in nine records in ten: the character, each record's two groups, and whether the first group
    holds the right items (the group that is one item in more records: a question has fewer right choices than
    wrong ones); None when the field is not so."""
    filled = [v for v in values if v]
    for char in {m.group(0)[0] for v in filled for m in _ITEM_SEP.finditer(v) if len(m.group(0)) == 2}:
        groups: list[tuple[list[str], list[str]]] = []
        for v in values:
            items = [t.strip() for t in v.split(char)]
            gaps = [k for k, t in enumerate(items) if not t]
            if len(gaps) == 1 and 0 < gaps[0] < len(items) - 1 and MIN_CHOICES <= len(items) - 1 <= MAX_CHOICES:
                groups.append((items[:gaps[0]], items[gaps[0] + 1:]))
        if len(groups) >= _PARTED * len(values):
            ones = [sum(1 for g in groups if len(g[side]) == 1) for side in (0, 1)]
            return char, groups, ones[0] >= ones[1]
    return None


def _parted_reading(reading: LineReading, q: int, c: int, parted: tuple[str, list[tuple[list[str], list[str]]], bool]
                    ) -> LineReading:
    """The records read with their right items the group ``_parted`` found right (a record not so parted is read
    without an answer)."""
    char, _, first_right = parted
    reading.roles = {"question": [q], "choices": [c]}
    reading.mode = "parted"
    ids = [j for j in range(q) if _running_ids([rec.fields[j] for rec in reading.records])]
    for rec in reading.records:
        rec.stem = rec.fields[q]
        items = [t.strip() for t in rec.fields[c].split(char)]
        gaps = [k for k, t in enumerate(items) if not t]
        rec.texts = [t for t in items if t]
        if len(gaps) == 1 and 0 < gaps[0] < len(items) - 1:
            rec.answer = list(range(gaps[0])) if first_right else list(range(gaps[0], len(rec.texts)))
        rec.ident = rec.fields[ids[0]] if ids else ""
    return reading


def _list_column(values: list[str]) -> str | None:
    """How a field's values hold a list of items in most records: ``"labels"`` (inline, in order) or the
    token that splits them; None when they do not."""
    filled = [v for v in values if v]
    if not filled or all(SUM.match(v) or _ASKS.search(v) for v in filled):
        return None   # (``2 + 3 = ?`` on every line: a question split at ``+`` is no list)
    labelled = sum(1 for v in filled if (got := inline_choices(v)) is not None and not got[0]
                   and MIN_CHOICES <= len(got[1]) <= MAX_CHOICES)
    if labelled >= _MOST * len(values):
        return "labels"
    tokens = Counter(t for v in filled for t in {m.group(0) for m in _ITEM_SEP.finditer(v)})
    for token, count in tokens.most_common(3):
        if count < _MOST * len(values):
            break
        if sum(1 for v in filled if MIN_CHOICES <= len(items := _items(v, token)) <= MAX_CHOICES
               and all(any(ch.isalnum() for ch in t) for t in items)) >= _MOST * len(values):
            return token   # (``2 + 3 = ?`` split at ``=`` leaves ``?``: no item, no list)
    return None


def _comma_list(values: list[str]) -> bool:
    """Whether a field after the question holds items split at commas, a sentence's sign: only when every value
    is a list of short items, as many in nearly every record (``5, 4, 6, 7``), not prose."""
    filled = [v for v in values if v]
    if not filled:
        return False
    most, times = Counter(len(_items(v, ",")) for v in values).most_common(1)[0]
    return MIN_CHOICES <= most <= MAX_CHOICES and times >= _MOST * len(values) \
        and all(len(t) <= _SHORT_ITEM for v in filled for t in _items(v, ","))


def _named_list(columns: list[list[str]], j: int, q: int) -> bool:
    """Whether field ``j`` after the question holds items split at commas, each record its own number of them
    (``Canberra,Kiev,Viena,``), that another field after the question names by their whole texts in nearly every
    record (``Canberra``; ``mama,soacra,``): the commas are the list's, the other field its answer."""
    values = columns[j]
    items = [_items(v, ",") for v in values]
    if not all(MIN_CHOICES <= len(it) <= MAX_CHOICES and all(len(t) <= _SHORT_ITEM for t in it) for it in items):
        return False
    return any(sum(1 for v, it in zip(columns[k], items, strict=True) if resolve(v, it, "text") is not None)
               >= _MOST * len(values) for k in range(q + 1, len(columns)) if k != j)


def _ordered(values: list[str], items: list[list[str]]) -> bool:
    """Whether most records' answer names every one of their listed items (``Mercury,Venus,Earth,Mars`` over
    ``Venus,Mercury,Earth,Mars``): the answer is an order, not the right choices."""
    every = sum(1 for v, it in zip(values, items, strict=True) if len(it) >= MIN_CHOICES
                and isinstance(got := resolve(v, it, "text"), list) and len(set(got)) == len(it))
    return every >= _MOST * len(values)


def _items(value: str, how: str) -> list[str]:
    """A field's items as ``_list_column`` learnt them (labels taken off)."""
    if how == "labels":
        got = inline_choices(value)
        return [text for *_, text in got[1]] if got is not None and not got[0] else [value] if value else []
    return [t.strip() for t in value.split(how) if t.strip()]


def _labelled(rec: LineRecord, choices: list[int], items: list[str]) -> bool:
    """Whether a record's choices carry labels in order from the first (``A) x``, ``b. y``): in their fields, in
    the items of one field (``A) x, B) y``), or inline in it (``A. x B. y``)."""
    raw = [rec.fields[j] for j in choices if rec.fields[j]]
    if len(raw) == 1 and (got := inline_choices(raw[0])) is not None and not got[0]:
        return True
    return any(len(texts) >= MIN_CHOICES and _unlabelled(texts) != texts for texts in (raw, items))


def _unlabelled(texts: list[str]) -> list[str]:
    """Choices without their labels when they are labelled in order from the first (``1) x``, ``b. y``)."""
    lines = [one_line(0, t) for t in texts]
    if len(lines) >= MIN_CHOICES and all(ln.kind == LABEL and ln.style == lines[0].style
                                         and ln.family == lines[0].family and ln.index == k and ln.rest
                                         for k, ln in enumerate(lines)):
        return [ln.rest for ln in lines]
    return texts


def _question(columns: list[list[str]], lists: set[int]) -> int | None:
    """The field of the question's text: of the fields of text (not lists, not numbers), the one whose
    values ask most often, then the longest."""
    def score(j: int) -> tuple[int, float]:
        values = columns[j]
        return sum(1 for v in values if _ASKS.search(v)), _mean(values)
    texts = [j for j in range(len(columns)) if j not in lists
             and sum(1 for v in columns[j] if v and not v.isdigit()) >= _MOST * len(columns[j])]
    if not texts:
        return None
    return max(texts, key=lambda j: (*score(j), -j))


def _answer_column(columns: list[list[str]], candidates: list[int], items: list[list[str]]) -> int | None:
    """The field whose values name one of their record's items in most records (the surest, then the
    first); None when none does."""
    best: tuple[int, bool, int] | None = None
    for j in candidates:
        _, unsure, n = mode_of(list(zip(columns[j], items, strict=True)))
        if n >= _ANSWERED * len(items) and (best is None or (n, not unsure) > (best[2], not best[1])):
            best = (j, unsure, n)
    return best[0] if best else None


def _running_ids(values: list[str]) -> bool:
    """Whether a field holds a number of each record's own (an id): digits, none repeated."""
    return all(v.isdigit() for v in values) and len(set(values)) == len(values)


def _mean(values: list[str]) -> float:
    return sum(map(len, values)) / len(values) if values else 0.0


def stem_line(number: int, text: str) -> Line:
    """A record's question as a line of its own (a number label kept as the line's prefix)."""
    got = one_line(number, text)
    return got if got.kind == LABEL else Line(number, text, TEXT, text)
