"""Text quizzes in a tool's own format of marked lines (quizdeck/importers/marked.py): the
grammar is found from the file, questions read by it, and what it does not explain is said."""

from __future__ import annotations

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.marked import MarkedLinesReader, fit

OPENTRIVIA = """\
#Q What is NOT one of Strong Bad's favourite bands?
^ sloshy
A sloshy
B Peter Frampton
C Limozeen
D Taranchula

#Q Which plant was the girl with the long hair
named after?
^ Rampion
A Rampion
B Turnip
C Lettuce
D Safflower

#Q How many passengers?
^ 6
A 7
B 8
C 6
D 5

#Q Is the sky blue?
^ Yes
A No
B Yes
"""

QIZZIT = """\
!Where is the capital of Wyoming?
=b
*Casper
*Cheyenne
*Rock Springs
*Cody
$
!The first crewed Apollo mission launched in...
=b
*1964
*1968
*1970
$
!Bangalore is officially known as
=d
*Mumbai
*Delhi
*Hyderabad
*Bengaluru
$
# END of QUIZ
"""

PLUS_MINUS = """\
Lesson 1 Introduction: Pre Quiz
* A famous 19th century proto-computer engineer was
- Charles Barkley
+ Charles Babbage
- Charles Darwin
* Weak AI is a system designed to solve many tasks
- True
+ False

Lesson 2 Knowledge: Post Quiz
* A top-down approach to AI is called
- strategic reasoning
+ symbolic reasoning
* Pick the even numbers
+ 2
- 3
+ 4
"""

TRAILING = """\
¿Cómo se crea un DataFrame vacío?
a) pd.DataFrame() +++
b) pd.empty()
c) pd.DataFrame.empty()

¿Qué función lee un CSV?
a) pd.csv_leer()
b) pd.read_csv()+++
c) pd.read()

¿Cómo se elimina una columna?
a) df.remove()
b) df.delete()
c) df.drop() +++
"""


def _read(text: str) -> tuple[ImportedDeck, Diagnostics, list[str]]:
    lines = text.split("\n")
    grammar = fit(lines)
    assert grammar is not None, "the grammar of the file was not found"
    deck = ImportedDeck(name="quiz", key="k", origin="quiz.txt")
    diags = Diagnostics()
    MarkedLinesReader(Source("quiz.txt", "quiz.txt", text), diags, grammar).read(deck)
    return deck, diags, lines


def test_opentrivia_answers_by_choice_text():
    deck, diags, lines = _read(OPENTRIVIA)
    assert [q.text for q in deck.questions] == [
        "What is NOT one of Strong Bad's favourite bands?",
        "Which plant was the girl with the long hair\nnamed after?",
        "How many passengers?", "Is the sky blue?"]
    assert [c.text for c in deck.questions[0].choices] == ["sloshy", "Peter Frampton", "Limozeen", "Taranchula"]
    # "^ 6" names the choice whose text is 6 (the third), not a sixth choice
    assert [q.answer for q in deck.questions] == [[0], [0], [2], [1]]
    assert deck.unused(lines) == [] and not diags.errors and not diags.warnings


def test_qizzit_answer_letter_before_the_choices_and_an_end_mark():
    deck, _, lines = _read(QIZZIT)
    assert [q.answer for q in deck.questions] == [[1], [1], [3]]
    assert [len(q.choices) for q in deck.questions] == [4, 3, 4]
    assert deck.unused(lines) == [(21, 21)]   # "# END of QUIZ": another mark, listed as not used


def test_plus_marks_right_minus_wrong_and_section_titles_are_furniture():
    deck, _, lines = _read(PLUS_MINUS)
    assert [q.answer for q in deck.questions] == [[1], [1], [1], [0, 2]]
    assert deck.questions[3].multi
    assert deck.unused(lines) == []
    assert (10, 10) in deck.furniture   # "Lesson 2 ...": a section title between questions


def test_a_sign_run_ending_one_choice_marks_it_right():
    deck, _, _ = _read(TRAILING)
    assert [q.answer for q in deck.questions] == [[0], [1], [2]]
    assert [c.text for c in deck.questions[0].choices] == ["pd.DataFrame()", "pd.empty()", "pd.DataFrame.empty()"]
    assert deck.questions[0].text.startswith("¿Cómo")   # the Spanish opener is the question's, not a mark


def test_an_answer_that_names_no_choice_is_said_at_its_line():
    text = OPENTRIVIA.replace("^ Rampion", "^ Rhubarb")
    deck, diags, _ = _read(text)
    assert deck.questions[1].answer is None and deck.questions[1].raw_answer == "Rhubarb"
    assert [d.pos.line for d in diags.warnings] == [10] and not diags.errors
    assert deck.attention


def test_prose_and_lists_have_no_grammar():
    prose = "\n".join(f"Paragraph {i} says something.\nAnd goes on.\n" for i in range(20))
    assert fit(prose.split("\n")) is None
    shopping = "* milk\n* eggs\n* bread\n\n- walk\n- run\n"
    assert fit(shopping.split("\n")) is None


def test_a_file_the_grammar_explains_only_in_part_is_not_taken():
    half = QIZZIT + "\n".join(f"free text line {i}" for i in range(30))
    assert fit(half.split("\n")) is None


WORD_MARKS = """\
Вопрос       Ценность информации определяется
?????       степенью ее полезности
для владельца
?????       её весом
?????       её объемом

Вопрос       Информация рассматривается как
?????       предмет защиты
?????       объект защиты

Вопрос       Организация защиты информации
?????       содержание и порядок действий
?????       мера для оценки
"""


def test_a_word_set_apart_is_a_mark_and_a_wrapped_choice_goes_on():
    deck, diags, lines = _read(WORD_MARKS)
    assert [q.text for q in deck.questions] == ["Ценность информации определяется", "Информация рассматривается как",
                                                "Организация защиты информации"]
    assert [c.text for c in deck.questions[0].choices] == ["степенью ее полезности для владельца", "её весом",
                                                           "её объемом"]
    assert all(q.answer is None for q in deck.questions)   # the source gives none: no answer is made up
    assert deck.unused(lines) == [] and not diags.errors
