"""Spreadsheets, wave 30 (csv30): session 29's held-out sheets and review 29b's findings.

* a colon-separated sheet (``Deportes:¿Pregunta?:B:w:x:y:z``) is a sheet (albertosnp); a row of two records run
  together (``…:EjercitoHistoria:…``) is cut where only one cut gives two rows that look like the others, said;
* ``id,level,"question",difficulty,category,1,a,b,c,d``: the number right before the choices, after a category,
  names the right one, the category is the tag (araaaaraa);
* a key written in katakana (``ア``, ``イ``, ``ウ``, ``エ``: Japan's national exams) names choices A to D
  (chihirofujima);
* choice cells that carry their labels, one of them slipped (``4. x``, ``D,x``, ``A. C. B, D.``), lose them all;
  a line whose quote is not closed in it is read with its ``"`` as text and mended when joining its question's
  cells puts every other cell in its column (anhduy13);
* review 29b: a one-choice-a-row sheet of short questions over ``TRUE``/``FALSE`` keeps its choices (1); a wider
  row whose key names a choice only it has is a question of more choices (2); choices do not come first when
  texts follow the question (3); ``{}`` in code is no blank (4); two columns of sentences leave a true/false
  sheet's statement untold (5); a term column before the statements leaves the statement layout untold (6); a
  rarely filled unnamed last column is a note, said, not a cut (7).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvblank import blank_marked
from quizdeck.importers.csvshapes import Shape, shaped_join
from quizdeck.importers.labels import answer_letters
from tests.conftest import read_said, rows_of

_CITIES = [("France", "Paris", "Lyon", "Nice", "Lille"), ("Italy", "Rome", "Milan", "Turin", "Naples"),
           ("Spain", "Madrid", "Seville", "Bilbao", "Malaga"), ("Germany", "Berlin", "Munich", "Hamburg", "Bonn"),
           ("Austria", "Vienna", "Graz", "Linz", "Salzburg"), ("Poland", "Warsaw", "Krakow", "Gdansk", "Lodz"),
           ("Sweden", "Stockholm", "Malmo", "Uppsala", "Lund"), ("Norway", "Oslo", "Bergen", "Tromso", "Narvik"),
           ("Greece", "Athens", "Patras", "Larissa", "Volos"), ("Portugal", "Lisbon", "Porto", "Braga", "Faro"),
           ("Ireland", "Dublin", "Cork", "Galway", "Sligo"), ("Finland", "Helsinki", "Espoo", "Turku", "Oulu")]


def test_a_colon_separated_sheet_is_read_and_two_records_on_one_line_said(tmp_path: Path) -> None:
    lines = [f"{'Arte' if i % 2 else 'Historia'}:¿Cuál es la capital de {c}?:{'ABCD'[i % 4]}:"
             + ":".join([a, b, d, e][-(i % 4):] + [a, b, d, e][:-(i % 4)] if i % 4 else [a, b, d, e])
             for i, (c, a, b, d, e) in enumerate(_CITIES)]
    lines[5] = lines[5] + "Arte:¿Cuál es la capital de Chile?:A:Santiago:Lima:Quito:Bogota"
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "preguntas.csv")
    assert rows_of(deck)[0] == ("¿Cuál es la capital de France?", ["Paris", "Lyon", "Nice", "Lille"], [0]), said
    assert rows_of(deck)[1] == ("¿Cuál es la capital de Italy?", ["Naples", "Rome", "Milan", "Turin"], [1]), said
    assert deck.questions[0].tags == ["Historia"]
    assert any(":6:1:" in s and "13 cells where the other rows have 7" in s and "two rows run together" in s
               for s in said), said
    assert len(deck.questions) == 13, said
    assert rows_of(deck)[6] == ("¿Cuál es la capital de Chile?", ["Santiago", "Lima", "Quito", "Bogota"], [0]), said
    assert rows_of(deck)[5][1][-1] in ("Lodz", "Krakow", "Gdansk", "Warsaw") and deck.questions[6].tags == ["Arte"]


def test_the_number_after_a_category_names_the_right_choice(tmp_path: Path) -> None:
    kinds = ["griega", "egipcia", "hebrea"]
    lines = [f'{i + 1},{1 + i // 5},"¿Cuál es la capital de {c}?",{1 + i % 3},{kinds[i % 3]},1,{a},{b},{d},{e}'
             for i, (c, a, b, d, e) in enumerate(_CITIES)]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "preguntas.csv")
    assert len(deck.questions) == 12, said
    assert rows_of(deck)[3] == ("¿Cuál es la capital de Germany?", ["Berlin", "Munich", "Hamburg", "Bonn"], [0]), said
    assert deck.questions[3].tags == ["griega"]
    assert any("column 6 the right choice's number" in s for s in said), said


def test_a_key_in_katakana_names_the_choices_in_order() -> None:
    assert answer_letters("ウ") == ([2], "")
    assert answer_letters("ア") == ([0], "")
    assert answer_letters("ウイルス") is None   # a word, not a label


def test_a_sheet_keyed_in_katakana(tmp_path: Path) -> None:
    lines = ["number,content,correct_answer,image_url,choice_1,choice_2,choice_3,choice_4,explanation_url"]
    for i, (c, a, b, d, e) in enumerate(_CITIES[:6]):
        lines.append(f"{i * 4 + 1},{c}の首都はどれか。,{'アイウエ'[i % 4]},,{a},{b},{d},{e},https://example.org/q{i}")
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "r05.csv")
    assert [q.answer for q in deck.questions] == [[0], [1], [2], [3], [0], [1]], said
    assert [c.text for c in deck.questions[0].choices] == ["Paris", "Lyon", "Nice", "Lille"], said


def _labelled_rows() -> list[str]:
    return [f"1;Câu {i + 1}; Thủ đô của {c} là thành phố nào?;A. {a}.;B. {b}.;C. {d}.;D. {e}.;{'ABCD'[i % 4]}"
            for i, (c, a, b, d, e) in enumerate(_CITIES * 2)]


def test_choice_labels_one_of_them_slipped_are_taken_off(tmp_path: Path) -> None:
    lines = _labelled_rows()
    lines[3] = "1;Câu 4; Thủ đô của Germany là thành phố nào?;4. Berlin.;B. Munich.;C. Hamburg.;D,Bonn.;A"
    lines[4] = "1;Câu 5; Thủ đô của Austria là thành phố nào?;A. Vienna.;C. Graz.;B, Linz.;D. Salzburg.;A"
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "thi.csv")
    assert rows_of(deck)[3][1] == ["Berlin.", "Munich.", "Hamburg.", "Bonn."], said
    assert rows_of(deck)[4][1] == ["Vienna.", "Graz.", "Linz.", "Salzburg."], said
    assert rows_of(deck)[0][1] == ["Paris.", "Lyon.", "Nice.", "Lille."], said


def test_a_row_whose_quote_is_not_closed_is_mended_by_its_columns_looks(tmp_path: Path) -> None:
    lines = _labelled_rows()
    lines[6] = ('1;Câu 7; "Bị ba tầng áp bức; có quan hệ tự nhiên...” là giai cấp nào?;A. Địa chủ.;B. Tư sản.;'
                "C. Công nhân.;D. Mại bản.;C")
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "thi.csv")
    assert len(deck.questions) == 24, said
    assert rows_of(deck)[6] == ('"Bị ba tầng áp bức; có quan hệ tự nhiên...” là giai cấp nào?',
                                ["Địa chủ.", "Tư sản.", "Công nhân.", "Mại bản."], [2]), said
    assert any(":7:1:" in s and "quote" in s for s in said), said


def test_of_several_joins_the_one_into_the_question_is_taken() -> None:
    shapes = [Shape(number=True), Shape(), Shape(), Shape(start="A."), Shape(start="B."), Shape(letter=True)]
    row = ["1", "Câu 1", "Who; and why?", " it", "A. x", "B. y", "A"]
    assert shaped_join(row, shapes, ";") is None   # columns 2 and 3 (or 1 and 2) could be joined
    assert shaped_join(row, shapes, ";", question=2) == (["1", "Câu 1", "Who; and why?; it", "A. x", "B. y", "A"],
                                                           2)


def test_a_one_choice_a_row_sheet_of_short_questions_keeps_its_choices(tmp_path: Path) -> None:
    terms = {"Photosynthesis": "how plants make sugar from light", "Mitosis": "how a cell divides into two cells",
             "Osmosis": "how water moves through a membrane", "Digestion": "how animals break down food",
             "Respiration": "how cells release energy from sugar", "Diffusion": "how particles spread out evenly"}
    meanings = list(terms.values())
    lines = ["question,option,is_correct"]
    for k, (term, right) in enumerate(terms.items()):
        wrong = [m for m in meanings if m != right][k % 3:k % 3 + 2]
        options = [*wrong[:k % 3], right, *wrong[k % 3:]][:3]
        lines += [f"{term},{o},{'TRUE' if o == right else 'FALSE'}" for o in options]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "terms.csv")
    assert len(deck.questions) == 6, said
    assert rows_of(deck)[1][0] == "Mitosis" and "how a cell divides into two cells" in rows_of(deck)[1][1], said
    assert [q.answer for q in deck.questions] == [[0], [1], [2], [0], [1], [2]], said


def test_a_wider_row_whose_key_names_its_own_last_choice_has_more_choices(tmp_path: Path) -> None:
    lines = [f"How much is {i} + 20?;{i + 18};{i + 20};{i + 21};{i + 19};B" for i in range(22)]
    lines[10] = "How much is 5 + 3?;6;7;9;10;8;E"
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "sums.csv")
    assert len(deck.questions) == 22, said
    assert rows_of(deck)[10] == ("How much is 5 + 3?", ["6", "7", "9", "10", "8"], [4]), said


def test_choices_do_not_come_first_when_texts_follow_the_question(tmp_path: Path) -> None:
    lines = [f"Geography;Europe;{1 + i % 2};What is the capital of {c}?;{a};{b};{d};{e}"
             for i, (c, a, b, d, e) in enumerate(_CITIES[:8])]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "capitals.csv")
    assert rows_of(deck)[1][1] == ["Rome", "Milan", "Turin", "Naples"], said
    assert not any(q.choices[0].text == "Geography" for q in deck.questions)


def test_braces_in_code_are_no_blank(tmp_path: Path) -> None:
    assert not blank_marked(["What does typeof {} return?", "What is [] + {}?", "After x = {} what is x?"])
    assert not blank_marked(["Which compiles: class A {}", "What does int f(void) {} return?", "new int[] {} is?"])
    assert blank_marked(["Bu cümlede {} hangi sözcük?", "Hangi sözcük {} gelir?", "Boşluğa {} ne yazılır?"])
    text = ('question,a,b,c,d,answer\n"What does typeof {} return in JavaScript?",object,undefined,map,string,A\n'
            '"What is the value of [] + {} in JavaScript?",[object Object],0,undefined,NaN,A\n'
            '"After x = {} in Python, what is type(x)?",dict,set,list,tuple,A\n')
    deck, said = read_said(tmp_path, text, "code.csv")
    assert [q.text for q in deck.questions][2] == "After x = {} in Python, what is type(x)?", said


def test_a_true_false_sheet_with_a_comment_column_is_not_read_by_its_comment(tmp_path: Path) -> None:
    rows = [("The sun is a star.", "TRUE", "The sun is a G-type main-sequence star at the centre of our system."),
            ("The moon is a planet.", "FALSE", "The moon is a natural satellite of the Earth, not a planet at all."),
            ("Water boils at 100 C at sea level.", "TRUE", "At standard pressure pure water boils at 100 degrees."),
            ("Mars has three moons.", "FALSE", "Mars has two small moons, Phobos and Deimos, found in 1877."),
            ("Venus is hotter than Mercury.", "TRUE", "Venus is hotter because of its thick carbon dioxide air.")]
    text = "\n".join(f'"{s}",{v},"{c}"' for s, v, c in rows) + "\n"
    deck, said = read_said(tmp_path, text, "facts.csv")
    assert not any(q.text.startswith("The moon is a natural satellite") for q in deck.questions), said


def test_a_term_before_its_definition_is_not_left_out_of_a_true_false_row(tmp_path: Path) -> None:
    rows = [("mitochondria", "the organelle that produces most of the cell's energy", "true"),
            ("ribosome", "the site of protein synthesis in the cell", "false"),
            ("nucleus", "the organelle that holds the cell's genetic material", "false"),
            ("chloroplast", "the organelle where photosynthesis takes place", "true"),
            ("vacuole", "a storage sac for water and nutrients in plant cells", "false"),
            ("lysosome", "the organelle that breaks down waste in the cell", "true")]
    deck, said = read_said(tmp_path, "\n".join("\t".join(r) for r in rows) + "\n", "cells.tsv")
    assert deck.questions and all(t in q.text for q, (t, _, _) in zip(deck.questions, rows, strict=True)), said


def test_a_rarely_filled_unnamed_last_column_is_a_note_said(tmp_path: Path) -> None:
    lines = ["Question;A;B;C;D;Answer;"]
    lines += [f"What is the capital of {c}?;{a};{b};{d};{e};A;" for c, a, b, d, e in _CITIES * 2]
    lines[6] = lines[6][:-1] + ";Capital since 1596"
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "capitals.csv")
    assert len(deck.questions) == 24 and all(q.answer == [0] for q in deck.questions), said
    assert any(":1:1:" in s and "column 7" in s and "a note, not used" in s for s in said), said
    assert not any("cells where the header has" in s for s in said), said


def test_two_line_records_a_question_then_its_key_and_choices(tmp_path: Path) -> None:
    records = []
    for i, (c, a, b, d, e) in enumerate(_CITIES[:6]):
        choices = [a, b, d, e][:3 + i % 2]
        records.append(f"Какая столица {c}?;{len(choices)};40;Pictures/bg.bmp\n{1 + i % len(choices)};"
                       + ";".join(choices))
    records[4] += ";nullptr"
    deck, said = read_said(tmp_path, "\n\n".join(records), "questions.txt")
    assert [q.answer for q in deck.questions] == [[0], [1], [2], [3], [1], [1]], said
    assert rows_of(deck)[2][1] == ["Madrid", "Seville", "Bilbao"], said
    assert rows_of(deck)[4][1] == ["Vienna", "Graz", "Linz"], said
    assert any(":14:1:" in s and "'nullptr' not used" in s for s in said), said
    assert any(":1:1:" in s and "counted from 1" in s and "not sure" not in s for s in said), said


def test_a_key_and_the_last_choice_swapped_are_read_swapped_back(tmp_path: Path) -> None:
    lines = _labelled_rows()
    lines[5] = "1;Câu 6; Thủ đô của Poland là thành phố nào?;A. Krakow.;B. Gdansk.;C. Warsaw.;C;D. Lodz."
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "thi.csv")
    assert rows_of(deck)[5] == ("Thủ đô của Poland là thành phố nào?", ["Krakow.", "Gdansk.", "Warsaw.", "Lodz."],
                                [2]), said
    assert any(":6:1:" in s and "swapped back" in s for s in said), said
