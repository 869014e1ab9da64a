"""An answer written at the end of the question's own text, in a parenthesis, by the choices' numbers:
``What is ... referred to as? (Correct Answer is #3 (DNA)``, ``... (Correct Answers are #1 (Ribosomes) and #3 (Golgi
apparatus))``, ``(Respuesta: #2)``.

Whatever its words, it is the shape that is read: a parenthesis that ends the question's text (its closing bracket
may be missing), opens with a word, and holds ``#N`` tokens, each a number of one of the question's choices
counted from 1. Where most of the questions with choices (60 %, three at least) end so, and half of those at
least confirm their numbers by the choice's text given after each (``#3 (DNA)``), the numbers are the answers and
the parenthesis comes off the text. Numbers no text confirms are as often a reference (``(see Listing #2)``,
``(as in question #1)``): left in the text, the questions unanswered, said (``(Respuesta: #2)`` is read in a file
that names the choices so in half its keys at least). A number past the question's choices, or a name given after
it (``#3 (DNA)``, ``#2 "Pine trees"``) that is not that choice's text, leaves the question as it was: without an
answer, which the import says at it.
"""

from __future__ import annotations

import re

from quizdeck.importers.imported import ImportedDeck

#: the share of the questions with choices that must end so
RECUR = 0.6
#: the share of those whose numbers the file confirms, each given with its choice's text (``#3 (DNA)``)
CONFIRMED = 0.5
#: the fewest questions that must end so
_LEAST = 3
#: the longest parenthesis read
_LONGEST = 200
#: where such a parenthesis may open: a space, a bracket, then a word
_OPEN = re.compile(r"[ \t]\((?=[^\W\d_]{2})")
#: a choice's number in it: ``#3``, and the name given after it, in brackets or quotes: ``#3 (DNA)``, ``#2 "Pine"``
_NUMBER = re.compile(r"#(\d{1,2})(?:[ \t]{0,3}(?:\(([^()\n]{1,80})\)|\"([^\"\n]{1,80})\"|“([^”\n]{1,80})”))?")


def _fold(text: str) -> str:
    return " ".join(text.casefold().split()).strip(" .")


def _key(text: str, choices: list[str]) -> tuple[int, list[int], bool] | None:
    """Where the parenthesis ending ``text`` opens, the choices it names and whether it names them by their texts
    too (``#3 (DNA)``); None when it names none, or names one past the choices, or by a name that is not its text."""
    last = text.rstrip()
    for m in _OPEN.finditer(last, max(0, len(last) - _LONGEST)):
        tail = last[m.start() + 1:]
        if "\n" in tail or "#" not in tail or tail.count(")") < tail.count("(") - 1:
            continue
        numbers = list(_NUMBER.finditer(tail))
        if not numbers or not any(c.isalpha() for c in tail[:tail.index("#")]):
            return None
        named: list[int] = []
        confirmed = True
        for n in numbers:
            k = int(n.group(1)) - 1
            name = n.group(2) or n.group(3) or n.group(4)
            if not 0 <= k < len(choices) or (name is not None and _fold(name) != _fold(choices[k])):
                return None
            named.append(k)
            confirmed = confirmed and name is not None
        return m.start(), named, confirmed
    return None


def stem_keys(deck: ImportedDeck) -> None:
    """Read the answers written as choice numbers at the end of the question texts (see the module's docstring)."""
    eligible = [i for i, q in enumerate(deck.questions)
                if len(q.choices) >= 2 and q.answer is None and q.raw_answer is None]
    found: dict[int, tuple[int, list[int], bool]] = {}
    for i in eligible:
        q = deck.questions[i]
        if (key := _key(q.text, [c.text for c in q.choices])) is not None:
            found[i] = key
    if len(found) < max(_LEAST, RECUR * len(eligible)):
        return
    if sum(1 for _, _, confirmed in found.values() if confirmed) < CONFIRMED * len(found):
        return   # numbers no choice's text confirms: a reference (``(see Listing #2)``, ``(as in question #1)``)
    for i, (at, named, _) in found.items():
        q = deck.questions[i]
        q.text = q.text.rstrip()[:at].rstrip()
        q.set_answer(named)
    deck.mend("the answer{s} written as choice numbers ('#3') in a parenthesis ending {n} question text{s} "
              "(read as their answers)", len(found))
