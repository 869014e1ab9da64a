"""The collection writer (issue 20, the write phase): notes and cards go in with one prepared
statement per batch and the decks' JSON is made once per deck, not re-read; the collection
must come out byte for byte as genanki's own path writes it, note by note and deck by deck.

``GenankiWriter`` below is that path as it was (genanki's ``Note.write_to_db`` per note,
``Deck.write_to_db`` per deck); every test writes the same generated decks through both and
compares the collection files and the packages, byte for byte: several decks, decks that
share an id, a deck read again (rollback), a collection suspended and reopened, pinned note
and note type times (a rebuild over a previous package), media, fields that leave a card out,
long and non-ASCII fields.
"""

from __future__ import annotations

import io
import random
import sqlite3
import string
from pathlib import Path
from typing import Any

import genanki
import pytest

from quizdeck.anki.notetype import FIELDS
from quizdeck.anki.package import CollectionWriter, DeckRecord, NoteRecord, write_package_to

STAMP = 1700000000


class _Note(genanki.Note):  # type: ignore[misc]  # genanki has no type information
    """genanki's note, with the note's own time and without genanki's HTML lint (as the writer had it)."""

    def __init__(self, model: genanki.Model, record: NoteRecord):
        super().__init__(model=model, fields=record.fields, tags=record.tags, guid=record.guid)
        self._mtime = record.mtime

    def _check_invalid_html_tags_in_fields(self) -> None:
        pass

    def write_to_db(self, cursor: sqlite3.Cursor, timestamp: float, deck_id: int, id_gen: Any) -> None:
        super().write_to_db(cursor, self._mtime if self._mtime is not None else timestamp, deck_id, id_gen)


class GenankiWriter(CollectionWriter):
    """The writer as it was: genanki's objects write each note, its cards and each deck."""

    @property
    def _cursor(self) -> sqlite3.Cursor:
        if self._conn is None or self._cursor_ is None:
            conn = sqlite3.connect(self.path)
            conn.execute("PRAGMA journal_mode=OFF")
            conn.execute("PRAGMA synchronous=OFF")
            self._conn, self._cursor_ = conn, conn.cursor()
        return self._cursor_

    def add_note(self, record: NoteRecord, deck_id: int) -> None:
        self._pending.append((record, deck_id))
        self.notes += 1
        if len(self._pending) >= 200:
            self._flush()

    def _flush(self) -> None:
        if not self._pending:
            return
        cursor = self._cursor
        for record, deck_id in self._pending:
            _Note(self.model, record).write_to_db(cursor, self.timestamp, deck_id, self._ids)
        self._pending.clear()

    def _write_decks(self, cursor: sqlite3.Cursor) -> None:
        for record in self.decks:
            gdeck = genanki.Deck(record.deck_id, record.name, description=record.description)
            gdeck.add_model(self.model)
            gdeck.write_to_db(cursor, self.timestamp, self._ids)


_ALPHABET = string.ascii_letters + string.digits + " <>&\"'\n" + "éß中文العربية🙂\x1e"


def _text(rng: random.Random, longest: int) -> str:
    return "".join(rng.choices(_ALPHABET, k=rng.randint(0, longest)))


def _note(rng: random.Random, number: int) -> NoteRecord:
    fields = [_text(rng, 300) for _ in FIELDS]
    fields[0] = rng.choice([f"<p>Question {number}</p>" + fields[0], "", str(number), fields[0]])  # sfld: text, ""
    fields[FIELDS.index("Recall")] = rng.choice(["", "", "1", _text(rng, 20)])      # some notes have no Recall card
    if rng.random() < 0.05:
        fields[1] = ""     # a note with no Question and no Choices: no first card
    if rng.random() < 0.03:
        fields[2] = _text(rng, 20000)   # overflow pages
    tags = [f"tag{rng.randint(0, 9)}" for _ in range(rng.randint(0, 3))]
    mtime = rng.choice([None, None, STAMP - rng.randint(1, 10**6), STAMP + 1])      # kept from a previous package
    return NoteRecord(guid=f"g{number}-{rng.randint(0, 10**9)}", fields=fields, tags=tags, mtime=mtime)


def _write(writer_class: type[CollectionWriter], seed: int, tmp_path: Path) -> tuple[bytes, bytes]:
    """The collection and the package of a generated build, written by ``writer_class``."""
    rng = random.Random(seed)
    writer = writer_class(STAMP + seed)
    media = {f"img{i}.png": rng.randbytes(rng.randint(1, 3000)) for i in range(rng.randint(0, 3))}
    try:
        number = 0
        deck_ids = [rng.randint(1, 2**40) for _ in range(rng.randint(1, 6))]
        if rng.random() < 0.3:
            deck_ids.append(deck_ids[0])           # two files of one deck
        for index, deck_id in enumerate(deck_ids):
            mark = writer.mark()
            for _ in range(rng.randint(0, 700)):
                number += 1
                writer.add_note(_note(rng, number), deck_id)
                if rng.random() < 0.002:
                    writer.suspend()             # closed between files, opened again
            if rng.random() < 0.3:
                writer.rollback(mark)            # the deck is read again
                for _ in range(rng.randint(0, 50)):
                    number += 1
                    writer.add_note(_note(rng, number), deck_id)
            if rng.random() < 0.5:
                writer.suspend()
            writer.add_deck(DeckRecord(deck_id, f"Deck::{index} {_text(rng, 10)}", description=_text(rng, 40)))
        collection = writer.finish(rng.choice([None, STAMP - 5, STAMP + seed]))
        package = io.BytesIO()
        write_package_to(package, collection, media, writer.timestamp)
        return collection.read_bytes(), package.getvalue()
    finally:
        writer.close()


@pytest.mark.parametrize("seed", range(12))
def test_the_direct_path_writes_the_collection_genanki_writes(seed: int, tmp_path: Path):
    direct = _write(CollectionWriter, seed, tmp_path)
    reference = _write(GenankiWriter, seed, tmp_path)
    assert direct[0] == reference[0]
    assert direct[1] == reference[1]


@pytest.mark.parametrize("decks", [0, 1, 2, 3, 40])
def test_decks_without_notes_give_genankis_json(decks: int, tmp_path: Path):
    def write(writer_class: type[CollectionWriter]) -> bytes:
        writer = writer_class(STAMP)
        try:
            for i in range(decks):
                writer.add_deck(DeckRecord(1 if i == 7 else 10 + i % 30, f"Deck {i} ü", description=f"<b>{i}</b>"))
            return writer.finish().read_bytes()
        finally:
            writer.close()

    assert write(CollectionWriter) == write(GenankiWriter)


def test_the_collection_holds_each_note_and_the_cards_its_fields_allow(tmp_path: Path):
    writer = CollectionWriter(STAMP)
    try:
        full = NoteRecord("full", ["q", "c", "a", "", "", "r", "k"], ["t1", "t2"], mtime=5)
        no_recall = NoteRecord("norecall", ["q", "c", "a", "", "", "", "k"], [])
        writer.add_note(full, 42)
        writer.add_note(no_recall, 42)
        writer.add_deck(DeckRecord(42, "D"))
        conn = sqlite3.connect(writer.finish())
        notes = conn.execute("SELECT id, guid, mod, tags, flds, sfld FROM notes ORDER BY id").fetchall()
        cards = conn.execute("SELECT id, nid, did, ord, mod FROM cards ORDER BY id").fetchall()
        conn.close()
    finally:
        writer.close()
    first = STAMP * 1000
    assert notes == [(first, "full", 5, " t1 t2 ", "q\x1fc\x1fa\x1f\x1f\x1fr\x1fk", "q"),
                     (first + 3, "norecall", STAMP, "  ", "q\x1fc\x1fa\x1f\x1f\x1f\x1fk", "q")]
    assert cards == [(first + 1, first, 42, 0, 5), (first + 2, first, 42, 1, 5), (first + 4, first + 3, 42, 0, STAMP)]


@pytest.mark.parametrize("record", [NoteRecord("g", ["only", "two"], []),
                                    NoteRecord("g", ["q", "c", "a", "", "", "", "k"], ["two words"])])
def test_a_note_genanki_would_refuse_is_refused(record: NoteRecord):
    for writer_class in (CollectionWriter, GenankiWriter):
        writer = writer_class(STAMP)
        try:
            writer.add_note(record, 1)
            with pytest.raises(ValueError, match=r"(?i)fields|contains a space"):
                writer.mark()
        finally:
            writer.close()


def _earlier(notes: list[NoteRecord], rng: random.Random, tmp_path: Path) -> Path:
    """A finished collection holding these notes (in another order, among others, at another
    time, so at other ids), as a temporary file of its own (``attach_previous`` deletes it)."""
    writer = CollectionWriter(STAMP - 10_000)
    try:
        shuffled = [*notes, *(_note(rng, 10_000 + n) for n in range(rng.randint(0, 30)))]
        rng.shuffle(shuffled)
        for record in shuffled:
            writer.add_note(record, rng.choice([7, 8]))
        writer.add_deck(DeckRecord(7, "Earlier"))
        path = tmp_path / f"earlier-{rng.random()}.anki2"
        path.write_bytes(writer.finish().read_bytes())
        return path
    finally:
        writer.close()


@pytest.mark.parametrize("seed", range(8))
def test_notes_copied_from_an_earlier_collection_are_the_rows_add_note_writes(seed: int, tmp_path: Path):
    """A rebuild copies unchanged notes from the package it replaces (``copy_notes``): runs of
    copied notes among notes added as usual, a rollback, a suspended collection give the same
    collection, byte for byte, as adding every note."""
    rng = random.Random(seed)
    notes = [_note(rng, n) for n in range(rng.randint(1, 500))]
    for record in notes:   # (copied notes keep their time: what the previous package holds)
        record.mtime = record.mtime if record.mtime is not None else STAMP - 10_000
    copy_some = rng.random() < 0.8
    earlier = _earlier([r for r in notes if rng.random() < 0.9] if copy_some else notes, rng, tmp_path)
    deck_id = rng.randint(1, 2**40)
    copying, adding = CollectionWriter(STAMP), CollectionWriter(STAMP)
    try:
        found = copying.attach_previous(str(earlier))
        assert found is not None
        run: list[tuple[int, int, int]] = []
        copied = 0
        for record in notes:
            if record.guid in found and rng.random() < 0.85:
                old_id, cards = found[record.guid]
                run.append((old_id, cards, record.mtime or 0))
                copied += 1
            else:
                if run:
                    copying.copy_notes(run, deck_id)
                    run = []
                copying.add_note(record, deck_id)
            adding.add_note(record, deck_id)
        if run:
            copying.copy_notes(run, deck_id)
        assert copied > 0 or not copy_some
        for writer in (copying, adding):
            if seed % 3 == 0:   # the last notes read again
                mark = writer.mark()
                writer.add_note(_note(random.Random(seed), 99_999), deck_id)
                writer.rollback(mark)
            writer.add_deck(DeckRecord(deck_id, "Deck"))
        assert copying.notes == adding.notes
        assert copying.finish().read_bytes() == adding.finish().read_bytes()
    finally:
        copying.close()
        adding.close()
    assert not earlier.exists()   # deleted with the connection


def test_only_notes_whose_cards_are_where_add_note_puts_them_are_copied(tmp_path: Path):
    """A note of the earlier collection is offered for copying only when its cards have the ids and
    order ``add_note`` gives them; once notes are written, nothing is attached (ATTACH would need a
    commit of its own)."""
    records = [NoteRecord(f"g{n}", ["q", "c", "a", "", "", "r" if n % 2 else "", "k"], [], mtime=5) for n in range(6)]
    earlier = _earlier(records, random.Random(1), tmp_path)
    conn = sqlite3.connect(earlier)
    ids = dict(conn.execute("SELECT guid, id FROM notes"))
    conn.execute("UPDATE cards SET id = id + 100000 WHERE nid = ?", (ids["g1"],))            # moved
    conn.execute("UPDATE cards SET ord = 1 - ord WHERE nid = ?", (ids["g3"],))               # swapped
    conn.execute("INSERT INTO cards SELECT id + 50000, nid, did, 1, mod, usn, type, queue, due, ivl, factor, reps, "
                 "lapses, left, odue, odid, flags, data FROM cards WHERE nid = ? AND ord = 0", (ids["g4"],))  # one more
    conn.execute("UPDATE notes SET guid = 'g0' WHERE guid = 'g2'")                          # twice
    conn.commit()
    conn.close()
    writer = CollectionWriter(STAMP)
    try:
        found = writer.attach_previous(str(earlier))
        assert found is not None
        assert sorted(guid for guid in found if guid.startswith("g") and guid[1:].isdigit()) == ["g5"]
        assert found["g5"] == (ids["g5"], 2)
    finally:
        writer.close()
    later = _earlier(records, random.Random(2), tmp_path)
    writer = CollectionWriter(STAMP)
    try:
        writer.add_note(records[0], 1)
        writer.mark()
        assert writer.attach_previous(str(later)) is None
        assert not later.exists()
    finally:
        writer.close()


def test_an_interruption_before_the_first_entry_lets_go_of_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A signal right after the zip is opened (before its first entry): once the caller closes the file,
    nothing prints a traceback (CI met `Exception ignored in ZipFile.__del__ ... seek of closed file`)."""
    import gc
    import sys

    from quizdeck.anki import package as package_module

    collection = tmp_path / "collection.anki2"
    collection.write_bytes(b"not read")

    def interrupted(name: str, timestamp: int) -> Any:
        raise KeyboardInterrupt

    monkeypatch.setattr(package_module, "_zip_info", interrupted)
    unraisable: list[Any] = []
    monkeypatch.setattr(sys, "unraisablehook", unraisable.append)
    handle = io.BytesIO()
    with pytest.raises(KeyboardInterrupt) as stopped:
        write_package_to(handle, collection, {}, 0)
    handle.close()   # as write_atomic does while the interruption (and the writer's frame) is still alive
    del stopped      # then the interruption goes, and the zip with it
    gc.collect()
    assert unraisable == []
