"""Review of session 43's mdtext rules (task43-rev-mdtext): near-miss shapes each rule must not fire on.

* nextlinekeys: a key over two choices' texts (``…son:`` / ``x`` / ``y``) is no one-line key (joining the first
  would answer half, silently); a stem ending with a colon is no key where the file never writes those words so;
* mdinline's ``<br>`` line: between ``d. x`` and ``5. next?`` (a letter, then a number) it is no break inside a run;
* mdshown.commented_out: a small comment first does not hide the big one; many comments stay linear;
* repeatedheads, mdboxfences, itemlabels: one question, a page without its own boxes, one list of file names.
"""

from __future__ import annotations

from quizdeck.importers import itemlabels, mdboxfences, mdinline, mdshown, nextlinekeys, repeatedheads


def _keyed(last: list[str]) -> list[str]:
    lines = ["¿a?", "A.", "x", "B.", "y", "Clave: x", "¿b?", "A.", "x", "B.", "y", "Clave: y", "¿c?", "A.", "x",
             "B.", "y", "Clave: x", "¿d?", "A.", "x", "B.", "y", "Clave:"]
    return lines + last


def test_key_over_two_choices_texts_is_not_joined() -> None:
    assert nextlinekeys.rewritten(_keyed(["x", "y"])) is None
    got = nextlinekeys.rewritten(_keyed(["y", "¿e?"]))
    assert got is not None and got[0][23] == "Clave: y"


def test_stem_ending_with_a_colon_is_no_key() -> None:
    lines = ["Which is right:", "A. x", "B. y", "Which is right:", "x", "A. x", "B. y"]
    assert nextlinekeys.rewritten(lines) is None


def test_break_line_between_a_letter_and_the_next_number_stays() -> None:
    lines = ["4. Which?", "a. one", "b. two", "c. three", "d. four", "<br>", "5. Next?", "a. x", "b. y"]
    out = mdinline.normalised(lines)
    assert out is None or out[5] == "<br>"


def test_break_line_between_two_letters_of_one_kind_is_blank() -> None:
    lines = ["4. Which?", "a. one", "<br>", "b. two"]
    out = mdinline.normalised(lines)
    assert out is not None and out[2] == ""


def test_small_comment_first_then_the_commented_quiz() -> None:
    quiz = [f"{n}. q{n}?\n- [x] a\n- [ ] b" for n in range(1, 12)]
    lines = ["<!--", "licence", "-->", "<!--", *"\n".join(quiz).split("\n"), "-->"]
    got = mdshown.commented_out(lines)
    assert got is not None and got[1:] == (3, len(lines) - 1)


def test_many_comments_stay_linear() -> None:
    lines = ["<!--", "x", "-->"] * 5_000
    assert mdshown.commented_out(lines) is None


def test_one_question_labelled_twice_is_no_pair() -> None:
    lines = ["Pregunta 1", "¿a?", "Pregunta 1", "Respuesta", "A.", "x", "B.", "y"]
    assert repeatedheads.rewritten(lines) is None


def test_numbering_restarting_per_part_is_no_pair() -> None:
    lines = []
    for part in (1, 2, 3):
        lines += [f"Part {part}"] + [f"Question {n}\n¿q?\nA. x\nB. y" for n in (1, 2)]
    assert repeatedheads.rewritten("\n".join(lines).split("\n")) is None


def test_boxes_in_a_fence_on_a_page_without_boxes_stay_code() -> None:
    lines = ["## Task lists", "", "```", "[ ] todo", "[x] done", "```", "", "## Next", "text"]
    got = mdboxfences.rewritten(lines)
    assert got is None or got[0][3] == "[ ] todo"


def test_one_list_of_file_names_is_no_labels() -> None:
    lines = ["Files:", "* a.py", "* b.py", "* c.py"]
    assert itemlabels.set_apart(list(lines), [False] * len(lines)) == 0


def test_unlabelled_first_choice_under_a_repeated_label_is_kept() -> None:
    lines: list[str] = []
    for n in (1, 2, 3, 4):
        lines += [f"Pregunta {n}", f"¿Enunciado {n}?", f"Pregunta {n}", "Verdadero", "Falso",
                  "La respuesta correcta es: Verdadero"]
    got = repeatedheads.rewritten(lines)
    assert got is not None and got[0][3] == "Verdadero" and got[0][2] == ""


def test_break_line_between_two_cases_of_letters_stays() -> None:
    lines = ["4. Which?", "A. one", "<br>", "b. two"]
    out = mdinline.normalised(lines)
    assert out is None or out[2] == "<br>"


def test_task_list_sample_fenced_under_another_heading_stays_code() -> None:
    lines = ["# Markdown tasks", "- [ ] one", "- [x] two", "- [ ] three", "", "## Task lists in code", "", "```",
             "[ ] todo", "[x] done", "```", "", "## Next", "text"]
    assert mdboxfences.rewritten(lines) is None
