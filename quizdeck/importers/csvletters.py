"""Verdict letters in a sheet's answer column: ``i``/``h`` (igaz/hamis), ``w``/``f`` (wahr/falsch), ``d``/``n``.

A true/false sheet may key its statements by the initials of its language's two words instead of the words:
``h;A cache mindig a CPU és az MMU között helyezkedik el;Gyorsító tárak``. The letters are read as verdicts only
where the column holds nothing else (two letters, each used, every filled cell one of them) and the rows have no
choices of their own (the caller's to know); the two letters must be a pair of initials below, true then false.
The choices written are the pair's words in the sheet's language when one language's words have those initials
(``Igaz``/``Hamis``); when several have (``d``/``n``: ``Da``/``Ne``, ``Da``/``Nu``), the English words of the
pair's sense, said (``LetterPair.said``). ``t``/``f``, ``y``/``n`` and ``v``/``f`` are read as words already
(``verdictwords.TRUE_WORDS``), not here.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

#: the initials of a language's true/false (or yes/no) words, true first, and the words they stand for
_INITIALS: dict[tuple[str, str], tuple[tuple[str, str], ...]] = {
    ("i", "h"): (("Igaz", "Hamis"),),
    ("w", "f"): (("Wahr", "Falsch"),),
    ("r", "f"): (("Richtig", "Falsch"),),
    ("p", "f"): (("Prawda", "Fałsz"),),
    ("d", "y"): (("Doğru", "Yanlış"),),
    ("b", "s"): (("Benar", "Salah"),),
    ("o", "n"): (("Oui", "Non"),),
    ("a", "n"): (("Ano", "Ne"),),
    ("i", "n"): (("Igen", "Nem"),),
    ("c", "i"): (("Correct", "Incorrect"),),
    ("d", "n"): (("Da", "Ne"), ("Da", "Nu")),
    ("j", "n"): (("Ja", "Nein"), ("Ja", "Nee"), ("Ja", "Nej")),
    ("s", "n"): (("Sí", "No"), ("Sim", "Não")),
}
#: the pairs that are yes/no, not true/false: their English words when the language is not told
_YES_NO = {("d", "n"), ("j", "n"), ("s", "n"), ("o", "n"), ("a", "n"), ("i", "n")}


@dataclass(frozen=True)
class LetterPair:
    """Two verdict letters (casefolded) and the choices they stand for, true first."""

    true: str
    false: str
    words: tuple[str, str]
    said: str = ""   # not empty: the letters' language is not told, the words are English; the sentence to warn

    def verdict(self, cell: str) -> int | None:
        """0 for the true letter, 1 for the false one, else None."""
        folded = cell.strip().casefold()
        return 0 if folded == self.true else 1 if folded == self.false else None


def letter_pair(cells: Iterable[str], least: int = 4) -> LetterPair | None:
    """The verdict letters of an answer column's ``cells`` (a header's cell left out by the caller): every filled
    cell one of two letters that are a pair of initials (``_INITIALS``), each used, ``least`` cells filled in all;
    else None."""
    values = [c.strip().casefold() for c in cells]
    filled = [v for v in values if v]
    forms = set(filled)
    if len(filled) < least or len(forms) != 2:
        return None
    one, two = sorted(forms)
    for true, false in ((one, two), (two, one)):
        words = _INITIALS.get((true, false))
        if words is None:
            continue
        if len(words) == 1:
            return LetterPair(true, false, words[0])
        english = ("Yes", "No") if (true, false) in _YES_NO else ("True", "False")
        named = " or ".join(f"{t}/{f}" for t, f in words)
        return LetterPair(true, false, english, f"the answers' letters {true!r}/{false!r} read as "
                                                 f"{english[0].lower()}/{english[1].lower()} ({named}: the language "
                                                 f"not told), written {english[0]}/{english[1]}")
    return None
