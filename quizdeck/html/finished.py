"""Finished questions kept across runs, so that a rebuild reads again only the items that changed.

The render cache (``html/stored.py``) spares rendering; a file still had to be parsed and
validated whole (``yaml.compose`` alone is two thirds of the floor's time). Here, beside it in
the same store (``core/rendercache.py``), each clean file that was read the full way leaves:

* a **file entry**, under its header's exact bytes (everything before the first item of
  ``questions:``, see ``source/chunks.py``), its path, how it was read and the renderer's
  version: the deck the header makes and the problems the header and the end of the file gave;
* an **item entry** per item of ``questions:``, under the item's exact bytes and what the deck
  gives every item (its id, name, tags, shuffle and recall), where the file is, how it was read
  and the renderer's version: what a full read made of it (its note's GUID and tags, the key of
  its rendered fields in the render cache, the images it names and their digests, its id and
  answer letters for the checks across items), the digest of the note it made and its
  problems, positioned from its first line.

Items are kept only from a full read in which the text's cut matched the parser's items one for
one, nothing had an error, and no item defined or used an anchor; an item named by its number in
messages (it has no ``id``) is reused only at that number. The pipeline (``pipeline.py``) decides
when a file can be put together from these, and reads it the full way whenever it cannot.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from quizdeck.core.diagnostics import ERROR, WARNING, Pos
from quizdeck.core.rendercache import Rendered, Store
from quizdeck.html import stored as _stored
from quizdeck.html.stored import StoredRenders
from quizdeck.source.chunks import Piece
from quizdeck.source.model import Deck, Text

#: The entries' own format (a change makes every entry a miss).
FORMAT = "finished-2"
#: Items kept in one entry of the store.
PART_ITEMS = 2048

#: A problem as kept: (severity, line, column, message, hint); lines relative to an item's
#: first line (0 is that line) in item entries, absolute (1-based) in file entries.
Problem = tuple[str, int, int, str, "str | None"]


def _problem(value: object) -> Problem:
    if not (isinstance(value, list) and len(value) == 5 and value[0] in (ERROR, WARNING)
            and isinstance(value[1], int) and isinstance(value[2], int) and isinstance(value[3], str)
            and (value[4] is None or isinstance(value[4], str))):
        raise ValueError("not a problem")
    return value[0], value[1], value[2], value[3], value[4]


def _strings(value: object) -> list[str]:
    if not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
        raise ValueError("not a list of strings")
    return list(value)


@dataclass(slots=True)
class Item:
    """What a full read made of one item of ``questions:``."""

    number: int            # its number in the file when it was kept
    numbered: bool         # messages name it by that number (it has no id)
    line: int              # its first line (0-based) when it was kept
    id: str | None
    guid: str
    letters: list[str]     # the correct answers' letters
    fixed: int             # the correct choice of an unshuffled single answer, else -1
    tags: list[str]        # its note's tags
    render: bytes          # the key of its rendered fields in the render cache (b"": none kept)
    images: dict[str, bytes]   # the images it names: reference -> digest
    problems: list[Problem]
    #: its note's ``previous.note_digest`` (fields and tags) when it was written (b"": not known);
    #: a note of the package replaced with this digest is this item's note as it would be written
    digest: bytes = b""

    def encode(self, key: str) -> list[object]:
        return [key, self.number, self.numbered, self.line, self.id, self.guid, self.letters, self.fixed,
                self.tags, self.render.hex(), {k: v.hex() for k, v in sorted(self.images.items())}, self.problems,
                self.digest.hex()]

    @classmethod
    def decode(cls, value: list[object]) -> tuple[str, Item]:
        """An item as kept, and its key (in hex); raises ValueError, TypeError or IndexError when
        it is not one (a value read from the store passed its checksum: it is one of ours)."""
        key, number, numbered, line, id_, guid, letters, fixed, tags, render, images, problems, digest = value
        if not (isinstance(key, str) and isinstance(render, str) and isinstance(images, dict)
                and isinstance(problems, list) and isinstance(digest, str)):
            raise ValueError("not an item")
        return key, cls(number, numbered, line, id_, guid, letters, fixed, tags,  # type: ignore[arg-type]
                        bytes.fromhex(render), {str(k): bytes.fromhex(v) for k, v in images.items()},
                        [_problem(p) for p in problems] if problems else [], bytes.fromhex(digest))


def _pos(value: object) -> tuple[int, int]:
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value)):
        raise ValueError("not a position")
    return value[0], value[1]


@dataclass
class Header:
    """What a full read made of a file's header: its deck, and the problems of the file that are
    not in any item, before the items and after them."""

    deck: Deck
    before: list[Problem]
    after: list[Problem]
    parts: list[bytes] = field(default_factory=list)   # the keys of the entries holding its items, in order

    def encode(self) -> str:
        d = self.deck
        description = None if d.description is None else [d.description.markdown, d.description.pos.line,
                                                           d.description.pos.col]
        return json.dumps([[d.pos.line, d.pos.col], d.name, d.key,
                           None if d.key_pos is None else [d.key_pos.line, d.key_pos.col], description, d.tags,
                           d.shuffle, d.recall, self.before, self.after, [p.hex() for p in self.parts]],
                          ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def decode(cls, text: str, path: Path, where: str) -> Header | None:
        try:
            pos, name, key, key_pos, description, tags, shuffle, recall, before, after, parts = json.loads(text)
            line, col = _pos(pos)
            if not (isinstance(name, str) and isinstance(key, str) and isinstance(shuffle, bool)
                    and isinstance(recall, bool) and isinstance(before, list) and isinstance(after, list)):
                return None
            deck = Deck(path=path, pos=Pos(where, line, col), name=name, key=key, tags=_strings(tags),
                        shuffle=shuffle, recall=recall)
            if key_pos is not None:
                deck.key_pos = Pos(where, *_pos(key_pos))
            if description is not None:
                markdown, d_line, d_col = description
                if not (isinstance(markdown, str) and isinstance(d_line, int) and isinstance(d_col, int)):
                    return None
                deck.description = Text(markdown, Pos(where, d_line, d_col))
            return cls(deck, [_problem(p) for p in before], [_problem(p) for p in after],
                       [bytes.fromhex(p) for p in _strings(parts)])
        except (ValueError, TypeError):
            return None


def _digest(*parts: object) -> bytes:
    text = json.dumps(parts, ensure_ascii=False, separators=(",", ":"))
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=32).digest()


class FinishedStore:
    """The finished files and items of one quiz file, in the store (see the module's documentation)."""

    def __init__(self, store: Store, path: Path, where: str, checking: bool, max_image_bytes: int):
        self.store = store
        self.path = path
        self.where = where
        self._base = [FORMAT, _stored.current_version(), where, os.path.realpath(path), checking, max_image_bytes]
        self.loaded: set[bytes] = set()   # the parts read (they need not be written again)
        #: the parts read, by the keys of their items in order
        self.parts: dict[tuple[str, ...], bytes] = {}

    def header_key(self, header: bytes) -> bytes:
        return hashlib.blake2b(header, digest_size=32, key=_digest(*self._base, "header")).digest()

    def item_keys(self, deck: Deck, data: bytes, pieces: Sequence[Piece]) -> list[str]:
        """The keys (in hex) of a file's items: their text, and what every item's key holds of its
        file and deck."""
        context = hashlib.blake2b(digest_size=32, key=_digest(*self._base, "item", deck.key, deck.name, deck.tags,
                                                              deck.shuffle, deck.recall))
        keys = []
        for piece in pieces:
            h = context.copy()
            h.update(data[piece.start:piece.end])
            keys.append(h.hexdigest())
        return keys

    def load(self, key: bytes) -> tuple[Header, dict[str, Item]] | None:
        """The header kept under ``key`` and the file's items as they were then, by their keys;
        None when it is not there (or a part of it is missing or damaged)."""
        found = self.store.get_many([key]).get(key)
        if found is None or len(found.fields) != 1:
            return None
        header = Header.decode(found.fields[0], self.path, self.where)
        if header is None:
            return None
        parts = self.store.get_many(header.parts)
        items: dict[str, Item] = {}
        try:
            for part in header.parts:
                value = parts.get(part)
                if value is None or len(value.fields) != 1:
                    return None
                keys = []
                for entry in json.loads(value.fields[0]):
                    item_key, item = Item.decode(entry)
                    items[item_key] = item
                    keys.append(item_key)
                self.parts[tuple(keys)] = part
        except (ValueError, TypeError, IndexError):
            return None
        self.loaded = set(header.parts)
        return header, items

    @staticmethod
    def images_as_now(item: Item, stored: StoredRenders) -> bool:
        """Whether the images an item names read now as they did when it was kept."""
        return not item.images or stored.digests(item.images) == item.images

    def keep(self, key: bytes, header: Header, items: Iterable[tuple[str, Item]], changed: set[str]) -> None:
        """Keep a file's header under ``key``, with its items in order (see :meth:`keep_items`);
        ``changed``: the keys of those not as :meth:`load` read them."""
        header.parts = self.keep_items(items, changed)
        self.keep_header(key, header)

    def keep_items(self, items: Iterable[tuple[str, Item]], changed: set[str] | None = None) -> list[bytes]:
        """Keep items in order, in parts of :data:`PART_ITEMS` (a part already there is not
        written again; one :meth:`load` read whose items are all as read, not in ``changed``,
        is not even made again), each part written as soon as it is full: they are not all
        held at once. The parts' keys, for :meth:`keep_header`."""
        parts: list[bytes] = []
        batch: list[tuple[str, Item]] = []

        def put() -> None:
            same = self.parts.get(tuple(k for k, _ in batch))
            if same is not None and changed is not None and not any(k in changed for k, _ in batch):
                parts.append(same)
                batch.clear()
                return
            text = json.dumps([item.encode(k) for k, item in batch], ensure_ascii=False, separators=(",", ":"))
            part = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=32,
                                   key=_digest(*self._base, "part")).digest()
            parts.append(part)
            if part not in self.loaded:
                self.store.put_many([(part, Rendered([text], {}))])
                self.store.flush()
            batch.clear()

        for k, item in items:
            batch.append((k, item))
            if len(batch) == PART_ITEMS:
                put()
        if batch:
            put()
        return parts

    def keep_header(self, key: bytes, header: Header) -> None:
        """Keep a file's header (its items kept before, in ``header.parts``) under ``key``."""
        self.store.put_many([(key, Rendered([header.encode()], {}))])
