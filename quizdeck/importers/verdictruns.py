"""True/false statements among a file's other questions, each with its verdict in brackets at its start or end.

A review bank often mixes parts: true/false statements, then multiple-choice questions, section after section. A
statement says its verdict in brackets beside its text: ``(صح) statement`` beside ``(خطأ) statement. (correction)``,
``- statement(对)`` beside ``- statement(错)``, ``[V] statement``. Read as a multiple-choice file, such lines are
text no question holds (or an explanation's): here each is a true/false question of its own, wherever it stands.

A line is one when, its indentation and list bullet aside, it opens or ends with a bracketed token that is a word
for true or false (``verdictwords``: ``صح``/``خطأ``, ``对``/``错``, ``V``/``F``, ``Vrai``/``Faux``...; a cross,
``(X)``, only beside a file's own word for true; one letter, ``(T)``/``(F)``, only where the statements are half
the file's lines at least) and the rest is a statement (two words, or four letters of a script written without
spaces: CJK, kana, Hangul), not a choice (a label first: ``a) Canberra (True)``) and not code (a bracket glued to
a Latin letter, a digit, ``_`` or ``.``: ``cos(x)``, ``setVisible(true)`` are calls). The file must write
``LEAST`` such lines at least, of one side (start or end) in nine in ten, saying true and false both, and nine in
ten of its lines with a bracketed token there (``(a)``, ``(f)``: labels) holding a verdict; and most runs of two
statement lines or more must not stand right under a line that asks and names no verdict (``1. Which is
accurate?`` over ``- text (sim)``: a question's choices, each with its verdict, read by ``verdictpairs``; ``Vrai
ou faux ?`` heads a part). The choices are the file's own pair, as it spells them most (a cross is its false); a
bracketed tail after the sentence's end (``. (correction)``) of a false statement whose verdict opens it is the
correction, its explanation (a bracket before the end mark is the statement's own: ``(KCl)``).

``find`` gives the statements; ``read`` reads the file without their lines (blank in their place, so the other
questions keep their lines) and adds the statements as questions, in the file's order; a numbered heading right
above a statement (``### 11. [1001번]``) is its own (its number the question's id, where no other question has it),
the part's headings above it left out. Where the first statement's part is headed ``三、判断题`` (``SECTION``: a
Chinese numeral, ``、``, a title naming a kind of question), every such heading opening a paragraph is a part's
heading, left out of the other questions' reading (``一、单项选择题`` is no question's text).
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from quizdeck.core.diagnostics import Pos
from quizdeck.importers import verdictwords
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion, make_id
from quizdeck.importers.labels import split_label

#: words for true, and for false (case folded): the vocabulary's (``verdictwords``), its letters and signs
_TRUE = verdictwords.TRUE_YES_RIGHT | verdictwords.TRUE_SIGNS | (verdictwords.TRUE_LETTERS - {"y"})
_FALSE = verdictwords.FALSE_NO_WRONG | verdictwords.FALSE_SIGNS | (verdictwords.FALSE_LETTERS - {"n"})
#: a cross: false only in a file whose true is one of its words
_CROSS = verdictwords.CROSS
#: verdicts of one letter: a weak sign (a unit, an abbreviation), read only where statements are most of the file
_LETTERS = (_TRUE | _FALSE | _CROSS) & (verdictwords.TRUE_LETTERS | verdictwords.FALSE_LETTERS | _CROSS)
#: the fewest statement lines a file must write
LEAST = 4
_OPEN = "([（【"
_CLOSE = ")]）】"
_TOKEN = r"[(\[（【][ \t]*(?P<{name}>[^\W\d_]{{1,10}}|[√✓✔×✗✘○◯])[ \t]*[)\]）】]"
_LEAD = re.compile(r"[ \t]*(?:[-*+•][ \t]+)?")
_BEFORE = re.compile(_TOKEN.format(name="token") + r"[ \t]*(?P<text>\S.*?)[ \t]*$")
_AFTER = re.compile(r"(?P<text>\S.*?)[ \t]*" + _TOKEN.format(name="token") + r"[ \t]*[.。]?[ \t]*$")
#: a correction in brackets at the end of a false statement: ``... (هذا تعريف هيجينز وفينسي).``
_CORRECTION = re.compile(r"(?P<text>\S.*?[.。!؟?])[ \t]*[(（](?P<why>[^()（）]{2,300})[)）][ \t]*[.。]?[ \t]*$")


@dataclass
class Statement:
    """One statement line (0-based), its text, whether it is true, its verdict as written, its correction; the line
    of the answer that gives its verdict, where one does, and a quoted explanation under it (``verdictanswers``)."""

    line: int
    text: str
    true: bool
    token: str
    why: str | None = None
    answer: int | None = None
    told: tuple[int, int] | None = None   # the lines (first, end) of an explanation below the answer, its why
    own: tuple[int, ...] = ()             # other lines it holds: its label line above, its code (``verdictanswers``)


#: where the scripts written without spaces start (CJK radicals, kana, ideographs, Hangul...)
_UNSPACED = 0x2E80
#: a call's argument, not a verdict: the bracket glued to a name's last character (``f(x)``, ``setVisible(true)``)
_CALL = re.compile(r"[A-Za-z0-9_.]\($")


def _statement(text: str) -> bool:
    """Two words, or four letters of a script written without spaces; never a choice (a label first: ``a) x``)."""
    if split_label(text) is not None:
        return False
    return len(text.split()) >= 2 or sum(1 for ch in text if ch.isalpha() and ord(ch) >= _UNSPACED) >= 4


def _parse(line: str) -> tuple[str, str, str] | None:
    """(side, token, statement) of a line that opens or ends with a bracketed token; None otherwise."""
    lead = _LEAD.match(line)
    body = line[lead.end() if lead else 0:]
    if len(body) > 2000:
        return None
    for side, pattern in (("before", _BEFORE), ("after", _AFTER)):
        m = pattern.match(body)
        if m is not None and side == "after" and _CALL.search(body[:m.start("token")].rstrip(" \t")):
            continue                     # "cos(x)", "setVisible(true)": code, a call's argument
        if m is not None and _statement(m.group("text")):
            return side, m.group("token"), m.group("text")
    return None


def find(lines: list[str], fenced: list[bool]) -> list[Statement] | None:
    """The file's true/false statement lines (see the module), or None when it writes too few."""
    parsed = {i: p for i, line in enumerate(lines) if not fenced[i] and (p := _parse(line)) is not None}
    sides = Counter(p[0] for i, p in parsed.items() if p[1].casefold() in _TRUE | _FALSE | _CROSS)
    if not sides:
        return None
    side, _ = sides.most_common(1)[0]
    found = {i: p for i, p in parsed.items() if p[0] == side}
    if sides[side] < 0.9 * len(found):
        return None                      # "(a) ...", "(f) ...": labels, among which a letter reads as a verdict
    trues = [p[1] for p in found.values() if p[1].casefold() in _TRUE]
    falses = [p[1] for p in found.values() if p[1].casefold() in _FALSE]
    words = bool(trues) and any(t.casefold() not in _LETTERS for t in trues)
    if not any(t.casefold() not in _LETTERS for t in trues + falses) and \
            2 * len(found) < sum(1 for line in lines if line.strip()):
        return None                      # "(T)", "(F)" among other questions: a letter is weak, as a unit's
    crosses = [p[1] for p in found.values() if p[1].casefold() in _CROSS] if words else []
    if not trues or not (falses or crosses) or len(trues) + len(falses) + len(crosses) < LEAST or \
            len(trues) + len(falses) + len(crosses) < 0.9 * sum(sides.values()):
        return None
    if _under_stems(lines, found):
        return None                      # "- text (True)" in runs under "1. Which ...?": choices with verdicts
    out: list[Statement] = []
    for i, (_, token, text) in sorted(found.items()):
        folded = token.casefold()
        if folded not in _TRUE and folded not in _FALSE and not (crosses and folded in _CROSS):
            continue
        true = folded in _TRUE
        why = None
        if not true and side == "before" and (m := _CORRECTION.match(text)) is not None and \
                _statement(m.group("text")):
            text, why = m.group("text"), m.group("why").strip()
        out.append(Statement(i, text, true, token, why))
    return out


def choices(statements: list[Statement]) -> tuple[str, str]:
    """The file's pair as it spells it most: its true, its false (a cross when it writes no word for false)."""
    true = Counter(s.token for s in statements if s.true).most_common(1)[0][0]
    words = [s.token for s in statements if not s.true and s.token.casefold() not in _CROSS]
    false = Counter(words or [s.token for s in statements if not s.true]).most_common(1)[0][0]
    return true, false


def blanked(lines: list[str], statements: list[Statement]) -> list[str]:
    """``lines`` with the statements' lines blank: what the other readings read."""
    out = list(lines)
    for n in _sections(lines, statements):
        out[n] = ""                      # "一、单项选择题": a part's heading, no question's text
    for s in statements:
        out[s.line] = ""
        if s.answer is not None:
            out[s.answer] = ""
        if s.told is not None:
            out[s.told[0]:s.told[1]] = [""] * (s.told[1] - s.told[0])
        for n in s.own:
            out[n] = ""
    return out


def read(deck: ImportedDeck, where: str, lines: list[str], statements: list[Statement],
         rest: Callable[[ImportedDeck], None], pair: tuple[str, str] | None = None) -> None:
    """The deck: the file's other questions (``rest`` reads them into it), and each statement a true/false question,
    all in the file's order, its choices ``pair`` (the file's own, as ``choices`` finds it, when not given)."""
    rest(deck)
    ordinal = all(q.id in (None, f"q{k}") for k, q in enumerate(deck.questions, start=1))
    taken = {q.id for q in deck.questions if q.id is not None}
    first = _headed(lines, statements[0].line)
    if deck.description and all(q.pos.line > first + 1 for q in deck.questions):
        deck.description = _before(deck.description, lines[:first])
    starts = sorted(q.pos.line for q in deck.questions)
    for q in deck.questions:            # read on over the blanked statements: its part ends at the first of them
        last = max((b for _, b in q.lines), default=q.pos.line)
        cut = next((_headed(lines, st.line) + 1 for st in statements if q.pos.line < st.line + 1 < last), None)
        if cut is not None:             # (its lines past the next question's start kept: its answer in a key)
            after = next(iter(starts[bisect.bisect_right(starts, q.pos.line):]), len(lines) + 1)
            q.lines = [(a, b if a > after else min(b, cut - 1)) for a, b in q.lines if a < cut or a > after]
            if q.explanation:
                q.explanation = _before(q.explanation, lines[q.pos.line - 1:cut - 1])
    used = deck.question_lines()
    used |= {n for a, b in deck.lines for n in range(a, b + 1)}   # the deck's name, its description
    used |= {s.answer + 1 for s in statements if s.answer is not None}   # a statement's answer line is its own
    used |= {n + 1 for s in statements if s.told is not None for n in range(*s.told)}   # and its explanation
    used |= {n + 1 for s in statements for n in s.own}   # and its label line, its code
    owned = {s.line: _own_heading(lines, s.line) for s in statements}
    for n in _sections(lines, statements):
        if n + 1 not in used:
            deck.skip(n + 1)             # "一、单项选择题", "三、判断题": the parts' headings
    for s in statements:
        for i in range(_headed(lines, s.line), s.line):
            if i + 1 not in used and lines[i].strip() and i != owned[s.line]:
                deck.skip(i + 1)         # the part's headings
        below = next((i for i in range(s.line + 1, len(lines)) if lines[i].strip()), None)
        if below is not None and below + 1 not in used and _heading(lines, below) and \
                not any(st.line == below for st in statements):
            deck.skip(below + 1)         # the next part's heading, after the last statement
    pair = pair or choices(statements)
    for n, s in enumerate(statements, start=1):
        own = owned[s.line]
        numbered = _NUMBERED_HEADING.match(lines[own][:200]) if own is not None else None
        named = f"q{int(numbered.group(1))}" if numbered is not None else None   # its heading's number: its id
        q = ImportedQuestion(Pos(where, s.line + 1, 1), s.text, [ImportedChoice(pair[0]), ImportedChoice(pair[1])],
                             explanation=s.why, id=None if ordinal else make_id(
                                 named if named is not None and named not in taken else f"tf{n}", taken))
        q.set_answer([0 if s.true else 1])
        q.use(s.line + 1)
        if own is not None:
            q.use(own + 1)               # "### 11. [1001번]" over it: its own heading
        if s.answer is not None:
            q.use(s.answer + 1)
        if s.told is not None:
            q.use(s.told[0] + 1, s.told[1])
        for n in s.own:
            q.use(n + 1)
        deck.questions.append(q)
    deck.questions.sort(key=lambda q: q.pos.line)
    if ordinal:                          # numbered in the order read: in the file's order now
        for k, q in enumerate(deck.questions, start=1):
            q.id = f"q{k}"


#: a Markdown heading holding a number first (``### 11. [1001번]``): a statement's own, right above it
_NUMBERED_HEADING = re.compile(r"^ {0,3}#{1,6}[ \t]+(\d{1,4})[.)]?(?:[ \t]|$)")


def _own_heading(lines: list[str], at: int) -> int | None:
    """The line of the numbered heading right above the statement at ``at`` (blank lines between), its own."""
    i = at - 1
    while i >= 0 and not lines[i].strip():
        i -= 1
    return i if i >= 0 and _NUMBERED_HEADING.match(lines[i][:200]) else None


#: a heading: a short line that ends no sentence
_HEADING = re.compile(r"[^\n]{1,100}(?<![.!?؟。])")
#: a section's heading in a text bank, a paragraph of its own or not: a Chinese numeral, ``、``, a short title naming
#: a kind of question (``三、判断题``, ``一、单项选择题（每题1分）``)
SECTION = re.compile(r"^[ \t]*[一二三四五六七八九十]{1,3}[、．.][ \t]*[^\W\d_][^。？?！!：:（(\n]{0,20}题[ \t]*"
                     r"(?:[(（][^()（）\n]{0,30}[)）])?[ \t]*$")


def _headed(lines: list[str], at: int) -> int:
    """Where a statement's headings start: the short lines, each a paragraph of its own, right above it (``Part 2``,
    ``First: true/false questions``); ``at`` when there are none."""
    top, i = at, at - 1
    while i >= 0 and not lines[i].strip():
        i -= 1
    while i >= 0 and _heading(lines, i):
        top = i
        i -= 1
        while i >= 0 and not lines[i].strip():
            i -= 1
    return top


def _sections(lines: list[str], statements: list[Statement]) -> list[int]:
    """The lines of a file's parts' headings (``SECTION``: ``一、单项选择题``, ``三、判断题``), each opening a
    paragraph (a blank line or the file's start above it), where the first statement's part is headed so; none
    otherwise."""
    first = statements[0].line
    if not any(SECTION.match(lines[n][:200]) for n in range(_headed(lines, first), first)):
        return []
    return [n for n, line in enumerate(lines) if (n == 0 or not lines[n - 1].strip()) and SECTION.match(line[:200])]


def _heading(lines: list[str], i: int) -> bool:
    """Whether line ``i`` is a heading: short, ending no sentence, a paragraph of its own, no statement."""
    if _parse(lines[i]) is not None:
        return False
    return SECTION.match(lines[i][:200]) is not None or (
        _HEADING.fullmatch(lines[i].strip()) is not None and (i == 0 or not lines[i - 1].strip()) and (
            i + 1 >= len(lines) or not lines[i + 1].strip()))


def _before(description: str, lines: list[str]) -> str | None:
    """A description or an explanation read over the statements' blanked lines, to the first statement only: its
    lines that ``lines`` (the source up to it) hold (the part headings after it are the sections' furniture)."""
    seen = {line.strip() for line in lines if line.strip()}
    kept = [line for line in description.split("\n") if not line.strip() or line.strip() in seen]
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(kept)).strip()
    return text or None


def _under_stems(lines: list[str], found: dict[int, tuple[str, str, str]]) -> bool:
    """Whether most runs of statement lines (consecutive, two at least) stand right under a line that asks and is
    no statement (``1. Which is accurate?``, ``Pick one:``): a question's choices, each with its verdict."""
    runs: list[list[int]] = []
    for i in sorted(found):
        if runs and runs[-1][-1] == i - 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    long = [run for run in runs if len(run) >= 2]
    stemmed = sum(1 for run in long if run[0] > 0 and run[0] - 1 not in found and _stem(lines[run[0] - 1]))
    return len(long) >= 2 and stemmed * 2 > len(long)


def _stem(line: str) -> bool:
    """A line that asks for one of the choices under it, no part's heading naming the verdicts (``True or false?``)."""
    words = {w.casefold() for w in re.findall(r"\w+", line)}
    return line.rstrip().endswith(("?", "？", "؟")) and not words & (_TRUE | _FALSE)
