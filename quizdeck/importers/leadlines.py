"""A line every question repeats right before its choices, the choices bare: the repetition says where they are.

A quiz pasted from a course platform or copied from an exam page keeps, between each question's text and its
choices, a line the page repeats word for word (a number aside): an instruction (``Choose the correct answer:``,
``Wählen Sie eine Antwort:``), a score (``1 point``, ``2 Punkte``). The choices under it carry no label, bullet
or mark: plain lines, one choice each, up to a blank line (``docker inspect myweb``, ``None of the above.``), or
plain paragraphs set apart by blank lines (a browser's paste). No single line says they are choices; the file's
repetition does. Where one line's form (its text, digits aside, emphasis and spaces aside) stands in three
records at least, each time under a text that is no list nor choice run and over two to eight short plain
choices of one shape (lines, or paragraphs a blank gap apart), and most of those texts ask (end in ``?`` or
``:``, as shown) or stand under a header restating the record's number (``1.Question 1``, ``Question 3``: the
header goes, its number the question's), those records are the file's questions: the line is the page's
furniture (left blank, accounted for; a line of another wording than the file's usual one, ``Choose the 2 correct
answers:``, is put at the end of its question's text, which it is part of) and its choices are written as unticked
boxes (``- [ ] docker inspect myweb``), which the readers read as choices: the page gives no answer, and the reader
says so at each question.

Paragraph choices end where the gap between paragraphs changes (a paste sets its choices two blank lines apart
and its next question one; the gap is learnt from the paragraphs that can be choices, so ``Correct`` over a
sentence of feedback is none), at a line of markup (the next question's number ``2.``, a heading) or, when every gap
is one blank line, before the paragraph over the next such line (the next question's text). A record whose
choices do not fit (one, more than eight, a long or labelled one, one that asks) is left as it is. Nothing here
knows a language; each line is looked at a bounded number of times.
"""

from __future__ import annotations

import collections
import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass

from quizdeck.importers.answervalues import MAX_CHOICES
from quizdeck.importers.asking import ASKING, ASKING_OR_ANNOUNCING, ends_with
from quizdeck.importers.mdinline import fenced_lines, text_runs

#: a line that is no plain text's: a list's item, a heading, a quote, a table, a fence, HTML, a rule, a box
_MARKUP = re.compile(r"^[ \t]*(?:[-*+•][ \t]|#|>|\||```|~~~|<|---|\*\*\*|___|\[[ xX]\]|\d{1,4}[.)]([ \t]|$))")
#: a line labelled as a choice (``a) x``, ``B. y``, ``(c) z``): the readers read those already
_LABELLED = re.compile(r"^[ \t]*[(\[]?(?:[A-Za-z]|\d{1,2})(?:[.)\]:][ \t]+|[、．）][ \t]*)\S")
#: a number alone on its line (``7.``): the question's, over its text
_NUMBER_ALONE = re.compile(r"^[ \t]{0,3}\d{1,4}[.)][ \t]*$")
#: a header restating a record's number, a word and the number (``1.Question 1``, ``Question 3``): (1), (2) the number
_HEADER = re.compile(r"^[ \t]{0,3}(?:(\d{1,4})[.)][ \t]*)?[^\W\d_]{2,12}[ \t]*(\d{1,4})[ \t]*[.:)]?[ \t]*$")
#: a field and its value: a colon with text after it
_VALUED = re.compile(r"[:：][ \t*_]*[^\s*_]")
#: the fewest records that make the file's layout
LEAST = 3
#: the longest line that is a record's repeated line
_LONGEST_LEAD = 80
#: the longest choice (its text, all its lines) and the most lines of a paragraph choice
_LONGEST_CHOICE = 400
_CHOICE_LINES = 1
#: how alike a line of another wording must be to the file's usual one to stand for it (``Choose the 2 correct
#: answers:`` for ``Choose the correct answer:``)
_ALIKE = 0.8
#: the most forms tried as the repeated line (the commonest), and the most lines of other forms compared to each
_TRIED = 5
#: the most paragraphs a question's text runs over, looked at after a record's choices
_TEXT_BLOCKS = 12
_FEW = 400


def _form(line: str) -> str:
    """A line's form: its words, casefolded, emphasis and spacing aside, each run of digits one ``#``."""
    return re.sub(r"\d+", "#", " ".join(line.strip().strip("*_").split()).casefold())


def _plain(line: str) -> bool:
    return not _MARKUP.match(line) and not _LABELLED.match(line)


@dataclass
class _Record:
    lead: int                      # the repeated line
    above: int                     # the last line of the question's text
    choices: list[list[int]]       # each choice's lines




def _choice_ok(lines: Sequence[str], fenced: Sequence[bool], span: list[int]) -> bool:
    text = [lines[j].strip() for j in span]
    return (len(span) <= _CHOICE_LINES and sum(len(t) for t in text) <= _LONGEST_CHOICE and not fenced[span[0]]
            and all(_plain(lines[j]) for j in span) and not ends_with(text[-1], ASKING))


def _counted(lines: Sequence[str], choices: list[list[int]]) -> bool:
    """Whether the choices open with labels counting up, a space after each (``A All of these``, ``B Fish``): labelled
    choices the readers read, not bare ones."""
    firsts = [lines[c[0]].strip()[:2] for c in choices]
    return all(len(f) == 2 and f[1] == " " for f in firsts) and "".join(f[0] for f in firsts).casefold() in (
        "abcdefgh", "123456789")[0 if firsts[0][0].isalpha() else 1]


class _Finder:
    def __init__(self, lines: Sequence[str]):
        self.lines = lines
        self.fenced = fenced_lines(lines)
        self.blocks = text_runs(lines, self.fenced, code=True)
        self.block_of: dict[int, int] = {}   # line -> index of its block
        for k, (a, b) in enumerate(self.blocks):
            for j in range(a, b):
                self.block_of[j] = k

    def candidate(self, i: int) -> bool:
        """Whether line ``i`` may be a record's repeated line: short plain text that does not ask, holding no field
        with its value (``Answer: B`` is the question's answer, not the page's)."""
        line = self.lines[i]
        text = line.strip()
        return (not self.fenced[i] and 2 <= len(text) <= _LONGEST_LEAD and _plain(line)
                and not ends_with(text, ASKING) and _VALUED.search(text) is None and i in self.block_of)

    def placed(self, i: int) -> bool:
        """Whether line ``i`` stands where a record's repeated line does: over plain lines to its block's end, two
        to eight of them, or alone in its block over a plain one; a text above it."""
        above = self.above(i)
        if above is None or self.lines[above].lstrip().startswith(("<", "-", "*", "+", ">", "|")):
            return False   # under a tag, a list, a quote, a table: no question's text
        k = self.block_of[i]
        a, b = self.blocks[k]
        if (a, b) == (i, i + 1):
            return k + 1 < len(self.blocks) and all(_plain(self.lines[j]) for j in range(*self.blocks[k + 1]))
        return 2 <= b - i - 1 <= MAX_CHOICES and all(
            _plain(self.lines[j]) and len(self.lines[j]) <= _LONGEST_CHOICE for j in range(i + 1, b))

    def above(self, i: int) -> int | None:
        """The last line of the text over the line at ``i``: in its own block, else the block before it."""
        k = self.block_of[i]
        a, _ = self.blocks[k]
        if i > a:
            return i - 1
        if k == 0 or self.fenced[self.blocks[k - 1][1] - 1]:
            return None
        return self.blocks[k - 1][1] - 1

    def lines_under(self, i: int) -> list[list[int]] | None:
        """The choices right under line ``i``, one a line, up to the block's end; None when there are none."""
        _, b = self.blocks[self.block_of[i]]
        if b - i - 1 < 2:
            return None
        return [[j] for j in range(i + 1, b)]

    def gap(self, k: int) -> int:
        """The blank lines between block ``k`` and the one after it."""
        return self.blocks[k + 1][0] - self.blocks[k][1]

    def paragraphs_under(self, i: int, wide: int | None, leads: set[int]) -> list[list[int]] | None:
        """The choices under line ``i`` alone in its block, a paragraph each (see the module); ``wide`` the gap
        between choices the file keeps, None while it is learnt (then every paragraph up to the next lead)."""
        k = self.block_of[i]
        a, b = self.blocks[k]
        if (a, b) != (i, i + 1) or k + 1 >= len(self.blocks):
            return None
        out: list[list[int]] = []
        n = k + 1
        cut = False   # the choices end where the gap between them changes
        while n < len(self.blocks) and len(out) <= MAX_CHOICES:
            start, end = self.blocks[n]
            if any(j in leads for j in range(start, end)) or not all(_plain(self.lines[j]) for j in range(start, end)):
                break
            if out and wide is not None and self.gap(n - 1) != wide:
                cut = True
                break
            out.append(list(range(start, end)))
            n += 1
        if cut and wide is not None and wide > 1:
            rest = n + 1   # what follows the choices up to the next lead: its question's text, no choices apart
            while rest < min(len(self.blocks), n + _TEXT_BLOCKS) and all(
                    j not in leads and _plain(self.lines[j]) for j in range(*self.blocks[rest])):
                if self.gap(rest - 1) == wide:
                    return None   # the gap between choices again: a choice cut in two, not the record's end
                rest += 1
        if wide == 1 and n < len(self.blocks) and any(j in leads for j in range(*self.blocks[n])) and out:
            out.pop()   # every gap one blank line: the paragraph over the next lead is its question's text
        return out


def _records(finder: _Finder) -> tuple[list[_Record], str] | None:
    lines = finder.lines
    forms: dict[str, list[int]] = collections.defaultdict(list)
    for i in range(len(lines)):
        if finder.candidate(i) and finder.placed(i):
            forms[_form(lines[i])].append(i)
    best: tuple[list[_Record], str] | None = None
    tried = sorted((f for f, w in forms.items() if len(w) >= LEAST), key=lambda f: -len(forms[f]))[:_TRIED]
    few = [(re.sub(r"[#\s]", "", f), w) for f, w in forms.items() if len(w) < LEAST][:_FEW]
    for form in tried:
        if not re.search(r"[^\W\d_]", form):
            continue   # no word, a number or a sign alone: an answer's value, not the page's line
        where = forms[form]
        bare = re.sub(r"[#\s]", "", form)
        alike = [i for f, w in few if difflib.SequenceMatcher(None, f, bare).ratio() >= _ALIKE for i in w]
        leads = sorted(where + alike)
        found = _read(finder, leads)
        own = set(where)
        if found is not None and sum(1 for r in found if r.lead in own) >= LEAST and (
                best is None or len(found) > len(best[0])):
            best = found, form
    return best


def _choice_gaps(finder: _Finder, i: int, leads: set[int]) -> list[int]:
    """The gaps after the paragraphs under line ``i`` (up to the next lead) that may be choices, the last aside: a
    paragraph no choice can be (``Correct`` over a sentence of feedback) ends them."""
    paragraphs = finder.paragraphs_under(i, None, leads) or []
    n = next((k for k, p in enumerate(paragraphs) if not _choice_ok(finder.lines, finder.fenced, p)), len(paragraphs))
    return [finder.gap(finder.block_of[p[-1]]) for p in paragraphs[:n][:-1]]


def _read(finder: _Finder, leads: list[int]) -> list[_Record] | None:
    """The records under ``leads`` whose choices fit, when they are most of them and most of their texts ask."""
    lead_set = set(leads)
    spaced = [i for i in leads if finder.blocks[finder.block_of[i]] == (i, i + 1)]
    wide: int | None = None
    if len(spaced) * 2 > len(leads):
        gaps = collections.Counter(gap for i in spaced for gap in _choice_gaps(finder, i, lead_set))
        wide = max(gaps, key=lambda g: (gaps[g], g)) if gaps else 1
    out: list[_Record] = []
    for i in leads:
        above = finder.above(i)
        if above is None or above in lead_set:
            continue
        under = finder.paragraphs_under(i, wide, lead_set) if wide is not None else finder.lines_under(i)
        if under is None or not 2 <= len(under) <= MAX_CHOICES or not all(
                _choice_ok(finder.lines, finder.fenced, c) for c in under) or _counted(finder.lines, under):
            continue
        out.append(_Record(i, above, under))
    if len(out) < LEAST or len(out) * 4 < len(leads) * 3:
        return None
    sets = collections.Counter(tuple(_form(finder.lines[c[0]]) for c in r.choices) for r in out)
    if sets.most_common(1)[0][1] * 2 >= len(out):
        return None   # the same choices under most of them: the line is one of a fixed set of choices, no lead
    if sum(1 for r in out if ends_with(finder.lines[r.above].strip(), ASKING_OR_ANNOUNCING) or
           _headed(finder, r.above) is not None) * 2 < len(out):
        return None   # the texts over the line do not ask, nor stand under a header: not questions over choices
    return out


def _headed(finder: _Finder, above: int) -> int | None:
    """The line of a header restating the record's number (``1.Question 1``, ``Question 3``) over the question's
    text ending at ``above``, in its block (two lines above at most); None when there is none."""
    a, _ = finder.blocks[finder.block_of[above]]
    return next((j for j in range(above - 1, max(a, above - 3) - 1, -1) if _HEADER.match(finder.lines[j])), None)


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with the records' choices written as unticked boxes and their repeated line left blank (see the
    module's docstring), and the lines left blank; None when the file is not written so."""
    finder = _Finder(lines)
    found = _records(finder)
    if found is None:
        return None
    records, form = found
    out = list(lines)
    blanked: set[int] = set()
    floor = -1   # the last line of the record before
    for r in records:
        if _form(lines[r.lead]) != form and r.above < r.lead - 1:
            out[r.above] = f"{lines[r.above].rstrip()} {lines[r.lead].strip()}"   # its own wording: its question's
        if _form(lines[r.lead]) == form or r.above < r.lead - 1:
            out[r.lead] = ""
            blanked.add(r.lead)
        h = _headed(finder, r.above)
        if h is not None and (number := _HEADER.match(lines[h])) is not None:
            # "1.Question 1" over "Python is an example of an": the record's header, its number the question's
            out[h + 1] = f"{number.group(1) or number.group(2)}. {lines[h + 1].strip()}"
            out[h] = ""
            blanked.add(h)
            if h > floor + 1 and _NUMBER_ALONE.match(lines[h - 1]):
                out[h - 1] = ""   # "1." over "Question 1": the header's number
                blanked.add(h - 1)
        a = None if h is not None else next(
            (j for j in range(r.above - 1, floor, -1) if _NUMBER_ALONE.match(lines[j])), None)
        floor = r.choices[-1][-1]
        if a is not None and lines[a + 1].strip() and a + 1 != r.lead:
            out[a + 1] = f"{lines[a].strip()} {out[a + 1].strip()}"   # "7." over its text: the question's number
            out[a] = ""
            blanked.add(a)
        for choice in r.choices:
            out[choice[0]] = f"- [ ] {lines[choice[0]].strip()}"
            for j in choice[1:]:
                out[j] = "      " + lines[j].strip()
    return out, blanked
