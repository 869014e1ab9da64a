"""Wave 38's sheet cells and columns read as their authors meant (csv38), excerpts written in the shape of the banks.

* an end column that repeats one of its row's choices in three rows in four (not nine in ten) is the key written as
  text, not one more choice; a row whose key repeats none is said at its row;
* a row k cells over the header holding exactly k commas between two digits (``4,4g``, ``0,5M``) reads them as
  decimal commas, the sheet's own number columns side by side (``3,13,…``) not counted;
* a row one cell short whose tag cell opens with one of the tag column's values glued to the question
  (``CULTURA¿Qué…``) splits there; an empty cell too many is dropped, never joined as ``; `` text;
* a cell wrapped whole in quotes around a text holding quotes (``"Which "word" is…"``) loses its outer pair;
* ``A) red|blue|green``: the label only the first choice carries comes off.
Each is said at its line.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_ECHO = ('"question_id";"question";"fake_answer1";"fake_answer2";"fake_answer3";"real_answer"\n'
         '1;"Which planet is red?";"Earth";"Venus";"Jupiter";"Mars"\n'
         '2;"Who painted the Mona Lisa?";"Van Gogh";"Picasso";"Da Vinci";"Da Vinci"\n'
         '3;"What is the currency of Japan?";"Yen";"Won";"Ringgit";"Yen"\n'
         '4;"When did the war end?";"1918";"1939";"1945";"1945"\n'
         '5;"Which mammal can fly?";"Bat";"Dolphin";"Elephant";"Bat"\n'
         '6;"What is the capital of Canada?";"Toronto";"Vancouver";"Ottawa";"Ottawa"\n'
         '7;"Which is a fruit?";"Apple";"Car";"Stone";"Apple"\n'
         '8;"Which is a colour?";"Table";"Red";"Dog";"Red"\n')


def test_an_end_column_repeating_a_choice_in_three_rows_of_four_is_the_key(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ECHO)
    rows = rows_of(deck)
    assert len(rows) == 8, rows
    assert rows[1][1:] == (["Van Gogh", "Picasso", "Da Vinci"], [2]), rows
    assert rows[2][1:] == (["Yen", "Won", "Ringgit"], [0]), rows
    assert all(len(r[1]) == 3 for r in rows[1:]), rows
    assert any(":2:" in s and "Mars" in s for s in said), said   # the row whose key repeats no choice


_DECIMALS = ("exam_id,question_number,question_text,option_a,option_b,option_c,option_d,correct_answer\n"
             "1,1,Which metal is an alkali metal?,Fe,Cs,Be,Mg,B\n"
             "1,2,Which element has 8 protons?,O,N,F,Ne,A\n"
             "1,3,Which gas is noble?,Ar,O2,N2,H2,A\n"
             "1,4,Which is a base?,NaOH,HCl,H2O,CO2,A\n"
             "1,5,Which is an acid?,KOH,HCl,NaCl,H2O,B\n"
             "3,13,Burning 4,4g of CH4 gives how much CO2?,A. 5,5g,B. 8,8g,C. 22g,D. 44g,B\n"
             "3,21,How many moles of HCl are in 25ml of 0,5M HCl?,A. 0,0125 mol,B. 0,025 mol,C. 0,05 mol,"
             "D. 0,075 mol,A\n")


def test_commas_between_two_digits_exactly_the_cells_too_many_are_decimal_commas(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _DECIMALS)
    rows = rows_of(deck)
    assert len(rows) == 7, rows
    assert rows[5] == ("Burning 4,4g of CH4 gives how much CO2?", ["5,5g", "8,8g", "22g", "44g"], [1]), rows
    assert rows[6][0] == "How many moles of HCl are in 25ml of 0,5M HCl?", rows
    assert rows[6][1] == ["0,0125 mol", "0,025 mol", "0,05 mol", "0,075 mol"], rows
    assert any(":7:" in s and "decimal comma" in s for s in said), said
    assert any(":8:" in s and "decimal comma" in s for s in said), said


def test_commas_fewer_or_more_than_the_cells_too_many_are_not_guessed(tmp_path: Path) -> None:
    text = _DECIMALS.replace("Burning 4,4g of CH4", "Burning 4,4g, 2,2g of CH4")
    _deck, said = read_said(tmp_path, text)
    assert not any(":7:" in s and "decimal comma" in s for s in said), said


_TAGS = ("HISTORIA;¿Cuándo se celebra el día del niño?;7 de agosto;20 de marzo;9 de marzo;20 de agosto;2\n"
         "HISTORIA;¿En honor a quién se celebra?;Pedro Ríos;Federico Ojeda;Miguel Molina;Gerardo Romero;0\n"
         "GEOGRAFIA;¿Cuántos municipios tiene Corrientes?;56;74;80;42;1\n"
         "CULTURA;¿Qué baile es típico?;Chamamé;Tango;Cueca;Samba;0\n"
         "CULTURA¿Qué fiesta se realiza en Bella Vista?;Fiesta de la Naranja;Fiesta del Mar;Fiesta del Sol;"
         "Fiesta de la Luna;0\n"
         "GEOGRAFIA;¿Qué río pasa por Corrientes?;Paraná;Nilo;Amazonas;Danubio;0\n"
         "CULTURA;;¿Cómo se llama la empresa de telecomunicaciones?;Telco;Telecom;Telecentro;Netco;0\n"
         "HISTORIA;¿En qué año se fundó Corrientes?;1588;1600;1810;1492;0\n"
         "CULTURA;¿Qué se toma con bombilla?;Mate;Café;Té;Jugo;0\n")


def test_a_tag_glued_to_the_question_splits_and_an_empty_cell_too_many_is_dropped(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _TAGS)
    questions = {q.text: q for q in deck.questions}
    glued = questions.get("¿Qué fiesta se realiza en Bella Vista?")
    assert glued is not None and glued.tags == ["CULTURA"], list(questions)
    assert "¿Cómo se llama la empresa de telecomunicaciones?" in questions, list(questions)
    assert any(":5:" in s and "glued" in s for s in said), said
    assert any(":7:" in s and "empty cell" in s for s in said), said


_QUOTED = ("question,A,B,C,answer\n"
           '"Which "word" is a noun?",run,table,quickly,B\n'
           '"To be" or "not to be",Hamlet,Lear,Othello,A\n'
           "What is 2+2?,3,4,5,B\n"
           "What colour is the sky?,blue,green,red,A\n")


def test_outer_quotes_around_a_text_holding_quotes_come_off_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _QUOTED)
    rows = rows_of(deck)
    assert rows[0][0] == 'Which "word" is a noun?', rows
    assert rows[1][0].startswith('"To be"'), rows   # quotes that close first are the text's own
    assert any(":2:" in s and "wrapped whole in quotes" in s for s in said), said


_FIRST_LABEL = ("question,choices,answer\n"
                "Which colour is warm?,A) red|blue|green,A\n"
                "What is 2+2?,3|4|5,B\n"
                "Which is a fruit?,apple|car|dog,A\n"
                "Which is a city?,Paris|tree|blue,A\n")


def test_a_label_only_the_first_choice_carries_comes_off_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _FIRST_LABEL)
    rows = rows_of(deck)
    assert rows[0][1] == ["red", "blue", "green"], rows
    assert any(":2:" in s and "label" in s for s in said), said


_LISTED = ("question,choices,answer\n"
           "What must be told?,a) the owners; b) the links; c) the powers|only the owners|the clients,A\n"
           "What is 2+2?,3|4|5,B\n"
           "Which is a fruit?,apple|car|dog,A\n"
           "Which is a city?,Paris|tree|blue,A\n")


def test_a_first_choice_holding_a_labelled_list_keeps_its_label(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LISTED)
    rows = rows_of(deck)
    assert rows[0][1][0].startswith("a) the owners"), rows
    assert not any("taken off as the first choice's label" in s for s in said), said


_NUMBER_COLUMN = ("id,level,block,question,A,B,C,D,answer,note\n"
                  "1,Estado C1,1,What is 2+2?,3,4,5,6,B,sum\n"
                  "2,Estado C1,1,What is 3+3?,6,7,8,9,A,sum\n"
                  "3,Estado C2,2,What is 4+4?,7,8,9,10,B,sum\n"
                  "4,Estado C2,2,What is 5+5?,10,11,12,13,A,sum\n"
                  "5,Estado C2,2,What is 6+6?,12,13,14,15,A,sum\n"
                  "6,Estado C2,2,Which tool merges letters?,Mail merge,Replace,Table,Image,P,A,merge\n")


def test_a_digit_then_a_number_columns_cell_is_no_decimal_comma(tmp_path: Path) -> None:
    _deck, said = read_said(tmp_path, _NUMBER_COLUMN)
    assert not any("decimal comma" in s for s in said), said
