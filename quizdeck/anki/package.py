"""Write Anki packages (.apkg): the collection as genanki would write it, then a reproducible zip.

The collection is genanki's (its schema, its note type and deck JSON, its rows), but the
notes and cards go in with one prepared statement per batch, not genanki's objects note
by note: the same statements in the same order, so the same bytes (``tests/test_package_writer.py``
compares both paths), at a fraction of the cost.

genanki stores zip entries uncompressed and stamped with the current time; here they
are deflated and stamped with the build time, in a fixed order, so the same input
and ``SOURCE_DATE_EPOCH`` give byte-identical packages that are several times smaller.
"""

from __future__ import annotations

import contextlib
import errno
import json
import operator
import os
import shutil
import sqlite3
import tempfile
import time
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

import genanki
from genanki.apkg_col import APKG_COL
from genanki.apkg_schema import APKG_SCHEMA

from quizdeck.anki import notetype
from quizdeck.anki.previous import notetype_signature
from quizdeck.core.atomicfile import write_atomic
from quizdeck.core.errors import FileError, UserError

#: zip cannot store times before 1980.
_ZIP_EPOCH = 315532800
#: zlib's fastest level: a third of level 6's time for 0.17 of the stored size instead of 0.13.
_DEFLATE_LEVEL = 1


@dataclass
class NoteRecord:
    """One note, ready to write."""

    guid: str
    fields: list[str]
    tags: list[str]
    mtime: int | None = None     # None: the package's build time

    @property
    def stored_tags(self) -> str:
        """The tags as the collection stores them (space-separated, spaces around)."""
        return " " + " ".join(self.tags) + " "


@dataclass
class DeckRecord:
    """One deck and its notes."""

    deck_id: int
    name: str
    description: str = ""
    notes: list[NoteRecord] = field(default_factory=list)
    media: dict[str, bytes] = field(default_factory=dict)   # name -> content


class _Model(genanki.Model):  # type: ignore[misc]  # genanki has no type information
    """A genanki model whose modification time can be pinned."""

    mtime: int | None = None

    def to_json(self, timestamp: float, deck_id: int | None) -> dict[str, Any]:
        model: dict[str, Any] = super().to_json(self.mtime if self.mtime is not None else timestamp, deck_id)
        return model


def build_time() -> int:
    """Seconds since the epoch: ``SOURCE_DATE_EPOCH`` when set (reproducible builds), else now."""
    value = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if value:
        try:
            return int(value)
        except ValueError:
            raise UserError(f"SOURCE_DATE_EPOCH must be a whole number of seconds, not {value!r}") from None
    return int(time.time())


def make_model(mtime: int | None = None) -> genanki.Model:
    """The note type as it is written into packages, its modification time pinned when given."""
    model = notetype.build_model(_Model)
    model.mtime = mtime
    return model


def notetype_now() -> tuple[object, ...]:
    """What tells whether the note type changed (``previous.notetype_signature``), of the one
    this make_deck writes, made from the templates as they are at the call (never kept across
    builds: a process that builds twice, a test or a library user, must see a changed template)."""
    return notetype_signature(make_model().to_json(0, None))


#: Notes added before they are written together (one ``executemany``).
_BATCH = 200


class _Ids:
    """Note and card ids, counting up from the build time (reproducible with
    ``SOURCE_DATE_EPOCH``); can be wound back when a deck is read again."""

    def __init__(self, start: int):
        self.next = start

    def __iter__(self) -> _Ids:
        return self

    def __next__(self) -> int:
        value = self.next
        self.next += 1
        return value


@contextlib.contextmanager
def _sqlite_errors() -> Iterator[None]:
    try:
        yield
    except sqlite3.Error as exc:  # a full temporary folder, a file size limit
        raise FileError(tempfile.gettempdir(), f"cannot build the collection in the temporary folder: {exc}",
                        errno.EIO) from exc


class _Rows:
    """How a note becomes rows, exactly as genanki's ``Note.write_to_db`` and ``Card.write_to_db``
    write it: the note (its id the next one), then one card per template whose required fields
    the note fills (genanki's ``Model._req``, in its order), each with the next id.

    The rows go through a view of the connection's own (TEMP: nothing of it reaches the
    collection file) whose trigger inserts the note, then its cards: one ``executemany`` per
    batch makes the same inserts in the same order as genanki's statement per row, so the
    collection's pages come out the same.
    """

    def __init__(self, model: genanki.Model):
        self.model_id = int(model.model_id)
        self.sort_index = int(model.sort_field_index)
        self.field_count = len(model.fields)
        #: (card ord, its required fields, all of them (else any)), in genanki's order
        self.req: list[tuple[int, tuple[int, ...], bool]] = [
            (int(ord_), tuple(int(i) for i in ords), op == "all") for ord_, op, ords in model._req]
        #: per card: a note's required fields as a tuple, and whether all must be filled (else any)
        self._needs = [(operator.itemgetter(*ords, ords[0]) if ords else (lambda _: ()), every)
                       for _, ords, every in self.req]
        cards = [f"card{k}" for k in range(len(self.req))]
        self.create_view = (f"CREATE TEMP VIEW note_rows (id, guid, mod, tags, flds, sfld, did, {', '.join(cards)}) "
                            f"AS SELECT {', '.join(['NULL'] * (7 + len(cards)))}")
        inserts = [f"INSERT INTO notes VALUES (NEW.id, NEW.guid, {self.model_id}, NEW.mod, -1, NEW.tags, NEW.flds, "
                   "NEW.sfld, 0, 0, '');"]
        inserts += [f"INSERT INTO cards SELECT NEW.{card}, NEW.id, NEW.did, {ord_}, NEW.mod, -1, 0, 0, 0, "
                    f"0, 0, 0, 0, 0, 0, 0, 0, '' WHERE NEW.{card} IS NOT NULL;"
                    for card, (ord_, _, _) in zip(cards, self.req, strict=True)]
        self.create_trigger = ("CREATE TEMP TRIGGER note_rows_insert INSTEAD OF INSERT ON note_rows BEGIN "
                               + " ".join(inserts) + " END")
        self.insert = f"INSERT INTO note_rows VALUES ({', '.join(['?'] * (7 + len(cards)))})"

    def copy_statement(self, source: str) -> str | None:
        """The statement that copies notes from the collection attached as ``source`` through the
        view, the notes of the plan (``temp.copy_plan``) in its order: each note's row as it is
        there (GUID, tags, fields; the sort field taken from the fields, as :meth:`rows` does),
        the plan's id and time, and its cards' ids moved as its own; None when the sort field is
        not the first (ours is)."""
        if self.sort_index != 0:
            return None
        cards = [f"(SELECT c.id - n.id + p.new FROM {source}.cards c WHERE c.nid = n.id AND c.ord = {ord_})"
                 for ord_, _, _ in self.req]
        return (f"INSERT INTO note_rows SELECT p.new, n.guid, p.mod, n.tags, n.flds, "
                f"substr(n.flds, 1, instr(n.flds, char(31)) - 1), ?, {', '.join(cards)} "
                f"FROM temp.copy_plan p JOIN {source}.notes n ON n.id = p.old ORDER BY p.seq")

    def prepare(self, conn: sqlite3.Connection) -> None:
        """Make the view and its trigger in a fresh connection (outside any transaction: the
        collection's own transactions stay the ones genanki would make)."""
        conn.execute(self.create_view)
        conn.execute(self.create_trigger)

    def rows(self, pending: list[tuple[NoteRecord, int]], ids: _Ids, timestamp: int) -> list[tuple[object, ...]]:
        """The view's rows of these notes, taking their ids from ``ids``."""
        rows: list[tuple[object, ...]] = []
        next_id = ids.next
        needs, sort_index, field_count = self._needs, self.sort_index, self.field_count
        for record, deck_id in pending:
            fields = record.fields
            if len(fields) != field_count:   # as genanki refuses it
                raise ValueError(f"a note needs {field_count} fields, not {len(fields)}")
            if " " in "".join(record.tags):
                tag = next(tag for tag in record.tags if " " in tag)
                raise ValueError(f"Tag {tag!r} contains a space")
            note_id = next_id
            next_id += 1
            cards: list[int | None] = []
            for required, every in needs:
                filled = all(required(fields)) if every else any(required(fields))
                if filled:
                    cards.append(next_id)
                    next_id += 1
                else:
                    cards.append(None)
            mod = record.mtime if record.mtime is not None else timestamp
            rows.append((note_id, record.guid, mod, record.stored_tags, "\x1f".join(fields), fields[sort_index],
                         deck_id, *cards))
        ids.next = next_id
        return rows


class _ColumnJson:
    """A JSON object of the ``col`` row as genanki's ``Deck.write_to_db`` leaves it after each deck
    (it reads the column, ``json.loads`` it, updates it, ``json.dumps`` it back), made without
    decoding and encoding the whole object again for every deck: each member is kept encoded.

    Like genanki's round trip, a key given as a number becomes a string on the next round, and
    a string key met twice keeps its first place and its last value.
    """

    def __init__(self, text: str):
        #: key -> the member as ``json.dumps`` writes it ('"key": value')
        self.members: dict[str | int, str] = {}
        self.numbers = False      # a key is a number (until the next round)
        for key, value in json.loads(text).items():
            self.update(key, json.dumps(value))

    def next_round(self) -> None:
        """What ``json.loads(json.dumps(...))`` makes of the object: every key a string."""
        if self.numbers:
            collapsed: dict[str | int, str] = {}
            for key, member in self.members.items():
                collapsed[str(key)] = member
            self.members, self.numbers = collapsed, False

    def update(self, key: str | int, encoded: str) -> None:
        """Set ``key`` to a value already encoded by ``json.dumps``."""
        self.numbers = self.numbers or not isinstance(key, str)
        self.members[key] = f"{json.dumps(str(key))}: {encoded}"

    def dumps(self) -> str:
        return "{" + ", ".join(self.members.values()) + "}"


class _ModelJson:
    """The note type's JSON as ``json.dumps(model.to_json(timestamp, deck_id))`` writes it, for
    deck after deck: encoded once, only the deck id differs."""

    _MARK = -7_777_777_777_777   # a deck id no deck has (the value is checked to occur once)

    def __init__(self, model: genanki.Model, timestamp: int):
        self.model, self.timestamp = model, timestamp
        text = json.dumps(model.to_json(timestamp, self._MARK))    # the first call also fills in genanki's defaults
        self.parts = text.split(f'"did": {self._MARK}')
        if len(self.parts) != 2:   # cannot happen with genanki's to_json; stay right anyway
            self.parts = []

    def dumps(self, deck_id: int) -> str:
        if not self.parts or type(deck_id) is not int:
            return json.dumps(self.model.to_json(self.timestamp, deck_id))
        return f'{self.parts[0]}"did": {deck_id}{self.parts[1]}'


class CollectionWriter:
    """A package's collection, written note by note into a temporary SQLite file.

    Notes go to disk in batches as they come, so a build's memory does not grow with
    the deck. The decks and the note type are written by :meth:`finish`; :meth:`close`
    deletes the file (also after a failure).
    """

    def __init__(self, timestamp: int):
        self.timestamp = timestamp
        self.model = make_model()
        self.decks: list[DeckRecord] = []
        self.notes = 0
        self._ids = _Ids(timestamp * 1000)
        self._rows = _Rows(self.model)
        self._rolled_back = False
        self._pending: list[tuple[NoteRecord, int]] = []
        self._conn: sqlite3.Connection | None = None
        self._cursor_: sqlite3.Cursor | None = None
        self._previous: str | None = None   # the copy statement, while a collection is attached
        self._attached: list[str] = []      # the files attached: deleted with the connection
        try:
            fd, self.path = tempfile.mkstemp(prefix="make_deck-", suffix=".anki2")
        except OSError as exc:   # a temporary folder that is full or not writable
            raise FileError.from_os_error(exc, tempfile.gettempdir()) from exc
        os.close(fd)
        try:
            with _sqlite_errors():
                self._cursor.executescript(APKG_SCHEMA)
                self._cursor.executescript(APKG_COL)
        except BaseException:
            self.close()
            raise

    @property
    def _cursor(self) -> sqlite3.Cursor:
        """The open collection's cursor; the file is opened again after :meth:`suspend`."""
        if self._conn is None or self._cursor_ is None:
            with _sqlite_errors():
                conn = sqlite3.connect(self.path)
                try:
                    conn.execute("PRAGMA journal_mode=OFF")
                    conn.execute("PRAGMA synchronous=OFF")
                    conn.execute("PRAGMA temp_store=MEMORY")   # the view of _Rows: no temporary file
                    self._rows.prepare(conn)
                except BaseException:
                    conn.close()
                    raise
                self._conn, self._cursor_ = conn, conn.cursor()
        return self._cursor_

    def _disconnect(self) -> None:
        """Close the collection's connection, its cursor first: a statement that fired the
        view's trigger keeps the file open after ``close`` while its cursor lives."""
        conn, cursor = self._conn, self._cursor_
        self._conn = self._cursor_ = None
        self._previous = None   # (attached to the connection only)
        if cursor is not None:
            cursor.close()
        if conn is not None:
            conn.close()
        for attached in self._attached:
            with contextlib.suppress(OSError):
                os.unlink(attached)
        self._attached.clear()

    def suspend(self) -> None:
        """Write what is pending and close the file (its page cache goes with it) until it
        is needed again: a build of 800 files must not hold 800 open collections."""
        if self._conn is None:
            return
        self._flush()
        with _sqlite_errors():
            self._conn.commit()
            self._disconnect()

    def add_note(self, record: NoteRecord, deck_id: int) -> None:
        """Write one note and its cards into the deck ``deck_id``: the one way into a package.

        ``record`` is final: its fields as the note type's fields (rendered HTML, in
        ``notetype.FIELDS``' order), its GUID, its tags (no spaces) and its modification
        time (None: the build time). Notes are written in batches, in the order added;
        note and card ids count up from the build time, so the same notes added in the
        same order give the same bytes, wherever they come from (a fresh render or a
        note row kept from an earlier build).
        """
        self._pending.append((record, deck_id))
        self.notes += 1
        if len(self._pending) >= _BATCH:
            self._flush()

    def _flush(self) -> None:
        if not self._pending:
            return
        cursor = self._cursor
        rows = self._rows.rows(self._pending, self._ids, self.timestamp)
        with _sqlite_errors():
            cursor.executemany(self._rows.insert, rows)
        self._pending.clear()

    def attach_previous(self, collection: str, known: dict[str, tuple[int, int]] | None = None
                        ) -> dict[str, tuple[int, int]] | None:
        """Attach an earlier collection written by this code (a temporary file: the writer deletes
        it once its connection is closed) to copy notes from with :meth:`copy_notes`. Returns the notes that
        can be copied: GUID -> (its id there, its cards), those whose cards have the ids and
        the order :meth:`rows` gives them (the note's id, then one more per card, in the note
        type's order); None when it cannot be attached now (notes were written in this
        connection: ATTACH would need a transaction of its own, and a commit changes the
        file's bytes) or read. ``known``: those notes as this writer wrote them into that very
        file (``html/packagetimes.py`` kept them): taken as they are, nothing read."""
        self._attached.append(collection)   # (deleted with the connection, or now)
        statement = self._rows.copy_statement("previous")
        cursor = self._cursor
        if self._pending or self._previous is not None or statement is None or self._conn is None \
                or self._conn.in_transaction:
            self._attached.remove(collection)
            os.unlink(collection)
            return None
        try:
            cursor.execute("ATTACH DATABASE ? AS previous", (collection,))
            self._previous = statement
            cursor.execute("CREATE TEMP TABLE IF NOT EXISTS copy_plan "
                           "(seq INTEGER PRIMARY KEY, old INTEGER, new INTEGER, mod INTEGER)")
            if known is not None:
                return dict(known)
            notes = cursor.execute("SELECT id, guid FROM previous.notes").fetchall()
            cards = cursor.execute("SELECT nid, ord, id FROM previous.cards ORDER BY nid, id").fetchall()
        except sqlite3.Error:
            return None
        rank = {ord_: k for k, (ord_, _, _) in enumerate(self._rows.req)}
        placed: dict[int, list[tuple[int, int]]] = {}   # note id -> (rank of its card's template, card id)
        for nid, ord_, card_id in cards:
            placed.setdefault(nid, []).append((rank.get(ord_, -1) if type(card_id) is int else -1, card_id))
        found: dict[str, tuple[int, int]] = {}
        seen: set[str] = set()
        twice: set[str] = set()
        for note_id, guid in notes:
            if guid in seen:
                twice.add(guid)
            seen.add(guid)
            if type(note_id) is not int or type(guid) is not str:
                continue
            own = placed.get(note_id, [])
            if [card_id for _, card_id in own] == list(range(note_id + 1, note_id + 1 + len(own))) \
                    and [r for r, _ in own] == sorted({r for r, _ in own if r >= 0}):
                found[guid] = (note_id, len(own))
        for guid in twice:
            found.pop(guid, None)
        return found

    def copy_notes(self, notes: list[tuple[int, int, int]], deck_id: int) -> None:
        """Write notes copied as they are from the collection attached by :meth:`attach_previous`,
        after the notes added so far, into the deck ``deck_id``: (its id there, its cards, its
        modification time) each, from what :meth:`attach_previous` returned. The rows are those
        :meth:`add_note` writes for the same note (the same statements, through the same view, in
        the same order), so the collection's bytes are the same."""
        assert self._previous is not None, "attach_previous first"
        self._flush()
        cursor = self._cursor
        plan = []
        next_id = self._ids.next
        for seq, (old, cards, mod) in enumerate(notes):
            plan.append((seq, old, next_id, mod))
            next_id += 1 + cards
        with _sqlite_errors():
            cursor.executemany("INSERT INTO temp.copy_plan VALUES (?, ?, ?, ?)", plan)
            cursor.execute(self._previous, (deck_id,))
            cursor.execute("DELETE FROM temp.copy_plan")
        self._ids.next = next_id
        self.notes += len(notes)

    def mark(self) -> tuple[int, int]:
        """Where the collection stands, for :meth:`rollback`."""
        self._flush()
        return self._ids.next, self.notes

    def rollback(self, mark: tuple[int, int]) -> None:
        """Remove every note and card written since ``mark``."""
        self._flush()
        first_id, self.notes = mark
        cursor = self._cursor
        with _sqlite_errors():
            cursor.execute("DELETE FROM cards WHERE id >= ?", (first_id,))
            cursor.execute("DELETE FROM notes WHERE id >= ?", (first_id,))
        self._ids.next = first_id
        self._rolled_back = True

    def add_deck(self, record: DeckRecord) -> None:
        """A deck of the package (its notes are written with :meth:`add_note`)."""
        self.decks.append(record)

    def _write_decks(self, cursor: sqlite3.Cursor) -> None:
        """The decks and the note type into the ``col`` row, as genanki's ``Deck.write_to_db``
        writes a deck without notes, deck after deck: the same two updates per deck, the
        same text in each (genanki decodes and encodes the whole JSON again per deck: 13 s
        for 800 decks)."""
        if not self.decks:
            return
        decks_text, models_text = cursor.execute("SELECT decks, models FROM col").fetchone()
        decks, models = _ColumnJson(decks_text), _ColumnJson(models_text)
        model = _ModelJson(self.model, self.timestamp)
        for record in self.decks:
            gdeck = genanki.Deck(record.deck_id, record.name, description=record.description)
            if not isinstance(gdeck.deck_id, int):
                raise TypeError(f"Deck .deck_id must be an integer, not {gdeck.deck_id}.")
            if not isinstance(gdeck.name, str):
                raise TypeError(f"Deck .name must be a string, not {gdeck.name}.")
            decks.next_round()
            decks.update(str(gdeck.deck_id), json.dumps(gdeck.to_json()))
            cursor.execute("UPDATE col SET decks = ?", (decks.dumps(),))
            models.next_round()
            models.update(self.model.model_id, model.dumps(gdeck.deck_id))
            cursor.execute("UPDATE col SET models = ?", (models.dumps(),))

    def finish(self, model_mtime: int | None = None) -> Path:
        """Write the decks and the note type; returns the finished collection's path."""
        self.model.mtime = model_mtime
        self._flush()
        cursor = self._cursor
        assert self._conn is not None
        with _sqlite_errors():
            self._write_decks(cursor)
            self._conn.commit()
            if self._rolled_back:  # leave no deleted notes behind in free pages
                self._conn.execute("VACUUM")
            self._disconnect()
        return Path(self.path)

    def close(self) -> None:
        """Delete the temporary collection."""
        self._disconnect()
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.path)


def _zip_info(name: str, timestamp: int) -> zipfile.ZipInfo:
    stamp = time.gmtime(max(timestamp, _ZIP_EPOCH))[:6]
    info = zipfile.ZipInfo(name, date_time=stamp)
    info.compress_type = zipfile.ZIP_DEFLATED
    # the level goes with each entry (ZipFile's own applies only to entries it names itself); typeshed
    # lacks the attribute, which 3.13 makes public as compress_level, keeping this name
    info._compresslevel = _DEFLATE_LEVEL  # type: ignore[attr-defined]
    info.create_system = 3  # unix, whatever the building machine is
    info.external_attr = 0o644 << 16
    return info


def write_package_to(handle: BinaryIO, collection: Path, media: dict[str, bytes], timestamp: int) -> int:
    """Write the package (a finished collection and its media) to an open binary file; returns
    the collection's CRC-32 (as the zip holds it)."""
    names = sorted(media)
    zf: zipfile.ZipFile | None = None
    try:
        # opened inside the try: a signal between opening and the first entry must let go of the file too
        zf = zipfile.ZipFile(handle, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=_DEFLATE_LEVEL)
        info = _zip_info("collection.anki2", timestamp)
        # streamed, never held in memory whole (hundreds of MiB for a large deck)
        with collection.open("rb") as src, zf.open(info, "w") as dst:
            shutil.copyfileobj(src, dst, 1 << 20)
        for index, name in enumerate(names):
            zf.writestr(_zip_info(str(index), timestamp), media[name])
        zf.writestr(_zip_info("media", timestamp),
                    json.dumps({str(i): name for i, name in enumerate(names)}, sort_keys=True))
        zf.close()
    except BaseException:
        # Interrupted (Ctrl-C) or failed mid-entry, zipfile still counts an entry as being
        # written and would refuse to close ("Can't close the ZIP file while there is an
        # open writing handle"), hiding the real exception. The file is thrown away: leave
        # it unfinished (ZipFile.close does nothing without a file): else, once the caller has
        # closed the file, the ZipFile's __del__ prints a traceback of a seek on a closed file.
        if zf is not None:
            zf.fp = None
        raise
    return int(info.CRC)


def write_package(dest: Path, writer: CollectionWriter, media: dict[str, bytes] | None = None,
                  model_mtime: int | None = None) -> int:
    """Finish ``writer``'s collection and write the .apkg atomically to ``dest``: the
    previous file stays intact on any failure. Returns the collection's CRC-32."""
    collection = writer.finish(model_mtime)
    crc: list[int] = []
    write_atomic(Path(dest), lambda handle: crc.append(write_package_to(handle, collection, media or {},
                                                                        writer.timestamp)))
    return crc[0]
