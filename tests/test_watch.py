"""The live preview's rebuilds (quizdeck.watch.LivePreview), without a browser: only the
questions that changed are rendered again, and a save that changes nothing changes no page."""

from __future__ import annotations

from pathlib import Path

from quizdeck.build import Options
from quizdeck.watch import LivePreview

QUIZ = "deck: Inc\nquestions:\n" + "".join(
    f"  - id: q{i}\n    question: Question **{i}**?\n    choices: [a, b]\n    answer: A\n"
    f"    explanation: Because {i}.\n" for i in range(20))


def test_only_changed_questions_are_rendered_again(tmp_path: Path):
    quiz = tmp_path / "inc.yaml"
    quiz.write_text(QUIZ)
    live = LivePreview(Options(sources=[quiz]))
    first = live.rebuild()
    assert first.ok and first.rendered == 20
    before = live.state.pages["inc"]
    quiz.write_text(QUIZ.replace("Because 7.", "Because seven."))
    second = live.rebuild()
    assert second.ok and second.rendered == 1
    after = live.state.pages["inc"]
    assert after.version == before.version + 1
    changed = [g for g in after.fields if after.fields[g] != before.fields[g]]
    assert len(changed) == 1 and after.go == changed[0] and after.back   # only the explanation changed
    unchanged = [g for g in after.fields if g not in changed]
    assert all(after.fields[g] == before.fields[g] for g in unchanged)


def test_a_save_that_changes_nothing_changes_no_page(tmp_path: Path):
    quiz = tmp_path / "inc.yaml"
    quiz.write_text(QUIZ)
    live = LivePreview(Options(sources=[quiz]))
    live.rebuild()
    event = live.state.event
    quiz.write_text("# a comment only\n" + QUIZ)   # lines move; nothing shown changes
    result = live.rebuild()
    assert result.ok and result.changed == [] and result.rendered == 0
    assert live.state.event == event


def test_a_broken_save_keeps_the_last_good_pages(tmp_path: Path):
    quiz = tmp_path / "inc.yaml"
    quiz.write_text(QUIZ)
    live = LivePreview(Options(sources=[quiz]))
    live.rebuild()
    good = live.state.pages["inc"]
    quiz.write_text(QUIZ.replace("answer: A", "answer: Z", 1))
    result = live.rebuild()
    assert not result.ok
    assert live.state.pages["inc"] is good
    assert live.state.problems[0]["line"] == 6 and live.state.problems[0]["severity"] == "error"
    quiz.write_text(QUIZ)
    assert live.rebuild().ok and live.state.problems == []
