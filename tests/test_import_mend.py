"""The mending pass (importers/mend.py): what every reader may leave and is certainly not text is taken
off, whatever the format; what is not certain is left and warned at its line.

The shapes are those of real banks (issue 17): `NO.1 Ben goes…` in a plain quiz, `Pergunta 1: Qual…` in
Portuguese Markdown, `Question: Question: What…` from a quiz creator, `Question #1:`, `**Categoría:** …`
above every Spanish question, `(1) …` choices in Korean.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.convert import read_source
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.mend import label_of, mend_deck
from quizdeck.importers.sanity import check_deck


def _deck(texts: list[str], choices: list[list[str]] | None = None) -> ImportedDeck:
    questions = [ImportedQuestion(Pos("t.txt", 3 * k + 1, 1), text,
                                  [ImportedChoice(c) for c in (choices[k] if choices else ["yes", "no", "maybe"])])
                 for k, text in enumerate(texts)]
    return ImportedDeck(name="t", key="t-0", origin="t.txt", questions=questions)


def _mended(texts: list[str]) -> list[str]:
    deck = _deck(texts)
    mend_deck(deck)
    return [q.text for q in deck.questions]


@pytest.mark.parametrize("labels", [
    ["Question 1: ", "Question 2: ", "Question 3: "],
    ["NO.1 ", "NO.2 ", "NO.3 "],
    ["Pergunta 1: ", "Pergunta 2: ", "Pergunta 1: "],         # numbered again from 1 in each section
    ["Pregunta 3 - ", "Pregunta 4 - ", "Pregunta 5 - "],
    ["Questão 1) ", "Questão 2) ", "Questão 3) "],
    ["Вопрос 1. ", "Вопрос 2. ", "Вопрос 3. "],
    ["问题1：", "问题2：", "问题3："],
    ["第1题 ", "第2题 ", "第3题 "],
    ["Question #1: ", "Question #2: ", "Question #3: "],
    ["Q12. ", "Q13. ", "Q14. "],
    ["1\ufe0f\u20e3 ", "2\ufe0f\u20e3 ", "3\ufe0f\u20e3 "],
    ["① ", "② ", "③ "],
    ["Question: ", "Question: ", "Question: Question: "],  # written twice: taken off twice
    ["Q: ", "Q: ", "Q: "],
    ["#1 ", "#2 ", "#3 "],
    ["12) ", "13) ", "14) "],
    [".1 ", ".2 ", ".3 "],                                   # "1." as a PDF of right-to-left text gives it
    ["1\n", "2\n", "1\n"],                                     # a number alone on its line, running (what a
                                                             # reader left of `### Question 1.1`)
    ["Câu hỏi: ", "Câu hỏi: ", "Câu hỏi: "],                 # words, one of them a question word (lamitk5)
    ["Câu hỏi 1: ", "Câu hỏi 2: ", "Câu hỏi 3: "],
    ["Multiple choice question 1. ", "Multiple choice question 2. ", "Multiple choice question 3. "],
])
def test_a_label_most_questions_share_is_taken_off(labels: list[str]):
    texts = ["What is it?", "Where is it?", "¿Qué es?"]
    assert _mended([label + text for label, text in zip(labels, texts, strict=True)]) == texts


def test_a_label_alone_on_its_line_is_taken_off_with_the_blank_lines_after_it():
    assert _mended(["## Question 1\n\nWhat is it?", "Question 2\nWhere?", "**Question 3:**\n\n\nWhy?"]) == \
        ["What is it?", "Where?", "Why?"]


def test_bold_around_the_label_alone_goes_with_it_and_bold_around_the_text_stays():
    assert _mended(["**Question 1:** What?", "**Question 2:**  Where?", "**Question 3:** Why?"]) == \
        ["What?", "Where?", "Why?"]
    keycaps = ["**1\ufe0f\u20e3 What is it?**", "**2\ufe0f\u20e3 Where is it?**", "### **3\ufe0f\u20e3 Why?**"]
    assert _mended(keycaps) == ["**What is it?**", "**Where is it?**", "**Why?**"]


def test_a_label_only_some_questions_have_is_left_and_warned():
    """Two of five: not a label the file uses, not sure: the second look says so at the line."""
    texts = ["Pergunta 1: Qual?", "Onde fica?", "Pergunta 3: Quem?", "Por quê?", "Quando?"]
    deck = _deck(texts)
    source = Source("t.txt", "t.txt", "".join(f"{text}\ny\nn\n" for text in texts))
    for q in deck.questions:
        q.use(q.pos.line, q.pos.line + 2)
    diags = Diagnostics()
    mend_deck(deck)
    check_deck(deck, source, diags)
    assert [q.text for q in deck.questions] == texts and deck.mended == []
    assert [f"{d.pos.line}: {d.message}" for d in diags.sorted() if "has an answer read" not in d.message] == [
        "1: question 1's text starts with 'Pergunta 1:': the source's number or label, kept in the text? (and 1 "
        "more like it)"]


@pytest.mark.parametrize("texts", [
    ["Windows 10 is what?", "Windows 10 has what?", "Windows 10 runs where?"],      # a number that does not run
    ["Step 1 comes before which?", "Why?", "How?"],                                  # one of three
    ["True or False: the sky is blue", "True or False: water is dry", "True or False: 2 > 1"],   # text, not a label
    ["Example 1 shows what?", "Example 2 shows what?"],                             # two, and not a question word
    ["2 + 2 = ?", "3 + 3 = ?", "4 + 4 = ?"],
    ["1.5 litres is how much?", "2.5 litres is how much?", "3.5 litres is how much?"],
    ["In 1914, who?", "In 1915, who?", "In 1916, who?"],
    ["What is 1 + 1?", "What is 2 + 2?", "What is 3 + 3?"],                        # words and a number that runs
    ["50\nHow many?", "2\nWhich one?", "4\nWho?"],                                  # numbers alone that do not run
    ["Fill in the blank: a _ b", "Fill in the blank: c _ d", "Fill in the blank: e _ f"],   # no question word
])
def test_what_is_not_certainly_a_label_is_left_as_it_is(texts: list[str]):
    assert _mended(texts) == texts


def test_what_was_taken_off_is_counted_in_the_summary():
    deck = _deck(["NO.1 What?", "NO.2 Where?", "NO.3 Why?"], [["(1) a", "(2) b", "(3) c"]] * 3)
    mend_deck(deck)
    summary = deck.summary(["x"] * 10)
    assert summary.mended == ("the label 'NO.N' of 3 question texts", "the labels of 3 questions' choices")
    assert summary.describe_lines().startswith("; taken off: the label 'NO.N' of 3 question texts, the labels of "
                                               "3 questions' choices; lines not used: ")


@pytest.mark.parametrize("choices, plain", [
    (["(1) 넓은 매장", "(2) 2층 구조", "(3) 모든 사람", "(4) 천장"], ["넓은 매장", "2층 구조", "모든 사람", "천장"]),
    (["A. Paris", "B. Rome", "C. Madrid"], ["Paris", "Rome", "Madrid"]),
    (["[a] x", "[b] y", "[c] z"], ["x", "y", "z"]),
    (["**A)** x", "**B)** y", "**C)** z"], ["x", "y", "z"]),
    (["1. ten", "2. twenty", "3. thirty"], ["ten", "twenty", "thirty"]),
    (["B. Paris", "A. Rome", "C. Madrid"], None),       # not in order: not labels for certain
    (["A. Paris", "Rome", "C. Madrid"], None),          # not on every choice
])
def test_choice_labels_on_every_choice_in_order_are_taken_off(choices: list[str], plain: list[str] | None):
    deck = _deck(["What?"], [choices])
    mend_deck(deck)
    assert [c.text for c in deck.questions[0].choices] == (plain or choices)


def test_two_labelled_choices_are_taken_off_only_when_another_question_has_labelled_choices():
    """"A. Lincoln", "B. Obama" could be the names themselves: one question alone is not sure."""
    alone = _deck(["Who?", "What?"], [["A. Lincoln", "B. Obama"], ["x", "y"]])
    mend_deck(alone)
    assert [c.text for c in alone.questions[0].choices] == ["A. Lincoln", "B. Obama"]
    two = _deck(["Who?", "What?"], [["A. Lincoln", "B. Obama"], ["A. True", "B. False"]])
    mend_deck(two)
    assert [[c.text for c in q.choices] for q in two.questions] == [["Lincoln", "Obama"], ["True", "False"]]


def test_a_category_line_above_most_questions_becomes_their_tag():
    deck = _deck([f"**Categoría:** {cat}\n\n{text}" for cat, text in [
        ("Razonamiento Lógico", "¿Qué número sigue?"), ("Razonamiento Lógico", "¿Y ahora?"),
        ("Aptitud Verbal", "¿Sinónimo de feliz?"), ("Aptitud Verbal", "¿Antónimo de alto?")]])
    mend_deck(deck)
    assert [q.text for q in deck.questions] == ["¿Qué número sigue?", "¿Y ahora?", "¿Sinónimo de feliz?",
                                                "¿Antónimo de alto?"]
    assert [q.tags for q in deck.questions] == [["Razonamiento-Lógico"]] * 2 + [["Aptitud-Verbal"]] * 2
    assert deck.mended == ["the line '**Categoría:** Razonamiento Lógico' of 4 question texts (now their tags)"]


def test_a_field_line_with_a_value_of_its_own_on_each_question_is_text():
    texts = [f"Scenario: {s}\n\nWhat do you do?" for s in ("a fire", "a flood", "a storm", "a quake")]
    assert _mended(texts) == texts


def test_end_to_end_a_plain_quiz_with_no_labels_reads_right_and_says_what_was_taken_off(tmp_path: Path):
    """akh4th's `NO.1` shape: right choices and answers, and now the right text (it was wrong, silently)."""
    source = tmp_path / "quiz.txt"
    source.write_text("".join(f"NO.{n} {text}\nA. yes\nB. no\nAnswer: B\n\n" for n, text in
                              enumerate(["Is it?", "Was it?", "Will it be?"], start=1)), encoding="utf-8")
    for mend, texts in ((False, ["NO.1 Is it?", "NO.2 Was it?", "NO.3 Will it be?"]),
                        (True, ["Is it?", "Was it?", "Will it be?"])):
        diags = Diagnostics()
        read = read_source(source, "auto", diags, mend=mend, look_again=False)
        assert read is not None
        assert [q.text for q in read[0].questions] == texts
        assert diags.items == []


def test_the_label_parser_is_linear_on_a_hostile_line():
    assert label_of("Q" * 1_000_000) is None
    assert label_of("1" * 1_000_000) is None
    assert label_of("#" * 6 + " " + "*" * 1_000_000) is None


def test_a_wrapper_closed_before_the_pages_own_comment_is_taken_off_too():
    """devopspilot1's last `<quiz>` ends `</quiz>` then `<!-- mkdocs-quiz results -->`: it kept its `<quiz>`."""
    deck = _deck(["<quiz>\nWhat?", "<quiz>\nWhere?", "<quiz>\nWhy?"])
    for q in deck.questions:
        q.explanation = "Because.\n</quiz>"
    deck.questions[-1].explanation = "Because.\n</quiz>\n\n<!-- mkdocs-quiz results -->"
    mend_deck(deck)
    assert [(q.text, q.explanation) for q in deck.questions] == [("What?", "Because."), ("Where?", "Because."),
                                                                 ("Why?", "Because.")]


def test_a_line_the_same_in_most_questions_above_their_label_is_taken_off_with_the_label():
    """kali-hayt's results page: `**✅ Correct**` then `**Q:** What…` in every question."""
    texts = ["**✅ Correct**\n**Q:** What is it?", "**✅ Correct**\n**Q:** Where?\nSay it.",
             "**✅ Correct**\n**Q:** Why?"]
    assert _mended(texts) == ["What is it?", "Where?\nSay it.", "Why?"]


@pytest.mark.parametrize("texts", [
    ["Read this:\nQuestion 1: What?", "Read this:\nQuestion 2: Where?", "Read that:\nQuestion 3: Why?"],  # not most
    ["Scenario:\nWhich one?", "Scenario:\nWhat then?", "Scenario:\nWhy?"],                           # no label below
])
def test_a_line_above_the_text_stays_unless_most_share_it_above_a_certain_label(texts: list[str]):
    assert _mended(texts) == texts


@pytest.mark.parametrize("mark", ["☐", "○", "( )", "[ ]", "🔹"])
def test_one_symbol_before_every_choice_of_the_file_is_taken_off(mark: str):
    deck = _deck(["What?", "Where?", "Why?"], [[f"{mark} yes", f"{mark} no"]] * 3)
    mend_deck(deck)
    assert [[c.text for c in q.choices] for q in deck.questions] == [["yes", "no"]] * 3
    assert deck.mended == [f"the mark {mark!r} before 6 choices"]


@pytest.mark.parametrize("choices", [
    [["☐ yes", "☐ no"], ["☐ yes", "☐ no"], ["☐ yes", "no"]],         # not before every choice
    [["-5", "-6"], ["-7", "-8"], ["-1", "-2"]],                       # a sign, not a mark
    [["$x$ one", "$y$ two"], ["$x$ a", "$y$ b"], ["$z$ c", "$w$ d"]],  # maths
    [["☐ yes", "☐ no"], ["☐ yes", "☐ no"]],                            # two questions: not sure
])
def test_what_is_not_one_mark_on_every_choice_is_left(choices: list[list[str]]):
    deck = _deck(["What?", "Where?", "Why?"][:len(choices)], choices)
    mend_deck(deck)
    assert [[c.text for c in q.choices] for q in deck.questions] == choices


def test_end_to_end_a_quiz_results_page_reads_right(tmp_path: Path):
    """kali-hayt's shape: `**✅ Correct**` above `**Q:** text` in every question, `✅` on the right choice and
    `☐` (an empty box: not right) on the others. Every question had the status line and `**Q:**` in its text and
    `☐` in its choices."""
    source = tmp_path / "results.md"
    source.write_text("\n---\n\n".join(
        f"**Question {n}**  \n**✅ Correct**  \n**Q:** {text}\n\n" + "".join(
            f"- {'✅' if k == right else '☐'} {choice}  \n" for k, choice in enumerate(["one", "two", "three"]))
        for n, (text, right) in enumerate([("What?", 0), ("Where?", 1), ("Why?", 2)], start=1)), encoding="utf-8")
    diags = Diagnostics()
    read = read_source(source, "auto", diags)
    assert read is not None
    assert [(q.text, [c.text for c in q.choices], q.answer) for q in read[0].questions] == [
        ("What?", ["one", "two", "three"], [0]), ("Where?", ["one", "two", "three"], [1]),
        ("Why?", ["one", "two", "three"], [2])]
    assert read[0].mended == ["the line '**✅ Correct**' above 3 question labels",
                              "the label '**Q:**' of 3 question texts"]


def test_a_short_line_of_few_values_above_most_questions_is_their_kind_and_becomes_their_tag():
    """herabt's practice exam: `Multiple Choice` or `Select All That Apply` above every question's text."""
    deck = _deck(["Multiple Choice\nWhat?", "Select All That Apply\nWhich ones?", "Multiple Choice\nWhere?",
                  "Select All That Apply\nWho?"])
    mend_deck(deck)
    assert [(q.text, q.tags) for q in deck.questions] == [
        ("What?", ["Multiple-Choice"]), ("Which ones?", ["Select-All-That-Apply"]), ("Where?", ["Multiple-Choice"]),
        ("Who?", ["Select-All-That-Apply"])]


@pytest.mark.parametrize("texts", [
    ["Paris\nIs this the capital?", "Rome\nIs this the capital?", "Oslo\nIs this the capital?"],    # a value each
    ["Read this.\nWhat?", "Read this.\nWhere?", "Read this.\nWho?"],                                # a sentence
    ["Multiple Choice\nWhat?", "Multiple Choice\nWhere?", "Who?", "Why?", "How?"],                 # not most
])
def test_a_first_line_that_is_not_a_kind_stays(texts: list[str]):
    assert _mended(texts) == texts


def test_a_mend_quoting_braces_from_the_source_keeps_them() -> None:
    """What a mend says often quotes the file; the file's own braces ({0}, {}, a lone '{') stay as written and
    only the count and the plural are filled in (str.format once raised ValueError on them)."""
    texts = [f"Seite {{{k}}} von {{n}}}}\nStrona {{ druga\nWas ist {k} + {k}?" for k in range(1, 5)]
    deck = _deck(texts)
    mend_deck(deck)
    said = [m for m in deck.mended if "open with" in m]
    assert said, deck.mended
    assert "{1}" in said[0] and "off 4 question texts" in said[0]
    assert [q.text for q in deck.questions] == [f"Was ist {k} + {k}?" for k in range(1, 5)]


@pytest.mark.parametrize("count, said", [(1, "the label '{x}' of 1 question text"),
                                         (3, "the label '{x}' of 3 question texts")])
def test_mend_fills_only_the_count_and_the_plural(count: int, said: str) -> None:
    deck = _deck(["a", "b", "c"])
    deck.mend("the label '{x}' of {n} question text{s}", count)
    assert deck.mended == [said]
