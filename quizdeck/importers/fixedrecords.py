"""Records of a fixed number of lines: a file whose questions are not set apart by anything.

Quiz files written for a program often hold one question in a fixed number of lines, with no blank
line, label or key between them: the question, four choices, the right choice's number; or an id,
a subject code, the question, the choices, a letter. Only the period tells one question from the
next. ``fixed_records`` learns it from the file itself:

* a **template**: the period L, the lines before the first record (a title, a count), the record's
  parts in order: short field lines (an id, a code, a level), the question line, the choices, and
  the answer line after the choices or right after the question, or, without an answer line, a
  mark that the file puts on its right choices (``*text``); or records of any length, when the line
  after each question counts its choices (``4``, then four choices);
* every template the first records agree with (the answer line names one of the choices in nine of
  ten of them: by number from 0 or from 1, by letter, by its text, by letter and text) is read over
  the whole file, record by record; where a record is one line shorter or longer than L (a question
  with three choices among questions with four) the length that makes it and the next record read
  is taken, and a line no record can hold is said; a record that lacks its answer line alone (its question ending
  as the file's do, its choices as the record's before, the next record in step after them) is a question without
  its answer, said, not lines dropped;
* the template that reads the most records wins when it reads most of the file;
* choices that each open with their letter and a hyphen (``A-GTA V``, ``B-Tetris``) lose those labels, and a few
  blank lines, each inside a record (a choice left empty), are no parting: the record keeps the period's length.

Nothing here knows a language: the parts are told by their place and what they hold.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from dataclasses import dataclass, field

from quizdeck.importers.answervalues import MAX_CHOICES, MIN_CHOICES, bare, mode_of, resolve, same
from quizdeck.importers.choicetext import may_be_placeholder
from quizdeck.importers.fieldrecords import lettered
from quizdeck.importers.labels import answer_letters
from quizdeck.importers.linekinds import BLANK, CODE, KEY, LABEL, SEP, TEXT, Line, lead_mark
from quizdeck.importers.sectionlines import section_lines
from quizdeck.source.model import LETTERS

#: periods tried (a question and two choices at least; fields and an answer line besides)
_PERIODS = range(3, 17)
#: lines before the first record tried (a title, a count, a heading)
_OFFSETS = range(4)
#: the first records a template is learnt from
_PREFIX = 30
#: the first records learnt from when no template reads the first 30: a line between them every few records (a
#: section's name, ``!GEOGRAPHY`` over every ten questions) puts the later ones out of step
_SHORT_PREFIX = 8
#: the share of a part's lines that must agree for it to be learnt
_AGREE = 0.9
#: the most blank lines (a share of the content lines) that may each be a choice left empty inside a record
_EMPTY_CHOICES = 0.05
#: the templates (those that read the most of the first records) read over the whole file
_TRIED = 4
#: the most records in a row whose question does not end as the file's others do, read all the same in step
_LOOSE_RUN = 2
#: a field line: short, a number or a code (``T102``, ``17``, ``Level 3``)
_FIELD = re.compile(r"\S{1,16}(?:[ \t]\S{1,16}){0,2}")
#: a field line of a record in blocks that blank lines part (the blocks hold the records in step): a topic of a
#: few words (``Primórdios da Colonização Portuguesa``), no question
_BLOCK_FIELD = re.compile(r"[^\s?:？：]{1,20}(?:[ \t][^\s?:？：]{1,20}){0,5}")
#: a line's answer value in letter-and-text form: ``C.ROUTER``, ``b) Paris``, ``3. con người`` (a number from 1)
_LETTER_TEXT = re.compile(r"([^\W\d_]|\d{1,2})[ \t]*[.)\]:-][ \t]*(\S.*)")


@dataclass(frozen=True)
class Template:
    """Where the parts of a record stand (``pre`` field lines, the question, the choices, ``post`` fields)."""

    period: int
    offset: int
    pre: int
    post: int
    answer: str          # "after" the choices, "before" them (right after the question), "mark", "attr"
                         # (a line under each choice holding one of two values: ``0`` / ``1``), or "none"
                         # (the file gives no answer: tried only when no other template reads it)
    mode: str            # the answer's mode (answervalues), or the mark token
    unsure: bool = False     # numbers, but no 0 and none past the last choice: counted from 1, unsure
    numeric: tuple[bool, ...] = ()   # per field line (pre, then post): its values are numbers
    wraps: tuple[str, str] = ("", "")    # the bullet or tag of the question line, and of every choice line
    key: str = ""                        # the key every choice line repeats (``O:``), not the choice's text
    stem_end: str = ""                   # the character most questions end with (``?``, ``:``), if any
    counted: bool = False                # a line right after the question counts the choices that follow
    values: tuple[str, str] = ("", "")   # "attr": the value under a right choice, and under a wrong one
    mid: int = 0                         # "after": field lines between the question and the choices (a level)
    spread: int = 0                      # how many places the first records' answers name (an answer line names
                                         # every place in turn; a level or a count beside it fewer)

    def choices(self, length: int) -> int:
        if self.answer == "attr":        # a choice and its value line each
            rest = length - self.pre - self.post - 1
            return rest // 2 if rest % 2 == 0 else 0
        return length - self.pre - self.mid - self.post - 1 - (self.answer not in ("mark", "none")) - self.counted


@dataclass
class FixedRecord:
    """One record read by a template."""

    lines: list[Line]
    stem: Line
    choices: list[Line]
    texts: list[str]
    answer: list[int] | None           # None: the file gives none (the template's answer is "none")
    answer_line: Line | None
    fields: list[Line] = field(default_factory=list)
    explanation: list[Line] = field(default_factory=list)
    loose: bool = False                # its question does not end as the file's do; read for it stands in step
    emptied: list[int] = field(default_factory=list)   # blank lines read as its choices left empty: none of them
    said: str = ""                     # what is unsure of it, said at its question (a missing answer line)


@dataclass
class FixedReading:
    """A file read as records of a fixed length."""

    template: Template
    lead: list[Line]                  # lines before the first record
    records: list[FixedRecord]
    unread: list[list[Line]]          # runs of lines no record holds, in order
    trail: list[Line]                 # lines after the last record
    sections: dict[int, str] = field(default_factory=dict)   # lines naming the sections, no record's (sectionlines)


def _text(line: Line) -> str:
    return line.raw.strip()


def _choice_text(line: Line, place: int) -> str:
    """A choice's text: without its label when it is labelled in its place (``a)``, ``1.``), without a
    bullet; else the line as it is."""
    if line.kind == LABEL and line.index == place:
        return line.rest
    if line.kind in (KEY, SEP) or line.wrap.startswith("<") or line.wrap.startswith("#"):
        return line.raw.strip()
    return line.rest if line.wrap else line.raw.strip()


def _texts(choices: list[Line], key: str) -> list[str]:
    """The choices' texts; the key the file's choices repeat (``O: Madrid``) is not theirs."""
    return [ln.rest if key and ln.kind == KEY and ln.family == key else
            ln.rest if ln.kind == LABEL and ln.index == k else _choice_text(ln, k) for k, ln in enumerate(choices)]


def _slipped_labels(choices: list[Line], texts: list[str]) -> list[str]:
    """Where most of a record's choices are labelled in their place (``A.``, ``C.``), the label of one
    written amiss is still a label: ``B.`` twice (the second in C's place), ``A his`` (A without its
    full stop) is the choice ``his``. The choice's place is its label."""
    placed = Counter((ln.family, ln.style) for k, ln in enumerate(choices) if ln.kind == LABEL and ln.index == k)
    if not placed:
        return texts
    (family, style), n = placed.most_common(1)[0]
    if 2 * n <= len(choices) or family not in ("latin", "latinl"):
        return texts
    out = list(texts)
    for k, ln in enumerate(choices):
        if ln.kind == LABEL and ln.index != k and (ln.family, ln.style) == (family, style):
            out[k] = ln.rest             # "B." in C's place: a slip of the label
        elif ln.kind == TEXT and k < len(LETTERS):
            own = LETTERS[k] if family == "latin" else LETTERS[k].lower()
            m = re.match(rf"{own}[ \t]+(?=\S)", ln.rest)
            if m and len(ln.rest) > m.end():
                out[k] = ln.rest[m.end():]   # "A his": the label without its full stop
    return out


#: a choice's letter glued to its text by a hyphen, no space: ``A-GTA V``
_HYPHENED = re.compile(r"([A-La-l])-(?=\S)")


def _hyphened(texts: list[str]) -> list[str]:
    """The texts without their labels when every one of them (two at least) opens with its place's letter and a
    hyphen, all in one case (``A-GTA V``, ``B-Tetris``); else as they are (``B-tree`` alone is a text)."""
    found = [_HYPHENED.match(text) for text in texts]
    if len(texts) < 2 or any(m is None or m.group(1).upper() != LETTERS[k] or len(text) == m.end()
                             for k, (m, text) in enumerate(zip(found, texts, strict=True))) \
            or len({m.group(1).isupper() for m in found if m is not None}) != 1:
        return texts
    return [text[m.end():].strip() for m, text in zip(found, texts, strict=True) if m is not None]


def _value(line: Line) -> str:
    """An answer line's value: after its key (``Odpowiedz: 2``), else the whole line."""
    return line.rest if line.kind == KEY else line.raw.strip()


def _named(value: str, texts: list[str], mode: str) -> list[int] | None:
    """The right choices an answer value names in a template's mode (``letter+text`` checks both)."""
    if mode != "letter+text":
        return resolve(value, texts, mode)
    m = _LETTER_TEXT.fullmatch(value.strip())
    if m is None:
        return None
    got = ([int(m.group(1)) - 1], "") if m.group(1).isdecimal() else answer_letters(m.group(1))
    if got is None or len(got[0]) != 1 or not 0 <= got[0][0] < len(texts):
        return None
    return got[0] if same(m.group(2)) == same(texts[got[0][0]]) else None


def _twice(texts: list[str], k: int | None = None) -> bool:
    """Whether two of the choices' texts are one (with ``k``: whether choice ``k``'s is another's too); a case apart is
    two texts (``String``, ``string``: two types of a language); placeholders of absent choices (``null``) are not
    choices written twice."""
    said = [" ".join(x.split()) for x in texts]
    if k is None:
        said = [x for x in said if not may_be_placeholder(x)]
        return len(set(said)) < len(said)
    return said.count(said[k]) > 1


def _mark(line: Line) -> str | None:
    got = lead_mark(line.raw.strip())
    return got[0] if got is not None and got[0] != "[ ]" else None


class _Reader:
    """The content lines of a file and the records a template reads in them."""

    def __init__(self, lines: list[Line], blocks: bool = False):
        self.lines = lines
        self.bare = {ln.number: bool(bare(_text(ln))) for ln in lines}
        field = _BLOCK_FIELD if blocks else _FIELD   # in blocks blank lines part, a field may be a few words more
        self.field = {ln.number: bool(field.fullmatch(_text(ln))) for ln in lines}
        self.mark = {ln.number: _mark(ln) for ln in lines}
        self.norm = {ln.number: same(ln.rest or _text(ln)) for ln in lines}
        self.memo: dict[tuple[Template, int, int], FixedRecord | None] = {}

    def length_at(self, t: Template, start: int) -> int:
        """The length of the record at ``start``: the period's, or, when the template's records count their
        choices, the length that count gives (the period's when the line is no count)."""
        at = start + t.pre + 1
        if not t.counted or at >= len(self.lines):
            return t.period
        text = _text(self.lines[at])
        if not text.isdecimal() or not MIN_CHOICES <= int(text) <= MAX_CHOICES:
            return t.period
        return t.period - t.choices(t.period) + int(text)

    def parts(self, t: Template, start: int, length: int) -> tuple[list[Line], Line, Line | None, list[Line],
                                                                     list[Line]] | None:
        """``(fields, question, answer line, choices, post fields)`` of the record at ``start``, or None; a
        line that counts the choices is the first of the post fields."""
        k = t.choices(length)
        if not MIN_CHOICES <= k <= MAX_CHOICES or start + length > len(self.lines):
            return None
        rec = self.lines[start:start + length]
        pre, stem = rec[:t.pre] + rec[t.pre + 1:t.pre + 1 + t.mid], rec[t.pre]
        if t.answer == "before":
            answer: Line | None = rec[t.pre + 1]
            choices = rec[t.pre + 2:t.pre + 2 + k]
        elif t.answer == "attr":         # each choice's value line after it: ``values`` gives them
            answer = None
            choices = rec[t.pre + 1:t.pre + 1 + 2 * k:2]
        else:
            first = t.pre + 1 + t.mid + t.counted
            choices = rec[first:first + k]
            answer = rec[first + k] if t.answer == "after" else None
        post = rec[length - t.post:] if t.post else []
        return pre, stem, answer, choices, [rec[t.pre + 1], *post] if t.counted else post

    def values(self, t: Template, start: int, k: int) -> list[Line]:
        """The value lines under the ``k`` choices of an "attr" record at ``start``."""
        return self.lines[start + t.pre + 2:start + t.pre + 2 + 2 * k:2]

    def read(self, t: Template, start: int, length: int) -> FixedRecord | None:
        """The record at ``start`` of ``length`` lines when the template reads it, else None."""
        key = (t, start, length)
        if key not in self.memo:
            self.memo[key] = self._read(t, start, length)
        return self.memo[key]

    def in_step(self, t: Template, start: int, depth: int = _LOOSE_RUN) -> FixedRecord | None:
        """A record of a file without answers whose question does not end as the others' do (``LAN``, ``A group
        of rhinos is called…``), when it has the period's length right after the record before and the record
        after it reads as it is (or the file ends), or is one such too, up to ``depth`` in a row: in step, so a
        question all the same."""
        rec = self._read(t, start, t.period, loose=True)
        after = start + t.period
        if rec is None or (after < len(self.lines) and self.read(t, after, t.period) is None
                           and (depth <= 1 or self.in_step(t, after, depth - 1) is None)):
            return None
        return rec

    def unanswered(self, t: Template, start: int, before: FixedRecord) -> FixedRecord | None:
        """A record that lacks its answer line alone, in a file whose records hold one: its question ending as the
        file's do, its choices as many and written as the record's before, the next record reading right after them
        (or the file's end). A question without its answer, said; never lines dropped."""
        if t.answer not in ("after", "before") or t.counted or not t.stem_end:
            return None
        length = t.period - 1
        rec = self._read(dataclasses.replace(t, answer="none", period=length), start, length)
        after = start + length
        if rec is None or not _text(rec.stem).endswith(t.stem_end) or len(rec.choices) != len(before.choices) or \
                [(ln.kind, ln.family, ln.style) for ln in rec.choices] != \
                [(ln.kind, ln.family, ln.style) for ln in before.choices] or \
                (after < len(self.lines) and self.read(t, after, self.length_at(t, after)) is None):
            return None
        rec.said = (f"no answer line where the file's other questions have one (lines {rec.lines[0].number}–"
                    f"{rec.lines[-1].number}): read as a question without its answer")
        return rec

    def _read(self, t: Template, start: int, length: int, loose: bool = False) -> FixedRecord | None:
        got = self.parts(t, start, length)
        if got is None:
            return None
        pre, stem, answer, choices, post = got
        if t.counted:
            count, post = post[0], post[1:]
            if _text(count) != str(len(choices)):
                return None
            pre = [*pre, count]          # a field of the record, said as one
        for ln, numeric in zip([*pre[:t.pre + t.mid], *post], t.numeric, strict=True):
            if t.answer == "attr" and ln in post:
                continue                 # a line after the choices and their values: the explanation
            if not self.field[ln.number] or (numeric and not _text(ln).isdigit()):
                return None
        if stem.kind in (CODE, SEP) or self.bare[stem.number] or any(ln.kind == CODE for ln in choices):
            return None
        if stem.wrap != t.wraps[0] or any(ln.wrap != t.wraps[1] for ln in choices):
            return None                  # "* question" over "- choice" lines: so in every record
        if t.answer == "attr":
            said = [same(_text(ln)) for ln in self.values(t, start, len(choices))]
            right = [k for k, v in enumerate(said) if v == t.values[0]]
            texts = _texts(choices, t.key)
            texts = lettered(texts) or texts
            if not right or any(v not in t.values for v in said) or len(set(map(same, texts))) < len(texts):
                return None
            return FixedRecord(self.lines[start:start + length], stem, choices, texts, right, None, pre,
                               explanation=post)
        if t.answer == "none":           # only the questions' ending and the choices' tell a record: both hold
            texts = _texts(choices, t.key)
            ends = [_text(ln).endswith(t.stem_end) for ln in choices]
            asks = _text(stem).endswith(t.stem_end)
            if not (asks or loose) or any(ends) or _twice(texts):
                return None
            return FixedRecord(self.lines[start:start + length], stem, choices, texts, None, None, [*pre, *post],
                               loose=not asks)
        if t.answer == "mark":
            if self.mark[stem.number] == t.mode:
                return None
            right = [k for k, ln in enumerate(choices) if self.mark[ln.number] == t.mode]
            if not right:
                return None
            texts = [lead[1] if k in right and (lead := lead_mark(text)) is not None else text
                     for k, text in enumerate(_texts(choices, t.key))]
            return FixedRecord(self.lines[start:start + length], stem, choices,
                               _hyphened(_slipped_labels(choices, texts)), right, None, [*pre, *post])
        assert answer is not None
        texts = _texts(choices, t.key)
        named = _named(_value(answer), texts, t.mode)
        if named is None and answer.kind == KEY:     # "In – at – until": a choice's text, not a key and its value
            named = _named(_text(answer), texts, t.mode)
        if named is None or (_twice(texts) and (length != t.period or any(_twice(texts, k) for k in named)
                                                or not t.stem_end or not _text(stem).endswith(t.stem_end))):
            return None                  # (a choice written twice, in a record of the period's length whose
                                         # question ends as the file's do, is a slip; else a record out of step)
        return FixedRecord(self.lines[start:start + length], stem, choices,
                           _hyphened(_slipped_labels(choices, texts)), named, answer, [*pre, *post])

    def read_all(self, t: Template) -> FixedReading:
        """The whole file read by ``t``, record by record: at each place the record that the next one
        follows, the period's length preferred, then one line shorter or longer (a question with three
        choices among questions of four), then a line or two skipped (said); a question that ends as
        most of the file's do is preferred to one that does not."""
        n = len(self.lines)
        records: list[FixedRecord] = []
        unread: list[list[Line]] = []
        i = lost = 0
        skipped: list[Line] = []
        while i < n:
            best: tuple[int, int, FixedRecord] | None = None     # (cost, lines skipped, record)
            for skip in range(4 if not records else 3):          # a title, a count before the first
                expected = self.length_at(t, i + skip)
                for length in self._lengths(t, expected):
                    rec = self.read(t, i + skip, length)
                    if rec is None:
                        continue
                    after = i + skip + length
                    following = next((r for r in (self.read(t, after, more) for more in
                                                  self._lengths(t, self.length_at(t, after))) if r is not None), None)
                    lost = after < n and following is None and any(ln.content for ln in self.lines[after:])
                    if lost and length != expected:
                        continue         # the next record does not read: only the period's length is sure
                    cost = (2 * skip if records else 0) + abs(length - expected) + 4 * lost + 3 * _twice(rec.texts)
                    if t.stem_end:
                        cost += 2 * (not _text(rec.stem).endswith(t.stem_end))
                        cost += 2 * (following is not None and not _text(following.stem).endswith(t.stem_end))
                    if best is None or cost < best[0]:
                        best = (cost, skip, rec)
                    if cost == 0:
                        break            # the period's length, in step: nothing reads better
                if best is not None and best[0] == 0:
                    break
            if best is None and t.answer == "none" and records and not skipped and \
                    (loose := self.in_step(t, i)) is not None:
                best = (0, 0, loose)
            if best is None and records and not skipped and (unanswered := self.unanswered(t, i, records[-1])):
                best = (0, 0, unanswered)
            if best is None:
                skipped.append(self.lines[i])
                i += 1
                lost += 1
                if lost > 0.2 * n + 3:
                    break                # too much unread for a fixed length: not this template (cheaply)
                continue
            skipped += self.lines[i:i + best[1]]
            lost += best[1]
            if skipped:
                unread.append(skipped)
                skipped = []
            records.append(best[2])
            i += best[1] + len(best[2].lines)
        lead = unread.pop(0) if unread and records and unread[0][0] is self.lines[0] else []
        return FixedReading(t, lead, records, unread, skipped + self.lines[i:])

    @staticmethod
    def _lengths(t: Template, expected: int) -> list[int]:
        """The lengths a record may have: the one its count of choices gives, else the period's first, then one
        line shorter or longer, then two."""
        if t.counted:
            return [expected]
        if t.answer == "attr":           # a choice more or less is two lines
            return [t.period, t.period - 2, t.period + 2]
        return [t.period, t.period - 1, t.period + 1, t.period - 2, t.period + 2]


def _templates(reader: _Reader, answers: tuple[str, ...] = ("after", "before", "mark", "attr"),
               prefix: int = _PREFIX) -> list[tuple[float, Template]]:
    """The templates the file's first records (``prefix`` of them) agree with, each with the share of them it
    reads (their answer standing as ``answers`` say)."""
    lines = reader.lines
    n = len(lines)
    out: list[tuple[float, Template]] = []
    for period in _PERIODS:
        for offset in _OFFSETS:
            count = min(prefix, (n - offset) // period)
            if count < 3:
                continue
            starts = [offset + r * period for r in range(count)]
            for pre in range(3):
                for post in range(3):
                    for answer in answers:
                        if answer == "none" and pre + post:
                            continue     # no answer to hold them apart: a short choice would read as a field
                        t = Template(period, offset, pre, post, answer, "")
                        k = t.choices(period)
                        if not MIN_CHOICES <= k <= MAX_CHOICES:
                            continue
                        learnt = _learn(reader, t, starts)
                        if learnt is not None:
                            out.append(learnt)
                    if pre < 2:          # a field line between the question and its choices (a level), the answer after
                        t = Template(period, offset, pre, post, "after", "", mid=1)
                        if MIN_CHOICES <= t.choices(period) <= MAX_CHOICES:
                            learnt = _learn(reader, t, starts)
                            if learnt is not None:
                                out.append(learnt)
    for offset in _OFFSETS:              # a line after the question counting the choices: records of any length
        for pre in range(3):
            for post in range(3):
                for answer in ("after", "mark"):
                    if answer not in answers:
                        continue
                    starts, lengths = _counted_starts(reader, offset, pre, post + (answer != "mark"))
                    if len(starts) < 3:
                        continue
                    period = Counter(lengths).most_common(1)[0][0]
                    learnt = _learn(reader, Template(period, offset, pre, post, answer, "", counted=True), starts)
                    if learnt is not None:
                        out.append(learnt)
    best: dict[tuple[int, int, int, str, str, bool, int], tuple[float, Template]] = {}
    for agree, t in out:                 # the offset was for learning only: reading skips a title itself
        key = (t.period, t.pre, t.post, t.answer, t.mode, t.counted, t.mid)
        if key not in best or agree > best[key][0]:
            best[key] = (agree, t)
    return list(best.values())


def _counted_starts(reader: _Reader, offset: int, pre: int, rest: int) -> tuple[list[int], list[int]]:
    """Where the first records start, and their lengths, when each counts its choices on the line after
    its question (``pre`` field lines before the question, ``rest`` lines besides the choices after the
    count): read one after the other from ``offset`` while a count is there."""
    starts: list[int] = []
    lengths: list[int] = []
    at = offset
    while len(starts) < _PREFIX and at + pre + 1 < len(reader.lines):
        text = _text(reader.lines[at + pre + 1])
        if not text.isdecimal() or not MIN_CHOICES <= int(text) <= MAX_CHOICES:
            break
        length = pre + 2 + int(text) + rest
        starts.append(at)
        lengths.append(length)
        at += length
    return starts, lengths


def _learn(reader: _Reader, t: Template, starts: list[int]) -> tuple[float, Template] | None:
    """``t`` with its answer's mode and its fields' kinds learnt from the records at ``starts``, and the
    share of them it reads, when that is half or more (a record out of step puts the next ones out of
    step too: the whole file read record by record decides); else None."""
    parts = [p for p in (reader.parts(t, s, reader.length_at(t, s)) for s in starts) if p is not None]
    if len(parts) < len(starts):
        return None
    half = 0.5 * len(parts)
    if sum(1 for p in parts if reader.bare[p[1].number] or p[1].kind in (CODE, SEP)) > half:
        return None                      # a question that is a number
    for k in range(t.pre + t.mid + (t.post if t.answer != "attr" else 0)):
        if sum(1 for p in parts if not reader.field[[*p[0], *p[4][t.counted:]][k].number]) > half:
            return None                  # a field line that is long text: a question's or a choice's
    verdicts = ("", "")
    if t.answer == "attr":
        got = _learn_values([[same(_text(ln)) for ln in reader.values(t, s, len(p[3]))]
                             for s, p in zip(starts, parts, strict=True)], reader, parts)
        if got is None:
            return None
        verdicts = got
    if t.answer not in ("mark", "attr", "none") and \
            sum(1 for p in parts if p[2] is not None and _answer_like(reader, p[2], p[3])) < half:
        return None                      # most answer lines must be a label, or a choice's text
    if t.answer == "mark" and sum(1 for p in parts if any(reader.mark[ln.number] for ln in p[3])) < half:
        return None
    if t.answer == "mark" and sum(1 for p in parts if all(reader.mark[ln.number] for ln in p[3])) >= half:
        return None                      # "* (a) text" on every choice: the list's bullet, no mark of the right ones
    placed = [ln.index == k for p in parts for k, ln in enumerate(p[3]) if ln.kind == LABEL]
    if placed and sum(placed) < 0.5 * len(placed):
        return None                      # "B." as the first choice, "1." among them: labels out of step
    columns = [[p[3][k] for p in parts] for k in range(min(len(p[3]) for p in parts))]
    bares = [sum(1 for ln in column if reader.bare[ln.number]) / len(column) for column in columns]
    if max(bares) >= _AGREE and min(bares) < 0.5:
        return None                      # a "choice" that is a number in every record: a level, an answer
    fields = [[*p[0], *p[4][t.counted:]] for p in parts]
    numeric = tuple(all(_text(f[k]).isdigit() for f in fields) for k in range(t.pre + t.mid + t.post))
    stems = [_text(p[1]) for p in parts]
    if sum(1 for x in stems if _FIELD.fullmatch(x)) >= 0.8 * len(stems) and len(set(stems)) < 0.5 * len(stems):
        return None                      # "T102" on most records: a field, not the question
    keys = Counter(ln.family if ln.kind == KEY else "" for p in parts for ln in p[3])
    key = next((k for k, n in keys.items() if k and n >= _AGREE * sum(keys.values())), "")
    spread = 0
    if t.answer == "none":               # no answer to hold records in step: questions that ask, choices that do not
        mode, unsure = "", False
        stem_end = _ending(stems, [_text(ln) for column in columns for ln in column])
        if not stem_end or sum(1 for x in stems if x.endswith(stem_end)) < _AGREE * len(stems):
            return None
        t = dataclasses.replace(t, stem_end=stem_end)
    elif t.answer == "attr":
        mode, unsure = verdicts[0], False
    elif t.answer == "mark":
        marks = Counter(m for p in parts for m in {_mark(ln) for ln in p[3]} if m is not None)
        if not marks:
            return None
        mode, unsure = marks.most_common(1)[0][0], False
    else:
        values = []
        for p in parts:
            assert p[2] is not None
            values.append((_value(p[2]), _texts(p[3], key)))
        mode, unsure, resolved = mode_of(values)
        both = sum(1 for v, texts in values if _named(v, texts, "letter+text") is not None)
        if both > resolved:
            mode = "letter+text"
        if not mode:
            return None
        spread = len({k for v, texts in values for k in (_named(v, texts, mode) or [])})
    stem_wrap = Counter(p[1].wrap for p in parts).most_common(1)[0][0]
    choice_wrap = Counter(ln.wrap for p in parts for ln in p[3]).most_common(1)[0][0]
    learnt = Template(t.period, t.offset, t.pre, t.post, t.answer, mode, unsure, numeric, (stem_wrap, choice_wrap),
                      key, t.stem_end or _ending(stems, [_text(ln) for column in columns for ln in column]), t.counted,
                      verdicts, t.mid, spread)
    read = sum(1 for s in starts if reader.read(learnt, s, reader.length_at(learnt, s)) is not None) / len(starts)
    return (read, learnt) if read >= 0.5 else None


def _learn_values(said: list[list[str]], reader: _Reader, parts: list[tuple[list[Line], Line, Line | None,
                                                                          list[Line], list[Line]]]
                 ) -> tuple[str, str] | None:
    """The two values of the lines under each choice (``0`` and ``1``), the right one first: the one most
    records hold on one or a few choices and not on all; None when the lines are not so."""
    counts = Counter(v for vs in said for v in vs)
    two = [v for v, _ in counts.most_common(2)]
    if len(two) != 2 or counts[two[0]] + counts[two[1]] < _AGREE * sum(counts.values()) \
            or any(len(v) > 16 for v in two):
        return None                      # short tokens, two of them
    if all(reader.bare[ln.number] for p in parts for ln in p[3]):
        return None                      # the "choices" are labels alone: not this shape
    for right, wrong in (two, two[::-1]):
        held = [vs for vs in said if set(vs) <= {right, wrong}]
        some = sum(1 for vs in held if 0 < vs.count(right) < len(vs))
        if some >= _AGREE * len(held) and sum(vs.count(right) for vs in held) < sum(vs.count(wrong) for vs in held):
            return right, wrong
    return None


def _answer_like(reader: _Reader, line: Line, choices: list[Line]) -> bool:
    """Whether a line could name one of the choices: a bare label or number, a letter and a text, a text
    that ends one of them (``c) Firewall`` and ``Firewall``); cheap, before the mode is learnt."""
    if line.kind in (CODE, SEP):
        return False
    value = _value(line)
    if reader.bare[line.number] or _LETTER_TEXT.fullmatch(value):
        return True
    want = same(value)
    return any(want.endswith(reader.norm[c.number]) for c in choices)


def _ending(stems: list[str], choices: list[str]) -> str:
    """The character (``?``, ``:``) that ends most questions and hardly a choice, if any: where a record
    ends is then surer."""
    for end in "?:？：":
        asks = sum(1 for x in stems if x.endswith(end)) / max(1, len(stems))
        if asks >= 0.5 and asks >= 3 * sum(1 for x in choices if x.endswith(end)) / max(1, len(choices)):
            return end
    return ""


def fixed_records(lines: list[Line]) -> FixedReading | None:
    """The file read as records of a fixed number of lines, when a template reads most of it; else None.

    Only for files with hardly a blank line between their first and last lines (a file whose blank
    lines part its questions is the layout reader's)."""
    sections = section_lines(lines)      # "!GEOGRAPHY" over every ten records: no record's line
    content = [ln for ln in lines if ln.kind != BLANK and ln.number not in sections]
    if len(content) < 9 or any(ln.kind == CODE for ln in content):
        return None
    first, last = content[0].number, content[-1].number
    inner_blanks = sum(1 for ln in lines if ln.kind == BLANK and first < ln.number < last)
    seps = sum(ln.kind == SEP for ln in content)   # a few are text ("#", "&" as choices); more part questions
    even = _even_blocks(lines) if inner_blanks > max(2, 0.02 * len(content)) else None
    if seps > max(1, 0.02 * len(content)):
        return None                      # separators part its questions: not for this reader
    if inner_blanks and even is None and inner_blanks <= max(2, _EMPTY_CHOICES * len(content)):
        # a few blank lines, each a choice left empty (``C-text``, a blank line, the answer line): read as lines
        blanks = {ln.number for ln in lines if ln.kind == BLANK and first < ln.number < last}
        got = fixed_records([dataclasses.replace(ln, kind=TEXT) if ln.number in blanks else ln for ln in lines])
        if got is not None and (kept := _without_empty(got, blanks)) is not None:
            return kept
    if inner_blanks > max(2, 0.02 * len(content)) and even is None:
        return None                      # blank lines part its questions: the layout reader's
    reader = _Reader(content, even is not None)
    templates = [(a, t) for a, t in _templates(reader) if even is None or (t.period == even[0] and not t.counted)]
    best = _best_reading(reader, templates, len(content), even[1] if even else None)
    if best is None and even is None:    # no answer read: the questions that ask, the choices under them, unanswered
        best = _best_reading(reader, _templates(reader, ("none",)), len(content))
    if best is None and even is None:    # a section's line every few records: learnt from the records before it
        best = _best_reading(reader, _templates(reader, prefix=_SHORT_PREFIX), len(content)) or \
            _best_reading(reader, _templates(reader, ("none",), _SHORT_PREFIX), len(content))
    return dataclasses.replace(best, sections=sections) if best is not None and sections else best


def _without_empty(reading: FixedReading, blanks: set[int]) -> FixedReading | None:
    """A reading of a file whose blank lines were read as lines, when each stands among a record's choices, its
    choices less them (a choice left empty, never the right one); None when one stands elsewhere."""
    for r in reading.records:
        empty = [k for k, ln in enumerate(r.choices) if ln.number in blanks]
        if not empty:
            continue
        keep = [k for k in range(len(r.choices)) if k not in empty]
        if len(keep) < MIN_CHOICES or (r.answer is not None and any(k in empty for k in r.answer)):
            return None
        r.answer = None if r.answer is None else [keep.index(k) for k in r.answer]
        r.emptied = [r.choices[k].number for k in empty]
        r.choices, r.texts = [r.choices[k] for k in keep], _hyphened([r.texts[k] for k in keep])
    return reading if blanks <= {n for r in reading.records for n in r.emptied} else None


def _even_blocks(lines: list[Line]) -> tuple[int, set[int]] | None:
    """The length of the blocks blank lines part the file into, when nine blocks in ten (three at least) have that
    one length of more lines than a question and two choices hold (each block then a record of fixed lines:
    fields, the question, the answer, the choices, as a program wrote them), and the line each block starts at;
    else None."""
    blocks: list[int] = []
    starts: set[int] = set()
    run = 0
    for ln in [*lines, Line(0, "", BLANK, "")]:
        if ln.kind == BLANK:
            if run:
                blocks.append(run)
            run = 0
        else:
            if not run:
                starts.add(ln.number)
            run += 1
    if len(blocks) < 3:
        return None
    length, count = Counter(blocks).most_common(1)[0]
    return (length, starts) if length >= 4 and count >= _AGREE * len(blocks) else None


def _best_reading(reader: _Reader, templates: list[tuple[float, Template]], size: int,
                  blocks: set[int] | None = None) -> FixedReading | None:
    """Of the templates that read the most of the first records, the one that reads the most of the file
    (``size`` content lines), when it reads most of it; else None. ``blocks``: the lines blank lines start blocks
    at, where nine records in ten must start."""
    best: FixedReading | None = None
    best_key: tuple[int, int, int, int] = (0, 0, 0, 0)
    candidates = sorted(templates, key=lambda c: (-c[0], c[1].period, c[1].pre + c[1].mid + c[1].post, -c[1].spread))
    for _, tried in candidates[:_TRIED]:
        got = reader.read_all(tried)
        end = _ending([_text(r.stem) for r in got.records], [r.texts[-1] for r in got.records])
        t = dataclasses.replace(tried, stem_end=end if tried.answer != "none" else tried.stem_end)
        if end != tried.stem_end:        # read again, the questions' ending known: records stay in step
            got = reader.read_all(t)
        if not t.counted and sum(1 for r in got.records if len(r.lines) == t.period) < 0.8 * len(got.records):
            continue                     # most records must have the period's length: a fixed length
        if blocks is not None and sum(r.lines[0].number in blocks for r in got.records) < _AGREE * len(got.records):
            continue                     # records out of step with the blocks the blank lines make
        held = sum(len(r.lines) for r in got.records)
        stems = sum(len(_text(r.stem)) for r in got.records)   # the question is the record's longest line
        left = sum(len(run) for run in got.unread) + sum(1 for ln in got.trail if ln.content)
        key = (held, len(got.records), -left, stems)   # lines left after the last record are said: fewer is better
        if best is None or key > best_key:
            best, best_key = got, key
        if best_key[0] >= 0.97 * size and not best_key[2]:
            break                        # (nearly) every line read, none left: none reads better; each try costs
    if best is None or best_key[0] < 0.8 * size:
        return None
    return best
