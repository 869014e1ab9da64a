"""Markdown answer and choice writings of session 23, each small and written for the test (in other languages
than the banks that showed them)."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.answerlines import CONFLICT, _Choices, resolve
from quizdeck.importers.choicetext import without_labels
from tests.test_import_markdown_shapes import imported

_PL = [("Które miasto jest stolicą Polski?", ["Kraków", "Warszawa (od 1596 roku)", "Gdańsk", "Poznań"], 1,
        "B) Warszawa"),
       ("Która rzeka płynie przez Kraków?", ["Odra", "Warta", "Wisła, najdłuższa rzeka kraju", "Bug"], 2,
        "C) Wisła"),
       ("Ile województw ma Polska?", ["12", "16", "18", "20"], 1, "B) 16"),
       ("Jakie morze leży na północy?", ["Morze Północne", "Morze Czarne", "Morze Bałtyckie i zatoki",
                                         "Morze Śródziemne"], 2, "C) Morze Bałtyckie")]


def test_a_label_beside_its_choice_said_shorter_names_that_choice(tmp_path: Path) -> None:
    # the answer block gives the right choice's label and its text cut short or said otherwise: the label decides
    # where the text shares its words with that choice more than with any other
    lines = ["# Geografia", ""]
    for n, (q, cs, _, v) in enumerate(_PL, 1):
        lines += [f"**{n}. {q}**", ""]
        for k, c in enumerate(cs):
            lines += [f"{'ABCD'[k]}) {c}", ""]
        lines += [f"<details><summary>Poprawna odpowiedź</summary>{v}</details>", ""]
    doc, result = imported(tmp_path, "test.md", "\n".join(lines))
    assert [q.get("answer") for q in doc["questions"]] == ["B", "C", "B", "C"], result.output
    assert "warning" not in result.output, result.output


def test_a_label_beside_another_choices_text_is_still_a_conflict() -> None:
    choices = _Choices(["odra", "warta", "wisła najdłuższa rzeka", "bug"])
    assert resolve("B) Wisła najdłuższa", choices, False) == CONFLICT
    assert resolve("C) Wisła", choices, False) == [2]
    # the text's words, a word's ending aside, are another choice's more than the labelled one's
    roles = _Choices(["rola konta", "konto główne", "użytkownik konta", "grupa kont"])
    assert resolve("C. Role konta", roles, False) == CONFLICT


def test_labels_closed_by_two_signs_in_order_are_labels() -> None:
    # "a.) text", "b.) text": a stop and a parenthesis after each letter, the letters in order
    assert without_labels(["a.) Oslo", "b.) Bergen", "c.) Trondheim"]) == ["Oslo", "Bergen", "Trondheim"]
    assert without_labels(["A). Oslo", "B). Bergen", "C). Trondheim"]) == ["Oslo", "Bergen", "Trondheim"]
    # out of order: no labels
    assert without_labels(["a.) Oslo", "c.) Bergen", "b.) Trondheim"]) is None


_CS = [("Které město je hlavním městem Česka?", ["Brno", "Ostrava", "Praha", "Plzeň"], "C"),
       ("Která řeka protéká Prahou?", ["Vltava", "Morava", "Labe", "Odra"], "A"),
       ("Kolik krajů má Česko?", ["10", "12", "14", "16"], "C")]


def test_a_letter_in_emphasis_names_the_choices_numbered_1_2_3(tmp_path: Path) -> None:
    # the choices numbered 1-4 (a page's style shows them as letters), the answer a letter in bold with its reason
    lines = ["# Zeměpis", ""]
    for n, (q, cs, a) in enumerate(_CS, 1):
        lines += [f"#### {n}. {q}", "", '<div class="upper-alpha" markdown>']
        lines += [f"{k}. {c}" for k, c in enumerate(cs, 1)]
        lines += ["</div>", "", "??? question \"Ukázat odpověď\"",
                  f"    Správná odpověď je **{a}**. Protože to tak je.", "", "---", ""]
    doc, result = imported(tmp_path, "kviz.md", "\n".join(lines))
    assert [q.get("answer") for q in doc["questions"]] == ["C", "A", "C"], result.output


def test_an_answer_sentence_names_numbered_choices_by_letter(tmp_path: Path) -> None:
    # the reader's own answer sentence ("La respuesta correcta es **B**. ..."): its letter counts the choices
    # numbered 1, 2, 3 from A
    lines = ["# Geografía", ""]
    for n, (q, cs, a) in enumerate(_CS, 1):
        lines += [f"#### {n}. {q}", "", '<div class="upper-alpha" markdown>']
        lines += [f"{k}. {c}" for k, c in enumerate(cs, 1)]
        lines += ["</div>", "", f"La respuesta correcta es **{a}**. Porque así es.", "", "---", ""]
    doc, result = imported(tmp_path, "prueba.md", "\n".join(lines))
    assert [q.get("answer") for q in doc["questions"]] == ["C", "A", "C"], result.output
