"""The right choice written in capitals (``GEWINDESCHNEIDKLUPPE`` among ``Seitenschneider``, ``Tigersäge``).

A quiz program may tell the right choice by its case alone: the author types it in capitals, the others as
words are written. A row shows it when exactly one of its choices is shouted (two cased letters at least, every
one upper case: ``VDI 2035``, ``35 DB(A)``) and each of the others has a small letter (``vdi 2045``). A sheet
shows it when nine rows in ten do (five rows at least) and no row shouts two choices among small ones: a row
of acronyms (``TCP``, ``UDP``, ``FTP``) shouts them all, and is no mark. Nor is one acronym among words
(``hard disk``, ``CPU``, ``monitor``): a shouted choice that is one short token (two to five letters, no space:
``CPU``, ``NASA``, ``PKW``) that no other choice of the sheet writes in small letters is how the word is spelt,
not a mark; a sheet where more than one row in ten shouts only such a token is read without capitals (a sign
mark, or the first choice, may tell it). The text stays as written.
"""

from __future__ import annotations

import re

#: the share of rows, and the fewest, that must shout one choice alone
_MOST, _LEAST = 0.9, 5


#: small letters with no capital of their own in common writing: ``AUßENTEMPERATUR`` is shouted
_NO_CAPITAL = frozenset("ß")


def _small(ch: str) -> bool:
    return ch.islower() and ch not in _NO_CAPITAL


def shouted(text: str) -> bool:
    """Whether a choice is written in capitals: two cased letters at least, none small."""
    cased = [ch for ch in text if ch.isupper() or _small(ch)]
    return len(cased) >= 2 and not any(_small(ch) for ch in cased)


def _one_shouted(choices: list[str]) -> bool | None:
    """True when one choice alone is shouted and every other has a small letter; False when two or more are
    shouted and one at least has a small letter (capitals marking more than one); None otherwise."""
    filled = [c for c in choices if c.strip()]
    loud = [c for c in filled if shouted(c)]
    quiet = [c for c in filled if any(_small(ch) for ch in c)]
    if len(loud) == 1 and len(quiet) == len(filled) - 1:
        return True
    return False if len(loud) >= 2 and quiet else None


#: a choice that is one short token of letters: an acronym as it is spelt (``CPU``, ``NASA``), no mark
_ACRONYM = re.compile(r"[^\W\d_]{2,5}")


def _acronyms(rows: list[list[str]]) -> int:
    """The rows whose one shouted choice is an acronym (``_ACRONYM``) no choice of the rows writes in small
    letters (``vdi 2045`` beside ``VDI 2035`` tells a mark)."""
    quiet = {w.casefold() for r in rows for c in r if not shouted(c) for w in re.findall(r"\w+", c)}
    out = 0
    for r in rows:
        loud = [c.strip() for c in r if c.strip() and shouted(c)]
        if len(loud) == 1 and _ACRONYM.fullmatch(loud[0]) and loud[0].casefold() not in quiet:
            out += 1
    return out


def caps_marked(rows: list[list[str]]) -> bool:
    """Whether the rows' choices (one list a row) mark the right one by capitals: one choice alone shouted in
    nine rows in ten, five rows at least, in no row two among small ones, and an acronym as it is spelt
    (``_acronyms``) the shouted one in one row in ten at most."""
    filled = [r for r in rows if sum(1 for c in r if c.strip()) >= 2]
    if len(filled) < _LEAST:
        return False
    found = [_one_shouted(r) for r in filled]
    return found.count(True) >= _MOST * len(filled) and False not in found \
        and 10 * _acronyms(filled) <= len(filled)
