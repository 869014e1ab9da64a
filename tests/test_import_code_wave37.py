"""Questions written as code, wave 37 (code37): excerpts written in the shape of the banks.

* C statements that differ only in indices and one string literal each (``strcpy(q[0].text, "...");``, a repeated
  ``strcpy(q[0].answers[j], "...");``, ``q[0].right = 1;``): the literals are the texts, the repeated statement the
  choices, the index assignment the answer, counted from 0 (a 0 among them, or the choices' own ``[0]``)
  (andoniehu ec101-preguntas);
* a constructor call per question, its arguments one a line, indented as a Markdown code block (``new Question("1",
  "q?", "Sport", "leicht", List.of("a", "b"), "a")``): the list literal the choices, the later literal equal to one of
  them the answer, the short recurring literals not the text (mf-swiss quizbackend-fragen);
* quoted ``;`` rows of one width in a .txt, with one-field status lines and ``//`` comments between: a headerless
  sheet, the first choice right as sheets for quiz apps write it, the furniture said (barbabond99 interstellargame
  domande).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_STATEMENTS = """Preguntas del juego:

strcpy(preguntas[0].pregunta, "¿En que ano cayo el muro de Berlin?");
strcpy(preguntas[0].respuestas[0], "1987");
strcpy(preguntas[0].respuestas[1], "1989");
strcpy(preguntas[0].respuestas[2], "1991");
strcpy(preguntas[0].respuestas[3], "1993");
preguntas[0].indCorrecta = 1;

strcpy(preguntas[1].pregunta, "¿Cuanto es 12*12?");
strcpy(preguntas[1].respuestas[0], "144");
strcpy(preguntas[1].respuestas[1], "124");
strcpy(preguntas[1].respuestas[2], "142");
strcpy(preguntas[1].respuestas[3], "154");
preguntas[1].indCorrecta = 0;

strcpy(preguntas[2].pregunta, "¿Cual es el rio mas largo de Europa?");
strcpy(preguntas[2].respuestas[0], "Danubio");
strcpy(preguntas[2].respuestas[1], "Rin");
strcpy(preguntas[2].respuestas[2], "Volga");
strcpy(preguntas[2].respuestas[3], "Loira");
preguntas[2].indCorrecta = 2;

strcpy(preguntas[3].pregunta, "¿Que planeta es el mas grande?");
strcpy(preguntas[3].respuestas[0], "Marte");
strcpy(preguntas[3].respuestas[1], "Saturno");
strcpy(preguntas[3].respuestas[2], "Tierra");
strcpy(preguntas[3].respuestas[3], "Jupiter");
preguntas[3].indCorrecta = 3;
"""


def test_statements_differing_only_in_indices_and_literals_are_records(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _STATEMENTS, "preguntas.txt")
    rows = rows_of(deck)
    assert [text for text, _, _ in rows] == ["¿En que ano cayo el muro de Berlin?", "¿Cuanto es 12*12?",
                                             "¿Cual es el rio mas largo de Europa?", "¿Que planeta es el mas grande?"]
    assert rows[0][1] == ["1987", "1989", "1991", "1993"]
    assert [answer for _, _, answer in rows] == [[1], [0], [2], [3]]
    assert any(":1:" in s and "not a question" in s for s in said), said   # the heading: furniture, said


_INDEXED_FROM_ZERO = _STATEMENTS.replace("indCorrecta = 0;", "indCorrecta = 1;")


def test_an_index_answer_counts_from_zero_when_the_choices_own_indices_start_at_zero(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _INDEXED_FROM_ZERO, "preguntas.txt")
    assert [answer for _, _, answer in rows_of(deck)] == [[1], [1], [2], [3]]


_CONSTRUCTORS = """                new Question(
                        "1",
                        "Welches Land hat die meisten Weltmeistertitel?",
                        "Sport",
                        "leicht",
                        List.of("Brasilien", "Italien", "Frankreich", "Deutschland"),
                        "Brasilien"
                ),
                new Question(
                        "2",
                        "Wofuer steht die Abkuerzung RAM?",
                        "Technologie",
                        "leicht",
                        List.of("Read Only Memory", "Random Access Memory", "Rapid Array Module", "Core Unit"),
                        "Random Access Memory"
                ),
                new Question(
                        "3",
                        "Welche Sprache laeuft im Browser?",
                        "Technologie",
                        "mittel",
                        List.of("Kotlin", "Swift", "JavaScript", "C#"),
                        "JavaScript"
                ),
                new Question(
                        "4",
                        "Wie viele Spieler hat eine Fussballmannschaft auf dem Feld?",
                        "Sport",
                        "leicht",
                        List.of("9", "10", "12", "11"),
                        "11"
                )"""


def test_a_constructor_call_per_question_is_a_record_its_list_the_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _CONSTRUCTORS, "fragen.md")
    rows = rows_of(deck)
    assert [text for text, _, _ in rows] == ["Welches Land hat die meisten Weltmeistertitel?",
                                             "Wofuer steht die Abkuerzung RAM?", "Welche Sprache laeuft im Browser?",
                                             "Wie viele Spieler hat eine Fussballmannschaft auf dem Feld?"]
    assert rows[3][1] == ["9", "10", "12", "11"]
    assert [answer for _, _, answer in rows] == [[0], [1], [2], [3]]
    # the id, the category and the level: not imported, said once
    assert any(":1:" in s and "not imported" in s and "'Sport'" in s and "'leicht'" in s for s in said), said


_ROWS = """"Sbloccata Terra"\r
"C'e vita sulla Terra?"; "Si"; "No"; "Non si sa"; "Solo d'estate";\r
"Qual'e la forma della Terra?"; "Geoide"; "Sfera"; "Palla"; "Cubo";\r
"Quanto dura un giorno?"; "24 Ore"; "365 Giorni"; "24 Mesi"; "12 Ore";\r
//un commento per dopo\r
"Sbloccata Luna"\r
"Quanti satelliti ha la Terra"; "1"; "0"; "2"; "7"\r
"Che formula per la massa della Luna?"; "MassaTerra/80"; "80*MassaTerra"; "MassaTerra+80"; MassaTerra*2";\r
"""


def test_quoted_semicolon_rows_of_one_width_are_a_headerless_sheet(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ROWS, "domande.txt")
    rows = rows_of(deck)
    assert [text for text, _, _ in rows] == ["C'e vita sulla Terra?", "Qual'e la forma della Terra?",
                                             "Quanto dura un giorno?", "Quanti satelliti ha la Terra",
                                             "Che formula per la massa della Luna?"]
    assert rows[4][1] == ["MassaTerra/80", "80*MassaTerra", "MassaTerra+80", "MassaTerra*2"]
    assert all(answer == [0] for _, _, answer in rows)
    assert any("FIRST choice" in s for s in said), said
    assert any(":1:" in s and "not a question" in s for s in said), said        # a status line, said
    assert any(":8:" in s and "quote" in s for s in said), said                 # the field missing its quote


_OBJECTS = """const questions = [
  { question: "What is 2+2?", options: ["3", "4", "5"], answer: 1 },
  { question: "Which is the capital of France?", options: ["Paris", "Rome", "Oslo"], answer: 0 },
  { question: "Which is the largest ocean?", options: ["Atlantic", "Pacific", "Indian"], answer: 1 },
];
"""

_ASSIGNMENTS = """q1 = "What is 2+2?"
a1 = ["3", "4", "5"]
r1 = 2
q2 = "Which is the capital of France?"
a2 = ["Paris", "Rome", "Oslo"]
r2 = 1
q3 = "Which is the largest ocean?"
a3 = ["Atlantic", "Pacific", "Indian"]
r3 = 2
"""


def test_other_code_shapes_read_the_same_way(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _OBJECTS, "quiz.txt")
    assert [answer for _, _, answer in rows_of(deck)] == [[1], [0], [1]]
    assert rows_of(deck)[1][:2] == ("Which is the capital of France?", ["Paris", "Rome", "Oslo"])
    deck, said = read_said(tmp_path, _ASSIGNMENTS, "quiz2.txt")
    assert rows_of(deck)[2][:2] == ("Which is the largest ocean?", ["Atlantic", "Pacific", "Indian"])
    # no 0 and none past the last choice: a program's index, read from 0 as a guess, said
    assert [answer for _, _, answer in rows_of(deck)] == [[2], [1], [2]]
    assert any("not sure whether" in s and "from 0" in s for s in said), said


_QUOTED_PROSE = """1. "Quem foi o primeiro presidente?"
opções: "Deodoro", "Floriano", "Prudente", "Campos"

2. "Em que ano caiu Constantinopla?"
opções: "1453", "1399", "1578", "1691"

3. "Qual país financiou Colombo?"
opções: "Portugal", "França", "Espanha", "Holanda"
"""


def test_quoted_prose_is_no_code(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _QUOTED_PROSE, "perguntas.txt")
    assert not any("read as code" in s for s in said), said
    assert rows_of(deck)[0][1] == ["Deodoro", "Floriano", "Prudente", "Campos"]
