"""A question's numbered label written twice (``Pregunta 3`` over the statement, ``Pregunta 3`` again over the
answer region): the second, and the line the page puts under it (``Respuesta``), are furniture.

A learning platform's review page heads a question with its label and number, then repeats the same label and number
right under the question's text, over its choices. Read as written, the second label starts a question of its own (or,
at ``1``, a new series), and the line under it is that question's text. Whether a page does so is read from its own
repetition: a line that is a word or two and a number alone, set apart by a space, followed (within ``REACH`` lines, no
choice's label between) by the same line again, ``LEAST`` times at least in the file, with ``LEAST`` numbers at least
(one id over every record, ``T102``, is no label). The second of each pair is blank; so is the line right under it when
the page writes the same short line there (``Respuesta``), right over a choice, under most of the second labels (an
unlabelled ``Verdadero`` over ``Falso`` is a choice, kept); the first, proved the question's label by its twin, is set
at the margin (``\tPregunta 1`` under the page's indented frame). Line for line: the blanked lines are accounted for.
Linear in the number of lines.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.base import LineWarn
from quizdeck.importers.labels import split_label
from quizdeck.importers.lonelabels import is_lone_label

#: the fewest repeated labels that make the page's way
LEAST = 3
#: the most lines between a label and its repetition
REACH = 40
_MAX_LINE = 200
#: a label and its number alone on a line: group (1) the label's words, (2) the number
_NUMBERED_LABEL = re.compile(r"^[ \t]*([^\W\d_]{2,24}(?:[ \t][^\W\d_]{1,24})?)[ \t]+(\d{1,4})[ \t]*[.:]?[ \t]*$")
#: a short line under a second label: a word or two, no number, no sign
_SHORT = re.compile(r"^[ \t]*[^\W\d_]{1,24}(?:[ \t][^\W\d_]{1,24})?[ \t]*:?[ \t]*$")


def _key(line: str) -> tuple[str, int] | None:
    m = _NUMBERED_LABEL.match(line[:_MAX_LINE]) if len(line) <= _MAX_LINE else None
    return (m.group(1).casefold(), int(m.group(2))) if m else None


def _choice(line: str) -> bool:
    """Whether a line is a choice: a lone label (``A.``) or a labelled text."""
    text = line.strip()[:_MAX_LINE]
    return bool(text) and (is_lone_label(text) or split_label(text) is not None)


def _over_choices(lines: Sequence[str], k: int) -> bool:
    """Whether line ``k`` is a short line right over a choice (``Respuesta`` over ``A.``): no choice itself, as an
    unlabelled ``Verdadero`` over ``Falso`` is."""
    if k >= len(lines) or not _SHORT.match(lines[k]):
        return False
    below = next((line for line in lines[k + 1:k + 3] if line.strip()), "")
    return _choice(below)


def _pairs(lines: Sequence[str]) -> list[tuple[int, int]]:
    """Each labelled line and its repetition below it, no choice between them."""
    out: list[tuple[int, int]] = []
    for i, line in enumerate(lines):
        key = _key(line)
        if key is None:
            continue
        for j in range(i + 1, min(i + 1 + REACH, len(lines))):
            if _choice(lines[j]):
                break
            other = _key(lines[j])
            if other is not None:
                if other == key:
                    out.append((i, j))
                break
    return out


def _say_unpaired(lines: Sequence[str], pairs: list[tuple[int, int]], furniture: str, warn: LineWarn) -> None:
    """Each label in the page's own words with no twin, right over its furniture line over a choice (``Pregunta 1``
    over ``Respuesta`` over ``A.``), said at its line: a second label whose first was not pasted, the question's
    text above it, read into the question before."""
    words = {said[0] for i, _ in pairs if (said := _key(lines[i])) is not None}
    paired = {k for pair in pairs for k in pair}
    for k, line in enumerate(lines[:-1]):
        if k not in paired and (key := _key(line)) is not None and key[0] in words and (
                lines[k + 1].strip() == furniture and _over_choices(lines, k + 1)):
            warn(k + 1, f"{line.strip()!r} is written once, over {furniture!r} as the page's second labels are: its "
                        "first label and the question's text above it were not read as this question's",
                 "the question's text may sit in the question before: check both")


def rewritten(lines: Sequence[str], warn: LineWarn | None = None) -> tuple[list[str], set[int]] | None:
    """``lines`` with each repeated label, and the page's line under it, left blank; None when the page repeats its
    labels fewer than ``LEAST`` times. A label with no twin over the page's line under second labels is said at its
    line (``warn``): the question's text stands above it, read into the question before."""
    pairs = _pairs(lines)
    keys = Counter(_key(lines[i]) for i, _ in pairs)
    if len(pairs) < LEAST or len(keys) < LEAST:
        return None   # (one label and number over every record, "T102": an id, no question's label)
    under = Counter(lines[j + 1].strip() for _, j in pairs if _over_choices(lines, j + 1))
    common = under.most_common(1)[0] if under else None
    furniture = common[0] if common is not None and common[1] * 2 > len(pairs) and common[1] >= LEAST else None
    if furniture is not None and warn is not None:
        _say_unpaired(lines, pairs, furniture, warn)
    out = list(lines)
    blanked: set[int] = set()
    for i, j in pairs:
        if out[i] != out[i].strip():
            out[i] = out[i].strip()   # "\tPregunta 1" under a page's frame: the question's label, at the margin
        out[j] = ""
        blanked.add(j)
        if furniture is not None and _over_choices(lines, j + 1) and lines[j + 1].strip() == furniture:
            out[j + 1] = ""
            blanked.add(j + 1)
    return out, blanked
