"""The statement column of a true/false sheet whose header names the answer but not the question.

``UNIDAD;TEMA;AFIRMACION;RESPUESTA`` over ``1;CRM;Los sistemas CRM le brindan …;VERDADERO``: the answer column
holds only the two words of a true/false pair, no column is named like choices, and no name says question
(``AFIRMACION``, a statement, is no question word). Each row is then one statement to judge: the statement is the
one other column of long texts, filled in nine rows in ten and twice as long as any other column's cells; the
short columns beside it (a unit, a topic) are the rows' tags, not the question. A sheet without a header row
(or with one in words not known) is read so too when one column holds only a true/false pair's words
(``statement_layout``).

When more than one column holds sentences, the statement is the one judged by the answer's place: a sheet that
writes ``statement<TAB>picture.gif<TAB>true<TAB>why`` or ``"statement","BENAR","✅ BENAR: why"`` keeps the
statement before its answer and the explanation after it (``_before_answer``): the longest text before the answer
column is the statement (no other column of sentences before it), the first column of prose after the answer the
explanation, a column of image files' names (or nothing) before it the picture. The answer's two words are those of
a true/false pair in some language (``OWN_PAIRS``, or ``verdictwords``' cell words); a pair not English is written
in the sheet's words (``Benar``/``Salah``), as its explanations spell them when each opens with its row's verdict
(``✅ BENAR: why``: ``BENAR``/``SALAH``).
"""

from __future__ import annotations

import re
from collections import Counter

from quizdeck.importers.csvinfer import FALSE_WORDS, TRUE_WORDS, Layout, verdict_list
from quizdeck.importers.csvletters import letter_pair

#: the share of rows whose statement cell must be filled, and the shortest mean length a statement has
_MOST, _SHORTEST = 0.9, 20
#: the shortest mean length of an explanation's cells (``Correct`` in most rows, a sentence in the others)
_PROSE = 12

#: the true/false pairs of languages other than English (true first, casefolded) that a sheet's answer column may
#: write: its choices are then the pair in its words (``VERO``/``FALSO`` -> ``Vero``/``Falso``), not True/False; a
#: pair in a script without capitals (``对``/``错``, ``√``/``×``) is told by one of its words alone (``ALONE``)
OWN_PAIRS = (("vero", "falso"), ("vera", "falsa"), ("verdadero", "falso"), ("verdadera", "falsa"),
             ("verdadeiro", "falso"), ("verdadeira", "falsa"), ("vrai", "faux"), ("juste", "faux"),
             ("wahr", "falsch"), ("richtig", "falsch"), ("doğru", "yanlış"), ("đúng", "sai"), ("benar", "salah"),
             ("igaz", "hamis"), ("prawda", "fałsz"), ("waar", "onwaar"), ("juist", "onjuist"),
             ("верно", "неверно"), ("правда", "ложь"), ("对", "错"), ("正确", "错误"), ("是", "否"), ("√", "×"))
ALONE = {word: pair for pair in OWN_PAIRS if not any(ch.upper() != ch.lower() for ch in "".join(pair))
         for word in pair}
_PAIR_WORDS = frozenset(w for pair in OWN_PAIRS for w in pair)
#: an image file's name alone in its cell, spaces and all (``img-x-1規制-01通行止め.jpg``, ``road sign 4.gif``)
_PICTURE = re.compile(r"[\w./\\~][^\t\n]{0,200}\.(?:png|jpe?g|gif|svg|webp|bmp)", re.I)
#: a picture's name that is a web address (``http://``, ``data:``; a drive letter ``C:`` is none), or that names a
#: file outside the sheet's folder (``/img/x.png``, ``C:\\x.png``, ``~/x.png``; a ``..`` part is found apart)
_WEB = re.compile(r"[A-Za-z][A-Za-z0-9+.-]{1,30}:|//")
_ROOTED = re.compile(r"[/\\~]|[A-Za-z]:")
#: a verdict opening an explanation as a word of its own (``✅ BENAR: why``, ``(Falso) why``, ``False. Because``), not
#: a sentence's first word (``True would be wrong``)
_SAID = re.compile(r"[^\w\n]{0,6}(\w{1,20})[ \t]*(?:[:.!,;)\]–—-]|$)")
#: a verdict opening an explanation, after a sign: ``✅ BENAR: why``, ``(Falso) why``
_OPENING = re.compile(r"[^\w\n]{0,6}(\w{1,20})")


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
    words = TRUE_WORDS | FALSE_WORDS | _PAIR_WORDS
    for a in range(width):
        cells = [r[a].casefold() for r in regular]
        header = cells[0] not in words
        found = verdict_list(cells[1:] if header else cells, len(regular) - header, 4)
        pair = _pair(found.true, found.false) if found is not None else None
        if pair is None:
            # ``i``/``h`` (igaz/hamis): a pair's initials, the column holding nothing else (``csvletters``)
            header = letter_pair(cells) is None
            if letter_pair(cells[1:] if header else cells) is None:
                continue
        body = regular[1:] if header else regular
        q, explanation, picture = statement_column(width, body, {a}), None, None
        if q is None and pair is not None and (placed := _before_answer(width, body, a)) is not None:
            q, explanation, picture = placed
        if q is None:
            continue
        used = {a, explanation, picture}
        tags = [j for j in range(q) if j not in used and _repeats(body, j)] or \
            [j for j in range(q + 1, width) if j not in used and _topics(body, j)][:1]
        if any(j not in tags and _named_apart(body, j) for j in range(q) if j not in used):
            return None   # ``ribosome<TAB>the site of protein synthesis<TAB>false``: the term is half the statement
        spelt = None
        if pair is not None and pair in OWN_PAIRS:
            spelt = (pair[0].capitalize(), pair[1].capitalize())
        if pair is not None and explanation is not None:
            spelt = _spelt(body, a, explanation, pair) or spelt
        return Layout(width=width, question=q, choices=[], answer=a, kind="verdict", header=header,
                      tags=tags[-1] if tags else None, explanation=explanation, picture=picture,
                      verdicts=pair, spelt=spelt)
    return None


def _pair(one: str, two: str) -> tuple[str, str] | None:
    """A true/false pair's two words (casefolded), true first, when ``one`` and ``two`` (the first taken as true)
    are one: a pair of another language (``OWN_PAIRS``) or the sheet's cell words (``verdictwords``); else None."""
    for pair in ((one, two), (two, one)):
        if pair in OWN_PAIRS:
            return pair
    return (one, two) if {one, two} <= TRUE_WORDS | FALSE_WORDS else None


def _before_answer(width: int, rows: list[list[str]], a: int) -> tuple[int, int | None, int | None] | None:
    """(statement, explanation, picture) of a true/false sheet whose statement stands before its answer column
    ``a``: the longest text before it, filled in nine rows in ten, ``_SHORTEST`` long on average and twice as long
    as any other column before it that is no topic and no picture (else which is judged is not told: None); the
    first column of prose after the answer its explanation; a column of image files' names before it the picture."""
    pictures = [j for j in range(a) if _pictures(rows, j)]
    before = [j for j in range(a) if j not in pictures and not _topics(rows, j) and not _repeats(rows, j)]
    if not before:
        return None
    means = {j: _mean(rows, j) for j in before}
    best = max(before, key=lambda j: means[j])
    if sum(1 for r in rows if _cell(r, best)) < _MOST * len(rows) or means[best] < _SHORTEST:
        return None
    if any(2 * means[j] > means[best] or means[j] >= _SHORTEST for j in before if j != best):
        return None
    after = [j for j in range(a + 1, width) if not _topics(rows, j) and not _repeats(rows, j)
             and _mean(rows, j) >= _PROSE and sum(1 for r in rows if _cell(r, j)) >= _MOST * len(rows)]
    return best, after[0] if after else None, pictures[0] if len(pictures) == 1 else None


def _pictures(rows: list[list[str]], j: int) -> bool:
    """A column of image files' names, one in some rows at least, nothing in the others."""
    cells = [_cell(r, j) for r in rows if _cell(r, j)]
    return bool(cells) and all(_PICTURE.fullmatch(c) for c in cells)


def _spelt(rows: list[list[str]], a: int, explanation: int, pair: tuple[str, str]) -> tuple[str, str] | None:
    """The pair as the sheet's explanations spell it when nine in ten open with their row's verdict word
    (``✅ BENAR: why``), each word always spelt one way; else None."""
    spellings: dict[str, set[str]] = {pair[0]: set(), pair[1]: set()}
    opened = 0
    for r in rows:
        verdict, why = _cell(r, a).casefold(), _cell(r, explanation)
        m = _OPENING.match(why)
        if verdict in spellings and m is not None and m.group(1).casefold() == verdict:
            spellings[verdict].add(m.group(1))
            opened += 1
    if opened < _MOST * len(rows) or any(len(s) != 1 for s in spellings.values()):
        return None
    return next(iter(spellings[pair[0]])), next(iter(spellings[pair[1]]))


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


def picture_refused(name: str) -> str | None:
    """Why a picture column's cell is not written as a picture under its statement: a web address (a card would
    need the network; images are never fetched), or a name outside the sheet's folder; None for a name inside it."""
    if _WEB.match(name):
        return "a web address"
    if _ROOTED.match(name) or ".." in re.split(r"[/\\]", name):
        return "outside the sheet's folder"
    return None


def verdict_said(why: str, pair: tuple[str, str]) -> str | None:
    """The word of the true/false ``pair`` (casefolded) an explanation opens with as a word of its own (``✅ BENAR:
    why``), as it is spelt; None when it opens otherwise."""
    m = _SAID.match(why)
    return m.group(1) if m is not None and m.group(1).casefold() in pair else None
