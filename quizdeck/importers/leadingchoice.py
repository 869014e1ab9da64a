"""An answer that starts with one choice's whole text, then explains (``Antwort: Falsch. Korrekt: 1–223, ...``):
that choice, the rest its explanation.

A true/false page often answers with the verdict and its reason in one line: ``Falsch. <br> Korrekt: ...``,
``Wahr. (128–191 = Klasse B)``, ``True, because ...``. Read whole, the value names no choice. It names the one
choice whose whole text it opens with (case aside), when a sentence ends right after that text (``.``, ``!``, ``;``,
then a space); the rest, when there is any, is the question's explanation.
Two choices it could open with (``Yes`` and ``Yes. Always``): the longer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: what may follow the choice's text in the value: a sentence's end (``Falsch. Korrekt``, ``Wahr. (Layer 2)``); a
#: comma or a dash after it (``Wisła, bo ...``, ``1945 - the war``) is ``answerlines``'s reason, read by the file
_AFTER = re.compile(r"[.!;](?:[ \t]|$)")


def leading(value: str, choices: Sequence[str]) -> tuple[int, str] | None:
    """The choice ``value`` opens with and the rest of it (its explanation, maybe empty); None when it opens with
    none, or with two that could each be meant."""
    text = " ".join(value.split())
    folded = text.casefold()
    found: list[tuple[int, int]] = []   # (length, index)
    for k, choice in enumerate(choices):
        c = " ".join(choice.strip(" *_`").split()).casefold()
        if c and folded.startswith(c) and _AFTER.match(text, len(c)):
            found.append((len(c), k))
    if not found:
        return None
    found.sort(reverse=True)
    if len(found) > 1 and found[0][0] == found[1][0]:
        return None
    length, index = found[0]
    rest = text[length:].lstrip(" .,;:!").strip()
    return index, rest
