"""`watch` in a real browser while a full rebuild runs: saves made during it are patched into
the open page without waiting for it and without a reload, and once the rebuilds are done
the page shows the file as it is. The rebuild is held at a gate (tests/test_watch_busy.py),
so nothing here depends on timing."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from quizdeck import commands
from quizdeck.commands import Options
from quizdeck.live import watch
from tests.browser.test_watch import save
from tests.test_watch_busy import WAIT, Gate

QUIZ = "deck: Held\nid: held\nquestions:\n" + "".join(
    f"  - id: q{i}\n    question: Question {i}?\n    choices: [a, b]\n    answer: A\n"
    f"    explanation: Because {i}.\n" for i in range(6))


@pytest.fixture
def served(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Path, str, Gate, Any]]:
    gate = Gate(commands.preview_records)
    monkeypatch.setattr("quizdeck.live.watch.preview_records", gate)
    quiz = tmp_path / "held.yaml"
    quiz.write_text(QUIZ)
    urls: list[str] = []
    ready, stop = threading.Event(), threading.Event()
    failed: list[BaseException] = []
    rebuilt: list[Any] = []   # (whether good, its pages' fields) of each rebuild reported
    told = threading.Condition()

    def on_rebuilt(result: watch.Rebuilt, what: str) -> None:
        with told:
            rebuilt.append((result.ok, {p.slug: dict(p.fields) for p in result.decks}))
            told.notify_all()

    def on_ready(url: str) -> None:
        urls.append(url)
        ready.set()

    def serve() -> None:
        try:
            watch.run(Options(sources=[quiz]), "127.0.0.1", 0, on_ready, on_rebuilt, stop=stop)
        except BaseException as exc:  # noqa: BLE001 - the test reads it
            failed.append(exc)
            ready.set()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    assert ready.wait(WAIT) and urls, failed
    yield quiz, urls[0], gate, (rebuilt, told)
    gate.opened.set()
    stop.set()
    thread.join(WAIT)
    assert not failed, failed


def _shown(page: Any, text: str) -> None:
    page.wait_for_function("t => document.querySelector('.mc-question')?.textContent.includes(t)", arg=text,
                           timeout=WAIT * 1000)


def test_saves_during_a_held_rebuild_are_patched_in_and_the_page_ends_right(served, browser):
    quiz, url, gate, (rebuilt, told) = served
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url)
    page.evaluate("window.__samePage = true")
    page.evaluate("key => window.__pv.go(key, false)", page.evaluate(
        "() => document.querySelectorAll('template.pv-card')[3].getAttribute('data-key')"))
    _shown(page, "Question 3?")

    gate.close()   # the rebuild after this save is held once it has read the file
    text = QUIZ.replace("Question 3?", "Question three?")
    save(quiz, text)
    _shown(page, "Question three?")
    assert gate.entered.wait(WAIT)
    for step in range(3):   # saves while it is held: each one on the page at once
        text = text.replace("Question three", f"Question three ({step})", 1) if step == 0 else \
            text.replace(f"({step - 1})", f"({step})", 1)
        save(quiz, text)
        _shown(page, f"Question three ({step})?")
    assert not gate.opened.is_set()
    reported = len(rebuilt)
    gate.opened.set()
    # the held rebuild read an older text: it is dropped (not reported), and the one after it
    # confirms what the page shows
    text = text.replace("Because 3.", "Because three.")
    save(quiz, text)   # the back only: the page stays on the card
    page.wait_for_function("() => document.querySelector('.mc-explanation')?.textContent.includes('three')",
                           timeout=WAIT * 1000)
    fresh = watch.LivePreview(Options(sources=[quiz]))
    assert fresh.rebuild().ok
    expected = {"held": fresh.state.pages["held"].fields}
    with told:   # the rebuild of the last save is reported, and it shows what the page shows
        assert told.wait_for(lambda: any(fields == expected for _, fields in rebuilt[reported:]), WAIT), rebuilt
        assert all(ok for ok, _ in rebuilt[reported:]), [(ok, len(f)) for ok, f in rebuilt]
    assert page.text_content("#pv-progress") == "Card 4 of 6"
    assert "Question three (2)?" in page.text_content(".mc-question")
    assert page.evaluate("window.__samePage") is True   # every change patched in, no reload
    assert errors == []
    page.close()
