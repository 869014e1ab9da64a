"""`watch`: the live preview in a real browser. Edit the quiz and the open page shows the
changed card by itself; break it and the page shows the problem over the last good
build; fix it and the card is back; Ctrl-C stops cleanly."""

from __future__ import annotations

import http.server
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

QUIZ = """\
deck: Live
id: live-test
questions:
  - id: one
    question: First question?
    choices: [a, b, c]
    answer: A
    explanation: One.
  - id: two
    question: Second question?
    choices: [a, b, c]
    answer: B
    explanation: Two.
  - id: three
    question: Third question?
    choices: [a, b, c]
    answer: C
    explanation: Three.
"""


def _interruptible() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


class Watch:
    """``make_deck.py watch`` in a process of its own, as a user starts it."""

    def __init__(self, *args: str | Path, cwd: Path):
        env = dict(os.environ, PYTHONPATH=str(ROOT), NO_COLOR="1")
        # Ctrl-C reaches it as in a terminal, even where this test runs as a background job (a shell without job
        # control starts those with SIGINT ignored, and the child would inherit that)
        self.proc = subprocess.Popen([sys.executable, str(ROOT / "make_deck.py"), "watch", *map(str, args)],
                                     cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                     preexec_fn=_interruptible)
        self.lines: list[str] = []
        while True:
            line = self.proc.stderr.readline()
            if not line:
                raise AssertionError("watch ended:\n" + "".join(self.lines))
            self.lines.append(line)
            found = re.search(r"serving the preview on (http://\S+/)", line)
            if found:
                self.url = found.group(1)
                break

    def stop(self) -> tuple[int, str]:
        self.proc.send_signal(signal.SIGINT)
        _, err = self.proc.communicate(timeout=20)
        return self.proc.returncode, "".join(self.lines) + err


@pytest.fixture
def quiz(tmp_path: Path) -> Path:
    path = tmp_path / "live.yaml"
    path.write_text(QUIZ, encoding="utf-8")
    return path


def save(path: Path, text: str) -> None:
    """Save as many editors do: a new file renamed over the old one."""
    tmp = path.with_name(path.name + ".swp~")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def test_live_preview_follows_every_save(quiz: Path, tmp_path: Path, browser):
    watch = Watch(quiz.name, "--port", "0", cwd=tmp_path)
    try:
        assert watch.url.startswith("http://127.0.0.1:")
        page = browser.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(watch.url)
        assert page.text_content("#pv-progress") == "Card 1 of 3"
        page.click("#pv-show")
        page.click("#pv-next")
        assert page.text_content(".mc-question").strip() == "Second question?"

        # an edit of the card shown: the page shows it by itself (the changed card is patched in)
        page.evaluate("window.__samePage = true")
        save(quiz, QUIZ.replace("Second question?", "Second question, edited?"))
        page.wait_for_function("() => document.querySelector('.mc-question')?.textContent.includes('edited')")
        assert page.evaluate("window.__samePage") is True
        assert page.text_content("#pv-progress") == "Card 2 of 3"

        # an edit elsewhere: the page goes to the card that changed (its back: only the explanation changed)
        text = QUIZ.replace("Second question?", "Second question, edited?").replace("Three.", "Three, edited.")
        save(quiz, text)
        page.wait_for_function("() => document.querySelector('.mc-explanation')?.textContent.includes('edited')")
        assert page.text_content("#pv-progress") == "Card 3 of 3"

        # a broken file: the problem on the page, the last good build still shown
        save(quiz, text.replace("answer: C", "answer: Q"))
        page.wait_for_selector("#pv-problems:not([hidden])")
        problem = page.text_content("#pv-problems")
        assert re.search(r"live\.yaml:\d+:\d+: error: .*`answer` must be a letter", problem), problem
        assert page.text_content(".mc-question").strip() == "Third question?"

        # fixed: the problem goes, the card is back with the fix
        save(quiz, text.replace("Third question?", "Third question, fixed?"))
        page.wait_for_selector("#pv-problems", state="hidden")
        page.wait_for_function("() => document.querySelector('.mc-question')?.textContent.includes('fixed')")

        # a new question: the page reloads by itself, on the new card
        text = text.replace("Third question?", "Third question, fixed?")
        save(quiz, text + "  - id: four\n    question: A new fourth?\n    choices: [a, b]\n    answer: A\n")
        page.wait_for_function("() => document.querySelector('.mc-question')?.textContent.includes('fourth')")
        assert page.evaluate("window.__samePage") is None   # a real reload
        assert page.text_content("#pv-progress") == "Card 4 of 4"
        assert errors == []
        page.close()
    finally:
        code, log = watch.stop()
    assert code == 0, log
    assert "Traceback" not in log
    assert "not rebuilt: 1 error" in log and "stopped" in log
    assert re.search(r"live\.yaml:\d+:\d+: error: ", log)


def test_serves_on_loopback_only_and_refuses_other_hosts(quiz: Path, tmp_path: Path):
    watch = Watch(quiz.name, "--port", "0", cwd=tmp_path)
    try:
        port = int(watch.url.rsplit(":", 1)[1].strip("/"))
        others = {info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)}
        for address in others - {"127.0.0.1"}:
            if address.startswith("127."):
                continue
            with pytest.raises(ConnectionRefusedError), socket.create_connection((str(address), port), timeout=2):
                pass
        # a page of another site that resolves its name to 127.0.0.1 (DNS rebinding) is refused
        request = urllib.request.Request(watch.url, headers={"Host": f"evil.example:{port}"})
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=5)
        assert refused.value.code == 403
        assert urllib.request.urlopen(watch.url, timeout=5).status == 200
    finally:
        code, log = watch.stop()
    assert code == 0 and "Traceback" not in log, log


def test_index_of_decks_when_there_are_several(tmp_path: Path, browser):
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "a.yaml").write_text(QUIZ, encoding="utf-8")
    (folder / "b.yaml").write_text(QUIZ.replace("deck: Live", "deck: Other").replace("live-test", "other"),
                                   encoding="utf-8")
    watch = Watch("cards", "--port", "0", cwd=tmp_path)
    try:
        page = browser.new_page()
        page.goto(watch.url)
        assert page.locator("li a").all_text_contents() == ["Live", "Other"]
        page.click("text=Other")
        assert page.text_content(".pv-head") == "Other"
        assert page.text_content("#pv-progress") == "Card 1 of 3"
        page.close()
    finally:
        code, log = watch.stop()
    assert code == 0, log


def test_build_writes_the_package_on_every_good_save(quiz: Path, tmp_path: Path) -> None:
    watch = Watch(quiz.name, "--port", "0", "--build", "-o", "out", cwd=tmp_path)
    package = tmp_path / "out" / "live.apkg"
    try:
        assert package.is_file()   # the first build, before serving
        first = package.read_bytes()
        save(quiz, QUIZ.replace("Second question?", "Second question, built?"))
        assert watch.proc.stderr is not None
        while True:   # the terminal tells when the package is written again
            line = watch.proc.stderr.readline()
            watch.lines.append(line)
            assert line, "".join(watch.lines)
            if "live.apkg" in line:
                break
        assert package.read_bytes() != first
    finally:
        code, log = watch.stop()
    assert code == 0, log


class _Site(http.server.BaseHTTPRequestHandler):
    """Another site: one page, no headers of ours (``body`` set per server)."""

    body = b""

    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(self.body)))
        self.end_headers()
        self.wfile.write(self.body)

    def log_message(self, *args: object) -> None:
        pass


def _site(host: str, body: bytes) -> http.server.ThreadingHTTPServer:
    handler = type("Site", (_Site,), {"body": body})
    server = http.server.ThreadingHTTPServer((host, 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def test_another_site_cannot_frame_the_preview(quiz: Path, tmp_path: Path, browser):
    """A page of another origin frames the preview (to trick a click on it): Chromium shows
    nothing of it. The control, a page of a third origin framed the same way, shows."""
    watch = Watch(quiz.name, "--port", "0", cwd=tmp_path)
    control = _site("127.0.0.1", b"<p>control page</p>")
    framer = _site("localhost", (f'<iframe id="preview" src="{watch.url}deck/live"></iframe>'
                                 f'<iframe id="control" src="http://127.0.0.1:{control.server_address[1]}/">'
                                 "</iframe>").encode())
    try:
        page = browser.new_page()
        refused: list[str] = []
        page.on("console", lambda message: refused.append(message.text))
        page.goto(f"http://localhost:{framer.server_address[1]}/", wait_until="load")
        control_frame = page.query_selector("#control").content_frame()
        assert control_frame.evaluate("document.body.innerText") == "control page"
        preview = page.query_selector("#preview").content_frame()
        assert not preview.url.startswith("http"), preview.url  # Chromium's error page instead
        assert "First question?" not in preview.content()
        assert any("frame-ancestors 'none'" in text for text in refused), refused
        page.close()
    finally:
        for server in (control, framer):
            server.shutdown()
            server.server_close()
        code, log = watch.stop()
    assert code == 0, log
