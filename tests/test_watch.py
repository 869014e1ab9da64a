"""The live preview's rebuilds (quizdeck.live.watch.LivePreview), without a browser: only the
questions that changed are rendered again, and a save that changes nothing changes no page."""

from __future__ import annotations

import contextlib
from pathlib import Path

from quizdeck.commands import Options
from quizdeck.live.watch import LivePreview, Rebuilt

QUIZ = "deck: Inc\nid: inc\nquestions:\n" + "".join(
    f"  - id: q{i}\n    question: Question **{i}**?\n    choices: [a, b]\n    answer: A\n"
    f"    explanation: Because {i}.\n" for i in range(20))


def _preview(tmp_path: Path, text: str = QUIZ) -> tuple[Path, LivePreview, Rebuilt]:
    """The quiz ``text`` saved in ``tmp_path``, and its live preview after the first build."""
    quiz = tmp_path / "inc.yaml"
    quiz.write_text(text)
    live = LivePreview(Options(sources=[quiz]))
    return quiz, live, live.rebuild()


def test_only_changed_questions_are_rendered_again(tmp_path: Path):
    quiz, live, first = _preview(tmp_path)
    assert first.ok and first.rendered == 20
    before = live.state.pages["inc"]
    quiz.write_text(QUIZ.replace("Because 7.", "Because seven."))
    second = live.rebuild()
    assert second.ok and second.rendered == 1 and second.validated == 1
    after = live.state.pages["inc"]
    assert after.version == before.version + 1
    changed = [g for g in after.fields if after.fields[g] != before.fields[g]]
    assert len(changed) == 1 and after.go == changed[0] and after.back   # only the explanation changed
    unchanged = [g for g in after.fields if g not in changed]
    assert all(after.fields[g] == before.fields[g] for g in unchanged)


def test_a_save_that_changes_nothing_changes_no_page(tmp_path: Path):
    quiz, live, _ = _preview(tmp_path)
    event = live.state.event
    quiz.write_text("# a comment only\n" + QUIZ)   # lines move; nothing shown changes
    result = live.rebuild()
    assert result.ok and result.changed == [] and result.rendered == 0
    assert live.state.event == event


def test_a_broken_save_keeps_the_last_good_pages(tmp_path: Path):
    quiz, live, _ = _preview(tmp_path)
    good = live.state.pages["inc"]
    quiz.write_text(QUIZ.replace("answer: A", "answer: Z", 1))
    result = live.rebuild()
    assert not result.ok
    assert live.state.pages["inc"] is good
    assert live.state.problems[0]["line"] == 7 and live.state.problems[0]["severity"] == "error"
    quiz.write_text(QUIZ)
    assert live.rebuild().ok and live.state.problems == []


def test_questions_kept_from_before_have_their_new_positions(tmp_path: Path):
    """A question validated before and moved by an edit above it is not validated again,
    but its problems are reported where it is now, as a fresh check would."""
    from quizdeck.commands import check
    from quizdeck.core.diagnostics import DiagnosticError, Diagnostics

    quiz = tmp_path / "inc.yaml"
    text = QUIZ.replace("    explanation: Because 7.\n", "")   # a warning, at question 7's line
    quiz.write_text(text)
    live = LivePreview(Options(sources=[quiz]))
    live.rebuild()
    quiz.write_text(text.replace("questions:\n", "questions:\n  # two lines\n  # above\n"))
    result = live.rebuild()
    assert result.rendered == 0 and result.validated == 0   # nothing rendered or validated again ...
    fresh = Diagnostics()
    with contextlib.suppress(DiagnosticError):
        check(Options(sources=[quiz]), fresh)
    assert [(d.pos, d.message) for d in result.diags.sorted()] == [(d.pos, d.message) for d in fresh.sorted()]
    assert any("explanation" in d.message for d in fresh.sorted())


def _quick_then_full(live: LivePreview, quiz: Path, text: str) -> tuple[bool, bool]:
    """Save ``text``; whether the quick path updated the page, and whether the full
    rebuild after it then found anything else to change (it must not)."""
    quiz.write_text(text)
    quick = bool(live.quick({(None, str(quiz))}))
    full = live.rebuild()
    assert full.ok
    return quick, bool(full.changed)


def test_an_edit_inside_one_question_is_shown_before_the_whole_quiz_is_read(tmp_path: Path):
    quiz, live, _ = _preview(tmp_path)
    text = QUIZ.replace("Question **7**?", "Question **seven**, `code` and more\n      lines?")
    assert _quick_then_full(live, quiz, text) == (True, False)
    page = live.state.pages["inc"]
    assert "<strong>seven</strong>" in next(f[0] for f in page.fields.values() if "seven" in f[0])
    assert page.cards is not None and len(page.cards) == 1   # the page patches that card in
    text = text.replace("Because 19.", "Because nineteen.")   # the last question
    assert _quick_then_full(live, quiz, text) == (True, False)
    # the same content as a fresh build of the file
    fresh = LivePreview(Options(sources=[quiz]))
    fresh.rebuild()
    assert fresh.state.pages["inc"].fields == live.state.pages["inc"].fields


def test_other_edits_go_the_whole_way(tmp_path: Path):
    quiz, live, _ = _preview(tmp_path)
    edits = [
        QUIZ.replace("Because 3.", "Because three.").replace("Because 4.", "Because four."),  # two questions
        QUIZ.replace("deck: Inc", "deck: Inc renamed"),                                       # the deck
        QUIZ.replace("    answer: A\n", "    answer: Z\n", 1),                                # a problem
        QUIZ.replace("  - id: q3\n", "  - id: new\n    question: New?\n    choices: [a, b]\n"
                                     "    answer: A\n  - id: q3\n"),                          # a new question
        QUIZ.replace("  - id: q5\n", "  - id: q5b\n"),                                       # another note
        QUIZ.replace("Question **5**?", "&anchor Question five?"),                            # an anchor
    ]
    for text in edits:
        quiz.write_text(text)
        assert live.quick({(None, str(quiz))}) == [], text
        live.rebuild()
        quiz.write_text(QUIZ)
        live.rebuild()
