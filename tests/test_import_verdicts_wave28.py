"""Session 28: graded results pages and a header glued before the first question, each a general rule, with inputs
written here on other matters than the banks':

* verdicts a results page pastes on its choices (``(Correct answer)``, ``(Your selection is incorrect)``,
  ``[INCORRECT]``) are marks, not text: those saying right are the answers, every one is taken off, with the bold
  of the learner's pick; a pick said wrong alone gives no answer (said);
* an answer caption with no value (``**Answers:**``) right over the choices is their caption, not an empty answer;
* an explanation's lettered list below the choices (``**Correct Answers:**``, ``* **A. text**``) names the right
  ones; it never replaces the bulleted choices above it;
* fields glued before the first question's text (``X1y2Z3w4||||QUIZ||||Which ...?``) are the file's header: cut and
  said; an id glued by two signs is said only; ``a||b`` in a stem stays.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.gluedheader import header
from quizdeck.importers.verdicttags import taken_off, verdict
from tests.conftest import read, read_said, rows_of

#: a graded results page: a caption over unlettered choices, verdicts in brackets after the judged ones
RESULTS = """## Practice Test 2 - Results

### Question 1

Which planet is the largest in the solar system?

**Answers:**

* Saturn (Your answer is incorrect)
* Jupiter (Correct answer)
* Mars
* Venus

**Overall explanation:**

Jupiter is more than twice as massive as all the other planets together.

### Question 2

Which of these are gas giants? (Select 2)

**Answers:**

* Saturn (Your selection is correct)
* Mercury
* Earth (Your selection is incorrect)
* Jupiter (Correct selection)

**Overall explanation:**

Saturn and Jupiter are gas giants.

### Question 3

Which planet is closest to the Sun?

**Answers:**

* Mercury (Your answer is correct)
* Mars
* Venus

**Overall explanation:**

**Answer:** `Mercury`
"""


def test_verdicts_pasted_on_choices_are_marks_the_right_ones_the_answers(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, RESULTS, "results.md")
    assert rows_of(deck) == [
        ("Which planet is the largest in the solar system?", ["Saturn", "Jupiter", "Mars", "Venus"], [1]),
        ("Which of these are gas giants? (Select 2)", ["Saturn", "Mercury", "Earth", "Jupiter"], [0, 3]),
        ("Which planet is closest to the Sun?", ["Mercury", "Mars", "Venus"], [0]),
    ], said
    assert not [s for s in said if "cannot tell" in s or "gives no answer" in s], said
    assert any("verdicts '(Your answer is incorrect)'" in m for m in deck.mended), deck.mended   # said in the summary


def test_a_bold_pick_said_wrong_gives_no_answer_and_loses_its_tag_and_bold(tmp_path: Path) -> None:
    text = "\n".join([
        "# Planets", "", "Latest Submission Grade: **66%**", "",
        "# Question 1", "", "Which planet has rings?", "", "* Mars", "* **Saturn**", "* Venus", "",
        "# Question 2", "", "Which planet is red?", "", "* **Venus** [INCORRECT]", "* Mars", "* Jupiter", "",
        "# Question 3", "", "Which planet is the hottest?", "", "* Mercury", "* **Venus**", "* Earth", "",
        "# Question 4", "", "Which planet is the coldest?", "", "* Mars", "* Earth", "* **Mercury** [INCORRECT]", "",
    ])
    deck, said = read_said(tmp_path, text, "graded.md")
    assert rows_of(deck) == [
        ("Which planet has rings?", ["Mars", "Saturn", "Venus"], [1]),
        ("Which planet is red?", ["Venus", "Mars", "Jupiter"], None),
        ("Which planet is the hottest?", ["Mercury", "Venus", "Earth"], [1]),
        ("Which planet is the coldest?", ["Mars", "Earth", "Mercury"], None),
    ], said
    assert [s for s in said if "gives no answer" in s] == [
        f"{tmp_path / 'graded.md'}:13:1: warning: question 2: the source gives no answer",
        f"{tmp_path / 'graded.md'}:29:1: warning: question 4: the source gives no answer"], said


def test_an_answer_caption_with_no_value_over_the_choices_is_no_empty_answer(tmp_path: Path) -> None:
    text = RESULTS.replace(" (Your answer is incorrect)", "").replace(" (Correct answer)", "")
    text = text.split("### Question 2")[0]      # one question, no verdict, no answer line
    deck, said = read_said(tmp_path, text, "results.md")
    q = deck.questions[0]
    assert ([c.text for c in q.choices], q.answer, q.raw_answer) == (["Saturn", "Jupiter", "Mars", "Venus"], None, None)
    assert any("question 1: the source gives no answer" in s for s in said), said
    assert not deck.attention, said


def test_an_explanations_lettered_list_names_the_right_choices_and_never_replaces_them(tmp_path: Path) -> None:
    text = "\n".join([
        "### Question 1", "", "Which of these are moons of Jupiter? (Select 2)", "", "**Answers:**", "",
        "* Io", "* Europa", "* Titan", "* Phobos", "",
        "**Overall explanation:**", "", "**Correct Answers:**", "", "* **A. Io**", "* **B. Europa**", "",
        "**Incorrect Answers:**", "", "* C. Titan: a moon of Saturn.", "* D. Phobos: a moon of Mars.", "",
        "### Question 2", "", "Which of these is a dwarf planet?", "", "**Answers:**", "",
        "* Pluto", "* Neptune", "* Uranus", "",
        "**Overall explanation:**", "", "**Correct Answers:**", "", "* A. Pluto", "",
    ])
    deck, said = read_said(tmp_path, text, "results.md")
    assert rows_of(deck) == [
        ("Which of these are moons of Jupiter? (Select 2)", ["Io", "Europa", "Titan", "Phobos"], [0, 1]),
        ("Which of these is a dwarf planet?", ["Pluto", "Neptune", "Uranus"], [0]),
    ], said
    assert "Incorrect Answers" in (deck.questions[0].explanation or "")


def test_a_listed_answer_that_disagrees_with_the_verdicts_is_said_and_the_verdicts_kept(tmp_path: Path) -> None:
    text = "\n".join([
        "### Question 1", "", "Which of these are moons of Jupiter? (Select 2)", "", "**Answers:**", "",
        "* Io (Correct selection)", "* Europa (Your selection is correct)", "* Titan (Your selection is incorrect)",
        "* Phobos", "", "**Overall explanation:**", "", "**Correct Answers:**", "", "* **A. Io**", "",
        "### Question 2", "", "Which of these is a dwarf planet?", "", "**Answers:**", "",
        "* Pluto (Your answer is correct)", "* Neptune", "* Uranus", "",
    ])
    deck, said = read_said(tmp_path, text, "results.md")
    assert [q.answer for q in deck.questions] == [[0, 1], [0]], said
    assert any(":16:1: warning: the answer list names A but the choices' marks say A, B; keeping the marks" in s
               for s in said), said


def test_verdicts_opening_a_choice_and_in_bold_wrapping_it_are_taken_off_too(tmp_path: Path) -> None:
    text = "\n".join([
        "Quale pianeta è il più grande?", "", "- Marte (La tua risposta è sbagliata)", "- Giove (Corretta)", "- Venere",
        "",
        "Quale pianeta è il più vicino al Sole?", "", "- (corretta) Mercurio", "- Terra", "- Marte", "",
        "Quale pianeta ha gli anelli più grandi?", "", "- **Saturno (Risposta corretta)**", "- Marte", "- Terra", "",
    ])
    lines = text.split("\n")
    assert taken_off(lines, [False] * len(lines)) is not None
    deck, said = read_said(tmp_path, text, "quiz.md")
    assert [([c.text for c in q.choices], q.answer) for q in deck.questions] == [
        (["Marte", "Giove", "Venere"], [1]),
        (["Mercurio", "Terra", "Marte"], [0]),
        (["Saturno", "Marte", "Terra"], [0]),
    ], said


def test_words_in_brackets_that_judge_nothing_stay_text() -> None:
    assert verdict("Correct answer") is True and verdict("Your selection is incorrect") is False
    assert verdict("not correct") is False and verdict("INCORRECT") is False
    for words in ("correct in Python 2", "Your answer", "right angle", "correct, incorrect", "see note", ""):
        assert verdict(words) is None, words
    lines = ["- x = 1 (correct in Python 2)", "- Paris (Your answer)", "- y (right angle)", "- z (Correct)"]
    assert taken_off(lines, [False] * 4) is None        # one verdict alone is no file's
    fenced = ["```", "- a (Correct)", "- b (Incorrect)", "```"]
    assert taken_off(fenced, [True] * 4) is None        # code is the author's
    author = ["- a (Correct)", "- b", "- c (Correct)", "- d"]
    assert taken_off(author, [False] * 4) is None       # an author's marks on right choices only: learntmarks'
    assert taken_off([*author[:3], "- d (Your answer)"], [False] * 4) is None
    graded = ["- a (Correct)", "- b", "- c (Your answer is correct)", "- d"]
    assert taken_off(graded, [False] * 4) is not None   # the learner's pick spoken of: a grader's


def test_fields_glued_before_the_first_question_are_the_files_header(tmp_path: Path) -> None:
    aiken = "\n".join([
        "Xk4Jq9Zt2Lm8Pw3R||||QUIZ||||Welcher Planet ist der größte?", "A. Mars", "B. Jupiter", "C. Venus",
        "ANSWER: B", "", "Welcher Planet ist rot?", "A. Mars", "B. Jupiter", "C. Venus", "ANSWER: A", "",
    ])
    deck, said = read_said(tmp_path, aiken, "quiz.txt")
    assert [q.text for q in deck.questions] == ["Welcher Planet ist der größte?", "Welcher Planet ist rot?"], said
    assert any(s.startswith(f"{tmp_path / 'quiz.txt'}:1:1: warning: question 1 opens with "
                            "'Xk4Jq9Zt2Lm8Pw3R||||QUIZ||||'") and "taken off" in s for s in said), said
    # an id glued by two signs alone may be text: kept, said
    deck, said = read_said(tmp_path, aiken.replace("||||QUIZ||||", "||"), "quiz.txt")
    assert deck.questions[0].text == "Xk4Jq9Zt2Lm8Pw3R||Welcher Planet ist der größte?"
    assert any(":1:1: warning: question 1 opens with 'Xk4Jq9Zt2Lm8Pw3R||'" in s and "kept" in s for s in said), said


def test_signs_in_a_stems_own_text_are_no_header(tmp_path: Path) -> None:
    for text in ("a||b gibt was zurück?", "std::cout gibt was aus?", "C::B ist was?", "Was gibt a||b zurück?",
                 "Namespace::Klasse ist was?", "X1||"):
        assert header(text) is None, text
    assert header("Xk4Jq9Zt2Lm8Pw3R|||Was ist das?") == ("Xk4Jq9Zt2Lm8Pw3R|||", True)
    aiken = "\n".join(["a||b gibt was zurück?", "A. a", "B. b", "ANSWER: A", "",
                       "Was ist ein Planet?", "A. ein Himmelskörper", "B. ein Stern", "ANSWER: A", ""])
    deck, said = read_said(tmp_path, aiken, "quiz.txt")
    assert deck.questions[0].text == "a||b gibt was zurück?" and not [s for s in said if "opens with" in s], said
    # every question so: a field of its records, not the file's header (left to the readers)
    every = "\n".join(f"ID{n}x7y8z9||||QUIZ||||Frage {n} ist was?\nA. ja\nB. nein\nANSWER: A\n" for n in range(3))
    deck, _ = read(tmp_path, every, "quiz.txt")
    assert all(q.text.startswith("ID") for q in deck.questions)


def test_a_ticked_pick_said_wrong_is_no_right_choice_and_a_sign_beside_the_word_is_the_verdicts(tmp_path: Path) -> None:
    text = "\n".join([
        "1. Which planet has rings?", "", "- [ ] Mars", "- [x] Saturn (✓ Correct)", "- [ ] Venus", "",
        "2. Which planet is red?", "", "- [x] Venus [✗ Incorrect]", "- [ ] Mars", "- [ ] Jupiter", "",
        "3. Which planet is the hottest?", "", "- [ ] Mercury", "- [ ] *Venus* (Correct answer)", "- [ ] Earth", "",
    ])
    deck, said = read_said(tmp_path, text, "quiz.md")
    assert rows_of(deck) == [
        ("Which planet has rings?", ["Mars", "Saturn", "Venus"], [1]),
        ("Which planet is red?", ["Venus", "Mars", "Jupiter"], None),
        ("Which planet is the hottest?", ["Mercury", "Venus", "Earth"], [1]),
    ], said
    assert verdict("✓ Correct") is True and verdict("✗ Incorrect") is False and verdict("✓") is None


def test_a_lettered_list_under_an_explanations_label_alone_is_the_explanations(tmp_path: Path) -> None:
    text = "\n".join([
        "### Question 1", "", "Which planet is the largest?", "", "* Saturn", "* Jupiter", "* Mars", "",
        "**Overall explanation:**", "", "* A. Saturn: the second largest.", "* B. Jupiter: the largest.",
        "* C. Mars: a small planet.", "", "**Answer:** Jupiter", "",
        "### Question 2", "", "Which planet is red?", "", "* Venus", "* Mars", "* Jupiter", "",
        "**Answer:** Mars", "",
    ])
    deck, said = read_said(tmp_path, text, "quiz.md")
    assert rows_of(deck) == [
        ("Which planet is the largest?", ["Saturn", "Jupiter", "Mars"], [1]),
        ("Which planet is red?", ["Venus", "Mars", "Jupiter"], [1]),
    ], said


def test_a_pick_ticked_beside_a_choice_said_right_is_said_and_the_verdict_kept(tmp_path: Path) -> None:
    text = "\n".join([
        "1. Which planet has rings?", "", "- [ ] Mars", "- [x] Saturn (Your answer is correct)", "- [ ] Venus", "",
        "2. Which planet is red?", "", "- [x] Venus", "- [ ] Mars (Correct answer)", "- [ ] Jupiter", "",
    ])
    deck, said = read_said(tmp_path, text, "quiz.md")
    assert rows_of(deck) == [
        ("Which planet has rings?", ["Mars", "Saturn", "Venus"], [1]),
        ("Which planet is red?", ["Venus", "Mars", "Jupiter"], [1]),
    ], said
    assert any(":7:1: warning: question 2: the verdicts on its choices say B, its answer read otherwise A; keeping "
               "the verdicts" in s for s in said), said
