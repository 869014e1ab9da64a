"""A build in one process (``MAKE_DECK_WORKERS=0``, a small quiz, ``check``) does not load the
render workers' machinery (multiprocessing, concurrent.futures, ctypes: about a hundredth of a
second of each run); a pool loads it when it starts, and a worker that dies is still said."""

from __future__ import annotations

from tests.helpers import modules_after

WORKER_MODULES = ("multiprocessing", "concurrent.futures", "ctypes")


def test_the_command_line_does_not_load_the_workers_machinery() -> None:
    loaded = modules_after("import quizdeck.cli, quizdeck.commands, quizdeck.pipeline")
    assert "quizdeck.html.render" in loaded   # (the test sees what it should)
    assert not loaded.intersection(WORKER_MODULES)


def test_a_pool_loads_it() -> None:
    loaded = modules_after("from quizdeck.html.render import WorkerPool\nWorkerPool(1).close()")
    assert {"multiprocessing", "concurrent.futures"} <= loaded


def test_a_broken_pool_is_what_the_queue_catches() -> None:
    from concurrent.futures.process import BrokenProcessPool

    from quizdeck.html import render

    assert render._broken_pool() is BrokenProcessPool
