"""A key of choice numbers under a line naming it (``Answers``, then ``1) 4``, ``2) 1``): each question's choice.

Some files number their choices (``1. 2009``) and give the answers after the questions as a numbered list of those
numbers::

    Answers
    1) 1
    2) 4

The line over the key names an answer key (``keytitles.KEY_TITLE``: ``Answers``, ``Answer key``, ``Solutions``...;
alone on its line, in any heading or emphasis); under it, blank lines and rules (``------``) aside, run the entries,
three at least, numbered 1, 2, 3... in order, each a choice's number or a few (``2, 4``). The key answers the
questions above it, back to the key before, in order; it is read only where it has one entry for each of them. A
number counts the choices from 1 where each question's choices are numbered so in the source (``1. x``, ``2) y``) or
where one number is as high as its question's count of choices; from 0 where one is 0; with no proof either way it
is read from 1 and said. Over choices not numbered so (lettered, ``c) 12``) whose texts the key's numbers all are,
one choice's each (``1) 12``), the numbers are the answers' values: each names the choice of that text; where
they are read as numbers, one that is the text of another choice than the one it counts to is said at its line.
An entry that names no choice is said at its line (after what the reader said of the key's lines is taken back);
a question answered already (its own mark, a key read before) keeps its answer, said where the key disagrees. The
key's lines are no question's text and no explanation: what the reader said of them as text is taken back. Every
pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.answerlines import unsay
from quizdeck.importers.answervalues import counted_from_one, give, same
from quizdeck.importers.headedkeys import unsay_lines
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.keytitles import KEY_TITLE
from quizdeck.importers.mdinline import fenced_lines

#: the fewest entries a key holds
_LEAST = 3
#: a key's entry: the question's number, the choices' numbers
_ENTRY = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?(?:Q(?:uestion)?[ \t]*)?(\d{1,4})[ \t]*[.):\-–=][ \t]*"
                    r"(\d{1,2}(?:[ \t]*[,;/&][ \t]*\d{1,2}){0,5})[ \t]*$", re.I)
#: a rule between the entries
_RULE = re.compile(r"^[ \t]*(?:-{3,}|={3,}|\*{3,}|_{3,})[ \t]*$")
#: a choice's line numbered: its number, its text
_NUMBERED = re.compile(r"^[ \t]*\(?(\d{1,2})[.)][ \t]+(.*?)[ \t]*$")
_LONGEST = 200


def _keys(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[int, list[tuple[int, list[int]]]]]:
    """Each key: its title's line, and its entries (line, the choices' numbers as written), all 0-based lines."""
    out = []
    for i, line in enumerate(lines):
        if fenced[i] or len(line) > 80 or not KEY_TITLE.match(line.replace("*", "").replace("_", " ").lstrip("# ")):
            continue
        entries: list[tuple[int, list[int]]] = []
        j = i + 1
        while j < len(lines) and not fenced[j] and len(lines[j]) <= _LONGEST:
            if not lines[j].strip() or _RULE.match(lines[j]):
                j += 1
                continue
            m = _ENTRY.match(lines[j])
            if m is None or int(m.group(1)) != len(entries) + 1:
                break
            entries.append((j, [int(x) for x in re.findall(r"\d+", m.group(2))]))
            j += 1
        if len(entries) >= _LEAST:
            out.append((i, entries))
    return out


def _numbered(q: ImportedQuestion, lines: Sequence[str]) -> bool:
    """Whether each of the question's choices stands on a line of its own numbered from 1 in its order."""
    labelled: dict[int, set[str]] = {}   # a number -> the texts of the question's lines numbered so
    for a, b in q.lines:
        for n in range(max(a, 1), min(b, len(lines)) + 1):
            if (m := _NUMBERED.match(lines[n - 1][:_LONGEST])) is not None:
                labelled.setdefault(int(m.group(1)), set()).add(same(m.group(2)))
    return len(q.choices) >= 2 and all(same(c.text) in labelled.get(k + 1, set()) for k, c in enumerate(q.choices))


def _as_texts(above: Sequence[ImportedQuestion], entries: Sequence[tuple[int, list[int]]]) -> list[list[int]] | None:
    """Each entry's choices where every number of the key is the text of exactly one choice of its question
    (``1) 12`` over ``c) 12``): a key of the answers' values, not of their numbers; else None."""
    out = []
    for q, (_, got) in zip(above, entries, strict=True):
        picked = []
        for n in got:
            hits = [k for k, c in enumerate(q.choices) if same(c.text) == str(n)]
            if len(hits) != 1:
                return None
            picked.append(hits[0])
        out.append(picked)
    return out


def read_keys(deck: ImportedDeck, lines: Sequence[str], where: str, diags: Diagnostics) -> None:
    """The answers a key of choice numbers gives the questions above it (see the module)."""
    keys = _keys(lines, fenced_lines(lines))
    done = 0
    answered: set[Pos] = set()
    for title, entries in keys:
        above = [q for q in deck.questions[done:] if q.pos.line - 1 < title]
        done += len(above)
        if len(above) != len(entries) or not all(q.choices for q in above):
            continue
        numbers = [n for _, got in entries for n in got]
        zero = 0 in numbers
        past = any(len(q.choices) in got for q, (_, got) in zip(above, entries, strict=True))
        numbered = all(_numbered(q, lines) for q in above)
        texts = None if numbered else _as_texts(above, entries)
        sure = texts is not None or zero != past or (not zero and numbered)
        shift = 0 if zero and not past else 1
        for q in above:   # the key's lines read into the last question's explanation: the key's, not its
            if q.explanation and lines[title].strip() in q.explanation:
                q.explanation = q.explanation[:q.explanation.index(lines[title].strip())].strip() or None
        filled = 0
        unnamed: list[tuple[ImportedQuestion, Pos]] = []   # said after the key's lines are taken back
        doubts: list[tuple[Pos, str]] = []                 # so are these
        for i, (q, (line, got)) in enumerate(zip(above, entries, strict=True)):
            q.use(line + 1)
            picked = texts[i] if texts is not None else [n - shift for n in got]
            pos = Pos(where, line + 1, 1)
            if q.answer is not None:
                if all(0 <= k < len(q.choices) for k in picked) and q.answer != sorted(set(picked)):
                    diags.warning(pos, "the answer key's number is not the choice the question itself marks; "
                                       "keeping the question's")
                continue
            if not all(0 <= k < len(q.choices) for k in picked):
                unnamed.append((q, pos))
                continue
            if give(q, picked, deck, diags, pos, ""):
                filled += 1
                answered.add(q.pos)
                if texts is None and not numbered and (other := _text_elsewhere(q, got, picked)):
                    doubts.append((pos, other))
        if filled:
            deck.use(title + 1)
            unsay_lines(diags, where, set(range(title + 1, entries[-1][0] + 2)))   # the reader's, of its lines
        for pos, other in doubts:
            diags.warning(pos, f"the answer key's {other} is also the text of another of its question's choices; "
                               "read as the choice's number", hint="check this answer")
        for q, pos in unnamed:
            if q.answer is None and q.raw_answer is None:
                give(q, None, deck, diags, pos, f"the answer key's line names no choice of its question (it has "
                                                f"{len(q.choices)})")
                answered.add(q.pos)   # said at the key's line, not as "no answer"
        if not filled:
            continue
        if not sure:
            diags.warning(Pos(where, entries[0][0] + 1, 1), counted_from_one("the answer key's numbers"),
                          hint="check the answers; write them as letters to be sure")
        kind = "choice texts" if texts is not None else "choice numbers"
        deck.mend(f"the answer key at lines {title + 1}\u2013{entries[-1][0] + 1} ({kind}, read as the "
                  "answers of {n} question{s})", filled)
    unsay(diags, answered)


def _text_elsewhere(q: ImportedQuestion, got: Sequence[int], picked: Sequence[int]) -> str:
    """The key's number that is the text of a choice other than the one it is read as (``4`` read as D over
    ``b) 4``), or ``""``."""
    for n, k in zip(got, picked, strict=True):
        if any(same(c.text) == str(n) for j, c in enumerate(q.choices) if j != k):
            return f"number {n}"
    return ""
