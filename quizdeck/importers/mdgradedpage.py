"""A course platform's graded submission page pasted as Markdown: the picked choices in bold, feedback between them.

A learner who copies a graded quiz page (Coursera's) keeps its shape: each question a bold paragraph opening with a word
and its number (``**Question 3 Which of the following ...?**``, often wrapped over several lines), then the score line
(``1 / 1 point``), then the choices as plain paragraphs set apart by blank lines (wrapped too), the ones the learner
picked in bold; under a picked choice, or under the last choice, the page's verdict alone on its line (``Correct``), a
paragraph of feedback and, often, a trailer the page writes under every feedback (``For more information, see video
...``). Read as it stands, every paragraph is a question's text or a choice: no answer and feedback read as choices.
Where three records at least open so (a bold numbered paragraph over a score line), each record's paragraphs up to the
next record (or a line of ``<br/>`` only) are read: a paragraph ending in the verdict line, one word that the file puts
alone on a line three times at least, is a choice (its text without the verdict); the paragraph after a verdict is its
feedback, and so is each next paragraph that opens with three words the file opens such paragraphs with three times at
least (the trailer); a grader's word (``Incorrect``, ``verdictwords``) alone on its line is a verdict however rarely the
page writes it. Any other paragraph is a choice, ticked when it is wholly bold and the record got full marks (``1 / 1``)
with no wrong verdict: a record scored below them shows the learner's wrong pick, not the answer (``unscored``:
``answerlines`` keeps its bold from being read as a mark, and says so at the score line). The question is written as its
numbered line (``3. Which ...``), the choices as boxes (``- [x] text``, ``- [ ] text``), each on its first line, the
score line, the feedback and the other lines of a wrapped paragraph left blank (accounted for). A record with fewer than
two choices is left as it is. Nothing here knows a language; each line is looked at a bounded number of times."""

from __future__ import annotations

import collections
import re
from collections.abc import Sequence

from quizdeck.importers import verdictwords

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


def _read(lines: Sequence[str]) -> tuple[list[tuple[int, int, int, list[list[int]]]], set[str], set[str]] | None:
    """The records (first line, score line, number, paragraphs), the verdicts and the trailers' openings; None when
    the file is no graded page."""
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
    # a grader's word alone on its line is a verdict however rarely the page writes it ("Incorrect" once)
    verdicts |= {w for w in said if w.casefold() in verdictwords.RIGHT | verdictwords.WRONG}
    # the trailer: the opening of the second paragraph after a verdict, in three records at least
    openings: collections.Counter[str] = collections.Counter()
    for _, _, _, paras in records:
        for k, p in enumerate(paras[:-2]):
            if (m := _WORD.match(lines[p[-1]])) is not None and m.group(1) in verdicts:
                openings[_opening(_joined(lines, paras[k + 2]))] += 1
    return records, verdicts, {o for o, n in openings.items() if n >= LEAST}


def _full(lines: Sequence[str], score: int, paras: list[list[int]]) -> bool:
    """Whether the page gave the record full marks (``1 / 1 point``) and said no wrong verdict (``Incorrect``)."""
    got = re.findall(r"\d+(?:[.,]\d+)?", lines[score])
    return len(got) >= 2 and float(got[0].replace(",", ".")) >= float(got[1].replace(",", ".")) and not any(
        (m := _WORD.match(lines[p[-1]])) is not None and m.group(1).casefold() in verdictwords.WRONG for p in paras)


def unscored(lines: Sequence[str]) -> list[tuple[int, int, int]]:
    """The records of a graded page that the page did not give full marks, a choice in bold (the learner's pick, not
    the answer): (score line, first line, end), 0-based, the end exclusive."""
    read = _read(lines)
    if read is None:
        return []
    records = read[0]
    ends = [r[0] for r in records[1:]] + [len(lines)]
    return [(score, first, end) for (first, score, _, paras), end in zip(records, ends, strict=True)
            if not _full(lines, score, paras) and any(_BOLD.match(_joined(lines, p).strip()) for p in paras)]


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with each record written as a numbered question over its boxes (see the module's docstring), and
    the lines left blank; None when the file is not written so."""
    read = _read(lines)
    if read is None:
        return None
    records, verdicts, trailers = read
    out = list(lines)
    blanked: set[int] = set()
    for first, score, number, paras in records:
        full = _full(lines, score, paras)   # the learner's picks are the answers only where the page gave full marks
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
                choices.append((p, full and bool(_BOLD.match(text.strip()))))
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
