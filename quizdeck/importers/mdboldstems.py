"""A heading over a question written as a bold line (``**El firmware es**``): the section's title, not the text.

Some banks write every question as a line wholly in bold over its choices, and put a topic heading
(``### Firmware y BIOS``) above some of them: above several questions, or above just one. A heading that holds one
question would be read as that question's heading, its title joined to the text; but the bold line is the whole
question, as the file writes all of its others. So a heading that asks nothing (no number, no question mark) right
over a paragraph whose every line is wholly in bold is a section, and the question is the bold paragraph. A bold
line that is a label (``**Soal 1:**``, ``**Options:**``, ending in a colon) is no question's whole text.
Nothing here knows a language; each line is looked at once, its first 2,000 characters.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

#: a line wholly in bold: ``**text**``, ``__text__`` (trailing spaces, a Markdown hard break, allowed)
_BOLD_LINE = re.compile(r"^ {0,3}(\*\*|__)(?=\S)(?:(?!\1).)+(?<=\S)\1[ \t]*$")
#: what closes a label: a colon, in bold or after it
_LABEL_END = re.compile(r"[:：][ \t]*(?:\*\*|__)?[ \t]*$")


def bold_paragraph(lines: Sequence[str], start: int, fenced: Callable[[int], bool]) -> bool:
    """Whether the paragraph opening at line ``start`` is one or more lines each wholly in bold, none of them a
    label (a colon at its end)."""
    i = start
    while i < len(lines) and lines[i].strip() and not fenced(i):
        line = lines[i][:2000]
        if not _BOLD_LINE.match(line) or _LABEL_END.search(line):
            return False
        i += 1
    return i > start
