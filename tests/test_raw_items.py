"""Items streamed as the parser's events (``reader.RawItem``) compose into the very nodes the
composer makes of them in their file (kind, tag, value, style, start and end marks), and a
file streams the same items in the same order either way, anchors and aliases too."""

from __future__ import annotations

import io
import random
from pathlib import Path
from typing import Any

import pytest

from bench.gen import dump
from quizdeck.source.reader import RawItem, compose_streaming

ROOT = Path(__file__).resolve().parent.parent


def _shape(node: Any) -> tuple[object, ...]:
    start, end = node.start_mark, node.end_mark
    head = (type(node).__name__, node.tag, getattr(node, "style", None), getattr(node, "flow_style", None),
            (start.index, start.line, start.column), (end.index, end.line, end.column),
            getattr(node, "entangled", False))
    if type(node).__name__ == "ScalarNode":
        return (*head, node.value)
    if type(node).__name__ == "SequenceNode":
        return (*head, tuple(_shape(item) for item in node.value))
    return (*head, tuple((_shape(k), _shape(v)) for k, v in node.value))


def _streamed(data: bytes, raw: bool) -> tuple[list[tuple[object, ...]], int, object]:
    items, raws = [], 0
    stream = compose_streaming(io.BytesIO(data), raw=raw)
    while True:
        try:
            _, _, item = next(stream)
        except StopIteration as end:
            root = end.value
            break
        if isinstance(item, RawItem):
            raws += 1
            item = item.compose()
        items.append(_shape(item))
    return items, raws, None if root is None else _shape(root)


def _same(data: bytes) -> int:
    """Asserts both ways stream the same; returns how many items came as events."""
    try:
        plain = _streamed(data, raw=False)
    except Exception as exc:   # noqa: BLE001 - whatever the parser raises, the other way raises too
        with pytest.raises(type(exc)):
            _streamed(data, raw=True)
        return 0
    raw = _streamed(data, raw=True)
    assert raw[0] == plain[0] and raw[2] == plain[2]
    assert plain[1] == 0
    return raw[1]


def test_the_corpus_and_the_cards() -> None:
    files = sorted((ROOT / "tests" / "corpus").rglob("*.yaml")) + sorted((ROOT / "cards").glob("*.yaml"))
    assert len(files) > 100
    assert sum(_same(path.read_bytes()) for path in files) > 100


_EDITS = ["      - &a x", "      - *a", "    question: &q Q?", "    explanation: *q", "  - &item {id: i, x: 1}",
          "  - *item", "    choices: [[a, b], c]", "      - [[[x]]]", "      - {text: &t t}", "    answer: !!str [A]",
          "      - !!str x", "    ? [a]\n    : b", "  - plain", "  - [a, b]", "    answer: [A, [B, [C]]]",
          "      - text: x\n        why: {a: [b]}", "# a comment", "", "    question: 'q\n      more'"]


@pytest.mark.parametrize("seed", range(4))
def test_generated_quizzes_with_anchors_aliases_and_nesting(seed: int) -> None:
    rnd = random.Random(seed)
    lines = dump(60, seed)[0].splitlines()
    for _ in range(25):
        at = rnd.randrange(6, len(lines))
        lines.insert(at, rnd.choice(_EDITS)) if rnd.random() < 0.5 else lines.__setitem__(at, rnd.choice(_EDITS))
    _same(("\n".join(lines) + "\n").encode())


def test_a_generated_quiz_comes_as_events() -> None:
    data = dump(200, 5)[0].encode()
    assert _same(data) == 200


def test_an_anchor_in_the_header_marks_the_first_item_as_composed() -> None:
    """(``entangled``: anchors before an item make it depend on the file; such an item is composed.)"""
    data = b"deck: &d D\nquestions:\n  - id: a\n    question: *d\n  - id: b\n"
    assert _same(data) == 1
