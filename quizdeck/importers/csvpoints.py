"""Choice columns counted in step with another counted set: ``opsi_a,poin_a,opsi_b,poin_b,…`` (each choice's points).

A header may name the choices ``<word>_a..<word>_e`` (or ``1..n``) and put after each another counted column of
one other word, the same letters in the same order: a choice's points (``poin``, ``score``, ``punkte``, ``分数``,
``점수``), its feedback. The choices are then the one counted set that is not the numbers: the set whose word says
points (``_POINTS``, many languages) holds each choice's points, and so does, failing a word, the set whose cells
are all numbers under a set of texts. ``parallel`` finds the two sets; ``by_points`` reads a row's points: the one
choice scored highest, when one is (with others scored lower), is the right choice the points name; a row whose
choices score more than two values is graded (every choice some points, ``1..5``), said by the reader.
"""

from __future__ import annotations

import re
from itertools import pairwise

#: a header's word and the letter or number that counts its column (names as ``csvtable._normal`` makes them)
_COUNTED = re.compile(r"(\w*?[^\W\d])[ ]?([a-l]|\d{1,2})")
#: words that name a choice's points or score, in many languages
_POINTS = frozenset({"poin", "point", "points", "pts", "pt", "score", "scores", "skor", "nilai", "bobot", "weight",
                     "punkte", "punkt", "punktzahl", "puntos", "punto", "puntaje", "puntuación", "puntuacion",
                     "pontos", "ponto", "pontuação", "pontuacao", "punteggio", "punti", "punten", "poäng", "pisteet",
                     "punkty", "баллы", "балл", "очки", "puan", "điểm", "diem", "分", "分数", "分數", "得分", "配分",
                     "得点", "点数", "배점", "점수", "نقاط", "درجة"})
#: a number a points cell holds
_NUMBER = re.compile(r"[-+]?\d{1,4}(?:[.,]\d{1,2})?")
_START = ("a", "1", "0")


def _next(count: str) -> str:
    return str(int(count) + 1) if count.isdecimal() else chr(ord(count) + 1)


def _runs(names: list[str], among: list[int]) -> dict[str, list[int]]:
    """Each word that names three columns or more of ``among``, counted in order from ``a``, ``1`` or ``0``."""
    found: dict[str, list[tuple[int, str]]] = {}
    for index in among:
        m = _COUNTED.fullmatch(names[index])
        if m is not None:
            found.setdefault(m.group(1), []).append((index, m.group(2)))
    runs: dict[str, list[int]] = {}
    for word, places in found.items():
        counts = [c for _, c in places]
        if len(places) >= 3 and counts[0] in _START and all(_next(a) == b for a, b in pairwise(counts)):
            runs[word] = [i for i, _ in places]
    return runs


def _numbers(cells: list[str]) -> bool:
    filled = [c.strip() for c in cells if c.strip()]
    return bool(filled) and all(_NUMBER.fullmatch(c) for c in filled)


def parallel(names: list[str], among: list[int], below: list[list[str]] | None) -> tuple[list[int], list[int]] | None:
    """The choice columns and their points' columns of a header naming two counted sets in step (see the module):
    the points named so by their word, or, failing that, by their cells (numbers under texts); else None."""
    runs = _runs(names, among)
    if len(runs) != 2:
        return None
    (one, first), (two, second) = runs.items()
    if len(first) != len(second) or not all(min(a, b) < max(a, b) < min(c, d)
                                            for a, b, c, d in zip(first, second, first[1:], second[1:], strict=False)):
        return None   # not in step: each choice's column beside its own points'
    said = [word in _POINTS for word in (one, two)]
    if said == [False, True]:
        return first, second
    if said == [True, False]:
        return second, first
    if said == [True, True] or not below:
        return None

    def column(at: list[int]) -> list[str]:
        return [r[i] for r in below[:200] for i in at if i < len(r)]

    numeric = [_numbers(column(first)), _numbers(column(second))]
    if numeric == [False, True]:
        return first, second
    if numeric == [True, False]:
        return second, first
    return None


def points(row: list[str], at: list[int]) -> list[float] | None:
    """A row's points for each choice, in order; None when a cell is not a number (an empty one is 0)."""
    out: list[float] = []
    for i in at:
        cell = row[i].strip() if i < len(row) else ""
        if cell and not _NUMBER.fullmatch(cell):
            return None
        out.append(float(cell.replace(",", ".")) if cell else 0.0)
    return out


def by_points(scores: list[float]) -> tuple[int, bool] | None:
    """The choice scored highest, when one alone is and some choice scores less, and whether the row is graded
    (its choices score more than two values: every choice some points); None otherwise."""
    if not scores:
        return None
    top = max(scores)
    best = [k for k, s in enumerate(scores) if s == top]
    if len(best) != 1 or top <= min(scores):
        return None
    return best[0], len(set(scores)) > 2
