"""The statement column of a true/false sheet whose header names the answer but not the question.

``UNIDAD;TEMA;AFIRMACION;RESPUESTA`` over ``1;CRM;Los sistemas CRM le brindan …;VERDADERO``: the answer column
holds only the two words of a true/false pair, no column is named like choices, and no name says question
(``AFIRMACION``, a statement, is no question word). Each row is then one statement to judge: the statement is the
one other column of long texts, filled in nine rows in ten and twice as long as any other column's cells; the
short columns beside it (a unit, a topic) are the rows' tags, not the question. A sheet without a header row
(or with one in words not known) is read so too when one column holds only a true/false pair's words
(``statement_layout``).
"""

from __future__ import annotations

from collections import Counter

from quizdeck.importers.csvinfer import FALSE_WORDS, TRUE_WORDS, Layout, verdict_list
from quizdeck.importers.csvletters import letter_pair

#: the share of rows whose statement cell must be filled, and the shortest mean length a statement has
_MOST, _SHORTEST = 0.9, 20


def _cell(row: list[str], j: int) -> str:
    return row[j].strip() if j < len(row) else ""


def _mean(rows: list[list[str]], j: int) -> float:
    cells = [_cell(r, j) for r in rows if _cell(r, j)]
    return sum(len(c) for c in cells) / len(cells) if cells else 0.0


def statement_column(width: int, rows: list[list[str]], taken: set[int]) -> int | None:
    """The column of statements among the ``width`` columns not ``taken`` (named already): the longest, filled in
    nine rows in ten, its cells ``_SHORTEST`` long on average and twice as long as any other free column's, none of
    which is ``_SHORTEST`` long (a comment, an explanation: which one is judged is not told); None when no column,
    or more than one, reads so."""
    free = [j for j in range(width) if j not in taken]
    if not rows or not free:
        return None
    means = {j: _mean(rows, j) for j in free}
    best = max(free, key=lambda j: means[j])
    filled = sum(1 for r in rows if _cell(r, best))
    if filled < _MOST * len(rows) or means[best] < _SHORTEST:
        return None
    if any(2 * means[j] > means[best] or means[j] >= _SHORTEST for j in range(width)
           if j != best and j not in taken and not _topics(rows, j)):
        return None   # another column of sentences (an explanation, a comment): which one is judged is not told
    return best


def statement_layout(rows: list[list[str]]) -> Layout | None:
    """The layout of a true/false sheet read by its cells: rows of one width (four in five), one column whose cells
    are the two words of a true/false pair in nine rows in ten (the answer: ``VERDADERO``, ``FALSO``), one column of
    statements (``statement_column``); a short column before the statements that repeats its values is their tag;
    one of words each row's own (a term before its definition) leaves the layout untold.
    A first row whose answer cell is no such word is a header (``Layout.header``). None when the rows are not so."""
    filled = [[c.strip() for c in r] for r in rows if any(c.strip() for c in r)]
    if len(filled) < 4:
        return None
    width, count = Counter(len(r) for r in filled).most_common(1)[0]
    regular = [r for r in filled if len(r) == width]
    if width < 2 or count < 0.8 * len(filled):
        return None
    words = TRUE_WORDS | FALSE_WORDS
    for a in range(width):
        cells = [r[a].casefold() for r in regular]
        header = cells[0] not in words
        found = verdict_list(cells[1:] if header else cells, len(regular) - header, 4)
        if found is None or not {found.true, found.false} <= words:
            # ``i``/``h`` (igaz/hamis): a pair's initials, the column holding nothing else (``csvletters``)
            header = letter_pair(cells) is None
            if letter_pair(cells[1:] if header else cells) is None:
                continue
        body = regular[1:] if header else regular
        q = statement_column(width, body, {a})
        if q is None:
            continue
        tags = [j for j in range(q) if j != a and _repeats(body, j)] or \
            [j for j in range(q + 1, width) if j != a and _topics(body, j)][:1]
        if any(j not in tags and _named_apart(body, j) for j in range(q) if j != a):
            return None   # ``ribosome<TAB>the site of protein synthesis<TAB>false``: the term is half the statement
        return Layout(width=width, question=q, choices=[], answer=a, kind="verdict", header=header,
                      tags=tags[-1] if tags else None)
    return None


def _named_apart(rows: list[list[str]], j: int) -> bool:
    """A column of words (not numbers alone) filled in nine rows in ten, each row's its own: what the statement
    beside it is said of (a term before its definition), so that the statement alone cannot be judged."""
    cells = [_cell(r, j) for r in rows if _cell(r, j)]
    return len(cells) >= _MOST * len(rows) and len(set(cells)) > len(cells) / 2 \
        and sum(1 for c in cells if any(ch.isalpha() for ch in c)) >= _MOST * len(cells)


def _repeats(rows: list[list[str]], j: int) -> bool:
    """A column of short texts (words, not numbers alone) that rows share: a topic."""
    cells = [_cell(r, j) for r in rows if _cell(r, j)]
    return len(cells) >= _MOST * len(rows) and len(set(cells)) <= len(cells) / 2 \
        and all(len(c) <= 40 and any(ch.isalpha() for ch in c) for c in cells)


def _topics(rows: list[list[str]], j: int) -> bool:
    """A column of a few texts (words, not numbers alone) each shared by many rows: one in four rows or fewer has a
    value of its own, filled in nine rows in ten (``Gyorsító tárak``, ``Párhuzamos architektúrák osztályozása``):
    a topic, however long its names, never the sentence judged nor each row's explanation."""
    cells = [_cell(r, j) for r in rows if _cell(r, j)]
    return len(cells) >= _MOST * len(rows) and 4 * len(set(cells)) <= len(cells) \
        and all(len(c) <= 80 and any(ch.isalpha() for ch in c) for c in cells)
