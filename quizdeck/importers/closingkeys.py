"""A key that closes every record (``Hint: …`` last), not one that opens it: cut after it.

Records with no blank line between them are cut at a line the file repeats. Cut at a key line, each record opens with
it; but where the key is each record's last line (a hint, an explanation after the answer), every record then starts
with the one before's key, the first holds none and the file ends with the key alone. That shape, and only it, tells:
the first record (two lines at least) holds no line of the key, the last is the key's line alone, and all the others
open with it; then the records are cut after the key too, and the cut that reads the file best is kept.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from quizdeck.importers.linekinds import Line

#: the fewest records a closing key is learnt from
LEAST = 3


class _Record(Protocol):
    lines: list[Line]


def closing(records: Sequence[_Record], shape: tuple[str, str, str, str]) -> bool:
    """Whether ``records``, cut at each line of ``shape``, are cut one line late: the key closes them (as the module
    says)."""
    if len(records) < LEAST:
        return False
    first, last = records[0].lines, records[-1].lines
    return (len(first) >= 2 and all(ln.shape != shape for ln in first) and len(last) == 1 and last[0].shape == shape
            and all(rec.lines[0].shape == shape for rec in records[1:]))
