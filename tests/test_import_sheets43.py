"""Session 43's sheets and rows, excerpts hand-written in the shape of the banks (diagnosis-42).

* a sheet written one question a column that asks by no sign (``¿?``-less Spanish, sums, CJK prompts), told by its
  shape: far wider than tall, its first row the longest cell of nearly every column, each column as many distinct
  cells below it, the first row sentences or closed by points; a row of numbers repeating each question's own
  ``[n]`` tail is its points, no key (left out with the tails); then the first choice is taken as right, said at
  line 1; a wide sheet with a header row, a sheet of three rows, a gradebook, a last row of numbers that repeats no
  tail (a key by number) are not read so;
* a console program's records, four cells a line split at single spaces, a space inside a cell written ``&`` (or
  ``+``, ``~``, as ``_`` was) between two letters in half the lines: a sheet, the sign kept as written and said;
  lines of four words whose ``+`` stands between digits (``2+2``) are no such sheet;
* a row of labelled choices on one line apart by an HTML line break (``a) x <br> b) **y** <br> c) z``, any spelling
  of the tag): the break is the row's separator, no part of a choice, so the bold wrapping the right choice is its
  mark again; a break inside one choice's text only stays;
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.importers.choiceseparators import row_texts
from quizdeck.importers.mdchoicerow import row
from quizdeck.importers.sidewaysshape import tail_points, untailed
from tests.conftest import read_said, rows_of

# -- `<br>` between the choices of a row ------------------------------------------------------------------------------

_BREAKS = ["<br>", "<br/>", "</br>", "<br />", "<BR>"]


def _row_quiz(brk: str) -> str:
    items = [("¿Qué capa transmite bits?", ["Enlace", "**Física**", "Red", "Transporte"]),
             ("¿Qué cable usa luz?", ["Coaxial", "Par trenzado", "**Fibra óptica**", "Ninguno"]),
             ("¿Qué modo transmite en un sentido?", ["**Símplex**", "Dúplex", "Semidúplex", "Full-dúplex"])]
    out = ["# Redes", ""]
    for n, (question, choices) in enumerate(items, 1):
        out += [f"{n}. {question}", "",
                f" {brk} ".join(f"{'abcd'[k]}) {c}" for k, c in enumerate(choices)), ""]
    return "\n".join(out)


@pytest.mark.parametrize("brk", _BREAKS)
def test_a_break_between_labelled_choices_is_the_separator(tmp_path: Path, brk: str) -> None:
    deck, _said = read_said(tmp_path, _row_quiz(brk), "q.md")
    rows = rows_of(deck)
    assert [r[1] for r in rows] == [["Enlace", "Física", "Red", "Transporte"],
                                    ["Coaxial", "Par trenzado", "Fibra óptica", "Ninguno"],
                                    ["Símplex", "Dúplex", "Semidúplex", "Full-dúplex"]], rows
    assert [r[2] for r in rows] == [[1], [2], [0]], rows


@pytest.mark.parametrize("brk", _BREAKS)
def test_a_break_ending_each_choice_comes_off(brk: str) -> None:
    assert row(f"a) uno {brk} b) **dos** {brk} c) tres {brk} d) cuatro") == ["uno", "**dos**", "tres", "cuatro"]
    assert row(f"a) uno{brk}b) dos{brk}c) tres") == ["uno", "dos", "tres"]   # glued to the next label
    assert row(f"a) Verdadero {brk} b) Falso") == ["Verdadero", "Falso"]      # two labels apart by a break


def test_a_break_inside_one_choice_only_stays() -> None:
    assert row_texts(["uno <br>", "dos", "tres"]) == ["uno <br>", "dos", "tres"]
    assert row_texts(["uno <br> x", "dos <br>", "tres"]) == ["uno <br> x", "dos <br>", "tres"]
    assert row("a) x b) y") is None   # two labels one space apart, no break: no row (``A. Vitamin B. Complex``)
    assert row("a) Vitamin <b>b) Complex") is None   # another tag is no separator


# -- a sheet sideways told by its shape ------------------------------------------------------------------------------

_ES = [("Cual es el primer paso de un proyecto [1]", ["Analizar el problema", "Programar", "Probar", "Entregar"]),
       ("Que herramienta busca errores en el codigo [2]", ["depurador", "editor", "navegador", "compilador"]),
       ("Que comando guarda los cambios en git [3]", ["git commit", "git clone", "git fork", "git init"]),
       ("Quien revisa una solicitud de cambios [4]", ["El responsable", "Nadie", "El sistema", ""]),
       ("Como se llama una copia de un repositorio [1]", ["Fork", "Rama", "Etiqueta", "Parche"]),
       ("Que orden crea un repositorio vacio [2]", ["git init", "git push", "git pull", "git add"]),
       ("Que se hace despues de programar [3]", ["Pruebas", "Analisis", "Diseño", ""]),
       ("Donde se guardan los cambios remotos [4]", ["El servidor", "La memoria", "El disco", "La nube"]),
       ("Que archivo describe un proyecto [1]", ["README", "Makefile", "LICENSE", "Dockerfile"]),
       ("Que guarda el historial de versiones [2]", ["El repositorio", "El editor", "El teclado", "La red"]),
       ("Que comando trae los cambios remotos [3]", ["git pull", "git log", "git tag", "git mv"]),
       ("Que se escribe al guardar un cambio [4]", ["Un mensaje", "Una clave", "Un numero", "Nada"])]

_SUMS = [("2+3 [1]", ["5", "6", "7", "8"]), ("4*6 [2]", ["24", "10", "20", "26"]),
         ("9-4 [3]", ["5", "4", "3", "13"]), ("12/3 [4]", ["4", "3", "6", "9"]),
         ("7+7 [1]", ["14", "12", "49", "0"]), ("3*3 [2]", ["9", "6", "33", "1"]),
         ("10-1 [3]", ["9", "11", "10", "8"]), ("8/2 [4]", ["4", "16", "6", "2"]),
         ("6+5 [1]", ["11", "65", "1", "30"]), ("2*9 [2]", ["18", "11", "29", "7"]),
         ("15-5 [3]", ["10", "20", "5", "1"]), ("5*5 [4]", ["25", "10", "55", "20"])]


def _sideways(items: list[tuple[str, list[str]]], points: bool = True, last: list[str] | None = None) -> str:
    rows = [[q for q, _ in items]] + [[c[k] for _, c in items] for k in range(4)]
    if points:
        rows.append([q.rsplit("[", 1)[1].rstrip("]") for q, _ in items])
    if last is not None:
        rows.append(last)
    return "".join(",".join(r) + "\n" for r in rows)


@pytest.mark.parametrize("items", [_ES, _SUMS], ids=["spanish", "sums"])
def test_a_sideways_sheet_told_by_its_shape_its_points_no_key(tmp_path: Path, items: list[tuple[str, list[str]]]
                                                             ) -> None:
    deck, said = read_said(tmp_path, _sideways(items), "exam.csv")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == [untailed(q) for q, _ in items], rows
    assert [r[1] for r in rows] == [[c for c in choices if c] for _, choices in items], rows
    assert all(r[2] == [0] for r in rows), rows
    assert any(":1:1:" in s and "read sideways" in s and "points, not a key" in s and "FIRST choice" in s
               for s in said), said
    assert [q.pos.line for q in deck.questions] == [1] * len(items)


_CJK = [("日本で一番高い山はどれですか", ["富士山", "北岳", "奥穂高岳", "間ノ岳"]),
        ("日本で一番長い川はどれですか", ["信濃川", "利根川", "石狩川", "天塩川"]),
        ("日本で一番大きい湖はどれですか", ["琵琶湖", "霞ヶ浦", "サロマ湖", "猪苗代湖"]),
        ("日本の首都はどこにありますか", ["東京", "大阪", "京都", "名古屋"]),
        ("日本で一番北の島はどれですか", ["北海道", "本州", "四国", "九州"]),
        ("日本で一番人口の多い県はどこ", ["東京都", "大阪府", "愛知県", "福岡県"]),
        ("日本で一番古い都はどこですか", ["奈良", "京都", "鎌倉", "江戸"]),
        ("日本で一番南の県はどこですか", ["沖縄県", "鹿児島県", "宮崎県", "長崎県"]),
        ("日本で一番広い県はどこですか", ["北海道", "岩手県", "福島県", "長野県"]),
        ("日本で一番小さい県はどこですか", ["香川県", "大阪府", "東京都", "沖縄県"])]


def test_a_sideways_sheet_of_prompts_without_spaces_or_signs(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _sideways(_CJK, points=False), "exam.csv")
    rows = rows_of(deck)
    assert rows == [(q, c, [0]) for q, c in _CJK], rows
    assert any(":1:1:" in s and "read sideways" in s and "FIRST choice" in s for s in said), said


def test_a_points_tail_is_the_number_closing_the_question() -> None:
    assert tail_points("2+2 [1]") == 1
    assert tail_points("Que es un branch (3)") == 3
    assert tail_points("[2]") is None                  # nothing before it: no question's tail
    assert tail_points("lista[3] vale") is None
    assert untailed("3*20 [2]") == "3*20"


def test_a_last_row_of_numbers_repeating_no_tail_is_no_points(tmp_path: Path) -> None:
    """A row of numbers that repeats no question's own tail may be a key by number: no first choice is taken."""
    key = ["2", "1", "4", "3", "2", "1", "3", "3", "2", "1", "4", "3"]
    items = [(untailed(q), c) for q, c in _ES]
    deck, said = read_said(tmp_path, _sideways(items, points=False, last=key), "exam.csv")
    assert [r[2] for r in rows_of(deck)] == [[int(k) - 1] for k in key], rows_of(deck)
    assert not any("FIRST choice" in s for s in said), said
    assert not any("points, not a key" in s for s in said), said


def test_a_wide_sheet_with_a_header_row_is_not_sideways(tmp_path: Path) -> None:
    text = ("question,option 1,option 2,option 3,option 4,answer,explanation,topic,level,source,author,year\n"
            "Which planet is the largest in our system?,Mars,Jupiter,Venus,Earth,B,by far,space,easy,book,ann,2020\n"
            "Which gas do plants take in from the air?,Oxygen,Helium,Carbon dioxide,Neon,C,photosynthesis,bio,easy,"
            "book,bob,2021\n"
            "Which metal is liquid at room temperature?,Iron,Mercury,Gold,Zinc,B,it melts at -39 C,chem,hard,web,"
            "cid,2022\n"
            "Which organ pumps the blood through the body?,Heart,Liver,Lung,Kidney,A,a muscle,bio,easy,web,dan,"
            "2023\n")
    deck, said = read_said(tmp_path, text)
    assert [r[2] for r in rows_of(deck)] == [[1], [2], [1], [0]], rows_of(deck)
    assert not any("sideways" in s for s in said), said


def test_a_sheet_of_three_rows_is_not_read_sideways_by_shape() -> None:
    three = "".join(",".join(r) + "\n" for r in _sideways(_ES).splitlines()[:3])
    from quizdeck.importers.rowsheets import sheet_cells
    from quizdeck.importers.sidewaysrows import sideways_rows
    assert sheet_cells(three, ",") is not None
    assert sideways_rows(three) is None


def test_a_gradebook_is_not_read_sideways() -> None:
    from quizdeck.importers.sidewaysrows import sideways_rows
    head = ",".join(f"Homework {n}" for n in range(1, 13))
    scores = ["".join(f"{(k * 7 + n * 3) % 90 + 10}," for n in range(12)).rstrip(",") for k in range(5)]
    assert sideways_rows(head + "\n" + "\n".join(scores) + "\n") is None


# -- records split at spaces, a space inside a cell written `&` -------------------------------------------------------

_AMP = ["Haupt&stadt&von&Frankreich? Paris Rom Madrid", "Farbe&des&Himmels? Blau Rot Gelb",
        "Anzahl&der&Kontinente? Sieben Drei Neun", "Groesster&Planet? Jupiter Mars Venus",
        "Ein&Byte&hat? 8&Bit 4&Bit 16&Bit", "Erfinder&des&Telefons? Bell Edison Tesla",
        "Hauptstadt&von&Italien? Rom Paris Wien"]


def test_four_cells_split_at_spaces_their_words_joined_by_an_ampersand(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, "\n".join(_AMP) + "\n", "fragen.txt")
    rows = rows_of(deck)
    assert len(rows) == 7, rows
    assert rows[4][:2] == ("Ein&Byte&hat?", ["8&Bit", "4&Bit", "16&Bit"]), rows
    assert any(":1:1:" in s and "joined by `&`" in s and "kept as written" in s for s in said), said


def test_four_words_a_line_joined_only_between_digits_are_no_spaced_sheet() -> None:
    from quizdeck.importers.csvtable import table_delimiter
    sums = "".join(f"{k}+{k} macht {2 * k} genau\n" for k in range(1, 9))
    assert table_delimiter(sums) != " "
    assert table_delimiter("".join(f"Zeile {k} hat vier\n" for k in range(8))) is None
