"""An answer written alone on the line after a question's choices, that the reader glued onto the last choice.

Some banks give each question's answer as a bare label on the line right after its choices, with no key before it::

    1. **Which is immutable?**

       - a) a list
       - b) a tuple
         b

Markdown reads the indented ``b`` as a lazy continuation of the last choice (``a tuple\\nb``), and a plain-text
reader may do the same. Such a line is the file's answer convention when most of the questions that have no
answer yet (``RECUR``, and ``LEAST`` of them at least) end their last choice with a line that is one label alone
(``b``, ``B``, ``(b)``, ``b)``) naming one of that question's choices. Then the line is taken off the last choice
of every question that has it, and read as its answer. Where the file follows this convention but the label names
no choice of the question (``e`` under four choices), the line is left in the choice and warned at its place: a
misreading is said, never silent.

The line may list several labels (``a,b,e``, ``b, d``) and may carry a remark in brackets after them (``a (or b?)``),
and the reader may have joined it to the last choice with a space rather than a line break (a paragraph wrapped
the Markdown way): then it is the last choice's last words, and it is read only where the source writes those words
as a paragraph of their own (a blank line above it). A reader may have left such a paragraph as the first of the
question's explanation instead (a cut last choice's tail it refused: ``choiceparagraphs``): it is read there too.
Such paragraphs, ``LEAST`` of them in the file, are its answers wherever they stand, whatever share of the questions
has one: a file may answer some of its parts only (the others say they give none).

Run once per source after its reader, whatever the format, before the other answer passes
(``answerlines.fill_answers``). Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.labels import LABEL, label_index, letter

#: a share of the open questions that must end their last choice with a label alone, and how many at least
RECUR, LEAST = 0.6, 3
#: one label alone on a line, maybe bracketed or followed by a full stop, maybe bold: ``b``, ``(B)``, ``**c.**``
_ALONE = re.compile(rf"(?:\*\*|__)?\(?({LABEL})\)?[.)]?(?:\*\*|__)?")
#: labels listed (two or more, set apart by commas), maybe a remark in brackets after them: ``a,b,e``, ``b, d (?)``
_LISTED = re.compile(rf"({LABEL}(?:[ \t]*,[ \t]*{LABEL})+|{LABEL})(?:[ \t]+(\([^()\n]{{1,200}}\)))?")
#: the same as the last words of a text, after a space
_LISTED_END = re.compile(rf"(?<=[ \t])((?:{LABEL}(?:[ \t]*,[ \t]*{LABEL})+|{LABEL})(?:[ \t]+\([^()\n]{{1,200}}\))?)$")


@dataclass(frozen=True)
class _Glued:
    question: int
    index: int         # the choice the label names (0-based), maybe beyond the question's choices
    label: str         # the line as written, stripped
    kept: str          # the last choice's text without the line
    others: tuple[int, ...] = ()   # the other choices a list names
    remark: str = ""   # a remark in brackets after the labels
    paragraph: bool = False        # written as a paragraph of its own (a blank line above it)
    explained: bool = False        # the reader left it as the explanation's first paragraph, not in the last choice


def _glued(q: ImportedQuestion, i: int) -> _Glued | None:
    """The label alone on the last line of ``q``'s last choice, when there is one below some text."""
    if len(q.choices) < 2:
        return None
    text = q.choices[-1].text.rstrip()
    head, sep, tail = text.rpartition("\n")
    if not sep or not head.strip():
        return None
    m = _ALONE.fullmatch(tail.strip())
    if not m:
        return None
    index = label_index(m.group(1))
    if index is None:  # pragma: no cover - LABEL only holds known letters
        return None
    return _Glued(i, index, tail.strip(), head.rstrip())


def _listed(q: ImportedQuestion, i: int, lines: list[str]) -> _Glued | None:
    """A list of labels (or one, with a remark or without) that the source writes as a paragraph of its own after
    ``q``'s choices and the reader put at the end of the last choice, after a line break or a space, or left as the
    first paragraph of the question's explanation."""
    if len(q.choices) < 2:
        return None
    text = q.choices[-1].text.rstrip()
    head = (q.explanation or "").strip().split("\n\n", 1)[0]
    explained = _LISTED.fullmatch(head) is not None
    m = None if explained else _LISTED_END.search(text[-400:])
    if m is None and not explained:
        return None
    written = m.group(1) if m is not None else head
    n = _line_of(q, lines, written)
    if not (1 < n <= len(lines) and lines[n - 1].strip() == written and not lines[n - 2].strip()):
        return None   # not a paragraph of its own in the source
    whole = _LISTED.fullmatch(written)
    assert whole is not None
    ks = [label_index(t.strip()) for t in whole.group(1).split(",")]
    if any(k is None for k in ks) or len(set(ks)) < len(ks):
        return None
    named = [k for k in ks if k is not None]
    kept = text if explained else text[:len(text) - len(written)].rstrip()
    if not kept.strip():
        return None
    return _Glued(i, max(named), written, kept, tuple(k for k in named if k != max(named)),
                  (whole.group(2) or "").strip("() "), True, explained)


def _line_of(q: ImportedQuestion, lines: list[str], label: str) -> int:
    """The source line (1-based) the glued label was read from: the last of ``q``'s lines that is it."""
    for first, last in reversed(q.lines):
        for n in range(min(last, len(lines)), max(first, 1) - 1, -1):
            if lines[n - 1].strip() == label:
                return n
    return q.pos.line


def glued_answers(deck: ImportedDeck, source: Source, diags: Diagnostics) -> None:
    """Read the answers written alone after the choices and glued onto the last one (see the module's docstring)."""
    open_ = [i for i, q in enumerate(deck.questions)
             if q.answer is None and q.raw_answer is None and len(q.choices) >= 2]
    found = [g for i in open_ if (g := _glued(deck.questions[i], i)) is not None]
    if len(found) < max(LEAST, RECUR * len(open_)):
        found = [g for i in open_ if (g := _listed(deck.questions[i], i, source.lines)) is not None]
        if len(found) < LEAST:
            return
    read = 0
    for g in found:
        q = deck.questions[g.question]
        if g.index < len(q.choices):
            q.choices[-1].text = g.kept
            if g.explained:   # (what the reader read after it stays the explanation)
                q.explanation = (q.explanation or "").strip()[len(g.label):].strip() or None
            q.set_answer([g.index, *g.others])
            if g.remark and q.explanation is None:
                q.explanation = g.remark
            read += 1
            continue
        line = _line_of(q, source.lines, g.label)
        diags.warning(Pos(source.where, line, 1),
                      f"'{g.label}' alone after the choices is how this file gives its answers, but this question "
                      f"has {len(q.choices)} choices (A to {letter(len(q.choices) - 1)}): it is kept as the last "
                      f"choice's text, and the question has no answer",
                      hint="write its answer (`answer: B`) and take the line off the choice")
    if read:
        deck.mend("the answers of {n} question{s}, each a label alone on the line after the choices", read)
