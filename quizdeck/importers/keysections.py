"""An answer key section that names each question (``## Answer Key``, then ``**Question 3**`` ... ``**Answer**:
**True**``): no questions in it, its answers joined by the names it gives.

A generated quiz often repeats each question in its key: the question's name, its statement, ``**Answer**: ...``,
then an explanation with lists of its own. Read as questions, the key's lists become more questions and no answer is
joined. The section under a heading that names an answer key (``Answer Key``, ``Answers``, ``Solutions``,
``Đáp án``, ``Lösungen``...; down to the next heading of its level or above) holds no question of the deck: those
read in it are taken out. Inside it, a unit starts at a line naming a question by a word and its number
(``**Question 3**``, ``Q3:``); its answer line (``**Answer**: **True**``) names a choice of the deck's question of
that number (the number its own lines give it, never its place) by letter or by text, or by the text it opens with
(``leadingchoice``); the lines after the answer are its explanation, when it has none, down to a heading (but one
that labels it, ``#### Explanation``, taken off as its label is). A unit whose number names no question, or whose
answer names no choice, is said at its line; a question that already has another answer keeps it, said too; the
reader's "gives no answer" is taken back for the questions the key answers. A page that numbers each part's
questions from 1 (``## Part 2: Maths`` over ``### Question 1``) is joined by part and number where the key's
sub-headings repeat the parts' titles (``### Part 2: Maths`` in the key); else a number two questions hold names
neither: said at the unit's line, not read. A question's name read as the explanation of the question above it is
no explanation. Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers import answervalues, indentmarks, leadingchoice, numberpairs, openingkeys
from quizdeck.importers.answerlines import unsay
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.keytitles import HEADED_TITLE
from quizdeck.importers.labels import answer_letters, letter
from quizdeck.importers.mdinline import fenced_lines

_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$")
#: a line naming a question: group (1) its number
_NAMES = re.compile(r"^[ \t]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?(?:question|q|frage|pregunta|questão|câu|domanda)[ \t]*"
                    r"#?(\d{1,4})(?:\*\*|__)?[ \t]*(?:[:.)\-–—]|$|\*\*|__|[ \t])", re.I)
#: an answer line: group (1) its value
_ANSWER = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?(?:correct[ \t]+answer|answer|antwort|respuesta|réponse|"
                     r"resposta|đáp[ \t]+án)(?:\*\*|__)?[ \t]*[:：](?:\*\*|__)?[ \t]*(.+?)[ \t]*$", re.I)
#: an explanation's label opening its first line (maybe a heading: ``#### Explanation``)
_EXPLAINED = re.compile(r"^(?:#{1,6}[ \t]+)?(?:\*\*|__)?(?:explanation|why|erklärung|explicación|giải[ \t]+thích)"
                        r"(?:\*\*|__)?[ \t]*[:：]?(?:\*\*|__)?[ \t]*", re.I)
_RULE = re.compile(r"^ {0,3}(?:-{3,}|\*{3,}|_{3,})[ \t]*$")
_LONGEST = 400
#: the most lines above a question's start its name may stand on
_NAME_ABOVE = 4


def _sections(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[int, int]]:
    heads = [(i, len(m.group(1)), m.group(2)) for i, line in enumerate(lines)
             if not fenced[i] and len(line) <= _LONGEST and (m := _HEADING.match(line))]
    out = []
    for k, (i, level, title) in enumerate(heads):
        if HEADED_TITLE.match(title.replace("*", "").replace("_", " ")):
            end = next((j for j, lv, _ in heads[k + 1:] if lv <= level), len(lines))
            out.append((i, end))
    return out


def _number(q: ImportedQuestion, lines: Sequence[str], above: int, below: int,
            keys: Sequence[tuple[int, int]]) -> int | None:
    """The number the lines about a question's start name it by (``**Question 3**``): at it or above it, not above
    ``above``, else under it, not down to ``below``; never a line of the answer key (``keys``: a question read in the
    page's matter below it, ``## Quiz Statistics``, is named by none of the key's units)."""
    start = q.pos.line - 1
    near = [*range(start, max(above, start - _NAME_ABOVE) - 1, -1), *range(start + 1, min(below, start + _NAME_ABOVE))]
    for j in near:
        if any(a <= j < b for a, b in keys):
            continue
        if 0 <= j < len(lines) and (m := _NAMES.match(lines[j][:_LONGEST])):
            return int(m.group(1))
    return None


def _part(lines: Sequence[str], fenced: Sequence[bool], line: int, top: int) -> str | None:
    """The title of the nearest heading above ``line`` (an index), not above ``top``, that names no question: the
    part it stands in (``## Part 2: Maths``), folded; None when there is none."""
    for j in range(line - 1, top - 1, -1):
        if not fenced[j] and len(lines[j]) <= _LONGEST and (m := _HEADING.match(lines[j])) \
                and not _NAMES.match(lines[j]):
            return " ".join(m.group(2).replace("*", "").replace("_", " ").split()).casefold()
    return None


def _value(value: str, q: ImportedQuestion) -> tuple[list[int], str] | str | None:
    """The choices an answer's value names, and what it says after them (an explanation); a string when it names
    one choice by its letter and another by its text (that one's letter)."""
    bare = value.strip().strip("*_`").strip()
    texts = [c.text for c in q.choices]
    same = [k for k, t in enumerate(texts) if answervalues.same(t) == answervalues.same(bare)]
    if len(same) == 1:
        return same, ""
    named = answer_letters(bare)
    rest = named[1].strip(" .*_") if named is not None else ""
    if named is not None and named[0] and max(named[0]) < len(texts) and not rest[:1].isalnum():
        return named[0], rest.lstrip("-–—:").strip()   # "C** - Consistent environment": C, then its words
    if named is not None and len(named[0]) == 1 and named[0][0] < len(texts) and rest[:1].isalnum():
        written = lettered(named[0][0], rest, texts)   # "B. To specify a port mapping": B when that is B's text
        if written is not None:
            return written   # a string: the letter of the other choice whose text it writes
    lead = leadingchoice.leading(bare.replace("**", "").replace("__", ""), texts)
    return ([lead[0]], lead[1]) if lead is not None else None


#: the fewest characters of a choice's start that name it after its letter (``B. To specify a port ...``)
_START = 12


def _starts(own: str, said: str) -> bool:
    """Whether a key's text after a letter is the choice's text ``own``: all of it, its start, or it then a stop."""
    if own == said:
        return True
    if own.startswith(said):
        return len(said) >= _START
    after = said[len(own):].lstrip()
    return said.startswith(own) and bool(after) and not after[:1].isalnum()


def lettered(index: int, rest: str, texts: Sequence[str]) -> tuple[list[int], str] | str | None:
    """A key entry that writes the choice's text after its letter (``B. To specify a port mapping``): ([index], "")
    when the text is that choice's (or its start, or it then goes on past a stop); the other choice's letter, as a
    string, when the text is another choice's (the letter and the text disagree); None when the text is no
    choice's."""
    said = answervalues.same(rest)
    if not said:
        return None
    hits = [k for k, t in enumerate(texts) if (own := answervalues.same(t)) and _starts(own, said)]
    if index in hits:
        return [index], ""
    return letter(hits[0]) if len(hits) == 1 else None


def joined(deck: ImportedDeck, lines: Sequence[str], where: str, diags: Diagnostics) -> None:
    """``deck`` without questions read in its answer key sections, their answers joined by name (see the module);
    first, the answers records give on their opening lines (``openingkeys``) or by a choice's indentation alone
    (``indentmarks``), or a key of number pairs after the questions (``numberpairs``)."""
    openingkeys.read(deck, lines, where, diags)
    indentmarks.read(deck, lines, where, diags)
    numberpairs.read(deck, lines, where, diags)   # "   1 2" / "  10 1" after the questions: a key by numbers
    fenced = fenced_lines(lines)
    sections = _sections(lines, fenced)
    if not sections:
        return
    inside = [q for q in deck.questions if any(a + 1 <= q.pos.line <= b for a, b in sections)]
    kept = [q for q in deck.questions if not any(a + 1 <= q.pos.line <= b for a, b in sections)]
    units = [(i, int(m.group(1))) for a, b in sections for i in range(a + 1, b)
             if not fenced[i] and (m := _NAMES.match(lines[i][:_LONGEST]))]
    if len(kept) < 2 or not units:
        return
    bounds = [q.pos.line - 1 for q in kept]
    numbered: list[tuple[int, ImportedQuestion]] = []
    for k, q in enumerate(kept):
        n = _number(q, lines, bounds[k - 1] + 1 if k else 0, bounds[k + 1] if k + 1 < len(bounds) else len(lines),
                    sections)
        if n is not None:
            numbered.append((n, q))
    # each part numbering its questions from 1: joined by (part, number) where the key's sub-headings name the parts
    parts = {id(q): _part(lines, fenced, q.pos.line - 1, 0) for _, q in numbered}
    in_key = {i: next((_part(lines, fenced, i, a + 1) for a, b in sections if a < i < b), None) for i, _ in units}
    scoped = len(set(parts.values())) > 1 and any(p is not None and p in parts.values()
                                                          for p in in_key.values())
    by_number: dict[tuple[str | None, int], list[ImportedQuestion]] = {}
    for n, q in numbered:
        by_number.setdefault((parts[id(q)] if scoped else None, n), []).append(q)
    def named_by(i: int, n: int) -> list[ImportedQuestion]:
        return by_number.get((in_key[i] if scoped else None, n), [])
    if not any(named_by(i, n) for i, n in units):
        return
    deck.questions[:] = kept
    for q in kept:   # "**Question 3**: Harder" read as the explanation of the question above it: the next one's name
        if q.explanation and "\n" not in q.explanation.strip() and _NAMES.match(q.explanation.strip()):
            q.explanation = None
    for a, b in sections:
        deck.skip(a + 1, b)
    def within(line: int) -> bool:
        return any(a + 1 <= line <= b for a, b in sections)
    if inside:   # what the reading said of the key's lines, read as questions, is said of no question now
        diags.items[:] = [d for d in diags.items if d.severity != "warning" or d.pos.path != where
                          or not within(d.pos.line)]
        deck.attention[:] = [p for p in deck.attention if not within(p.line)]
    answered: set[Pos] = set()
    ends = [i for i, _ in units[1:]] + [next(b for a, b in sections if a < units[-1][0] < b)]
    for (i, n), end in zip(units, ends, strict=True):
        end = min(end, next((b for a, b in sections if a < i < b), end))
        found = next(((j, m) for j in range(i, end) if not fenced[j] and (m := _ANSWER.match(lines[j][:_LONGEST]))),
                     None)
        held = named_by(i, n)
        if found is None:
            continue
        j, m = found
        if len(held) > 1:
            diags.warning(Pos(where, j + 1, 1), f"the answer key names question {n}, which {len(held)} questions "
                                                "above are numbered (the page numbers its parts from 1); not read",
                          hint="number the questions through the page, or head the key's parts as the page's")
            continue
        named = held[0] if held else None
        if named is None or not named.choices:
            diags.warning(Pos(where, j + 1, 1), f"the answer key names question {n}, which no question above is "
                                                "numbered so; not read")
            continue
        q = named
        read = _value(m.group(1), q)
        if isinstance(read, str):
            diags.warning(Pos(where, j + 1, m.start(1) + 1), f"the answer key's {m.group(1)[:40]!r} for question {n} "
                                                             f"names one choice by its letter and choice {read} by "
                                                             "its text; not read",
                          hint="check its answer against the source")
            continue
        if read is None and q.answer is None:
            diags.warning(Pos(where, j + 1, m.start(1) + 1), f"the answer key's {m.group(1)[:40]!r} for question {n} "
                                                             "names none of its choices; not read",
                          hint="write the choice's letter in the quiz")
            continue
        if read is None or q.answer is not None:   # read already (the reader's key, the question's marks): kept
            if read is not None and q.answer != sorted(set(read[0])):
                diags.warning(Pos(where, j + 1, 1), f"the answer key's answer for question {n} is not the one the "
                                                    "question itself marks; keeping the question's")
            continue
        q.set_answer(read[0])
        answered.add(q.pos)
        end = next((k for k in range(j + 1, end) if not fenced[k] and (h := _HEADING.match(lines[k][:_LONGEST]))
                    and not _EXPLAINED.fullmatch(h.group(2).strip())), end)   # ("#### Explanation": its own)
        q.use(i + 1, end)
        body = [line.strip() for line in lines[j + 1:end] if not _RULE.match(line)]
        text = "\n".join(body).strip()
        text = _EXPLAINED.sub("", text, count=1).strip() or read[1]
        if text and q.explanation is None:
            q.explanation = text
    unsay(diags, answered)
    if inside:
        diags.warning(Pos(where, sections[0][0] + 1, 1), f"the answer key under {lines[sections[0][0]].strip()!r} "
                                                         f"holds no questions: {len(inside)} read in it left out, "
                                                         "its answers joined by the questions' numbers")
