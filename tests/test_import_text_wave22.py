"""Plain-text layouts of session 22, each small and written for the test."""

from __future__ import annotations

from pathlib import Path

from tests.test_import_markdown_shapes import imported

# -- records of one line ------------------------------------------------------------------------------------------

#: fields apart by a character written twice; a list's items by another; the answer by its text
_DOUBLED = """Wat is de hoofdstad van België?__Antwerpen::Brussel::Gent::Luik__Brussel
Hoeveel provincies heeft Nederland?__10::11::12::13__12
Welke rivier stroomt door Keulen?__Maas::Rijn::Schelde::Elbe__Rijn
Wie schilderde de Nachtwacht?__Vermeer::Rembrandt::Van Gogh::Mondriaan__Rembrandt
"""

#: the right choice marked by a word in braces glued before its text, fields apart by one character
_GLUED_MARK = """Apa ibu kota Indonesia?_Surabaya_{benar}Jakarta_Bandung_Medan
Berapa jumlah provinsi di Pulau Jawa?_{benar}Enam_Lima_Tujuh_Empat
Gunung tertinggi di Jawa?_Merapi_Bromo_{benar}Semeru_Slamet
Danau terbesar di Indonesia?_Maninjau_Singkarak_Poso_{benar}Toba
"""


def test_fields_apart_by_a_doubled_character(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "vragen.txt", _DOUBLED)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert questions[0]["question"] == "Wat is de hoofdstad van België?"
    assert questions[3]["choices"] == ["Vermeer", "Rembrandt", "Van Gogh", "Mondriaan"]
    assert [q["answer"] for q in questions] == ["B", "C", "B", "B"]


def test_a_mark_glued_before_the_right_item_of_a_line_record(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "soal.txt", _GLUED_MARK)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert questions[0]["choices"] == ["Surabaya", "Jakarta", "Bandung", "Medan"]
    assert [q["answer"] for q in questions] == ["B", "A", "C", "D"]


# -- a prefix every question repeats in form ---------------------------------------------------------------------

#: a running number with a bracketed setting glued after it, before each question's text
_TIMED = "".join(f"{n:02d}[{t}p] {q}\na) {a}\n*b) {b}\nc) {c}\n\n" for n, t, q, a, b, c in [
    (1, 30, "Wie heißt die Hauptstadt von Bayern?", "Nürnberg", "München", "Augsburg"),
    (2, 45, "Welcher Fluss fließt durch Dresden?", "Rhein", "Elbe", "Oder"),
    (3, 30, "Wie viele Bundesländer hat Deutschland?", "Zwölf", "Sechzehn", "Zehn"),
    (4, 60, "Wer schrieb den Faust?", "Schiller", "Goethe", "Lessing"),
    (5, 30, "Welches Meer liegt im Norden?", "Mittelmeer", "Nordsee", "Schwarzes Meer"),
])

#: a category in capitals and a colon before each question's text, each category on several questions
_CATEGORIES = "".join(f"{k}: {q}\nA. {a}\nB. {b}\nC. {c}\nResposta: {r}\n\n" for k, q, a, b, c, r in [
    ("HISTÓRIA", "Em que ano o Brasil ficou independente?", "1822", "1889", "1500", "A"),
    ("HISTÓRIA", "Quem foi o primeiro imperador do Brasil?", "Pedro II", "Pedro I", "João VI", "B"),
    ("HISTÓRIA", "Em que ano caiu o muro de Berlim?", "1991", "1985", "1989", "C"),
    ("CIÊNCIA", "Qual é o planeta mais próximo do Sol?", "Mercúrio", "Vênus", "Marte", "A"),
    ("CIÊNCIA", "Qual é o símbolo químico do ouro?", "Ag", "Au", "Fe", "B"),
    ("CIÊNCIA", "Quantos ossos tem o corpo humano adulto?", "106", "306", "206", "C"),
])


def test_a_running_number_with_a_setting_is_no_part_of_the_question(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "fragen.txt", _TIMED)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert [q["question"] for q in questions][:2] == ["Wie heißt die Hauptstadt von Bayern?",
                                                      "Welcher Fluss fließt durch Dresden?"]
    assert [q["answer"] for q in questions] == ["B"] * 5


def test_a_category_before_each_question_becomes_its_tag(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "perguntas.txt", _CATEGORIES)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert questions[0]["question"] == "Em que ano o Brasil ficou independente?"
    assert "história" in questions[0]["tags"] and "ciência" in questions[5]["tags"]
    assert [q["answer"] for q in questions] == ["A", "B", "C", "A", "B", "C"]


def test_a_number_in_each_question_that_does_not_run_is_text(tmp_path: Path) -> None:
    text = "".join(f"{y}(ca.) {q}\na) {a}\nb) {b}\nAntwort: a\n\n" for y, q, a, b in [
        ("1871", "wurde das Reich gegründet; von wem?", "Bismarck", "Metternich"),
        ("1989", "fiel die Mauer; in welcher Stadt?", "Berlin", "Bonn"),
        ("1492", "erreichte wer Amerika?", "Kolumbus", "Magellan"),
        ("1517", "schlug wer Thesen an?", "Luther", "Calvin"),
    ])
    doc, result = imported(tmp_path, "jahre.txt", text)
    assert result.exit_code == 0, result.output
    assert doc["questions"][1]["question"].startswith("1989(ca.) fiel")


# -- unlabelled choices closed by an answer line that names one by its text ----------------------------------------

_PARAGRAPHS = "Regole del calcio\n\n" + "".join(
    f"-----\n\n{q}\n\n" + "".join(f"{c}\n\n" for c in cs) + (f"Risposta: {a}\n\n{why}\n\n" if a else "")
    for q, cs, a, why in [
        ("Un calcio di rigore si batte", ["dal dischetto.", "dalla linea di porta.", "da metà campo."], "", ""),
        ("Un fuorigioco si ha quando", ["un attaccante è oltre l'ultimo difensore al passaggio.",
                                        "un difensore tocca la palla con la mano.", "il portiere esce dall'area."],
         "un attaccante è oltre l'ultimo difensore al passaggio.", "La regola 11 lo descrive così."),
        ("Il cartellino rosso comporta", ["un'ammonizione.", "l'espulsione.", "un calcio d'angolo."],
         "l'espulsione.", "Il giocatore lascia il campo."),
        ("Una partita dura", ["novanta minuti.", "sessanta minuti.", "cento minuti."],
         "novanta minuti.", "Due tempi da quarantacinque."),
        ("Una squadra schiera", ["nove giocatori.", "dieci giocatori.", "undici giocatori."],
         "undici giocatori.", "Portiere compreso."),
    ])


def test_what_follows_the_answer_line_is_no_choice(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "calcio.txt", _PARAGRAPHS)
    questions = doc["questions"]
    assert len(questions) == 5
    assert questions[1]["choices"][2] == "il portiere esce dall'area." and len(questions[1]["choices"]) == 3
    assert questions[1]["explanation"] == "La regola 11 lo descrive così."
    assert [q.get("answer") for q in questions] == [None, "A", "B", "A", "C"]
    # the first question, as many lines as the others but no answer line: read, and said
    assert questions[0]["choices"] == ["dal dischetto.", "dalla linea di porta.", "da metà campo."]
    assert "no answer line" in result.output


# -- a question over a line of its choices ---------------------------------------------------------------------------

_MARKED_LISTS = "# 4\n\n" + "".join(f"$ {q}\n^ {', '.join(cs)}\n* {', '.join(right)}\n\n" for q, cs, right in [
    ("Které město je hlavní město Slovenska?", ["Košice", "Bratislava", "Žilina", "Nitra"], ["Bratislava"]),
    ("Které z nich jsou řeky ...", ["Vltava", "Sněžka", "Labe", "Šumava"], ["Vltava", "Labe"]),
    ("Kolik nohou má pavouk?", ["šest", "osm", "deset"], ["osm"]),
    ("Které z nich jsou savci ...", ["kapr", "netopýr", "delfín", "čáp"], ["netopýr", "delfín"]),
])

_BARE_LISTS = "".join(f"{q}\n{', '.join(cs)}\n" for q, cs in [
    ("Vilken är Sveriges största sjö?", ["Vänern", "Vättern", "Mälaren", "Hjälmaren"]),
    ("Vilket år blev Gustav Vasa kung?", ["1523", "1397", "1611", "1718"]),
    ("Vad heter Norges huvudstad, som ligger vid en fjord?", ["Oslo", "Bergen", "Trondheim", "Stavanger"]),
    ("Vilket landskap ligger längst norrut?", ["Lappland", "Skåne", "Dalarna", "Gotland"]),
])


def test_a_line_of_choices_and_a_line_naming_the_right_ones(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "otazky.txt", _MARKED_LISTS)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert questions[0]["question"] == "Které město je hlavní město Slovenska?"
    assert questions[0]["choices"] == ["Košice", "Bratislava", "Žilina", "Nitra"]
    assert questions[2]["choices"] == ["šest", "osm", "deset"]
    assert [q["answer"] for q in questions] == ["B", ["A", "C"], "B", ["B", "C"]]


def test_a_line_of_choices_under_each_question_without_answers(tmp_path: Path) -> None:
    doc, _result = imported(tmp_path, "fragor.txt", _BARE_LISTS)
    questions = doc["questions"]
    assert len(questions) == 4 and "answer" not in questions[0]
    assert questions[2]["question"] == "Vad heter Norges huvudstad, som ligger vid en fjord?"
    assert questions[3]["choices"] == ["Lappland", "Skåne", "Dalarna", "Gotland"]


# -- labelled fields, the choices' field a list on one line ----------------------------------------------------------

_FIELD_LIST = "".join(f"Taso: {k}\nKysymys: {q}\nVastaukset: {'|'.join(cs)}\nOikea: {r}\n===\n" for k, q, cs, r in [
    (1, "Mikä on Suomen pääkaupunki?", ["Turku", "Helsinki", "Tampere", "Oulu"], 1),
    (1, "Montako päivää on viikossa?", ["Seitsemän", "Viisi", "Kuusi", "Kahdeksan"], 0),
    (2, "Mikä järvi on Suomen suurin?", ["Päijänne", "Inari", "Saimaa", "Oulujärvi"], 2),
    (2, "Kuka sävelsi Finlandian?", ["Merikanto", "Madetoja", "Kuula", "Sibelius"], 3),
])


def test_a_field_whose_one_line_lists_the_choices(tmp_path: Path) -> None:
    doc, _result = imported(tmp_path, "kysymykset.txt", _FIELD_LIST)
    questions = doc["questions"]
    assert [q["question"] for q in questions][1] == "Montako päivää on viikossa?"
    assert questions[0]["choices"] == ["Turku", "Helsinki", "Tampere", "Oulu"]
    assert [q["answer"] for q in questions] == ["B", "A", "C", "D"]


# -- records of one line, some with a field of their own in front ------------------------------------------------------

_SOME_WIDER = """Care este capitala României?|Cluj|București|Iași|2
Câte județe are România?|41|39|45|1
Care râu trece prin Belgrad?|Dunărea|Oltul|Mureșul|1
Geografie|Care este cel mai înalt vârf?|Omu|Moldoveanu|Negoiu|2
Istorie|În ce an a avut loc Unirea Mică?|1859|1918|1877|1
Istorie|Cine a fost primul domnitor al Principatelor Unite?|Carol I|Cuza|Ferdinand|2
"""


def test_lines_with_a_field_of_their_own_in_front(tmp_path: Path) -> None:
    doc, _result = imported(tmp_path, "intrebari.txt", _SOME_WIDER)
    questions = doc["questions"]
    assert len(questions) == 6
    assert questions[3]["question"] == "Care este cel mai înalt vârf?"
    assert questions[4]["choices"] == ["1859", "1918", "1877"]
    assert [q["answer"] for q in questions] == ["B", "A", "A", "B", "A", "B"]


# -- a record's picture and the empty places of absent choices -------------------------------------------------------

_PICTURED = "".join(f"{n}\n{q}\n" + "".join(f"{c}\n" for c in cs) + f"{img}\n{a}\n\n" for n, q, cs, img, a in [
    (1, "Mida tähendab see märk?", ["Peatumine keelatud", "Parkimine keelatud", "Sõit keelatud"],
     "http://example.org/m/1.gif", 1),
    (2, "Kui kiiresti tohib sõita asulas?", ["50 km/h", "70 km/h", "null"], "null", 0),
    (3, "Kas jalakäijal on ülekäigurajal eesõigus?", ["Jah", "Ei", "null"], "null", 0),
    (4, "Mida näitab see tahvel?", ["Teed ehitatakse", "Tee lõpeb", "Ühesuunaline tee"],
     "http://example.org/m/4.gif", 2),
    (5, "Millal tuleb tuled sisse lülitada ...", ["alati sõidu ajal", "ainult öösel", "null"], "null", 0),
    (6, "Kes annab teed ringristmikul?", ["ringile sisenev sõiduk", "ringil olev sõiduk", "null"], "null", 0),
])


def test_a_picture_line_and_placeholders_are_no_choices(tmp_path: Path) -> None:
    doc, _result = imported(tmp_path, "kusimused.txt", _PICTURED)
    questions = doc["questions"]
    assert len(questions) == 6
    assert questions[0]["choices"] == ["Peatumine keelatud", "Parkimine keelatud", "Sõit keelatud"]
    assert questions[1]["choices"] == ["50 km/h", "70 km/h"]
    assert questions[4]["question"] == "Millal tuleb tuled sisse lülitada ..."
    assert [q["answer"] for q in questions] == ["B", "A", "A", "C", "A", "A"]


# -- choices labelled by the question's number and a letter, the answer by text --------------------------------------

_NUMBER_LETTER = "".join(f"{n})" + q + "\n" + "".join(f"{n}{'ABCD'[k]}) {c}\n" for k, c in enumerate(cs))
                         + f"valasz{n}:{a}\n\n" for n, q, cs, a in [
    (1, "Mi Magyarország fővárosa?", ["Debrecen", "Budapest", "Szeged", "Pécs"], "Budapest"),
    (2, "Mennyi 3 + 4?", ["6", "8", "7", "5"], "7"),
    (3, "Melyik a leghosszabb folyó?", ["Tisza", "Duna", "Rába", "Dráva"], "Duna"),
    (4, "Hány lába van a póknak?", ["8", "6", "10", "4"], "8"),
])


def test_choices_labelled_by_the_question_number_and_a_letter(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "kerdesek.txt", _NUMBER_LETTER)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert questions[1]["choices"] == ["6", "8", "7", "5"]
    assert [q["answer"] for q in questions] == ["B", "C", "B", "A"]
