"""A sheet's cell layout learnt from its cells before its columns are judged (session 24's held-out half).

A pipe table's cell that writes its lines with the markup's break tag is read as the lines it shows; rows whose
answer is a text none of their choices, among rows answering by letters, are another kind of item, left out
and said once.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

#: a small quiz in Portuguese: question, choices, the right one
QUIZ_PT = [
    ("Qual é a capital de Portugal?", ["Porto", "Lisboa", "Braga", "Faro"], 1),
    ("Quantas patas tem uma aranha?", ["Seis", "Oito", "Dez"], 1),
    ("Que ave não voa?", ["Pardal", "Avestruz", "Águia", "Gaivota", "Pombo"], 1),
    ("Quanto é 2 + 2?", ["4", "5", "3", "22"], 0),
    ("Qual é o maior rio do Brasil?", ["Amazonas", "São Francisco", "Paraná", "Tocantins"], 0),
    ("Em que ano caiu o Muro de Berlim?", ["1979", "1989", "1999", "1969"], 1),
    ("Que cor resulta de azul e amarelo?", ["Roxo", "Laranja", "Verde", "Cinza"], 2),
]


def _page(rows: list[str]) -> str:
    return ("# Prova de conhecimentos gerais\n\n| Nº | Pergunta | Alternativas | Resposta | Tema |\n"
            "|---|---|---|---|---|\n" + "".join(rows))


def test_a_table_cell_writing_its_lines_with_break_tags_is_read_as_those_lines(tmp_path: Path) -> None:
    breaks = ("<br>", "<br/>", " <BR /> ")
    rows = [f"| {k + 1} | {q} | " + breaks[k % 3].join(f"{'ABCDE'[i]}) {c}" for i, c in enumerate(cs))
            + f" | {'ABCDE'[r]} | geral |\n" for k, (q, cs, r) in enumerate(QUIZ_PT)]
    rows.append("| 8 | Qual tag quebra a linha em HTML? | A) `<br>`<br>B) `<hr>`<br>C) `<p>` | A | html |\n")
    deck, said = read_said(tmp_path, _page(rows), "p.md")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_PT] + [
        ("Qual tag quebra a linha em HTML?", ["`<br>`", "`<hr>`", "`<p>`"], [0])]
    assert not any("one choice" in s for s in said)


def test_rows_answering_by_a_text_no_choice_holds_among_lettered_rows_are_left_out_said_once(tmp_path: Path) -> None:
    rows = [f"| {k + 1} | {q} | " + "<br/>".join(f"{'ABCDE'[i]}. {c}" for i, c in enumerate(cs))
            + f" | {'ABCDE'[r]} | geral |\n" for k, (q, cs, r) in enumerate(QUIZ_PT)]
    rows[2:2] = ["| 3a | Ligue cada país à sua capital. | França: Paris / Lyon<br/>Itália: Roma / Milão | "
                 "França: Paris<br/>Itália: Roma | geral |\n",
                 "| 3b | Escolha a unidade de cada grandeza. | Massa: kg / m<br/>Tempo: s / A | "
                 "Massa: kg<br/>Tempo: s | física |\n"]
    deck, said = read_said(tmp_path, _page(rows), "p.md")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_PT]
    left = [s for s in said if "none of the row's choices" in s]
    assert len(left) == 1 and "2 rows (lines 7, 8)" in left[0] and "left out" in left[0]


#: a small sheet in Spanish whose numbers write their thousands with the sheet's own delimiter, unquoted, some
#: of them two to a cell; its header names its columns in words the vocabulary knows
SHEET_THOUSANDS_ES = (
    "id,pregunta,opcion_a,opcion_b,opcion_c,opcion_d,respuesta,explicacion\n"
    "1,¿Cuánto mide la frontera entre España y Portugal?,1,214 km,850 km,2,000 km,500 km,A,Unos 1,214 km.\n"
    "2,Un coche de 12,000 € pierde 1,000 € al año. ¿Cuánto vale a los 3 años?,9,000 €,10,000 €,8,000 €,11,000 €,A,"
    "Resta 3,000 €.\n"
    "3,¿Qué asiento registra una venta de 5,000 € a crédito?,Debe: caja 5,000 / Haber: ventas 5,000,"
    "Debe: clientes 5,000 / Haber: ventas 5,000,Debe: ventas 5,000 / Haber: clientes 5,000,"
    "Debe: caja 5,000 / Haber: clientes 5,000,B,A crédito: clientes.\n"
    "4,¿Cuántos metros tiene un kilómetro?,100,1,000,10,000,10,B,Mil metros.\n"
    "5,¿Cuál es la capital de Perú?,Lima,Quito,Bogotá,Caracas,A,Lima.\n"
)


def test_numbers_cut_at_their_thousands_are_joined_before_the_header_is_judged(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, SHEET_THOUSANDS_ES)
    assert rows_of(deck) == [
        ("¿Cuánto mide la frontera entre España y Portugal?", ["1,214 km", "850 km", "2,000 km", "500 km"], [0]),
        ("Un coche de 12,000 € pierde 1,000 € al año. ¿Cuánto vale a los 3 años?",
         ["9,000 €", "10,000 €", "8,000 €", "11,000 €"], [0]),
        ("¿Qué asiento registra una venta de 5,000 € a crédito?",
         ["Debe: caja 5,000 / Haber: ventas 5,000", "Debe: clientes 5,000 / Haber: ventas 5,000",
          "Debe: ventas 5,000 / Haber: clientes 5,000", "Debe: caja 5,000 / Haber: clientes 5,000"], [1]),
        ("¿Cuántos metros tiene un kilómetro?", ["100", "1,000", "10,000", "10"], [1]),
        ("¿Cuál es la capital de Perú?", ["Lima", "Quito", "Bogotá", "Caracas"], [0]),
    ]
    assert sum("read as a thousands separator" in s for s in said) == 4
    assert not any("do not fit its rows" in s for s in said)


def test_a_header_named_in_compounds_of_a_script_without_spaces_is_told_by_their_last_word(tmp_path: Path) -> None:
    rows = "".join(f'{k + 1},单选,"{q}",{",".join(cs)},{"ABCD"[r]},常识\n' for k, (q, cs, r) in enumerate([
        ("中国的首都是哪里？", ["上海", "北京", "广州", "深圳"], 1),
        ("一年有几个月？", ["十个", "十一个", "十二个", "十三个"], 2),
        ("水的化学式是什么？", ["H2O", "CO2", "O2", "NaCl"], 0),
        ("太阳从哪边升起？", ["西边", "南边", "北边", "东边"], 3),
        ("一周有几天？", ["五天", "六天", "七天", "八天"], 2),
    ]))
    deck, said = read_said(tmp_path, "编号,题目类型,题目内容,选项A,选项B,选项C,选项D,正确答案,知识点\n" + rows)
    assert [(q.text, q.answer) for q in deck.questions] == [
        ("中国的首都是哪里？", [1]), ("一年有几个月？", [2]), ("水的化学式是什么？", [0]), ("太阳从哪边升起？", [3]),
        ("一周有几天？", [2])]
    assert not any("read by what the cells hold" in s for s in said)


def test_a_record_cut_by_a_line_end_after_a_closed_cell_is_read_as_one_row(tmp_path: Path) -> None:
    text = ("livello,argomento,domanda,a,b,c,d,risposta\n"
            'facile,"geografia, Europa",Qual è la capitale d\'Italia?,Milano,Roma,Napoli,Torino,B\n'
            'facile,"storia, Roma","In che anno fu fondata Roma, secondo la tradizione?"\n'
            ",753 a.C.,509 a.C.,44 a.C.,476 d.C.,A\n"
            "medio,scienze,Qual è il simbolo chimico dell'oro?,Ag,Au,Fe,Pb,B\n"
            'medio,"codice, C","Che cosa stampa printf(""%d"", 7 % 3)?"\n'
            ",0,1,2,3,B\n"
            "difficile,arte,Chi dipinse la Gioconda?,Raffaello,Michelangelo,Leonardo,Tiziano,C\n"
            "facile,matematica,Quanto fa 6 x 7?,42,36,48,56,A\n")
    deck, said = read_said(tmp_path, text)
    assert rows_of(deck) == [
        ("Qual è la capitale d'Italia?", ["Milano", "Roma", "Napoli", "Torino"], [1]),
        ("In che anno fu fondata Roma, secondo la tradizione?", ["753 a.C.", "509 a.C.", "44 a.C.", "476 d.C."], [0]),
        ("Qual è il simbolo chimico dell'oro?", ["Ag", "Au", "Fe", "Pb"], [1]),
        ('Che cosa stampa printf("%d", 7 % 3)?', ["0", "1", "2", "3"], [1]),
        ("Chi dipinse la Gioconda?", ["Raffaello", "Michelangelo", "Leonardo", "Tiziano"], [2]),
        ("Quanto fa 6 x 7?", ["42", "36", "48", "56"], [0]),
    ]
    cut = [s for s in said if "line end outside its quotes" in s]
    assert len(cut) == 2 and "s.csv:3:1:" in cut[0] and "line 4" in cut[0]
    assert not any("is missing" in s for s in said)


def test_a_choices_column_named_in_words_not_known_is_told_by_its_cells_being_lists(tmp_path: Path) -> None:
    quiz = [("Welche Farbe hat der Himmel?", ["Blau", "Grün", "Rot"], 0),
            ("Wie viele Beine hat eine Spinne?", ["Sechs", "Acht", "Zehn", "Vier"], 1),
            ("Welcher Planet ist der größte?", ["Mars", "Erde", "Jupiter"], 2),
            ("Was ist 3 mal 3?", ["6", "9", "12", "33"], 1),
            ("Welche Stadt liegt an der Elbe?", ["Köln", "Hamburg", "München"], 1)]
    rows = "".join('mc,"{}","[{}]",{},allgemein\n'.format(q, ", ".join(f'""{c}""' for c in cs), cs[r])
                   for q, cs, r in quiz)
    deck, said = read_said(tmp_path, "art,frage,auswahl_json,lösung,thema\n" + rows)
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in quiz]
    assert any("column 'auswahl_json' read as the choices" in s for s in said)
    piped = "".join(f'{q};{" | ".join(cs)};{"ABCD"[r]}\n' for q, cs, r in quiz)
    deck, said = read_said(tmp_path, "frage;möglichkeiten_text;lösung\n" + piped, "p.csv")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in quiz]


def test_a_headerless_pair_of_cells_whose_second_joins_the_choices_by_a_sign_learnt_from_the_cells(
        tmp_path: Path) -> None:
    quiz = [("Quelle est la capitale de la France ?", ["Paris", "Lyon", "Marseille", "Nice"]),
            ("Combien de côtés a un hexagone ?", ["6", "5", "8", "7"]),
            ("Qui a écrit Les Misérables ?", ["Victor Hugo", "Émile Zola", "Molière", "Voltaire"]),
            ("Quel est le plus long fleuve de France ?", ["La Loire", "La Seine", "Le Rhône", "La Garonne"]),
            ("En quelle année a eu lieu la prise de la Bastille ?", ["1789", "1815", "1848", "1792"]),
            ("Quelle planète est la plus proche du Soleil ?", ["Mercure", "Vénus", "Mars", "Terre"])]
    deck, said = read_said(tmp_path, "".join(f"{q}\t{'/'.join(cs)}\n" for q, cs in quiz), "j.tsv")
    assert rows_of(deck) == [(q, cs, [0]) for q, cs in quiz]
    assert any("separated by '/'" in s and "the FIRST choice of each row is taken as the right one" in s
               for s in said)


def test_a_short_row_whose_missing_cells_sit_in_one_cell_joined_by_another_sign_is_split_there(
        tmp_path: Path) -> None:
    quiz = [("Wat is de hoofdstad van Nederland?", ["Amsterdam", "Rotterdam", "Utrecht", "Den Haag"], 0),
            ("Hoeveel provincies heeft Nederland?", ["10", "11", "12", "13"], 2),
            ("Welke rivier stroomt door Nijmegen?", ["Maas", "Waal", "IJssel", "Rijn"], 1),
            ("Wie schilderde De Nachtwacht?", ["Vermeer", "Van Gogh", "Rembrandt", "Mondriaan"], 2),
            ("Welke kleur heeft de middelste baan van de vlag?", ["Rood", "Wit", "Blauw", "Oranje"], 1),
            ("In welk jaar werd de Afsluitdijk voltooid?", ["1912", "1932", "1953", "1975"], 1)]
    rows = "".join(f"{k + 1};{q};{';'.join(cs)};{cs[r]}\n" for k, (q, cs, r) in enumerate(quiz))
    odd = "7;Welk dier staat in het wapen van Nederland?;Leeuw/Adelaar/Beer/Paard/Leeuw\n"
    deck, said = read_said(tmp_path, rows + odd)
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in quiz] + [
        ("Welk dier staat in het wapen van Nederland?", ["Leeuw", "Adelaar", "Beer", "Paard"], [0])]
    assert any("s.csv:7:1:" in s and "joined by '/' instead of `;`" in s for s in said)


def test_a_sheet_of_blocks_whose_rows_play_parts_by_their_kind(tmp_path: Path) -> None:
    text = ("Vilka av följande är nordiska huvudstäder?;\n1;Oslo\n1;Helsingfors\n0;Berlin\n?;Tallinn\n;\n"
            "Vilka tal är primtal?;\n1;2\n0;4\n1;7\n0;9\n;\n"
            "Vilket är Sveriges största landskap?;\n0;Småland\n1;Lappland\n0;Skåne\n;\n"
            '"Vilka påståenden om vatten stämmer; vid normalt tryck?";\n1;kokar vid 100 °C\n0;fryser vid 10 °C\n;\n')
    deck, said = read_said(tmp_path, text)
    assert rows_of(deck) == [
        ("Vilka av följande är nordiska huvudstäder?", ["Oslo", "Helsingfors", "Berlin", "Tallinn"], [0, 1]),
        ("Vilka tal är primtal?", ["2", "4", "7", "9"], [0, 2]),
        ("Vilket är Sveriges största landskap?", ["Småland", "Lappland", "Skåne"], [1]),
        ("Vilka påståenden om vatten stämmer; vid normalt tryck?", ["kokar vid 100 °C", "fryser vid 10 °C"], [0]),
    ]
    assert any("the third mark '?'" in s and "read as not right" in s for s in said)


def test_a_one_line_record_text_keeps_no_spreadsheet_quoting_of_its_fields(tmp_path: Path) -> None:
    quiz = [("Столица России?", ["Москва", "Казань", "Омск", "Тула"], 1),
            ("Сколько дней в неделе?", ["5", "6", "7", "8"], 3),
            ('Кто написал "Войну и мир", роман-эпопею?', ["Толстой", "Пушкин", "Гоголь", "Чехов"], 1),
            ("Самая длинная река Европы?", ["Волга", "Дон", "Днепр", "Урал"], 1),
            ("В каком году основан Петербург, город на Неве?", ["1703", "1812", "1905", "1613"], 1),
            ("Сколько будет 3 + 4?", ["6", "7", "8", "9"], 2),
            ("Каким по счёту в 20 году стал этот университет?", ["1", "2", "3", "4"], 2)]

    def field(text: str) -> str:
        return '"' + text.replace('"', '""') + '"' if "," in text or '"' in text else text

    text = "".join(f"{k + 1}\t{field(q)}\t{'#'.join(cs)}\t{r}\n" for k, (q, cs, r) in enumerate(quiz))
    deck, said = read_said(tmp_path, text, "r.txt")
    assert rows_of(deck) == [(q, cs, [r - 1]) for q, cs, r in quiz]
    assert not any("has no label" in s for s in said)   # choices that are numbers: no sign of a misread line


def test_an_answer_written_as_the_label_its_right_choice_carries_in_wide_forms(tmp_path: Path) -> None:
    quiz = [("대한민국의 수도는?", ["부산", "서울", "대구", "인천"], 1),
            ("1 더하기 2는?", ["2", "4", "3", "5"], 2),
            ("가장 큰 행성은?", ["목성", "화성", "지구", "금성"], 0),
            ("물의 화학식은?", ["CO2", "O2", "NaCl", "H2O"], 3),
            ("한글을 만든 왕은?", ["태조", "세종", "정조", "영조"], 1)]
    digits = "１２３４５"

    def labelled(k: int, text: str) -> str:
        return f"（{digits[k]}）{text}" if k != 3 else f"（{digits[k]}) {text}"   # one half typed narrow

    rows = "".join(f'{q},"{"|".join(labelled(k, c) for k, c in enumerate(cs))}",（{digits[r]}）\n'
                   for q, cs, r in quiz)
    deck, said = read_said(tmp_path, "question,options,answer\n" + rows)
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in quiz]
    assert not any("cannot tell which choice" in s for s in said)
