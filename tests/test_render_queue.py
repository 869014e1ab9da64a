"""The render queue yields the jobs rendered in the order they were given, here or through
worker processes; a worker that dies is the project's own error, not an OSError."""

from __future__ import annotations

from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest

from quizdeck.core.diagnostics import Pos
from quizdeck.core.errors import UserError
from quizdeck.html.render import BATCH, Job, RenderQueue, WorkerPool
from quizdeck.source.model import Choice, Question, Text


def _job(i: int, where: Path) -> Job:
    pos = Pos(str(where), i + 1, 1)
    question = Question(number=i + 1, pos=pos, id=f"q{i}", question=Text(f"Question **{i}**?", pos),
                        choices=[Choice(Text(f"yes {i}", pos)), Choice(Text(f"no {i}", pos))], answer=[0],
                        multi=False)
    return Job(question, f"guid{i}", f"deck/q{i}")


def test_jobs_come_back_in_order_here_and_through_workers(tmp_path: Path) -> None:
    count = 3 * BATCH + 5   # several batches, the last one short
    here = [job.fields for job in RenderQueue(tmp_path).rendered(_job(i, tmp_path) for i in range(count))]
    pool = WorkerPool(2)
    try:
        rendered = list(RenderQueue(tmp_path, pool).rendered(_job(i, tmp_path) for i in range(count)))
    finally:
        pool.close()
    assert [job.guid for job in rendered] == [f"guid{i}" for i in range(count)]
    assert all(job.question is not None for job in rendered)   # given back after the trip
    assert [job.fields for job in rendered] == here
    assert "<strong>7</strong>" in here[7][0]


class _BrokenPool:
    """A pool whose worker died: every batch fails as concurrent.futures says."""

    workers = 1

    def submit(self, *args: object) -> Future[object]:
        future: Future[object] = Future()
        future.set_exception(BrokenProcessPool("a child process terminated abruptly"))
        return future


def test_a_worker_that_dies_is_a_user_error_that_says_what_to_do(tmp_path: Path) -> None:
    queue = RenderQueue(tmp_path, _BrokenPool())  # type: ignore[arg-type]  # only submit and workers are used
    with pytest.raises(UserError, match=r"render worker process stopped unexpectedly.*MAKE_DECK_WORKERS=0"):
        list(queue.rendered(_job(i, tmp_path) for i in range(BATCH)))


def test_a_job_crosses_to_a_worker_whole(tmp_path: Path) -> None:
    """Jobs travel as tuples of plain values (``render.pack_job``): every field of the question
    comes back equal, positions included; a field added to ``Question`` and not packed fails here."""
    import dataclasses

    from quizdeck.html.render import pack_job, unpack_job

    pos = Pos(str(tmp_path / "q.yaml"), 4, 3)
    question = Question(number=7, pos=pos, id=None, question=Text("Q?", Pos(pos.path, 5, 15)),
                        choices=[Choice(Text("a", Pos(pos.path, 7, 9)), Text("why a", Pos(pos.path, 8, 14))),
                                 Choice(Text("b", Pos(pos.path, 9, 9)))],
                        answer=[0, 1], multi=True, explanation=Text("E", Pos(pos.path, 10, 18)), source=None,
                        tags=["t1", "t2"], shuffle=False, recall=True)
    for field in dataclasses.fields(Question):   # every field differs from its default, so each is checked
        if field.default is not dataclasses.MISSING and field.name != "source":
            assert getattr(question, field.name) != field.default, field.name
    job = Job(question, "guid", "deck/q")
    back = unpack_job(pack_job(job))
    assert back == job
    assert len(pack_job(job)) == 2 + len(dataclasses.fields(Question))
