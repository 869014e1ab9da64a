"""Session 16's sheet and GIFT shapes (issue 17), each read as a shape and said where unsure: a column of
letters with one cell that writes a word before its letter; a row of symbols whose dashes are a choice; a
header with an empty name that shifts the names after it; questions numbered ``1-`` glued to their text; a
question cell packing the question and its choices joined by ``&``; a wrong-answers column joined by ``|``
in some rows only; an unquoted delimiter followed by a space inside a question; an answer written as a
choice's initials. GIFT: code spans and markers stuck to text on answers written on one line, braces in
a question's text where the file opens its answers alike, an HTML character reference's ``#``, a ``#``
with no feedback after it, answers lettered as the author lettered them, a ``~~~`` model answer, and a
multiple-choice question of one answer (Moodle refuses it)."""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.arbiter import Reading, _best, _doubts
from quizdeck.importers.base import Source
from quizdeck.importers.fit import Fit
from quizdeck.importers.formats import Format
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.layout import LayoutReader
from tests.conftest import saved
from tests.test_import import answers, texts
from tests.test_import_gift import gift


def test_a_letter_column_with_a_word_before_one_letter_reads_that_letter_and_says_so(tmp_path: Path) -> None:
    rows = ["Maths|What is 2+2?|4|5|6|A", "Maths|What is 3+3?|5|6|7|B", "Art|Who painted it?|Mucha|Klimt|Monet|C",
            "Art|Which colour?|Red|Blue|Green|A", "Maths|What is 1+1?|2|3|4|Right: A",
            "Code|Which starts a comment in SQL?|//|#|--|C", "Maths|What is 5-1?|3|4|5|B",
            "Art|Which style?|Nouveau|Gothic|Baroque|A", "Maths|What is 9/3?|1|2|3|C",
            "Maths|What is 2*3?|6|5|8|A", "Maths|What is 7-2?|4|5|6|B"]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode(), name="quiz.txt")
    assert code == 0, err
    assert answers(doc) == ["A", "B", "C", "A", "A", "C", "B", "A", "C", "A", "B"]
    assert texts(doc)[4] == ["2", "3", "4"] and texts(doc)[5] == ["//", "#", "--"]
    assert "quiz.txt:5:1: warning: row 5: the answer 'Right: A' has words before its letter" in err


def test_an_empty_name_in_the_header_over_narrower_rows_is_a_stray_delimiter(tmp_path: Path) -> None:
    text = ("Pergunta;Resposta1;Resposta2;;Resposta3;Resposta4;Correta\n"
            "1-Qual é a capital da França?;Berlim;Tokyo;Paris;Estocolmo;Paris\n"
            "2-Qual é a raiz de 144?;11;12;13;14;12\n"
            "3-Quem criou a Apple?;Bill Gates;Bill Doors;Bill Wall;Steve Jobs;Steve Jobs\n"
            "4-Qual empresa tem o Sonic?;Muda;Sega;Surda;Louca;Sega\n")
    doc, err, code, _ = saved(tmp_path, text.encode(), name="q.csv")
    assert code == 0, err
    assert answers(doc) == ["C", "B", "D", "B"]
    assert texts(doc)[0] == ["Berlim", "Tokyo", "Paris", "Estocolmo"]
    assert [q["question"] for q in doc["questions"]][:2] == ["Qual é a capital da França?", "Qual é a raiz de 144?"]
    assert "q.csv:1:1: warning: the header row has 7 names, 1 of them empty (column 4), where its rows have 6" in err


def test_a_question_cell_packing_its_choices_with_an_ampersand_is_read_so(tmp_path: Path) -> None:
    text = ("题目,类别,答案,分数\n"
            "包括()&组织&检查&制度&意识,1,组织&制度,5\n"
            "措施包括()&法规&管理&建设&培训,1,法规,5\n"
            "目标是()&实体&运行&信息&人员,0,信息,5\n"
            "网络是安全的,2,1,5\n"
            "方法有哪些？&光盘&U 盘&工具&网络,1,光盘&工具&网络,5\n")
    doc, err, code, _ = saved(tmp_path, text.encode(), name="tiku.csv")
    assert code == 0, err
    assert texts(doc) == [["组织", "检查", "制度", "意识"], ["法规", "管理", "建设", "培训"],
                          ["实体", "运行", "信息", "人员"], ["光盘", "U 盘", "工具", "网络"]]
    assert answers(doc) == [["A", "C"], "A", "C", ["A", "C", "D"]]
    assert doc["questions"][0]["question"] == "包括()"
    assert "tiku.csv:1:1: warning: column '题目' holds each question and its choices, joined by '&'" in err
    assert "tiku.csv:5:1: warning: 1 row (lines 5) hold no choices joined by '&'" in err


def test_wrong_answers_joined_by_a_bar_in_some_rows_are_split(tmp_path: Path) -> None:
    rows = ["id;question;answer;other_answers"]
    for k in range(12):
        wrong = f"No {k}| Maybe {k}" if k % 4 == 0 else f"No {k}"
        rows.append(f"{k + 1};Does rule {k} hold?;Yes {k};{wrong}")
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode(), name="q.csv")
    assert code == 0, err
    assert texts(doc)[0] == ["Yes 0", "No 0", "Maybe 0"] and texts(doc)[1] == ["Yes 1", "No 1"]
    assert answers(doc) == ["A"] * 12
    assert "column 'other_answers' holds several wrong answers in each cell, split at '|'" in err


def test_an_unquoted_comma_followed_by_a_space_in_a_question_is_text(tmp_path: Path) -> None:
    rows = ["level,question,a,b,c,correct,note", "easy,What layer routes?,L1,L2,L3,C,Layer 3.",
            "easy,If the address differs, what happens?,Replies,Ignores,Crashes,B,It ignores.",
            *(f"hard,Which is switch layer {k}?,L1,L2,L3,B,Layer 2." for k in range(8))]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode(), name="q.csv")
    assert code == 0, err
    assert doc["questions"][1]["question"] == "If the address differs, what happens?"
    assert texts(doc)[1] == ["Replies", "Ignores", "Crashes"] and answers(doc) == ["C", "B", *["B"] * 8]
    assert "q.csv:3:1: warning: row 3 has 8 cells where the header has 7: the `,` followed by a space" in err


def test_an_answer_that_is_a_choices_initials_names_it_and_is_said(tmp_path: Path) -> None:
    rows = ["question;A;B;C;answer", "Capital?;Paris;Rome;Oslo;Paris", "Team?;Lions;Wybrzeże Kości Sł.;Eagles;WKS",
            "Sea?;Morza Czarnego;Bałtyk;Adriatyk;Bałtyk", "Planet?;Mars;Venus;Earth;Mars",
            "River?;Wisła;Odra;Warta;Odra", "Mountain?;Rysy;Śnieżka;Babia;Rysy"]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode(), name="q.csv")
    assert code == 0, err
    assert answers(doc)[1] == "B"
    assert "q.csv:3:1: warning: row 3: the answer 'WKS' is the initials of choice B's words" in err


def test_gift_markers_inside_code_spans_or_stuck_to_text_on_one_line_are_text(tmp_path: Path) -> None:
    text = ("Which operator means not equal?{~`&lt;&gt;` ~`~` ~`==!` =`!==`}\n\n"
            "Which line is missing?{~`a==b;` ~return a===b; =return a==b; ~return a!=b;}\n\n"
            "Which is an arrow?{=`(a) =&gt; c` ~`a, b =&gt; &#123;return c;&#125;` ~`a b`}\n")
    doc, err, _ = gift(tmp_path, text)
    assert texts(doc) == [["`&lt;&gt;`", "`~`", "`==!`", "`!==`"],
                          ["`a==b;`", "return a===b;", "return a==b;", "return a!=b;"],
                          ["`(a) =&gt; c`", "`a, b =&gt; &#123;return c;&#125;`", "`a b`"]]
    assert answers(doc) == ["D", "C", "A"]
    assert "q.gift:1:47: warning: `~` inside a code span (`…`) ('&lt;&gt;` ~`~` ~`==!' and 4 more)" in err
    assert "stuck to the text before it, where this line's answers each start after a space" in err
    # a marker doubled at an answer's start (`~=x`, `~~x`) stays Moodle's: an empty answer, then `x`
    (tmp_path / "doubled").mkdir()
    doc, err, _ = gift(tmp_path / "doubled", "Which?{\n~=He did.\n~She did.\n~~They did.\n}\n")
    assert texts(doc) == [["He did.", "She did.", "They did."]] and answers(doc) == ["A"]
    assert "stuck to the text before it" not in err and "warning: `=` inside an answer's text" not in err


def test_gift_braces_in_a_question_text_are_text_where_the_file_opens_its_answers_alike(tmp_path: Path) -> None:
    text = ("::1::What does this policy do? { 'Effect': 'Allow' }{\n\t=Allows\n\t~Denies\n}\n\n"
            "::2::Which is right?{\n\t=greater or equal (>=) to it\n\t~less\n}\n\n"
            "::3::Which wildcard?{\n\t~hash tag (#).\n\t=star (*).\n}\n\n"
            "::4::Which one?{\n\t=yes\n\t~no\n}\n")
    doc, err, _ = gift(tmp_path, text)
    assert doc["questions"][0]["question"] == "What does this policy do? { 'Effect': 'Allow' }"
    assert texts(doc) == [["Allows", "Denies"], ["greater or equal (>=) to it", "less"],
                          ["hash tag (#).", "star (*)."], ["yes", "no"]]
    assert answers(doc) == ["A", "A", "B", "A"]
    assert "q.gift:1:1: warning: `{` or `}` in a question's text above its answers" in err
    assert "warning: `#` in an answer with no feedback after it: read as text" in err


def test_gift_braces_of_code_above_a_brace_alone_on_its_line_are_text(tmp_path: Path) -> None:
    text = ("::1::What is wrong here?\nfunction f($x){\n    return $x;\n}\n{\n   =B) naming\n   ~A) syntax\n"
            "   ~C) return\n}\n\n::2::Which way?\n{\n   =в) third\n   ~а) first\n   ~б) second\n}\n\n"
            "::3::Write the code.\n{\n   ~~~<form>\n<input>\n</form>\n}\n\n::4::Pick one.\n{\n   ~only\n}\n\n"
            "::5::And this?\n{\n   =yes\n   ~no\n}\n")
    doc, err, _ = gift(tmp_path, text)
    assert [q["question"] for q in doc["questions"]] == [
        "What is wrong here?\nfunction f($x){\n    return $x;\n}", "Which way?", "And this?"]
    assert texts(doc) == [["naming", "syntax", "return"], ["third", "first", "second"], ["yes", "no"]]
    assert answers(doc) == ["A", "A", "A"]
    assert "is an essay question; skipped" in err
    assert "Moodle refuses a multiple-choice question with 1 answer (it needs two or more); skipped" in err


def _reading(name: str, questions: int, answered: int, used: float, score_lines: int = 100) -> Reading:
    """A reading of ``questions`` well-shaped questions, ``answered`` of them answered, ``used`` of the lines."""
    deck = ImportedDeck(name="q", key="q", origin="q.txt")
    for k in range(questions):
        q = ImportedQuestion(Pos("q.txt", 3 * k + 1, 1), f"Question {k}?",
                             [ImportedChoice("yes"), ImportedChoice("no")])
        if k < answered:
            q.set_answer([0])
        deck.questions.append(q)
    lost = round(score_lines * (1 - used))
    fit = Fit(questions=questions, shaped=1.0, used=used, answered=answered / questions, numbered=0, steady=1.0,
              clean=1.0, unused_lines=lost, misplaced=0, lines=score_lines)
    return Reading(Format(name, name, (), LayoutReader), deck, Diagnostics(), fit)


def test_a_reading_that_fits_far_better_wins_over_a_few_answers_read_by_accident() -> None:
    first = _reading("text", 100, 8, 0.75)        # a few lines happened to read as answers
    layout = _reading("layout", 160, 0, 0.97)     # every line read, the file gives no answers
    assert _best([first, layout]) is layout
    said = _doubts(layout, first, layout, [first, layout], Source("q.txt", "q.txt", "x\n" * 300), given=False)
    assert said[0].message.startswith("not sure: read as layout: 160 questions, 0 with answers, as it fits the file "
                                      "far better; read as text: 100 questions, 8 with answers: the answers of "
                                      "those 8 left out") and said[0].pos.line == 1
    # a reading whose answers are the file's convention is not given up for a better shape alone
    answering = _reading("text", 100, 60, 0.75)
    assert _best([answering, layout]) is answering
    # nor for a shape only a little better, or one that uses no more lines
    assert _best([first, _reading("layout", 100, 0, 0.78)]) is first


def test_a_choices_cell_is_split_by_the_bar_its_column_uses_where_it_holds_the_other_too(tmp_path: Path) -> None:
    """Choices joined by ``|`` in a column, one of whose choices holds a ``;`` in a sentence: split by ``|``
    as the other cells are (it was split by ``;``, the more frequent in that one cell, with no warning)."""
    rows = ['Question,Choices,Correct',
            '"What is labelled data?","It has no labels; it is raw.|It has labels; they name the output.|It is'
            ' tagged; for meaning.",B',
            '"Which is a fruit?","Apple|Carrot|Leek",A', '"Which is a colour?","Table|Red|Chair|Road",B',
            '"Which is a city?","Paris|River|Hill",A', '"Which is a number?","Seven|Blue|Tree",A']
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode(), name="quiz.csv")
    assert code == 0, err
    assert texts(doc)[0] == ["It has no labels; it is raw.", "It has labels; they name the output.",
                             "It is tagged; for meaning."]
    assert answers(doc)[0] == "B" and texts(doc)[2] == ["Table", "Red", "Chair", "Road"]
