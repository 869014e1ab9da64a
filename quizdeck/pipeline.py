"""One quiz file, question by question: read → check → render → write.

:func:`process_file` is the whole way, as one loop over a chain of generators: the
validator yields each valid question as the parser completes it (``validate.read_deck``),
:class:`DeckCheck` checks it against the file's others and makes it a render job, the
render queue yields the jobs rendered (here or in worker processes, in their order), and
each note goes to its target: a package's collection, a list in memory, or nowhere
(``check``). ``commands.py`` runs it over the files; the live preview's quick path makes
its note with the same :func:`question_job` and :func:`make_note`.
"""

from __future__ import annotations

import contextlib
import gc
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Protocol

from quizdeck.anki.package import CollectionWriter, DeckRecord, NoteRecord
from quizdeck.anki.previous import Reconciler, read_previous
from quizdeck.core import identity
from quizdeck.core.command import command_name
from quizdeck.core.diagnostics import Diagnostics
from quizdeck.core.gcpause import paused_gc
from quizdeck.core.rendercache import Store
from quizdeck.html.media import MAX_IMAGE_BYTES
from quizdeck.html.render import (
    Job,
    QuestionRenderer,
    RenderCache,
    RenderQueue,
    TextConverter,
    WorkerPool,
    uses_workers,
    worker_count,
)
from quizdeck.source.model import LETTERS, Deck, Question
from quizdeck.source.names import is_id
from quizdeck.source.reader import DEFAULT_MAX_BYTES
from quizdeck.source.validate import DeckPass, QuestionMemo, QuestionProblems, read_deck


def note_identity(deck: Deck, question: Question) -> tuple[str, str]:
    """A question's id (given, or implicit from its text) and its note's GUID."""
    qid = question.id or identity.implicit_id(question.question.markdown)
    return qid, identity.note_guid(deck.key, qid)


def question_job(deck: Deck, question: Question) -> Job:
    """A question to render into its note: the note's GUID and ``Key`` come from the deck's
    id and the question's."""
    qid, guid = note_identity(deck, question)
    return Job(question, guid, identity.note_key(deck.key, qid))


def make_note(deck: Deck, job: Job) -> NoteRecord:
    """The note of a rendered question: its fields, and the deck's tags then the question's."""
    tags = list(dict.fromkeys([identity.deck_tag(deck.key), *deck.tags, *job.question.tags]))
    return NoteRecord(guid=job.guid, fields=job.fields, tags=tags)


#: A choice that starts with its own letter: "A. ", "b) ", "C: ", "(d) ".
_LABEL = re.compile(r"\s*(\(([A-La-l])\)|([A-La-l])[.):])\s")


def _warn_labelled_choices(q: Question, problems: QuestionProblems) -> None:
    """Choices that carry their own labels ("A.", "C:", "(b)") next to the card's
    letter badges: shuffled, badge A would stand next to the text "C:"."""
    labels = [(choice, m.group(1)) for choice in q.choices if (m := _LABEL.match(choice.text.markdown))]
    if len(labels) < 2 or not q.shuffle:
        return
    first = labels[0][0]
    shown = ", ".join(repr(lab) for _, lab in labels[:4])
    problems.warning_at(first.text.pos, f"{q.label}: the choices carry their own labels ({shown}); shuffled, "
                                        f"the card's letter A may stand next to a choice labelled otherwise",
                        hint="remove the labels (the card letters the choices itself), or set `shuffle: false`")


class DeckCheck:
    """One pass over a file (see ``validate.read_deck``), question by question: checks what
    the validator cannot see in one question (two questions that would be one note), warns
    about what builds but hurts later, counts the correct answers' letters; makes each
    question that passes a job to render, and each rendered job its note. ``bench/phases.py``
    times its stages alone."""

    def __init__(self, diags: Diagnostics, reading: DeckPass):
        self.diags = diags
        self.reading = reading
        self.problems = reading.problems
        self.guids: dict[str, int] = {}     # GUID -> question number
        self.valid = 0
        self.fixed_letters: set[int] | None = set()   # correct letters of unshuffled single answers
        self.spread: Counter[str] = Counter()

    @property
    def deck(self) -> Deck:
        deck = self.reading.deck
        assert deck is not None, "the deck starts before its first question"
        return deck

    @cached_property
    def deck_id(self) -> int:
        """The Anki id of the deck the notes go into."""
        return identity.deck_id(self.deck.name)

    def jobs(self, questions: Iterable[Question]) -> Iterator[Job]:
        """A job to render for each question that passes."""
        for q in questions:
            job = self.question(q)
            if job is not None:
                yield job

    def question(self, q: Question) -> Job | None:
        """The question checked: its job, or None when it is refused (reported)."""
        job = question_job(self.deck, q)
        first = self.guids.setdefault(job.guid, q.number)
        if first != q.number:
            self.problems.error_at(q.pos, f"{q.label} would be the same Anki note as question {first} "
                                          "(same text, no id)", hint="give the questions different `id:`s")
            return None
        if q.id is None:
            self.problems.warning_at(q.pos, f"{q.label} has no `id`; editing its text later will make a new "
                                            "note in Anki and lose its review history",
                                     hint=f"run `{command_name()} add-ids` to add stable ids")
        if q.explanation is None:
            self.problems.warning_at(q.pos, f"{q.label} has no `explanation`")
        _warn_labelled_choices(q, self.problems)
        self.valid += 1
        self.spread.update(q.answer_letters)
        if self.fixed_letters is not None:
            if not q.shuffle and not q.multi and q.answer:
                self.fixed_letters.add(q.answer[0])
            else:
                self.fixed_letters = None
        return job

    def note(self, job: Job) -> NoteRecord | None:
        """The note of a rendered job, its problems reported; None once the file has errors
        (nothing of it is written) or its deck id cannot be a tag (the file is refused at its
        end; Anki would refuse the tag)."""
        for pos, message, hint in job.errors:
            self.problems.error_at(pos, message, hint)
        if self.problems.errors or not is_id(self.deck.key):
            return None
        return make_note(self.deck, job)

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


class PackageOutput:
    """One package being built: its collection on disk, its decks, and the package it replaces
    (``bench/phases.py`` writes one)."""

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
    """Everything the live preview keeps between rebuilds, in one place: the questions
    validated (``validate.QuestionMemo``), the fields rendered (``render.RenderCache``), and
    a renderer per folder for its quick path."""

    render: RenderCache = field(default_factory=RenderCache)
    questions: QuestionMemo = field(default_factory=QuestionMemo)
    renderers: dict[Path, QuestionRenderer] = field(default_factory=dict)

    def renderer(self, folder: Path) -> QuestionRenderer:
        """A renderer of the questions in ``folder``, sharing the render cache."""
        found = self.renderers.get(folder)
        if found is None:
            found = self.renderers[folder] = QuestionRenderer(folder, self.render)
        return found

    def next_round(self) -> None:
        """Forget what the last rebuild did not use; count anew."""
        self.render.next_round()
        self.questions.next_round()


def process_file(path: Path, diags: Diagnostics, target: NoteTarget, pool: WorkerPool | None = None,
                 tick: Callable[[int], None] | None = None, cache: Caches | None = None, checking: bool = False,
                 max_bytes: int = DEFAULT_MAX_BYTES, max_image_bytes: int = MAX_IMAGE_BYTES,
                 store: Store | None = None) -> tuple[Deck, DeckRecord, Counter[str]] | None:
    """Read, check and render one file, its notes going to ``target``: the one path of
    ``check``, ``build`` and ``preview``, so ``check`` finds everything ``build`` would
    (images, rendering). ``checking`` (``check``): the notes are only looked at for
    problems, so the renderer leaves out what only shapes the output (texts that cannot
    have a problem, highlighting). ``store``: the persistent render cache (questions found
    there are not rendered again). None when the file cannot be read at all.
    ``bench/phases.py`` times it, and its stages one by one."""
    if pool is not None and not uses_workers(file_size(path)):
        pool = None   # a small file renders here: the workers' pipeline would only empty at its end
    rendering = RenderQueue(path.parent, pool, cache.render if cache else None, checking, max_image_bytes, store)
    deck = check = None
    try:
        for reading in read_deck(path, diags, max_bytes, tick, cache.questions if cache else None):
            mark = target.mark()
            check = DeckCheck(diags, reading)
            for job in rendering.rendered(check.jobs(reading)):   # read → check → render, question by question
                note = check.note(job)
                if note is not None:
                    target.add(note, check.deck_id)                  # → write
            if reading.read_again:   # a deck key for every note came after the questions
                target.rollback(mark)
                continue
            deck = reading.end()
            if deck is not None:
                check.end(deck)
        if deck is None or check is None:
            return None
        local = rendering.local
        record = DeckRecord(deck_id=identity.deck_id(deck.name), name=deck.name,
                            description=TextConverter(local.markdown, diags.error).block(deck.description),
                            media=local.media.files)
        return deck, record, check.spread
    finally:
        gc.collect(1)   # whatever the file left in cycles (see collected_per_file)


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
