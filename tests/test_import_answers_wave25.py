"""The line that gives a question's answer is the one the record repeats for that job, and nothing else is.

Session 25's classes of the answers engineer, each with inputs written here in languages and wrappings the banks
do not use: a heading over the choices is no answer line (its "value" is a choice line of the question); a value
naming several choices by label and whole text, joined by a sign, names all of them; a line holding a respondent's
answer and then the key's names the key's; a token every record carries on its last line is a field, not a mark,
and a run of entries with no marked choice beside a marked quiz is no part of it.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import learntmarks
from tests.conftest import read_said, rows_of

#: a small quiz in Finnish: question, choices, the right ones
QUIZ_FI = [
    ("Mitkä näistä ovat hedelmiä?", ["omena", "porkkana", "banaani", "peruna"], [0, 2]),
    ("Mikä on Suomen pääkaupunki?", ["Turku", "Helsinki", "Tampere", "Oulu"], [1]),
    ("Mitkä eläimet osaavat lentää?", ["kotka", "hevonen", "lepakko", "varpunen"], [0, 2, 3]),
    ("Mikä on kahden ja kolmen summa?", ["neljä", "kuusi", "viisi", "seitsemän"], [2]),
    ("Mitkä näistä ovat värejä?", ["sininen", "pöytä", "tuoli", "punainen"], [0, 3]),
    ("Kuinka monta päivää on viikossa?", ["viisi", "kuusi", "kahdeksan", "seitsemän"], [3]),
    ("Mikä planeetta on lähimpänä aurinkoa?", ["Merkurius", "Mars", "Venus", "Jupiter"], [0]),
    ("Mitkä näistä ovat metalleja?", ["rauta", "puu", "kupari", "lasi"], [0, 2]),
    ("Mikä on veden kemiallinen kaava?", ["CO2", "H2O", "O2", "NaCl"], [1]),
    ("Mitkä kuukaudet ovat talvella?", ["tammikuu", "heinäkuu", "helmikuu", "elokuu"], [0, 2]),
]


def _headed(key: str) -> str:
    """Records of labelled fields: a heading alone over the choices, the choices' labels glued to their texts, then
    the key (``key`` with ``{last}``: the last right choice's label and text)."""
    out = ["Harjoitus", ""]
    for n, (q, cs, right) in enumerate(QUIZ_FI, 1):
        out += [f"Tehtävä {n}", f"Teksti: {q}", "Vaihtoehdot:"]
        out += [f"  {'ABCD'[j]}.{c}" for j, c in enumerate(cs)]
        out += [key.format(last=f"{'ABCD'[right[-1]]}.{cs[right[-1]]}"), "-" * 30, ""]
    return "\n".join(out)


def test_a_heading_over_the_choices_is_no_answer_line_its_next_line_being_a_choice(tmp_path: Path) -> None:
    # "Vaihtoehdot:" (choices:) has no value; the line after it is the first choice, not its value: every answer
    # would be A
    deck, said = read_said(tmp_path, _headed("Oikea vastaus: {last}"), "quiz.txt")
    assert [q.answer for q in deck.questions] == [[r[-1]] for _, _, r in QUIZ_FI]
    assert [[c.text for c in q.choices] for q in deck.questions] == [cs for _, cs, _ in QUIZ_FI]
    assert not any("same choice" in s for s in said)


def test_a_value_naming_several_choices_by_label_and_text_joined_by_a_sign_names_them_all(tmp_path: Path) -> None:
    for joiner in ("‖", " / "):
        deck, _ = read_said(tmp_path, _joined_source(joiner), "quiz.txt")
        assert [q.answer for q in deck.questions] == [r for _, _, r in QUIZ_FI], joiner


def _joined_source(joiner: str) -> str:
    out = ["Harjoitus", ""]
    for n, (q, cs, right) in enumerate(QUIZ_FI, 1):
        out += [f"Tehtävä {n}", f"Teksti: {q}", "Vaihtoehdot:"]
        out += [f"  {'ABCD'[j]}.{c}" for j, c in enumerate(cs)]
        out += ["Oikein: " + joiner.join(f"{'ABCD'[j]}.{cs[j]}" for j in right), "-" * 30, ""]
    return "\n".join(out)


#: a graded attempt in Turkish: question, choices, the key's right ones, the respondent's
QUIZ_TR = [
    ("Türkiye'nin başkenti neresidir?", ["İstanbul", "Ankara", "İzmir", "Bursa"], [1], [0]),
    ("Hangileri meyvedir?", ["elma", "havuç", "muz", "patates"], [0, 2], [0, 2]),
    ("Bir haftada kaç gün vardır?", ["beş", "altı", "yedi", "sekiz"], [2], [2]),
    ("Hangisi bir gezegendir?", ["Ay", "Mars", "Güneş", "Halley"], [1], [3]),
    ("Hangileri renktir?", ["mavi", "masa", "kırmızı", "sandalye"], [0, 2], [0]),
    ("Suyun formülü nedir?", ["CO2", "NaCl", "O2", "H2O"], [3], [3]),
    ("En büyük okyanus hangisidir?", ["Atlas", "Hint", "Büyük Okyanus", "Arktik"], [2], [2]),
    ("Hangisi bir memelidir?", ["balina", "köpekbalığı", "ahtapot", "somon"], [0], [1]),
]


def test_a_line_of_a_respondents_answer_then_the_key_is_answered_by_the_key(tmp_path: Path) -> None:
    out = []
    for n, (q, cs, right, mine) in enumerate(QUIZ_TR, 1):
        def value(ks: list[int], cs: list[str] = cs) -> str:
            return "".join("ABCD"[k] for k in ks) + ":" + "; ".join(cs[k] for k in ks) + ";"
        out += [f"{n}. {q}", *(f"{'ABCD'[j]}. {c}" for j, c in enumerate(cs))]
        out += [f"Seçiminiz:{value(mine)}Doğru yanıt:{value(right)}", "10 puan", ""]
    deck, _ = read_said(tmp_path, "\n".join(out), "quiz.txt")
    assert rows_of(deck) == [(q, cs, right) for q, cs, right, _ in QUIZ_TR]


#: a glossary then a quiz in Spanish: every record ends with a tip line under one sign
TERMS = [("Ángulo", "Figura formada por dos rectas que parten de un punto."),
         ("Vértice", "Punto donde se unen dos lados."),
         ("Radio", "Distancia del centro a la circunferencia."), ("Diámetro", "El doble del radio."),
         ("Perímetro", "Suma de los lados de una figura."), ("Área", "Medida de una superficie."),
         ("Arista", "Línea donde se unen dos caras."), ("Cara", "Superficie plana de un cuerpo."),
         ("Recta", "Línea sin curvas."), ("Curva", "Línea que cambia de dirección."), ("Punto", "Lugar sin medida.")]
QUIZ_ES = [
    ("¿Cuántos lados tiene un triángulo?", ["dos", "tres", "cuatro", "cinco"], 1),
    ("¿Cuál es la capital de España?", ["Madrid", "Sevilla", "Valencia", "Bilbao"], 0),
    ("¿Qué animal ladra?", ["el gato", "la vaca", "el perro", "el pez"], 2),
    ("¿Cuántos días tiene una semana?", ["cinco", "seis", "ocho", "siete"], 3),
    ("¿De qué color es el cielo despejado?", ["verde", "azul", "rojo", "negro"], 1),
    ("¿Cuál es el planeta más grande?", ["Marte", "Venus", "Júpiter", "Tierra"], 2),
    ("¿Qué fruta es amarilla?", ["el plátano", "la fresa", "la uva", "la ciruela"], 0),
    ("¿Cuántas patas tiene una araña?", ["seis", "diez", "cuatro", "ocho"], 3),
    ("¿Qué se usa para escribir?", ["la cuchara", "el lápiz", "el plato", "la taza"], 1),
    ("¿Dónde viven los peces?", ["en el agua", "en el árbol", "en la arena", "en el aire"], 0),
]


def _glossary_and_quiz(rounds: int) -> tuple[str, list[tuple[str, list[str], int]]]:
    terms = [(f"{t} {k + 1}", d) for k in range(rounds) for t, d in TERMS]
    quiz = [(f"{q} ({k + 1})", cs, r) for k in range(rounds) for q, cs, r in QUIZ_ES]
    out = ["Parte 1. Términos", ""]
    for n, (t, d) in enumerate(terms, 1):
        out += [f"{n}. [t{n:02d}] {t}", f"   {d}", f"   ☞ Recuerda: {t.lower()} aparece en el examen.", ""]
    out += ["Parte 2. Preguntas", ""]
    for n, (q, cs, r) in enumerate(quiz, 1):
        out += [f"{n}. [p{n:02d}] {q}", *(f"   {'✔' if j == r else ' '} {c}" for j, c in enumerate(cs))]
        out += [f"   ☞ La respuesta es {cs[r]}, como dice el libro.", ""]
    return "\n".join(out), quiz


def test_a_token_on_every_records_last_line_is_a_field_and_unmarked_entries_are_no_questions(tmp_path: Path) -> None:
    text, quiz = _glossary_and_quiz(4)
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert [(q.text.split("] ", 1)[-1], [c.text for c in q.choices], q.answer) for q in deck.questions] == [
        (q, cs, [r]) for q, cs, r in quiz]
    assert all(q.explanation and q.explanation.startswith("La respuesta es") for q in deck.questions)
    assert any("44 items from here carry no right choice marked" in s and "left out" in s for s in said)


def test_a_mark_always_on_the_last_choice_beside_a_mark_that_moves_is_not_learnt() -> None:
    choices = [[f"{'✔ ' if j == r else ''}opción {j}" for j in range(4)] + ["☞ nota final"] for r in (0, 2, 1, 3, 2, 0)]
    learnt = learntmarks.learn(choices, list(range(6)), {})
    assert learnt is not None
    assert [m.token for m in learnt.marks] == ["✔"]
    assert learnt.answers == {i: [r] for i, r in enumerate((0, 2, 1, 3, 2, 0))}
    assert [m.token for m in learnt.fields] == ["☞"]


def test_a_mark_always_on_the_last_choice_alone_is_still_a_mark() -> None:
    # the right choice written last in every question, marked: nothing else tells it, the mark is kept
    choices = [[f"opción {j}" for j in range(3)] + ["✔ la buena"] for _ in range(6)]
    learnt = learntmarks.learn(choices, list(range(6)), {})
    assert learnt is not None and learnt.answers == {i: [3] for i in range(6)}


#: a quiz in Dutch, its right choices ticked, then a run of unfilled templates of the same shape
QUIZ_NL = [
    ("Wat is de hoofdstad van Nederland?", ["Rotterdam", "Amsterdam", "Utrecht", "Den Haag"], 1),
    ("Hoeveel dagen heeft een week?", ["vijf", "zes", "zeven", "acht"], 2),
    ("Welk dier blaft?", ["de hond", "de kat", "de koe", "de vis"], 0),
    ("Welke kleur heeft de lucht?", ["groen", "rood", "zwart", "blauw"], 3),
    ("Hoeveel poten heeft een spin?", ["zes", "acht", "tien", "vier"], 1),
    ("Welke planeet is het grootst?", ["Mars", "Venus", "Jupiter", "Aarde"], 2),
]


def test_a_run_of_items_none_ticked_after_a_quiz_whose_every_question_is_ticked_is_left_out(tmp_path: Path) -> None:
    out = ["# Oefentoets", ""]
    for q, cs, r in QUIZ_NL:
        out += [f"### {q}", "", *(f"- [{'x' if j == r else ' '}] {c}" for j, c in enumerate(cs)), "", "---", ""]
    for _ in range(6):
        out += ["### vraag", "", *(f"- [ ] optie {j + 1}" for j in range(4)), "", "---", ""]
    deck, said = read_said(tmp_path, "\n".join(out), "toets.md")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_NL]
    assert any("6 items from here carry no right choice marked" in s for s in said)
