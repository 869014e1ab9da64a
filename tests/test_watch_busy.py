"""The live preview while a full rebuild runs (quizdeck.live.watch, quizdeck.live.rebuilds):
a save is shown by the quick path without waiting for the rebuild, a rebuild that read the
files before a save never puts the older text back, and the page ends showing the files as
they are. The rebuilds are held at a gate (``preview_records`` made to wait after reading),
so nothing here depends on timing."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from quizdeck import commands
from quizdeck.commands import Options
from quizdeck.live import watch
from quizdeck.live.rebuilds import Rebuilds, Request
from quizdeck.live.watch import LivePreview, Rebuilt

QUIZ = "deck: Busy\nid: busy\nquestions:\n" + "".join(
    f"  - id: q{i}\n    question: Question {i}?\n    choices: [a, b]\n    answer: A\n"
    f"    explanation: Because {i}.\n" for i in range(12))
WAIT = 60   # seconds: only a bound on a wait that fails the test, never a measure


class Gate:
    """``preview_records`` that, once closed, waits after reading the files until opened."""

    def __init__(self, real: Callable[..., Any]):
        self.real = real
        self.closed = False
        self.entered = threading.Event()
        self.opened = threading.Event()
        self.calls = 0

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        try:
            return self.real(*args, **kwargs)
        finally:   # a rebuild that fails (DiagnosticError) waits too
            if self.closed:
                self.closed = False   # only this call waits
                self.entered.set()
                assert self.opened.wait(WAIT), "the test never opened the gate"

    def close(self) -> None:
        self.entered.clear()
        self.opened.clear()
        self.closed = True


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Gate:
    found = Gate(commands.preview_records)
    monkeypatch.setattr("quizdeck.live.watch.preview_records", found)
    return found


def _fields(live: LivePreview) -> dict[str, tuple[str, ...]]:
    return live.state.pages["busy"].fields


def _fresh(quiz: Path) -> dict[str, tuple[str, ...]]:
    fresh = LivePreview(Options(sources=[quiz]))
    assert fresh.rebuild().ok
    return fresh.state.pages["busy"].fields


def _shows(live: LivePreview, text: str) -> bool:
    return any(text in f[0] for f in _fields(live).values())


def test_a_rebuild_that_read_the_file_before_a_save_does_not_put_the_old_text_back(tmp_path: Path, gate: Gate):
    quiz = tmp_path / "busy.yaml"
    quiz.write_text(QUIZ)
    live = LivePreview(Options(sources=[quiz]))
    assert live.rebuild().ok
    gate.close()
    results: list[Rebuilt] = []
    running = threading.Thread(target=lambda: results.append(live.rebuild()))
    running.start()
    assert gate.entered.wait(WAIT)             # the rebuild has read the file ...
    quiz.write_text(QUIZ.replace("Question 5?", "Question five?"))
    assert live.quick({(None, str(quiz))})     # ... the save is shown while it runs ...
    assert _shows(live, "Question five?")
    version = live.state.pages["busy"].version
    gate.opened.set()
    running.join(WAIT)
    assert _shows(live, "Question five?") and live.state.pages["busy"].version == version
    assert results and results[0].stale        # ... and what it read is not shown
    again = live.rebuild()                     # the rebuild the save asked for
    assert again.ok and not again.stale and again.changed == []
    assert _fields(live) == _fresh(quiz)


def test_a_failed_rebuild_of_a_file_that_changed_meanwhile_shows_no_problems(tmp_path: Path, gate: Gate):
    quiz = tmp_path / "busy.yaml"
    quiz.write_text(QUIZ)
    live = LivePreview(Options(sources=[quiz]))
    assert live.rebuild().ok
    quiz.write_text(QUIZ.replace("answer: A", "answer: Z", 1))   # broken ...
    gate.close()
    results: list[Rebuilt] = []
    running = threading.Thread(target=lambda: results.append(live.rebuild()))
    running.start()
    assert gate.entered.wait(WAIT)
    quiz.write_text(QUIZ)                                        # ... and fixed while it is read
    gate.opened.set()
    running.join(WAIT)
    assert live.state.problems == []
    assert results and not results[0].ok and results[0].stale


def test_a_failed_rebuild_with_a_later_change_coming_shows_no_problems(tmp_path: Path):
    """An editor that writes in place: the rebuild may read the file half written; when a
    later change is known, its rebuild tells."""
    quiz = tmp_path / "busy.yaml"
    quiz.write_text(QUIZ)
    live = LivePreview(Options(sources=[quiz]))
    assert live.rebuild().ok
    quiz.write_text("")
    result = live.rebuild(newer=lambda: True)
    assert not result.ok and result.stale and live.state.problems == []
    result = live.rebuild()
    assert not result.ok and not result.stale and live.state.problems[0]["message"] == "the file is empty"


@pytest.fixture
def running(tmp_path: Path, gate: Gate, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Any]]:
    """``watch.run`` in a thread on a quiz, its LivePreview and what it reported."""
    quiz = tmp_path / "busy.yaml"
    quiz.write_text(QUIZ)
    made: list[LivePreview] = []

    class Kept(LivePreview):
        def __init__(self, options: Options):
            super().__init__(options)
            made.append(self)

    monkeypatch.setattr(watch, "LivePreview", Kept)
    ready = threading.Event()
    stop = threading.Event()
    rebuilt: list[tuple[Rebuilt, str]] = []
    failed: list[BaseException] = []

    def serve() -> None:
        try:
            watch.run(Options(sources=[quiz]), "127.0.0.1", 0, lambda url: ready.set(),
                      lambda result, what: rebuilt.append((result, what)), stop=stop)
        except BaseException as exc:  # noqa: BLE001 - the test reads it
            failed.append(exc)
            ready.set()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    assert ready.wait(WAIT) and not failed, failed
    yield {"quiz": quiz, "live": made[0], "rebuilt": rebuilt, "failed": failed, "thread": thread}
    gate.opened.set()
    stop.set()
    thread.join(WAIT)


def _until(live: LivePreview, ready: Callable[[], bool]) -> bool:
    """Wait until the pages are as ``ready`` says (True), or give up after WAIT seconds (False)."""
    with live.state.cond:
        return live.state.cond.wait_for(ready, WAIT)


def test_a_save_during_a_running_rebuild_is_shown_without_waiting_for_it(running: dict[str, Any], gate: Gate):
    quiz, live = running["quiz"], running["live"]
    gate.close()   # the rebuild after the next save is held after reading the file
    quiz.write_text(QUIZ.replace("Question 3?", "Question three?"))
    assert _until(live, lambda: _shows(live, "Question three?"))
    assert gate.entered.wait(WAIT)
    # while that rebuild is held: an edit of another question is shown at once ...
    text = QUIZ.replace("Question 3?", "Question three?").replace("Question 9?", "Question nine?")
    quiz.write_text(text)
    assert _until(live, lambda: _shows(live, "Question nine?")), "the save waited for the running rebuild"
    assert not gate.opened.is_set()
    # ... and a new question (no quick path) comes with the rebuild that follows the held one
    text += "  - id: new\n    question: A new one?\n    choices: [a, b]\n    answer: B\n    explanation: New.\n"
    quiz.write_text(text)
    gate.opened.set()
    assert _until(live, lambda: _shows(live, "A new one?") and _shows(live, "Question nine?"))
    assert _fields(live) == _fresh(quiz)
    assert live.state.problems == []
    assert not running["failed"]


def test_what_a_rebuild_raises_stops_watch(running: dict[str, Any], monkeypatch: pytest.MonkeyPatch):
    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("a bug in a rebuild")

    monkeypatch.setattr("quizdeck.live.watch.preview_records", broken)
    running["quiz"].write_text(QUIZ.replace("Question 3?", "Question three?"))
    running["thread"].join(WAIT)
    assert not running["thread"].is_alive()
    assert [str(e) for e in running["failed"]] == ["a bug in a rebuild"]


def test_requests_made_while_a_rebuild_runs_make_one_rebuild_after_it():
    started, release = threading.Event(), threading.Event()
    done: list[Request] = []

    def work(request: Request) -> bool:
        started.set()
        assert release.wait(WAIT)
        done.append(request)
        return True

    rebuilds = Rebuilds(work)
    rebuilds.start()
    rebuilds.request(Request({"a.yaml"}))
    assert started.wait(WAIT)
    rebuilds.request(Request({"b.yaml"}, shown=True))
    rebuilds.request(Request({"c.yaml"}, images=True))
    release.set()
    assert rebuilds.wait_idle(WAIT)
    assert [(r.files, r.images, r.shown) for r in done] == [({"a.yaml"}, False, False),
                                                            ({"b.yaml", "c.yaml"}, True, True)]
    rebuilds.stop()


def test_a_rebuild_that_read_changing_files_goes_along_with_the_next_request():
    done: list[Request] = []

    def work(request: Request) -> bool:
        done.append(request)
        return len(done) > 1   # the first read the files while they changed

    rebuilds = Rebuilds(work)
    rebuilds.start()
    rebuilds.request(Request({"a.yaml"}, images=True, shown=True))
    assert rebuilds.wait_idle(WAIT)
    assert len(done) == 1   # not made again by itself: the change that made it stale asks for one
    rebuilds.request(Request({"b.yaml"}))
    assert rebuilds.wait_idle(WAIT)
    assert [(r.files, r.images, r.shown) for r in done] == [({"a.yaml"}, True, True),
                                                            ({"a.yaml", "b.yaml"}, False, True)]
    rebuilds.stop()


def test_a_page_two_versions_behind_still_patches_itself(tmp_path: Path):
    """Two quick updates that reach the page as one event: it patches both cards in."""
    quiz = tmp_path / "busy.yaml"
    quiz.write_text(QUIZ)
    live = LivePreview(Options(sources=[quiz]))
    assert live.rebuild().ok
    first = live.state.pages["busy"].version
    quiz.write_text(QUIZ.replace("Question 2?", "Question two?"))
    assert live.quick({(None, str(quiz))})
    quiz.write_text(QUIZ.replace("Question 2?", "Question two?").replace("Question 7?", "Question seven?"))
    assert live.quick({(None, str(quiz))})
    page = json.loads(live.state.message())["pages"]["busy"]
    assert page["version"] == first + 2
    assert set(page["patches"]) == {str(first), str(first + 1)}
    both = page["patches"][str(first)]
    assert len(both) == 2 and any("Question two?" in c for c in both.values())
    assert any("Question seven?" in c for c in both.values())
    assert len(page["patches"][str(first + 1)]) == 1
    # a change the page cannot patch in (a new question): no patch, a reload
    quiz.write_text(quiz.read_text() + "  - id: new\n    question: New?\n    choices: [a, b]\n    answer: A\n")
    assert live.rebuild().ok
    assert json.loads(live.state.message())["pages"]["busy"]["patches"] == {}


def test_the_page_is_made_when_asked_for(tmp_path: Path):
    quiz = tmp_path / "busy.yaml"
    quiz.write_text(QUIZ)
    live = LivePreview(Options(sources=[quiz]))
    assert live.rebuild().ok
    quiz.write_text(QUIZ.replace("Question 2?", "Question two?"))
    (page,) = live.quick({(None, str(quiz))})
    assert page._html is None   # a quick update makes no page ...
    assert b"Question two?" in page.html and b'data-version="2"' in page.html   # ... until one is asked for
