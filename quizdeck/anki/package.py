"""Write Anki packages (.apkg): genanki builds the collection, we write a reproducible zip.

genanki stores zip entries uncompressed and stamped with the current time; here they
are deflated and stamped with the build time, in a fixed order, so the same input
and ``SOURCE_DATE_EPOCH`` give byte-identical packages that are several times smaller.
"""

from __future__ import annotations

import contextlib
import errno
import json
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
from quizdeck.core.atomicfile import write_atomic
from quizdeck.core.errors import FileError, UserError

#: zip cannot store times before 1980.
_ZIP_EPOCH = 315532800


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


class _Note(genanki.Note):  # type: ignore[misc]  # genanki has no type information: its classes are Any
    """A genanki note that carries its own modification time and skips genanki's HTML lint
    (our field HTML is generated and sanitised)."""

    def __init__(self, model: genanki.Model, record: NoteRecord):
        super().__init__(model=model, fields=record.fields, tags=record.tags, guid=record.guid)
        self._mtime = record.mtime

    def _check_invalid_html_tags_in_fields(self) -> None:
        pass

    def write_to_db(self, cursor: sqlite3.Cursor, timestamp: float, deck_id: int, id_gen: _Ids) -> None:
        super().write_to_db(cursor, self._mtime if self._mtime is not None else timestamp, deck_id, id_gen)


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


#: Notes rendered before they are written together.
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


class CollectionWriter:
    """A package's collection, written by genanki note by note into a temporary SQLite file.

    Notes go to disk as they come, so a build's memory does not grow with the deck.
    The decks and the note type are written by :meth:`finish`; :meth:`close` deletes
    the file (also after a failure).
    """

    def __init__(self, timestamp: int):
        self.timestamp = timestamp
        self.model = make_model()
        self.decks: list[DeckRecord] = []
        self.notes = 0
        self._ids = _Ids(timestamp * 1000)
        self._rolled_back = False
        self._pending: list[tuple[NoteRecord, int]] = []
        self._conn: sqlite3.Connection | None = None
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
        if self._conn is None:
            with _sqlite_errors():
                self._conn = sqlite3.connect(self.path)
                self._conn.execute("PRAGMA journal_mode=OFF")
                self._conn.execute("PRAGMA synchronous=OFF")
                self._cursor_ = self._conn.cursor()
        return self._cursor_

    def suspend(self) -> None:
        """Write what is pending and close the file (its page cache goes with it) until it
        is needed again: a build of 800 files must not hold 800 open collections."""
        if self._conn is None:
            return
        self._flush()
        with _sqlite_errors():
            self._conn.commit()
            self._conn.close()
        self._conn = None

    def add_note(self, record: NoteRecord, deck_id: int) -> None:
        """Write one note and its cards into the deck ``deck_id`` (in batches: inserting
        between renderings, one at a time, took twice as long)."""
        self._pending.append((record, deck_id))
        self.notes += 1
        if len(self._pending) >= _BATCH:
            self._flush()

    def _flush(self) -> None:
        if not self._pending:
            return
        cursor = self._cursor
        with _sqlite_errors():
            for record, deck_id in self._pending:
                _Note(self.model, record).write_to_db(cursor, self.timestamp, deck_id, self._ids)
        self._pending.clear()

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

    def finish(self, model_mtime: int | None = None) -> Path:
        """Write the decks and the note type; returns the finished collection's path."""
        self.model.mtime = model_mtime
        self._flush()
        cursor = self._cursor
        assert self._conn is not None
        with _sqlite_errors():
            for record in self.decks:
                gdeck = genanki.Deck(record.deck_id, record.name, description=record.description)
                gdeck.add_model(self.model)
                gdeck.write_to_db(cursor, self.timestamp, self._ids)   # no notes: decks and models only
            self._conn.commit()
            if self._rolled_back:  # leave no deleted notes behind in free pages
                self._conn.execute("VACUUM")
            self._conn.close()
        self._conn = None
        return Path(self.path)

    def close(self) -> None:
        """Delete the temporary collection."""
        conn = getattr(self, "_conn", None)
        if conn is not None:
            conn.close()
            self._conn = None
        with contextlib.suppress(FileNotFoundError):
            os.unlink(self.path)


def _zip_info(name: str, timestamp: int) -> zipfile.ZipInfo:
    stamp = time.gmtime(max(timestamp, _ZIP_EPOCH))[:6]
    info = zipfile.ZipInfo(name, date_time=stamp)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.create_system = 3  # unix, whatever the building machine is
    info.external_attr = 0o644 << 16
    return info


def write_package_to(handle: BinaryIO, collection: Path, media: dict[str, bytes], timestamp: int) -> None:
    """Write the package (a finished collection and its media) to an open binary file."""
    names = sorted(media)
    zf = zipfile.ZipFile(handle, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=6)
    try:
        # streamed, never held in memory whole (hundreds of MiB for a large deck)
        with collection.open("rb") as src, zf.open(_zip_info("collection.anki2", timestamp), "w") as dst:
            shutil.copyfileobj(src, dst, 1 << 20)
        for index, name in enumerate(names):
            zf.writestr(_zip_info(str(index), timestamp), media[name])
        zf.writestr(_zip_info("media", timestamp),
                    json.dumps({str(i): name for i, name in enumerate(names)}, sort_keys=True))
    except BaseException:
        # Interrupted (Ctrl-C) or failed mid-entry, zipfile still counts an entry as being
        # written and would refuse to close ("Can't close the ZIP file while there is an
        # open writing handle"), hiding the real exception. The file is thrown away: leave
        # it unfinished (ZipFile.close does nothing without a file).
        zf.fp = None
        raise
    zf.close()


def write_package(dest: Path, writer: CollectionWriter, media: dict[str, bytes] | None = None,
                  model_mtime: int | None = None) -> None:
    """Finish ``writer``'s collection and write the .apkg atomically to ``dest``: the
    previous file stays intact on any failure."""
    collection = writer.finish(model_mtime)
    write_atomic(Path(dest), lambda handle: write_package_to(handle, collection, media or {}, writer.timestamp))
