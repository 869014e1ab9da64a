"""Session 45's key rules: an answer's unread tail holding another label is never dropped silently (a crossed-out
pick ``B(x) A`` reads the last label, said); options written as sign paragraphs (``**❌** 30``) with notes under
them are choices, the notes their why; a number that cannot be a place and is an unnumbered choice's whole text
names it; a choice's whole text is never learnt as a mark (``- 1. /bin``).

Each input is hand-written in the shape of the bank that asked for the rule, with a near-miss that must not fire.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import crossedkeys, verdictparagraphs
from quizdeck.importers.answerlines import CONFLICT, _Choices, resolve
from tests.conftest import read_said, rows_of

_SHEET = [("Which tool tracks changes to files?", ["A debugger", "A version control system", "A compiler"], "B"),
          ("Which command records a snapshot?", ["commit", "push", "clone"], "A"),
          ("Which file lists paths to leave untracked?", ["README", "LICENSE", ".gitignore"], "C"),
          ("Which branch is made by default?", ["main", "topic", "release"], "A")]


def _sheet(answers: dict[int, str]) -> str:
    """A learner's answer sheet: numbered questions, choices indented as ``A. text``, then ``Ans: X``."""
    out = ["# Module 1 Assessment", ""]
    for n, (stem, choices, right) in enumerate(_SHEET, start=1):
        out += [f"{n}. {stem}", ""]
        out += [f"        {'ABC'[k]}. {c}" for k, c in enumerate(choices)]
        out += ["", f"        Ans: {answers.get(n, right)}", "", ""]
    return "\n".join(out) + "\n"


def test_a_crossed_out_pick_reads_the_label_after_it_and_says_so(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _sheet({2: "B(x) A"}), "sheet.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [0], [2], [0]]
    assert any("crosses out B" in s and "read as A" in s for s in said)


def test_another_label_in_an_answers_tail_is_said_not_dropped(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _sheet({3: "C (see also A)"}), "sheet.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [0], [2], [0]]
    assert any("names C, then A" in s for s in said)


def test_a_lone_letter_sheet_says_nothing_of_tails(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _sheet({}), "sheet.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [0], [2], [0]]
    assert not any("crosses out" in s or "in what follows" in s for s in said)


def test_reread_near_misses() -> None:
    texts = ["A debugger", "A version control system", "A compiler"]
    assert crossedkeys.reread([1], "(x) A", texts) is not None
    assert crossedkeys.reread([1], "A version control system", texts) is None   # the choice's own text again
    assert crossedkeys.reread([1], "because A compiler is not one", texts) is None   # "A" a word, no label
    assert crossedkeys.reread([1], "(x) F", texts) is None                         # no such choice
    assert crossedkeys.reread([1], "42", texts) is None


def _review(bold: bool = True) -> str:
    """A learner's review page: bold numbered questions, each option a paragraph opened by a check or a cross (in
    bold or a code span), the reasons as a list under it, a rule between questions."""
    opts = [("What does len('abc') give?", "3", "'abc'", "It counts the characters.", "It is no string."),
            ("Which keyword defines a function?", "def", "fun", "def opens a definition.", "fun is no keyword."),
            ("What is 2 ** 3?", "8", "6", "Two cubed is eight.", "That is 2 * 3.")]
    out: list[str] = []
    for n, (stem, right, wrong, why_r, why_w) in enumerate(opts, start=1):
        out += [f"**{n}. {stem}**", ""]
        first = f"**\u274c** {wrong}" if bold else f"\u274c {wrong}"
        second = f"`\u2705 {right}`" if bold else f"\u2705 {right}"
        out += [first, f"- {why_w}", "", "- See the chapter on basics", "", ""]
        out += [second, f"- {why_r}", "", "- See the chapter on basics", "", "", "-------", ""]
    return "\n".join(out) + "\n"


def test_sign_paragraphs_are_choices_with_their_notes_as_why(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _review(), "review.md")
    assert [(r[1], r[2]) for r in rows_of(deck)] == [(["'abc'", "3"], [1]), (["fun", "def"], [1]),
                                                    (["6", "8"], [1])]
    assert deck.questions[0].choices[1].why == "It counts the characters.\nSee the chapter on basics"


def test_sign_paragraphs_need_a_check_in_every_group() -> None:
    lines = _review().splitlines()
    fenced = [False] * len(lines)
    assert verdictparagraphs.find(lines, fenced) is not None
    crossed = [line.replace("\u2705", "\u274c") for line in lines]
    assert verdictparagraphs.find(crossed, fenced) is None          # no right option anywhere: no proof
    listed = [f"- {line}" if "\u2705" in line or "\u274c" in line else line for line in lines]
    assert verdictparagraphs.find(listed, fenced) is None           # list items: choicemarks' own shape


def test_a_run_of_sign_lines_is_no_sign_paragraph() -> None:
    lines = ["**1. Pick one**", "", "\u2705 yes", "\u274c no", "", "**2. Pick one**", "", "\u2705 up", "\u274c down"]
    assert verdictparagraphs.find(lines, [False] * len(lines)) is None


def test_a_number_that_is_no_place_names_the_choice_whose_text_it_is() -> None:
    choices = _Choices(["8", "7", "6", "compile error"])
    assert resolve("7", choices, False, unnumbered=True) == [1]
    assert resolve("32 bits", _Choices(["16 bits", "32 bits", "64 bits"]), False, unnumbered=True) == [1]
    # in range, another choice's text: still not sure which is meant
    assert resolve("2", _Choices(["0", "1", "3", "2"]), False, unnumbered=True) == CONFLICT
    # numbered choices: a number is a place, as before
    assert resolve("7", choices, False, unnumbered=False) == CONFLICT


def _paths() -> str:
    """A quiz with no key: headed questions, each with four dash bullets ``- 1. /path``."""
    qs = [("Where are the system binaries?", ["/bin", "/usr", "/sbin", "/proc"]),
          ("Where do logs go?", ["/var", "/tmp", "/usr", "/bin"]),
          ("Where are home folders?", ["/home", "/root", "/var", "/srv"]),
          ("Where are devices?", ["/dev", "/proc", "/bin", "/tmp"]),
          ("Where is the kernel's view of processes?", ["/proc", "/sys", "/dev", "/var"])]
    out = ["## Linux quiz", ""]
    for n, (stem, paths) in enumerate(qs, start=1):
        out += [f"### Question {n}: {stem}", ""]
        out += [f"- {k}. {p}" for k, p in enumerate(paths, start=1)]
        out += [""]
    return "\n".join(out) + "\n"


def test_a_choices_whole_text_is_no_mark(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _paths(), "paths.md")
    assert len(deck.questions) == 5
    assert all(q.answer is None for q in deck.questions)
    assert deck.questions[0].choices[0].text == "/bin"


def _revealed(block: bool, reason: str = "Egypt's capital grew up on its banks") -> str:
    """Numbered questions, ``A)`` choices, the answer ``Answer: B — reason`` inside ``<details>``: on a line of its
    own between blank lines (``block``), or inline after the summary."""
    out: list[str] = []
    for n, (stem, choices, right, _) in enumerate(_RIVERS, start=1):
        said = f"Answer: {'ABCD'[right]}" + (f" \u2014 {reason}" if n == 1 else "")
        out += [f"{n}. {stem}", ""] + [f"{'ABCD'[k]}) {c}" for k, c in enumerate(choices)] + [""]
        out += (["<details><summary>Show answer</summary>", "", said, "", "</details>", ""] if block else
                [f"<details><summary>Answer</summary>{said}</details>", ""])
    return "\n".join(out) + "\n"


_RIVERS = [("Which river flows through Cairo?", ["The Amazon", "The Nile", "The Danube", "The Thames"], 1, ""),
           ("Which metal is liquid at room temperature?", ["Iron", "Copper", "Mercury", "Lead"], 2, ""),
           ("Which planet is nearest the sun?", ["Mercury", "Venus", "Earth", "Mars"], 0, "")]


def test_a_reason_after_the_answer_in_a_details_block_is_the_explanation(tmp_path: Path) -> None:
    for block in (True, False):
        deck, _ = read_said(tmp_path, _revealed(block), "revealed.md")
        assert [q.answer for q in deck.questions] == [[1], [2], [0]]
        assert deck.questions[0].explanation == "Egypt's capital grew up on its banks"
        assert deck.questions[1].explanation is None


def test_the_answers_own_text_after_a_dash_is_no_reason(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _revealed(True, "The Nile"), "revealed.md")
    assert deck.questions[0].answer == [1] and deck.questions[0].explanation is None
    assert crossedkeys.reason("\u2014 because A is wrong here", ["x", "y"], [1]) == "because A is wrong here"
    assert crossedkeys.reason("\u2014 see A", ["x", "y"], [1]) is None      # another label: said, not a reason
    assert crossedkeys.reason("Paris", ["x", "y"], [1]) is None             # no dash: not set apart
    # the choice's text shortened after the dash: a restatement, not a reason
    assert crossedkeys.reason("\u2014 Layer 3/4", ["Layer 7", "Transport layer (Layer 3/4)"], [1]) is None
    assert crossedkeys.reason("\u2014 Frequent migration", ["Same CPU", "Migrating jobs frequently"], [1]) is None
    # "C#" is a language's name, no label
    assert crossedkeys.reread([0, 1], "(depending on C# version)", ["x", "y", "z"]) is None
    # a label inside the reason set apart after the labels ("=> … rack A, which …") is the reason's word
    assert crossedkeys.reread([1, 4], "=> the replica goes to rack A, which has none", list("vwxyz")) is None
    assert crossedkeys.reread([3], "??? B , D => a doubt", ["p", "q", "r", "s"]) is not None
