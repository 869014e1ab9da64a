"""What an importer makes of a source: a deck of questions, before it is written as YAML.

Everything here is what the source *says*; what it leaves unknown (no answer, one
choice) stays unknown, and ``check`` reports it in the written file at its line.

Every source line is accounted for. A reader records, with 1-based inclusive line
numbers of the source:

* ``question.use(first, last)``: the lines a question was read from (its text, choices,
  answer, explanation, source; a `<details>` wrapper or a sub-heading inside its answer too);
* ``deck.use(first, last)``: the lines that went into the deck itself (its name, description,
  category, tags);
* ``deck.skip(first, last)``: page furniture knowingly left out (front matter, a table of
  contents, "Back to top" links, rules, comments, a spreadsheet's header row).

Every other non-blank line is *not used*: ``ImportedDeck.unused(lines)`` lists them, and the
import summary prints them (``lines not used: 3–5, 210–214``) next to the counts of
``ImportedDeck.summary``. A part of the source that could not be read (a spreadsheet row, an
answer line) is written into the YAML as it is, for the user to fix at its place; the reader
reports it with ``base.Importer.needs_attention`` (a warning at the line), and ``import`` then
exits 1 after writing (see docs/importing.md, "Exit status").
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from quizdeck.core.diagnostics import Pos
from quizdeck.core.identity import unique_id
from quizdeck.source.names import is_id

_PLACEHOLDER = re.compile(r"\{([ns]|[0-9])\}")   # the count, the plural's s, a quoted part in a mend's words


@dataclass
class ImportedChoice:
    """A choice as the source gives it."""

    text: str
    why: str | None = None


@dataclass
class ImportedQuestion:
    """A question as the source gives it."""

    pos: Pos                                   # where the question starts in the source
    text: str
    choices: list[ImportedChoice] = field(default_factory=list)
    answer: list[int] | None = None            # indices of the right choices; None when the source gives none
    raw_answer: str | None = None              # the source's answer as given, when it names no choice (written
                                               # as `answer:` for `check` to report at its place)
    multi: bool = False                        # select all that apply (answer written as a list)
    id: str | None = None
    explanation: str | None = None
    source: str | None = None
    tags: list[str] = field(default_factory=list)
    lines: list[tuple[int, int]] = field(default_factory=list)   # source lines read, 1-based inclusive ranges

    def use(self, first: int, last: int | None = None) -> None:
        """Record that source lines ``first`` to ``last`` (1-based, inclusive) went into this question."""
        _add_range(self.lines, first, first if last is None else last)

    def set_answer(self, indices: Iterable[int]) -> None:
        """The right choices, sorted and once each; more than one makes it select-all-that-apply."""
        self.answer = sorted(set(indices))
        self.multi = self.multi or len(self.answer) > 1

    def offer_answer(self, index: int) -> list[int] | None:
        """A mark read elsewhere names choice ``index`` as the right one: taken when the question has no answer yet
        (None returned); else the answer it has, when that differs (for the caller to say), or None when the same."""
        if self.answer is None:
            self.set_answer([index])
            return None
        return list(self.answer) if self.answer != [index] else None


@dataclass
class ImportedDeck:
    """Everything one source holds, ready to be written."""

    name: str
    key: str
    origin: str                                # "zero-quiz.txt (plain text)", for the first comment
    description: str | None = None
    tags: list[str] = field(default_factory=list)
    questions: list[ImportedQuestion] = field(default_factory=list)
    lines: list[tuple[int, int]] = field(default_factory=list)       # lines read into the deck (name, ...)
    furniture: list[tuple[int, int]] = field(default_factory=list)   # page furniture knowingly left out
    attention: list[Pos] = field(default_factory=list)               # parts written as-is for the user to fix
    mended: list[str] = field(default_factory=list)                  # what mend.py took off: "the labels of 3 ..."
    looked: dict[str, frozenset[int]] = field(default_factory=dict)  # the second look's findings by kind (sanity.py):
                                                                     # "twice" -> the questions (0-based) found so

    def use(self, first: int, last: int | None = None) -> None:
        """Record that source lines ``first`` to ``last`` went into the deck (its name, description, tags)."""
        _add_range(self.lines, first, first if last is None else last)

    def skip(self, first: int, last: int | None = None) -> None:
        """Record source lines ``first`` to ``last`` as page furniture: read, understood, left out."""
        _add_range(self.furniture, first, first if last is None else last)

    def rewrite_texts(self, fix: Callable[[str], str]) -> None:
        """Every question's text, explanation, choices and their ``why`` through ``fix`` (not the description)."""
        for q in self.questions:
            q.text = fix(q.text)
            if q.explanation:
                q.explanation = fix(q.explanation)
            for c in q.choices:
                c.text = fix(c.text)
                if c.why:
                    c.why = fix(c.why)

    def mend(self, what: str, count: int, *quoted: str) -> None:
        """Record that something certainly not text was taken off ``count`` parts: ``what`` says it with
        ``{n}`` for the count and ``{s}`` for a plural's ``s`` (``"the labels of {n} question{s}' choices"``),
        and ``{0}``, ``{1}``... for the ``quoted`` parts, put in as they are: what is taken from the source is
        passed so (``mend("the mark {0} of {n} choice{s}", 3, repr(mark))``), never scanned for these. Only these
        are filled in: a source's own braces written into ``what`` stay as written."""
        plural = "" if count == 1 else "s"

        def fill(m: re.Match[str]) -> str:
            key = m.group(1)
            if key == "n":
                return str(count)
            if key == "s":
                return plural
            return quoted[int(key)] if int(key) < len(quoted) else m.group(0)

        self.mended.append(_PLACEHOLDER.sub(fill, what))

    def question_lines(self) -> set[int]:
        """The 1-based source lines the deck's questions were read from (their text, choices, answers, whys)."""
        return {n for q in self.questions for a, b in q.lines for n in range(a, b + 1)}

    def unused(self, lines: Sequence[str]) -> list[tuple[int, int]]:
        """The non-blank source lines no question and nothing of the deck took, as 1-based ranges.

        Furniture (``skip``) counts as accounted for. Linear in the number of lines and ranges.
        """
        n = len(lines)
        marks = [0] * (n + 2)
        ranges = [*self.lines, *self.furniture, *(r for q in self.questions for r in q.lines)]
        for first, last in ranges:
            first, last = max(first, 1), min(last, n)
            if first <= last:
                marks[first] += 1
                marks[last + 1] -= 1
        out: list[tuple[int, int]] = []
        depth = 0
        for number in range(1, n + 1):
            depth += marks[number]
            if depth == 0 and lines[number - 1].strip():
                if out and all(not lines[k - 1].strip() for k in range(out[-1][1] + 1, number)):
                    out[-1] = (out[-1][0], number)   # next to the last range, or only blank lines between: one range
                else:
                    out.append((number, number))
        return out

    def summary(self, lines: Sequence[str]) -> ImportSummary:
        """What the import of this source says about it: the counts and the lines not used."""
        return ImportSummary(
            questions=len(self.questions),
            answered=sum(1 for q in self.questions if q.answer is not None),
            explained=sum(1 for q in self.questions if q.explanation),
            unused=self.unused(lines),
            furniture=_merged(self.furniture),
            attention=len(self.attention),
            mended=tuple(self.mended))


@dataclass(frozen=True)
class ImportSummary:
    """Per source: N questions, how many with answers and explanations, the lines not used."""

    questions: int
    answered: int
    explained: int
    unused: list[tuple[int, int]]      # non-blank lines nothing took (1-based inclusive ranges)
    furniture: list[tuple[int, int]]   # page furniture left out on purpose
    attention: int                     # parts written as-is for the user to fix (exit status 1)
    mended: tuple[str, ...] = ()       # what was taken off as certainly not text (importers/mend.py)

    def describe_from(self, source: str, format_name: str) -> str:
        """``50 questions from bank.md (Markdown), 48 with answers, 12 with explanations``."""
        noun = "question" if self.questions == 1 else "questions"
        return (f"{self.questions} {noun} from {source} ({format_name}), {self.answered} with answers, "
                f"{self.explained} with explanations")

    def describe_lines(self) -> str:
        """``; taken off: the label 'Question N:' of 20 question texts; lines not used: 3–5, 210–214; page
        furniture left out: 1–4`` (empty when nothing was taken off and all lines were used)."""
        out = f"; taken off: {', '.join(self.mended)}" if self.mended else ""
        if self.unused:
            out += f"; lines not used: {format_ranges(self.unused)}"
        if self.furniture:
            out += f"; page furniture left out: {format_ranges(self.furniture)}"
        return out


def folded(text: str) -> str:
    """A text as texts are compared loosely: its runs of spaces one space, its case folded."""
    return " ".join(text.split()).casefold()


def shared_text(questions: Sequence[ImportedQuestion]) -> tuple[str, int] | None:
    """The text (spaces squeezed, case folded) that more than half of ``questions`` have, three at least,
    with how many have it; None when no text is so shared (fit's ``distinct``, tells' warning)."""
    if not questions:
        return None
    text, count = Counter(folded(q.text) for q in questions).most_common(1)[0]
    return (text, count) if count >= 3 and 2 * count > len(questions) else None


def format_ranges(ranges: Sequence[tuple[int, int]], limit: int = 12) -> str:
    """``3–5, 210–214`` (at most ``limit`` ranges, then ``and N more``)."""
    shown = [str(a) if a == b else f"{a}\u2013{b}" for a, b in ranges[:limit]]
    if len(ranges) > limit:
        shown.append(f"and {len(ranges) - limit} more")
    return ", ".join(shown)


def _add_range(ranges: list[tuple[int, int]], first: int, last: int) -> None:
    if last < first:
        return   # an empty range: nothing to record
    if ranges and ranges[-1][1] + 1 >= first and ranges[-1][0] <= first:
        ranges[-1] = (ranges[-1][0], max(ranges[-1][1], last))
    else:
        ranges.append((first, last))


def _merged(ranges: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for first, last in sorted(ranges):
        if out and out[-1][1] + 1 >= first:
            out[-1] = (out[-1][0], max(out[-1][1], last))
        else:
            out.append((first, last))
    return out


_NOT_ID = re.compile(r"[^\w.-]+")


def make_id(raw: str, taken: set[str]) -> str:
    """A question id from a title or number (``Q12`` -> ``q12``), unique among ``taken``."""
    base = _NOT_ID.sub("-", raw.strip().lower()).strip("-.")[:60].strip("-.") or "q"
    if base.isdigit():
        base = "q" + base
    if not is_id(base):  # pragma: no cover - the substitution leaves only id characters
        base = "q"
    return unique_id(base, taken)


def normalise_newlines(text: str) -> str:
    """CRLF and lone CR become LF (the written YAML, like every editor, uses LF)."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


_TAG_BAD = re.compile(r"[\s]+")


def make_tag(raw: str) -> str:
    """An Anki tag from free text: words joined by '-' (tags cannot hold spaces)."""
    return _TAG_BAD.sub("-", raw.strip()).strip("-")
