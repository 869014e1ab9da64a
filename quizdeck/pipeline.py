"""The per-file, per-question machinery of the commands: read a quiz file, check each
question, render it into a note and hand the note to a target (a package's collection, a
list in memory, or nowhere), in the questions' order. ``build.py`` runs it over the files."""

from __future__ import annotations

import contextlib
import gc
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from quizdeck.anki.package import CollectionWriter, DeckRecord, NoteRecord
from quizdeck.anki.previous import Reconciler, read_previous
from quizdeck.core import identity
from quizdeck.core.diagnostics import Diagnostics
from quizdeck.core.gcpause import paused_gc
from quizdeck.html.media import MAX_IMAGE_BYTES
from quizdeck.html.render import Job, RenderCache, RenderQueue, TextConverter, WorkerPool, uses_workers, worker_count
from quizdeck.source.model import LETTERS, Deck, Question
from quizdeck.source.names import is_id
from quizdeck.source.reader import DEFAULT_MAX_BYTES
from quizdeck.source.validate import QuestionMemo, Report, read_deck


def note_identity(deck: Deck, question: Question) -> tuple[str, str]:
    """A question's id (given, or implicit from its text) and its note's GUID."""
    qid = question.id or identity.implicit_id(question.question.markdown)
    return qid, identity.note_guid(deck.key, qid)


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


class PackageOutput:
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


class NoteList:
    """Notes kept in memory (the preview shows them all on one page)."""

    def __init__(self) -> None:
        self.notes: list[NoteRecord] = []

    def mark(self) -> Mark:
        return 0, len(self.notes)  # no note ids here

    def add(self, note: NoteRecord, deck_id: int) -> None:
        self.notes.append(note)

    def rollback(self, mark: Mark) -> None:
        del self.notes[mark[1]:]


def file_size(path: Path) -> int:
    """The size of a file in bytes; 0 when it cannot be read (the reader then says why)."""
    try:
        return path.stat().st_size
    except OSError:
        return 0



class Discard:
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


def process_file(path: Path, diags: Diagnostics, target: NoteTarget, pool: WorkerPool | None = None,
                 tick: Callable[[int], None] | None = None, cache: Caches | None = None, checking: bool = False,
                 max_bytes: int = DEFAULT_MAX_BYTES, max_image_bytes: int = MAX_IMAGE_BYTES
                 ) -> tuple[Deck, DeckRecord, Counter[str]] | None:
    """Read, check and render one file, its notes going to ``target``: the one path of
    ``check``, ``build`` and ``preview``, so ``check`` finds everything ``build`` would
    (images, rendering). ``checking`` (``check``): the notes are only looked at for
    problems, so the renderer leaves out what only shapes the output (texts that cannot
    have a problem, highlighting). None when the file cannot be read at all."""
    if pool is not None and not uses_workers(file_size(path)):
        pool = None   # a small file renders here: the workers' pipeline would only empty at its end
    sink = DeckRender(diags, target, path, pool, cache.render if cache else None, checking, max_image_bytes)
    try:
        deck = read_deck(path, diags, sink, max_bytes, tick, cache.questions if cache else None)
        if deck is None:
            return None
        return deck, sink.record(deck), sink.spread
    finally:
        sink.rendering.done = _no_more_notes   # the file's renderer and its caches go now, not at the end
        del sink
        gc.collect(1)   # and whatever the file left in cycles (see collected_per_file)


def _no_more_notes(job: Job) -> None:
    raise AssertionError("a note rendered after its file was done")  # pragma: no cover


@contextlib.contextmanager
def collected_per_file() -> Iterator[None]:
    """The cyclic collector paused for a run (a build allocates millions of objects in no
    lasting cycle, and rescanning them cost a third of the time), but the young
    generations collected after each file (in ``process_file``): what that file left behind in
    cycles goes, and what the run keeps (the decks read so far) moves to the old
    generation, which is not scanned again, so the cost does not grow with the files.
    Memory does not grow with the number of files (issue 13: it grew by 1.1 MiB per file
    with the collector paused throughout)."""
    with paused_gc():
        yield


@contextlib.contextmanager
def render_pool(paths: list[Path]) -> Iterator[WorkerPool | None]:
    """Render workers for these files when they pay off (see ``render.worker_count``), stopped on exit."""
    workers = worker_count(max(map(file_size, paths), default=0))
    if not workers:
        yield None
        return
    pool = WorkerPool(workers)
    try:
        yield pool
    finally:
        pool.close()
