"""A line alone between two questions, the same kind of line a few times in the file: a section's head, no text.

A bank pasted from a chat or a study sheet parts its questions into sections by a plain line of their own, no
heading mark: ``🟩 Domain 2.0: Network Implementations (17 Questions)`` after the last choice of question 24 and
over ``25. Which ...``. Read as written, such a line is a paragraph after the choices: the explanation of the
question above it. What tells is the file's structure, not its words: two lines at least, each a paragraph of one
line standing between one question's last choice (a blank line between or not) and, after a blank line, the next
question's numbered line (or, before the first question, under the page's top or its title), all opening with the
same word (after the glyphs before it: an emoji, a bullet), a few words (twelve at most) that end no sentence and
ask nothing (no ``.``, no ``?``, no ``:`` at its end), no line the reader reads as a question's answer or
explanation (``Answer: B``), and fewer than half the questions under one (a section holds
two questions at least; a line under every question is that question's note). A paragraph under a heading after
the first question is that heading's section's description, no head. Such lines are written as the headings they
stand for (``## 🟩 Domain 2.0 ...``), which the reader keeps apart from the questions as a section's head, and each
question under one is tagged with it (``tag``; the glyphs before its first word aside). Every pattern is anchored
and linear in the line's length.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Sequence

from quizdeck.importers.imported import ImportedDeck, make_tag

#: a choice's line: a label (a letter or a small number, a list's marker before it allowed)
_CHOICE = re.compile(r"^[ \t]{0,3}(?:[-*+][ \t]+)?(?:\*\*|__)?[(\[]?(?:[A-Za-z]|\d{1,2})[.)\]](?:\*\*|__)?[ \t]+\S")
#: a question's numbered line: ``25. Which ...``, ``**Q25.** ...``, ``Question 25: ...``
_NUMBERED = re.compile(r"^[ \t]{0,3}(?:\*\*|__)?(?:[^\W\d_]{1,10}[ \t]?)?\d{1,4}(?:[.):]|\*\*|__)(?:\*\*|__)?[ \t]+\S")
#: what no section's head is: a heading, a list's item, a quote, a table's row, a fence, HTML, a line asking
_NOT_HEAD = re.compile(r"^[ \t]*(?:#|[-*+>|<]|```|~~~)|[?？:：][ \t*_]*$")
#: a line's first word, the glyphs before it aside
_FIRST_WORD = re.compile(r"^[\W_]{0,12}?([^\W\d_]{2,})")
#: a word
_WORD = re.compile(r"[^\W_]+")
#: the most words of a head
_MOST_WORDS = 12
#: what ends a sentence, which a head is not
_SENTENCE_END = frozenset(".。!！…")
#: the fewest heads in a file
LEAST = 2
#: the reader's own lines of a question's parts (an answer line ``Answer: B``, an explanation's label): no head
Said = Callable[[str], object]


def _text_near(lines: Sequence[str], i: int, step: int) -> int | None:
    """The next line with text from ``i`` on (``step`` 1) or back (``step`` -1), blank lines skipped."""
    j = i + step
    while 0 <= j < len(lines) and not lines[j].strip():
        j += step
    return j if 0 <= j < len(lines) else None


def _head_word(lines: Sequence[str], i: int, first: int, said: Said) -> str | None:
    """The first word of line ``i`` when it stands as a section's head would (see the module's docstring); ``first``:
    the first question's line; ``said``: a line the reader reads as a question's part (its answer, its explanation)."""
    line = lines[i]
    if not line.strip() or len(line) > 200 or _NOT_HEAD.search(line) or _CHOICE.match(line) or _NUMBERED.match(line):
        return None
    if said(line):
        return None   # "Answer: B" under a few questions' choices: that question's answer, no section's head
    if len(_WORD.findall(line)) > _MOST_WORDS or line.rstrip()[-1:] in _SENTENCE_END:
        return None   # a sentence, a paragraph: no head
    above, below = _text_near(lines, i, -1), _text_near(lines, i, 1)
    if below is None or below == i + 1 or not _NUMBERED.match(lines[below]):
        return None   # (a line right over the question's: its paragraph)
    if above is not None and not (_CHOICE.match(lines[above]) or (
            lines[above].lstrip().startswith("#") and above < first)):
        return None   # (under a choice, with no blank line between, too: a paste's glued lines; under the page's
        #               title, before any question; under a heading later, that heading is the section's head)
    m = _FIRST_WORD.match(line.strip())
    return m.group(1).casefold() if m is not None else None


def heads(lines: Sequence[str], fenced: Sequence[bool], said: Said) -> list[int]:
    """The lines that head sections between the questions (see the module's docstring); none when not proved.
    ``said``: a line the reader reads as a question's part (``Answer: B``), never a head."""
    first = next((i for i, line in enumerate(lines) if not fenced[i] and _NUMBERED.match(line)), len(lines))
    found = [(i, word) for i, line in enumerate(lines)
             if not fenced[i] and line.strip() and (word := _head_word(lines, i, first, said)) is not None]
    words = {word for _, word in found}
    if len(found) < LEAST or len(words) != 1:
        return []
    questions = sum(1 for i, line in enumerate(lines) if not fenced[i] and _NUMBERED.match(line))
    at = [i for i, _ in found]
    if 2 * len(at) >= questions:
        return []   # a line under (nearly) every question: the question's own
    for a, b in zip(at, [*at[1:], len(lines)], strict=True):
        if sum(1 for j in range(a + 1, b) if not fenced[j] and _NUMBERED.match(lines[j])) < 2:
            return []   # a section of one question: no proof
    return at


def rewritten(lines: Sequence[str], fenced: Sequence[bool], said: Said) -> tuple[list[str], list[int]] | None:
    """The lines with each section's head written as a heading, and those heads' lines; None when there is none."""
    at = heads(lines, fenced, said)
    if not at:
        return None
    out = list(lines)
    for i in at:
        out[i] = f"## {lines[i].strip()}"
    return out, at


def tag(deck: ImportedDeck, lines: Sequence[str], at: Sequence[int]) -> None:
    """Each question under a section's head (lines ``at`` of ``lines``, 0-based) tagged with the head's text."""
    names = [make_tag(lines[i].strip().lstrip("#").strip()[_glyphs(lines[i].strip().lstrip("#").strip()):])
             for i in at]
    for q in deck.questions:
        k = bisect.bisect_left(at, q.pos.line - 1) - 1
        if k >= 0 and names[k] and names[k] not in q.tags:
            q.tags.append(names[k])


def _glyphs(text: str) -> int:
    """How many characters before a text's first word or number (an emoji, a bullet)."""
    return next((k for k, ch in enumerate(text) if ch.isalnum()), 0)
