"""Near-miss tests of session 44's fences rules (task44-rev-fences): shapes next to the ones the rules read, which
must not fire (or must say so at the line).

Mended (failed before): a question quoted right under the last box of the one before (no why of that box); an
empty box far down the page after one proved elsewhere, and a run's last empty label over a longer paragraph (an
answer glued under its text): no paragraph taken; a ``---`` block of the records' keys after each question's choices
(its answer), and a why text in some records only: no records read. Held: two arrows in one fenced block (said at
the line), CRLF, a single arrowed block, arrows between bare capitals in code, a record page in CRLF.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import mdarrowfences, mdbrokenlists, mdrecordblocks
from tests.conftest import read_said, rows_of

# -- mdbrokenlists / mdinline: a quote under a box ------------------------------------------------------------------

_GLUED_QUESTIONS = """# Quiz

> Which plans can own private repositories?
- [x] Free plans
- [ ] No plan
> Which file lists a project's owners?
- [x] The owners file
- [ ] The readme
> Where are automations kept?
- [ ] In the wiki
- [x] In the workflows folder
"""


def test_quoted_question_glued_under_the_last_box_is_the_next_question(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _GLUED_QUESTIONS, "glued.md")
    assert rows_of(deck) == [
        ("Which plans can own private repositories?", ["Free plans", "No plan"], [0]),
        ("Which file lists a project's owners?", ["The owners file", "The readme"], [0]),
        ("Where are automations kept?", ["In the wiki", "In the workflows folder"], [1])]
    # the page opens a list of boxes with a quote: no quote under a box is taken for its why
    assert mdbrokenlists.rewritten(_GLUED_QUESTIONS.split("\n")) is None


# -- mdbrokenlists: an empty item's paragraph ---------------------------------------------------------------------

def test_empty_box_far_from_the_proved_run_takes_no_paragraph() -> None:
    lines = ["1. Which one copies a table?", "", "- [ ]", "", " COPY t", "", "- [x] CLONE t", "- [ ] MOVE t", "",
             "2. Which task is not done yet?", "", "- [x] Write the tests", "- [ ]", "",
             "This paragraph opens the next question.", "", "3. Which command lists files?", "", "- [x] ls",
             "- [ ] cd"]
    got = mdbrokenlists.rewritten(lines)
    assert got is not None
    assert got[0][2] == "- [ ] COPY t"                      # proved by the box after it
    assert got[0][12] == "- [ ]" and got[0][14] == lines[14]   # another run: nothing proves it
    assert got[1] == {4}


def test_runs_last_empty_label_over_a_longer_paragraph_takes_none() -> None:
    lines = ["1. How does a synchronous counter differ?", "", "- A)", "", " They use no flip-flops.", "",
             "- B) They count at other speeds.", "- C) One clock drives every flip-flop.", "- D)", "",
             " They use other registers.", "**Answer:** C", "", "2. What resets a flip-flop?"]
    got = mdbrokenlists.rewritten(lines)
    assert got is not None
    assert got[0][2] == "- A) They use no flip-flops."
    assert got[0][8] == "- D)" and got[0][11] == "**Answer:** C"   # the answer glued under it stays the answer
    assert got[1] == {4}
    # the same paragraph as long as the run's others: D's text
    short = [*lines[:11], "", "**Answer:** C"]
    got = mdbrokenlists.rewritten(short)
    assert got is not None and got[0][8] == "- D) They use other registers." and got[1] == {4, 10}


# -- mdrecordblocks ---------------------------------------------------------------------------------------------

_ANSWER_BLOCKS = """1. Which tool stores versions?
- A) git
- B) make
---
Answer: A, because git records every change made.
---
2. Which tool builds programs?
- A) git
- B) make
---
Answer: B, because make runs the build rules given.
---
3. Which tool edits text?
- A) vim
- B) tar
---
Answer: A, because vim is an editor of plain text.
---
4. Which tool packs files?
- A) vim
- B) tar
---
Answer: B, because tar makes one archive of many.
---
"""


def test_blocks_after_their_questions_choices_are_no_records(tmp_path: Path) -> None:
    lines = _ANSWER_BLOCKS.split("\n")
    assert mdrecordblocks.rewritten(lines) is None
    # the last block kept off (a list under it): the list above the first still says so
    assert mdrecordblocks.rewritten([*lines[:-3], "- note"]) is None
    deck, _ = read_said(tmp_path, _ANSWER_BLOCKS, "answers.md")
    assert [row[2] for row in rows_of(deck)] == [[0], [1], [0], [1]]


_WHY_ONCE = """# Quiz

---
question: "Which plans can own private repositories?"
title: "Question 001"
---

- [x] Free plans
- [ ] No plan

---
title: "Question 002"
question: "Which file lists a project's owners for review?"
explanation: "The owners file names who must review a change."
---

- [x] The owners file
- [ ] The readme

---
title: "Question 003"
question: "Where are a project's automations kept?"
---

- [ ] In the wiki
- [x] In the workflows folder
"""


def test_a_text_in_one_record_only_is_no_furniture(tmp_path: Path) -> None:
    assert mdrecordblocks.rewritten(_WHY_ONCE.split("\n")) is None
    deck, said = read_said(tmp_path, _WHY_ONCE, "why.md")
    assert "The owners file names who must review a change." in deck.questions[1].text   # not lost
    assert any(":4:" in m and "warning" in m for m in said)
    # a short flag in one record only (``draft: false``) is still furniture
    flagged = _WHY_ONCE.replace('explanation: "The owners file names who must review a change."', "draft: false")
    assert mdrecordblocks.rewritten(flagged.split("\n")) is not None


def test_record_page_in_crlf_is_read(tmp_path: Path) -> None:
    text = _WHY_ONCE.replace('explanation: "The owners file names who must review a change."\n', "")
    deck, _ = read_said(tmp_path, text.replace("\n", "\r\n"), "crlf.md")
    assert [row[0] for row in rows_of(deck)] == [
        "Which plans can own private repositories?", "Which file lists a project's owners for review?",
        "Where are a project's automations kept?"]


# -- mdarrowfences ---------------------------------------------------------------------------------------------

def _arrow_page(*blocks: list[str]) -> str:
    return "\n".join(f"{n}. Which tag is number {n}?\n\n```\n" + "\n".join(block) + "\n```\n"
                     for n, block in enumerate(blocks, 1))


def test_two_arrows_in_one_block_is_said_at_its_line(tmp_path: Path) -> None:
    text = _arrow_page(["A. <hr>", "--> B. <br>"], ["--> A. <span>", "--> B. <em>"], ["A. <p>", "--> B. <ul>"],
                       ["--> A. <table>", "B. <tr>"])
    deck, said = read_said(tmp_path, text, "two.md")
    assert [row[2] for row in rows_of(deck)] == [[1], [1], [0]]
    assert any(":8:" in m and "question 2" in m for m in said)


def test_arrow_page_in_crlf_is_read(tmp_path: Path) -> None:
    text = _arrow_page(["A. <hr>", "--> B. <br>"], ["A. <p>", "--> B. <ul>"], ["--> A. <table>", "B. <tr>"])
    deck, _ = read_said(tmp_path, text.replace("\n", "\r\n"), "crlf.md")
    assert [row[1:] for row in rows_of(deck)] == [(["`<hr>`", "`<br>`"], [1]), (["`<p>`", "`<ul>`"], [1]),
                                                  (["`<table>`", "`<tr>`"], [0])]


def test_one_arrowed_block_or_arrows_between_capitals_stay_code() -> None:
    assert mdarrowfences.rewritten(_arrow_page(["A. <hr>", "--> B. <br>"]).split("\n")) is None
    graph = ["A -> B", "B -> C", "C -> D"]
    assert mdarrowfences.rewritten(_arrow_page(graph, graph, graph).split("\n")) is None
