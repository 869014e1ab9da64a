"""Render validated questions into note fields, here or in worker processes.

Rendering (Markdown, highlighting, sanitising) is most of a build's work. For a
large quiz it is spread over worker processes while this process goes on parsing,
checking and writing; results are taken back in the order the questions were
sent, so the package is the same byte for byte whichever way it was rendered.
"""

from __future__ import annotations

import collections
import contextlib
import gc
import os
import re
import signal
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from quizdeck.core.diagnostics import Pos
from quizdeck.core.errors import UserError
from quizdeck.core.rendercache import Store
from quizdeck.html.fields import checked_fields, note_fields
from quizdeck.html.markdown import MarkdownConverter, RenderError
from quizdeck.html.markdown.fastpath import cannot_fail
from quizdeck.html.mathcheck import check_html
from quizdeck.html.media import MAX_IMAGE_BYTES, MediaCollector
from quizdeck.html.stored import StoredRenders
from quizdeck.source.model import Choice, Question, Text
from quizdeck.source.positions import locate, locate_text

if TYPE_CHECKING:   # the worker machinery is imported when workers start (a build in one process never does)
    from concurrent.futures import Future

_TAG = re.compile(r"<[^>]*>")
#: A bundled image's name in a field (``identity.media_name``).
_MEDIA_NAME = re.compile(r"mc-[0-9a-f]{32}\.[A-Za-z0-9]+")


def shows_something(html: str) -> bool:
    """Whether rendered HTML shows the learner anything (text or an image)."""
    return "<img" in html or bool(_TAG.sub("", html).strip())


#: What a text stands as when only checking (``check``) and it cannot have a problem and surely
#: shows something (``fastpath.cannot_fail``): it is not rendered at all.
CHECKED = "<p>…</p>"


class TextConverter:
    """Markdown rendering that records problems (a missing image, refused math) at their position."""

    def __init__(self, renderer: MarkdownConverter, error_at: Callable[[Pos, str, str | None], None]):
        self.renderer = renderer
        self.error_at = error_at
        self.checking = renderer.checking

    def block(self, text: Text | None) -> str:
        return self._render(text, self.renderer.block)

    def inline(self, text: Text) -> str:
        return self._render(text, self.renderer.inline)

    def _render(self, text: Text | None, render: Callable[[str], str]) -> str:
        if text is None:
            return ""
        if self.checking and "\r" not in text.markdown and cannot_fail(text.markdown):
            # normalising (line breaks, leading blank lines, trailing space) cannot make such a
            # text fail: a full render would find no problem in it (tests/test_check_path.py)
            return CHECKED
        try:
            html = render(text.markdown)
        except RenderError as exc:
            seen: collections.Counter[str] = collections.Counter()
            for source, message in exc.problems:   # each bad image where it is written
                self.error_at(locate(text.pos, source, seen[source], len(text.markdown)), message, None)
                seen[source] += 1
            return ""
        for problem in check_html(html):  # the math exactly as Anki's MathJax will find it
            self.error_at(locate_text(text.pos, problem.needle, len(text.markdown)), problem.message, problem.hint)
        return html


@dataclass
class Job:
    """One question to render: what goes in, and (once rendered) what came out."""

    question: Question
    guid: str
    key: str
    fields: list[str] = field(default_factory=list)
    errors: list[tuple[Pos, str, str | None]] = field(default_factory=list)   # (where, message, hint)
    images: dict[str, str] = field(default_factory=dict)   # the images its fields show: reference -> media name


class RenderCache:
    """Fields of questions already rendered, by everything that goes into them (not their
    place in the file), with the images they use: the live preview renders only the
    questions that changed. Entries not used in a round are dropped at the next one."""

    def __init__(self) -> None:
        self._entries: dict[tuple[object, ...], tuple[list[str], dict[str, bytes]]] = {}
        self._used: set[tuple[object, ...]] = set()
        self.misses = 0   # questions rendered in this round

    @staticmethod
    def key(folder: Path, job: Job) -> tuple[object, ...]:
        q = job.question

        def text(t: Text | None) -> str | None:
            return None if t is None else t.markdown
        return (str(folder), job.guid, job.key, q.label, q.question.markdown,
                tuple((c.text.markdown, text(c.why)) for c in q.choices), tuple(q.answer), q.multi,
                text(q.explanation), text(q.source), q.shuffle, q.recall)

    def get(self, folder: Path, job: Job) -> tuple[list[str], dict[str, bytes]] | None:
        key = self.key(folder, job)
        found = self._entries.get(key)
        if found is None:
            self.misses += 1
        else:
            self._used.add(key)
        return found

    def put(self, folder: Path, job: Job, media: dict[str, bytes]) -> None:
        key = self.key(folder, job)
        self._entries[key] = (list(job.fields), media)
        self._used.add(key)

    def next_round(self) -> None:
        """Forget what the last round did not use; count anew."""
        self._entries = {key: value for key, value in self._entries.items() if key in self._used}
        self._used = set()
        self.misses = 0

    def clear(self) -> None:
        """Forget everything (an image may have changed)."""
        self._entries.clear()
        self._used.clear()


class _References:
    """The image resolver (``MediaCollector``) that remembers which references named each image."""

    def __init__(self, media: MediaCollector):
        self.media = media
        self.named: dict[str, set[str]] = {}   # media name -> the references that named it

    def __call__(self, src: str) -> str:
        name = self.media(src)
        self.named.setdefault(name, set()).add(src)
        return name


class QuestionRenderer:
    """Renders the questions of quiz files in one folder (images are relative to it)."""

    def __init__(self, folder: Path, cache: RenderCache | None = None, checking: bool = False,
                 max_image_bytes: int = MAX_IMAGE_BYTES):
        """``checking``: the fields are only looked at for problems (``check``); see
        :class:`MarkdownConverter`. ``max_image_bytes``: larger images are refused."""
        self.folder = folder
        self.media = MediaCollector(folder, max_image_bytes)   # images met so far, to bundle
        self._references = _References(self.media)   # not a method of ours: no cycle to collect
        self.markdown = MarkdownConverter(image_resolver=self._references, checking=checking)
        self.rendered = 0
        self.cache = cache

    def _images(self, job: Job) -> dict[str, str]:
        """The images a rendered job's fields show, by the references that named them (the
        Markdown converter renders a repeated text once, so its images are found in the fields too)."""
        named = self._references.named
        if not named:
            return {}
        names = set(self.media.used) | {n for n in _MEDIA_NAME.findall("".join(job.fields)) if n in named}
        return {src: name for name in sorted(names) for src in sorted(named.get(name, ()))}

    def render(self, job: Job) -> Job:
        """Fill in the job's fields and errors."""
        if self.cache is not None:
            found = self.cache.get(self.folder, job)
            if found is not None:
                job.fields = list(found[0])
                self.media.files.update(found[1])
                return job
            self.media.used.clear()
        self.rendered += 1
        if self.rendered % 5000 == 0:
            gc.collect(1)  # young cycles only: the collector is paused around a build (and in forked workers)
        def error_at(pos: Pos, message: str, hint: str | None) -> None:
            job.errors.append((pos, message, hint))

        renderer = TextConverter(self.markdown, error_at)
        self.media.used.clear()
        fill = checked_fields if self.markdown.checking else note_fields
        job.fields = fill(job.question, renderer, job.guid, job.key)
        job.images = self._images(job)
        if not job.errors and not shows_something(job.fields[0]):   # not when the question could not render
            job.errors.append((job.question.question.pos,
                               f"{job.question.label}: the question shows nothing once rendered",
                               "a text that is only a Markdown link definition or an empty tag renders to nothing"))
        if self.cache is not None and not job.errors:
            self.cache.put(self.folder, job, {name: self.media.files[name] for name in self.media.used})
        return job


# ---------------------------------------------------------------------------------- workers

#: Questions sent to a worker at once, and batches in flight per worker: enough to keep
#: the workers busy, few enough to keep memory flat.
BATCH = 64
IN_FLIGHT_PER_WORKER = 4
#: Quiz files smaller than this (in bytes, about a thousand questions) render here: starting
#: workers would cost more than it saves, and the pipeline empties at the end of each file,
#: so many small files were slower with workers than without (bench/files.py).
PARALLEL_BYTES = 1 << 20

_PR_SET_PDEATHSIG = 1
_renderers: dict[tuple[str, bool, int], QuestionRenderer] = {}   # in a worker: one per folder (checking, limit)


def _worker_init(parent: int) -> None:
    # Ctrl-C reaches the whole process group: the main process stops the workers itself
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sys.platform.startswith("linux"):
        # should the main process die (killed, out of memory), so do the workers: they
        # would otherwise wait on their queue forever
        import ctypes  # (in the worker: a build in one process never loads it)

        with contextlib.suppress(OSError, AttributeError):  # no prctl
            ctypes.CDLL(None).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
        if os.getppid() != parent:  # it died before that
            os._exit(0)


#: A text as sent to a worker and back: (markdown, path, line, column). Jobs and what they
#: give cross between the processes as tuples of plain values: pickling the model's
#: dataclasses (a question holds some twenty, each through ``copyreg``) cost the main
#: process ten times as much, and it is the one that reads the file meanwhile.
_PackedText = tuple[str, str, int, int]
#: A job as sent: GUID, key, then its question's fields in order (``Question``; a test checks).
_PackedJob = tuple[str, str, int, tuple[str, int, int], str | None, _PackedText,
                   list[tuple[_PackedText, _PackedText | None]], list[int], bool, _PackedText | None,
                   _PackedText | None, list[str], bool, bool]
#: A rendered job as sent back: its fields, its errors as (path, line, column, message,
#: hint), the images it shows.
_PackedResult = tuple[list[str], list[tuple[str, int, int, str, str | None]], dict[str, str]]
#: What a worker sends back: the rendered jobs, and the images met for the first time.
_Rendered = tuple[list[_PackedResult], dict[str, bytes]]


def _pack_text(text: Text) -> _PackedText:
    pos = text.pos
    return text.markdown, pos.path, pos.line, pos.col


def _pack_optional(text: Text | None) -> _PackedText | None:
    return None if text is None else _pack_text(text)


def _unpack_text(packed: _PackedText) -> Text:
    markdown, path, line, col = packed
    return Text(markdown, Pos(path, line, col))


def _unpack_optional(packed: _PackedText | None) -> Text | None:
    return None if packed is None else _unpack_text(packed)


def pack_job(job: Job) -> _PackedJob:
    """A job to render, as sent to a worker (see :data:`_PackedText`)."""
    q = job.question
    return (job.guid, job.key, q.number, (q.pos.path, q.pos.line, q.pos.col), q.id, _pack_text(q.question),
            [(_pack_text(c.text), _pack_optional(c.why)) for c in q.choices], q.answer, q.multi,
            _pack_optional(q.explanation), _pack_optional(q.source), q.tags, q.shuffle, q.recall)


def unpack_job(packed: _PackedJob) -> Job:
    """In a worker: the job :func:`pack_job` packed."""
    guid, key, number, pos, qid, question, choices, answer, multi, explanation, source, tags, shuffle, recall = packed
    q = Question(number=number, pos=Pos(*pos), id=qid, question=_unpack_text(question),
                 choices=[Choice(_unpack_text(text), _unpack_optional(why)) for text, why in choices],
                 answer=answer, multi=multi, explanation=_unpack_optional(explanation),
                 source=_unpack_optional(source), tags=tags, shuffle=shuffle, recall=recall)
    return Job(q, guid, key)


def _pack_result(job: Job) -> _PackedResult:
    return job.fields, [(pos.path, pos.line, pos.col, message, hint) for pos, message, hint in job.errors], job.images


def _unpack_result(job: Job, packed: _PackedResult) -> None:
    """Give a job what its packed result holds."""
    job.fields, errors, job.images = packed
    job.errors = [(Pos(path, line, col), message, hint) for path, line, col, message, hint in errors]


def _render_batch(folder: str, jobs: list[_PackedJob], checking: bool = False,
                  max_image_bytes: int = MAX_IMAGE_BYTES) -> _Rendered:
    """In a worker: render the jobs; also return the images met for the first time."""
    renderer = _renderers.get((folder, checking, max_image_bytes))
    if renderer is None:
        renderer = _renderers[folder, checking, max_image_bytes] = QuestionRenderer(
            Path(folder), checking=checking, max_image_bytes=max_image_bytes)
    known = set(renderer.media.files)
    results = [_pack_result(renderer.render(unpack_job(job))) for job in jobs]
    media = {name: data for name, data in renderer.media.files.items() if name not in known}
    return results, media


#: Environment variable that sets the number of render workers (0: none), whatever the size.
WORKERS_ENV = "MAKE_DECK_WORKERS"


def _workers_set() -> int | None:
    """``MAKE_DECK_WORKERS`` when it is set."""
    value = os.environ.get(WORKERS_ENV, "").strip()
    if not value:
        return None
    if not value.isdecimal():
        raise UserError(f"{WORKERS_ENV} must be a whole number of worker processes, not {value!r}")
    return min(int(value), 32)


def worker_count(largest_bytes: int) -> int:
    """How many render workers to start when the largest quiz file has this many bytes
    (0: render here).

    One per CPU (at most 4) on machines with more than one, when a file is large enough
    for them to pay off (:func:`uses_workers`); ``MAKE_DECK_WORKERS`` overrides it.
    """
    value = _workers_set()
    if value is not None:
        return value
    if largest_bytes < PARALLEL_BYTES:
        return 0
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        cpus = os.cpu_count() or 1
    return min(cpus, 4) if cpus > 1 else 0


def check_worker_count() -> int:
    """How many render workers ``check`` starts: none unless ``MAKE_DECK_WORKERS`` says. It
    renders only the texts that may have a problem (about a fifth of a build's rendering), and
    sending each question to a worker and back costs more than that (measured at 10,000
    questions: 5.6-6.5 s of CPU in one process, 6.3-7.9 s with two workers)."""
    value = _workers_set()
    return 0 if value is None else value


def uses_workers(file_bytes: int) -> bool:
    """Whether a file of this size is rendered by the workers (when there are any): files
    of :data:`PARALLEL_BYTES` and more, or every file when ``MAKE_DECK_WORKERS`` is set."""
    return file_bytes >= PARALLEL_BYTES or _workers_set() is not None


class WorkerPool:
    """Worker processes that render batches of jobs, results in submission order."""

    def __init__(self, workers: int):
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        # fork starts at once and shares the loaded modules; spawn elsewhere
        method = "fork" if sys.platform.startswith("linux") else "spawn"
        self.workers = workers
        self._executor = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context(method),
                                             initializer=_worker_init, initargs=(os.getpid(),))
        # start them now, while this process is small: a worker forked later would carry
        # (and count in its RSS) whatever had been loaded by then, such as the previous package
        for future in [self._executor.submit(os.getpid) for _ in range(workers)]:
            future.result()

    def submit(self, folder: Path, jobs: list[Job], checking: bool = False,
               max_image_bytes: int = MAX_IMAGE_BYTES) -> Future[_Rendered]:
        return self._executor.submit(_render_batch, str(folder), [pack_job(job) for job in jobs], checking,
                                     max_image_bytes)

    def close(self) -> None:
        self._executor.shutdown(wait=True, cancel_futures=True)


class RenderQueue:
    """Renders one file's jobs, here or through a pool: :meth:`rendered` yields them in the
    order they were given; ``checking``: see :class:`QuestionRenderer`. ``local`` has every
    image met, wherever the job was rendered. With a ``store`` (the persistent render cache,
    ``html/stored.py``) each batch is looked up here first, only the others are rendered, and
    what they give is kept. ``bench/phases.py`` times it alone."""

    def __init__(self, folder: Path, pool: WorkerPool | None = None, cache: RenderCache | None = None,
                 checking: bool = False, max_image_bytes: int = MAX_IMAGE_BYTES, store: Store | None = None):
        self.folder = folder
        self.checking = checking
        self.max_image_bytes = max_image_bytes
        self.local = QuestionRenderer(folder, cache, checking, max_image_bytes)
        self.pool = pool
        self.stored = StoredRenders(store, self.local.media, checking) if store is not None and store.enabled else None

    def rendered(self, jobs: Iterable[Job]) -> Iterator[Job]:
        """The jobs rendered, in their order. Through the pool they go in batches, a few
        batches in flight per worker: the workers render while the jobs are still being
        made (the file read on), and memory stays flat."""
        if self.pool is None and self.stored is None:
            for job in jobs:
                yield self.local.render(job)
            return
        if self.pool is None:
            for batch in _batches(jobs, BATCH):
                missed = self._missed(batch)
                for job, _ in missed:
                    self.local.render(job)
                self._keep(missed)
                yield from batch
            return
        in_flight: collections.deque[tuple[Future[_Rendered] | None, list[Job], list[tuple[Job, list[object]]]]] = \
            collections.deque()
        for batch in _batches(jobs, BATCH):
            missed = self._missed(batch)
            future = None
            if missed:
                future = self.pool.submit(self.folder, [job for job, _ in missed], self.checking, self.max_image_bytes)
            in_flight.append((future, batch, missed))
            while len(in_flight) > self.pool.workers * IN_FLIGHT_PER_WORKER:
                yield from self._taken(*in_flight.popleft())
        while in_flight:
            yield from self._taken(*in_flight.popleft())

    def _missed(self, batch: list[Job]) -> list[tuple[Job, list[object]]]:
        """The jobs of a batch not found in the store (all of them without a store), each
        with its source for the store; those found have their fields."""
        if self.stored is None:
            return [(job, []) for job in batch]
        sources = self.stored.lookup(batch)
        return [(job, source) for job, source in zip(batch, sources, strict=True) if not job.fields]

    def _keep(self, missed: list[tuple[Job, list[object]]]) -> None:
        if self.stored is not None:
            self.stored.keep(missed)

    def _taken(self, future: Future[_Rendered] | None, batch: list[Job],
               missed: list[tuple[Job, list[object]]]) -> list[Job]:
        """A batch's jobs once rendered."""
        if future is None:
            return batch
        try:
            results, media = future.result()
        except _broken_pool():
            raise UserError("a render worker process stopped unexpectedly (out of memory?); "
                            f"{WORKERS_ENV}=0 renders in this process") from None
        self.local.media.files.update(media)  # so local.media has every image, wherever rendered
        for (job, _), result in zip(missed, results, strict=True):
            _unpack_result(job, result)
        self._keep(missed)
        return batch


def _broken_pool() -> type[Exception]:
    """What a future of a pool whose worker died raises (its module is loaded with the pool)."""
    from concurrent.futures.process import BrokenProcessPool

    return BrokenProcessPool


def _batches(jobs: Iterable[Job], size: int) -> Iterator[list[Job]]:
    """The jobs in lists of ``size`` (the last one shorter), each as soon as it is full."""
    batch: list[Job] = []
    for job in jobs:
        batch.append(job)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch
