"""A numbered question, then one-line paragraphs, then a labelled line: the paragraphs are its choices.

A quiz pasted from a chat assistant's answer loses its lists' markup: each question is a numbered line (``문항 1.
...?``, ``3. ...``), then its choices as bare paragraphs of one line each (no label, no bullet), then labelled lines
(``힌트: ...``, ``정답: 3)``, ``오답노트: ...``). Markdown reads the choices as paragraphs of the question's text. The
file's repetition says what they are: where the numbered lines run 1, 2, 3 ... (four in five the one before plus
one), three at least, and under four in five of them the question's paragraph is followed by two to twelve
(``MAX_CHOICES``) bare one-line paragraphs and then a paragraph opening with the same label (a word or two and a
colon, the same in those records), those paragraphs are written as a list's items (``- SAL <> 3000``), which the
readers read as unlabelled choices; the label's line (the answer, a hint) is read as the file writes it. A record of
another shape is left as it is. Nothing here knows a language; the patterns are anchored and linear in the line's
length.
"""

from __future__ import annotations

import collections
import itertools
import re
from collections.abc import Sequence

from quizdeck.importers.answervalues import MAX_CHOICES
from quizdeck.importers.mdinline import fenced_lines, text_runs

#: a question's numbered line: a word or none, the number, its stop, the text: (1) the number
_NUMBERED = re.compile(r"^[ \t]{0,3}(?:\*\*|__)?(?:[^\W\d_]{1,12}[ \t]*)?(\d{1,4})[.)][ \t]+\S")
#: a labelled line: a word or two and a colon, a value after it: (1) the label
_LABEL = re.compile(r"^[ \t]{0,3}(?:\*\*|__)?([^\W\d_]{1,16}(?:[ \t][^\W\d_]{1,16})?)(?:\*\*|__)?[ \t]*[:：]")
#: a line that is no bare choice: a list's item, a heading, a quote, a table, a fence, HTML, a rule, a label
_MARKUP = re.compile(r"^[ \t]*(?:[-*+•][ \t]|#|>|\||```|~~~|<|---|\*\*\*|___|\d{1,4}[.)]([ \t]|$)|"
                     r"[(\[]?[A-Za-z][.)\]][ \t])")
#: the fewest records, and the share of the numbered lines that must be of the shape
LEAST = 3
_SHARE = 0.8
#: the longest bare line read as a choice
_LONGEST = 200


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with each record's bare paragraphs written as a list's items (see the module's docstring), and the
    lines left blank (none); None when the file is not written so."""
    fenced = fenced_lines(lines)
    runs = text_runs(lines, fenced, code=False)
    starts = [(k, int(m.group(1))) for k, (a, _) in enumerate(runs) for i in range(a, runs[k][1])
              if len(lines[i]) <= 2000 and (m := _NUMBERED.match(lines[i])) is not None and (i == a or i == a + 1)]
    if len(starts) < LEAST:
        return None
    numbers = [n for _, n in starts]
    if sum(1 for a, b in itertools.pairwise(numbers) if b == a + 1) * 5 < (len(numbers) - 1) * 4:
        return None
    found: list[tuple[list[int], str]] = []    # (the choices' lines, the label under them)
    bounds = [k for k, _ in starts] + [len(runs)]
    for k, nxt in itertools.pairwise(bounds):
        bare: list[int] = []
        label = ""
        for a, b in runs[k + 1:nxt]:
            line = lines[a]
            if (m := _LABEL.match(line)) is not None:
                label = m.group(1).casefold()
                break
            if b - a != 1 or _MARKUP.match(line) or len(line.strip()) > _LONGEST or _NUMBERED.match(line):
                break
            bare.append(a)
        if 2 <= len(bare) <= MAX_CHOICES and label:
            found.append((bare, label))
    said = collections.Counter(label for _, label in found)
    if not said:
        return None
    label, n = said.most_common(1)[0]
    if n < LEAST or n < len(starts) * _SHARE:
        return None
    out = list(lines)
    for bare, under in found:
        if under == label:
            for i in bare:
                out[i] = "- " + lines[i].strip()
    return out, set()
