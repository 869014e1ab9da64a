"""Review 28's findings on graded pages' verdicts, glued headers and an explanation's lettered list (wave 28, fixA).

* a one-word gloss in brackets (``Prayer (Salah)``, ``歳 (sai)``) is no grader's verdict, nor a page where most
  bracketed tails at its choices' ends are no verdicts: the texts and the bold answers stay;
* a tag that is a choice's text (``It prints [correct]`` beside ``It prints [incorrect]``) stays: taking it off
  would leave the list one text twice, and the author's answer line stands;
* the mark a verdict becomes never stays in the output: not with a ``(✅ Correct)`` in the file, not on a question's
  line graded whole (``1. Which ...? (Your answer is correct)``);
* ``std::vector::push_back does what?`` opens with code, not a header;
* a lettered list below a bulleted stem and a ``Note:`` is the choices unless its items restate the bullets.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.gluedheader import header
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.verdicttags import RIGHT_MARK, taken_off, verdict
from tests.conftest import read_said, rows_of

PILLARS = ["Prayer (Salah)", "Fasting (Sawm)", "Charity (Zakat)", "Pilgrimage (Hajj)"]


def _texts(deck: ImportedDeck) -> str:
    qs = deck.questions
    return "\n".join([q.text for q in qs] + [q.explanation or "" for q in qs] + [c.text for q in qs for c in q.choices])


def test_bracketed_glosses_are_no_verdicts_and_the_bold_answers_stay(tmp_path: Path) -> None:
    lines = ["# Pillars of Islam", ""]
    for n, stem in enumerate(["Which pillar is performed five times a day?",
                              "Which pillar is observed in the month of Ramadan?",
                              "Which pillar is the journey to Mecca?"]):
        lines += [f"{n + 1}. {stem}"] + [f"   - **{p}**" if k == [0, 1, 3][n] else f"   - {p}"
                                         for k, p in enumerate(PILLARS)] + [""]
    deck, said = read_said(tmp_path, "\n".join(lines), "islam.md")
    assert [(q.answer, [c.text for c in q.choices]) for q in deck.questions] == [
        ([0], PILLARS), ([1], PILLARS), ([3], PILLARS)], said
    kanji = "\n".join([
        "## 1. Which kanji counts a person's age?", "", "- **歳 (sai)**", "- 個 (ko)", "- 本 (hon)", "",
        "## 2. Which kanji means \"talent\"?", "", "- 力 (chikara)", "- **才 (sai)**", "- 技 (waza)", "",
        "## 3. Which kanji means \"west\"?", "", "- **西 (nishi)**", "- 東 (higashi)", "- 南 (minami)", ""])
    deck, said = read_said(tmp_path, kanji, "kanji.md")
    assert [(q.answer, q.choices[q.answer[0]].text if q.answer else None) for q in deck.questions] == [
        ([0], "歳 (sai)"), ([1], "才 (sai)"), ([0], "西 (nishi)")], said
    assert verdict("Salah") is None and verdict("sai") is None and verdict("jawaban anda salah") is False


def test_a_page_whose_tails_are_mostly_no_verdicts_is_no_graded_page() -> None:
    lines = ["- Paris (correct)", "- Rome (Italy)", "- Bonn (Germany)", "- Lyon (wrong)", "- Oslo (Norway)",
             "- Bern (Switzerland)"]
    assert taken_off(lines, [False] * len(lines)) is None
    # a grader's page glossing its choices in the other bracket: the verdicts are its own
    graded = ["* Internet Protocol (IP)", "* **Data link** [INCORRECT]", "* Transport (TCP)", "* Network (IP)", "",
              "* Simplex (one way)", "* **Physical** [INCORRECT]", "* Duplex (both ways)"]
    found = taken_off(graded, [False] * len(graded))
    assert found is not None and found.wrong == 2 and found.lines[1] == "* Data link"


def test_a_tag_that_is_the_choices_text_stays_and_the_answer_line_stands(tmp_path: Path) -> None:
    text = "\n".join([
        "1. What does the judge print when your output matches the expected one?", "",
        "- It prints [correct]", "- It prints [incorrect]", "- It prints nothing", "", "Answer: A", "",
        "2. What does the judge print when your program times out?", "",
        "- It prints [timeout]", "- It prints [incorrect]", "- It prints [correct]", "", "Answer: A", ""])
    deck, said = read_said(tmp_path, text, "checker.md")
    assert rows_of(deck) == [
        ("What does the judge print when your output matches the expected one?",
         ["It prints [correct]", "It prints [incorrect]", "It prints nothing"], [0]),
        ("What does the judge print when your program times out?",
         ["It prints [timeout]", "It prints [incorrect]", "It prints [correct]"], [0]),
    ], said


def test_the_mark_a_verdict_becomes_never_stays_where_the_file_writes_one(tmp_path: Path) -> None:
    aiken = "\n".join(["Which planet is the largest?", "A. Saturn (❌ Incorrect)", "B. Jupiter (✅ Correct)", "C. Mars",
                       "ANSWER: B", "", "Which planet is red?", "A. Venus", "B. Mars (✅ Correct)", "C. Jupiter",
                       "ANSWER: B", ""])
    deck, said = read_said(tmp_path, aiken, "own.txt")
    assert rows_of(deck) == [("Which planet is the largest?", ["Saturn", "Jupiter", "Mars"], [1]),
                             ("Which planet is red?", ["Venus", "Mars", "Jupiter"], [1])], said
    reviewed = aiken.replace("Which planet is red?", "Which planet is red? ✅ reviewed").replace(" (❌ Incorrect)",
                                                                                              " (Your answer is wrong)")
    deck, said = read_said(tmp_path, reviewed, "own2.txt")
    assert RIGHT_MARK not in "".join(c.text for q in deck.questions for c in q.choices), said


def test_a_verdict_on_a_question_line_graded_whole_leaves_no_mark(tmp_path: Path) -> None:
    text = "\n".join([
        "# Quiz results", "",
        "1. Which planet is the largest? (Your answer is correct)", "   - Saturn", "   - **Jupiter**", "   - Mars",
        "2. Which planet is red? (Your answer is incorrect)", "   - **Venus**", "   - Mars", "   - Jupiter",
        "3. Which planet has rings? (Your answer is correct)", "   - Mars", "   - **Saturn**", "   - Venus", ""])
    deck, said = read_said(tmp_path, text, "results.md")
    assert len(deck.questions) == 3 and RIGHT_MARK not in _texts(deck), said
    assert [q.answer for q in deck.questions] == [[1], [0], [1]], said


def test_a_scope_path_opening_question_1_is_no_header(tmp_path: Path) -> None:
    for text in ["std::vector::push_back does what?", "a||b||c returns what?", "Foo::Bar::baz is called how?"]:
        assert header(text) is None, text
    assert header("PLLkAkU9XmXb||QUIZ||Penyebab apa?") == ("PLLkAkU9XmXb||QUIZ||", True)
    aiken = "\n".join(["std::vector::push_back does what?", "A. Adds an element at the end",
                       "B. Removes the last element", "ANSWER: A", "", "What does std::sort need?",
                       "A. Random access iterators", "B. Forward iterators", "ANSWER: A", ""])
    deck, said = read_said(tmp_path, aiken, "cpp.txt")
    assert deck.questions[0].text == "std::vector::push_back does what?", said
    assert not [s for s in said if "opens with" in s], said


def test_lettered_choices_below_a_bulleted_stem_and_a_note_are_the_choices(tmp_path: Path) -> None:
    text = "\n".join([
        "1. Which of these statements about the Moon are true?", "",
        "- I. It has no atmosphere to speak of.", "- II. It is larger than Mercury.",
        "- III. It always shows the same face to the Earth.", "", "Note: pick the best combination.", "",
        "A. I only", "B. I and III", "C. I, II and III", "", "Answer: B", "",
        "2. Which of these statements about Mars are true?", "",
        "- I. It has two moons.", "- II. It is the largest planet.", "- III. Its day lasts about 24 hours.", "",
        "Note: pick the best combination.", "", "A. I and III", "B. II only", "C. I, II and III", "", "Answer: A", ""])
    deck, said = read_said(tmp_path, text, "note.md")
    assert [([c.text for c in q.choices], q.answer) for q in deck.questions] == [
        (["I only", "I and III", "I, II and III"], [1]), (["I and III", "II only", "I, II and III"], [0])], said


def test_the_mark_a_verdict_wrote_goes_where_the_author_marks_other_choices_so(tmp_path: Path) -> None:
    aiken = "\n".join(["Which planet is the largest?", "A. Saturn (Your answer is incorrect)",
                       "B. Jupiter (Correct answer)", "C. Mars", "ANSWER: B", "", "Which planet is red?", "A. Venus",
                       "B. Mars ✅", "C. Jupiter", "ANSWER: B", ""])
    deck, said = read_said(tmp_path, aiken, "own.txt")
    assert [c.text for c in deck.questions[0].choices] == ["Saturn", "Jupiter", "Mars"], said
    assert [q.answer for q in deck.questions] == [[1], [1]], said


def test_an_explanations_list_naming_each_choice_before_a_colon_never_replaces_them(tmp_path: Path) -> None:
    text = "\n".join([
        "### Question 1", "", "Which options reload an expired file? (Select 2)", "",
        "* Set the `PRESERVE_SPACE` option to `TRUE`.", "* Set the `ALLOW_DUPLICATE` option to `TRUE`.",
        "* Set the `LOAD_UNCERTAIN_FILES` option to `TRUE`.", "* Set the `FORCE` option to `TRUE`.", "",
        "**Overall explanation:**", "", "**Correct Answers:**", "",
        "* C. Set the LOAD_UNCERTAIN_FILES option to TRUE.", "* D. Set the FORCE option to TRUE.", "",
        "**Incorrect Answers:**", "", "* A. PRESERVE_SPACE (TRUE): reserves space, nothing more.",
        "* B. ALLOW_DUPLICATE (TRUE): lets duplicate rows in.", "",
        "### Question 2", "", "Which command loads files?", "", "* COPY INTO", "* PUT", "* GET", "",
        "**Overall explanation:**", "", "**Correct Answers:**", "", "* A. COPY INTO", ""])
    deck, said = read_said(tmp_path, text, "results.md")
    assert [(len(q.choices), q.answer) for q in deck.questions] == [(4, [2, 3]), (3, [0])], said
    assert deck.questions[0].choices[0].text == "Set the `PRESERVE_SPACE` option to `TRUE`.", said
