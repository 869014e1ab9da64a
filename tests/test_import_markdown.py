"""Structure-aware reading of Markdown and plain text (issue 17, points 1 and 2): answer keys, the
answer forms of real banks, warnings for what looks wrong, every line accounted for, and speed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from tests.helpers import run


def imported(tmp_path: Path, name: str, text: str, *options: str) -> tuple[dict[str, Any], Any]:
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    out = tmp_path / "cards"
    result = run("import", source, "-o", out, "--force", *options)
    dest = out / f"{source.stem}.yaml"
    doc = yaml.safe_load(dest.read_text(encoding="utf-8")) if dest.exists() else {}
    return doc, result


def answers(doc: dict[str, Any]) -> list[Any]:
    return [q.get("answer") for q in doc["questions"]]


QUESTIONS = ("1. Which layer does IP belong to?\n   A. Link\n   B. Internet\n\n"
             "2. Which protocol is connection-oriented?\n   A. UDP\n   B. TCP\n   C. ICMP\n\n")


def test_answer_key_at_the_end_in_each_form(tmp_path: Path) -> None:
    for key in ("## Answer key\n\n1. B\n2. C\n", "Answers\n1-B\n2-C\n", "1) B\n2) C\n",
                "| Question | Answer |\n|---|---|\n| 1 | B |\n| 2 | C |\n"):
        doc, result = imported(tmp_path, "key.md", "# Quiz\n\n" + QUESTIONS + key)
        assert result.exit_code == 0, result.output
        assert answers(doc) == ["B", "C"], key
        assert len(doc["questions"]) == 2 and "explanation" not in doc["questions"][1], key
        assert "lines not used" not in result.stdout, key


def test_answer_keys_of_sections_and_unnumbered_questions_by_order(tmp_path: Path) -> None:
    doc, _ = imported(tmp_path, "key.txt", "Which layer does IP belong to?\nA. Link\nB. Internet\n\n"
                                           "Which protocol is connection-oriented?\nA. UDP\nB. TCP\n\n"
                                           "Answers\n1-B\n2-A\n")
    assert answers(doc) == ["B", "A"]


def test_answer_forms_of_real_banks(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "forms.md", (
        "1. Which are transport protocols?\n   - A. TCP\n   - B. IP\n   - C. UDP\n   Correct answer(s): A, C\n\n"
        "2. Is the sky green?\n   - A. True\n   - B. False\n\n   ✅ Correct Answer: **B. False**\n\n"
        "3. Which layer does IP belong to?\n   - Link\n   - Internet\n   Ans - B\n\n"
        "4. Which protocol is connection-oriented?\n   - UDP\n   - TCP\n   Answer: TCP\n\n"
        "5. Pick one\n   - [ ] a\n   - [x] b\n\n"
        "6. Which are AWS services?\n   - A. S3\n   - B. Word\n   - C. EC2\n   Correct Answer: AC\n\n"
        "7. Which is red?\n   - A. grass\n   - B. <font color='red'>blood</font>\n"))
    assert result.exit_code == 0, result.output
    assert answers(doc) == [["A", "C"], "B", "B", "B", "B", ["A", "C"], "B"]
    assert doc["questions"][4]["choices"] == ["a", "b"]
    assert doc["questions"][6]["choices"] == ["grass", "blood"]


def test_labels_in_any_wrapping_are_removed(tmp_path: Path) -> None:
    doc, _ = imported(tmp_path, "labels.md", "".join(
        f"{n}. Which is right?\n\n- {a} one\n- {b} two\n\nAnswer: B\n\n"
        for n, (a, b) in enumerate([("A.", "B."), ("A)", "B)"), ("(A)", "(B)"), ("[A]", "[B]"), ("**A)**", "**B)**")],
                                   start=1)))
    assert [q["choices"] for q in doc["questions"]] == [["one", "two"]] * 5
    assert answers(doc) == ["B"] * 5


def test_what_looks_wrong_is_said_at_its_line(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "warn.txt", (
        "1. Which layer does IP belong to?\nA. Link\nB. Internet\nAnswer: B\n"
        "IP is a layer 3 protocol. Which of these is also layer 3?\nA. ICMP\nB. TCP\n\n"
        "2. Second?\nA. x\nB. y\nAnswer: A\n\n3. Third?\nA. x\nB. y\nAnswer: A\n\n"
        "5. Fifth?\nA. x\nB. N/A\nC. C) kept\nAnswer: A\n\n6. Sixth?\nA. x\nB. y\nAnswer: banana\n"))
    err = result.stderr
    assert "warn.txt:5:1: warning: line 5 and the 2 choice-like lines after it look like a question" in err
    assert "warn.txt:21:1: warning: choice B is a placeholder ('N/A')" in err
    assert "warn.txt:22:1: warning: choice C keeps its label" in err
    assert "warning: the questions are numbered 1 to 6 (6), but 5 numbered questions were found" in err
    # an answer line not understood: written as the source gives it, and the exit status says so
    assert "warn.txt:28:9: warning: cannot tell which choice the answer 'banana' names" in err
    assert result.exit_code == 1 and "needs attention: 1 part" in err
    assert doc["questions"][-1]["answer"] == "banana"


def test_every_line_accounted_for(tmp_path: Path) -> None:
    _, result = imported(tmp_path, "lines.md", (
        "---\ntitle: Net\n---\n\n# Net\n\n[Back to top](#top)\n\nSome words no question takes, a long "
        + "introduction " * 60 + "\n\n1. Which layer does IP belong to?\n   - [ ] Link\n   - [x] Internet\n"))
    assert result.exit_code == 0, result.output
    assert "1 question from" in result.stdout and "1 with answers, 0 with explanations" in result.stdout
    assert "lines not used: 9" in result.stdout   # the introduction, too long for a description
    # the front matter, the heading (the front matter names the deck), the link
    assert "page furniture left out: 1\u20133, 5, 7" in result.stdout


def test_headings_decide_titles_sections_and_questions(tmp_path: Path) -> None:
    doc, _ = imported(tmp_path, "h.md", (
        "# Networks\n\n## Part 1\n\n### Q1. Which layer does IP belong to?\n\n- [ ] Link\n- [x] Internet\n\n"
        "### Q2. Which protocol is connection-oriented?\n\n- [ ] UDP\n- [x] TCP\n\n---\n\n## Part 2\n\n"
        "### #3 Which port does HTTPS use?\n\n- [ ] 80\n- [x] 443\n\nSetext title\n============\n"))
    assert doc["deck"] == "Networks"
    assert [q["question"] for q in doc["questions"]] == [
        "Which layer does IP belong to?", "Which protocol is connection-oriented?", "Which port does HTTPS use?"]
    assert all("Part" not in (q.get("explanation") or "") for q in doc["questions"])


def test_bold_question_numbers_and_answers_inside_answer_blocks(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "f2.md", (
        "# Quiz\n\n**Question 1:** Which layer does IP belong to?\n\na) Link\nb) Internet\n\n"
        "<details><summary>Answer</summary>\n\nb) Internet\n\n</details>\n\n"
        "**Question 2:** Which protocol is connection-oriented?\n\na) UDP\nb) TCP\n\n"
        "<details><summary>Show answer</summary>B</details>\n\n"
        "**Q3.** Which port does HTTPS use?\n- (a) 80\n- (b) 443\n\n> **Answer:** (b)\n"))
    assert result.exit_code == 0, result.output
    assert [q["question"] for q in doc["questions"]] == [
        "Which layer does IP belong to?", "Which protocol is connection-oriented?", "Which port does HTTPS use?"]
    assert answers(doc) == ["B", "B", "B"]


def test_question_number_alone_on_its_line(tmp_path: Path) -> None:
    doc, _ = imported(tmp_path, "qa.txt", "Question 1\nWhich layer does IP belong to?\nA. Link\nB. Internet\n"
                                          "Answer: B\n\nQuestion 2\nWhich protocol is connection-oriented?\n"
                                          "A. UDP\nB. TCP\nAnswer: B\n")
    assert [q["question"] for q in doc["questions"]] == ["Which layer does IP belong to?",
                                                         "Which protocol is connection-oriented?"]
    assert [q["id"] for q in doc["questions"]] == ["q1", "q2"] and answers(doc) == ["B", "B"]
