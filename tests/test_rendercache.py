"""The persistent render cache (quizdeck/core/rendercache.py) on real SQLite files, real
processes, real damage: a value read back is the value written, or a miss; never another."""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import multiprocessing
import os
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from quizdeck.core import rendercache as rc
from quizdeck.core.errors import UserError
from quizdeck.core.rendercache import NullStore, Rendered, RenderStore

VERSION = "v1"
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4


def item(n: int, image: bytes | None = None, version: str = VERSION) -> tuple[bytes, Rendered]:
    """A result of realistic shape: 7 fields, one of them ~1.5 KB (that deflates to half), some empty."""
    media = {"pic.png": image} if image is not None else {}
    k = rc.key(version, {"question": f"question {n}", "choices": ["a", "b"]},
               {name: rc.digest(data) for name, data in media.items()})
    varied = "".join(f"<p>choice {hashlib.sha256(f'{n}.{i}'.encode()).hexdigest()[:12]}</p>" for i in range(60))
    fields = [f"<p>Question {n} ✓ «ü» 文</p>", f'<div class="mc-choices">{varied}{n}</div>',
              "", f"item{n}", "<p>why</p>", "", "\x00\U0001F600"]
    return k, Rendered(fields, media)


def conn_of(s: RenderStore) -> sqlite3.Connection:
    """The store's connection, to look at the file or set a limit on it."""
    assert s._conn is not None
    return s._conn


def store(path: Path, **kwargs: object) -> RenderStore:
    s = rc.open_cache(path, environ={}, **kwargs)  # type: ignore[arg-type]
    assert isinstance(s, RenderStore), s.take_warnings()
    return s


def fill(path: Path, n: int, image: bytes | None = None) -> dict[bytes, Rendered]:
    items = dict(item(i, image) for i in range(n))
    with store(path) as s:
        s.put_many(items.items())
        assert s.take_warnings() == []
    return items


def read_all(path: Path, items: dict[bytes, Rendered]) -> tuple[dict[bytes, Rendered], list[str]]:
    """Everything a new run finds (every value checked against what was written), and its warnings."""
    with rc.open_cache(path, environ={}) as s:
        found = s.get_many(items)
        for k, value in found.items():
            assert value == items[k], "a wrong value was read back"
        return found, s.take_warnings()


# ------------------------------------------------------------------------- values


def test_round_trip_in_a_new_process_run(tmp_path: Path):
    path = tmp_path / "c.sqlite3"
    items = dict(item(i, PNG if i % 2 else None) for i in range(50))
    with store(path) as s:
        s.put_many(items.items())
        assert s.get_many(items) == items   # before it is written, from the pending batch
    found, warnings = read_all(path, items)
    assert found == items and warnings == []
    assert all(type(v.fields) is list and type(v.media) is dict for v in found.values())


def test_an_image_used_by_many_questions_is_stored_once(tmp_path: Path):
    path = tmp_path / "c.sqlite3"
    fill(path, 20, PNG)
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT count(*) FROM media").fetchone() == (1,)
        assert db.execute("SELECT count(*) FROM uses").fetchone() == (20,)


def test_encoding_is_deterministic_and_checked():
    k, value = item(1, PNG)
    named = [("pic.png", rc.digest(PNG))]
    a, b = rc.encode(k, value.fields, named), rc.encode(k, list(value.fields), list(named))
    assert a == b
    assert rc.decode(k, a) == (value.fields, named)
    other, _ = item(2)
    assert rc.decode(other, a) is None   # a value under another key fails its checksum
    for at in (0, 10, len(a) // 2, len(a) - 1):
        flipped = bytearray(a)
        flipped[at] ^= 0x01
        assert rc.decode(k, bytes(flipped)) is None
    assert rc.decode(k, a[:-1]) is None
    assert rc.decode(k, b"") is None


def test_keys_change_with_everything_that_decides_the_result():
    base = rc.key("v", {"q": "a", "multi": False}, {"x.png": rc.digest(b"1")})
    assert base == rc.key("v", {"multi": False, "q": "a"}, {"x.png": rc.digest(b"1")})   # order of a dict
    assert len({base,
                rc.key("w", {"q": "a", "multi": False}, {"x.png": rc.digest(b"1")}),
                rc.key("v", {"q": "b", "multi": False}, {"x.png": rc.digest(b"1")}),
                rc.key("v", {"q": "a", "multi": True}, {"x.png": rc.digest(b"1")}),
                rc.key("v", {"q": "a", "multi": False}, {"x.png": rc.digest(b"2")}),
                rc.key("v", {"q": "a", "multi": False}, {"y.png": rc.digest(b"1")}),
                rc.key("v", {"q": "a", "multi": False})}) == 7


def test_renderer_version_follows_code_templates_and_libraries(tmp_path: Path):
    code = tmp_path / "markdown.py"
    templates = tmp_path / "templates"
    templates.mkdir()
    code.write_text("X = 1\n")
    (templates / "card.html").write_text("<div>")

    def version(*dists: str) -> str:
        rc._renderer_version.cache_clear()   # once per process otherwise
        return rc.renderer_version([code, templates], dists or rc.RENDER_DISTRIBUTIONS)

    first = version()
    assert version() == first
    (templates / "__pycache__").mkdir()
    (templates / "__pycache__" / "x.pyc").write_bytes(b"compiled")
    assert version() == first   # compiled files are not the code
    code.write_text("X = 2\n")
    second = version()
    (templates / "card.html").write_text("<div >")
    third = version()
    (templates / "new.css").write_text("")
    fourth = version()
    fifth = version("markdown-it-py", "pygments")
    assert len({first, second, third, fourth, fifth}) == 5


def test_a_new_renderer_version_misses(tmp_path: Path):
    path = tmp_path / "c.sqlite3"
    fill(path, 10)
    new = dict(item(i, version="v2") for i in range(10))
    found, _ = read_all(path, new)
    assert found == {}


# ------------------------------------------------------------------------- bounds


def test_least_recently_used_entries_go_first_and_the_file_stays_bounded(tmp_path: Path):
    path = tmp_path / "c.sqlite3"
    limit = 1 << 20   # about 500 entries
    with store(path, max_bytes=limit) as s:
        clock = [1_000_000.0]
        s.clock = lambda: clock[0]
        old = dict(item(i) for i in range(300))
        s.put_many(old.items())
        s.flush()
        clock[0] += 10 * rc.TOUCH_AFTER
        kept = dict(list(old.items())[:20])
        assert s.get_many(kept) == kept          # used again: now more recent than the rest
        new: dict[bytes, Rendered] = {}
        for batch in range(100):                 # then more until the cache is full
            clock[0] += 10 * rc.TOUCH_AFTER
            more = dict(item(1000 + 50 * batch + i) for i in range(50))
            s.put_many(more.items())
            s.flush()
            new.update(more)
            if s.evicted:
                break
        found = s.get_many([*old, *new])
        dropped = (set(old) | set(new)) - set(found)
        assert dropped, "nothing was dropped"
        assert dropped <= set(old) - set(kept), "an entry used more recently went before one used less"
        assert len(dropped) == s.evicted
        for batch in range(30):                  # and it stays bounded
            s.put_many(item(10_000 + 50 * batch + i) for i in range(50))
            s.flush()
        db = conn_of(s)
        (pages,), = db.execute("PRAGMA page_count")
        (free,), = db.execute("PRAGMA freelist_count")
        (size,), = db.execute("PRAGMA page_size")
        assert (pages - free) * size <= limit
    assert path.stat().st_size <= limit * 1.1


def test_a_build_pays_few_transactions_and_a_rebuild_writes_nothing(tmp_path: Path):
    path = tmp_path / "c.sqlite3"
    items = dict(item(i) for i in range(10_000))
    statements: list[str] = []
    with store(path) as s:
        db = conn_of(s)
        db.set_trace_callback(statements.append)
        for pair in items.items():
            s.put_many([pair])   # one at a time, as a build may
    assert statements.count("COMMIT") <= 10   # one per few thousand entries, not one per entry
    statements.clear()
    with store(path) as s:
        db = conn_of(s)
        db.set_trace_callback(statements.append)
        assert len(s.get_many(items)) == 10_000
    assert not [t for t in statements if t.startswith(("UPDATE", "INSERT", "DELETE", "BEGIN IMMEDIATE"))]
    assert sum(t.startswith("SELECT") for t in statements) <= 2 * (10_000 // 500 + 1)


# ------------------------------------------------------------------------- switches


def test_the_off_switch_and_settings(tmp_path: Path):
    path = tmp_path / "c.sqlite3"
    assert isinstance(rc.open_cache(path, environ={"MAKE_DECK_CACHE": "0"}), NullStore)
    assert isinstance(rc.open_cache(path, enabled=False, environ={}), NullStore)
    assert not path.exists()
    off = rc.open_cache(path, enabled=False, environ={})
    k, value = item(1)
    off.put_many([(k, value)])
    assert off.get_many([k]) == {}
    with pytest.raises(UserError, match="MAKE_DECK_CACHE must be"):
        rc.open_cache(path, environ={"MAKE_DECK_CACHE": "maybe"})
    for bad in ("0", "-5", "1.5", "lots"):
        with pytest.raises(UserError, match="MAKE_DECK_CACHE_MAX_MIB"):
            rc.open_cache(path, environ={"MAKE_DECK_CACHE_MAX_MIB": bad})
    assert rc.max_bytes_from({}) == rc.DEFAULT_MAX_MIB << 20
    assert store(path, max_bytes=None).max_bytes == 256 << 20
    s = rc.open_cache(path, environ={"MAKE_DECK_CACHE_MAX_MIB": "3"})
    assert isinstance(s, RenderStore) and s.max_bytes == 3 << 20
    s.close()


def test_the_cache_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert rc.cache_path({"XDG_CACHE_HOME": "/var/c"}) == Path("/var/c/make_deck/render-cache.sqlite3")
    assert rc.cache_path({}) == tmp_path / "home/.cache/make_deck/render-cache.sqlite3"
    assert rc.cache_path({"XDG_CACHE_HOME": "relative"}) == tmp_path / "home/.cache/make_deck/render-cache.sqlite3"
    s = rc.open_cache(environ={"XDG_CACHE_HOME": str(tmp_path / "xdg")})
    s.close()
    assert (tmp_path / "xdg/make_deck/render-cache.sqlite3").is_file()


def _child_uses_store(s: RenderStore, out: multiprocessing.queues.Queue[object]) -> None:
    k, value = item(99)
    s.put_many([(k, value)])
    s.flush()
    out.put((s.get_many([k]), s.take_warnings()))
    s.close()


def test_a_forked_child_leaves_the_parents_store_alone(tmp_path: Path):
    path = tmp_path / "c.sqlite3"
    items = fill(path, 3)
    with store(path) as s:
        ctx = multiprocessing.get_context("fork")
        out = ctx.Queue()
        child = ctx.Process(target=_child_uses_store, args=(s, out))
        child.start()
        assert out.get(timeout=60) == ({}, [])
        child.join(60)
        assert child.exitcode == 0
        assert s.get_many(items) == items
    found, _ = read_all(path, {**items, **dict([item(99)])})
    assert found == items


# ------------------------------------------------------------------------- two runs


def _writer(path: str, first: int, start: multiprocessing.synchronize.Event,
            out: multiprocessing.queues.Queue[object]) -> None:
    start.wait(60)
    s = rc.open_cache(Path(path), environ={})
    warnings = s.take_warnings()
    for i in range(first, first + 3000):
        s.put_many([item(i, PNG if i % 7 == 0 else None)])
        if i % 500 == 0:
            s.flush()
            s.get_many([item(j)[0] for j in range(first, i)])
    s.put_many(item(i) for i in range(100_000, 100_500))   # both write these, same values
    s.close()
    out.put((type(s).__name__, warnings + s.take_warnings()))


@pytest.mark.parametrize("existing", [False, True])
def test_two_builds_write_at_once(tmp_path: Path, existing: bool):
    path = tmp_path / "c.sqlite3"
    if existing:
        fill(path, 10)
    ctx = multiprocessing.get_context("spawn")   # separate processes, nothing shared
    start, out = ctx.Event(), ctx.Queue()
    writers = [ctx.Process(target=_writer, args=(str(path), first, start, out)) for first in (0, 50_000)]
    for w in writers:
        w.start()
    start.set()
    results = [out.get(timeout=300) for _ in writers]
    for w in writers:
        w.join(60)
        assert w.exitcode == 0
    assert results == [("RenderStore", []), ("RenderStore", [])]
    expected = dict(item(i, PNG if i % 7 == 0 else None) for first in (0, 50_000) for i in range(first, first + 3000))
    expected.update(item(i) for i in range(100_000, 100_500))
    found, warnings = read_all(path, expected)
    assert warnings == []
    assert len(found) == len(expected), "writes were lost"


# ------------------------------------------------------------------------- damage


def _damage_truncate_half(path: Path) -> None:
    os.truncate(path, path.stat().st_size // 2 // 4096 * 4096)


def _damage_truncate_odd(path: Path) -> None:
    os.truncate(path, path.stat().st_size - 1000)


def _damage_truncate_header(path: Path) -> None:
    os.truncate(path, 50)


def _damage_garbage(path: Path) -> None:
    path.write_bytes(os.urandom(path.stat().st_size))


def _damage_text(path: Path) -> None:
    path.write_text("questions:\n  - q: not a database\n")


def _damage_pages(path: Path) -> None:
    """A real header, garbage after the first page."""
    data = bytearray(path.read_bytes())
    data[4096:] = os.urandom(len(data) - 4096)
    path.write_bytes(bytes(data))


def _damage_foreign(path: Path) -> None:
    path.unlink()
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute("CREATE TABLE notes(id INTEGER PRIMARY KEY, flds TEXT)")
        db.execute("INSERT INTO notes(flds) VALUES ('keep me')")
        db.commit()


def _damage_schema(path: Path) -> None:
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA user_version = 99")


def _damage_tables(path: Path) -> None:
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute("DROP TABLE uses")


DAMAGE = [_damage_truncate_half, _damage_truncate_odd, _damage_truncate_header, _damage_garbage, _damage_text,
          _damage_pages, _damage_foreign, _damage_schema, _damage_tables]


@pytest.mark.parametrize("damage", DAMAGE, ids=lambda f: f.__name__[len("_damage_"):])
def test_a_damaged_file_is_moved_aside_and_rebuilt_with_one_warning(tmp_path: Path, damage):
    path = tmp_path / "c.sqlite3"
    items = fill(path, 300, PNG)
    damage(path)
    before = path.read_bytes()
    with rc.open_cache(path, environ={}) as s:
        found = s.get_many(items)
        assert all(value == items[k] for k, value in found.items()), "a wrong value was read"
        s.put_many(items.items())
        warnings = s.take_warnings()
    assert len(warnings) == 1 and "damaged" in warnings[0] and "moved to c.sqlite3.broken" in warnings[0], warnings
    aside = tmp_path / "c.sqlite3.broken"   # kept for a bug report
    if damage is _damage_foreign:
        with contextlib.closing(sqlite3.connect(aside)) as db:
            assert db.execute("SELECT flds FROM notes").fetchall() == [("keep me",)]
    elif damage is not _damage_pages:   # found at open, before SQLite wrote anything
        assert aside.read_bytes() == before
    found, warnings = read_all(path, items)   # the next run: rebuilt, working, quiet
    assert found == items and warnings == []


def _flip(path: Path, needle: bytes) -> None:
    data = bytearray(path.read_bytes())
    at = data.find(needle)
    assert at > 0 and data.find(needle, at + 1) < 0
    data[at] ^= 0x20
    path.write_bytes(bytes(data))


def test_a_flipped_byte_in_a_value_or_an_image_is_a_miss(tmp_path: Path):
    path = tmp_path / "c.sqlite3"
    items = fill(path, 40)
    image_key, image_value = item(1000, PNG[:-1] + b"!")
    with store(path) as s:
        s.put_many([(image_key, image_value)])
    with contextlib.closing(sqlite3.connect(path)) as db:   # (stored deflated: found by its bytes)
        (stored,), = db.execute("SELECT value FROM bodies WHERE key = ?", (item(17)[0],))
    _flip(path, stored[len(stored) // 2:len(stored) // 2 + 24])   # a field of one value
    _flip(path, PNG[-300:-1] + b"!")   # the image of another
    found, warnings = read_all(path, {**items, image_key: image_value})
    assert set(items) - set(found) == {item(17)[0]}
    assert image_key not in found
    assert warnings == []


@pytest.mark.skipif(not hasattr(fcntl, "flock"), reason="no advisory locks")
def test_a_damaged_file_in_use_by_another_run_is_left_alone_until_it_is_not(tmp_path: Path):
    path = tmp_path / "c.sqlite3"
    items = fill(path, 10)
    _damage_garbage(path)
    with open(tmp_path / "c.sqlite3.lock", "ab") as other:   # another run has the cache open
        fcntl.flock(other, fcntl.LOCK_SH)
        s = rc.open_cache(path, environ={})
        assert isinstance(s, NullStore)
        warnings = s.take_warnings()
        assert len(warnings) == 1 and "in use by another run" in warnings[0]
        assert not (tmp_path / "c.sqlite3.broken").exists()
    found, warnings = read_all(path, items)   # alone now: rebuilt
    assert found == {} and len(warnings) == 1 and "moved to" in warnings[0]


def _damage_while_open(s: RenderStore, path: Path) -> None:
    conn_of(s).execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = bytearray(path.read_bytes())
    data[4096 * 3:] = os.urandom(len(data) - 4096 * 3)
    path.write_bytes(bytes(data))


def test_damage_found_while_reading_is_rebuilt_at_once_when_alone(tmp_path: Path):
    path = tmp_path / "c.sqlite3"
    items = fill(path, 300)
    with store(path) as s:
        _damage_while_open(s, path)
        found = s.get_many(items)
        assert all(value == items[k] for k, value in found.items())
        s.get_many(items)
        s.put_many([item(5000)])   # the run goes on with a new cache
        warnings = s.take_warnings()
    assert len(warnings) == 1 and "damaged" in warnings[0] and "moved to" in warnings[0], warnings
    found, warnings = read_all(path, {**items, **dict([item(5000)])})
    assert found == dict([item(5000)]) and warnings == []


def test_damage_found_while_reading_stops_the_cache_when_another_run_has_it(tmp_path: Path):
    path = tmp_path / "c.sqlite3"
    items = fill(path, 300)
    with store(path) as s, open(tmp_path / "c.sqlite3.lock", "ab") as other:
        fcntl.flock(other, fcntl.LOCK_SH)
        _damage_while_open(s, path)
        found = s.get_many(items)
        assert all(value == items[k] for k, value in found.items())
        s.put_many([item(5000)])
        assert s.get_many(items) == {}
        warnings = s.take_warnings()
    assert len(warnings) == 1 and "damaged" in warnings[0] and "next run" in warnings[0], warnings
    found, warnings = read_all(path, items)   # the next run, alone: rebuilt
    assert found == {} and len(warnings) == 1 and "moved to" in warnings[0]


# ------------------------------------------------------------------------- read-only


@contextlib.contextmanager
def read_only(path: Path) -> Iterator[None]:
    """``path`` read-only for this process, even as root (an immutable file, a read-only
    bind mount of a folder)."""
    if os.geteuid() != 0:
        mode = path.stat().st_mode
        path.chmod(0o555 if path.is_dir() else 0o444)
        try:
            yield
        finally:
            path.chmod(mode)
    elif path.is_dir():
        if subprocess.run(["mount", "--bind", path, path], capture_output=True).returncode:
            pytest.skip("cannot bind-mount a folder read-only here")
        try:
            subprocess.run(["mount", "-o", "remount,ro,bind", path], check=True, capture_output=True)
            yield
        finally:
            subprocess.run(["umount", path], check=True)
    else:
        if subprocess.run(["chattr", "+i", path], capture_output=True).returncode:
            pytest.skip("cannot make a file immutable here")
        try:
            yield
        finally:
            subprocess.run(["chattr", "-i", path], check=True)


@pytest.mark.parametrize("what", ["file", "folder"])
def test_a_read_only_cache_is_not_used_with_a_warning(tmp_path: Path, what: str):
    folder = tmp_path / "cache"
    folder.mkdir()
    path = folder / "c.sqlite3"
    items = fill(path, 10)
    (folder / "c.sqlite3.lock").unlink()
    before = path.read_bytes()
    with read_only(path if what == "file" else folder):
        s = rc.open_cache(path, environ={})
        s.put_many([item(11)])
        s.get_many(items)
        s.close()
        warnings = s.take_warnings()
        assert isinstance(s, NullStore)
        assert len(warnings) == 1 and "read-only" in warnings[0], warnings
    assert path.read_bytes() == before


# ------------------------------------------------------------------------- full disk


@contextlib.contextmanager
def tiny_disk(folder: Path, size: str) -> Iterator[Path]:
    folder.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", folder],
                      capture_output=True).returncode:
        pytest.skip("cannot mount a tmpfs here (the max_page_count variant still runs)")
    try:
        yield folder
    finally:
        subprocess.run(["umount", folder], check=True)


def _fill_until_full(s: RenderStore) -> tuple[dict[bytes, Rendered], list[str]]:
    """Put until a write fails: what was put before the failing batch, and the warnings."""
    written: dict[bytes, Rendered] = {}
    for batch in range(200):
        items = dict(item(batch * 10 + i, os.urandom(3000)) for i in range(10))
        s.put_many(items.items())
        s.flush()
        warnings = s.take_warnings()
        if warnings:
            return written, warnings
        written.update(items)
    return written, []


@pytest.mark.parametrize("how", ["tmpfs", "max_page_count"])
def test_a_full_disk_stops_the_writes_with_one_warning(tmp_path: Path, how: str):
    with contextlib.ExitStack() as stack:
        folder = stack.enter_context(tiny_disk(tmp_path / "disk", "512k")) if how == "tmpfs" else tmp_path
        path = folder / "c.sqlite3"
        s = store(path, max_bytes=1 << 30)
        stack.callback(s.close)
        if how == "max_page_count":
            db = conn_of(s)
            db.execute("PRAGMA max_page_count = 150")
        written, warnings = _fill_until_full(s)
        assert written, "nothing could be written before the disk was full"
        s.put_many([item(10**6)])   # later puts: quietly not kept
        s.flush()
        found = s.get_many(written)
        s.close()
        warnings += s.take_warnings()
        assert len(warnings) == 1 and "cannot write the render cache" in warnings[0], warnings
        assert found == written
        found, warnings = read_all(path, written)   # the next run reads what was committed
        assert found == written and warnings == []


def test_entries_touched_without_reading_are_kept_as_recently_used(tmp_path: Path):
    """A rebuild that copies notes relies on entries it does not read (``touch``): once a read entry
    says it was not used for ``TOUCH_AFTER`` (``stale``), those are marked used too, and the least
    recently used go first without them."""
    path = tmp_path / "c.sqlite3"
    with store(path, max_bytes=1 << 20) as s:
        clock = [1_000_000.0]
        s.clock = lambda: clock[0]
        old = dict(item(i) for i in range(300))
        s.put_many(old.items())
        s.flush()
        header = next(iter(old))
        assert s.get_many([header]) and not s.stale(header)     # used just now
        clock[0] += 10 * rc.TOUCH_AFTER
        assert s.get_many([header]) and s.stale(header)          # not used for a while
        relied = list(old)[1:21]
        s.touch(relied)
        s.flush()
        assert not s.stale(header)
        for batch in range(100):
            clock[0] += 10 * rc.TOUCH_AFTER
            s.put_many(item(1000 + 50 * batch + i) for i in range(50))
            s.flush()
            if s.evicted:
                break
        assert s.evicted
        found = set(s.get_many(old))
        assert not found - set(relied) - {header}, "an entry not used went after one touched"
        assert found & set(relied), "the entries touched went as if never used"
    with NullStore() as null:
        null.touch([header])
        assert not null.stale(header)
