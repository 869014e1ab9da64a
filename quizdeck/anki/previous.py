"""What the package that a build is about to replace held.

Used to keep unchanged notes' modification times (so Anki leaves them alone on
re-import), to give changed notes a newer time than before (so Anki updates
them), and to tell the user which questions disappeared and which decks were renamed.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import shutil
import sqlite3
import tempfile
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from html import unescape
from pathlib import Path
from typing import Any

from quizdeck.anki.notetype import FIELDS, NOTETYPE_ID


def note_digest(fields: list[str], tags: str) -> bytes:
    """What tells whether a note changed: its fields and its tags as stored."""
    return hashlib.sha1("\x1f".join(fields).encode("utf-8") + b"\x00" + tags.encode("utf-8")).digest()


@dataclass
class PreviousPackage:
    """What the package a build replaces held: its notes' GUIDs and digests."""

    path: Path
    notes: dict[str, tuple[int, bytes]] = field(default_factory=dict)   # GUID -> (mtime, digest): small
    deck_names: list[str] = field(default_factory=list)
    notetype: dict[str, Any] | None = None                                         # the model JSON
    #: the file is, byte for byte, a package this make_deck wrote (``html/packagetimes.py``): its
    #: notes can be copied into the next collection (``package.CollectionWriter.copy_notes``)
    ours: bool = False
    #: when ``ours``: GUID -> (the note's id, its cards), as the package's writer placed them
    rows: dict[str, tuple[int, int]] = field(default_factory=dict)

    def describe(self, guids: set[str]) -> list[tuple[str, str]]:
        """(Key field, start of the question) of these notes, as plain text, sorted."""
        found: list[tuple[str, str]] = []
        key_index, question_index = FIELDS.index("Key"), FIELDS.index("Question")
        with contextlib.suppress(*_UNREADABLE), _collection(self.path) as conn:
            for guid, flds in conn.execute("SELECT guid, flds FROM notes"):
                if guid in guids:
                    fields = flds.split("\x1f")
                    found.append((_plain(fields[key_index]), _plain(fields[question_index])[:200]))
        return sorted(found)


#: What reading a package that is not ours (or damaged) can raise: a NULL where a text
#: belongs (AttributeError) too.
_UNREADABLE = (OSError, zipfile.BadZipFile, KeyError, EOFError, zlib.error, sqlite3.Error, ValueError, TypeError,
               IndexError, AttributeError)
UNREADABLE = _UNREADABLE


def extract_collection(path: Path) -> str:
    """The package's collection, extracted into a temporary file (streamed: it can be big; its
    checksum checked by ``zipfile``): the caller deletes it. Raises one of ``_UNREADABLE``."""
    fd, tmp = tempfile.mkstemp(prefix="make_deck-previous-", suffix=".anki2")
    try:
        with os.fdopen(fd, "wb") as dst, zipfile.ZipFile(path) as zf, zf.open("collection.anki2") as src:
            shutil.copyfileobj(src, dst, 1 << 20)
    except BaseException:
        os.unlink(tmp)
        raise
    return tmp


@contextlib.contextmanager
def _collection(path: Path) -> Iterator[sqlite3.Connection]:
    """The package's collection, extracted into a temporary file."""
    tmp = extract_collection(path)
    try:
        conn = sqlite3.connect(tmp)
        try:
            yield conn
        finally:
            conn.close()
    finally:
        os.unlink(tmp)


#: The notes read: their GUID, time, and fields and tags as the collection stores them (bytes:
#: hashed as stored, never decoded; a collection in UTF-16, not ours, is read as text).
_NOTES_STORED = "SELECT guid, mod, CAST(flds AS BLOB), CAST(tags AS BLOB) FROM notes"
_NOTES_TEXT = "SELECT guid, mod, flds, tags FROM notes"


def read_previous(path: Path) -> PreviousPackage | None:
    """Read a package written earlier; None when there is none or it is not one of ours."""
    if not path.is_file():
        return None
    try:
        with _collection(path) as conn:
            prev = PreviousPackage(path)
            notes = prev.notes
            if conn.execute("PRAGMA encoding").fetchone()[0] == "UTF-8":
                separators = len(FIELDS) - 1
                sha1 = hashlib.sha1
                for guid, mod, flds, tags in conn.execute(_NOTES_STORED):
                    if flds.count(b"\x1f") == separators:   # note_digest of the stored text, without decoding it
                        notes[guid] = (int(mod), sha1(flds + b"\x00" + tags).digest())
            else:
                for guid, mod, flds, tags in conn.execute(_NOTES_TEXT):
                    fields = flds.split("\x1f")
                    if len(fields) == len(FIELDS):
                        notes[guid] = (int(mod), note_digest(fields, tags))
            decks_json, models_json = conn.execute("SELECT decks, models FROM col").fetchone()
            decks = json.loads(decks_json)
            prev.deck_names = sorted(d["name"] for d in decks.values() if d.get("name") != "Default")
            prev.notetype = json.loads(models_json).get(str(NOTETYPE_ID))
            return prev
    except _UNREADABLE:
        return None


def notetype_signature(model: dict[str, Any]) -> tuple[object, ...]:
    """What must match for the note type to count as unchanged."""
    return (
        model.get("name"),
        model.get("css"),
        tuple(f.get("name") for f in model.get("flds", [])),
        tuple((t.get("name"), t.get("qfmt"), t.get("afmt")) for t in model.get("tmpls", [])),
    )


@dataclass
class Changes:
    """How a new build relates to the package it replaces."""

    notetype_mtime: int | None = None
    removed: list[tuple[str, str]] = field(default_factory=list)   # (Key field, question text)
    renamed_from: list[str] = field(default_factory=list)          # deck names no longer built


def _plain(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


class Reconciler:
    """Gives each note of a new build its modification time against the previous package.

    An unchanged note keeps its old time, so Anki's "update if newer" leaves it
    alone; a changed one gets a time newer than before, even when the build time did
    not move (``SOURCE_DATE_EPOCH`` unchanged); a new one gets the build time.
    """

    def __init__(self, prev: PreviousPackage | None, stamp: int):
        self.prev = prev
        self.stamp = stamp
        self.guids: list[str] = []     # of the notes built so far, in order

    def mtime(self, guid: str, digest: bytes) -> int | None:
        """The note's modification time (``digest``: its :func:`note_digest`); None for the build time."""
        if self.prev is None:
            return None
        self.guids.append(guid)
        old = self.prev.notes.get(guid)
        if old is None:
            return None
        if old[1] == digest:
            return old[0]
        return max(self.stamp, old[0] + 1)

    def rollback(self, count: int) -> None:
        """Forget the notes after the first ``count`` (their deck is read again)."""
        del self.guids[count:]

    def changes(self, deck_names: list[str], current_notetype: tuple[object, ...]) -> Changes:
        """The note type's time, and what the previous package had that this build has not."""
        changes = Changes()
        prev = self.prev
        if prev is None:
            return changes
        if prev.notetype is not None:
            old_mtime = int(prev.notetype.get("mod", 0))
            if notetype_signature(prev.notetype) == current_notetype:
                changes.notetype_mtime = old_mtime
            else:
                changes.notetype_mtime = max(self.stamp, old_mtime + 1)
        gone = prev.notes.keys() - set(self.guids)
        if gone:
            changes.removed = prev.describe(gone)
        changes.renamed_from = [name for name in prev.deck_names if name not in deck_names
                                and not any(d.startswith(name + "::") for d in deck_names)]
        return changes
