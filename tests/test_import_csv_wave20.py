"""Sheets in the shapes session 20's dev banks came in, each read by what the sheet itself shows.

A header that numbers its choice columns from 0 (``Opzione0``..``Opzione3``) counts the answer's numbers so; a
delimiter written doubled (``||``) is read as written once; an answer split at its delimiters (``[0,1,2]``
unquoted) is joined again when it is then one of its row's choices; rows that leave out a category cell are read
where their cells then stand; thousands cut at the delimiter inside a text are joined again.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

#: a small quiz in Italian: question, choices, the right one's place
QUIZ_IT = [
    ("Qual è la capitale della Francia?", ["Berlino", "Parigi", "Madrid", "Roma"], 1),
    ("Quale pianeta è detto il pianeta rosso?", ["Venere", "Giove", "Marte", "Saturno"], 2),
    ("Chi ha scritto la Divina Commedia?", ["Dante", "Petrarca", "Boccaccio", "Manzoni"], 0),
    ("Quanti sono i continenti?", ["Cinque", "Sei", "Sette", "Otto"], 2),
    ("Qual è l'oceano più grande?", ["Atlantico", "Indiano", "Artico", "Pacifico"], 3),
    ("Quale organo pompa il sangue?", ["Fegato", "Polmoni", "Cuore", "Rene"], 2),
]


def test_a_header_numbering_its_choice_columns_from_0_counts_the_answers_from_0(tmp_path: Path) -> None:
    head = "Domanda,Opzione0,Opzione1,Opzione2,Opzione3,Risposta corretta\n"
    quiz = [(q, choices, right) for q, choices, right in QUIZ_IT if right]   # no 0 among the answers
    rows = "".join(f"{q},{','.join(choices)},{right}\n" for q, choices, right in quiz)
    deck, said = read_said(tmp_path, head + rows)
    assert rows_of(deck) == [(q, choices, [right]) for q, choices, right in quiz]
    assert any("counts the choices from 0, as the header numbers their columns ('Opzione0'" in s for s in said)


def test_a_header_numbering_its_choice_columns_from_1_counts_the_answers_from_1(tmp_path: Path) -> None:
    head = "Domanda,Opzione1,Opzione2,Opzione3,Opzione4,Risposta corretta\n"
    rows = "".join(f"{q},{','.join(choices)},{right + 1}\n" for q, choices, right in QUIZ_IT)
    deck, _ = read_said(tmp_path, head + rows)
    assert rows_of(deck) == [(q, choices, [right]) for q, choices, right in QUIZ_IT]


#: a small quiz in Dutch
QUIZ_NL = [
    ("Wat is de hoofdstad van Nederland?", ["Rotterdam", "Amsterdam", "Utrecht", "Den Haag"], 1),
    ("Hoeveel poten heeft een spin?", ["zes", "acht", "tien", "vier"], 1),
    ("Welke kleur krijg je met blauw en geel?", ["groen", "paars", "oranje", "bruin"], 0),
    ("Welke rivier stroomt door Keulen?", ["Maas", "Schelde", "Rijn", "Elbe"], 2),
    ("Wie schilderde De Nachtwacht?", ["Vermeer", "Van Gogh", "Hals", "Rembrandt"], 3),
]


def test_a_delimiter_written_doubled_is_read_as_written_once(tmp_path: Path) -> None:
    rows = "".join(f"{q}||{'||'.join(choices)}||{right + 1}\r\n" for q, choices, right in QUIZ_NL)
    deck, _ = read_said(tmp_path, rows, "vragen.txt")
    assert rows_of(deck) == [(q, choices, [right]) for q, choices, right in QUIZ_NL]


def test_a_bar_that_stands_alone_too_keeps_the_empty_cells_of_a_pair(tmp_path: Path) -> None:
    head = "vraag|a|b|c|d|antwoord|uitleg\n"
    rows = "".join(f"{q}|{'|'.join(choices)}|{'ABCD'[right]}||\n" for q, choices, right in QUIZ_NL)
    deck, _ = read_said(tmp_path, head + rows, "vragen.txt")
    assert rows_of(deck) == [(q, choices, [right]) for q, choices, right in QUIZ_NL]


#: a small quiz in French, its choices code, its answers the right choice's text
QUIZ_FR = [
    ("Quelle fonction affiche un texte ?", ["print()", "input()", "len()", "open()"], 0),
    ("Quel symbole commence un commentaire ?", ["//", "#", "/*", "%"], 1),
    ("Que donne list(range(3)) ?", ["[1,2,3]", "[0,1,2,3]", "[0,1,2]", "erreur"], 2),
    ("Quel mot définit une fonction ?", ["func", "def", "lambda", "fn"], 1),
    ("Que vaut 7 // 2 ?", ["3.5", "4", "3", "2"], 2),
    ("Quel type a la valeur True ?", ["int", "str", "list", "bool"], 3),
]


def test_an_answer_split_at_its_delimiters_is_joined_again_when_it_is_then_a_choice(tmp_path: Path) -> None:
    head = "niveau,question,choix,réponse\n"
    rows = "".join(f'facile,{q},"{";".join(choices)}",{choices[right]}\n' for q, choices, right in QUIZ_FR)
    deck, said = read_said(tmp_path, head + rows)
    assert rows_of(deck) == [(q, choices, [right]) for q, choices, right in QUIZ_FR]
    assert any(":4:1: warning: row 4 has 6 cells where the header has 4: the cells past the last are joined to its "
               "answer, which is then a choice's text ('[0,1,2]')" in s for s in said)


def test_a_quoted_answer_written_as_a_list_that_is_a_choice_is_that_choice(tmp_path: Path) -> None:
    head = "niveau,question,choix,réponse\n"
    rows = "".join(f'facile,{q},"{";".join(choices)}","{choices[right]}"\n' for q, choices, right in QUIZ_FR)
    deck, _ = read_said(tmp_path, head + rows)
    assert rows_of(deck) == [(q, choices, [right]) for q, choices, right in QUIZ_FR]


#: a small quiz in Polish, its answers letters, several joined by `&`
QUIZ_PL = [
    ("Które miasta leżą nad Wisłą?", ["Kraków", "Poznań", "Warszawa", "Wrocław"], [0, 2]),
    ("Która liczba jest pierwsza?", ["4", "6", "7", "9"], [2]),
    ("Które zwierzęta są ssakami?", ["wieloryb", "rekin", "nietoperz", "pingwin"], [0, 2]),
    ("Jaki kolor ma niebo w dzień?", ["zielony", "niebieski", "czerwony", "czarny"], [1]),
    ("Które z nich to planety?", ["Mars", "Księżyc", "Wenus", "Słońce"], [0, 2]),
    ("Ile dni ma tydzień?", ["pięć", "sześć", "siedem", "osiem"], [2]),
]


def _pl_row(q: str, choices: list[str], right: list[int], category: str | None, why: str) -> str:
    cells = "|".join(f"{'abcd'[k]}.{c}" for k, c in enumerate(choices))
    answer = "&".join("abcd"[k] for k in right)
    return ",".join([q, *([category] if category is not None else []), cells, answer, why]) + "\n"


def test_rows_that_leave_out_the_category_cell_are_read_where_their_cells_then_stand(tmp_path: Path) -> None:
    head = "question,category,options,answer,explanation\n"
    quiz = QUIZ_PL * 2 + QUIZ_PL[3:]   # the last three without their category, one explanation with a `,`
    whys = ["Tak mówi podręcznik."] * 12 + ["Tak mówi podręcznik, rozdział 2.", "Tak.", "Nie."]
    rows = "".join(_pl_row(q, c, r, "ogólne" if k < 12 else None, whys[k]) for k, (q, c, r) in enumerate(quiz))
    deck, said = read_said(tmp_path, head + rows)
    assert rows_of(deck) == [(q, c, r) for q, c, r in quiz]
    assert [q.explanation for q in deck.questions] == whys
    assert any(":14:1: warning: 3 rows one cell short (lines 14, 15, 16) read as leaving out a cell" in s
               for s in said)


def test_thousands_cut_at_the_delimiter_inside_a_text_are_joined_again(tmp_path: Path) -> None:
    head = "fråga,alternativ,svar\n"
    quiz = [("Hur högt är berget?", ["ungefär 1,200m", "ungefär 300m", "ungefär 80m"], 0),
            ("Hur många bor i staden?", ["cirka 500", "cirka 12,000kr", "cirka 90"], 1),
            ("Vilken färg har gräset?", ["blå", "grön", "röd"], 1),
            ("Hur många ben har en hund?", ["två", "fyra", "sex"], 1),
            ("Vad heter Sveriges huvudstad?", ["Oslo", "Stockholm", "Helsingfors"], 1)]
    rows = "".join(f"{q},{'|'.join(c)},{'abc'[r]}\n" for q, c, r in quiz)
    deck, said = read_said(tmp_path, head + rows)
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in quiz]
    assert any("row 2 has 4 cells where the header has 3: the `,` in 'ungefär 1,200m|ungefär' read as a thousands "
               "separator" in s for s in said)


def test_lines_of_a_question_and_two_list_literals_choices_then_the_right_ones(tmp_path: Path) -> None:
    text = ("“Hlavní město Česka je…” : \"[ 'Brno' , 'Praha' ,'Ostrava' ,'Plzeň' ], [ 'Praha' ]]\n\n"
            "“Které řeky tečou Prahou?”: \"[ 'Vltava', 'Morava', 'Botič; Rokytka', 'Odra' ], "
            "[ 'Vltava', 'Botič; Rokytka]]\n\n"
            "“Kolik je 2 + 2?”: \"['3', ”4” , '5', '22'], [ '4' ]\"\n\n"
            "“Kdo napsal Babičku?”: \"[ 'Němcová', 'Čapek', 'Hašek' ], [ 'Čapek, Karel' ]\"\n")
    deck, said = read_said(tmp_path, text, "otazky.txt")
    assert rows_of(deck) == [
        ("Hlavní město Česka je…", ["Brno", "Praha", "Ostrava", "Plzeň"], [1]),
        ("Které řeky tečou Prahou?", ["Vltava", "Morava", "Botič; Rokytka", "Odra"], [0, 2]),
        ("Kolik je 2 + 2?", ["3", "4", "5", "22"], [1]),
        ("Kdo napsal Babičku?", ["Němcová", "Čapek", "Hašek"], None),
    ]
    assert any(":1:1: warning: each line is a question, then its choices as a list" in s for s in said)
    assert any(":7:1: warning: question 4's answer list ('Čapek, Karel') names none of its choices" in s
               for s in said)


def test_records_after_their_kinds_name_the_order_of_verdicts_telling_the_answer(tmp_path: Path) -> None:
    text = ("Sorular bir ders kitabından alındı, hepsi bu dosyada\n\n"
            "ÇOKTAN SEÇMELİ, Türkiye'nin başkenti neresidir?, Ankara, İstanbul, İzmir, Bursa\n\n"
            "ÇOKTAN SEÇMELİ, Bir yılda, kaç ay vardır?, 12, 10, 11, 13\n\n"
            "ÇOKTAN SEÇMELİ, Hangisi bir renktir?, mavi, masa,kalem, kitap\n\n"
            "ÇOKTAN SEÇMELİ, En büyük gezegen hangisidir?, Jüpiter, Mars, Venüs, Dünya\n\n"
            "KISA CEVAP, Suyun formülü nedir?, H2O\n\n"
            "KISA CEVAP, Bir haftada kaç gün var?, 7\n\n"
            "DOĞRU / YANLIŞ, Güneş bir yıldızdır, Doğru, Yanlış\n\n"
            "DOĞRU / YANLIŞ, Ay, Dünya'dan büyüktür, Yanlış, Doğru\n\n"
            "DOĞRU / YANLIŞ, Su 100 derecede kaynar, Doğru, Yanlış\n")
    deck, said = read_said(tmp_path, text, "sorular.txt")
    assert rows_of(deck) == [
        ("Türkiye'nin başkenti neresidir?", ["Ankara", "İstanbul", "İzmir", "Bursa"], [0]),
        ("Bir yılda, kaç ay vardır?", ["12", "10", "11", "13"], [0]),
        ("Hangisi bir renktir?", ["mavi", "masa", "kalem", "kitap"], [0]),
        ("En büyük gezegen hangisidir?", ["Jüpiter", "Mars", "Venüs", "Dünya"], [0]),
        ("Güneş bir yıldızdır", ["Doğru", "Yanlış"], [0]),
        ("Ay, Dünya'dan büyüktür", ["Yanlış", "Doğru"], [0]),
        ("Su 100 derecede kaynar", ["Doğru", "Yanlış"], [0]),
    ]
    assert any("the order tells the answer, the FIRST choice of each record read as the right one" in s for s in said)
    assert any("records of kind 'KISA CEVAP' give one answer and no choices: not multiple choice" in s for s in said)


def test_records_after_their_kinds_name_without_a_tell_are_written_without_answers(tmp_path: Path) -> None:
    text = "Vragen uit het oude lesboek van meester Jansen\n" + "".join(f"MCQ, {q}, {', '.join(choices)}\n"
                                                                     for q, choices, _ in QUIZ_NL)
    deck, said = read_said(tmp_path, text, "vragen.txt")
    assert rows_of(deck) == [(q, choices, None) for q, choices, _ in QUIZ_NL]
    assert any("no record marks its right choice: the questions are written without answers" in s for s in said)


def test_a_true_false_record_of_one_verdict_gets_the_other_as_its_kind_writes_it(tmp_path: Path) -> None:
    text = ("Sorular bir ders kitabından alındı, hepsi bu dosyada\n"
            "ÇOKTAN SEÇMELİ, Türkiye'nin başkenti neresidir?, Ankara, İstanbul, İzmir, Bursa\n"
            "ÇOKTAN SEÇMELİ, En büyük gezegen hangisidir?, Jüpiter, Mars, Venüs, Dünya\n"
            "DOĞRU / YANLIŞ, Güneş bir yıldızdır, Doğru, Yanlış\n"
            "DOĞRU / YANLIŞ, Ay Dünya'dan büyüktür, Yanlış, Doğru\n"
            "DOĞRU / YANLIŞ, Su 100 derecede kaynar, Doğru\n")
    deck, said = read_said(tmp_path, text, "sorular.txt")
    assert rows_of(deck)[-1] == ("Su 100 derecede kaynar", ["Doğru", "Yanlış"], [0])
    assert any(":6:1: warning: this true/false record gives one verdict only: the other" in s for s in said)


def test_a_line_of_one_cell_below_a_full_sheet_is_no_row_of_it(tmp_path: Path) -> None:
    quiz = [("Care este capitala României?", ["Cluj", "București", "Iași", "Timișoara"], 1),
            ("Câte zile are o săptămână?", ["cinci", "șase", "șapte", "opt"], 2),
            ("Ce culoare are iarba?", ["verde", "roșie", "albastră", "neagră"], 0),
            ("Care fluviu trece prin România?", ["Rin", "Sena", "Tisa", "Dunărea"], 3),
            ("Cât fac 3 ori 3?", ["6", "9", "12", "33"], 1)]
    head = "id,question,choice1,choice2,choice3,choice4,answer,feedback\n"
    rows = "".join(f'"{k}","{q}",' + ",".join(f'"{c}"' for c in choices) + f',"{right}","Bine."\n'
                   for k, (q, choices, right) in enumerate(quiz, start=1))
    trailer = "'@ | Out-File -FilePath \"C:\\Temp\\exportat.csv\" -Encoding utf8"   # a script's here-string ends
    deck, said = read_said(tmp_path, head + rows + trailer)
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in quiz]
    assert any(":7:1: warning: row 7 holds one cell" in s and "where the other rows have 8, and no question, choice "
               "or answer: not a row of the sheet, not used" in s for s in said)
