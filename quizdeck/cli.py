"""make_deck: turn multiple-choice quizzes written in YAML into Anki decks.

A thin Click layer over the ``quizdeck`` library: each command parses its options, calls
the library and hands the result (or the error that stopped it) to the presenter
(``quizdeck.present``). Problems a user can cause end with the presenter's message and
exit status, never a traceback; anything else is shown as the bug it is.
"""

from __future__ import annotations

import contextlib
import errno
import sys
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn, TypeVar

import click

from quizdeck import __version__
from quizdeck.commands import (
    DEFAULT_OUTPUT,
    Built,
    Options,
    add_ids,
    build,
    check,
    find_sources,
    preview,
)
from quizdeck.core.atomicfile import write_bytes_atomic
from quizdeck.core.command import CHECKOUT, command_name
from quizdeck.core.diagnostics import Diagnostics
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
from quizdeck.html.media import MAX_IMAGE_BYTES
from quizdeck.present import Terminal, build_document, check_document
from quizdeck.source.json_schema import schema_text
from quizdeck.source.reader import DEFAULT_MAX_BYTES
from quizdeck.starter import new_quiz

if TYPE_CHECKING:
    from quizdeck.live.watch import DeckPage, Rebuilt

T = TypeVar("T")

SOURCES = click.argument("sources", nargs=-1, type=click.Path(path_type=Path))
STRICT = click.option("--strict", is_flag=True, help="Treat warnings as errors.")
FORMAT = click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
                      help="json: one JSON document on stdout (keys in docs/json-output.md).")
MAX_SIZE = click.option("--max-size", type=click.IntRange(min=1), default=DEFAULT_MAX_BYTES // (1024 * 1024),
                        show_default=True, metavar="MIB", help="Refuse quiz files larger than this many MiB.")
MAX_IMAGE_SIZE = click.option("--max-image-size", "max_image_size", type=click.IntRange(min=1),
                              default=MAX_IMAGE_BYTES // (1024 * 1024), show_default=True, metavar="MIB",
                              help="Refuse images larger than this many MiB (every learner's media folder keeps them).")


#: Where `watch` serves by default (the live preview, ``quizdeck.live``, is imported only when
#: `watch` runs: with its HTTP modules, a tenth of every other command's start-up).
DEFAULT_PORT = 8765
DEFAULT_HOST = "127.0.0.1"

NO_CACHE = click.option("--no-cache", is_flag=True,
                         help="Render every question again: neither read nor keep the render cache "
                              "(also MAKE_DECK_CACHE=0).")


def _terminal() -> Terminal:
    """The presenter's terminal, writing through Click."""
    return Terminal(click.echo)


def _json(result: tuple[str, int]) -> NoReturn:
    """Print a JSON document and exit with its status."""
    text, status = result
    click.echo(text)
    sys.exit(status)


@contextlib.contextmanager
def _user_errors(term: Terminal, diags: Diagnostics, interrupted: str = WRITING_INTERRUPTED) -> Iterator[None]:
    """Turn every problem a user can cause into the presenter's lines and its exit status
    (Ctrl-C into ``interrupted``, 130). Anything else is a bug (see :class:`_Cli`)."""
    try:
        yield
    except BaseException as exc:
        error = as_error(exc, interrupted)
        if error is None:
            raise  # a bug, or the exit of click or sys.exit
        sys.exit(term.failed(error, diags))


def _attempt(action: Callable[[], T], interrupted: str = WRITING_INTERRUPTED) -> tuple[T | None, MakeDeckError | None]:
    """Run the library: its result, or the error a user can cause that stopped it."""
    try:
        return action(), None
    except BaseException as exc:
        error = as_error(exc, interrupted)
        if error is None or isinstance(error, Interrupted):
            raise
        return None, error


class _Cli(click.Group):
    """The command group; an exception no command expected is shown as the bug it is."""

    def invoke(self, ctx: click.Context) -> object:
        try:
            return super().invoke(ctx)
        except (click.exceptions.Exit, click.ClickException, click.Abort):
            raise
        except KeyboardInterrupt:
            click.echo("interrupted", err=True)
            sys.exit(EXIT_INTERRUPTED)
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
@NO_CACHE
@FORMAT
def build_cmd(sources: tuple[Path, ...], output: Path, strict: bool, max_size: int, max_image_size: int,
              no_cache: bool, fmt: str) -> None:
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
    options = Options.from_command_line(sources, output, strict, max_size, max_image_size, cache=not no_cache)
    term = _terminal()
    if fmt == "json":
        packages: list[Built] = []
        _, error = _attempt(lambda: build(options, diags, on_written=packages.append,
                                          on_cache_warning=term.cache_warning))
        _json(build_document(find_sources(options.sources, Diagnostics()), diags, packages, error))
    progress = _Progress()

    def checked(diags: Diagnostics) -> None:
        progress.close()
        term.problems(diags)

    with _user_errors(term, diags):
        try:
            build(options, diags, progress=progress, on_written=term.written, on_checked=checked,
                  on_cache_warning=term.cache_warning)
        finally:
            progress.close()


@cli.command("check")
@SOURCES
@STRICT
@MAX_SIZE
@MAX_IMAGE_SIZE
@NO_CACHE
@FORMAT
def check_cmd(sources: tuple[Path, ...], strict: bool, max_size: int, max_image_size: int, no_cache: bool,
              fmt: str) -> None:
    """Validate quiz files without writing anything.

    Prints, for each deck, the number of questions and how the correct answers
    spread over the choice letters.

    \b
    Example:
      python make_deck.py check cards/
    """
    diags = Diagnostics()
    options = Options.from_command_line(sources, None, strict, max_size, max_image_size, cache=not no_cache)
    term = _terminal()
    if fmt == "json":
        checked, error = _attempt(lambda: check(options, diags, term.cache_warning), READING_INTERRUPTED)
        _json(check_document(find_sources(options.sources, Diagnostics()), diags, checked, error))
    with _user_errors(term, diags, READING_INTERRUPTED):
        result = check(options, diags, term.cache_warning)
    term.problems(result.diagnostics)
    term.checked(result)


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
    term = _terminal()
    with _user_errors(term, diags):
        written = preview(options, diags)
    term.problems(written.diagnostics)
    term.previewed(written)


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
    term = _terminal()
    with _user_errors(term, diags):
        started = new_quiz(path, deck, diags)
    term.started(started)


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
    term = _terminal()
    with _user_errors(term, Diagnostics()):
        write_bytes_atomic(output, text.encode("utf-8"))
    term.schema_written(output)


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
    term = _terminal()

    def rebuilt(result: Rebuilt, what: str) -> None:
        term.rebuilt(result.ok, result.diags, result.seconds, what, [(p.name, p.notes) for p in result.decks],
                     result.rendered)

    def packages() -> None:
        diags = Diagnostics()
        built, error = _attempt(lambda: build(options, diags))
        term.packages(built, diags, error)

    def quick(page: DeckPage, seconds: float) -> None:
        term.quick(page.name, seconds)

    from quizdeck.live.watch import run as watch_run

    with _user_errors(term, Diagnostics()):
        try:
            watch_run(options, host, port, term.serving, rebuilt, packages if also_build else None, on_quick=quick)
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                raise UserError(f"port {port} is in use; choose another with --port N (0: any free port)") from None
            raise
    term.stopped()


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
    term = _terminal()
    after = Diagnostics()   # what `check` says of the files once their ids are in
    with _user_errors(term, diags):
        added = add_ids(options, diags)
        with contextlib.suppress(DiagnosticError):
            check(Options(sources=list(added.counts), max_bytes=options.max_bytes), after)
    status = term.ids_added(added, after)
    if status:
        sys.exit(status)


class _FormatChoice(click.Choice[str]):
    """``import --format``'s choices, the importers' list read when they are first needed: the
    importers are a fifth of every run's start-up, and only ``import`` uses them."""

    def __init__(self) -> None:
        super().__init__(())

    @property
    def choices(self) -> tuple[str, ...]:
        from quizdeck.importers.formats import CHOICES
        return tuple(CHOICES)

    @choices.setter
    def choices(self, value: object) -> None:
        pass   # (Choice's own __init__ sets it)


@cli.command("import")
@click.argument("sources", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("-o", "--output", type=click.Path(path_type=Path), default=None,
              help="Folder for the quiz files (default: cards/), or FILE.yaml for one source.")
@click.option("--format", "fmt", type=_FormatChoice(), default="auto", show_default=True,
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
    term = _terminal()
    from quizdeck.importers.convert import import_sources  # (lazily: see _FormatChoice)

    with _user_errors(term, diags):
        done = import_sources(list(sources), output, fmt, force, diags, max_size * 1024 * 1024)
    status = term.imported(done, diags)
    if status:
        sys.exit(status)


def _examples_name_the_command(name: str) -> None:
    """The help texts' examples, written for a checkout, name the command the user has."""
    if name == CHECKOUT:
        return
    for command in [cli, *cli.commands.values()]:
        if command.help:
            command.help = command.help.replace(CHECKOUT, name)


_examples_name_the_command(command_name())


def main() -> None:
    """Run the command line (the console script `make-deck`, `python -m quizdeck`, make_deck.py)."""
    cli()
