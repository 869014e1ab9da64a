"""Every source line accounted for: the model's line records and the import summary."""

from __future__ import annotations

from quizdeck.core.diagnostics import Pos
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion, format_ranges


def _deck() -> ImportedDeck:
    return ImportedDeck(name="d", key="k", origin="o")


def test_unused_lists_the_non_blank_lines_nothing_took_as_ranges() -> None:
    lines = ["title", "", "1. q", "A. a", "B. b", "", "stray", "", "more stray", "x", "", "2. q", "A. a"]
    deck = _deck()
    deck.use(1)
    q = ImportedQuestion(pos=Pos("s", 3), text="q")
    q.use(3, 5)
    deck.questions.append(q)
    r = ImportedQuestion(pos=Pos("s", 12), text="q")
    r.use(12, 13)
    deck.questions.append(r)
    # 7 and 9-10 are separated by a blank line only: one range
    assert deck.unused(lines) == [(7, 10)]
    deck.skip(7)
    assert deck.unused(lines) == [(9, 10)]
    summary = deck.summary(lines)
    assert (summary.questions, summary.answered, summary.explained) == (2, 0, 0)
    assert summary.describe_lines() == "; lines not used: 9\u201310; page furniture left out: 7"


def test_ranges_are_merged_and_empty_ranges_ignored() -> None:
    deck = _deck()
    deck.use(1, 0)
    deck.use(3, 4)
    deck.use(5, 6)
    assert deck.lines == [(3, 6)]
    assert format_ranges([(1, 1), (3, 5)]) == "1, 3\u20135"
    assert format_ranges([(k, k) for k in range(1, 30, 2)], limit=2) == "1, 3, and 13 more"
