"""The word a file numbers its questions with, learnt from the file: ``問題1``, ``Pytanie 2``, ``Soru 3``.

The readers know a few such words (``Question``, ``Frage``, ``Pregunta``...); a file in another language has
its own. A word is the file's when lines (or headings) start with it and a number, three times at least (on a line that
is no heading, the number glued to the word, ``問題1``, or followed by a mark, ``Pytanie 2:``), and
the numbers run 1, 2, 3... in the file's order (a run may start again at 1, as sections do): most of them (four
in five) go on from the one before, and half of them at least are the one before plus one. A line (no heading) whose
next line of text is numbered by the same word is an item of a list (``- **Objective 1**: ...``), not a question,
and so is that next line when both are bulleted (the list's last item). Where the word is one letter and other
letters number so too, each running on its own (``### A1.`` ... ``### B1.`` ..., a section's letter and the
question's place in it), they are the file's word together.
A word of the readers' own is left to them. The reader asks more of a heading (``MarkdownQuizReader._holds_one``):
it holds one question. Nothing here knows a language; every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

#: the markup before a numbered line's word: a heading's ``#``, bold, a bullet
_LEAD = re.compile(r"^[ \t]{0,3}(?:#{1,6}[ \t]+)?(?:[-*+][ \t]+)?(?:\*\*|__)?")
#: an identifier's head before its running number: letters, then groups of digits each with its separator
#: (``PL010-`` in ``PL010-0001``, ``Q`` in ``Q0042``); an identifier starts with a letter, so that a number with a
#: sub-number (``Unit 1-2``) is read as before: its first number
_ID_HEAD = r"[^\W\d_]{1,6}(?:\d{1,6}[-./_])*"
#: a word (letters of any script, no digit), then its number (or an identifier, ``Pytanie PL010-0001``, whose last
#: digits are its running number: a heading every question carries with a running id is a label), then a separator
#: or the line's end
_WORD_NUMBER = re.compile(r"([^\W\d_]{1,12})([ \t]{0,2}(?:#|No\.?|Nr\.?|№|\.)?[ \t]{0,2})"
                          r"(?:(\d{1,4})|(\[?)" + _ID_HEAD + r"(\d{1,6})\]?(?=[ \t]|$))(?:\*\*|__)?"
                          r"([ \t]*[:：.)\-–—]|(?=[ \t]|\\?$))")
#: the least number of lines a word must number to be the file's
LEAST = 3


@dataclass(frozen=True)
class NumberWord:
    """The file's own question-number word and the lines (0-based) it numbers, with their numbers."""

    word: str
    numbered: dict[int, int]
    pattern: re.Pattern[str]
    words: frozenset[str] = frozenset()   # the section letters numbering together (``A1.``, ``B1.``), else empty

    def names(self, word: str) -> bool:
        """Whether ``word`` is the file's numbering word (one of its section letters)."""
        return word.casefold() == self.word or word.casefold() in self.words

    def match(self, text: str) -> re.Match[str] | None:
        """``text`` (a line or a heading's text) numbered by the word: groups (1) the number, (2) what follows."""
        return self.pattern.match(text)


def learn(lines: Sequence[str], fenced: Sequence[bool], known: Callable[[str], object]) -> NumberWord | None:
    """The file's own numbering word (see the module's docstring), or None. ``known`` is true of a line's text
    (after its markup) that the readers number already: its word is theirs."""
    seen: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for i, line in enumerate(lines):
        if fenced[i] or len(line) > 2000:
            continue
        lead = _LEAD.match(line)
        m = _WORD_NUMBER.match(line, lead.end() if lead else 0)
        if m is None or known(line[lead.end() if lead else 0:]):
            continue
        if not line.lstrip(" ").startswith("#") and m.group(2) not in ("", ".") and not m.group(6):
            continue   # "Stem 1 says that": a word, a number, then words: text, unless glued ("Que.7") or marked
        seen[m.group(1).casefold()].append((i, int(m.group(3) or m.group(5))))
    for word, found in seen.items():   # "- **Objective 1**: ...", "- **Objective 2**: ...": a list, no questions
        lines_of = {i for i, _ in found}
        items = {i for i in lines_of if not lines[i].lstrip(" ").startswith("#")}
        listed: set[int] = set()
        for i in items:
            if (j := _next_text(lines, fenced, i)) in lines_of:
                listed.add(i)
                if j in items and _BULLET.match(lines[i]) and _BULLET.match(lines[j]):
                    listed.add(j)   # the list's last item too ("- choice 4.3" before "Answer: B")
        seen[word] = [(i, n) for i, n in found if i not in listed]
    best: tuple[int, str] | None = None
    running: list[str] = []
    for word, found in seen.items():
        numbers = [n for _, n in found]
        if not numbers:
            continue
        going_on = sum(1 for a, b in itertools.pairwise(numbers) if b in (a + 1, 1)) + (numbers[0] == 1)
        counting = sum(1 for a, b in itertools.pairwise(numbers) if b == a + 1)   # "Unit 1-1", "Unit 1-2": no count
        if len(found) >= LEAST and going_on * 5 >= len(found) * 4 and counting * 2 >= len(found) - 1:
            running.append(word)
            if best is None or len(found) > best[0]:
                best = (len(found), word)
    if best is None:
        return None
    word = best[1]
    # "### A1." ... "### B1." ...: one letter per section, each running from 1 on its own, number together
    letters = sorted(w for w in running if len(w) == 1) if len(word) == 1 else []
    if len(letters) > 1:
        numbered = dict(n for w in letters for n in seen[w])
        head = "[" + "".join(re.escape(w) for w in letters) + "]"
        return NumberWord(word, numbered, _pattern(head), frozenset(letters))
    return NumberWord(word, dict(seen[word]), _pattern(re.escape(word)))


def _pattern(word: str) -> re.Pattern[str]:
    """A line numbered by ``word`` (a pattern): groups (1) the number, (2) what follows."""
    return re.compile(rf"^[ \t]{{0,3}}(?:#{{1,6}}[ \t]+)?(?:[-*+][ \t]+)?(?:\*\*|__)?{word}[ \t]{{0,2}}"
                      rf"(?:#|No\.?|Nr\.?|№|\.)?[ \t]{{0,2}}\[?(?:{_ID_HEAD})?(\d{{1,6}})\]?(?:\*\*|__)?"
                      rf"(?:[ \t]*[:：.)\-–—][ \t]*|[ \t]+|\\?$)"
                      rf"(.*)$", re.I)


#: a list item's bullet (a question numbered by the word is a line of its own, no item of a bulleted list)
_BULLET = re.compile(r"[ \t]*[-*+][ \t]")


def _next_text(lines: Sequence[str], fenced: Sequence[bool], i: int) -> int | None:
    """The next line after ``i`` that holds text (not blank, not in a fenced block), or None."""
    return next((j for j in range(i + 1, len(lines)) if lines[j].strip() and not fenced[j]), None)


#: pictographs and marks a heading may open with, and the space after them: "🎯 ", "👥 ", "🛠️ "
_DECORATION = re.compile(r"^(?:[\u2190-\u2bff\u2700-\u27bf\ufe0f\u200d\U0001f000-\U0001faff][ \t]*){1,4}(?=\S)")


def undecorated(text: str, numbered: Callable[[str], object]) -> str:
    """A heading's text without the pictographs it opens with (``🎯 Frage 1: Grundlagen``), when what follows them
    is a numbered question's start as ``numbered`` knows it: the number, not the picture, starts the question. Else
    the text as it is (``🧠 Quiz: Kapitel 1``, a title, keeps its picture). A word that numbers the heading again
    after its number is taken off too (``_unrepeated``)."""
    m = _DECORATION.match(text[:40])
    if m is not None and numbered(text[m.end():]):
        text = text[m.end():]
    return _unrepeated(text)


#: a heading's number, then a word and the same number again, maybe in bold, then a mark: ``1. **Question 1**: text``
_REPEATED = re.compile(r"^(\d{1,4})([ \t]*[.)][ \t]+)(?:\*\*|__)?[^\W\d_]{1,12}[ \t]{0,2}#?(\d{1,4})(?:\*\*|__)?"
                       r"[ \t]*[:：.)\-–—][ \t]*(?:\*\*|__)?(?=\S)")


def _unrepeated(text: str) -> str:
    """A heading's text without a word that numbers it again after its number: ``1. **Question 1**: text`` is
    ``1. text`` (the label is no part of the question); else the text as it is."""
    m = _REPEATED.match(text[:60])
    if m is None or m.group(1).lstrip("0") != m.group(3).lstrip("0"):
        return text
    return m.group(1) + m.group(2) + text[m.end():]


#: a number's sign on a question's heading: its first number (no sub-number after it), the sign and a space
_NUMBER_SIGN = re.compile(r"(?<![\d.])\d{1,4}([:：.)\-–])[ \t]")
#: a number with a sub-number on a heading (``Question 1.1: text``): its sub-number and the sign after it
_SUB_NUMBER = re.compile(r"(?<![\d.])\d{1,4}\.(\d{1,4})([:：.)\-–]?)[ \t]")


def number_sign(heading: str) -> str | None:
    """The sign after a heading's question number (``:`` in ``Question 3: text``), when it has one and no
    sub-number."""
    m = _NUMBER_SIGN.search(heading)
    return m.group(1) if m else None


def sub_number_left(heading: str, text: str, usual: str | None) -> str | None:
    """A question's ``text`` without the sub-number the reader left at its start (``1: text`` under ``Question
    1.1: text``, the ``.`` read as the number's sign) when the sign after the sub-number is ``usual``, the one the
    file's other question headings put after their numbers, or none (a space); None when it is not so."""
    m = _SUB_NUMBER.search(heading)
    if m is None or usual is None or m.group(2) not in ("", usual) or not text.startswith(m.group(1) + m.group(2)):
        return None
    rest = text[len(m.group(1) + m.group(2)):]
    return rest.lstrip() if rest[:1] in (" ", "\t") and rest.strip() else None
