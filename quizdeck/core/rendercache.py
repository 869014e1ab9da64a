"""A persistent cache of rendered questions, kept in SQLite in the user's cache folder.

A question's rendered result (its note fields and the images they use) is stored under a
key the caller computes (:func:`key`) from everything that decides it: the renderer's own
version (:func:`renderer_version`: its code, templates and libraries), the question's
source text and options, and the digests of the images it names. A rebuild then renders
only what changed.

The cache is only ever a shortcut, never a source of truth:

* every value carries a checksum over its key and bytes, and every image is stored under
  its own digest and checked against it when read: a flipped byte is a miss, never a
  wrong deck;
* a damaged or foreign file (truncated, garbage, another program's database, another
  schema) is moved aside and rebuilt with one warning; when another run has it open it
  is left alone for this run (no cache) and rebuilt next time;
* a read-only file or folder, a full disk or any SQLite error while writing stops the
  writes for the run with one warning; the build goes on;
* two runs at once share it (WAL journal, a busy timeout, writes in short batched
  transactions);
* it is bounded: past :data:`DEFAULT_MAX_MIB` MiB (``MAKE_DECK_CACHE_MAX_MIB``) the least
  recently used entries are dropped; ``MAKE_DECK_CACHE=0`` turns it off.

A store belongs to the process that opened it (forked workers see a store that does
nothing). The caller prints the warnings (:meth:`RenderStore.take_warnings`).
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import importlib
import json
import os
import sqlite3
import struct
import sys
import time
import zlib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from types import TracebackType
from typing import IO, NamedTuple, Protocol

from quizdeck.core.errors import UserError

if sys.platform != "win32":
    import fcntl

#: The file's name in the cache folder.
FILE_NAME = "render-cache.sqlite3"
#: Size past which the least recently used entries are dropped (the README states it).
DEFAULT_MAX_MIB = 256
#: Environment variables: ``MAKE_DECK_CACHE=0`` turns the cache off; the size limit in MiB.
ENABLE_ENV = "MAKE_DECK_CACHE"
MAX_MIB_ENV = "MAKE_DECK_CACHE_MAX_MIB"
#: The distributions whose code decides a rendered field (their versions go in the key).
RENDER_DISTRIBUTIONS = ("markdown-it-py", "pygments", "nh3", "defusedxml")
#: The module of each that says its version (``__version__``): read so, not with
#: ``importlib.metadata``, whose import alone is a twentieth of a rebuild's time.
_VERSION_MODULES = {"markdown-it-py": "markdown_it", "pygments": "pygments", "nh3": "nh3",
                    "defusedxml": "defusedxml"}

#: Schema of the file (SQLite's ``user_version``) and the number that marks it as ours
#: (``application_id``: "MDrc").
SCHEMA_VERSION = 1
APPLICATION_ID = 0x4D447263
#: Entries written per transaction: a 10,000-question build pays a handful of commits.
FLUSH_EVERY = 2048
#: An entry's last use is written again only when older than this (seconds): rebuilds
#: in a row write nothing for the entries they reuse.
TOUCH_AFTER = 600
#: After dropping entries the cache holds this share of the limit, so that a full cache
#: does not drop a few entries on every write.
EVICT_TO = 0.8
#: How long a run waits for another run's write (milliseconds).
BUSY_TIMEOUT_MS = 20_000
#: Keys and variables per SQL statement (well under SQLite's limit of 999 on old builds).
_CHUNK = 500

_VALUE_FORMAT = 2   # 2: the text deflated
_DEFLATE_LEVEL = 1
_CHECK_BYTES = 16
_DIGEST_BYTES = 32
_HEADER = struct.Struct("<BII")   # format, number of fields, number of images
_TABLES = frozenset({"meta", "entries", "bodies", "media", "uses"})
_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta(name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS entries(key BLOB PRIMARY KEY, used INTEGER NOT NULL, size INTEGER NOT NULL)
    WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS bodies(key BLOB PRIMARY KEY, value BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS media(digest BLOB PRIMARY KEY, data BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS uses(key BLOB NOT NULL, digest BLOB NOT NULL, PRIMARY KEY(key, digest)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS uses_digest ON uses(digest);
"""


class Rendered(NamedTuple):
    """A question's rendered result: its note fields and the images they use (name → bytes)."""

    fields: list[str]
    media: dict[str, bytes]


# ------------------------------------------------------------------------------- keys


def cache_path(environ: Mapping[str, str] | None = None) -> Path:
    """Where the cache lives: ``$XDG_CACHE_HOME/make_deck/render-cache.sqlite3``, else
    ``~/.cache/make_deck/...`` (a relative ``XDG_CACHE_HOME`` is ignored, as the XDG
    specification says)."""
    env = os.environ if environ is None else environ
    base = env.get("XDG_CACHE_HOME", "")
    folder = Path(base) if base and os.path.isabs(base) else Path.home() / ".cache"
    return folder / "make_deck" / FILE_NAME


def digest(data: bytes) -> bytes:
    """The digest of an image's bytes, as :func:`key` takes it and the store keeps images."""
    return hashlib.blake2b(data, digest_size=_DIGEST_BYTES).digest()


def _files(path: Path) -> Iterator[tuple[str, Path]]:
    """A file, or the files under a folder (not compiled ones), named from the path's parent."""
    if path.is_dir():
        for file in sorted(path.rglob("*")):
            if file.is_file() and "__pycache__" not in file.parts and file.suffix != ".pyc":
                yield file.relative_to(path.parent).as_posix(), file
    else:
        yield path.name, path


@functools.lru_cache(maxsize=8)
def _renderer_version(paths: tuple[Path, ...], distributions: tuple[str, ...]) -> str:
    h = hashlib.blake2b(digest_size=16)

    def add(*parts: str | bytes) -> None:
        for part in parts:
            data = part.encode("utf-8") if isinstance(part, str) else part
            h.update(len(data).to_bytes(8, "little"))
            h.update(data)

    add(f"schema {SCHEMA_VERSION}", sys.implementation.name, sys.version.split()[0])
    for name, file in sorted(f for path in paths for f in _files(path)):
        add(name, file.read_bytes())
    for dist in sorted(distributions):
        add(dist, _version(dist))
    return h.hexdigest()


def _version(dist: str) -> str:
    """An installed distribution's version ("" when it is not installed)."""
    module = _VERSION_MODULES.get(dist)
    if module is not None:
        try:
            found = getattr(importlib.import_module(module), "__version__", None)
        except ImportError:
            found = None
        if isinstance(found, str):
            return found
    from importlib import metadata  # (only for a distribution without such a module)

    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return ""


def renderer_version(paths: Iterable[Path], distributions: Iterable[str] = RENDER_DISTRIBUTIONS) -> str:
    """A digest of the renderer itself: the given source files and folders (the rendering
    modules, the templates folder), the versions of the given distributions, Python's
    version: a change to any of them changes every key. Computed once per process for
    the same arguments (the code a process runs does not change under it)."""
    return _renderer_version(tuple(Path(p).resolve() for p in paths), tuple(distributions))


def key(version: str, source: object, images: Mapping[str, bytes] | None = None) -> bytes:
    """The key of a question's rendered result: the renderer's ``version``, everything of
    the question that decides the result (``source``: strings, numbers, booleans, None,
    lists and string-keyed dicts of them; its text, choices, options, how it is rendered)
    and the digests (:func:`digest`) of the images it names, by name."""
    named = sorted((name, data.hex()) for name, data in (images or {}).items())
    text = json.dumps([version, source, named], ensure_ascii=False, sort_keys=True,
                      separators=(",", ":"), allow_nan=False)
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=_DIGEST_BYTES).digest()


# ---------------------------------------------------------------------------- values


def _check(key_: bytes, payload: bytes | memoryview) -> bytes:
    return hashlib.blake2b(payload, digest_size=_CHECK_BYTES, key=key_[:64]).digest()


def encode(key_: bytes, fields: Sequence[str], images: Sequence[tuple[str, bytes]]) -> bytes:
    """A value as stored: a header, the length in characters of each field and image name,
    their text in UTF-8 as one run, deflated (zlib's fastest level: rendered HTML takes 0.4 of
    its size, so the default bound holds a 100,000-question quiz), the images' digests, then a
    checksum over all of it keyed by the entry's key (a value read under another key fails it
    too). The same result always gives the same bytes."""
    texts = [*fields, *(name for name, _ in images)]
    deflater = zlib.compressobj(_DEFLATE_LEVEL, zlib.DEFLATED, -15)
    text = "".join(texts).encode("utf-8", "surrogatepass")
    payload = b"".join((
        _HEADER.pack(_VALUE_FORMAT, len(fields), len(images)),
        struct.pack(f"<{len(texts)}I", *map(len, texts)),
        deflater.compress(text) + deflater.flush(),
        *(d for _, d in images)))
    return payload + _check(key_, payload)


@functools.lru_cache(maxsize=64)
def _lengths(count: int) -> struct.Struct:
    return struct.Struct(f"<{count}I")


def decode(key_: bytes, value: bytes) -> tuple[list[str], list[tuple[str, bytes]]] | None:
    """The fields and the images (name, digest) of a stored value; None when it does not
    pass its checksum or does not parse."""
    if len(value) < _HEADER.size + _CHECK_BYTES:
        return None
    payload = memoryview(value)[:-_CHECK_BYTES]
    if _check(key_, payload) != value[-_CHECK_BYTES:]:
        return None
    try:
        form, n_fields, n_images = _HEADER.unpack_from(value)
        count = n_fields + n_images
        start = _HEADER.size + 4 * count
        end = len(payload) - _DIGEST_BYTES * n_images
        if form != _VALUE_FORMAT or end < start:
            return None
        lengths = _lengths(count).unpack_from(value, _HEADER.size)
        total = sum(lengths)
        inflater = zlib.decompressobj(-15)
        raw = inflater.decompress(payload[start:end], 4 * total + 1)   # (UTF-8: at most 4 bytes a character)
        if not inflater.eof or inflater.unused_data:
            return None
        text = raw.decode("utf-8", "surrogatepass")
        if len(text) != total:
            return None
    except (struct.error, UnicodeDecodeError, zlib.error, MemoryError, OverflowError):
        return None
    parts = []
    at = 0
    for length in lengths:
        parts.append(text[at:at + length])
        at += length
    if not n_images:
        return parts, []
    digests = [bytes(payload[at:at + _DIGEST_BYTES]) for at in range(end, len(payload), _DIGEST_BYTES)]
    return parts[:n_fields], list(zip(parts[n_fields:], digests, strict=True))


# ---------------------------------------------------------------------------- stores


class Store(Protocol):
    """What a build uses: :class:`RenderStore`, or :class:`NullStore` when there is no cache."""

    @property
    def enabled(self) -> bool: ...
    def get_many(self, keys: Iterable[bytes]) -> dict[bytes, Rendered]: ...
    def has_many(self, keys: Sequence[bytes]) -> set[bytes]: ...
    def stale(self, key: bytes) -> bool: ...
    def touch(self, keys: Iterable[bytes]) -> None: ...
    def put_many(self, items: Iterable[tuple[bytes, Rendered]]) -> None: ...
    def flush(self) -> None: ...
    def take_warnings(self) -> list[str]: ...
    def close(self) -> None: ...


class NullStore:
    """No cache: every key is a miss, nothing is kept."""

    enabled = False

    def __init__(self, warnings: Iterable[str] = ()):
        self._warnings = list(warnings)

    def get_many(self, keys: Iterable[bytes]) -> dict[bytes, Rendered]:
        return {}

    def has_many(self, keys: Sequence[bytes]) -> set[bytes]:
        return set()

    def stale(self, key: bytes) -> bool:
        return False

    def touch(self, keys: Iterable[bytes]) -> None:
        pass

    def put_many(self, items: Iterable[tuple[bytes, Rendered]]) -> None:
        pass

    def flush(self) -> None:
        pass

    def take_warnings(self) -> list[str]:
        """The warnings not yet taken (the caller prints them)."""
        warnings, self._warnings = self._warnings, []
        return warnings

    def close(self) -> None:
        pass

    def __enter__(self) -> NullStore:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()


class _Damaged(Exception):
    """The file is not a cache of ours that can be read: why."""


def _is_corruption(exc: sqlite3.Error) -> bool:
    """SQLite says the file is damaged or not a database (SQLITE_CORRUPT, SQLITE_NOTADB),
    not that it cannot be opened, written or locked (those are ``OperationalError``)."""
    code = getattr(exc, "sqlite_errorcode", None)   # Python 3.11+
    if code is not None:
        return code & 0xFF in (11, 26)
    return type(exc) is sqlite3.DatabaseError


def _check_header(path: Path) -> None:
    """Cheap checks of the file before SQLite reads it: its header, and its length against
    the page count the header states (a truncated file), when no journal is pending."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return
    if size == 0:
        return   # a new database
    with path.open("rb") as f:
        head = f.read(100)
    if len(head) < 100 or not head.startswith(b"SQLite format 3\x00"):
        raise _Damaged("it is not an SQLite database")
    page = int.from_bytes(head[16:18], "big")
    page = 65536 if page == 1 else page
    if page < 512 or page & (page - 1):
        raise _Damaged("its header is damaged")
    wal = Path(f"{path}-wal")
    if wal.exists() and wal.stat().st_size > 0:
        return   # pages may still be in the journal
    if size % page:
        raise _Damaged("it is truncated")
    pages = int.from_bytes(head[28:32], "big")
    if head[24:28] == head[92:96] and pages and size < pages * page:
        raise _Damaged("it is truncated")


class RenderStore:
    """The cache in one SQLite file (see the module's documentation)."""

    enabled = True

    def __init__(self, path: Path, max_bytes: int, conn: sqlite3.Connection, lock: IO[bytes] | None,
                 warnings: list[str]):
        self.path = path
        self.max_bytes = max_bytes
        self._conn: sqlite3.Connection | None = conn
        self._lock = lock
        self._warnings = warnings
        self._pid = os.getpid()
        self._pending: dict[bytes, Rendered] = {}
        self._touch: set[bytes] = set()
        self._writing = True
        self.clock = time.time   # the time of a use (the tests set it)
        self.hits = 0
        self.misses = 0
        self.written = 0
        self.evicted = 0

    # -- reading

    def get_many(self, keys: Iterable[bytes]) -> dict[bytes, Rendered]:
        """The results stored under these keys (the missing ones are not in the answer).
        A value that fails its checksum, or names an image missing or damaged, is a miss."""
        wanted = list(dict.fromkeys(keys))
        found: dict[bytes, Rendered] = {}
        conn = self._usable()
        if conn is None:
            self.misses += len(wanted)
            return found
        for k in wanted:
            if k in self._pending:
                found[k] = self._pending[k]
        rest = [k for k in wanted if k not in found]
        now = int(self.clock())
        try:
            with self._transaction(conn, "BEGIN"):
                decoded: dict[bytes, tuple[list[str], list[tuple[str, bytes]]]] = {}
                for part in _chunks(rest):
                    marks = ",".join("?" * len(part))
                    for k, used, value in conn.execute(
                            "SELECT e.key, e.used, b.value FROM entries e JOIN bodies b ON b.key = e.key "
                            f"WHERE e.key IN ({marks})", part):
                        value_ = decode(k, value)
                        if value_ is not None:
                            decoded[k] = value_
                            if now - used > TOUCH_AFTER:
                                self._touch.add(k)
                images = self._images({d for _, named in decoded.values() for _, d in named})
        except sqlite3.Error as exc:
            self._failed(exc, "reading")
            self.misses += len(wanted)
            return {}
        for k, (fields, named) in decoded.items():
            if not named:
                found[k] = Rendered(fields, {})
            elif all(d in images for _, d in named):
                found[k] = Rendered(fields, {name: images[d] for name, d in named})
        self.hits += len(found)
        self.misses += len(wanted) - len(found)
        return found

    def has_many(self, keys: Sequence[bytes]) -> set[bytes]:
        """Which of these keys have an entry (not read, not checked: a later :meth:`get_many` may
        still miss; a cheap look before deciding to rely on them)."""
        conn = self._usable()
        if conn is None:
            return set()
        present = {k for k in keys if k in self._pending}
        try:
            for part in _chunks(list(keys)):
                marks = ",".join("?" * len(part))
                present.update(k for k, in conn.execute(f"SELECT key FROM entries WHERE key IN ({marks})", part))
        except sqlite3.Error:
            return present
        return present

    def stale(self, key: bytes) -> bool:
        """Whether the entry ``key``, read by :meth:`get_many`, had not been used for
        :data:`TOUCH_AFTER` (its use is written again by :meth:`flush`)."""
        return key in self._touch

    def touch(self, keys: Iterable[bytes]) -> None:
        """Write these entries' use now (with :meth:`flush`), without reading them: what a run
        relied on without reading it (a rebuild's notes copied from the package it replaces, whose
        fields these entries hold) is not the least recently used."""
        if self._writing:
            self._touch.update(keys)

    def _images(self, digests: set[bytes]) -> dict[bytes, bytes]:
        assert self._conn is not None
        images = {}
        for part in _chunks(sorted(digests)):
            marks = ",".join("?" * len(part))
            for d, data in self._conn.execute(f"SELECT digest, data FROM media WHERE digest IN ({marks})", part):
                if digest(data) == d:
                    images[d] = bytes(data)
        return images

    # -- writing

    def put_many(self, items: Iterable[tuple[bytes, Rendered]]) -> None:
        """Keep these results; they are written in batches of :data:`FLUSH_EVERY` (and by
        :meth:`flush` and :meth:`close`), each batch one transaction."""
        if not self._writing:
            return
        for k, rendered in items:
            self._pending[k] = Rendered(list(rendered.fields), dict(rendered.media))
        if len(self._pending) >= FLUSH_EVERY:
            self.flush()

    def flush(self) -> None:
        """Write what was put and the uses of what was read, then drop the least recently
        used entries if the cache is past its size."""
        conn = self._usable()
        if conn is None or not self._writing or not (self._pending or self._touch):
            self._pending.clear()
            self._touch.clear()
            return
        pending, self._pending = self._pending, {}
        touch, self._touch = self._touch - pending.keys(), set()
        now = int(self.clock())
        entries: list[tuple[bytes, int, int]] = []
        bodies: list[tuple[bytes, bytes]] = []
        uses: list[tuple[bytes, bytes]] = []
        media: dict[bytes, bytes] = {}
        for k, (fields, images) in pending.items():
            named = []
            for name, data in sorted(images.items()):
                d = digest(data)
                named.append((name, d))
                media[d] = data
            value = encode(k, fields, named)
            size = len(value) + sum(map(len, images.values())) + 4 * len(k)
            if size > self.max_bytes // 8:
                continue   # one entry would push out much of the rest
            entries.append((k, now, size))
            bodies.append((k, value))
            uses.extend((k, d) for _, d in named)
        try:
            with self._transaction(conn, "BEGIN IMMEDIATE"):
                conn.executemany("UPDATE entries SET used = ? WHERE key = ?", ((now, k) for k in touch))
                conn.executemany("INSERT OR REPLACE INTO entries(key, used, size) VALUES (?, ?, ?)", entries)
                conn.executemany("INSERT OR REPLACE INTO bodies(key, value) VALUES (?, ?)", bodies)
                conn.executemany("DELETE FROM uses WHERE key = ?", ((k,) for k, _, _ in entries))
                conn.executemany("INSERT OR IGNORE INTO uses(key, digest) VALUES (?, ?)", uses)
                conn.executemany("INSERT OR IGNORE INTO media(digest, data) VALUES (?, ?)", media.items())
                evicted = self._evict(conn)
            self.written += len(entries)
            if evicted:
                with contextlib.suppress(sqlite3.Error):   # give the freed pages back (not worth a warning)
                    conn.execute("PRAGMA incremental_vacuum").fetchall()
        except sqlite3.Error as exc:
            self._failed(exc, "writing")

    def _size(self, conn: sqlite3.Connection) -> int:
        (page,), = conn.execute("PRAGMA page_size")
        (pages,), = conn.execute("PRAGMA page_count")
        (free,), = conn.execute("PRAGMA freelist_count")
        return int((pages - free) * page)

    def _evict(self, conn: sqlite3.Connection) -> int:
        """Past the limit, drop the least recently used entries (and the images no entry uses
        any more) until the file's pages in use are below :data:`EVICT_TO` of the limit.
        How many were dropped."""
        size = self._size(conn)
        if size <= self.max_bytes:
            return 0
        target = int(self.max_bytes * EVICT_TO)
        dropped = 0
        while size > target:
            drop, freed = [], 0
            for k, entry_size in conn.execute("SELECT key, size FROM entries ORDER BY used, key"):
                drop.append((k,))
                freed += entry_size
                if freed >= size - target:
                    break
            if not drop:
                break
            conn.executemany("DELETE FROM entries WHERE key = ?", drop)
            conn.executemany("DELETE FROM bodies WHERE key = ?", drop)
            conn.executemany("DELETE FROM uses WHERE key = ?", drop)
            conn.execute("DELETE FROM media WHERE digest NOT IN (SELECT digest FROM uses)")
            dropped += len(drop)
            size = self._size(conn)
        self.evicted += dropped
        return dropped

    # -- state

    @contextlib.contextmanager
    def _transaction(self, conn: sqlite3.Connection, begin: str) -> Iterator[None]:
        conn.execute(begin)
        try:
            yield
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    def _usable(self) -> sqlite3.Connection | None:
        """The connection, unless the store was closed, stopped, or this is a forked child."""
        if os.getpid() != self._pid:
            return None
        return self._conn

    def _failed(self, exc: sqlite3.Error, doing: str) -> None:
        """A read or write failed: damaged file (left to be rebuilt by the next run that has it
        alone) → no cache for the rest of this run; any other error while writing → no more
        writes; while reading → no more cache. One warning."""
        if _is_corruption(exc):
            self._stop()
            self._warn(_rebuild_now(self))
        elif doing == "writing":
            self._writing = False
            self._pending.clear()
            self._warn(f"cannot write the render cache {self.path} ({exc}); this run's results are not kept")
        else:
            self._warn(f"cannot read the render cache {self.path} ({exc}); rendering without it")
            self._stop()

    def _warn(self, text: str) -> None:
        self._warnings.append(f"warning: {text}")

    def _stop(self) -> None:
        conn, self._conn = self._conn, None
        self._writing = False
        self._pending.clear()
        self._touch.clear()
        if conn is not None:
            with contextlib.suppress(sqlite3.Error):
                conn.close()

    def take_warnings(self) -> list[str]:
        """The warnings not yet taken (the caller prints them)."""
        warnings, self._warnings = self._warnings, []
        return warnings

    def close(self) -> None:
        """Write what is pending, then close the file."""
        if os.getpid() != self._pid:
            return
        self.flush()
        self._stop()
        if self._lock is not None:
            self._lock.close()   # releases the lock
            self._lock = None

    def __enter__(self) -> RenderStore:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()


def _rebuild_now(s: RenderStore) -> str:
    """Damage found in use: move the file aside and go on with a new one when no other run
    has it open, else leave it to the next run. The warning."""
    why = "SQLite found it damaged"
    try:
        if not _alone(s._lock):
            _mark_damaged(s.path)
            return (f"the render cache {s.path} is damaged ({why}) and in use by another run; "
                    "rendering without it, it is rebuilt on the next run")
        try:
            aside = _move_aside(s.path)
            s._conn = _prepare(s.path)
            s._writing = True
        finally:
            if s._lock is not None:
                fcntl.flock(s._lock, fcntl.LOCK_SH)
        return f"the render cache {s.path} was damaged ({why}); moved to {aside.name} and started anew"
    except (_Damaged, sqlite3.Error, OSError) as exc:
        _mark_damaged(s.path)
        return f"the render cache {s.path} is damaged ({why}) and could not be rebuilt ({exc}); rendering without it"


def _chunks(items: Sequence[bytes]) -> Iterator[Sequence[bytes]]:
    for at in range(0, len(items), _CHUNK):
        yield items[at:at + _CHUNK]


# ---------------------------------------------------------------------------- opening


def _damaged_marker(path: Path) -> Path:
    return path.with_name(path.name + ".damaged")


def _mark_damaged(path: Path) -> None:
    with contextlib.suppress(OSError):
        _damaged_marker(path).touch()


def _enabled(environ: Mapping[str, str]) -> bool:
    value = environ.get(ENABLE_ENV, "").strip().lower()
    if value in ("", "1", "true", "yes", "on"):
        return True
    if value in ("0", "false", "no", "off"):
        return False
    raise UserError(f"{ENABLE_ENV} must be 0 (no render cache) or 1, not {value!r}")


def max_bytes_from(environ: Mapping[str, str]) -> int:
    """The size limit: ``MAKE_DECK_CACHE_MAX_MIB`` when set, else :data:`DEFAULT_MAX_MIB`."""
    value = environ.get(MAX_MIB_ENV, "").strip()
    if not value:
        return DEFAULT_MAX_MIB << 20
    if not value.isdecimal() or int(value) == 0:
        raise UserError(f"{MAX_MIB_ENV} must be a whole number of MiB (1 or more), not {value!r}; "
                        f"{ENABLE_ENV}=0 turns the render cache off")
    return int(value) << 20


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False)
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    return conn


def _prepare(path: Path) -> sqlite3.Connection:
    """Open the file and make sure it is a cache of ours with this schema (creating it when
    new). Raises _Damaged when it is not, sqlite3.Error when it cannot be used."""
    if _damaged_marker(path).exists():
        raise _Damaged("an earlier run found it damaged")
    _check_header(path)
    conn = _connect(path)
    try:
        _check_schema(conn, creating=True)
    except BaseException:
        conn.close()
        raise
    return conn


def _check_schema(conn: sqlite3.Connection, creating: bool) -> None:
    try:
        conn.execute("BEGIN")   # one snapshot: another run may be making the file
        try:
            (app,), = conn.execute("PRAGMA application_id")
            (version,), = conn.execute("PRAGMA user_version")
            tables = {name for name, in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        finally:
            conn.execute("COMMIT")
    except sqlite3.Error as exc:
        if _is_corruption(exc):
            raise _Damaged(str(exc)) from None
        raise
    if app == 0 and not tables and creating:   # a new file (another run may be making it too)
        conn.execute("PRAGMA auto_vacuum = INCREMENTAL")   # before the first table
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            for statement in filter(str.strip, _SCHEMA.split(";")):
                conn.execute(statement)
            conn.execute("INSERT OR IGNORE INTO meta(name, value) VALUES ('made by', 'make_deck render cache')")
            conn.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        _check_schema(conn, creating=False)
        return
    if app != APPLICATION_ID:
        raise _Damaged("it is not a make_deck render cache")
    if version != SCHEMA_VERSION:
        raise _Damaged(f"it has schema {version}, this make_deck uses {SCHEMA_VERSION}")
    if tables != _TABLES:
        raise _Damaged("its tables are not those of a render cache")
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = NORMAL")
    conn.execute("PRAGMA journal_size_limit = 8388608")


def _move_aside(path: Path) -> Path:
    """Move the damaged file (and its journal) to ``<name>.broken``, replacing an older one."""
    aside = path.with_name(path.name + ".broken")
    for suffix in ("-wal", "-shm"):
        with contextlib.suppress(FileNotFoundError):
            Path(f"{path}{suffix}").unlink()
    with contextlib.suppress(FileNotFoundError):
        os.replace(path, aside)
    with contextlib.suppress(FileNotFoundError):
        _damaged_marker(path).unlink()
    return aside


def _lock(path: Path) -> IO[bytes] | None:
    """The lock file beside the cache, held shared while the cache is open (None where
    there are no advisory locks); a damaged file is moved aside only under an exclusive lock."""
    if sys.platform == "win32":   # pragma: no cover - no fcntl
        return None
    lock = open(path.with_name(path.name + ".lock"), "ab")   # noqa: SIM115 - held open for the store's life
    fcntl.flock(lock, fcntl.LOCK_SH)
    return lock


def _alone(lock: IO[bytes] | None) -> bool:
    """Take the lock exclusively if no other run holds it (keep it shared otherwise)."""
    if lock is None:   # pragma: no cover - no fcntl
        return False
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        fcntl.flock(lock, fcntl.LOCK_SH)
        return False
    return True


def open_cache(path: Path | None = None, enabled: bool = True, max_bytes: int | None = None,
               environ: Mapping[str, str] | None = None) -> RenderStore | NullStore:
    """The render cache at ``path`` (default :func:`cache_path`), or a store that keeps
    nothing when ``enabled`` is false, ``MAKE_DECK_CACHE=0``, or the file cannot be used
    (with a warning in :meth:`~RenderStore.take_warnings`). ``max_bytes``: the size limit
    (default ``MAKE_DECK_CACHE_MAX_MIB`` or :data:`DEFAULT_MAX_MIB`). Raises UserError
    for a malformed setting."""
    env = os.environ if environ is None else environ
    if not enabled or not _enabled(env):
        return NullStore()
    limit = max_bytes_from(env) if max_bytes is None else max_bytes
    path = cache_path(env) if path is None else path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not os.access(path.parent, os.W_OK | os.X_OK) or (path.exists() and not os.access(path, os.R_OK | os.W_OK)):
            return NullStore([f"warning: the render cache {path} is read-only; rendering without it"])
        lock = _lock(path)
    except OSError as exc:
        return NullStore([f"warning: cannot open the render cache {path} ({exc.strerror or exc}); "
                          "rendering without it"])
    try:
        return RenderStore(path, limit, _prepare(path), lock, [])
    except _Damaged as damaged:
        return _rebuilt(path, limit, lock, str(damaged))
    except (sqlite3.Error, OSError) as exc:
        if lock is not None:
            lock.close()
        return NullStore([f"warning: cannot use the render cache {path} ({exc}); rendering without it"])


def _rebuilt(path: Path, limit: int, lock: IO[bytes] | None, why: str) -> RenderStore | NullStore:
    """The store after moving a damaged file aside, when no other run has it open."""
    try:
        if not _alone(lock):
            _mark_damaged(path)
            raise _Unusable(f"the render cache {path} is damaged ({why}) and in use by another run; "
                            "rendering without it, it is rebuilt on the next run")
        try:
            conn = _prepare(path)   # another run rebuilt it meanwhile
            warning = []
        except _Damaged:
            aside = _move_aside(path)
            conn = _prepare(path)
            warning = [f"warning: the render cache {path} was damaged ({why}); moved to {aside.name} "
                       "and started anew"]
        if lock is not None:
            fcntl.flock(lock, fcntl.LOCK_SH)
        return RenderStore(path, limit, conn, lock, warning)
    except (_Unusable, _Damaged, sqlite3.Error, OSError) as exc:
        if lock is not None:
            lock.close()
        text = str(exc) if isinstance(exc, _Unusable) else f"cannot use the render cache {path} ({exc}); " \
                                                           "rendering without it"
        return NullStore([f"warning: {text}"])


class _Unusable(Exception):
    """The cache cannot be used in this run: the warning."""
