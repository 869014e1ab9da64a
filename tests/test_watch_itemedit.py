"""watch's quick path (quizdeck.live.itemedit) compares a save with the last build as bytes:
whatever the file's line ends and characters, an edit inside one question gives what a full
build of the saved file gives, and anything it cannot place exactly is left to the full build."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from quizdeck.commands import Options
from quizdeck.live.itemedit import item_spans
from quizdeck.live.watch import LivePreview

QUIZ = "deck: Bytes\nid: bytes\nquestions:\n" + "".join(
    f"  - id: q{i}\n    question: Frage {i} über Größe — 日本語 {'🙂' * (i % 3)}?\n    choices: [ä, b]\n"
    f"    answer: A\n    explanation: Weil {i}.\n" for i in range(15))


def _live(tmp_path: Path, text: str) -> tuple[Path, LivePreview]:
    quiz = tmp_path / "bytes.yaml"
    quiz.write_bytes(text.encode("utf-8"))
    live = LivePreview(Options(sources=[quiz]))
    assert live.rebuild().ok
    return quiz, live


def _fresh(quiz: Path) -> tuple[dict[str, tuple[str, ...]], list[str]]:
    fresh = LivePreview(Options(sources=[quiz]))
    assert fresh.rebuild().ok
    page = fresh.state.pages["bytes"]
    return page.fields, page.card_list


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_quick_edits_after_wide_characters_and_with_any_line_end_give_the_full_build(tmp_path: Path, newline: str):
    text = QUIZ.replace("\n", newline)
    quiz, live = _live(tmp_path, text)
    rng = random.Random(7)
    for step in range(12):
        i = rng.randrange(15)
        old = f"Weil {i}."
        new = f"Weil {i}, {'ß' * step} geändert {step}.{newline}      Zweite Zeile."
        text = text.replace(old, new) if old in text else text.replace(f"Frage {i} ", f"Frage {i} ({step}) ")
        quiz.write_bytes(text.encode("utf-8"))
        assert live.quick({(None, str(quiz))}), (step, i)
        page = live.state.pages["bytes"]
        assert (page.fields, page.card_list) == _fresh(quiz), step
        full = live.rebuild()   # the full read confirms: nothing more to change
        assert full.ok and full.changed == []


@pytest.mark.parametrize("odd", ["\u2028", "\x85", "\r"])
def test_a_question_with_a_line_break_only_yaml_sees_is_left_to_the_full_build(tmp_path: Path, odd: str):
    quiz, live = _live(tmp_path, QUIZ)
    for inside in (f"Weil{odd} 4.", f'"Weil{odd} 4."', f"|\n      Weil{odd} 4."):   # plain, quoted, block
        quiz.write_bytes(QUIZ.replace("Weil 4.", inside).encode("utf-8"))
        assert live.quick({(None, str(quiz))}) == [], inside


def test_bytes_that_are_not_utf8_in_the_question_are_left_to_the_full_build(tmp_path: Path):
    quiz, live = _live(tmp_path, QUIZ)
    quiz.write_bytes(QUIZ.encode("utf-8").replace(b"Weil 4.", b"Weil \xff 4."))
    assert live.quick({(None, str(quiz))}) == []
    assert not live.rebuild().ok


def test_item_spans_are_byte_offsets_and_lines():
    data = QUIZ.encode("utf-8")
    found = item_spans(data)
    assert found is not None
    indent, spans = found
    assert indent == b"  " and len(spans) == 15
    lines = data.split(b"\n")
    for number, span in enumerate(spans):
        assert data[span.start:].startswith(f"  - id: q{number}\n".encode())
        assert lines[span.line] == f"  - id: q{number}".encode()
    assert spans[-1].end == len(data)
