"""make_deck: turn multiple-choice quizzes written in YAML into Anki decks.

A thin Click layer over the ``quizdeck`` library: parse options, call the library,
print its results and problems. Problems a user can cause end with exit status 1
and a message, never a traceback.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NoReturn

import click

from quizdeck import __version__
from quizdeck.build import DEFAULT_OUTPUT, Built, Options, add_ids_to_sources, build, validate, write_previews
from quizdeck.core.atomicfile import write_bytes_atomic
from quizdeck.core.diagnostics import ERROR, WARNING, Diagnostics, printable
from quizdeck.core.errors import (
    EXIT_BUG,
    EXIT_INTERRUPTED,
    READING_INTERRUPTED,
    WRITING_INTERRUPTED,
    DiagnosticError,
    Interrupted,
    MakeDeckError,
    UserError,
    as_error,
)
from quizdeck.core.paths import display_path
from quizdeck.html.media import MAX_IMAGE_BYTES
from quizdeck.importers.convert import import_sources
from quizdeck.importers.formats import CHOICES
from quizdeck.live.watch import DEFAULT_HOST, DEFAULT_PORT, DeckPage, Rebuilt
from quizdeck.live.watch import run as watch_run
from quizdeck.present import (
    build_json,
    check_json,
    format_diagnostic,
    format_failure,
    format_ok,
    use_colour,
)
from quizdeck.source.json_schema import schema_text
from quizdeck.source.model import LETTERS
from quizdeck.source.reader import DEFAULT_MAX_BYTES
from quizdeck.starter import new_quiz

SOURCES = click.argument("sources", nargs=-1, type=click.Path(path_type=Path))
STRICT = click.option("--strict", is_flag=True, help="Treat warnings as errors.")
FORMAT = click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
                      help="json: one JSON document on stdout (keys in docs/json-output.md).")
MAX_SIZE = click.option("--max-size", type=click.IntRange(min=1), default=DEFAULT_MAX_BYTES // (1024 * 1024),
                        show_default=True, metavar="MIB", help="Refuse quiz files larger than this many MiB.")
MAX_IMAGE_SIZE = click.option("--max-image-size", "max_image_size", type=click.IntRange(min=1),
                              default=MAX_IMAGE_BYTES // (1024 * 1024), show_default=True, metavar="MIB",
                              help="Refuse images larger than this many MiB (every learner's media folder keeps them).")


def _shown(path: str | os.PathLike[str]) -> str:
    """A path as printed: relative to the working folder, escape sequences and bidi controls
    made visible (a file name holding them must not drive the terminal)."""
    return printable(display_path(Path(path)))


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _report(diags: Diagnostics, colour: bool | None = None) -> None:
    if colour is None:
        colour = use_colour(sys.stderr)
    shown: Counter[tuple[str, str]] = Counter()
    for d in diags.sorted():
        key = (d.pos.path, d.severity)
        shown[key] += 1
        click.echo(format_diagnostic(d, colour), err=True, color=colour)
    for (path, severity), count in sorted(diags.counts.items()):
        if count > shown[(path, severity)]:  # a file keeps diagnostics.MAX_PER_FILE of each kind
            more = count - shown[(path, severity)]
            click.echo(f"{_shown(path)}: ... and {more:,} more {severity}s not shown", err=True)


def _json(result: tuple[str, int]) -> None:
    """Print a JSON document and exit with its status."""
    text, status = result
    click.echo(text)
    sys.exit(status)


def _stop_interrupted(message: str) -> NoReturn:
    click.echo(message, err=True)
    sys.exit(EXIT_INTERRUPTED)


def _fail(error: MakeDeckError, diags: Diagnostics) -> NoReturn:
    """Show the error that stopped a command (with the problems found so far) and exit with its status."""
    if isinstance(error, Interrupted):
        _stop_interrupted(str(error))
    _report(diags)
    if isinstance(error, DiagnosticError):
        errors, warnings = diags.count(ERROR), diags.count(WARNING)
        colour = use_colour(sys.stderr)
        click.echo(format_failure(f"failed: {_plural(errors, 'error')}, {_plural(warnings, 'warning')}; "
                                  "nothing written", colour), err=True, color=colour)
    else:
        click.echo(f"error: {printable(str(error))}", err=True)
    sys.exit(error.exit_status)


@contextlib.contextmanager
def _user_errors(diags: Diagnostics, interrupted: str = WRITING_INTERRUPTED) -> Iterator[None]:
    """Turn every problem a user can cause into messages and exit status 1; Ctrl-C into
    ``interrupted`` and status 130. Anything else is a bug (see :class:`_Cli`)."""
    try:
        yield
    except BaseException as exc:
        error = as_error(exc, interrupted)
        if error is None:
            raise  # a bug, or the exit of click or sys.exit
        _fail(error, diags)


class _Cli(click.Group):
    """The command group; an exception no command expected is shown as the bug it is."""

    def invoke(self, ctx: click.Context) -> object:
        try:
            return super().invoke(ctx)
        except (click.exceptions.Exit, click.ClickException, click.Abort):
            raise
        except KeyboardInterrupt:
            _stop_interrupted("interrupted")
        except Exception:  # noqa: BLE001 - any other exception is a bug: shown whole, with a request to report it
            traceback.print_exc()
            click.echo(f"\nmake_deck {__version__} stopped on an unexpected error: this is a bug in make_deck, "
                       "not a problem with your quiz. Please report it with the lines above.", err=True)
            sys.exit(EXIT_BUG)


#: Quizzes larger than this (in bytes, about 2,000 short questions) show a progress bar.
PROGRESS_BYTES = 200_000


class _Progress:
    """A progress bar on stderr for long builds in a terminal; nothing otherwise."""

    def __init__(self) -> None:
        self._open = contextlib.ExitStack()  # the bar, while it is shown

    def __call__(self, total: int) -> Callable[[int], None] | None:
        if total < PROGRESS_BYTES or not sys.stderr.isatty():
            return None
        bar = self._open.enter_context(click.progressbar(length=total, label="building", file=sys.stderr))
        return bar.update

    def close(self, *_: object) -> None:
        """End the bar's line (before any message is printed)."""
        self._open.close()


@click.group(cls=_Cli, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="make_deck")
def cli() -> None:
    """Turn multiple-choice quizzes written in YAML into Anki decks.

    \b
    Example:
      python make_deck.py build            # every quiz in cards/ -> output/*.apkg
      python make_deck.py check cards/     # validate only
    """


@cli.command("build")
@SOURCES
@click.option("-o", "--output", type=click.Path(path_type=Path), default=DEFAULT_OUTPUT, show_default=True,
              help="Folder for one package per quiz file, or NAME.apkg for one package holding every deck.")
@STRICT
@MAX_SIZE
@MAX_IMAGE_SIZE
@FORMAT
def build_cmd(sources: tuple[Path, ...], output: Path, strict: bool, max_size: int, max_image_size: int,
              fmt: str) -> None:
    """Build Anki packages from quiz files.

    SOURCES are YAML files or folders searched for *.yaml and *.yml (default: cards/).
    Nothing is written unless every file is free of errors.

    \b
    Examples:
      python make_deck.py build
      python make_deck.py build cards/zero-sharded-optimizers.yaml -o output/
      python make_deck.py build cards/ -o all-quizzes.apkg
    """
    diags = Diagnostics()
    options = Options.from_command_line(sources, output, strict, max_size, max_image_size)
    if fmt == "json":
        _json(build_json(options))

    def written(b: Built) -> None:
        click.echo(_package_line(b))
        _report_changes(b)

    progress = _Progress()

    def checked(diags: Diagnostics) -> None:
        progress.close()
        _report(diags)

    with _user_errors(diags):
        try:
            build(options, diags, progress=progress, on_written=written, on_checked=checked)
        finally:
            progress.close()


def _package_line(b: Built) -> str:
    """What a written package holds, as ``build`` and ``watch --build`` tell it."""
    return f"{_shown(b.path)}: {_plural(len(b.decks), 'deck')} ({', '.join(b.decks)}), {_plural(b.notes, 'note')}"


def _report_changes(b: Built) -> None:
    """Tell what re-importing cannot do by itself: delete notes, rename decks."""
    removed = b.changes.removed
    if removed:
        click.echo(f"note: {_plural(len(removed), 'question')} of {_shown(b.path)} disappeared since the last build; "
                   "Anki never deletes notes on import:", err=True)
        for key, text in removed:
            click.echo(f"  {key}: {text[:70]}", err=True)
        search = " OR ".join(f'"Key:{key}"' for key, _ in removed)
        click.echo(f"  to delete them, search in Anki's browser for: {search}", err=True)
    for old in b.changes.renamed_from:
        new = ", ".join(repr(name) for name in b.decks)
        click.echo(f"note: deck {old!r} is now {new}; Anki matches decks by name, so cards already imported "
                   f"stay in {old!r}: rename that deck in Anki before importing", err=True)


@cli.command("check")
@SOURCES
@STRICT
@MAX_SIZE
@MAX_IMAGE_SIZE
@FORMAT
def check_cmd(sources: tuple[Path, ...], strict: bool, max_size: int, max_image_size: int, fmt: str) -> None:
    """Validate quiz files without writing anything.

    Prints, for each deck, the number of questions and how the correct answers
    spread over the choice letters.

    \b
    Example:
      python make_deck.py check cards/
    """
    diags = Diagnostics()
    options = Options.from_command_line(sources, None, strict, max_size, max_image_size)
    if fmt == "json":
        _json(check_json(options))
    with _user_errors(diags, READING_INTERRUPTED):
        checked = validate(options, diags)
    _report(diags)
    for c in checked:
        letters = ", ".join(f"{letter} {c.spread[letter]}" for letter in LETTERS if c.spread[letter])
        click.echo(f"{_shown(c.deck.pos.path)}: {c.deck.name}: {_plural(c.deck.count, 'question')}; "
                   f"correct answers: {letters}")


@cli.command("preview")
@SOURCES
@click.option("-o", "--output", type=click.Path(file_okay=False, path_type=Path),
              default=DEFAULT_OUTPUT / "preview", show_default=True, help="Folder for the HTML pages.")
@STRICT
@MAX_SIZE
def preview_cmd(sources: tuple[Path, ...], output: Path, strict: bool, max_size: int) -> None:
    """Write a page per deck where you can take the quiz in a browser.

    The page uses the very same card templates as Anki: tap a choice, show the
    answer, go to the next card, and see your score at the end. Media is inlined,
    so the page is one self-contained file.

    \b
    Example:
      python make_deck.py preview cards/ && open output/preview/*.html
    """
    diags = Diagnostics()
    options = Options.from_command_line(sources, output, strict, max_size)
    with _user_errors(diags):
        written = write_previews(options, diags)
    _report(diags)
    for w in written:
        click.echo(f"{_shown(w.path)}: {w.decks[0]}, {_plural(w.notes, 'card')}")


@cli.command("new")
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--deck", metavar="NAME", help="The deck's name (default: from the file name).")
def new_cmd(path: Path, deck: str | None) -> None:
    """Write a starter quiz to PATH: two commented example questions, a deck id no
    other deck has, and the schema line editors read (quiz.schema.json is written
    next to it when missing). Never overwrites a file.

    \b
    Example:
      python make_deck.py new cards/planets.yaml --deck "Astronomy::Planets"
    """
    diags = Diagnostics()
    with _user_errors(diags):
        started = new_quiz(path, deck, diags)
    click.echo(f"{_shown(started.quiz)}: new quiz; try: python make_deck.py watch {_shown(started.quiz)}")
    if started.schema is not None:
        click.echo(f"{_shown(started.schema)}: the quiz format's JSON Schema, for your editor")


@cli.command("schema")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              help="Write the schema to this file instead of printing it.")
def schema_cmd(output: Path | None) -> None:
    """Print the JSON Schema of the quiz format (for editors; see docs/editors.md).

    \b
    Example:
      python make_deck.py schema -o cards/quiz.schema.json
    """
    text = schema_text()
    if output is None:
        click.echo(text, nl=False)
        return
    with _user_errors(Diagnostics()):
        write_bytes_atomic(output, text.encode("utf-8"))
    click.echo(f"{_shown(output)}: the quiz format's JSON Schema", err=True)


@cli.command("watch")
@SOURCES
@click.option("--port", type=click.IntRange(0, 65535), default=DEFAULT_PORT, show_default=True,
              help="Port to serve the preview on (0: any free port).")
@click.option("--host", default=DEFAULT_HOST, show_default=True,
              help="Interface to serve on. Anything but 127.0.0.1 shows your quiz to your network.")
@click.option("--build", "also_build", is_flag=True, help="Also write the .apkg packages on every good save.")
@click.option("-o", "--output", type=click.Path(path_type=Path), default=DEFAULT_OUTPUT, show_default=True,
              help="Where --build writes (as for build).")
@STRICT
@MAX_SIZE
def watch_cmd(sources: tuple[Path, ...], port: int, host: str, also_build: bool, output: Path, strict: bool,
              max_size: int) -> None:
    """Serve the preview on http://127.0.0.1:PORT/ and rebuild it on every save.

    The open page reloads by itself on the card you changed. Problems show in the
    terminal and on the page, over the last good build. Ctrl-C stops.

    \b
    Example:
      python make_deck.py watch cards/planets.yaml
    """
    options = Options.from_command_line(sources, output, strict, max_size)
    colour = use_colour(sys.stderr)

    def rebuilt(result: Rebuilt, what: str) -> None:
        stamp = time.strftime("%H:%M:%S")
        cause = f" ({what})" if what else ""
        _report(result.diags, colour)
        if not result.ok:
            errors = result.diags.count(ERROR)
            click.echo(format_failure(f"[{stamp}] not rebuilt: {_plural(errors, 'error')}{cause}; "
                                      "the page keeps the last good build", colour), err=True)
            return
        decks = ", ".join(f"{p.name} ({_plural(p.notes, 'card')})" for p in result.decks)
        click.echo(format_ok(f"[{stamp}] rebuilt in {result.seconds * 1000:.0f} ms{cause}: {decks}; "
                             f"{result.rendered} rendered", colour), err=True)

    def packages() -> None:
        diags = Diagnostics()
        try:
            for b in build(options, diags):
                click.echo(_package_line(b), err=True)
        except DiagnosticError:
            _report(diags, colour)
        except (MakeDeckError, OSError) as exc:
            click.echo(f"error: {printable(str(as_error(exc)))}", err=True)

    def quick(page: DeckPage, seconds: float) -> None:
        click.echo(format_ok(f"[{time.strftime('%H:%M:%S')}] shown in {seconds * 1000:.0f} ms: the edited question "
                             f"of {page.name}", colour), err=True)

    def ready(url: str) -> None:
        click.echo(f"serving the preview on {url} (Ctrl-C to stop)", err=True)

    with _user_errors(Diagnostics()):
        try:
            watch_run(options, host, port, ready, rebuilt, packages if also_build else None, on_quick=quick)
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                raise UserError(f"port {port} is in use; choose another with --port N (0: any free port)") from None
            raise
    click.echo("stopped", err=True)


@cli.command("add-ids")
@SOURCES
@MAX_SIZE
def add_ids_cmd(sources: tuple[Path, ...], max_size: int) -> None:
    """Write a stable `id:` into every question that has none.

    A question without an id is known to Anki by its text, so editing the text
    would make a new note. The id written is the one Anki already knows the note
    by: nothing is duplicated. Everything else in the file stays byte for byte.

    \b
    Example:
      python make_deck.py add-ids cards/
    """
    diags = Diagnostics()
    options = Options.from_command_line(sources, None, False, max_size)
    with _user_errors(diags):
        result = add_ids_to_sources(options, diags)
    after = result.after
    _report(after)
    failed = {d.pos.path for d in after.errors}
    for path, count in result.counts.items():
        added = "added " + _plural(count, "id") if count else "every question has an id"
        still = "; the file still has errors (above)" if display_path(path) in failed else ""
        click.echo(f"{_shown(path)}: {added}{still}")
    if after.errors:
        click.echo(f"failed: {_plural(after.count(ERROR), 'error')} left; fix them and run `check` again", err=True)
        sys.exit(1)


@cli.command("import")
@click.argument("sources", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("-o", "--output", type=click.Path(path_type=Path), default=None,
              help="Folder for the quiz files (default: cards/), or FILE.yaml for one source.")
@click.option("--format", "fmt", type=click.Choice(CHOICES), default="auto", show_default=True,
              help="The sources' format; auto: by the file name, else by its content.")
@click.option("--force", is_flag=True, help="Replace quiz files (and images) that exist already.")
@MAX_SIZE
def import_cmd(sources: tuple[Path, ...], output: Path | None, fmt: str, force: bool, max_size: int) -> None:
    """Turn existing quizzes into quiz YAML files, one per source.

    Reads plain-text and Markdown quizzes, Moodle GIFT and Aiken, and CSV/TSV
    exported from a spreadsheet. What a source does not say (a missing answer)
    is left out, and `check` then reports it at its line. Nothing is written
    when a source has errors, and no file is replaced without --force.

    \b
    Examples:
      python make_deck.py import quiz.txt          # -> cards/quiz.yaml
      python make_deck.py import bank.md -o cards/bank.yaml
      python make_deck.py import moodle.gift export.csv -o cards/
    """
    diags = Diagnostics()
    with _user_errors(diags):
        done = import_sources(list(sources), output, fmt, force, diags, max_size * 1024 * 1024)
    _report(diags)
    for item in done:
        summary = item.summary
        images = f", {_plural(len(item.images), 'image')}" if item.images else ""
        click.echo(f"{_shown(item.dest)}: {summary.describe_from(_shown(item.source), item.format_name)}"
                   f"{images}{summary.describe_lines()}")
    if any(item.unanswered for item in done):
        click.echo("next: add the missing answers; `python make_deck.py check` shows where", err=True)
    attention = sum(item.summary.attention for item in done)
    if attention:
        click.echo(f"needs attention: {_plural(attention, 'part')} of the sources could not be read and "
                   f"{'was' if attention == 1 else 'were'} written as they are (warnings above); "
                   "fix them in the quiz, then run `check`", err=True)
        sys.exit(1)


def main() -> None:
    """Run the command line (the console script `make-deck`, `python -m quizdeck`, make_deck.py)."""
    cli()
