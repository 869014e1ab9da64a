"""``watch``'s full rebuilds, in a thread of their own: the file watcher asks for one after
every save and goes back to watching at once, so a save made while a rebuild runs is shown
by the quick path without waiting for it.

Requests that come while a rebuild runs make one rebuild after it, which reads the files as
they are by then: the last save always has a rebuild that started after it. A rebuild that
read the files while they changed shows nothing: the change that made it stale is a file
event, whose request comes after it has started (the watcher sees the change), and the
stale one's request goes along with that one. What the work function raises is raised
again in the watcher's thread (:meth:`Rebuilds.check`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass
class Request:
    """What the rebuilds asked for since the last one cover."""

    files: set[str] = field(default_factory=set)   # the files that changed, as the terminal shows them
    images: bool = False    # an image changed: everything is rendered again
    shown: bool = False     # the quick path showed one of the saves

    def merge(self, other: Request) -> None:
        self.files |= other.files
        self.images |= other.images
        self.shown |= other.shown


#: The work: one rebuild for a request; False when it read the files while they changed
#: (its request then goes along with the next, without ``images``: the images were read anew).
Work = Callable[[Request], bool]


class Rebuilds:
    """One thread that runs ``work`` for the requests, one at a time, latest files first."""

    def __init__(self, work: Work) -> None:
        self._work = work
        self._cond = threading.Condition()
        self._pending: Request | None = None
        self._carried = Request()   # what stale rebuilds were asked for, for the next one
        self._running = False
        self._stopping = False
        self._failed: BaseException | None = None
        self._thread = threading.Thread(target=self._loop, name="make_deck watch rebuilds", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def request(self, request: Request) -> None:
        """Ask for a rebuild after the one running, if any (requests wait together)."""
        with self._cond:
            if self._pending is None:
                self._pending = request
            else:
                self._pending.merge(request)
            self._pending.merge(self._carried)
            self._carried = Request()
            self._cond.notify_all()

    @property
    def pending(self) -> bool:
        """Whether a request waits (a change came after the running rebuild started)."""
        return self._pending is not None

    @property
    def stopping(self) -> bool:
        return self._stopping

    def stop(self) -> None:
        """No rebuild after the one running (which is not waited for: the thread is a daemon)."""
        with self._cond:
            self._stopping = True
            self._cond.notify_all()

    def check(self) -> None:
        """Raise what the work raised, if it did (the thread then stopped)."""
        if self._failed is not None:
            raise self._failed

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Wait until no rebuild runs or waits; whether it came to that (tests)."""
        with self._cond:
            return self._cond.wait_for(lambda: (self._pending is None and not self._running)
                                       or self._failed is not None, timeout)

    def _loop(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._stopping)
                if self._stopping:
                    return
                request, self._pending = self._pending, None
                self._running = True
            assert request is not None
            try:
                done = self._work(request)
            except BaseException as exc:   # noqa: BLE001 - handed to the watcher's thread, which raises it
                with self._cond:
                    self._failed = exc
                    self._running = False
                    self._cond.notify_all()
                return
            with self._cond:
                self._running = False
                if not done:   # goes with the request of the change that made it stale
                    self._carry(Request(set(request.files), False, request.shown))
                self._cond.notify_all()

    def _carry(self, request: Request) -> None:
        """A stale rebuild's request, into the waiting one or the next (``_cond`` held)."""
        if self._pending is None:
            self._carried.merge(request)
        else:
            self._pending.merge(request)
