"""A line alone between questions that no layout read: a title, unless it has a question's size or its answer key.

The layout reader takes a line alone between two questions for a section's title and leaves it out. Where the file's
questions are each one line (``stem: a) … b) … Respuesta: C``), a line alone half as long as their middle one at least
is no title: it is a question the reader could not cut (its choices' labels broken). A line that ends with the file's
learnt answer key and a value (``… Respuesta: B``) is a question's too, whatever the file's layout. Such a line is
said at its line, never left out silently. The key is matched as the file writes it (its number runs as digits), at
the line's end; every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: the most characters of an answer's value after its key at a line's end
_VALUE = 40
#: the share of the middle one-line question's length a line alone must have to be no title
_SHARE = 0.5


def _key_at_end(key: str) -> re.Pattern[str]:
    """The pattern of a learnt key (``respuesta``, ``q#``) and its value ending a line (case folded)."""
    word = re.escape(key).replace("\\#", "#").replace("#", r"\d{1,4}")
    return re.compile(rf"(?:^|[\s*_(\[]){word}[*_]{{0,2}}[ \t]*[:=：][ \t]*\S[^\n]{{0,{_VALUE}}}$")


def why_not_title(line: str, one_line_questions: Sequence[str], answer_key: str | None) -> str | None:
    """Why a line alone between questions is no title (see the module), or None when it may be one."""
    text = line.strip()
    if answer_key and "|" not in answer_key and _key_at_end(answer_key).search(text.casefold()):
        return f"it ends with the answer key the file's questions end with ({answer_key!r})"
    sizes = sorted(len(q.strip()) for q in one_line_questions)
    if sizes and len(text) >= _SHARE * sizes[len(sizes) // 2]:
        return "the file's questions are one line each, and this line is about as long as they are"
    return None
