"""A course platform's graded submission page pasted as Markdown: the picked choices in bold, feedback between them.

A learner who copies a graded quiz page (Coursera's) keeps its shape: each question a bold paragraph opening with
a word and its number (``**Question 3 Which of the following ...?**``, often wrapped over several lines), then the
score line (``1 / 1 point``), then the choices as plain paragraphs set apart by blank lines (wrapped too), the ones
the learner picked in bold; under a picked choice, or under the last choice, the page's verdict alone on its line
(``Correct``), a paragraph of feedback and, often, a trailer the page writes under every feedback (``For more
information, see video ...``). Read as it stands, every paragraph is a question's text or a choice: no answer and
feedback read as choices. Where three records at least open so (a bold numbered paragraph over a score line), each
record's paragraphs up to the next record (or a line of ``<br/>`` only) are read: a paragraph ending in the verdict
line, one word that the file puts alone on a line three times at least, is a choice (its text without the
verdict); the paragraph after a verdict is its feedback, and so is each next paragraph that opens with three words
the file opens such paragraphs with three times at least (the trailer); any other paragraph is a choice, ticked
when it is wholly bold. The question is written as its numbered line (``3. Which ...``), the choices as boxes
(``- [x] text``, ``- [ ] text``), each on its first line, the score line, the feedback and the other lines of a
wrapped paragraph left blank (accounted for). A record with fewer than two choices is left as it is. Nothing here
knows a language; each line is looked at a bounded number of times.
"""

from __future__ import annotations

import collections
import re
from collections.abc import Sequence

#: a record's head: a bold paragraph opening with a word and its number: (1) the number, (2) the text after it
_HEAD = re.compile(r"^[ \t]{0,3}\*\*[^\W\d_]{2,12}[ \t]+(\d{1,4})[.:)]?[ \t]+(\S.*)$")
#: a score line under the head: ``1 / 1 point``, ``0.5 / 1 punto``
_SCORE = re.compile(r"^[ \t]*\d{1,3}(?:[.,]\d{1,2})?[ \t]*/[ \t]*\d{1,3}(?:[.,]\d{1,2})?[ \t]+[^\W\d_]{2,12}[ \t]*$")
#: a line of HTML breaks only, which ends a record
_BREAKS = re.compile(r"^[ \t]*(?:<br[ \t]*/?>[ \t]*)+$", re.I)
#: a verdict: one word alone on its line
_WORD = re.compile(r"^[ \t]*([^\W\d_]{3,20})[ \t]*$")
#: a paragraph wholly in bold
_BOLD = re.compile(r"^\*\*(?=\S)(.+?)(?<=\S)\*\*$", re.S)
#: the fewest records that make the file's layout, and the fewest times a verdict or a trailer's opening repeats
LEAST = 3
#: the most lines of a record's head
_HEAD_LINES = 8


def _paragraphs(lines: Sequence[str], a: int, b: int) -> list[list[int]]:
    """The paragraphs of lines ``a`` to ``b`` (exclusive): runs of lines that hold text."""
    out: list[list[int]] = []
    run: list[int] = []
    for i in range(a, b):
        if lines[i].strip() and not _BREAKS.match(lines[i]):
            run.append(i)
        elif run:
            out.append(run)
            run = []
    if run:
        out.append(run)
    return out


def _joined(lines: Sequence[str], span: Sequence[int]) -> str:
    return " ".join(lines[j].strip() for j in span)


def _opening(text: str) -> str:
    return " ".join(text.casefold().split()[:3])


def _heads(lines: Sequence[str]) -> list[tuple[int, int, int]]:
    """The records' heads: (first line, score line, number), the head's bold closed before its score line."""
    out: list[tuple[int, int, int]] = []
    for i, line in enumerate(lines):
        if len(line) > 2000 or (m := _HEAD.match(line)) is None:
            continue
        for j in range(i, min(len(lines), i + _HEAD_LINES)):
            if j > i and not lines[j].strip():
                break
            if lines[j].rstrip().endswith("**") and (j > i or len(line.rstrip()) > m.start(2) + 2):
                if j + 1 < len(lines) and _SCORE.match(lines[j + 1]):
                    out.append((i, j + 1, int(m.group(1))))
                break
    return out


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with each record written as a numbered question over its boxes (see the module's docstring), and
    the lines left blank; None when the file is not written so."""
    heads = _heads(lines)
    if len(heads) < LEAST:
        return None
    ends = [h[0] for h in heads[1:]] + [len(lines)]
    records: list[tuple[int, int, int, list[list[int]]]] = []
    for (first, score, number), end in zip(heads, ends, strict=True):
        stop = next((k for k in range(score + 1, end) if _BREAKS.match(lines[k])), end)
        records.append((first, score, number, _paragraphs(lines, score + 1, stop)))
    # the verdict: a word alone on a paragraph's last line, in three records at least
    said = collections.Counter(m.group(1) for _, _, _, paras in records for p in paras
                               if (m := _WORD.match(lines[p[-1]])) is not None)
    verdicts = {w for w, n in said.items() if n >= LEAST}
    if not verdicts:
        return None
    # the trailer: the opening of the second paragraph after a verdict, in three records at least
    openings: collections.Counter[str] = collections.Counter()
    for _, _, _, paras in records:
        for k, p in enumerate(paras[:-2]):
            if (m := _WORD.match(lines[p[-1]])) is not None and m.group(1) in verdicts:
                openings[_opening(_joined(lines, paras[k + 2]))] += 1
    trailers = {o for o, n in openings.items() if n >= LEAST}
    out = list(lines)
    blanked: set[int] = set()
    for first, score, number, paras in records:
        choices: list[tuple[list[int], bool]] = []
        feedback: list[int] = []
        after_verdict = 0    # 1: the paragraph after a verdict (feedback); 2: a trailer may follow
        for p in paras:
            last = _WORD.match(lines[p[-1]])
            verdict = last is not None and last.group(1) in verdicts
            text = _joined(lines, p[:-1] if verdict else p)
            if after_verdict == 1 or (after_verdict == 2 and _opening(_joined(lines, p)) in trailers):
                feedback += p
                after_verdict = 2
                continue
            after_verdict = 1 if verdict else 0
            if verdict:
                out[p[-1]] = ""
                blanked.add(p[-1])
                p = p[:-1]
            if p:
                choices.append((p, bool(_BOLD.match(text.strip()))))
            elif choices and verdict:
                continue   # the verdict alone under the choice above it
        if len(choices) < 2:
            continue
        head = _joined(lines, range(first, score))
        m = _HEAD.match(head)
        assert m is not None
        out[first] = f"{number}. {m.group(2).strip().removesuffix('**').strip()}"
        for j in [*range(first + 1, score + 1), *feedback]:
            out[j] = ""
            blanked.add(j)
        for span, ticked in choices:
            text = _joined(lines, span)
            bold = _BOLD.match(text)
            out[span[0]] = f"- [{'x' if ticked else ' '}] {bold.group(1).strip() if bold else text}"
            for j in span[1:]:
                out[j] = ""
                blanked.add(j)
    return out, blanked
