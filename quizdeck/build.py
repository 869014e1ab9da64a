"""From quiz sources to packages: find, read, check, render and write, question by question. No Click here."""

from __future__ import annotations

import contextlib
import errno
import gc
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from quizdeck.addids import add_ids
from quizdeck.anki.package import CollectionWriter, DeckRecord, NoteRecord, build_time, make_model, write_package
from quizdeck.anki.previous import Changes, Reconciler, notetype_signature, read_previous
from quizdeck.core import identity
from quizdeck.core.diagnostics import DiagnosticError, Diagnostics, Pos
from quizdeck.core.gcpause import paused_gc
from quizdeck.core.paths import display_path
from quizdeck.html.media import MAX_IMAGE_BYTES
from quizdeck.html.render import Job, RenderCache, RenderQueue, TextConverter, WorkerPool, uses_workers, worker_count
from quizdeck.source.model import LETTERS, Deck, Question
from quizdeck.source.names import is_id
from quizdeck.source.reader import DEFAULT_MAX_BYTES
from quizdeck.source.validate import QuestionMemo, Report, read_deck

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

    @classmethod
    def from_command_line(cls, sources: Iterable[Path], output: Path | None, strict: bool, max_mib: int,
                          max_image_mib: int = MAX_IMAGE_BYTES // (1024 * 1024)) -> Options:
        """The options as the commands take them: no SOURCES means ``cards/``; ``--max-size`` and
        ``--max-image-size`` in MiB."""
        return cls(sources=list(sources) or [DEFAULT_SOURCE], output=DEFAULT_OUTPUT if output is None else output,
                   strict=strict, max_bytes=max_mib * 1024 * 1024, max_image_bytes=max_image_mib * 1024 * 1024)


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


def note_identity(deck: Deck, question: Question) -> tuple[str, str]:
    """A question's id (given, or implicit from its text) and its note's GUID."""
    qid = question.id or identity.implicit_id(question.question.markdown)
    return qid, identity.note_guid(deck.key, qid)


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
                          hint="give each quiz its own `id:` (`make_deck.py new` makes one up at random); "
                               "never change the id of a deck already shared")


#: A choice that starts with its own letter: "A. ", "b) ", "C: ", "(d) ".
_LABEL = re.compile(r"\s*(\(([A-La-l])\)|([A-La-l])[.):])\s")


def _warn_labelled_choices(q: Question, report: Report) -> None:
    """Choices that carry their own labels ("A.", "C:", "(b)") next to the card's
    letter badges: shuffled, badge A would stand next to the text "C:"."""
    labels = [(choice, m.group(1)) for choice in q.choices if (m := _LABEL.match(choice.text.markdown))]
    if len(labels) < 2 or not q.shuffle:
        return
    first = labels[0][0]
    shown = ", ".join(repr(lab) for _, lab in labels[:4])
    report.warning_at(first.text.pos, f"{q.label}: the choices carry their own labels ({shown}); shuffled, "
                                      f"the card's letter A may stand next to a choice labelled otherwise",
                      hint="remove the labels (the card letters the choices itself), or set `shuffle: false`")


class DeckCheck:
    """Receives a file's questions (see ``schema.read_deck``): checks what the schema
    cannot see in one question (two questions that would be one note), warns about
    what builds but hurts later, and counts the correct answers' letters."""

    def __init__(self, diags: Diagnostics):
        self.diags = diags
        self._reset()

    def _reset(self) -> None:
        self.guids: dict[str, int] = {}     # GUID -> question number
        self.valid = 0
        self.fixed_letters: set[int] | None = set()   # correct letters of unshuffled single answers
        self.spread: Counter[str] = Counter()

    def start(self, deck: Deck, report: Report) -> None:
        self.deck, self.report = deck, report
        self._reset()

    def question(self, q: Question) -> None:
        qid, guid = note_identity(self.deck, q)
        first = self.guids.setdefault(guid, q.number)
        if first != q.number:
            self.report.error_at(q.pos, f"{q.label} would be the same Anki note as question {first} "
                                        "(same text, no id)", hint="give the questions different `id:`s")
            return
        if q.id is None:
            self.report.warning_at(q.pos, f"{q.label} has no `id`; editing its text later will make a new note "
                                          "in Anki and lose its review history",
                                   hint="run `python make_deck.py add-ids` to add stable ids")
        if q.explanation is None:
            self.report.warning_at(q.pos, f"{q.label} has no `explanation`")
        _warn_labelled_choices(q, self.report)
        self.valid += 1
        self.spread.update(q.answer_letters)
        if self.fixed_letters is not None:
            if not q.shuffle and not q.multi and q.answer:
                self.fixed_letters.add(q.answer[0])
            else:
                self.fixed_letters = None
        self.accept(q, qid, guid)

    def accept(self, q: Question, qid: str, guid: str) -> None:
        """A question that passed every check."""

    def abort(self) -> None:
        pass

    def end(self, deck: Deck) -> None:
        """The whole file has been read: warnings about the deck as a whole."""
        letters = self.fixed_letters
        if self.valid >= 3 and letters is not None and len(letters) == 1:
            self.diags.warning(deck.pos, f"every correct answer in deck {deck.name!r} is "
                                         f"{LETTERS[letters.pop()]} and shuffling is off",
                               hint="learners will notice; vary the positions or set `shuffle: true`")


#: Where a target stands, to roll back to: (first note id not used yet, notes so far).
Mark = tuple[int, int]


class NoteTarget(Protocol):
    """Where rendered notes go: a package's collection, or a list for the preview."""

    def mark(self) -> Mark: ...
    def add(self, note: NoteRecord, deck_id: int) -> None: ...
    def rollback(self, mark: Mark) -> None: ...


class DeckRender(DeckCheck):
    """Checks each question, renders it into a note (here or in a worker process) and
    hands the note to a target, in the questions' order."""

    def __init__(self, diags: Diagnostics, target: NoteTarget, path: Path, pool: WorkerPool | None = None,
                 cache: RenderCache | None = None, checking: bool = False, max_image_bytes: int = MAX_IMAGE_BYTES):
        super().__init__(diags)
        self.target = target
        self.rendering = RenderQueue(path.parent, self._rendered, pool, cache, checking, max_image_bytes)

    def start(self, deck: Deck, report: Report) -> None:
        super().start(deck, report)
        self.deck_id = identity.deck_id(deck.name)
        self.deck_tags = [identity.deck_tag(deck.key), *deck.tags]
        self.mark = self.target.mark()

    def accept(self, q: Question, qid: str, guid: str) -> None:
        self.rendering.add(Job(q, guid, identity.note_key(self.deck.key, qid)))

    def _rendered(self, job: Job) -> None:
        for pos, message, hint in job.errors:
            self.report.error_at(pos, message, hint)
        if self.report.errors or not is_id(self.deck.key):
            return   # the file is refused (nothing of it is written); a file name that is no deck
            # key (is refused at the end of the file, and) would make a tag Anki refuses
        tags = list(dict.fromkeys([*self.deck_tags, *job.question.tags]))
        self.target.add(NoteRecord(guid=job.guid, fields=job.fields, tags=tags), self.deck_id)

    def end(self, deck: Deck) -> None:
        self.rendering.finish()
        super().end(deck)

    def abort(self) -> None:
        self.rendering.discard()
        self.target.rollback(self.mark)

    def record(self, deck: Deck) -> DeckRecord:
        """The deck itself (its notes went to the target), once the whole file is read."""
        local = self.rendering.local
        return DeckRecord(deck_id=identity.deck_id(deck.name), name=deck.name,
                          description=TextConverter(local.markdown, self.diags.error).block(deck.description),
                          media=local.media.files)


class _Output:
    """One package being built: its collection on disk, its decks, and the package it replaces."""

    def __init__(self, dest: Path, stamp: int):
        self.dest = dest
        self.writer = CollectionWriter(stamp)
        self.reconciler = Reconciler(read_previous(dest), stamp)
        self.decks: list[DeckRecord] = []

    def mark(self) -> Mark:
        return self.writer.mark()

    def add(self, note: NoteRecord, deck_id: int) -> None:
        note.mtime = self.reconciler.mtime(note.guid, note.fields, note.stored_tags)
        self.writer.add_note(note, deck_id)

    def rollback(self, mark: Mark) -> None:
        self.writer.rollback(mark)
        self.reconciler.rollback(self.writer.notes)


class _NoteList:
    """Notes kept in memory (the preview shows them all on one page)."""

    def __init__(self) -> None:
        self.notes: list[NoteRecord] = []

    def mark(self) -> Mark:
        return 0, len(self.notes)  # no note ids here

    def add(self, note: NoteRecord, deck_id: int) -> None:
        self.notes.append(note)

    def rollback(self, mark: Mark) -> None:
        del self.notes[mark[1]:]


@dataclass
class Checked:
    """One file that passed ``check``."""

    deck: Deck
    spread: Counter[str]


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _total_size(paths: list[Path]) -> int:
    return sum(map(_size, paths))


class _Discard:
    """Notes rendered only to be checked (``check``): they go nowhere."""

    def mark(self) -> Mark:
        return 0, 0

    def add(self, note: NoteRecord, deck_id: int) -> None:
        pass

    def rollback(self, mark: Mark) -> None:
        pass


@dataclass
class Caches:
    """What the live preview keeps between rebuilds: questions validated and rendered."""

    render: RenderCache = field(default_factory=RenderCache)
    questions: QuestionMemo = field(default_factory=QuestionMemo)

    def next_round(self) -> None:
        """Forget what the last rebuild did not use; count anew."""
        self.render.next_round()
        self.questions.next_round()


def _read(path: Path, diags: Diagnostics, options: Options, target: NoteTarget, pool: WorkerPool | None = None,
          tick: Callable[[int], None] | None = None, cache: Caches | None = None, checking: bool = False
          ) -> tuple[Deck, DeckRecord, Counter[str]] | None:
    """Read, check and render one file, its notes going to ``target``: the one path of
    ``check``, ``build`` and ``preview``, so ``check`` finds everything ``build`` would
    (images, rendering). ``checking`` (``check``): the notes are only looked at for
    problems, so the renderer leaves out what only shapes the output (texts that cannot
    have a problem, highlighting). None when the file cannot be read at all."""
    if pool is not None and not uses_workers(_size(path)):
        pool = None   # a small file renders here: the workers' pipeline would only empty at its end
    sink = DeckRender(diags, target, path, pool, cache.render if cache else None, checking, options.max_image_bytes)
    try:
        deck = read_deck(path, diags, sink, options.max_bytes, tick, cache.questions if cache else None)
        if deck is None:
            return None
        return deck, sink.record(deck), sink.spread
    finally:
        sink.rendering.done = _no_more_notes   # the file's renderer and its caches go now, not at the end
        del sink
        gc.collect(1)   # and whatever the file left in cycles (see _collected_per_file)


def _no_more_notes(job: Job) -> None:
    raise AssertionError("a note rendered after its file was done")  # pragma: no cover


@contextlib.contextmanager
def _collected_per_file() -> Iterator[None]:
    """The cyclic collector paused for a run (a build allocates millions of objects in no
    lasting cycle, and rescanning them cost a third of the time), but the young
    generations collected after each file (in ``_read``): what that file left behind in
    cycles goes, and what the run keeps (the decks read so far) moves to the old
    generation, which is not scanned again, so the cost does not grow with the files.
    Memory does not grow with the number of files (issue 13: it grew by 1.1 MiB per file
    with the collector paused throughout)."""
    with paused_gc():
        yield


@_collected_per_file()
def validate(options: Options, diags: Diagnostics) -> list[Checked]:
    """Everything ``check`` does: find, read, validate, render (nothing kept), warn.
    Raises DiagnosticError on errors."""
    checked = []
    paths = find_sources(options.sources, diags)
    with _render_pool(paths) as pool:
        for path in paths:
            read = _read(path, diags, options, _Discard(), pool, checking=True)
            if read is not None:
                checked.append(Checked(read[0], read[2]))
    _check_across([c.deck for c in checked], diags)
    _warn_ids_beside([c.deck for c in checked], diags)
    _raise_if_failed(diags, options.strict)
    return checked


@dataclass
class IdsAdded:
    """What ``add-ids`` did: ids written per file, and the files checked again as ``check`` would."""

    counts: dict[Path, int]
    after: Diagnostics


def add_ids_to_sources(options: Options, diags: Diagnostics) -> IdsAdded:
    """Write an ``id:`` into every question of the sources that has none, then check the files
    again (success only for files that build). Raises DiagnosticError when a file cannot be
    read; the problems of the check afterwards are in ``after``."""
    paths = find_sources(options.sources, diags)
    counts = {path: add_ids(path, diags, options.max_bytes) for path in paths}
    if diags.errors:
        raise DiagnosticError(diags.sorted())
    after = Diagnostics()
    with contextlib.suppress(DiagnosticError):
        validate(Options(sources=paths, max_bytes=options.max_bytes), after)
    return IdsAdded(counts, after)


@contextlib.contextmanager
def _render_pool(paths: list[Path]) -> Iterator[WorkerPool | None]:
    """Render workers for these files when they pay off (see ``render.worker_count``), stopped on exit."""
    workers = worker_count(max(map(_size, paths), default=0))
    if not workers:
        yield None
        return
    pool = WorkerPool(workers)
    try:
        yield pool
    finally:
        pool.close()


def _raise_if_failed(diags: Diagnostics, strict: bool) -> None:
    failed = diags.errors or (strict and diags.warnings)
    if failed:
        raise DiagnosticError(diags.sorted())


@_collected_per_file()
def preview_records(options: Options, diags: Diagnostics, cache: Caches | None = None
                    ) -> list[tuple[Deck, DeckRecord]]:
    """Every deck with its rendered notes, in memory (for the preview pages); questions
    found in ``cache`` are not rendered again. Raises DiagnosticError on errors."""
    records = []
    for path in find_sources(options.sources, diags):
        notes = _NoteList()
        read = _read(path, diags, options, notes, cache=cache)
        if read is not None:
            deck, record, _ = read
            record.notes = notes.notes
            records.append((deck, record))
    _check_across([deck for deck, _ in records], diags)
    _raise_if_failed(diags, options.strict)
    return records


def write_previews(options: Options, diags: Diagnostics) -> list[Built]:
    """Write one self-contained HTML page per deck into ``options.output``."""
    from quizdeck.html.preview import write_preview

    records = preview_records(options, diags)
    options.output.mkdir(parents=True, exist_ok=True)
    written = []
    for deck, record in records:
        dest = options.output / f"{deck.path.stem}.html"
        write_preview(record, dest)
        written.append(Built(dest, [record.name], len(record.notes)))
    return written


@_collected_per_file()
def build(options: Options, diags: Diagnostics,
          progress: Callable[[int], Callable[[int], None] | None] | None = None,
          on_written: Callable[[Built], None] | None = None,
          on_checked: Callable[[Diagnostics], None] | None = None) -> list[Built]:
    """Read, check and render every file, then write each package atomically.

    Each question is rendered as soon as it is read and its note written to the
    package's collection on disk, so memory stays flat however large the quiz.
    Nothing is written to the output unless every file is free of errors.
    Callbacks: ``progress(total bytes)`` returns a ``tick(bytes read)`` (or None: no progress shown);
    ``on_checked(diags)`` runs once everything is valid, before writing;
    ``on_written(built)`` after each package is in place.

    The cyclic garbage collector is paused while a file is read and run after it
    (see ``_collected_per_file``).
    """
    paths = find_sources(options.sources, diags)
    plan = plan_outputs(paths, options.output, diags)
    total = _total_size(paths)
    tick = progress(total) if progress else None
    stamp = build_time()
    with contextlib.ExitStack() as cleanup:
        pool = cleanup.enter_context(_render_pool(paths))
        outputs: dict[Path, _Output] = {}
        decks: list[Deck] = []
        for path, dest in plan.items():
            output = None
            if dest is not None:
                output = outputs.get(dest)
                if output is None:
                    output = outputs[dest] = _Output(dest, stamp)
                    cleanup.callback(output.writer.close)
            read = _read(path, diags, options, output if output is not None else _Discard(), pool, tick)
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
        current = notetype_signature(make_model().to_json(stamp, None))
        built = []
        for output in outputs.values():
            dest, records = output.dest, output.decks
            try:
                dest.parent.mkdir(parents=True, exist_ok=True)
            except (FileExistsError, NotADirectoryError):
                raise OSError(errno.ENOTDIR, "it is a file, not a folder to write packages into",
                              display_path(dest.parent)) from None
            names = [r.name for r in records]
            changes = output.reconciler.changes(names, current)
            for record in records:
                output.writer.add_deck(record)
            media = {name: data for r in records for name, data in r.media.items()}
            write_package(dest, output.writer, media=media, model_mtime=changes.notetype_mtime)
            output.writer.close()   # the temporary collection is deleted as soon as its package is written
            built.append(Built(dest, names, output.writer.notes, changes))
            if on_written:
                on_written(built[-1])
        return built
