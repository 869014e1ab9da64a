"""Spreadsheets read by their rows' shapes (wave 29, csv29; diag28 classes A, B and K).

* a row one cell wider than a sheet whose rows are otherwise all one width holds the delimiter inside a cell: it
  is mended where one join is sure (``; `` with its space) and else said at its line, never read as a question of
  more choices (ag-10: ``…službu; to neplatí…``);
* a header and rows that all end with the delimiter (an empty last cell) are as wide as their filled cells: a row
  that fills that last cell has a cell too many (kquijanom: ``…a la paz; la ciencia…``);
* ``UNIDAD;TEMA;AFIRMACION;RESPUESTA`` over ``VERDADERO``/``FALSO`` is a true/false sheet, one statement a row,
  the statement the longest column, the choices the file's own words; rows of one topic are never grouped into one
  question (darthiss);
* a headerless sheet that writes its choices first, then the right one's number, then the question
  (``neden|amaç|karşılaştırma|1|sentence{}``) is read so, its ``{}`` the blank (kubraaltun).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvblank import blank_marked, with_blank
from quizdeck.importers.csvragged import split_in_cells
from quizdeck.importers.csvstatements import statement_column
from tests.conftest import read_said, rows_of

_PLACES = ["river", "mountain", "lake", "forest", "desert", "island", "valley", "canyon", "glacier", "volcano"]


def _sheet_rows() -> list[str]:
    rows = []
    for i in range(40):
        w, v = _PLACES[i % 10], _PLACES[(i * 3 + 1) % 10]
        rows.append(f"{1 + i % 4};Which {w} of region {i} lies nearest to the {v} of the old map;a {w} near {i} towns;"
                    f"the {v} beyond {i} hills;no {w} at all in {i};{'abc'[i % 3]}")
    return rows


def test_a_row_wider_than_a_headerless_sheet_is_mended_or_said_never_read_as_more_choices(tmp_path: Path) -> None:
    rows = _sheet_rows()
    rows[9] = ("2;Which lake of region 9 lies nearest to the river of the old map;a lake near 9 towns;"
               "the river beyond 9 hills; except in winter;no lake at all in 9;a")
    rows[25] = ("2;Which valley of region 25 lies nearest to the canyon of the old map;a valley near 25 towns;"
                "the canyon;beyond 25 hills;no valley at all in 25;b")
    deck, said = read_said(tmp_path, "\n".join(rows) + "\n", "bank.csv")
    assert all(len(q.choices) == 3 for q in deck.questions), said
    mended = next(q for q in deck.questions if "region 9 " in q.text)
    assert [c.text for c in mended.choices][1] == "the river beyond 9 hills; except in winter"
    assert any(":10:1:" in s and "7 cells where the other rows have 6" in s for s in said), said
    assert any(":26:1:" in s and "7 cells" in s for s in said), said   # no sure join: said at its line
    assert not any("unequal length" in s for s in said), said
    assert split_in_cells([["a"] * 6] * 39 + [["a"] * 7]) and not split_in_cells([["a"] * 6] * 30 + [["a"] * 5] * 2)


def test_a_row_filling_the_empty_last_cell_every_row_leaves_has_a_cell_too_many(tmp_path: Path) -> None:
    lines = ["tema;pregunta;opcion_a;opcion_b;opcion_c;opcion_d;correcta;justificacion;"]
    for i in range(12):
        lines.append(f"Cine;¿Qué película ganó el premio número {i}?;Uno {i};Dos {i};Tres {i};Cuatro {i};"
                     f"{'ABCD'[i % 4]};Porque sí, la número {i}.;")
    lines[6] = ("Cultura;¿Qué premio reconoce la paz; la ciencia y la literatura?;Pulitzer;Nobel;Cervantes;Goya;B;"
                "El Nobel premia la paz.")
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "preguntas.csv")
    nobel = deck.questions[5]
    assert rows_of(deck)[5] == ("¿Qué premio reconoce la paz; la ciencia y la literatura?",
                                ["Pulitzer", "Nobel", "Cervantes", "Goya"], [1]), said
    assert nobel.explanation == "El Nobel premia la paz."
    assert any(":7:1:" in s and "9 cells where the header has 8" in s for s in said), said


_STATEMENTS = [
    ("1", "CRM", "Los sistemas CRM le brindan a la organización la ventaja de enfocar su estrategia.", "VERDADERO"),
    ("1", "CRM", "Un sistema CRM reemplaza por completo al personal de ventas de la empresa.", "FALSO"),
    ("1", "CRM", "El CRM analítico estudia los datos de los clientes para tomar decisiones.", "VERDADERO"),
    ("2", "COBIT", "COBIT no provee beneficios a los Gerentes de las TIC, sólo a los auditores.", "FALSO"),
    ("2", "COBIT", "COBIT provee un marco de gobierno de las TIC para toda la organización.", "VERDADERO"),
    ("2", "COBIT", "COBIT no sugiere medidas ni indicadores de desempeño de los procesos.", "FALSO"),
    ("3", "ITIL", "La versión actual de ITIL cubre sólo la operación de los servicios.", "FALSO"),
    ("3", "ITIL", "ITIL describe buenas prácticas para la gestión de servicios de TI.", "VERDADERO"),
    ("3", "ITIL", "ITIL organiza los servicios en un ciclo de vida de varias etapas.", "VERDADERO"),
]


def test_a_true_false_sheet_whose_header_names_no_question_is_one_statement_a_row(tmp_path: Path) -> None:
    text = "UNIDAD;TEMA;AFIRMACION;RESPUESTA\n" + "".join(";".join(r) + "\n" for r in _STATEMENTS)
    deck, said = read_said(tmp_path, text, "preguntas.csv")
    assert rows_of(deck) == [(s, ["Verdadero", "Falso"], [0 if v == "VERDADERO" else 1])
                             for _, _, s, v in _STATEMENTS], said
    assert deck.questions[3].tags == ["COBIT"]
    assert any("'AFIRMACION'" in s and "statement" in s for s in said), said
    assert statement_column(4, [list(r) for r in _STATEMENTS], {1, 3}) == 2
    assert statement_column(3, [["a", "b", "c"]] * 3, {2}) is None   # no long texts: no statements


def test_a_headerless_sheet_with_its_choices_first_and_the_question_last(tmp_path: Path) -> None:
    text = "\n".join([
        "neden|amaç|karşılaştırma|1|Yoğun kar yağışı nedeniyle bazı soruları yapamadı.{}",
        "neden|amaç|karşılaştırma|2|Borçlarından kurtulmak için günlerce çalıştı.{}",
        "neden|amaç|karşılaştırma|3|Yazın buraları Antalya’dan daha sıcak oluyor.{}",
        "kanıt|Görece|Koz|1|\"Mahkemede delil olarak kullandı.\" Cümlesinde \"delil\" sözcüğünün eş anlamlısı? {}",
        "1|2|3|3|Verilen eşleşmelerden kaç tanesi anlamdaştır ?{}",
        "eş anlamlı|sesteş|zıt anlamlı|3|\"Tersi olan sözcüklere {} sözcükler denir.\" hangisi getirilmelidir?",
    ]) + "\n"
    deck, said = read_said(tmp_path, text, "sorular.txt")
    got = rows_of(deck)
    assert len(got) == 6, said
    assert got[0] == ("Yoğun kar yağışı nedeniyle bazı soruları yapamadı.", ["neden", "amaç", "karşılaştırma"], [0])
    assert got[4] == ("Verilen eşleşmelerden kaç tanesi anlamdaştır ?", ["1", "2", "3"], [2])
    assert got[5][0] == "\"Tersi olan sözcüklere ___ sözcükler denir.\" hangisi getirilmelidir?"
    assert all(not q.tags for q in deck.questions)   # the first choice's column is no tag
    assert blank_marked(["a{}", "b {}", "c{ }"]) and not blank_marked(["a{}", "b", "c"])
    assert with_blank("x {} y.{}") == "x ___ y."


def test_a_true_false_sheet_without_a_header_row_is_read_by_its_cells(tmp_path: Path) -> None:
    text = "".join(";".join(r) + "\n" for r in _STATEMENTS)
    deck, said = read_said(tmp_path, text, "preguntas.csv")
    assert rows_of(deck) == [(s, ["Verdadero", "Falso"], [0 if v == "VERDADERO" else 1])
                             for _, _, s, v in _STATEMENTS], said
    assert deck.questions[0].tags == ["CRM"]
    assert any("column 3 the statements" in s for s in said), said
    header = "Nr;Thema;Satz;Urteil\n"   # names no reader knows: a header all the same (its answer no verdict)
    text = header + "".join(f"{n};{t};{s};{'wahr' if v == 'VERDADERO' else 'falsch'}\n" for n, t, s, v in _STATEMENTS)
    deck, said = read_said(tmp_path, text, "aussagen.csv")
    assert [(q.text, [c.text for c in q.choices]) for q in deck.questions][:1] == [
        (_STATEMENTS[0][2], ["Wahr", "Falsch"])] and len(deck.questions) == len(_STATEMENTS), said


def test_a_headerless_row_filling_the_empty_last_cell_every_row_leaves_is_mended(tmp_path: Path) -> None:
    rows = [f"{1 + i % 4};Which thing number {i} is the one we want here;alpha {i};beta {i};gamma {i};{'abc'[i % 3]};"
            for i in range(40)]
    rows[12] = "2;Which thing number 12 is; the one we want here;alpha 12;beta 12;gamma 12;a"
    deck, said = read_said(tmp_path, "\n".join(rows) + "\n", "bank.csv")
    assert len(deck.questions) == 40, said
    assert rows_of(deck)[12] == ("Which thing number 12 is; the one we want here",
                                 ["alpha 12", "beta 12", "gamma 12"], [0]), said
