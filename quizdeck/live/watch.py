"""``watch``: the live preview. Serves the preview pages on 127.0.0.1 and rebuilds them on
every save; the open page reloads by itself on the card that changed.

* File events come from ``watchfiles`` (the Rust ``notify`` library): the folders of the
  sources are watched, so editors that save by writing a new file and renaming it are
  seen; changes that come together (an editor writing twice) are one rebuild, and a
  rebuild that gives the same pages changes nothing on the page.
* An edit inside one question is shown at once (``itemedit``: that question read alone,
  rendered and patched into its page); the whole quiz is then read again in a thread of its
  own (``rebuilds``), which confirms it and reports the problems across questions. A save
  never waits for a running rebuild: its quick update is shown, and a rebuild that read the
  files while they changed is dropped (the one requested by the save follows), so the page
  never goes back to an older text and ends showing the files as they are.
* Only what changed is rendered again: questions whose text did not change keep their
  rendered fields (``render.RenderCache``); a page's HTML is made when it is asked for.
* The pages get the server's events (server-sent events, ``/events``): a new version of
  their deck, the card to show, and the problems of the last build, shown on the page
  while the last good build stays.
"""

from __future__ import annotations

import contextlib
import functools
import json
import re
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from quizdeck.anki.notetype import FIELDS, read_template
from quizdeck.anki.package import DeckRecord, NoteRecord
from quizdeck.commands import Options, preview_records
from quizdeck.core import identity
from quizdeck.core.diagnostics import DiagnosticError, Diagnostics, Pos
from quizdeck.core.paths import display_path
from quizdeck.core.placeholders import fill
from quizdeck.html.media import IMAGE_SUFFIXES
from quizdeck.html.preview import card_html, preview_html
from quizdeck.html.render import QuestionRenderer
from quizdeck.live.itemedit import Snapshot
from quizdeck.live.localserver import MAX_WORKERS, Handler, LocalHTTPServer, allowed_host
from quizdeck.live.rebuilds import Rebuilds, Request
from quizdeck.pipeline import Caches, make_note, question_job
from quizdeck.present import diagnostic_dict

#: Fields shown only on the back: a change there alone brings the page to the card's back.
_BACK_ONLY = {FIELDS.index("Explanation"), FIELDS.index("Source")}
#: Events are grouped until none came for this long (ms): an editor's two writes are one rebuild.
STEP_MS = 30
#: Image names in rendered fields.
_MEDIA = re.compile(r'src="(mc-[0-9a-f]+\.[a-z]+)"')
#: The file watcher wakes this often (ms) when nothing happens.
WAKE_MS = 200
#: More changed cards than this (a search and replace over the file): the page reloads.
PATCH_MAX = 50
#: A page can patch itself from this many versions back (events that came together reach
#: it as one): further back, it reloads.
PATCH_HISTORY = 8
#: Open pages' event streams (a thread each) at most: the rest of localserver.MAX_WORKERS
#: stays for loading pages.
MAX_STREAMS = MAX_WORKERS - 16
_STREAMS = threading.BoundedSemaphore(MAX_STREAMS)


@dataclass
class DeckPage:
    """One deck's page as served."""

    slug: str
    record: DeckRecord                  # the deck and its notes
    card_list: list[str]                # each note's card HTML
    version: int
    fields: dict[str, tuple[str, ...]]  # GUID -> fields
    go: str | None = None   # the card to show after a reload: the first that changed
    back: bool = False      # ... on its back (only its explanation or source changed)
    #: GUID -> card HTML of the cards changed since the previous version, when nothing else
    #: changed: the page patches itself instead of reloading
    cards: dict[str, str] | None = None
    #: the same from earlier versions (version -> the cards changed since it), while every
    #: step was such a patch (at most PATCH_HISTORY)
    since: dict[int, dict[str, str]] = field(default_factory=dict)
    _html: bytes | None = field(default=None, repr=False)

    @property
    def html(self) -> bytes:
        """The whole page (made when first asked for: 34 MB at 10,000 questions, and an open
        page patched by the live preview never asks for it again)."""
        if self._html is None:
            self._html = preview_html(self.record, self.card_list, live=_live_script(self.slug, self.version)
                                      ).encode("utf-8")
        return self._html

    @property
    def name(self) -> str:
        return self.record.name

    @property
    def notes(self) -> int:
        return len(self.record.notes)


@dataclass
class Rebuilt:
    """What one rebuild did, for the terminal."""

    ok: bool
    diags: Diagnostics
    seconds: float
    changed: list[DeckPage]
    decks: list[DeckPage]
    rendered: int = 0       # questions rendered again
    validated: int = 0      # questions validated again
    #: the files changed while they were read: nothing was shown (the rebuild that change
    #: asked for comes next)
    stale: bool = False


class LiveState:
    """The pages and the last build's problems, shared with the server's threads."""

    def __init__(self) -> None:
        self.cond = threading.Condition()
        self.pages: dict[str, DeckPage] = {}
        self.problems: list[dict[str, Any]] = []
        self.event = 0            # bumped at every change the pages must hear of
        self.index = 0            # version of the list of decks
        self.closing = False

    def changed_since(self, event: int) -> bool:
        """Whether the pages have something new to hear since ``event`` (or the server stops)."""
        return self.event != event or self.closing

    def message(self) -> str:
        """The state as the pages' script reads it."""
        return json.dumps({
            "pages": {slug: {"version": p.version, "go": p.go, "back": p.back,
                             "patches": {str(base): cards for base, cards in p.since.items()}}
                      for slug, p in self.pages.items()},
            "index": str(self.index),
            "problems": self.problems,
        })


def _slugs(paths: list[Path]) -> list[str]:
    """A URL name per deck: its file's name, made unique."""
    seen: set[str] = set()
    return [identity.unique_id("".join(c if c.isalnum() or c in "-_." else "-" for c in path.stem) or "deck", seen)
            for path in paths]


def _live_script(slug: str, version: int | str) -> str:
    return (f'<script src="/live.js" data-deck="{escape(slug)}" data-version="{escape(str(version))}">'
            "</script>")


class LivePreview:
    """Rebuilds the pages of the sources and keeps them in a ``LiveState``.

    Two kinds of change reach the pages, one at a time (``_publish``): the quick update of one
    edited question (:meth:`quick`, the file watcher's thread) and a full rebuild's result
    (:meth:`rebuild`, the rebuilds' thread). Each page goes with the snapshot of its file it
    was made from (``itemedit.Snapshot``), and both change together."""

    def __init__(self, options: Options):
        self.options = options
        self.state = LiveState()
        self.cache = Caches()
        self._cards: dict[tuple[str, tuple[str, ...]], str] = {}   # (GUID, fields) -> card HTML
        self._snapshots: dict[Path, tuple[str, Snapshot]] = {}      # quiz file -> (deck's page, its text)
        #: the quick path's renderers (a folder's): its own, so it never touches the cache a
        #: running rebuild uses
        self._renderers: dict[Path, QuestionRenderer] = {}
        self._publish = threading.Lock()

    def quick(self, batch: set[tuple[Any, str]]) -> list[DeckPage]:
        """Show an edit inside one question at once, before the whole quiz is read again
        (``itemedit``): the question is read alone, rendered and patched into its page.
        Returns the pages updated; empty when the edit is not of that kind."""
        updated = []
        for path in {Path(p).resolve() for _, p in batch}:
            with self._publish:
                page = self._quick(path)
            if page is not None:
                updated.append(page)
        return updated

    def _quick(self, path: Path) -> DeckPage | None:
        found = self._snapshots.get(path)
        if found is None:
            return None
        slug, snapshot = found
        try:
            data = path.read_bytes()
        except OSError:
            return None
        with self.state.cond:
            old = self.state.pages.get(slug)
        if old is None:
            return None
        edit = snapshot.edited(data)
        if edit is None:
            return None
        index, question = edit
        job = question_job(snapshot.deck, question)
        if job.guid != snapshot.guids[index]:
            return None
        renderer = self._renderers.get(path.parent)
        if renderer is None:
            renderer = self._renderers[path.parent] = QuestionRenderer(
                path.parent, max_image_bytes=self.options.max_image_bytes)
        renderer.render(job)
        if job.errors or not set(_MEDIA.findall("".join(job.fields))) <= old.record.media.keys():
            return None
        note = make_note(snapshot.deck, job)
        page = _edited_page(old, index, note, card_html(note))
        snapshot.moved(index, data)
        if page is not None:
            self._show({**self.state.pages, slug: page})
        return page

    def images_changed(self) -> None:
        """An image changed: the quick path reads images again (the rebuild that follows
        renders everything again, see ``run``)."""
        with self._publish:
            self._renderers.clear()

    def _show(self, pages: dict[str, DeckPage], problems: list[dict[str, Any]] | None = None,
              index: bool = False) -> None:
        with self.state.cond:
            self.state.pages = pages
            if problems is not None:
                self.state.problems = problems
            if index:
                self.state.index += 1
            self.state.event += 1
            self.state.cond.notify_all()

    def rebuild(self, newer: Callable[[], bool] = lambda: False) -> Rebuilt:
        """Read every source again (questions unchanged since the last rebuild are neither
        validated nor rendered again) and show the result, unless the files changed while
        they were read (``Rebuilt.stale``). ``newer()``: whether a later change is known
        (its rebuild is to come): a failed rebuild is then stale too (it may have read a
        file an editor was writing), its problems not shown."""
        start = time.perf_counter()
        before = _read_sources(self.options.sources, self.options.max_bytes)
        diags = Diagnostics()
        try:
            records = preview_records(self.options, diags, self.cache)
        except (DiagnosticError, OSError) as exc:
            if isinstance(exc, OSError):   # e.g. a file removed while it was read
                diags.error(Pos(str(exc.filename or "")), exc.strerror or str(exc))
            with self._publish:
                stale = newer() or _read_sources(self.options.sources, self.options.max_bytes) != before
                if not stale:
                    self._show(self.state.pages, [diagnostic_dict(d) for d in diags.sorted()])
                kept = list(self.state.pages.values())
            return Rebuilt(False, diags, time.perf_counter() - start, [], kept, stale=stale)
        rendered, validated = self.cache.render.misses, self.cache.questions.misses
        self.cache.next_round()
        slugs = _slugs([d.path for d, _ in records])
        cards_now: dict[tuple[str, tuple[str, ...]], str] = {}
        built = []
        snapshots = {}
        for slug, (deck, record) in zip(slugs, records, strict=True):
            cards = []
            for note in record.notes:
                key = (note.guid, tuple(note.fields))
                html = self._cards.get(key) or card_html(note)
                cards_now[key] = html
                cards.append(html)
            built.append((slug, record, cards))
            data = before.get(deck.path.resolve())
            snapshot = Snapshot.take(deck.path, data, deck, [n.guid for n in record.notes]) \
                if isinstance(data, bytes) else None
            if snapshot is not None:
                snapshots[deck.path.resolve()] = (slug, snapshot)
        self._cards = cards_now
        problems = [diagnostic_dict(d) for d in diags.sorted()]   # warnings
        with self._publish:
            old_pages = dict(self.state.pages)
            if _read_sources(self.options.sources, self.options.max_bytes) != before:
                return Rebuilt(True, diags, time.perf_counter() - start, [], list(old_pages.values()),
                               rendered, validated, stale=True)
            changed = []
            pages: dict[str, DeckPage] = {}
            for slug, record, cards in built:
                old = old_pages.get(slug)
                page = _page(slug, record, cards, old)
                if page is None:   # the same as before
                    assert old is not None
                    pages[slug] = old
                else:
                    pages[slug] = page
                    changed.append(page)
            self._snapshots = snapshots
            if changed or problems != self.state.problems or set(pages) != set(old_pages):
                self._show(pages, problems, index=set(pages) != set(old_pages))
        return Rebuilt(True, diags, time.perf_counter() - start, changed, list(pages.values()), rendered, validated)

    def index_html(self) -> bytes:
        """``/``: the deck's page when there is one deck, else a list of the decks."""
        with self.state.cond:
            pages = list(self.state.pages.values())
            index = self.state.index
        if len(pages) == 1:
            return pages[0].html
        items = "".join(f'<li><a href="/deck/{escape(p.slug)}">{escape(p.name)}</a> ({p.notes} cards)</li>'
                        for p in pages)
        body = f"<ul>{items}</ul>" if pages else "<p>No deck has been built yet.</p>"
        return fill(read_template("index.html"), {"<!--DECKS-->": body, "<!--LIVE-->": _live_script("", index)}
                    ).encode("utf-8")


def _same(old: DeckPage | None, record: DeckRecord, cards: list[str]) -> bool:
    """Whether a deck's page would show the same as ``old`` (its cards are mostly the very
    same strings: the comparison costs little)."""
    return (old is not None and old.name == record.name and old.card_list == cards
            and old.record.media.keys() == record.media.keys())


def _page(slug: str, record: DeckRecord, cards: list[str], old: DeckPage | None) -> DeckPage | None:
    """The page of a deck, at the next version; None when it shows the same as ``old``."""
    if _same(old, record, cards):
        return None
    fields = {note.guid: tuple(note.fields) for note in record.notes}
    go, back = _first_change(old.fields if old else {}, fields, [n.guid for n in record.notes])
    patch = _patch(old, record, fields, cards)
    return DeckPage(slug, record, cards, (old.version + 1) if old else 1, fields, go=go, back=back, cards=patch,
                    since=_since(old, patch))


def _edited_page(old: DeckPage, index: int, note: NoteRecord, card: str) -> DeckPage | None:
    """``old`` with note ``index`` (same GUID) replaced, at the next version; None when it
    shows the same. Costs a few copies of lists, not a page."""
    before, now = old.fields[note.guid], tuple(note.fields)
    if before == now and old.card_list[index] == card:
        return None
    notes, cards = list(old.record.notes), list(old.card_list)
    notes[index], cards[index] = note, card
    fields = dict(old.fields)
    fields[note.guid] = now
    differ = {i for i, (a, b) in enumerate(zip(before, now, strict=True)) if a != b}
    patch = {note.guid: card}
    return DeckPage(old.slug, replace(old.record, notes=notes), cards, old.version + 1, fields, go=note.guid,
                    back=differ <= _BACK_ONLY, cards=patch, since=_since(old, patch))


def _since(old: DeckPage | None, patch: dict[str, str] | None) -> dict[int, dict[str, str]]:
    """The patches of a new page that follows ``old`` by ``patch``: from ``old``'s version,
    and from the versions ``old`` could be patched from."""
    if old is None or patch is None:
        return {}
    since = {old.version: patch}
    for base, cards in sorted(old.since.items(), reverse=True):
        joined = {**cards, **patch}
        if len(since) >= PATCH_HISTORY or len(joined) > PATCH_MAX:
            break
        since[base] = joined
    return since


def _patch(old: DeckPage | None, record: DeckRecord, fields: dict[str, tuple[str, ...]], cards: list[str]
           ) -> dict[str, str] | None:
    """The changed cards, when only cards changed (same deck name, same cards in the same
    order, no new image): the page can patch itself instead of reloading."""
    if (old is None or old.name != record.name or list(old.fields) != list(fields)
            or old.record.media.keys() != record.media.keys()):
        return None
    changed = {guid: html for (guid, now), html in zip(fields.items(), cards, strict=True) if old.fields[guid] != now}
    return changed if len(changed) <= PATCH_MAX else None


def _first_change(old: dict[str, tuple[str, ...]], new: dict[str, tuple[str, ...]],
                  order: list[str]) -> tuple[str | None, bool]:
    """The first card (in the deck's order) that is new or changed, and whether only
    what its back shows changed."""
    if not old:
        return None, False
    for guid in order:
        before = old.get(guid)
        if before == new[guid]:
            continue
        if before is None:
            return guid, False
        differ = {i for i, (a, b) in enumerate(zip(before, new[guid], strict=True)) if a != b}
        return guid, differ <= _BACK_ONLY
    return None, False


class _Server(LocalHTTPServer):
    live: LivePreview


class _Handler(Handler):
    """The preview's pages, its script and its events; the server (``localserver``) bounds
    time and threads and adds the headers every response carries."""

    server: _Server

    def _allowed_host(self) -> bool:
        """Only requests addressed to this server by name (no DNS rebinding from a web page)."""
        return allowed_host(self.headers.get("Host"), str(self.server.server_address[0]))

    def _send(self, status: int, body: bytes, kind: str = "text/html; charset=utf-8") -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        if not self._allowed_host():
            self._send(403, b"forbidden", "text/plain")
            return
        path = unquote(urlsplit(self.path).path)
        live = self.server.live
        if path == "/":
            self._send(200, live.index_html())
        elif path.startswith("/deck/"):
            with live.state.cond:
                page = live.state.pages.get(path[len("/deck/"):])
            if page is None:
                self._send(404, b"no such deck", "text/plain")
            else:
                self._send(200, page.html)
        elif path == "/live.js":
            self._send(200, read_template("live.js").encode(), "text/javascript; charset=utf-8")
        elif path == "/events":
            self._events()
        else:
            self._send(404, b"not found", "text/plain")

    def _events(self) -> None:
        if not _STREAMS.acquire(blocking=False):  # keep threads for the pages themselves
            self._send(503, b"too many open previews", "text/plain")
            return
        state = self.server.live.state
        seen = -1
        try:
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.end_headers()
            while True:
                with state.cond:
                    state.cond.wait_for(functools.partial(state.changed_since, seen), timeout=15)
                    if state.closing:
                        return
                    message = state.message() if state.event != seen else None
                    seen = state.event
                chunk = f"data: {message}\n\n" if message is not None else ": still here\n\n"
                self.wfile.write(chunk.encode("utf-8"))
                self.wfile.flush()
        except OSError:  # the page went away, or stopped reading (localserver.WRITE_TIMEOUT)
            return
        finally:
            _STREAMS.release()


def serve(live: LivePreview, host: str, port: int) -> _Server:
    """Start the HTTP server in a thread; ``server.server_address`` tells the port."""
    server = _Server((host, port), _Handler)
    server.live = live
    threading.Thread(target=server.serve_forever, name="make_deck watch server", daemon=True).start()
    return server


def _watched(sources: list[Path]) -> tuple[list[Path], Callable[[Any, str], bool]]:
    """The folders to watch, and the filter of the events that matter: the named quiz
    files, quiz files in named folders, images anywhere in them."""
    roots: list[Path] = []
    files: set[str] = set()
    folders: list[str] = []
    for source in sources:
        resolved = source.resolve()
        if resolved.is_dir():
            roots.append(resolved)
            folders.append(str(resolved))
        else:
            roots.append(resolved.parent)
            files.add(str(resolved))

    def relevant(_change: Any, path: str) -> bool:
        suffix = Path(path).suffix.lower()
        if suffix in IMAGE_SUFFIXES:
            return True
        if path in files:
            return True
        return suffix in (".yaml", ".yml") and any(path.startswith(f + "/") for f in folders)
    unique = sorted(set(roots))
    return [r for r in unique if not any(r != o and o in r.parents for o in unique)], relevant


def changes(sources: list[Path], stop: threading.Event) -> Iterator[set[tuple[Any, str]]]:
    """Batches of file changes that matter, until ``stop`` is set or Ctrl-C."""
    import watchfiles

    roots, relevant = _watched(sources)
    # an empty batch now and then (yield_on_timeout) tells the caller the watcher runs
    yield from watchfiles.watch(*roots, watch_filter=relevant, stop_event=stop, step=STEP_MS,
                                debounce=1000, raise_interrupt=True, yield_on_timeout=True, rust_timeout=WAKE_MS)


def _read_sources(sources: list[Path], max_bytes: int) -> dict[Path, bytes | tuple[int, int]]:
    """What the sources are now, to tell whether they changed while a rebuild read them:
    the text of the quiz files named and of those in the folders named (size and
    modification time for a file over ``max_bytes``, which no build reads), size and
    modification time of the images in those folders."""
    found: dict[Path, bytes | tuple[int, int]] = {}
    _, relevant = _watched(sources)
    for source in sources:
        paths = [source] if not source.is_dir() else [p for p in source.rglob("*") if relevant(None, str(p.resolve()))]
        for path in paths:
            with contextlib.suppress(OSError):
                resolved = path.resolve()
                st = resolved.stat()
                small = st.st_size <= max_bytes and resolved.suffix.lower() not in IMAGE_SUFFIXES
                found[resolved] = resolved.read_bytes() if small else (st.st_size, st.st_mtime_ns)
    return found


def is_image_change(batch: set[tuple[Any, str]]) -> bool:
    """Whether an image changed (rendered questions may show it: render them all again)."""
    return any(Path(path).suffix.lower() in IMAGE_SUFFIXES for _, path in batch)


def run(options: Options, host: str, port: int, on_ready: Callable[[str], None],
        on_rebuilt: Callable[[Rebuilt, str], None], after_good: Callable[[], None] | None = None,
        stop: threading.Event | None = None,
        on_quick: Callable[[DeckPage, float], None] = lambda page, seconds: None) -> None:
    """Serve and rebuild until Ctrl-C (or ``stop``): ``on_ready(url)`` once serving,
    ``on_quick(page, seconds)`` when an edit inside one question was shown at once,
    ``on_rebuilt(result, what changed)`` after each rebuild, ``after_good()`` after each
    good one that changed a page (``--build``). Rebuilds after the first run in a thread
    of their own (``rebuilds``); the callbacks are called one at a time."""
    live = LivePreview(options)
    server = serve(live, host, port)
    stop = stop or threading.Event()
    url = f"http://{f'[{host}]' if ':' in host else host}:{server.server_address[1]}/"
    say = threading.Lock()   # the terminal: the watcher's thread and the rebuilds' both write to it

    def rebuild(request: Request) -> bool:
        if request.images:
            live.cache.render.clear()
        result = live.rebuild(newer=lambda: rebuilds.pending)
        if result.stale:
            return False
        if rebuilds.stopping:
            return True
        with say:
            on_rebuilt(result, ", ".join(sorted(request.files)))
            if result.ok and (result.changed or request.shown) and after_good is not None:
                after_good()
        return True

    rebuilds = Rebuilds(rebuild)
    try:
        before = _read_sources(options.sources, options.max_bytes)
        first = live.rebuild()
        on_rebuilt(first, "")
        if first.ok and after_good is not None:
            after_good()
        rebuilds.start()
        watching = False
        for batch in changes(options.sources, stop):
            rebuilds.check()
            if not watching:   # the watcher runs: what changed before it started is caught up here
                watching = True
                now = _read_sources(options.sources, options.max_bytes)
                batch = batch | {(None, str(p)) for p in set(now) | set(before) if now.get(p) != before.get(p)}
                on_ready(url)
            if not batch:
                continue
            quick: list[DeckPage] = []
            images = is_image_change(batch)
            if images:
                live.images_changed()
            else:
                quick_start = time.perf_counter()
                quick = live.quick(batch)
                with say:
                    for page in quick:
                        on_quick(page, time.perf_counter() - quick_start)
            rebuilds.request(Request({display_path(Path(p)) for _, p in batch}, images, bool(quick)))
    except KeyboardInterrupt:
        pass
    finally:
        rebuilds.stop()
        with live.state.cond:
            live.state.closing = True
            live.state.cond.notify_all()
        server.shutdown()
        server.server_close()
