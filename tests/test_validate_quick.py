"""The validator's quick ways (``validate._plain_*`` over nodes, ``validate.quick_question`` over
the parser's events) read a question exactly as the full way:
the same questions (texts, positions, answers) and the same problems, in the same order and
at the same places, over the corpus, the seed deck and generated quizzes with random damage.
Each test fails when a quick step takes what the full way would report (checked below by
breaking one)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
import yaml

from bench.gen import dump
from quizdeck.core.diagnostics import Diagnostics
from quizdeck.source import validate
from quizdeck.source.reader import Node
from quizdeck.source.validate import choice_key, read_deck

ROOT = Path(__file__).resolve().parent.parent
QUICK = ("_plain_keys", "_plain_value", "_plain_id", "_plain_choices", "_plain_answer")


def _read(path: Path) -> tuple[list[object], list[str]]:
    diags = Diagnostics()
    questions: list[object] = []
    for reading in read_deck(path, diags):
        questions.extend(reading)
        questions.append(reading.end())
    # (a deck without `id:` is offered an id made up at random)
    return questions, [re.sub(r"-[0-9a-f]{10}\b", "-RANDOM", f"{d.pos}: {d.severity}: {d.message} | {d.hint}")
                       for d in diags.items]


def _both(path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[tuple[list[object], list[str]], ...]:
    """The file read as a build reads it (items taken from the parser's events where they can be,
    ``validate.quick_question``) and the full way; both asserted equal to the quick way over nodes."""
    quick = _read(path)
    with monkeypatch.context() as m:
        m.setattr(validate, "quick_question", lambda *args: None)
        nodes = _read(path)
        for name in QUICK:
            m.setattr(validate, name, lambda *args: None)
        full = _read(path)
    assert nodes == full, path
    return quick, full


def _corpus() -> list[Path]:
    files = sorted((ROOT / "tests" / "corpus").rglob("*.yaml")) + sorted((ROOT / "cards").glob("*.yaml"))
    assert len(files) > 100
    return files


def test_the_same_over_the_corpus(monkeypatch: pytest.MonkeyPatch):
    problems = 0
    for path in _corpus():
        quick, full = _both(path, monkeypatch)
        assert quick == full, path
        problems += len(full[1])
    assert problems > 150   # the bad corpus's problems are among them


#: Lines put in place of a question's line: what authors get wrong, and what the quick way must
#: leave to the full way.
_DAMAGE = [
    "    answer: Z", "    answer: [A, A]", "    answer: []", "    answer: a", "    answer: 1", "    answer: AB",
    "    answer: {A: 1}", "    answer: [B, 3]", "    answer: ''", "    answer: 'A'", "    answer: !!str B",
    "    answer: ı", "    answer: [ C ]", "    choices: []", "    choices: oops", "    choices:",
    "      - ''", "      - ~", "      - [x]", "      - {why: w}", "      - {text: t, oops: 1}",
    "      - {text: t, text: u}", "      - \"a\\x07b\"", "      - \"\\x1f\"", "      - !!binary aGk=",
    "      - text: ''", "        why: ''", "        why: \"\\x00\"", "        why: [a]", "        wy: x",
    "    question: ''", "    question: \"\\x0b\"", "    question: [a]", "    question: 12",
    "    question: yes", "    explanation: ''", "    explanation: \"x\\x01\"", "    explanation: [a]",
    "    source: ~", "    source: \"\\x7f\"", "  - id: bad id", "  - id: ''", "  - id: é", "  - id: 12",
    "  - id: q000001", "  - id: [a]", "  - question: only", "    tags: [a b]", "    tags: x",
    "    tags: ~", "    shuffle: maybe", "    shuffle: no", "    recall: yes", "    recall: 3",
    "    <<: {a: 1}", "    oops: 1", "    question: again", "    ? [a]\n    : b", "    !!str id: q9",
    "      - same", "      - same  ", "      - ' same'", "      - \"```\\nx\\n```\"",
    "      - \"```\\nx  \\n```\"", "      - \"a\\tb\"", "      - \"a b\"",
    # (what only the events' way sees: anchors, tags the resolver gives, nesting)
    "      - &a x", "    question: &q Q?", "    answer: <<", "      - <<", "      - =", "    id: =",
    "    explanation: !!str x", "    choices: [[a, b], c]", "    choices: {a: b}", "      - [[x]]",
    "      - {text: &t t}", "    answer: !!str [A]", "    choices: !!seq [a, b]", "    answer: [A, [B]]",
    "    explanation: <b>x</b>", "    source: 2024-01-01", "    id: 1.5", "    id: null", "    id: true",
    "    tags: [a, a]", "    tags: [a, ~]", "    tags: [a, '']", "    tags: a", "    tags: [x::y, é]",
    "    tags: [a, [b]]",
    "    tags: 'null'", "    tags: [\"a\\x01\"]", "    tags: [a, b\u200b]", "    tags: [<<, =]", "    tags: !!seq [a]",
    "    tags: []", "    tags:", "    tags: [1, 2.5, true]", "    tags: [x\u202e]", "    tags: {a: b}",
]


@pytest.mark.parametrize("seed", range(4))
def test_the_same_on_generated_quizzes_with_damage(seed: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    rnd = random.Random(seed)
    lines = dump(120, seed)[0].splitlines()
    damaged = 0
    while damaged < 60:
        at = rnd.randrange(6, len(lines))
        how = rnd.random()
        before = list(lines)
        if how < 0.6:
            lines[at] = rnd.choice(_DAMAGE)
        elif how < 0.8:
            lines.insert(at, rnd.choice(_DAMAGE))
        else:
            lines.insert(at, lines[rnd.randrange(6, len(lines))])
        try:   # damage the questions, not the YAML (which is read before the quick way has a say)
            yaml.compose("\n".join(lines), Loader=yaml.CSafeLoader)
            damaged += 1
        except yaml.YAMLError:
            lines = before
    quiz = tmp_path / "quiz.yaml"
    quiz.write_text("\n".join(lines) + "\n", encoding="utf-8")
    quick, full = _both(quiz, monkeypatch)
    assert quick == full
    assert len(full[1]) > 20


def test_the_events_way_that_takes_too_much_is_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """The comparison above can fail: the events' way taking an answer that names a letter twice."""
    quiz = tmp_path / "quiz.yaml"
    quiz.write_text("deck: D\nid: d\nquestions:\n  - id: a\n    question: Q?\n    choices: [x, y]\n"
                    "    answer: [A, A]\n", encoding="utf-8")
    monkeypatch.setattr(validate, "_event_answer", lambda *args: ([0], True))
    quick, full = _both(quiz, monkeypatch)
    assert quick != full


def test_a_quick_step_that_takes_too_much_is_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """The comparison above can fail: a quick answer step that allowed a letter twice."""
    quiz = tmp_path / "quiz.yaml"
    quiz.write_text("deck: D\nid: d\nquestions:\n  - id: a\n    question: Q?\n    choices: [x, y]\n"
                    "    answer: [A, A]\n", encoding="utf-8")

    def loose(node: Node, count: int | None) -> tuple[list[int], bool]:
        return [0], True
    monkeypatch.setattr(validate, "_plain_answer", loose)
    quick = _read(quiz)
    monkeypatch.setattr(validate, "_plain_answer", lambda *args: None)
    assert quick != _read(quiz)


@pytest.mark.parametrize("seed", range(3))
def test_choice_key_shortcut(seed: int):
    rnd = random.Random(seed)
    alphabet = ["a", "B", " ", "  ", "\t", "\n", "\r\n", "\r", "\u00a0", "\u2028", "\x85", "\u3000", "`", "``",
                "~", "x y", "\n  \n", "é", "\v", "\f"]
    for _ in range(3000):
        text = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 14)))
        assert choice_key(text) == validate._choice_key_segments(text), repr(text)
