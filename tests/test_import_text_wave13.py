"""Plain text in the shapes session 12's held-out banks came in: questions of one line each.

A question's fields on one line, apart by a separator the file repeats (``;``, ``|``, a tab): the
choices inline and labelled in one field (``A)x B)y C)z``), or split by a token the field repeats
(``x:::y:::z``), or each in its own field; the answer a letter, a number from 0, or a choice's text;
lines of another width (a second kind of record) said and not read; prose with a few semicolons and a
Markdown table are not such records.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.arbiter import layout_format, read_as
from quizdeck.importers.base import Source
from quizdeck.importers.formats import FORMATS
from tests.conftest import QUIZ, read_said, rows_of


def _want(n: int = len(QUIZ)) -> list[tuple[str, list[str], list[int]]]:
    return [(q, c, [a]) for q, c, a in QUIZ[:n]]


def test_inline_labelled_choices_in_one_field_and_a_letter(tmp_path: Path) -> None:
    text = "".join(f"{q};" + " ".join(f"{'ABCD'[k]}){c}" for k, c in enumerate(cs)) + f";{'ABCD'[a]}\n"
                   for q, cs, a in QUIZ)
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == _want()
    assert not [s for s in said if "warning" in s or "error" in s], said


def test_a_list_split_by_a_repeated_token_and_a_number_from_0_among_other_kinds(tmp_path: Path) -> None:
    lines = [f"MC|{1 + n % 3}|{q}|{':::'.join(cs)}|{a}" for n, (q, cs, a) in enumerate(QUIZ)]
    lines[3:3] = ["TF|1|The sun is a star.|true", "TF|2|Penguins can fly.|false"]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "trivia.txt")
    assert rows_of(deck) == _want()
    assert [q.id for q in deck.questions][:2] == ["q1", "q2"]     # a level (1, 2, 3, 1…) is no id
    assert any(":4:1: warning: 2 lines not read as questions" in s and "(lines 4, 5)" in s for s in said), said


def test_choices_in_fields_of_their_own_and_the_answer_as_text_tab_separated(tmp_path: Path) -> None:
    text = "".join(f"{n + 100}\t{q}\t" + "\t".join(cs) + f"\t{cs[a]}\n" for n, (q, cs, a) in enumerate(QUIZ, 1))
    deck, _ = read_said(tmp_path, text, "fragen.txt")
    assert rows_of(deck) == _want()
    assert [q.id for q in deck.questions][:2] == ["q101", "q102"]     # a number of each line's own: its id


def test_an_unanswered_line_is_left_without_answer(tmp_path: Path) -> None:
    rows = [f"{q};" + " ".join(f"{'abcd'[k]}) {c}" for k, c in enumerate(cs)) + f";{'abcd'[a]}" for q, cs, a in QUIZ]
    rows[4] = rows[4][:rows[4].rindex(";") + 1]
    deck, _ = read_said(tmp_path, "\n".join(rows) + "\n", "quiz.txt")
    assert len(deck.questions) == len(QUIZ)
    assert deck.questions[4].answer is None
    assert [q.answer for k, q in enumerate(deck.questions) if k != 4] == [[a] for k, (_, _, a) in enumerate(QUIZ)
                                                                           if k != 4]


def test_prose_with_semicolons_is_no_records(tmp_path: Path) -> None:
    text = "".join(f"{n}. {q}\na) {cs[0]}; really\nb) {cs[1]}; maybe\nc) {cs[2]}\nd) {cs[3]}\nAnswer: {'abcd'[a]}\n\n"
                   for n, (q, cs, a) in enumerate(QUIZ, 1))
    deck, _ = read_said(tmp_path, text, "quiz.txt")
    assert len(deck.questions) == len(QUIZ)
    assert [q.answer for q in deck.questions] == [[a] for _, _, a in QUIZ]


def test_lines_wrapped_in_a_token_and_its_mirror_the_right_choices_by_their_own_token(tmp_path: Path) -> None:
    quiz = [*QUIZ[:5], ("Which brackets make a list in Python?", ["( )", "[ ]", "{ }", "< >"], 1)]
    text = "".join(f"<< {q} >>\n\n" + "".join(f"{'(+' if k == a else '(-'} {c} {'+)' if k == a else '-)'}\n"
                                                for k, c in enumerate(cs)) + "\n" for q, cs, a in quiz)
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == [(q, c, [a]) for q, c, a in quiz]     # brackets alone are a choice's text, no box
    assert not [s for s in said if "warning" in s or "error" in s], said


def test_fields_split_by_two_separators_each_steady_and_numbered_choices(tmp_path: Path) -> None:
    text = "\ufeff" + "".join(f"{q}#" + "#".join(f"{k}) {c}" for k, c in enumerate(cs, 1)) + f"|{a + 1}\n"
                              for q, cs, a in QUIZ)
    source = Source(str(tmp_path / "preguntas.txt"), "preguntas.txt", text)
    reading = read_as(layout_format() or FORMATS[0], source, None)   # (the arbiter may keep a sheet's reading)
    assert rows_of(reading.deck) == _want()


def test_question_numbers_past_999_run_on(tmp_path: Path) -> None:
    text = "".join(f"{n}.{q}\n" + "".join(f"{'ABCD'[k]}.{c}\n" for k, c in enumerate(cs)) + f"Answer: {'ABCD'[a]}\n"
                   for n, (q, cs, a) in enumerate(QUIZ * 101, 1))
    deck, _ = read_said(tmp_path, text, "bank.txt")
    assert len(deck.questions) == len(QUIZ) * 101
    assert rows_of(deck)[995:1005] == _want()[5:] + _want()[:5]


def test_a_page_header_left_by_a_conversion_is_in_no_question(tmp_path: Path) -> None:
    header = "Chemistry Exam Question Bank, Sixth Edition (Provincial)"
    lines: list[str] = []
    for n, (q, cs, a) in enumerate(QUIZ * 3, 1):
        lines += [f"{n}.{q}", *(f"{'ABCD'[k]}.{c}" for k, c in enumerate(cs)), f"Answer: {'ABCD'[a]}"]
        if n % 4 == 0:
            lines.insert(len(lines) - (n % 3) - 2, header)     # where the page ends: inside a question too
    deck, _ = read_said(tmp_path, "\n".join(lines) + "\n", "bank.txt")
    assert rows_of(deck) == _want() * 3


def test_a_label_glued_to_a_sign_is_a_label(tmp_path: Path) -> None:
    quiz = [("Tolerance of the supply voltage?", ["±5%", "±10%", "±15%", "±20%"], 0),
            ("Price of the ticket?", ["$5", "$10", "$15", "$20"], 2), *QUIZ[:4]]
    text = "".join(f"{n}.{q}\n" + "".join(f"{'ABCD'[k]}.{c}\n" for k, c in enumerate(cs)) + f"Answer: {'ABCD'[a]}\n"
                   for n, (q, cs, a) in enumerate(quiz, 1))
    deck, _ = read_said(tmp_path, text, "bank.txt")
    assert rows_of(deck) == [(q, c, [a]) for q, c, a in quiz]
