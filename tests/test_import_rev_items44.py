"""Review of items44 (session 44): near misses of the branch's new rules, each a shape the branch's own tests do not
show. Each test says what the rule must do there: read right, or say so at the line; never wrong and quiet.

* numbers that skip (1, 2, 3, 5, 6) with one question without a number found besides: still said (the count check's
  "numbered by place" must see each jump land on the question's own place);
* a heading between two numbered questions that merely holds the number the gap lands on (``## Part 2 (12
  questions)``, 10 then 12): no section's numbering, the gap said;
* a sign run opening tip paragraphs over a bullet list in a numbered quiz, a single opener, CRLF line ends, a
  topic line in a file with Windows line ends: read as the branch's tests read their shapes, or said.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.itemopeners import rewritten
from quizdeck.importers.sectionjumps import by_place, skipped
from quizdeck.importers.topiclinks import topic_lines
from tests.conftest import read, read_said, rows_of

_QS = [("Which planet is largest?", "Jupiter", "Mars"), ("Which gas do plants take in?", "CO2", "Helium"),
       ("Which metal is liquid at room temperature?", "Mercury", "Iron"),
       ("Which ocean is largest?", "Pacific", "Arctic"), ("Which animal is a mammal?", "Whale", "Shark"),
       ("Which colour mixes blue and yellow?", "Green", "Red")]


def _headed(numbers: list[int]) -> str:
    """Numbered question headings, then a scenario heading without a number over its question (headsiblings)."""
    out = ["# Quiz", ""]
    for n, (stem, a, b) in zip(numbers, _QS, strict=False):
        out += [f"### Question {n}", "", stem, "", f"A) {a}", f"B) {b}", "", "**Answer: A**", ""]
    stem, a, b = _QS[5]
    out += ["### Bonus", "", "A painter has two pots.", "", f"**Question**: {stem}", "", f"A) {a}", f"B) {b}", "",
            "**Answer: A**", ""]
    return "\n".join(out)


def test_near_miss_a_skip_in_the_numbers_beside_an_unnumbered_question_is_still_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _headed([1, 2, 3, 5, 6]), "quiz.md")
    assert len(deck.questions) == 6, said
    assert any("numbered 1 to 6" in m for m in said), said


def test_numbers_by_place_after_an_unnumbered_run_stay_quiet(tmp_path: Path) -> None:
    _, said = read_said(tmp_path, _headed([1, 2, 3, 4, 5]), "quiz.md")
    assert not any("numbered" in m for m in said), said


def test_by_place_needs_each_jump_on_its_place() -> None:
    assert by_place([1, 2, 3, 4, 5, 28, 29, 30], [1, 9, 14, 19, 23, 28, 29, 30], 30)   # pmady's shape
    assert not by_place([1, 2, 3, 5, 6], [1, 2, 3, 4, 5], 6)      # 5 at place 4: a gap
    assert by_place([1, 2, 3, 5, 6], [1, 2, 3, 5, 6], 6)          # the unnumbered one is question 4
    assert not by_place([1, 2, 3], [1, 2, 3], 4) and not by_place([], [], 0)


def _parted(heading: str) -> str:
    """Questions 1-14 with question 11 glued into 10's explanation, ``heading`` where 11 would begin."""
    out: list[str] = []
    for n in range(1, 15):
        stem, a, b = _QS[n % 6]
        if n == 11:
            out += [heading, ""]
            continue
        tail = [f"Because it is. 11) {_QS[5][0]}"] if n == 10 else []
        out += [f"{n}. {stem}", f"a) {a}", f"b) {b}", "Answer: a", *tail, ""]
    return "\n".join(out)


def test_near_miss_a_heading_that_merely_holds_the_number_is_no_section(tmp_path: Path) -> None:
    for name in ("quiz.txt", "quiz.md"):
        deck, said = read_said(tmp_path, _parted("## Part 2 (12 questions)"), name)
        assert len(deck.questions) == 13, said
        assert any("numbered 1 to 14" in m for m in said), (name, said)


def test_a_heading_whose_range_starts_at_the_number_is_the_sections() -> None:
    numbered = [(9, 40), (10, 45), (12, 54)]
    assert skipped(numbered, {50: "## Part 2 (12 questions)"}) == 0
    assert skipped(numbered, {50: "## Part 2 (12-20)"}) == 1
    assert skipped(numbered, {50: "## Part 2 (12 – 20)"}) == 1
    assert skipped(numbered, {50: "## Year 2012-2013"}) == 0        # 2012 is no 12


def _tipped() -> str:
    out: list[str] = []
    for n, (stem, a, b) in enumerate(_QS[:3], start=1):
        out += [f"(!) Tip {n}: read all options.", "", "- check units", "- check signs", "",
                f"{n}. {stem}", "", f"A) {a}", f"B) {b}", "", "Answer: A", ""]
    return "\n".join(out)


def test_near_miss_tip_paragraphs_over_a_list_are_not_read_as_right_questions_quietly(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _tipped(), "quiz.md")
    real = [q for q in deck.questions if q.text.startswith("Which")]
    assert [(q.text, q.answer) for q in real] == [(s, [0]) for s, _, _ in _QS[:3]], said
    extra = [q for q in deck.questions if q not in real]
    assert all(any(f":{q.pos.line}:" in m for m in said) for q in extra), said   # each one said at its line


def test_near_miss_a_single_item_opener_proves_nothing() -> None:
    assert rewritten(["#? ¿Cuál es la capital de Francia?", "", "- París", "- Roma"]) is None


def test_item_openers_with_windows_line_ends(tmp_path: Path) -> None:
    lines: list[str] = []
    for stem, a, b in _QS[:3]:
        lines += [f"#? {stem}", "", f"- {a}", f"- {b}", ""]
    deck, diags = read(tmp_path, "\r\n".join(lines).encode(), "quiz.md")
    said = [d.format() for d in diags.sorted()]
    assert [(t, c) for t, c, _ in rows_of(deck)] == [(s, [a, b]) for s, a, b in _QS[:3]], said


_STATEMENTS = [("The sun rises in the east.", 0), ("Water boils at 50 degrees at sea level.", 1),
               ("A week has seven days.", 0)]
_TOPICS = ["Getting started https://example.org/wiki/100", "Sharing https://example.org/wiki/200",
           "Safety rules https://example.org/wiki/300"]


def _sectioned() -> str:
    out = ["<h3>Member quiz</h3>"]
    for k, (stem, right) in enumerate(_STATEMENTS):
        out += [_TOPICS[k], ""] if k == 1 else [_TOPICS[k]]
        out += [stem, "*a) True" if right == 0 else "a) True", "*b) False" if right == 1 else "b) False", ""]
    return "\n".join(out)


def test_topic_lines_with_windows_line_ends(tmp_path: Path) -> None:
    deck, diags = read(tmp_path, _sectioned().replace("\n", "\r\n").encode(), "quiz.txt")
    said = [d.format() for d in diags.sorted()]
    assert [t for t, _, _ in rows_of(deck)] == [s for s, _ in _STATEMENTS], said
    assert all(not q.explanation for q in deck.questions), said


def test_near_miss_topic_lines_need_three() -> None:
    lines = _sectioned().split("\n")
    assert topic_lines(lines, [False] * len(lines)) == {1, 6, 12}
    two = [line for line in lines if line != _TOPICS[2]]
    assert topic_lines(two, [False] * len(two)) == set()


def test_near_miss_a_quoted_example_question_above_the_numbered_ones_stays_a_question(tmp_path: Path) -> None:
    lines = ["# Prueba", "", "> **Ejemplo**", ">", "> ¿Cuál número es mayor?", ">", "> 1. Dos", "> 2. Tres", ""]
    for n, (stem, a, b) in enumerate(_QS[:3], start=1):
        lines += [f"{n}. {stem}", "", f"   a) {a}", f"   b) {b}", "", "   Answer: a", ""]
    deck, said = read_said(tmp_path, "\n".join(lines), "quiz.md")
    assert rows_of(deck)[0][1] == ["Dos", "Tres"], said   # its own question, not the instructions'
    assert any(":3:1:" in m and "no answer" in m for m in said), said


def test_near_miss_a_reference_link_right_under_the_choices_is_named_in_the_summary(tmp_path: Path) -> None:
    from tests.conftest import saved
    lines: list[str] = []
    for k, (stem, right) in enumerate([*_STATEMENTS, ("Spiders have six legs.", 1)]):
        lines += [stem, "*a) True" if right == 0 else "a) True", "*b) False" if right else "b) False",
                  f"Read more https://example.org/{k}", *([""] if k % 2 else [])]
    quiz, _, _, summary = saved(tmp_path, "\n".join(lines).encode(), "quiz.txt")
    assert [q["question"] for q in quiz["questions"]] == [s for s, _ in _STATEMENTS] + ["Spiders have six legs."]
    assert "page furniture left out: 4, 8, 13, 17" in summary, summary   # (the links: ambiguous with a topic's)
