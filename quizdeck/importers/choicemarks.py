"""The mark a source puts on its right (or wrong) choices, inferred from the source itself.

Many hand-made banks give no answer line: they mark the right choice where it stands, each file
its own way: ``++++text``, ``text  +++++=``, ``• text ##``, ``## text``, ``✅ B. text`` beside
``❌ A. text``, ``*d. Slack`` (a star glued on before the label, text2qti's). What the mark is is
read from the file: a run of the same mark character (or one check/cross symbol) at the start or
the end of a line, after its indentation and list bullet,
that the file uses on two lines or more. A pair of signs where only one half is a known
symbol (``☐`` on the wrong choices, an unknown ``🗹`` on the right ones) is learnt whole: the
lone symbol that stands in the known sign's place on the other lines of its runs, in three
runs at least, is the other half (``_partners``). ``infer`` gives the lines with those marks
taken off and which lines carried a mark meaning right or wrong; the reader reads those lines as usual and takes
the marked choices as the answers (``textquiz``), and keeps that reading only when it answers more
questions than the plain one. A file with no such sign may write a verdict pair after every choice (``text / TAK``
beside ``text / NIE``, ``verdictpairs``): its lines are given so, with what followed a verdict (an explanation).

Every pattern here is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field

from quizdeck.importers import verdictpairs, verdictparagraphs

#: symbols that say "right" or "wrong" by themselves
RIGHT_SYMBOLS = "✅✔✓☑√"
WRONG_SYMBOLS = "❌✗✘☒✖☐"
_SYMBOL = f"[{RIGHT_SYMBOLS}{WRONG_SYMBOLS}]\ufe0f?"
#: indentation, then a list bullet (Word's private-use bullets too), kept as they are
_LEAD = re.compile(r"^[ \t]*(?:[-*+•▪◦●○■□➢➤►\uf0a7\uf0b7\uf0d8\uf076\uf0fc][ \t]+)?")
#: a bullet that word processors write with a symbol font (U+F0A7 and its like) or a shape: read as "- "
_WORD_BULLET = re.compile(r"^([ \t]*)[▪◦●○■□➢➤►\uf0a7\uf0b7\uf0d8\uf076\uf0fc][ \t]+")
#: a mark before the text: "++++text", "## text", "✅ B. text", "+++ text"; one star glued on before a choice's
#: label, as text2qti writes the right one ("*b) text", "*d. Slack"; not "*b. text*", an emphasis)
_BEFORE = re.compile(rf"(\+{{2,40}}=*|#{{2,6}}(?=[ \t]*\S)|{_SYMBOL}|\*(?=[A-Za-z0-9][.)][ \t]+\S(?:.*[^*\s])?[ \t]*$))"
                     r"[ \t]*")
#: a mark after the text, apart from it: "text  +++++=", "text ##", "text ✅"; or glued on: "text+++"
_AFTER = re.compile(rf"(?:[ \t]+(\+{{2,40}}=*|#{{2,6}}|{_SYMBOL})|(?<=\S)(\+{{3,40}}=*))[ \t]*$")
#: a line that is a Markdown heading: "#" marks there are its level, not a mark
_HEADING = re.compile(r"^ {0,3}#{1,6}[ \t]")


@dataclass
class Marks:
    """The source's lines with the marks taken off, and which lines (0-based) carried which."""

    lines: list[str]
    right: set[int] = field(default_factory=set)
    wrong: set[int] = field(default_factory=set)
    shown: str = ""      # the marks as the source writes them, for messages: "'++++'", "'✅' and '❌'"
    why: dict[int, str] = field(default_factory=dict)   # what followed a verdict on its line: the choice's explanation
    paired: bool = False   # a verdict pair (``verdictpairs``): every choice marked, right or wrong
    noted: dict[int, list[int]] = field(default_factory=dict)   # the lines a choice's note stood on, blanked


def _key(mark: str) -> str:
    """One key for the forms of a mark: "+++++=" and "++" are the same mark."""
    return mark[0]


def _polarity(key: str, learnt: dict[str, str] | None = None) -> str:
    if learnt and key in learnt:
        return learnt[key]
    return "wrong" if key in WRONG_SYMBOLS else "right"

#: runs in which a learnt half stands beside the listed one: this many at least
PAIRED = 3


def _symbol(line: str, at: int) -> tuple[int, str] | None:
    """A lone symbol (a pictograph, a box, a sign: no letter, digit or ASCII punctuation) leading the text at
    ``at``, a space after it: (where the text starts, the symbol)."""
    if at >= len(line) or unicodedata.category(line[at]) != "So":
        return None
    end = at + 1 + (line[at + 1:at + 2] == "\ufe0f")
    rest = line[end:]
    if not rest[:1].isspace() or not rest.strip():
        return None
    return end + len(rest) - len(rest.lstrip(" \t")), line[at]


def _partners(lines: list[str], fenced: list[bool], found: list[tuple[int, int, int, str]]
              ) -> tuple[list[tuple[int, int, int, str]], dict[str, str]]:
    """The other half of a pair of signs, one listed (``☐`` on the wrong choices), one not: a lone symbol that
    leads the text, in the listed sign's place, on the other lines of the listed sign's runs (sibling lines of
    one indent), in ``PAIRED`` runs at least and on no line of any run where it stands beside no listed sign of
    the other meaning. It means what the listed one does not. The file's own pairing says so, not a list.
    The lines it stands on, and it with its meaning."""
    listed = {i: key for i, _, _, key in found}
    if not listed or len({_polarity(k) for k in listed.values()}) != 1:
        return [], {}
    meaning = "right" if _polarity(next(iter(listed.values()))) == "wrong" else "wrong"
    candidates: dict[int, tuple[int, int, str]] = {}
    for i, line in enumerate(lines):
        if i in listed or fenced[i] or len(line) > 2000:
            continue
        lead = _LEAD.match(line)
        at = lead.end() if lead else 0
        lone = _symbol(line, at)
        if lone is not None and lone[1] not in RIGHT_SYMBOLS + WRONG_SYMBOLS:
            candidates[i] = (at, lone[0], lone[1])
    if not candidates:
        return [], {}
    beside: Counter[str] = Counter()
    alone: Counter[str] = Counter()
    run: list[int] = []
    for i in [*range(len(lines)), len(lines)]:
        indent = len(lines[i]) - len(lines[i].lstrip(" \t")) if i < len(lines) and lines[i].strip() else -1
        if run and (indent < 0 or indent != len(lines[run[-1]]) - len(lines[run[-1]].lstrip(" \t"))):
            syms = {candidates[k][2] for k in run if k in candidates}
            has_listed = any(k in listed for k in run)
            for sym in syms:
                (beside if has_listed else alone)[sym] += 1
            run = []
        if indent >= 0:
            run.append(i)
    learnt = {sym for sym, n in beside.items() if n >= PAIRED and n > alone[sym]}
    if len(learnt) != 1:
        return [], {}
    sym = next(iter(learnt))
    return [(i, at, start, sym) for i, (at, start, s) in candidates.items() if s == sym], {sym: meaning}


def _from_paragraphs(lines: list[str], found: verdictparagraphs.Paragraphs) -> Marks:
    """The lines of a file whose options are sign paragraphs (``verdictparagraphs``): each sign line a list item
    of its text, the notes under it blanked and kept as its ``why``."""
    out = Marks([_WORD_BULLET.sub(r"\1- ", line) for line in lines], set(found.right), set(found.wrong),
                why=dict(found.why), noted={i: list(n) for i, n in found.noted.items()})
    for i, text in found.texts.items():
        out.lines[i] = f"- {text}"
    for i in {n for note in found.noted.values() for n in note}:
        out.lines[i] = ""
    kinds = [k for k, on in (("✅", found.right), ("❌", found.wrong)) if on]
    out.shown = " and ".join(f"'{k}'" for k in kinds)
    return out


def infer(lines: list[str], fenced: list[bool], markdown: bool) -> Marks | None:
    """The marks this source puts on its choices, or None when it has none (fewer than two lines of one mark)."""
    paragraphs = verdictparagraphs.find(lines, fenced) if markdown else None
    if paragraphs is not None:
        return _from_paragraphs(lines, paragraphs)
    found: list[tuple[int, int, int, str]] = []   # (line, start, end of what is taken off, key)
    for i, line in enumerate(lines):
        if fenced[i] or len(line) > 2000 or not line.strip():
            continue
        lead = _LEAD.match(line)
        at = lead.end() if lead else 0
        heading = bool(_HEADING.match(line))
        before = _BEFORE.match(line, at)
        if before and not (heading and before.group(1)[0] == "#" and (markdown or at == 0)) and (
                line[before.end():].strip()):
            found.append((i, before.start(), before.end(), _key(before.group(1))))
            continue
        after = _AFTER.search(line, at)
        if after and line[at:after.start()].strip():
            mark = after.group(1) or after.group(2)
            found.append((i, after.start(), len(line), _key(mark)))
    paired, learnt = _partners(lines, fenced, found)
    found += paired
    counts = Counter(key for _, _, _, key in found)
    keys = {key for key, n in counts.items() if n >= 2}
    if not keys:
        pair = verdictpairs.find(lines, fenced)
        if pair is None:
            return None
        return Marks([_WORD_BULLET.sub(r"\1- ", line) for line in pair.lines], pair.right, pair.wrong, pair.shown,
                     pair.why, paired=True)
    out = Marks([_WORD_BULLET.sub(r"\1- ", line) for line in lines])
    for i, start, end, key in found:
        if key not in keys:
            continue
        line = lines[i]
        line = (line[:start] + line[end:]).rstrip() if end < len(line) else line[:start].rstrip()
        out.lines[i] = _WORD_BULLET.sub(r"\1- ", line)
        (out.wrong if _polarity(key, learnt) == "wrong" else out.right).add(i)
    shown = sorted(keys, key=lambda k: (_polarity(k, learnt) == "wrong", k))
    out.shown = " and ".join(f"'{k * 2 if k in '+#' else k}'" for k in shown)
    return out
