"""Aiken as real exports write it: blank lines, `Answer:` in any case, `A)` labels, trailing
spaces, CRLF; what cannot be read is said at its line and written for the user to fix."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.helpers import run
from tests.test_import import HERE, answers, imported, load, texts


def aiken(tmp_path: Path, text: str | bytes) -> tuple[Path, dict[str, Any], str, int]:
    source = tmp_path / "a.txt"
    if isinstance(text, bytes):
        source.write_bytes(text)
        dest, result = imported(tmp_path, source, "--format", "aiken")
    else:
        dest, result = imported(tmp_path, source, "--format", "aiken", text=text)
    return dest, (load(dest) if dest.exists() else {}), result.stderr, result.exit_code


def test_what_real_exports_do(tmp_path: Path) -> None:
    text = ("What is 2 + 2?   \n\nA) 3  \nb) 4\n\nC) 5\nanswer:  B  \n\n\n"
            "Which is a colour?\nA. Red\nB. Loud\nAnswer: a\n")
    _, doc, err, code = aiken(tmp_path, text.replace("\n", "\r\n").encode("utf-8"))
    assert code == 0, err
    assert texts(doc) == [["3", "4", "5"], ["Red", "Loud"]] and answers(doc) == ["B", "A"]
    assert [q["question"] for q in doc["questions"]] == ["What is 2 + 2?", "Which is a colour?"]
    assert "warning" not in err


def test_a_wrapped_choice_continues_on_an_indented_line(tmp_path: Path) -> None:
    _, doc, _, code = aiken(tmp_path, "Which?\nA. a long\n   choice\nB. short\nANSWER: A\n")
    assert code == 0 and texts(doc) == [["a long choice", "short"]]


def test_an_answer_that_is_not_a_letter_is_written_as_it_is_and_said(tmp_path: Path) -> None:
    dest, doc, err, code = aiken(tmp_path, "First?\nA) 1\nB) 2\nANSWER: 3\n\nSecond?\nA) x\nB) y\nANSWER: B\n")
    assert code == 1                                  # needs attention, but written
    assert answers(doc) == ["3", "B"]
    assert "a.txt:4:9: warning: ANSWER must be a letter, not '3'; written as it is" in err
    check = run("check", dest)
    assert check.exit_code == 1 and "`answer` must be a letter A to B, not '3'" in check.stderr


def test_an_answer_naming_no_choice_is_written_as_it_is(tmp_path: Path) -> None:
    dest, doc, err, code = aiken(tmp_path, "What is 1 + 1?\nA. 1\nB. 2\nANSWER: E\n")
    assert code == 1 and answers(doc) == ["E"]
    assert "a.txt:4:9: warning: ANSWER E names no choice; the question has 2; written as it is" in err
    assert "names no choice" in run("check", dest).stderr


def test_paragraphs_without_choices_are_not_used_and_said(tmp_path: Path) -> None:
    dest, result = imported(tmp_path, tmp_path / "b.txt", "--format", "aiken",
                            text="Quiz title\n\nWhich?\nA. x\nB. y\nANSWER: A\n\nTrailing notes\n")
    assert result.exit_code == 0
    assert "b.txt:1:1: warning: text without choices (line 1); not used" in result.stderr
    assert "b.txt:8:1: warning: text without choices (line 8); not used" in result.stderr
    assert "lines not used: 1, 8" in result.stdout
    assert [q["question"] for q in load(dest)["questions"]] == ["Which?"]


def test_a_missing_answer_line_ends_the_question_at_the_next_one(tmp_path: Path) -> None:
    _, doc, err, _ = aiken(tmp_path, "One?\nA. a\nB. b\nTwo?\nA. c\nB. d\nANSWER: B\n")
    assert [q["question"] for q in doc["questions"]] == ["One?", "Two?"] and answers(doc) == [None, "B"]
    assert "a.txt:1:1: warning: this question has no `ANSWER:` line before the next one" in err


def test_letters_out_of_order_and_placeholders_are_said(tmp_path: Path) -> None:
    _, doc, err, _ = aiken(tmp_path, "Which?\nA. a\nC. c\nD. N/A\nANSWER: A\n")
    assert texts(doc) == [["a", "c", "N/A"]]
    assert "a.txt:3:1: warning: choice C comes where B was expected" in err
    assert "a.txt:4:4: warning: choice C is 'N/A': a placeholder, not a choice?" in err


def test_the_repository_bad_answer_file_is_written_and_needs_attention(tmp_path: Path) -> None:
    dest, result = imported(tmp_path, HERE / "aiken" / "bad-answer.txt")
    assert result.exit_code == 1 and answers(load(dest)) == ["E"]
    assert "bad-answer.txt:4:9: warning: ANSWER E names no choice; the question has 2" in result.stderr


def test_a_question_number_becomes_the_id(tmp_path: Path) -> None:
    _, doc, _, _ = aiken(tmp_path, "17090 - Is this first?\nA. no\nB. yes\nANSWER: B\n\n"
                                   "2 - 1 = ?\nA. 1\nB. 0\nANSWER: A\n\nQ7) Why?\nA. x\nB. y\nANSWER: A\n")
    assert [q["question"] for q in doc["questions"]] == ["Is this first?", "2 - 1 = ?", "Why?"]
    assert [q["id"] for q in doc["questions"]] == ["q17090", "q2", "q7"]


def test_an_explanation_line_after_the_answer(tmp_path: Path) -> None:
    _, doc, err, code = aiken(tmp_path, "Which?\nA. x\nB. y\nANSWER: B\nExplanation: y, because.\n"
                                        "Next?\nA. p\nB. q\nANSWER: A\n")
    assert code == 0 and "warning" not in err
    assert doc["questions"][0]["explanation"] == "y, because." and "explanation" not in doc["questions"][1]
    assert [q["question"] for q in doc["questions"]] == ["Which?", "Next?"]


def test_moodles_error_fixture_reads_as_moodle_reads_it(tmp_path: Path) -> None:
    # moodle/moodle question/format/aiken/tests/fixtures/aiken_errors.txt (its test: two good questions,
    # the second with no space after `A)`; one answer is too few)
    text = ("A question with too few answers\nA) Only answer\nANSWER: A\n\nA) Question not started\n\n"
            "ANSWER: Question not started\n\nA good question\nA) Correct\nB) Incorrect\nANSWER: A\n\n"
            "A second good question\nA)Incorrect (No space)\nB)Correct (No space)\nANSWER: B")
    _, doc, err, code = aiken(tmp_path, text)
    assert code == 1
    good = [q for q in doc["questions"] if "good" in q["question"]]
    assert [q["question"] for q in good] == ["A good question", "A second good question"]
    assert texts({"questions": good}) == [["Correct", "Incorrect"], ["Incorrect (No space)", "Correct (No space)"]]
    assert answers({"questions": good}) == ["A", "B"]
    assert "a.txt:1:1: warning: this question has 1 choice: Moodle refuses it (two or more); written as it is" in err


def test_a_question_starting_like_a_label_is_no_choice(tmp_path: Path) -> None:
    _, doc, _, code = aiken(tmp_path, "A.I. stands for?\nA) Artificial intelligence\nB) Apple Inc.\nANSWER: A\n")
    assert code == 0 and doc["questions"][0]["question"] == "A.I. stands for?"
    assert texts(doc) == [["Artificial intelligence", "Apple Inc."]]


def test_answer_lines_with_the_choices_text_or_a_longer_name(tmp_path: Path) -> None:
    text = ("Capital?\nA) Rome\nB) Paris\nANSWER: B) Paris\n\nLargest?\nA. Asia\nB. Europe\nCorrect answer: A\n\n"
            "Smallest?\nA. Vatican\nB. Monaco\nANSWER: B) Vatican\n")
    _, doc, err, code = aiken(tmp_path, text)
    assert answers(doc)[:2] == ["B", "A"]
    assert code == 1 and "a.txt:14:9: warning: ANSWER must be a letter, not 'B) Vatican'" in err   # text disagrees


def test_aiken_like_files_whose_labels_are_bare_capitals(tmp_path: Path) -> None:
    """A generator's input: "A text" labels, section titles, a question that starts with the word "A",
    a choice wrapped onto an unlabelled line, a blank line before ANSWER; found by content (.txt)."""
    source = tmp_path / "civile.txt"
    source.write_text(
        "PARTE I\n\nCAP. I\nIl Codice civile prevede:\nA sei libri\nB otto libri\nC quattro libri\nANSWER: A\n"
        "Che cos'è il rapporto giuridico?\nA Una relazione\nB Una relazione che\nassume rilevanza\nC Nessuna\n"
        "\nANSWER: B\n\nCAP.II\n\nA norma del codice, i crediti producono interessi?\nA Sì\nB No\nANSWER: A\n"
        "La prescrizione è:\nA un modo di estinzione\nB un contratto\nANSWER: A\n"
        "Se il coniuge concorre:\nA due terzi B la metà\nC un terzo\nANSWER: A\n", encoding="utf-8")
    dest, result = imported(tmp_path, source)
    doc = load(dest)
    assert "(Aiken)" in result.stdout
    qs = doc["questions"]
    assert [q["question"] for q in qs[:3]] == ["Il Codice civile prevede:", "Che cos'è il rapporto giuridico?",
                                               "A norma del codice, i crediti producono interessi?"]
    assert texts(doc)[:3] == [["sei libri", "otto libri", "quattro libri"],
                              ["Una relazione", "Una relazione che assume rilevanza", "Nessuna"], ["Sì", "No"]]
    assert answers(doc)[:3] == ["A", "B", "A"]
    # two choices on one line: not guessed, said at the question
    assert "civile.txt:27:1: warning: this question has 0 choices" in result.stderr
