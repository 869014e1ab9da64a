"""What ``check`` and ``build`` tell: problems as text (coloured on a terminal) or as one
JSON document (``--format json``; the keys are documented in docs/json-output.md and
never change meaning; new keys may be added)."""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Callable, Iterable
from typing import IO, Any

from quizdeck.build import Built, Options, build, find_sources, validate
from quizdeck.core.diagnostics import ERROR, WARNING, Diagnostic, Diagnostics
from quizdeck.core.errors import DiagnosticError, Interrupted, MakeDeckError, as_error
from quizdeck.core.paths import display_path
from quizdeck.source.model import LETTERS, Deck

#: Version of the JSON document's layout (bumped only if a key changes meaning or goes).
JSON_VERSION = 1

_BOLD, _RED, _YELLOW, _CYAN, _GREEN, _RESET = "\x1b[1m", "\x1b[31m", "\x1b[33m", "\x1b[36m", "\x1b[32m", "\x1b[0m"
_SEVERITY_COLOUR = {ERROR: _RED, WARNING: _YELLOW}


def use_colour(stream: IO[str]) -> bool:
    """Colour only on a terminal, and never when ``NO_COLOR`` is set (https://no-color.org)."""
    if os.environ.get("NO_COLOR"):
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


def paint(text: str, *styles: str, colour: bool) -> str:
    """``text`` in these terminal styles (when ``colour``)."""
    return "".join(styles) + text + _RESET if colour and styles else text


def format_diagnostic(d: Diagnostic, colour: bool = False) -> str:
    """``path:line:col: severity: message`` (and the hint on a line of its own)."""
    if not colour:
        return d.format()
    text = (f"{paint(str(d.pos), _BOLD, colour=True)}: "
            f"{paint(d.severity, _BOLD, _SEVERITY_COLOUR.get(d.severity, ''), colour=True)}: {d.message}")
    if d.hint:
        text += f"\n  {paint('hint', _CYAN, colour=True)}: {d.hint}"
    return text


def format_failure(text: str, colour: bool) -> str:
    """The line that says a run failed, in bold red."""
    return paint(text, _BOLD, _RED, colour=colour)


def format_ok(text: str, colour: bool) -> str:
    """A line that says something went well, in green."""
    return paint(text, _GREEN, colour=colour)


def diagnostic_dict(d: Diagnostic) -> dict[str, Any]:
    """One problem as JSON (the same keys in ``--format json`` and the live preview)."""
    return {"path": d.pos.path, "line": max(d.pos.line, 1), "column": max(d.pos.col, 1), "severity": d.severity,
            "message": d.message, "hint": d.hint}


def json_document(command: str, files: Iterable[str], diags: Diagnostics, ok: bool,
                  decks: dict[str, dict[str, Any]] | None = None,
                  packages: list[dict[str, Any]] | None = None, failure: str | None = None) -> str:
    """The whole result of a run: per file its problems (and its deck, once checked),
    the packages written (``build``), and a failure that is no file's (e.g. a folder
    that cannot be written)."""
    by_path: dict[str, list[dict[str, Any]]] = {}
    for path in files:
        by_path.setdefault(path, [])
    for d in diags.sorted():
        by_path.setdefault(d.pos.path, []).append(diagnostic_dict(d))
    counts: Counter[tuple[str, str]] = Counter(diags.counts)
    document: dict[str, Any] = {
        "version": JSON_VERSION,
        "command": command,
        "ok": ok,
        "errors": diags.count(ERROR),
        "warnings": diags.count(WARNING),
        "failure": failure,
        "files": [
            {"path": path, "deck": (decks or {}).get(path), "problems": problems,
             "errors": counts[(path, ERROR)], "warnings": counts[(path, WARNING)]}
            for path, problems in by_path.items()
        ],
    }
    if packages is not None:
        document["packages"] = packages
    return json.dumps(document, indent=2, ensure_ascii=False)


def _deck_dict(deck: Deck, spread: Counter[str]) -> dict[str, Any]:
    return {"name": deck.name, "id": deck.key, "questions": deck.count,
            "answers": {letter: spread[letter] for letter in LETTERS if spread[letter]}}


def _run(command: str, options: Options, diags: Diagnostics, action: Callable[[], object],
         decks: dict[str, dict[str, Any]] | None = None, packages: list[dict[str, Any]] | None = None
         ) -> tuple[str, int]:
    failure = None
    try:
        action()
        ok = True
    except (MakeDeckError, OSError) as exc:
        error = as_error(exc)
        if error is None or isinstance(error, Interrupted):
            raise
        ok = False
        failure = None if isinstance(error, DiagnosticError) else str(error)
    files = [display_path(p) for p in find_sources(options.sources, Diagnostics())]
    return json_document(command, files, diags, ok, decks, packages, failure), 0 if ok else 1


def check_json(options: Options) -> tuple[str, int]:
    """``check --format json``: the document and the exit status."""
    diags = Diagnostics()
    decks: dict[str, dict[str, Any]] = {}

    def action() -> None:
        for c in validate(options, diags):
            decks[c.deck.pos.path] = _deck_dict(c.deck, c.spread)
    return _run("check", options, diags, action, decks)


def build_json(options: Options) -> tuple[str, int]:
    """``build --format json``: the document (with the packages written) and the exit status."""
    diags = Diagnostics()
    packages: list[dict[str, Any]] = []

    def written(b: Built) -> None:
        packages.append({"path": display_path(b.path), "decks": b.decks, "notes": b.notes,
                         "removed": [key for key, _ in b.changes.removed], "renamed_from": b.changes.renamed_from})
    return _run("build", options, diags, lambda: build(options, diags, on_written=written), packages=packages)
