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
