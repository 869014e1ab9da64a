"""The command a user types to run make_deck, as every hint names it: ``make-deck`` when
installed (the console script), ``python -m quizdeck`` when run that way, ``python make_deck.py``
in a checkout."""

from __future__ import annotations

import sys
from pathlib import Path

INSTALLED = "make-deck"
MODULE = "python -m quizdeck"
CHECKOUT = "python make_deck.py"

#: The checkout's script, beside the package (absent when make_deck is installed).
_SCRIPT = Path(__file__).resolve().parents[2] / "make_deck.py"


def command_name(argv0: str | None = None) -> str:
    """How the running program was started (``sys.argv[0]``, or ``argv0``), as the user would
    type it again. Used as a library (no command line of ours), the command the user has:
    ``python make_deck.py`` in a checkout, else ``make-deck``."""
    path = Path(sys.argv[0] if argv0 is None else argv0)
    name = path.name.lower()
    if name.startswith(INSTALLED):         # make-deck, make-deck.exe, make-deck-script.py
        return INSTALLED
    if name == "__main__.py" and path.parent.name == "quizdeck":
        return MODULE
    if name == "make_deck.py":
        return CHECKOUT
    return CHECKOUT if _SCRIPT.is_file() else INSTALLED
