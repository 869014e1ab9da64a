"""Choice lines each opened by one sign, glued or spaced (``-5``, ``- 5``), then one last line opened by another
(``=Because …``): the sign a bullet, the last line the question's explanation; a second sign after the bullet on one
choice a question (``-*7``) the right choice's mark.

A hand-made quiz format writes its records so: the question, its choices bulleted with a sign, the right one with a
second sign, then the explanation after a sign of its own. Read as plain lines, the signs stay in the texts and the
explanation is one more choice. What tells is the file's repetition: nine records in ten (two at least) open every
line but the last with the same sign and the last with the same other sign; a sign right after the bullet on exactly
one choice of eight records in ten, never on two, is the mark. No sign is known in advance: any punctuation or
symbol that opens no sentence's word counts; but a sign a number opens with, before its digits (``- -3``, ``--3``: a
negative choice), or the bullet itself again, is the choice's own text, never a mark.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

#: signs that open a text or stand for one (a bracket, a quote, a sum, code), never a bullet
_NOT_SIGNS = "|([{<«“‘„‚\"'`¿¡$\\#%&@/.…_,;:?"
#: the share of records that must be so, for the bullet and the closing line, and for the mark; the fewest records
MOST, MARKED, LEAST = 0.9, 0.8, 2
#: the signs a number is written with before its digits (``-3``, ``+2``, ``−1``): a choice's own
_NUMBER_SIGNS = "-+−–±"
#: the fewest choices a record holds
_CHOICES = 2


@dataclass(frozen=True)
class Signs:
    """What the file's records are signed with."""

    bullet: str                      # opens every choice (``-``)
    closer: str                      # opens the record's last line, its explanation (``=``)
    mark: str | None                 # after the bullet on the right choice (``*``), if the file marks one


def _sign(text: str) -> str | None:
    """The sign a text opens with (a punctuation mark or a symbol, not one that opens a word), else None."""
    first = text[:1]
    if not first or first in _NOT_SIGNS or unicodedata.category(first)[0] not in "PS":
        return None
    return first


def _fits(texts: Sequence[str], bullet: str, closer: str) -> bool:
    """Whether a record's lines are choices signed ``bullet`` and one last line signed ``closer``."""
    return len(texts) > _CHOICES and _sign(texts[-1]) == closer and all(_sign(t) == bullet for t in texts[:-1])


def after_bullet(text: str, bullet: str) -> str:
    """A choice's text without its bullet and the spaces after it."""
    return text[len(bullet):].lstrip(" \t") if text.startswith(bullet) else text


def learn(records: Sequence[Sequence[str]]) -> Signs | None:
    """The signs of the file's records (each its plain lines after the question's), as the module says; None when
    its records are not signed so."""
    pairs: Counter[tuple[str, str]] = Counter()
    for texts in records:
        if len(texts) > _CHOICES and (bullet := _sign(texts[0])) and (closer := _sign(texts[-1])) \
                and closer != bullet and _fits(texts, bullet, closer):
            pairs[(bullet, closer)] += 1
    if not pairs:
        return None
    (bullet, closer), count = pairs.most_common(1)[0]
    if count < max(LEAST, MOST * len(records)):
        return None
    return Signs(bullet, closer, _mark([t for t in records if _fits(t, bullet, closer)], bullet, closer))


def _mark(records: Sequence[Sequence[str]], bullet: str, closer: str) -> str | None:
    """The sign right after the bullet on exactly one choice of eight records in ten, never on two; else None."""
    once: Counter[str] = Counter()
    twice: set[str] = set()
    for texts in records:
        found = Counter(s for t in texts[:-1] if (s := _second(after_bullet(t, bullet), bullet)) is not None
                        and s != closer)
        once.update(s for s, n in found.items() if n == 1)
        twice.update(s for s, n in found.items() if n > 1)
    for sign, count in once.most_common(1):
        if sign not in twice and count >= max(LEAST, MARKED * len(records)):
            return sign
    return None


def _second(text: str, bullet: str) -> str | None:
    """The sign a choice's text (its bullet off) opens with, where it may be a mark: not the bullet again, not a
    number's sign before its digits (``-3``); else None."""
    sign = _sign(text)
    if sign is None or sign == bullet or (sign in _NUMBER_SIGNS and text[1:2].isdigit()):
        return None
    return sign


def split(texts: Sequence[str], signs: Signs) -> tuple[list[str], list[int], str] | None:
    """A record's choices (bullets and marks off), the places of the marked ones and its explanation (its sign off),
    when the record is signed as the file's; else None."""
    if not _fits(texts, signs.bullet, signs.closer):
        return None
    choices = [after_bullet(t, signs.bullet) for t in texts[:-1]]
    right = [k for k, t in enumerate(choices) if signs.mark is not None and t.startswith(signs.mark)]
    choices = [t[1:].lstrip(" \t") if k in right else t for k, t in enumerate(choices)]
    return choices, right, texts[-1][len(signs.closer):].strip()
