"""Second look at session 36's labels36 landing (filelabels): a word with a colon that opens most question texts
(``Note:``, ``**Hint:**``) is learnt as the file's question label and taken off; where the label is a word and no
number goes with it, the guess is said at the first line it came off, not only in the summary."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said

NOTE_TEXTS = "".join(f"""{i}. Note: this one is about topic {i}. Which is right?
a) x{i}
b) y{i}
c) z{i}
Answer: b

""" for i in range(1, 6))


def test_a_word_label_taken_off_is_said_at_its_line(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, NOTE_TEXTS, "s.md")
    assert len(deck.questions) == 5
    if deck.questions[0].text.startswith("Note:"):
        return   # (kept: nothing guessed)
    assert any(":1:" in m and "'Note:'" in m for m in said), said


REMARKS = "".join(f"""{i}. Which item is number {i}?
A) x{i}
B) y{i}
C) z{i}
D) w{i}
Răspuns corect: **C** ({remark})

""" for i, remark in enumerate(["aproximativ 30 secunde", "B is also accepted"], start=1))


def test_a_remark_after_the_answer_is_kept_and_one_naming_a_label_said(tmp_path: Path) -> None:
    # values36 read "Răspuns corect: **C** (aproximativ 30 secunde)" as C and dropped the remark, silently, also
    # where it gives another answer ("(B is also accepted)")
    deck, said = read_said(tmp_path, REMARKS, "s.md")
    assert [q.answer for q in deck.questions] == [[2], [2]]
    assert [q.explanation for q in deck.questions] == ["(aproximativ 30 secunde)", "(B is also accepted)"]
    assert any(":13:" in m and "names a choice's label" in m for m in said), said
    assert not any(":6:" in m for m in said), said


STEPS = "".join(f"""**P{i}.** Which item is number {i}?

A) x{i}
B) y{i}
C) z{i}

Answer: B

**Step 1.** Look at item {i}.

**Step 2.** Pick it.

""" for i in range(1, 6)) + """**Fig 6.** The chart shows sales. Which month is best?

A) May
B) June
C) July

Answer: A
"""


def test_other_bold_numbered_words_are_not_the_files_label(tmp_path: Path) -> None:
    # labels36 learnt `**P1.**` and took `**Step 2.**` (an explanation's last step) for it, moving it into the next
    # question's text (warned, but wrong), and took `**Fig 6.**` off the last text (said in the summary only)
    deck, _said = read_said(tmp_path, STEPS, "s.md")
    texts = [q.text for q in deck.questions]
    assert texts[:5] == [f"Which item is number {i}?" for i in range(1, 6)], texts
    assert texts[5].startswith("**Fig 6.** The chart"), texts
    assert all((q.explanation or "").endswith("**Step 2.** Pick it.") for q in deck.questions[:5])
