"""Write Anki packages (.apkg): genanki builds the collection, we write a reproducible zip.

genanki stores zip entries uncompressed and stamped with the current time; here they
are deflated and stamped with the build time, in a fixed order, so the same input
and ``SOURCE_DATE_EPOCH`` give byte-identical packages that are several times smaller.
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import json
import os
import shutil
import sqlite3
import tempfile
import time
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, Iterator

import genanki

from . import notetype
from .atomicfile import write_atomic

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


class _Note(genanki.Note):
    """A genanki note that carries its own modification time and skips genanki's HTML lint
    (our field HTML is generated and sanitised)."""

    def __init__(self, model: genanki.Model, record: NoteRecord):
        super().__init__(model=model, fields=record.fields, tags=record.tags, guid=record.guid)
        self._mtime = record.mtime

    def _check_invalid_html_tags_in_fields(self) -> None:
        pass

    def write_to_db(self, cursor, timestamp, deck_id, id_gen):  # type: ignore[override]
        return super().write_to_db(cursor, self._mtime if self._mtime is not None else timestamp, deck_id, id_gen)


class _Model(genanki.Model):
    """A genanki model whose modification time can be pinned."""

    mtime: int | None = None

    def to_json(self, timestamp, deck_id):  # type: ignore[override]
        return super().to_json(self.mtime if self.mtime is not None else timestamp, deck_id)


def build_time() -> int:
    """Seconds since the epoch: ``SOURCE_DATE_EPOCH`` when set (reproducible builds), else now."""
    value = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if value:
        try:
            return int(value)
        except ValueError:
            raise ValueError(f"SOURCE_DATE_EPOCH must be a whole number of seconds, not {value!r}") from None
    return int(time.time())


def make_model(mtime: int | None = None) -> genanki.Model:
    """The note type as it is written into packages, its modification time pinned when given."""
    model = notetype.build_model(_Model)
    model.mtime = mtime
    return model


@contextlib.contextmanager
def _collection_file(decks: list[DeckRecord], timestamp: int, model_mtime: int | None) -> Iterator[Path]:
    """The package's collection, written by genanki into a temporary SQLite file."""
    model = make_model(model_mtime)
    fd, db_path = tempfile.mkstemp(prefix="make_deck-", suffix=".anki2")
    os.close(fd)
    try:
        try:
            _write_collection(db_path, model, decks, timestamp)
        except sqlite3.Error as exc:  # a full temporary folder, a file size limit
            raise OSError(errno.EIO, f"cannot build the collection in the temporary folder: {exc}",
                          tempfile.gettempdir()) from exc
        yield Path(db_path)
    finally:
        os.unlink(db_path)


def _write_collection(db_path: str, model: genanki.Model, decks: list[DeckRecord], timestamp: int) -> None:
    """genanki writes the decks, the note type and the notes into an SQLite file."""
    conn = sqlite3.connect(db_path)
    try:
        conn.execute("PRAGMA journal_mode=OFF")
        conn.execute("PRAGMA synchronous=OFF")
        gdecks = []
        for record in decks:
            gdeck = genanki.Deck(record.deck_id, record.name, description=record.description)
            gdeck.add_model(model)
            for note in record.notes:
                gdeck.add_note(_Note(model, note))
            gdecks.append(gdeck)
        # Note and card ids count up from the build time: reproducible with SOURCE_DATE_EPOCH.
        genanki.Package(gdecks).write_to_db(conn.cursor(), timestamp, itertools.count(timestamp * 1000))
        conn.commit()
    finally:
        conn.close()


def _zip_info(name: str, timestamp: int) -> zipfile.ZipInfo:
    stamp = time.gmtime(max(timestamp, _ZIP_EPOCH))[:6]
    info = zipfile.ZipInfo(name, date_time=stamp)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.create_system = 3  # unix, whatever the building machine is
    info.external_attr = 0o644 << 16
    return info


def write_package_to(handle: BinaryIO, decks: list[DeckRecord], media: dict[str, bytes],
                     timestamp: int, model_mtime: int | None = None) -> None:
    """Write the package to an open binary file."""
    names = sorted(media)
    with zipfile.ZipFile(handle, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
        with _collection_file(decks, timestamp, model_mtime) as collection:
            # streamed, never held in memory whole (hundreds of MiB for a large deck)
            with collection.open("rb") as src, zf.open(_zip_info("collection.anki2", timestamp), "w") as dst:
                shutil.copyfileobj(src, dst, 1 << 20)
        for index, name in enumerate(names):
            zf.writestr(_zip_info(str(index), timestamp), media[name])
        zf.writestr(_zip_info("media", timestamp),
                    json.dumps({str(i): name for i, name in enumerate(names)}, sort_keys=True))


def write_package(dest: Path, decks: list[DeckRecord], media: dict[str, bytes] | None = None,
                  timestamp: int | None = None, model_mtime: int | None = None) -> None:
    """Write an .apkg atomically to ``dest``: the previous file stays intact on any failure."""
    stamp = build_time() if timestamp is None else timestamp
    write_atomic(Path(dest), lambda handle: write_package_to(handle, decks, media or {}, stamp, model_mtime))
