"""A text that asks: the one pattern the sheet readers and the second look share.

A cell or a line asks when it ends with a question mark (Latin, full-width or Arabic), whatever closing quotes,
brackets, emphasis marks or spaces follow it (``Which one?"``, ``**Why?**``), or when it opens with an inverted one
(``¿Cuál es…``: a Spanish question whose closing mark a sheet's cell may leave out).
"""

from __future__ import annotations

import re

#: a text that asks (see the module)
ASKS = re.compile(r"(?:[?？؟][\s\"'”»*_)]*$)|^[¿\"'“«]*¿")
