"""A minimal Language Server Protocol client over stdio (JSON-RPC with Content-Length
headers), enough to open documents, read the diagnostics the server publishes and ask
for completions, as an editor does. Used with the real yaml-language-server."""

from __future__ import annotations

import json
import os
import queue
import shutil
import subprocess
import threading
from pathlib import Path
from typing import Any

import pytest

#: The server's npm package, installed by the tests into a cache outside the repository.
PACKAGE = "yaml-language-server@1"
CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "make_deck" / "yaml-language-server"


def server_command() -> list[str]:
    """``node .../yaml-language-server --stdio``, installing the package with npm first if
    needed. Skips where Node or npm are missing, except in CI, where that fails."""
    script = CACHE / "node_modules" / "yaml-language-server" / "bin" / "yaml-language-server"
    node, npm = shutil.which("node"), shutil.which("npm")
    if node is None or (npm is None and not script.exists()):
        message = "Node.js and npm are needed for yaml-language-server (apt-get install nodejs npm)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    if not script.exists():
        assert npm is not None  # checked above
        CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run([npm, "install", "--no-audit", "--no-fund", "--prefix", str(CACHE), PACKAGE],
                       check=True, capture_output=True, timeout=600)
    return [node, str(script), "--stdio"]


class Client:
    """One server process; requests wait for their answer, notifications are queued."""

    def __init__(self, command: list[str], root: Path, settings: dict[str, Any]):
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL)
        self.settings = settings
        self.next_id = 0
        self.answers: dict[int, queue.Queue[Any]] = {}
        self.notifications: queue.Queue[dict[str, Any]] = queue.Queue()
        self.lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()
        self.request("initialize", {
            "processId": os.getpid(), "rootUri": root.as_uri(),
            "workspaceFolders": [{"uri": root.as_uri(), "name": root.name}],
            "capabilities": {
                "workspace": {"configuration": True, "didChangeConfiguration": {"dynamicRegistration": True}},
                "textDocument": {
                    "publishDiagnostics": {"relatedInformation": True},
                    "completion": {"completionItem": {"snippetSupport": True,
                                                      "documentationFormat": ["markdown", "plaintext"]}},
                    "hover": {"contentFormat": ["markdown", "plaintext"]},
                },
            },
        })
        self.notify("initialized", {})
        self.notify("workspace/didChangeConfiguration", {"settings": settings})

    def _send(self, message: dict[str, Any]) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode()
        assert self.proc.stdin is not None
        with self.lock:
            self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
            self.proc.stdin.flush()

    def _read(self) -> None:
        stream = self.proc.stdout
        assert stream is not None
        while True:
            headers = {}
            while True:
                line = stream.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                name, _, value = line.decode().partition(":")
                headers[name.strip().lower()] = value.strip()
            message = json.loads(stream.read(int(headers["content-length"])))
            if "id" in message and "method" in message:   # a request from the server
                self._send({"id": message["id"], "result": self._answer(message)})
            elif "id" in message:
                self.answers.pop(message["id"]).put(message)
            else:
                self.notifications.put(message)

    def _answer(self, request: dict[str, Any]) -> Any:
        if request["method"] == "workspace/configuration":
            return [self.settings.get(item.get("section", ""), None) for item in request["params"]["items"]]
        return None

    def request(self, method: str, params: dict[str, Any], timeout: float = 60) -> Any:
        self.next_id += 1
        answer: queue.Queue[Any] = queue.Queue()
        self.answers[self.next_id] = answer
        self._send({"id": self.next_id, "method": method, "params": params})
        message = answer.get(timeout=timeout)
        assert "error" not in message, message
        return message["result"]

    def notify(self, method: str, params: dict[str, Any]) -> None:
        self._send({"method": method, "params": params})

    def open(self, path: Path) -> None:
        self.notify("textDocument/didOpen", {"textDocument": {
            "uri": path.as_uri(), "languageId": "yaml", "version": 1, "text": path.read_text(encoding="utf-8")}})

    def diagnostics(self, path: Path, timeout: float = 60) -> list[dict[str, Any]]:
        """The diagnostics the server publishes for this document (the first time it does)."""
        while True:
            message = self.notifications.get(timeout=timeout)
            if (message.get("method") == "textDocument/publishDiagnostics"
                    and message["params"]["uri"] == path.as_uri()):
                return list(message["params"]["diagnostics"])

    def close(self) -> None:
        try:
            self.request("shutdown", {}, timeout=10)
            self.notify("exit", {})
            self.proc.wait(timeout=10)
        except Exception:  # noqa: BLE001 - a server that will not stop is killed
            self.proc.kill()
