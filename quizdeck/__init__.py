"""make_deck's library: YAML quizzes in, Anki packages out (see docs/design.md for the map).

The entry points, one per command; none prints, none runs another command. Problems go to
the ``diags`` collection given (a new one when None) and come back in the result's
``diagnostics``; a run that must stop raises a :class:`MakeDeckError`:

- :func:`check`: find, read, validate and render every quiz, nothing written -> :class:`CheckResult`
- :func:`build`: the same, then one Anki package per quiz (or one for all) -> :class:`BuildResult`
- :func:`preview`: one self-contained HTML page per deck, to take the quiz in a browser -> :class:`PreviewResult`
- :func:`add_ids`: write a stable ``id:`` into every question without one -> :class:`IdsAdded`
- :func:`new_quiz`: a commented starter quiz that passes ``check --strict`` -> :class:`Started`
- :func:`import_sources`: quizzes in other formats (text, Markdown, GIFT, Aiken, CSV) as quiz YAML
  -> :class:`ImportResult` each
- :class:`Options`: what a run is asked to do (sources, output, strict, size limits)
- :class:`Diagnostics`, :class:`Diagnostic`: the problems found, each at ``file:line:col``
- :class:`MakeDeckError`: the base of every error a user can cause: :class:`DiagnosticError`
  (problems at their places), :class:`UserError` (no place), :class:`FileError` (a file that
  cannot be read or written), :class:`Interrupted` (Ctrl-C)

They live in ``quizdeck.commands`` (and ``quizdeck.importers.convert``, ``quizdeck.starter``);
no module of the package has the name of one of these functions.
"""

__version__ = "0.1.0"  # the one version string (setup.cfg reads it)

import importlib
from typing import TYPE_CHECKING

import quizdeck.core.lightimport  # noqa: F401 - first: genanki imported without asyncio (see its import_genanki)
from quizdeck.commands import (  # after __version__: the modules imported here may read it
    BuildResult,
    Built,
    Checked,
    CheckResult,
    IdsAdded,
    Options,
    PreviewResult,
    add_ids,
    build,
    check,
    preview,
)
from quizdeck.core.diagnostics import Diagnostic, Diagnostics
from quizdeck.core.errors import (
    DiagnosticError,
    FileError,
    Interrupted,
    MakeDeckError,
    UserError,
)
from quizdeck.starter import Started, new_quiz

if TYPE_CHECKING:
    from quizdeck.importers.convert import ImportResult, import_sources

#: Names of ``__all__`` imported on first use: the importers are a fifth of the start-up of
#: every run, and only ``import`` needs them.
_LAZY = {"ImportResult": "quizdeck.importers.convert", "import_sources": "quizdeck.importers.convert"}


def __getattr__(name: str) -> object:
    """A lazily imported name of ``__all__`` (PEP 562), kept once imported."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'quizdeck' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value

__all__ = [
    "BuildResult",
    "Built",
    "CheckResult",
    "Checked",
    "Diagnostic",
    "DiagnosticError",
    "Diagnostics",
    "FileError",
    "IdsAdded",
    "ImportResult",
    "Interrupted",
    "MakeDeckError",
    "Options",
    "PreviewResult",
    "Started",
    "UserError",
    "__version__",
    "add_ids",
    "build",
    "check",
    "import_sources",
    "new_quiz",
    "preview",
]
