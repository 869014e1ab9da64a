"""An answer stated only in a question's explanation: the one choice its prose names, in a source that gives none.

Some sheets keep no answer anywhere but in the explanation's prose (``Individual libertyis the correct answer.``,
``False. There is no established Church in Wales``, a scraper's lost spaces and all). Where the source names no right
choice otherwise, the choice whose text the explanation holds is taken, compared folded: case folded, every space
and sign left out (so ``calledHogmanay`` holds ``Hogmanay``). Read so only when it is plain:

* a choice is named when its folded text (three characters at least) is in the explanation's, or its text after
  the words every choice opens with (``The Middle Ages`` among ``The Stone Age``…: ``Middle Ages``);
* a named choice whose text is inside another named choice's is not named apart (``Ireland`` in ``Northern
  Ireland``);
* one choice named: that one; several: all of them when the question asks for that many (``Which two …``), else
  the one the explanation opens with (``False. …``), else none.

Nothing here knows a language but the small numbers a question asks for. The reader that calls it says once that
the answers were read from the explanations.
"""

from __future__ import annotations

import re

#: the fewest characters a choice's folded text must have to be looked for in prose
_LEAST = 3
#: how many choices a question asks for, in words (English, as the sheets met write it) or digits
_COUNTS = {"two": 2, "three": 3, "four": 4, "2": 2, "3": 3, "4": 4}
_ASKS_FOR = re.compile(r"\b(two|three|four|2|3|4)\b(?!\s*(?:%|years?|times?))", re.IGNORECASE)


def key(text: str) -> str:
    """A text as compared inside prose: case folded, only its letters and digits."""
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def _shared_words(choices: list[str]) -> int:
    """How many words every choice opens with (the same words), when each has more after them."""
    words = [c.split() for c in choices]
    n = 0
    while all(len(w) > n + 1 for w in words) and len({w[n].casefold() for w in words}) == 1:
        n += 1
    return n


def named_in(explanation: str, choices: list[str], asked: str) -> list[int] | None:
    """The choices (indices) an explanation names plainly, as the module says; None when it names none, or several
    the question does not ask for."""
    if len(choices) < 2:
        return None
    prose = key(explanation)
    shared = _shared_words(choices)
    keys = [key(c) for c in choices]
    rests = [key(" ".join(c.split()[shared:])) if shared else k for c, k in zip(choices, keys, strict=True)]
    named = [i for i, (k, rest) in enumerate(zip(keys, rests, strict=True))
             if (len(k) >= _LEAST and k in prose) or (len(rest) >= _LEAST and rest in prose)]
    named = [i for i in named if not any(j != i and keys[i] != keys[j] and keys[i] in keys[j] for j in named)]
    if len({keys[i] for i in named}) != len(named):
        return None   # two choices of one text: which is meant cannot be told
    if len(named) == 1:
        return named
    if len(named) < 2:
        return None
    wanted = {_COUNTS[m.group(1).casefold()] for m in _ASKS_FOR.finditer(asked)}
    if wanted == {len(named)}:
        return named
    opening = [i for i in named if prose.startswith(keys[i])]
    return opening if len(opening) == 1 else None
