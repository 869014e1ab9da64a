"""The second look over every imported deck (importers/sanity.py): what looks wrong is said at the
source's line, whatever the format; what is right says nothing.

The shapes are those of real banks that came out wrong without a warning (issue 17: a GIFT file's
`1. ¿Qué…`, a Markdown `**1️⃣ What…**`, a `## Qestion 01` heading kept above the text) and of the
other defects the readers can make without knowing it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.convert import import_sources, read_source
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.sanity import check_deck

ROOT = Path(__file__).resolve().parent.parent


def _warnings(diags: Diagnostics) -> list[str]:
    return [f"{d.pos.line}:{d.pos.col}: {d.message}" for d in diags.sorted() if d.severity == "warning"]


def _import(tmp_path: Path, name: str, text: str) -> list[str]:
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    diags = Diagnostics()
    read_source(source, "auto", diags)
    return _warnings(diags)


def _deck(text: str, questions: list[ImportedQuestion]) -> tuple[ImportedDeck, Source]:
    deck = ImportedDeck(name="t", key="t-0", origin="t.txt", questions=questions)
    return deck, Source("t.txt", "t.txt", text)


def _q(line: int, text: str, choices: list[str], answer: list[int] | None = None, last: int | None = None,
       explanation: str | None = None) -> ImportedQuestion:
    q = ImportedQuestion(Pos("t.txt", line, 1), text, [ImportedChoice(c) for c in choices], answer,
                         explanation=explanation)
    q.use(line, last if last is not None else line + len(choices))
    return q


def _check(deck: ImportedDeck, source: Source) -> list[str]:
    diags = Diagnostics()
    check_deck(deck, source, diags)
    return _warnings(diags)


# -- the shapes that were wrong without a warning ------------------------------------------------

def test_a_number_kept_in_every_question_text_is_said_once_at_the_first():
    """christiancf9's GIFT `1. ¿Qué…`, kmitsolution's `**1️⃣ What…**`, tequitoa's `## Qestion 01` above
    the text: the readers now remove these; were one of them to keep it again, this says so."""
    texts = ["1. ¿Qué función?", "**2\ufe0f\u20e3 What is item 2?**", "Qestion 03\n\nQuel moteur ?"]
    deck, source = _deck("\n".join(t.split("\n")[0] + "\na\nb" for t in texts) + "\n",
                         [_q(1 + 3 * k, t, ["a", "b"], [0]) for k, t in enumerate(texts)])
    assert _check(deck, source) == ["1:1: question 1's text starts with '1.': the source's number or label, kept in "
                                    "the text? (and 2 more like it)"]


@pytest.mark.parametrize("text, prefix", [
    ("Q12. What is it?", "Q12."), ("Question 3: What?", "Question 3:"), ("#4 What?", "#4"), ("Q: What?", "Q:"),
    ("(Question): What?", "(Question):"), ("12) What?", "12)"), ("3 - What?", "3 -"), ("① What?", "①"),
    ("- ¿Qué?", "-"), ("** 2018年 what", "**"), ("问题1：什么？", "问题1："),
])
def test_prefixes_of_many_kinds_are_said(text: str, prefix: str):
    deck, source = _deck(text + "\na\nb\n", [_q(1, text, ["a", "b"], [0])])
    assert _check(deck, source) == [f"1:1: question 1's text starts with {prefix!r}: the source's number or label, "
                                    "kept in the text?"]


@pytest.mark.parametrize("text", [
    "What is 2 + 2?", "3.14 is which constant?", "100 people stand in a row. Who?", "1990s music: which band?",
    "**Bold** question?", "`x` is what?", "Quels sont les 3 types ?", "Q-learning is what kind of method?",
    "2^10 equals?", "-5 + 3 = ?", "Number of 1 Bits: which count?",
])
def test_texts_that_merely_start_with_a_number_or_a_word_say_nothing(text: str):
    deck, source = _deck(text + "\na\nb\n", [_q(1, text, ["a", "b"], [0])])
    assert _check(deck, source) == []


# -- choices --------------------------------------------------------------------------------------

def test_choices_that_keep_their_numbers_in_order_are_said():
    deck, source = _deck("Q?\n(1) one\n(2) two\n(3) three\n", [_q(1, "Q?", ["(1) one", "(2) two", "(3) three"], [0])])
    assert _check(deck, source) == ["2:1: question 1's choices keep their labels ('(1) one'...)"]


def test_numbers_that_are_the_choices_themselves_say_nothing():
    deck, source = _deck("Q?\n1.5 %\n2.5 %\n", [_q(1, "Q?", ["1.5 %", "2.5 %"], [0]), ])
    assert _check(deck, source) == []


def test_a_placeholder_choice_a_repeated_choice_and_a_lone_choice_are_said():
    text = "One?\nx\nN/A\nTwo?\nsame\nSame\nThree?\nonly\n"
    deck, source = _deck(text, [_q(1, "One?", ["x", "N/A"], [0]), _q(4, "Two?", ["same", "Same"], [0]),
                                _q(7, "Three?", ["only"], [0])])
    assert _check(deck, source) == [
        "3:1: question 1's choice B is a placeholder ('N/A'), not a choice",
        "6:1: question 2's choices A and B are the same text ('Same')",
        "7:1: question 3 has one choice ('only')",
    ]


def test_code_choices_that_differ_only_in_markup_characters_are_not_the_same():
    deck, source = _deck("Q?\n`*`\n`**`\n", [_q(1, "Q?", ["`*`", "`**`"], [0])])
    assert _check(deck, source) == []


def test_an_answer_line_left_in_a_choice_or_the_text_is_said():
    text = "Which?\nAnswer: B\nx\ny\nOther?\nx\ny\n答案解析：D\n"
    deck, source = _deck(text, [_q(1, "Which?\nAnswer: B", ["x", "y"], None, last=4),
                                _q(5, "Other?", ["x", "y\n答案解析：D"], [1], last=8)])
    assert _check(deck, source) == [
        "2:1: question 1's text holds an answer line ('Answer: B') that was not read as its answer "
        "(and 1 more like it)",
    ]


def test_code_that_assigns_ans_is_not_an_answer_line():
    deck, source = _deck("What is printed?\nans = 0\na\nb\n", [_q(1, "What is printed?\nans = 0", ["a", "b"], [0])])
    assert _check(deck, source) == []


# -- questions inside others, lost lines, numbers -------------------------------------------------

def test_an_explanation_holding_another_question_is_said_at_its_line():
    text = "First?\na\nb\nBecause.\nSecond one?\nA. x\nB. y\n"
    deck, source = _deck(text, [_q(1, "First?", ["a", "b"], [0], last=7,
                                   explanation="Because.\nSecond one?\nA. x\nB. y")])
    assert _check(deck, source) == ["5:1: question 1's explanation holds what looks like another question with its "
                                    "choices"]


def test_an_explanation_with_a_plain_list_says_nothing():
    deck, source = _deck("First?\na\nb\nWhy?\n- one reason\n- another\n",
                         [_q(1, "First?", ["a", "b"], [0], last=6, explanation="Why?\n- one reason\n- another")])
    assert _check(deck, source) == []


def test_a_numbered_line_read_into_the_question_before_is_said():
    lines = ["1. First?", "A. a", "B. b", "2. Second?", "A. a", "B. b", "Some note", "3. Third?", "A. a", "B. b",
             "4. Fourth?", "A. a", "B. b"]
    questions = [_q(1, "First?", ["a", "b"], [0]), _q(4, "Second?", ["a", "b"], [0], last=10),
                 _q(11, "Fourth?", ["a", "b"], [0])]
    deck, source = _deck("\n".join(lines) + "\n", questions)
    assert _check(deck, source) == ["8:1: line 8 is numbered 3 like the questions, but is read into question 2"]


def test_lost_lines_that_look_like_a_question_are_said_and_headings_are_not():
    lines = ["One?", "a", "b", "", "## Part 2", "", "Lost one?", "A) x", "B) y", "", "Two?", "a", "b"]
    questions = [_q(1, "One?", ["a", "b"], [0]), _q(11, "Two?", ["a", "b"], [0])]
    deck, source = _deck("\n".join(lines) + "\n", questions)
    deck.skip(5)
    assert _check(deck, source) == ["7:1: lines 7\u20139, before question 2, are in no question"]
    deck.skip(7, 9)   # page furniture, says the reader; but choices in sequence are a question's, lost
    assert _check(deck, source) == ["8:1: lines 8\u20139 look like 2 choices (A\u2013B), but are in no question"]


def test_few_answers_among_many_questions_is_said_once():
    questions = [_q(1 + 3 * k, f"Q{k}?", ["a", "b"], [0] if k == 0 else None) for k in range(5)]
    deck, source = _deck("\n".join(f"Question {k}?\na\nb" for k in range(5)) + "\n", questions)
    said = _check(deck, source)
    assert said == ["4:1: only 1 of 5 questions have an answer: the others' may be given in a form that was not read"]


def test_what_the_reader_said_already_at_the_place_is_not_said_again():
    deck, source = _deck("Q?\nx\nN/A\n", [_q(1, "Q?", ["x", "N/A"], [0])])
    diags = Diagnostics()
    diags.warning(Pos("t.txt", 3, 1), "choice B is a placeholder ('N/A'), not a choice")
    check_deck(deck, source, diags)
    assert len(diags.warnings) == 1


# -- end to end, and what is right says nothing ---------------------------------------------------

def test_import_prints_the_warning_at_the_source_line_and_writes_the_same_yaml(tmp_path: Path):
    source = tmp_path / "quiz.txt"
    source.write_text("Quiz\n\n1. Which one?\n- same\n- same\n- other\nAnswer: C\n\n2. Which two?\n- x\n- y\n"
                      "Answer: A\n", encoding="utf-8")
    diags = Diagnostics()
    (done,) = import_sources([source], tmp_path / "out.yaml", "auto", False, diags)
    assert [(str(d.pos), d.message) for d in diags.warnings] == [
        (f"{source}:4:3", "question 1's choices A and B are the same text ('same')")]
    # two same wrong choices: `check` warns (the card marks either the same), nothing needs attention; where one of
    # them is the answer `check` refuses them: exit 1 (importers/written.py)
    assert done.summary.attention == 0
    assert "- same\n      - same" in (tmp_path / "out.yaml").read_text(encoding="utf-8")
    source.write_text(source.read_text(encoding="utf-8").replace("Answer: C", "Answer: A"), encoding="utf-8")
    (done,) = import_sources([source], tmp_path / "out2.yaml", "auto", False, Diagnostics())
    assert done.summary.attention == 1


@pytest.mark.parametrize("folder", ["aiken", "csv", "gift", "markdown", "text", "seed", "cases"])
def test_the_repositorys_own_import_sources_get_no_second_look_warning(folder: str):
    """Every source under tests/importing/ imports right (scripts/golden.py records them): the second
    look adds nothing to what the readers say."""
    for path in sorted((ROOT / "tests" / "importing" / folder).iterdir()):
        if not path.is_file():
            continue
        before, after = Diagnostics(), Diagnostics()
        read_source(path, "auto", before, look_again=False)
        read_source(path, "auto", after)
        assert _warnings(after) == _warnings(before), path.name


# -- session 8: lines that lost their question, section headings without their space ---------------

def test_choices_in_sequence_left_out_of_every_question_are_said_wherever_they_stand():
    """madhu123's Ansible bank: its first question became the deck's name and its choices page furniture."""
    text = "#### 1. First?\n\nA. a\nB. b\nC. c\nView Answer\n\n2. Second?\nA. x\nB. y\nAns : B\n"
    deck, source = _deck(text, [_q(8, "Second?", ["x", "y"], [1], last=11)])
    deck.skip(3, 5)
    assert _check(deck, source) == ["3:1: lines 3–5 look like 3 choices (A–C), but are in no question"]
    deck.questions.insert(0, _q(1, "First?", ["a", "b", "c"], [0], last=6))
    assert _check(deck, source) == []


def test_a_section_heading_without_its_space_at_the_top_of_a_question_text_is_said():
    """dav1dcode's `#GITHUB` above a question (CommonMark reads `#GITHUB` as text, not a heading)."""
    text = "#GITHUB\nWhich command clones?\n- git push\n- git clone\n"
    deck, source = _deck(text, [_q(1, "#GITHUB\nWhich command clones?", ["git push", "git clone"], [1], last=4)])
    assert _check(deck, source) == ["1:1: question 1's text starts with '#GITHUB', a line like a section heading "
                                    "(Markdown needs a space after '#')"]
    deck.questions[0].text = "#include <stdio.h>\nWhat does it do?"
    assert _check(deck, source) == []


def test_a_label_the_readers_and_the_mending_left_is_said_in_any_language():
    deck, source = _deck("Pergunta 1: Qual?\nA. a\nB. b\n", [_q(1, "Pergunta 1: Qual?", ["a", "b"], [0])])
    assert _check(deck, source) == ["1:1: question 1's text starts with 'Pergunta 1:': the source's number or "
                                    "label, kept in the text?"]


def test_a_choice_read_as_a_question_is_said_with_its_markup_and_the_question_in_the_description():
    """dariwsh's one-question page: `**Question:** …` read as the description, each `<details><summary>
    <b>Option A:</b> …` as a question whose choices are its feedback and `</details>`."""
    text = ("# Quiz\n\n**Question:** What is it?\n\n<details>\n<summary><b>Option A:</b> this</summary>\n\n"
            "Incorrect! no\n</details>\n")
    deck, source = _deck(text, [_q(6, "**Option A:** this", ["Incorrect! no", "</details>"], [1], last=9)])
    deck.description = "**Question:** What is it?"
    deck.use(1, 3)
    assert _check(deck, source) == [
        "3:1: the deck's description holds what looks like a question",
        "6:1: question 1's text starts with '**Option A:**', a choice's label: a choice read as a question?",
        "9:1: question 1's choice B is only markup ('</details>'), not a choice"]


def test_a_long_block_between_two_questions_in_no_question_is_said():
    """priyanshee13's exhibit: a router configuration and its marked choices left between two questions."""
    lines = ["One?", "- a", "- b", "", "R1(config)# interface s0/0/0", "R1(config-if)# ip access-group 105 out",
             "## access-list 105 permit tcp host 10.0.70.23", "access-list 105 deny ip any any", "",
             "Two?", "- a", "- b"]
    deck, source = _deck("\n".join(lines) + "\n", [_q(1, "One?", ["a", "b"], [0]), _q(10, "Two?", ["a", "b"], [0])])
    assert _check(deck, source) == ["5:1: lines 5\u20138, between two questions, are in no question"]
    deck.skip(5, 6)
    assert _check(deck, source) == []


# -- session 10: a prefix most questions share, a record read twice, a choice count that jumps ------

def test_words_and_a_colon_most_question_texts_start_with_are_said_once():
    """Not certainly a label (no question word): warned, not taken off."""
    texts = ["Enunciado: ¿Qué es?", "Enunciado: ¿Dónde?", "Enunciado: ¿Quién?", "¿Cuándo?"]
    lines = "".join(f"{t}\na\nb\n" for t in texts)
    deck, source = _deck(lines, [_q(1 + 3 * k, t, ["a", "b"], [0]) for k, t in enumerate(texts)])
    assert _check(deck, source) == ["1:1: 3 of 4 question texts start with 'Enunciado:': a label kept in the text?"]


def test_words_and_a_colon_on_half_the_questions_or_fewer_say_nothing():
    texts = ["Note: ¿Qué es?", "Note: ¿Dónde?", "¿Quién?", "¿Cuándo?"]
    lines = "".join(f"{t}\na\nb\n" for t in texts)
    deck, source = _deck(lines, [_q(1 + 3 * k, t, ["a", "b"], [0]) for k, t in enumerate(texts)])
    assert _check(deck, source) == []


def test_a_question_holding_a_second_record_is_said_where_the_second_starts():
    """andiarbeit's `A)9`: a record whose labels lack their space was read into the one before, whole."""
    records = [("Eins?", ["A) a", "B) b"], "C"), ("Zwei?", ["A) a", "B) b"], "A"), ("Drei?", ["A)9", "B)7"], "A"),
               ("Vier?", ["A) a", "B) b"], "B")]
    lines = [line for text, choices, key in records for line in (text, *choices, f"Richtige Antwort: {key}", "")]
    questions = [_q(1, "Eins?", ["a", "b"], [0], last=4), _q(6, "Zwei?", ["a", "b"], [0], last=14,
                                                             explanation="Drei?\nA)9\nB)7\nRichtige Antwort: A"),
                 _q(16, "Vier?", ["a", "b"], [1], last=19)]
    deck, source = _deck("\n".join(lines) + "\n", questions)
    assert _check(deck, source) == [
        "12:1: question 2 holds twice what each question of the file holds once ('A)', 'B)', 'richtige antwort'): "
        "two questions read as one?"]


def test_an_explanation_that_goes_through_the_choices_again_says_nothing():
    lines: list[str] = []
    questions = []
    for text in ["One?", "Two?", "Three?"]:
        first = len(lines) + 1
        lines += [text, "A) x", "B) y", "Answer: A", "A) is right because.", "B) is not.", ""]
        questions.append(_q(first, text, ["x", "y"], [0], last=first + 5,
                            explanation="A) is right because.\nB) is not."))
    deck, source = _deck("\n".join(lines) + "\n", questions)
    assert _check(deck, source) == []


def test_a_question_with_far_more_choices_than_the_others_is_said():
    texts = ["One?", "Two?", "Three?", "Four?", "Five?"]
    counts = [4, 4, 9, 4, 4]
    questions: list[ImportedQuestion] = []
    lines: list[str] = []
    for text, n in zip(texts, counts, strict=True):
        questions.append(_q(len(lines) + 1, text, [f"c{k}" for k in range(n)], [0]))
        lines += [text, *(f"c{k}" for k in range(n))]
    deck, source = _deck("\n".join(lines) + "\n", questions)
    assert _check(deck, source) == ["11:1: question 3 has 9 choices where 4 of 5 questions have 4: two questions "
                                    "read as one?"]
    questions[2].choices = questions[2].choices[:6]       # 6 of a usual 4: a question with more choices, not two
    assert _check(deck, source) == []


def test_an_id_line_above_each_records_text_is_no_running_number():
    """phipngh's records: an id (`1`, `2`, `7`, `468`) alone above each question's text, not numbered in order."""
    lines: list[str] = []
    questions: list[ImportedQuestion] = []
    for ident in (1, 2, 7, 468):
        first = len(lines) + 1
        lines += [str(ident), f"Question {ident} asks what?", "a", "b", "A"]
        q = _q(first + 1, f"Question {ident} asks what?", ["a", "b"], [0], last=first + 4)
        q.use(first, first + 4)
        questions.append(q)
    deck, source = _deck("\n".join(lines) + "\n", questions)
    assert not [w for w in _check(deck, source) if "numbered" in w]


# -- a label kept in a choice, learnt from the labels taken off its other choices -----------------

@pytest.mark.parametrize("kept, shown", [("A his", "A"), ("B. in", "B.")])
def test_a_choice_whose_line_keeps_a_label_the_others_had_taken_off_is_said(kept: str, shown: str):
    """kage1011's `A his` (the label's full stop missing) and `B. in` (a label written twice, where C was due),
    read as choice texts with exit 0 and no warning in session 11: said at the choice's line."""
    lines = ["This is Mai... mother is a doctor.", "A. she", "B. her", kept, "D. his"]
    if kept == "A his":
        lines[1:4] = [kept, "B. she", "C. her"]
    texts = [line.split(". ", 1)[1] if ". " in line and line != kept else line for line in lines[1:]]
    deck, source = _deck("\n".join(lines), [_q(1, lines[0], texts, [2])])
    k = texts.index(kept)
    assert _check(deck, source) == [
        f"{lines.index(kept) + 1}:1: question 1's choice {'ABCD'[k]} starts with {shown!r}, like the labels taken off "
        "its other choices: a label kept in the choice's text?"]


@pytest.mark.parametrize("lines", [
    ["Who wrote it?", "A. A man", "B. A woman", "C. A child"],      # the article behind a label of its own
    ["Who wrote it?", "A man", "A woman", "A child"],               # no labels taken off: the article is text
    ["Which one?", "a) A b", "b) B c", "c) d"],
])
def test_a_choice_that_starts_like_a_label_beside_its_own_label_is_not_said(lines: list[str]):
    texts = [line.split(" ", 1)[1] if ")" in line.split(" ", 1)[0] or line[1:2] == "." else line for line in lines[1:]]
    deck, source = _deck("\n".join(lines), [_q(1, lines[0], texts, [0])])
    assert not [w for w in _check(deck, source) if "label" in w]


def test_a_question_text_ending_with_bold_that_nothing_opens_is_said():
    """tanvirmulla11-aws-ccp-mcq's `**110. A company wants…?**`: the number and the opening `**` taken off, the
    closing kept on the card; bold opened in the text, or in code, says nothing."""
    lines = ["**110. Which tool tracks API activity?**", "A. CloudWatch", "B. CloudTrail"]
    deck, source = _deck("\n".join(lines), [_q(1, "Which tool tracks API activity?**", ["CloudWatch", "CloudTrail"],
                                                [1])])
    assert _check(deck, source) == ["1:8: question 1's text ends with '**' that nothing opens: the source's bold, "
                                    "cut by the reading?"]
    for text in ["Which **tool** tracks it?", "Which tool **tracks it?**", "What is `2**`?", "**You run it.\nWhich?**"]:
        deck, source = _deck(text, [_q(1, text, ["x", "y"], [1])])
        assert not [w for w in _check(deck, source) if "nothing opens" in w]
