"""Plain-text layouts of session 23, each small and written for the test."""

from __future__ import annotations

from pathlib import Path

from tests.test_import_markdown_shapes import imported

# -- a sign every choice line starts with, no list knows ------------------------------------------------------------

#: every choice opens with one sign and a space; the right one ends with a sign of its own
_SIGNED = "".join(f"F{n}: {q}\n\n" + "".join(f"! {c}{' ✔' if k == r else ''}\n\n" for k, c in enumerate(cs))
                  for n, (q, cs, r) in enumerate([
                      ("Vad heter Sveriges huvudstad?", ["Göteborg", "Stockholm", "Malmö"], 1),
                      ("Hur många landskap har Sverige?", ["25", "21", "30", "18"], 0),
                      ("Vilken är Sveriges längsta älv?", ["Klarälven", "Dalälven", "Torneälven"], 0),
                      ("Vem skrev Röda rummet?", ["Lagerlöf", "Strindberg", "Moberg"], 1),
                      ("Vilket år blev Sverige medlem i EU?", ["1991", "1993", "1995"], 2),
                  ], start=1))


def test_a_sign_every_choice_opens_with_is_no_part_of_its_text(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "fragor.txt", _SIGNED)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert len(questions) == 5
    assert questions[0]["choices"] == ["Göteborg", "Stockholm", "Malmö"]
    assert [q["answer"] for q in questions] == ["B", "A", "A", "B", "C"]


# -- a key's running number, its punctuation changed mid-file --------------------------------------------------------

#: ``P1:`` … ``P3:``, then ``P4.`` … ``P6.``: one numbering, its punctuation changed after the third question
_RENUMBERED = "".join(f"P{n}{':' if n <= 3 else '.'} {q}\n\n" + "".join(
    f"! {c}{' ✔' if k == r else ''}\n\n" for k, c in enumerate(cs)) for n, (q, cs, r) in enumerate([
        ("Jaka jest stolica Polski?", ["Kraków", "Warszawa", "Gdańsk"], 1),
        ("Która rzeka jest najdłuższa w Polsce?", ["Wisła", "Odra", "Warta"], 0),
        ("Ile województw ma Polska?", ["14", "16", "18"], 1),
        ("Kto napisał Pana Tadeusza?", ["Słowacki", "Prus", "Mickiewicz"], 2),
        ("Najwyższy szczyt Tatr to?", ["Rysy", "Giewont", "Kasprowy Wierch"], 0),
        ("W którym roku Polska weszła do NATO?", ["1999", "2004", "1989"], 0),
    ], start=1))


def test_a_numbered_key_goes_on_when_its_punctuation_changes(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "pytania.txt", _RENUMBERED)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert len(questions) == 6
    assert questions[3]["question"] == "Kto napisał Pana Tadeusza?"
    assert questions[5]["choices"] == ["1999", "2004", "1989"]
    assert [q["answer"] for q in questions] == ["B", "A", "B", "C", "A", "A"]


# -- a level between the question and its choices, the answer after them ----------------------------------------

#: the question, a level (1-3), four choices, the right one's place counted from 0
_LEVELLED = "\n".join(line for q, level, cs, r in [
    ("Jak se jmenuje hlavní město Moravy?", 1, ["Brno", "Olomouc", "Zlín", "Jihlava"], 0),
    ("Která řeka protéká Prahou?", 1, ["Labe", "Morava", "Vltava", "Odra"], 2),
    ("Kolik krajů má Česko?", 1, ["10", "12", "13", "14"], 3),
    ("Kdo napsal Babičku?", 2, ["Čapek", "Němcová", "Hašek", "Neruda"], 1),
    ("Nejvyšší hora Česka je?", 2, ["Praděd", "Lysá hora", "Sněžka", "Klínovec"], 2),
    ("Ve kterém roce vzniklo Československo?", 2, ["1918", "1945", "1920", "1938"], 0),
    ("Kdo složil Mou vlast?", 3, ["Dvořák", "Smetana", "Janáček", "Martinů"], 1),
    ("Jak se jmenuje nejdelší česká řeka?", 3, ["Labe", "Vltava", "Morava", "Ohře"], 1),
    ("Které město je známé pivem Budvar?", 3, ["Plzeň", "Brno", "Žatec", "České Budějovice"], 3),
] for line in [q, str(level), *cs, str(r)])


def test_a_level_between_question_and_choices_is_no_answer(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "otazky.txt", _LEVELLED)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert len(questions) == 9
    assert questions[0]["choices"] == ["Brno", "Olomouc", "Zlín", "Jihlava"]
    assert [q["answer"] for q in questions] == ["A", "C", "D", "B", "C", "A", "B", "B", "D"]


# -- a sign left before every question's text ---------------------------------------------------------------------

#: a bold label with a sign after it, before every question (the label taken off, the sign left)
_LABELLED = "# Quiz\n\n" + "".join(f"**Domanda {n}** : {q}\n\n" + "".join(
    f"- [ ] {chr(65 + k)}) {c}\n" for k, c in enumerate(cs)) + "\n" for n, (q, cs) in enumerate([
        ("Qual è la capitale d'Italia?", ["Milano", "Roma", "Napoli", "Torino"]),
        ("Quale fiume attraversa Firenze?", ["Arno", "Po", "Tevere", "Adige"]),
        ("Chi scrisse la Divina Commedia?", ["Petrarca", "Boccaccio", "Dante", "Manzoni"]),
        ("Quante regioni ha l'Italia?", ["18", "20", "22", "19"]),
        ("Qual è il vulcano attivo più alto d'Europa?", ["Vesuvio", "Stromboli", "Etna", "Vulcano"]),
    ], start=1))


def test_a_sign_before_every_question_is_no_part_of_its_text(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "quiz.md", _LABELLED)
    questions = doc["questions"]
    assert len(questions) == 5, result.output
    assert questions[0]["question"] == "Qual è la capitale d'Italia?"
    assert questions[4]["question"] == "Qual è il vulcano attivo più alto d'Europa?"
