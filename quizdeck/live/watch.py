"""``watch``: the live preview. Serves the preview pages on 127.0.0.1 and rebuilds them on
every save; the open page reloads by itself on the card that changed.

* File events come from ``watchfiles`` (the Rust ``notify`` library): the folders of the
  sources are watched, so editors that save by writing a new file and renaming it are
  seen; changes that come together (an editor writing twice) are one rebuild, and a
  rebuild that gives the same pages changes nothing on the page.
* Only what changed is rendered again: questions whose text did not change keep their
  rendered fields (``render.RenderCache``).
* The pages get the server's events (server-sent events, ``/events``): a new version of
  their deck, the card to show, and the problems of the last build, shown on the page
  while the last good build stays.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import re
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from quizdeck.anki.notetype import FIELDS, read_template
from quizdeck.anki.package import DeckRecord
from quizdeck.commands import Options, preview_records
from quizdeck.core import identity
from quizdeck.core.diagnostics import DiagnosticError, Diagnostics, Pos
from quizdeck.core.paths import display_path
from quizdeck.core.placeholders import fill
from quizdeck.html.media import IMAGE_SUFFIXES
from quizdeck.html.preview import card_html, preview_html
from quizdeck.live.itemedit import Snapshot
from quizdeck.live.localserver import MAX_WORKERS, Handler, LocalHTTPServer, allowed_host
from quizdeck.pipeline import Caches, make_note, question_job
from quizdeck.present import diagnostic_dict

DEFAULT_PORT = 8765
DEFAULT_HOST = "127.0.0.1"
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
    html: bytes
    content: str                        # digest of what the page shows (no version)
    version: int
    fields: dict[str, tuple[str, ...]]  # GUID -> fields
    go: str | None = None   # the card to show after a reload: the first that changed
    back: bool = False      # ... on its back (only its explanation or source changed)
    #: GUID -> card HTML of the cards changed since the previous version, when nothing else
    #: changed: the page patches itself instead of reloading
    cards: dict[str, str] | None = None

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
            "pages": {slug: {"version": p.version, "go": p.go, "back": p.back, "cards": p.cards,
                             "base": p.version - 1} for slug, p in self.pages.items()},
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
    """Rebuilds the pages of the sources and keeps them in a ``LiveState``."""

    def __init__(self, options: Options):
        self.options = options
        self.state = LiveState()
        self.cache = Caches()
        self._cards: dict[tuple[str, tuple[str, ...]], str] = {}   # (GUID, fields) -> card HTML
        self._snapshots: dict[Path, tuple[str, Snapshot]] = {}      # quiz file -> (deck's page, its text)

    def quick(self, batch: set[tuple[Any, str]]) -> list[DeckPage]:
        """Show an edit inside one question at once, before the whole quiz is read again
        (``itemedit``): the question is read alone, rendered and patched into its page.
        Returns the pages updated; empty when the edit is not of that kind."""
        updated = []
        for path in {Path(p).resolve() for _, p in batch}:
            found = self._snapshots.get(path)
            if found is None:
                continue
            slug, snapshot = found
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            edit = snapshot.edited(text)
            with self.state.cond:
                old = self.state.pages.get(slug)
            if edit is None or old is None:
                continue
            index, question = edit
            job = question_job(snapshot.deck, question)
            if job.guid != snapshot.guids[index]:
                continue
            self.cache.renderer(path.parent).render(job)
            if job.errors or not set(_MEDIA.findall("".join(job.fields))) <= old.record.media.keys():
                continue
            notes = list(old.record.notes)
            notes[index] = make_note(snapshot.deck, job)
            cards = list(old.card_list)
            cards[index] = card_html(notes[index])
            page = _page(slug, replace(old.record, notes=notes), cards, old)
            snapshot.moved(index, text)
            if page is None:
                continue
            with self.state.cond:
                self.state.pages = {**self.state.pages, slug: page}
                self.state.event += 1
                self.state.cond.notify_all()
            updated.append(page)
        return updated

    def rebuild(self) -> Rebuilt:
        start = time.perf_counter()
        diags = Diagnostics()
        try:
            records = preview_records(self.options, diags, self.cache)
        except (DiagnosticError, OSError) as exc:
            if isinstance(exc, OSError):   # e.g. a file removed while it was read
                diags.error(Pos(str(exc.filename or "")), exc.strerror or str(exc))
            with self.state.cond:
                self.state.problems = [diagnostic_dict(d) for d in diags.sorted()]
                self.state.event += 1
                self.state.cond.notify_all()
            return Rebuilt(False, diags, time.perf_counter() - start, [], list(self.state.pages.values()))
        rendered, validated = self.cache.render.misses, self.cache.questions.misses
        self.cache.next_round()
        slugs = _slugs([d.path for d, _ in records])
        changed = []
        pages: dict[str, DeckPage] = {}
        cards_now: dict[tuple[str, tuple[str, ...]], str] = {}
        with self.state.cond:
            old_pages = dict(self.state.pages)
        snapshots = {}
        for slug, (deck, record) in zip(slugs, records, strict=True):
            old = old_pages.get(slug)
            cards = []
            for note in record.notes:
                key = (note.guid, tuple(note.fields))
                html = self._cards.get(key) or card_html(note)
                cards_now[key] = html
                cards.append(html)
            page = _page(slug, record, cards, old)
            if page is None:   # the same as before
                assert old is not None
                pages[slug] = old
            else:
                pages[slug] = page
                changed.append(page)
            with contextlib.suppress(OSError, UnicodeDecodeError):
                snapshot = Snapshot.take(deck.path, deck.path.read_text(encoding="utf-8"), deck,
                                         [n.guid for n in record.notes])
                if snapshot is not None:
                    snapshots[deck.path.resolve()] = (slug, snapshot)
        self._cards = cards_now
        self._snapshots = snapshots
        problems = [diagnostic_dict(d) for d in diags.sorted()]   # warnings
        with self.state.cond:
            if changed or problems != self.state.problems or set(pages) != set(old_pages):
                if set(pages) != set(old_pages):
                    self.state.index += 1
                self.state.pages = pages
                self.state.problems = problems
                self.state.event += 1
                self.state.cond.notify_all()
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


def _page(slug: str, record: DeckRecord, cards: list[str], old: DeckPage | None) -> DeckPage | None:
    """The page of a deck, at the next version; None when it shows the same as ``old``."""
    content = hashlib.sha256("\x00".join([record.name, *cards, *sorted(record.media)]).encode()).hexdigest()
    if old is not None and old.content == content:
        return None
    fields = {note.guid: tuple(note.fields) for note in record.notes}
    version = (old.version + 1) if old else 1
    go, back = _first_change(old.fields if old else {}, fields, [n.guid for n in record.notes])
    html = preview_html(record, cards, live=_live_script(slug, version)).encode("utf-8")
    return DeckPage(slug, record, cards, html, content, version, fields, go=go, back=back,
                    cards=_patch(old, record, fields, cards))


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


def _stamps(sources: list[Path]) -> dict[Path, tuple[int, int]]:
    """Size and modification time of the quiz files named, and of the quiz files and images
    in the folders named."""
    stamps = {}
    _, relevant = _watched(sources)
    for source in sources:
        found = [source] if not source.is_dir() else [p for p in source.rglob("*") if relevant(None, str(p.resolve()))]
        for path in found:
            with contextlib.suppress(OSError):
                st = path.stat()
                stamps[path.resolve()] = (st.st_size, st.st_mtime_ns)
    return stamps


def is_image_change(batch: set[tuple[Any, str]]) -> bool:
    """Whether an image changed (rendered questions may show it: render them all again)."""
    return any(Path(path).suffix.lower() in IMAGE_SUFFIXES for _, path in batch)


def display(paths: set[tuple[Any, str]]) -> str:
    """The changed files, as the terminal shows them."""
    return ", ".join(sorted({display_path(Path(p)) for _, p in paths}))


def run(options: Options, host: str, port: int, on_ready: Callable[[str], None],
        on_rebuilt: Callable[[Rebuilt, str], None], after_good: Callable[[], None] | None = None,
        stop: threading.Event | None = None,
        on_quick: Callable[[DeckPage, float], None] = lambda page, seconds: None) -> None:
    """Serve and rebuild until Ctrl-C (or ``stop``): ``on_ready(url)`` once serving,
    ``on_quick(page, seconds)`` when an edit inside one question was shown at once,
    ``on_rebuilt(result, what changed)`` after each rebuild, ``after_good()`` after each
    good one that changed a page (``--build``)."""
    live = LivePreview(options)
    server = serve(live, host, port)
    stop = stop or threading.Event()
    url = f"http://{f'[{host}]' if ':' in host else host}:{server.server_address[1]}/"
    try:
        before = _stamps(options.sources)
        first = live.rebuild()
        on_rebuilt(first, "")
        if first.ok and after_good is not None:
            after_good()
        watching = False
        for batch in changes(options.sources, stop):
            if not watching:   # the watcher runs: what changed before it started is caught up here
                watching = True
                now = _stamps(options.sources)
                batch = batch | {(None, str(p)) for p in set(now) | set(before) if now.get(p) != before.get(p)}
                on_ready(url)
            if not batch:
                continue
            quick: list[DeckPage] = []
            if is_image_change(batch):
                live.cache.render.clear()
            else:
                quick_start = time.perf_counter()
                quick = live.quick(batch)
                for page in quick:
                    on_quick(page, time.perf_counter() - quick_start)
            result = live.rebuild()
            on_rebuilt(result, display(batch))
            if result.ok and (result.changed or quick) and after_good is not None:
                after_good()
    except KeyboardInterrupt:
        pass
    finally:
        with live.state.cond:
            live.state.closing = True
            live.state.cond.notify_all()
        server.shutdown()
        server.server_close()
