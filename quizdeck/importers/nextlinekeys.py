"""An answer key whose value stands alone on the next line (``La respuesta correcta es:`` / ``Líderes``): one key
line, when that value is one choice's whole text.

A review page writes its key's words on one line and the right choice's text on the next. Read as written, the key has
no value and the value line goes into the explanation, so the question has no answer. A line is such a key when it ends
with its colon and is a key line: the file writes the same words with a value after them on one line ``LEAST`` times at
least (its own key), or the reader's answer pattern knows it; and the next filled line is, word for word, the whole text
of a choice above it (a labelled line's text, or the line under a lone label), within ``REACH`` lines, and the line
after it is none (two values under one key are no one-line key). The value is joined onto the key line and its own line
left blank (accounted for), line for line; a line right above the key of a few of the key's own words (``Respuesta
correcta``) is its heading, blank too. Linear in the number of lines.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence

from quizdeck.importers.labels import split_label
from quizdeck.importers.lonelabels import is_lone_label

#: the fewest one-line keys that make the file's key words
LEAST = 3
#: the most lines above a key its choices stand in
REACH = 40
_MAX_LINE = 400
#: a key's words, then a colon and a value on the same line: group (1) the words
_ONE_LINE = re.compile(r"^[ \t]*([^:：\n]{2,60}?)[ \t]*[:：][ \t]*\S")
#: a key's words and colon, nothing after: group (1) the words
_OPEN = re.compile(r"^[ \t]*([^:：\n]{2,60}?)[ \t]*[:：][ \t]*$")


def _choice_texts(lines: Sequence[str], a: int, b: int) -> set[str]:
    """The whole texts of the choices in lines [a, b): labelled lines' texts, lines under lone labels."""
    out: set[str] = set()
    for j in range(a, b):
        text = lines[j].strip()[:_MAX_LINE]
        if not text:
            continue
        if is_lone_label(text):
            below = next((lines[k].strip() for k in range(j + 1, b) if lines[k].strip()), "")
            if below:
                out.add(below)
        elif (split := split_label(text)) is not None and split[1].strip():
            out.add(split[1].strip())
    return out


def _heads(line: str, said: str) -> bool:
    """Whether ``line`` is a key's heading: two words or more, no sign, all of them among the key's words (``said``,
    casefolded), fewer than them."""
    words = line.strip().casefold().split()
    key = said.split()
    return 2 <= len(words) < len(key) and all(w.isalpha() for w in words) and all(w in key for w in words)


def rewritten(lines: Sequence[str], is_key: Callable[[str], object] | None = None) -> tuple[list[str], set[int]] | None:
    """``lines`` with each key whose value is alone on the next line joined to it, the value's line blank; None when
    there is none."""
    opens = [(i, m.group(1).strip().casefold()) for i, line in enumerate(lines)
             if len(line) <= _MAX_LINE and (m := _OPEN.match(line))]
    if not opens:
        return None
    words = Counter(m.group(1).strip().casefold() for line in lines
                    if len(line) <= _MAX_LINE and (m := _ONE_LINE.match(line)))
    out = list(lines)
    blanked: set[int] = set()
    last = -1
    for i, said in opens:
        if words[said] < LEAST and not (is_key is not None and is_key(lines[i])):
            continue
        value_at = next((k for k in range(i + 1, min(i + 3, len(lines))) if lines[k].strip()), None)
        if value_at is None or value_at in blanked:
            continue
        value = lines[value_at].strip()
        texts = _choice_texts(lines, max(last + 1, i - REACH), i)
        after = next((lines[k].strip() for k in range(value_at + 1, min(value_at + 3, len(lines)))
                      if lines[k].strip()), "")
        if value in texts and after not in texts:   # ("…son:" over two choices' texts: no one value; left as is)
            out[i] = lines[i].rstrip() + " " + value
            out[value_at] = ""
            blanked.add(value_at)
            last = value_at
            if i > 0 and _heads(lines[i - 1], said):   # "Respuesta correcta" over "La respuesta correcta es:"
                out[i - 1] = ""
                blanked.add(i - 1)
    return (out, blanked) if blanked else None
