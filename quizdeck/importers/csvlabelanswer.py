"""An answer cell written as the label its right choice carries, in a row whose every choice carries one.

A sheet may keep each choice's numbered label on its text (``（１）管電流は…|（２）陰極の…``) and give the answer as
that label as written (``（２）``), brackets and all, in the script's wide forms or mixed (``（４)``, ``（（５）``: a
half doubled or of the other width, as typing slips). Read as shown, width aside (NFKC): the answer names the
choice whose label it is, when every filled choice of the row starts with such a label and the labels count from
1 (or from ``a``/``A``) in order; the labels are then taken off the choices.
"""

from __future__ import annotations

import re
import unicodedata

#: a label of a number or a letter in brackets, a half doubled or missing on one side: ``（２）``, ``(4)``,
#: ``（（５）``, ``（４)``, ``3)``
_LABEL = re.compile(r"[ \t]*[(（\[［]{0,2}[ \t]*([0-9０-９]{1,2}|[A-Za-zＡ-Ｚａ-ｚ])[ \t]*[)）\]］]{1,2}[ \t]*")


def _value(m: re.Match[str]) -> str:
    return unicodedata.normalize("NFKC", m.group(1)).casefold()


def label_named(answer: str, cells: list[str]) -> tuple[int, list[str]] | None:
    """The choice (index into ``cells``) whose label ``answer`` is, and the cells without their labels; None
    when the answer is no label or the choices are not all labelled in order."""
    wanted = _LABEL.fullmatch(answer)
    if wanted is None or not re.search(r"[(（\[［)）\]］]", answer):
        return None
    found = [(k, _LABEL.match(c)) for k, c in enumerate(cells) if c.strip()]
    if len(found) < 2 or any(m is None or m.end() >= len(cells[k].rstrip()) for k, m in found):
        return None
    values = [_value(m) for _, m in found if m is not None]
    start = values[0]
    counted = [str(int(start) + i) for i in range(len(values))] if start.isdecimal() else \
        [chr(ord(start) + i) for i in range(len(values))]
    if values != counted or start not in ("0", "1", "a"):
        return None
    key = _value(wanted)
    if key not in values:
        return None
    index = found[values.index(key)][0]
    out = list(cells)
    for k, m in found:
        assert m is not None
        out[k] = cells[k][m.end():].strip()
    return index, out
