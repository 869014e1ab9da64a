"""The live preview's HTTP server: one machine's loopback, a bounded cost per client, never
framed by another site.

* **Heads first, threads after.** A request's head (request line and headers) must arrive
  whole within ``HEAD_TIMEOUT`` seconds of the connection, however slowly it trickles in;
  until then a connection costs a socket and a buffer, no thread: one thread (the reader)
  collects the heads of every connection with a selector. A head that is late, or longer than
  ``MAX_HEAD`` bytes, gets a 408 or 431 and the connection is closed. At most ``MAX_PENDING``
  connections wait for their head; one more closes the one that has waited longest.
* **Bounded threads.** A complete request gets a thread, at most ``MAX_WORKERS`` at once (one
  more gets a 503 at once); writes time out after ``WRITE_TIMEOUT`` seconds, so a client that
  does not read cannot keep a thread either. Every connection serves one request
  (``Connection: close``).
* **Headers on every response**, errors included: ``X-Frame-Options: DENY`` and
  ``Content-Security-Policy: frame-ancestors 'none'`` (no other site may frame the preview and
  trick a click on it), ``X-Content-Type-Options: nosniff``, ``Cache-Control: no-store``.
* ``allowed_host``: only requests addressed to the loopback by name or address (DNS
  rebinding: a page of another site whose name resolves to 127.0.0.1 is refused).
"""

from __future__ import annotations

import contextlib
import http.server
import io
import selectors
import socket
import socketserver
import threading
import time
from dataclasses import dataclass, field

#: Seconds a client has, from connecting, to send its whole request head.
HEAD_TIMEOUT = 5.0
#: Seconds a write to a client may block (a client that stops reading is dropped).
WRITE_TIMEOUT = 10.0
#: Longest request head read (bytes); http.server's own limit on one line.
MAX_HEAD = 65536
#: Connections waiting for their head, at most.
MAX_PENDING = 512
#: Requests answered at once (one thread each), at most.
MAX_WORKERS = 64
#: Headers of every response.
HEADERS = (
    ("X-Frame-Options", "DENY"),
    ("Content-Security-Policy", "frame-ancestors 'none'"),
    ("X-Content-Type-Options", "nosniff"),
    ("Cache-Control", "no-store"),
)
#: Names by which the loopback is addressed.
LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})


def host_name(header: str) -> str | None:
    """The host of a ``Host`` header without its port, lower case: ``127.0.0.1:8765`` ->
    ``127.0.0.1``, ``[::1]`` and ``[::1]:8765`` -> ``::1``; None when malformed."""
    header = header.strip().lower()
    if header.startswith("["):
        end = header.find("]")
        rest = header[end + 1:]
        if end < 0 or (rest and not (rest.startswith(":") and (rest[1:] == "" or rest[1:].isdigit()))):
            return None
        return header[1:end]
    name, colon, port = header.partition(":")
    if colon and port and not port.isdigit():
        return None  # a bare IPv6 address, or a port that is not one
    return name or None


def allowed_host(header: str | None, served_on: str) -> bool:
    """Whether a request's ``Host`` names this server: the loopback, or the address served on."""
    name = host_name(header or "")
    return name is not None and (name in LOOPBACK or name == served_on.lower().strip("[]"))


def raw_response(status: int, reason: str, body: bytes = b"") -> bytes:
    """A whole response written by the reader itself (no handler): 408, 431, 503."""
    head = [f"HTTP/1.1 {status} {reason}", "Content-Type: text/plain; charset=utf-8",
            f"Content-Length: {len(body)}", "Connection: close", *(f"{n}: {v}" for n, v in HEADERS)]
    return ("\r\n".join(head) + "\r\n\r\n").encode("ascii") + body


class Handler(http.server.BaseHTTPRequestHandler):
    """A request handler of ``LocalHTTPServer``: it is given the request's head, already read,
    and answers once; every response carries ``HEADERS`` and ``Connection: close``."""

    protocol_version = "HTTP/1.1"
    default_request_version = "HTTP/1.0"  # not 0.9, which answers malformed requests without headers
    timeout = WRITE_TIMEOUT  # applied to the socket by setup(): bounds every write

    def setup(self) -> None:
        head, connection = self.request  # LocalHTTPServer hands (head, socket)
        assert isinstance(head, bytes)
        self.request = connection
        super().setup()
        self.rfile.close()
        self.rfile = io.BytesIO(head)

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() != "connection":  # end_headers sends the one Connection header
            super().send_header(keyword, value)

    def end_headers(self) -> None:
        for name, value in HEADERS:
            super().send_header(name, value)
        super().send_header("Connection", "close")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        """Nothing: the terminal shows rebuilds, not requests."""


@dataclass
class _Pending:
    address: tuple[str, int]
    deadline: float
    head: bytearray = field(default_factory=bytearray)


def _head_complete(head: bytearray, searched_from: int) -> bool:
    start = max(0, searched_from - 3)
    return head.find(b"\r\n\r\n", start) >= 0 or head.find(b"\n\n", start) >= 0


class LocalHTTPServer(socketserver.BaseServer):
    """Serves ``handler`` on ``(host, port)`` (IPv6 when ``host`` has a colon; port 0: any
    free port, ``server_address`` tells which) from ``serve_forever`` until ``shutdown``.
    A ``socketserver.BaseServer`` to its handlers; its own loop, not socketserver's."""

    server_address: tuple[str, int]

    def __init__(self, address: tuple[str, int], handler: type[Handler]) -> None:
        host, port = address
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self.socket = socket.create_server((host, port), family=family, backlog=128)
        self.socket.setblocking(False)
        super().__init__(self.socket.getsockname()[:2], handler)
        self.handler = handler
        self._pending: dict[socket.socket, _Pending] = {}  # in the order they came: deadline order
        self._workers = threading.BoundedSemaphore(MAX_WORKERS)
        self._stop = threading.Event()
        self._stopped = threading.Event()
        self._wake_read, self._wake_write = socket.socketpair()

    def serve_forever(self, poll_interval: float = 0.5) -> None:
        """Until ``shutdown`` (``poll_interval``: socketserver's, unused: shutdown wakes it)."""
        selector = selectors.DefaultSelector()
        selector.register(self.socket, selectors.EVENT_READ)
        selector.register(self._wake_read, selectors.EVENT_READ)
        try:
            while not self._stop.is_set():
                wait = None
                if self._pending:
                    wait = max(0.0, next(iter(self._pending.values())).deadline - time.monotonic())
                for key, _ in selector.select(wait):
                    if key.fileobj is self.socket:
                        self._accept(selector)
                    elif key.fileobj is self._wake_read:
                        with contextlib.suppress(OSError):
                            self._wake_read.recv(64)
                    else:
                        assert isinstance(key.fileobj, socket.socket)
                        self._read(selector, key.fileobj)
                now = time.monotonic()
                while self._pending:
                    conn, pending = next(iter(self._pending.items()))
                    if pending.deadline > now:
                        break
                    self._drop(selector, conn, raw_response(408, "Request Timeout"))
        finally:
            for conn in list(self._pending):
                self._drop(selector, conn)
            selector.close()
            self._stopped.set()

    def _accept(self, selector: selectors.BaseSelector) -> None:
        while True:
            try:
                conn, address = self.socket.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError:  # out of file descriptors, a connection reset before accept
                return
            conn.setblocking(False)
            if len(self._pending) >= MAX_PENDING:
                self._drop(selector, next(iter(self._pending)), raw_response(408, "Request Timeout"))
            self._pending[conn] = _Pending(address[:2], time.monotonic() + HEAD_TIMEOUT)
            selector.register(conn, selectors.EVENT_READ)

    def _read(self, selector: selectors.BaseSelector, conn: socket.socket) -> None:
        pending = self._pending.get(conn)
        if pending is None:
            return
        try:
            data = conn.recv(16384)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if not data:  # the client went away
            self._drop(selector, conn)
            return
        before = len(pending.head)
        pending.head += data
        if _head_complete(pending.head, before):
            selector.unregister(conn)
            del self._pending[conn]
            self._dispatch(conn, pending)
        elif len(pending.head) > MAX_HEAD:
            self._drop(selector, conn, raw_response(431, "Request Header Fields Too Large"))

    def _drop(self, selector: selectors.BaseSelector, conn: socket.socket, last_words: bytes = b"") -> None:
        """Close a connection that has no thread (best effort at ``last_words``, never blocking)."""
        self._pending.pop(conn, None)
        with contextlib.suppress(KeyError, ValueError):
            selector.unregister(conn)
        with contextlib.suppress(OSError):
            if last_words:
                conn.send(last_words)
        conn.close()

    def _dispatch(self, conn: socket.socket, pending: _Pending) -> None:
        if not self._workers.acquire(blocking=False):
            with contextlib.suppress(OSError):
                conn.send(raw_response(503, "Service Unavailable", b"busy: try again"))
            conn.close()
            return
        conn.setblocking(True)
        threading.Thread(target=self._answer, args=(conn, pending), name="make_deck preview request",
                         daemon=True).start()

    def _answer(self, conn: socket.socket, pending: _Pending) -> None:
        try:
            self.handler((bytes(pending.head), conn), pending.address, self)
        except (OSError, ValueError):
            pass  # the client went away, or stopped reading (WRITE_TIMEOUT)
        finally:
            with contextlib.suppress(OSError):
                conn.shutdown(socket.SHUT_RDWR)
            conn.close()
            self._workers.release()

    def shutdown(self) -> None:
        """Stop ``serve_forever`` and wait for it (requests being answered end by themselves)."""
        self._stop.set()
        with contextlib.suppress(OSError):
            self._wake_write.send(b"x")
        self._stopped.wait(10)

    def server_close(self) -> None:
        self.socket.close()
        self._wake_read.close()
        self._wake_write.close()
