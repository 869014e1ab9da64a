"""Answers read by what the file repeats (importers/answerlines.py), whatever reader read the questions.

Each source here is read through ``convert.read_source`` as ``import`` reads it; the shapes are those of
real banks (issue 17): a Spanish exam whose right choice ends ``(Verificado)``, answer keys after each
section (``1. Answer: b - Surrealism``, ``**1. Answer: A** - IaaS``), answer lines in a language no list
here knows, an answer in a ``<summary>`` block's next line. Nothing is filled where the file does not
repeat the form, and a recurring answer line that names no choice is said at its line.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.answerlines import _Choices, _variant, fill_answers, resolve
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.learntmarks import Mark, edges
from tests.helpers import read_deck

_read = read_deck


def _answers(deck: ImportedDeck) -> list[list[int] | None]:
    return [q.answer for q in deck.questions]


def _warnings(diags: Diagnostics) -> list[str]:
    return [f"{d.pos.line}: {d.message}" for d in diags.warnings]


def test_a_mark_most_questions_put_on_one_choice_is_the_answer_and_is_taken_off(tmp_path: Path):
    text = "\n".join([
        "1. ¿Cuál no establece la ingeniería de requisitos?", "a) Restricciones de diseño",
        "b) Las pruebas a realizar (Verificado)", "c) Las funciones del sistema",
        "2. ¿Cuál no es una causa de los problemas?", "a) Experiencia corta (Verificado)", "b) Resistencia al cambio",
        "3. Un producto software contiene:", "a) Sistema software", "b) Proyecto software",
        "c) Programa (Verificadisimo)",
        "4. ¿Qué actividad no está incluida?", "a) Corrección de errores", "b) Cambios en el entorno",
        "c) Todas están incluidas (Verificadisimo)", ""])
    deck, _ = _read(tmp_path, "examen.txt", text)
    assert _answers(deck) == [[1], [0], [2], [2]]
    assert deck.questions[0].choices[1].text.endswith("Las pruebas a realizar")
    assert deck.questions[2].choices[2].text.endswith("Programa")
    assert any("(verificado)" in m.casefold() for m in deck.mended)


def test_a_mark_on_one_choice_of_few_questions_is_not_learnt(tmp_path: Path):
    text = "\n".join([
        "1. Which river is longest?", "a) Nile (Africa)", "b) Amazon", "c) Yangtze", "",
        "2. Which planet is largest?", "a) Mars", "b) Jupiter", "c) Venus", "",
        "3. Which metal is liquid?", "a) Iron", "b) Mercury", "c) Gold", "",
        "4. Which gas do plants take in?", "a) Oxygen", "b) Nitrogen", "c) Carbon dioxide", ""])
    deck, _ = _read(tmp_path, "quiz.txt", text)
    assert _answers(deck) == [None] * 4
    assert deck.questions[0].choices[0].text.endswith("Nile (Africa)")


def test_an_answer_key_after_each_section_answers_that_sections_questions_by_number(tmp_path: Path):
    def section(title: str, questions: list[tuple[str, list[str]]], key: list[str]) -> list[str]:
        out = [f"**{title}**", ""]
        for n, (stem, choices) in enumerate(questions, start=1):
            out += [f"{n}. {stem}  ", *(f"    {'abc'[k]}) {c}" for k, c in enumerate(choices)), ""]
        out += [f"**Answer Key: {title}**", ""]
        out += [f"{n}. Answer: {k}" for n, k in enumerate(key, start=1)] + [""]
        return out
    arts = [("Which movement painted melting clocks?", ["Impressionism", "Surrealism", "Cubism"]),
            ("Who painted Guernica?", ["Diego Rivera", "Francisco Goya", "Pablo Picasso"]),
            ("Which style uses small dots?", ["Pointillism", "Fauvism", "Expressionism"])]
    books = [("Who wrote the Aeneid?", ["Virgil", "Homer", "Ovid"]),
             ("Where is haiku from?", ["China", "Japan", "Korea"]),
             ("Who wrote the Inferno?", ["Dante", "Boccaccio", "Petrarch"])]
    text = "\n".join(section("ARTS", arts, ["b - Surrealism", "c - Pablo Picasso", "a - Pointillism"])
                     + section("BOOKS", books, ["a - Virgil", "b - Japan", "a"]))
    deck, _ = _read(tmp_path, "chapter.md", text)
    assert len(deck.questions) == 6
    assert _answers(deck) == [[1], [2], [0], [0], [1], [0]]
    assert not any("Answer:" in (q.explanation or "") for q in deck.questions)
    assert sum("answer key" in m for m in deck.mended) == 2
    assert not deck.attention


def test_an_answer_key_at_the_end_read_by_question_number_its_text_checked(tmp_path: Path):
    questions = []
    bank = [("What are the three service models?", ["IaaS, PaaS, SaaS", "Public, Private"]),
            ("Which model extends a datacenter?", ["Public cloud", "Hybrid cloud"]),
            ("What is elasticity?", ["Manual scaling", "Automatic scaling"]),
            ("What is CapEx?", ["Upfront cost", "Monthly bill"])]
    for n, (stem, choices) in enumerate(bank, start=1):
        questions += [f"### Question {n}", stem, "", *(f"{'AB'[k]}) {c}  " for k, c in enumerate(choices)),
                      "", "---", ""]
    key = ["## Answer Key", "",
           "**1. Answer: A** - IaaS, PaaS, SaaS  ", "*Explanation:* the three models.", "",
           "**2. Answer: B** - Hybrid cloud  ", "",
           "**3. Answer: B** - Automatic scaling  ", "",
           "**4. Answer: B** - Upfront cost  ", ""]       # the letter says B, the text A: said, not picked
    deck, diags = _read(tmp_path, "az.md", "\n".join(["# Practice Test", "", *questions, *key]))
    assert _answers(deck)[:3] == [[0], [1], [1]]
    assert deck.questions[3].answer is None
    assert any("question 4" in w and "disagree" in w for w in _warnings(diags))
    assert len(deck.attention) == 1


@pytest.mark.parametrize("key", ["Kunci: {}", "Відповідь — {}", "**Ratkaisu :** {}", "✅ Rätt: {}",
                                 "La opción buena es la {}"])
def test_an_answer_line_whose_key_recurs_is_read_in_any_language(tmp_path: Path, key: str):
    blocks = [("Ibu kota Indonesia adalah", ["Bandung", "Jakarta", "Surabaya"], "B"),
              ("Gunung tertinggi di Jawa adalah", ["Semeru", "Merapi", "Lawu"], "A"),
              ("Pulau terbesar di Indonesia adalah", ["Jawa", "Bali", "Kalimantan"], "C")]
    lines = []
    for n, (stem, choices, answer) in enumerate(blocks, start=1):
        lines += [f"{n}. {stem}", "", *(f"{'ABC'[k]}. {c}" for k, c in enumerate(choices)), "",
                  key.format(answer), "", "Penjelasan singkat di sini.", ""]
    deck, _ = _read(tmp_path, "soal.md", "\n".join(lines))
    assert _answers(deck) == [[1], [0], [2]]
    assert not any(key.format("") .strip(" *✅") in (q.explanation or "") + q.text for q in deck.questions
                   if key.format("").strip(" *✅"))
    assert not deck.attention


def test_the_value_on_the_line_after_a_recurring_key_line(tmp_path: Path):
    lines = ["# Quiz", ""]
    for n, (stem, answer) in enumerate([("Qual è la capitale?", "C"), ("Qual è il fiume?", "A"),
                                        ("Qual è il monte?", "B")], start=1):
        lines += [f"{n}. {stem}", "", "- A. Roma", "- B. Milano", "- C. Torino", "",
                  "<details><summary>Soluzione data</summary>", "", answer, "", "</details>", ""]
    deck, _ = _read(tmp_path, "quiz.md", "\n".join(lines))
    assert _answers(deck) == [[2], [0], [1]]


def test_a_choice_written_again_under_a_key_line_of_its_own_is_the_answer(tmp_path: Path):
    """mariuszkuswik's KCNA bank: `<summary>Answear</summary>` (so spelt) then the right choice's line again,
    `d. All of the above`; it was taken for the choice's own line, and no answer was read."""
    lines = []
    for n, right in enumerate(["d. All of the above", "b. Two", "a. One", "- b. Two, d. All of the above"], start=1):
        lines += [f"## Question 1.{n}", f"Which one is number {n}?", "- a. One", "- b. Two", "- c. Three",
                  "- d. All of the above", "<details>", "    <summary>Answear</summary>", f"    {right}", "</details>",
                  ""]
    deck, _ = _read(tmp_path, "kcna.md", "\n".join(lines))
    assert _answers(deck) == [[3], [1], [0], [1, 3]]
    assert [c.text for c in deck.questions[0].choices] == ["One", "Two", "Three", "All of the above"]


def test_a_recurring_answer_line_that_names_no_choice_is_said_at_its_line(tmp_path: Path):
    lines = []
    for n, answer in enumerate(["B", "A", "forty-two", "C"], start=1):
        lines += [f"{n}. Soal nomor {n} apa?", "", "A. satu", "B. dua", "C. tiga", "", f"Ratkaisu: {answer}", ""]
    deck, diags = _read(tmp_path, "soal.md", "\n".join(lines))
    assert _answers(deck) == [[1], [0], None, [2]]
    line = lines.index("Ratkaisu: forty-two") + 1
    assert any(w.startswith(f"{line}: ") and "names none" in w for w in _warnings(diags))
    assert len(deck.attention) == 1


def test_an_answer_form_in_few_questions_fills_nothing(tmp_path: Path):
    lines = []
    for n in range(1, 6):
        lines += [f"{n}. Soal nomor {n} apa?", "", "A. satu", "B. dua", "C. tiga", ""]
        if n == 2:
            lines += ["Ratkaisu: B", ""]
    deck, _ = _read(tmp_path, "soal.md", "\n".join(lines))
    assert _answers(deck) == [None] * 5


def _choices(*texts: str) -> _Choices:
    return _Choices.of(ImportedQuestion(pos=None, text="q", choices=[ImportedChoice(t) for t in texts]))  # type: ignore[arg-type]


@pytest.mark.parametrize("value, expected", [
    ("B", [1]), ("(c)", [2]), ("B, C", [1, 2]), ("b - Hybrid cloud", [1]), ("**B. Hybrid cloud**", [1]),
    ("2", [1]), ("2. Hybrid cloud", [1]), ("Hybrid cloud", [1]), ("hybrid cloud.", [1]),
    ("A - Hybrid cloud", "conflict"), ("A load balancer spreads traffic", "nothing"), ("", "nothing"),
    ("D", "nothing"), ("Because it is cheaper", "nothing"),
    ("b. Hybrid cloud, c. Private cloud", [1, 2]), ("a) Public cloud; b) Hybrid cloud", [0, 1]),
    ("b. Hybrid cloud, a. Private cloud", "conflict"),     # one part's label and text disagree: not half of it
])
def test_a_value_names_a_choice_only_when_certain(value: str, expected: list[int] | str):
    assert resolve(value, _choices("A. Public cloud", "B. Hybrid cloud", "C. Private cloud"), False) == expected


def test_numbered_lines_whose_labels_run_in_order_are_no_answer_key():
    lines: list[str] = []
    questions = []
    for n in range(4):
        questions.append(ImportedQuestion(Pos("bank.txt", len(lines) + 1, 1), f"Question {n}?",
                                          [ImportedChoice(c) for c in ("one", "two", "three", "four")]))
        questions[-1].use(len(lines) + 1, len(lines) + 5)
        lines += [f"Question {n}?", "א. one", "ב. two", "ג. three", "ד. four", ""]
    lines += ["1 .א", "2 .ב", "3 .ג", "4 .ד", ""]     # a PDF's right-to-left choices, in their order
    deck = ImportedDeck(name="t", key="t-0", origin="bank.txt", questions=questions)
    fill_answers(deck, Source("bank.txt", "bank.txt", "\n".join(lines)), Diagnostics())
    assert _answers(deck) == [None] * 4


def test_an_answer_key_on_one_line_at_the_end(tmp_path: Path):
    lines = []
    for n in range(1, 5):
        lines += [f"{n}. Pertanyaan nomor {n} di sini?", "a. satu", "b. dua", "c. tiga", "d. empat", ""]
    lines += ["Kunci jawaban:", "1.B 2.D 3.A 4.C", ""]
    deck, _ = _read(tmp_path, "soal.txt", "\n".join(lines))
    assert _answers(deck) == [[1], [3], [0], [2]]
    assert not deck.attention


def test_a_mark_in_the_source_lines_only_is_read_too():
    lines: list[str] = []
    questions = []
    for n, right in enumerate([1, 0, 2]):
        questions.append(ImportedQuestion(Pos("q.txt", len(lines) + 1, 1), f"Question {n}?",
                                          [ImportedChoice(c) for c in ("one", "two", "three")]))
        questions[-1].use(len(lines) + 1, len(lines) + 4)
        lines += [f"Question {n}?", *(f"- {c}{'  <==' if k == right else ''}"
                                      for k, c in enumerate(("one", "two", "three"))), ""]
    deck = ImportedDeck(name="t", key="t-0", origin="q.txt", questions=questions)
    fill_answers(deck, Source("q.txt", "q.txt", "\n".join(lines)), Diagnostics())
    assert _answers(deck) == [[1], [0], [2]]
    assert [c.text for c in deck.questions[0].choices] == ["one", "two", "three"]


def test_a_column_whose_cells_name_a_choice_in_most_rows_gives_the_answers(tmp_path: Path):
    rows = ["level,question,option1,option2,option3,correctoption,feedback",
            "Iniciante,O que é phishing?,Um golpe,Um jogo,Um vírus,1,Correto!",
            "Iniciante,O que é uma senha forte?,123456,Longa e variada,Seu nome,2,Isso!",
            "Avançado,O que é 2FA?,Dois fatores,Duas senhas,Dois emails,1,Certo!",
            "Avançado,O que é backup?,Apagar,Copiar dados,Formatar,2,Sim!"]
    deck, diags = _read(tmp_path, "perguntas.csv", "\n".join(rows) + "\n")
    assert _answers(deck) == [[0], [1], [0], [1]]
    assert any(w.startswith("1: ") and "'correctoption'" in w for w in _warnings(diags))



def _bank(questions: list[tuple[str, list[str]]], numbered: bool = True) -> str:
    lines: list[str] = []
    for n, (stem, choices) in enumerate(questions, start=1):
        lines += [f"{n}. {stem}" if numbered else stem, *choices, ""]
    return "\n".join(lines)


_TREK = [("Who commands the Enterprise-D?", ["Picard", "Kirk", "Sisko", "Janeway"], 0),
         ("Which officer is a Vulcan?", ["Worf", "Spock", "Data", "Chakotay"], 1),
         ("Which series came first?",
          ['"The Next Generation"', '"Voyager"', '"The Original Series"', '"Enterprise"'], 2),
         ("Who plays Worf?", ["Avery Brooks", "Jonathan Frakes", "LeVar Burton", "Michael Dorn"], 3),
         ("What is the Cardassian home world?", ["Bajor", "Cardassia", "Ferenginar", "Romulus"], 1)]


def test_a_short_word_after_one_choice_of_every_question_is_its_mark_even_inside_a_quote(tmp_path: Path):
    text = _bank([(stem, [f"{'abcd'[k]}) {c[:-1] + ' R' + c[-1] if c.endswith(chr(34)) else c + ' R'}"
                          if k == right else f"{'abcd'[k]}) {c}" for k, c in enumerate(choices)])
                  for stem, choices, right in _TREK])
    deck, diags = _read(tmp_path, "fragen.txt", text)
    assert _answers(deck) == [[right] for _, _, right in _TREK]
    assert [[c.text for c in q.choices] for q in deck.questions] == [choices for _, choices, _ in _TREK]
    assert any("'R'" in m for m in deck.mended)
    # a word is a weaker sign than a symbol: the import says how it read the answers, once
    assert [w for w in _warnings(diags) if "read from 'R'" in w] == [
        "1: the right choices are read from 'R' at the end of one choice of 5 questions, as nothing else "
        "in the file marks them"]
    assert not [w for w in _warnings(diags) if "gives no answer" in w]


def test_a_mark_before_the_label_and_what_the_other_choices_carry_instead_are_both_taken_off(tmp_path: Path):
    text = _bank([(stem, [f"•\t[{'+' if k == right else '-'}] {'abcd'[k]}) {c}" for k, c in enumerate(choices)])
                  for stem, choices, right in _TREK])
    deck, diags = _read(tmp_path, "pytania.txt", text)
    assert _answers(deck) == [[right] for _, _, right in _TREK]
    assert [[c.text for c in q.choices] for q in deck.questions] == [choices for _, choices, _ in _TREK]
    assert not [w for w in _warnings(diags) if "gives no answer" in w]


def test_an_empty_box_is_what_the_wrong_choices_carry_even_with_two_choices_a_question(tmp_path: Path):
    rights = [1, 0, 1, 1, 0]
    text = "# Verdadero o falso\n\n" + "\n".join(
        f"{n}. Afirmación número {n}.\n\n    - {'(x)' if right == 0 else '( )'} Verdadero\n"
        f"    - {'(x)' if right == 1 else '( )'} Falso\n" for n, right in enumerate(rights, start=1))
    deck, _ = _read(tmp_path, "test.md", text)
    assert _answers(deck) == [[r] for r in rights]
    assert all([c.text for c in q.choices] == ["Verdadero", "Falso"] for q in deck.questions)


def test_a_full_stop_on_one_choice_of_each_question_marks_it_and_is_said(tmp_path: Path):
    text = _bank([(stem, [f"{'abcd'[k]}) {c}{'.' if k == right else ''}" for k, c in enumerate(choices)])
                  for stem, choices, right in _TREK])
    deck, diags = _read(tmp_path, "vragen.txt", text)
    assert _answers(deck) == [[right] for _, _, right in _TREK]
    assert any("read from '.'" in w for w in _warnings(diags))


def test_the_same_text_ending_one_choice_of_each_question_is_no_mark(tmp_path: Path):
    # "All of the above." ends one choice of every question: the same words each time, a text
    text = _bank([(stem, [f"{'abcd'[k]}) {c}" for k, c in enumerate(choices[:3])] + ["d) All of the above."])
                  for stem, choices, _ in _TREK])
    deck, _ = _read(tmp_path, "quiz.txt", text)
    assert _answers(deck) == [None] * len(_TREK)
    assert deck.questions[0].choices[3].text.endswith("All of the above.")


def test_a_question_with_none_or_two_of_the_mark_the_others_put_on_one_is_said_at_its_line(tmp_path: Path):
    questions = [(stem, [f"{'abcd'[k]}) {c}{' <==' if k == right else ''}" for k, c in enumerate(choices)])
                 for stem, choices, right in _TREK]
    questions.append(("Which ship is Sisko's?", ["a) Defiant", "b) Voyager", "c) Excelsior"]))
    questions.append(("Which are Klingons?", ["a) Worf <==", "b) Quark", "c) Martok <=="]))
    deck, diags = _read(tmp_path, "quiz.txt", _bank(questions))
    assert _answers(deck)[:5] == [[right] for _, _, right in _TREK]
    assert _answers(deck)[5:] == [None, [0, 2]]
    warned = _warnings(diags)
    assert "31: none of the question's choices carries the mark '<==' that 6 other questions put on their " \
           "right choice: it is written without an answer" in warned
    assert any(w.startswith("36: several of the question's choices carry the mark '<=='") for w in warned)
    assert not [w for w in warned if w.startswith("31:") and "gives no answer" in w]


def _exam(answer_lines: list[list[str]]) -> str:
    out = ["# Practice exam", ""]
    for n, lines in enumerate(answer_lines, start=1):
        out += [f"**Question {n}**", "", f"Which two of these are right in case {n}? (Select TWO)", "",
                f"A) Alpha {n}", f"B) Bravo {n}", f"C) Charlie {n}", f"D) Delta {n}", "",
                "<details>", "<summary>Show Answer</summary>", *lines, "", "**Explanation:**",
                f"Because of case {n}.", "</details>", "", "---", ""]
    return "\n".join(out)


def test_an_answer_line_that_writes_several_choices_again_gives_them_all(tmp_path: Path):
    text = _exam([["Correct Answer: C) Charlie 1"],
                  ["Correct Answers: B) Bravo 2 and D) Delta 2"],
                  ["Correct Answer: A) Alpha 3"]])
    deck, _ = _read(tmp_path, "exam.md", text)
    assert _answers(deck) == [[2], [1, 3], [0]]
    assert deck.questions[1].multi


def test_several_choices_written_again_with_a_reason_after_them_give_them_all(tmp_path: Path):
    text = _exam([["Resposta: C) Charlie 1 - because it is"],
                  ["Resposta: B) Bravo 2 ou D) Delta 2 - either does, as the text says"],
                  ["Resposta: A) Alpha 3 - the first"]])
    deck, _ = _read(tmp_path, "exam.md", text)
    assert _answers(deck) == [[2], [1, 3], [0]]


def test_a_reason_that_names_another_choice_after_one_written_again_does_not_add_it(tmp_path: Path):
    text = _exam([["Resposta: C) Charlie 1 - not A) Alpha 1"],
                  ["Resposta: B) Bravo 2 - and D) Delta 2 is wrong"],
                  ["Resposta: A) Alpha 3"]])
    deck, _ = _read(tmp_path, "exam.md", text)
    assert _answers(deck) == [[2], [1], [0]]


def test_choices_written_again_on_the_lines_under_the_answer_key_give_them_all(tmp_path: Path):
    text = _exam([["### ✅ Correct Answer:", "**C. Charlie 1**"],
                  ["### ✅ Correct Answers:", "**B. Bravo 2**", "**D. Delta 2**"],
                  ["### ✅ Correct Answer:", "**A. Alpha 3**"]]).replace(") ", ". ")
    deck, _ = _read(tmp_path, "exam.md", text)
    assert _answers(deck) == [[2], [1, 3], [0]]


def test_an_explanation_that_names_another_choice_does_not_add_it(tmp_path: Path):
    text = _exam([["Correct Answer: C) Charlie 1", "", "A) Alpha 1 is a common mistake."],
                  ["Correct Answer: B) Bravo 2 and not D) the other one"],
                  ["Correct Answer: A) Alpha 3"]])
    deck, _ = _read(tmp_path, "exam.md", text)
    assert _answers(deck) == [[2], [1], [0]]


def test_a_choice_line_behind_a_box_is_a_choice_not_an_answer_line_the_recurring_key_is(tmp_path: Path):
    rights = [2, 0, 3, 1]
    out = ["# Pytania testowe", ""]
    for n, right in enumerate(rights, start=1):
        out += [f"## Pytanie {n}", f"Które słowo kluczowe numer {n}?",
                *(f"- [ ] {'ABCDE'[k]}) `word{n}{k}`" for k in range(5)), "",
                f"**Poprawna odpowiedź:** {'ABCDE'[right]}", f"*Wyjaśnienie:* powód {n}.", "", "---", ""]
    deck, _ = _read(tmp_path, "pytania.md", "\n".join(out))
    assert _answers(deck) == [[r] for r in rights]
    # the box line stays the question's fifth choice (the Markdown reader now reads the bold key itself,
    # cc26575, so answerlines no longer has to: which of the two read it is not what this test is about)
    assert [len(q.choices) for q in deck.questions] == [5] * len(rights)


def test_choices_that_compare_the_same_without_their_markup_are_not_written_again(tmp_path: Path):
    # the tags aside, every choice reads "Link": the choice lines after the first are not the answer's again
    out = []
    for n in range(1, 4):
        out += [f"**{n}. What is the correct syntax for link {n}?**", f'- a) `<a url="p{n}.html">Link</a>`',
                f'- b) `<a href="p{n}.html">Link</a>`', f'- c) `<link href="p{n}.html">Link</link>`',
                f'- d) `<hyperlink src="p{n}.html">Link</hyperlink>`', "",
                f'**Answer: b) `<a href="p{n}.html">Link</a>`**', "", "---", ""]
    deck, _ = _read(tmp_path, "mcq.md", "\n".join(out))
    assert _answers(deck) == [[1], [1], [1]]


def test_a_long_run_of_one_symbol_after_the_right_choice_is_one_mark_however_long(tmp_path: Path):
    runs = ["+" * 30, "+" * 25 + "=", "+" * 12 + "==", "+" * 7, "+" * 18]
    out = []
    for n, ((stem, choices, right), run) in enumerate(zip(_TREK, runs, strict=True)):
        out += [f"# Question {n}", stem, "", *(f"- {c}  {run if k == right else ''}".rstrip() + "  "
                                               for k, c in enumerate(choices)), ""]
    deck, _ = _read(tmp_path, "nist.txt", "\n".join(out))
    assert _answers(deck) == [[right] for _, _, right in _TREK]
    assert [[c.text for c in q.choices] for q in deck.questions] == [choices for _, choices, _ in _TREK]


@pytest.mark.parametrize("bracket", ["（{}）", "( {} )", "【{}】"])
def test_the_answer_in_the_brackets_of_most_question_texts_is_read_and_the_blank_kept(tmp_path: Path, bracket: str):
    rights = [[1, 2, 3], [1, 3], [0], [2]]
    lines = []
    for n, right in enumerate(rights, start=1):
        lines += [f"{n}. 下列选项中结论错误的是" + bracket.format("".join("ABCD"[k] for k in right)),
                  *(f"- {'ABCD'[k]}、选项 {n}{k}" for k in range(4)), ""]
    deck, _ = _read(tmp_path, "xuanzeti.md", "\n".join(lines))
    assert _answers(deck) == rights
    assert deck.questions[0].text == "下列选项中结论错误的是" + bracket.replace(" ", "").format(" ")


def test_letters_in_brackets_of_a_few_question_texts_are_text(tmp_path: Path):
    text = "\n".join(["1. Which vitamin is (A)?", "a) one", "b) two", "",
                      "2. Which is right?", "a) one", "b) two", "", "3. Which is wrong?", "a) one", "b) two", ""])
    deck, _ = _read(tmp_path, "quiz.txt", text)
    assert _answers(deck) == [None, None, None]
    assert deck.questions[0].text == "Which vitamin is (A)?"


@pytest.mark.parametrize("marked", ["*{label} {text}", "{label} *{text}", "{label} {text}  <-- correct",
                                    "{label} {text} (right answer)", "{label} =={text}==", "{label} <u>{text}</u>",
                                    "{label} _{text}_", "✓{label} {text}"])
def test_a_mark_of_any_shape_one_choice_of_each_question_carries_is_learnt(tmp_path: Path, marked: str):
    text = _bank([(stem, [marked.format(label=f"{'abcd'[k]})", text=c) if k == right else f"{'abcd'[k]}) {c}"
                          for k, c in enumerate(choices)]) for stem, choices, right in _TREK])
    deck, _ = _read(tmp_path, "quiz.txt", text)
    assert _answers(deck) == [[right] for _, _, right in _TREK]
    assert [[c.text for c in q.choices] for q in deck.questions] == [choices for _, choices, _ in _TREK]


def test_the_whole_choice_in_bold_its_label_inside_is_bold_not_a_mark_glued_before_it():
    # "**b. text**" as the reader leaves it in the source: the file's bold mark, as "d. **text**" is
    marks = [e.mark for e in edges("**b. An open-source operating system**")]
    assert Mark("bold", "**") in marks and not [m for m in marks if m.edge == "before"]
    assert Mark("bold", "**") in [e.mark for e in edges("d. **/bin**")]
    assert [e.mark for e in edges("*a) Spock")] == [Mark("before", "*")]


def test_a_part_of_the_file_in_an_answer_line_of_its_own_is_read_by_it(tmp_path: Path):
    """tanvirmulla11-aws-ccp-mcq: 150 questions answer `**Answer: C**`, the last 20 `<details><summary>Show Answer
    </summary>Ans: D</details>`, a key in 12 % of the file, but in every question no other key answers."""
    out = []
    for n in range(1, 15):
        right = n % 4
        key = f"**Answer: {'ABCD'[right]}**" if n <= 9 else \
            f"<details><summary>Show Answer</summary>Ans: {'ABCD'[right]}</details>"
        out += [f"**{n}. Which one is right, {n}?**", *(f"- {'ABCD'[k]}. choice {n}{k}" for k in range(4)), key, ""]
    deck, diags = _read(tmp_path, "bank.md", "\n".join(out))
    assert _answers(deck) == [[n % 4] for n in range(1, 15)]
    assert not [w for w in _warnings(diags) if "no answer" in w]


def test_a_key_in_some_open_questions_only_answers_none(tmp_path: Path):
    """The open questions' own key must answer nearly all of them, never naming no choice."""
    out = []
    for n in range(1, 15):
        key = f"Answer: {'ABCD'[n % 4]}" if n <= 8 else f"Hint: {'ABCD'[n % 4]}" if n % 2 else "Hint: think twice"
        out += [f"{n}. Which one is right, {n}?", *(f"{'ABCD'[k]}) choice {n}{k}" for k in range(4)), key, ""]
    deck, _ = _read(tmp_path, "bank.txt", "\n".join(out))
    assert _answers(deck)[8:] == [None] * 6


def test_the_files_answer_key_written_a_little_otherwise_in_a_few_questions_answers_them(tmp_path: Path):
    """fabader4907-quiz-lieder: 19 questions 'Richtig: B', 3 'Richtige: A' (a letter more)."""
    out = []
    for n in range(1, 10):
        key = "Richtige" if n in (4, 8) else "Richtig"
        out += [f"Frage: Welches Lied ist es, {n}?", *(f"{'ABCD'[k]}: Lied {n}{k}" for k in range(4)),
                f"{key}: {'ABCD'[n % 4]}", ""]
    deck, diags = _read(tmp_path, "lieder.txt", "\n".join(out))
    assert _answers(deck) == [[n % 4] for n in range(1, 10)]
    assert not [w for w in _warnings(diags) if "no answer" in w]


@pytest.mark.parametrize("key, learnt, near", [
    ("richtige", "richtig", True), ("answers", "answer", True), ("reponse", "réponse", True),
    ("answering", "answer", False), ("ans", "answer", False), ("hint", "answer", False), ("answer", "answer", False)])
def test_a_variant_of_the_learnt_key_is_a_letter_or_two_at_its_end_or_one_letter_other(key: str, learnt: str,
                                                                                        near: bool):
    assert _variant(key, learnt) is near
