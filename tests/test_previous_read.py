"""Reading the package a build replaces (anki/previous.py): each note's digest is taken over
its fields and tags as the collection stores them, without decoding them; it must equal
``note_digest`` of the fields as the build makes them (else an unchanged note would look
changed, and Anki would be told to update it). A collection in UTF-16 (not ours) is read as
text with the same result; a note with the wrong number of fields is left out; a package
with a NULL where text belongs is not ours: no previous package."""

from __future__ import annotations

import io
import sqlite3
import zipfile
from pathlib import Path

from genanki.apkg_schema import APKG_SCHEMA

from quizdeck.anki.package import CollectionWriter, DeckRecord, NoteRecord, write_package_to
from quizdeck.anki.previous import note_digest, read_previous

STAMP = 1700000000
NOTES = [
    NoteRecord("plain", ["Q", "C", "A", "E", "S", "", "K"], ["deck::a"], mtime=STAMP - 50),
    NoteRecord("unicode", ["Wie heißt 中文 🙂?", "<b>&amp;</b>", "A", "", "", "R", "K2"], [], mtime=None),
    NoteRecord("nul", ["a\x00b", "c", "", "", "", "", "k"], ["x", "y"], mtime=STAMP + 3),
]


def _package(tmp_path: Path, notes: list[NoteRecord]) -> Path:
    writer = CollectionWriter(STAMP)
    try:
        for note in notes:
            writer.add_note(note, 7)
        writer.add_deck(DeckRecord(7, "Deck"))
        collection = writer.finish()
        dest = tmp_path / "deck.apkg"
        with dest.open("wb") as handle:
            write_package_to(handle, collection, {}, STAMP)
        return dest
    finally:
        writer.close()


def _replace_collection(package: Path, change: str, encoding: str = "UTF-8") -> Path:
    """The package with its collection copied into a new database (in ``encoding``) and
    ``change`` run on it."""
    folder = package.parent / f"copy-{encoding}"
    folder.mkdir()
    with zipfile.ZipFile(package) as zf:
        zf.extract("collection.anki2", folder)
    new = folder / "new.anki2"
    conn = sqlite3.connect(new)
    conn.execute(f"PRAGMA encoding = '{encoding}'")
    conn.executescript(APKG_SCHEMA)
    old = sqlite3.connect(folder / "collection.anki2")   # not attached: the encodings differ
    for table in ("col", "notes", "cards"):
        rows = old.execute(f"SELECT * FROM {table}").fetchall()
        conn.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(rows[0]))})", rows)
    old.close()
    if change:
        conn.execute(change)
    conn.commit()
    conn.close()
    out = folder / "deck.apkg"
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf:
        zf.write(new, "collection.anki2")
        zf.writestr("media", "{}")
    out.write_bytes(buffer.getvalue())
    return out


def test_each_notes_digest_is_the_builds_digest_of_the_same_note(tmp_path: Path):
    prev = read_previous(_package(tmp_path, NOTES))
    assert prev is not None
    assert prev.notes == {n.guid: (STAMP if n.mtime is None else n.mtime, note_digest(n.fields, n.stored_tags))
                          for n in NOTES}
    assert prev.deck_names == ["Deck"]
    assert prev.notetype is not None and prev.notetype["name"] == "make_deck Multiple Choice"


def test_a_collection_in_utf16_reads_the_same(tmp_path: Path):
    package = _package(tmp_path, NOTES)
    utf8, utf16 = read_previous(package), read_previous(_replace_collection(package, "", "UTF-16le"))
    assert utf8 is not None and utf16 is not None
    assert utf16.notes == utf8.notes
    assert utf16.deck_names == utf8.deck_names


def test_a_note_with_other_fields_is_left_out(tmp_path: Path):
    package = _replace_collection(_package(tmp_path, NOTES), "UPDATE notes SET flds = 'one\x1ftwo' WHERE guid = 'nul'")
    prev = read_previous(package)
    assert prev is not None
    assert sorted(prev.notes) == ["plain", "unicode"]


def test_a_package_with_a_null_field_text_is_not_ours(tmp_path: Path):
    package = _package(tmp_path, NOTES)
    folder = tmp_path / "nulls"
    folder.mkdir()
    with zipfile.ZipFile(package) as zf:
        zf.extract("collection.anki2", folder)
    conn = sqlite3.connect(folder / "collection.anki2")
    conn.execute("PRAGMA writable_schema = ON")   # a foreign schema without NOT NULL
    conn.execute("UPDATE sqlite_schema SET sql = replace(sql, 'flds            text not null', 'flds text') "
                 "WHERE name = 'notes'")
    conn.commit()
    conn.close()
    conn = sqlite3.connect(folder / "collection.anki2")
    conn.execute("UPDATE notes SET flds = NULL WHERE guid = 'plain'")
    conn.commit()
    conn.close()
    broken = tmp_path / "broken.apkg"
    with zipfile.ZipFile(broken, "w") as zf:
        zf.write(folder / "collection.anki2", "collection.anki2")
    assert read_previous(broken) is None
