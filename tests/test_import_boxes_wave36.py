"""Second look at the checkbox shortcodes of wave 36 (review36b): excerpts written in the shape of the banks.

* choices drawn with ``:white_large_square:`` as a loose list (a blank line between every two), the right one ticked
  with ``✅``: the ``✅`` line between or after boxes of the same spacing is a box, not the answer line (that is a
  check mark set apart from a tight run: ``✅ **Answer: B**``);
* a to-do list drawn with the shortcodes above a quiz written with its own labels: one run in the whole file is no
  choice list the file repeats; it is left as written, not a question of its own;
* a ``:::`` box inside a numbered question's list item (fences indented four spaces): its ``<details>`` block;
* answer lines learnt on every record's last line (``lastmarks``) beside one record marked in place: its mark is
  read and said, not left in the choice's text.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers import lastmarks, learntmarks, mdcontainers, mdshortboxes
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from tests.conftest import read_said, rows_of

_LOOSE = """# Quiz

## 1. Which layer does IP work at?

:white_large_square: Transport

✅ Network

:white_large_square: Link

## 2. Which port does HTTPS use?

:white_large_square: 80

:white_large_square: 21

✅ 443

## 3. What does DNS resolve?

✅ Names to addresses

:white_large_square: Addresses to names only

:white_large_square: MAC addresses
"""

_TODO = """# Week 3 quiz

Before you start:

:white_large_square: Read chapter 3
:white_large_square: Watch the lecture
:white_check_mark: Install the tools

## 1. Which layer does IP work at?

- A. Transport
- B. Network
- C. Link

**Answer:** B

## 2. Which port does HTTPS use?

- A. 80
- B. 21
- C. 443

**Answer:** C

## 3. What does DNS resolve?

- A. Names to addresses
- B. Addresses to names only
- C. MAC addresses

**Answer:** A
"""


def test_a_check_mark_in_a_loose_run_of_boxes_is_a_box(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _LOOSE, "loose.md")
    assert rows_of(deck) == [
        ("Which layer does IP work at?", ["Transport", "Network", "Link"], [1]),
        ("Which port does HTTPS use?", ["80", "21", "443"], [2]),
        ("What does DNS resolve?", ["Names to addresses", "Addresses to names only", "MAC addresses"], [0])]
    lines = [":white_large_square: a", "", "✅ b", "", ":white_large_square: c", "", "✅ d", "", "## next",
             ":white_large_square: e", ":white_large_square: f", "", "✅ **Answer: F**"]
    got = mdshortboxes.rewritten(lines)
    assert got is not None
    assert got[0][:9] == ["- [ ] a", "", "- [x] b", "", "- [ ] c", "", "- [x] d", "", "## next"]
    assert got[0][9:] == ["- [ ] e", "- [ ] f", "", "✅ **Answer: F**"]     # set apart from a tight run: the answer


def test_one_run_of_shortcode_boxes_in_a_file_is_left_as_written(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _TODO, "todo.md")
    assert [q.text for q in deck.questions] == ["Which layer does IP work at?", "Which port does HTTPS use?",
                                                "What does DNS resolve?"]
    assert [q.answer for q in deck.questions] == [[1], [2], [0]]
    assert mdshortboxes.rewritten([":white_large_square: a", ":white_large_square: b", "", "text"]) is None


_IN_ITEMS = """# Quiz

1. Which layer does IP work at?

    - A. Transport
    - B. Network
    - C. Link

    ::: details Answer
    B
    :::

2. Which port does HTTPS use?

    - A. 80
    - B. 21
    - C. 443

    ::: details Answer
    C
    :::
"""


def test_a_container_inside_a_numbered_question_is_its_details_block(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _IN_ITEMS, "items.md")
    assert rows_of(deck) == [("Which layer does IP work at?", ["Transport", "Network", "Link"], [1]),
                             ("Which port does HTTPS use?", ["80", "21", "443"], [2])]
    assert not any(":::" in (q.explanation or "") for q in deck.questions)
    lines = ["1. Q", "    ::: tip Hint", "    text", "    ```md", "    ::: x", "    :::", "    ```", "    :::",
             "::: note", "        :::", ":::"]
    got = mdcontainers.opened(lines)
    assert got is not None
    assert got[0][1] == "    <details><summary>Hint</summary>" and got[0][7] == "    </details>"
    assert got[0][4:6] == ["    ::: x", "    :::"]        # in fenced code inside the item: as written
    assert got[0][8:] == ["<details><summary>note</summary>", "        :::", "</details>"]   # deeper: no end of it


def _question(line: int, choices: list[str]) -> ImportedQuestion:
    return ImportedQuestion(Pos("q.md", line, 1), f"Question {line}?", [ImportedChoice(c) for c in choices])


def _resolve(q: ImportedQuestion, value: str) -> list[int] | str:
    hits = [k for k, c in enumerate(q.choices) if c.text == value]
    return hits if hits else "none"


def test_a_mark_off_the_last_line_beside_answer_lines_is_read_and_said() -> None:
    """The last lines are the answer lines (``lastmarks``); the one question whose mark stands on another choice
    (the right choice marked in place, its answer line missing) keeps no mark in its text: it is read as its answer,
    and said, where it was left in the text with no answer."""
    texts = [["Verdadeiro", "Falso", "**Falso**"]] * 5 + [["Verdadeiro", "Falso", "**Verdadeiro**"]] * 5 + [
        ["Sim", "**Não**", "Talvez"]]
    learnt = learntmarks.learn(texts, range(len(texts)), {})
    assert learnt is not None and learnt.last
    deck = ImportedDeck("q", "q", "q.md", questions=[_question(n, list(t)) for n, t in enumerate(texts, 1)])
    diags = Diagnostics()
    assert lastmarks.read(deck, list(range(len(texts))), learnt, _resolve, diags, lambda i: None)
    last = deck.questions[-1]
    assert ([c.text for c in last.choices], last.answer) == (["Sim", "Não", "Talvez"], [1])
    said = [d.format() for d in diags.sorted()]
    assert any("q.md:11:1" in s and "'Não'" in s for s in said), said
