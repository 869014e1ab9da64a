"""From quiz sources to packages: find, read, check, render and write, question by question. No Click here."""

from __future__ import annotations

import contextlib
import errno
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from quizdeck.addids import add_ids as add_ids_to_file
from quizdeck.anki.package import DeckRecord, build_time, notetype_now, write_package
from quizdeck.anki.previous import Changes
from quizdeck.core.command import command_name
from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.core.errors import DiagnosticError, FileError
from quizdeck.core.paths import display_path
from quizdeck.core.rendercache import Store, open_cache
from quizdeck.html.media import MAX_IMAGE_BYTES
from quizdeck.pipeline import (
    Caches,
    Discard,
    NoteList,
    PackageOutput,
    collected_per_file,
    file_size,
    process_file,
    render_pool,
)
from quizdeck.source.model import Deck
from quizdeck.source.names import is_id
from quizdeck.source.reader import DEFAULT_MAX_BYTES

SUFFIXES = (".yaml", ".yml")
DEFAULT_SOURCE = Path("cards")
DEFAULT_OUTPUT = Path("output")


@dataclass
class Options:
    """What a run was asked to do."""

    sources: list[Path] = field(default_factory=lambda: [DEFAULT_SOURCE])
    output: Path = DEFAULT_OUTPUT
    strict: bool = False
    max_bytes: int = DEFAULT_MAX_BYTES
    max_image_bytes: int = MAX_IMAGE_BYTES
    #: ``build`` and ``check`` keep rendered questions across runs (``--no-cache``, ``MAKE_DECK_CACHE=0``: off)
    cache: bool = True

    @classmethod
    def from_command_line(cls, sources: Iterable[Path], output: Path | None, strict: bool, max_mib: int,
                          max_image_mib: int = MAX_IMAGE_BYTES // (1024 * 1024), cache: bool = True) -> Options:
        """The options as the commands take them: no SOURCES means ``cards/``; ``--max-size`` and
        ``--max-image-size`` in MiB."""
        return cls(sources=list(sources) or [DEFAULT_SOURCE], output=DEFAULT_OUTPUT if output is None else output,
                   strict=strict, max_bytes=max_mib * 1024 * 1024, max_image_bytes=max_image_mib * 1024 * 1024,
                   cache=cache)


#: What is told of the render cache: a warning's text (it starts with ``warning:``).
CacheWarning = Callable[[str], None]


@contextlib.contextmanager
def render_store(options: Options, warn: CacheWarning | None) -> Iterator[Store]:
    """The persistent render cache for a run (a store that keeps nothing when it is off or
    cannot be used); its warnings go to ``warn`` once it is closed."""
    store = open_cache(enabled=options.cache)
    try:
        yield store
    finally:
        store.close()
        for text in store.take_warnings():
            if warn is not None:
                warn(text)


@dataclass
class Built:
    """One package written."""

    path: Path
    decks: list[str]
    notes: int
    changes: Changes = field(default_factory=Changes)


def find_sources(sources: Iterable[Path], diags: Diagnostics) -> list[Path]:
    """YAML files named directly, and those found (recursively, sorted) in named folders."""
    found: list[Path] = []
    for source in sources:
        source = Path(source)
        if source.is_dir():
            files = sorted(p for p in source.rglob("*") if p.suffix.lower() in SUFFIXES and p.is_file())
            if not files:
                diags.error(Pos.nowhere_in(display_path(source)), "no .yaml or .yml files in this folder")
            found.extend(files)
        elif source.is_file():
            found.append(source)
        else:
            diags.error(Pos.nowhere_in(display_path(source)), "no such file or folder")
    unique: dict[Path, Path] = {}
    for path in found:
        unique.setdefault(path.resolve(), path)
    return list(unique.values())


def plan_outputs(paths: list[Path], output: Path, diags: Diagnostics) -> dict[Path, Path | None]:
    """The package each quiz file goes into; two files may not write the same package
    (the second is then still checked, but goes nowhere: None)."""
    plan: dict[Path, Path | None] = {}
    writers: dict[Path, Path] = {}
    for path in paths:
        dest = output if single_package(output) else output / f"{path.stem}.apkg"
        other = writers.setdefault(dest, path)
        if other is not path and not single_package(output):
            diags.error(Pos(display_path(path)), f"this file and {display_path(other)} would both write "
                                                 f"{display_path(dest)}",
                        hint="rename one of the files, or build them into one package with -o NAME.apkg")
            plan[path] = None
        else:
            plan[path] = dest
    return plan


def single_package(output: Path) -> bool:
    """``-o NAME.apkg`` asks for one package holding every deck."""
    return output.suffix.lower() == ".apkg"


def _check_across(decks: list[Deck], diags: Diagnostics) -> None:
    """What files must not share: a deck id."""
    first_key: dict[str, Deck] = {}
    for deck in decks:
        other = first_key.setdefault(deck.key, deck)
        if other is not deck:
            diags.error(deck.key_pos or deck.pos, f"deck id {deck.key!r} is also used by {other.key_pos or other.pos}",
                        hint="give each file its own `id:` (the default is the file name)")


#: A quiz's deck `id:` as a top-level line (as `new` writes it), and its `questions:` key.
_ID_LINE = re.compile(r"""^id[ \t]*:[ \t]*(?:"([^"\\\n]*)"|'([^'\n]*)'|([^\s#'"][^\s#]*))[ \t]*(?:#.*)?$""", re.M)
_QUESTIONS_LINE = re.compile(r"^questions[ \t]*:", re.M)
#: What is read of a quiz beside the build, to find its `id:` line.
_BESIDE_BYTES = 1 << 20


def _key_beside(path: Path) -> tuple[str, str] | None:
    """The deck id of a quiz not in the build, read cheaply, and where it is: its top-level
    ``id:`` line, or its file name when it has none; None when it is not a quiz (no top-level
    ``questions:``) or its first MiB does not tell."""
    try:
        with path.open("rb") as file:
            data = file.read(_BESIDE_BYTES + 1)
    except OSError:
        return None
    text = data[:_BESIDE_BYTES].decode("utf-8", errors="replace")
    if not _QUESTIONS_LINE.search(text):
        return None
    found = _ID_LINE.search(text)
    if found is not None:
        key = next(group for group in found.groups() if group is not None)
        return key, str(Pos(display_path(path), text.count("\n", 0, found.start()) + 1, 1))
    if len(data) > _BESIDE_BYTES or not is_id(path.stem):
        return None
    return path.stem, f"{Pos.nowhere_in(display_path(path))} (its file name; it has no `id:`)"


def _warn_ids_beside(decks: list[Deck], diags: Diagnostics) -> None:
    """A deck whose id is that of a quiz next to one of the files built (in the same folder,
    not in this build): a learner who imports both gets one deck's notes overwritten by the
    other's (a note's GUID comes from the deck id and the question id)."""
    built = {deck.path.resolve() for deck in decks}
    beside: dict[str, str] = {}
    for folder in sorted({deck.path.resolve().parent for deck in decks}):
        try:
            files = sorted(p for p in folder.iterdir() if p.suffix.lower() in SUFFIXES)
        except OSError:
            continue
        for path in files:
            if path.resolve() not in built and path.is_file():
                found = _key_beside(path)
                if found is not None:
                    beside.setdefault(*found)
    for deck in decks:
        other = beside.get(deck.key)
        if other is not None:
            diags.warning(deck.key_pos or deck.pos,
                          f"deck id {deck.key!r} is also the id of the quiz {other}, which is not in this build: "
                          "a learner who imports both decks gets the notes of one overwritten by the other's",
                          hint=f"give each quiz its own `id:` (`{command_name()} new` makes one up at random); "
                               "never change the id of a deck already shared")


@dataclass
class Checked:
    """One file that passed ``check``."""

    deck: Deck
    spread: Counter[str]


def _total_size(paths: list[Path]) -> int:
    return sum(map(file_size, paths))


@dataclass
class CheckResult:
    """What ``check`` found: every deck (all passed), and the problems met on the way (warnings)."""

    decks: list[Checked]
    diagnostics: Diagnostics


@collected_per_file()
def check(options: Options, diags: Diagnostics | None = None,
          on_cache_warning: CacheWarning | None = None) -> CheckResult:
    """Everything ``check`` does: find, read, validate, render (nothing kept but in the render
    cache), warn. Problems go to ``diags`` (a new collection when None); ``on_cache_warning(text)``
    for what went wrong with the render cache. Raises DiagnosticError on errors (on warnings
    too with ``options.strict``)."""
    diags = Diagnostics() if diags is None else diags
    checked = []
    paths = find_sources(options.sources, diags)
    with render_store(options, on_cache_warning) as store, render_pool(paths, checking=True) as pool:
        for path in paths:
            read = process_file(path, diags, Discard(), pool, checking=True, max_bytes=options.max_bytes,
                                max_image_bytes=options.max_image_bytes, store=store)
            if read is not None:
                checked.append(Checked(read[0], read[2]))
    _check_across([c.deck for c in checked], diags)
    _warn_ids_beside([c.deck for c in checked], diags)
    _raise_if_failed(diags, options.strict)
    return CheckResult(checked, diags)


@dataclass
class IdsAdded:
    """What ``add-ids`` did: the ids written per file (every file found, 0 when none was
    needed), and the problems met on the way."""

    counts: dict[Path, int]
    diagnostics: Diagnostics


def add_ids(options: Options, diags: Diagnostics | None = None) -> IdsAdded:
    """Write an ``id:`` into every question of the sources that has none (a file that cannot
    be read is left alone). Raises DiagnosticError when a file cannot be read. Whether the
    files now build is ``check``'s to say."""
    diags = Diagnostics() if diags is None else diags
    paths = find_sources(options.sources, diags)
    counts = {path: add_ids_to_file(path, diags, options.max_bytes) for path in paths}
    if diags.errors:
        raise DiagnosticError(diags.sorted())
    return IdsAdded(counts, diags)


def _raise_if_failed(diags: Diagnostics, strict: bool) -> None:
    failed = diags.errors or (strict and diags.warnings)
    if failed:
        raise DiagnosticError(diags.sorted())


@collected_per_file()
def preview_records(options: Options, diags: Diagnostics, cache: Caches | None = None
                    ) -> list[tuple[Deck, DeckRecord]]:
    """Every deck with its rendered notes, in memory (for the preview pages); questions
    found in ``cache`` are not rendered again. Raises DiagnosticError on errors."""
    records = []
    for path in find_sources(options.sources, diags):
        notes = NoteList()
        read = process_file(path, diags, notes, cache=cache, max_bytes=options.max_bytes,
                            max_image_bytes=options.max_image_bytes)
        if read is not None:
            deck, record, _ = read
            record.notes = notes.notes
            records.append((deck, record))
    _check_across([deck for deck, _ in records], diags)
    _raise_if_failed(diags, options.strict)
    return records


@dataclass
class PreviewResult:
    """What ``preview`` wrote: one page per deck (its deck, its cards), and the problems met."""

    pages: list[Built]
    diagnostics: Diagnostics


def preview(options: Options, diags: Diagnostics | None = None) -> PreviewResult:
    """Write one self-contained HTML page per deck into ``options.output``. Raises
    DiagnosticError on errors, FileError when a page cannot be written."""
    from quizdeck.html.preview import write_preview

    diags = Diagnostics() if diags is None else diags
    records = preview_records(options, diags)
    try:
        options.output.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise FileError.from_os_error(exc, options.output) from exc
    written = []
    for deck, record in records:
        dest = options.output / f"{deck.path.stem}.html"
        write_preview(record, dest)
        written.append(Built(dest, [record.name], len(record.notes)))
    return PreviewResult(written, diags)


@dataclass
class BuildResult:
    """What ``build`` wrote: every package in place, and the problems met on the way (warnings)."""

    packages: list[Built]
    diagnostics: Diagnostics


@collected_per_file()
def build(options: Options, diags: Diagnostics | None = None,
          progress: Callable[[int], Callable[[int], None] | None] | None = None,
          on_written: Callable[[Built], None] | None = None,
          on_checked: Callable[[Diagnostics], None] | None = None,
          on_cache_warning: CacheWarning | None = None) -> BuildResult:
    """Read, check and render every file, then write each package atomically.

    Each question is rendered as soon as it is read and its note written to the
    package's collection on disk, so memory stays flat however large the quiz.
    Nothing is written to the output unless every file is free of errors.
    Callbacks: ``progress(total bytes)`` returns a ``tick(bytes read)`` (or None: no progress shown);
    ``on_checked(diags)`` runs once everything is valid, before writing;
    ``on_written(built)`` after each package is in place; ``on_cache_warning(text)`` for what
    went wrong with the render cache (``options.cache``), once it is closed.

    The cyclic garbage collector is paused while a file is read and run after it
    (see ``pipeline.collected_per_file``). Problems go to ``diags`` (a new collection when None);
    raises DiagnosticError on errors, FileError when a package cannot be written.
    """
    diags = Diagnostics() if diags is None else diags
    paths = find_sources(options.sources, diags)
    plan = plan_outputs(paths, options.output, diags)
    total = _total_size(paths)
    tick = progress(total) if progress else None
    stamp = build_time()
    current = notetype_now()   # once for every package of this build
    with contextlib.ExitStack() as cleanup:
        store = cleanup.enter_context(render_store(options, on_cache_warning))
        pool = cleanup.enter_context(render_pool(paths))
        outputs: dict[Path, PackageOutput] = {}
        decks: list[Deck] = []
        for path, dest in plan.items():
            output = None
            if dest is not None:
                output = outputs.get(dest)
                if output is None:
                    output = outputs[dest] = PackageOutput(dest, stamp, store, current)
                    cleanup.callback(output.writer.close)
            read = process_file(path, diags, output if output is not None else Discard(), pool, tick,
                                max_bytes=options.max_bytes, max_image_bytes=options.max_image_bytes, store=store)
            if output is not None and not diags.errors:  # with errors nothing is written: notes may be invalid
                output.writer.suspend()   # closed until written: 800 files, not 800 open collections
            if read is None:
                continue
            decks.append(read[0])
            if output is not None:
                output.decks.append(read[1])
        if pool is not None:
            pool.close()  # before writing: the workers' memory is not needed any more
        _check_across(decks, diags)
        _warn_ids_beside(decks, diags)
        _raise_if_failed(diags, options.strict)
        if on_checked:
            on_checked(diags)
        built = []
        for output in outputs.values():
            dest, records = output.dest, output.decks
            try:
                dest.parent.mkdir(parents=True, exist_ok=True)
            except (FileExistsError, NotADirectoryError):
                raise FileError(display_path(dest.parent), "it is a file, not a folder to write packages into",
                                errno.ENOTDIR) from None
            except OSError as exc:
                raise FileError.from_os_error(exc, dest.parent) from exc
            names = [r.name for r in records]
            changes = output.reconciler.changes(names, current)
            for record in records:
                output.writer.add_deck(record)
            media = {name: data for r in records for name, data in r.media.items()}
            crc = write_package(dest, output.writer, media=media, model_mtime=changes.notetype_mtime)
            output.keep_written(crc)
            output.writer.close()   # the temporary collection is deleted as soon as its package is written
            built.append(Built(dest, names, output.writer.notes, changes))
            if on_written:
                on_written(built[-1])
        return BuildResult(built, diags)
