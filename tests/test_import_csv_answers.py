"""Spreadsheets of real banks (issue 17): how the answer is given is read from the sheet's
own rows, and what is read is said at the header's line when the sheet does not make it certain."""

from __future__ import annotations

from pathlib import Path

from tests.test_import import answers, texts
from tests.test_import_csv import sheet


def test_a_right_answer_column_before_the_choices_is_the_first_choice(tmp_path: Path) -> None:
    _, doc, err, code = sheet(tmp_path, "Frage,Richtige,Antwort1,Antwort2,Antwort3\n"
                                        "Wie viele Beine hat eine Spinne?,8,6,10,12\n"
                                        "Hauptstadt von Italien?,Rom,Madrid,Athen,Paris\n"
                                        "Was ergibt 12 geteilt durch 3?,4,3,2,6\n")
    assert code == 0, err
    assert texts(doc) == [["8", "6", "10", "12"], ["Rom", "Madrid", "Athen", "Paris"], ["4", "3", "2", "6"]]
    assert answers(doc) == ["A", "A", "A"]
    assert "s.csv:1:1: warning: column 'Richtige' comes before the choices and its cells name none of them" in err


def test_an_answer_column_that_names_choices_stays_one(tmp_path: Path) -> None:
    _, doc, err, code = sheet(tmp_path, "Question,Answer,A,B,C\nOne?,B,x,y,z\nTwo?,C,x,y,z\n")
    assert code == 0, err
    assert texts(doc) == [["x", "y", "z"]] * 2 and answers(doc) == ["B", "C"]
    assert "warning" not in err


def test_choice_numbers_count_from_0_when_a_0_is_among_them(tmp_path: Path) -> None:
    _, doc, err, code = sheet(tmp_path, "pergunta,opcao_a,opcao_b,opcao_c,correta\n"
                                        "\"1. Um?\",a,b,c,1\n\"2. Dois?\",a,b,c,0\n\"3. Tres?\",a,b,c,2\n")
    assert code == 0, err
    assert answers(doc) == ["B", "A", "C"]
    assert [q["question"] for q in doc["questions"]] == ["Um?", "Dois?", "Tres?"]   # the running numbers go
    assert "s.csv:1:1: warning: column 'correta' counts the choices from 0 (a 0 is among its numbers)" in err


def test_choice_numbers_count_from_0_when_the_feedback_names_the_letter_so(tmp_path: Path) -> None:
    rows = "".join(f"Q{n}?,a,b,c,d,{k},A resposta correta é a letra {'abcd'[k]}.\n"
                   for n, k in enumerate([1, 2, 1, 2], start=1))
    _, doc, err, code = sheet(tmp_path, "pergunta,opcao_a,opcao_b,opcao_c,opcao_d,correta,feedback\n" + rows)
    assert code == 0, err
    assert answers(doc) == ["B", "C", "B", "C"]
    assert "warning: column 'correta' counts the choices from 0: the rows' other cells name the right letter" in err


def test_choice_numbers_that_may_count_either_way_are_said(tmp_path: Path) -> None:
    _, doc, err, code = sheet(tmp_path, "Question,A,B,C,D,Answer\nOne?,w,x,y,z,1\nTwo?,w,x,y,z,2\n")
    assert code == 0, err
    assert answers(doc) == ["A", "B"]
    assert "s.csv:1:1: warning: not sure whether the numbers of column 'Answer' (1 to 2, for 4 choices) count the " \
           "choices from 0 or from 1" in err
    _, doc, err, _ = sheet(tmp_path, "Question,A,B,C,Answer\nOne?,x,y,z,3\nTwo?,x,y,z,2\n", name="t.csv")
    assert answers(doc) == ["C", "B"] and "warning" not in err   # a 3 of 3 choices: from 1, surely


def test_columns_one_word_counts_are_the_choices(tmp_path: Path) -> None:
    _, doc, err, code = sheet(tmp_path, "id,pytanie,ilustracja,odpa,odpb,odpc\n1,Jak?,,x,y,z\n2,Gdzie?,,u,v,w\n")
    assert texts(doc) == [["x", "y", "z"], ["u", "v", "w"]]
    assert "answer" not in doc["questions"][0]                     # the sheet gives none: never guessed
    assert "s.csv:1:1: warning: no column of the header row names the right answers" in err
    assert err.count("warning") == 1 and code == 0


def test_json_lists_in_cells_and_a_title_column(tmp_path: Path) -> None:
    _, doc, err, code = sheet(tmp_path, 'answer,title,type,analysis,options\n'
                                        '"[""B""]",比特币的创始人是：,SC,,"[""山本聪"",""中本聪 "",""李笑来""]"\n'
                                        '"[""A"",""C""]",多选：,MC,因为,"[""a"",""b"",""c""]"\n')
    assert code == 0, err
    assert [q["question"] for q in doc["questions"]] == ["比特币的创始人是：", "多选："]
    assert texts(doc) == [["山本聪", "中本聪", "李笑来"], ["a", "b", "c"]]
    assert answers(doc) == ["B", ["A", "C"]]
    assert doc["questions"][1]["explanation"] == "因为"


def test_spaces_after_the_delimiter_do_not_unquote_a_cell(tmp_path: Path) -> None:
    _, doc, err, code = sheet(tmp_path, 'Question,A,B,C,Answer\n"Co, czy?", "x, y", "z", "w", B\n')
    assert code == 0, err
    assert doc["questions"][0]["question"] == "Co, czy?"
    assert texts(doc) == [["x, y", "z", "w"]] and answers(doc) == ["B"]


def test_true_false_rows_in_chinese_words_and_an_answer_cell_with_more_lines(tmp_path: Path) -> None:
    _, doc, err, code = sheet(tmp_path, "题型,题目,选项A,选项B,选项C,答案\n判断题,中国大吗？,,,,对\n"
                                        "单选题,哪个？,甲,乙,丙,\"B\n答案解析：\nB\n2.下一题\"\n")
    assert code == 0, err
    assert texts(doc) == [["对", "错"], ["甲", "乙", "丙"]] and answers(doc) == ["A", "B"]
    assert "s.csv:3:1: warning: row 3: the answer cell has more lines after its answer 'B'" in err
