"""What the package that a build is about to replace held.

Used to keep unchanged notes' modification times (so Anki leaves them alone on
re-import), to give changed notes a newer time than before (so Anki updates
them), and to tell the user which questions disappeared and which decks were renamed.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import sqlite3
import tempfile
import zipfile
import zlib
from dataclasses import dataclass, field
from html import unescape
from pathlib import Path

from .notetype import FIELDS, NOTETYPE_ID


@dataclass
class PreviousNote:
    mtime: int
    digest: bytes      # of the fields and tags (kept small: a large deck has 100,000 notes)
    key: str           # the Key field, as text
    question: str      # the start of the question, as text


def note_digest(fields: list[str], tags: str) -> bytes:
    """What tells whether a note changed: its fields and its tags as stored."""
    return hashlib.sha1("\x1f".join(fields).encode("utf-8") + b"\x00" + tags.encode("utf-8")).digest()


@dataclass
class PreviousPackage:
    notes: dict[str, PreviousNote] = field(default_factory=dict)   # by GUID
    deck_names: list[str] = field(default_factory=list)
    notetype: dict | None = None                                   # the model JSON


def read_previous(path: Path) -> PreviousPackage | None:
    """Read a package written earlier; None when there is none or it is not one of ours."""
    if not path.is_file():
        return None
    fd, tmp = tempfile.mkstemp(suffix=".anki2")
    try:
        try:
            with os.fdopen(fd, "wb") as dst, zipfile.ZipFile(path) as zf, zf.open("collection.anki2") as src:
                shutil.copyfileobj(src, dst, 1 << 20)  # streamed: a large deck's collection is big
        except (OSError, zipfile.BadZipFile, KeyError, EOFError, zlib.error):
            return None
        conn = sqlite3.connect(tmp)
        try:
            prev = PreviousPackage()
            key_index, question_index = FIELDS.index("Key"), FIELDS.index("Question")
            for guid, mod, flds, tags in conn.execute("SELECT guid, mod, flds, tags FROM notes"):
                fields = flds.split("\x1f")
                if len(fields) != len(FIELDS):
                    continue
                prev.notes[guid] = PreviousNote(int(mod), note_digest(fields, tags), _plain(fields[key_index]),
                                                _plain(fields[question_index])[:200])
            decks_json, models_json = conn.execute("SELECT decks, models FROM col").fetchone()
            decks = json.loads(decks_json)
            prev.deck_names = sorted(d["name"] for d in decks.values() if d.get("name") != "Default")
            prev.notetype = json.loads(models_json).get(str(NOTETYPE_ID))
            return prev
        finally:
            conn.close()
    except (sqlite3.Error, ValueError, TypeError, KeyError):
        return None
    finally:
        os.unlink(tmp)


def notetype_signature(model: dict) -> tuple:
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


def reconcile(prev: PreviousPackage | None, notes: list, deck_names: list[str],
              current_notetype: tuple, stamp: int) -> Changes:
    """Set each note's ``mtime`` against the previous package and describe what changed.

    ``notes`` are ``package.NoteRecord``s. An unchanged note keeps its old time, so
    Anki's "update if newer" leaves it alone; a changed one gets a time newer than
    before, even when the build time did not move (``SOURCE_DATE_EPOCH`` unchanged).
    """
    changes = Changes()
    if prev is None:
        return changes
    for note in notes:
        old = prev.notes.get(note.guid)
        if old is None:
            continue
        if old.digest == note_digest(note.fields, note.stored_tags):
            note.mtime = old.mtime
        else:
            note.mtime = max(stamp, old.mtime + 1)
    if prev.notetype is not None:
        old_mtime = int(prev.notetype.get("mod", 0))
        if notetype_signature(prev.notetype) == current_notetype:
            changes.notetype_mtime = old_mtime
        else:
            changes.notetype_mtime = max(stamp, old_mtime + 1)
    current = {n.guid for n in notes}
    for guid, old in prev.notes.items():
        if guid not in current:
            changes.removed.append((old.key, old.question))
    changes.removed.sort()
    changes.renamed_from = [name for name in prev.deck_names
                            if name not in deck_names and not any(d.startswith(name + "::") for d in deck_names)]
    return changes
