"""An answer stated only in a question's explanation: the one choice its prose names, in a source that gives none.

Some sheets keep no answer anywhere but in the explanation's prose (``Individual libertyis the correct answer.``,
``False. There is no established Church in Wales``, a scraper's lost spaces and all). Where the source names no right
choice otherwise, the choice the explanation names is taken. Read so only when it is plain:

* a choice is named where its words stand in the prose as words, compared without case and signs (``Middle
  Ages`` in ``(Middle Ages)era``), or its words after those every choice opens with (``The Middle Ages`` among
  ``The Stone Age``…: ``Middle Ages``); glued to a word on one side at most (a scraper's lost space:
  ``Romeis``, ``istrue``), inside a word only where a capital starts it (``invadedPolandin``) or it is long
  (``asshipbuildingwere``), never else (``protecting`` names no ``Tin``); three characters at least;
* a name after a negation (``not``, ``isn't``, ``never``; glued: ``untrue``, ``nottrue``) or before one
  (``Tin is wrong``) is no naming;
* a named choice whose text is inside another named choice's is not named apart (``Ireland`` in ``Northern
  Ireland``);
* one choice named: that one; several: all of them when the question asks for that many (``Which two …``,
  ``Select 3``), else the one the explanation opens with as a verdict (``False. …``, ``Canberra: …``), else none.

The reader that calls it reads the answers so only where the explanations name one choice in most of the file's
questions (``prosenames.SHARE``, as answers named in prose are read elsewhere: ``plain_enough``), and says once that
the answers were read from the explanations. Nothing here knows a language but English negations and the small
numbers a question asks for.
"""

from __future__ import annotations

import re

from quizdeck.importers.prosenames import LEAST, SHARE, denied

#: the fewest characters a choice's folded text must have to be looked for in prose
_LEAST = 3
#: the fewest characters of a name glued to words on both sides (``suchasshipbuildingwere``) read as named: a
#: shorter one is likelier part of a word (``protecting`` holds ``tin``)
_GLUED_BOTH = 8
#: how many choices a question asks for, in words (English, as the sheets met write it) or digits
_COUNTS = {"two": 2, "three": 3, "four": 4, "2": 2, "3": 3, "4": 4}
_ASKS_FOR = re.compile(r"\b(?:which|select|choose|pick|name)\s+(two|three|four|2|3|4)\b", re.IGNORECASE)
#: what ends a verdict the explanation opens with: ``False. …``, ``Canberra: …``
_VERDICT_END = re.compile(r"[\s\"'’”)*_]*[.:!;—–]")
_WORDS = re.compile(r"[^\W_]+")


def key(text: str) -> str:
    """A text as compared inside prose: case folded, only its letters and digits."""
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def plain_enough(named: int, questions: int) -> bool:
    """Whether the explanations of a file's open questions name one choice in enough of them to be read so."""
    return named >= LEAST and named >= SHARE * questions


def _shared_words(choices: list[str]) -> int:
    """How many words every choice opens with (the same words), when each has more after them."""
    words = [c.split() for c in choices]
    n = 0
    while all(len(w) > n + 1 for w in words) and len({w[n].casefold() for w in words}) == 1:
        n += 1
    return n


def _places(prose: str, text: str) -> list[tuple[int, int]]:
    """Where a choice's words stand in the prose (start, end), compared without case and signs; a place glued to a
    letter on both sides (inside a word) is none."""
    words = _WORDS.findall(text.casefold())
    if len("".join(words)) < _LEAST:
        return []
    folded = prose.casefold()
    if len(folded) != len(prose):
        return []   # (a fold that changes lengths: places could not be mapped back; none read)
    out = []
    for m in re.finditer(r"[\W_]*".join(re.escape(w) for w in words), folded):
        left = m.start() > 0 and folded[m.start() - 1].isalnum()
        right = m.end() < len(folded) and folded[m.end()].isalnum()
        starts = left and prose[m.start()].isupper() and prose[m.start() - 1].islower()   # ``invadedPolandin``
        if not (left and right) or starts or len(m.group(0)) >= _GLUED_BOTH:
            out.append((m.start(), m.end()))
    return out


def named_in(explanation: str, choices: list[str], asked: str) -> list[int] | None:
    """The choices (indices) an explanation names plainly, as the module says; None when it names none, or several
    the question does not ask for."""
    if len(choices) < 2:
        return None
    shared = _shared_words(choices)
    keys = [key(c) for c in choices]
    places: dict[int, list[tuple[int, int]]] = {}
    for i, c in enumerate(choices):
        found = _places(explanation, c) or (_places(explanation, " ".join(c.split()[shared:])) if shared else [])
        if found:
            places[i] = found
    named = [i for i, found in places.items() if not any(denied(explanation, s, e) for s, e in found)]
    named = [i for i in named if not any(j != i and keys[i] != keys[j] and keys[i] in keys[j] for j in named)]
    if len({keys[i] for i in named}) != len(named):
        return None   # two choices of one text: which is meant cannot be told
    if len(named) == 1:
        return named   # (another denied beside it, ``not Sydney but Canberra``: plain too)
    if len(named) < 2:
        return None
    wanted = {_COUNTS[m.group(1).casefold()] for m in _ASKS_FOR.finditer(asked)}
    if wanted == {len(named)}:
        return named
    lead = len(explanation) - len(explanation.lstrip(" \t\"'“*_([")) if explanation else 0
    opening = [i for i in named if any(s == lead and _VERDICT_END.match(explanation, e) for s, e in places[i])]
    return opening if len(opening) == 1 else None
