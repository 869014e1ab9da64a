"""A quiz written as HTML elements in a Markdown page, the answer in an attribute for the page's script.

A site's quiz page may write each question as an HTML block the page's script reads: a container that holds the
answer in a data attribute (``<div class="question" data-correct="b">``), the question (``<h3>1. ...</h3>``) and the
options each an element of its own named by an attribute (``<div class="option" data-option="b">goes</div>``). Read
as Markdown, the options are raw HTML and the answer is nowhere. Where three containers at least carry such an
attribute (``data-`` and a word saying answer, correct or right, its value a short key), each of their option lines
(an element alone on its line, named by a ``data-`` attribute or a class token ``option``/``choice``, plural too, not
``answer-explanation``; where some options carry a ``data-`` key, an element without one is no option) is written as a
box (``- [x] goes`` where the element's own key, or its letter in order when it has none, is among the container's,
else ``- [ ] go``), and the lines of opening or closing tags only inside the container, and comments alone on their
line between the containers (``<!-- Question 2 -->``), are left blank (accounted for), the other tag lines there
set at the margin (indented, they would read as code or as part of the box above them), the HTML lines right after
the last container (the page's buttons) left blank too;
the question's heading or paragraph is read by ``htmlblocks`` as any other. A container whose key names none of its
options gets unticked boxes: the reader says it has no answer. Nothing here knows a language; every pattern is
anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: a container opening alone on its line with an answer attribute: (1) the tag, (2) the key(s)
_CONTAINER = re.compile(r"^[ \t]*<([A-Za-z][A-Za-z0-9]{0,10})\b[^<>]*?[ \t]data-[\w-]{0,20}?(?:correct|answer|right|"
                        r"solution)[\w-]{0,20}[ \t]*=[ \t]*[\"']([^\"'<>]{1,40})[\"'][^<>]*>[ \t]*$", re.I)
#: an option: one element alone on its line, its text inside: (1) the tag, (2) its attributes, (3) its text
_ELEMENT = re.compile(r"^[ \t]*<([A-Za-z][A-Za-z0-9]{0,10})\b([^<>]*)>(.*)</\1>[ \t]*$", re.I)
#: an option's attributes: its key (``data-option="b"``), or a class saying option or choice
_KEYED = re.compile(r"[ \t]data-(?:option|choice|value|key|id|letter|index)[ \t]*=[ \t]*[\"']([^\"'<>]{1,20})[\"']",
                    re.I)
_OPTION_CLASS = re.compile(r"[ \t]class[ \t]*=[ \t]*[\"'](?:[^\"']*[ \t])?(?:option|choice)s?(?=[\"' \t])", re.I)
#: a line of opening or closing tags only
_TAGS_ONLY = re.compile(r"^[ \t]*(?:</?[A-Za-z][A-Za-z0-9]{0,10}\b[^<>]*>[ \t]*)+$")
#: an HTML comment alone on its line
_COMMENT = re.compile(r"^[ \t]*<!--.{0,200}-->[ \t]*$")
#: the fewest containers that make the file's layout
LEAST = 3
#: the most lines a container spans
_SPAN = 60


def _keys(value: str) -> set[str]:
    return {k.casefold() for k in re.split(r"[ \t]*[,;|][ \t]*|[ \t]+", value.strip()) if k}


def _depth(line: str, tag: str) -> int:
    """How many ``tag`` elements ``line`` opens, less those it closes."""
    return len(re.findall(rf"<{tag}\b", line, re.I)) - len(re.findall(rf"</{tag}[ \t]*>", line, re.I))


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with each container's options written as boxes (see the module's docstring), and the lines left
    blank; None when the file is not written so."""
    starts = [i for i, line in enumerate(lines) if len(line) <= 2000 and _CONTAINER.match(line)]
    if len(starts) < LEAST:
        return None
    out = list(lines)
    blanked: set[int] = set()
    for i in starts:
        m = _CONTAINER.match(lines[i])
        assert m is not None
        tag, keys = m.group(1), _keys(m.group(2))
        depth, end = 0, None
        for j in range(i, min(len(lines), i + _SPAN)):
            depth += _depth(lines[j], tag)
            if depth <= 0:
                end = j
                break
        if end is None:
            continue
        options: list[tuple[int, str | None, str]] = []
        for j in range(i + 1, end):
            e = _ELEMENT.match(lines[j]) if len(lines[j]) <= 2000 else None
            if e is None:
                continue
            keyed = _KEYED.search(" " + e.group(2))
            if keyed or _OPTION_CLASS.search(" " + e.group(2)):
                options.append((j, keyed.group(1).casefold() if keyed else None, e.group(3).strip()))
        if any(key is not None for _, key, _ in options):
            options = [o for o in options if o[1] is not None]   # keyed options: an unkeyed element is no option
        if len(options) < 2:
            continue
        for k, (j, key, text) in enumerate(options):
            own = key if key is not None else "abcdefghijklmnopqrstuvwxyz"[k % 26]
            out[j] = f"- [{'x' if own in keys else ' '}] {text}"
        taken = {j for j, _, _ in options}
        for j in range(i, end + 1):
            if j not in taken and _TAGS_ONLY.match(lines[j]):
                out[j] = ""
                blanked.add(j)
    if not blanked:
        return None
    # the tags between and just after the containers, indented as the page's HTML was, set at the margin: no code
    # block (``    <h3>1. ...</h3>`` after a blank line), no part of the box above them (``  <div class="buttons">``)
    last = max(blanked)
    for j in range(min(blanked), len(lines)):
        if j > last and lines[j].strip() and not lines[j].lstrip().startswith("<"):
            break
        if j > last and lines[j].strip():
            out[j] = ""              # the page's controls after its quiz (``<button ...>Check Answers</button>``)
            blanked.add(j)
        elif out[j] == lines[j] and lines[j].lstrip().startswith("<"):
            out[j] = lines[j].lstrip()
    # "<!-- Question 2 -->" between the containers, indented as the options were: no text of the box above it
    for j in range(min(blanked), max(blanked)):
        if _COMMENT.match(lines[j]):
            out[j] = ""
            blanked.add(j)
    return out, blanked
