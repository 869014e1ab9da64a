"""A lettered choice hard-wrapped onto the line below it, as converters write long lines (pandoc: ``A\\) text of the``,
then ``choice``): one paragraph in Markdown, so one choice.

In Markdown a line right below a paragraph's line, with nothing to set it apart, goes on with that paragraph (a
lazy continuation). Choices written as paragraphs of their own, a blank line between them, may run on so: the line
below ``A) ... a substitute or`` that reads ``complement`` is choice A's end. It is read so only where the line was
wrapped: the choice's line and the next line's first word would not fit in the width the file's lines are wrapped
at (learnt: the length most of its lines stay within, ``width``), the file's choices are paragraphs apart (the next
choice comes after a blank line, or the run's choices so far did), and the line is plain text: not a choice,
heading, answer, numbered line, rule, HTML or a label (``Answer:``, ``Explanation:``), which a reader takes as the
next part.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

#: what a line that is plain text, going on with the paragraph above, does not start with: a label ("Answer:",
#: "Diff: 2"), a number ("2)", "3."), HTML, a quote, a list's bullet, a rule, a table's bar, an image, a link
_NOT_PLAIN = re.compile(r"^[ \t]*(?:[^\s:：]{1,30}[ \t]?[:：]|\d{1,4}\\?[.)]|[<>|!#=\[]|[*+-](?:[ \t]|$)|"
                        r"([-*_])[ \t]*\1[ \t]*\1)")


#: the share of a file's lines whose length the wrap width is (the others are shorter)
_MOST = 0.9
#: a file whose lines are shorter than this is not wrapped by width
_NARROWEST = 40


def width(lines: Sequence[str], fenced: Sequence[bool]) -> int:
    """The width a file's text lines stay within, most of them (0 for a file with few lines)."""
    lengths = sorted(len(line.rstrip()) for i, line in enumerate(lines) if line.strip() and not fenced[i])
    return lengths[int(len(lengths) * _MOST)] if len(lengths) >= 10 else 0


def continues(lines: Sequence[str], i: int, choice_lines: Sequence[int], is_choice: Callable[[int], bool],
              special: Callable[[int], bool], wrap: int) -> bool:
    """Whether line ``i``, right below the line of a choice of a run whose choices so far start at
    ``choice_lines``, goes on with that choice's paragraph, the file's lines wrapped at ``wrap``."""
    line = lines[i]
    if not line.strip() or line[:1] in " \t" or _NOT_PLAIN.match(line[:80]) or is_choice(i) or special(i):
        return False
    word = line.split(None, 1)[0]
    if wrap < _NARROWEST or len(lines[i - 1].rstrip()) + 1 + len(word) <= wrap * _MOST:
        return False   # the word would have fitted on the line above: not wrapped there
    apart = any(not lines[b - 1].strip() for b in choice_lines[1:])   # a blank line before a choice of the run
    if apart:
        return True
    j = i + 1
    while j < len(lines) and lines[j].strip() and not is_choice(j):
        if _NOT_PLAIN.match(lines[j][:80]) or special(j) or j - i > 3:
            return False
        j += 1
    return j + 1 < len(lines) and not lines[j].strip() and is_choice(_next_filled(lines, j))


def _next_filled(lines: Sequence[str], j: int) -> int:
    while j < len(lines) - 1 and not lines[j].strip():
        j += 1
    return j
