"""Session 19, answers: answer conventions read by their shape whatever their words: a key written as a run of
units (a short line naming a question's number, its answer on the next line), an answer line read as a question's
last choice, a key naming the questions as the file's headings name them in words; and a heading that only names
each question (its number in words) taken off the question's text.

The shapes are those of real banks nobody here wrote, written here in other words and languages; each test fails
without the change it is named for.
"""

from __future__ import annotations

from pathlib import Path

from tests.helpers import read_deck

_read = read_deck


def _headed(unit: str, answers: list[str], explain: str = "") -> str:
    lines = ["# Kurztest", ""]
    for n in range(5):
        lines += [f"### Frage {n + 1}", f"Wie viel ist {n} plus {n}?"]
        lines += [f"{'abcd'[k]}) Zahl {2 * n + k}" for k in range(4)]
        lines += [""]
    lines += ["---", "Hier die Lösungen:", ""]
    for n, right in enumerate(answers):
        lines += [f"### {unit} {n + 1}", right]
        if explain:
            lines += [f"{explain} weil {n} + {n} = {2 * n}."]
        lines += [""]
    return "\n".join(lines)


def test_a_run_of_headed_units_each_over_its_answer_is_an_answer_key(tmp_path: Path):
    deck, diags = _read(tmp_path, "quiz.md", _headed("Lösung", ["a) Zahl 0", "a) Zahl 2", "a", "Zahl 6", "a) Zahl 8"],
                                                     "**Erklärung:**"))
    assert len(deck.questions) == 5
    assert [q.answer for q in deck.questions] == [[0]] * 5
    assert deck.questions[1].explanation == "weil 1 + 1 = 2."
    assert not [d for d in diags.warnings if "answer" in d.message or "no question" in d.message]


def test_a_headed_unit_whose_value_names_no_choice_is_said_at_its_line(tmp_path: Path):
    # other words for the unit (Spanish), the same shape; one value names none of its question's choices
    deck, diags = _read(tmp_path, "quiz.md", _headed("Respuesta", ["b) Zahl 1", "b", "Zahl 99", "b) Zahl 7", "b"]))
    assert [q.answer for q in deck.questions] == [[1], [1], None, [1], [1]]
    text = (tmp_path / "quiz.md").read_text(encoding="utf-8").split("\n")
    line = text.index("Zahl 99") + 1
    assert any(d.pos.line == line and "names none" in d.message for d in diags.warnings)


def test_units_whose_values_name_no_choices_are_no_key(tmp_path: Path):
    deck, _diags = _read(tmp_path, "quiz.md", _headed("Teil", ["Einleitung", "Grundlagen", "Übung", "Schluss", "Ende"]))
    assert all(q.answer is None for q in deck.questions if len(q.choices) >= 2)


def _last_line(answer_line: str, values: list[str]) -> str:
    lines = ["# Histoire", ""]
    for n, right in enumerate(values):
        lines += [f"### Quelle année pour l'événement {n} ?"]
        lines += [f"- {1900 + 10 * n + k}" for k in range(4)]
        lines += [f"* {answer_line} {right}", ""]
    return "\n".join(lines)


def test_an_answer_line_read_as_the_last_choice_is_the_answer(tmp_path: Path):
    deck, diags = _read(tmp_path, "quiz.md", _last_line("Réponse :", ["1902", "1911", "1920", "1933", "1941"]))
    assert [len(q.choices) for q in deck.questions] == [4] * 5
    assert [q.answer for q in deck.questions] == [[2], [1], [0], [3], [1]]
    assert not [d for d in diags.warnings if "answer" in d.message.casefold()]


def test_an_answer_line_as_last_choice_that_names_no_other_choice_is_said(tmp_path: Path):
    deck, diags = _read(tmp_path, "quiz.md", _last_line("Відповідь —", ["1902", "1911", "1777", "1933", "1941"]))
    assert [len(q.choices) for q in deck.questions] == [4] * 5
    assert deck.questions[2].answer is None
    assert any(d.pos.line == 22 and "names none" in d.message for d in diags.warnings)   # its answer line


def _named(key_rows: list[str]) -> str:
    ordinals = ["uno", "dos", "tres", "cuatro", "cinco"]
    lines: list[str] = []
    for n, name in enumerate(ordinals):
        lines += [f"## Pregunta {name}", "", f"¿Cuánto es {n} por dos?", ""]
        lines += [f"{k + 1}. {2 * n + k}" for k in range(4)]
        lines += ["", ""]
    lines += ["## Clave", "", "Pregunta | Respuesta", "--- | ---", *key_rows, ""]
    return "\n".join(lines)


def test_a_key_naming_the_questions_as_their_headings_do_in_words(tmp_path: Path):
    deck, diags = _read(tmp_path, "quiz.md", _named(["uno | 1", "dos | 2", "tres | 1", "cuatro | 4", "cinco | 3"]))
    assert [q.answer for q in deck.questions] == [[0], [1], [0], [3], [2]]
    assert all(not q.text.startswith("Pregunta") for q in deck.questions)    # the heading only names the question
    assert not [d for d in diags.warnings if "answer" in d.message or "not read" in d.message]


def test_a_named_entry_that_names_no_choice_is_said_at_its_line(tmp_path: Path):
    deck, diags = _read(tmp_path, "quiz.md", _named(["uno | 1", "dos | 9", "tres | 1", "cuatro | 4", "cinco | 3"]))
    assert [q.answer for q in deck.questions] == [[0], None, [0], [3], [2]]
    text = (tmp_path / "quiz.md").read_text(encoding="utf-8").split("\n")
    assert any(d.pos.line == text.index("dos | 9") + 1 for d in diags.warnings)


def _mended(firsts: list[str], heads: list[str]) -> list[str]:
    """The question texts ``mend_deck`` leaves, each question's text a first line then its question, the source's
    lines ``heads`` (Markdown headings)."""
    from quizdeck.core.diagnostics import Pos
    from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
    from quizdeck.importers.mend import mend_deck

    deck = ImportedDeck("t", "t", "t.md")
    for n, first in enumerate(firsts):
        deck.questions.append(ImportedQuestion(Pos("t.md", 4 * n + 1, 1), f"{first}\nWas ergibt {n} mal drei?",
                                               [ImportedChoice(str(k)) for k in range(3)]))
    mend_deck(deck, heads)
    return [q.text for q in deck.questions]


def test_a_heading_that_only_names_each_question_is_not_its_text():
    names = ["Aufgabe eins", "Aufgabe zwei", "Aufgabe drei", "Aufgabe vier"]
    assert _mended(names, [f"## {n}" for n in names]) == [f"Was ergibt {n} mal drei?" for n in range(4)]
    names = ["سوال اول", "سوال دوم", "سوال سوم"]
    assert _mended(names, [f"##  {n}" for n in names]) == [f"Was ergibt {n} mal drei?" for n in range(3)]
    # a word repeated (topics), or lines that are no headings in the source: text, left
    topics = ["Aufgabe eins", "Aufgabe eins", "Aufgabe drei", "Aufgabe vier"]
    assert all(t.startswith("Aufgabe") for t in _mended(topics, [f"## {n}" for n in topics]))
    plain = ["Aufgabe eins", "Aufgabe zwei", "Aufgabe drei"]
    assert all(t.startswith("Aufgabe") for t in _mended(plain, plain))


def _texts(texts: list[str]) -> list[str]:
    from quizdeck.core.diagnostics import Pos
    from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
    from quizdeck.importers.mend import mend_deck

    deck = ImportedDeck("t", "t", "t.md")
    for n, text in enumerate(texts):
        deck.questions.append(ImportedQuestion(Pos("t.md", 10 * n + 1, 1), text,
                                               [ImportedChoice(str(k)) for k in range(3)]))
    mend_deck(deck)
    return [q.text for q in deck.questions]


def test_lines_that_open_most_question_texts_are_the_pages_not_the_questions():
    """A scraped page: the same lines (their numbers aside) above every question, some missing here and there."""
    def page(n: int, extra: bool = True) -> str:
        head = [f"Esame AZ-{100 + n} argomento 1 domanda {n}", "Domanda d'esame reale da"]
        head += ["Microsoft", f"Domanda n.: {n}"] if extra else []
        return "\n".join([*head, "[Tutte le domande]", "", f"Che cosa fa il comando numero {n}?"])
    texts = [page(n, extra=n != 2) for n in range(1, 6)]
    assert _texts(texts) == [f"Che cosa fa il comando numero {n}?" for n in range(1, 6)]


def test_a_shared_line_that_asks_or_opens_code_is_the_questions_own():
    texts = [f"Qual è l'output del codice?\n```python\nprint({n})\n```" for n in range(5)]
    assert _texts(texts) == texts
    texts = [f"Leggi il codice:\nNota bene\n```\nx = {n}\n```\nQuanto vale x?" for n in range(5)]
    assert _texts(texts) == texts


def test_an_answer_naming_a_choice_by_its_text_loosely(tmp_path: Path):
    """The choice's text again as the answer, its punctuation otherwise, cut short, or with a reason after it."""
    questions = [
        ("Która rzeka jest najdłuższa w Polsce?", ["Odra", "Wisła", "Warta"], "Wisła, bo ma 1022 km"),
        ("Co mówi uczeń bez zadania?", ["Nie wiem!", "Don't know", "Zrobione."], "dont know"),
        ("Gdzie leży Gdańsk?", ["nad Morzem Bałtyckim", "w górach", "nad jeziorem"], "nad Morzem"),
        ("Stolica Polski to?", ["Kraków", "Poznań", "Warszawa"], "Warszawa - od 1596 roku"),
        ("Ile to dwa plus dwa?", ["Trzy", "Cztery", "Pięć"], "Cztery"),
    ]
    lines: list[str] = []
    for n, (text, choices, answer) in enumerate(questions):
        lines += [f"{n + 1}. {text}", *[f"{'abc'[k]}) {c}" for k, c in enumerate(choices)], f"Odpowiedź: {answer}", ""]
    deck, _diags = _read(tmp_path, "quiz.txt", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [[1], [1], [0], [2], [1]]
