"""The live preview's server (quizdeck.live.localserver under quizdeck.live.watch) against real clients
on raw sockets: half-sent requests cost no thread and are dropped within the head timeout
while the server keeps serving; every response forbids framing; ``[::1]`` is the loopback."""

from __future__ import annotations

import select
import socket
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from quizdeck.commands import Options
from quizdeck.live import localserver
from quizdeck.live.localserver import HEAD_TIMEOUT, allowed_host, host_name
from quizdeck.live.watch import LivePreview, _Server, serve

QUIZ = "deck: Srv\nid: srv\nquestions:\n  - id: q\n    question: Served?\n    choices: [a, b]\n    answer: A\n"
#: How long a test waits for the server to drop a connection before calling it held (seconds):
#: well over HEAD_TIMEOUT, so only a server that never drops it fails
PATIENCE = HEAD_TIMEOUT + 25


def start(tmp_path: Path, host: str = "127.0.0.1") -> _Server:
    quiz = tmp_path / "srv.yaml"
    quiz.write_text(QUIZ, encoding="utf-8")
    live = LivePreview(Options(sources=[quiz]))
    assert live.rebuild().ok
    return serve(live, host, 0)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[_Server]:
    srv = start(tmp_path)
    yield srv
    srv.shutdown()
    srv.server_close()


def raw(server: _Server, request: bytes, family: int = socket.AF_INET) -> bytes:
    """Send ``request`` whole and read the response to the end."""
    host, port = server.server_address[:2]
    with socket.socket(family) as sock:
        sock.settimeout(PATIENCE)
        sock.connect((host, port))
        sock.sendall(request)
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    return data


def headers(response: bytes) -> dict[str, str]:
    head = response.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")[1:]
    return {name.lower(): value.strip() for name, _, value in (line.partition(":") for line in head)}


def dropped(sock: socket.socket) -> bytes:
    """What the server sent before closing ``sock`` (fails when it held it past PATIENCE)."""
    sock.settimeout(PATIENCE)
    data = b""
    try:
        while chunk := sock.recv(65536):
            data += chunk
    except ConnectionResetError:
        pass
    except TimeoutError:
        pytest.fail(f"the server held a half-sent request for {PATIENCE:.0f} s (head timeout: {HEAD_TIMEOUT} s)")
    return data


def test_host_names():
    assert host_name("127.0.0.1:8765") == "127.0.0.1" and host_name("LocalHost") == "localhost"
    assert host_name("[::1]") == host_name("[::1]:8765") == host_name("[::1]:") == "::1"
    for malformed in ("::1", "[::1", "[::1]x", "[::1]:x", "127.0.0.1:x", "", ":80"):
        assert host_name(malformed) is None, malformed
    assert allowed_host("[::1]", "127.0.0.1") and allowed_host("[::1]:1", "127.0.0.1")
    assert allowed_host("localhost:1", "::1") and allowed_host("[::1]:1", "::1")
    assert allowed_host("192.168.1.5:80", "192.168.1.5")  # served there by --host
    assert not allowed_host("evil.example:80", "127.0.0.1") and not allowed_host(None, "127.0.0.1")
    assert not allowed_host("127.0.0.1.evil.example", "127.0.0.1")


def test_ipv6_loopback_host_is_served(server: _Server):
    port = server.server_address[1]
    for host in ("[::1]", f"[::1]:{port}"):
        response = raw(server, f"GET / HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
        assert response.startswith(b"HTTP/1.1 200 "), (host, response[:200])
    assert raw(server, b"GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n").startswith(b"HTTP/1.1 403 ")


def test_serves_on_the_ipv6_loopback(tmp_path: Path):
    try:
        srv = start(tmp_path, "::1")
    except OSError as exc:  # a machine without IPv6
        pytest.skip(f"no IPv6 loopback here: {exc}")
    try:
        assert srv.server_address[0] == "::1"
        response = raw(srv, f"GET / HTTP/1.1\r\nHost: [::1]:{srv.server_address[1]}\r\n\r\n".encode(), socket.AF_INET6)
        assert response.startswith(b"HTTP/1.1 200 ") and b"Srv" in response
    finally:
        srv.shutdown()
        srv.server_close()


def test_every_response_forbids_framing(server: _Server):
    """Pages, script, errors of the handler and of http.server itself, and the reader's own."""
    requests = {
        b"GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n": 200,
        b"GET /deck/srv HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n": 200,
        b"GET /live.js HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n": 200,
        b"GET /deck/none HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n": 404,
        b"GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n": 403,
        b"POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n": 501,
        b"NONSENSE\r\n\r\n": 400,
        b"GET / HTTP/1.1\r\n" + b"X-Long: " + b"a" * (localserver.MAX_HEAD + 10): 431,
    }
    for request, status in requests.items():
        response = raw(server, request)
        first = response.split(b"\r\n", 1)[0]
        assert first.split(b" ")[1:2] == [str(status).encode()], (request[:40], response[:100])
        got = headers(response)
        assert got.get("x-frame-options") == "DENY", (request[:40], got)
        assert got.get("content-security-policy") == "frame-ancestors 'none'", (request[:40], got)
        assert got.get("connection") == "close" and got.get("x-content-type-options") == "nosniff"


def test_half_sent_requests_take_no_thread_and_are_dropped_while_others_are_served(server: _Server):
    host, port = server.server_address[:2]
    threads_before = threading.active_count()
    half: list[socket.socket] = []
    try:
        for _ in range(200):
            sock = socket.create_connection((host, port), timeout=PATIENCE)
            sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slow")  # no end of the head
            half.append(sock)
        # served meanwhile (and, the backlog being first come first served, after all 200 came in)
        with urllib.request.urlopen(f"http://{host}:{port}/", timeout=PATIENCE) as ok:
            assert ok.status == 200 and b"Srv" in ok.read()
            assert ok.headers["X-Frame-Options"] == "DENY"
        held = threading.active_count() - threads_before
        assert held <= 2, f"{held} threads for 200 half-sent requests"
        answers = [dropped(sock) for sock in half]
        assert all(a.startswith(b"HTTP/1.1 408 Request Timeout\r\n") for a in answers), answers[0][:200]
    finally:
        for sock in half:
            sock.close()


def test_a_head_trickling_in_is_dropped_at_the_head_timeout(server: _Server):
    """One byte a second: each read comes in time, the whole head never does; a timeout per
    read would keep it forever."""
    host, port = server.server_address[:2]
    line = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 200
    with socket.create_connection((host, port), timeout=PATIENCE) as sock:
        for n, byte in enumerate(line):
            if select.select([sock], [], [], 0)[0]:  # the server answered (and closed)
                break
            try:
                sock.sendall(bytes([byte]))
            except (BrokenPipeError, ConnectionResetError):
                break
            time.sleep(0.5 if n > 10 else 0)
        else:
            pytest.fail("the server kept reading a head that took 100 s")
        assert dropped(sock).startswith(b"HTTP/1.1 408 ")


def test_connections_waiting_for_their_head_are_bounded(server: _Server, monkeypatch: pytest.MonkeyPatch):
    """One connection more than MAX_PENDING closes the one that waited longest, at once."""
    monkeypatch.setattr(localserver, "MAX_PENDING", 5)
    host, port = server.server_address[:2]
    socks = [socket.create_connection((host, port), timeout=PATIENCE) for _ in range(5)]
    try:
        for sock in socks:
            sock.sendall(b"GET / HTTP/1.1\r\n")
        assert raw(server, b"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n").startswith(b"HTTP/1.1 200 ")
        # the sixth connection (the request above) pushed out the first; the others still wait
        assert select.select([socks[0]], [], [], PATIENCE)[0]
        assert dropped(socks[0]).startswith(b"HTTP/1.1 408 ")
    finally:
        for sock in socks:
            sock.close()
