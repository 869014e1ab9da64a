"""Markdown shapes of session 16, each small and written for the test: a feedback item nested under every choice
(the choice's why, not its text)."""

from __future__ import annotations

from pathlib import Path

from tests.test_import_markdown_shapes import imported


def _noted(n: int, right: set[int], note: str = "- {v}. Because {n}{k}.") -> str:
    lines = [f"#### {n}. Which are {n}? (tick all)\n"]
    for k in range(4):
        lines.append(f"- [{'x' if k in right else ' '}] {'abcd'[k]}) choice {n}{k}")
        lines.append("  " + note.format(v="Right" if k in right else "Wrong", n=n, k=k))
    return "\n".join(lines) + "\n\n---\n\n"


def test_an_item_nested_under_every_choice_is_its_why(tmp_path: Path) -> None:
    text = "### Quiz\n\n" + "".join(_noted(n, {n % 4, (n + 1) % 4}) for n in range(1, 4))
    doc, result = imported(tmp_path, "bank.md", text)
    assert len(doc["questions"]) == 3, result.output
    first = doc["questions"][0]
    assert [c["text"] for c in first["choices"]] == [f"choice 1{k}" for k in range(4)], result.output
    assert first["choices"][1]["why"] == "Right. Because 11."
    assert first["answer"] == ["B", "C"]


def test_a_nested_list_under_a_few_choices_stays_their_text(tmp_path: Path) -> None:
    blocks = [_noted(n, {0}) for n in (1, 2)]
    blocks.append("#### 3. Which is 3?\n\n- [x] a) choice 30\n  - with a part\n- [ ] b) choice 31\n"
                  "- [ ] c) choice 32\n- [ ] d) choice 33\n\n")
    blocks += [f"#### {n}. Which is {n}?\n\n- [x] a) one\n- [ ] b) two\n- [ ] c) three\n\n" for n in (4, 5, 6, 7)]
    doc, result = imported(tmp_path, "bank.md", "### Quiz\n\n" + "".join(blocks))
    assert doc["questions"][2]["choices"][0] == "choice 30\n- with a part", result.output


def _bulleted(n: int, right: int | None) -> str:
    return f"{n}. Which one is {n}?\n\n" + "".join(
        f"{'+' if k == right else '*'} choice {n}{k}\n" for k in range(4)) + "\n\n"


def test_one_bullet_marker_among_the_other_marks_the_right_choice(tmp_path: Path) -> None:
    text = "".join(_bulleted(n, r) for n, r in ((1, 3), (2, 0), (3, None), (4, 2)))
    doc, result = imported(tmp_path, "bank.md", text)
    assert len(doc["questions"]) == 4, result.output
    assert doc["questions"][0]["choices"] == [f"choice 1{k}" for k in range(4)]
    assert [q.get("answer") for q in doc["questions"]] == ["D", "A", None, "C"], result.output
    assert "question 3: the source gives no answer" in result.output


def test_bullets_of_two_kinds_at_random_mark_nothing(tmp_path: Path) -> None:
    text = "".join(f"{n}. Which one is {n}?\n\n" + "".join(f"{m} choice {n}{k}\n" for k, m in enumerate(marks)) + "\n"
                   for n, marks in enumerate(("*+++", "++**", "*+*+"), start=1))
    doc, result = imported(tmp_path, "bank.md", text)
    assert [q.get("answer") for q in doc["questions"]] == [None, None, None], result.output


def _headed(n: int, right: str, head: str = "#### Options\n\n") -> str:
    words = ("red", "green", "blue", "gold", "grey")
    return (f"### {n}) Which one is {n}?\n\n{head}1. {words[n % 5]} {n}\n2. {words[(n + 1) % 5]} {n}\n"
            f"3. {words[(n + 2) % 5]} {n}\n\n"
            f'<solution style="display:none;">{right}</solution>\n\n')


def test_a_list_numbered_under_each_numbered_heading_is_its_choices(tmp_path: Path) -> None:
    # under a sub-heading the same in every question, or right under the question's heading
    for head in ("#### Options\n\n", "#### Möglichkeiten\n\n", ""):
        text = "# Quiz\n\n## Questions\n\n" + "".join(_headed(n, r, head) for n, r in ((1, "2"), (2, "3"), (3, "1")))
        doc, result = imported(tmp_path, "bank.md", text)
        assert len(doc["questions"]) == 3, result.output
        assert doc["questions"][0]["question"] == "Which one is 1?", result.output
        assert doc["questions"][0]["choices"] == ["green 1", "blue 1", "gold 1"], result.output
        assert [q["answer"] for q in doc["questions"]] == ["B", "C", "A"], result.output
        assert "explanation" not in doc["questions"][0]


def test_an_answer_element_naming_no_choice_is_said_at_its_line(tmp_path: Path) -> None:
    text = "".join(_headed(n, r) for n, r in ((1, "2"), (2, "3"), (3, "1"), (4, "2"), (5, "1"), (6, "3"), (7, "3"),
                                             (8, "1"), (9, "2"), (10, "7")))
    doc, result = imported(tmp_path, "bank.md", text)
    assert [q.get("answer") for q in doc["questions"]][-2:] == ["B", None], result.output
    line = text[:text.index(">7<")].count("\n") + 1
    said = f"bank.md:{line}:1: warning: the answer <solution> after the choices names none of them: '7'"
    assert said in result.output


def test_an_answer_naming_several_choices_by_their_texts_joined_names_each(tmp_path: Path) -> None:
    # a choice's own comma does not split it
    text = "".join(f"{n}. Which are {n}?\n- [ ] alpha {n}, first\n- [ ] beta {n}\n- [ ] gamma {n}\n"
                   f"- [ ] delta {n}\n\n**Answer:** {right}\n\n"
                   for n, right in ((1, "alpha 1, first, gamma 1"), (2, "beta 2; delta 2"), (3, "gamma 3")))
    doc, result = imported(tmp_path, "bank.md", text)
    assert [q.get("answer") for q in doc["questions"]] == [["A", "C"], ["B", "D"], "C"], result.output


def test_an_answer_starting_like_a_label_that_is_a_choice_text_names_that_choice(tmp_path: Path) -> None:
    text = "".join(f"{n}. Which is {n}?\n- [ ] The first {n}\n- [ ] A broker {n}, failed\n- [ ] The third {n}\n\n"
                   f"**Answer:** A broker {n}, failed\n\n" for n in (1, 2, 3))
    doc, result = imported(tmp_path, "bank.md", text)
    assert [q.get("answer") for q in doc["questions"]] == ["B", "B", "B"], result.output


def test_bold_choices_that_disagree_with_the_answer_line_are_said_and_the_line_kept(tmp_path: Path) -> None:
    blocks = [f"### {n}. Which is {n}?\n\n- plain {n}\n- **bold {n}**\n- other {n}\n\n**Answer**: bold {n}\n\n---\n\n"
              for n in (1, 2, 3)]
    blocks.append("### 4. Which is 4?\n\n- **bold 4**\n- plain 4\n- other 4\n\n**Answer**: other 4\n\n")
    doc, result = imported(tmp_path, "bank.md", "# Quiz\n\n" + "".join(blocks))
    assert [q.get("answer") for q in doc["questions"]] == ["B", "B", "B", "C"], result.output
    assert "the choices in bold (A) are not the ones the answer line names (C)" in result.output


def test_a_label_inside_the_highlight_of_a_choice_is_still_its_label(tmp_path: Path) -> None:
    text = "".join(f"**Q. {n}** Which is {n}?\n" + "".join(
        (f"- <u><b> {'abc'[k]}) right {n} </b></u>\n" if n == 2 else f"- {'abc'[k]}) <u><b> right {n} </b></u>\n")
        if k == n % 3 else f"- {'abc'[k]}) wrong {n}{k}\n" for k in range(3)) + "\n" for n in range(1, 6))
    doc, result = imported(tmp_path, "bank.md", "## Part\n\n" + text)
    second = doc["questions"][1]
    assert [c.replace("<b>", "").replace("</b>", "").strip() for c in second["choices"]] == [
        "wrong 20", "wrong 21", "right 2"], result.output
    assert second["answer"] == "C"

def test_circled_numbers_label_choices_and_name_the_answer(tmp_path: Path) -> None:
    words = ("사과", "배", "감", "귤", "밤")
    text = "# 시험\n\n" + "".join(
        f"{n}. {n}번 질문은?\n" + "".join(f"- {'①②③④'[k]} {words[(n + k) % 5]}\n" for k in range(4))
        + f"\n정답: {'①②③④'[right]}\n\n" for n, right in ((1, 1), (2, 2), (3, 0)))
    doc, result = imported(tmp_path, "bank.md", text)
    assert doc["questions"][0]["choices"] == ["배", "감", "귤", "밤"], result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "C", "A"], result.output

def test_a_circled_number_in_a_text_stays(tmp_path: Path) -> None:
    text = "1. ①과 ②의 차이는?\n- 하나\n- 둘\n\n정답: ②\n"
    doc, result = imported(tmp_path, "bank.md", text)
    assert doc["questions"][0]["question"] == "①과 ②의 차이는?", result.output

def test_a_list_under_the_last_choice_alone_is_the_explanation(tmp_path: Path) -> None:
    blocks = [f"{n}. Which is {n}?\n- A) one {n}\n- B) two {n}\n- C) three {n}\n\nAnswer: B\n\n" for n in (1, 2, 3)]
    blocks.append("4. Which is 4?\n- A) one 4\n- B) two 4\n- C) three 4\n  - why: the second\n  - more\n\nAnswer: B\n")
    doc, result = imported(tmp_path, "bank.md", "".join(blocks))
    last = doc["questions"][3]
    assert last["choices"] == ["one 4", "two 4", "three 4"], result.output
    assert last["explanation"].startswith("- why: the second"), result.output

def test_choices_grouped_under_a_right_and_a_wrong_label(tmp_path: Path) -> None:
    text = "".join(f"{n}. Which is {n}?\n\ngood:\n- right {n}\n\nbad:\n- wrong {n}a\n- wrong {n}b\n- wrong {n}c\n\n"
                   "-----\n\n" for n in (1, 2, 3, 4))
    doc, result = imported(tmp_path, "bank.md", text)
    assert len(doc["questions"]) == 4, result.output
    first = doc["questions"][0]
    assert first["question"] == "Which is 1?", result.output
    assert first["choices"] == ["right 1", "wrong 1a", "wrong 1b", "wrong 1c"], result.output
    assert [q["answer"] for q in doc["questions"]] == ["A"] * 4
def test_an_answer_list_that_repeats_a_choice_is_no_group(tmp_path: Path) -> None:
    text = "".join(f"{n}. Which is {n}?\n\nOptions:\n- one {n}\n- two {n}\n- three {n}\n\nAnswer:\n- two {n}\n\n"
                   for n in (1, 2, 3, 4))
    doc, result = imported(tmp_path, "bank.md", text)
    assert doc["questions"][0]["choices"] == ["one 1", "two 1", "three 1"], result.output


def test_labelled_lists_under_an_answered_question_stay_its_explanation(tmp_path: Path) -> None:
    text = "".join(f"### Question {n}\n\nWhich is {n}?\n\n- A. one {n}\n- B. two {n}\n- C. three {n}\n\n"
                   f"**Correct Answer: B**\n\n**Why others are wrong:**\n- A is wrong\n- C is wrong\n\n"
                   f"**Reference:**\n- [docs](https://example.org/{n})\n\n---\n\n" for n in (1, 2, 3, 4))
    doc, result = imported(tmp_path, "bank.md", text)
    assert doc["questions"][0]["choices"] == ["one 1", "two 1", "three 1"], result.output
    assert [q["answer"] for q in doc["questions"]] == ["B"] * 4
