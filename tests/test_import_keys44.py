"""Session 44's key rules: a label's answer with a reason after it names the labelled choice; a key line right
under a key alone ending in a colon (``Check your answer:``) is read even when it repeats the choice's text; a line
of letters alone, one a question in order, is the key; records end to end on one line, split twice, are a sheet.

Each input is hand-written in the shape of the bank that asked for the rule, with a near-miss that must not fire.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.answerlines import CONFLICT, _Choices, label_reason, norm, resolve
from quizdeck.importers.letterkeys import letters
from quizdeck.importers.recordstreams import stream_rows
from tests.conftest import read_said, rows_of

_RIVERS = [("Which river flows through Cairo?", ["The Amazon", "The Nile", "The Danube", "The Thames"], 1,
            "Egypt's capital grew up on its banks."),
           ("Which metal is liquid at room temperature?", ["Iron", "Copper", "Mercury", "Lead"], 2,
            "Its melting point lies far below freezing."),
           ("Which planet has the largest moon count?", ["Saturn", "Mercury", "Venus", "Mars"], 0,
            "Saturn"),
           ("What keeps bread from going stale quickly?", ["Leaving it open to the air",
                                                           "Storing it in a closed bag at room temperature",
                                                           "Putting it in a hot oven",
                                                           "Soaking it in water"], 1,
            "Storing it in a closed bag at room temperature")]


def _practice(say: dict[int, str] | None = None) -> str:
    """A practice test: numbered items, indented ``- (A)`` bullets, then a ``<details>`` block whose bold line is
    ``B — a sentence`` (a reason, or the right choice's text again), then an explanation line."""
    out = ["# Practice test", ""]
    for n, (stem, choices, right, reason) in enumerate(_RIVERS, start=1):
        out += [f"{n}. {stem}", ""]
        out += [f"    - ({'ABCD'[k]}) {c}" for k, c in enumerate(choices)]
        said = (say or {}).get(n, reason)
        out += ["", "    <details>", "    <summary><strong>Check your answer:</strong></summary>",
                f"    <strong>{'ABCD'[right]} \u2014 {said}</strong><br>",
                "    A short note on why the others are wrong.", "    </details>", ""]
    return "\n".join(out)


def test_a_label_then_a_reason_names_the_labelled_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _practice(), "practice.md")
    assert [a for _, _, a in rows_of(deck)] == [[1], [2], [0], [1]], said
    assert not any("disagree" in s for s in said), said
    assert "Egypt's capital grew up on its banks." in (deck.questions[0].explanation or "")


def test_a_key_line_repeating_the_right_choice_under_a_key_ending_in_a_colon_is_read(tmp_path: Path) -> None:
    # questions 3 and 4 restate the right choice's whole text after the label: they were lost without a word
    deck, said = read_said(tmp_path, _practice(), "practice.md")
    assert deck.questions[2].answer == [0] and deck.questions[3].answer == [1], said
    assert not any("gives no answer" in s for s in said), said


def test_a_label_then_another_choice_s_whole_text_still_disagrees(tmp_path: Path) -> None:
    # near miss: "C — Iron" when C is Mercury and Iron is A: label and text truly disagree; said, not read
    deck, said = read_said(tmp_path, _practice({2: "Iron"}), "practice.md")
    assert deck.questions[1].answer is None, said
    assert any("disagree" in s for s in said), said


def test_resolve_reads_the_label_over_a_reason_but_not_over_another_choice() -> None:
    choices = _Choices([norm(c) for c in _RIVERS[0][1]])
    assert resolve("B \u2014 Egypt's capital grew up on its banks.", choices, False) == [1]
    assert resolve("B - It is the longest river of Africa", choices, False) == [1]
    assert resolve("B \u2014 The Danube", choices, False) == CONFLICT      # another choice's whole text
    assert resolve("B : not this one, it is in Europe", choices, False) == CONFLICT   # a colon: no reason's sign
    # a period alone may open a list of reasons ("b. Right because ... / c. Wrong because ..."): not so, but in an
    # emphasis of its own (the bold's end is the label's text's end)
    assert resolve("B. It is the longest river of Africa", choices, False) == CONFLICT
    assert resolve("B. Egypt's river.", choices, False, head=True) == [1]
    drinks = _Choices([norm(c) for c in ("Only water", "Milk, tea, coffee and juice", "Tea, coffee and juice",
                                         "Nothing")])
    # the text holds as much of B's words as of C's, and all of C's own: C, the label; "B. Milk" names B
    assert resolve("C \u2014 Serves tea, coffee and juice.", drinks, False) == [2]
    assert resolve("A \u2014 Milk and coffee", drinks, False) == CONFLICT
    assert label_reason("B \u2014 The Nile", choices) is None           # the choice's own text: no reason
    assert label_reason("B \u2014 Egypt's capital.", choices) == (1, "Egypt's capital.")


_CLOUD = [("Which model gives full control of the OS?", ["SaaS", "PaaS", "IaaS", "FaaS"], 2, "IaaS",
           "Custom OS packages need the machine itself; SaaS hides it."),
          ("Which pricing suits interruptible batch jobs?", ["On-Demand", "Reserved", "Savings Plans",
                                                             "Spot / Preemptible Instances"], 3,
           "Spot / Preemptible", "Far cheaper than On-Demand, but reclaimed at short notice."),
          ("Which design suits a spiky, often idle API?", ["A fleet of large VMs", "Functions behind a gateway",
                                                          "A mainframe", "A single bare-metal host"], 1,
           "Serverless-first", "It scales to zero when idle; A fleet of large VMs costs money while idle.")]


def _cloud() -> str:
    """Cert practice: ``## Q1 — title``, a bold question, ``- A.`` choices, then ``<details><summary>Answer
    </summary>`` over ``**C. short name.** why``."""
    out = ["# Domain 1 practice", ""]
    for n, (stem, choices, right, short, why) in enumerate(_CLOUD, start=1):
        out += [f"## Q{n} \u2014 Topic {n}", "", f"**{stem}**", ""]
        out += [f"- {'ABCD'[k]}. {c}" for k, c in enumerate(choices)]
        out += ["", "<details><summary>Answer</summary>", f"**{'ABCD'[right]}. {short}.** {why}", "</details>",
                "", "---", ""]
    return "\n".join(out)


def test_a_bold_label_and_short_name_then_a_reason_names_the_labelled_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _cloud(), "cloud.md")
    assert [a for _, _, a in rows_of(deck)] == [[2], [3], [1]], said
    assert not any("disagree" in s for s in said), said
    assert (deck.questions[2].explanation or "").startswith("It scales to zero when idle"), said


def _assessment(key: str, first: str = "") -> str:
    """A school test: a line of letters alone (the key, one a question), then ``Question N. text`` and ``a.``
    choices, a line of one space between questions."""
    out = [key] if key else []
    out += [first] if first else []
    stems = [("Which animal barks?", ["cat", "dog"]), ("Which is a fruit?", ["apple", "stone", "chair"]),
             ("Which is a colour?", ["loud", "fast", "red", "tall"]), ("Which is a number?", ["seven", "blue"]),
             ("Which is a month?", ["May", "Paris", "Nile", "Mars"]),
             ("Which is a vowel?", ["b", "c", "e", "k"])]
    for n, (stem, choices) in enumerate(stems, start=1):
        out.append(f"Question {n}. {stem}")
        out += [f"{'abcd'[k]}. {c}" for k, c in enumerate(choices)]
        out.append(" ")
    return "\n".join(out) + "\n"


def test_a_line_of_letters_one_a_question_is_the_key(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _assessment("bacaac"), "quiz.txt")
    assert [a for _, _, a in rows_of(deck)] == [[1], [0], [2], [0], [0], [2]], said
    assert deck.name != "bacaac" and "bacaac" not in deck.key, deck.name
    assert not any("gives no answer" in s for s in said), said


def test_letters_set_apart_by_one_sign_are_a_key_too(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _assessment("b, a, c, a, a, c"), "quiz.txt")
    assert [a for _, _, a in rows_of(deck)] == [[1], [0], [2], [0], [0], [2]], said
    assert letters("B C A") == "BCA" and letters("b-c-a") == "bca" and letters("b, c-a") is None


def test_a_title_of_letters_that_does_not_fit_the_questions_is_no_key(tmp_path: Path) -> None:
    # near misses: a letter past its question's choices (c for the 2-choice first), another length, a word of
    # capitals over lowercase labels
    for line in ("cacaac", "bacaa", "BACAAC", "Decade"):
        deck, said = read_said(tmp_path, _assessment(line), "quiz.txt")
        assert all(q.answer is None for q in deck.questions), (line, said)


def test_two_lines_that_could_both_be_the_key_read_neither(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _assessment("bacaac", "babaac"), "quiz.txt")
    assert all(q.answer is None for q in deck.questions), said


_STREAM = [("Oslo", "Bergen", "Tromso", "Stavanger", "option1", "Which city is the capital of Norway?"),
           ("Red", "Blue", "Green", "Yellow", "option3", "Which colour do plants mostly reflect?"),
           ("One", "Two", "Three", "Four", "option4", "How many legs has a chair most often?"),
           ("Tea", "Salt", "Ice", "Sand", "option3", "What is frozen water called?")]


def test_records_end_to_end_on_one_line_split_twice_are_a_sheet(tmp_path: Path) -> None:
    line = ":".join(",".join(r) for r in _STREAM)
    deck, said = read_said(tmp_path, line, "questions.txt")
    assert [(t, a) for t, _, a in rows_of(deck)] == [(r[5], [int(r[4][-1]) - 1]) for r in _STREAM], said
    assert deck.questions[0].choices[0].text == "Oslo"
    assert any("records set apart by ':'" in s and "'option'" in s for s in said), said


def test_records_of_unequal_field_counts_are_no_stream() -> None:
    # near misses: one record a field short; two places asking; only two records
    short = [list(r) for r in _STREAM]
    del short[1][2]
    assert stream_rows(":".join(",".join(r) for r in short)) is None
    asking = [(*r[:3], r[3] + "?", *r[4:]) for r in _STREAM]
    assert stream_rows(":".join(",".join(r) for r in asking)) is None
    assert stream_rows(":".join(",".join(r) for r in _STREAM[:2])) is None
    assert stream_rows("\n".join(",".join(r) for r in _STREAM)) is None    # rows on lines: the CSV reader's
