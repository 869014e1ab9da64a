"""A record's header with a tag after its running number (``**Question #12 - Topic 1**``): the header, whole.

``linekinds`` reads ``Question 12`` alone on its line as a record's header (a KEY of the word, its index the
number), but ``**Question #12 - Topic 1**`` (an exam dump's label) or ``Question #12*Topic 1*`` is plain text
there, so the layout reader cut the file elsewhere (before each run of choices, the header and the next stem
read as the last choices of the question above). Here such a line is the header when the file says so itself:
three lines at least open with the same word or two and a number, the numbers run 1, 2, 3 (nine steps in ten),
and what follows the number, after a dash, a bar, a colon or in italics, is the same short text (three words
at most, a word of two letters in it, asking nothing) on half of them at least: a tag the file repeats (``Topic
1``), not a question's text (``**Question 5: Which ...?**`` keeps its text) nor a key's value (``Answer 4: C``).
The tag goes with the question (``tags``); nothing is taken from a line that is not so, nor from a heading (a
heading's number is the readers' own).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from quizdeck.importers.linekinds import KEY, TEXT, Line

#: a word or two, an optional ``#``/``No.``, the number, then the tail after a dash, bar or colon, or in italics
_HEADER = re.compile(r"([^\W\d_][\w'’]{0,23}(?:[ \t][^\W\d_][\w'’]{0,23})?)[ \t]*(?:№|#|No\.?)?[ \t]?(\d{1,4})"
                     r"(?:[ \t]*[-–—|:][ \t]*|[ \t]*(?=[*_]))(\S.{0,60})")
#: a tail of one to three words, maybe in italics or bold: ``Topic 1``, ``*Topic 1*``
_TAIL = re.compile(r"([*_]{0,2})([^\s*_?？:：][^\s?？:：]{0,24}(?:[ \t][^\s?？:：]{1,24}){0,2}?)\1[ \t]*")
#: a tag holds a word (``Topic 1``); a letter or a number alone is a value (``Answer 4: C``: a key's line)
_WORD = re.compile(r"[^\W\d_]{2}")

#: the share of steps between the headers' numbers that must go up by one, and of them that must share the tag
_RUNS = 0.9
_SHARED = 0.5
_LEAST = 3


def _text(ln: Line) -> str:
    """The line's text after its wrapping: a TEXT line's, or a KEY line's key and value (``Question 1 - x``)."""
    return ln.rest if ln.kind == TEXT else f"{ln.prefix.strip('*_ ')} {ln.rest}".strip()


def tagged_headers(lines: list[Line]) -> tuple[list[Line], dict[int, str]] | None:
    """The lines with each tagged header made a header (KEY ``word #``, its index the number, like ``Frage 12``
    alone) and the tags by line number; None when the file has no such run of headers."""
    found: dict[str, list[tuple[int, int, str]]] = {}
    for i, ln in enumerate(lines):
        if ln.kind not in (TEXT, KEY) or len(ln.raw) > 200 or ln.wrap.startswith("#"):
            continue
        m = _HEADER.fullmatch(_text(ln).strip())
        tail = _TAIL.fullmatch(m.group(3)) if m else None
        if m is not None and tail is not None and _WORD.search(tail.group(2)):
            word = " ".join(m.group(1).casefold().split())
            found.setdefault(word, []).append((i, int(m.group(2)), tail.group(2).strip()))
    word, best = max(found.items(), key=lambda kv: len(kv[1]), default=("", []))
    steps = list(itertools.pairwise(n for _, n, _ in best))
    if len(best) < _LEAST or sum(1 for a, b in steps if b == a + 1) < _RUNS * len(steps):
        return None
    if Counter(t.casefold() for _, _, t in best).most_common(1)[0][1] < _SHARED * len(best):
        return None
    out = list(lines)
    tags: dict[int, str] = {}
    for i, number, said in best:
        ln = lines[i]
        out[i] = replace(ln, kind=KEY, rest="", family=f"{word} #", style="#", index=number,
                         prefix=_text(ln).strip())
        tags[ln.number] = said
    return out, tags


#: the same header on a raw line (a reader of plain text or Markdown), maybe in bold (a heading is the readers' own)
_RAW = re.compile(r" {0,3}(\*\*|__)?([^\W\d_][\w'’]{0,23}(?:[ \t][^\W\d_][\w'’]{0,23})?)[ \t]*"
                  r"(?:№|#|No\.?)?[ \t]?(\d{1,4})(?:[ \t]*[-–—|:][ \t]*|[ \t]*(?=[*_]))(\S.{0,60}?)(?(1)\1)[ \t]*")


def learn(lines: Sequence[str], fenced: Sequence[bool]) -> re.Pattern[str] | None:
    """The file's tagged header (the rule of ``tagged_headers`` on raw lines) as a pattern a reader matches a
    numbered line with: groups (1) the bold around it, (2) the number, (3) the text after the header (always
    empty: the header is the line, whole), (5) the tag; None when the file has no such run of headers."""
    found: dict[str, list[tuple[int, str]]] = {}
    for i, line in enumerate(lines):
        m = _RAW.fullmatch(line) if len(line) <= 200 and not fenced[i] else None
        tail = _TAIL.fullmatch(m.group(4)) if m else None
        if m is not None and tail is not None and _WORD.search(tail.group(2)):
            found.setdefault(" ".join(m.group(2).casefold().split()), []).append((int(m.group(3)),
                                                                                 tail.group(2).strip()))
    word, best = max(found.items(), key=lambda kv: len(kv[1]), default=("", []))
    steps = list(itertools.pairwise(n for n, _ in best))
    if len(best) < _LEAST or sum(1 for a, b in steps if b == a + 1) < _RUNS * len(steps) or (
            Counter(t.casefold() for _, t in best).most_common(1)[0][1] < _SHARED * len(best)):
        return None
    spelled = r"[ \t]+".join(re.escape(w) for w in word.split())
    return re.compile(r"^ {0,3}(\*\*|__)?" + spelled + r"[ \t]*(?:№|#|No\.?)?[ \t]?(\d{1,4})()"
                      r"(?:[ \t]*[-–—|:][ \t]*|[ \t]*(?=[*_]))([*_]{0,2})([^\s*_?？:：][^\s?？:：]{0,24}"
                      r"(?:[ \t][^\s?？:：]{1,24}){0,2}?)\4(?(1)\1)[ \t]*$", re.I)
