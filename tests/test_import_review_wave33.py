"""A second look at session 33's csv33 landing (review33): its rules on shapes they were not written for.

* a fence of labelled lines ending with a line that names one of them (``Output: B``), followed by the question's
  own labelled choices: the code the question shows, not its choices (``mdfencedchoices``);
* a fence's last line naming code after its colon (``Output: a.upper()``) is no answer line (``a.``);
* a sheet whose rows mark one choice each with ``*`` where a row's code choices start with ``*`` too (``*y``):
  both read as right, said (``csvinfer.Mark.one``, ``csvtable``);
* an answer column of two letters that are a language's verdict initials (``a``/``n``: ano/ne) where the rows with
  choices answer in the same column: the letters are the choices' labels, the rows without choices no verdicts
  written in that language (``csvletters`` through ``csvtable``).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.mdfencedchoices import rewritten
from tests.conftest import read_said, rows_of


def _code_page() -> str:
    parts = ["# Python quiz", ""]
    for n in range(1, 5):
        parts += [f"{n}. What does this print?", "", "```", "A) x = 1", "B) x = 2", "C) print(x)", "Output: B", "```",
                  "", "- A) 1", "- B) 2", "- C) error", "", "Answer: C", ""]
    return "\n".join(parts)


def test_a_fence_of_labelled_lines_above_the_question_s_own_choices_is_code(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _code_page(), "quiz.md")
    rows = rows_of(deck)
    assert len(rows) == 4, said
    for text, choices, answer in rows:
        assert "Output: B" in text and "A) x = 1" in text, said
        assert (choices, answer) == (["1", "2", "error"], [2]), said


def test_a_fence_s_last_line_naming_code_after_its_colon_is_no_answer_line() -> None:
    # "a.upper()" starts with a letter and a dot: a name in code, not the label "a." of the answer
    block = ["```", "a) print('hello')", "b) echo hello", "c) say hello", "Output: a.upper()", "```", ""]
    assert rewritten(block * 3) is None
    keyed = ["```", "a) print('hello')", "b) echo hello", "c) say hello", "Answer: a.", "```", ""]
    assert rewritten(keyed * 3) is not None


_POINTERS = [("Which declares a pointer to int?", "*int *p;", "int p;", "int &p;", "ptr p;"),
             ("Which gives the address of x?", "*&x", "*y", "x", "#x"),
             ("Which frees memory from malloc?", "*free(p)", "delete p", "del p", "drop(p)"),
             ("Which allocates one int?", "*malloc(sizeof(int))", "new", "alloc(int)", "calloc"),
             ("Which compares two pointers?", "*p == q", "p = q", "p := q", "p === q"),
             ("Which increments the pointee?", "*(*p)++", "p++", "&p++", "p+"),
             ("Size of a pointer on 64-bit?", "*8 bytes", "4 bytes", "2 bytes", "16 bytes"),
             ("Which is the null pointer in C++11?", "*nullptr", "NULL0", "0x", "void"),
             ("Which reads an int?", "*scanf", "gets", "read", "cin"),
             ("Which writes an int?", "*printf", "puts", "write", "cout"),
             ("Which declares a const pointer?", "*int *const p;", "const p;", "int const;", "p const int;")]


def test_a_row_with_two_choices_carrying_the_one_right_choice_s_mark_is_said(tmp_path: Path) -> None:
    text = "Question,A,B,C,D\n" + "".join(",".join(r) + "\n" for r in _POINTERS)
    deck, said = read_said(tmp_path, text, "pointers.csv")
    rows = rows_of(deck)
    assert len(rows) == len(_POINTERS), said
    assert rows[0] == (_POINTERS[0][0], ["int *p;", "int p;", "int &p;", "ptr p;"], [0]), said
    assert any(":3:1: warning: row 3 has 2 choices carrying the mark '*'" in s for s in said), said
    assert sum("choices carrying the mark" in s for s in said) == 1, said


_STATEMENTS = [f"Statement {k} of the quiz is long enough to be judged here" for k in range(1, 13)]
_KEYS = "anna" "nana" "anan"


def test_verdict_initials_are_not_read_where_rows_with_choices_answer_in_the_column(tmp_path: Path) -> None:
    lines = ["Question;A;B;C;Answer"]
    for k, (s, key) in enumerate(zip(_STATEMENTS, _KEYS, strict=True)):
        lines.append(f"{s};Alpha;Nu;Beta;{key}" if k % 2 == 0 else f"{s};;;;{key}")
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "mixed.csv")
    assert not any("Ano" in choices for _, choices, _ in rows_of(deck)), said
