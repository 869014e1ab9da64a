"""A sheet whose delimiter is written doubled (``question||choice||choice||1``): read as written once.

Some programs join a record's fields with a two-character separator, the one symbol twice, so that a field
may hold the symbol alone. The csv module splits at one character, and each pair would leave an empty cell
between every two fields. A symbol that stands only as a pair, never alone nor three in a row, on nearly every
line, twice a line at least, is such a separator: the text is read with each pair written once.
"""

from __future__ import annotations

import re

#: the symbols a doubled separator is met with (a doubled ``,`` or tab is a spreadsheet's empty cell)
_SYMBOLS = "|;#~^"
#: the fewest lines that show the separator, and the share of the filled lines that must
_LEAST = 5
_MOST = 0.9


def undoubled(text: str) -> tuple[str, str] | None:
    """The text with its doubled separator written once, and that separator; None when it has none."""
    lines = [line for line in text.split("\n") if line.strip()]
    for symbol in _SYMBOLS:
        pair = symbol * 2
        runs = re.findall(f"{re.escape(symbol)}+", text)
        if not runs or any(len(run) != 2 for run in runs):
            continue
        rows = [line for line in lines if pair in line]
        if len(rows) < max(_LEAST, _MOST * len(lines)) or any(line.count(pair) < 2 for line in rows):
            continue
        return text.replace(pair, symbol), symbol
    return None
