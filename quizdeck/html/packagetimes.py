"""What a package a build wrote holds for the next build (``anki/previous.py``), kept in the store.

Every rebuild reads the package it replaces, for its notes' modification times and digests:
unzipping and reading the whole collection costs a good part of a rebuild that reuses finished
questions. After writing a package, the build keeps here exactly what ``previous.read_previous``
would read from it (each note's GUID, time and digest, the deck names, the note type), under the
package's path; the next build takes it instead of reading the package when the file there is,
byte for byte, the one that was written (size, time and a digest of its bytes; the digest read
back right after writing, and the collection inside it checked to be the one just written).
Anything else (no entry, another file, a damaged entry) reads the package as before.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import zipfile
import zlib
from pathlib import Path

from quizdeck.anki.notetype import FIELDS, NOTETYPE_ID
from quizdeck.anki.previous import PreviousPackage
from quizdeck.core.rendercache import Rendered, Store

FORMAT = "package-times-2"


def _key(dest: Path) -> bytes:
    return hashlib.blake2b(json.dumps([FORMAT, os.path.realpath(dest)]).encode("utf-8", "surrogatepass"),
                           digest_size=32).digest()


def _identity(dest: Path) -> tuple[int, int, str] | None:
    """The package file's size, time and digest; None when it cannot be read."""
    try:
        before = os.stat(dest)
        data = dest.read_bytes()
        after = os.stat(dest)
    except OSError:
        return None
    if (before.st_size, before.st_mtime_ns, before.st_ino) != (after.st_size, after.st_mtime_ns, after.st_ino) \
            or len(data) != after.st_size:
        return None
    return after.st_size, after.st_mtime_ns, hashlib.blake2b(data, digest_size=32).hexdigest()


def kept_previous(store: Store, dest: Path) -> PreviousPackage | None:
    """What the package at ``dest`` holds, as kept when it was written; None when it was not kept
    or the file there is not the one written then (the caller reads it)."""
    found = store.get_many([_key(dest)]).get(_key(dest))
    if found is None or len(found.fields) != 1:
        return None
    try:
        size, mtime_ns, digest, notes, deck_names, notetype = json.loads(found.fields[0])
        if _identity(dest) != (size, mtime_ns, digest):
            return None
        prev = PreviousPackage(dest)
        prev.notes = {guid: (int(mod), bytes.fromhex(d)) for guid, mod, d, _, _ in notes}
        prev.rows = {guid: (int(note_id), int(cards)) for guid, _, _, note_id, cards in notes}
        prev.deck_names = [str(name) for name in deck_names]
        prev.notetype = notetype if isinstance(notetype, dict) else None
        prev.ours = True
        return prev
    except (ValueError, TypeError):
        return None


class WrittenNotes:
    """The notes a package's collection gets, to keep what the next build reads of it."""

    def __init__(self) -> None:
        self.digests: list[tuple[str, bytes | None, str]] = []   # (GUID, digest (None: not read back), tags)

    def add(self, guid: str, fields: list[str], digest: bytes, stored_tags: str) -> None:
        """A note written (``digest``: its ``previous.note_digest``)."""
        readable = len(fields) == len(FIELDS) and "\x1f" not in "".join(fields)
        self.digests.append((guid, digest if readable else None, stored_tags))

    def add_copied(self, guid: str, digest: bytes, stored_tags: str) -> None:
        """A note copied from the package replaced, where it was read back (its digest known)."""
        self.digests.append((guid, digest, stored_tags))

    def rollback(self, count: int) -> None:
        del self.digests[count:]

    def keep(self, store: Store, dest: Path, collection: str, crc: int | None = None) -> None:
        """Keep what the package just written at ``dest`` holds; ``collection``: its finished
        collection, before it is deleted (``crc``: its CRC-32 as the package was written, else
        read from the file). Nothing is kept when anything does not match."""
        with contextlib.suppress(OSError, sqlite3.Error, zipfile.BadZipFile, KeyError, ValueError, TypeError):
            if crc is None:
                crc = 0
                with open(collection, "rb") as file:
                    while chunk := file.read(1 << 20):
                        crc = zlib.crc32(chunk, crc)
            with zipfile.ZipFile(dest) as zf:
                if crc != zf.getinfo("collection.anki2").CRC:
                    return   # not the collection written here (another build replaced the file)
            identity = _identity(dest)
            if identity is None:
                return
            conn = sqlite3.connect(f"file:{collection}?mode=ro", uri=True)
            try:
                rows = conn.execute("SELECT id, guid, mod, tags FROM notes ORDER BY id").fetchall()
                cards = dict(conn.execute("SELECT nid, count(*) FROM cards GROUP BY nid").fetchall())
                decks_json, models_json = conn.execute("SELECT decks, models FROM col").fetchone()
            finally:
                conn.close()
            if len(rows) != len(self.digests) or len({guid for _, guid, _, _ in rows}) != len(rows):
                return
            # (each note's id and its cards: the writer gives its cards the ids after the note's,
            # in the note type's order, so the next build can copy it: CollectionWriter.attach_previous)
            notes: dict[str, tuple[int, str, int, int]] = {}
            for (note_id, guid, mod, tags), (own, digest, stored_tags) in zip(rows, self.digests, strict=True):
                if guid != own or tags != stored_tags:
                    return
                if digest is not None:
                    notes[guid] = (int(mod), digest.hex(), int(note_id), int(cards.get(note_id, 0)))
            decks = json.loads(decks_json)
            deck_names = sorted(d["name"] for d in decks.values() if d.get("name") != "Default")
            notetype = json.loads(models_json).get(str(NOTETYPE_ID))
            value = json.dumps([*identity, [[g, *note] for g, note in notes.items()], deck_names, notetype],
                               ensure_ascii=False, separators=(",", ":"))
            store.put_many([(_key(dest), Rendered([value], {}))])
