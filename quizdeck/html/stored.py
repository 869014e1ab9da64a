"""Rendered questions looked up in, and kept in, the persistent render cache (``core/rendercache.py``).

A question's result is kept under a key of everything that decides it: the renderer's
version (every file of the ``quizdeck`` package, templates included, and the rendering
libraries' versions), the question's texts and options, its GUID and note key, how it is
rendered (``check``'s lighter render or a build's), the image size limit, and the digests of
the images it names, by the reference written in the text, as they read now from the quiz's
folder.

Which images a question names is known once it has been rendered, so a question that names
images is kept under two keys: one without images holding the references it named (its
manifest), and one with their digests holding the result. A lookup reads the manifest, reads
those images again and looks up the result: an image replaced under the same name is a miss.
A question that names no image is kept under the key without images. Only results without
problems are kept; lookups and writes happen in the process that owns the store (never in a
render worker).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from quizdeck.core import rendercache
from quizdeck.core.rendercache import Rendered, Store
from quizdeck.html.media import ImageRefused, ImageUnreadable, MediaCollector, local_image, read_image

if TYPE_CHECKING:
    from quizdeck.html.render import Job
    from quizdeck.source.model import Text

#: The package whose files decide a rendered field (the rendering modules, source/mathspans.py
#: and source/codespans.py, the templates).
PACKAGE = Path(__file__).resolve().parent.parent


@functools.lru_cache(maxsize=1)
def current_version() -> str:
    """The renderer's version for the keys (computed once per process)."""
    return rendercache.renderer_version([PACKAGE])


def _text(t: Text | None) -> str | None:
    return None if t is None else t.markdown


class StoredRenders:
    """The store seen from one folder's render queue (images resolve from ``media``'s folder)."""

    def __init__(self, store: Store, media: MediaCollector, checking: bool):
        self.store = store
        self.media = media
        self.checking = checking
        self.version = current_version()
        #: when not None: GUID -> (the key its result is kept under, the digests of the images it
        #: names by reference), for every job looked up and found, or kept (``html/finished.py``)
        self.keys: dict[str, tuple[bytes, dict[str, bytes]]] | None = None

    def source(self, job: Job) -> list[object]:
        """Everything of a job that decides its fields, but its images."""
        q = job.question
        return [job.guid, job.key, q.label, q.question.markdown,
                [[c.text.markdown, _text(c.why)] for c in q.choices], list(q.answer), q.multi,
                _text(q.explanation), _text(q.source), q.shuffle, q.recall,
                "check" if self.checking else "build", self.media.max_bytes]

    def _plain(self, source: list[object]) -> bytes:
        return rendercache.key(self.version, source)

    def _manifest(self, source: list[object]) -> bytes:
        return rendercache.key(self.version, {"images named by": source})

    def digests(self, references: Iterable[str]) -> dict[str, bytes] | None:
        """The digests of the images as they read now; None when one cannot be read (the
        render then says why). Nothing is bundled here: the result's own images are."""
        base = self.media.base_dir
        real_base = os.path.realpath(base)
        digests = {}
        for src in references:
            try:
                _, real = local_image(base, real_base, src)
                digests[src] = rendercache.digest(read_image(real, self.media.max_bytes))
            except (ImageRefused, ImageUnreadable, OSError):
                return None
        return digests

    def lookup(self, jobs: list[Job]) -> list[list[object]]:
        """Fill in the fields of the jobs found (their images go to ``media``); the sources of
        those not found (in their order), to :meth:`keep` them once rendered. Returns the
        source of every job, and sets ``job.fields`` only for those found."""
        sources = [self.source(job) for job in jobs]
        plain = [self._plain(s) for s in sources]
        manifests = [self._manifest(s) for s in sources]
        found = self.store.get_many([*plain, *manifests])
        results: dict[int, Rendered] = {}
        second: dict[int, bytes] = {}
        for i, source in enumerate(sources):
            result = found.get(plain[i])
            if result is not None:
                results[i] = result
                if self.keys is not None:
                    self.keys[jobs[i].guid] = (plain[i], {})
                continue
            manifest = found.get(manifests[i])
            if manifest is None:
                continue
            digests = self.digests(manifest.fields)
            if digests is not None:
                second[i] = rendercache.key(self.version, source, digests)
                if self.keys is not None:
                    self.keys[jobs[i].guid] = (second[i], digests)
        if second:
            found = self.store.get_many(second.values())
            for i, k in second.items():
                result = found.get(k)
                if result is not None:
                    results[i] = result
                elif self.keys is not None:
                    self.keys.pop(jobs[i].guid, None)
        for i, result in results.items():
            jobs[i].fields = list(result.fields)
            self.media.files.update(result.media)
        return sources

    def keep(self, jobs: Iterable[tuple[Job, list[object]]]) -> None:
        """Keep the results of these rendered jobs (with their sources) that have no problem."""
        items: list[tuple[bytes, Rendered]] = []
        for job, source in jobs:
            if job.errors:
                continue
            try:
                media = {name: self.media.files[name] for name in job.images.values()}
            except KeyError:   # an image the renderer met but did not keep: keep nothing of it
                continue
            result = Rendered(list(job.fields), media)
            if not job.images:
                items.append((self._plain(source), result))
                if self.keys is not None:
                    self.keys[job.guid] = (items[-1][0], {})
                continue
            digests = {src: rendercache.digest(media[name]) for src, name in job.images.items()}
            items.append((self._manifest(source), Rendered(sorted(job.images), {})))
            items.append((rendercache.key(self.version, source, digests), result))
            if self.keys is not None:
                self.keys[job.guid] = (items[-1][0], digests)
        self.store.put_many(items)
