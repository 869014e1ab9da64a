"""Session 30, Markdown banks read right, each a general rule, with inputs written here:

* a short word in bold set apart after one choice of each question (``b) État de liens **X**``) is the mark of the
  right one, learnt as a plain word after the text is (``learntmarks``), said at the first question;
* questions numbered per section by one letter each (``### A1.`` ... ``### B1.`` ...): every section's letter is the
  file's numbering word, taken off the text as ``A1.`` is (``mdnumbers``).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of


def _lettered(mark: str) -> str:
    out = ["# QCM", "", "### Étape 1", "j'ai mis une croix devant la reponse"]
    for part, topic in (("A", "OSPF"), ("B", "ACL")):
        out += ["", f"## Catégorie {part} — {topic}"]
        for n in range(1, 5):
            right = (n + (part == "B")) % 4
            out += ["", f"### {part}{n}. Quelle est la règle {topic} numéro {n} ?", ""]
            out += [f"* {'abcd'[k]}) réponse {k} de {part}{n}{mark if k == right else ''}" for k in range(4)]
    return "\n".join(out) + "\n"


def test_bold_x_marks_and_lettered_sections(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _lettered(" **X**"), "s.md")
    rows = rows_of(deck)
    assert len(rows) == 8
    assert [r[0] for r in rows[:1] + rows[4:5]] == ["Quelle est la règle OSPF numéro 1 ?",
                                                     "Quelle est la règle ACL numéro 1 ?"]
    assert rows[0][1] == [f"réponse {k} de A1" for k in range(4)]
    assert [r[2] for r in rows] == [[1], [2], [3], [0], [2], [3], [0], [1]]
    assert any("'**x**'" in s for s in said)   # a word's mark is said
    assert not any("kept in the text" in s for s in said)


def test_a_bold_word_on_no_choice_is_no_mark(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _lettered(""), "s.md")
    assert all(r[2] is None for r in rows_of(deck))


def _front(correct: list[object], why_key: str = "explanation") -> str:
    out = ["---", "layout: quiz", "title: Road Signs", "questions:"]
    for n, c in enumerate(correct):
        out += [f'  - question: "What does sign {n} mean?"', "    options:",
                *[f'      - "Meaning {k} of sign {n}"' for k in range(4)],
                f"    correct: {c}",
                f'    {why_key}: "A much longer explanation of sign {n}, longer than the question by far, as usual."',
                ""]
    return "\n".join([*out, "---", "", "Test your knowledge of traffic signs.", ""])


def test_front_matter_typed_index_counts_from_zero_and_explanation_is_no_text(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _front([1, 1, 2, 1, 2, 3 - 1]), "s.md")
    rows = rows_of(deck)
    assert [r[0] for r in rows[:2]] == ["What does sign 0 mean?", "What does sign 1 mean?"]
    assert [r[2] for r in rows] == [[1], [1], [2], [1], [2], [2]]
    assert any("read as counted from 0" in s for s in said)   # a guess, said


def test_front_matter_quoted_numbers_still_count_from_one(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _front(['"1"', '"1"', '"2"', '"1"', '"2"', '"2"'], "feedback"), "s.md")
    rows = rows_of(deck)
    assert rows[0][0] == "What does sign 0 mean?"
    assert [r[2] for r in rows] == [[0], [0], [1], [0], [1], [1]]
    assert any("read as counted from 1" in s for s in said)


def _graded(trailer: str = "For more information, review video: Remote Sensing Basics.") -> str:
    """A graded submission page as a learner pastes it (the shape of hansieltsking's Coursera quiz, MIT)."""
    why = ["", "Both UAV and satellite imagery are remote sensing.", "", trailer]
    return "\n".join([
        "# Module 1 Quiz", "Latest Submission Grade 100%", "<br/>", "",
        "**Question 1 Which", "of the following are examples of remote sensing? (Select all that apply.)**",
        "1 / 1 point", "",
        "**UAV created imagery**", "Correct", *why, "",
        "Water temperature stations embedded in a river", "", "Human collected soil samples", "",
        "**Satellite", "mounted radar imagery**", "Correct", *why, "", "", "<br/>", "<br/>", "",
        "**Question 2 How many 15 meter pixels fit in a 30 meter", "pixel?**", "1 / 1 point", "",
        "Two pixels, smaller raster.", "", "**Four pixels, larger raster**", "",
        "Eight pixels, smaller", "raster.", "Correct", "", "A 2x2 grid fits. For more information, see video Data.",
        "", "<br/>", "<br/>", "",
        "**Question 3 What is NDVI?** ", "1 / 1 point", "",
        "**A vegetation index**", "Correct", "", "It compares red and near infrared.", "", trailer, "",
        "A soil index", "", "A water index", "", "<br/>", "",
    ]) + "\n"


def test_a_graded_page_reads_bold_picks_as_answers_and_feedback_as_no_choice(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _graded(), "s.md")
    assert rows_of(deck) == [
        ("Which of the following are examples of remote sensing? (Select all that apply.)",
         ["UAV created imagery", "Water temperature stations embedded in a river", "Human collected soil samples",
          "Satellite mounted radar imagery"], [0, 3]),
        ("How many 15 meter pixels fit in a 30 meter pixel?",
         ["Two pixels, smaller raster.", "Four pixels, larger raster", "Eight pixels, smaller raster."], [1]),
        ("What is NDVI?", ["A vegetation index", "A soil index", "A water index"], [0]),
    ]


def test_a_graded_page_without_a_repeated_trailer_keeps_the_paragraph_after_feedback_a_choice(
        tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _graded("").replace("\n\n\n", "\n\n"), "s.md")
    assert [len(r[1]) for r in rows_of(deck)] == [4, 3, 3]


def _pasted() -> str:
    """A chat assistant's quiz pasted without its lists' markup (earningss793's SQLD days' shape)."""
    out = ["🎣 SQLD [Day 2] WHERE 절 퀴즈"]
    for n in range(1, 6):
        asked = f"다음 중 {n}번 규칙으로 올바른 것은?"
        out += [f"문항 {n}. {asked}", ""]
        for k in range(4):
            out += [f"SAL <> {n}00{k}", ""]
        out += [f"힌트: {n}번 힌트입니다.", "", f"정답: {n % 4 + 1})", "", f"오답노트: {n}번 설명입니다.", ""]
    return "\n".join(out)


def test_one_line_paragraphs_between_a_numbered_question_and_its_labels_are_its_choices(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _pasted(), "s.md")
    rows = rows_of(deck)
    assert len(rows) == 5
    assert rows[0] == ("다음 중 1번 규칙으로 올바른 것은?", [f"SAL <> 100{k}" for k in range(4)], [1])
    assert [r[2] for r in rows] == [[1], [2], [3], [0], [1]]



def _course_page() -> str:
    """A course page: topic lists, then a few marked questions (``**Q1**: ...``, ``✓``), then more lists (the shape of
    raythekool's exam page, MIT)."""
    out = ["---", "layout: default", "title: Domande", "---", "", "# Domande d'Esame", "", "## Argomenti", ""]
    for t in range(1, 6):
        out += [f"### {t}. Argomento {t}", "", f"- Legge {t} e sue applicazioni", f"- Circuiti {t}",
                f"- Potenza {t}", ""]
    out += ["## Esempi di Domande", ""]
    for n in range(1, 7):
        out += [f"**Q{n}**: Qual è il valore {n} della resistenza?",
                *[f"- {'ABCD'[k]}) {n}{k}0Ω{' ✓' if k == n % 4 else ''}" for k in range(4)], ""]
    out += ["## Strategie", ""]
    for t in range(1, 4):
        out += [f"### {t}. Strategia {t}", f"- Segui l'ordine {t}", f"- Non saltare {t}", f"- Rivedi {t}", ""]
    return "\n".join(out)


def test_unmarked_lists_before_and_after_a_marked_quiz_are_left_out(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _course_page(), "s.md")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == [f"Qual è il valore {n} della resistenza?" for n in range(1, 7)]
    assert [r[2] for r in rows] == [[n % 4] for n in range(1, 7)]
    assert sum("entries of another kind, not questions, left out" in s for s in said) == 1


def _html_quiz(key: str = "data-option") -> str:
    """Questions as HTML blocks a site's script reads, the answer in the container's attribute (afasari's shape)."""
    out = ["---", "layout: default", "title: Grammar Quiz", "---", "", "# Grammar Quiz", "", '<div class="quiz">',
           '  <div class="quiz-score" id="quiz-score">0/0 (0%)</div>', ""]
    for n, right in enumerate("bacd", 1):
        out += [f"  <!-- Question {n} -->", f'  <div class="question" data-question="{n}" data-correct="{right}">',
                f"    <h3>{n}. She ______ to the gym {n} times.</h3>", '    <div class="options">',
                *[f'      <div class="option" {key}="{c}">form {c}{n}</div>' if key else
                  f'      <div class="option">form {c}{n}</div>' for c in "abcd"],
                "    </div>", "  </div>", ""]
    out += ['  <div class="quiz-buttons">', '    <button onclick="check()">Check Answers</button>', "  </div>",
            "</div>", "", "---", "", "Good luck!", ""]
    return "\n".join(out)


def test_html_blocks_answered_by_a_data_attribute(tmp_path: Path) -> None:
    for key in ("data-option", ""):
        deck, _ = read_said(tmp_path, _html_quiz(key), "s.md")
        rows = rows_of(deck)
        assert [r[0] for r in rows] == [f"She ______ to the gym {n} times." for n in range(1, 5)]
        assert rows[0][1] == ["form a1", "form b1", "form c1", "form d1"]
        assert [r[2] for r in rows] == [[1], [0], [2], [3]]
        assert not any("Check Answers" in (q.explanation or "") for q in deck.questions)   # the page's buttons


def _course_export(indent: str) -> str:
    """Questions numbered by a word, each right over its numbered choices, the right one in green (the shape of
    globalseismology's Canvas quiz)."""
    out = ["# Quiz: Minerals", "", "Please tick your choice(s) from the list of options provided.", ""]
    for n in range(1, 6):
        out += [f"Q{n}. Which mineral class is number {n}?", *([""] if n == 1 else [])]
        out += [f"{'' if n == 1 else indent}{k}. " + (f"<font color='green'>class {k}{n}</font>" if k == 2 else
                                                       f"class {k}{n}") for k in range(1, 5)]
        out += [""]
    return "\n".join(out)


def test_numbered_choices_right_under_a_word_numbered_question(tmp_path: Path) -> None:
    for indent in ("", "  "):
        deck, _ = read_said(tmp_path, _course_export(indent), "s.md")
        rows = rows_of(deck)
        assert [r[0] for r in rows] == [f"Which mineral class is number {n}?" for n in range(1, 6)]
        assert rows[1][1] == ["class 12", "class 22", "class 32", "class 42"]
        assert [r[2] for r in rows] == [[1]] * 5


def test_lists_all_under_a_blank_line_stay_markdowns_own(tmp_path: Path) -> None:
    out = ["### [PART 1] 관계", ""]
    for n in range(1, 5):
        out += [f"**문항 {n}. 관계 {n}에 대한 설명으로 가장 부적절한 것은?**", ""]
        out += [f"{k}. 설명 {k}{n}" for k in range(1, 5)]
        out += ["", f"* **정답:** {n % 4 + 1}", f"* **해설:** 이유 {n}", ""]
    deck, _ = read_said(tmp_path, "\n".join(out), "s.md")
    rows = rows_of(deck)
    assert [r[0].rstrip("*") for r in rows] == [f"관계 {n}에 대한 설명으로 가장 부적절한 것은?" for n in range(1, 5)]
    assert rows[0][1] == [f"설명 {k}1" for k in range(1, 5)]
    assert [r[2] for r in rows] == [[n % 4] for n in range(1, 5)]


def test_a_list_under_an_image_joins_the_word_numbered_lists(tmp_path: Path) -> None:
    text = _course_export("  ").replace("Q3. Which mineral class is number 3?\n",
                                        "Q3. Which mineral class is number 3?\n\n<img src=\"p.png\"/>\n\n")
    deck, _ = read_said(tmp_path, text, "s.md")
    rows = rows_of(deck)
    assert rows[2][1] == ["class 13", "class 23", "class 33", "class 43"]
    assert [r[2] for r in rows] == [[1]] * 5
