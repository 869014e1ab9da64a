"""Which reading of a source to keep: candidate readings measured by their fit, the best kept, doubt said.

A source can be read more than one way: by the format its suffix or ``--format`` names, by another
format its text could be (a ``.txt`` that is a sheet, Aiken or GIFT), by its own repeating
layout (``importers/layout.py``'s ``LayoutReader``), or by the shape an app's data file's records share
(``importers/recordshape.py``, tried after the layout reading: it loses ties to it). ``choose`` reads it the first
way; when that does not fit well (``fit.GOOD``) or fails, it reads it the other ways too, each into
its own diagnostics, and measures each reading by ``fit.fit`` (format-independent: questions of 2-8
choices, lines used, answers, numbered items found). Not so a ``.gift``, ``.csv``, ``.tsv`` or
``.aiken`` file, nor a text holding what only GIFT or a sheet holds, that its syntax reads: a syntax
of its own, and what it cannot hold (a GIFT matching question) is no sign of another reading.

* ``--format auto``: the best reading is kept (the first one unless another is better by
  ``_MARGIN`` and answers as many questions, or better by less, answering as many, shaped as well and finding more
  of the items the source numbers (``_counts_more``); a reading whose texts keep a label every one of them begins
  with (``sharedheads.py``) is measured as not clean; rivals that fit alike are ranked by ``_rank``, but one a hair
  (``_TIE``) under the top that finds more questions and answers more is kept, *not sure* said; when the first
  failed, the top rival when it fits half well by its shape, answers aside: a file may give none); only its
  diagnostics are said, and the import's summary
  names it (``(Markdown)``, ``(its own repeating layout)``);
* ``--format X``: X's reading is kept, but when another fits far better (``_FAR``), a warning says so
  and which ``--format`` reads it;
* when the kept reading does not fit well and another reading, nearly as good, answering as many, using
  as many lines and itself well shaped (choices apart, no numbers kept in texts), finds a different
  number of questions, or when it fits badly (``_LOW``) and nothing at its line says so, a warning says
  *not sure* at the first line in doubt, with what the reading left (``Fit.doubts``); and when another
  reading that reads most of the file too finds the same questions but other right answers to a fifth of
  them, *not sure* at the first such question: a run is never wrong in silence because two readers
  disagreed.

A ``.csv`` that is a sheet of one column, each line a cell quoted when it holds the delimiter
(``csvonecolumn``), is read by the other readers with each line as its cell's text.

``finish`` is what every reading gets after its reader, before it is measured (labels taken off:
``convert.read_source`` passes it). The other readings cost time only for sources that the first
did not read well, and only under ``_LARGEST`` (a stranger's megabytes are read once).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.answerlines import unsay
from quizdeck.importers.base import LIKELY, Source
from quizdeck.importers.choicemarks import RIGHT_SYMBOLS
from quizdeck.importers.csvonecolumn import one_column
from quizdeck.importers.fit import GOOD, Fit, fit, running_count
from quizdeck.importers.formats import FORMATS, Format, detect
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.keyedblocks import keyed_format
from quizdeck.importers.layout import LayoutReader
from quizdeck.importers.periodrecords import period_format
from quizdeck.importers.programrecords import program_format
from quizdeck.importers.recordshape import RecordShapeReader
from quizdeck.importers.sharedheads import kept_heads
from quizdeck.importers.signpairs import sign_pair_format
from quizdeck.importers.tells import ALL_MARKED, marked_nearly_all
from quizdeck.importers.textless import leave_out_textless
from quizdeck.importers.typedrecords import typed_format

#: another reading replaces the first under ``--format auto`` when its score is higher by this much
_MARGIN = 0.1
#: under ``--format X``, another reading whose score is higher by this much is named in a warning
_FAR = 0.3
#: a kept reading under this score is said to be in doubt even when no other reading rivals it
_LOW = 0.45
#: a rival reading within this much of the kept one's score, finding another count, makes it doubtful
_CLOSE = 0.15
#: rival readings this close in score tie: the one that finds and answers more questions is kept, "not sure" said
_TIE = 0.01

#: a reading that uses this share of the source's lines reads most of it (``_disagreement``)
_MOST_READ = 0.8

#: a reading that answers fewer than this share of its questions answers them by accident, not by the file's
#: convention (a line that happens to read as an answer): its few answers do not hold a better fit off
_FEW = 0.2

#: a first reading answering this share of its questions or more (not all) answers by the file's convention
_HALF = 0.5

#: a source longer than this (characters) is read one way only: a second reading must stay cheap
_LARGEST = 1 << 20
#: readers of one family: a source read as one is not read again as the other
_FAMILY = {"text", "markdown"}

Finish = Callable[[ImportedDeck, Source, Diagnostics], None]


@dataclass
class Reading:
    """One way a source was read: its format, its deck, what its reader said, how well it fits."""

    form: Format
    deck: ImportedDeck
    diags: Diagnostics
    fit: Fit

    @property
    def failed(self) -> bool:
        return bool(self.diags.errors)

    def describe(self) -> str:
        """``read as Markdown: 12 questions, 10 with answers``."""
        n = self.fit.questions
        answered = round(self.fit.answered * n)
        return f"read as {self.form.display}: {n} question{'s' if n != 1 else ''}, {answered} with answers"


@dataclass(frozen=True)
class Doubt:
    """A warning the arbiter has for the kept reading: said after the second look (``convert.read_source``)."""

    pos: Pos
    message: str
    hint: str | None
    always: bool     # said even when something else was said at the source's lines already


@dataclass
class Choice:
    """The reading kept, and the doubts about it."""

    reading: Reading
    readings: list[Reading]
    doubts: list[Doubt]

    @property
    def deck(self) -> ImportedDeck:
        return self.reading.deck

    @property
    def form(self) -> Format:
        return self.reading.form


def layout_format() -> Format | None:
    """The repeating-layout reading (``importers/layout.py``'s ``LayoutReader``); a test may take it away."""
    return Format("layout", "its own repeating layout", (), LayoutReader)


def records_format() -> Format | None:
    """The record-shape reading (``importers/recordshape.py``): an app's data file, its records' roles learnt."""
    return Format("records", "the shape its records share", (), RecordShapeReader)


def read_as(form: Format, source: Source, finish: Finish | None, numbered: int | None = None) -> Reading:
    """``source`` read by ``form`` into its own diagnostics, finished and measured."""
    diags = Diagnostics()
    deck = form.read(source, diags)
    leave_out_textless(deck, diags)   # "**Q16.**" alone over choices: the source's slip, said, sinks no reading
    if finish is not None and not diags.errors:
        finish(deck, source, diags)
    if not diags.errors:
        leave_out_open(deck, diags)   # a question whose only choice is its marked answer: an open question
    measured = fit(deck, source.lines, numbered)
    if (kept := kept_heads(deck)) > 0:   # "Вопрос   text", "?????   choice": labels left in are not clean
        measured = replace(measured, clean=min(measured.clean, 1 - kept))
    return Reading(form, deck, diags, measured)


def _others(source: Source, first: Format) -> list[Format]:
    """The other readings worth trying: the formats whose text this could be (plain text and Markdown are
    one reader family: one of them is enough), and the layout reader; none for a source over ``_LARGEST``."""
    if len(source.text) > _LARGEST:
        return []
    out = [f for f in FORMATS if f is not first and f.reader.sniff(source.text) > 0
           and not {f.name, first.name} <= _FAMILY]
    # (after the layout reader: ties)
    for other in (layout_format(), records_format(), program_format(), period_format(), typed_format(),
                  sign_pair_format(), keyed_format()):
        if other is not None and other.reader is not first.reader:
            out.append(other)
    return out


def choose(source: Source, named: Format | None, given: bool, finish: Finish | None = None) -> Choice:
    """Read ``source`` as ``named`` (else as the format its text is likeliest in) and, when that does not
    fit well, the other ways too; keep the best (or, ``given``, the named one) and say what is in doubt."""
    first_form = named or detect(source.text, source.suffix)
    numbered = running_count(source.lines)
    first = read_as(first_form, source, finish, numbered)
    readings = [first]
    # .gift, .csv, or a .txt holding what only GIFT or a sheet holds: a syntax of its own, read by it only
    by_grammar = not given and first_form.name not in _FAMILY and first_form.sniff(source.text, source.suffix) >= LIKELY
    if first.failed or ((first.fit.score < GOOD or _half_sure(first)) and not by_grammar):
        unquoted = one_column(source.text) if first_form.name == "csv" else None   # "Yes, always.": the sheet's quotes
        text = source if unquoted is None else Source(source.where, source.name, unquoted)
        readings += [read_as(form, text, finish, numbered) for form in _others(text, first_form)]
    best = _best(readings)
    marked = None
    if best is not None and len(readings) > 1 and marked_nearly_all(best.deck):   # its own tell on ~every question
        other = _top([r for r in readings if not r.failed and r.fit.questions >= ALL_MARKED * best.fit.questions
                      and r.fit.score >= _LOW and not marked_nearly_all(r.deck)])
        if other is not None:
            marked, best = best, other
    kept = first if given or best is None else best
    doubts = _doubts(kept, first, best, readings, source, given)
    if marked is not None and kept is best:   # the better-scoring reading left out for its own tell: never in silence
        doubts.insert(0, Doubt(_where(kept, source),
                               f"not sure: {kept.describe()}; {marked.describe()}, which fits better by its shape, "
                               "but one choice of nearly every question it reads carries the same words",
                               "check the written questions against the source; --format names the format to read "
                               "it as", always=True))
    return Choice(kept, readings, doubts)


def _best(readings: Sequence[Reading]) -> Reading | None:
    """The reading to keep: the first unless another without errors scores higher by ``_MARGIN`` and answers
    as many questions (answers read are the surest sign of a reading that understood the file), or the first
    failed and another fits at least half well; None when all failed."""
    first = readings[0]
    rivals = [r for r in readings[1:] if not r.failed and r.fit.questions]
    top = _top(rivals)
    if top is None:
        return None if first.failed else first
    if first.failed:
        # (judged by its shape: a file that gives no answers cannot fit well with answers weighed in)
        return top if top.fit.score_answering(1.0) >= 0.5 else None
    better = [r for r in rivals if (r.fit.score >= first.fit.score + _MARGIN and _answered(r) >= _answered(first))
              or (_by_accident(first) and _shape_score(r) >= _shape_score(first) + _MARGIN / 2
                  and r.fit.used >= first.fit.used + _MARGIN)
              or _counts_more(r, first) or _answers_more(r, first)]
    return _top(better) or first


def _half_sure(first: Reading) -> bool:
    """Whether a first reading that fits well is still worth weighing against the others: it answers most of its
    questions but not all (the file answers, the reading missed some) and some of them are out of shape."""
    return _HALF <= first.fit.answered < 1 and first.fit.shaped < 1


def _answers_more(rival: Reading, first: Reading) -> bool:
    """Whether ``rival`` fits better than ``first`` (by less than ``_MARGIN`` too), finds as many questions, every
    one of them in shape and answered, where ``first`` left some unanswered or out of shape (``_half_sure``): the
    answers the file gives, all read, are evidence a score's hair is not."""
    return (_half_sure(first) and rival.fit.score > first.fit.score and rival.fit.questions >= first.fit.questions
            and rival.fit.shaped == 1 and rival.fit.answered == 1 and rival.fit.distinct >= first.fit.distinct)


def _counts_more(rival: Reading, first: Reading) -> bool:
    """Whether ``rival`` fits better than ``first`` (by less than ``_MARGIN`` too), answers as many, shapes its
    questions as well, and finds more of the items the source numbers: the count the file shows is evidence a
    score's hair is not."""
    return (rival.fit.score > first.fit.score and _answered(rival) >= _answered(first)
            and rival.fit.shaped >= first.fit.shaped and rival.fit.counted > first.fit.counted)


def _top(readings: Sequence[Reading]) -> Reading | None:
    """The best ranked of ``readings`` (``_rank``), unless another fits all but as well (``_TIE``) and finds more
    questions and answers more of them: a near tie is no evidence, what was read is."""
    top = max(readings, key=_rank, default=None)
    if top is None:
        return None
    near = [r for r in readings if _near_tie(r, top)]
    return max(near, key=_rank) if near else top


def _near_tie(rival: Reading, kept: Reading) -> bool:
    """Whether ``rival`` fits all but as well as ``kept`` and finds more questions, answering more of them."""
    return (rival is not kept and rival.fit.score >= kept.fit.score - _TIE and rival.fit.questions > kept.fit.questions
            and _answered(rival) > _answered(kept))


def _by_accident(reading: Reading) -> bool:
    """Whether a reading answers a few of its questions only (under ``_FEW``): lines that happen to read as
    answers, not a convention of the file's."""
    return reading.fit.answered < _FEW


def _shape_score(reading: Reading) -> float:
    """A reading's fit with a few answers read by accident counted as none: how well it takes the file's
    lines into questions, whatever a line here or there gave as an answer."""
    return reading.fit.score_answering(0.0) if _by_accident(reading) else reading.fit.score


def _rank(reading: Reading) -> tuple[float, int, bool]:
    """How a reading ranks among rivals: its fit; on a tie, the more questions answered, then answers that
    differ from question to question (read from the file) over one place for all (a sheet's "the first
    choice is right" guess); the earlier reading on a tie of all three."""
    places = {tuple(q.answer) for q in reading.deck.questions if q.answer is not None}
    return reading.fit.score, _answered(reading), len(places) > 1


def _answered(reading: Reading) -> int:
    return sum(1 for q in reading.deck.questions if q.answer is not None)


def _where(reading: Reading, source: Source) -> Pos:
    """The first line in doubt in a reading: its first unused line, else its first odd question, else line 1."""
    line = reading.fit.first_unused or (reading.fit.odd[0] if reading.fit.odd else 1)
    return Pos(source.where, line, 1)


def _doubts(kept: Reading, first: Reading, best: Reading | None, readings: Sequence[Reading], source: Source,
            given: bool) -> list[Doubt]:
    out: list[Doubt] = []
    if first.failed and kept is not first and source.suffix in first.form.suffixes and first.form.name not in _FAMILY:
        # a .csv (.gift, .aiken) its own syntax refuses, read another way: never in silence
        error = first.diags.errors[0]
        out.append(Doubt(error.pos, f"not sure: read as {first.form.display}, as the file's name says, it fails "
                                    f"({error.message}); {kept.describe()} instead",
                         "check the written questions against the source; fix the file, or --format names the "
                         "format to read it as", always=True))
    if given and best is not None and best is not first and best.fit.score >= first.fit.score + _FAR:
        doubts = "; ".join(first.fit.doubts()) or "it fits poorly"
        how = f"--format {best.form.name}" if best.form.name in {f.name for f in FORMATS} else "--format auto"
        out.append(Doubt(_where(first, source),
                         f"read as {first.form.display} as --format says, but {doubts}; {best.describe()}",
                         f"{how} reads it so", always=True))
        return out
    if kept is not first and _answered(first) > _answered(kept):
        out.append(_answers_left(kept, first, source))
    if first.failed and kept is not first and kept.fit.score < 0.5 and first.form.name in _FAMILY:
        # the first reading found nothing and another, kept by its shape alone, read the file: never in silence
        error = first.diags.errors[0]
        doubts = "; ".join(kept.fit.doubts())
        said = error.message.split(" (read as ")[0]
        out.append(Doubt(_where(kept, source), f"not sure: read as {first.form.display}, it fails ({said}); "
                                               f"{kept.describe()}{'; ' + doubts if doubts else ''}",
                         "check the written questions against the source; --format names the format to read it "
                         "as", always=True))
    tied = [r for r in readings if not r.failed and r.fit.score > kept.fit.score and _near_tie(kept, r)]
    if tied:
        out.append(Doubt(_where(kept, source), f"not sure: {kept.describe()}; {tied[0].describe()}, which fits "
                                               "the file as well but finds and answers fewer",
                         "check the written questions against the source; --format names the format to read it "
                         "as", always=True))
    rivalry = _rivalry(kept, readings, source)
    return out + (rivalry or _disagreement(kept, readings, source))


def _answers_left(kept: Reading, first: Reading, source: Source) -> Doubt:
    """The doubt when the kept reading fits far better than the first but answers fewer questions: the first's
    few answers, read by accident or not, are left out; said at the first of them."""
    answered = [q for q in first.deck.questions if q.answer is not None]
    line = answered[0].pos.line if answered else 1
    n = len(answered)
    return Doubt(Pos(source.where, line, 1),
                 f"not sure: {kept.describe()}, as it fits the file far better; {first.describe()}: "
                 f"{'its answer' if n == 1 else f'the answers of those {n}'} left out (this one first)",
                 "check the answers against the source; --format names the format to read it as", always=True)


def _rivalry(kept: Reading, readings: Sequence[Reading], source: Source) -> list[Doubt]:
    """"Not sure" when the kept reading does not fit well and another, nearly as good, counts otherwise;
    or when it fits badly."""
    score = kept.fit.score
    if kept.failed or score >= GOOD:
        return []
    n = kept.fit.questions
    rivals = [r for r in readings if r is not kept and not r.failed and r.fit.questions
              and r.fit.score >= score - _CLOSE and abs(r.fit.questions - n) > max(1, 0.1 * n)
              and _answered(r) >= _answered(kept) and r.fit.used >= kept.fit.used - 0.05
              and r.fit.clean >= 0.9 and r.fit.shaped >= 0.9]
    doubts = "; ".join(kept.fit.doubts())
    if rivals:
        rival = max(rivals, key=lambda r: r.fit.score)
        return [Doubt(_where(kept, source),
                      f"not sure: {kept.describe()}{'; ' + doubts if doubts else ''}; {rival.describe()}",
                      "check the written questions against the source; --format names the format to read it as",
                      always=True)]
    if score < _LOW and doubts:
        return [Doubt(_where(kept, source), f"not sure: {kept.describe()}; {doubts}",
                      "check the written questions against the source", always=False)]
    return []


def _question_key(text: str) -> str:
    """A question's text as two readings of one source are matched by: its words, case and marks aside."""
    return " ".join("".join(ch if ch.isalnum() else " " for ch in text.casefold()).split())[:80]


def _agree(a: ImportedQuestion, b: ImportedQuestion) -> bool:
    """Whether two readings of a question name the same right choices: by place, or by their texts (words
    only: a label kept by one reading leaves its letter, and the places then say it)."""
    def texts(q: ImportedQuestion) -> set[str]:
        return {_question_key(q.choices[k].text) for k in q.answer or [] if k < len(q.choices)}
    return set(a.answer or []) == set(b.answer or []) or texts(a) == texts(b)


def _disagreement(kept: Reading, readings: Sequence[Reading], source: Source) -> list[Doubt]:
    """"Not sure" when another reading that reads most of the file as the kept one does finds the same questions
    but other right answers for many of them (a fifth of those both answer, three at least): which reading is
    right cannot be told from their fit, and keeping one in silence would be a guess."""
    if kept.failed or kept.fit.used < _MOST_READ:
        return []
    mine = {_question_key(q.text): q for q in kept.deck.questions if q.answer}
    for rival in readings:
        if rival is kept or rival.failed or rival.fit.used < _MOST_READ:
            continue
        pairs = [(mine[k], q) for q in rival.deck.questions if q.answer and (k := _question_key(q.text)) in mine]
        if len(pairs) < max(5, 0.5 * len(mine)):
            continue
        differ = [a for a, b in pairs if not _agree(a, b)]
        if len(differ) >= max(3, 0.2 * len(pairs)):
            return [Doubt(differ[0].pos, f"not sure: {kept.describe()}; {rival.describe()}, but the two give other "
                                         f"right answers to {len(differ)} of the {len(pairs)} questions both read "
                                         f"(this one first)",
                          "check the answers against the source; --format names the format to read it as",
                          always=True)]
    return []


def say_doubts(choice: Choice, source: Source, diags: Diagnostics) -> None:
    """Say the arbiter's doubts about the kept reading; one that is not ``always`` only when nothing was
    said about the source yet (the second look or the reader said what is wrong already, or it failed)."""
    said = choice.reading.failed or any(d.pos.path == source.where for d in diags.warnings)
    for doubt in choice.doubts:
        if doubt.always or not said:
            diags.warning(doubt.pos, doubt.message, doubt.hint)


# -- answer-only questions: one choice, and that one marked right ("- RNN ✅") --------------------------------------
# Study files mix multiple-choice questions with answer-only cards: the question, then a list of one item, its
# answer, marked the way the file marks right choices. Read as a question of one choice it is no question a card can
# ask, and the reader, finding no second choice, leaves its mark in the text and its answer unread: an open question,
# taken out of every reading before it is measured (its lines page furniture), said once at the first with the
# others' lines; the reader's "the source gives no answer" for them taken back. One choice without a mark stays
# (the second look says it). Patterns anchored, linear in the choice's length.

#: a right-answer symbol at the start or the end of a choice's text (a variation selector after it or not)
_MARK = re.compile(rf"^[ \t]*[{RIGHT_SYMBOLS}]\ufe0f?(?=[ \t]*\S)|[ \t][{RIGHT_SYMBOLS}]\ufe0f?[ \t]*$")
#: the lines named in the warning's hint, at most
_SHOWN_OPEN = 12


def _answer_only(q: ImportedQuestion) -> str | None:
    """The mark of a question whose only choice carries a right-answer symbol, else None."""
    if len(q.choices) != 1:
        return None
    m = _MARK.search(q.choices[0].text)
    return m.group(0).strip() if m is not None else None


def leave_out_open(deck: ImportedDeck, diags: Diagnostics) -> None:
    """Take the answer-only questions out of ``deck`` (see the module's docstring), said at the first of them."""
    found = [(q, mark) for q in deck.questions if (mark := _answer_only(q)) is not None]
    if not found:
        return
    out = {id(q) for q, _ in found}
    deck.questions[:] = [q for q in deck.questions if id(q) not in out]
    for q, _ in found:
        for start, end in q.lines:
            deck.skip(start, end)
    unsay(diags, {q.pos for q, _ in found})
    head, mark = found[0]
    n = len(found)
    others = [str(q.pos.line) for q, _ in found[1:]]
    shown = ", ".join(others[:_SHOWN_OPEN]) + (", ..." if len(others) > _SHOWN_OPEN else "")
    more = f" (and {n - 1} more like it, left out too)" if n > 1 else ""
    diags.warning(head.pos, f"its only choice is its answer, marked {mark!r}: an open question, left out (no "
                             f"question a card can ask without other choices){more}",
                  hint="write the other choices under it to import it" + (f"; the others at lines {shown}"
                                                                           if others else ""))
