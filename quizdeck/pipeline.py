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
import hashlib
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Protocol

from quizdeck.anki.package import CollectionWriter, DeckRecord, NoteRecord, notetype_now
from quizdeck.anki.previous import (
    UNREADABLE,
    Reconciler,
    extract_collection,
    note_digest,
    notetype_signature,
    read_previous,
)
from quizdeck.core import identity
from quizdeck.core.command import command_name
from quizdeck.core.diagnostics import ERROR, WARNING, Diagnostic, Diagnostics, Pos
from quizdeck.core.gcpause import paused_gc
from quizdeck.core.paths import display_path
from quizdeck.core.rendercache import Store
from quizdeck.html.finished import PART_ITEMS, FinishedStore, Header, Item, Problem
from quizdeck.html.media import MAX_IMAGE_BYTES
from quizdeck.html.packagetimes import WrittenNotes, kept_previous
from quizdeck.html.render import (
    Job,
    QuestionRenderer,
    RenderCache,
    RenderQueue,
    TextConverter,
    WorkerPool,
    check_worker_count,
    uses_workers,
    worker_count,
)
from quizdeck.source import chunks
from quizdeck.source.chunks import Piece
from quizdeck.source.model import LETTERS, Deck, Question
from quizdeck.source.names import is_id
from quizdeck.source.reader import DEFAULT_MAX_BYTES, compose_item
from quizdeck.source.validate import DeckPass, ItemCheck, QuestionMemo, QuestionProblems, read_deck


def note_identity(deck: Deck, question: Question) -> tuple[str, str]:
    """A question's id (given, or implicit from its text) and its note's GUID."""
    qid = question.id or identity.implicit_id(question.question.markdown)
    return qid, identity.note_guid(deck.key, qid)


def question_job(deck: Deck, question: Question) -> Job:
    """A question to render into its note: the note's GUID and ``Key`` come from the deck's
    id and the question's."""
    qid, guid = note_identity(deck, question)
    return Job(question, guid, identity.note_key(deck.key, qid))


def note_tags(deck: Deck, question: Question) -> list[str]:
    """A question's note's tags: the deck's then the question's."""
    return list(dict.fromkeys([identity.deck_tag(deck.key), *deck.tags, *question.tags]))


def make_note(deck: Deck, job: Job) -> NoteRecord:
    """The note of a rendered question: its fields, and the deck's tags then the question's."""
    return NoteRecord(guid=job.guid, fields=job.fields, tags=note_tags(deck, job.question))


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


class Reading(Protocol):
    """What :class:`DeckCheck` takes its questions from: a pass over a file (``validate.DeckPass``),
    or items read alone (``validate.ItemCheck``)."""

    @property
    def deck(self) -> Deck | None: ...
    @property
    def problems(self) -> QuestionProblems: ...


class DeckCheck:
    """One pass over a file (see ``validate.read_deck``), question by question: checks what
    the validator cannot see in one question (two questions that would be one note), warns
    about what builds but hurts later, counts the correct answers' letters; makes each
    question that passes a job to render, and each rendered job its note. ``bench/phases.py``
    times its stages alone."""

    def __init__(self, diags: Diagnostics, reading: Reading):
        self.diags = diags
        self.reading = reading
        self.problems = reading.problems
        self.on_question: Callable[[Question, Job], None] | None = None   # each question that passes
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
            fixed = fixed_letter(q)
            if fixed >= 0:
                self.fixed_letters.add(fixed)
            else:
                self.fixed_letters = None
        if self.on_question is not None:
            self.on_question(q, job)
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
        deck_end(self.diags, deck, self.valid, self.fixed_letters)


def fixed_letter(q: Question) -> int:
    """The correct choice of an unshuffled question with a single answer; -1 for any other."""
    return q.answer[0] if not q.shuffle and not q.multi and q.answer else -1


def deck_end(diags: Diagnostics, deck: Deck, valid: int, letters: set[int] | None) -> None:
    """Warnings about a deck as a whole, once every question is read: ``valid`` questions,
    ``letters`` the correct letters of its unshuffled single answers (None: not all are)."""
    if valid >= 3 and letters is not None and len(letters) == 1:
        diags.warning(deck.pos, f"every correct answer in deck {deck.name!r} is "
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

    def __init__(self, dest: Path, stamp: int, store: Store | None = None,
                 notetype: tuple[object, ...] | None = None):
        """``store``: where what the package replaced held may have been kept when it was written
        (``html/packagetimes.py``), and where what this one holds is kept once written.
        ``notetype``: this build's ``notetype_now()``, made once for all its packages (made here when None)."""
        self.dest = dest
        self.notetype = notetype
        self.writer = CollectionWriter(stamp)
        self.store = store if store is not None and store.enabled else None
        prev = kept_previous(self.store, dest) if self.store is not None else None
        self.reconciler = Reconciler(prev if prev is not None else read_previous(dest), stamp)
        self.written = WrittenNotes() if self.store is not None else None
        self.decks: list[DeckRecord] = []
        #: when not None: GUID -> its note's digest, for each note added (``_Recorder``)
        self.digests: dict[str, bytes] | None = None
        self._copyable: dict[str, tuple[int, int]] | None = None
        self._copy_tried = False

    def mark(self) -> Mark:
        return self.writer.mark()

    def add(self, note: NoteRecord, deck_id: int) -> None:
        if self.reconciler.prev is None and self.written is None and self.digests is None:
            self.writer.add_note(note, deck_id)   # no one to tell its digest to (its time: the build's)
            return
        tags = note.stored_tags
        digest = note_digest(note.fields, tags)   # (once: the previous package's and the next build's)
        note.mtime = self.reconciler.mtime(note.guid, digest)
        self.writer.add_note(note, deck_id)
        if self.written is not None:
            self.written.add(note.guid, note.fields, digest, tags)
        if self.digests is not None:
            self.digests[note.guid] = digest

    def copyable(self, guid: str, digest: bytes) -> bool:
        """Whether the note ``guid`` whose digest (``previous.note_digest``) is ``digest`` is, as
        it is, in the package this one replaces, and can be copied from there by :meth:`copy`
        (the first call attaches that package's collection: only before any note is added)."""
        if not self._copy_tried:
            self._copy_tried = True
            self._copyable = self._attach()
        prev = self.reconciler.prev
        if self._copyable is None or prev is None or guid not in self._copyable:
            return False
        old = prev.notes.get(guid)
        return old is not None and old[1] == digest

    def _attach(self) -> dict[str, tuple[int, int]] | None:
        prev = self.reconciler.prev
        current = self.notetype if self.notetype is not None else notetype_now()
        if prev is None or not prev.ours or prev.notetype is None or self.writer.notes \
                or notetype_signature(prev.notetype) != current:
            return None
        try:
            collection = extract_collection(prev.path)
        except UNREADABLE:
            return None
        return self.writer.attach_previous(collection, prev.rows or None)

    def copy(self, notes: list[tuple[str, bytes, list[str]]], deck_id: int) -> None:
        """Notes found :meth:`copyable`, (GUID, digest, tags) each, copied from the package this one
        replaces: the same rows as :meth:`add` would write for them (unchanged, each keeps its time)."""
        prev, copyable = self.reconciler.prev, self._copyable
        assert prev is not None and copyable is not None
        rows = []
        for guid, digest, tags in notes:
            old_id, cards = copyable[guid]
            mtime = self.reconciler.mtime(guid, digest)
            assert mtime is not None
            rows.append((old_id, cards, mtime))
            if self.written is not None:
                self.written.add_copied(guid, digest, " " + " ".join(tags) + " ")
            if self.digests is not None:
                self.digests[guid] = digest
        self.writer.copy_notes(rows, deck_id)

    def rollback(self, mark: Mark) -> None:
        self.writer.rollback(mark)
        self.reconciler.rollback(self.writer.notes)
        if self.written is not None:
            self.written.rollback(self.writer.notes)

    def keep_written(self, crc: int | None = None) -> None:
        """Once the package is written (its collection not yet deleted; ``crc``: the collection's
        CRC-32, as written): keep what it holds for the next build."""
        if self.store is not None and self.written is not None:
            self.written.keep(self.store, self.dest, self.writer.path, crc)


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
    there are not rendered again; a file whose items were all seen before, finished, is put
    together from them: see :class:`Reuse`). None when the file cannot be read at all.
    ``bench/phases.py`` times it, and its stages one by one."""
    reusing = store is not None and store.enabled and cache is None
    if reusing:
        assert store is not None
        reused = Reuse(path, diags, target, checking, max_bytes, max_image_bytes, store).run()
        if reused is not None:
            if tick is not None:
                tick(file_size(path))
            return reused
    if pool is not None and not uses_workers(file_size(path)):
        pool = None   # a small file renders here: the workers' pipeline would only empty at its end
    rendering = RenderQueue(path.parent, pool, cache.render if cache else None, checking, max_image_bytes, store)
    recorder = _Recorder(path, rendering, max_image_bytes) if reusing and rendering.stored is not None else None
    if recorder is not None and isinstance(target, PackageOutput):
        target.digests = recorder.digests
    where = display_path(path)
    errors_before = diags.counts[(where, ERROR)]
    deck = check = None
    try:
        for reading in read_deck(path, diags, max_bytes, tick, cache.questions if cache else None):
            mark = target.mark()
            check = DeckCheck(diags, reading)
            if recorder is not None:
                recorder.start(reading, check)
            for job in rendering.rendered(check.jobs(reading)):   # read → check → render, question by question
                note = check.note(job)
                if note is not None:
                    target.add(note, check.deck_id)                  # → write
            if reading.read_again:   # a deck key for every note came after the questions
                target.rollback(mark)
                recorder = None
                if isinstance(target, PackageOutput):
                    target.digests = None
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
        if recorder is not None and diags.counts[(where, ERROR)] == errors_before:
            recorder.finish(deck)
        return deck, record, check.spread
    finally:
        if isinstance(target, PackageOutput):
            target.digests = None
        gc.collect(1)   # whatever the file left in cycles (see collected_per_file)


#: Bytes read of a file to find its header (a header longer than this: the file is read the full way).
_HEADER_BYTES = 1 << 16
#: Items of a file not seen before (or changed) that are read alone; with more, the file is
#: read the full way (an edit of the header's deck keys, a new renderer: every item is new).
MAX_NEW_ITEMS = 200


class _NotNow(Exception):
    """The file cannot be put together from finished items: read it the full way."""


class Reuse:
    """A file put together from its items finished in earlier runs (``html/finished.py``),
    reading alone only those not seen before; the result is the full way's, byte for byte:
    the same notes in the same order, the same problems at the same places in the same order,
    the same deck. :meth:`run` says None whenever that cannot be made sure (the text cannot be
    cut into items, the header was not seen, an item has a problem that is not a warning, ids
    or notes repeat, too many items are new...): the caller then reads the file the full way."""

    def __init__(self, path: Path, diags: Diagnostics, target: NoteTarget, checking: bool, max_bytes: int,
                 max_image_bytes: int, store: Store):
        self.path, self.diags, self.target, self.checking = path, diags, target, checking
        self.max_bytes, self.max_image_bytes, self.store = max_bytes, max_image_bytes, store
        self.where = display_path(path)
        self.finished = FinishedStore(store, path, self.where, checking, max_image_bytes)
        self.data = b""
        self.items: list[Item] = []
        self.fresh: dict[int, Job] = {}   # item index -> its job, rendered here (new items)
        self.changed: set[int] = set()   # items (indexes) not as loaded: new, or their note's digest found
        self.copies: list[bool] = []   # per item: its note is copied from the package replaced
        self.reader: ItemCheck | None = None

    def run(self) -> tuple[Deck, DeckRecord, Counter[str]] | None:
        try:
            plan = self._plan()
        except _NotNow:
            return None
        deck, pieces, keys = plan
        try:
            problems, spread, letters = self._check(deck, pieces, keys)
        except (_NotNow, TypeError, ValueError, KeyError, IndexError):   # (an entry of another make_deck)
            return None
        mark = self.target.mark()
        try:
            self._write(deck, pieces)
        except _NotNow:   # pragma: no cover - the store changed under us, or the images did
            self.target.rollback(mark)
            return None
        deck.count = len(pieces)
        deck_end(self.diags, deck, len(pieces), letters)
        self.diags.merge(problems)
        local = self.rendering.local
        record = DeckRecord(deck_id=identity.deck_id(deck.name), name=deck.name,
                            description=TextConverter(local.markdown, self.diags.error).block(deck.description),
                            media=local.media.files)
        changed = self.changed | self.fresh.keys()
        if changed:
            for index, (piece, item) in enumerate(zip(pieces, self.items, strict=True)):
                if (item.number, item.line) != (index + 1, piece.line):
                    item.number, item.line = index + 1, piece.line
                    changed.add(index)
            self.finished.keep(self.key, self.header, [(k, item) for k, item in zip(keys, self.items, strict=True)
                                                      if item.render or self.checking],
                               {keys[i] for i in changed})
        return deck, record, spread

    def _plan(self) -> tuple[Deck, list[Piece], list[str]]:
        """The file's text cut, its header's deck, its items' keys."""
        size = file_size(self.path)
        if not size or size > self.max_bytes:
            raise _NotNow
        try:
            with self.path.open("rb") as file:
                start = file.read(_HEADER_BYTES)
                head = chunks.header(start)   # the header alone first: not seen, the file is read the full way
                if head is None:
                    raise _NotNow
                key = self.finished.header_key(start[:head[0]])
                loaded = self.finished.load(key)
                if loaded is None:
                    raise _NotNow
                self.data = start + file.read()
        except OSError:
            raise _NotNow from None
        if len(self.data) > self.max_bytes:
            raise _NotNow
        parts = chunks.cut(self.data)
        if parts is None or self.finished.header_key(parts.header) != key:
            raise _NotNow
        self.key = key
        self.header, self.known = loaded
        self.rendering = RenderQueue(self.path.parent, None, None, self.checking, self.max_image_bytes, self.store)
        stored = self.rendering.stored
        assert stored is not None, "a store that is enabled"
        stored.keys = {}
        self.stored = stored
        keys = self.finished.item_keys(self.header.deck, self.data, parts.pieces)
        return self.header.deck, parts.pieces, keys

    def _check(self, deck: Deck, pieces: list[Piece], keys: list[str]
               ) -> tuple[Diagnostics, Counter[str], set[int] | None]:
        """Every item found or read alone, checked across the file; the file's problems in the
        order the full way reports them (not yet reported)."""
        found = self.known
        items = self.items
        output = self.target if isinstance(self.target, PackageOutput) else None
        copyable = {key for key, item in found.items() if output is not None and item.digest and not item.images
                    and output.copyable(item.guid, item.digest)}
        if not self.checking:   # items whose fields the render cache no longer has (dropped) are new
            renders = [item.render for key, item in found.items() if key not in copyable]
            kept = self.store.has_many(renders)
            if len(renders) - len(kept) > MAX_NEW_ITEMS:
                raise _NotNow
        for index, (piece, key) in enumerate(zip(pieces, keys, strict=True)):
            item = found.get(key)
            number = index + 1
            copy = key in copyable
            if item is None or (item.numbered and item.number != number) \
                    or (not self.checking and not copy and item.render not in kept) \
                    or not self.finished.images_as_now(item, self.stored):
                if len(self.fresh) >= MAX_NEW_ITEMS:
                    raise _NotNow
                item = self._read_alone(deck, piece, number)
                copy = False
            items.append(item)
            self.copies.append(copy)
        ids = [item.id for item in items if item.id is not None]
        if len(set(ids)) != len(ids) or len({item.guid for item in items}) != len(items):
            raise _NotNow   # an id or a note twice: the full way says where
        spread = Counter(letter for item in items for letter in item.letters)
        fixed = {item.fixed for item in items}
        letters: set[int] | None = None if -1 in fixed else fixed
        problems = Diagnostics()
        where = self.where
        for severity, line, col, message, hint in self.header.before:
            problems.add(Diagnostic(Pos(where, line, col), message, severity, hint))
        for piece, item in zip(pieces, items, strict=True):
            for severity, line, col, message, hint in item.problems:
                problems.add(Diagnostic(Pos(where, piece.line + 1 + line, col), message, severity, hint))
        for severity, line, col, message, hint in self.header.after:
            problems.add(Diagnostic(Pos(where, line, col), message, severity, hint))
        if problems.count(ERROR):   # pragma: no cover - only clean items and headers are kept
            raise _NotNow
        return problems, spread, letters

    def _read_alone(self, deck: Deck, piece: Piece, number: int) -> Item:
        """An item not seen before, read alone, checked and rendered as the full way would."""
        job = self._job_alone(deck, piece, number)
        keys = self.stored.keys or {}
        render, images = keys.get(job.guid, (b"", {}))
        assert self.reader is not None
        log, self.reader.log[:] = list(self.reader.log), []
        problems = []
        end = piece.line + self.data.count(b"\n", piece.start, piece.end) + 1   # (1-based, at most)
        for severity, pos, message, hint in log:
            if severity != WARNING or pos.path != self.where or not piece.line < pos.line <= end:
                raise _NotNow
            problems.append((severity, pos.line - 1 - piece.line, pos.col, message, hint))
        q = job.question
        self.fresh[len(self.items)] = job
        return Item(number=number, numbered=q.id is None, line=piece.line, id=q.id, guid=job.guid,
                    letters=q.answer_letters, fixed=fixed_letter(q), tags=note_tags(deck, q), render=render,
                    images=images, problems=problems)

    def _job_alone(self, deck: Deck, piece: Piece, number: int) -> Job:
        """An item's text parsed alone, validated, checked and rendered; _NotNow on any error."""
        try:
            text = "\n" * piece.line + self.data[piece.start:piece.end].decode("utf-8")
        except UnicodeDecodeError:
            raise _NotNow from None
        node = compose_item(text)
        if node is None or node.start_mark.line < piece.line:
            raise _NotNow
        if self.reader is None:
            self.reader = ItemCheck(self.where, deck)
        q = self.reader.question(node, number)
        if q is None:
            raise _NotNow
        job = DeckCheck(Diagnostics(), self.reader).question(q)
        if job is None:
            raise _NotNow
        rendered = list(self.rendering.rendered([job]))
        if len(rendered) != 1 or rendered[0].errors:
            raise _NotNow
        return rendered[0]

    def _write(self, deck: Deck, pieces: list[Piece]) -> None:
        """Every item's note to the target, in order: copied from the package replaced where it
        is there as it would be written (``PackageOutput.copy``), else its fields from the
        render cache. Items whose note's digest was not known get it (kept by :meth:`run`)."""
        if isinstance(self.target, Discard):
            return
        deck_id = identity.deck_id(deck.name)
        items, store, media = self.items, self.stored.store, self.rendering.local.media.files
        output = self.target if isinstance(self.target, PackageOutput) else None
        copied = self.copies
        copies: list[tuple[str, bytes, list[str]]] = []   # the run of notes to copy, not yet written
        if output is not None and any(copied) and self.store.stale(self.key):
            store.touch(item.render for item, copy in zip(items, copied, strict=True) if copy and item.render)
        for at in range(0, len(items), 512):
            batch = range(at, min(at + 512, len(items)))
            found = store.get_many([items[i].render for i in batch
                                    if i not in self.fresh and not copied[i] and items[i].render])
            for i in batch:
                item = items[i]
                if copied[i]:
                    copies.append((item.guid, item.digest, item.tags))
                    continue
                if copies:
                    assert output is not None
                    output.copy(copies, deck_id)
                    copies.clear()
                job = self.fresh.get(i)
                if job is not None:
                    fields = job.fields
                else:
                    result = found.get(item.render) if item.render else None
                    if result is None:
                        fields = self._job_alone(deck, pieces[i], i + 1).fields
                    else:
                        fields = result.fields   # (a list of its own: get_many makes it)
                        if result.media:
                            media.update(result.media)
                note = NoteRecord(guid=item.guid, fields=fields, tags=list(item.tags))
                self.target.add(note, deck_id)
                if output is not None and (job is not None or not item.digest):
                    digest = note_digest(fields, note.stored_tags)
                    if digest != item.digest:
                        self.changed.add(i)
                    item.digest = digest
        if copies:
            assert output is not None
            output.copy(copies, deck_id)


class _Recorder:
    """Keeps what a full read of a file made of its header and of each item (``html/finished.py``),
    once the file is read without an error, when its text cuts into the items the parser found."""

    def __init__(self, path: Path, rendering: RenderQueue, max_image_bytes: int):
        self.path = path
        self.where = display_path(path)
        stored = rendering.stored
        assert stored is not None
        stored.keys = {}
        self.stored = stored
        self.finished = FinishedStore(stored.store, path, self.where, stored.checking, max_image_bytes)
        self.hasher = hashlib.blake2b(digest_size=32)
        #: per question: (line, number, id, GUID, tags, its correct letters, fixed_letter, log end);
        #: not the question itself, and the tags and letters shared by the questions that have the
        #: same (a few words of memory a question)
        self.seen: list[tuple[int, int, str | None, str, tuple[str, ...], tuple[str, ...], int, int]] = []
        self.shared: dict[tuple[str, ...], tuple[str, ...]] = {}
        self.log: list[tuple[str, Pos, str, str | None]] = []
        self.reading: DeckPass | None = None
        self.digests: dict[str, bytes] = {}   # GUID -> its note's digest, when the target is a package
        self.done = 0                      # problems of the log placed so far (finish)
        self.before: list[Problem] = []    # those before the first item

    def start(self, reading: DeckPass, check: DeckCheck) -> None:
        self.reading = reading
        self.log = reading.log_problems()
        reading.on_data = self.hasher.update

        shared = self.shared

        def seen(q: Question, job: Job) -> None:
            tags, letters = tuple(note_tags(check.deck, q)), tuple(q.answer_letters)
            self.seen.append((q.pos.line, q.number, q.id, job.guid, shared.setdefault(tags, tags),
                              shared.setdefault(letters, letters), fixed_letter(q), len(self.log)))
        check.on_question = seen

    def finish(self, deck: Deck) -> None:
        """Keep the file's header and items, when the text cuts into exactly the items read."""
        reading = self.reading
        if reading is None or reading.entangled or not self.seen or len(self.seen) != deck.count:
            return
        try:
            data = self.path.read_bytes()
        except OSError:
            return
        if hashlib.blake2b(data, digest_size=32).digest() != self.hasher.digest():
            return   # the file changed while it was read
        parts = chunks.cut(data)
        if parts is None or len(parts.pieces) != len(self.seen):
            return
        try:
            keys = self.finished.keep_items(self._items(deck, data, parts.pieces))
        except _NotNow:
            return   # (the parts written are never read: the cache drops them in time)
        after: list[Problem] = []
        first = parts.pieces[0].line
        for severity, pos, message, hint in self.log[self.done:]:
            if severity != WARNING or pos.path != self.where or pos.line > first:
                return
            after.append((severity, pos.line, pos.col, message, hint))
        self.finished.keep_header(self.finished.header_key(parts.header),
                                  Header(deck, self.before, after, keys))

    def _items(self, deck: Deck, data: bytes, pieces: list[Piece]) -> Iterator[tuple[str, Item]]:
        """Each item as kept, made as it is written (not all at once); _NotNow when a problem is
        not where an item can carry it."""
        first = pieces[0].line
        keys = self.stored.keys or {}
        ends = [p.line for p in pieces[1:]] + [data.count(b"\n") + 1]
        for at in range(0, len(pieces), PART_ITEMS):
            part = pieces[at:at + PART_ITEMS]
            item_keys = self.finished.item_keys(deck, data, part)
            for index, (piece, end, item_key) in enumerate(zip(part, ends[at:at + PART_ITEMS], item_keys,
                                                               strict=True), at):
                line, number, qid, guid, tags, letters, fixed, log_end = self.seen[index]
                if not piece.line < line <= end:
                    raise _NotNow
                problems: list[Problem] = []
                for severity, pos, message, hint in self.log[self.done:log_end]:
                    if severity != WARNING or pos.path != self.where:
                        raise _NotNow
                    if piece.line < pos.line <= end:
                        problems.append((severity, pos.line - 1 - piece.line, pos.col, message, hint))
                    elif index == 0 and not problems and pos.line <= first:
                        self.before.append((severity, pos.line, pos.col, message, hint))
                    else:
                        raise _NotNow
                self.done = log_end
                render, images = keys.pop(guid, (b"", {}))
                if not render and not self.stored.checking:
                    continue   # its fields were not kept: read it again next time
                yield item_key, Item(number=number, numbered=qid is None, line=piece.line, id=qid, guid=guid,
                                     letters=list(letters), fixed=fixed, tags=list(tags), render=render,
                                     images=images, problems=problems, digest=self.digests.pop(guid, b""))


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
def render_pool(paths: list[Path], checking: bool = False) -> Iterator[WorkerPool | None]:
    """Render workers for these files when they pay off (see ``render.worker_count``; ``checking``:
    ``render.check_worker_count``), stopped on exit."""
    workers = check_worker_count() if checking else worker_count(max(map(file_size, paths), default=0))
    if not workers:
        yield None
        return
    pool = WorkerPool(workers)
    try:
        yield pool
    finally:
        pool.close()
