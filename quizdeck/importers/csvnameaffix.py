"""A tag most of a header's names carry, joined by ``_`` or ``-`` (``question_zh``, ``option1_zh``, ``en-title``).

A multilingual app keeps one sheet a language and marks every column's name with the language (or a version):
``id,question_zh,option1_zh,…,explanation_zh``. The tag is no part of what the column holds. It is told by the
header's own shape: two names in three at least (three names at least) end (or open) with the same short tag
after the same joiner, the names are identifiers (no spaces), and no cell of the rows below carries it. The
names without it are then matched as any header's (the caller keeps them only where they name more columns).
"""

from __future__ import annotations

import re
from collections import Counter

#: a tag: a few letters or digits (``zh``, ``vi``, ``en``, ``v2``, ``pt-br`` aside: one piece)
_TAG = re.compile(r"[^\W_]{1,6}")
#: the joiners a tag is written with
_JOINERS = "_-"
#: the share of filled names that must carry the tag
_SHARE = 2 / 3


def _affixes(name: str) -> set[str]:
    """The tags a name may carry: ``_zh`` at its end, ``zh_`` at its start (with the joiner)."""
    found: set[str] = set()
    for j in _JOINERS:
        if j not in name:
            continue
        head, _, tail = name.rpartition(j)
        if head.strip() and _TAG.fullmatch(tail):
            found.add(j + tail)
        start, _, rest = name.partition(j)
        if rest.strip() and _TAG.fullmatch(start):
            found.add(start + j)
    return found


def shared_affix(names: list[str], below: list[list[str]]) -> str | None:
    """The tag (``_zh`` or ``zh_``) most of a header's ``names`` carry and no cell of the rows ``below``; else None."""
    filled = [n.strip().strip("\ufeff").strip() for n in names if n.strip()]
    if len(filled) < 3 or any(" " in n or "\t" in n for n in filled):
        return None
    counts = Counter(a for n in filled for a in _affixes(n))
    if not counts:
        return None
    affix, count = counts.most_common(1)[0]
    if count < 3 or count < _SHARE * len(filled):
        return None
    if any(_carries(cell.strip(), affix) for row in below[:50] for cell in row):
        return None
    return affix


def _carries(name: str, affix: str) -> bool:
    return name.endswith(affix) if affix[0] in _JOINERS else name.startswith(affix)


def without_affix(names: list[str], affix: str) -> list[str]:
    """The header's names, each without the tag where it carries it."""
    out = []
    for raw in names:
        name = raw.strip().strip("\ufeff").strip()
        if _carries(name, affix) and len(name) > len(affix):
            name = name[:-len(affix)] if affix[0] in _JOINERS else name[len(affix):]
            out.append(name)
        else:
            out.append(raw)
    return out
