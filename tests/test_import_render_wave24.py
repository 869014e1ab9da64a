"""Session 24's render classes: Markdown read as its page shows it, and a running number glued to the questions.

A Markdown source is read, by every reading, as the page a renderer makes of it shows it (``mdshown``): a
character written as a reference is the character, a space of another width a space, an escaped bracket opening a
line the bracket, a comment nothing. A running number the questions open with, glued to the first word by a sign,
is the file's label, not the text (``formprefix``).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Pos
from quizdeck.importers.formprefix import take_form_prefixes
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.mdshown import shown
from tests.conftest import read_said, rows_of

#: a small quiz in Swedish: question, choices, the right one
QUIZ_SV = [
    ("Vilken är Sveriges huvudstad?", ["Göteborg", "Stockholm", "Malmö"], 1),
    ("Hur många ben har en spindel?", ["Åtta", "Sex", "Tio"], 0),
    ("Vilket djur är störst?", ["Älg", "Räv", "Hare"], 0),
    ("Vad heter Sveriges längsta flod?", ["Dalälven", "Göta älv", "Klarälven"], 2),
]


def test_boxes_written_as_character_references_are_the_boxes_they_show(tmp_path: Path) -> None:
    text = "# Frågesport\n\n"
    for k, (q, choices, right) in enumerate(QUIZ_SV, 1):
        text += f"## Fråga {k}\n\n{q}\n\n"
        text += "".join(f"- {'&#9745;' if j == right else '&#x2610;'} {c}\n" for j, c in enumerate(choices)) + "\n"
    deck, _ = read_said(tmp_path, text, "quiz.md")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_SV]


#: a quiz in Turkish
QUIZ_TR = [
    ("Türkiye'nin başkenti neresidir?", ["İstanbul", "Ankara", "İzmir", "Bursa"], 1),
    ("Bir haftada kaç gün vardır?", ["Beş", "Altı", "Yedi", "Sekiz"], 2),
    ("Hangisi bir renktir?", ["Mavi", "Masa", "Kalem", "Kapı"], 0),
    ("Suyun kaynama noktası kaç derecedir?", ["50", "80", "90", "100"], 3),
]


def test_a_no_break_space_after_a_label_is_a_space(tmp_path: Path) -> None:
    text = "".join(f"{k}. {q}\n\n" + "".join(f"{'ABCD'[j]}.\u00a0{c}\\\n" for j, c in enumerate(cs))
                   + f"\nCevap: {'ABCD'[r]}\n\n" for k, (q, cs, r) in enumerate(QUIZ_TR, 1))
    deck, _ = read_said(tmp_path, text, "sorular.md")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_TR]


def test_thin_and_narrow_spaces_after_numbers_and_labels_are_spaces(tmp_path: Path) -> None:
    text = "".join(f"{k}.\u2009{q}\n" + "".join(f"{'ABCD'[j]})\u202f{c}\n" for j, c in enumerate(cs))
                   + f"Cevap:\u00a0{'ABCD'[r]}\n\n" for k, (q, cs, r) in enumerate(QUIZ_TR, 1))
    deck, _ = read_said(tmp_path, text, "sorular.md")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_TR]


#: a quiz in Italian, its labels' brackets escaped by a converter
QUIZ_IT = [
    ("Qual è la capitale d'Italia?", ["Milano", "Roma", "Napoli", "Torino"], 1),
    ("Quanti lati ha un triangolo?", ["Tre", "Quattro", "Cinque", "Sei"], 0),
    ("Quale fiume attraversa Roma?", ["Po", "Arno", "Tevere", "Adige"], 2),
    ("Quanto fa 3 per 3?", ["6", "8", "12", "9"], 3),
]


def test_an_escaped_bracket_opening_a_choice_is_the_labels_bracket(tmp_path: Path) -> None:
    text = "".join(f"**{k}) {q}**\\\n" + "".join(f"\\[{'abcd'[j]}] {c}\\\n" for j, c in enumerate(cs))
                   + f"Risposta: {'abcd'[r]}\n\n" for k, (q, cs, r) in enumerate(QUIZ_IT, 1))
    deck, _ = read_said(tmp_path, text, "domande.md")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_IT]


def test_a_comment_shows_nothing_in_a_question(tmp_path: Path) -> None:
    quiz = [
        ("Welche Farbe hat der Himmel?", ["Grün", "Blau", "Rot", "Gelb"], 1),
        ("Wie viele Tage hat ein Jahr?", ["365", "300", "400", "100"], 0),
        ("Welches Tier bellt?", ["Katze", "Kuh", "Hund", "Pferd"], 2),
        ("Was ist 10 geteilt durch 2?", ["2", "3", "4", "5"], 3),
    ]
    comments = ["<!--\nQuelle: Buch\nJahr: 2020\n-->", "<!-- Quelle: Heft -->", "<!--Quelle: Web\n-->",
                "<!--\n  Jahr: 2019 -->"]
    text = "".join(f"## {k}.\n\n{comments[k - 1]}\n{q} <!-- v2 -->\n\n"
                   + "".join(f"- {'ABCD'[j]}. {c}\n" for j, c in enumerate(cs))
                   + f"\n**Antwort: {'ABCD'[r]}**\n\n" for k, (q, cs, r) in enumerate(quiz, 1))
    deck, _ = read_said(tmp_path, text, "fragen.md")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in quiz]


def test_the_page_as_shown_keeps_code_and_markup_and_every_line() -> None:
    lines = ["Prix &lt; 10 &amp; &amp;lt; `&#x2610;` &#x2610;", "```", "&#x2610; \\[a]", "```", "\\[b] text",
             "x\u00a0y"]
    assert shown(lines) == ["Prix &lt; 10 & &amp;lt; `&#x2610;` ☐", "```", "&#x2610; \\[a]", "```", "[b] text", "x y"]
    assert shown(["plain", "text"]) is None
    assert shown(["c) <!-- kommentar -->", "d) x <!-- y -->"]) == ["c) <!-- kommentar -->", "d) x"]


#: a quiz in Portuguese, each question's number glued to its first word by a sign and a level code
QUIZ_PT = [
    ("Qual é a capital do Brasil?", ["Rio", "Brasília", "Salvador", "Recife"], 1),
    ("Quantos estados tem o Brasil?", ["26", "27", "25", "24"], 1),
    ("Qual é o maior rio do Brasil?", ["Amazonas", "Paraná", "Tietê", "Negro"], 0),
    ("Em que ano foi o descobrimento?", ["1500", "1492", "1822", "1889"], 0),
    ("Que língua se fala no Brasil?", ["Espanhol", "Inglês", "Português", "Francês"], 2),
]


def test_a_running_number_glued_to_the_first_word_is_taken_off(tmp_path: Path) -> None:
    text = ""
    for k, (q, cs, _) in enumerate(QUIZ_PT, 1):
        glued = f"{k}#{'fm'[k % 2]}#{q}" if k != 3 else f"{k}#{'fm'[k % 2]}# {q}"   # (one with a space after)
        text += f"{glued} " + " ".join(f"{'ABCD'[j]}. {c}" for j, c in enumerate(cs)) + "\n\n"
    deck, _ = read_said(tmp_path, text, "perguntas.txt")
    assert rows_of(deck) == [(q, c, None) for q, c, _ in QUIZ_PT]


def test_a_keyed_note_nested_under_every_last_choice_is_the_questions_explanation(tmp_path: Path) -> None:
    quiz = [
        ("Mikä on Suomen pääkaupunki?", ["Turku", "Helsinki", "Tampere"], "Helsinki on ollut pääkaupunki 1812 alkaen."),
        ("Montako järveä Suomessa on noin?", ["188 000", "1 000"], "Järviä on paljon."),
        ("Mikä eläin on karhu?", ["Nisäkäs", "Lintu", "Kala", "Matelija"], "Karhu imettää poikasiaan."),
        ("Mikä väri on lumi?", ["Valkoinen", "Musta"], "Lumi heijastaa valoa."),
    ]
    text = "".join(f"{k}. {q}\n\n" + "".join(f"- {c}\n" for c in cs) + f"\n  **Selitys**: {why}\n\n"
                   for k, (q, cs, why) in enumerate(quiz, 1))
    deck, _ = read_said(tmp_path, text, "kysymykset.md")
    assert [(q.text, [c.text for c in q.choices], q.explanation) for q in deck.questions] == quiz


def test_several_questions_boxed_in_one_plain_fence_are_read(tmp_path: Path) -> None:
    quiz = [
        ("Soal 1: Apa ibu kota Indonesia?", ["Bandung", "Jakarta", "Medan"]),
        ("Soal 2: Berapa hasil 7 x 6?", ["42", "36", "48"]),
        ("Soal 3: Pulau terbesar di Indonesia?", ["Jawa", "Bali", "Kalimantan"]),
        ("Soal 4: Lagu kebangsaan Indonesia?", ["Indonesia Raya", "Bagimu Negeri", "Halo Bandung"]),
    ]

    def record(q: str, cs: list[str]) -> str:
        return f"{q}\n" + "".join(f"{'ABC'[j]}. {c}\n" for j, c in enumerate(cs))

    text = ("# Contoh\n\n## Bagian A\n\n```\n" + record(*quiz[0]) + "\n" + record(*quiz[1]) + "```\n\n"
            "## Bagian B\n\n```\n" + record(*quiz[2]) + "\n" + record(*quiz[3]) + "```\n\n"
            "```\nprint('A. not a quiz')\n```\n")
    deck, _ = read_said(tmp_path, text, "soal.md")
    assert [(q.text, [c.text for c in q.choices]) for q in deck.questions] == [
        (q.partition(": ")[2], cs) for q, cs in quiz]   # ("Soal 1:": the question's number, taken off)


def test_a_quote_boxs_tags_at_a_lines_edges_in_html_are_no_part_of_the_question(tmp_path: Path) -> None:
    quiz = [
        ("Ποια είναι η πρωτεύουσα της Ελλάδας;", ["Αθήνα", "Πάτρα", "Λάρισα"]),
        ("Πόσες μέρες έχει μια εβδομάδα;", ["Πέντε", "Επτά", "Δέκα"]),
        ("Ποιο είναι χρώμα;", ["Κόκκινο", "Τραπέζι", "Σπίτι"]),
    ]
    text = "".join(f"<p><strong>{k}.</strong></p>\n<blockquote>{q}\n\t<ul>\n"
                   + "".join(f"\t\t<li>{'abc'[j]}) {c}</li>\n" for j, c in enumerate(cs)) + "\t</ul>\n\n</blockquote>\n"
                   for k, (q, cs) in enumerate(quiz, 1))
    deck, _ = read_said(tmp_path, text, "erotiseis.md")
    assert [(q.text, [c.text for c in q.choices]) for q in deck.questions] == quiz


def test_a_labels_brackets_escaped_on_both_sides_are_the_label(tmp_path: Path) -> None:
    quiz = [
        ("¿Cuál es la capital de España?", ["Sevilla", "Madrid", "Valencia"], 1),
        ("¿Cuántos continentes hay?", ["Siete", "Tres", "Diez"], 0),
        ("¿Qué planeta es el más grande?", ["Marte", "Venus", "Júpiter"], 2),
    ]
    text = "".join(f"{k}\\. {q}\n\n" + "".join(f"\\({'abc'[j]}\\) {c}  \n" for j, c in enumerate(cs))
                   + f"\nRespuesta: {'abc'[r]}\n\n" for k, (q, cs, r) in enumerate(quiz, 1))
    deck, _ = read_said(tmp_path, text, "preguntas.md")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in quiz]


#: a small quiz in Polish, its questions numbered by level and place
QUIZ_PL = [
    ("Stolica Polski to", ["Kraków", "Warszawa", "Gdańsk"], 1),
    ("Najdłuższa rzeka Polski to", ["Wisła", "Odra", "Warta"], 0),
    ("Ile województw ma Polska?", ["12", "14", "16"], 2),
    ("Najwyższy szczyt Tatr po polskiej stronie to", ["Giewont", "Rysy", "Kasprowy"], 1),
    ("Polska leży nad morzem", ["Północnym", "Czarnym", "Bałtyckim"], 2),
]


def test_a_numbering_of_parts_before_every_question_is_taken_off(tmp_path: Path) -> None:
    numbers = ["1.0", "1.1", "1.2", "2.0", "2.1"]        # a level's number and the place in it
    text = "".join(f"{n} {q}\n" + "".join(f"{'ABC'[j]}) {c}\n" for j, c in enumerate(cs)) + "\n"
                   for n, (q, cs, _) in zip(numbers, QUIZ_PL, strict=True))
    deck, _ = read_said(tmp_path, text, "pytania.txt")
    assert rows_of(deck) == [(q, c, None) for q, c, _ in QUIZ_PL]


def test_decimal_numbers_that_do_not_run_are_no_numbering_of_parts() -> None:
    numbers = ["2.5", "0.3", "7.1", "1.5", "3.0"]        # amounts the questions open with, not a numbering
    texts = [f"{n} {q}" for n, (q, _, _) in zip(numbers, QUIZ_PL, strict=True)]
    questions = [ImportedQuestion(pos=Pos("pytania.txt", k + 1), text=t) for k, t in enumerate(texts)]
    deck = ImportedDeck(name="pytania", key="pytania", origin="pytania.txt (plain text)", questions=questions)
    take_form_prefixes(deck)
    assert [q.text for q in deck.questions] == texts
    deck.questions[1].text, deck.questions[2].text = "1.1 " + QUIZ_PL[1][0], "1.2 " + QUIZ_PL[2][0]
    deck.questions[0].text, deck.questions[3].text = "1.0 " + QUIZ_PL[0][0], "2.0 " + QUIZ_PL[3][0]
    deck.questions[4].text = "2.1 " + QUIZ_PL[4][0]       # the same questions numbered by level and place
    take_form_prefixes(deck)
    assert [q.text for q in deck.questions] == [q for q, _, _ in QUIZ_PL]
