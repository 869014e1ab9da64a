"""An answer hidden in an HTML comment right after a question's choices: the right choice repeated in it.

A teacher's page that must not show its answers may still keep them, each in a comment under its question's
choices, where the rendered page shows nothing::

    - [A] Lisboa
    - [B] Madrid

    <!--
    - [B] Madrid
    -->

The comment holds one or a few lines, each repeating one of the choices above it (its label and text, its text
alone, or its label alone: ``B``, ``[B]``), or an answer line naming one (``<!-- **Answer: c** -->``,
``Respuesta: B``: the author's key, kept where the page does not show it). A file that does so under three of its
questions at least, and under nearly every question whose choices a comment follows, hides its answers so: each such
comment is read as the answer line ``Answer: B`` it stands for (the comment's other lines left blank, one output
line for each input line, so messages keep their lines). Such a comment that repeats none of the choices is written
as the answer line of what it holds, so the reader says at its line that the answer names no choice, never drops it
in silence. A comment right over an answer line the page shows (``**Answer: B**``) hides nothing: the shown one is
read, and where the comment names another choice the reader warns at the shown line (``overruled``). A file with
fewer such comments keeps its comments as they are (a note to itself, no answer). Fenced
code is left alone; the patterns are anchored and linear in the line's length. The import says at the first such
comment that the answers come from comments the page does not show (``Found.said``). ``find`` reads the comments once
(``Found``): what the rewriting, the saying and the overruled comments all use.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from quizdeck.importers.labels import LABEL, label_index, letter, split_label
from quizdeck.importers.mdinline import at_least, fenced_lines

#: comments that repeat a choice: this many at least in a file
LEAST = 3
#: ... and this share at least of the comments that follow a question's choices
SHARE = 0.8
#: a comment of more lines than this holds a note, not an answer
_MOST_LINES = 6
_LONGEST = 2000

#: a list item's marker (a bullet or a number) and its text
_ITEM = re.compile(r"^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(\S.*?)[ \t]*$")
#: a comment on one line: what it holds
_ONE_LINE = re.compile(r"^[ \t]*<!--[ \t]*(.*?)[ \t]*-->[ \t]*$")
_OPENS = re.compile(r"^[ \t]*<!--[ \t]*$")
_CLOSES = re.compile(r"^[ \t]*-->[ \t]*$")
#: a choice's label alone: "B", "[B]", "(b)", "B)", "B."
_LABEL_ALONE = re.compile(rf"[\[(]?({LABEL})[\])]?[.):]?")
#: an answer line's word and its sign, markup around them: ``**Answer: c**``, ``Correct answer =``, ``Respuesta:``
_ANSWER_WORD = re.compile(r"^[*_ \t]*(?:(?:the[ \t]+)?(?:correct|right)[ \t]+(?:answer|option|choice)s?|answers?|"
                          r"ans|key|solution|respuesta(?:[ \t]+correcta)?|resposta(?:[ \t]+correta)?|"
                          r"(?:bonne[ \t]+)?réponse|antwort|richtige[ \t]+antwort|risposta(?:[ \t]+corretta)?|ответ|"
                          r"正确答案|答案|答え|正解|정답|الإجابة)[*_ \t]*[:：=][*_ \t]*(?=\S)", re.I)


@dataclass(frozen=True)
class _Comment:
    """A comment after a question's choices: its first and last lines, the lines it holds, the choices above."""

    first: int
    last: int
    held: tuple[int, ...]
    choices: tuple[str, ...]
    shown: int | None = None   # the answer line the page shows right under the comment, if any


def _choice_text(line: str) -> str | None:
    """A choice line's text without its list marker (``- [B] Madrid`` -> ``[B] Madrid``), or None."""
    m = _ITEM.match(line)
    if m is not None:
        return m.group(1)
    return line.strip() if split_label(line.strip()) is not None else None


def _choices_above(lines: Sequence[str], fenced: Sequence[bool], top: int) -> tuple[str, ...]:
    """The choices right above line ``top`` (blank lines between them and it): a run of list items or labelled
    lines of one indent and one marker, in order (the question's numbered line above its items is no choice);
    empty when fewer than two."""
    j = top - 1
    while j >= 0 and not lines[j].strip():
        j -= 1
    run: list[str] = []
    shape = _shape(lines[j]) if j >= 0 else ""
    while j >= 0 and not fenced[j] and len(lines[j]) <= _LONGEST and _shape(lines[j]) == shape and (
            text := _choice_text(lines[j])) is not None:
        run.append(text)
        j -= 1
    return tuple(reversed(run)) if len(run) >= 2 else ()


def _shape(line: str) -> str:
    """A choice line's indent and the kind of its marker (``-``, ``*``, ``+``, a number, none): ``  -``, ``1``."""
    stripped = line.lstrip(" \t")
    mark = stripped[:1] if stripped[:1] in "-*+" else "1" if stripped[:1].isdigit() and _ITEM.match(line) else ""
    return line[:len(line) - len(stripped)] + mark


def _comments(lines: Sequence[str], fenced: Sequence[bool]) -> list[_Comment]:
    """The comments, on one line or several (opened and closed alone on their lines), that follow choices."""
    out: list[_Comment] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if fenced[i] or len(line) > _LONGEST or "<!--" not in line:
            i += 1
            continue
        first, last, held = i, -1, tuple[int, ...]()
        if _ONE_LINE.match(line):
            last, held = i, (i,)
        elif _OPENS.match(line):
            end = next((k for k in range(i + 1, min(len(lines), i + 2 + _MOST_LINES)) if _CLOSES.match(lines[k])),
                       None)
            if end is not None:
                last, held = end, tuple(k for k in range(i + 1, end) if lines[k].strip())
        if last < 0:
            i += 1
            continue
        choices = _choices_above(lines, fenced, first)
        if choices and held:
            out.append(_Comment(first, last, held, choices, _shown_below(lines, fenced, last)))
        i = last + 1
    return out


def _shown_below(lines: Sequence[str], fenced: Sequence[bool], last: int) -> int | None:
    """The answer line the page shows right under a comment ending at line ``last`` (``**Answer: B**``, blank lines
    between), or None."""
    k = last + 1
    while k < len(lines) and k <= last + _MOST_LINES and not lines[k].strip():
        k += 1
    if k >= len(lines) or fenced[k] or len(lines[k]) > _LONGEST or "<!--" in lines[k]:
        return None
    return k if _ANSWER_WORD.match(lines[k]) else None


def _held_text(lines: Sequence[str], k: int, one_line: bool) -> str:
    """What line ``k`` of a comment holds, its list marker off."""
    m = _ONE_LINE.match(lines[k]) if one_line else None
    text = m.group(1) if m is not None else lines[k].strip()
    item = _ITEM.match(text)
    return item.group(1) if item is not None else text


def _unlabelled(text: str) -> str:
    """A choice's text without its label (``[B] Madrid`` -> ``Madrid``)."""
    split = split_label(text)
    return split[1] if split is not None and split[1] else text


def _named(said: str, choices: Sequence[str]) -> int | None:
    """The choice ``said`` repeats (label and text, text alone, or label alone), maybe after an answer line's
    word (``**Answer: c**``), or None."""
    said = " ".join(said.split())
    word = _ANSWER_WORD.match(said)
    if word is not None:
        said = said[word.end():].rstrip("*_ \t")
    for k, choice in enumerate(choices):
        whole = " ".join(choice.split())
        if said in (whole, " ".join(_unlabelled(choice).split())):
            return k
    alone = _LABEL_ALONE.fullmatch(said)   # "B", "[B]", "B)": a label alone
    index = label_index(alone.group(1)) if alone is not None else None
    if index is not None:
        labels = [split_label(c) for c in choices]
        named = [k for k, lab in enumerate(labels) if lab is not None and lab[0] == index]
        if len(named) == 1:
            return named[0]
        if all(lab is None for lab in labels) and index < len(choices):
            return index
    return None


def _answer(lines: Sequence[str], c: _Comment) -> list[int] | None:
    """The choices comment ``c`` repeats, one a line; None when a line of it repeats none."""
    found: list[int] = []
    for k in c.held:
        named = _named(_held_text(lines, k, c.first == c.last), c.choices)
        if named is None:
            return None
        found.append(named)
    return found


def _hidden(lines: Sequence[str], comments: list[_Comment]) -> list[tuple[_Comment, list[int] | None]] | None:
    """The comments after choices (``comments``: the file's), each with the choices it repeats (None: it repeats
    none), when the file hides its answers so (see the module); else None."""
    comments = [c for c in comments if c.shown is None]   # else the page shows its own answer
    answers = [_answer(lines, c) for c in comments]
    read = sum(1 for a in answers if a is not None)
    if read < LEAST or read < SHARE * len(comments):
        return None
    return list(zip(comments, answers, strict=True))


def _overruled(lines: Sequence[str], comments: list[_Comment]) -> list[tuple[int, int, str]]:
    """The comments under choices that name another choice than the answer line the page shows right under them
    (``<!-- answer: A -->`` over ``**Answer: B**``): the shown line's number (from 1), the comment's, and what the
    comment says. The shown answer is the one read (the comment is kept as a comment); the reader warns at it."""
    out: list[tuple[int, int, str]] = []
    for c in comments:
        if c.shown is None:
            continue
        hid = _answer(lines, c)
        shown = _named(lines[c.shown].strip(), c.choices)
        if hid is not None and shown is not None and hid != [shown]:
            out.append((c.shown + 1, c.first + 1, " ".join(_held_text(lines, k, c.first == c.last) for k in c.held)))
    return out


@dataclass(frozen=True)
class Found:
    """What a file's comments under choices hold, read once: the answers they hide (``hidden``, None when the file
    hides none so) and the comments a shown answer line overrules (``overruled``: the shown line, the comment's, what
    it says)."""

    hidden: list[tuple[_Comment, list[int] | None]] | None = None
    overruled: list[tuple[int, int, str]] = field(default_factory=list)

    def said(self) -> tuple[int, int] | None:
        """Where the file's first answer comment stands (its line, from 1) and how many there are, when the file
        hides its answers in comments; else None. For the reader to say that the answers come from what the page
        hides."""
        return (self.hidden[0][0].first + 1, len(self.hidden)) if self.hidden else None


def find(lines: Sequence[str]) -> Found:
    """The file's comments under choices, read once (see ``Found``)."""
    if not any("<!--" in line for line in lines):
        return Found()
    comments = _comments(lines, fenced_lines(lines))
    hidden = _hidden(lines, comments) if at_least(lines, lambda line: "<!--" in line, LEAST) else None
    return Found(hidden, _overruled(lines, comments))


def rewritten(lines: Sequence[str], found: Found | None = None) -> tuple[list[str], set[int]] | None:
    """The lines with each answer comment written as the answer line it stands for, and the lines left blank;
    None when the file does not hide its answers so. ``found``: the file's comments, when read already (``find``)."""
    hidden = (found if found is not None else find(lines)).hidden
    if hidden is None:
        return None
    out, blanked = list(lines), set[int]()
    for c, answer in hidden:
        indent = lines[c.first][:len(lines[c.first]) - len(lines[c.first].lstrip(" \t"))]
        if answer is not None:
            said = ", ".join(dict.fromkeys(_label_of(c.choices, k) for k in answer))
        else:   # the reader says at this line that it names no choice
            said = " ".join(_held_text(lines, k, c.first == c.last) for k in c.held)
        for k in range(c.first, c.last + 1):
            out[k] = ""
        out[c.held[0]] = f"{indent}Answer: {said}"
        blanked |= set(range(c.first, c.last + 1)) - {c.held[0]}
    return out, blanked


def _label_of(choices: Sequence[str], k: int) -> str:
    """How an answer line names the k-th choice: by its own label when the choices carry labels, else by its
    place's letter."""
    split = [split_label(c) for c in choices]
    if all(s is not None for s in split) and len({s[0] for s in split if s is not None}) == len(split):
        own = split[k]
        return letter(own[0]) if own is not None else letter(k)
    return letter(k)
