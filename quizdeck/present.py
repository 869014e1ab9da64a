"""The one presenter: what every command tells, from the results the library returns.

Terminal text (coloured on a terminal; problems on stderr, what was written on stdout) or,
for ``check`` and ``build``, one JSON document (``--format json``; the keys are documented in
docs/json-output.md and never change meaning; new keys may be added). The one place where an
error becomes the lines a user reads and an exit status (:meth:`Terminal.failed`,
:func:`failure_message`). It runs nothing: the command line calls the library and hands the
results (or the error) here; Click stays in the command line (the text goes through its
``echo``)."""

from __future__ import annotations

import json
import os
import sys
import time
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Protocol

from quizdeck.commands import BuildResult, Built, CheckResult, IdsAdded, PreviewResult
from quizdeck.core.command import command_name
from quizdeck.core.diagnostics import ERROR, WARNING, Diagnostic, Diagnostics, printable
from quizdeck.core.errors import DiagnosticError, Interrupted, MakeDeckError
from quizdeck.core.paths import display_path
from quizdeck.source.model import LETTERS, Deck
from quizdeck.starter import Started

if TYPE_CHECKING:   # (only its type: the importers load when `import` runs)
    from quizdeck.importers.convert import ImportResult

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


def failure_message(error: MakeDeckError) -> str | None:
    """What stopped a run, in one line (None for problems at their places: they say it
    themselves); its exit status is ``error.exit_status``."""
    return None if isinstance(error, DiagnosticError) else str(error)


def check_document(files: list[Path], diags: Diagnostics, checked: CheckResult | None,
                   error: MakeDeckError | None) -> tuple[str, int]:
    """``check --format json``: the document and the exit status (``checked``: None when it failed)."""
    decks = {c.deck.pos.path: _deck_dict(c.deck, c.spread) for c in (checked.decks if checked else [])}
    return _document("check", files, diags, error, decks)


def build_document(files: list[Path], diags: Diagnostics, written: list[Built],
                   error: MakeDeckError | None) -> tuple[str, int]:
    """``build --format json``: the document (with the packages written, even before a failure)
    and the exit status."""
    packages = [{"path": display_path(b.path), "decks": b.decks, "notes": b.notes,
                 "removed": [key for key, _ in b.changes.removed], "renamed_from": b.changes.renamed_from}
                for b in written]
    return _document("build", files, diags, error, {}, packages)


def _document(command: str, files: list[Path], diags: Diagnostics, error: MakeDeckError | None,
              decks: dict[str, dict[str, Any]], packages: list[dict[str, Any]] | None = None) -> tuple[str, int]:
    failure = failure_message(error) if error is not None else None
    text = json_document(command, [display_path(p) for p in files], diags, error is None, decks, packages, failure)
    return text, error.exit_status if error is not None else 0


class Echo(Protocol):
    """Writes one line (Click's ``echo``: ANSI styles kept only where ``color`` says so)."""

    def __call__(self, message: str, *, err: bool = False, color: bool | None = None) -> None: ...


def plural(n: int, word: str) -> str:
    """``1 deck``, ``2 decks``."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def shown(path: str | os.PathLike[str]) -> str:
    """A path as printed: relative to the working folder, escape sequences and bidi controls
    made visible (a file name holding them must not drive the terminal)."""
    return printable(display_path(Path(path)))


def package_line(b: Built) -> str:
    """What a written package holds, as ``build`` and ``watch --build`` tell it."""
    return f"{shown(b.path)}: {plural(len(b.decks), 'deck')} ({', '.join(b.decks)}), {plural(b.notes, 'note')}"


class Terminal:
    """Results and problems as terminal text: what was written on stdout, problems and
    notes on stderr (coloured when stderr is a terminal and ``NO_COLOR`` is unset)."""

    def __init__(self, echo: Echo, colour: bool | None = None):
        self.echo = echo
        self.colour = use_colour(sys.stderr) if colour is None else colour
        self._shown: Diagnostics | None = None   # the problems shown already (shown once)

    def _err(self, text: str) -> None:
        self.echo(text, err=True)

    def problems(self, diags: Diagnostics) -> None:
        """Every problem kept, in file order, and how many more a file had."""
        if diags is self._shown:
            return
        self._shown = diags
        counted: Counter[tuple[str, str]] = Counter()
        for d in diags.sorted():
            counted[(d.pos.path, d.severity)] += 1
            self.echo(format_diagnostic(d, self.colour), err=True, color=self.colour)
        for (path, severity), count in sorted(diags.counts.items()):
            if count > counted[(path, severity)]:  # a file keeps diagnostics.MAX_PER_FILE of each kind
                more = count - counted[(path, severity)]
                self._err(f"{shown(path)}: ... and {more:,} more {severity}s not shown")

    def cache_warning(self, text: str) -> None:
        """A warning about the render cache (``warning: ...``): the deck is right, the run
        was only slower; on stderr, so ``--format json``'s document stays as it is."""
        label, _, rest = printable(text).partition(": ")
        line = f"{paint(label, _BOLD, _YELLOW, colour=True)}: {rest}" if self.colour and rest else printable(text)
        self.echo(line, err=True, color=self.colour)

    def failed(self, error: MakeDeckError, diags: Diagnostics) -> int:
        """Tell what stopped the run (after the problems found so far); its exit status."""
        if isinstance(error, Interrupted):
            self._err(str(error))
            return error.exit_status
        self.problems(diags)
        message = failure_message(error)
        if message is None:
            errors, warnings = diags.count(ERROR), diags.count(WARNING)
            self.echo(format_failure(f"failed: {plural(errors, 'error')}, {plural(warnings, 'warning')}; "
                                     "nothing written", self.colour), err=True, color=self.colour)
        else:
            self._err(f"error: {printable(message)}")
        return error.exit_status

    def checked(self, result: CheckResult) -> None:
        """``check``: per deck, its questions and how the right answers spread over the letters."""
        for c in result.decks:
            letters = ", ".join(f"{letter} {c.spread[letter]}" for letter in LETTERS if c.spread[letter])
            self.echo(f"{shown(c.deck.pos.path)}: {c.deck.name}: {plural(c.deck.count, 'question')}; "
                      f"correct answers: {letters}")

    def written(self, b: Built) -> None:
        """``build``: a package in place, and what re-importing it cannot do by itself."""
        self.echo(package_line(b))
        removed = b.changes.removed
        if removed:
            self._err(f"note: {plural(len(removed), 'question')} of {shown(b.path)} disappeared since the last "
                      "build; Anki never deletes notes on import:")
            for key, text in removed:
                self._err(f"  {key}: {text[:70]}")
            search = " OR ".join(f'"Key:{key}"' for key, _ in removed)
            self._err(f"  to delete them, search in Anki's browser for: {search}")
        for old in b.changes.renamed_from:
            new = ", ".join(repr(name) for name in b.decks)
            self._err(f"note: deck {old!r} is now {new}; Anki matches decks by name, so cards already imported "
                      f"stay in {old!r}: rename that deck in Anki before importing")

    def previewed(self, result: PreviewResult) -> None:
        """``preview``: the pages written."""
        for w in result.pages:
            self.echo(f"{shown(w.path)}: {w.decks[0]}, {plural(w.notes, 'card')}")

    def started(self, started: Started) -> None:
        """``new``: the starter quiz (and the schema beside it)."""
        self.echo(f"{shown(started.quiz)}: new quiz; try: {command_name()} watch {shown(started.quiz)}")
        if started.schema is not None:
            self.echo(f"{shown(started.schema)}: the quiz format's JSON Schema, for your editor")

    def schema_written(self, path: Path) -> None:
        """``schema -o``: the file written."""
        self._err(f"{shown(path)}: the quiz format's JSON Schema")

    def ids_added(self, added: IdsAdded, after: Diagnostics) -> int:
        """``add-ids``: per file the ids written, then what ``check`` says of the files now;
        the exit status (1: errors are left)."""
        self.problems(after)
        failed = {d.pos.path for d in after.errors}
        for path, count in added.counts.items():
            text = "added " + plural(count, "id") if count else "every question has an id"
            still = "; the file still has errors (above)" if display_path(path) in failed else ""
            self.echo(f"{shown(path)}: {text}{still}")
        if after.errors:
            self._err(f"failed: {plural(after.count(ERROR), 'error')} left; fix them and run `check` again")
            return 1
        return 0

    def imported(self, done: list[ImportResult], diags: Diagnostics) -> int:
        """``import``: the warnings, per source what was written; the exit status (1: parts
        of the sources need the user's attention)."""
        self.problems(diags)
        for item in done:
            summary = item.summary
            images = f", {plural(len(item.images), 'image')}" if item.images else ""
            self.echo(f"{shown(item.dest)}: {summary.describe_from(shown(item.source), item.format_name)}"
                      f"{images}{summary.describe_lines()}")
        if any(item.unanswered for item in done):
            self._err(f"next: add the missing answers; `{command_name()} check` shows where")
        attention = sum(item.summary.attention for item in done)
        if attention:
            self._err(f"needs attention: {plural(attention, 'part')} of the sources could not be read and "
                      f"{'was' if attention == 1 else 'were'} written as they are (warnings above); "
                      "fix them in the quiz, then run `check`")
            return 1
        return 0

    # watch
    def serving(self, url: str) -> None:
        self._err(f"serving the preview on {url} (Ctrl-C to stop)")

    def rebuilt(self, ok: bool, diags: Diagnostics, seconds: float, what: str, decks: list[tuple[str, int]],
                rendered: int) -> None:
        """``watch``: one rebuild of the preview (``decks``: each deck's name and cards)."""
        stamp = time.strftime("%H:%M:%S")
        cause = f" ({what})" if what else ""
        self._shown = None   # each rebuild's problems are shown, even the same again
        self.problems(diags)
        if not ok:
            errors = diags.count(ERROR)
            self.echo(format_failure(f"[{stamp}] not rebuilt: {plural(errors, 'error')}{cause}; "
                                     "the page keeps the last good build", self.colour), err=True, color=self.colour)
            return
        listed = ", ".join(f"{name} ({plural(cards, 'card')})" for name, cards in decks)
        self.echo(format_ok(f"[{stamp}] rebuilt in {seconds * 1000:.0f} ms{cause}: {listed}; "
                            f"{rendered} rendered", self.colour), err=True, color=self.colour)

    def quick(self, name: str, seconds: float) -> None:
        """``watch``: one edited question shown without a rebuild."""
        self.echo(format_ok(f"[{time.strftime('%H:%M:%S')}] shown in {seconds * 1000:.0f} ms: the edited question "
                            f"of {name}", self.colour), err=True, color=self.colour)

    def packages(self, built: BuildResult | None, diags: Diagnostics, error: MakeDeckError | None) -> None:
        """``watch --build``: the packages written after a good save, or why none was."""
        for b in built.packages if built else []:
            self._err(package_line(b))
        self._shown = None
        if isinstance(error, DiagnosticError):
            self.problems(diags)
        elif error is not None:
            self._err(f"error: {printable(str(error))}")

    def stopped(self) -> None:
        self._err("stopped")
