r"""A part of a page whose heading says its questions are not multiple choice (``### Short Answer Questions``,
``## Part B: Programming Questions``, ``## 简答题``): not read as questions.

A page of multiple-choice questions often goes on with other kinds: questions answered in words or in code, under
a heading that names their kind. Their items may hold a nested list (a program's steps, ``a) raise() b) pause()``)
that reads as choices. Such a heading's section (down to the next heading of its level or above; a line wholly in
bold counts as a heading of the lowest level) holds no question of the deck: the questions read in it are taken out,
its lines counted as page furniture, and the import says so at the heading's line. Only when questions are left
outside such parts: a page that is all short answers keeps what the reader made of it. A question whose answer
names one of its choices (two at least) is multiple choice whatever its heading says (``## Fill in the blanks`` over
``The ______ is the powerhouse of the cell.``, ``a) nucleus``, ``b) mitochondria``, ``**Answer:** b``): it stays,
its lines no furniture. The kinds are named so that
a topic's title is none: ``Essay``, ``Short answer``, ``Fill in the blanks``, ``Open-ended`` alone; ``Programming``,
``Coding`` only with ``questions``, ``exercises``, ``tasks`` after them (``## Programming`` over multiple-choice
questions about programming is a topic); ``Practical questions``, ``Output prediction`` may be multiple choice.

Fill-in items after the last question, with no heading (``21. Most FTP sites allow \_\_\_\_ login.`` over its answer
nested alone under it, ``- Anonymous``), two or more one after the other, are not multiple choice either: read into
the last question's explanation, they are taken out of it (``fill_ins``), counted as page furniture and said once at
the first of them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.answerlines import unsay
from quizdeck.importers.headedkeys import unsay_lines
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.mdinline import fenced_lines

#: an ATX heading: group (1) its marks, (2) its title
_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$")
#: a line wholly in bold: its title
_BOLD = re.compile(r"^ {0,3}(?:\*\*|__)([^*_].{0,120}?)(?:\*\*|__)[ \t]*$")
#: kinds no topic is called by
_KINDS = (r"(?:short|long|brief)[ -]?answers?|essays?|fill[ -]in[ -](?:the[ -])?blanks?|fill[ -]ins?|open[ -]ended"
          r"|descriptive|subjective|free[ -]text|written[ -]answers?|简答题|填空题|编程题|问答题|论述题")
#: kinds a topic may be called by: only with a word saying they are questions
_TOPICS = r"programming|coding|code[ -]writing"
_TAIL = r"(?:[ \t]+(?:questions?|tasks?|exercises?|problems?))"
_KIND = re.compile(
    rf"^(?:(?:part|section)[ \t]*[\w.]{{0,4}}[ \t]*[:.\-–—]?[ \t]*|[\w.]{{1,4}}[.)][ \t]*)?"
    rf"(?:[^\W\d_]+[ \t]+){{0,2}}(?:(?:{_KINDS}){_TAIL}?|(?:{_TOPICS}){_TAIL})"
    rf"(?:[ \t]*(?:/|&|,|\band\b|\bor\b)[ \t]*(?:[^\W\d_]+[ \t]+){{0,2}}(?:{_KINDS}|{_TOPICS}){_TAIL}?)*"
    rf"[ \t]*(?:[(（].{{0,40}}[)）])?[ \t:：]*$", re.I)
_LONGEST = 200
#: a numbered item holding a blank to fill (underscores, escaped or not): its indentation
_FILL_IN = re.compile(r"^( {0,3})\d{1,4}[.)][ \t]+\S.*?(?:\\?_){3}")
#: a list item: its indentation
_NESTED_ITEM = re.compile(r"^([ \t]*)[-*+][ \t]+\S")
#: the fewest fill-in items in a run
_LEAST_FILL_INS = 2


def _title(text: str) -> str:
    """A heading's title without emphasis, decoration and spaces at its ends."""
    text = re.sub(r"[*_`]", "", text)
    return re.sub(r"^[^\w(（]+", "", text).strip()


def parts(lines: Sequence[str]) -> list[tuple[int, int, str]]:
    """The parts whose heading names a kind that is not multiple choice: (heading's index, last line's index,
    heading as written)."""
    fenced = fenced_lines(lines)
    heads: list[tuple[int, int, str]] = []   # (index, level, title)
    for i, line in enumerate(lines):
        if fenced[i] or len(line) > _LONGEST:
            continue
        if (m := _HEADING.match(line)) is not None:
            heads.append((i, len(m.group(1)), m.group(2)))
        elif (b := _BOLD.match(line)) is not None and (i == 0 or not lines[i - 1].strip()):
            heads.append((i, 7, b.group(1)))
    out: list[tuple[int, int, str]] = []
    for k, (i, level, title) in enumerate(heads):
        if not _KIND.match(_title(title)):
            continue
        end = next((j - 1 for j, lv, _ in heads[k + 1:] if lv <= level), len(lines) - 1)
        out.append((i, end, lines[i].strip()))
    return out


def taken_out(deck: ImportedDeck, lines: Sequence[str], where: str, diags: Diagnostics) -> None:
    """``deck`` without the questions read in a part that is not multiple choice (see the module), said; without
    the fill-in items after its last question (``fill_ins``)."""
    fill_ins(deck, lines, where, diags)
    found = parts(lines)
    if not found:
        return
    inside = [[q for q in deck.questions if i + 1 <= q.pos.line <= end + 1 and not _chosen(q)] for i, end, _ in found]
    out = {id(q) for qs in inside for q in qs}
    if not out or len(deck.questions) - len(out) < 2:
        return
    deck.questions[:] = [q for q in deck.questions if id(q) not in out]
    unsay(diags, {q.pos for qs in inside for q in qs})   # their "no answer": not written, no question
    kept = deck.question_lines()
    deck.attention[:] = [p for p in deck.attention if p.line in kept
                         or not any(i + 1 <= p.line <= end + 1 for i, end, _ in found)]
    for (i, end, head), qs in zip(found, inside, strict=True):
        for first, last in _runs([line for line in range(i + 1, end + 2) if line not in kept]):
            deck.skip(first, last)
        if qs:
            n = len(qs)
            diags.warning(Pos(where, i + 1, 1), f"the {n} item{'s' if n != 1 else ''} under {head!r} (lines "
                          f"{i + 2}\u2013{end + 1}) {'are' if n != 1 else 'is'} not multiple choice, as the heading "
                          f"says: not written", hint="add them by hand if the deck should hold them")


def _chosen(q: ImportedQuestion) -> bool:
    """Whether ``q`` is multiple choice by its own parts: two choices at least, an answer naming one."""
    return len(q.choices) >= 2 and bool(q.answer)


def _runs(lines: list[int]) -> list[tuple[int, int]]:
    """The runs of consecutive numbers in the sorted ``lines``: (first, last)."""
    out: list[tuple[int, int]] = []
    for line in lines:
        if out and out[-1][1] == line - 1:
            out[-1] = (out[-1][0], line)
        else:
            out.append((line, line))
    return out


def _fill_in_runs(lines: Sequence[str]) -> list[list[int]]:
    """The runs of fill-in items (see the module), each the lines of its items in order: a numbered line holding a
    blank, then its answer alone, a list item nested deeper, on the next line."""
    fenced = fenced_lines(lines)
    runs: list[list[int]] = []
    i = 0
    while i + 1 < len(lines):
        m = None if fenced[i] or len(lines[i]) > 2000 else _FILL_IN.match(lines[i])
        below = _NESTED_ITEM.match(lines[i + 1]) if m is not None and not fenced[i + 1] else None
        if m is None or below is None or len(below.group(1).expandtabs(4)) <= len(m.group(1)):
            i += 1
            continue
        if runs and runs[-1][-1] == i - 1:
            runs[-1] += [i, i + 1]
        else:
            runs.append([i, i + 1])
        i += 2
    return [r for r in runs if len(r) >= 2 * _LEAST_FILL_INS]


def fill_ins(deck: ImportedDeck, lines: Sequence[str], where: str, diags: Diagnostics) -> None:
    """The fill-in items after the deck's last question, read into its explanation or as questions of one choice and
    no answer, taken out and said (see the module); nothing where they stand otherwise."""
    if not deck.questions or not any("_" in line for line in lines):
        return
    for run in _fill_in_runs(lines):
        first, items = run[0] + 1, {n + 1 for n in run[::2]}
        read = [q for q in deck.questions if q.pos.line in items and len(q.choices) <= 1 and q.answer is None]
        if len(read) not in (0, len(items)):
            continue
        others = [q for q in deck.questions if not any(q is r for r in read)]
        last = max(others, key=lambda q: q.pos.line, default=None)
        if last is None or first <= last.pos.line:
            continue
        if not read and (not last.explanation or lines[run[0]].strip() not in last.explanation):
            continue
        if last.explanation and lines[run[0]].strip() in last.explanation:
            kept = {line.strip() for line in lines[last.pos.line - 1:first - 1] if line.strip()}
            text = "\n".join(line for line in last.explanation.split("\n") if not line.strip() or line.strip() in kept)
            last.explanation = re.sub(r"\n{3,}", "\n\n", text).strip() or None
        last.lines = [(a, min(b, first - 1)) for a, b in last.lines if a < first]
        deck.questions[:] = others
        deck.attention[:] = [p for p in deck.attention if p.line not in range(first, run[-1] + 2)]
        deck.skip(first, run[-1] + 1)
        unsay_lines(diags, where, {n + 1 for n in run})
        diags.warning(Pos(where, first, 1), f"the {len(items)} fill-in items at lines {first}\u2013{run[-1] + 1} (a "
                      "blank, its answer under it) are no question of the deck: no choices, not written",
                      hint="add them by hand if the deck should hold them")
