"""Session 42's sheets, excerpts hand-written in the shape of the banks (diagnosis-41).

* an answer column before the choices named in a word the vocabulary lacked (``答え``, ``正解``, ``정답``), and one
  named by nothing known, told by its cells: each the whole text of one of its row's choices in nine rows in ten;
  a column before the choices that equals a choice in fewer rows is no answer;
* a ``choices`` column joining two or four choices by a sign of its own (``Platon_Sócrates``, ``Cierto_Falso``), the
  answers within each row's count: split there, said at the header; a sign inside each choice's own text (``user_id``,
  the answer the whole cell) is no separator;
* one record a line, the fields apart by a spaced sign (``Arte / 5 / Quem…? / a / b``), each line holding it three
  times at least: a sheet split only there (``km/h`` kept); rows that differ only in how many choices end them, every
  cell filled: the tail each row's choices, the first taken as right (said), the lead category the tag; a line of
  prose among them, or a row that skips a cell, reads no such sheet;
* a question split over two rows (a PDF's wrapped line): a row of its first words, no choices, breaking off
  mid-sentence, and the next row's question going on in small letters where nine in ten open otherwise: one question,
  said at the first row's line; a heading row ending with a colon, or a sheet whose questions open in small letters,
  joins nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import read_said, rows_of

# -- an answer column before the choices, by its name or by its cells ----------------------------------------------

_EPISODES = [("1話の題は？", "夜明け", ["港町", "夜明け", "大きな船", "青い空"]),
             ("2話の題は？", "麦わら帽子", ["麦わら帽子", "港町", "小さな島", "月の夜"]),
             ("3話の題は？", "剣士登場", ["緑の森", "黒い猫", "剣士登場", "雨の朝"]),
             ("4話の題は？", "海軍大佐", ["海軍大佐", "二人の約束", "海図", "soup"]),
             ("5話の題は？", "船長の決意", ["白い雲", "船長の決意", "赤い靴", "風の歌"]),
             ("6話の題は？", "新しい仲間", ["古い地図", "星の夜", "丘の上", "新しい仲間"]),
             ("7話の題は？", "宝の地図", ["宝の地図", "嵐の前", "港町", "大きな船"]),
             ("8話の題は？", "嵐の前", ["青い空", "嵐の前", "月の夜", "小さな島"]),
             ("9話の題は？", "約束", ["丘の上", "黒い猫", "約束", "白い雲"]),
             ("10話の題は？", "最後の島", ["雨の朝", "風の歌", "赤い靴", "最後の島"])]


def _sheet(answer_name: str, rows: list[tuple[str, str, list[str]]] = _EPISODES) -> str:
    lines = [f"問題,{answer_name},選択肢1,選択肢2,選択肢3,選択肢4"]
    lines += [",".join([q, a, *choices]) for q, a, choices in rows]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", ["答え", "正解", "정답"])
def test_an_answer_named_in_japanese_or_korean_is_read(tmp_path: Path, name: str) -> None:
    deck, said = read_said(tmp_path, _sheet(name))
    rows = rows_of(deck)
    assert len(rows) == 10, rows
    assert [r[2] for r in rows] == [[1], [0], [2], [0], [1], [3], [0], [1], [2], [3]], rows
    assert rows[0][1] == ["港町", "夜明け", "大きな船", "青い空"], rows
    assert not any("not read" in s for s in said), said


@pytest.mark.parametrize("name", ["メモ", ""])
def test_an_answer_column_before_the_choices_told_by_its_texts(tmp_path: Path, name: str) -> None:
    wrong = [*_EPISODES[:4], ("5話の題は？", "犬", _EPISODES[4][2]), *_EPISODES[5:]]   # one row names no choice
    deck, said = read_said(tmp_path, _sheet(name, wrong))
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[1], [0], [2], [0], None, [3], [0], [1], [2], [3]], rows
    header = [s for s in said if ":1:1:" in s and "read as the answer" in s]
    assert header and ("'メモ'" in header[0] if name else "column 2 (no name)" in header[0]), said
    assert any(":6:" in s and "'犬'" in s for s in said), said   # the row whose answer names none: said at its line


def test_a_column_before_the_choices_that_equals_a_choice_in_few_rows_is_no_answer(tmp_path: Path) -> None:
    # the near miss: a column of words before the choices, a choice's text in 5 rows of 10 only -- not the answer
    notes = ["港町", "麦わら帽子", "剣士登場", "海軍大佐", "船長の決意", "春", "夏", "秋", "冬", "雪"]
    rows_in = [(q, note, choices) for (q, _, choices), note in zip(_EPISODES, notes, strict=True)]
    deck, said = read_said(tmp_path, _sheet("メモ", rows_in))
    rows = rows_of(deck)
    assert len(rows) == 10 and all(r[2] in (None, []) for r in rows), rows
    assert not any("read as the answer" in s for s in said), said


# -- a choices column's own sign, its lists of varying length ------------------------------------------------------

_PACKED = ("Pregunta,Opciones,Respuesta,Tema\n"
           "¿Quién escribió La República?,Platón_Aristóteles_Sócrates_Heráclito,0,Historia\n"
           "¿Quién fue maestro de Alejandro?,Platón_Aristóteles_Sócrates_Heráclito,1,Historia\n"
           "La hipótesis es una proposición tentativa,Cierto_Falso,0,Método\n"
           "¿Qué parte delimita el problema?,Justificación_Planteamiento del problema_Hipótesis_Objetivos,1,Método\n"
           "El objetivo se escribe en infinitivo,Cierto_Falso,0,Método\n"
           "Un sesgo distorsiona los resultados,Cierto_Falso,0,Sesgos\n"
           "¿Qué diseño no tiene grupo control?,Preexperimento_Experimento puro_Cuasiexperimento,0,Diseño\n"
           "Los grupos iguales invalidan el experimento,Cierto_Falso,1,Diseño\n"
           "¿Qué no es un diseño experimental?,Preexperimento_Experimento puro_Transversal_Cuasiexperimento,2,Diseño\n"
           "\"Son requisitos, excepto\",Manipulación_Medición_Voluntarios,2,Diseño\n")


def test_a_choices_column_split_by_its_own_sign_the_answers_in_range(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _PACKED)
    rows = rows_of(deck)
    assert len(rows) == 10, rows
    assert rows[0][1] == ["Platón", "Aristóteles", "Sócrates", "Heráclito"] and rows[0][2] == [0], rows
    assert rows[2][1] == ["Cierto", "Falso"] and rows[2][2] == [0], rows
    assert rows[3][1][1] == "Planteamiento del problema" and rows[3][2] == [1], rows
    assert rows[8][2] == [2] and rows[9][1] == ["Manipulación", "Medición", "Voluntarios"], rows
    header = [s for s in said if ":1:1:" in s and "split by '_'" in s]
    assert header and "'Opciones'" in header[0], said


def test_a_sign_inside_each_choice_is_no_separator(tmp_path: Path) -> None:
    # the near miss: `_` in nearly every cell, but each cell is one choice the answer names whole (`user_id`)
    text = ("question,choices,answer\n"
            "Which column keys the table?,user_id|user_name,user_id\n"
            "Which column holds the mail?,e_mail|user_name,e_mail\n"
            "Which column counts logins?,login_count|last_seen,login_count\n"
            "Which column is a date?,created_at|user_id,created_at\n"
            "Which column is a flag?,is_admin|user_name,is_admin\n"
            "Which column is the name?,user_name|e_mail,user_name\n")
    deck, said = read_said(tmp_path, text)
    rows = rows_of(deck)
    assert rows[0][1] == ["user_id", "user_name"] and rows[0][2] == [0], rows
    assert not any("split by '_'" in s for s in said), said


def test_list_sign_wants_the_answers_within_each_rows_count() -> None:
    from quizdeck.importers.csvlistsign import list_sign
    cells = ["a_b_c_d", "x_y", "p_q_r_s", "m_n", "e_f_g_h", "k_l"]
    got = list_sign(list(zip(cells, ["3", "1", "0", "0", "2", "1"], strict=True)))
    assert got is not None and got.sign == "_" and got.counts == {4: 3, 2: 3}, got
    # answers past the two-choice rows' count: no proof
    assert list_sign(list(zip(cells, ["3", "3", "0", "2", "2", "3"], strict=True))) is None


# -- a spaced sign between a game's fields, rows of a ragged tail of choices ----------------------------------------

_GAME = ("Arte / 5 / Quem pintou a Mona Lisa? / Leonardo da Vinci / Rafael / Ticiano / Giotto\n"
         "Arte / 5 / Que movimento usou formas geométricas? / Cubismo / Barroco / Rococó / Gótico\n"
         "Arte / 5 / Quem esculpiu O Pensador? / Auguste Rodin / Donatello / Bernini / Canova\n"
         "Natação / 5 / As piscinas olímpicas têm 50 metros. / Verdadeiro / Falso\n"
         "Natação / 5 / O crawl é o estilo mais lento. / Falso / Verdadeiro\n"
         "Natação / 5 / Um nadador faz 5 km/h em média. / Verdadeiro / Falso\n"
         "Ciência / 5 / Qual o símbolo do ouro? / Au / Ag / Fe / Cu / Pb / Sn\n"
         "Ciência / 5 / Quantas luas tem Marte? / 2 / 1 / 0 / 4 / 3 / 5\n")


def test_a_spaced_sign_between_fields_and_a_ragged_tail_of_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _GAME, "perguntas.txt")
    rows = rows_of(deck)
    assert len(rows) == 8, (rows, said)
    assert rows[0] == ("Quem pintou a Mona Lisa?", ["Leonardo da Vinci", "Rafael", "Ticiano", "Giotto"], [0]), rows
    assert rows[3][1] == ["Verdadeiro", "Falso"] and rows[4][1] == ["Falso", "Verdadeiro"], rows
    assert rows[5][0] == "Um nadador faz 5 km/h em média.", rows   # the sign without its spaces kept
    assert rows[6][1] == ["Au", "Ag", "Fe", "Cu", "Pb", "Sn"] and rows[6][2] == [0], rows
    assert deck.questions[3].tags and deck.questions[0].tags != deck.questions[3].tags, deck.questions[3].tags
    assert any(":1:1:" in s and "'/' with a space on each side" in s for s in said), said
    assert any(":1:1:" in s and "FIRST choice" in s for s in said), said
    assert any(":1:1:" in s and "unequal length" in s for s in said), said


def test_a_line_without_the_spaced_sign_thrice_is_no_such_sheet() -> None:
    from quizdeck.importers.csvspacedsigns import spaced_sign
    assert spaced_sign(_GAME) is not None
    prose = _GAME + "Este jogo foi feito por nós / para a escola.\n"   # one line holds it once: no sheet
    assert spaced_sign(prose) is None
    listed = "\n".join(f"q{k},a / b / c / d,a" for k in range(1, 4)) + "\n" + "\n".join(
        f"q{k},a / b / c / d,b" for k in range(4, 7))   # a list in a comma sheet's cell: the commas are the rows'
    assert spaced_sign(listed) is None


def test_a_row_that_skips_a_cell_is_no_ragged_tail() -> None:
    from quizdeck.importers.csvraggedtails import ragged_tail
    rows = [r.split(" / ") for r in _GAME.strip().split("\n")]
    found = ragged_tail(rows)
    assert found is not None and found[1].question == 2 and found[1].tags == 0 and found[1].first_right, found
    skipped = [*rows[:3], ["Natação", "5", "", "Verdadeiro", "Falso"], *rows[4:]]   # an empty cell inside a row
    assert ragged_tail(skipped) is None
    steady = [r[:5] for r in rows if len(r) >= 5] + [r[:5] for r in rows[:3]]   # one width: not ragged
    assert ragged_tail(steady) is None


# -- a question split over two rows -------------------------------------------------------------------------------

def _pasted(cut: str, rest: str, lower: bool = False) -> str:
    lines = ["Question,Option A,Option B,Option C,Correct Answer"]
    texts = ["The smallest part of an element is:", "What is the unit of force?", "Which gas do plants take in?",
             "What is the boiling point of water at sea level?", "How many legs has an insect?",
             "Which metal is liquid at room temperature?"]
    choices = [("A compound", "An atom", "A molecule"), ("Newton", "Joule", "Watt"), ("Oxygen", "Carbon dioxide",
               "Helium"), ("100 °C", "90 °C", "80 °C"), ("Six", "Eight", "Four"), ("Mercury", "Iron", "Lead")]
    for k, (text, three) in enumerate(zip(texts, choices, strict=True), start=21):
        text = text[0].lower() + text[1:] if lower else text
        lines.append(f"{k}. {text},{','.join(three)},{three[1] if k % 2 else three[0]}")
    lines.append(f"27. {cut},,,,")
    lines.append(f"28. {rest},Vibration frequencies,Resonant frequencies,Harmonic frequencies,Resonant frequencies")
    lines.append("29. What does a gear change?,Speed,Colour,Mass,Speed")
    return "\n".join(lines) + "\n"


def test_a_question_split_over_two_rows_is_read_as_one(tmp_path: Path) -> None:
    text = _pasted("Which frequencies must designers take into account when designing", "aircraft structure?")
    deck, said = read_said(tmp_path, text)
    rows = rows_of(deck)
    assert len(rows) == 8, rows
    assert rows[6][0].endswith("Which frequencies must designers take into account when designing aircraft "
                               "structure?"), rows
    assert "28." not in rows[6][0] and rows[6][1][0] == "Vibration frequencies" and rows[6][2] == [1], rows
    assert any(":8:1:" in s and "split over two rows" in s for s in said), said


def test_a_heading_row_or_a_sheet_of_small_letters_joins_nothing(tmp_path: Path) -> None:
    # near misses: the cut row ends with a colon (a passage's heading), or the column's questions open in small
    # letters anyway -- nothing proves a split
    for text in (_pasted("Read the following about aircraft design:", "which frequencies matter?"),
                 _pasted("Which frequencies must designers take into account when designing", "aircraft structure?",
                         lower=True)):
        deck, said = read_said(tmp_path, text)
        assert not any("split over two rows" in s for s in said), said
        assert not any(r[0].endswith("designing aircraft structure?") for r in rows_of(deck)), rows_of(deck)
