"""Session 18, answers: answer conventions a whole file shares, read from the file's own consistency whatever its
words (labels set apart by spaces, a key in brackets, a paragraph that names the right choice, a convention stated
once), and loud second looks where a question departs from the rest of its file.

The shapes are those of real banks nobody here wrote, written here in other words and languages; each test fails
without the change it is named for.
"""

from __future__ import annotations

from pathlib import Path

from tests.helpers import read_deck

_read = read_deck


def _bank(answers: list[str], key: str, labels: str = "ABCDE") -> str:
    lines = ["5 5", ""]
    for n, right in enumerate(answers):
        lines += [f"{n + 1}. Quale numero è {n}?"]
        lines += [f"{labels[k]}. numero {n}-{k}" for k in range(5)]
        lines += [f"{key}{right}", ""]
    return "\n".join(lines)


def test_an_answer_of_several_labels_set_apart_by_spaces_names_them_all(tmp_path: Path):
    deck, diags = _read(tmp_path, "quiz.txt", _bank(["D", "A B D E", "B", "B D E", "C"], "Giusta: "))
    assert [q.answer for q in deck.questions] == [[3], [0, 1, 3, 4], [1], [1, 3, 4], [2]]
    assert not [d for d in diags.warnings if "answer" in d.message]
    # labels out of their order are no answer of several: said at the line
    deck, diags = _read(tmp_path, "quiz.txt", _bank(["D", "B A", "B", "A C", "C"], "Giusta: "))
    assert deck.questions[1].answer is None and deck.questions[3].answer == [0, 2]
    assert any(d.pos.line == 17 for d in diags.warnings)


def test_a_key_in_brackets_before_the_value_is_the_files_answer_line(tmp_path: Path):
    lines = ["# Глава 3", ""]
    for n, right in enumerate("CDBAD"):
        lines += [f"{n + 1}.Какое число {n}（）。", ""]
        lines += [f"{'ABCD'[k]}.число {n}-{k}" for k in range(4)]
        lines += ["", f"【Ответ】{right}", "", f"【Разбор】стр. {n}, потому что так.", ""]
    deck, _diags = _read(tmp_path, "quiz.md", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [[2], [3], [1], [0], [3]]
    assert all("Ответ" not in (q.explanation or "") for q in deck.questions)


def test_a_reading_that_answers_no_question_says_so_when_the_reader_did_not(tmp_path: Path):
    """A file whose answers are in a form no reading knows (here a reading of the file's own layout, which says
    nothing of answers): loud, once, at the first question."""
    lines: list[str] = []
    for n in range(6):
        lines += [f"<h3>Frage {n + 1}</h3>", f"Wie viel ist {n} plus eins?<br>"]
        lines += [f"{k + 1}- {n + k}<br>" for k in range(4)]
        lines += ["", f"~~Lösung~~ {n % 4 + 1} ~~", ""]
    deck, diags = _read(tmp_path, "quiz.md", "\n".join(lines))
    if all(q.answer is None for q in deck.questions):
        assert any("answer" in d.message for d in diags.warnings)


def test_no_answer_anywhere_is_said_once_by_the_second_look(tmp_path: Path):
    from quizdeck.core.diagnostics import Diagnostics, Pos
    from quizdeck.importers.base import Source
    from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
    from quizdeck.importers.sanity import check_deck

    lines = []
    deck = ImportedDeck("d", "d", "x")
    for n in range(4):
        lines += [f"Q{n}", "x", "y", ""]
        q = ImportedQuestion(Pos("f", 4 * n + 1), f"Q{n}", [ImportedChoice("x"), ImportedChoice("y")])
        q.use(4 * n + 1, 4 * n + 3)
        deck.questions.append(q)
    diags = Diagnostics()
    check_deck(deck, Source("f", "f", "\n".join(lines)), diags)
    said = [d for d in diags.warnings if "none of the 4 questions has an answer read" in d.message]
    assert len(said) == 1 and said[0].pos.line == 1


def test_one_question_without_the_answer_the_others_have_is_said_at_its_line(tmp_path: Path):
    """Said by the second look where the reader said nothing (a reading of the file's own layout)."""
    from quizdeck.core.diagnostics import Diagnostics, Pos
    from quizdeck.importers.base import Source
    from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
    from quizdeck.importers.sanity import check_deck

    lines = []
    deck = ImportedDeck("d", "d", "x")
    for n in range(6):
        lines += [f"Vraag {n}", "ja", "nee", ""]
        q = ImportedQuestion(Pos("f", 4 * n + 1), f"Vraag {n}", [ImportedChoice("ja"), ImportedChoice("nee")])
        q.use(4 * n + 1, 4 * n + 3)
        q.answer = None if n == 4 else [n % 2]
        deck.questions.append(q)
    diags = Diagnostics()
    check_deck(deck, Source("f", "f", "\n".join(lines)), diags)
    assert [d.pos.line for d in diags.warnings if "question 5 has no answer read where 5" in d.message] == [17]


def _unlabelled_bank(extra: str) -> str:
    lines: list[str] = []
    for n in range(1, 8):
        lines.append(f"Câu {n}: Số nào là {n}?")
        if n == 5:
            lines.append(extra)
        lines += [f"{'*' if k == n % 4 else ''}{'ABCD'[k]}. số {n}-{k}" for k in range(4)]
        lines.append("")
    return "\n".join(lines)


def test_an_unlabelled_line_above_labelled_choices_goes_to_the_question_text(tmp_path: Path):
    deck, _diags = _read(tmp_path, "quiz.txt", _unlabelled_bank("Đọc kỹ đề bài trước khi trả lời"))
    q = deck.questions[4]
    assert "Đọc kỹ đề bài" in q.text
    assert [c.text for c in q.choices] == [f"số 5-{k}" for k in range(4)]
    assert q.answer == [1]


def test_a_blank_of_dots_above_the_choices_goes_to_the_question_text(tmp_path: Path):
    deck, _diags = _read(tmp_path, "quiz.txt", _unlabelled_bank("A. Điền vào ………… cho đúng"))
    q = deck.questions[4]
    assert "…………" in q.text and len(q.choices) == 4 and q.answer == [1]


def test_a_choice_without_the_label_its_siblings_have_is_warned_at_its_line(tmp_path: Path):
    """Where the unlabelled choice is not the first (nothing is moved), the second look says it at its line."""
    lines: list[str] = []
    for n in range(1, 8):
        lines.append(f"Pregunta {n}: ¿Cuál es el número {n}?")
        lines += [f"{'*' if k == n % 4 else ''}{'ABCD'[k]}. número {n}-{k}" for k in range(2)]
        if n == 5:
            lines.append("Lea con atención antes de responder")
        lines += [f"{'*' if k == n % 4 else ''}{'ABCD'[k]}. número {n}-{k}" for k in range(2, 4)]
        lines.append("")
    _deck, diags = _read(tmp_path, "quiz.txt", "\n".join(lines))
    assert any(d.pos.line == 28 and "no label" in d.message for d in diags.warnings)


def test_a_solution_paragraph_naming_one_choice_answers_with_a_warning(tmp_path: Path):
    lines = ["# Kurs", ""]
    rights = [2, 0, 3, 1]
    for n, right in enumerate(rights):
        lines += [f"{n + 1}. Welcher Befehl macht {n}?", "", "   ```"]
        lines += [f"   {'abcd'[k]}. cmd{n}{k}" for k in range(4)]
        lines += ["   ```", "", "   > ## Lösung", "   >", f"   > `cmd{n}{right}` ist der richtige Befehl.", ""]
    deck, diags = _read(tmp_path, "quiz.md", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [[r] for r in rights]
    assert any("names" in d.message and "Lösung" in d.message for d in diags.warnings)


def test_a_solution_paragraph_naming_a_label_in_a_sentence(tmp_path: Path):
    lines = []
    rights = "cadb"
    for n, right in enumerate(rights):
        lines += [f"{n + 1}. Quelle est la valeur {n} ?", ""]
        lines += [f"{'abcd'[k]}) valeur {n}-{k}" for k in range(4)]
        lines += ["", "Corrigé", f"La bonne réponse est ({right}), car c'est ainsi.", ""]
    deck, diags = _read(tmp_path, "quiz.txt", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [["abcd".index(r)] for r in rights]
    assert any("Corrigé" in d.message for d in diags.warnings)


def test_a_convention_stated_once_answers_every_question_with_a_warning_at_its_line(tmp_path: Path):
    lines = ["Catalogo ufficiale delle domande", "Nel catalogo la risposta b è sempre quella giusta.", ""]
    for n in range(5):
        lines += [f"{n + 1}. Quale colore ha la cosa {n}?"]
        lines += [f"{'abcd'[k]}. colore {n}-{k}" for k in range(4)]
        lines += [""]
    deck, diags = _read(tmp_path, "quiz.txt", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [[1]] * 5
    assert any(d.pos.line == 2 and "every question's answer" in d.message for d in diags.warnings)
    # a letter the file uses as a word is no label: ``a`` in English is an article, not choice a
    lines = ["A short quiz", "Pick a single answer for each question below.", ""]
    for n in range(5):
        lines += [f"{n + 1}. Which is a colour of thing {n}?"]
        lines += [f"{'abcd'[k]}. colour {n}-{k}" for k in range(4)]
        lines += [""]
    deck, diags = _read(tmp_path, "quiz.txt", "\n".join(lines))
    assert all(q.answer is None for q in deck.questions)
    assert not any("every question's answer" in d.message for d in diags.warnings)


def test_a_number_after_words_set_apart_by_nothing_names_a_numbered_choice(tmp_path: Path):
    lines = []
    for n, right in enumerate("31242"):
        lines += [f"문제 {n + 1}. 숫자 {n}은 무엇입니까?"]
        lines += [f"{k + 1}) 숫자 {n}-{k}" for k in range(4)]
        lines += [f"정답 {right}", ""]
    deck, _diags = _read(tmp_path, "quiz.txt", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [[int(r) - 1] for r in "31242"]


def test_a_circled_number_names_a_choice(tmp_path: Path):
    lines = []
    for n, right in enumerate("③①②④②"):
        lines += [f"{n + 1}. 数字{n}是哪一个？"]
        lines += [f"{'ABCD'[k]}. 数字{n}-{k}" for k in range(4)]
        lines += [f"正解：{right}", ""]
    deck, _diags = _read(tmp_path, "quiz.txt", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [[2], [0], [1], [3], [1]]


def test_a_key_tables_cell_may_give_the_label_with_its_choices_text(tmp_path: Path):
    lines = ["# Quiz", ""]
    for n in range(4):
        lines += [f"### Q{n + 1}. Welche Zahl ist {n}?"]
        lines += [f"- {'ABCD'[k]}) Zahl{n}{k}" for k in range(4)]
        lines += [""]
    lines += ["## Lösungen", "", "| Frage | Lösung | Warum |", "|---|---|---|"]
    lines += [f"| Q{n + 1} | **{'ABCD'[(n + 1) % 4]}) Zahl{n}{(n + 1) % 4}** | weil |" for n in range(4)]
    deck, _diags = _read(tmp_path, "quiz.md", "\n".join(lines) + "\n")
    assert [q.answer for q in deck.questions] == [[(n + 1) % 4] for n in range(4)]


def test_a_number_with_its_counter_word_names_a_choice(tmp_path: Path):
    lines = []
    for n, right in enumerate("31242"):
        lines += [f"{n + 1}. 숫자 {n}은 무엇입니까?"]
        lines += [f"{'ABCD'[k]}. 숫자 {n}-{k}" for k in range(4)]
        lines += [f"정답: {right}번", ""]
    deck, _diags = _read(tmp_path, "quiz.txt", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [[int(r) - 1] for r in "31242"]
