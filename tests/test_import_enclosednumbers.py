"""The one table of enclosed numbers and letters, and the two readers that ask it."""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.importers.csvcircled import circled_row
from quizdeck.importers.enclosednumbers import enclosed, enclosed_number
from tests.helpers import read_deck


@pytest.mark.parametrize("char, value", [
    ("①", (1, False)), ("⑳", (20, False)), ("❸", (3, False)), ("➀", (1, False)), ("➓", (10, False)),
    ("⑴", (1, False)), ("⒈", (1, False)), ("⓵", (1, False)), ("⓫", (11, False)), ("㉑", (21, False)),
    ("㊿", (50, False)), ("⒜", (1, True)), ("Ⓑ", (2, True)), ("ⓒ", (3, True)),
])
def test_every_kind_of_enclosed_label_has_its_value(char: str, value: tuple[int, bool]) -> None:
    assert enclosed(char) == value


@pytest.mark.parametrize("char", ["A", "3", "。", "", "①②", "⓿"])
def test_other_characters_are_none(char: str) -> None:
    assert enclosed(char) is None
    assert enclosed_number(char) is None


def test_a_letter_is_no_number() -> None:
    assert enclosed_number("Ⓐ") is None
    assert enclosed_number("❹") == 4


def test_a_sheet_row_and_an_answer_line_read_the_same_labels() -> None:
    row = ["질문", "⑴ 사과", "⑵ 배", "⑶ 감", "⑶"]
    assert circled_row(row) == (["질문", "사과", "배", "감", "3"], 3)


@pytest.mark.parametrize("kind", ["③①②④②", "⑶⑴⑵⑷⑵", "⒊⒈⒉⒋⒉", "➌➊➋➍➋"])
def test_an_answer_line_reads_every_kind_of_enclosed_number(tmp_path: Path, kind: str) -> None:
    lines = []
    for n, right in enumerate(kind):
        lines += [f"{n + 1}. 数字{n}是哪一个？"]
        lines += [f"{'ABCD'[k]}. 数字{n}-{k}" for k in range(4)]
        lines += [f"正解：{right}", ""]
    deck, _diags = read_deck(tmp_path, "quiz.txt", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [[2], [0], [1], [3], [1]]


@pytest.mark.parametrize("kind", ["①②③④", "⒈⒉⒊⒋", "⓵⓶⓷⓸"])
def test_markdown_reads_the_same_enclosed_numbers_as_labels(tmp_path: Path, kind: str) -> None:
    lines = ["# 퀴즈", ""]
    for n in range(3):
        lines += [f"{n + 1}. 질문 {n}은 무엇입니까?", ""]
        lines += [f"{kind[k]} 보기 {n}-{k}" for k in range(4)]
        lines += ["", f"정답: {kind[(n + 1) % 4]}", ""]
    deck, _diags = read_deck(tmp_path, "quiz.md", "\n".join(lines))
    texts = [[c.text for c in q.choices] for q in deck.questions]
    assert texts == [[f"보기 {n}-{k}" for k in range(4)] for n in range(3)]
    assert [q.answer for q in deck.questions] == [[1], [2], [3]]
