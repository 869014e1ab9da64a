"""A choice label written bare, alone on its line (``A`` over its text, ``B`` over the next): the label of that text.

Some exporters write each choice as two lines, the label with no sign at all, then the choice's text right under
it, no blank line between (a page's radio buttons copied out: ``A`` / ``相互尊重`` / ``B`` / ``强权政治``). A
letter alone is no label to the readers: the choices become text, or lines of a list whose every other line is a
letter. The file's repetition is the evidence: lone letters that go first, second, third... (one case), each over
one text line, in runs of two at least, in three places at least, and those runs holding nearly every lone letter
of that case in the file (a file that writes each answer as a letter under its question holds lone letters in no
such order). Each such letter then gets the full stop the lone labels' reading knows (``A.``, ``lonelabels``),
line for line; the import says so once, at the first one. A lone letter right under a run's last text is the
question's answer written under its choices (``B`` under ``C`` / ``Iron``): it is no stray label, counts in no share,
and is left for the answer lines to read, said at the first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers import gluedlabels, romanlabels, spacedletters
from quizdeck.importers.base import LineWarn
from quizdeck.importers.labels import label_index

#: a letter alone on its line: (1) its lead, (2) the letter
_BARE = re.compile(r"^([ \t]*)([^\W\d_])[ \t]*$")
#: the fewest places runs must stand in, the fewest items of a run, the most
_LEAST_RUNS = 3
_LEAST_ITEMS = 2
_MOST = 12
#: the share of a case's lone letters the runs must hold
_SHARE = 0.8


def _letter(lines: Sequence[str], fenced: Sequence[bool], i: int) -> tuple[int, bool] | None:
    """A lone letter's place and case (upper), when its text is the line right under it."""
    if i + 1 >= len(lines) or fenced[i] or fenced[i + 1] or len(lines[i]) > 8:
        return None
    m = _BARE.match(lines[i])
    below = lines[i + 1]
    if m is None or not below.strip() or _BARE.match(below) is not None:
        return None
    place = label_index(m.group(2))
    return None if place is None else (place, m.group(2).isupper())


def rewritten(lines: Sequence[str], fenced: Sequence[bool], warn: LineWarn) -> list[str] | None:
    """The lines with each bare label of the file's runs written ``A.``; None when the file has no such runs. A
    letter and a space alone before its text, in runs the file proves (``- a STOPPED``): ``spacedletters``; Roman
    numerals (``i.`` ``ii.``) and the answer line naming them: ``romanlabels``; a label glued to its text in a run
    (``A.Đúng``): ``gluedlabels``."""
    out = _alone(lines, fenced, warn)
    for reshaped in (spacedletters.rewritten, romanlabels.rewritten, gluedlabels.rewritten):
        new = reshaped(out if out is not None else lines, fenced, warn)
        out = new if new is not None else out
    return out


def _alone(lines: Sequence[str], fenced: Sequence[bool], warn: LineWarn) -> list[str] | None:
    """The lines with each letter alone on its line of the file's runs written ``A.``; None when there are none."""
    runs: list[list[int]] = []
    alone = {True: 0, False: 0}
    answers: list[int] = []   # a lone letter right under a run's last text: the question's answer, no stray label
    i, n, after = 0, len(lines), -1
    while i < n:
        if i == after and not fenced[i] and _BARE.match(lines[i]) is not None:
            answers.append(i)
            i += 1
            continue
        first = _letter(lines, fenced, i)
        if first is None:
            if (m := _BARE.match(lines[i])) is not None and not fenced[i]:
                alone[m.group(2).isupper()] += 1
            i += 1
            continue
        run, j = [i], i + 2
        while len(run) < _MOST and (item := _letter(lines, fenced, j)) is not None and item == (len(run), first[1]):
            run.append(j)
            j += 2
        alone[first[1]] += len(run)
        if first[0] == 0 and len(run) >= _LEAST_ITEMS:
            runs.append(run)
            after = run[-1] + 2
        i = run[-1] + 1
    out: list[str] | None = None
    for upper in (True, False):
        kept = [r for r in runs if lines[r[0]].strip().isupper() == upper]
        held = sum(len(r) for r in kept)
        if len(kept) < _LEAST_RUNS or held < _SHARE * alone[upper]:
            continue
        out = out if out is not None else list(lines)
        for run in kept:
            for k in run:
                out[k] = lines[k].rstrip() + "."
        warn(kept[0][0] + 1, f"{held} letters alone on their lines, each over a text line ({len(kept)} runs "
             f"{lines[kept[0][0]].strip()}, {lines[kept[0][1]].strip()}...), read as choice labels over their texts",
             "check a few questions: the letters are the choices' labels only if the page showed them so")
        under = [a for a in answers if lines[a].strip().isupper() == upper]
        if under:
            warn(under[0] + 1, f"{len(under)} letters alone right under the last choice of a run "
                 f"({lines[under[0]].strip()}...): left as the questions' answers, no labels",
                 "check that each is the question's answer")
    return out
