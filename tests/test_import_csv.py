"""Spreadsheets: nothing lost for one bad row, placeholder cells are not choices, separators
inside code or quotes do not split, every row at its line."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

from tests.helpers import run
from tests.test_import import HERE, answers, imported, load, texts


def sheet(tmp_path: Path, text: str, name: str = "s.csv") -> tuple[Path, dict[str, Any], str, int]:
    dest, result = imported(tmp_path, tmp_path / name, text=text)
    return dest, (load(dest) if dest.exists() else {}), result.stderr, result.exit_code


def test_placeholder_cells_are_not_choices(tmp_path: Path) -> None:
    source = tmp_path / "na.tsv"
    shutil.copy(HERE / "csv" / "na.tsv", source)
    dest, result = imported(tmp_path, source)
    assert result.exit_code == 0, result.output
    doc = load(dest)
    assert texts(doc) == [["White team", "Purple team", "Red team", "Blue team"]] and answers(doc) == ["A"]
    assert "warning" not in result.stderr
    assert run("check", dest).exit_code == 0


def test_placeholders_in_the_middle_move_the_answer_with_the_choices(tmp_path: Path) -> None:
    _, doc, err, code = sheet(tmp_path, "Question,A,B,C,D,E,Answer\nQ1?,x,N/A,y,—,-,C\nQ2?,x,,y,none,,A\n"
                                        "Q3?,x,None,y,,,A\nQ4?,x,y,N/A,,,C\n")
    assert texts(doc) == [["x", "y"], ["x", "y"], ["x", "None", "y"], ["x", "y", "N/A"]]
    assert answers(doc) == ["B", "A", "A", "C"]
    assert "s.csv:2:1: warning: row 2: choice B is 'N/A', not a choice; the choices after it move up" in err
    assert "s.csv:3:1: warning: row 3: choice B is empty, not a choice; the choices after it move up" in err
    assert "s.csv:3:1: warning: row 3: 'none' after the last choice is taken for an empty cell" in err
    assert "s.csv:4:" not in err                            # `None` between choices is a choice
    assert "s.csv:5:1: warning: row 5: the answer names C, whose cell is 'N/A'; written as a choice" in err
    assert code == 1


def test_a_bad_row_is_written_as_it_is_and_the_others_are_imported(tmp_path: Path) -> None:
    rows = "".join(f"Q{n}?,a,b,c,{'ABC'[n % 3]}\n" for n in range(1, 80))
    dest, doc, err, code = sheet(tmp_path, "Question,A,B,C,Answer\n" + rows.replace("Q7?,a,b,c,B", "Q7?,a,b,c,E")
                                 .replace("Q9?,a,b,c,A", "Q9?,a,b,c,Paris"))
    assert code == 1                                     # something needs attention ...
    assert len(doc["questions"]) == 79                    # ... and nothing was lost
    assert "s.csv:8:1: warning: row 8: the answer 'E' names no choice; the question has 3 (A to C); written as it is" \
        in err
    assert "s.csv:10:1: warning: row 10: cannot tell which choice the answer 'Paris' names" in err
    assert "needs attention: 2 parts of the sources could not be read" in err
    assert answers(doc)[6] == "E" and answers(doc)[8] == "Paris" and answers(doc)[7] == "C"
    check = run("check", dest)                            # check shows the row at its place
    assert check.exit_code == 1
    line = dest.read_text(encoding="utf-8").splitlines().index("    answer: E") + 1
    assert re.search(rf"s\.yaml:{line}:\d+: error: .*\bE\b", check.stderr), check.stderr
    assert "not 'Paris'" in check.stderr
    assert len([e for e in check.stderr.splitlines() if ": error: " in e]) == 2


def test_a_row_with_more_cells_than_the_header_is_reported(tmp_path: Path) -> None:
    _, doc, err, code = sheet(tmp_path, "Question,A,B,Answer\nWhat is 1,5 + 1?,2.5,3,A\nFine?,a,b,B\n")
    assert code == 1 and len(doc["questions"]) == 2
    assert "s.csv:2:1: warning: row 2 has 5 cells where the header has 4 (a `,` in a cell that is not quoted?)" \
        in err
    assert answers(doc)[1] == "B"


def test_an_unclosed_quote_loses_no_row(tmp_path: Path) -> None:
    _, doc, err, code = sheet(tmp_path, "Question,A,B,Answer\n\"Broken?,a,b,A\nTwo?,c,d,B\nThree?,e,f,A\n"
                                        "Four?,g,h,B\n")
    assert [q["question"] for q in doc["questions"]][1:] == ["Two?", "Three?", "Four?"]
    assert answers(doc)[1:] == ["B", "A", "B"]
    assert "s.csv:2:1: warning: this row's quote `\"` is not closed where the row ends: it ran on to line 5" in err
    assert code == 1


def test_separators_inside_code_or_quotes_do_not_split(tmp_path: Path) -> None:
    _, doc, err, code = sheet(tmp_path, "question\tchoices\tanswer\n"
                                        "Which pipes?\t`ls | wc`; `ps | grep x`; none of these\tA\n"
                                        "Which is a shell?\tbash; \"a | b\"; zsh | fish\t1\n"
                                        "Semicolons win?\tcat a | grep b; ls; pwd\tC\n", name="s.tsv")
    assert code == 0, err
    assert texts(doc) == [["`ls | wc`", "`ps | grep x`", "none of these"], ["bash", "\"a | b\"", "zsh | fish"],
                          ["cat a | grep b", "ls", "pwd"]]


def test_multi_line_cells_keep_their_line_numbers(tmp_path: Path) -> None:
    _, doc, err, _ = sheet(tmp_path, "Question,A,B,Answer\n\"Line one\nline two?\",a,b,A\n\"Next\n\nhere?\",c,d,E\n"
                                     "Last?,e,f,\n")
    assert len(doc["questions"]) == 3
    assert "s.csv:4:1: warning: row 3: the answer 'E' names no choice" in err
    assert "s.csv:7:1: warning: row 4: the source gives no answer" in err


def test_answers_as_choice_texts_and_misspelt_headers(tmp_path: Path) -> None:
    # a column starting with "correct" is the answer; an answer equal to one choice's text is that choice
    _, doc, err, code = sheet(tmp_path, "Question Type,Question Text,Question Answers,Correct_Awnser\n"
                                        "mc,15 % 4?,\"1;3;4;0\",3\nmc,Power?,\"+;*;**;^\",**\n"
                                        "tf,True?,true;false,True\n"
                                        "mc,8 / 2?,\"4;4.0;Both;Error\",4.0\n")
    assert code == 0, err
    assert answers(doc) == ["B", "C", "A", "B"]
    assert texts(doc)[0] == ["1", "3", "4", "0"]


def test_every_row_is_accounted_for(tmp_path: Path) -> None:
    _, result = imported(tmp_path, tmp_path / "r.csv", text="Question,A,B,Answer\n\"Two\nlines?\",a,b,A\n"
                                                               "Question,A,B,Answer\nOne?,c,d,B\n")
    assert result.exit_code == 0, result.output
    assert "2 questions from" in result.stdout and "lines not used" not in result.stdout
    assert "page furniture left out: 1, 4" in result.stdout


def test_the_repository_bad_answer_sheet_is_written_and_needs_attention(tmp_path: Path) -> None:
    dest, result = imported(tmp_path, HERE / "csv" / "bad-answer.csv")
    assert result.exit_code == 1 and answers(load(dest)) == ["E"]
    assert "bad-answer.csv:2:1: warning: row 2: the answer 'E' names no choice" in result.stderr


def test_labels_every_choice_carries_are_removed(tmp_path: Path) -> None:
    _, doc, _, code = sheet(tmp_path, "Question,A,B,C,Answer\nQ?,A) x,B) y,C) z,B\nR?,A. Lincoln,Washington,x,A\n")
    assert code == 0 and texts(doc) == [["x", "y", "z"], ["A. Lincoln", "Washington", "x"]]


def test_template_shapes_title_rows_remarks_and_wrong_answer_columns(tmp_path: Path) -> None:
    # a title row above the header, remarks in the header names (Kahoot, Blooket templates)
    _, doc, err, code = sheet(tmp_path, "Quiz template,,,,\n,,,,\n"
                                        "Question - max 120 characters,Answer 1 - max 75 characters,Answer 2,"
                                        "Answer 3 (Optional),Correct answer(s) - choose at least one\n"
                                        "Sky?,green,blue,,2\nPrimes?,2,4,3,\"1,3\"\n")
    assert code == 0, err
    assert texts(doc) == [["green", "blue"], ["2", "4", "3"]] and answers(doc) == ["B", ["A", "C"]]
    # the right answer's text in its own column, the wrong ones in theirs (Gimkit)
    _, doc, err, code = sheet(tmp_path, "Question,Correct Answer,Incorrect Answer 1,Incorrect Answer 2 (Optional)\n"
                                           "Capital of France?,Paris,Lyon,\nTwo?,2,3,4\n", name="w.csv")
    assert code == 0, err
    assert texts(doc) == [["Paris", "Lyon"], ["2", "3", "4"]] and answers(doc) == ["A", "A"]


def test_rows_of_other_types_are_skipped_and_answers_named_otherwise(tmp_path: Path) -> None:
    dest, result = imported(tmp_path, tmp_path / "t.csv",
                            text="Question Text,Question Type,Option 1,Option 2,Option 3,Correct Answer,"
                                 "Answer explanation\n"
                                 "Pick?,Multiple Choice,a,b,c,Option 2,because\nAll?,Checkbox,a,b,c,AC,\n"
                                 "Say why,Open-Ended,,,,,\n")
    assert result.exit_code == 0, result.output
    doc = load(dest)
    assert answers(doc) == ["B", ["A", "C"]] and doc["questions"][0]["explanation"] == "because"
    assert "t.csv:4:1: warning: row 4 is a 'Open-Ended' question; skipped" in result.stderr
    assert "lines not used: 4" in result.stdout


def test_the_delimiter_whose_rows_show_a_header_wins(tmp_path: Path) -> None:
    # every line holds three `;` and one `,`: the guess prefers `,`; only `;` gives a header
    _, doc, err, code = sheet(tmp_path, "question;choices;answer;notes, remarks\nWhich, then?;a|b;A;x\n"
                                        "Other, now?;c|d;B;y\n")
    assert code == 0, err
    assert texts(doc) == [["a", "b"], ["c", "d"]] and answers(doc) == ["A", "B"]


def test_a_windows_1252_sheet_is_read_and_said(tmp_path: Path) -> None:
    source = tmp_path / "w.csv"
    source.write_bytes("Question,A,B,Answer\r\nCafé?,oui,non,A\r\n".encode()
                       + "Don’t – why?,x,y,B\r\n".encode("cp1252"))
    dest, result = imported(tmp_path, source)
    assert result.exit_code == 0, result.output
    assert [q["question"] for q in load(dest)["questions"]] == ["Café?", "Don’t – why?"]
    assert "w.csv:3:1: warning: not UTF-8: 1 line read as Windows-1252" in result.stderr
    # a text source from the same editor is read the same way (test_import.test_not_utf8_and_too_large)
    text = tmp_path / "w.txt"
    text.write_bytes("1. Don’t?\n - a\n - b\n".encode("cp1252"))
    assert "w.txt:1:1: warning: not UTF-8: 1 line read as Windows-1252" in imported(tmp_path, text)[1].stderr
