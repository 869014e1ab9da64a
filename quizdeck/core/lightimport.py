"""Third-party modules imported without the parts of them make_deck never uses (start-up time)."""

from __future__ import annotations

import functools
import sys
import types


def import_genanki() -> None:
    """Import genanki with ``functools.cached_property`` for its ``cached_property``.

    genanki takes ``cached_property`` from the backport of that name, which imports asyncio for
    coroutine properties genanki does not have: a twentieth of a rebuild's time. The standard
    library's does the same for genanki's two plain properties. Only genanki's own modules see
    it: ``import cached_property`` still gives anyone else the backport. Does nothing once
    genanki or the backport is imported.
    """
    if "genanki" in sys.modules or "cached_property" in sys.modules:
        return
    standin = types.ModuleType("cached_property")
    setattr(standin, "cached_property", functools.cached_property)  # noqa: B010 - a module made here
    sys.modules["cached_property"] = standin
    try:
        import genanki  # noqa: F401 - imported for its modules to be in place
    finally:
        if sys.modules.get("cached_property") is standin:
            del sys.modules["cached_property"]


import_genanki()   # on import: ``quizdeck/__init__`` imports this module before any other
