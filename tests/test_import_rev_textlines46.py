"""Second read of textlines46 (session 46): near misses of its rules, in our own words.

* a note's ``a)open`` / ``b)find`` list past a blank line, where the file's choices are ``A.``: no run of choices
  (``gluedlabels``: a ``)`` run past blank lines only in the case most runs use);
* ``Note: 2`` here, ``Tip: 3`` there under numbered steps: no answer lines (``answeredlists``: one word opens the
  file's answers); where one word does, the warning names it;
* a Roman list over the next question reads before its stem, as the source sets it (``romancontext``);
* numbered steps in an explanation after the choices: read as before (``listingnumbers`` needs lettered choices
  after them, before the next question);
* a label alone at a page's end, its text a paragraph below: a choice, said at its line (``lonelabelblocks``).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import answeredlists, gluedlabels, listingnumbers
from tests.conftest import read_said, rows_of


def _quiet(at: int, text: str, hint: str) -> None:
    raise AssertionError(text)


def _atlas(extra: list[str]) -> str:
    out: list[str] = []
    for n, (stem, choices, answer) in enumerate([("Capital of Japan?", ["Tokyo", "Osaka", "Kyoto"], "A"),
                                                 ("River of Cairo?", ["Amazon", "Nile", "Volga"], "B"),
                                                 ("Sea of Odessa?", ["Baltic", "Red", "Black"], "C"),
                                                 ("Highest in Africa?", ["Blanc", "Elbrus", "Kilimanjaro"], "C")], 1):
        sep = " " if n == 2 else ""
        out += [f"{n}. {stem}"] + [f"{'ABC'[k]}.{sep}{c}" for k, c in enumerate(choices)] + [f"Answer: {answer}", ""]
        if n == 1:
            out += extra
    return "\n".join(out)


def test_a_glued_bracket_list_in_a_note_past_a_blank_line_is_no_run(tmp_path: Path) -> None:
    text = _atlas(["Note on the steps:", "", "a)open the atlas", "b)find Asia", ""])
    lines = text.split("\n")
    assert gluedlabels.rewritten(lines, [False] * len(lines), _quiet) is None
    deck, said = read_said(tmp_path, text, "atlas.txt")
    assert [r[1] for r in rows_of(deck)] == [["Tokyo", "Osaka", "Kyoto"], ["Amazon", "Nile", "Volga"],
                                             ["Baltic", "Red", "Black"], ["Blanc", "Elbrus", "Kilimanjaro"]], said
    assert not any("glued" in s for s in said), said


def _steps(words: list[str]) -> str:
    out: list[str] = []
    for n, (word, (stem, items)) in enumerate(zip(words, [
            ("Steps to reset", ["Open settings", "Tap reset", "Confirm"]),
            ("Steps to pair", ["Open bluetooth", "Tap pair", "Confirm"]),
            ("Steps to update", ["Open store", "Tap update", "Wait"]),
            ("Steps to quit", ["Open menu", "Tap quit"])], strict=True), start=1):
        out += [f"Q{n}. {stem}", ""] + [f"{k}. {x}" for k, x in enumerate(items, start=1)] + ["", f"{word}: 2", ""]
    return "\n".join(out)


def test_numbered_steps_over_notes_of_several_words_are_no_answered_lists(tmp_path: Path) -> None:
    assert answeredlists.lists(_steps(["Note", "Tip", "Hint", "Note"]).split("\n")) == []
    _, said = read_said(tmp_path, _steps(["Note", "Tip", "Hint", "Note"]), "faq.txt")
    assert not any("lists numbered 1, 2, 3" in s for s in said), said


def test_answered_lists_say_the_word_taken_for_the_answer(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _steps(["Ans", "Ans", "Ans", "Ans"]), "faq.txt")
    assert [r[2] for r in rows_of(deck)] == [[1], [1], [1], [1]], said
    assert sum("('ans' then a sign)" in s and "the 'ans' lines as their answers" in s for s in said) == 1, said


_ROMAN = """1. Which tool cuts wood fastest?
a) Saw
b) Axe
c) Knife
B
Questions 2-3 refer to the following list
I. Oak plank
II. Iron ingot
III. Glass pane
2. Which of these can be smelted?
a) I only
b) II only
c) I and III only
B
3. Which block is the hardest?
a) Dirt
b) Sand
c) Obsidian
C"""


def test_a_roman_context_reads_before_the_stem_it_introduces(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ROMAN, "craft.txt")
    rows = rows_of(deck)
    assert rows[0] == ("Which tool cuts wood fastest?", ["Saw", "Axe", "Knife"], [1]), said
    assert rows[1] == ("Questions 2-3 refer to the following list\nI. Oak plank\nII. Iron ingot\nIII. Glass pane"
                       "\n\nWhich of these can be smelted?", ["I only", "II only", "I and III only"], [1]), said
    assert sum("lines 6-9 read as part of the text of the question below, above its stem" in s for s in said) == 1


_EXPLAINED = """1) Which command lists files?
a) ls
b) cd
Answer: a
Explanation: to list files
5. open a terminal
6. type ls
7. press enter

2) Which command changes directory?
a) ls
b) cd
Answer: b

3) Which command removes a file?
a) rm
b) cd
Answer: a

4) Which command prints the directory?
a) pwd
b) cd
Answer: a"""


def test_numbered_steps_in_an_explanation_are_no_listing() -> None:
    lines = _EXPLAINED.split("\n")
    assert listingnumbers.listings(lines, [False] * len(lines)) == []


_PAGE_END = """1) Which planet is largest?
A) Mars
B) Jupiter
C) Venus
Ans: B

2) Which planet is closest to the sun?
A) Mercury
B) Mars
C)

Venus, the morning star

D) Earth
Ans: A

3) Which planet has rings?
A) Saturn
B) Mars
Ans: A

4) Which planet is red?
A) Mars
B) Venus
Ans: A"""


def test_a_label_alone_at_a_pages_end_is_a_choice_said_at_its_line(tmp_path: Path) -> None:
    # a near miss read the new way (its text a paragraph, not output), but said at the line: not silent
    deck, said = read_said(tmp_path, _PAGE_END, "planets.txt")
    rows = rows_of(deck)
    assert [len(r[1]) for r in rows] == [3, 4, 2, 2], said
    assert "Venus, the morning star" in rows[1][1][2], said
    assert any(":10:1:" in s and "alone on the line" in s and "lines 10" in s for s in said), said
