"""Session 13, what every reading gets after its reader (answerlines, sanity, written) and the warnings that
say a reading is probably wrong.

The shapes are those of real banks nobody here wrote; each test fails without the change it is named for.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.convert import read_source
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.written import agree


def _read(tmp_path: Path, name: str, text: str) -> tuple[ImportedDeck, Diagnostics]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    diags = Diagnostics()
    read = read_source(path, "auto", diags)
    assert read is not None
    return read[0], diags


def _warnings(diags: Diagnostics) -> list[str]:
    return [f"{d.pos.line}: {d.message}" for d in diags.warnings]


# -- the answer in a stem's brackets, its letters spaced out ----------------------------------------------------

@pytest.mark.parametrize("bracket", ["（{}）", "( {} )", "【{}】"])
@pytest.mark.parametrize("space", [" ", "\u3000", "  "])
def test_letters_spaced_out_in_the_brackets_of_most_question_texts_are_their_answers(tmp_path: Path, bracket: str,
                                                                                     space: str):
    rights = [[1, 3], [0, 1, 2], [2], [1, 2, 3]]
    lines = []
    for n, right in enumerate(rights, start=1):
        lines += [f"{n}. 下列说法正确的是" + bracket.format(space.join("ABCD"[k] for k in right)),
                  *(f"{'ABCD'[k]}. 选项 {n}{k}" for k in range(4)), ""]
    deck, _ = _read(tmp_path, "tiku.txt", "\n".join(lines))
    assert [q.answer for q in deck.questions] == rights
    assert deck.questions[0].text == "下列说法正确的是" + bracket.replace(" ", "").format(" ")


def test_capitals_out_of_order_in_brackets_are_no_answer(tmp_path: Path):
    lines = []
    for n in range(1, 5):
        lines += [f"{n}. Which pair is written (D B) here?", *(f"{'ABCD'[k]}. choice {n}{k}" for k in range(4)), ""]
    deck, _ = _read(tmp_path, "quiz.txt", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [None] * 4


# -- written.agree knows the second look's findings by kind, not by their words ----------------------------------

def _deck(looked: dict[str, frozenset[int]]) -> ImportedDeck:
    deck = ImportedDeck(name="d", key="k", origin="quiz.md (Markdown)")
    for n in range(3):
        q = ImportedQuestion(pos=Pos("quiz.md", 1 + 4 * n, 1), text=f"Which one, {n}?",
                             choices=[ImportedChoice("same"), ImportedChoice("same" if n == 1 else "other")],
                             answer=[0])
        q.use(1 + 4 * n, 3 + 4 * n)
        deck.questions.append(q)
    deck.looked = looked
    return deck


def test_a_choice_written_twice_that_the_second_look_found_is_not_said_again_whatever_was_said():
    diags = Diagnostics()
    diags.warning(Pos("quiz.md", 6, 1), "worded in any way at all")   # no message text is matched
    deck = _deck({"twice": frozenset({1})})
    agree(deck, "quiz.md", diags)
    assert [d.message for d in diags.warnings] == ["worded in any way at all"]
    assert len(deck.attention) == 1


def test_a_choice_written_twice_that_the_second_look_did_not_find_is_said_as_check_refuses_it():
    diags = Diagnostics()
    diags.warning(Pos("quiz.md", 6, 1), "question 2's choices A and B are the same text ('same')")
    deck = _deck({"twice": frozenset({0})})   # another question's finding
    agree(deck, "quiz.md", diags)
    assert [d.message for d in diags.warnings][1].startswith("`check` refuses the written quiz here:")


def test_the_second_look_records_its_findings_by_kind_when_the_reader_said_them(tmp_path: Path):
    text = "1. Which one?\n- only\nAnswer: A\n\n2. Two?\n- c\n- c\nAnswer: B\n\n3. Three?\n- x\n- y\nAnswer: A\n"
    deck, diags = _read(tmp_path, "one.md", text)
    assert deck.looked == {"one-choice": frozenset({0}), "twice": frozenset({1})}
    agree(deck, "one.md", diags)
    assert not [w for w in _warnings(diags) if "`check`" in w]
