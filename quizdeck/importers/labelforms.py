"""What around a choice's label hides it from the readers, taken off before any reader runs: one step for all.

The readers know a label by its letter (or number) and its sign at a line's start: ``A. text``, ``(b) text``. Writers
lay choices out with more around them, and every reader then misses the label the same way. Here, on the source's
lines, before any reader (``convert.read_source``), each line keeping its place (its columns kept, ``columns.py``):

* wide spaces around a label, written as characters (U+00A0, U+2002, U+2003, U+3000) or as entities (``&emsp;``,
  ``&ensp;``, ``&nbsp;``), are layout: off before the label, one space after it, and a run of them between two
  choices on one line (``A. x&emsp;&emsp;B. y``) the wide gap the readers split inline choices at;
* a hyphen-like sign glued after a label's sign (``A.‐ text``, ``1.‐ question``: U+2010 to U+2013, or ``-`` then a
  space) is off;
* full-width labels (``Ａ．``, ``（Ｂ）``, ``１．``) are written as the ASCII ones, and Thai labels (``ก. ข. ค. ง.``) as
  ``A. B. C. D.``, where the file has a run of them (ก and ข labels, twice at least);
* a bullet glyph (``o``, ``•``, ``▪``, ``➢``...) that starts the lines of three runs of lines or more under a numbered
  line or one ending in ``?`` (or in ``:``, the run ending the block), nearly every line it starts, is a bullet:
  written ``-``, which every reader takes off;
* a label glued to a text of another script (``C.Ⅰ,Ⅳ``) among labels set apart, the next after the line above, is
  set apart too;
* emphasis (``**``, ``__``, ``*``, ``_``, ``<b>``, ``<u>``...) around a label alone (but ``**A.**``, which the readers
  know) or around a whole choice's line
  (a bold span over several lines too) is layout when every choice of a run (a first label, then labelled lines,
  blank lines between) has it: off. A span of bold left open counts so only where three runs of the file close
  theirs (a sign before one choice, ``*c. Red``, is a mark). Where some choices have it and others do not, it may
  be an answer's mark (``mdboldmarks``): the readers read bold lines so; a whole line in italics
  (``_b. text_``), which they do not, gets its emphasis behind the label (``b. _text_``), the mark kept.

* a right mark (``✅``, ``✔``, ``☑``) after a labelled choice's text followed only by a parenthesis to its end
  (``A. text ✅ (si NO ...)``) is put after the parenthesis, where the readers read a mark.
* a glyph (``✔``, ``❓``, ``►``) opening the line over the choices of three questions at least, and on no line right
  under a choice or before a choice's label (``✔ a) 5``: a choice's mark), most of them opening their block (after a
  blank line, a heading or a rule; right under a line of text it is a first choice marked right), is the file's
  bullet for its questions: off every line it opens;
* first of all, a quiz engine's prompt over the choices (``Select one:``, ``quizprompts``) is left blank, and a
  question's heading written without its ``#`` among the file's (``Pitanje 3``, ``bareheads``) gets them.

What was rewritten is said in the import's summary ("taken off: ..."); where it is unsure, a warning at the line:
a run taken off as layout whose labels go back (``A. B. A. A.``: a choice is likely read into another part), and a
run in the file's layout emphasis that opens and closes it elsewhere (left as written: a choice may be missed).
Every pattern is anchored at the line's start or bounded, and linear in the line's length.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.bareheads import headed
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.itemlabels import set_apart
from quizdeck.importers.labels import label_index, letter, split_label
from quizdeck.importers.mdescapes import unescaped
from quizdeck.importers.quizprompts import unprompted
from quizdeck.importers.spacednumbers import sections, spaced

#: a space a writer puts for layout: a character or an HTML entity
_SPACE = (r"(?:&(?:emsp|ensp|nbsp|thinsp|#160|#8194|#8195|#8201|#12288|#x[aA]0|#x3000);"
          r"|[\u00a0\u2002\u2003\u2009\u3000])")
#: a line's indentation, a quote's marks and a list's bullet, before a label
_LEAD = r"[ \t]*(?:>[ \t]?){0,3}(?:[-*+][ \t]+)?"
#: emphasis that may open around a label or a line
_OPENERS = ("**", "__", "<strong>", "<b>", "<u>", "<em>", "<i>", "*", "_")
_CLOSER = {"**": "**", "__": "__", "*": "*", "_": "_", "<strong>": "</strong>", "<b>": "</b>", "<u>": "</u>",
           "<em>": "</em>", "<i>": "</i>"}
_OPEN = r"(?:\*\*|__|<(?:strong|b|u|em|i)>)"
_CLOSE = r"(?:\*\*|__|</(?:strong|b|u|em|i)>)"
#: a label's head: a letter or a number, its sign (or its brackets)
_HEAD = r"(?:[(（](?:[A-La-l]|\d{1,3})[)）]|(?:[A-La-l]|\d{1,3})[.．)）:：、])"

#: a run of spaces, of any width (one quantifier over single units: linear)
_GAPS = re.compile(rf"(?:{_SPACE}|[ \t])+")
#: a line's markup and an opening emphasis, before its label
_OPENING = re.compile(rf"{_LEAD}{_OPEN}?")
#: a label's head, in its emphasis or not, at a place
_LABEL_AT = re.compile(rf"{_OPEN}?{_HEAD}{_CLOSE}?")
#: the next choice's label, after a gap between two choices on one line
_NEXT_LABEL = re.compile(r"[(（]?[B-Lb-l][.．)）]")
#: a closing emphasis and spaces, to the line's end
_TO_END = re.compile(rf"{_CLOSE}?[ \t]*$")
#: a hyphen-like sign glued after a label's sign
_HYPHEN = re.compile(rf"^({_LEAD}{_OPEN}?[(（]?(?:[^\W\d_]|\d{{1,3}})[)）]?[.．)）:])"
                     r"(?:[\u2010-\u2013]|-(?=[ \t]))[ \t]*(?=\S)")
#: a full-width label at a line's start, then its text
_WIDE = re.compile(r"([（(][Ａ-Ｌａ-ｌ０-９]{1,2}[）)]|[Ａ-Ｌａ-ｌ][．.）)、:：]|[０-９]{1,2}[．.）)、])"
                   r"[ \t\u3000]*(?=\S)")
_ASCII = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)}
#: a Thai label (``ก.``), not an abbreviation (``ก.พ.``)
_THAI = re.compile(rf"^({_LEAD}(?:\*\*|__)?)([กขคงจฉ])([.)])(?![\u0e00-\u0e7f]\.)[ \t]*(?=\S)")
_THAI_LATIN = {"ก": "A", "ข": "B", "ค": "C", "ง": "D", "จ": "E", "ฉ": "F"}
#: a bullet glyph at a line's start
#: (not the signs that may mark a choice: ``○ ●`` radio buttons, ``□ ■`` boxes, ``✓``, ``◆ ◇``)
_BULLET = re.compile(r"^([ \t]*)([o•▪➢◦▫►▸‣⁃∙➤➣➔❖])[ \t]+(?=\S)")
#: a line a run of choices may stand under: numbered, or ending as a question or a lead-in
_NUMBERED = re.compile(r"[ \t#*_]*\d{1,3}[.)．]")
#: the fewest runs a glyph starts, and the share of its lines in them
_RUNS = 3
_SHARE = 0.8
#: a label with emphasis around it alone, then the text: ``**A.** x``, ``<u>B</u>. x``, ``__C)__ x``
_LABEL_ONLY = re.compile(rf"([(（]?(?:[A-La-l]|\d{{1,3}})[)）]?[.．)）:：、]?)({_CLOSE}|\*|_)([.．)）:：、]?)"
                         r"[ \t]+(?=\S)")


@dataclass
class Forms:
    """The lines with the labels' forms normalised (line for line), and what was done, for the summary."""

    lines: list[str]
    said: list[tuple[str, int, tuple[str, ...]]] = field(default_factory=list)
    doubts: list[tuple[int, str]] = field(default_factory=list)   # (1-based line, what is unsure there)

    def tell(self, deck: ImportedDeck, diags: Diagnostics, where: str) -> None:
        """Say what was done in ``deck``'s summary ("taken off: ..."), and warn where it was unsure."""
        for what, count, quoted in self.said:
            deck.mend(what, count, *quoted)
        for line, what in self.doubts:
            diags.warning(Pos(where, line, 1), what, hint="compare this question's choices with the source")


def _opener(text: str) -> str | None:
    return next((m for m in _OPENERS if text.startswith(m)), None)


@dataclass
class _Line:
    index: int          # the (first) label's choice
    lead: str           # the line's markup before it
    form: str           # "plain", "label", "whole", "opens", "closes"
    mark: str = ""      # the emphasis's opener
    body: str = ""      # what is between the emphasis ("whole"), or after the label's emphasis ("label")
    label: str = ""     # the label with its sign, when form is "label"
    glued: int = -1     # where a space goes after a label's sign glued to its text (``C.Ⅰ,Ⅳ``), else -1


#: a letter's label glued to a text of another script (``C.Ⅰ,Ⅳ``): a label only among labelled lines
_GLUED = re.compile(r"[A-La-l][.．)](?=[^\x00-\x7f\s])")


def _split(text: str, at: int) -> tuple[int, str, int] | None:
    """The label's choice, the text after it and where a space goes when the two are glued (-1 if not), for a
    ``text`` found at ``at`` in its line."""
    split = split_label(text)
    if split is not None:
        return (split[0], split[1], -1) if split[1] else None
    glued = _GLUED.match(text)
    if glued is None or (index := label_index(text[0].upper())) is None:
        return None
    return index, text[glued.end():].rstrip(), at + glued.end()


def _parsed(line: str) -> _Line | None:
    """A line's label and the emphasis around it or around the line; None when it is not labelled."""
    lead_m = re.match(_LEAD, line)
    lead = lead_m.group(0) if lead_m else ""
    rest = line[len(lead):].rstrip()
    mark = _opener(rest)
    if mark is not None:
        after = rest[len(mark):]
        close = _CLOSER[mark]
        only = _LABEL_ONLY.match(after)
        if only and only.group(2) == close and not (only.group(1)[-1:] in ".．)）:：、" and only.group(3)):
            split = split_label(only.group(1) + only.group(3) + " x")
            if split is not None:
                return _Line(split[0], lead, "label", mark, after[only.end():], only.group(1) + only.group(3))
        if after.endswith(close) and len(after) > len(close):
            body = after[:-len(close)]
            if close in body or (len(close) == 1 and mark in body):
                return None
            found = _split(body, len(lead) + len(mark))
            return _Line(found[0], lead, "whole", mark, body, glued=found[2]) if found is not None else None
        if close in after:
            return None
        found = _split(after, len(lead) + len(mark))
        return _Line(found[0], lead, "opens", mark, after, glued=found[2]) if found is not None else None
    found = _split(rest, len(lead))
    if found is None:
        return None
    for close in ("**", "__", "</strong>", "</b>", "</u>", "</em>", "</i>"):
        if rest.endswith(close) and close not in rest[:-len(close)]:
            opener = next(k for k, v in _CLOSER.items() if v == close)
            return _Line(found[0], lead, "closes", opener, rest[:-len(close)], glued=found[2])
    return _Line(found[0], lead, "plain", glued=found[2])


def _runs(lines: Sequence[str], skip: Sequence[bool]) -> list[list[tuple[int, _Line]]]:
    """Runs of labelled lines: from a first label, labelled lines after it, blank lines between (a question's line
    ends one)."""
    runs: list[list[tuple[int, _Line]]] = []
    run: list[tuple[int, _Line]] = []
    for i, line in enumerate(lines):
        if skip[i]:
            parsed = None
        elif not line.strip():
            continue
        else:
            parsed = _parsed(line)
        if parsed is not None and run:
            run.append((i, parsed))
            continue
        if len(run) > 1:
            runs.append(run)
        run = [(i, parsed)] if parsed is not None and parsed.index == 0 else []
    if len(run) > 1:
        runs.append(run)
    return runs


def _trail(line: str) -> str:
    return line[len(line.rstrip()):]


def _skips(run: Sequence[tuple[int, _Line]]) -> bool:
    """Whether a run's labels jump forward past one (``A.`` then ``D.``): the lines an answer names, not a list of
    choices (a label going back, ``A. B. A.``, is a choice list mistyped: warned where it is taken off)."""
    return any(p.index > before.index + 1 and not all(_inline(before, k) for k in range(before.index + 1, p.index))
               for (_, before), (_, p) in pairwise(run))


def _inline(line: _Line, index: int) -> bool:
    """Whether the line holds the label of choice ``index`` after its own (``A. x    B. y``: two choices a line)."""
    return re.search(rf"(?<![^\W\d_])[(（]?{letter(index)}[.．)）:：、]", line.body, re.I) is not None


def _emphasis(lines: list[str], skip: Sequence[bool], said: list[tuple[str, int, tuple[str, ...]]],
              doubts: list[tuple[int, str]]) -> None:
    """Emphasis every choice of a run has: off; a whole line's italics among plain ones: behind the label (see the
    module). Unsure, warned: a run taken off whose labels go back (``A. B. A. A.``), and a run of the file's layout
    mark that is not the layout where three runs are."""
    off: Counter[str] = Counter()
    behind: Counter[str] = Counter()
    runs = _runs(lines, skip)
    spans = [_spanned([p.form for _, p in run], run[0][1].mark) for run in runs]
    closed = Counter(run[0][1].mark for run, span in zip(runs, spans, strict=True) if span == "closed")
    for run, span in zip(runs, spans, strict=True):
        forms = [p.form for _, p in run]
        marks = {p.mark for _, p in run if p.form != "plain"}
        if len(marks) > 1:
            continue
        mark = next(iter(marks), "")
        if all(f == "label" for f in forms) and mark not in ("**", "__"):   # (the readers know ``**A.**`` already)
            for i, p in run:
                lines[i] = p.lead + p.label + " " + p.body + _trail(lines[i])
            off[mark] += 1
        elif _skips(run):
            continue   # ``**A. x**`` then ``**D. y**``: an answer's lines (two right choices), not a question's choices
        elif span == "closed" or (span == "open" and closed[mark] >= _RUNS):
            if any(p.index <= run[k][1].index for k, (_, p) in enumerate(run[1:])):
                doubts.append((run[0][0] + 1, "these choices' labels go back to an earlier one ("
                               + " ".join(letter(p.index) for _, p in run) + "): a choice may be read into another "
                               "part of the question"))
            for i, p in run:
                rest = lines[i][len(p.lead):].rstrip()
                if p.form in ("whole", "opens"):
                    rest = rest[len(p.mark):]
                if p.form in ("whole", "closes"):
                    rest = rest[:-len(_CLOSER[p.mark])]
                lines[i] = p.lead + rest + _trail(lines[i])
            off[mark] += 1
        elif span == "" and len(mark) > 1 and closed[mark] >= _RUNS and "plain" in forms and any(
                f in ("opens", "closes") for f in forms):
            doubts.append((run[0][0] + 1, f"these choices are in {mark!r} as the file's are, but it opens and "
                                          "closes elsewhere: read as written, a choice may be missed"))
        elif set(forms) == {"plain", "whole"} and mark in ("*", "_"):
            for i, p in run:
                if p.form != "whole":
                    continue
                split = split_label(p.body)
                if split is None or not p.body.rstrip().endswith(split[1]) or split[1].startswith("`"):
                    continue
                text = split[1]
                label = p.body.rstrip()[:-len(text)].rstrip()
                lines[i] = p.lead + label + " " + p.mark + text + _CLOSER[p.mark] + _trail(lines[i])
                behind[mark] += 1
    for mark, count in sorted(off.items()):
        said.append(("the emphasis {0} around every choice of {n} question{s} (layout)", count, (repr(mark),)))
    for mark, count in sorted(behind.items()):
        said.append(("the emphasis {0} of {n} choice{s} moved behind the label (read as a mark)", count,
                     (repr(mark),)))


def _unglued(lines: list[str], skip: Sequence[bool]) -> int:
    """A label glued to its text (``C.Ⅰ,Ⅳ``) in a run of labels set apart, the next after the line above: a space
    put after its sign."""
    count = 0
    for run in _runs(lines, skip):
        spaced = sum(1 for _, p in run if p.glued < 0)
        for k, (i, p) in enumerate(run):
            if p.glued >= 0 and spaced >= 2 and k > 0 and p.index == run[k - 1][1].index + 1:
                lines[i] = lines[i][:p.glued] + " " + lines[i][p.glued:]
                count += 1
    return count


def _spanned(forms: Sequence[str], mark: str) -> str:
    """Whether every line of a run is inside emphasis: "closed" when each is a whole line or in a span opened and
    closed within the run; "open" when a span is left open, or opened again before it closed (layout only where
    the file's other runs close theirs: a sign before one choice, ``*c. Red``, is a mark); "" when not. Spans are
    bold's and tags' (``**``, ``<b>``), not a single ``*`` or ``_``."""
    inside = loose = False
    for form in forms:
        if form == "whole":
            loose = loose or inside
            inside = False
        elif form == "opens" and len(mark) > 1:
            loose = loose or inside
            inside = True
        elif form in ("closes", "plain") and inside:
            inside = form == "plain"
        else:
            return ""
    return "open" if loose or inside else "closed"


def _asks(line: str, closed: bool) -> bool:
    """Whether a run of choices may stand under ``line``: numbered, or ending as a question, or ending as a lead-in
    (``:``) when nothing but a blank line follows the run (``The reviews have these attributes:`` over statements,
    then the question's own line, is a question's text)."""
    end = line.rstrip().rstrip("*_").rstrip()
    return bool(_NUMBERED.match(line)) or end.endswith(("?", "？")) or (closed and end.endswith((":", "：")))


def _bullets(lines: list[str], skip: Sequence[bool], said: list[tuple[str, int, tuple[str, ...]]]) -> None:
    """A glyph that starts the choices of most questions (see the module): written ``-``."""
    glyphs = [m.group(2) if not skip[i] and (m := _BULLET.match(line)) else None for i, line in enumerate(lines)]
    total = Counter(g for g in glyphs if g is not None)
    runs: dict[str, list[tuple[int, int]]] = {}
    i = 0
    while i < len(lines):
        glyph = glyphs[i]
        if glyph is None:
            i += 1
            continue
        end = i
        while end + 1 < len(lines) and glyphs[end + 1] == glyph:
            end += 1
        if end > i and i > 0 and lines[i - 1].strip() and glyphs[i - 1] is None and _asks(
                lines[i - 1], end + 1 >= len(lines) or not lines[end + 1].strip()):
            runs.setdefault(glyph, []).append((i, end))
        i = end + 1
    for glyph, found in runs.items():
        inside = sum(end - start + 1 for start, end in found)
        if len(found) < _RUNS or inside < _SHARE * total[glyph]:
            continue
        for start, end in found:
            for k in range(start, end + 1):
                lines[k] = _BULLET.sub(r"\1- ", lines[k], count=1)
        said.append(("the bullet {0} of {n} choice{s}", inside, (repr(glyph),)))


#: a symbol at a line's start, then a space: ``✔ Los métodos ...``, ``❓ Which ...``, ``► Was ...`` (any non-ASCII sign;
#: its category is checked: a symbol, not a letter's mark)
_GLYPH = re.compile(r"^([ \t]*)([^\x00-\x7f\w\s])\ufe0f?[ \t]+(?=\S)")
#: a choice's line: a list's item, or a labelled line (``a)``, ``B.``, ``(c)``)
_CHOICE_LINE = re.compile(r"^[ \t]*(?:[-*+][ \t]+\S|\(?[A-Za-z0-9]{1,2}[.)][ \t]+\S)")
#: a line a glyph under it may be a mark among choices under: a list's item, a lettered line (not a numbered one,
#: which a question's or a part's line is: ``1. En cada una ...:``)
_LETTERED_LINE = re.compile(r"^[ \t]*(?:[-*+][ \t]+\S|\(?[A-Za-z][.)][ \t]+\S)")
#: a line a block opens under: a heading or a rule
_BLOCK_START = re.compile(r"^[ \t]{0,3}(?:#{1,6}[ \t]|[-*_][-*_ \t]{2,}$)")


def _question_glyphs(lines: list[str], skip: Sequence[bool], said: list[tuple[str, int, tuple[str, ...]]]) -> None:
    """A glyph that opens the question line over the choices of three questions at least (``✔ Los métodos ...:``
    over ``▪ Heap``, ``▪ Static``), on no line inside a run of choices (where it would be a choice's mark): the
    file's bullet for its questions, taken off every line it opens (statements without choices too)."""
    glyphs = [m.group(2) if not skip[i] and len(line) <= 2000 and (m := _GLYPH.match(line)) and unicodedata.category(
        m.group(2)) in ("So", "Sm", "Po") else None for i, line in enumerate(lines)]
    heads: Counter[str] = Counter()
    opening: Counter[str] = Counter()
    inside: set[str] = set()
    for i, glyph in enumerate(glyphs):
        if glyph is None:
            continue
        bare = _GLYPH.sub(r"\1", lines[i][:200], count=1)
        if (i > 0 and _LETTERED_LINE.match(lines[i - 1][:200])) or _CHOICE_LINE.match(bare):
            inside.add(glyph)   # right under a choice, or on a labelled line (``✔ a) 5``): a choice's mark
        elif i + 2 < len(lines) and _CHOICE_LINE.match(lines[i + 1][:200]) and _CHOICE_LINE.match(lines[i + 2][:200]):
            heads[glyph] += 1
            # a question's line opens its block (after a blank line, a heading, a rule); right under a line of text
            # it is more likely the first choice, marked right (``Which is prime?`` over ``✔ 5``, ``- 6``, ``- 8``)
            opening[glyph] += i == 0 or not lines[i - 1].strip() or _BLOCK_START.match(lines[i - 1][:200]) is not None
    for glyph, count in heads.most_common(1):
        if count < _RUNS or glyph in inside or 2 * opening[glyph] <= count:
            return
        n = 0
        for i, g in enumerate(glyphs):
            if g == glyph:
                lines[i] = _GLYPH.sub(r"\1", lines[i], count=1)
                n += 1
        said.append(("the bullet {0} of {n} question line{s}", n, (repr(glyph),)))


def _count_sub(pattern: re.Pattern[str], repl: str | Callable[[re.Match[str]], str], lines: list[str],
               skip: Sequence[bool]) -> int:
    changed = 0
    for i, line in enumerate(lines):
        if not skip[i] and (new := pattern.sub(repl, line, count=1)) != line:
            lines[i] = new
            changed += 1
    return changed


def _widened(line: str) -> str:
    """``line`` with a full-width label (after its markup and spaces) as the ASCII one, a space after it."""
    opening = _OPENING.match(line)
    start = opening.end() if opening else 0
    first = _GAPS.match(line, start)
    at = first.end() if first else start
    m = _WIDE.match(line, at)
    return line if m is None else line[:at] + m.group(1).translate(_ASCII) + " " + line[m.end():]


def _thai(m: re.Match[str]) -> str:
    return m.group(1) + _THAI_LATIN[m.group(2)] + m.group(3) + " "


def _wide_units(gap: str) -> int:
    """How many spaces of another width (characters or entities) a gap holds."""
    return sum(1 for c in gap if c in "\u00a0\u2002\u2003\u2009\u3000") + gap.count("&")


def _spaced(line: str) -> str:
    """``line`` with the wide spaces around its label as the readers want them (see the module), when labelled."""
    opening = _OPENING.match(line)
    start = opening.end() if opening else 0
    first = _GAPS.match(line, start)
    label_at = first.end() if first else start
    label = _LABEL_AT.match(line, label_at)
    if label is None:
        return line
    lead = re.match(_LEAD, line)
    opened = start > (lead.end() if lead else 0)     # an emphasis opens before the label: spaces after it are off

    def gap(m: re.Match[str]) -> str:
        text, wide = m.group(0), _wide_units(m.group(0))
        if m.start() <= start and m.end() == label_at and m.end() > start:
            return text[:start - m.start()] if wide or opened else text   # before the label (the lead's own kept)
        if m.start() == label.end():
            if wide >= 2 and any(c.isdigit() for c in label.group(0)):
                return text                                          # a numbered line's indent (code listings)
            return " " if wide else text                             # after it
        if wide >= 2 and _NEXT_LABEL.match(line, m.end()) and m.start() > label.end():
            return "    "                                            # between two choices on the line
        if wide and _TO_END.match(line, m.end()):
            return ""                                                # at the line's end
        return text

    return _GAPS.sub(gap, line)


def _spaces(lines: list[str], skip: Sequence[bool]) -> int:
    changed = 0
    for i, line in enumerate(lines):
        if skip[i]:
            continue
        if (new := _spaced(line)) != line:
            lines[i] = new
            changed += 1
    return changed


#: a labelled line (its lead, its label), up to its text
_LABELLED_LINE = re.compile(rf"{_LEAD}{_HEAD}[ \t]+(?=\S)")
#: the signs that say "right" by themselves, after a choice's text
_RIGHT = ("✅", "✔", "☑")


def _mark_before_aside(line: str) -> str | None:
    """``A. text ✅ (why)`` written ``A. text (why) ✅``: a right mark followed only by a parenthesis to the choice's
    end marks the choice (the readers read a mark at the end); None when the line is not so."""
    m = _LABELLED_LINE.match(line)
    if m is None or not line.rstrip().endswith(")"):
        return None
    at = max(line.rfind(mark) for mark in _RIGHT)
    if at <= m.end():
        return None
    mark = line[at:at + 1] + ("\ufe0f" if line[at + 1:at + 2] == "\ufe0f" else "")
    text, aside = line[:at].rstrip(), line[at + len(mark):].strip()
    if not (text and aside.startswith("(") and aside.count("(") == 1 and aside.count(")") == 1):
        return None
    return f"{text} {aside} {mark}"


def _marks_before_asides(lines: list[str], skip: Sequence[bool]) -> int:
    changed = 0
    for i, line in enumerate(lines):
        if not skip[i] and (new := _mark_before_aside(line)) is not None:
            lines[i] = new
            changed += 1
    return changed


def normalised(lines: Sequence[str], skip: Sequence[bool] | None = None) -> Forms | None:
    """The lines with their labels' forms normalised (see the module), line for line, but the lines ``skip`` marks
    (fenced code: its text is the author's); None when nothing changed."""
    skip = skip if skip is not None else [False] * len(lines)
    out = list(lines)
    said: list[tuple[str, int, tuple[str, ...]]] = []
    doubts: list[tuple[int, str]] = []
    if (over := unescaped(out, skip)) is not None:   # "\\- a. \\*\\*text\\*\\*": a paste's escapes undone (mdescapes)
        out = over[0]
        said.append(("the Markdown escapes ('\\-', '\\*') of {n} line{s} of an over-escaped file (undone)", over[1],
                     ()))
        doubts.append((over[2] + 1, "this file escapes its own Markdown (lines open with '\\-', '\\*', '\\#'): "
                                    "its markup's escapes are undone before its labels, bold and marks are read"))
    if (numbers := spaced(out, skip)) is not None:   # "    1  text": choices numbered with a gap alone (spacednumbers)
        out = numbers[0]
        said.append(("the gap after the number of {n} choice{s} (written '1. text', their indent off)", numbers[1],
                     ()))
        doubts.extend((at + 1, "this line is numbered as the choices above it, out of their run: a choice of the "
                               "question above, or another part?") for at in numbers[2])
        doubts.extend((at + 1, "these lines numbered with a gap are read as choices, but their texts are numbers "
                               "alone: a table's rows rather than a question's choices?") for at in numbers[3])
        if (named := sections(out, skip)) is not None:   # "＜領域：介護＞" over "## 介護の基本": the section's heading
            out = named[0]
            said.append(("the section name{s} in brackets over {n} heading{s} (read as headings, not explanations)",
                         len(named[1]), ()))
            doubts.append((named[1][0] + 1, "this line, in the brackets of the lines over the file's headings, is "
                                            "read as its section's heading, not the explanation of the question above"))
    if (prompts := unprompted(out, skip)) is not None:   # "Seleccione una:" over the choices: blank (quizprompts)
        out = prompts[0]
        said.append(("the quiz engine's prompt over the choices ('Select one:') on {n} line{s}", prompts[1], ()))
    if (heads := headed(out, skip)) is not None:   # "Pitanje 3" alone among "### Pitanje N": a heading (bareheads)
        out = heads[0]
        said.append(("the missing '#' of {n} question heading{s} (written as the file's others)", heads[1], ()))
    n = 0
    for i, line in enumerate(out):
        if not skip[i] and (new := _widened(line)) != line:
            out[i] = new
            n += 1
    if n:
        said.append(("the full-width form of {n} label{s} (written as ASCII)", n, ()))
    thai = Counter(m.group(2) for i, line in enumerate(out) if not skip[i] and (m := _THAI.match(line)))
    if thai["ก"] >= 2 and thai["ข"] >= 2:
        n = _count_sub(_THAI, _thai, out, skip)
        said.append(("the Thai letters of {n} label{s} (ก ข ค ง read as A B C D)", n, ()))
    if n := _spaces(out, skip):
        said.append(("the wide spaces around the labels of {n} line{s}", n, ()))
    if n := _count_sub(_HYPHEN, r"\1 ", out, skip):
        said.append(("the hyphen after {n} label{s}", n, ()))
    _bullets(out, skip, said)
    _question_glyphs(out, skip, said)
    if n := set_apart(out, skip):   # "* a.Python" .. "* d.C" under every question: labels (itemlabels)
        said.append(("the text glued to {n} label{s} of items lettered in order under the questions set apart", n,
                     ()))
    if n := _unglued(out, skip):
        said.append(("the text glued to {n} label{s} among spaced ones set apart", n, ()))
    if n := _marks_before_asides(out, skip):
        said.append(("the mark before the parenthesis ending {n} choice{s} (put after it)", n, ()))
    _emphasis(out, skip, said, doubts)
    return Forms(out, said, doubts) if out != list(lines) else None
