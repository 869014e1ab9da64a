"""A topic's title and its link on a line of their own, recurring between a plain-text file's questions: furniture.

Pasted course quizzes open each section with its topic and the page it comes from, ``Sharing content
https://example.org/wiki/63529``, on one line. Standing alone between two questions it was read as the question
above's explanation; glued above the next question's line, as that question's first line. The file proves what
such a line is by repeating its shape: some words, then one link that ends the line, three times at least, each
where a record begins (the file's start, a blank line, an HTML line or a labelled choice above it, and above the
blank lines a choice, an HTML line or nothing: a link under an answer line is its reference), none right over a
choice (a question that shows a link has its choices under it), one at least standing alone (blank below it) and
one at least glued above its question's line: the same line is no stem where it stands alone, no tail where it
stands glued.
Those lines are the file's section titles, left out as page furniture (the summary lists them). Nothing here knows
a word; every pattern is linear in the line's length.
"""

from __future__ import annotations

import re

from quizdeck.importers.labels import split_label

#: some words (not a question), then one link that closes the line
_TOPIC_LINK = re.compile(r"^[ \t]*([^\s<>#>*+-][^\n]{0,150}?)[ \t]+<?https?://\S{1,400}[ \t]*$")
#: a line made only of HTML tags and the text between them (a title line ``<h3>Quiz</h3>``)
_HTML_LINE = re.compile(r"^[ \t]*<[^<>]{1,300}>.*>[ \t]*$")
#: the least number of such lines that proves the shape is the file's
_LEAST = 3
_LONGEST_LINE = 600


def _labelled(line: str) -> bool:
    """A choice line: a label after at most a mark sign (``*b) False``)."""
    text = line.strip().lstrip("*+ \t")
    return bool(text) and split_label(text) is not None


def _topic(line: str) -> bool:
    if len(line) > _LONGEST_LINE or not (m := _TOPIC_LINK.match(line)):
        return False
    words = m.group(1).rstrip()
    return not words.endswith(("?", "？", ":", "：")) and not _labelled(line) and len(words.split()) <= 12


def _record_start(lines: list[str], i: int) -> bool:
    """Whether line ``i`` stands where a record begins: first, or under a blank, an HTML or a choice line."""
    if i == 0:
        return True
    above = lines[i - 1]
    return not above.strip() or _labelled(above) or bool(_HTML_LINE.match(above[:_LONGEST_LINE]))


def topic_lines(lines: list[str], fenced: list[bool]) -> set[int]:
    """The lines (0-based) that are the file's section titles with their link (see the module), or none."""
    found = [i for i, line in enumerate(lines) if not fenced[i] and _topic(line)]
    if len(found) < _LEAST:
        return set()
    alone = glued = 0
    for i in found:
        below = lines[i + 1] if i + 1 < len(lines) else ""
        if not _record_start(lines, i) or not _after_record(lines, i) or _labelled(below):
            return set()
        alone += not below.strip()
        glued += bool(below.strip())
    return set(found) if alone and glued else set()


def _after_record(lines: list[str], i: int) -> bool:
    """Whether the last line with text above line ``i`` is a choice, an HTML line or none: a record ended there (a
    link under an answer line is that answer's reference)."""
    above = next((lines[j] for j in range(i - 1, -1, -1) if lines[j].strip()), None)
    return above is None or _labelled(above) or bool(_HTML_LINE.match(above[:_LONGEST_LINE]))
