"""A stray label on one choice, the letter of its own place (``C.愛情萬歲`` as the third choice), before text of
another script: off, said.

A row whose every choice carries a label has them taken off by the row's own proof (``csvtable.unlabelled``), and
a first choice alone so by ``_lone_first_label``. A later choice alone labelled proves less (``C. Ronaldo`` may be
a name), so two things must agree: the letter is exactly that of the choice's place (C for the third), and the
text after it is of another script than the Latin letter (Han, kana, Hangul, Cyrillic…): a label typed over a
choice, which no text of that script opens with.
"""

from __future__ import annotations

import re
import unicodedata

#: a Latin capital, a closing sign, maybe a space, then the text
_LABELLED = re.compile(r"[ \t]*([A-Z])[.)．、][ \t]*(\S.*)", re.S)


def _latin(ch: str) -> bool:
    return "LATIN" in unicodedata.name(ch, "")


def stray_label(texts: list[str]) -> tuple[int, str] | None:
    """The one choice (its place) that opens with its own place's letter before text of another script, and its
    text without the label; None when no choice, or more than one, so opens."""
    found: list[tuple[int, str]] = []
    for k, text in enumerate(texts):
        m = _LABELLED.match(text)
        if m is None:
            continue
        first = next((ch for ch in m.group(2) if ch.isalpha()), "")
        if m.group(1) == chr(ord("A") + k) and first and not _latin(first):
            found.append((k, m.group(2).strip()))
        else:
            return None   # another choice labelled so (or out of place): not a stray label
    return found[0] if len(found) == 1 and len(texts) >= 3 else None
