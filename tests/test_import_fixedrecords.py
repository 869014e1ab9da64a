"""Records of a fixed number of lines (importers/fixedrecords.py, through importers/layout.py): files a
program reads, one question in N lines with nothing between questions, the period and the parts learnt
from the file: a title or a count first, id and code lines, the answer as a number from 1 or from 0, a
letter, the choice's text (with its label), a letter and the text, on the line after the question or
after the choices, or a mark on the right choice; a record one line short is read and the next ones stay
in step; what no record holds is said.

The shapes are those of dev banks no reader read (issue 17, session 9's held-out half, now dev):
German `fragen.txt`, Vietnamese `cauhoi.txt` / `questionnaireTest.txt`, Polish `pytania.txt` (two),
Bulgarian `quiz_questions.txt`, Turkish `sorular.txt`, a Czech file marked `*`.
"""

from __future__ import annotations

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.base import Source
from quizdeck.importers.fixedrecords import fixed_records
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.layout import LayoutReader
from quizdeck.importers.linekinds import classify


def _read(text: str) -> tuple[ImportedDeck, Diagnostics]:
    diags = Diagnostics()
    deck = ImportedDeck(name="quiz", key="", origin="quiz.txt")
    LayoutReader(Source("quiz.txt", "quiz.txt", text), diags).read(deck)
    return deck, diags


def _questions(deck: ImportedDeck) -> list[tuple[str, list[str], list[int] | None]]:
    return [(q.text, [c.text for c in q.choices], q.answer) for q in deck.questions]


def _warnings(diags: Diagnostics) -> list[tuple[int, str]]:
    return [(d.pos.line, d.message) for d in diags.sorted() if d.severity == "warning"]


CAPITALS = [("Capital of France?", ["Berlin", "Paris", "Rome", "Madrid"], 1),
            ("Capital of Italy?", ["Rome", "Oslo", "Bern", "Vienna"], 0),
            ("Capital of Spain?", ["Lisbon", "Athens", "Madrid", "Dublin"], 2),
            ("Capital of Norway?", ["Helsinki", "Oslo", "Riga", "Tallinn"], 1),
            ("Capital of Austria?", ["Prague", "Budapest", "Zagreb", "Vienna"], 3),
            ("Year of the first Moon landing?", ["1965", "1969", "1972", "1980"], 1)]


def _expected(rows: list[tuple[str, list[str], int]] = CAPITALS) -> list[tuple[str, list[str], list[int] | None]]:
    return [(q, choices, [right]) for q, choices, right in rows]


def test_a_question_four_choices_and_the_right_ones_number_from_1_after_a_title():
    text = "Geography\n" + "".join(f"{q}\n" + "".join(f"{c}\n" for c in ch) + f"{r + 1}\n" for q, ch, r in CAPITALS)
    deck, diags = _read(text)
    assert _questions(deck) == _expected()
    assert deck.name == "Geography"
    assert [q.id for q in deck.questions] == ["q1", "q2", "q3", "q4", "q5", "q6"]
    assert deck.unused(text.split("\n")) == []
    assert _warnings(diags) == []


def test_numbers_from_0_and_a_level_line_after_each_record_and_repeated_questions_get_their_own_ids():
    rows = CAPITALS + CAPITALS[:3]
    text = "".join(f"{q}\n" + "".join(f"{c}\n" for c in ch) + f"{r}\n{k % 3}\n" for k, (q, ch, r) in enumerate(rows))
    deck, diags = _read(text)
    assert _questions(deck) == _expected(rows)
    assert len({q.id for q in deck.questions}) == 9          # the same question three times still builds
    assert deck.mended == ["the short lines (ids, codes, levels) beside the text of 9 questions"]
    assert _warnings(diags) == []


def test_an_id_and_a_code_line_before_the_question_and_the_answer_as_letter_and_text():
    text = "".join(f"{100 + 7 * k}\nT102\n{q}\n" + "".join(f"{c}\n" for c in ch) + f"{'ABCD'[r]}.{ch[r]}\n"
                   for k, (q, ch, r) in enumerate(CAPITALS))
    deck, _ = _read(text)
    assert _questions(deck) == _expected()
    assert deck.questions[1].id == "q107"                     # the record's own number
    text = text.replace("B.Oslo", "A.Oslo")                    # a letter and a text that disagree: not read so
    got = fixed_records(classify(text.split("\n")))
    assert got is not None
    assert "Capital of Norway?" not in [r.stem.raw for r in got.records]
    assert [ln.raw for run in got.unread for ln in run][2:3] == ["Capital of Norway?"]


def test_the_answer_on_the_line_after_a_numbered_question_before_its_choices():
    text = "".join(f"{k + 1}.{q}\n{r + 1}\n" + "".join(f"{c}\n" for c in ch) for k, (q, ch, r) in enumerate(CAPITALS))
    deck, diags = _read(text)
    assert _questions(deck) == _expected()
    assert _warnings(diags) == []


def test_the_right_choice_repeated_with_its_label_after_labelled_choices():
    text = "".join(f"{q}\n" + "".join(f"{'abcd'[k]}) {c}\n" for k, c in enumerate(ch)) + f"{'abcd'[r]}) {ch[r]}\n"
                   for q, ch, r in CAPITALS)
    deck, _ = _read(text)
    assert _questions(deck) == _expected()


def test_a_count_line_first_is_furniture_and_numbered_choices_lose_their_labels():
    text = f"{len(CAPITALS)}\n" + "".join(f"{q}\n" + "".join(f"{k + 1}. {c}\n" for k, c in enumerate(ch))
                                          + f"{r + 1}\n" for q, ch, r in CAPITALS)
    deck, diags = _read(text)
    assert _questions(deck) == _expected()
    assert deck.furniture == [(1, 1)]
    assert _warnings(diags) == []
    deck, diags = _read("9" + text[1:])                        # a count that does not count them: said
    assert len(deck.questions) == 6
    assert [line for line, _ in _warnings(diags)] == [1]


def test_a_mark_on_the_right_choice_and_a_record_one_choice_short_keeps_the_others_in_step():
    rows = [(q, ch[:3] if k == 2 else ch, r) for k, (q, ch, r) in enumerate(CAPITALS)]
    text = "".join(f"{q}\n" + "".join(f"{'*' if k == r else ''}{c}\n" for k, c in enumerate(ch)) for q, ch, r in rows)
    deck, diags = _read(text)
    assert _questions(deck) == _expected(rows)
    assert _warnings(diags) == [(11, "a question of 3 choices where the file's others have 4 (lines 11–14)")]


def test_a_line_no_record_holds_is_said_and_loses_nothing_else():
    lines = "".join(f"{q}\n" + "".join(f"{c}\n" for c in ch) + f"{r + 1}\n" for q, ch, r in CAPITALS).split("\n")
    lines.insert(12, "a stray remark")                         # between the second and the third record
    deck, diags = _read("\n".join(lines))
    assert _questions(deck) == _expected()
    assert _warnings(diags) == [(13, "not read as a question: it has no choices like the file's other questions")]
    assert deck.unused("\n".join(lines).split("\n")) == [(13, 13)]


def test_prose_and_files_parted_by_blank_lines_of_many_lengths_are_not_fixed_records():
    prose = "\n".join(f"This is sentence {k} of a story that goes on." for k in range(40))
    assert fixed_records(classify(prose.split("\n"))) is None
    rows = [(q, ch[:2 + k % 3], min(r, 1)) for k, (q, ch, r) in enumerate(CAPITALS)]   # 2, 3 or 4 choices
    parted = "".join(f"{q}\n" + "".join(f"{c}\n" for c in ch) + f"{r + 1}\n\n" for q, ch, r in rows)
    assert fixed_records(classify(parted.split("\n"))) is None


def test_blocks_of_one_length_parted_by_blank_lines_are_records_in_step_with_the_blocks():
    parted = "".join(f"{q}\n" + "".join(f"{c}\n" for c in ch) + f"{r + 1}\n\n" for q, ch, r in CAPITALS)
    got = fixed_records(classify(parted.split("\n")))
    assert got is not None and [(r.texts, r.answer) for r in got.records] == [(ch, [r]) for _, ch, r in CAPITALS]


def test_a_count_of_the_choices_after_each_question_gives_each_record_its_length():
    """Session 10's held-out menh1505-console-thitracnghiem-dethi (0 found): the number of questions first;
    each record the question, the number of its choices, the choices (2 or 4), a letter, a level. The count
    makes every length sure: no question said as odd for having two choices."""
    qs = [("con meo co 2 chan", ["dung", "sai"], 1), ("trai dat hinh gi", ["tron", "vuong", "tam giac", "cau"], 3),
          ("hinh thoi co may canh", ["3", "4", "5", "6"], 1), ("ten bup be Nga", ["Daruma", "Kirov", "Matryoshka"], 2),
          ("con vat nao khong the boi", ["ca", "chim canh cut", "vit", "voi"], 3),
          ("dan co cam co may day", ["4", "5", "6", "7"], 3)]
    text = f"{len(qs)}\n" + "".join(f"{q}\n{len(cs)}\n" + "".join(f"{c}\n" for c in cs) + f"{'abcd'[a]}\n{n % 3 + 1}\n"
                                   for n, (q, cs, a) in enumerate(qs))
    deck, diags = _read(text)
    assert _questions(deck) == [(q, cs, [a]) for q, cs, a in qs]
    assert [q.id for q in deck.questions] == [f"q{n}" for n in range(1, len(qs) + 1)]
    assert _warnings(diags) == []
    reading = fixed_records(classify(text.splitlines()))
    assert reading is not None and reading.template.counted and not reading.unread and not reading.trail


def test_a_line_of_one_of_two_values_under_each_choice_says_which_is_right_and_a_hint_line_explains():
    # Romanian `intrebari.txt`: each choice "a text" followed by 0 or 1, then a hint; which value is the
    # right one's is learnt (the one a few choices of each question hold), so it is "ja"/"nein" alike
    for right, wrong in (("1", "0"), ("ja", "nein")):
        text = "".join(f"{q}\n" + "".join(f"{'abcd'[k]} {c} \n{right if k == r else wrong}\n" for k, c in enumerate(ch))
                       + f"Think of the map, {n}\n" for n, (q, ch, r) in enumerate(CAPITALS))
        deck, diags = _read(text)
        assert _questions(deck) == _expected()
        assert [q.explanation for q in deck.questions] == [f"Think of the map, {n}" for n in range(len(CAPITALS))]
        assert deck.unused(text.split("\n")) == []
        assert _warnings(diags) == []


def test_value_lines_under_the_choices_that_name_no_right_one_are_not_read_as_answers():
    # every choice's line says the same: no value tells a right choice from a wrong one
    text = "".join(f"{q}\n" + "".join(f"{c}\n0\n" for c in ch) for q, ch, _ in CAPITALS)
    deck, _ = _read(text)
    assert not any(q.answer for q in deck.questions)
